"""The same question asked at once is one build, and a kept answer is never stale
(bot/interact.shared, TournamentService.answer): a burst of /whatif or /compare about the
same thing is one worker job, another language reuses the search, and a new snapshot or
another rule set or order makes a new one. End to end over the Discord stand-in."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error, link_sample
from tests.bot.test_whatif import link_progress
from tests.servers.discord_server import DiscordStandIn, InteractionRecord

pytestmark = pytest.mark.asyncio


def count_jobs(runner: Any) -> list[str]:
    """Make the bot's worker pool note the name of every job it is given."""
    workers = runner.bot.service.workers
    run = workers.run
    jobs: list[str] = []

    def counted(guild_id: int, fn: Callable[..., Any], /, *args: Any) -> Any:
        jobs.append(fn.__name__)
        return run(guild_id, fn, *args)

    workers.run = counted
    return jobs


async def at_once(
    server: DiscordStandIn, count: int, path: str, options: dict[str, Any], **kw: Any
) -> list[InteractionRecord]:
    """Send ``count`` times the same command back to back, then wait for every answer."""
    sent = [await server.slash(path, options, **kw) for _ in range(count)]
    done = await asyncio.gather(*(r.wait(30) for r in sent))
    for rec in done:
        assert rec.rejected == [], rec.rejected
    return done


async def test_a_burst_of_the_same_whatif_is_one_search_and_a_new_order_another(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_progress(discord_server)
    jobs = count_jobs(runner)
    recs = await at_once(discord_server, 6, "whatif", {"player": "3"})
    texts = {r.text() for r in recs}
    assert len(texts) == 1 and "**A win (1.5 points): rank 1 to 4**" in texts.pop()
    assert not any(m.ephemeral for r in recs for m in r.messages)  # no "busy" refusal
    assert jobs == ["search"]
    czech = await ask(discord_server, "whatif", {"player": "3"}, locale="cs")
    assert "**Výhra (1,5 bodu): 1. až 4. místo**" in czech.text()
    assert jobs == ["search"]  # the same search, in another language
    # Another order is another revision: a new search, never the kept one.
    await ask(discord_server, "tournament settings", {"order": "SB"}, **ORGANISER)
    again = await ask(discord_server, "whatif", {"player": "3"})
    assert jobs == ["search", "search"]
    assert "SB" in again.text() and "on BH:" not in again.text()


async def test_a_refusal_is_shared_by_the_questions_that_waited_for_it(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)  # three complete rounds: nothing pending
    jobs = count_jobs(runner)
    recs = await at_once(discord_server, 4, "whatif", {"player": "Ana Novak"})
    for rec in recs:
        assert_ephemeral_error(rec, "No game of this tournament is pending")
    assert jobs == ["search"]
    # An error is never kept: asked again, the question is searched again.
    await ask(discord_server, "whatif", {"player": "Ana Novak"})
    assert jobs == ["search", "search"]


async def test_the_same_compare_is_one_job_for_every_language_until_the_rules_change(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)
    jobs = count_jobs(runner)
    options = {"rules": "fide-2026,uscf"}
    recs = await at_once(discord_server, 5, "compare", options)
    assert len({r.text() for r in recs}) == 1
    assert not any(m.ephemeral for r in recs for m in r.messages)
    assert jobs == ["compared"]
    italian = await ask(discord_server, "compare", options, locale="it")
    assert italian.text() != recs[0].text()  # rendered in Italian, from the same comparison
    assert jobs == ["compared"]
    await ask(discord_server, "tournament settings", {"rules": "fide-2024"}, **ORGANISER)
    await ask(discord_server, "compare", options)
    assert jobs == ["compared", "compared"]


async def test_pages_built_ahead_follow_a_new_order(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    from bot.cogs.standings import pages_ahead
    from tests.bot.botsample import many_players_text

    svc = runner.bot.service
    assert svc.on_load == [pages_ahead]  # the standings cog builds its pages ahead
    await link_sample(discord_server, many_players_text(), filename="big.json")
    await ask(discord_server, "standings", locale="cs")  # this server reads Czech
    await ask(discord_server, "tournament settings", {"order": "SB,PS"}, **ORGANISER)
    await ask(discord_server, "rules")  # loads the new revision: its pages are built then
    loaded = svc.load(discord_server.guild_id)
    assert svc.answered(loaded, ("standings", 2, "cs")) is not None
    rec = await ask(discord_server, "standings", {"page": 3}, locale="cs")
    assert rec.callback_type == 4 and rec.rest_calls == 1  # the kept page, at once
    assert "Strana 3/3" in rec.text() and "SB" in rec.text() and "BH-C1" not in rec.text()


async def test_an_answer_from_what_is_kept_is_built_without_a_thread(
    runner: Any, discord_server: DiscordStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A /buchholz whose explanation is made, a /player whose player was found and a page of
    a table laid out are rendered on the event loop; what must still be computed (the first
    explanation, the first lookup of a name) goes to a thread."""
    import bot.interact

    await link_sample(discord_server)
    built: list[str] = []
    run = bot.interact.run

    async def counted(fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        built.append(getattr(fn, "__name__", "?"))
        return await run(fn, *args, **kwargs)

    monkeypatch.setattr(bot.interact, "run", counted)
    first = await ask(discord_server, "buchholz", {"player": "Ana Novak", "variant": "BH-C1"})
    assert built == ["answer"]  # the explanation made in a thread
    czech = await ask(
        discord_server, "buchholz", {"player": "Ana Novak", "variant": "BH-C1"}, locale="cs"
    )
    assert built == ["answer"]  # kept: rendered in Czech here
    assert "BH-C1" in czech.text() and "Ana Novak" in czech.text() and czech.text() != first.text()
    assert not any(m.ephemeral for m in czech.messages)
    await ask(discord_server, "player", {"player": "Bo Li"})
    await ask(discord_server, "player", {"player": "Bo Li"}, locale="it")
    assert built == ["answer", "answer"]  # the lookup once, in a thread
    page = await ask(discord_server, "standings", locale="ro")  # a new language: laid out
    again = await ask(discord_server, "standings", {"page": 2}, locale="ro")
    assert built == ["answer", "answer", "answer"]
    assert "Dara Okafor" in page.text() and again.messages
