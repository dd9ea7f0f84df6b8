"""Byes as organisers write them in a pairings list: the bye words of our languages
(``BYE``, ``volno``, ``почива``…, a half-point ``H``), and the points a bye row gives."""

from __future__ import annotations

import re
from fractions import Fraction

from core.formats.grid_cells import DASHES, result_key
from core.model import Outcome
from core.scores import parse_score

__all__ = ["bye_points", "bye_word", "is_generic_bye"]

_FREE_WORDS = (
    "free",
    "frei",
    "spielfrei",
    "freilos",
    "volno",
    "exempt",
    "libre",
    "descanso",
    "riposo",
    "liber",
    "bay",
    "почива",
    "пауза",
)
"""Words for "no game this round" in the languages of the headers (a pairing-allocated bye
when alone in a cell)."""
_BYE_WORDS: dict[str, Outcome | str] = {}
for _w in (
    "bye",
    "+bye",
    "1bye",
    "pab",
    "u",
    *_FREE_WORDS,
    "pairingallocatedbye",
    "allocatedbye",
    "(bye)",
):
    _BYE_WORDS[_w] = Outcome.PAB
for _w in (
    "h",
    "halfpointbye",
    "halfbye",
    "1/2bye",
    "½bye",
    "=bye",
    "0.5bye",
    "0,5bye",
    "byehalf",
    "bye1/2",
    "bye½",
    "bye0.5",
    "bye=",
    "hpb",
):
    _BYE_WORDS[_w] = Outcome.HALF_BYE
for _w in ("f", "fullpointbye", "fullbye", "fpb", "requestedbye"):
    _BYE_WORDS[_w] = Outcome.FULL_BYE
for _w in ("z", "zeropointbye", "zerobye", "0bye", "-bye", "bye0", "zpb"):
    _BYE_WORDS[_w] = Outcome.ZERO_BYE
_GENERIC_BYE = {"bye", "(bye)", *_FREE_WORDS}


def bye_word(text: str) -> Outcome | None:
    """Return the bye a word names (PAB for a bare BYE), else None."""
    key = text.strip().casefold().translate(DASHES)
    key = re.sub(r"[\s_.·()]+", "", key)
    if key in _BYE_WORDS:
        value = _BYE_WORDS[key]
        return value if isinstance(value, Outcome) else None
    key2 = key.replace("-", "")
    value2 = _BYE_WORDS.get(key2)
    return value2 if isinstance(value2, Outcome) else None


def is_generic_bye(text: str) -> bool:
    key = re.sub(r"[\s_.·()]+", "", text.strip().casefold())
    return key in _GENERIC_BYE


def bye_points(text: str, white_side: bool) -> Fraction | None:
    """Return the points a bye row's result cell gives the player, else None."""
    key = result_key(text)
    if key in ("", "-"):
        return None if key == "" else Fraction(0)
    if key in ("+",):
        return Fraction(1)
    m = re.match(r"^([0-9.,½/]+)[-:]([0-9.,½/]+)$", key)
    if m:
        key = m.group(1) if white_side else m.group(2)
    if key == "=":
        return Fraction(1, 2)
    try:
        return parse_score(key)
    except ValueError:
        return None
