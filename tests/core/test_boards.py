"""A game's board (issue 33): the input's board where it gives one, else the page's order
(the higher score before the round first); ``whatif`` and the page give the same game the
same board. A forfeit without colours lists its winner first, as ``+ / −``."""

from __future__ import annotations

import re

import pytest

from core.boards import BOARDS_KEY, event_boards
from core.engine.standings import compute_standings
from core.formats.load import load_path
from core.model import Outcome, PlayerId, Tournament
from core.questions.whatif_pairings import asked_round
from core.report import ReportOptions, build_report
from core.report.history import history
from core.report.tables import pairings

_ROW = re.compile(
    r"<tr><td>(\d+)</td><td><bdi>[^<]*\((\d+)\)</bdi></td><td>([^<]*)</td>"
    r"<td><bdi>[^<]*\((\d+)\)</bdi></td></tr>"
)


def _page_boards(t: Tournament) -> dict[int, dict[frozenset[int], int]]:
    st = compute_standings(t)
    out: dict[int, dict[frozenset[int], int]] = {}
    for rd in pairings(st, t, "en", None, history(st)):
        for g in rd.games:
            ids = re.findall(r"\((\d+)\)", g.white + " " + g.black)
            if len(ids) == 2:
                out.setdefault(rd.round, {})[frozenset(map(int, ids))] = g.board
    return out


@pytest.mark.parametrize("path", ["examples/club-swiss.json", "examples/club-pairings.csv"])
def test_whatif_and_the_page_give_a_game_the_same_board(path: str) -> None:
    t = load_path(path)
    page = _page_boards(t)
    for r in range(1, t.rounds_played + 1):
        asked = asked_round(t, r)
        assert asked.boards, r
        for (w, b), board in zip(asked.pairings, asked.boards, strict=True):
            assert page[r][frozenset((w, b))] == board, (path, r, w, b)


def test_the_input_boards_are_kept() -> None:
    t = load_path("examples/club-pairings.csv")
    given = dict(t.extra)[BOARDS_KEY]
    boards = event_boards(t, t.rounds_played)
    for r, board, white, black in given:
        assert boards[r - 1][PlayerId(white)] == board == boards[r - 1][PlayerId(black)]
    page = _page_boards(t)
    assert all(page[r][frozenset((w, b))] == n for r, n, w, b in given)


def test_without_input_boards_the_higher_score_plays_first() -> None:
    t = load_path("examples/club-swiss.json")
    assert BOARDS_KEY not in dict(t.extra)
    boards = event_boards(t, t.rounds_played)
    sc = t.scoring
    for r in range(2, t.rounds_played + 1):

        def top(pid: PlayerId, r: int = r) -> object:
            p = t.player(pid)
            opp = p.results[r - 1].opponent
            assert opp is not None
            return max(
                sum(sc.points(x.outcome) for x in q.results[: r - 1]) for q in (p, t.player(opp))
            )

        by_board = sorted((b, pid) for pid, b in boards[r - 1].items())
        tops = [top(pid) for _, pid in by_board]
        assert tops == sorted(tops, reverse=True), r  # type: ignore[type-var]


def test_a_forfeit_lists_its_winner_first() -> None:
    t = load_path("examples/club-pairings.csv")
    html = build_report(t, ReportOptions(players="none"))
    forfeits = [(w, res, b) for _, w, res, b in _ROW.findall(html) if "+" in res or "−" in res]
    assert forfeits
    for w, res, b in forfeits:
        winner = t.player(PlayerId(int(w)))
        rnd = next(
            i for i, x in enumerate(winner.results) if x.opponent == int(b) and x.outcome.is_forfeit
        )
        assert winner.results[rnd].outcome is Outcome.FORFEIT_WIN
        assert res == "+ / −"
    assert "−–+" not in html


def test_whatif_counts_a_bye_as_a_player_without_a_game() -> None:
    from core.questions.whatif_pairings import whatif_round
    from core.render.whatif import render_whatif_text

    t = load_path("examples/club-swiss.json")
    # round 3: Dev Patel (4) took a half-point bye, Hugo Blanc (8) played his last round
    w = whatif_round(t, PlayerId(1), round=3)
    byes = [
        p.id
        for p in t.players
        if p.results[2].opponent is None or not p.results[2].outcome.has_opponent
    ]
    assert byes and set(byes) <= set(w.absent)
    assert f"players without a game: {len(w.absent)}" in render_whatif_text(w)


def test_whatif_refuses_pairings_after_the_last_round() -> None:
    from core.errors import InvalidOptionError
    from core.questions.whatif_pairings import whatif_round

    t = load_path("examples/club-swiss.json")
    assert t.rounds_played == t.rounds == 5
    with pytest.raises(InvalidOptionError) as info:
        whatif_round(t, PlayerId(1), pairings=[(PlayerId(1), PlayerId(2))])
    assert "the event has 5 rounds" in info.value.text()
