"""``/tournament prizes`` and ``/prizes`` end to end: the real discord.py bot against the local
Discord stand-in. The organiser attaches a prize list; it is stored with the tournament (store
migration 2) and anyone sees who gets what, every award explained as the core explains it.

Expected awards come from :func:`core.questions.prizes.allocate` on the same files, rendered by the core
in the reader's language, never typed in here. The example files are the repository's own
(``examples/club-swiss.json`` with ``examples/club-prizes.json``): a first place shared on
points (£500 pooled, £250 each), a rating-band prize and players eligible for two prizes.
"""

from __future__ import annotations

import asyncio
import io
import json
from pathlib import Path
from typing import Any

import pytest

from core.engine.standings import compute_standings
from core.formats.tournament_json import read_tournament_json
from core.i18n.message import Msg, msg
from core.i18n.text import render
from core.questions.prizes import PrizeResult, allocate, read_prize_list
from core.questions.prizes.awards import prize
from tests.bot.botsample import many_players_text
from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error
from tests.servers.discord_server import DiscordStandIn, InteractionRecord

pytestmark = pytest.mark.asyncio
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EVENT = (EXAMPLES / "club-swiss.json").read_text("utf-8")
PRIZES = (EXAMPLES / "club-prizes.json").read_text("utf-8")
SLUG = "riverside-chess-club-autumn-swis"  # the name made a key (32 characters at most)


def plain(text: str) -> str:
    """Text without Markdown escapes."""
    return text.replace("\\", "")


def engine_prizes(event: str = EVENT, prizes: str = PRIZES) -> PrizeResult:
    t = read_tournament_json(io.StringIO(event), source="x")
    return allocate(compute_standings(t), read_prize_list(prizes, source="prizes.json"))


def explanations(res: PrizeResult) -> list[Msg]:
    """Every explanation the core gives: groups, shares, places left, notes, warnings."""
    out: list[Msg] = []
    for g in res.groups:
        out += [*g.text, *(n for s in g.shares for n in s.notes)]
    out += [u.text for u in res.unawarded] + [m for _, m in res.notes]
    return out + [w.message for w in res.warnings]


async def until(rec: InteractionRecord, needle: str, timeout: float = 10.0) -> InteractionRecord:
    """Wait until the follow-ups of a long answer have all arrived (``needle`` is in the
    last one); ``ask`` returns at the first message."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while needle not in rec.text():
        assert loop.time() < end, f"{needle!r} never arrived"
        await asyncio.sleep(0.02)
    assert rec.rejected == [], rec.rejected
    return rec


async def link(
    server: DiscordStandIn, text: str = EVENT, name: str = "club-swiss.json"
) -> InteractionRecord:
    return await ask(server, "tournament link", {"file": (name, text.encode())}, **ORGANISER)


async def set_prizes(
    server: DiscordStandIn,
    text: str = PRIZES,
    name: str = "club-prizes.json",
    locale: str = "en-US",
) -> InteractionRecord:
    return await ask(
        server, "tournament prizes", {"file": (name, text.encode())}, locale=locale, **ORGANISER
    )


async def test_prize_list_set_then_every_award_explained(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server)
    res = engine_prizes()
    rec = await set_prizes(discord_server)
    text = plain(rec.text())
    assert "Prize list club-prizes.json set for **Riverside Chess Club Autumn Swiss**" in text
    assert "3 categories; on the current standings £720 is given out." in text
    assert render(res.prizes.categories[0].name) == "Open"

    rec = await until(
        await ask(discord_server, "prizes"),  # any member
        "prize list club-prizes.json",
    )
    assert not any(m.ephemeral for m in rec.messages)
    text = plain(rec.text())
    assert "Prizes: Riverside Chess Club Autumn Swiss" in text
    shared = [g for g in res.groups if g.first != g.last and g.category == 0]
    assert shared and len(shared[0].shares) == 2  # the shared first place
    for g in res.groups:
        for s in g.shares:
            row = res.standings.row(s.player)
            places = str(g.first) if g.first == g.last else f"{g.first}–{g.last}"
            assert (
                f"**{places}** · {row.player.name} ({row.player.id}), "
                f"{render(msg('points', count=row.points))}: "
                f"**{render(prize(res.prizes, s.money, s.items))}**"
            ) in text
    for m in explanations(res):
        assert render(m) in text, render(m)
    assert "£500 for Open, places 1–2 pooled between" in text  # the pooled place, explained
    assert "keeps the higher prize" in text  # eligible for two prizes: one prize per player
    assert "Money given out in all: £720" in text
    for pid, _, _ in res.totals():
        assert f"{res.standings.row(pid).player.name} ({pid}): **" in text
    footer = rec.messages[-1].embeds[-1]["footer"]["text"]
    assert footer.endswith(
        "prize list club-prizes.json · tournament riverside-chess-club-autumn-swis"
    )


async def test_bad_prize_lists_name_their_fields_ephemerally(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server)
    bad = json.loads(PRIZES)
    bad["categories"][0]["places"][2]["money"] = -1
    bad["categories"][1]["ratings"] = {"max": 1899}  # a misspelt key
    text = json.dumps(bad)
    with pytest.raises(Exception) as err:
        read_prize_list(text, source="bad.json")
    problems = err.value.problems  # type: ignore[attr-defined]
    assert len(problems) == 2
    rec = await set_prizes(discord_server, text, "bad.json")
    assert_ephemeral_error(
        rec, "The prize list could not be used (2 problems):", *(p.text() for p in problems)
    )
    assert "bad.json: categories[0].places[2].money" in plain(rec.text())

    rec = await set_prizes(discord_server, '{"format": "tiebreak-prizes/1",', "cut.json")
    assert_ephemeral_error(rec, "The prize list could not be used (1 problem):", "cut.json:1")

    other = json.loads(PRIZES)
    other["categories"].append({"id": "club", "players": [99], "places": [{"money": 5}]})
    rec = await set_prizes(discord_server, json.dumps(other), "club.json")
    assert_ephemeral_error(rec, "club.json", "categories[3]")  # no player 99 in the event

    rec = await ask(discord_server, "prizes")  # nothing was stored
    assert_ephemeral_error(
        rec, "`riverside-chess-club-autumn-swis` has no prize list yet", "/tournament prizes"
    )


async def test_only_organisers_set_prizes_and_the_list_is_kept(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server)
    rec = await ask(discord_server, "tournament prizes", {"file": ("p.json", PRIZES.encode())})
    assert_ephemeral_error(rec, "Only organisers can do this")
    await set_prizes(discord_server)
    await link(discord_server)  # linking the same file again keeps its prize list
    await runner.restart()  # and it is in the store, not in memory
    rec = await ask(discord_server, "prizes", {"tournament": SLUG})
    assert "Money given out in all: £720" in rec.text()
    await ask(
        discord_server,
        "tournament link",
        {"file": ("other.json", EVENT.replace("Riverside", "Lakeside").encode())},
        **ORGANISER,
    )  # another tournament becomes the active one, without prizes
    rec = await ask(discord_server, "prizes")
    assert_ephemeral_error(rec, "`lakeside-chess-club-autumn-swiss` has no prize list yet")
    rec = await ask(discord_server, "prizes", {"tournament": SLUG})
    assert "Money given out in all: £720" in rec.text()

    rec = await ask(discord_server, "tournament prizes", {"tournament": SLUG}, **ORGANISER)
    assert_ephemeral_error(rec, "Attach the prize list as `file`, or give `clear: True`")
    rec = await ask(
        discord_server,
        "tournament prizes",
        {"file": ("p.json", PRIZES.encode()), "clear": True},
        **ORGANISER,
    )
    assert_ephemeral_error(rec, "Attach the prize list as `file`, or give `clear: True`")
    rec = await ask(
        discord_server, "tournament prizes", {"clear": True, "tournament": SLUG}, **ORGANISER
    )
    assert "has no prize list now" in rec.text() and f"`{SLUG}`" in rec.text()
    rec = await ask(discord_server, "prizes", {"tournament": SLUG})
    assert_ephemeral_error(rec, f"`{SLUG}` has no prize list yet")


async def test_a_long_prize_list_is_paged_within_discords_limits(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    event = many_players_text(60)
    await link(discord_server, event, "big.json")
    places = [{"money": 600 - 10 * i} for i in range(60)]
    plist = {
        "format": "tiebreak-prizes/1",
        "currency": "€",
        "one_prize": False,
        "categories": [
            {"id": f"c{k}", "name": f"Category {k}", "places": places} for k in range(3)
        ],
    }
    text = json.dumps(plist)
    await set_prizes(discord_server, text, "big-prizes.json")
    rec = await until(await ask(discord_server, "prizes"), "prize list big-prizes.json")
    assert len(rec.messages) > 1  # more than one message's worth, none cut off
    assert all(len(m.embeds) <= 10 for m in rec.messages)
    res = engine_prizes(event, text)
    body = plain(rec.text())
    for m in explanations(res):
        assert render(m) in body
    assert (
        render(msg("prizes.total", money=msg("prizes.money.bare", amount=0))).split(":")[0] in body
    )


async def test_czech_prizes(runner: Any, discord_server: DiscordStandIn) -> None:
    await link(discord_server)
    res = engine_prizes()
    rec = await set_prizes(discord_server, locale="cs")
    text = plain(rec.text())
    assert "Cenový fond club-prizes.json je nastaven pro" in text
    assert "3 kategorie; podle současného pořadí se vyplatí £720." in text
    rec = await until(
        await ask(discord_server, "prizes", locale="cs"), "cenový fond club-prizes.json"
    )
    text = plain(rec.text())
    assert "Ceny: Riverside Chess Club Autumn Swiss" in text
    for m in explanations(res):
        assert render(m, "cs") in text
        assert render(m, "cs") != render(m, "en")
    bad = json.loads(PRIZES)
    bad["categories"][0]["places"][2]["money"] = -1
    rec = await set_prizes(discord_server, json.dumps(bad), "bad.json", locale="cs")
    assert_ephemeral_error(
        rec, "Cenový fond nelze použít (1 problém):", "bad.json: categories[0].places[2].money"
    )
