"""Issue 11, part 2 in Discord: linking an uploaded CSV or a Google Sheet in which a player
is typed twice fails with the core reader's message and both cells, ephemeral, and links
nothing; the same file with a Players block listing both names links. The real discord.py
bot against the local Discord stand-in; the sheet through the real gspread client against
the local Sheets server."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sheets_addon.client import CREDENTIALS_ENV, ENDPOINT_ENV
from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error
from tests.bot.test_sheets import key_file, sheets_server  # noqa: F401  (fixtures)
from tests.servers.discord_server import DiscordStandIn
from tests.servers.sheets_server import WRITE_KINDS, SheetsServer
from tests.sheets_addon.conftest import ACCOUNT

pytestmark = pytest.mark.asyncio

GAMES = """Round,Board,White,Black,Result
1,1,Alice Smith,Bob Jones,1-0
1,2,Carol White,Dan Brown,0-1
2,1,Dan Brown,Alice Smith,1/2
2,2,Bob Jones,Carol White,1-0
3,1,Alice Smtih,Carol White,1-0
3,2,Bob Jones,Dan Brown,
"""
LIST = "No,Name,,,\n1,Alice Smith,,,\n2,Bob Jones,,,\n3,Carol White,,,\n4,Dan Brown,,,\n"
LIST += "5,Alice Smtih,,,\n,,,,\n"
NEEDLES = (
    "could not be read",
    "C6",
    "'Alice Smtih' appears only in round 3; did you mean 'Alice Smith' (C2, D4)?",
    "list both in a Players block or tab",
)


async def test_an_uploaded_pairings_list_with_a_name_typed_twice(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    rec = await ask(
        discord_server, "tournament link", {"file": ("club.csv", GAMES.encode())}, **ORGANISER
    )
    assert_ephemeral_error(rec, "club.csv", *NEEDLES)
    rec = await ask(discord_server, "standings")
    assert_ephemeral_error(rec, "No tournament is linked")
    rec = await ask(
        discord_server,
        "tournament link",
        {"file": ("club.csv", (LIST + GAMES).encode())},
        **ORGANISER,
    )
    assert "Linked" in rec.text() and "5 players" in rec.text()


async def test_a_linked_sheet_with_a_name_typed_twice(
    runner: Any,
    discord_server: DiscordStandIn,
    sheets_server: SheetsServer,  # noqa: F811
    key_file: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rows = [line.split(",") for line in GAMES.splitlines()]
    sid = sheets_server.create_spreadsheet(
        "Club", sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    monkeypatch.setenv(ENDPOINT_ENV, sheets_server.url)
    monkeypatch.setenv(CREDENTIALS_ENV, str(key_file))
    url = f"https://docs.google.com/spreadsheets/d/{sid}/edit"
    rec = await ask(discord_server, "tournament link", {"url": url}, **ORGANISER)
    assert_ephemeral_error(rec, *NEEDLES)
    players = [line.split(",")[:2] for line in LIST.splitlines()[:-1]]
    listed = sheets_server.create_spreadsheet(
        "Club",
        sheets={"Results": rows, "Players": players},
        input_option="RAW",
        shared_with=[ACCOUNT],
    )
    rec = await ask(
        discord_server,
        "tournament link",
        {"url": f"https://docs.google.com/spreadsheets/d/{listed}/edit"},
        **ORGANISER,
    )
    assert "5 players" in rec.text() and "(sheet)" in rec.text()
    assert sum(n for k, n in sheets_server.counts.items() if k in WRITE_KINDS) == 0


async def test_a_typo_typed_into_a_linked_sheet_stops_sync(
    runner: Any,
    discord_server: DiscordStandIn,
    sheets_server: SheetsServer,  # noqa: F811
    key_file: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rows = [line.split(",") for line in GAMES.replace("Smtih", "Smith").splitlines()]
    sid = sheets_server.create_spreadsheet(
        "Club", sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    monkeypatch.setenv(ENDPOINT_ENV, sheets_server.url)
    monkeypatch.setenv(CREDENTIALS_ENV, str(key_file))
    url = f"https://docs.google.com/spreadsheets/d/{sid}/edit"
    rec = await ask(discord_server, "tournament link", {"url": url}, **ORGANISER)
    assert "4 players" in rec.text()
    sheets_server.type_value(sid, "Results", "C6", "Alice Smtih")  # the organiser, live
    rec = await ask(discord_server, "sync", {}, **ORGANISER)
    assert_ephemeral_error(rec, *NEEDLES)
    assert sum(n for k, n in sheets_server.counts.items() if k in WRITE_KINDS) == 0
