"""``/publish`` (issue 20) end to end: the real bot against the local Discord stand-in, which
keeps the files a message carries and refuses one over the server's attachment limit (413,
code 40005) as Discord does.

The page attached is the page ``tiebreak report`` writes for the same file (byte for byte),
in the server's language or, with ``language:mine``, the organiser's; over the limit it
has fewer cards, then none is attached, and the message gives the command that builds the
whole page; ``every_round:True`` posts it in the live channel when a round completes.
"""

from __future__ import annotations

import asyncio
import io
import json
import pickle
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot import publish, sources
from bot.interact import error_reply_for
from bot.loaded import Loaded, build_loaded
from bot.store import LinkedTournament, SourceKind
from core.engine.standings import compute_standings
from core.formats.tournament_json import read_tournament_json
from core.report import ReportOptions, ReportUnavailableError, build_report
from tests.bot.botsample import many_players_text, tournament_text
from tests.bot.conftest import BotRunner
from tests.bot.test_commands import ORGANISER, ask, link_sample
from tests.bot.test_live import INTERVAL, link_file, sample, start_live
from tests.bot.test_live import live_bot as live_bot  # the fixture
from tests.core.random_events import random_tournament
from tests.servers.discord_server import DiscordStandIn, SentMessage

pytestmark = pytest.mark.asyncio
ROOT = Path(__file__).resolve().parents[2]


def page_of(text: str, lang: str = "en", players: Any = "all", order: str | None = None) -> bytes:
    """The page ``tiebreak report`` writes for the file the bot was given."""
    t = read_tournament_json(io.StringIO(text), source="club.json")
    options = ReportOptions(live=True, players=players, order=order)
    return build_report(t, options, lang).encode("utf-8")


def attached(server: DiscordStandIn, message: SentMessage) -> list[tuple[str, bytes]]:
    """The files of a message as the stand-in received them."""
    return [
        (a["filename"], server.attachment_bytes(a))
        for a in message.payload.get("attachments") or []
    ]


def slug(runner: BotRunner, server: DiscordStandIn) -> str:
    assert runner.bot is not None
    return str(runner.bot.service.store.tournaments(server.guild_id)[0].slug)


async def test_an_organiser_gets_the_whole_page_as_a_file(
    runner: BotRunner, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)
    rec = await ask(discord_server, "publish", **ORGANISER)
    first = rec.messages[0]
    assert not first.ephemeral
    files = attached(discord_server, first)
    key = slug(runner, discord_server)
    assert [name for name, _ in files] == [f"{key}-round-3.html"]
    assert files[0][1] == page_of(tournament_text())
    assert "The whole page" in rec.text() and "Club Swiss, November" in rec.text()
    assert "To build the whole page" not in rec.text()


async def test_the_page_is_in_the_servers_language_or_the_organisers(
    runner: BotRunner, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)
    rec = await ask(discord_server, "publish", guild_locale="cs", locale="it", **ORGANISER)
    (_, page), *_ = attached(discord_server, rec.messages[0])
    assert page == page_of(tournament_text(), "cs")
    assert '<html lang="cs">' in page.decode() and "Celá stránka" in rec.text()
    rec = await ask(
        discord_server,
        "publish",
        {"language": "mine"},
        guild_locale="cs",
        locale="it",
        **ORGANISER,
    )
    (_, page), *_ = attached(discord_server, rec.messages[0])
    assert page == page_of(tournament_text(), "it")
    assert "La pagina intera" in rec.text()


async def test_a_member_may_not_publish(runner: BotRunner, discord_server: DiscordStandIn) -> None:
    await link_sample(discord_server)
    rec = await (await discord_server.slash("publish")).wait()
    assert all(m.ephemeral for m in rec.messages)
    assert not any(m.payload.get("attachments") for m in rec.messages)


async def test_over_the_limit_the_page_has_fewer_cards_then_none(
    runner: BotRunner, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)
    await ask(discord_server, "tournament settings", {"order": "DE"}, **ORGANISER)  # 2 share
    text = tournament_text()
    whole, tied, bare = (page_of(text, order="DE", players=p) for p in ("all", "tied", ()))
    assert len(bare) < len(tied) < len(whole)
    command = f"tiebreak report club.json --order DE -o {slug(runner, discord_server)}.html"

    discord_server.attachment_limit = len(tied)  # the whole page is over it, the tied one not
    rec = await ask(discord_server, "publish", **ORGANISER)
    (_, page), *_ = attached(discord_server, rec.messages[0])
    assert page == tied
    shown = rec.text()
    assert "is over this server's limit" in shown
    assert "cards of the players sharing a place (the tie-breaks left them level) only" in shown
    assert f"`{command}`" in shown

    discord_server.attachment_limit = len(tied) - 1
    rec = await ask(discord_server, "publish", **ORGANISER)
    (_, page), *_ = attached(discord_server, rec.messages[0])
    assert page == bare and "the page without the players' cards" in rec.text()

    discord_server.attachment_limit = 5_000  # smaller than any page
    rec = await ask(discord_server, "publish", **ORGANISER)
    assert attached(discord_server, rec.messages[0]) == []
    assert "nothing is attached" in rec.text() and f"`{command}`" in rec.text()


async def test_a_field_level_everywhere_gets_the_cards_of_the_top(
    runner: BotRunner, discord_server: DiscordStandIn
) -> None:
    text = many_players_text(60)
    await ask(
        discord_server, "tournament link", {"file": ("club.json", text.encode())}, **ORGANISER
    )
    whole, tied = page_of(text), page_of(text, players="tied")
    t = read_tournament_json(io.StringIO(text), source="club.json")
    top = [int(r.entrant.id) for r in compute_standings(t, live=True).rows[:10]]
    first = page_of(text, players=top)
    assert len(tied) == len(whole) > len(first)
    discord_server.attachment_limit = len(first)
    rec = await ask(discord_server, "publish", **ORGANISER)
    (_, page), *_ = attached(discord_server, rec.messages[0])
    assert page == first
    assert "cards of the first 10 of the standings only" in rec.text()


async def test_the_stand_in_refuses_a_file_over_the_limit_as_discord_does(
    discord_server: DiscordStandIn,
) -> None:
    discord_server.attachment_limit = 100
    form = aiohttp.FormData()
    form.add_field("payload_json", json.dumps({"content": "page"}), content_type="application/json")
    form.add_field("files[0]", b"x" * 101, filename="page.html")
    channel = discord_server.channel_ids[discord_server.guild_id]
    url = f"{discord_server.api_base}/channels/{channel}/messages"
    headers = {"Authorization": f"Bot {discord_server.token}"}
    async with aiohttp.ClientSession() as session:
        async with session.post(url, data=form, headers=headers) as resp:
            assert resp.status == 413 and (await resp.json())["code"] == 40005
        form = aiohttp.FormData()
        form.add_field("payload_json", json.dumps({"content": "page"}))
        form.add_field("files[0]", b"x" * 100, filename="page.html")
        async with session.post(url, data=form, headers=headers) as resp:
            assert resp.status == 200
            (att,) = (await resp.json())["attachments"]
    assert att["filename"] == "page.html" and discord_server.attachment_bytes(att) == b"x" * 100


async def test_every_round_posts_the_page_when_a_round_completes(
    live_bot: BotRunner, discord_server: DiscordStandIn
) -> None:
    channels = discord_server.channels
    await link_file(discord_server, sample(pending=True))
    rec = await (await discord_server.slash("publish", {"every_round": True}, **ORGANISER)).wait()
    assert all(m.ephemeral for m in rec.messages) and "are off" in rec.text()

    await start_live(discord_server)
    rec = await ask(discord_server, "publish", {"every_round": True}, **ORGANISER)
    assert "each time a round completes" in rec.text()
    assert "provisional" in attached(discord_server, rec.messages[0])[0][1].decode().lower()

    await link_file(discord_server, sample())  # round 3 complete
    await channels.wait(lambda: len(channels.posts()) == 3)
    announced, page_post = channels.posts()[1:]
    assert announced.payload["embeds"][0]["title"] == "Round 3 complete"
    assert page_post.payload["embeds"][0]["title"].endswith("the standings page after round 3")
    (att,) = page_post.payload["attachments"]
    after = read_tournament_json(io.StringIO(json.dumps(sample())), source="club.json")
    expected = build_report(after, ReportOptions(after_round=3), "en").encode()
    assert discord_server.attachment_bytes(att) == expected

    rec = await ask(discord_server, "publish", {"every_round": False}, **ORGANISER)
    assert "no longer be posted" in rec.text()
    await link_file(discord_server, sample(pending=True))
    await link_file(discord_server, sample())
    await asyncio.sleep(4 * INTERVAL)
    assert channels.posts()[3:] == []  # round 3 was announced already: nothing new
    assert channels.rejected == [] and discord_server.unexpected == []


async def test_a_page_past_the_work_limit_says_so_with_the_command(
    runner: BotRunner, discord_server: DiscordStandIn
) -> None:
    text = many_players_text(60)
    await ask(
        discord_server, "tournament link", {"file": ("club.json", text.encode())}, **ORGANISER
    )
    await runner.restart_with(work_limit=0.001)  # type: ignore[attr-defined]
    rec = await ask(discord_server, "publish", **ORGANISER)
    assert attached(discord_server, rec.messages[0]) == []
    shown = rec.text()
    assert "Building the page took longer than the bot allows one job" in shown
    assert f"`tiebreak report club.json -o {slug(runner, discord_server)}.html`" in shown


# -- the page within a limit, without the bot ------------------------------------------------


@cache
def big() -> Loaded:
    """A generated 150-player, 9-round event as the bot loads it."""
    t = random_tournament(3, 150, 9, start_date=date(2026, 4, 1))
    linked = LinkedTournament(
        guild_id=1,
        slug="big",
        name=t.name or "big",
        kind=SourceKind.FILE,
        source="big.json",
        content=None,
        rules=None,
        order=None,
        snapshot=sources.snapshot_of(t, source="big.json"),
        revision=1,
        linked_at="2026-12-01T18:02:00+00:00",
        synced_at=None,
    )
    return build_loaded(linked)


def pages(loaded: Loaded) -> dict[str, bytes]:
    top = [int(r.entrant.id) for r in loaded.standings.rows[: publish.TOP]]
    return {
        name: build_report(loaded.tournament, publish.options(loaded, players), "en").encode()
        for name, players in (("all", "all"), ("top", top), ("none", ()))
    }


async def test_the_largest_page_that_fits_is_chosen_and_a_large_one_is_not_built() -> None:
    loaded = big()
    built = pages(loaded)
    whole, top, bare = len(built["all"]), len(built["top"]), len(built["none"])
    assert bare < top < whole
    page = publish.build(loaded, "en", whole)
    assert (page.cards, page.html, page.size, page.estimated) == (
        publish.Cards.ALL,
        built["all"],
        whole,
        False,
    )
    # Under the whole page by more than the margin: it is estimated, not built.
    page = publish.build(loaded, "en", whole // 2)
    assert page.cards is publish.Cards.TOP and page.html == built["top"] and page.estimated
    assert abs(page.size - whole) < whole // 10, (page.size, whole)  # a close estimate
    tied = build_report(loaded.tournament, publish.options(loaded, "shared"), "en").encode()
    shared = sum(r.shared for r in loaded.standings.rows)
    assert 0 < shared < publish.TOP and bare < len(tied) < top  # a few share a place
    page = publish.build(loaded, "en", top - 1)
    assert page.cards is publish.Cards.TIED and page.html == tied
    page = publish.build(loaded, "en", len(tied) - 1)
    assert page.cards is publish.Cards.NONE and page.html == built["none"]
    page = publish.build(loaded, "en", bare - 1)  # only the page without cards is built
    assert page.html is None and page.cards is None and page.at_least and page.size == bare
    assert page.command == "tiebreak report big.json -o big.html"


async def test_without_the_report_extra_the_answer_names_it() -> None:
    # The error crosses the worker's pipe pickled, and is then the one error reply.
    err = pickle.loads(pickle.dumps(ReportUnavailableError()))
    (reply,) = error_reply_for(err, "en")
    assert "pip install 'tiebreak[report]'" in reply[0].description


async def test_a_team_event_gets_its_team_page(
    runner: BotRunner, discord_server: DiscordStandIn
) -> None:
    data = (ROOT / "examples" / "team-swiss.json").read_bytes()
    await ask(discord_server, "tournament link", {"file": ("teams.json", data)}, **ORGANISER)
    rec = await ask(discord_server, "publish", **ORGANISER)
    (_, page), *_ = attached(discord_server, rec.messages[0])
    t = read_tournament_json(io.StringIO(data.decode()), source="teams.json")
    assert page == build_report(t, ReportOptions(), "en").encode()
    assert "The whole page" in rec.text()
