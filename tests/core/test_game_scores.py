"""Game scores (rules.md 13, formats.md 7): the tournament JSON fields and their errors, the
codes with coefficients, the command-line options and what the outputs carry.

The numbers are the spec's worked example (13.11 a), built here so the tests do not need
../shared; the vectors themselves are checked in test_vectors_scrabble.py.
"""

from __future__ import annotations

import io
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.engine.standings import compute_standings, tiebreak_values
from core.errors import InputError, UnknownTiebreakError
from core.formats.tournament_json import (
    read_tournament_json,
    tournament_from_dict,
    write_tournament_json,
)
from core.model import GameScore
from core.tiebreaks.registry import parse_code, split_order


def worked() -> dict[str, Any]:
    """rules.md 13.11 a: four players, three rounds, the starter written as White."""
    return {
        "format": "tiebreak-tournament/1",
        "name": "Worked example",
        "rounds": 3,
        "players": [
            {"id": 1, "name": "A", "results": ["+W2", "-B3", "+B4"],
             "scores": ["412:380", "301:455", "420:310"]},
            {"id": 2, "name": "B", "results": ["-B1", "+W4", "+W3"],
             "scores": ["380:412", "398:372", "402:365"]},
            {"id": 3, "name": "C", "results": ["=B4", "+W1", "-B2"],
             "scores": ["350:350", "455:301", "365:402"]},
            {"id": 4, "name": "D", "results": ["=W3", "-B2", "-W1"],
             "scores": ["350:350", "372:398", "310:420"]},
        ],
    }  # fmt: skip


def _problems(data: dict[str, Any]) -> list[str]:
    text = json.dumps(data, indent=1)
    with pytest.raises(InputError) as exc:
        read_tournament_json(io.StringIO(text), source="ev.json")
    return [str(p) for p in exc.value.problems]


def test_scores_are_read_and_written_back() -> None:
    t = tournament_from_dict(worked())
    assert t.player(1).results[0].score == GameScore(412, 380)
    assert t.has_game_scores()
    buf = io.StringIO()
    write_tournament_json(t, buf)
    again = json.loads(buf.getvalue())
    assert again["players"][0]["scores"] == ["412:380", "301:455", "420:310"]
    assert again["bye_score"] == "0:0"
    assert tournament_from_dict(again) == t


def test_event_fields_are_read_and_kept() -> None:
    data = worked() | {"bye_score": "50:0", "forfeit_score": "100 : 0", "spread_cap": 300}
    t = tournament_from_dict(data)
    assert t.game_scoring.bye_score == GameScore(50, 0)
    assert t.game_scoring.forfeit_score == GameScore(100, 0)
    assert t.game_scoring.spread_cap == 300
    buf = io.StringIO()
    write_tournament_json(t, buf)
    out = json.loads(buf.getvalue())
    assert (out["bye_score"], out["forfeit_score"], out["spread_cap"]) == ("50:0", "100:0", 300)


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("bye_score", "50", "bye_score must be own:opponent"),
        ("forfeit_score", 100, "forfeit_score must be own:opponent"),
        ("spread_cap", 0, "spread_cap must be a positive whole number"),
        ("spread_cap", 12.5, "spread_cap must be a positive whole number"),
        ("spread_cap", True, "spread_cap must be a positive whole number"),
    ],
)
def test_bad_event_fields_are_named(field: str, value: object, words: str) -> None:
    found = _problems(worked() | {field: value})
    assert any(words in p and "ev.json:1" in p for p in found), found


def test_a_malformed_score_names_player_round_and_line() -> None:
    data = worked()
    data["players"][2]["scores"][1] = "455-301"
    found = _problems(data)
    assert len(found) == 1
    assert "player 3, round 2" in found[0] and "malformed game score '455-301'" in found[0]
    assert found[0].startswith("ev.json:")


def test_sides_that_disagree_name_both_cells() -> None:
    data = worked()
    data["players"][1]["scores"][0] = "380:410"
    found = _problems(data)
    # one problem for the game, at the lower number, naming the other side and its line
    assert len(found) == 1
    assert "player 1, round 1" in found[0]
    assert "does not mirror 380:410, recorded for player 2, round 1 (line " in found[0]


def test_a_result_against_its_score_is_an_error() -> None:
    data = worked()
    data["players"][0]["scores"][0] = "380:412"
    data["players"][1]["scores"][0] = "412:380"
    found = _problems(data)
    assert sum("disagrees with the game score" in p for p in found) == 2
    assert any("player 1, round 1" in p and "'+W2'" in p for p in found)


def test_all_or_nothing() -> None:
    data = worked()
    data["players"][3]["scores"][2] = None
    data["players"][0]["scores"][2] = None
    found = _problems(data)
    assert len(found) == 2
    assert all("has no game score while other games have one" in p for p in found)
    assert {p.split(": ")[1] for p in found} == {"player 1, round 3", "player 4, round 3"}


def test_a_score_on_a_bye_is_an_error() -> None:
    data = worked()
    data["players"].append(
        {"id": 5, "name": "E", "results": ["U", "U", "U"], "scores": ["50:0", None, None]}
    )
    found = _problems(data)
    assert len(found) == 1 and "player 5, round 1" in found[0]
    assert "not a game over the board" in found[0]


def test_a_scores_list_must_be_aligned() -> None:
    data = worked()
    data["players"][0]["scores"] = ["412:380"]
    found = _problems(data)
    assert any("player 1" in p and "as long as results (3 entries), found 1" in p for p in found)


def test_codes_with_coefficients_are_canonical() -> None:
    spec = parse_code("turcas( 583.20 , 1.0, 2.881, 0 )")
    assert spec.code == "TURCAS(583.2,1,2.881,0)"
    assert spec.coefficients == (Fraction("583.2"), 1, Fraction("2.881"), 0)
    assert parse_code("Brightwell(.5)").code == "BRIGHTWELL(0.5)"
    assert parse_code("TURCAS(-5,+1,0,0)").code == "TURCAS(-5,1,0,0)"
    assert parse_code("turcas").code == "TURCAS"
    assert parse_code("turcas").coefficients == ()


@pytest.mark.parametrize(
    "code",
    ["TURCAS(1,2,3)", "BRIGHTWELL(1,2)", "SPREAD(1)", "TURCAS()", "TURCAS(1,2,3,x)",
     "TURCAS(1,2,3,4", "SPREAD-C1", "SCORE-M1", "TURCAS-C1", "BH(1)", "TURCAS(1e3,1,1,1)"],
)  # fmt: skip
def test_bad_codes_are_usage_errors(code: str) -> None:
    with pytest.raises(UnknownTiebreakError):
        parse_code(code)


def test_an_order_splits_at_commas_outside_brackets() -> None:
    assert split_order("TURCAS(583.2,1,2.881,0),SPREAD; SCORE") == [
        "TURCAS(583.2,1,2.881,0)",
        "SPREAD",
        "SCORE",
    ]


def test_values_are_exact() -> None:
    t = tournament_from_dict(worked())
    assert tiebreak_values(t, "SPREAD", rules="cas") == {1: -12, 2: 31, 3: 117, 4: -136}
    assert tiebreak_values(t, "TURCAS(583.2,1,2.881,0)", rules="cas")[1] == Fraction("1876.028")
    assert tiebreak_values(t, "TURCAS", rules="cas")[1] == Fraction(1576321, 750)
    assert tiebreak_values(t, "BRIGHTWELL(583.2)", rules="cas")[4] == Fraction("2101.2")


def test_turcas_with_d_needs_colours() -> None:
    data = worked()
    data["players"][2]["results"][0] = "=4"
    data["players"][3]["results"][0] = "=3"
    t = tournament_from_dict(data)
    assert tiebreak_values(t, "TURCAS(583.2,1,2.881,0)", rules="cas")[3] is not None
    with pytest.raises(InputError) as exc:
        tiebreak_values(t, "TURCAS(583.2,1,2.881,1)", rules="cas")
    assert "player 3, round 1" in str(exc.value) and "needs who started" in str(exc.value)


def test_without_scores_the_codes_are_dropped_with_a_warning() -> None:
    data = worked()
    for p in data["players"]:
        del p["scores"]
    st = compute_standings(tournament_from_dict(data), preset="cas-skore")
    assert st.order == ("BH",)
    assert "game-scores-missing" in {w.code for w in st.warnings}


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def event(tmp_path: Path) -> Path:
    path = tmp_path / "ev.json"
    path.write_text(json.dumps(worked()), encoding="utf-8")
    return path


def test_spread_cap_option(capsys: pytest.CaptureFixture[str], event: Path) -> None:
    code, out, _ = _run(capsys, "standings", str(event), "--order", "SPREAD", "--format",
                        "json", "--spread-cap", "20")  # fmt: skip
    assert code == 0
    rows = {r["id"]: r for r in json.loads(out)["standings"]}
    assert rows[1]["tiebreaks"]["SPREAD"] == 20 - 20 + 20
    assert rows[1]["game_scores"] == {"for": 1133, "against": 1145}
    code, _, err = _run(capsys, "standings", str(event), "--spread-cap", "-3")
    assert code == 2 and "--spread-cap" in err
    code, _, err = _run(capsys, "standings", str(event), "--bye-score", "50")
    assert code == 2 and "--bye-score" in err
    code, _, err = _run(capsys, "standings", str(event), "--order", "SPREAD-C1")
    assert code == 2


def test_explain_json_carries_the_terms(capsys: pytest.CaptureFixture[str], event: Path) -> None:
    code, out, _ = _run(capsys, "explain", str(event), "1", "--tiebreak", "TURCAS", "--rules",
                        "cas", "--format", "json")  # fmt: skip
    assert code == 0
    data = json.loads(out)
    assert data["exact"] == "1576321/750"
    assert data["coefficients"]["A"] == 752.5 and data["coefficients"]["k"] == 3
    assert "4515 / 6" in data["coefficients"]["A_from"]
    assert [t["term"] for t in data["terms"]] == ["BH", "SCORE", "SPREAD", "ZAC"]
    first = data["items"][0]
    assert (first["own"], first["against"], first["capped"], first["started"]) == (
        412, 380, False, True
    )  # fmt: skip
    assert "1003.333 + 1133 − 34.572 + 0 = 2101.761" in data["summary"]


def test_why_names_the_term(capsys: pytest.CaptureFixture[str], event: Path) -> None:
    code, out, _ = _run(capsys, "why", str(event), "1", "2", "--preset", "cas-turcas")
    assert code == 0
    assert "The term that separates them: spread (RelSkore), 31 against -12" in out


def test_czech_words(capsys: pytest.CaptureFixture[str], event: Path) -> None:
    code, out, _ = _run(capsys, "explain", str(event), "1", "--tiebreak", "SPREAD", "--rules",
                        "cas", "--lang", "cs")  # fmt: skip
    assert code == 0
    assert "Rozdíl skóre" in out and "začínal" in out and "rozdíl +32" in out


def test_text_markdown_and_csv_show_three_decimals(
    capsys: pytest.CaptureFixture[str], event: Path
) -> None:
    for fmt in ("text", "markdown", "csv"):
        code, out, _ = _run(capsys, "standings", str(event), "--preset", "cas-turcas",
                            "--format", fmt)  # fmt: skip
        assert code == 0
        assert "2101.761" in out and "2101.7613" not in out, fmt
    code, out, _ = _run(capsys, "standings", str(event), "--preset", "cas-turcas", "--format",
                        "json")  # fmt: skip
    row = next(r for r in json.loads(out)["standings"] if r["id"] == 1)
    assert row["tiebreaks"]["TURCAS"] == 2101.761333
    assert row["exact"] == {"TURCAS": "1576321/750"}


def test_the_warning_names_the_codes(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = worked()
    for p in data["players"]:
        del p["scores"]
    path = tmp_path / "chess.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = _run(capsys, "standings", str(path), "--order", "TURCAS(1,1,1,0),SPREAD,BH")
    assert code == 0
    assert "[game-scores-missing]" in out
    assert "TURCAS(1,1,1,0), SPREAD left out of the order" in out


@pytest.mark.parametrize(
    ("text", "want"),
    [("412:380", (412, 380)), (" 412 : 380 ", (412, 380)), ("-5:20", (-5, 20)),
     ("٤١٢:٣٨٠", None), ("412:380:1", None), ("4_12:380", None), ("+5:3", None),
     ("1234567890:1", None), ("412.5:380", None), ("412", None), ("", None)],
)  # fmt: skip
def test_a_score_is_two_ascii_integers(text: str, want: tuple[int, int] | None) -> None:
    from core.formats.validate_scores import parse_game_score

    if want is None:
        with pytest.raises(ValueError):
            parse_game_score(text)
    else:
        assert parse_game_score(text) == GameScore(*want)


def test_compare_shows_who_turcas_and_spread_order_differently(
    capsys: pytest.CaptureFixture[str], event: Path
) -> None:
    code, out, _ = _run(capsys, "compare", str(event), "--rules", "cas", "--orders",
                        "TURCAS(583.2,1,2.881,0)", "SPREAD,SCORE", "--format", "json")  # fmt: skip
    assert code == 0
    data = json.loads(out)
    assert len(data["columns"]) == 2
    assert [c["order"] for c in data["columns"]] == [
        ["TURCAS(583.2,1,2.881,0)"],
        ["SPREAD", "SCORE"],
    ]


def test_whatif_says_spread_needs_a_score(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = worked()
    for p in data["players"]:
        p["results"][2] = "?" + p["results"][2][1:]
        p["scores"][2] = None
    path = tmp_path / "live.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = _run(
        capsys, "whatif", str(path), "1", "--preset", "scrabble", "--format", "json"
    )
    assert code == 0
    assert json.loads(out)["game_score_codes_open"] == ["SPREAD", "SCORE"]
    code, out, _ = _run(capsys, "whatif", str(path), "1", "--preset", "scrabble")
    assert "Spread needs a score to say" in out
