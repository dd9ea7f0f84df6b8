"""The next round's pairings for ``tiebreak whatif``: ``12-7,3-5`` on the command line, or a
file with one pair of starting numbers a line (docs/whatif.md)."""

from __future__ import annotations

import re

from core.errors import InvalidOptionError
from core.i18n.message import Msg, msg
from core.model import PlayerId

_PAIR = re.compile(r"^\s*(\d{1,9})\s*[-,;\t ]\s*(\d{1,9})\s*$")
Pairing = tuple[PlayerId, PlayerId]


def _pair(text: str, where: Msg) -> Pairing:
    m = _PAIR.match(text)
    if m is None:
        raise InvalidOptionError(msg("whatif.error.pairing", where=where, text=repr(text)))
    return PlayerId(int(m.group(1))), PlayerId(int(m.group(2)))


def parse_pairings(text: str) -> list[Pairing]:
    """Return the pairings of ``--pairings`` (``white-black`` pairs, comma-separated).

    :raises InvalidOptionError: naming the pairing that is not two starting numbers.
    """
    return [
        _pair(part, msg("whatif.where.option", index=i))
        for i, part in enumerate(text.split(","), start=1)
    ]


def read_pairings_file(path: str) -> list[Pairing]:
    """Return the pairings of a file: one ``white,black`` (or ``white-black``) pair a line;
    blank lines, ``#`` comments and a first line ``white,black`` are skipped.

    :raises InvalidOptionError: for a file that cannot be read or a line that is not a pair.
    """
    try:
        with open(path, encoding="utf-8-sig") as handle:
            lines = handle.read().splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidOptionError(msg("whatif.error.file", path=path, reason=str(exc))) from exc
    out: list[Pairing] = []
    for n, line in enumerate(lines, start=1):
        bare = line.split("#", 1)[0].strip()
        if not bare or (n == 1 and bare.replace(" ", "").lower() == "white,black"):
            continue
        out.append(_pair(bare, msg("whatif.where.file", path=path, line=n)))
    return out
