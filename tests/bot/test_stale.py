"""Interactions that no longer match anything get a short ephemeral answer, never "This
interaction failed": buttons of an older bot or of a changed event, autocomplete values of
an unlinked tournament or a player gone, commands Discord still shows after they changed.

End to end over the Discord stand-in; ``settle`` returns as soon as an interaction has
failed, and ``failed`` says whether it did.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import pytest

from tests.bot.botsample import many_players_text, tournament_text
from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error, link_sample
from tests.servers.discord_server import DiscordStandIn, InteractionRecord, SentMessage

pytestmark = pytest.mark.asyncio


async def click(
    server: DiscordStandIn, msg: SentMessage | int, custom_id: str
) -> InteractionRecord:
    rec = await (await server.click(msg, custom_id)).settle()
    assert not rec.failed, "the click got no answer"
    assert rec.rejected == [], rec.rejected
    return rec


async def until(condition: Callable[[], object], timeout: float = 5.0) -> None:
    """Wait until ``condition()`` holds: a note may follow the edit that answered a click."""
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.01)


def with_button(server: DiscordStandIn, message_id: int, custom_id: str) -> None:
    """Put a button on a message the bot sent, as an older version of the bot would have."""
    server.messages[message_id]["components"] = [
        {
            "type": 1,
            "components": [{"type": 2, "style": 2, "label": "Next ▶", "custom_id": custom_id}],
        }
    ]


@pytest.mark.parametrize(
    "custom_id",
    [
        "tb:standings:big-open:2",  # another layout of an older version
        "tb:st:Big_Open:1:n",  # a key that is not a key
        "tb:st:big-open:1:n:r2:x",  # one part too many
        "tb:st:big-open:123456:n",  # a page number beyond the layout
    ],
)
async def test_a_button_the_bot_cannot_read_says_it_is_out_of_date(
    runner: Any, discord_server: DiscordStandIn, custom_id: str
) -> None:
    await link_sample(discord_server, many_players_text(60), filename="big.json")
    msg = (await ask(discord_server, "standings")).messages[0]
    with_button(discord_server, msg.id, custom_id)
    rec = await click(discord_server, msg, custom_id)
    (note,) = rec.messages
    assert note.ephemeral and "out of date" in note.text() and "/standings" in note.text()
    assert "Page 1/3" in discord_server.messages[msg.id]["embeds"][0]["footer"]["text"]


async def test_a_page_the_changed_event_no_longer_has_shows_the_last_with_a_note(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server, many_players_text(60), filename="big.json")
    msg = (await ask(discord_server, "standings")).messages[0]
    prev = msg.custom_ids()[0]
    await runner.restart()
    await link_sample(discord_server, many_players_text(30), filename="big.json")  # 2 pages
    rec = await click(discord_server, msg, "tb:st:big-open:1:n")  # still there: page 2 of 2
    assert "Page 2/2" in rec.text()
    with_button(discord_server, msg.id, "tb:st:big-open:2:n")  # the old page-3 button
    rec = await click(discord_server, msg, "tb:st:big-open:2:n")
    await until(lambda: rec.followups)
    assert (
        rec.callback_type == 7  # the page, in place, in the first response
        and "Page 2/2" in discord_server.messages[msg.id]["embeds"][0]["footer"]["text"]
    )
    (note,) = rec.followups
    assert note.ephemeral and "2 pages now" in note.text()
    await link_sample(discord_server, many_players_text(10), filename="big.json")  # 1 page
    rec = await click(discord_server, msg, prev)
    assert "Page 1/1" in rec.text() and discord_server.messages[msg.id]["components"] == []
    await asyncio.sleep(0.2)
    assert rec.followups == []  # page 1 is still there: no note


async def test_a_button_of_an_unlinked_tournament(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server, many_players_text(60), filename="big.json")
    msg = (await ask(discord_server, "standings")).messages[0]
    await ask(discord_server, "tournament unlink", {"tournament": "big-open"}, **ORGANISER)
    rec = await click(discord_server, msg, msg.custom_ids()[1])
    assert rec.callback_type == 4 and [m.ephemeral for m in rec.messages] == [True]
    assert "No linked tournament is called 'big-open'" in rec.text()
    assert "Page 1/3" in discord_server.messages[msg.id]["embeds"][0]["footer"]["text"]


async def test_autocomplete_values_that_no_longer_match(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)
    await link_sample(discord_server, many_players_text(60), filename="big.json")
    rec = await ask(discord_server, "player", {"player": "60"}, focused="player")
    assert rec.choices[0]["value"] == "60"
    await link_sample(discord_server, many_players_text(10), filename="big.json")
    rec = await ask(discord_server, "player", {"player": "60"})  # picked before the change
    assert_ephemeral_error(rec, "No player matches **60**")
    await ask(discord_server, "tournament unlink", {"tournament": "big-open"}, **ORGANISER)
    for path, opts in (
        ("standings", {}),
        ("player", {"player": "1"}),
        ("why", {"player_a": "1", "player_b": "2"}),
        ("tiebreak", {"player": "1", "code": "SB"}),
    ):
        rec = await ask(discord_server, path, {**opts, "tournament": "big-open"})
        assert_ephemeral_error(
            rec, "No linked tournament is called 'big-open'", "club-swiss-november"
        )
        assert len(rec.text()) < 300  # short
    rec = await ask(
        discord_server, "player", {"player": "", "tournament": "big-open"}, focused="player"
    )
    assert rec.callback_type == 8 and rec.choices == []


async def test_an_autocomplete_that_fails_answers_no_choices(
    runner: Any, discord_server: DiscordStandIn, caplog: pytest.LogCaptureFixture
) -> None:
    await link_sample(discord_server)
    runner.bot.service.store.close()  # the database goes away under the bot
    for path, option, more, who in (
        ("player", "player", {}, {}),
        ("standings", "tournament", {}, {}),
        ("tiebreak", "code", {"player": "1"}, {}),
        ("tournament use", "tournament", {}, ORGANISER),
    ):
        rec = await (
            await discord_server.slash(path, {option: "", **more}, focused=option, **who)
        ).settle()
        assert not rec.failed and rec.callback_type == 8, path
        assert rec.choices == [] or path == "tiebreak"  # codes come from the registry
    assert any("autocomplete" in r.getMessage() for r in caplog.records)


async def test_a_command_discord_still_shows_after_it_changed(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    old = dict(discord_server.commands[None][0], name="leaderboard", id="1234567890123456789")
    discord_server.commands[None].append(old)  # a client that has not reloaded the commands
    rec = await (await discord_server.slash("leaderboard")).settle()
    assert not rec.failed
    assert_ephemeral_error(rec, "This command has changed")
    rec = await (
        await discord_server.slash("leaderboard", {"tournament": ""}, focused="tournament")
    ).settle()
    assert not rec.failed and rec.callback_type == 8 and rec.choices == []


async def test_an_event_with_fewer_players_keeps_old_buttons_answering(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    """After a re-link the old message's buttons still answer (no key, no page lost)."""
    await link_sample(discord_server, many_players_text(60), filename="big.json")
    msg = (await ask(discord_server, "standings", {"page": 3})).messages[0]
    small = json.loads(tournament_text())
    small["name"] = "Big Open"
    await link_sample(discord_server, json.dumps(small), filename="big.json")
    rec = await click(discord_server, msg, msg.custom_ids()[0])  # "previous" to page 2
    await until(lambda: rec.followups)
    assert "Page 1/1" in rec.text() and "1 page now" in rec.text()
