"""Test-side adapter: the normalised Vega crosstables of ../shared/data as core Tournaments.

The file ``vega_hobsonsbay_64_tournaments_normalized.json`` (see ../shared/data/README.md)
holds 64 "Cross table and standings" pages that the pairing program Vega published for the
Hobsons Bay Chess Club. Each player row has ``rounds[]`` with ``type`` game/bye/forfeit/absent,
``opp`` (starting number), ``colour`` (w/b, games only) and ``pts`` (the player's points).

Mapping decisions (all documented here because the page does not say more than this):

* ``game`` 1 / ½ / 0 -> WIN / DRAW / LOSS with the colour of the cell.
* ``forfeit`` 1 / 0 -> FORFEIT_WIN / FORFEIT_LOSS against ``opp``; two forfeit losses against
  each other are the double forfeit of our model.
* ``bye`` ½ -> HALF_BYE (Vega prints a requested half-point bye as ``BYE`` with ½).
* ``bye`` 1 -> PAB by default. Every 1-point bye on the pages is the same cell (``BYE`` with
  result 1, README "Cell format"); the schema calls it "a full-point bye (normally the
  pairing-allocated bye)", so nothing on the page separates a PAB from a requested full-point
  bye. Under every FIDE rule set both are non-VURs counted alike, so the choice cannot move a
  FIDE value; ``full_point_bye`` lets a test try FULL_BYE instead.
* ``absent`` (an empty cell: zero-point bye, late entry or withdrawal) -> ABSENT. Vega does not
  tell a requested zero-point bye from not being paired, and ABSENT and ZERO_BYE are both VURs
  counted alike by the FIDE rule sets.
* A played game where both players score 0 (2026 Juniors Rapid Championship, round 9, 33 v
  93, printed as an ordinary White/Black game) cannot be a WIN/LOSS pair, and two LOSSes
  against each other are refused by core.formats.validate (a loss mirrors a win). ``zero_zero``
  chooses: ``"double-forfeit"`` (default: both FORFEIT_LOSS against each other, the only
  mirrored 0-0 pair the model has, so the page validates; it makes the round a VUR for both,
  which is not what Vega did: two of 306 published values differ) or ``"loss-loss"`` (both
  LOSS, as Vega and the README's cross-check counted it; only with ``validate=False``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

from core.formats.validate import check, default_locator
from core.model import Color, Outcome, Player, PlayerId, RoundResult, Tournament
from tests.conftest import DATA

VEGA_JSON = DATA / "vega_hobsonsbay_64_tournaments_normalized.json"

CODES = {"BH": "BH", "BH-C1": "BH-C1", "BH/C1": "BH-C1", "SB": "SB", "DE": "DE"}
"""Vega's column headers -> our tie-break codes (Vega legend: BH/C1 = BH-C1)."""

NUMERIC = frozenset({"BH", "BH-C1", "SB"})
"""The columns compared as numbers (DE is printed as a tie group such as ``1-2``)."""


@dataclass(frozen=True, slots=True)
class VegaEvent:
    """One Vega page: its folder, the Tournament we built and the published values."""

    folder: str
    tournament: Tournament
    columns: tuple[str, ...]
    """Our codes of the published tie-break columns, in page order."""
    published: dict[PlayerId, dict[str, Fraction]]
    """Starting number -> our code -> the printed value (exact decimal); BH, BH-C1, SB."""
    names: dict[PlayerId, str]
    points: dict[PlayerId, Fraction]
    """The published total points."""


def folder_of(raw: dict[str, Any]) -> str:
    """Return the repository folder of a page (``www/<folder>/crosstablescore.html``)."""
    path: str = raw["source"]["path"]
    return path.split("/")[1]


@cache
def load_raw() -> tuple[dict[str, Any], ...]:
    """Return the raw tournament entries of the normalised JSON, read once."""
    data = json.loads(VEGA_JSON.read_text(encoding="utf-8"))
    return tuple(data["tournaments"])


def _outcome(
    cell: dict[str, Any], *, full_point_bye: Outcome, zero_zero: str, other: dict[str, Any] | None
) -> Outcome:
    kind = cell["type"]
    pts = Fraction(str(cell["pts"]))
    if kind == "game":
        if pts == 1:
            return Outcome.WIN
        if pts == Fraction(1, 2):
            return Outcome.DRAW
        if pts == 0:
            if other is not None and Fraction(str(other["pts"])) == 0:
                return Outcome.FORFEIT_LOSS if zero_zero == "double-forfeit" else Outcome.LOSS
            return Outcome.LOSS
    elif kind == "forfeit":
        if pts == 1:
            return Outcome.FORFEIT_WIN
        if pts == 0:
            return Outcome.FORFEIT_LOSS
    elif kind == "bye":
        if pts == 1:
            return full_point_bye
        if pts == Fraction(1, 2):
            return Outcome.HALF_BYE
    elif kind == "absent" and pts == 0:
        return Outcome.ABSENT
    raise ValueError(f"unexpected Vega cell {cell!r}")


def to_event(
    raw: dict[str, Any],
    *,
    full_point_bye: Outcome = Outcome.PAB,
    zero_zero: str = "double-forfeit",
    validate: bool = True,
) -> VegaEvent:
    """Return one page as a :class:`VegaEvent`, checked by :func:`core.formats.validate.check`.

    ``validate=False`` skips the check; only the test that shows what the 0-0 game would need
    (two LOSSes, which the model refuses) uses it.

    :raises core.errors.InputError: when the two sides of a game disagree.
    """
    folder = folder_of(raw)
    by_sno = {p["sno"]: p for p in raw["players"]}
    players = []
    published: dict[PlayerId, dict[str, Fraction]] = {}
    columns = tuple(CODES[c] for c in raw["tiebreak_columns"])
    for p in sorted(raw["players"], key=lambda q: q["sno"]):
        results = []
        for i, cell in enumerate(p["rounds"]):
            opp = cell.get("opp")
            other = by_sno[opp]["rounds"][i] if opp is not None and opp in by_sno else None
            outcome = _outcome(
                cell, full_point_bye=full_point_bye, zero_zero=zero_zero, other=other
            )
            colour = cell.get("colour")
            color = None
            if outcome.is_played and colour is not None:
                color = Color.WHITE if colour == "w" else Color.BLACK
            results.append(RoundResult(outcome, PlayerId(opp) if opp is not None else None, color))
        pid = PlayerId(p["sno"])
        players.append(Player(pid, p["name"], tuple(results)))
        published[pid] = {
            CODES[c]: Fraction(v)
            for c, v in p["published"].items()
            if CODES[c] in NUMERIC and v not in ("", None)
        }
    t = Tournament(name=folder, rounds=raw["rounds"], players=tuple(players))
    if validate:
        check(t, default_locator(f"{VEGA_JSON.name}: {folder}"))
    return VegaEvent(
        folder=folder,
        tournament=t,
        columns=columns,
        published=published,
        names={PlayerId(p["sno"]): p["name"] for p in raw["players"]},
        points={PlayerId(p["sno"]): Fraction(str(p["points"])) for p in raw["players"]},
    )


@cache
def events() -> dict[str, VegaEvent]:
    """Return every page with the default mapping, keyed by folder."""
    return {folder_of(r): to_event(r) for r in load_raw()}


def raw_event(folder: str) -> dict[str, Any]:
    """Return the raw entry of ``folder``."""
    for r in load_raw():
        if folder_of(r) == folder:
            return r
    raise KeyError(folder)


def tolerance(code: str) -> Fraction:
    """Return how far ours may be from the printed value: SB is printed rounded (README)."""
    return Fraction(1, 20) if code == "SB" else Fraction(0)


def path() -> Path:
    """Return the data file read by this adapter."""
    return VEGA_JSON
