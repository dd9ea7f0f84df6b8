"""Provisional standings of a team event (``live``, rules.md 12.48) through the entry point of
an individual event's: :func:`compute_standings` with ``live=True`` and ``tiebreak standings
--live``.

The round in progress counts each match as it stands: its finished boards as played, a
pending board adding nothing to either side, the match's match points once its pending boards
can no longer change them, none before; every team keeps its match, so no team is absent and
no opponent's Buchholz moves for an absence. The event is examples/team-swiss.json (seven
teams, four boards, five rounds); the expected scores are summed from its boards here, board
by board, not read from the engine.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.engine.standings import compute_standings
from core.formats.tournament_json import tournament_from_dict
from core.model import PlayerId, Primary, RoundKind, Tournament

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "team-swiss.json"
POINTS = {"+": Fraction(1), "=": Fraction(1, 2), "-": Fraction(0)}
"""A board's points by the token's first character (formats.md 1: +W9, =B9, -F9, ...)."""


def _data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return data


def _pend(data: dict[str, Any], r: int, *pairs: tuple[int, int]) -> dict[str, Any]:
    """Make the boards ``pairs`` (white, black) of round ``r`` pending (``?W9``)."""
    by_id = {p["id"]: p for p in data["players"]}
    for w, b in pairs:
        by_id[w]["results"][r - 1], by_id[b]["results"][r - 1] = f"?W{b}", f"?B{w}"
    return data


def _round_gp(data: dict[str, Any], r: int) -> dict[int, Fraction]:
    """Each team's game points of round ``r`` from its members' tokens (a pending board,
    ``?``, adds nothing; a member outside the lineup, ``-``/absent, nothing either)."""
    by_id = {p["id"]: p for p in data["players"]}
    out: dict[int, Fraction] = {}
    for team in data["teams"]:
        total = Fraction(0)
        for m in team["members"]:
            token = by_id[m]["results"][r - 1]
            if token.upper() == "BYE":
                total += 1  # the team PAB: a win on each board (formats.md 6.1)
            elif token[:1] in POINTS and len(token) > 1 and token[1] in "WBF":
                total += POINTS[token[0]]
        out[team["id"]] = total
    return out


def _mp(st: Any) -> dict[int, Fraction]:
    return {r.id: r.scores[Primary.MP] for r in st.rows}


def _gp(st: Any) -> dict[int, Fraction]:
    return {r.id: r.scores[Primary.GP] for r in st.rows}


def _event(data: dict[str, Any]) -> Tournament:
    return tournament_from_dict(data)


def _opponents_in(data: dict[str, Any], r: int) -> dict[int, int]:
    """Each team's opponent team in round ``r`` (from board 1's token)."""
    team_of = {m: t["id"] for t in data["teams"] for m in t["members"]}
    by_id = {p["id"]: p for p in data["players"]}
    out: dict[int, int] = {}
    for team in data["teams"]:
        for m in team["members"]:
            token = by_id[m]["results"][r - 1]
            digits = token.lstrip("+=-?WBFwbf")
            if digits.isdigit() and int(digits) in team_of:
                out[team["id"]] = team_of[int(digits)]
                break
    return out


def test_a_decided_match_in_progress_counts_its_boards_and_its_match_points() -> None:
    full = _data()
    whole = compute_standings(_event(full))
    # Board 1 of round 5 between players 6 and 18 (a forfeit in the file) made pending.
    data = _pend(_data(), 5, (6, 18))
    st = compute_standings(_event(data), live=True)
    assert st.progress is not None and st.progress.provisional
    assert st.rounds_counted == 5
    before = compute_standings(_event(data))  # after round 4: the complete rounds
    assert before.rounds_counted == 4 and before.progress is not None
    gp5 = _round_gp(data, 5)
    assert _gp(st) == {tid: _gp(before)[tid] + gp5[tid] for tid in gp5}
    # The pending board took its point (18's forfeit win; 6 had none) from 18's team only.
    moved = {tid: _gp(whole)[tid] - _gp(st)[tid] for tid in gp5 if _gp(st)[tid] != _gp(whole)[tid]}
    team_of = {m: t["id"] for t in data["teams"] for m in t["members"]}
    assert moved == {team_of[18]: 1}
    # 3 of 4 boards decide that match (a margin over 1 board's swing): the same match
    # points as once the last board is in; every other match is finished.
    a, b = team_of[6], team_of[18]
    assert abs(gp5[a] - gp5[b]) > 1
    assert _mp(st) == _mp(whole)


def test_an_undecided_match_adds_no_match_points_and_no_absence() -> None:
    data = _data()
    opp = _opponents_in(data, 5)
    team_of = {m: t["id"] for t in data["teams"] for m in t["members"]}
    # Every board of the match of team 2 (Knightfall) in round 5 pending: 0-0, nothing
    # decided, so neither team gets a match point from it; both keep the match.
    by_id = {p["id"]: p for p in data["players"]}
    pairs = []
    for m in next(t["members"] for t in data["teams"] if t["id"] == 2):
        token = by_id[m]["results"][4]
        digits = token.lstrip("+=-WBFwbf")
        if token[1:2] == "W":
            pairs.append((m, int(digits)))
        elif token[1:2] == "B":
            pairs.append((int(digits), m))
        elif token[1:2] == "F":  # a forfeit: white is whoever the file says; either will do
            pairs.append((m, int(digits)))
    assert len(pairs) == data["boards"]
    _pend(data, 5, *pairs)
    t = _event(data)
    before = compute_standings(t)
    st = compute_standings(t, live=True)
    other = opp[2]
    assert team_of[pairs[0][1]] == other
    for tid in (2, other):
        assert _mp(st)[tid] == _mp(before)[tid]
        assert _gp(st)[tid] == _gp(before)[tid]
        items = st.explain(PlayerId(tid), "BH:MP").items
        assert items[-1].kind is RoundKind.PLAYED  # the match is not an absence
    # The other teams count round 5 in full.
    gp5 = _round_gp(data, 5)
    for tid in gp5:
        if tid not in (2, other):
            assert _gp(st)[tid] == _gp(before)[tid] + gp5[tid]


def test_live_after_round_and_the_progress_note() -> None:
    data = _pend(_data(), 5, (6, 18))
    t = _event(data)
    st = compute_standings(t, live=True)
    assert st.progress is not None
    assert (st.progress.round, len(st.progress.pending), st.progress.games) == (5, 1, 12)
    assert st.progress.note().key == "progress.live"
    assert compute_standings(t, live=True, after_round=3).rounds_counted == 3


def test_the_standings_command_on_a_team_round_in_progress(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "live.json"
    path.write_text(json.dumps(_pend(_data(), 5, (6, 18))), encoding="utf-8")
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "standings --live adds the finished games" in out
    assert main(["standings", str(path), "--live", "--format", "json"]) == 0
    live = json.loads(capsys.readouterr().out)
    assert live["provisional"] is True and live["in_progress"]["round"] == 5
    assert main(["standings", str(path), "--format", "json"]) == 0
    after = json.loads(capsys.readouterr().out)
    assert after["provisional"] is False and after["after_round"] == 4
    assert live["standings"] != after["standings"]


def test_the_page_of_a_team_round_in_progress_with_live() -> None:
    from core.report import ReportOptions, build_report

    t = _event(_pend(_data(), 5, (6, 18)))
    html = build_report(t, ReportOptions(live=True))
    assert "PROVISIONAL: after round 4 and the finished games of round 5" in html
    assert "Team cards" in html
    plain = build_report(t)
    assert "After round 4 of 5" in plain and "PROVISIONAL" not in plain
