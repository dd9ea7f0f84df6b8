"""The command line on team events (formats.md 6.4, 6.5), run in-process on the bundled
``examples/team-swiss.json`` and on the eight-team vector of ../shared."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from core.cli import main
from tests.conftest import REPO, shared_file

EXAMPLE = str(REPO / "examples" / "team-swiss.json")
CLUB = str(REPO / "examples" / "club-swiss.json")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def eight(tmp_path: Path) -> str:
    path = shared_file("spec", "vectors", "teams", "team-swiss-eight.json")
    v = json.loads(path.read_text(encoding="utf-8"))
    path = tmp_path / "eight.json"
    path.write_text(json.dumps(v["tournament"]), encoding="utf-8")
    return str(path)


@pytest.mark.needs_shared
def test_standings_json_of_the_eight_team_vector(
    capsys: pytest.CaptureFixture[str], eight: str
) -> None:
    code, out, _ = run(
        capsys,
        "standings",
        eight,
        "--rules",
        "fide-2026",
        "--order",
        "EDE,MPVGP,EMGSB-C1",
        "--format",
        "json",
    )
    assert code == 0
    d = json.loads(out)
    assert d["tournament"] == {
        "name": "Eight-team Swiss",
        "rounds": 5,
        "teams": 8,
        "boards": 4,
        "system": "team-swiss",
    }
    assert (d["rules"], d["primary"], d["order"]) == (
        "fide-2026",
        "MP",
        ["EDE", "MPVGP", "EMGSB-C1"],
    )
    assert [r["id"] for r in d["standings"]] == [4, 3, 5, 2, 1, 8, 6, 7]
    top = d["standings"][0]
    assert (top["name"], top["points"], top["mp"], top["gp"]) == ("Team D", 7, 7, 13.5)
    assert top["tiebreaks"]["MPVGP"] == 13.5 and top["tiebreaks"]["EMGSB-C1"] == 63.5
    assert d["warnings"] == []


def test_standings_text_markdown_csv(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "standings", EXAMPLE)
    assert code == 0
    lines = out.splitlines()
    assert "ranked by MP; order: MPVGP, EDE, BH:MP-C1, BH:MP, EMGSB" in lines[1]
    assert lines[3].split() == [
        "Rk",
        "No",
        "Team",
        "MP",
        "GP",
        "MPVGP",
        "EDE",
        "BH:MP-C1",
        "BH:MP",
        "EMGSB",
    ]
    assert lines[4].split()[:5] == ["1", "5", "Castle", "Keep", "7"]
    code, out, _ = run(capsys, "standings", EXAMPLE, "--format", "markdown", "--lang", "it")
    assert code == 0 and "| Squadra | MP | GP |" in out and "12,5" in out
    code, out, _ = run(capsys, "standings", EXAMPLE, "--format", "csv", "--order", "TBR,BC")
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0] == ["rank", "shared", "id", "name", "points", "mp", "gp", "TBR", "BC"]
    assert rows[1][:7] == ["1", "", "5", "Castle Keep", "7", "7", "12"]
    assert rows[1][7].count("/") == 3  # one number per board


def test_explain_and_why_take_team_ids_and_names(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "explain", EXAMPLE, "en pass", "--tiebreak", "EDE")
    assert code == 0
    assert out.startswith("En Passant (7): 6 MP, 12.5 GP, rank 3; rules fide-2026")
    assert "Round 4: played match against Knightfall: 0 MP, counted → 0" in out
    code, out, _ = run(capsys, "explain", EXAMPLE, "7", "--tiebreak", "BH:MP", "--format", "json")
    d = json.loads(out)
    assert code == 0 and d["team"] == {"id": 7, "name": "En Passant"}
    assert d["tiebreak"] == "BH:MP" and d["value"] == 24 and len(d["items"]) == 5
    code, out, _ = run(capsys, "why", EXAMPLE, "knight", "7")
    assert code == 0 and out.startswith(
        "Both have 6 MP. Knightfall is above En Passant by direct encounter (EDE)"
    )
    code, out, _ = run(capsys, "why", EXAMPLE, "5", "2", "--format", "json")
    d = json.loads(out)
    assert (d["above"]["id"], d["below"]["id"], d["criterion"]) == (5, 2, "MP")
    code, _, err = run(capsys, "why", EXAMPLE, "Kn", "Knightfall")
    assert (code, err) == (2, "tiebreak: name two different teams\n")
    code, _, err = run(capsys, "why", EXAMPLE, "Zzz", "2")
    assert (code, err) == (2, "tiebreak: no team matches 'Zzz'\n")
    code, _, err = run(capsys, "explain", EXAMPLE, "n", "--lang", "it")
    assert code == 2 and err.startswith("tiebreak: più squadre corrispondono a 'n': Knightfall")


def test_team_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "standings",
        EXAMPLE,
        "--primary",
        "GP",
        "--match-points",
        "3,1,0",
        "--format",
        "json",
    )
    d = json.loads(out)
    assert code == 0 and d["primary"] == "GP"
    assert [r["points"] for r in d["standings"]] == sorted(
        (r["gp"] for r in d["standings"]), reverse=True
    )
    assert all(r["points"] == r["gp"] for r in d["standings"])
    assert d["standings"][0]["mp"] == 9  # Knightfall: 3 wins at 3 MP (2 at the file's 2)
    code, out, _ = run(capsys, "standings", EXAMPLE, "--preset", "olympiad", "--format", "json")
    assert json.loads(out)["order"] == ["EMGSB-C1", "MPVGP", "BH:MP-C1"]


def test_the_individual_view(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "standings", EXAMPLE, "--individual", "--format", "json")
    d = json.loads(out)
    assert code == 0
    assert d["tournament"]["players"] == 31
    assert d["order"] == ["BH-C1", "BH", "SB", "DE", "WIN"]
    assert d["standings"][0]["name"] == "Nils Weber" and d["standings"][0]["points"] == 5
    code, out, _ = run(capsys, "explain", EXAMPLE, "Nils", "--individual", "--tiebreak", "BH")
    assert code == 0 and out.startswith("Nils Weber (14): 5 points")


@pytest.mark.parametrize(
    "args",
    [
        ("standings", CLUB, "--primary", "MP"),
        ("standings", CLUB, "--match-points", "2,1,0"),
        ("standings", CLUB, "--individual"),
        ("standings", EXAMPLE, "--rules", "uscf"),
        ("standings", EXAMPLE, "--order", "ARO"),
        ("standings", EXAMPLE, "--preset", "fide-swiss"),
        ("standings", EXAMPLE, "--match-points", "2,1"),
        ("standings", EXAMPLE, "--lots", "7"),
        ("standings", CLUB, "--preset", "olympiad"),
        ("explain", EXAMPLE, "Nobody"),
        # a round outside 1..5 is refused as for an individual event, never sliced
        ("standings", EXAMPLE, "--individual", "--primary", "GP"),
        ("standings", EXAMPLE, "--individual", "--match-points", "3,1,0"),
        ("standings", EXAMPLE, "--after-round", "9"),
        ("standings", EXAMPLE, "--after-round", "-1"),
        ("explain", EXAMPLE, "7", "--after-round", "6"),
    ],
)
def test_usage_errors(capsys: pytest.CaptureFixture[str], args: tuple[str, ...]) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2 and out == "" and err.startswith("tiebreak: ")
    assert "Traceback" not in err


def test_the_formats_page_shows_the_bundled_team_event(capsys: pytest.CaptureFixture[str]) -> None:
    doc = (REPO / "docs" / "formats.md").read_text(encoding="utf-8")
    part = doc.split("on a team event")[1].split("```json\n")[1].split("```")[0]
    shown = json.loads(part)
    code, out, _ = run(capsys, "standings", EXAMPLE, "--format", "json")
    printed = json.loads(out)
    assert code == 0
    for key in ("tournament", "rules", "primary", "order", "warnings"):
        assert printed[key] == shown[key]
    assert printed["standings"][0] == shown["standings"][0]


def test_why_on_a_board_key_shows_the_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "why", EXAMPLE, "2", "7", "--order", "TBR", "--lang", "cs")
    assert code == 0
    # TBR: Knightfall's boards 4, 3, 2.5, 3 against En Passant's 3, 1.5, 5, 3 (Czech commas)
    assert "TBR: 4/3/2,5/3 proti 3/1,5/5/3" in out.splitlines()[0]


def test_standings_of_a_trf_team_file(capsys: pytest.CaptureFixture[str]) -> None:
    # The TRF-16 fixture of the readers (013 team records) is the eight-team vector's event:
    # the same ranking as its {"order": ["EDE", "MPVGP", "EMGSB-C1"]} expectation.
    trf = str(REPO / "tests" / "core" / "teams" / "club-team-swiss.trf")
    code, out, _ = run(
        capsys,
        "standings",
        trf,
        "--rules",
        "fide-2026",
        "--order",
        "EDE,MPVGP,EMGSB-C1",
        "--format",
        "csv",
    )
    assert code == 0
    assert [row[2] for row in csv.reader(io.StringIO(out))][1:] == [
        "4",
        "3",
        "5",
        "2",
        "1",
        "8",
        "6",
        "7",
    ]


@pytest.mark.parametrize(
    ("lang", "team", "decimal"),
    [
        ("en", "Team", "12.5"),
        ("cs", "Družstvo", "12,5"),
        ("bg", "Отбор", "12,5"),
        ("ro", "Echipa", "12,5"),
        ("tr", "Takım", "12,5"),
        ("it", "Squadra", "12,5"),
    ],
)
def test_every_language(
    capsys: pytest.CaptureFixture[str], lang: str, team: str, decimal: str
) -> None:
    code, out, _ = run(capsys, "standings", EXAMPLE, "--lang", lang, "--explain")
    assert code == 0
    table = out.splitlines()[3]
    assert table.split()[2] == team and decimal in out
    code, out, _ = run(capsys, "explain", EXAMPLE, "7", "--lang", lang)
    assert code == 0 and "En Passant (7)" in out
    code, out, _ = run(capsys, "why", EXAMPLE, "2", "7", "--lang", lang)
    assert code == 0 and "Knightfall" in out and "EDE" in out


def test_the_team_page_examples_print_what_they_show(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Each `$ tiebreak …` line of docs/teams.md's command-line section, run from the
    # repository root: the lines shown under it, up to an ellipsis, are the first lines the
    # command prints.
    import shlex

    page = (REPO / "docs" / "teams.md").read_text(encoding="utf-8")
    section = page.split("## The command line")[1].split("\n## ")[0]
    (block,) = [b for b in section.split("```")[1::2] if "$ tiebreak" in b]
    runs: list[tuple[str, list[str]]] = []
    for line in block.strip("\n").splitlines():
        if line.startswith("$ tiebreak "):
            runs.append((line[2:], []))
        elif runs:
            runs[-1][1].append(line)
    assert len(runs) == 2
    monkeypatch.chdir(REPO)
    for command, shown in runs:
        shown = shown[: next((i for i, ln in enumerate(shown) if ln.strip() in ("...", "…")), None)]
        code, out, _ = run(capsys, *shlex.split(command)[1:])
        assert code == 0
        assert out.splitlines()[: len(shown)] == shown, command


def test_check_of_a_team_round_in_progress_points_to_the_live_option(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = json.loads(Path(EXAMPLE).read_text(encoding="utf-8"))
    by_id = {p["id"]: p for p in data["players"]}
    by_id[6]["results"][4], by_id[18]["results"][4] = "?B18", "?W6"  # board 1, round 5
    path = tmp_path / "live.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = run(capsys, "check", str(path))
    assert code == 0
    assert "round 5 in progress: 1 game pending of 12" in out  # 3 matches × 4 boards
    # Issue 30: --live works on a team event (tests/core/test_team_live.py), and check points
    # to it as for players; it used to be refused ("--live is not available for team
    # standings", exit status 2) and check said nothing of it ("--live" not in out).
    assert "standings --live adds the finished games" in out
    code, out, _ = run(capsys, "standings", str(path), "--live")
    assert code == 0 and "PROVISIONAL" in out


def test_round_one_in_progress_is_before_round_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(Path(EXAMPLE).read_text(encoding="utf-8"))
    for p in data["players"]:  # every game of round 1 paired, no result entered yet
        token = p["results"][0]
        p["results"] = ["?" + token[1:] if token[:1] in "+-=" and token[1:2] in "WB" else token]
    f = tmp_path / "round-one.json"
    f.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = run(capsys, "standings", str(f))
    assert code == 0
    assert out.splitlines()[0] == "Autumn Club Team Swiss: standings before round 1 of 5"
    assert "round 1 in progress" in out


@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_compare_heads_a_team_and_its_match_points(
    capsys: pytest.CaptureFixture[str], fmt: str
) -> None:
    # Review of issue 30: the comparison of a team event headed its columns "Name" and
    # "Pts", where the standings and the bot say "Team" and "MP".
    example = str(REPO / "examples" / "team-swiss.json")
    code, out, _ = run(
        capsys, "compare", example, "--rules", "fide-2026,fide-2024", "--format", fmt
    )
    assert code == 0
    head = next(line for line in out.splitlines() if "Rk" in line or "rank" in line.lower())
    assert "Team" in head and "MP" in head
    assert "Name" not in head and "Pts" not in head
