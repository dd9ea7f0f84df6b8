"""One server's slow question never stops the bot for the others (bot/workers.py).

The slow question is a real one: ``/compare`` of every FIDE edition and US Chess on a
2,000-player, 9-round event, each rule set one computation of the standings, which takes
seconds; the work limit is set below that, so the job is stopped and its worker killed.
What is asserted is what the bot answers and in which order (server B's ``/standings``
answered before server A's ``/compare``), never a duration.
"""

from __future__ import annotations

import importlib
import io
import threading
from collections.abc import AsyncIterator, Iterator
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot import sources
from bot.jobs import read_file
from bot.store import LinkedTournament, SourceKind
from bot.workers import BusyError, Workers, WorkLimitError
from core.errors import InputError
from core.formats.tournament_json import read_tournament_json
from tests.bot.botsample import tournament_text
from tests.bot.conftest import BotRunner
from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error
from tests.core.random_events import random_tournament
from tests.servers.discord_server import DiscordStandIn

A, B = (1_400_000_000_000 << 22) | 2, (1_400_000_000_001 << 22) | 4


@cache
def big_snapshot() -> str:
    t = random_tournament(7, 2000, 9, start_date=date(2026, 4, 1))
    return sources.snapshot_of(t, source="big.json")


def big_linked(guild_id: int = A) -> LinkedTournament:
    return LinkedTournament(
        guild_id=guild_id,
        slug="big",
        name="Big",
        kind=SourceKind.FILE,
        source="big.json",
        content=None,
        rules=None,
        order=None,
        snapshot=big_snapshot(),
        revision=1,
        linked_at="2026-12-01T18:02:00+00:00",
        synced_at="2026-12-01T18:02:00+00:00",
    )


def compared() -> Any:
    """``bot.cogs.compare.compared`` as the module is now: discord.py loads an extension as
    a new module each time a bot starts, and a job is pickled by its module's name."""
    return importlib.import_module("bot.cogs.compare").compared


@pytest.fixture
def workers() -> Iterator[Workers]:
    w = Workers(limit=1.0)
    yield w
    w.close()


def test_a_job_runs_in_a_worker_and_its_errors_come_back_whole(workers: Workers) -> None:
    t, text, snapshot = workers.run(A, read_file, "club.json", tournament_text().encode())
    assert text == tournament_text()
    assert read_tournament_json(io.StringIO(snapshot), source="x") == t
    with pytest.raises(InputError) as info:
        workers.run(A, read_file, "club.trf", b"012 Club\n001 not a player line\n")
    assert info.value.problems and "club.trf" in str(info.value)


def test_a_job_past_the_limit_is_stopped_and_the_next_one_runs(workers: Workers) -> None:
    with pytest.raises(WorkLimitError) as info:
        workers.run(A, compared(), big_linked(), "fide-2026,fide-2024,fide-2009,uscf,cas", None)
    assert info.value.seconds == 1.0 and workers.killed == 1
    assert "Stopped after 1 s" in info.value.text("en")
    assert "Zastaveno po 1 s" in info.value.text("cs")
    t, _, _ = workers.run(A, read_file, "club.json", tournament_text().encode())  # a new worker
    assert t.players


def test_one_server_has_at_most_two_jobs_in_flight(workers: Workers) -> None:
    started = threading.Event()
    errors: list[BaseException] = []

    def slow() -> None:
        try:
            workers.run(A, compared(), big_linked(), "fide-2026,fide-2024,fide-2009,uscf", None)
        except BaseException as err:
            errors.append(err)

    threads = [threading.Thread(target=slow) for _ in range(2)]
    for th in threads:
        th.start()
    while sum(workers._in_flight.values()) < 2:  # both in flight (no timing asserted)
        started.wait(0.01)
    with pytest.raises(BusyError):
        workers.run(A, read_file, "club.json", tournament_text().encode())
    # Another server is not held up by server A's two jobs waiting for a worker.
    t, _, _ = Workers(limit=5.0).run(B, read_file, "club.json", tournament_text().encode())
    assert t.players
    for th in threads:
        th.join()
    assert [type(e) for e in errors] == [WorkLimitError, WorkLimitError]


@pytest_asyncio.fixture
async def two_servers(tmp_path: Path) -> AsyncIterator[tuple[DiscordStandIn, BotRunner]]:
    import discord

    base = discord.http.Route.BASE
    gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    server = DiscordStandIn(guild_ids=(A, B))
    await server.start()
    runner = BotRunner(server, f"sqlite:///{tmp_path / 'bot.sqlite3'}")
    await runner.start(work_limit=1.0)
    yield server, runner
    await runner.stop()
    await server.stop()
    discord.http.Route.BASE = base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = gateway


@pytest.mark.asyncio
async def test_a_slow_question_on_one_server_does_not_hold_up_another(
    two_servers: tuple[DiscordStandIn, BotRunner],
) -> None:
    server, runner = two_servers
    assert runner.bot is not None
    store = runner.bot.service.store
    store.link(A, name="Big", kind=SourceKind.FILE, source="big.json", snapshot=big_snapshot())
    rec = await ask(
        server,
        "tournament link",
        {"file": ("club.json", tournament_text().encode())},
        guild_id=B,
        **ORGANISER,
    )
    assert "Linked" in rec.text()

    slow = await server.slash(
        "compare", {"rules": "fide-2026,fide-2024,fide-2009,uscf,cas"}, guild_id=A
    )
    quick = await (await server.slash("standings", guild_id=B)).wait(30)
    assert not any(m.ephemeral for m in quick.messages) and "Ana Novak" in quick.text()
    await slow.wait(60)
    assert quick.answered_at is not None and slow.answered_at is not None
    assert quick.answered_at < slow.answered_at  # B was answered while A's job ran
    assert_ephemeral_error(slow, "Stopped after 1 s")
    assert runner.bot.service.workers.killed == 1
    # Server A's next question is answered by a new worker.
    rec = await ask(server, "standings", guild_id=A)
    assert not any(m.ephemeral for m in rec.messages)
