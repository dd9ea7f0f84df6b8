"""``live`` on a team event (issue 30): a match is a team's game, so a match with a board
still pending has no result yet and neither team has an entry for that round, as a player
whose game is pending has none; the finished matches of the round count."""

from __future__ import annotations

import json
from typing import Any

from core.engine.standings import compute_standings
from core.formats.load import load_text
from core.model import Primary, Tournament
from tests.conftest import REPO

EXAMPLE = REPO / "examples" / "team-swiss.json"


def _event(data: dict[str, Any]) -> Tournament:
    return load_text(json.dumps(data), source="team-swiss.json")


def _pending_board_one_round_five() -> tuple[Tournament, Tournament, int, int]:
    """The example with board 1 of one round-5 match pending; the example itself; the two
    teams of that match."""
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    full = _event(data)
    by_id = {p["id"]: p for p in data["players"]}
    by_id[6]["results"][4], by_id[18]["results"][4] = "?B18", "?W6"
    team_of = {pid: team["id"] for team in data["teams"] for pid in team["members"]}
    return _event(data), full, team_of[6], team_of[18]


def test_a_match_in_progress_counts_for_neither_team_and_the_finished_ones_count() -> None:
    live_event, full, a, b = _pending_board_one_round_five()
    live = compute_standings(live_event, live=True)
    assert live.progress is not None and live.progress.provisional
    after_four = {r.entrant.id: r.scores for r in compute_standings(full, after_round=4).rows}
    after_five = {r.entrant.id: r.scores for r in compute_standings(full).rows}
    assert a != b
    for row in live.rows:
        tid = row.entrant.id
        want = after_four[tid] if tid in (a, b) else after_five[tid]
        assert row.scores[Primary.MP] == want[Primary.MP], tid
        assert row.scores[Primary.GP] == want[Primary.GP], tid
        rounds = len(live.explain(tid, "BH:MP").items)
        assert rounds == (4 if tid in (a, b) else 5), tid


def test_without_live_the_round_in_progress_is_left_out_for_every_team() -> None:
    live_event, full, _, _ = _pending_board_one_round_five()
    st = compute_standings(live_event)
    assert st.progress is not None and not st.progress.provisional
    assert st.rounds_counted == 4
    after_four = compute_standings(full, after_round=4)
    assert [(r.entrant.id, r.points) for r in st.rows] == [
        (r.entrant.id, r.points) for r in after_four.rows
    ]
