"""``/whatif`` end to end: the real discord.py bot against the local Discord stand-in
(issue 13, part 1; docs/whatif.md).

The round in progress is the one of ``tests/core/test_whatif_round.py`` (eight players,
round 2 with one finished game and three pending), whose every combination is worked out by
hand in that file's comments; the ranks asserted here are those. The next round's pairings
of ``botsample`` are worked out below.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error, link_sample
from tests.bot.test_prizes import plain
from tests.conftest import REPO
from tests.core.test_whatif_round import PROGRESS
from tests.servers.discord_server import DiscordStandIn

pytestmark = pytest.mark.asyncio


async def link_progress(server: DiscordStandIn, event: dict[str, Any] = PROGRESS) -> None:
    """Link the round in progress, ranked by BH alone (as the hand-worked cases are)."""
    await link_sample(server, json.dumps(event), filename="progress.json")
    rec = await ask(server, "tournament settings", {"order": "BH"}, **ORGANISER)
    assert "BH" in rec.text()


async def test_the_round_in_progress_in_english(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_progress(discord_server)
    rec = await ask(discord_server, "whatif", {"player": "3"})
    # The first response when the search is quicker than its budget, else deferred first.
    assert rec.callback_type in (4, 5)
    assert rec.messages and not any(m.ephemeral for m in rec.messages)
    embeds = [e for m in rec.messages for e in m.embeds]
    assert plain(embeds[0]["title"]) == "What if: Cy (3) on board 2 of round 2"
    text = plain(rec.text())
    assert "3 games paired; players without a game: 0" in text
    assert "1 game of round 2 is decided already and counts as recorded" in text
    assert "Exact: 9 combinations of the other results, every one ranked" in text
    # test_whatif_round.py: a win 1 to 4, a draw 4 to 5, a loss 7 to 8.
    assert "**A win (1.5 points): rank 1 to 4**" in text
    assert "**A draw (1 point): rank 4 to 5**" in text
    assert "**A loss (0.5 points): rank 7 to 8**" in text
    assert (
        "• worst rank 4 (proven) only if board 1 (1–2) ends ½-½, board 3 (5–6) ends 1-0 "
        "(in 1 of 9 combinations): Both have 1.5 points. Gil is above Cy on BH: 1 against 0.5."
    ) in text
    assert "Ed is above Cy on BH: 2.5 against 2." in text  # a loss, at worst
    assert embeds[-1]["footer"]["text"] == "Round 2 · tournament round-in-progress"


async def test_the_round_in_progress_in_czech(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_progress(discord_server)
    rec = await ask(discord_server, "whatif", {"player": "Cy"}, locale="cs")
    embeds = [e for m in rec.messages for e in m.embeds]
    assert plain(embeds[0]["title"]) == "Co kdyby: Cy (3) na šachovnici 2 v kole 2"
    text = plain(rec.text())
    assert "1 partie kola 2 je už rozhodnuta a počítá se, jak je zapsána" in text
    assert "**Výhra (1,5 bodu): 1. až 4. místo**" in text
    assert "**Remíza (1 bod): 4. až 5. místo**" in text
    assert "**Prohra (0,5 bodu): 7. až 8. místo**" in text
    assert "nejhůře 4. místo (dokázáno) jen pokud šachovnice 1 (1–2) skončí ½-½" in text
    assert "(v 1 z 9 kombinací)" in text
    assert embeds[-1]["footer"]["text"] == "Kolo 2 · turnaj round-in-progress"


async def test_no_round_in_progress_is_a_clear_ephemeral_answer(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)  # botsample: three complete rounds
    rec = await ask(discord_server, "whatif", {"player": "Ana Novak"})
    # Refused within the first response's budget: no public "thinking" message at all,
    # else the one deferred is deleted.
    assert rec.deleted == ([] if rec.callback_type == 4 else [rec.deferred_id])
    assert_ephemeral_error(
        rec, "No game of this tournament is pending", "round 4's pairings in `pairings`"
    )
    rec = await ask(discord_server, "whatif", {"player": "Ana Novak"}, locale="cs")
    assert_ephemeral_error(rec, "V tomto turnaji není žádná nedohraná partie", "los kola 4")


async def test_the_next_rounds_pairings_given(runner: Any, discord_server: DiscordStandIn) -> None:
    # botsample after round 3: Ana Novak 2½, Chen Wei 2, Dara Okafor 2, Bo Li 1½, José 1,
    # Anabel ½. Round 4: 1-6 (Ana-Dara), 2-5 (Bo-Chen), 3-4. A win gives Ana 3½; the most
    # anyone else can reach is Chen's 3: rank 1 whatever the other two boards (9
    # combinations).
    await link_sample(discord_server)
    rec = await ask(discord_server, "whatif", {"player": "1", "pairings": "1-6, 2-5, 3-4"})
    assert not any(m.ephemeral for m in rec.messages)
    text = plain(rec.text())
    assert "What if: Ana Novak (1) on board 1 of round 4" in text
    assert "Exact: 9 combinations of the other results" in text
    assert "**A win (3.5 points): rank 1**" in text
    assert "best rank 1 (proven) whatever the other results" in text
    rec = await ask(discord_server, "whatif", {"player": "1", "pairings": "1-6, 2:5"})
    assert_ephemeral_error(rec, "the pairings option, pairing 2: expected a pairing")
    rec = await ask(discord_server, "whatif", {"player": "1", "pairings": "2-5"})
    assert_ephemeral_error(rec, "player 1 has no game in the pairings given")


async def test_pairings_given_get_the_checks_of_a_file(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    # The club example, planned for 6 rounds: Hugo Blanc (8) withdrew after round 3; a file
    # pairing him in round 6 is refused, and so are the same pairings given to /whatif.
    club = (REPO / "examples" / "club-swiss.json").read_text(encoding="utf-8")
    club = club.replace('"rounds": 5,', '"rounds": 6,', 1)  # round 6 is one of the event's
    await link_sample(discord_server, club, filename="club.json")
    rec = await ask(discord_server, "whatif", {"player": "1", "pairings": "8-1,2-3,4-5,6-7,9-10"})
    assert_ephemeral_error(rec, "player 8, round 6: withdrawn after round 3")


async def test_refusals_are_ephemeral(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_progress(discord_server)
    rec = await ask(discord_server, "whatif", {"player": "Zzyzx"})
    assert_ephemeral_error(rec, "No player matches **Zzyzx**")
    rec = await ask(discord_server, "whatif", {"player": "Gil"})
    assert_ephemeral_error(rec, "Gil (7) has no game left to play in round 2")
    rec = await ask(discord_server, "whatif", {"player": "3", "pairings": "1-2"})
    assert_ephemeral_error(rec, "round 2 is in progress: its pending games are the pairings")


async def test_player_autocomplete(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_progress(discord_server)
    rec = await ask(discord_server, "whatif", {"player": "g"}, focused="player")
    assert rec.callback_type == 8
    assert [(c["name"], c["value"]) for c in rec.choices] == [("Gil (7)", "7")]


async def test_a_long_markdown_name_stays_within_discords_limits(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    event = json.loads(json.dumps(PROGRESS))
    event["players"][2]["name"] = "**Cy** " + "y" * 3000
    await link_progress(discord_server, event)
    rec = await ask(discord_server, "whatif", {"player": "3"})  # ask() checks the limits
    embeds = [e for m in rec.messages for e in m.embeds]
    assert len(embeds[0]["title"]) <= 256
    assert "\\*\\*Cy\\*\\*" in rec.text()  # escaped, never bold
    assert "**A win (1.5 points): rank 1 to 4**" in plain(rec.text())


def sixteen() -> str:
    # Round 1: 1 beats 2, 3 beats 4, ..., 15 beats 16. Round 2 in progress: 1-3, 2-4, 5-7,
    # 6-8, ..., 14-16; 14-16 is drawn, the other seven are pending: Ana's six others give
    # 3^6 = 729 combinations, ranked one by one for each of her three results.
    players = []
    for i in range(1, 17):
        r1 = f"+W{i + 1}" if i % 2 else f"-B{i - 1}"
        opp = i + 2 if (i - 1) % 4 < 2 else i - 2
        colour = "W" if opp > i else "B"
        r2 = f"={colour}{opp}" if i in (14, 16) else f"?{colour}{opp}"
        players.append({"id": i, "name": "Ana" if i == 1 else f"P{i}", "results": [r1, r2]})
    return json.dumps({"name": "Sixteen", "rounds": 4, "players": players})


async def test_the_bot_answers_others_while_a_whatif_runs(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    # A search quicker than the first response's budget is the first response itself: a
    # budget of 10 ms defers it at once, so that it is still running when /standings comes.
    await runner.restart_with(first_response_budget=0.01)
    await link_sample(discord_server, sixteen(), filename="sixteen.json")
    slow = await discord_server.slash("whatif", {"player": "1"})
    while slow.callback_type is None:  # deferred: the search has started
        await asyncio.sleep(0.01)
    quick = await ask(discord_server, "standings")
    assert "Ana" in quick.text()
    assert not slow.done.is_set(), "the whatif answered before /standings"
    await slow.wait(timeout=120)
    assert slow.rejected == []
    assert "Exact: 729 combinations" in plain(slow.text())
