"""Provisional standings of a team event (``live``, rules.md 12.48) through the outputs an
individual event's take: the progress note, ``after_round`` beside ``live``, ``tiebreak check``
and ``tiebreak standings --live`` (JSON), the published page. What a match in progress counts
is tests/core/test_team_live.py's; here the outputs say the same as the engine, whatever it
counts. The event is examples/team-swiss.json (seven teams, four boards, five rounds) with
board 1 of round 5 (players 6 and 18) pending.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.engine.standings import compute_standings
from core.formats.tournament_json import tournament_from_dict
from core.model import Tournament
from core.render.standings import standings_to_json

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "team-swiss.json"


def _pending() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    by_id = {p["id"]: p for p in data["players"]}
    by_id[6]["results"][4], by_id[18]["results"][4] = "?B18", "?W6"
    return data


def _event() -> Tournament:
    return tournament_from_dict(_pending())


def test_live_after_round_and_the_progress_note() -> None:
    t = _event()
    st = compute_standings(t, live=True)
    assert st.progress is not None and st.progress.provisional
    assert (st.progress.round, len(st.progress.pending), st.progress.games) == (5, 1, 12)
    assert st.progress.note().key == "progress.live"
    plain = compute_standings(t)
    assert plain.progress is not None and not plain.progress.provisional
    assert plain.progress.note().key == "progress.after" and plain.rounds_counted == 4
    # after_round names a complete round: live adds nothing to it, as for players
    assert [r.id for r in compute_standings(t, live=True, after_round=3).rows] == [
        r.id for r in compute_standings(t, after_round=3).rows
    ]


def test_the_check_and_standings_commands_on_a_team_round_in_progress(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "live.json"
    path.write_text(json.dumps(_pending()), encoding="utf-8")
    assert main(["check", str(path)]) == 0
    assert "standings --live adds the finished games" in capsys.readouterr().out
    assert main(["standings", str(path), "--live", "--format", "json"]) == 0
    live = json.loads(capsys.readouterr().out)
    assert live["provisional"] is True and live["in_progress"]["round"] == 5
    engine = json.loads(json.dumps(standings_to_json(compute_standings(_event(), live=True))))
    assert live["standings"] == engine["standings"]
    assert main(["standings", str(path), "--format", "json"]) == 0
    after = json.loads(capsys.readouterr().out)
    assert after["provisional"] is False and after["after_round"] == 4
    assert live["standings"] != after["standings"]


def test_the_page_of_a_team_round_in_progress_with_live() -> None:
    from core.report import ReportOptions, build_report

    t = _event()
    html = build_report(t, ReportOptions(live=True))
    assert "PROVISIONAL: after round 4 and the finished games of round 5" in html
    assert "Team cards" in html
    plain = build_report(t)
    assert "After round 4 of 5" in plain and "PROVISIONAL" not in plain
