"""A team event's sheet synced end to end (issue 12): the real gspread client over loopback
against the local Sheets server. The sheet is in the board-games layout (formats.md 6): a
Games tab (one row per board game) and a Teams tab (or a Teams block below the games). The
sync writes the team standings beside the Teams list (Rank, MP, GP and one column per team
tie-break, on the row of each team's name) or into a Standings tab, in one request; a second
sync writes nothing; a cell typed over one of ours is refused.

The event (4 teams on 2 boards, 2 rounds, a forfeited board) is small enough to check by hand:
R1 A–B 1½-½ (A 2 MP), C–D ½-1½ (D 2); R2 B–D 1½-½ (B 2), C–A 1-1 (1 each). MP: A 3, B 2,
C 1, D 2; GP: A 2.5, B 2, C 1.5, D 2. B and D are level on MP and GP, and B beat D (EDE).
BH:MP of A = B 2 + C 1 = 3, Cut-1 drops C's 1: 2. EMGSB of B = A's 3 MP × ½ + D's 2 × 1½ = 4.5.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

import pytest

from core.engine.standings import Standings, compute_standings
from core.formats.load import load_text
from core.i18n.text import LANGS
from core.model import Primary
from core.questions.place import why_place
from core.render.explanation import render_text
from core.render.why import render_place_text
from core.scores import json_number
from core.tiebreaks.registry import Scope, known_codes
from sheets_addon import SheetConflictError, SyncOptions, sync_sheet
from sheets_addon.cli import main
from sheets_addon.columns import OWNER_MARK
from sheets_addon.gateway import SheetsGateway
from sheets_addon.layout import read_sheet
from sheets_addon.ownership import header_note
from sheets_addon.sheet_settings import Target
from tests.core.test_team_sheets import EVENT, GAMES, TEAMS
from tests.servers.sheets_server import WRITE_KINDS, SheetsServer, column_letters
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.test_watch import FakeTime, watch

ORDER = ("MPVGP", "EDE", "BH:MP-C1", "BH:MP", "EMGSB")  # fide-team-swiss, the default
TEAM_ROWS = {1: 2, 2: 4, 3: 6, 4: 8}  # team id -> A1 row of its name in the Teams tab
HAND = {  # team id -> rank, MP, GP, BH:MP-C1, EMGSB (module docstring)
    1: (1, 3, 2.5, 2, 4),
    2: (2, 2, 2, 3, 4.5),
    4: (3, 2, 2, 2, 2.5),
    3: (4, 1, 1.5, 3, 4),
}


def rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def writes(server: SheetsServer) -> int:
    return sum(n for kind, n in server.counts.items() if kind in WRITE_KINDS)


def team_sheet(server: SheetsServer, *, block: bool = False) -> str:
    sheets = (
        {"Results": [*rows(GAMES), [], *rows(TEAMS)]}
        if block
        else {"Games": rows(GAMES), "Teams": rows(TEAMS)}
    )
    return server.create_spreadsheet(
        "Four teams", sheets=sheets, input_option="RAW", shared_with=[ACCOUNT]
    )


def engine(gateway: SheetsGateway, sid: str, **kw: Any) -> Standings:
    return compute_standings(read_sheet(gateway, sid).reading.tournament, **kw)


def test_sync_writes_the_team_columns_beside_the_teams_tab(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    sid = team_sheet(sheets_server)
    st = engine(gateway, sid)
    assert st.order == ORDER
    before = sheets_server.snapshot(sid)
    sheets_server.reset_counts()
    result = sync_sheet(gateway, sid, SyncOptions())
    assert result.written and result.target == "columns" and writes(sheets_server) == 1
    assert result.summary() == (
        "'Four teams' (Games): 4 teams, rules fide-2026, ranked by MP, order "
        + ", ".join(ORDER)
        + "; changed 40 cells on tab 'Teams' in one request"
    )
    after = sheets_server.snapshot(sid)
    assert after["Games"] == before["Games"]  # the organiser's cells are as they were
    assert {k: v for k, v in after["Teams"].items() if k[0] in "ABC"} == before["Teams"]
    labels = ["Rank", "MP", "GP", *ORDER]
    cols = [column_letters(3 + i) for i in range(len(labels))]  # D, E, …: right of A-C
    for col, label in zip(cols, labels, strict=True):
        text, note = after["Teams"][f"{col}1"]
        assert text == label and note is not None and note.startswith(OWNER_MARK)
    assert "Buchholz" in str(after["Teams"]["I1"][1]) and "(BH:MP-C1)" in str(
        after["Teams"]["I1"][1]
    )
    assert "2 for a match won, 1 for a draw, 0 for a loss" in str(after["Teams"]["E1"][1])
    # MPVGP is named as the score it is here (ranked by MP: game points), not "the other"
    assert "game points: the team's board points (MPVGP)" in str(after["Teams"]["G1"][1])
    for row in st.rows:
        r = TEAM_ROWS[row.id]
        got = {
            label: after["Teams"].get(f"{col}{r}") for col, label in zip(cols, labels, strict=True)
        }
        assert got["Rank"] == (row.rank, None)
        assert got["MP"] == (json_number(row.scores[Primary.MP]), None) and got["GP"] == (
            json_number(row.scores[Primary.GP]),
            None,
        )
        for code in ORDER:
            value, note = got[code] or (None, None)
            expected = row.values[code]
            assert value == (None if expected is None else json_number(expected))
            text = render_text(st.explain(row.id, code), "en")  # type: ignore[arg-type]
            if code == st.order[0]:  # then why the team is where it is (issue 33)
                text += "\n\n" + render_place_text(st, why_place(st, row.id))  # type: ignore[arg-type]
            assert note == text
        rank, mp, gp, cut, emgsb = HAND[row.id]
        assert (got["Rank"][0], got["MP"][0], got["GP"][0]) == (rank, mp, gp)  # type: ignore[index]
        assert (got["BH:MP-C1"][0], got["EMGSB"][0]) == (cut, emgsb)  # type: ignore[index]
    # the other members' rows stay empty in our columns
    assert not any(f"{col}{r}" in after["Teams"] for col in cols for r in (3, 5, 7, 9, 10))
    # EDE is written for the two teams it ordered: B (2) above D (0)
    assert after["Teams"]["H4"][0] == 2 and after["Teams"]["H8"][0] == 0

    sheets_server.reset_counts()
    again = sync_sheet(gateway, sid, SyncOptions())
    assert again.plan.is_empty and not again.written and writes(sheets_server) == 0
    assert sheets_server.snapshot(sid) == after
    assert again.summary().endswith("; up to date, nothing written")


def test_a_value_typed_over_ours_is_refused(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    sid = team_sheet(sheets_server)
    sync_sheet(gateway, sid, SyncOptions())
    sheets_server.type_value(sid, "Teams", "I4", "see me")  # B's BH:MP-C1, typed over
    sheets_server.type_value(sid, "Games", "F6", "1-0")  # and a result changes
    before = sheets_server.snapshot(sid)
    sheets_server.reset_counts()
    with pytest.raises(SheetConflictError) as info:
        sync_sheet(gateway, sid, SyncOptions())
    assert "'Teams'!I4" in str(info.value)
    assert writes(sheets_server) == 0 and sheets_server.snapshot(sid) == before


def test_a_new_result_rewrites_only_what_changed(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    sid = team_sheet(sheets_server)
    sync_sheet(gateway, sid, SyncOptions())
    sheets_server.type_value(sid, "Games", "F6", "1-0")  # R1: Eva beats Gus, C-D drawn
    st = engine(gateway, sid)
    result = sync_sheet(gateway, sid, SyncOptions())
    assert result.written and 0 < len(result.plan.changes) < 40
    after = sheets_server.snapshot(sid)["Teams"]
    for row in st.rows:
        r = TEAM_ROWS[row.id]
        assert after[f"D{r}"][0] == row.rank and after[f"E{r}"][0] == json_number(
            row.scores[Primary.MP]
        )


def test_a_teams_block_and_the_standings_tab(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    sid = team_sheet(sheets_server, block=True)
    st = engine(gateway, sid)
    result = sync_sheet(gateway, sid, SyncOptions(target=Target.STANDINGS_TAB))
    assert result.written and result.plan.create_tab
    grid = sheets_server.values(sid, "Standings")
    assert grid[0] == ["Rank", "No", "Team", "MP", "GP", *ORDER]
    assert [line[:5] for line in grid[1:]] == [
        [
            str(r.rank),
            str(r.id),
            r.name,
            str(json_number(r.scores[Primary.MP])),
            str(json_number(r.scores[Primary.GP])),
        ]
        for r in st.rows
    ]
    assert [line[2] for line in grid[1:]] == ["Team A", "Team B", "Team D", "Team C"]
    assert sync_sheet(gateway, sid, SyncOptions(target=Target.STANDINGS_TAB)).plan.is_empty

    # the columns target beside the block: right of everything the organiser used
    result = sync_sheet(gateway, sid, SyncOptions(target=Target.COLUMNS))
    cells = sheets_server.snapshot(sid)["Results"]
    header = len(rows(GAMES)) + 2  # A1 row of the Teams block's header
    assert cells[f"G{header}"][0] == "Rank" and cells[f"G{header + 1}"][0] == 1
    assert cells[f"H{header + 3}"][0] == 2  # Team B's MP
    assert read_sheet(gateway, sid).reading.tournament.teams == st.tournament.teams
    assert sync_sheet(gateway, sid, SyncOptions(target=Target.COLUMNS)).plan.is_empty


def test_czech_headers_and_the_sheets_own_order(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    games = [*rows(GAMES)]
    for r, block in enumerate(
        (["Tiebreak settings"], ["Order", "EMGSB, bh:gp"], ["Language", "cs"])
    ):
        games[r] = games[r] + [""] * (7 - len(games[r])) + block  # H1:I3, right of the games
    sid = sheets_server.create_spreadsheet(
        "Four teams",
        sheets={"Games": games, "Teams": rows(TEAMS)},
        input_option="RAW",
        shared_with=[ACCOUNT],
    )
    st = engine(gateway, sid, order=["EMGSB", "BH:GP"])
    result = sync_sheet(gateway, sid, SyncOptions())
    assert result.lang == "cs" and result.standings.order == ("EMGSB", "BH:GP")
    assert "4 družstva, pravidla fide-2026, řazeno podle MP" in result.summary()
    teams = sheets_server.snapshot(sid)["Teams"]
    assert [teams[f"{c}1"][0] for c in "DEFGH"] == ["Pořadí", "MP", "GP", "EMGSB", "BH:GP"]
    assert "zápasové body" in str(teams["E1"][1])
    b = st.row(st.rows[1].id)
    place = render_place_text(st, why_place(st, 2), "cs")  # type: ignore[arg-type]
    assert teams["G4"] == (
        json_number(b.values["EMGSB"]),
        render_text(st.explain(2, "EMGSB"), "cs") + "\n\n" + place,
    )  # type: ignore[arg-type]
    assert "4,5" in str(teams["G4"][1])  # the note writes numbers as Czech does
    # the same columns are recognised in English: headers and notes change, values do not
    sheets_server.type_value(sid, "Games", "I3", "en")
    again = sync_sheet(gateway, sid, SyncOptions())
    assert again.written and again.lang == "en"
    for change in again.plan.changes:  # headers, and the notes of the values: no value
        new = change.new.value
        assert change.row == 0 or new is None or float(new) == change.old.number, change
    assert sheets_server.snapshot(sid)["Teams"]["D1"][0] == "Rank"


def test_the_command_line_on_a_team_sheet(
    sheets_server: SheetsServer, key_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TIEBREAK_SHEETS_ENDPOINT", sheets_server.url)
    sid = team_sheet(sheets_server)
    out, err = io.StringIO(), io.StringIO()
    args = ["sync", sid, "--credentials", str(key_file)]
    assert main([*args, "--dry-run"], stdout=out, stderr=err) == 0, err.getvalue()
    assert "'Teams'!D2" in out.getvalue() and "4 teams" in out.getvalue()
    assert writes(sheets_server) == 0
    out = io.StringIO()
    assert main([*args, "--rules", "uscf"], stdout=out, stderr=err) != 0
    assert "uscf" in err.getvalue() and writes(sheets_server) == 0
    assert main(args, stdout=out, stderr=err) == 0 and writes(sheets_server) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_every_team_code_has_a_header_note(lang: str) -> None:
    st = compute_standings(load_text(EVENT, source="t.csv"))
    for code in known_codes(Scope.TEAMS):
        note = header_note(code, st, None, lang)
        assert note.startswith(OWNER_MARK) and f"({code})" in note, (code, note)
    for label in ("Rank", "No", "Team", "MP", "GP"):
        assert header_note(label, st, None, lang).startswith(OWNER_MARK)


def test_a_team_sheet_watched(sheets_server: SheetsServer, gateway: SheetsGateway) -> None:
    """``tiebreak-sheets watch``: one sync, idle polls read only, a new result synced once."""
    sid = team_sheet(sheets_server)
    fake = FakeTime()
    fake.at[1] = sheets_server.reset_counts  # after the first sync's write
    fake.at[3] = lambda: sheets_server.type_value(sid, "Games", "F6", "1-0")
    counts, lines = watch(gateway, sid, fake, polls=6, options=SyncOptions())
    assert counts.syncs == 2 and counts.reads == 6, lines
    assert writes(sheets_server) == 1  # the new result, in one request
    st = engine(gateway, sid)
    teams = sheets_server.snapshot(sid)["Teams"]
    assert [teams[f"D{TEAM_ROWS[r.id]}"][0] for r in st.rows] == [r.rank for r in st.rows]


def test_a_round_in_progress_is_left_out_and_said(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    games = GAMES.replace("2,2,2,Ben,Finn,+/-", "2,2,2,Ben,Finn,")  # R2's last board pending
    sid = sheets_server.create_spreadsheet(
        "Four teams",
        sheets={"Games": rows(games), "Teams": rows(TEAMS)},
        input_option="RAW",
        shared_with=[ACCOUNT],
    )
    st = engine(gateway, sid)
    assert st.rounds_counted == 1 and st.progress is not None
    sync_sheet(gateway, sid, SyncOptions(live=False))
    teams = sheets_server.snapshot(sid)["Teams"]
    for col in "DEFGHIJK":
        assert "after round 1; round 2 in progress: 3 of 4 games finished" in str(
            teams[f"{col}1"][1]
        )
    assert (teams["D2"][0], teams["E2"][0]) == (1, 2)  # Team A: round 1 only, 2 MP
    # Issue 30: ``live`` counts the round in progress for teams as for players: the match
    # C–A, a board pending, counts for neither team; B–D (1½-½) is finished and counts.
    # MP: A 2, B 2, D 2, C 0; GP: B 2, D 2, A 1.5: Team A third, on 2 MP and 1.5 GP.
    sync_sheet(gateway, sid, SyncOptions(live=True))
    teams = sheets_server.snapshot(sid)["Teams"]
    for col in "DEFGHIJK":
        assert "PROVISIONAL: after round 1 and the finished games of round 2" in str(
            teams[f"{col}1"][1]
        )
    assert (teams["D2"][0], teams["E2"][0], teams["F2"][0]) == (3, 2, 1.5)
