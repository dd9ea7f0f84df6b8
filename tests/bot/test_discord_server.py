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


async def post(
    server: DiscordStandIn, path: str, body: dict[str, Any]
) -> tuple[int, dict[str, Any]]:
    async with (
        aiohttp.ClientSession() as http,
        http.post(server.api_base + path, json=body) as resp,
    ):
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
    status, body = await post(server, f"/interactions/{rec.id}/{rec.token}/callback", {"type": 5})
    assert (status, body["code"]) == (404, 10062)
    assert rec.callback_type is None and rec.rejected[0]["code"] == 10062


@pytest.mark.asyncio
async def test_followup_needs_an_initial_response(server: DiscordStandIn) -> None:
    rec = server.open_interaction()
    status, body = await post(server, f"/webhooks/{server.app_id}/{rec.token}", {"content": "x"})
    assert (status, body["code"]) == (404, 10015)


@pytest.mark.asyncio
async def test_first_followup_fills_a_deferred_message_with_its_visibility(
    server: DiscordStandIn,
) -> None:
    rec = server.open_interaction()
    await post(server, f"/interactions/{rec.id}/{rec.token}/callback", {"type": 5})
    await post(server, f"/webhooks/{server.app_id}/{rec.token}", {"content": "first", "flags": 64})
    await post(server, f"/webhooks/{server.app_id}/{rec.token}", {"content": "second", "flags": 64})
    assert rec.original is not None and rec.original.id == rec.deferred_id
    assert not rec.original.ephemeral  # the deferral was public
    assert [m.ephemeral for m in rec.followups] == [True]


@pytest.mark.asyncio
async def test_rest_requests_are_counted_per_interaction(server: DiscordStandIn) -> None:
    one, two = server.open_interaction(), server.open_interaction()
    before = server.rest_requests
    await post(server, f"/interactions/{one.id}/{one.token}/callback", {"type": 5})
    assert one.answered_at is None and one.final_latency is None  # "thinking" is no answer
    await post(server, f"/webhooks/{server.app_id}/{one.token}", {"content": "the answer"})
    await post(server, f"/interactions/{two.id}/{two.token}/callback", {"type": 4, "data": {}})
    await post(server, f"/interactions/{two.id}/{two.token}/callback", {"type": 4})  # refused too
    assert (one.rest_calls, two.rest_calls) == (2, 2)  # refused requests are requests
    assert server.rest_requests - before == 4
    assert one.latency is not None and one.final_latency is not None
    assert one.final_latency >= one.latency and two.final_latency is None


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


@pytest.mark.parametrize(
    ("embed", "where"),
    [
        ({"title": "t" * 257}, ["embeds", "0", "title"]),
        ({"description": "d" * 4097}, ["embeds", "0", "description"]),
        ({"fields": [{"name": "n", "value": "v"}] * 26}, ["embeds", "0", "fields"]),
        ({"fields": [{"name": "n" * 257, "value": "v"}]}, ["embeds", "0", "fields", "0", "name"]),
        ({"fields": [{"name": "n", "value": "v" * 1025}]}, ["embeds", "0", "fields", "0", "value"]),
        ({"footer": {"text": "f" * 2049}}, ["embeds", "0", "footer", "text"]),
    ],
)
def test_embed_limits(embed: dict[str, Any], where: list[str]) -> None:
    node = message_problems({"embeds": [embed]})
    for key in where:
        node = node[key]
    assert node["_errors"]


@pytest.mark.parametrize(
    ("embed", "limit"),
    [
        ({"title": "t" * 256}, "title"),
        ({"description": "d" * 4096}, "description"),
        ({"fields": [{"name": "n" * 256, "value": "v" * 1024}]}, "field"),
        ({"footer": {"text": "f" * 2048}}, "footer"),
        ({"author": {"name": "a" * 256}}, "author"),
    ],
)
def test_embed_limits_are_inclusive(embed: dict[str, Any], limit: str) -> None:
    assert message_problems({"embeds": [embed]}) == {}, limit


def test_author_name_and_required_field_parts() -> None:
    node = message_problems({"embeds": [{"author": {"name": "a" * 257}}]})
    assert node["embeds"]["0"]["author"]["name"]["_errors"][0]["code"] == "BASE_TYPE_MAX_LENGTH"
    node = message_problems({"embeds": [{"fields": [{"name": "", "value": "v"}]}]})
    assert node["embeds"]["0"]["fields"]["0"]["_errors"][0]["code"] == "BASE_TYPE_REQUIRED"


@pytest.mark.parametrize(
    "embeds",
    [
        [{"title": "t" * 256, "description": "d" * 4096, "footer": {"text": "f" * 1649}}],
        [{"fields": [{"name": "n" * 200, "value": "v" * 1000}] * 5}, {"author": {"name": "a" * 1}}],
        [{"description": "d" * 2000}] * 3 + [{"title": "t"}],
    ],
)
def test_every_counted_part_adds_to_the_6000_total(embeds: list[dict[str, Any]]) -> None:
    assert (
        message_problems({"embeds": embeds})["embeds"]["_errors"][0]["code"]
        == "MAX_EMBED_SIZE_EXCEEDED"
    )


def test_embed_total_of_6000_across_a_message() -> None:
    two = [{"description": "d" * 3000}, {"description": "d" * 3000, "title": "t"}]
    assert (
        message_problems({"embeds": two})["embeds"]["_errors"][0]["code"]
        == "MAX_EMBED_SIZE_EXCEEDED"
    )
    assert message_problems({"embeds": two[:1] * 2}) == {}


def test_components_and_autocomplete_limits() -> None:
    for custom_id in ("c" * 101, ""):
        row = {"type": 1, "components": [{"type": 2, "custom_id": custom_id, "label": "l"}]}
        assert (
            "custom_id"
            in message_problems({"components": [row]})["components"]["0"]["components"]["0"]
        )
    row = {"type": 1, "components": [{"type": 2, "custom_id": "c" * 100, "label": "l" * 80}]}
    assert message_problems({"components": [row]}) == {}
    choices = [{"name": f"n{i}", "value": str(i)} for i in range(26)]
    assert autocomplete_problems({"choices": choices})["data"]["choices"]["_errors"]
    assert autocomplete_problems({"choices": choices[:25]}) == {}


@pytest.mark.parametrize(
    ("choice", "key", "code"),
    [
        ({"name": "x" * 101, "value": "1"}, "name", "BASE_TYPE_BAD_LENGTH"),
        ({"name": "", "value": "1"}, "name", "BASE_TYPE_BAD_LENGTH"),
        ({"name": "x", "value": "v" * 101}, "value", "BASE_TYPE_MAX_LENGTH"),
        ({"name": "x"}, "value", "BASE_TYPE_REQUIRED"),
    ],
)
def test_autocomplete_choice_name_and_value(choice: dict[str, Any], key: str, code: str) -> None:
    node = autocomplete_problems({"choices": [choice]})["data"]["choices"]["0"][key]
    assert node["_errors"][0]["code"] == code


def test_autocomplete_limits_are_inclusive() -> None:
    ok = [
        {"name": "x" * 100, "value": "v" * 100},
        {"name": "x", "value": ""},
        {"name": "n", "value": 10**15},
    ]
    assert autocomplete_problems({"choices": ok}) == {}


@pytest.mark.asyncio
@pytest.mark.parametrize("route", ["callback", "followup", "edit"])
async def test_limits_hold_on_every_route(server: DiscordStandIn, route: str) -> None:
    """The initial response, a follow-up and an edit are all refused over the limits."""
    rec = server.open_interaction()
    callback = f"/interactions/{rec.id}/{rec.token}/callback"
    too_long = {"content": "x" * 2001, "embeds": [{"title": "t" * 257}]}
    if route == "callback":
        status, body = await post(server, callback, {"type": 4, "data": too_long})
        where = body["errors"]["data"]
    else:
        assert (await post(server, callback, {"type": 4, "data": {"content": "ok"}}))[0] == 200
        hook = f"{server.api_base}/webhooks/{server.app_id}/{rec.token}"
        url = hook if route == "followup" else hook + "/messages/@original"
        async with (
            aiohttp.ClientSession() as http,
            http.request("POST" if route == "followup" else "PATCH", url, json=too_long) as resp,
        ):
            status, body = resp.status, await resp.json()
        where = body["errors"]
    assert (status, body["code"]) == (400, 50035)
    assert where["content"]["_errors"] and where["embeds"]["0"]["title"]["_errors"]
    assert rec.rejected and rec.rejected[-1]["code"] == 50035


@pytest.mark.asyncio
async def test_no_answer_is_an_interaction_failed(server: DiscordStandIn) -> None:
    rec = server.open_interaction(itype=3)
    assert not rec.failed  # still within the deadline
    settled = await rec.settle(timeout=5)
    assert settled.failed and settled.callback_type is None
    answered = server.open_interaction()
    await post(server, f"/interactions/{answered.id}/{answered.token}/callback", {"type": 6})
    await asyncio.sleep(0.6)
    assert not answered.failed


@pytest.mark.asyncio
async def test_late_bot_answer_is_refused(runner: Any, discord_server: DiscordStandIn) -> None:
    """With a deadline nobody can meet, the bot's acknowledgement is refused as on Discord."""
    discord_server.deadline = 0.0
    rec = await (await discord_server.slash("rules")).wait()
    assert rec.rejected and rec.rejected[0]["code"] == 10062
    assert rec.callback_type is None


# -- gateway sessions: RESUME as Discord's "Resuming" describes it ------------------------------


async def _hello(http: aiohttp.ClientSession, server: DiscordStandIn) -> Any:
    ws = await http.ws_connect(server.gateway_url)
    assert (await ws.receive_json())["op"] == 10
    return ws


async def _identified(http: aiohttp.ClientSession, server: DiscordStandIn) -> tuple[Any, str, int]:
    """Open a connection and IDENTIFY; return it, the session id and the last sequence."""
    ws = await _hello(http, server)
    await ws.send_json({"op": 2, "d": {"token": server.token, "intents": 1, "shard": [0, 1]}})
    ready = await ws.receive_json()
    assert ready["t"] == "READY"
    guild = await ws.receive_json()
    assert guild["t"] == "GUILD_CREATE"
    return ws, ready["d"]["session_id"], guild["s"]


async def _detached(server: DiscordStandIn) -> None:
    while server.sessions:
        await asyncio.sleep(0.01)


def _with_rules(server: DiscordStandIn) -> None:
    server.commands[None] = [{"id": "1", "name": "rules", "description": "Rules.", "type": 1}]


@pytest.mark.asyncio
async def test_resume_replays_what_arrived_while_disconnected(server: DiscordStandIn) -> None:
    _with_rules(server)
    async with aiohttp.ClientSession() as http:
        ws, session_id, seq = await _identified(http, server)
        await ws.close(code=4000)  # not 1000/1001: the session stays resumable
        await _detached(server)
        kept = [await server.slash("rules") for _ in range(2)]  # kept for the session
        assert all(rec.callback_type is None for rec in kept)
        ws = await _hello(http, server)
        await ws.send_json(
            {"op": 6, "d": {"token": server.token, "session_id": session_id, "seq": seq}}
        )
        frames = [await ws.receive_json() for _ in range(3)]
        assert [(f["t"], f["s"]) for f in frames] == [
            ("INTERACTION_CREATE", seq + 1),
            ("INTERACTION_CREATE", seq + 2),
            ("RESUMED", seq + 3),
        ]
        assert [int(f["d"]["id"]) for f in frames[:2]] == [rec.id for rec in kept]
        assert server.resumes == [(0, 2)]
        rec = await server.slash("rules")  # and the session goes on on the new connection
        assert (await ws.receive_json())["s"] == seq + 4 and rec.session is not None
        await ws.close(code=4000)


@pytest.mark.asyncio
async def test_a_resume_from_an_earlier_sequence_replays_from_there(
    server: DiscordStandIn,
) -> None:
    async with aiohttp.ClientSession() as http:
        ws, session_id, seq = await _identified(http, server)
        await ws.close(code=4000)
        await _detached(server)
        ws = await _hello(http, server)
        await ws.send_json(
            {"op": 6, "d": {"token": server.token, "session_id": session_id, "seq": seq - 1}}
        )
        frames = [await ws.receive_json() for _ in range(2)]
        assert [(f["t"], f["s"]) for f in frames] == [("GUILD_CREATE", seq), ("RESUMED", seq + 1)]
        await ws.close(code=4000)


@pytest.mark.asyncio
@pytest.mark.parametrize("how", ["close 1000", "close 1001", "unknown", "timed out", "bad seq"])
async def test_a_session_that_cannot_be_resumed_gets_invalid_session(
    server: DiscordStandIn, how: str
) -> None:
    _with_rules(server)
    async with aiohttp.ClientSession() as http:
        ws, session_id, seq = await _identified(http, server)
        code = {"close 1000": 1000, "close 1001": 1001}.get(how, 4000)
        await ws.close(code=code)
        await _detached(server)
        if code in (1000, 1001):  # the session ended with its connection: nothing is kept
            with pytest.raises(RuntimeError):
                await server.slash("rules")
        if how == "timed out":
            server.resume_window = 0.0
        if how == "unknown":
            session_id = "session-0"
        if how == "bad seq":
            seq += 5
        ws = await _hello(http, server)
        await ws.send_json(
            {"op": 6, "d": {"token": server.token, "session_id": session_id, "seq": seq}}
        )
        assert await ws.receive_json() == {"op": 9, "d": False}
        assert server.resumes == []
        await ws.close(code=1000)
