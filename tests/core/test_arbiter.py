"""The arbiter's leftovers (issue 13.5): withdrawn players marked in every standings output,
the drawing of lots with a recorded seed (``LOTS``), the arbiter's own value (``MANUAL``) and
the single-winner rule. Expected answers are worked out by hand in the comments.

The event ``FOUR_DRAWS``: four players, three rounds, every game drawn (1-2, 3-4; 1-3, 2-4;
1-4, 2-3). Everyone has 1.5 points, BH-C1 3, BH 4.5, SB 2.25, DE 1.5 (three draws among
the four), WIN 0: nothing of the default order separates them.

The draws (SHA-256 of "SEED:ID", first 8 bytes over 2^64; docs/arbiter.md):

    seed 4711: 1 a5506d03ef0b42f3 0.645758   seed 1234: 1 d78dbf750a2f81e9 0.842007
               2 c6cc48e5770a49be 0.776555              2 14c15b0dd063cf33 0.081075
               3 f179ec9523feeb4e 0.943267              3 5afbb7a69f5a76cd 0.355403
               4 cd3448faa70d5f71 0.801579              4 b2b7c4dbb29e318d 0.698117

so seed 4711 ranks 1, 2, 4, 3 (lots 1, 2, 4, 3 for players 1-4) and seed 1234 ranks
2, 3, 4, 1 (lots 4, 1, 2, 3).
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.engine.standings import compute_standings
from core.engine.why import why
from core.errors import InputError, InvalidOptionError
from core.formats.tournament_json import tournament_from_dict, tournament_to_dict
from core.i18n.text import render
from core.model import PlayerId
from core.render.standings import (
    render_standings_csv,
    render_standings_markdown,
    render_standings_text,
    standings_to_json,
)
from core.tiebreaks.arbiter import draw
from tests.conftest import REPO

SWISS = REPO / "examples" / "club-swiss.json"  # Hugo Blanc (8) withdrew after round 3


def four_draws(**top: Any) -> dict[str, Any]:
    players = [
        {"id": 1, "name": "Ada", "results": ["=W2", "=B3", "=W4"]},
        {"id": 2, "name": "Ben", "results": ["=B1", "=W4", "=B3"]},
        {"id": 3, "name": "Cy", "results": ["=W4", "=W1", "=W2"]},
        {"id": 4, "name": "Dee", "results": ["=B3", "=B2", "=B1"]},
    ]
    return {"name": "Four Draws", "rounds": 3, "players": players, **top}


def ids(st: Any) -> list[int]:
    return [r.player.id for r in st.rows]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def write(tmp_path: Path, data: dict[str, Any], name: str = "t.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


# -- withdrawn players --------------------------------------------------------------------


def test_withdrawn_player_is_marked_in_text_and_markdown() -> None:
    t = tournament_from_dict(json.loads(SWISS.read_text(encoding="utf-8")))
    st = compute_standings(t)
    lines = render_standings_text(st).splitlines()
    assert lines[3].split()[-1] == "Note"
    hugo = next(line for line in lines if "Hugo Blanc" in line)
    assert hugo.endswith("  withdrew after round 3")
    ana = next(line for line in lines if "Ana Novák" in line)
    assert ana.endswith("3")  # WIN, nothing after it: only Hugo withdrew
    cs = render_standings_text(st, "cs")
    assert "Poznámka" in cs and "odstoupení z turnaje po 3. kole" in cs
    md = render_standings_markdown(st, "it").splitlines()
    assert md[4].endswith("| Note |")
    # the rating the file gives stands beside the name (Elo in Italian), then the points
    assert "| Hugo Blanc | 1655 | 0 |" in md[-1] and md[-1].endswith("| ritiro dopo il turno 3 |")
    assert md[6].endswith("| 3 |  |")  # Ana: WIN 3, an empty note


def test_withdrawn_player_in_csv_and_json() -> None:
    t = tournament_from_dict(json.loads(SWISS.read_text(encoding="utf-8")))
    st = compute_standings(t)
    rows = list(csv.DictReader(io.StringIO(render_standings_csv(st))))
    assert {r["id"]: r["withdrawn_after"] for r in rows} == {
        "1": "",
        "5": "",
        "3": "",
        "2": "",
        "6": "",
        "4": "",
        "10": "",
        "11": "",
        "9": "",
        "7": "",
        "8": "3",
    }
    data = standings_to_json(st)
    assert {
        r["id"]: r["withdrawn_after"] for r in data["standings"] if r["withdrawn_after"] is not None
    } == {8: 3}
    assert "lots_seed" not in data  # no drawing of lots in the order


def test_a_withdrawal_is_shown_once_its_round_is_counted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # After round 3 Hugo has withdrawn (after round 3); after round 2 he was still playing.
    code, out, _ = run(capsys, "standings", str(SWISS), "--after-round", "3")
    assert code == 0 and "withdrew after round 3" in out
    code, out, _ = run(capsys, "standings", str(SWISS), "--after-round", "2")
    assert code == 0 and "withdrew" not in out and "Note" not in out
    code, out, _ = run(capsys, "standings", str(SWISS), "--after-round", "2", "--format", "json")
    assert all(r["withdrawn_after"] is None for r in json.loads(out)["standings"])


# -- drawing of lots ------------------------------------------------------------------------


def test_the_draw_is_the_documented_formula() -> None:
    for seed, pid, digest in ((4711, 1, "a5506d03ef0b42f3"), (1234, 2, "14c15b0dd063cf33")):
        assert hashlib.sha256(f"{seed}:{pid}".encode()).hexdigest()[:16] == digest
        assert draw(seed, pid) == Fraction(int(digest, 16), 2**64)


@pytest.mark.parametrize(("seed", "expected"), [(4711, [1, 2, 4, 3]), (1234, [2, 3, 4, 1])])
def test_lots_rank_the_same_whatever_the_order_of_the_file(seed: int, expected: list[int]) -> None:
    data = four_draws()
    for players in (
        data["players"],
        data["players"][::-1],
        [data["players"][i] for i in (2, 0, 3, 1)],
    ):
        t = tournament_from_dict({**data, "players": players})
        st = compute_standings(t, lots_seed=seed)
        assert st.order == ("BH-C1", "BH", "SB", "DE", "WIN", "LOTS")
        assert ids(st) == expected
        assert [r.rank for r in st.rows] == [1, 2, 3, 4]
        assert not any(r.shared for r in st.rows) and st.warnings == ()
        # The seed recorded in the file gives the same as --lots.
        recorded = compute_standings(
            tournament_from_dict({**data, "players": players, "lots_seed": seed})
        )
        assert ids(recorded) == expected


def test_lots_show_the_seed_in_the_order_and_explain_themselves(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, four_draws(lots_seed=4711))
    code, out, _ = run(capsys, "standings", path, "--order", "BH")
    assert code == 0
    assert "order: BH, LOTS (lots, seed 4711)" in out.splitlines()[1]
    code, out, _ = run(capsys, "standings", path, "--order", "BH", "--lang", "tr")
    assert "BH, LOTS (kura, seed 4711)" in out.splitlines()[1]
    code, out, _ = run(capsys, "explain", path, "Dee", "--tiebreak", "LOTS")
    assert code == 0
    assert ("drawn by lots with seed 4711: 0.801579, lot 3 of 4 (the lower lot ranks first)") in out
    code, out, _ = run(capsys, "standings", path, "--format", "json")
    data = json.loads(out)
    assert data["lots_seed"] == 4711 and data["order"][-1] == "LOTS"
    assert [(r["id"], r["tiebreaks"]["LOTS"]) for r in data["standings"]] == [
        (1, 1),
        (2, 2),
        (4, 3),
        (3, 4),
    ]


def test_why_decided_by_lots_in_two_languages() -> None:
    t = tournament_from_dict(four_draws())
    st = compute_standings(t, order="BH", lots_seed=1234)
    w = why(st, PlayerId(1), PlayerId(4))  # seed 1234: Dee lot 3, Ada lot 4
    assert (w.above, w.below, w.criterion) == (4, 1, "LOTS")
    assert render(w.text) == (
        "Both have 1.5 points and level on BH. Dee is above Ada by "
        "drawing of lots (LOTS, seed 1234): lot 3 against 4."
    )
    assert render(w.text, "cs") == (
        "Počet bodů je stejný (1,5 bodu), shoda je i v BH. Dee je výše než Ada podle "
        "losování (LOTS, seed 1234): los č. 3 proti 4."
    )
    first = compute_standings(t, order="LOTS", lots_seed=1234)
    assert render(why(first, PlayerId(2), PlayerId(3)).text, "it") == (
        "A pari punti (1,5 punti), Ben precede Cy per sorteggio (LOTS, seed 1234): numero 1 "
        "contro 2."
    )


def test_lots_need_a_seed(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    t = tournament_from_dict(four_draws())
    with pytest.raises(InvalidOptionError):
        compute_standings(t, order="BH,LOTS")
    path = write(tmp_path, four_draws())
    code, _, err = run(capsys, "standings", path, "--order", "BH,LOTS")
    assert code == 2
    assert err == (
        "tiebreak: LOTS needs the seed of the drawing of lots: give --lots SEED, or "
        '"lots_seed" in the tournament file\n'
    )
    code, _, err = run(capsys, "standings", path, "--lots", "-1")
    assert code == 2 and "from 0 to 999999999999999999, found -1" in err


def test_a_bad_lots_seed_in_the_file_names_the_key(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, four_draws(lots_seed="4711", single_winner="yes"))
    code, _, err = run(capsys, "check", path)
    assert code == 1
    assert (
        f"tiebreak: {path}:1: lots_seed must be a whole number from 0 to "
        "999999999999999999, found '4711'" in err
    )
    assert f"tiebreak: {path}:1: single_winner must be true or false, found 'yes'" in err


# -- the arbiter's own values ---------------------------------------------------------------


def test_manual_values_rank_the_lower_first_and_a_missing_one_last() -> None:
    data = four_draws()
    # Ada 3, Ben 1, Cy 2, Dee none: Ben, Cy, Ada, then Dee (no decision ranks last).
    for p, value in zip(data["players"], [3, 1, "2", None], strict=True):
        if value is not None:
            p["manual_tiebreak"] = value
    st = compute_standings(tournament_from_dict(data))
    assert st.order[-1] == "MANUAL"  # added at the end: the file has manual values
    assert ids(st) == [2, 3, 1, 4] and [r.rank for r in st.rows] == [1, 2, 3, 4]
    assert st.explain(PlayerId(3), "MANUAL").summary is not None
    assert (
        render(st.explain(PlayerId(3), "MANUAL").summary)
        == "the arbiter's decision: 2 (the lower value ranks first)"
    )
    assert (
        render(st.explain(PlayerId(4), "MANUAL").summary)
        == "no decision of the arbiter for this player: ranks after every player with one"
    )
    w = why(st, PlayerId(1), PlayerId(3))
    assert w.criterion == "MANUAL"
    assert render(w.text) == (
        "Both have 1.5 points and level on BH-C1, BH, SB, DE, WIN. Cy "
        "is above Ada by the arbiter's decision (MANUAL): 2 against 3, "
        "the lower first."
    )
    assert render(w.text, "bg") == (
        "И двамата играчи имат по 1,5 точки и са равни по BH-C1, BH, SB, DE, WIN. Cy е над "
        "Ada по решение на съдията (MANUAL): 2 срещу 3, по-малката стойност е по-добра."
    )
    w = why(st, PlayerId(4), PlayerId(1))
    assert render(w.text, "cs").endswith("(MANUAL): 3 proti žádné, nižší je lepší.")


def test_manual_then_lots(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # Ada and Cy both 1, Ben and Dee 2: MANUAL makes {1, 3} and {2, 4}; seed 4711's lots
    # (1, 2, 4, 3) put Ada before Cy and Ben before Dee: 1, 3, 2, 4.
    data = four_draws(lots_seed=4711)
    for p, value in zip(data["players"], [1, 2, 1, 2], strict=True):
        p["manual_tiebreak"] = value
    path = write(tmp_path, data)
    code, out, _ = run(capsys, "standings", path, "--format", "json")
    got = json.loads(out)
    assert got["order"][-2:] == ["MANUAL", "LOTS"]
    assert [r["id"] for r in got["standings"]] == [1, 3, 2, 4]
    code, out, _ = run(capsys, "why", path, "Cy", "Ben")
    assert code == 0
    assert out.startswith(
        "Both have 1.5 points and level on BH-C1, BH, SB, DE, WIN. Cy is "
        "above Ben by the arbiter's decision (MANUAL): 1 against 2"
    )


def test_a_manual_value_that_is_no_number(tmp_path: Path) -> None:
    data = four_draws()
    data["players"][1]["manual_tiebreak"] = "first"
    with pytest.raises(InputError) as exc:
        tournament_from_dict(data, source="t.json")
    assert [p.text() for p in exc.value.problems] == [
        "t.json: player 2: manual_tiebreak must be a number (the lower ranks first), found 'first'"
    ]


def test_the_arbiters_fields_survive_a_round_trip(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = four_draws(lots_seed=7, single_winner=True)
    data["players"][0]["manual_tiebreak"] = 1.5
    t = tournament_from_dict(data)
    back = tournament_to_dict(t)
    assert (back["lots_seed"], back["single_winner"]) == (7, True)
    assert back["players"][0]["manual_tiebreak"] == 1.5
    assert "manual_tiebreak" not in back["players"][1]
    assert tournament_from_dict(back) == t
    # TRF-16 has no place for them: the conversion says so.
    code, _, err = run(capsys, "convert", write(tmp_path, data), "--to", "trf")
    assert code == 0
    assert "TRF has no record for the seed 7 of the drawing of lots" in err
    assert "TRF has no record for the rule of a single winner (single_winner)" in err
    assert "player 1: TRF has no field for the arbiter's manual_tiebreak 1.5" in err


# -- a single winner -------------------------------------------------------------------------


def test_a_shared_first_place_is_an_error_when_a_single_winner_is_required(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, four_draws())
    code, out, err = run(capsys, "standings", path, "--single-winner")
    assert code == 1  # the standings are printed, the exit status stops a script
    assert "1=   1  Ada" in out and "[single-winner-tie]" in out
    assert "[unbroken-tie]" not in out  # the single-winner warning replaces it
    assert err.startswith(
        "tiebreak: The regulations require a single winner, but Ada, Ben, "
        "Cy, Dee share 1st place after every criterion of the order: add a "
        "last criterion the arbiter decides: LOTS"
    )
    # The setting in the file does the same; the lots decide, and all is well.
    path = write(tmp_path, four_draws(single_winner=True))
    assert run(capsys, "standings", path)[0] == 1
    code, out, err = run(capsys, "standings", path, "--lots", "4711")
    assert code == 0 and err == "" and "Warnings" not in out


def test_single_winner_in_json_and_in_czech(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, four_draws(single_winner=True))
    code, out, _ = run(capsys, "standings", path, "--format", "json", "--lang", "cs")
    assert code == 1
    (warning,) = json.loads(out)["warnings"]
    assert warning["code"] == "single-winner-tie" and warning["players"] == [1, 2, 3, 4]
    assert warning["message"].startswith(
        "Propozice vyžadují jediného vítěze, ale Ada, Ben, "
        "Cy, Dee po všech kritériích pořadí dělí 1. místo"
    )


def test_single_winner_with_equal_manual_values_asks_for_different_ones() -> None:
    data = four_draws(single_winner=True)
    for p in data["players"]:
        p["manual_tiebreak"] = 1
    st = compute_standings(tournament_from_dict(data), order="BH")
    (warning,) = st.warnings
    assert warning.code == "single-winner-tie"
    assert render(warning.message) == (
        "The regulations require a single winner, but Ada, Ben, Cy, Dee still share 1st place "
        'after MANUAL: give each of them a different "manual_tiebreak", or add LOTS with a '
        "seed (--lots SEED)"
    )


def test_single_winner_is_checked_on_the_final_standings_only() -> None:
    # Three rounds of five played: a shared first place is the state of play, not a result.
    t = tournament_from_dict(four_draws(rounds=5, single_winner=True))
    st = compute_standings(t)
    assert [w.code for w in st.warnings] == ["unbroken-tie"]
    # Second place shared is no concern of the rule.
    data = four_draws(single_winner=True)
    data["players"][0]["manual_tiebreak"] = 1
    st = compute_standings(tournament_from_dict(data), order="MANUAL")
    assert ids(st)[0] == 1 and [w.code for w in st.warnings] == ["unbroken-tie"]
    assert st.warnings[0].players == (2, 3, 4)


# -- docs/arbiter.md tells the truth ------------------------------------------------------


def test_the_examples_of_the_arbiter_page_print_what_it_shows(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import re
    import shlex

    monkeypatch.chdir(REPO)
    doc = (REPO / "docs" / "arbiter.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```\n\$ tiebreak (.*?)\n(.*?)```", doc, re.S)
    assert len(blocks) == 2
    for command, shown in blocks:
        code, out, _ = run(capsys, *shlex.split(command))
        assert code == 0 and out == shown, command
    assert run(capsys, "standings", "examples/four-draws.json")[0] == 1  # as the page says
    st = compute_standings(
        tournament_from_dict(
            json.loads((REPO / "examples" / "four-draws.json").read_text(encoding="utf-8"))
        ),
        lots_seed=1234,
    )
    assert [r.player.name for r in st.rows] == ["Ben", "Cy", "Dee", "Ada"]


def test_a_player_who_withdrew_before_the_first_round() -> None:
    data = four_draws()
    data["players"].append(
        {"id": 5, "name": "Eve", "withdrawn_after": 0, "results": ["--", "--", "--"]}
    )
    st = compute_standings(tournament_from_dict(data))
    (eve,) = [line for line in render_standings_text(st).splitlines() if "Eve" in line]
    assert eve.endswith("  withdrew before round 1")
    (eve,) = [line for line in render_standings_text(st, "ro").splitlines() if "Eve" in line]
    assert eve.endswith("  retragere înainte de runda 1")
    assert standings_to_json(st)["standings"][-1]["withdrawn_after"] == 0
