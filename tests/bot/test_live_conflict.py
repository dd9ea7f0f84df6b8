"""A live sheet with write-back on whose sync back is refused (a cell of the organiser in one
of our columns, issue 11.4): Discord still follows the results read, the sheet is not
written, and the refused sync is not tried again at every interval while nothing changes."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

import pytest

from core.formats.tournament_json import read_tournament_json
from sheets_addon.client import CREDENTIALS_ENV, ENDPOINT_ENV
from tests.bot.conftest import BotRunner
from tests.bot.test_commands import ORGANISER, ask
from tests.bot.test_live import (  # noqa: F401  (fixtures)
    INTERVAL,
    engine,
    flip_round_3,
    live_bot,
    sample,
    start_live,
    text_of,
)
from tests.bot.test_sheets import key_file, sheets_server, writes  # noqa: F401  (fixtures)
from tests.servers.discord_server import DiscordStandIn
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.events import crosstable_rows

pytestmark = pytest.mark.asyncio


def _letters(c: int) -> str:
    out = ""
    c += 1
    while c:
        c, rem = divmod(c - 1, 26)
        out = chr(65 + rem) + out
    return out


async def test_a_refused_write_back_still_updates_discord(
    live_bot: BotRunner,  # noqa: F811
    discord_server: DiscordStandIn,
    sheets_server: SheetsServer,  # noqa: F811
    key_file: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    t = read_tournament_json(io.StringIO(text_of(sample())), source="sample")
    rows = crosstable_rows(t)
    sid = sheets_server.create_spreadsheet(
        t.name, sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    monkeypatch.setenv(ENDPOINT_ENV, sheets_server.url)
    monkeypatch.setenv(CREDENTIALS_ENV, str(key_file))
    url = f"https://docs.google.com/spreadsheets/d/{sid}/edit#gid=0"
    assert (
        "Linked" in (await ask(discord_server, "tournament link", {"url": url}, **ORGANISER)).text()
    )
    rec = await ask(discord_server, "tournament settings", {"write_back": "on"}, **ORGANISER)
    assert "Write-back: on" in rec.text()
    channels = discord_server.channels
    mid = await start_live(discord_server)

    flip_round_3(sheets_server, sid, True)  # synced back: our columns are in the sheet now
    await channels.wait(lambda: len(channels.edits(mid)) == 1)
    synced = writes(sheets_server)
    assert synced >= 1
    # The organiser types over every value of ours on the rows of players 3 and 4 (rows 5
    # and 6), whose values the next result changes: the next sync back would overwrite them.
    ours = range(len(rows[1]), len(sheets_server.values(sid, "Results")[1]))
    assert len(ours) >= 3
    for row in (5, 6):
        for c in ours:
            sheets_server.type_value(sid, "Results", f"{_letters(c)}{row}", "paid")

    flip_round_3(sheets_server, sid, False)
    # Discord follows the results, although the sync back is refused
    await channels.wait(lambda: len(channels.edits(mid)) == 2)
    leader = engine(sample()).rows[0].player.name
    assert leader in channels.current(mid).text()
    assert writes(sheets_server) == synced  # the organiser's cells were not overwritten
    assert sheets_server.values(sid, "Results")[4][ours[0]] == "paid"
    # Nothing changes meanwhile: one read an interval, no sync tried again (a sync would
    # read the sheet twice more)
    await asyncio.sleep(2 * INTERVAL)
    sheets_server.reset_counts()
    await asyncio.sleep(5 * INTERVAL)
    reads = sum(v for k, v in sheets_server.counts.items() if "read" in k)
    assert 1 <= reads <= 7, sheets_server.counts
    assert writes(sheets_server) == 0
