"""Open a tournament file of any supported format: the one place that picks the reader."""

from __future__ import annotations

import dataclasses
import io
import os
import sys

from core.errors import InputError, Problem
from core.formats.notation import Notation
from core.formats.text_decoding import decode_bytes, read_bytes
from core.formats.tournament_json import decode_json, tournament_from_dict
from core.i18n.message import msg
from core.model import Tournament

STDIN = "-"  # the file name that means standard input
STDIN_SOURCE = "<stdin>"  # how problems in standard input name their source


def read_text(path: str | os.PathLike[str]) -> str:
    """Return the text of ``path``, read and decoded by :mod:`core.formats.text_decoding`
    (at most 20 MB; UTF-8, UTF-16 with a BOM, or Windows-1250/1252 when certain); ``-``
    reads standard input.

    :raises InputError: when the file cannot be read, is too large or its encoding unknown.
    """
    try:
        if os.fspath(path) == STDIN:
            if sys.stdin is None:  # started with standard input closed (<&-)
                raise InputError(Problem(STDIN_SOURCE, msg("input.load.no-stdin")))
            data = read_bytes(sys.stdin.buffer, source=STDIN_SOURCE)
        else:
            with open(path, "rb") as fh:
                data = read_bytes(fh, source=str(path))
    except OSError as exc:
        raise InputError(
            Problem(str(path), msg("input.load.unreadable", reason=str(exc.strerror)))
        ) from exc
    return decode_bytes(data, source=STDIN_SOURCE if os.fspath(path) == STDIN else str(path))


def load_text(text: str, *, source: str, notation: Notation | None = None) -> Tournament:
    """Return the tournament in ``text``, sniffing tournament JSON, TRF-16 or a CSV grid.

    ``notation`` (``standard`` or ``uscf``, :mod:`core.formats.notation`) overrides what the
    file says about its crosstable cells; TRF has its own.

    :raises InputError: listing every problem, with lines or cells.
    """
    stripped = text.lstrip()
    if stripped.startswith("{"):
        return tournament_from_dict(
            decode_json(text, source=source), source=source, text=text, notation=notation
        )
    # The TRF and CSV readers are imported only when a file needs them.
    from core.formats.trf import looks_like_trf, read_trf

    if looks_like_trf(text):
        return read_trf(io.StringIO(text), source=source)
    if source.lower().endswith((".csv", ".tsv", ".txt")) or "," in text or ";" in text:
        from core.formats.csv_layouts import read_csv

        reading = read_csv(io.StringIO(text), source=source, notation=notation)
        if not reading.tournament.name and source != STDIN_SOURCE:
            # A sheet without a title row: the file name is the best name there is (standard
            # input has none: the output says "Tournament").
            stem = os.path.splitext(os.path.basename(source))[0]
            return dataclasses.replace(reading.tournament, name=stem)
        return reading.tournament
    raise InputError(Problem(source, msg("input.load.unknown-format")))


def load_path(path: str | os.PathLike[str], *, notation: Notation | None = None) -> Tournament:
    """Return the tournament stored in the file ``path`` (``-``: standard input, the format
    recognised from its content; ``notation`` as in :func:`load_text`).

    :raises InputError: when it cannot be read or has problems.
    """
    source = STDIN_SOURCE if os.fspath(path) == STDIN else str(path)
    return load_text(read_text(path), source=source, notation=notation)
