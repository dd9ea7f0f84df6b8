"""The Discord stand-in itself: it must refuse what Discord refuses, or the bot's tests prove
nothing. Raw HTTP (aiohttp) against the stand-in; the bot is not involved here."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest
import pytest_asyncio

from tests.servers.discord_server import (
    DiscordStandIn,
    autocomplete_problems,
    message_problems,
)


@pytest_asyncio.fixture
async def server() -> AsyncIterator[DiscordStandIn]:
    s = DiscordStandIn(deadline=0.5)
    await s.start()
    yield s
    await s.stop()


async def post(server: DiscordStandIn, path: str, body: dict[str, Any]
               ) -> tuple[int, dict[str, Any]]:
    async with aiohttp.ClientSession() as http, http.post(server.api_base + path,
                                                          json=body) as resp:
        return resp.status, await resp.json()


@pytest.mark.asyncio
async def test_one_initial_response_only(server: DiscordStandIn) -> None:
    rec = server.open_interaction()
    url = f"/interactions/{rec.id}/{rec.token}/callback"
    assert (await post(server, url, {"type": 4, "data": {"content": "hi"}}))[0] == 200
    status, body = await post(server, url, {"type": 4, "data": {"content": "again"}})
    assert (status, body["code"]) == (400, 40060)
    assert rec.original is not None and rec.original.content == "hi"


@pytest.mark.asyncio
async def test_three_second_deadline(server: DiscordStandIn) -> None:
    rec = server.open_interaction()
    await asyncio.sleep(0.6)  # this stand-in's deadline is 0.5 s
    status, body = await post(server, f"/interactions/{rec.id}/{rec.token}/callback",
                              {"type": 5})
    assert (status, body["code"]) == (404, 10062)
    assert rec.callback_type is None and rec.rejected[0]["code"] == 10062


@pytest.mark.asyncio
async def test_followup_needs_an_initial_response(server: DiscordStandIn) -> None:
    rec = server.open_interaction()
    status, body = await post(server, f"/webhooks/{server.app_id}/{rec.token}",
                              {"content": "x"})
    assert (status, body["code"]) == (404, 10015)


@pytest.mark.asyncio
async def test_first_followup_fills_a_deferred_message_with_its_visibility(
        server: DiscordStandIn) -> None:
    rec = server.open_interaction()
    await post(server, f"/interactions/{rec.id}/{rec.token}/callback", {"type": 5})
    await post(server, f"/webhooks/{server.app_id}/{rec.token}",
               {"content": "first", "flags": 64})
    await post(server, f"/webhooks/{server.app_id}/{rec.token}",
               {"content": "second", "flags": 64})
    assert rec.original is not None and rec.original.id == rec.deferred_id
    assert not rec.original.ephemeral  # the deferral was public
    assert [m.ephemeral for m in rec.followups] == [True]


@pytest.mark.asyncio
async def test_size_limits_answer_like_discord(server: DiscordStandIn) -> None:
    rec = server.open_interaction()
    url = f"/interactions/{rec.id}/{rec.token}/callback"
    status, body = await post(server, url, {"type": 4, "data": {"content": "x" * 2001}})
    assert (status, body["code"], body["message"]) == (400, 50035, "Invalid Form Body")
    assert body["errors"]["data"]["content"]["_errors"][0]["code"] == "BASE_TYPE_MAX_LENGTH"
    status, body = await post(server, url, {"type": 4, "data": {}})
    assert (status, body["code"]) == (400, 50006)
    assert rec.callback_type is None  # refused responses do not count as the response


@pytest.mark.parametrize(("embed", "where"), [
    ({"title": "t" * 257}, ["embeds", "0", "title"]),
    ({"description": "d" * 4097}, ["embeds", "0", "description"]),
    ({"fields": [{"name": "n", "value": "v"}] * 26}, ["embeds", "0", "fields"]),
    ({"fields": [{"name": "n" * 257, "value": "v"}]}, ["embeds", "0", "fields", "0", "name"]),
    ({"fields": [{"name": "n", "value": "v" * 1025}]}, ["embeds", "0", "fields", "0", "value"]),
    ({"footer": {"text": "f" * 2049}}, ["embeds", "0", "footer", "text"]),
])
def test_embed_limits(embed: dict[str, Any], where: list[str]) -> None:
    node = message_problems({"embeds": [embed]})
    for key in where:
        node = node[key]
    assert node["_errors"]


def test_embed_total_of_6000_across_a_message() -> None:
    two = [{"description": "d" * 3000}, {"description": "d" * 3000, "title": "t"}]
    assert message_problems({"embeds": two})["embeds"]["_errors"][0]["code"] == \
        "MAX_EMBED_SIZE_EXCEEDED"
    assert message_problems({"embeds": two[:1] * 2}) == {}


def test_components_and_autocomplete_limits() -> None:
    row = {"type": 1, "components": [{"type": 2, "custom_id": "c" * 101, "label": "l"}]}
    assert "custom_id" in message_problems({"components": [row]})["components"]["0"][
        "components"]["0"]
    choices = [{"name": f"n{i}", "value": str(i)} for i in range(26)]
    assert autocomplete_problems({"choices": choices})["data"]["choices"]["_errors"]
    assert autocomplete_problems({"choices": choices[:25]}) == {}
    assert autocomplete_problems({"choices": [{"name": "x" * 101, "value": "1"}]})


@pytest.mark.asyncio
async def test_late_bot_answer_is_refused(runner: Any, discord_server: DiscordStandIn
                                          ) -> None:
    """With a deadline nobody can meet, the bot's acknowledgement is refused as on Discord."""
    discord_server.deadline = 0.0
    rec = await (await discord_server.slash("rules")).wait()
    assert rec.rejected and rec.rejected[0]["code"] == 10062
    assert rec.callback_type is None
