"""A database that stops answering (bot/store_db.py timeouts, bot/interact.py replies).

The shared PostgreSQL server is never stopped: the store reaches it through a local proxy
(tests/servers/freezable_proxy.py) that can freeze, holding every byte both ways with the
connections open, as a server stopped with SIGSTOP does. A statement then ends with
:class:`StoreTimeoutError` after the store's timeout (1 s here, ``TIEBREAK_DB_TIMEOUT``),
a new connection as well, and the store works again once the proxy thaws. Through the bot,
every interaction is answered: an ephemeral "the bot's database is not answering", deferred
first when the timeout outlasts the first response's budget (``/tournament list`` too), and
what members see of a store failure names no host, port, user, database or file.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pytest
import pytest_asyncio

from bot.store import Store, StoreError, StoreTimeoutError
from tests.bot.conftest import PG_URL, BotRunner, _ensure_pg_database, clear_store
from tests.bot.test_commands import ORGANISER, assert_ephemeral_error, link_sample
from tests.servers.discord_server import DiscordStandIn
from tests.servers.freezable_proxy import FreezableProxy

DOWN = "The bot's database is not answering; try again in a minute."
FAILED = "The bot's database failed; the bot's operator has the details."


@pytest.fixture
def proxy() -> Iterator[FreezableProxy]:
    _ensure_pg_database(PG_URL)
    clear_store(PG_URL)
    parts = urlsplit(PG_URL)
    with FreezableProxy(parts.hostname or "127.0.0.1", parts.port or 5432) as p:
        yield p


def via(proxy: FreezableProxy) -> str:
    parts = urlsplit(PG_URL)
    user = f"{parts.username}@" if parts.username else ""
    return urlunsplit(parts._replace(netloc=f"{user}127.0.0.1:{proxy.port}"))


def secrets(url: str) -> list[str]:
    """What a member must never read of a store failure: where the database is."""
    parts = urlsplit(url)
    return [
        x
        for x in (parts.hostname, str(parts.port), parts.username, parts.path.strip("/"))
        if x and x != "None"
    ] + ["postgresql://", "sqlite"]


def test_a_frozen_database_times_out_then_recovers(proxy: FreezableProxy) -> None:
    store = Store(via(proxy), timeout=1.0)
    assert store.tournaments(1) == []
    proxy.freeze()
    with pytest.raises(StoreTimeoutError, match="did not answer within 1 s"):
        store.tournaments(1)
    with pytest.raises(StoreTimeoutError):  # the next call connects again, and waits too
        store.guild(1)
    with pytest.raises(StoreTimeoutError):
        Store(via(proxy), timeout=1.0)  # a new connection to a frozen server
    proxy.thaw()
    assert store.tournaments(1) == []  # connected again by itself
    store.close()


def test_a_frozen_transaction_is_not_retried_and_leaves_nothing_half_done(
    proxy: FreezableProxy,
) -> None:
    from bot.store import SourceKind

    store = Store(via(proxy), timeout=1.0)
    proxy.freeze()
    with pytest.raises(StoreTimeoutError):
        store.link(1, name="Club", kind=SourceKind.FILE, source="club.json", snapshot="{}")
    proxy.thaw()
    assert store.tournaments(1) == [] and store.guild(1).active_slug is None
    store.close()


@pytest_asyncio.fixture
async def frozen_bot(
    discord_server: DiscordStandIn, proxy: FreezableProxy, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[BotRunner]:
    monkeypatch.setenv("TIEBREAK_DB_TIMEOUT", "1")
    r = BotRunner(discord_server, via(proxy))
    await r.start(first_response_budget=0.2)
    yield r
    proxy.thaw()
    await r.stop()


async def answered(server: DiscordStandIn, path: str, options: Any = None, **kw: Any) -> Any:
    rec = await (await server.slash(path, options, **kw)).wait()
    assert not rec.failed and rec.rejected == [], rec.rejected
    return rec


@pytest.mark.asyncio
async def test_every_interaction_is_answered_while_the_database_is_frozen(
    frozen_bot: BotRunner, discord_server: DiscordStandIn, proxy: FreezableProxy
) -> None:
    await link_sample(discord_server)
    proxy.freeze()
    for path, options, kw in (
        ("standings", None, {}),
        ("player", {"player": "1"}, {}),
        ("tournament list", None, ORGANISER),
        ("tournament use", {"tournament": "club"}, ORGANISER),
        ("tournament unlink", {"tournament": "club"}, ORGANISER),
        ("sync", None, ORGANISER),
    ):
        rec = await answered(discord_server, path, options, **kw)
        # The budget (0.2 s) is shorter than the store's timeout (1 s): deferred first, then
        # the public "thinking…" replaced by the ephemeral answer.
        assert rec.callback_type == 5, (path, rec.callback_type)
        assert rec.deleted == [rec.deferred_id], path
        assert_ephemeral_error(rec, DOWN)
        for secret in secrets(via(proxy)):
            assert secret not in rec.text(), (path, secret)
    proxy.thaw()
    rec = await answered(discord_server, "standings")
    assert not any(m.ephemeral for m in rec.messages) and "Club" in rec.text(), rec.text()


@pytest.mark.asyncio
async def test_a_store_failure_names_nothing_of_the_database(
    frozen_bot: BotRunner, discord_server: DiscordStandIn, proxy: FreezableProxy
) -> None:
    await link_sample(discord_server)
    url = via(proxy)
    proxy.__exit__(None, None, None)  # gone: every connection refused from now on
    rec = await answered(discord_server, "standings")
    assert_ephemeral_error(rec, FAILED)
    for secret in secrets(url):
        assert secret not in rec.text(), secret
    assert issubclass(StoreTimeoutError, StoreError)


@pytest_asyncio.fixture
async def pooled_bot(
    discord_server: DiscordStandIn, proxy: FreezableProxy, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[BotRunner]:
    """The bot with the store's defaults but for a 2 s statement timeout (10 s by default),
    the first response's budget of 1 s."""
    monkeypatch.setenv("TIEBREAK_DB_TIMEOUT", "2")
    r = BotRunner(discord_server, via(proxy))
    await r.start()
    yield r
    proxy.thaw()
    await r.stop()


@pytest.mark.asyncio
async def test_a_burst_while_the_database_is_frozen_for_12_s_is_answered(
    pooled_bot: BotRunner, discord_server: DiscordStandIn, proxy: FreezableProxy
) -> None:
    """Four interactions at once while PostgreSQL is frozen for 12 s (the issue's case: 3 of 4
    got no answer): each is answered within Discord's 3 s (deferred), then told the database
    is not answering; once it thaws, the next one is answered from the store. The pool's
    connections, new ones included, are all bounded by the store's timeout."""
    import asyncio

    await link_sample(discord_server)
    proxy.freeze()
    thaw = asyncio.get_running_loop().call_later(12, proxy.thaw)
    try:
        sent = [
            await discord_server.slash(path, options, **kw)
            for path, options, kw in (
                ("standings", None, {}),
                ("player", {"player": "1"}, {}),
                ("tournament list", None, ORGANISER),
                ("rules", None, {}),
            )
        ]
        done = await asyncio.gather(*(rec.wait(timeout=15) for rec in sent))
        for rec in done:
            assert not rec.failed and rec.rejected == [], rec.rejected
            assert rec.callback_type == 5  # deferred within the window
            assert_ephemeral_error(rec, DOWN)
    finally:
        thaw.cancel()
        proxy.thaw()
    rec = await answered(discord_server, "standings")
    assert not any(m.ephemeral for m in rec.messages) and "Club" in rec.text()
