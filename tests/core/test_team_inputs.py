"""Team events in, formats.md 6 and rules.md 9.1: tournament JSON with teams, TRF-16 team
records (013) and the checks of :mod:`core.formats.validate`, each problem with its place."""

from __future__ import annotations

import copy
import io
import json
import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.errors import InputError, Place, Problem
from core.formats.csv_layouts import read_csv
from core.formats.tournament_json import (
    tournament_from_dict,
    tournament_to_dict,
    write_tournament_json,
)
from core.formats.trf import read_trf, trf_limitations, write_trf
from core.formats.trf_teams import read_team_line
from core.formats.validate import check, default_locator
from core.i18n.message import Msg
from core.model import Outcome, Primary, RoundResult, System, TeamScoring, Tournament
from tests.conftest import VECTORS, require_shared

HERE = Path(__file__).resolve().parent
FIXTURE = HERE / "teams" / "club-team-swiss.trf"
"""A TRF-16 team file of our own, written from the team-swiss-eight vector's event and then
edited by hand the way real files look: the late team's round 1 as ``0000 - Z``, a reserve
sitting out as ``0000 - -``, one 013 line typed without its column alignment."""
TEAM_VECTORS = sorted((VECTORS / "teams").glob("*.json"))

# Four teams of two boards (team D has a reserve, 9), two rounds: A-B and C-D, then A-C
# and B-D with D's reserve on board 2.
EVENT: dict[str, Any] = {
    "format": "tiebreak-tournament/1",
    "name": "Four teams",
    "rounds": 2,
    "system": "team-swiss",
    "boards": 2,
    "teams": [
        {"id": 1, "name": "Team A", "members": [1, 2]},
        {"id": 2, "name": "Team B", "members": [3, 4]},
        {"id": 3, "name": "Team C", "members": [5, 6]},
        {"id": 4, "name": "Team D", "members": [7, 8, 9]},
    ],
    "players": [
        {"id": 1, "name": "Ada", "results": ["+W3", "-B5"]},
        {"id": 2, "name": "Ben", "results": ["=B4", "+W6"]},
        {"id": 3, "name": "Cleo", "results": ["-B1", "=W7"]},
        {"id": 4, "name": "Dan", "results": ["=W2", "+B9"]},
        {"id": 5, "name": "Eva", "results": ["=W7", "+W1"]},
        {"id": 6, "name": "Finn", "results": ["-B8", "-B2"]},
        {"id": 7, "name": "Gus", "results": ["=B5", "=B3"]},
        {"id": 8, "name": "Hana", "results": ["+W6", "--"]},
        {"id": 9, "name": "Ida", "results": ["--", "-W4"]},
    ],
}


def _text(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2)


def read(data: dict[str, Any]) -> Tournament:
    text = _text(data)
    return tournament_from_dict(json.loads(text), source="t.json", text=text)


def problems(data: dict[str, Any]) -> list[Problem]:
    with pytest.raises(InputError) as info:
        read(data)
    return info.value.problems


def keyed(found: list[Problem], key: str) -> list[Problem]:
    return [p for p in found if isinstance(p.message, Msg) and p.message.key == key]


def line_of(data: dict[str, Any], needle: str, nth: int = 0) -> int:
    lines = [n for n, ln in enumerate(_text(data).splitlines(), start=1) if needle in ln]
    return lines[nth]


def team_line(data: dict[str, Any], tid: int, index: int | None = None) -> int:
    """The line of the team object with id ``tid`` (or at ``index``) in ``_text(data)``:
    its opening brace."""
    text = _text(data).splitlines()
    start = next(n for n, ln in enumerate(text) if '"teams"' in ln)
    if index is None:
        index = [t["id"] for t in data["teams"]].index(tid)
    braces = [n + 1 for n in range(start, len(text)) if text[n].strip() == "{"]
    return braces[index]


# ---- tournament JSON ---------------------------------------------------------------------


@pytest.mark.needs_shared
@pytest.mark.parametrize("path", TEAM_VECTORS, ids=lambda p: p.stem)
def test_every_team_vector_loads_with_its_teams_boards_and_scoring(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))["tournament"]
    t = tournament_from_dict(data, source=path.name)
    assert t.system is System(data["system"]) and t.system.is_team
    assert t.boards == data["boards"]
    assert [(tm.id, tm.name, list(tm.members)) for tm in t.teams] == [
        (tm["id"], tm["name"], tm["members"]) for tm in data["teams"]
    ]
    assert t.team_scoring == TeamScoring()  # no vector overrides the 6.1 defaults
    assert t.team_scoring.pab_points == 1 and t.scoring.pab == 1
    assert tournament_from_dict(tournament_to_dict(t)) == t


def test_the_vector_folder_holds_the_three_team_vectors() -> None:
    require_shared()  # one skip reason, and a failure in CI
    assert len(TEAM_VECTORS) >= 3


def test_a_team_event_and_its_scoring_are_read() -> None:
    t = read(EVENT)
    assert t.system is System.TEAM_SWISS and t.boards == 2 and len(t.teams) == 4
    assert t.teams[3].members == (7, 8, 9)
    assert t.team_scoring == TeamScoring()
    data = copy.deepcopy(EVENT)
    data["scoring"] = {"pab": "1/2"}
    data["team_scoring"] = {"win": 3, "draw": 1, "loss": 0, "pab": 2, "primary": "GP"}
    t = read(data)
    assert t.team_scoring == TeamScoring(
        Fraction(3), Fraction(1), Fraction(0), Fraction(2), Primary.GP
    )
    assert t.scoring.pab == Fraction(1, 2)  # what each board of a team PAB is worth
    buf = io.StringIO()
    write_tournament_json(t, buf)
    written = json.loads(buf.getvalue())
    assert written["team_scoring"] == {"win": 3, "draw": 1, "loss": 0, "pab": 2, "primary": "GP"}
    assert written["teams"] == EVENT["teams"] and written["boards"] == 2
    assert tournament_from_dict(written) == t


def test_team_keys_with_another_system_are_errors_on_line_1() -> None:
    data = copy.deepcopy(EVENT)
    data["system"] = "swiss"
    found = keyed(problems(data), "input.team.json.not-team")
    assert [dict(p.message.args)["key"] for p in found] == ["'boards'", "'teams'"]  # type: ignore[union-attr]
    assert {p.line for p in found} == {1}


def test_a_team_system_needs_teams_and_boards() -> None:
    data = copy.deepcopy(EVENT)
    del data["teams"], data["boards"]
    found = keyed(problems(data), "input.team.json.needs")
    assert len(found) == 2 and "team-swiss" in found[0].text()


def test_bad_team_objects_name_their_line() -> None:
    data = copy.deepcopy(EVENT)
    data["teams"][1]["colour"] = "red"
    data["teams"][2]["id"] = 1
    data["team_scoring"] = {"primary": "TP"}
    found = problems(data)
    (key,) = keyed(found, "input.team.json.key")
    assert key.line == team_line(data, 2) and key.place == Place(team=2)
    (dup,) = keyed(found, "input.team.json.duplicate-id")
    assert dup.line == team_line(data, 1, index=2)  # the third team object, also id 1
    assert keyed(found, "input.team.json.primary")


def test_a_player_in_two_teams_is_named_at_the_second_team() -> None:
    data = copy.deepcopy(EVENT)
    data["teams"][1]["members"] = [3, 4, 1]
    found = problems(data)
    (two,) = keyed(found, "input.team.two-teams")
    assert two.line == team_line(data, 2) and two.place == Place(team=2)
    assert "player 1 (Ada) is a member of Team A and of Team B" in two.text()
    # Only that: Team B's lineups of three and Ada facing her own team follow from it.
    assert [p.message.key for p in found if isinstance(p.message, Msg)] == ["input.team.two-teams"]


def test_a_player_in_no_team_is_named_at_the_player() -> None:
    data = copy.deepcopy(EVENT)
    data["teams"][3]["members"] = [7, 8]
    (none,) = keyed(problems(data), "input.team.no-team")
    assert none.place == Place(player=9) and none.line == line_of(data, '"id": 9')


def test_a_lineup_of_neither_0_nor_b_members() -> None:
    data = copy.deepcopy(EVENT)
    data["players"][7]["results"][1] = "U"  # Hana plays beside Gus and Ida in round 2
    found = problems(data)
    (size,) = keyed(found, "input.team.lineup-size")
    assert size.place == Place(team=4, round=2) and size.line == team_line(data, 4)
    assert "has 3 of the 2 boards (players 7, 8, 9)" in size.text()
    assert keyed(found, "input.team.partial-pab")


def test_a_board_order_that_contradicts_the_lineup() -> None:
    data = copy.deepcopy(EVENT)
    data["teams"][0]["members"] = [2, 1]  # Ben now sits on board 1, facing Cleo's board 2
    found = keyed(problems(data), "input.team.board-order")
    assert found and found[0].place == Place(player=2, round=1)
    assert found[0].line == line_of(data, '"id": 2', 1)  # the player, not the team
    assert "board 1 of Team A in round 1 (player 2) faces player 4, board 2 of Team B" in (
        found[0].text()
    )


def test_a_lineup_facing_two_teams_and_a_teammate() -> None:
    data = copy.deepcopy(EVENT)
    # round 2: Ada now plays Gus (team D) while Ben still plays Finn (team C)
    data["players"][0]["results"][1] = "-B7"
    data["players"][6]["results"][1] = "+W1"
    data["players"][4]["results"][1] = "=W3"
    data["players"][2]["results"][1] = "=B5"
    found = problems(data)
    two = keyed(found, "input.team.two-opponents")
    assert two and two[0].place == Place(team=1, round=2) and two[0].line == team_line(data, 1)
    data = copy.deepcopy(EVENT)
    data["players"][0]["results"][0] = "+W2"
    data["players"][1]["results"][0] = "-B1"
    assert keyed(problems(data), "input.team.teammate")


def test_a_pab_on_part_of_a_lineup() -> None:
    data = copy.deepcopy(EVENT)
    data["players"][4]["results"][1] = "U"  # Eva and Ada have a PAB, Finn still plays Ben
    data["players"][0]["results"][1] = "U"
    found = keyed(problems(data), "input.team.partial-pab")
    assert [p.place for p in found] == [Place(team=1, round=2), Place(team=3, round=2)]
    assert [p.line for p in found] == [team_line(data, 1), team_line(data, 3)]
    assert "(boards with the PAB: 1; without: 2)" in found[1].text()


@pytest.mark.parametrize("token", ["F", "H", "Z"])
def test_requested_byes_are_errors_in_a_team_event(token: str) -> None:
    data = copy.deepcopy(EVENT)
    data["players"][8]["results"][0] = token  # the reserve, not in the lineup otherwise
    (bye,) = keyed(problems(data), "input.team.requested-bye")
    assert bye.place == Place(player=9, round=1) and bye.line == line_of(data, '"id": 9')


def test_board_results_that_do_not_add_up_name_both_rows() -> None:
    data = copy.deepcopy(EVENT)
    data["players"][2]["results"][0] = "+B1"  # Cleo claims the game Ada won
    found = keyed(problems(data), "grid.results-disagree")
    assert {p.place for p in found} == {Place(player=1, round=1), Place(player=3, round=1)}


def test_one_check_names_players_and_teams_of_an_event_built_in_code() -> None:
    # The same check and locator as an event of players: the places are data, the team's
    # and the player's, rendered in the reader's language.
    t = read(EVENT)
    hana = t.player(8)
    late = hana._replace(results=(hana.results[0], RoundResult(Outcome.PAB)))
    bad = t._replace(players=tuple(late if p.id == 8 else p for p in t.players))
    with pytest.raises(InputError) as info:
        check(bad, default_locator("built"))
    found = info.value.problems
    (size,) = keyed(found, "input.team.lineup-size")
    assert (size.source, size.line, size.place) == ("built", None, Place(team=4, round=2))
    assert size.location("ro") == "built: echipa 4, runda 2"
    (partial,) = keyed(found, "input.team.partial-pab")
    assert partial.place == Place(team=4, round=2)
    assert check(t, default_locator("built")) is t


def test_check_lists_every_problem_with_its_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = copy.deepcopy(EVENT)
    data["teams"][1]["members"] = [3, 4, 1]
    data["players"][8]["results"][0] = "H"
    path = tmp_path / "bad.json"
    path.write_text(_text(data), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"{path}:{team_line(data, 2)}: team 2: player 1 (Ada)" in err
    assert f"{path}:{line_of(data, chr(34) + 'id' + chr(34) + ': 9')}: player 9, round 1" in err
    assert main(["check", str(path), "--lang", "cs"]) == 1
    assert "družstvo 2" in capsys.readouterr().err


def test_check_and_standings_of_a_team_event(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "ok.json"
    path.write_text(_text(EVENT), encoding="utf-8")
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "team event, 4 teams on 2 boards, 9 players, 2 of 2 rounds" in out
    # The command line ranks the teams (tests/core/test_team_standings.py has the details).
    assert main(["standings", str(path), "--format", "json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["standings"]) == 4


# ---- TRF-16 team records -----------------------------------------------------------------


def read_trf_text(text: str) -> Tournament:
    return read_trf(io.StringIO(text), source="t.trf")


def test_the_trf_fixture_reads_as_a_team_event() -> None:
    t = read_trf_text(FIXTURE.read_text(encoding="utf-8"))
    assert t.system is System.TEAM_SWISS and t.boards == 4 and len(t.teams) == 8
    assert [tm.id for tm in t.teams] == list(range(1, 9))  # the line's position
    assert t.teams[2].members == (9, 10, 11, 12)  # the hand-typed line
    assert t.teams[3].members == (13, 14, 15, 16, 17)
    ada = t.player(1)
    assert ada.results[0].outcome is Outcome.ABSENT  # 0000 - Z: not in the lineup
    assert t.player(17).results[1].outcome is Outcome.ABSENT  # 0000 - -
    assert t.player(32).results[0].outcome is Outcome.PAB
    assert t.team_scoring == TeamScoring()


@pytest.mark.needs_shared
def test_the_trf_fixture_holds_the_vector_event() -> None:
    vector = json.loads((VECTORS / "teams" / "team-swiss-eight.json").read_text("utf-8"))
    expected = tournament_from_dict(vector["tournament"])
    t = read_trf_text(FIXTURE.read_text(encoding="utf-8"))
    assert t.teams == expected.teams and t.boards == expected.boards
    assert [p.results for p in t.players] == [p.results for p in expected.players]


def test_trf_to_json_to_trf_is_byte_for_byte(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    as_json, back = tmp_path / "t.json", tmp_path / "t.trf"
    assert main(["convert", str(FIXTURE), "--to", "json", "-o", str(as_json)]) == 0
    data = json.loads(as_json.read_text(encoding="utf-8"))
    assert data["system"] == "team-swiss" and data["boards"] == 4
    assert data["teams"][0] == {"id": 1, "name": "Team A", "members": [1, 2, 3, 4]}
    assert main(["convert", str(as_json), "--to", "trf", "-o", str(back)]) == 0
    original = FIXTURE.read_text(encoding="utf-8").splitlines()
    written = back.read_text(encoding="utf-8").splitlines()
    assert [ln for ln in written if ln.startswith("013")] == [
        ln for ln in original if ln.startswith("013")
    ]
    assert [ln[91:] for ln in written if ln.startswith("001")] == [
        ln[91:] for ln in original if ln.startswith("001")
    ]
    assert written == original
    assert capsys.readouterr().err == ""  # nothing left out


@pytest.mark.needs_shared
@pytest.mark.parametrize("path", TEAM_VECTORS, ids=lambda p: p.stem)
def test_every_team_vector_goes_through_trf_unchanged(path: Path) -> None:
    t = tournament_from_dict(json.loads(path.read_text(encoding="utf-8"))["tournament"])
    assert trf_limitations(t) == []
    buf = io.StringIO()
    write_trf(t, buf)
    back = read_trf_text(buf.getvalue())
    assert (back.system, back.boards, back.teams) == (t.system, t.boards, t.teams)
    assert [p.results for p in back.players] == [p.results for p in t.players]


def test_trf_team_lines_are_written_in_their_columns() -> None:
    t = read(EVENT)
    buf = io.StringIO()
    write_trf(t, buf)
    lines = buf.getvalue().splitlines()
    teams = [ln for ln in lines if ln.startswith("013")]
    assert teams[3] == "013 Team D" + " " * 26 + "   7    8    9"
    assert teams[3][36:40] == "   7" and teams[3][41:45] == "   8"
    assert read_trf_text(buf.getvalue()).teams == t.teams


def test_trf_092_round_robin_makes_a_team_round_robin() -> None:
    text = FIXTURE.read_text(encoding="utf-8").replace("092 Team Swiss System", "092 Team RR")
    assert read_trf_text(text).system is System.TEAM_ROUND_ROBIN


def test_trf_forfeit_without_opponent_and_requested_bye_are_errors() -> None:
    lines = FIXTURE.read_text(encoding="utf-8").splitlines()
    n = next(i for i, ln in enumerate(lines) if ln.startswith("001   33"))
    lines[n] = lines[n][:91] + "0000 - +" + lines[n][99:]
    m = next(i for i, ln in enumerate(lines) if ln.startswith("001   17"))
    lines[m] = lines[m][:111] + "0000 - H" + lines[m][119:]
    with pytest.raises(InputError) as info:
        read_trf_text("\n".join(lines) + "\n")
    found = info.value.problems
    (ff,) = keyed(found, "input.team.trf.forfeit-no-opponent")
    assert ff.line == n + 1 and ff.place == Place(player=33, round=1)
    assert [p.line for p in keyed(found, "input.team.requested-bye")] == [m + 1]


def test_trf_team_problems_name_the_013_line() -> None:
    lines = FIXTURE.read_text(encoding="utf-8").splitlines()
    a = next(i for i, ln in enumerate(lines) if ln.startswith("013 Team A"))
    b = next(i for i, ln in enumerate(lines) if ln.startswith("013 Team B"))
    lines[b] = lines[b] + "    1"  # player 1 in teams A and B
    with pytest.raises(InputError) as info:
        read_trf_text("\n".join(lines) + "\n")
    (two,) = keyed(info.value.problems, "input.team.two-teams")
    assert two.line == b + 1 and two.place == Place(team=2) and a < b
    # In TRF-16 B is the largest lineup: the five-member Team B would make every other
    # team "too short"; the member problem is the only one reported.
    assert info.value.problems == [two]
    lines[b] = lines[b][:36] + "   5   x6"
    with pytest.raises(InputError) as info:
        read_trf_text("\n".join(lines) + "\n")
    (bad,) = keyed(info.value.problems, "input.team.trf.member")
    assert bad.line == b + 1 and "'x6'" in bad.text()


def test_trf_limitations_of_a_team_event() -> None:
    data = copy.deepcopy(EVENT)
    data["teams"][0]["id"] = 10
    data["team_scoring"] = {"win": 3}
    keys = {p.message.key for p in trf_limitations(read(data)) if isinstance(p.message, Msg)}
    assert keys == {"input.team.trf.limit.id", "input.team.trf.limit.scoring"}
    assert trf_limitations(read(EVENT)) == []


# ---- docs/formats.md section 6 tells the truth ------------------------------------------

DOC = (HERE.parents[1] / "docs" / "formats.md").read_text(encoding="utf-8")
SECTION = DOC.split("## 6. Team events")[1].split("## Exit codes")[0]


def test_the_documented_team_json_example_is_valid() -> None:
    (example,) = [
        json.loads(b) for b in re.findall(r"```json\n(.*?)```", SECTION, re.S) if '"teams"' in b
    ]
    t = tournament_from_dict(example, source="formats.md")
    assert t.boards == 2 and [tm.members for tm in t.teams] == [(1, 2), (3, 4, 5), (6, 7)]
    assert t.player(5).results[1].outcome is Outcome.FORFEIT_LOSS


def test_the_documented_013_lines_and_board_games_read() -> None:
    inside = SECTION.split("```")[1::2]  # the fenced blocks, each with its language tag
    records, sheet = [b[1:] for b in inside if b.startswith("\n")]
    found = [read_team_line(ln, 1, "formats.md", []) for ln in records.splitlines()]
    assert found == [("Team A", (1, 2)), ("Team B", (3, 4, 5))]
    t = read_csv(io.StringIO(sheet), source="formats.md").tournament
    assert [(tm.name, tm.members) for tm in t.teams] == [
        ("Team A", (1, 2)),
        ("Team B", (3, 4)),
        ("Team C", (5, 6)),
    ]
    assert t.player(5).results[0].outcome is Outcome.PAB
