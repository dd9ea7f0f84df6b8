"""The board-games layout of a team event (core.formats.grid_boards, formats.md 6): CSV files
with a Teams block or a separate Teams file, headers in six languages, and every problem
named by its cell."""

from __future__ import annotations

import ast
import io
import string
from pathlib import Path

import pytest

from core.cli import main
from core.errors import InputError, Problem
from core.formats.csv_layouts import read_csv
from core.i18n.message import Msg
from core.i18n.text import LANGS, catalogue
from core.model import Color, Outcome, System, TeamScoring

ROOT = Path(__file__).resolve().parents[2]

GAMES = """Four teams
Round,Match,Board,White,Black,Result
1,1,1,Ada,Cleo,1-0
1,1,2,Dan,Ben,½-½
,1,,,,1½-½
1,2,1,Eva,Gus,½-½
1,2,2,Hana,Finn,1-0
2,1,1,Gus,Cleo,½-½
2,1,2,Dan,Ida,1-0
2,2,1,Eva,Ada,1-0
2,2,2,Ben,Finn,+/-
"""
TEAMS = """Team,Player,Rtg
Team A,Ada,2100
,Ben,2050
Team B,Cleo,2000
,Dan,1990
Team C,Eva,1980
,Finn,1970
Team D,Gus,1960
,Hana,1950
,Ida,1940
"""
EVENT = GAMES + "\n" + TEAMS

HEADERS = {
    "en": ("Round,Match,Board,White,Black,Result", "Team,Player,Rtg"),
    "cs": ("Kolo,Zápas,Šachovnice,Bílý,Černý,Výsledek", "Družstvo,Hráč,Elo"),
    "bg": ("Кръг,Мач,Дъска,Бели,Черни,Резултат", "Отбор,Играч,Рейтинг"),
    "ro": ("Runda,Meci,Masa,Alb,Negru,Rezultat", "Echipa,Jucător,Elo"),
    "tr": ("Tur,Maç,Masa,Beyaz,Siyah,Sonuç", "Takım,Oyuncu,Elo"),
    "it": ("Turno,Incontro,Scacchiera,Bianco,Nero,Risultato", "Squadra,Giocatore,Elo"),
}


def read(text: str, **kw: object) -> object:
    return read_csv(io.StringIO(text), source="t.csv", **kw).tournament  # type: ignore[arg-type]


def problems(text: str) -> list[Problem]:
    with pytest.raises(InputError) as info:
        read_csv(io.StringIO(text), source="t.csv")
    return info.value.problems


def keyed(found: list[Problem], key: str) -> list[Problem]:
    return [p for p in found if isinstance(p.message, Msg) and p.message.key == key]


def test_board_games_with_a_teams_block_read_as_a_team_event() -> None:
    reading = read_csv(io.StringIO(EVENT), source="t.csv")
    t = reading.tournament
    assert t.system is System.TEAM_SWISS and t.boards == 2 and t.name == "Four teams"
    assert [(tm.id, tm.name, tm.members) for tm in t.teams] == [
        (1, "Team A", (1, 2)),
        (2, "Team B", (3, 4)),
        (3, "Team C", (5, 6)),
        (4, "Team D", (7, 8, 9)),
    ]
    assert t.team_scoring == TeamScoring()
    ida = t.player(9)
    assert ida.rating == 1940 and ida.results[0].outcome is Outcome.ABSENT  # a reserve
    assert ida.results[1].outcome is Outcome.LOSS and ida.results[1].color is Color.BLACK
    assert t.player(2).results[1].outcome is Outcome.FORFEIT_WIN
    assert reading.columns["match"] == 1


@pytest.mark.parametrize("lang", sorted(HEADERS))
def test_the_headers_of_six_languages(lang: str) -> None:
    games, teams = HEADERS[lang]
    text = EVENT.replace(HEADERS["en"][0], games).replace(HEADERS["en"][1], teams)
    t = read(text)
    assert [tm.members for tm in t.teams] == [(1, 2), (3, 4), (5, 6), (7, 8, 9)]  # type: ignore[attr-defined]


def test_home_and_away_columns_record_no_colour() -> None:
    text = EVENT.replace(HEADERS["en"][0], "Round,Match,Board,Home,Away,Result")
    t = read(text)
    assert t.player(1).results[0].color is None  # type: ignore[attr-defined]
    assert t.player(1).results[0].outcome is Outcome.WIN  # type: ignore[attr-defined]


def test_a_teams_file_of_its_own() -> None:
    reading = read_csv(
        io.StringIO(GAMES), source="games.csv", players=io.StringIO(TEAMS), players_source="teams"
    )
    assert len(reading.tournament.teams) == 4 and reading.tournament.boards == 2


def test_board_games_without_a_teams_list() -> None:
    with pytest.raises(InputError) as info:
        read_csv(io.StringIO(GAMES), source="t.csv")
    (p,) = info.value.problems
    assert p.cell == "B2" and isinstance(p.message, Msg)
    assert "Teams list" in p.text()


def test_a_board_cell_that_contradicts_the_lineup() -> None:
    text = EVENT.replace("1,2,2,Hana,Finn,1-0", "1,2,1,Hana,Finn,1-0")
    (p,) = keyed(problems(text), "input.team.grid.board")
    assert p.cell == "C7"
    assert "board 1 here, but Hana is board 2 of the lineup of Team D in round 1" in p.text()


def test_a_match_result_that_does_not_add_up() -> None:
    text = EVENT.replace(",1,,,,1½-½", ",1,,,,2-0")
    (p,) = keyed(problems(text), "input.team.grid.score-sum")
    assert p.cell == "F5"
    assert "is not the sum of its boards: Team A 1.5 - 0.5 Team B" in p.text()
    (bad,) = keyed(problems(EVENT.replace(",1,,,,1½-½", ",1,,,,won")), "input.team.grid.score")
    assert bad.cell == "F5"


def test_a_match_of_three_teams_and_a_lineup_facing_two() -> None:
    text = EVENT.replace("2,2,2,Ben,Finn,+/-", "2,2,2,Ben,Cleo,1-0").replace(
        "2,1,1,Gus,Cleo,½-½", "2,1,1,Gus,Finn,½-½"
    )
    found = problems(text)
    assert [p.cell for p in keyed(found, "input.team.grid.match-teams")] == ["B8", "B10"]
    two = keyed(found, "input.team.two-opponents")
    assert two and two[0].cell == "A14"  # the Team cell of Team A in the Teams block
    assert keyed(found, "input.team.board-order")[0].cell == "D11"


def test_a_player_in_two_teams_and_a_member_without_team() -> None:
    text = EVENT.replace(
        "Team,Player,Rtg\nTeam A,Ada,2100", "Team,Player,Rtg\n,Zoe,2200\nTeam A,Ada,2100"
    )
    (none,) = keyed(problems(text), "input.team.grid.no-team-cell")
    assert none.cell == "A14"  # Zoe, above the first team name
    text = EVENT.replace(",Ida,1940", ",Ida,1940\nTeam A,Ida,1940")
    found = problems(text)
    assert found  # Ida twice in the Teams list: the player list says so, with its cell
    assert all(p.cell for p in found)


def test_a_partial_team_pab() -> None:
    # Eva has a PAB while Finn, board 2 of the same lineup, still plays
    text = EVENT.replace("1,2,1,Eva,Gus,½-½", "1,2,1,Eva,BYE,")
    found = problems(text)
    (pab,) = keyed(found, "input.team.partial-pab")
    assert pab.cell == "A18"  # Team C in the Teams block
    assert "Team C has the PAB in round 1 on only part of its lineup" in pab.text()
    assert "(boards with the PAB: 1; without: 2)" in pab.text()
    (size,) = keyed(found, "input.team.lineup-size")  # Team D is left with Hana alone
    assert size.cell == "A20"


def test_check_prints_the_cells(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good, bad = tmp_path / "teams.csv", tmp_path / "bad.csv"
    good.write_text(EVENT, encoding="utf-8")
    bad.write_text(EVENT.replace(",1,,,,1½-½", ",1,,,,2-0"), encoding="utf-8")
    assert main(["check", str(good)]) == 0
    assert "team event, 4 teams on 2 boards" in capsys.readouterr().out
    assert main(["check", str(bad), "--lang", "cs"]) == 1
    assert f"{bad}: F5: výsledek '2-0' zápasu 1 v kole 1 není součtem" in capsys.readouterr().err


# ---- every team message gets the parameters its templates use ---------------------------

MODULES = [
    "core/formats/grid_boards.py",
    "core/formats/team_json.py",
    "core/formats/trf_teams.py",
    "core/formats/trf.py",
    "core/formats/lineups.py",
    "core/errors.py",
    "core/cli/commands.py",
    "core/cli/check.py",
    "core/formats/validate.py",
    "core/engine/standings.py",
]


def _calls() -> list[tuple[str, int, str, set[str]]]:
    found = []
    for rel in MODULES:
        for node in ast.walk(ast.parse((ROOT / rel).read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "msg"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and str(node.args[0].value).startswith("input.team.")
            ):
                names = {k.arg for k in node.keywords if k.arg is not None}
                found.append((rel, node.lineno, str(node.args[0].value), names))
    return found


def _fields(entry: object) -> set[str]:
    forms = entry.values() if isinstance(entry, dict) else [entry]
    return {f for t in forms for _, f, _, _ in string.Formatter().parse(str(t)) if f}


def test_every_team_message_gets_exactly_the_parameters_it_uses() -> None:
    calls = _calls()
    assert len(calls) > 40
    for lang in LANGS:
        messages = catalogue(lang, "input")
        for rel, line, key, names in calls:
            assert key in messages, (lang, rel, line, key)
            assert _fields(messages[key]) == names, (lang, rel, line, key)
    used = {key for _, _, key, _ in calls}
    unused = {k for k in catalogue("en", "input") if k.startswith("input.team.")} - used
    assert not unused, sorted(unused)
