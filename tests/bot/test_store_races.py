"""Links, unlinks and ``use`` of one server at once (issue 29): every answer a member gets is
what the store holds. On SQLite and on PostgreSQL (the ``store_url`` fixture), through two
stores on one database as two shards of the bot are, and through the running bot.

The scenario is the issue's: 20 links, then 10 unlinks, 10 links and 10 ``use`` together.
Every tournament has the same name, so each link must find a key no other link took
(``open``, ``open-2``, ...) while the others look for one too.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
import pytest_asyncio

from bot.cogs.organiser import unlinked
from bot.store import LinkedTournament, SourceKind, Store
from tests.bot.botsample import tournament_dict
from tests.bot.conftest import BotRunner
from tests.bot.test_commands import ORGANISER
from tests.servers.discord_server import DiscordStandIn

GUILD = 424242424242424242


def _snapshot(i: int) -> str:
    return json.dumps({**tournament_dict("Open"), "x-note": i})


def _link(store: Store, i: int) -> LinkedTournament:
    return store.link(
        GUILD, name="Open", kind=SourceKind.FILE, source=f"open-{i}.json", snapshot=_snapshot(i)
    )


def _together(calls: list[Callable[[], Any]]) -> list[Any]:
    with ThreadPoolExecutor(max_workers=len(calls)) as pool:
        return list(pool.map(lambda call: call(), calls))


def test_two_shards_linking_and_unlinking_at_once_lose_nothing(store_url: str) -> None:
    shards = [Store(store_url), Store(store_url)]
    try:
        first = _together([lambda i=i: _link(shards[i % 2], i) for i in range(20)])
        # each link answered with its own tournament, under a key of its own
        assert [t.source for t in first] == [f"open-{i}.json" for i in range(20)]
        assert len({t.slug for t in first}) == 20
        gone, kept = first[:10], first[10:]
        calls: list[Callable[[], Any]] = []
        for i in range(10):
            calls.append(lambda t=gone[i], s=shards[i % 2]: ("unlink", unlinked(s, GUILD, t.slug)))
            calls.append(lambda i=i, s=shards[(i + 1) % 2]: ("link", _link(s, 20 + i)))
            calls.append(lambda t=kept[i], s=shards[i % 2]: ("use", s.use(GUILD, t.slug)))
        answers = _together(calls)
        linked = {t.slug: t.source for t in shards[0].tournaments(GUILD)}
        said = {t.slug: t.source for t in kept}
        removed = [found[0] for kind, found in answers if kind == "unlink"]
        assert [(t.slug, t.source) for t in removed] == [(t.slug, t.source) for t in gone]
        for kind, found in answers:
            if kind == "link":  # a key an unlink freed may be taken again: after it
                said[found.slug] = found.source
        assert linked == said  # every link kept, every unlink done, nothing else
        assert len(linked) == 20
        assert shards[1].guild(GUILD).active_slug in linked
    finally:
        for s in shards:
            s.close()


# -- the running bot ------------------------------------------------------------------------


@pytest_asyncio.fixture
async def bot_on(discord_server: DiscordStandIn, store_url: str) -> AsyncIterator[BotRunner]:
    r = BotRunner(discord_server, store_url)
    await r.start()
    yield r
    await r.stop()


def _slug(text: str) -> str:
    found = re.findall(r"`([a-z0-9-]+)`", text)
    assert found, text
    return found[0]


@pytest.mark.asyncio
async def test_the_bots_answers_are_what_the_store_holds(
    bot_on: BotRunner, discord_server: DiscordStandIn
) -> None:
    server = discord_server

    async def ask(path: str, options: dict[str, Any], busy: bool = False) -> str:
        rec = await (await server.slash(path, options, **ORGANISER)).wait(60)
        assert rec.rejected == [], rec.rejected
        text = rec.text().replace("\\", "")
        if busy and "still working on this server" in text:
            return ""  # refused at once (bot.workers.PER_GUILD): nothing linked, as it says
        assert not any(m.ephemeral for m in rec.messages), text
        return text

    async def link(i: int) -> str:
        data = _snapshot(i).encode()
        return await ask("tournament link", {"file": (f"open-{i}.json", data)}, busy=True)

    slugs = [_slug(await link(i)) for i in range(20)]  # one link at a time: none refused
    assert len(set(slugs)) == 20
    gone, kept = slugs[:10], slugs[10:]
    jobs = []
    for i in range(10):
        jobs.append(ask("tournament unlink", {"tournament": gone[i]}))
        jobs.append(link(20 + i))
        jobs.append(ask("tournament use", {"tournament": kept[i]}))
    answers = await asyncio.gather(*jobs)
    said = set(kept)
    for i in range(10):
        unlinked, linked, used = answers[3 * i : 3 * i + 3]
        assert f"Unlinked `{gone[i]}`" in unlinked, unlinked
        assert "Now using" in used and f"`{kept[i]}`" in used, used
        if linked:
            assert "Linked" in linked, linked
            said.add(_slug(linked))
    assert bot_on.bot is not None
    store = bot_on.bot.service.store
    held = {t.slug for t in store.tournaments(server.guild_id)}
    assert held == said
    assert store.guild(server.guild_id).active_slug in held
