"""Build organisers' sheets (crosstable, pairings list, player list) from a tournament.

The cells are what an organiser types: numbers as numbers, result tokens as text, points
with a decimal comma (``2,5``) as text.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from core.formats.crosstable import format_token
from core.formats.load import load_path
from core.model import Color, Outcome, Tournament, points_of
from tests.conftest import DATA, require_shared

GROS = DATA / "trf16_open_internacional_gros_2010_after_round4.trf"
LICHESS = DATA / "trf_lichess_swiss_2020-05-10_j8rtJ5GL.trf"


def load_event(path: Path = GROS) -> Tournament:
    """Return a shared TRF event (the test is skipped when ``../shared`` is absent)."""
    require_shared()
    return load_path(path)


def comma(points: Fraction) -> str:
    """``Fraction(5, 2)`` -> ``"2,5"`` (the decimal comma many organisers type)."""
    whole = points.numerator // points.denominator
    return f"{whole},5" if points.denominator == 2 else str(whole)


def crosstable_rows(t: Tournament, *, title: bool = True) -> list[list[object]]:
    """Return a crosstable: a title row, a header row and one row per player."""
    played = max(len(p.results) for p in t.players)
    header: list[object] = ["No.", "Name", "Rtg", *[f"R{i}" for i in range(1, played + 1)], "Pts"]
    rows: list[list[object]] = [[t.name]] if title else []
    rows.append(header)
    for p in t.players:
        tokens = [format_token(r) for r in p.results]
        rows.append(
            [
                int(p.id),
                p.name,
                p.rating if p.rating is not None else "",
                *tokens,
                comma(points_of(p, t.scoring)),
            ]
        )
    return rows


_BYE_WORD = {
    Outcome.PAB: "BYE",
    Outcome.HALF_BYE: "H",
    Outcome.ZERO_BYE: "Z",
    Outcome.FULL_BYE: "F",
}


def pairings_rows(t: Tournament) -> list[list[object]]:
    """Return a pairings list (Round, Board, White, Black, Result), players named by name."""
    rows: list[list[object]] = [["Round", "Board", "White", "Black", "Result"]]
    by_id = t.by_id()
    played = max(len(p.results) for p in t.players)
    for rnd in range(played):
        board = 0
        byes: list[list[object]] = []
        for p in t.players:
            if rnd >= len(p.results):
                continue
            r = p.results[rnd]
            if r.outcome in _BYE_WORD:
                byes.append([rnd + 1, "", p.name, _BYE_WORD[r.outcome], ""])
                continue
            if not r.outcome.has_opponent or r.opponent is None:
                continue
            opp = by_id[r.opponent]
            white = r.color is Color.WHITE or (r.color is None and p.id < opp.id)
            if not white:
                continue
            board += 1
            if r.outcome is Outcome.FORFEIT_WIN:
                result = "+/-"
            elif r.outcome is Outcome.FORFEIT_LOSS:
                other = opp.results[rnd].outcome
                result = "--" if other is Outcome.FORFEIT_LOSS else "-/+"
            else:
                result = {Outcome.WIN: "1-0", Outcome.DRAW: "½-½", Outcome.LOSS: "0-1"}[r.outcome]
            rows.append([rnd + 1, board, p.name, opp.name, result])
        rows.extend(byes)
    return rows


def player_rows(t: Tournament) -> list[list[object]]:
    """Return a player list: No., Name, Rtg."""
    rows: list[list[object]] = [["No.", "Name", "Rtg"]]
    rows += [[int(p.id), p.name, p.rating if p.rating is not None else ""] for p in t.players]
    return rows
