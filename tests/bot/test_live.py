"""``/tournament live`` (issue 11.4) end to end: the real bot against the local Discord stand-in
(channel messages: :mod:`tests.servers.discord_channels`) and the local lichess stand-in.

The live message is one message, edited in place as the source changes; a completed round
gets one short new post; ``off:True`` stops the edits; the state survives a restart; and two
processes of one shard on one PostgreSQL database read a source once an interval, not twice
(counted at the lichess stand-in). The player commands answer provisional values while a
round is in progress and say so. Expected numbers come from the engine on the same data.
"""

from __future__ import annotations

import asyncio
import copy
import io
import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.live import owns
from bot.settings import Settings, SettingsError
from bot.shards import ShardPlan
from core.engine.standings import compute_standings
from core.formats.tournament_json import read_tournament_json
from core.formats.trf import write_trf
from core.scores import format_score
from core.sources.lichess import ENV_BASE_URL
from sheets_addon.client import CREDENTIALS_ENV, ENDPOINT_ENV
from tests.bot.botsample import tournament_dict
from tests.bot.conftest import PG_URL, BotRunner, _ensure_pg_database, clear_store
from tests.bot.test_commands import ORGANISER, ask
from tests.bot.test_sheets import key_file, sheets_server, writes  # noqa: F401  (fixtures)
from tests.servers.discord_server import DiscordStandIn
from tests.servers.lichess_server import LichessServer
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.events import crosstable_rows

pytestmark = pytest.mark.asyncio
INTERVAL = 0.4  # seconds between reads of a live source (60 in production)


@pytest.fixture(autouse=True)
def unlimited_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    """Read budgets far above what these tests read (0.4 s intervals): the budgets' own
    tests are in tests/bot/test_live_budget.py."""
    monkeypatch.setenv("TIEBREAK_SHEETS_READS_PER_MINUTE", "100000")
    monkeypatch.setenv("TIEBREAK_LICHESS_READS_PER_MINUTE", "100000")


SWISS = "LiveSw01"
URL = f"https://lichess.org/swiss/{SWISS}"
HEADER = {
    "id": SWISS,
    "name": "Club Swiss, November",
    "startsAt": "2026-11-03T18:00:00.000Z",
    "nbRounds": 5,
    "nbPlayers": 6,
    "status": "started",
}
ODD = (1_500_000_000_001 << 22) | 12  # owned by shard 1 of 2


def sample(pending: bool = False, flip: bool = False) -> dict[str, Any]:
    """The bot's sample event; ``pending``: round 3's game 3-4 not yet entered (``?W4``);
    ``flip``: that game won by 4 instead of 3."""
    data = copy.deepcopy(tournament_dict())
    players = {p["id"]: p for p in data["players"]}
    three, four = ("?W4", "?B3") if pending else ("-W4", "+B3") if flip else ("+W4", "-B3")
    players[3]["results"][2], players[4]["results"][2] = three, four
    return data


def text_of(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False)


def trf_of(data: dict[str, Any], rounds: int) -> str:
    t = read_tournament_json(io.StringIO(text_of(data)), source="sample")
    buf = io.StringIO()
    write_trf(t.after_round(rounds), buf)
    return buf.getvalue()


def engine(data: dict[str, Any], **kw: Any) -> Any:
    return compute_standings(read_tournament_json(io.StringIO(text_of(data)), source="x"), **kw)


async def link_file(server: DiscordStandIn, data: dict[str, Any], **kw: Any) -> None:
    file = ("club.json", text_of(data).encode())
    rec = await ask(server, "tournament link", {"file": file}, **ORGANISER, **kw)
    assert "Linked" in rec.text(), rec.text()


async def start_live(server: DiscordStandIn, gid: int | None = None) -> int:
    """Start the live standings in the guild's channel; return the live message's id."""
    gid = gid or server.guild_id
    before = len(server.channels.posts())
    rec = await ask(
        server, "tournament live", {"channel": server.channel_ids[gid]}, guild_id=gid, **ORGANISER
    )
    assert "are live in" in rec.text(), rec.text()
    posts = server.channels.posts()
    assert len(posts) == before + 1
    return posts[-1].message_id


def swiss_reads(server: LichessServer) -> int:
    return sum(1 for p in server.requests if p.startswith(f"/api/swiss/{SWISS}"))


@pytest_asyncio.fixture
async def live_bot(discord_server: DiscordStandIn, tmp_path: Path) -> AsyncIterator[BotRunner]:
    r = BotRunner(discord_server, f"sqlite:///{tmp_path / 'bot.sqlite3'}")
    await r.start(live_interval=INTERVAL)
    yield r
    await r.stop()


@pytest.fixture
def lichess(monkeypatch: pytest.MonkeyPatch) -> Iterator[LichessServer]:
    with LichessServer() as server:
        server.add_swiss(SWISS, HEADER, trf_of(sample(), 2))
        monkeypatch.setenv(ENV_BASE_URL, server.base_url)
        yield server


async def test_a_file_goes_live_and_its_message_follows_each_new_link(
    live_bot: BotRunner, discord_server: DiscordStandIn
) -> None:
    channels = discord_server.channels
    await link_file(discord_server, sample(pending=True))
    mid = await start_live(discord_server)
    shown = channels.current(mid).text()
    assert "provisional standings, round 3 in progress" in shown
    assert "PROVISIONAL: after round 2 and the finished games of round 3" in shown
    assert "Live: this message follows the results" in shown

    # Linked again with round 3 complete: the same message is edited, and round 3 is announced.
    await link_file(discord_server, sample())
    await channels.wait(lambda: len(channels.edits(mid)) == 1 and len(channels.posts()) == 2)
    assert "PROVISIONAL" not in channels.current(mid).text()
    announced = channels.posts()[1]
    assert announced.payload["embeds"][0]["title"] == "Round 3 complete"
    leader = engine(sample()).rows[0].player.name
    assert leader in announced.text()

    # A correction inside round 3: one more edit, no new post.
    await link_file(discord_server, sample(flip=True))
    await channels.wait(lambda: len(channels.edits(mid)) == 2)
    await asyncio.sleep(3 * INTERVAL)  # nothing changes: nothing is edited
    assert len(channels.edits(mid)) == 2 and len(channels.posts()) == 2
    assert channels.rejected == [] and discord_server.unexpected == []

    rec = await ask(discord_server, "tournament live", {"off": True}, **ORGANISER)
    assert "no longer live" in rec.text()
    await link_file(discord_server, sample())
    await asyncio.sleep(4 * INTERVAL)
    assert len(channels.edits(mid)) == 2 and len(channels.posts()) == 2
    rec = await (await discord_server.slash("tournament live", {"off": True}, **ORGANISER)).wait()
    assert all(m.ephemeral for m in rec.messages) and "is not live" in rec.text()


async def test_player_commands_say_the_values_are_provisional(
    live_bot: BotRunner, discord_server: DiscordStandIn
) -> None:
    data = sample(pending=True)
    await link_file(discord_server, data)
    live = engine(data, live=True)
    assert live.progress is not None and live.progress.provisional
    note = "PROVISIONAL: after round 2 and the finished games of round 3 (1 of 2 games finished"
    # Dara Okafor (6) beat Bo Li in round 3, a finished game: it counts already.
    points = format_score(live.row(6).points)
    assert points != format_score(engine(data).row(6).points)
    for path, options in (
        ("standings", {}),
        ("player", {"player": "6"}),
        ("buchholz", {"player": "6"}),
        ("why", {"player_a": "6", "player_b": "2"}),
    ):
        rec = await ask(discord_server, path, options)
        assert note in rec.text().replace("\\", ""), (path, rec.text())
    rec = await ask(discord_server, "player", {"player": "6"})
    assert f"{points} points" in rec.text() or f"**{points}**" in rec.text(), rec.text()
    # After round 2 on request: the complete round only, nothing provisional.
    rec = await ask(discord_server, "standings", {"after_round": 2})
    assert "PROVISIONAL" not in rec.text()


async def test_a_lichess_swiss_is_followed_across_a_restart(
    live_bot: BotRunner, discord_server: DiscordStandIn, lichess: LichessServer
) -> None:
    channels = discord_server.channels
    rec = await ask(discord_server, "tournament link", {"url": URL}, **ORGANISER)
    assert "Linked" in rec.text()
    mid = await start_live(discord_server)
    assert "standings after round 2" in channels.current(mid).text()

    lichess.add_swiss(SWISS, HEADER, trf_of(sample(), 3))  # round 3 is in
    await channels.wait(lambda: len(channels.edits(mid)) == 1 and len(channels.posts()) == 2)
    assert "standings after round 3" in channels.current(mid).text()
    assert channels.posts()[1].payload["embeds"][0]["title"] == "Round 3 complete"

    await live_bot.restart_with(live_interval=INTERVAL)  # type: ignore[attr-defined]
    lichess.add_swiss(SWISS, HEADER, trf_of(sample(flip=True), 3))
    await channels.wait(lambda: len(channels.edits(mid)) == 2)
    await asyncio.sleep(3 * INTERVAL)
    # Still the one live message and the one round post: the restart announced nothing again.
    assert len(channels.posts()) == 2 and len(channels.edits(mid)) == 2
    flipped = engine(sample(flip=True)).rows[0].player.name
    assert flipped in channels.current(mid).text()

    channels.delete(mid)  # a member deleted the live message: it is posted again
    lichess.add_swiss(SWISS, HEADER, trf_of(sample(), 3))
    await channels.wait(lambda: len(channels.posts()) == 3)
    assert "Live: this message follows the results" in channels.posts()[2].text()


async def test_a_channel_closed_to_the_bot_ends_the_live_standings(
    live_bot: BotRunner, discord_server: DiscordStandIn
) -> None:
    channels = discord_server.channels
    await link_file(discord_server, sample(pending=True))
    mid = await start_live(discord_server)
    store = live_bot.bot.service.store  # type: ignore[union-attr]
    assert store.live.get(discord_server.guild_id, "club-swiss-november") is not None
    channels.close(discord_server.channel_ids[discord_server.guild_id])
    await link_file(discord_server, sample())
    for _ in range(50):
        if store.live.get(discord_server.guild_id, "club-swiss-november") is None:
            break
        await asyncio.sleep(INTERVAL / 2)
    assert store.live.get(discord_server.guild_id, "club-swiss-november") is None
    refused = channels.refused
    await link_file(discord_server, sample(flip=True))
    await asyncio.sleep(3 * INTERVAL)
    assert channels.refused == refused == 1  # tried once, then no more
    assert channels.edits(mid) == []


async def test_the_interval_is_a_setting() -> None:
    env = {"DISCORD_TOKEN": "x"}
    assert Settings.from_env(env).live_interval == 60.0
    assert Settings.from_env({**env, "TIEBREAK_LIVE_INTERVAL": "90"}).live_interval == 90.0
    for bad in ("5", "soon", "nan"):
        with pytest.raises(SettingsError, match="TIEBREAK_LIVE_INTERVAL must be a number"):
            Settings.from_env({**env, "TIEBREAK_LIVE_INTERVAL": bad})


async def test_the_shard_that_owns_a_server_is_discords() -> None:
    assert owns(ODD, 1, 2) and not owns(ODD, 0, 2)
    assert owns(ODD, None, None) and owns(ODD, 0, 1)


@pytest_asyncio.fixture
async def odd_guild(endpoints: None) -> AsyncIterator[DiscordStandIn]:
    server = DiscordStandIn(guild_ids=(ODD,))
    await server.start()
    yield server
    await server.stop()


async def test_two_processes_on_one_postgresql_read_a_source_once(
    odd_guild: DiscordStandIn, lichess: LichessServer
) -> None:
    _ensure_pg_database(PG_URL)
    clear_store(PG_URL)
    # Shard 0, and shard 1 twice (a deploy: the old process still runs beside the new one).
    processes = [BotRunner(odd_guild, PG_URL) for _ in range(3)]
    channels = odd_guild.channels
    try:
        for p, shard in zip(processes, (0, 1, 1), strict=True):
            await p.start(shards=ShardPlan((shard,), 2), live_interval=INTERVAL)
        rec = await ask(odd_guild, "tournament link", {"url": URL}, guild_id=ODD, **ORGANISER)
        assert "Linked" in rec.text()
        mid = await start_live(odd_guild, ODD)
        start = swiss_reads(lichess)
        await asyncio.sleep(10 * INTERVAL)
        reads = swiss_reads(lichess) - start
        # One read an interval (each process wakes once an interval): at most 10/0.9 + 1, and
        # twice as many if both shard-1 processes read.
        assert 3 <= reads <= 12, reads
        lichess.add_swiss(SWISS, HEADER, trf_of(sample(), 3))
        await channels.wait(lambda: len(channels.posts()) == 2)
        await asyncio.sleep(3 * INTERVAL)
        assert len(channels.edits(mid)) == 1  # edited once, not once per process
        assert len(channels.posts()) == 2  # "Round 3 complete" posted once
    finally:
        for p in processes:
            await p.stop()


# -- a live Google Sheet, with and without write-back --------------------------------------


def flip_round_3(server: SheetsServer, sid: str, flipped: bool) -> None:
    """Type game 3-4 of round 3 the other way round (F5 and F6 of the crosstable) and the two
    players' points (G5, G6) as the organiser does; a read between the two keystrokes sees
    points that do not add up, is refused and logged, and the next read is whole."""
    three, four = ("-W4", "+B3") if flipped else ("+W4", "-B3")
    server.type_value(sid, "Results", "F5", three)
    server.type_value(sid, "Results", "F6", four)
    server.type_value(sid, "Results", "G5", "0" if flipped else "1")
    server.type_value(sid, "Results", "G6", "1,5" if flipped else "0,5")


async def test_a_live_sheet_is_synced_back_with_write_back_on(
    live_bot: BotRunner,
    discord_server: DiscordStandIn,
    sheets_server: SheetsServer,  # noqa: F811
    key_file: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    t = read_tournament_json(io.StringIO(text_of(sample())), source="sample")
    sid = sheets_server.create_spreadsheet(
        t.name, sheets={"Results": crosstable_rows(t)}, input_option="RAW", shared_with=[ACCOUNT]
    )
    monkeypatch.setenv(ENDPOINT_ENV, sheets_server.url)
    monkeypatch.setenv(CREDENTIALS_ENV, str(key_file))
    url = f"https://docs.google.com/spreadsheets/d/{sid}/edit#gid=0"
    rec = await ask(discord_server, "tournament link", {"url": url}, **ORGANISER)
    assert "Linked" in rec.text()
    rec = await ask(discord_server, "tournament settings", {"write_back": "on"}, **ORGANISER)
    assert "Write-back: on" in rec.text()
    channels = discord_server.channels
    mid = await start_live(discord_server)

    sheets_server.reset_counts()
    await asyncio.sleep(4 * INTERVAL)
    assert writes(sheets_server) == 0  # results unchanged: read, never written
    assert sheets_server.counts, "the live sheet was not read"

    flip_round_3(sheets_server, sid, True)
    await channels.wait(lambda: len(channels.edits(mid)) == 1)
    assert writes(sheets_server) >= 1  # the tie-break columns were synced back
    flipped = engine(sample(flip=True)).rows[0].player.name
    assert flipped in channels.current(mid).text()
    synced = writes(sheets_server)
    await asyncio.sleep(4 * INTERVAL)
    assert writes(sheets_server) == synced  # our own columns are no change of results

    rec = await ask(discord_server, "tournament settings", {"write_back": "off"}, **ORGANISER)
    assert "Write-back: off" in rec.text()
    flip_round_3(sheets_server, sid, False)
    await channels.wait(lambda: len(channels.edits(mid)) == 2)
    assert writes(sheets_server) == synced  # Discord follows; the sheet is not written


async def test_a_process_that_lost_its_leases_does_not_edit(
    live_bot: BotRunner, discord_server: DiscordStandIn
) -> None:
    """The edit of a live message is fenced by the shards' leases (bot.leases): a process
    whose lease session is gone (paused past it; another process runs its shards now) leaves
    the message to that one, and edits again once it holds them."""
    channels = discord_server.channels
    await link_file(discord_server, sample(pending=True))
    mid = await start_live(discord_server)
    held = False

    async def lease_check() -> bool:
        return held

    assert live_bot.bot is not None
    live_bot.bot.lease_check = lease_check
    await link_file(discord_server, sample(flip=True, pending=False))
    await asyncio.sleep(6 * INTERVAL)
    assert channels.edits(mid) == []  # fenced: not this process's to edit
    held = True
    await channels.wait(lambda: len(channels.edits(mid)) == 1)
    assert "PROVISIONAL" not in channels.current(mid).text()
