"""A Scrabble tab (formats.md 7.2): a pairings list with score columns syncs its game-score
tie-break columns (SPREAD, SCORE, TURCAS, BRIGHTWELL) with their notes through the writer,
against the local Sheets stand-in."""

from __future__ import annotations

import io

import pytest

from core.engine.standings import compute_standings
from core.errors import InputError
from core.formats.csv_layouts import read_csv
from core.formats.grid import a1
from core.questions.place import why_place
from core.render.explanation import render_text
from core.render.why import render_place_text
from sheets_addon import SyncOptions, sync_sheet
from sheets_addon.columns import OWNER_MARK
from sheets_addon.gateway import SheetsGateway
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT

# The worked example of rules.md 13.11 (a), starter first, as a club types it.
GAMES = [
    ["Round", "White", "Black", "Result", "White score", "Black score"],
    ["1", "A", "B", "", "412", "380"],
    ["1", "D", "C", "", "350", "350"],
    ["2", "C", "A", "", "455", "301"],
    ["2", "B", "D", "", "398", "372"],
    ["3", "D", "A", "", "310", "420"],
    ["3", "B", "C", "", "402", "365"],
]
PLAYERS = [["No.", "Name"], ["1", "A"], ["2", "B"], ["3", "C"], ["4", "D"]]


def scrabble_sheet(server: SheetsServer, settings: list[list[str]] | None = None) -> str:
    return server.create_spreadsheet(
        "Scrabble club",
        sheets={"Scrabble": GAMES + (settings or []), "Players": PLAYERS},
        input_option="RAW",
        shared_with=[ACCOUNT],
    )


def test_a_scrabble_tab_syncs_spread_and_score_with_notes(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    sid = scrabble_sheet(sheets_server)
    result = sync_sheet(gateway, sid, SyncOptions(rules="cas", order=("SPREAD", "SCORE")))
    assert result.written and result.plan.tab.title == "Players"
    st = result.standings
    assert [r.player.name for r in st.rows] == ["B", "A", "C", "D"]  # rules.md 13.11 (a)
    snap = sheets_server.snapshot(sid)["Players"]
    labels = ["Rank", "Pts", "SPREAD", "SCORE"]
    for i, label in enumerate(labels):
        value, note = snap[a1(0, 2 + i)]
        assert value == label and note is not None and note.startswith(OWNER_MARK)
    spread = {"A": -12, "B": 31, "C": 117, "D": -136}
    score = {"A": 1133, "B": 1180, "C": 1170, "D": 1032}
    for row in st.rows:
        r = row.player.id  # the Players tab: header row 0, player n on row n
        assert snap[a1(r, 4)][0] == spread[row.player.name]
        assert snap[a1(r, 5)][0] == score[row.player.name]
        place = render_place_text(st, why_place(st, row.player.id))  # first code's note
        for col, code in ((4, "SPREAD"), (5, "SCORE")):
            text = render_text(st.explain(row.player.id, code))
            want = f"{text}\n\n{place}" if code == st.order[0] else text
            assert snap[a1(r, col)][1] == want
    note = snap[a1(1, 4)][1]  # A's SPREAD note: the game of round 1, own score first
    assert note is not None and "412:380" in note


def test_the_settings_block_asks_for_turcas_with_its_coefficients(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    block = [[], ["Tiebreak settings"], ["Rules", "cas"], ["Order", "TURCAS(583.2,1,2.881,0)"]]
    sid = scrabble_sheet(sheets_server, block)
    result = sync_sheet(gateway, sid)
    st = result.standings
    (code,) = st.order
    assert code == "TURCAS(583.2,1,2.881,0)"
    snap = sheets_server.snapshot(sid)["Players"]
    want = {"A": 1876.028, "B": 2046.911, "C": 2381.877, "D": 1709.384}  # rules.md 13.11 (a)
    for row in st.rows:
        value, note = snap[a1(row.player.id, 4)]
        assert value == pytest.approx(want[row.player.name], abs=1e-9)
        place = render_place_text(st, why_place(st, row.player.id))  # why it is there
        assert note == f"{render_text(st.explain(row.player.id, code))}\n\n{place}"
    # the same values as the command line computes from the same rows as CSV
    text = "\n".join(",".join(r) for r in GAMES) + "\n"
    t = read_csv(io.StringIO(text), source="games.csv").tournament
    cli = compute_standings(t, rules="cas", order=(code,))
    assert {r.player.name: r.values[code] for r in cli.rows} == {
        r.player.name: r.values[code] for r in st.rows
    }


def test_a_bad_score_on_the_tab_is_named_by_its_cell(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    sid = sheets_server.create_spreadsheet(
        "Scrabble club",
        sheets={
            "Scrabble": [*GAMES[:2], ["1", "D", "C", "1-0", "350", "350"], *GAMES[3:]],
            "Players": PLAYERS,
        },
        input_option="RAW",
        shared_with=[ACCOUNT],
    )
    with pytest.raises(InputError) as info:
        sync_sheet(gateway, sid, SyncOptions(rules="cas", order=("SPREAD",)))
    (problem,) = info.value.problems
    assert problem.cell == "D3" and "Scrabble" in problem.source
    assert "the result '1-0' disagrees with the game score 350:350 (E3+F3)" in problem.text()
