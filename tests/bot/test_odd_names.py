"""The bot's answers under odd names: thousands of characters, Markdown, mentions.

End to end over the Discord stand-in, which refuses anything over Discord's limits (``ask``
asserts nothing was refused). Names come from a tournament file, as an organiser (or a
prankster in a lichess Swiss) could write them.
"""

from __future__ import annotations

import asyncio
import copy
import json
import re
from typing import Any

import pytest

from tests.bot.botsample import PLAYERS, tournament_dict
from tests.bot.test_commands import ORGANISER, ask
from tests.servers.discord_server import DiscordStandIn, InteractionRecord, SentMessage

pytestmark = pytest.mark.asyncio

SPACED = " ".join(f"Maximiliána{i}" for i in range(300))  # about 3,800 characters
SOLID = "Y" * 5000  # no space to break at
EVENT = "Open " * 600 + "Championship"  # the tournament name: about 3,000 characters
TABLE_NAME_WIDTH = 32

MARKUP = {
    1: "**bold**",
    2: "_x_ under",
    3: "`tick` man",
    4: "@everyone",
    5: "<@123456789012345678>",
    6: "a|b ||spoil|| ~~s~~",
}


def event_text(names: dict[int, str], event: str = "Odd Names Open") -> str:
    data = tournament_dict(event)
    data["players"] = copy.deepcopy(PLAYERS)
    for p in data["players"]:
        p["name"] = names.get(p["id"], p["name"])
    return json.dumps(data, ensure_ascii=False)


async def link(server: DiscordStandIn, text: str, filename: str = "odd.json") -> InteractionRecord:
    return await ask(server, "tournament link", {"file": (filename, text.encode())}, **ORGANISER)


async def answer(
    runner: Any, server: DiscordStandIn, path: str, options: dict[str, Any] | None = None, **kw: Any
) -> InteractionRecord:
    """Like ``ask``, but wait until the command has finished (discord.py's
    ``app_command_completion``), so every message of a long answer is in and checked."""
    finished: set[int] = set()

    async def on_done(interaction: Any, command: Any) -> None:
        finished.add(interaction.id)

    runner.bot.add_listener(on_done, "on_app_command_completion")
    try:
        rec = await ask(server, path, options, **kw)
        async with asyncio.timeout(10):
            while rec.id not in finished:
                await asyncio.sleep(0.01)
    finally:
        runner.bot.remove_listener(on_done, "on_app_command_completion")
    assert rec.rejected == [], rec.rejected
    return rec


def squash(text: str) -> str:
    """The text without whitespace (a long line may be broken at a space between embeds)."""
    return "".join(text.split())


def body(rec: InteractionRecord) -> str:
    """Every embed description of the answer in order, whitespace removed: a text too long
    for one embed continues in the next one (each of which repeats the title)."""
    return squash("".join(e.get("description") or "" for m in rec.messages for e in m.embeds))


def table_rows(msg: SentMessage) -> list[str]:
    return msg.embeds[0]["description"].split("```")[1].strip("\n").splitlines()[1:]


def outside_code(text: str) -> str:
    """The parts of a Markdown text that Discord renders (code blocks and spans removed)."""
    blocks = re.sub(r"(?<!\\)```.*?(?<!\\)```", "", text, flags=re.S)
    return re.sub(r"(?<!\\)`[^`\n]*?(?<!\\)`", "", blocks)


def rendered(text: str) -> str:
    """What Discord shows for escaped Markdown: a backslash before punctuation disappears."""
    return re.sub(r"\\([^0-9A-Za-z\s])", r"\1", text).replace("\u200b", "")


def no_mentions_sent(rec: InteractionRecord) -> None:
    for m in rec.messages:
        assert m.payload.get("allowed_mentions") == {"parse": []}, m.payload


# -- long names ------------------------------------------------------------------------------


async def test_long_names_keep_every_answer_within_discords_limits(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    rec = await link(discord_server, event_text({1: SPACED, 6: SOLID}, EVENT))
    assert "Linked" in rec.text()
    rec = await ask(discord_server, "standings")
    (msg,) = rec.messages
    assert len(msg.embeds[0]["title"]) <= 256 and "…" in msg.embeds[0]["title"]
    rows = table_rows(msg)
    assert len(rows) == 6
    long_rows = [r for r in rows if "…" in r]
    assert len(long_rows) == 2  # both long names, shortened, the others whole
    assert any(SPACED[: TABLE_NAME_WIDTH - 1] + "…" in r for r in long_rows)
    assert any(SOLID[: TABLE_NAME_WIDTH - 1] + "…" in r for r in long_rows)
    assert "Chen Wei" in msg.text() and "Anabel Ortiz" in msg.text()
    widths = {len(r) for r in rows}
    assert max(widths) < 80  # the table keeps the width of a table

    for pid, name in ((1, SPACED), (6, SOLID)):
        rec = await answer(runner, discord_server, "player", {"player": str(pid)})
        assert squash(name) in body(rec)  # the subject's name shown whole
        assert all(len(e.get("title") or "") <= 256 for m in rec.messages for e in m.embeds)
    rec = await answer(runner, discord_server, "player", {"player": "2"})  # plays both long names
    assert f"{SOLID[:40]}" in rec.text() and squash(SOLID) not in body(rec)
    rec = await answer(runner, discord_server, "why", {"player_a": "1", "player_b": "6"})
    assert squash(SPACED) in body(rec) and squash(SOLID) in body(rec)
    rec = await answer(runner, discord_server, "tiebreak", {"player": "6", "code": "SB"})
    assert squash(SOLID) in body(rec)
    rec = await answer(runner, discord_server, "buchholz", {"player": "1", "variant": "BH-C1"})
    assert squash(SPACED) in body(rec)
    await answer(runner, discord_server, "rules")
    rec = await answer(runner, discord_server, "tournament list", {}, **ORGANISER)
    assert len(rec.text()) < 600  # a list shortens the long name
    await answer(runner, discord_server, "sync", {}, **ORGANISER)
    rec = await ask(discord_server, "player", {"player": "Maximil"}, focused="player")
    assert [c["value"] for c in rec.choices] == ["1"]
    assert rec.choices[0]["name"].endswith("… (1)")  # the starting number survives
    rec = await answer(
        runner, discord_server, "player", {"player": "Maximiliána1"}
    )  # a word prefix
    assert squash(SPACED) in body(rec)
    rec = await answer(runner, discord_server, "player", {"player": "Y"})  # prefix of one name
    assert squash(SOLID) in body(rec)
    rec = await ask(discord_server, "standings", {"tournament": "open"}, focused="tournament")
    assert all(len(c["name"]) <= 100 for c in rec.choices) and rec.choices


async def test_many_long_names_page_the_table_and_keep_the_buttons(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    players = [
        {
            "id": i,
            "name": f"{i:02d} " + "Long " * 200,
            "results": [f"+W{i + 1}" if i % 2 else f"-B{i - 1}"],
        }
        for i in range(1, 61)
    ]
    text = json.dumps({"name": "Long Open", "rounds": 1, "players": players})
    await link(discord_server, text, "long.json")
    rec = await ask(discord_server, "standings")
    (msg,) = rec.messages
    assert len(table_rows(msg)) == 20 and "Page 1/3" in msg.text()
    click = await (await discord_server.click(msg, msg.custom_ids()[1])).settle()
    assert click.rejected == [] and not click.failed and "Page 2/3" in click.text()


async def test_an_error_listing_long_names_stays_short(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    names = {i: f"Same {i} " + "z" * 3000 for i in range(1, 7)}
    await link(discord_server, event_text(names))
    rec = await ask(discord_server, "player", {"player": "same"})
    (msg,) = rec.messages
    assert msg.ephemeral and "matches several players" in msg.text()
    assert len(msg.text()) < 2000 and "(6)" in msg.text()
    rec = await ask(discord_server, "player", {"player": "Same 1 " + "z" * 2990 + "q"})
    (msg,) = rec.messages
    assert msg.ephemeral and "No player matches" in msg.text() and len(msg.text()) < 2000


# -- Markdown and mentions -----------------------------------------------------------------


async def test_markdown_and_mentions_in_names_are_shown_as_typed(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    rec = await link(discord_server, event_text(MARKUP, "**Loud** @here Open"))
    no_mentions_sent(rec)
    answers = [rec]
    rec = await answer(runner, discord_server, "standings")
    rows = table_rows(rec.messages[0])
    for name in MARKUP.values():  # inside the code block, exactly as typed
        assert any(name in r for r in rows), name
    answers.append(rec)
    for pid in MARKUP:
        answers.append(await answer(runner, discord_server, "player", {"player": str(pid)}))
        answers.append(
            await answer(runner, discord_server, "tiebreak", {"player": str(pid), "code": "SB"})
        )
    answers.append(await answer(runner, discord_server, "why", {"player_a": "1", "player_b": "4"}))
    answers.append(await answer(runner, discord_server, "why", {"player_a": "5", "player_b": "6"}))
    answers.append(await answer(runner, discord_server, "rules"))
    answers.append(await answer(runner, discord_server, "tournament list", {}, **ORGANISER))
    for rec in answers:
        no_mentions_sent(rec)
        for m in rec.messages:
            for e in m.embeds:
                for part in (e.get("title") or "", e.get("description") or ""):
                    live = outside_code(part)
                    for name in (*MARKUP.values(), "**Loud**"):
                        assert name not in live, (name, part)  # never live Markup
                    assert "@everyone" not in live and "@here" not in live
                    assert "<@123456789012345678>" not in live
    card = answers[2].messages[0].embeds[0]
    assert rendered(card["title"]) == "**bold** (1)"  # what the reader sees
    text = rendered(answers[-3].text())  # why 5 6
    assert "<@123456789012345678>" in text and "a|b ||spoil|| ~~s~~" in text


async def test_autocomplete_shows_names_as_plain_text(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server, event_text(MARKUP))
    rec = await ask(discord_server, "player", {"player": "bold"}, focused="player")
    assert [(c["name"], c["value"]) for c in rec.choices] == [("**bold** (1)", "1")]
