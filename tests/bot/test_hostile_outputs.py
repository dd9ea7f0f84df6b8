"""The bot's answers under the outputs' attacks of issue 29: a name's right-to-left text ends
with the name in every table and embed; TURCAS with coefficients as long as a code allows
is set through ``/tournament settings`` (commas inside its brackets) and ``/standings`` and
``/publish`` work under it; a page over the page's bound is said to be too large."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.store import SourceKind
from tests.bot.test_commands import ORGANISER, ask
from tests.bot.test_publish import attached
from tests.core.bidi import HOSTILE, written_leaks
from tests.core.test_game_scores import worked
from tests.core.test_outputs_hostile import _long_names
from tests.servers.discord_server import DiscordStandIn, InteractionRecord

pytestmark = pytest.mark.asyncio

BIG = "TURCAS(76300000000000000000000381.5,1,2,0)"


def _texts(rec: InteractionRecord) -> list[str]:
    """Every text of the answer: each embed's title, description, fields and footer."""
    out = []
    for m in rec.messages:
        out.append(m.payload.get("content") or "")
        for e in m.embeds:
            out += [e.get("title") or "", e.get("description") or ""]
            out += [f"{f.get('name', '')}\n{f.get('value', '')}" for f in e.get("fields") or []]
            out.append((e.get("footer") or {}).get("text") or "")
    return out


async def _link_hostile(server: DiscordStandIn) -> None:
    data = worked()
    for p, name in zip(data["players"], HOSTILE, strict=False):
        p["name"] = name
    text = json.dumps(data, ensure_ascii=False).encode()
    rec = await ask(server, "tournament link", {"file": ("hostile.json", text)}, **ORGANISER)
    assert "Linked" in rec.text(), rec.text()


async def test_every_answer_isolates_each_name_alone(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await _link_hostile(discord_server)
    questions: list[tuple[str, dict[str, Any]]] = [
        ("standings", {}),
        ("why", {"player_a": "1", "player_b": "2"}),
        ("why", {"player_a": "3", "player_b": "4"}),
        ("player", {"player": "1"}),
        ("player", {"player": "3"}),
        ("tiebreak", {"player": "2", "code": "BH"}),
    ]
    for path, options in questions:
        rec = await ask(discord_server, path, options)
        assert not any(m.ephemeral for m in rec.messages), rec.text()
        for text in _texts(rec):
            assert written_leaks(text) == [], (path, options)


async def test_turcas_with_long_coefficients_is_set_and_ranks(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await _link_hostile(discord_server)
    rec = await ask(
        discord_server,
        "tournament settings",
        {"rules": "cas", "order": f"{BIG}, SPREAD"},
        **ORGANISER,
    )
    assert not any(m.ephemeral for m in rec.messages), rec.text()
    assert BIG in rec.text().replace("\\", "")
    assert runner.bot is not None
    (linked,) = runner.bot.service.store.tournaments(discord_server.guild_id)
    assert linked.order == (BIG, "SPREAD")  # not split at the coefficients' commas
    # the code being typed after TURCAS(...) is completed after it, not inside its brackets
    typed = {"order": f"{BIG},SPR"}
    rec = await ask(discord_server, "tournament settings", typed, focused="order", **ORGANISER)
    assert [c["value"] for c in rec.choices] == [f"{BIG},SPREAD"]
    typed = {"order": "TURCAS(1,2"}
    rec = await ask(discord_server, "tournament settings", typed, focused="order", **ORGANISER)
    assert rec.choices == []  # inside the brackets: no code to suggest
    rec = await ask(discord_server, "standings")
    assert not any(m.ephemeral for m in rec.messages), rec.text()
    assert "101733333333333333333335084" in rec.text().replace(",", "").replace(" ", "")
    rec = await ask(discord_server, "publish", {}, **ORGANISER)
    assert "Something went wrong" not in rec.text()
    (first,) = rec.messages[:1]
    ((name, page),) = attached(discord_server, first)
    assert name.endswith(".html") and b"76300000000000000000000381.5" in page


async def test_a_page_over_the_bound_is_said_to_be_too_large(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    assert runner.bot is not None
    from bot import sources
    from core.formats.tournament_json import tournament_from_dict

    t = tournament_from_dict(_long_names(3000, 11, 2000))  # 66 MB of names in the pairings
    runner.bot.service.store.link(
        discord_server.guild_id,
        name="Long",
        kind=SourceKind.FILE,
        source="long.json",
        snapshot=sources.snapshot_of(t, source="long.json"),
    )
    rec = await (await discord_server.slash("publish", {}, **ORGANISER)).wait(120)
    assert rec.rejected == []
    text = rec.text()
    assert "Something went wrong" not in text and "tiebreak report long.json" in text, text
    assert not attached(discord_server, rec.messages[0])
