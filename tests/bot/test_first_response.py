"""The bot answers in its first response when it can (issue 11, part 5): one REST call.

Over the local Discord stand-in, which counts every REST request it receives
(``InteractionRecord.rest_calls`` for one interaction's callback and webhook,
``DiscordStandIn.rest_requests`` for all of them). Callback types as Discord numbers them:
4 a message, 5 deferred ("thinking…", the answer follows), 6 a deferred edit of the clicked
message, 7 the clicked message edited, 8 autocomplete choices; flag 64 is ephemeral.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from bot.store import Store
from tests.bot.botsample import tournament_dict, tournament_text
from tests.bot.conftest import ROOT, BotRunner
from tests.bot.test_commands import ORGANISER, ask, link_sample
from tests.servers.discord_server import DiscordStandIn, InteractionRecord

pytestmark = pytest.mark.asyncio
EPHEMERAL = 64


async def one_call(
    server: DiscordStandIn, path: str, opts: dict[str, Any] | None = None, **kw: Any
) -> InteractionRecord:
    """Ask, and check the answer was the first response itself: one REST call in all."""
    before = server.rest_requests
    rec = await ask(server, path, opts, **kw)
    assert rec.callback_type in (4, 8), (path, rec.callback_type)
    assert rec.rest_calls == 1 and server.rest_requests - before == 1, path
    assert rec.deferred_id is None and rec.followups == [] and rec.deleted == []
    return rec


def assert_only_ephemeral(rec: InteractionRecord, needle: str) -> None:
    """One ephemeral first response, and nothing anyone else could see."""
    assert rec.callback_type == 4 and int((rec.callback_data or {})["flags"]) & EPHEMERAL
    assert [m.ephemeral for m in rec.messages] == [True]
    assert needle in rec.text().replace("\\", ""), rec.text()


async def test_commands_on_a_loaded_tournament_are_one_callback(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    link = await link_sample(discord_server)  # the link computed it: it is loaded
    assert link.callback_type == 5  # the file had to be read: deferred first
    rec = await one_call(discord_server, "standings")
    assert rec.callback_type == 4 and not rec.messages[0].ephemeral  # type 4, not 5
    assert "Dara Okafor" in rec.text()
    for path, opts in (
        ("player", {"player": "jose"}),
        ("buchholz", {"player": "1"}),
        ("tiebreak", {"player": "2", "code": "SB"}),
        ("why", {"player_a": "1", "player_b": "6"}),
        ("rules", {}),
        ("compare", {}),
    ):
        rec = await one_call(discord_server, path, opts)
        assert rec.callback_type == 4 and not rec.messages[0].ephemeral, path
    for path in ("tournament list", "tournament settings"):
        rec = await one_call(discord_server, path, {}, **ORGANISER)
        assert rec.callback_type == 4, path


async def test_autocomplete_is_one_callback(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_sample(discord_server)
    rec = await one_call(discord_server, "player", {"player": "an"}, focused="player")
    assert rec.callback_type == 8 and [c["value"] for c in rec.choices] == ["1", "4"]


async def test_errors_known_before_answering_are_one_ephemeral_callback(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    for path, opts in (("standings", {}), ("player", {"player": "1"})):
        rec = await one_call(discord_server, path, opts)
        assert_only_ephemeral(rec, "No tournament is linked")
    await link_sample(discord_server)
    rec = await one_call(discord_server, "player", {"player": "Zzyzx"})
    assert_only_ephemeral(rec, "No player matches **Zzyzx**")
    rec = await one_call(discord_server, "why", {"player_a": "ana", "player_b": "1"})
    assert_only_ephemeral(rec, "matches several players")
    rec = await one_call(discord_server, "standings", {"tournament": "nope"})
    assert_only_ephemeral(rec, "No linked tournament is called 'nope'")
    rec = await one_call(discord_server, "sync", {})  # a member, not an organiser
    assert_only_ephemeral(rec, "Only organisers can do this")


@pytest_asyncio.fixture
async def runner_on(discord_server: DiscordStandIn, store_url: str) -> AsyncIterator[BotRunner]:
    """A bot on each store backend (a change made by another process is seen through it)."""
    r = BotRunner(discord_server, store_url)
    await r.start()
    yield r
    await r.stop()


async def test_a_tournament_that_must_be_read_is_deferred_first(
    runner_on: BotRunner, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)
    await runner_on.restart()  # a new process: the tournament is linked but not loaded
    first = await ask(discord_server, "standings")
    assert first.callback_type == 5 and first.rest_calls == 2  # deferred, then the answer
    assert first.original is not None and not first.original.ephemeral
    assert "Dara Okafor" in first.text()
    await one_call(discord_server, "standings")  # loaded now

    # Another shard (another process on the same store) reads the source again: the revision
    # changes, so the next command computes again, deferring first.
    other = Store(runner_on.store_url)
    try:
        changed = tournament_dict("Club Swiss, November (corrected)")
        other.update_snapshot(
            discord_server.guild_id,
            "club-swiss-november",
            snapshot=json.dumps(changed),
            name=changed["name"],
        )
    finally:
        other.close()
    rec = await ask(discord_server, "standings")
    assert rec.callback_type == 5 and "(corrected)" in rec.text()
    await one_call(discord_server, "standings")

    # An earlier round of the tournament loaded now: one standings computation, within the
    # budget, so the first response (not computed yet, then kept).
    rec = await one_call(discord_server, "standings", {"after_round": 2})
    assert "after round 2" in rec.text().lower()
    await one_call(discord_server, "standings", {"after_round": 2})


async def test_an_earlier_round_past_the_budget_is_deferred(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await runner.restart_with(first_response_budget=0)
    await link_sample(discord_server, tournament_text())
    rec = await ask(discord_server, "standings", {"after_round": 1})
    assert rec.callback_type == 5 and rec.rest_calls == 2
    assert "after round 1" in rec.text().lower()


async def test_an_answer_past_the_budget_is_deferred(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await runner.restart_with(first_response_budget=0)  # every answer is "too slow"
    await link_sample(discord_server, tournament_text())
    rec = await ask(discord_server, "standings")
    assert rec.callback_type == 5 and rec.rest_calls == 2 and "Dara Okafor" in rec.text()
    rec = await ask(discord_server, "player", {"player": "Zzyzx"})
    assert rec.callback_type == 5
    assert rec.deleted == [rec.deferred_id]  # the public "thinking…" message is gone
    assert [m.ephemeral for m in rec.messages] == [True] and "No player matches" in rec.text()


async def test_a_tournament_linked_again_after_unlink_is_not_served_from_the_cache(
    runner_on: BotRunner, discord_server: DiscordStandIn
) -> None:
    """Unlinking deletes the row; a new link under the same key must not meet the old
    tournament's cached standings or answers at a revision number that repeats."""
    await link_sample(discord_server)
    assert "Dara Okafor" in (await one_call(discord_server, "standings")).text()
    rec = await ask(
        discord_server, "tournament unlink", {"tournament": "club-swiss-november"}, **ORGANISER
    )
    assert rec.rejected == []
    renamed = tournament_dict()
    renamed["players"] = [
        dict(p, name="Dana Okoro") if p["id"] == 6 else p for p in renamed["players"]
    ]
    rec = await link_sample(discord_server, json.dumps(renamed), filename="club-2.json")
    assert "Dara Okafor" not in rec.text()
    rec = await ask(discord_server, "standings")
    assert "Dana Okoro" in rec.text() and "Dara Okafor" not in rec.text()
    rec = await ask(discord_server, "player", {"player": "6"})
    assert "Dana Okoro" in rec.text()


async def test_a_failure_after_deferring_replaces_the_thinking_message(
    runner_on: BotRunner, discord_server: DiscordStandIn
) -> None:
    """Another shard stores a snapshot this code cannot read: the command, deferred because
    the revision changed, ends with one clear ephemeral error, not a hanging "thinking…"."""
    await link_sample(discord_server)
    other = Store(runner_on.store_url)
    try:
        other.update_snapshot(
            discord_server.guild_id, "club-swiss-november", snapshot='{"players": 7', name="x"
        )
    finally:
        other.close()
    rec = await ask(discord_server, "standings")
    assert rec.callback_type == 5 and rec.deleted == [rec.deferred_id]
    assert [m.ephemeral for m in rec.messages] == [True]
    assert "could not be read" in rec.text() and "not valid JSON" in rec.text()
    for bad in ('{"players": 7}', '{"players": [{"id": "x", "results": 3}]}', "[]"):
        other = Store(runner_on.store_url)
        try:
            other.update_snapshot(
                discord_server.guild_id, "club-swiss-november", snapshot=bad, name="x"
            )
        finally:
            other.close()
        rec = await ask(discord_server, "standings")
        assert rec.callback_type == 5 and rec.deleted == [rec.deferred_id], bad
        assert [m.ephemeral for m in rec.messages] == [True], bad
        assert "The tournament could not be read" in rec.text(), bad


async def test_whatif_refusals_are_one_ephemeral_callback(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    """``/whatif`` defers for a search that outlasts the budget, but what it refuses before
    searching (nothing linked, an unknown player, a team event) is the ephemeral first
    response."""
    rec = await one_call(discord_server, "whatif", {"player": "1"})
    assert_only_ephemeral(rec, "No tournament is linked")
    await link_sample(discord_server)
    rec = await one_call(discord_server, "whatif", {"player": "Zzyzx"})
    assert_only_ephemeral(rec, "No player matches **Zzyzx**")
    rec = await ask(discord_server, "whatif", {"player": "1", "pairings": "1-2,3-4,5-6"})
    assert rec.callback_type in (4, 5) and [m.ephemeral for m in rec.messages] == [False]
    team = (ROOT / "examples" / "team-swiss.json").read_bytes()
    await ask(discord_server, "tournament link", {"file": ("t.json", team)}, **ORGANISER)
    rec = await one_call(discord_server, "whatif", {"player": "1"}, locale="cs")
    assert_only_ephemeral(rec, "je soutěž družstev")


async def test_team_autocomplete_is_one_callback_and_follows_a_new_link(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    team = json.loads((ROOT / "examples" / "team-swiss.json").read_text(encoding="utf-8"))
    await ask(
        discord_server,
        "tournament link",
        {"file": ("t.json", json.dumps(team).encode())},
        **ORGANISER,
    )
    for _ in range(2):  # the second from the kept answer
        rec = await one_call(
            discord_server, "tiebreak", {"team": "kn", "code": "BH"}, focused="team"
        )
        assert [(c["name"], c["value"]) for c in rec.choices] == [("Knightfall (2)", "2")]
    team["teams"][1]["name"] = "Knights Who Say Ni"
    await ask(
        discord_server,
        "tournament link",
        {"file": ("t.json", json.dumps(team).encode())},
        **ORGANISER,
    )
    rec = await one_call(discord_server, "tiebreak", {"team": "kn", "code": "BH"}, focused="team")
    assert [c["name"] for c in rec.choices] == ["Knights Who Say Ni (2)"]
