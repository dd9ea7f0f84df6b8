"""The player columns category prizes read from an organiser's grid: a birth date or year
and a sex, in the ways our languages write them (docs/prizes.md)."""

from __future__ import annotations

import re
from datetime import date

from core.errors import Problem
from core.formats.grid_cells import Grid, whole
from core.formats.headers import normalize
from core.i18n.message import msg

__all__ = ["parse_birth", "parse_sex"]

_DMY = re.compile(r"^([0-9]{1,2})\s*[./-]\s*([0-9]{1,2})\s*[./-]\s*([0-9]{4})$")
_YMD = re.compile(r"^([0-9]{4})\s*[./-]\s*([0-9]{1,2})\s*[./-]\s*([0-9]{1,2})$")


def parse_birth(grid: Grid, row: int, col: int | None, problems: list[Problem]) -> str | None:
    """Return a birth cell as ``YYYY-MM-DD`` or ``YYYY`` (what category prizes read): a year
    (``2011``), an ISO date (``2011-05-17``, ``2011/05/17``) or a day first, as Europe
    writes it (``17.5.2011``, ``17/05/2011``); an empty cell or ``-`` says nothing."""
    text = grid.get(row, col)
    if col is None or text in ("", "-", "–", "—"):
        return None
    year = whole(text)
    if year is not None and len(text.strip()) == 4:
        if 1900 <= year <= 2100:
            return f"{year:04d}"
    else:
        ymd = _YMD.match(text)
        dmy = _DMY.match(text)
        parts = (
            (int(ymd.group(1)), int(ymd.group(2)), int(ymd.group(3)))
            if ymd
            else (int(dmy.group(3)), int(dmy.group(2)), int(dmy.group(1)))
            if dmy
            else None
        )
        if parts is not None and 1900 <= parts[0] <= 2100:
            try:
                return date(*parts).isoformat()
            except ValueError:
                pass
    problems.append(grid.problem(row, col, msg("files.grid.birth", found=repr(text))))
    return None


_SEXES = {
    **dict.fromkeys(
        (
            "m",
            "male",
            "man",
            "men",
            "h",
            "muz",
            "м",
            "мъж",
            "b",
            "barbat",
            "masculin",
            "e",
            "erkek",
            "maschio",
            "uomo",
            "homme",
            "mannlich",
        ),
        "m",
    ),
    **dict.fromkeys(
        (
            "f",
            "w",
            "female",
            "woman",
            "women",
            "z",
            "zena",
            "ж",
            "жена",
            "femeie",
            "feminin",
            "k",
            "kadin",
            "kiz",
            "femmina",
            "donna",
            "femme",
            "weiblich",
        ),
        "f",
    ),
}
"""Men's and women's words and letters of the sex columns of our languages (accents and
case removed): English, Czech (``Ž``), Bulgarian (``М``/``Ж``), Romanian (``B``/``F``),
Turkish (``E``/``K``), Italian, and French and German."""


def parse_sex(grid: Grid, row: int, col: int | None, problems: list[Problem]) -> str | None:
    """Return ``m`` or ``f`` from a sex cell (:data:`_SEXES`); empty says nothing."""
    text = grid.get(row, col)
    if col is None or text in ("", "-", "–", "—"):
        return None
    found = _SEXES.get(normalize(text))
    if found is None:
        problems.append(grid.problem(row, col, msg("files.grid.sex", found=repr(text))))
    return found
