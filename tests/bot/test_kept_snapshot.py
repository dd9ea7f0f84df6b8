"""A bad read never replaces a good one (bot/service.py, bot/live.py, bot/sources.py).

Every write of a snapshot (link, re-link, ``/sync``, the live poll) reads it back first
(:func:`bot.sources.snapshot_of`); a refused read keeps the snapshot last read and the
answer says so: "Kept the standings of `slug` as read <time>; the source now answers: ...",
the time a Discord timestamp of the kept read. The cases are the ones that broke a server's
bot for good: a lichess source that starts serving a billion rounds or a name with ESC, CR
or LF, and a TRF uploaded again whose ``012`` line holds a TAB. After each, the standings
still answer from the good read, and a source that recovers is followed again.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest

from bot import sources
from bot.errors import KeptSnapshotError
from bot.service import TournamentService
from bot.store import Store
from core.errors import InputError
from core.formats.tournament_json import read_tournament_json
from tests.bot.conftest import BotRunner
from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error
from tests.bot.test_live import (
    HEADER,
    SWISS,
    URL,
    lichess,  # noqa: F401  (fixture)
    live_bot,  # noqa: F401  (fixture)
    sample,
    start_live,
    text_of,
    trf_of,
)
from tests.servers.discord_server import DiscordStandIn
from tests.servers.lichess_server import LichessServer

KEPT = re.compile(r"Kept the standings of `[a-z0-9-]+` as read <t:\d+:f>; the source now answers:")


def shown(server: DiscordStandIn, mid: int) -> str:
    """What the live message shows now, its embeds' fields included."""
    event = server.channels.current(mid)
    fields = [
        f"{f['name']}\n{f['value']}"
        for e in event.payload.get("embeds") or []
        for f in e.get("fields") or []
    ]
    return "\n".join([event.text(), *fields]).replace("\\", "")


def tab_in_012(trf: str) -> str:
    """The same export with a TAB in the tournament's name (the ``012`` line)."""
    lines = trf.splitlines()
    i = next(n for n, line in enumerate(lines) if line.startswith("012"))
    lines[i] = "012 Club\tSwiss"
    return "\n".join(lines) + "\n"


def test_a_snapshot_its_reader_refuses_is_refused_before_it_is_stored() -> None:
    t = read_tournament_json(io.StringIO(text_of(sample())), source="x")

    with pytest.raises(InputError, match="U\\+0009"):
        sources.snapshot_of(t._replace(name="Club\tSwiss"), source="club.trf")
    good = sources.snapshot_of(t, source="club.trf")
    assert read_tournament_json(io.StringIO(good), source="y").name == t.name


def test_the_service_keeps_the_good_file_and_says_since_when(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'bot.sqlite3'}")
    svc = TournamentService(store)
    good = trf_of(sample(), 3)
    first = svc.link_upload(1, "club.trf", good.encode())
    with pytest.raises((KeptSnapshotError, InputError)) as info:
        svc.link_upload(1, "club.trf", tab_in_012(good).encode())
    err = info.value
    assert isinstance(err, KeptSnapshotError), err
    assert err.slug == first.linked.slug and err.synced_at == first.linked.synced_at
    assert "U+0009" in str(err.cause)
    kept = store.get(1, first.linked.slug)
    assert kept is not None and kept.snapshot == first.linked.snapshot
    assert svc.load(1).tournament.name == first.tournament.name
    # A new file that cannot be read is the reader's plain error: nothing was kept.
    with pytest.raises(InputError):
        svc.link_upload(1, "other.trf", tab_in_012(good).encode())
    store.close()


@pytest.mark.asyncio
async def test_a_file_uploaded_again_that_is_refused_keeps_the_good_one(
    runner: BotRunner, discord_server: DiscordStandIn
) -> None:
    good = trf_of(sample(), 3)
    rec = await ask(
        discord_server, "tournament link", {"file": ("club.trf", good.encode())}, **ORGANISER
    )
    assert "Linked" in rec.text()
    before = await ask(discord_server, "standings")
    bad = tab_in_012(good).encode()
    rec = await ask(discord_server, "tournament link", {"file": ("club.trf", bad)}, **ORGANISER)
    assert_ephemeral_error(rec, "could not be read", "U+0009")
    assert KEPT.search(rec.text().replace("\\", "")), rec.text()
    after = await ask(discord_server, "standings")
    assert after.messages[0].embeds == before.messages[0].embeds


@pytest.mark.asyncio
async def test_a_lichess_source_turning_bad_keeps_the_last_good_read(
    live_bot: BotRunner,  # noqa: F811
    discord_server: DiscordStandIn,
    lichess: LichessServer,  # noqa: F811
) -> None:
    channels = discord_server.channels
    rec = await ask(discord_server, "tournament link", {"url": URL}, **ORGANISER)
    assert "Linked" in rec.text()
    mid = await start_live(discord_server)
    assert "standings after round 2" in channels.current(mid).text()
    good = await ask(discord_server, "standings")

    cases: list[tuple[dict[str, Any], str]] = [
        ({"nbRounds": 1_000_000_000}, "has 1000000000 rounds; at most 100 can be read"),
        ({"name": "Club\x1b[2J Swiss"}, "control character U+001B"),
        ({"name": "Club\r\nSwiss"}, "control character U+000D"),
        ({"name": "Club\nSwiss"}, "control character U+000A"),
    ]
    for changes, needle in cases:
        lichess.add_swiss(SWISS, {**HEADER, **changes}, trf_of(sample(), 3))
        await channels.wait(lambda n=needle: n in shown(discord_server, mid))
        now = shown(discord_server, mid)
        assert "Kept the last good read" in now and "standings after round 2" in now
        # Every command still answers from the good read, and /sync says what it kept.
        assert (await ask(discord_server, "standings")).messages[0].embeds == (
            good.messages[0].embeds
        )
        rec = await ask(discord_server, "sync", **ORGANISER)
        assert_ephemeral_error(rec, needle)
        assert KEPT.search(rec.text().replace("\\", "")), rec.text()
        assert "\x1b" not in rec.text() and "\r" not in rec.text()

    lichess.add_swiss(SWISS, HEADER, trf_of(sample(), 3))  # the source recovers
    await channels.wait(lambda: "standings after round 3" in channels.current(mid).text())
    assert "Kept the last good read" not in shown(discord_server, mid)
    assert channels.rejected == [] and discord_server.unexpected == []
