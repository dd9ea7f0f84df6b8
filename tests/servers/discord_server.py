"""A local Discord stand-in on 127.0.0.1 for the real discord.py client (REST and gateway).

It speaks the part of Discord's API the bot uses and checks the bot's side of the contract:

* REST under ``/api/v10``: ``GET /users/@me``, ``GET /gateway/bot`` (its ``shards``: one
  per :attr:`DiscordStandIn.guilds_per_recommended_shard` servers, 1,000 as Discord does),
  ``GET /[oauth2/]applications/@me``, application command sync (``PUT``/``GET`` global and
  guild commands), the interaction callback ``POST /interactions/{id}/{token}/callback``,
  follow-up webhooks
  (``POST /webhooks/{app}/{token}``, ``GET``/``PATCH``/``DELETE .../messages/@original|{id}``)
  and uploaded attachments (``GET /attachments/{id}/{filename}``, used as the CDN URL);
  channel messages the bot posts and edits on its own (:mod:`tests.servers.discord_channels`).
* a gateway websocket at ``/gateway``: HELLO, IDENTIFY -> READY (with the shard's guilds,
  chosen by ``(guild_id >> 22) % shard_count``; each server's interactions go to the session
  of its shard), close 4010 for a shard outside its count, 4011 when a shard would hold more
  than :attr:`DiscordStandIn.max_guilds_per_shard` servers (2,500 as on Discord),
  GUILD_CREATE, heartbeats and ACKs, and ``INTERACTION_CREATE`` dispatch for slash commands,
  autocomplete and button clicks;
* sessions that outlive their connection, as Discord's gateway documentation says
  ("Initiating a Disconnect", "Resuming"): a client that closes with 1000 or 1001 ends its
  session; after any other close code, or a dropped TCP connection, the session stays
  resumable for :attr:`DiscordStandIn.resume_window` seconds ("a few minutes" on Discord)
  and keeps its dispatches, interactions included, numbered as if they had been sent. OP 6
  RESUME with the ``session_id`` and the last ``seq`` received, on a new connection, gets the
  missed dispatches in order and then ``RESUMED``; an unknown, ended or timed-out session
  gets OP 9 INVALID_SESSION ``false`` (the client must IDENTIFY). Discord does not send an
  interaction again once delivered, and its 3-second deadline runs from its creation, so an
  interaction replayed late fails like any other late one.

What it enforces, answering as Discord does:

* one initial response per interaction (a second one is ``400``, code 40060);
* the 3-second deadline for the initial response (a late one is ``404``, code 10062);
* follow-ups only after the initial response (``404``, code 10015, otherwise);
* command uploads: names 1 to 32, descriptions 1 to 100, choice names 1 to 100, the same in
  every ``*_localizations`` entry, whose keys must be Discord locales (:data:`DISCORD_LOCALES`);
* size limits, on the initial response, follow-ups and edits alike: message content 2,000;
  at most 10 embeds; embed title 256, description 4,096, 25 fields, field name 256 and value
  1,024 (both required), footer 2,048, author 256, 6,000 in total across a message's embeds
  (title, description, field names and values, footer text, author name); 5 action rows of 5
  buttons, ``custom_id`` 1 to 100, label 80; autocomplete at most 25 choices, each name 1 to
  100 and a string value at most 100. A violation is a ``400`` with code 50035 and Discord's
  nested ``errors`` object; an empty message is ``400`` code 50006. Lengths are counted in
  code points (``len``);
* files sent with a message (``multipart/form-data``, :mod:`tests.servers.discord_files`):
  each at most :attr:`DiscordStandIn.attachment_limit` bytes (10 MiB, Discord's limit for a
  server without boosts, also sent as every interaction's ``attachment_size_limit``), else
  ``413`` code 40005; a file accepted becomes one of the message's ``attachments``, its
  bytes kept in :attr:`DiscordStandIn.attachments`.

Every REST request is counted (:attr:`DiscordStandIn.rest_requests`, and per interaction
:attr:`InteractionRecord.rest_calls`), and each answer's arrival is kept
(:attr:`InteractionRecord.final_latency`: dispatch to the last answer).

An interaction with no initial response by the deadline is what the user sees as "This
interaction failed": :attr:`InteractionRecord.failed`, and :meth:`InteractionRecord.settle`
returns then instead of waiting.

Interaction payloads are built from the commands the bot synced (so the option types and the
command tree come from the bot's own registration, as on Discord): sync before sending. Each
carries the user's ``locale`` and the server's ``guild_locale`` (``en-US`` unless a test
gives others), as Discord sends them. The registration is kept as uploaded
(:attr:`DiscordStandIn.commands`, localisations included).

Pointing discord.py at it (configuration of the library, kept in ``bot.app.use_endpoints``):
``discord.http.Route.BASE`` is the REST base (the follow-up webhooks use the same ``Route``),
and ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`` is the gateway a (non-auto-sharded)
``Client`` connects to; discord.py 2.x reads ``GET /gateway/bot`` only in ``AutoShardedClient``.
"""

from __future__ import annotations

import asyncio
import collections
import itertools
import json
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiohttp import WSMsgType, web

from tests.servers.discord_channels import ChannelMessages
from tests.servers.discord_files import DEFAULT_LIMIT, TOO_LARGE, Upload, parse_body, too_large

DISCORD_EPOCH_MS = 1420070400000
DEADLINE_SECONDS = 3.0
ALL_PERMISSIONS = (1 << 50) - 1
MANAGE_GUILD = 1 << 5
MEMBER_PERMISSIONS = (1 << 10) | (1 << 11) | (1 << 31)  # view channel, send messages, use commands

_OPTION_TYPES = {
    "SUB_COMMAND": 1,
    "SUB_COMMAND_GROUP": 2,
    "STRING": 3,
    "INTEGER": 4,
    "BOOLEAN": 5,
    "USER": 6,
    "CHANNEL": 7,
    "ROLE": 8,
    "NUMBER": 10,
    "ATTACHMENT": 11,
}
_MESSAGE_CALLBACKS = {4, 7}  # CHANNEL_MESSAGE_WITH_SOURCE, UPDATE_MESSAGE
_DEFERRED_CALLBACKS = {5, 6}  # DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, DEFERRED_UPDATE_MESSAGE


class Snowflakes:
    """Discord-shaped ids: milliseconds since the Discord epoch, shifted, plus a counter."""

    def __init__(self) -> None:
        self._count = itertools.count(1)

    def next(self) -> int:
        """Return a fresh id whose timestamp is now."""
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return (ms << 22) | (next(self._count) & 0x3FFFFF)


def _iso_now() -> str:
    return datetime.now(UTC).isoformat()


def _json(data: Any, status: int = 200) -> web.Response:
    """Answer JSON with exactly ``Content-Type: application/json``, as Discord does
    (discord.py decodes a body only under that exact header)."""
    return web.Response(
        body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"}
    )


def _error(
    status: int, code: int, message: str, errors: dict[str, Any] | None = None
) -> web.Response:
    body: dict[str, Any] = {"code": code, "message": message}
    if errors:
        body["errors"] = errors
    return _json(body, status=status)


def _nest(path: list[str | int], leaf: dict[str, Any], into: dict[str, Any]) -> None:
    node = into
    for key in path:
        node = node.setdefault(str(key), {})
    node.setdefault("_errors", []).append(leaf)


def _max_len(limit: int) -> dict[str, str]:
    return {"code": "BASE_TYPE_MAX_LENGTH", "message": f"Must be {limit} or fewer in length."}


def _bad_len(low: int, high: int) -> dict[str, str]:
    return {
        "code": "BASE_TYPE_BAD_LENGTH",
        "message": f"Must be between {low} and {high} in length.",
    }


def message_problems(
    data: Mapping[str, Any], prefix: list[str | int] | None = None
) -> dict[str, Any]:
    """Return Discord's nested ``errors`` object for a message payload (empty when valid)."""
    errors: dict[str, Any] = {}
    base: list[str | int] = list(prefix or [])
    content = data.get("content") or ""
    if len(content) > 2000:
        _nest([*base, "content"], _max_len(2000), errors)
    embeds = data.get("embeds") or []
    if len(embeds) > 10:
        _nest([*base, "embeds"], _max_len(10), errors)
    total = 0
    for i, embed in enumerate(embeds):
        at: list[str | int] = [*base, "embeds", i]
        for key, limit in (("title", 256), ("description", 4096)):
            text = embed.get(key) or ""
            total += len(text)
            if len(text) > limit:
                _nest([*at, key], _max_len(limit), errors)
        for key, sub, limit in (("footer", "text", 2048), ("author", "name", 256)):
            text = (embed.get(key) or {}).get(sub) or ""
            total += len(text)
            if len(text) > limit:
                _nest([*at, key, sub], _max_len(limit), errors)
        fields = embed.get("fields") or []
        if len(fields) > 25:
            _nest([*at, "fields"], _max_len(25), errors)
        for j, fld in enumerate(fields):
            name, value = fld.get("name") or "", fld.get("value") or ""
            total += len(name) + len(value)
            if not name or not value:
                _nest(
                    [*at, "fields", j],
                    {"code": "BASE_TYPE_REQUIRED", "message": "This field is required"},
                    errors,
                )
            if len(name) > 256:
                _nest([*at, "fields", j, "name"], _max_len(256), errors)
            if len(value) > 1024:
                _nest([*at, "fields", j, "value"], _max_len(1024), errors)
    if total > 6000:
        _nest(
            [*base, "embeds"],
            {
                "code": "MAX_EMBED_SIZE_EXCEEDED",
                "message": "Embed size exceeds maximum size of 6000",
            },
            errors,
        )
    rows = data.get("components") or []
    if len(rows) > 5:
        _nest([*base, "components"], _max_len(5), errors)
    for i, row in enumerate(rows):
        items = row.get("components") or []
        if len(items) > 5:
            _nest([*base, "components", i, "components"], _max_len(5), errors)
        for j, item in enumerate(items):
            at = [*base, "components", i, "components", j]
            if "custom_id" in item and not 1 <= len(item["custom_id"] or "") <= 100:
                _nest([*at, "custom_id"], _bad_len(1, 100), errors)
            if len(item.get("label") or "") > 80:
                _nest([*at, "label"], _max_len(80), errors)
    return errors


def autocomplete_problems(data: Mapping[str, Any]) -> dict[str, Any]:
    """Return Discord's ``errors`` object for an autocomplete result (empty when valid)."""
    errors: dict[str, Any] = {}
    choices = data.get("choices") or []
    if len(choices) > 25:
        _nest(["data", "choices"], _max_len(25), errors)
    for i, choice in enumerate(choices):
        # The name is 1 to 100 characters; a string value at most 100 (numbers have no length).
        if not 1 <= len(str(choice.get("name") or "")) <= 100:
            _nest(["data", "choices", i, "name"], _bad_len(1, 100), errors)
        value = choice.get("value")
        if value is None:
            _nest(
                ["data", "choices", i, "value"],
                {"code": "BASE_TYPE_REQUIRED", "message": "This field is required"},
                errors,
            )
        elif isinstance(value, str) and len(value) > 100:
            _nest(["data", "choices", i, "value"], _max_len(100), errors)
    return errors


DISCORD_LOCALES = frozenset(
    {
        "id",
        "da",
        "de",
        "en-GB",
        "en-US",
        "es-ES",
        "es-419",
        "fr",
        "hr",
        "it",
        "lt",
        "hu",
        "nl",
        "no",
        "pl",
        "pt-BR",
        "ro",
        "fi",
        "sv-SE",
        "vi",
        "tr",
        "cs",
        "el",
        "bg",
        "ru",
        "uk",
        "hi",
        "th",
        "zh-CN",
        "ja",
        "zh-TW",
        "ko",
    }
)
"""The locales Discord accepts as keys of ``name_localizations`` and
``description_localizations`` (and sends as an interaction's ``locale``)."""


def _localized(
    node: Mapping[str, Any],
    key: str,
    low: int,
    high: int,
    at: list[str | int],
    errors: dict[str, Any],
) -> None:
    """Check ``node[key]`` and its ``<key>_localizations`` (lengths, locale names)."""
    text = node.get(key)
    if text is not None and not low <= len(str(text)) <= high:
        _nest([*at, key], _bad_len(low, high), errors)
    for locale, value in (node.get(f"{key}_localizations") or {}).items():
        if locale not in DISCORD_LOCALES:
            _nest(
                [*at, f"{key}_localizations", locale],
                {"code": "LOCALE_INVALID", "message": "Invalid locale"},
                errors,
            )
        elif not low <= len(str(value or "")) <= high:
            _nest([*at, f"{key}_localizations", locale], _bad_len(low, high), errors)


def command_problems(commands: list[Mapping[str, Any]]) -> dict[str, Any]:
    """Return Discord's ``errors`` object for a bulk command upload (empty when valid): names
    1 to 32, descriptions 1 to 100, choice names 1 to 100, in every localisation too, with
    known locales only; at most 25 options and 25 choices."""
    errors: dict[str, Any] = {}

    def check(node: Mapping[str, Any], at: list[str | int]) -> None:
        _localized(node, "name", 1, 32, at, errors)
        _localized(node, "description", 1, 100, at, errors)
        options = node.get("options") or []
        if len(options) > 25:
            _nest([*at, "options"], _max_len(25), errors)
        for i, option in enumerate(options):
            check(option, [*at, "options", i])
        choices = node.get("choices") or []
        if len(choices) > 25:
            _nest([*at, "choices"], _max_len(25), errors)
        for i, choice in enumerate(choices):
            _localized(choice, "name", 1, 100, [*at, "choices", i], errors)

    for i, cmd in enumerate(commands):
        check(cmd, [i])
    return errors


@dataclass
class SentMessage:
    """A message the bot produced for an interaction (initial response or follow-up)."""

    id: int
    payload: dict[str, Any]
    ephemeral: bool

    @property
    def content(self) -> str:
        """Return the message text."""
        return str(self.payload.get("content") or "")

    @property
    def embeds(self) -> list[dict[str, Any]]:
        """Return the message's embeds as sent."""
        return list(self.payload.get("embeds") or [])

    @property
    def components(self) -> list[dict[str, Any]]:
        """Return the message's action rows as sent."""
        return list(self.payload.get("components") or [])

    def custom_ids(self) -> list[str]:
        """Return the custom ids of every button, row by row."""
        return [
            c["custom_id"]
            for row in self.components
            for c in row.get("components", [])
            if "custom_id" in c
        ]

    def text(self) -> str:
        """Return content, embed titles, descriptions and fields joined, for assertions."""
        parts = [self.content]
        for e in self.embeds:
            parts += [e.get("title") or "", e.get("description") or ""]
            parts += [f"{f['name']}\n{f['value']}" for f in e.get("fields") or []]
            parts.append((e.get("footer") or {}).get("text") or "")
        return "\n".join(p for p in parts if p)


@dataclass
class InteractionRecord:
    """One interaction the stand-in sent and everything the bot answered to it."""

    id: int
    token: str
    type: int
    payload: dict[str, Any]
    sent_at: float
    callback_type: int | None = None
    callback_data: dict[str, Any] | None = None
    first_response_at: float | None = None
    original: SentMessage | None = None
    followups: list[SentMessage] = field(default_factory=list)
    edits: int = 0
    deferred_id: int | None = None
    deleted: list[int] = field(default_factory=list)
    rejected: list[dict[str, Any]] = field(default_factory=list)
    done: asyncio.Event = field(default_factory=asyncio.Event)
    deadline: float = DEADLINE_SECONDS
    rest_calls: int = 0
    answered_at: float | None = None
    session: _Session | None = None
    """The gateway session it was dispatched on (the same object across a RESUME, whichever
    process resumed it)."""

    def answered(self) -> None:
        """Note an answer (a message, an edit, choices): the last one is the final answer."""
        self.answered_at = time.perf_counter()
        self.done.set()

    @property
    def final_latency(self) -> float | None:
        """Return seconds from dispatch to the last answer (None: never answered)."""
        return None if self.answered_at is None else self.answered_at - self.sent_at

    @property
    def latency(self) -> float | None:
        """Return seconds from dispatch to the initial response (None: never answered)."""
        return None if self.first_response_at is None else self.first_response_at - self.sent_at

    @property
    def messages(self) -> list[SentMessage]:
        """Return the original response (if it is a message) followed by the follow-ups."""
        return ([self.original] if self.original is not None else []) + self.followups

    @property
    def choices(self) -> list[dict[str, Any]]:
        """Return the autocomplete choices the bot answered."""
        return list((self.callback_data or {}).get("choices") or [])

    def text(self) -> str:
        """Return every message's text, joined."""
        return "\n".join(m.text() for m in self.messages)

    async def wait(self, timeout: float = 10.0) -> InteractionRecord:
        """Wait until the bot gave its answer (a message, an edit, choices) and return self."""
        await asyncio.wait_for(self.done.wait(), timeout)
        return self

    @property
    def failed(self) -> bool:
        """Return whether Discord would show "This interaction failed": the deadline for the
        initial response has passed and none was accepted."""
        return self.callback_type is None and time.perf_counter() - self.sent_at > self.deadline

    async def settle(self, timeout: float = 10.0) -> InteractionRecord:
        """Like :meth:`wait`, but also return (with :attr:`failed` true) as soon as the
        interaction has failed, instead of waiting for an answer that cannot come."""
        end = time.perf_counter() + timeout
        while not self.done.is_set() and not self.failed:
            if time.perf_counter() > end:
                raise TimeoutError(f"interaction {self.id}: no answer within {timeout} s")
            try:
                await asyncio.wait_for(self.done.wait(), 0.05)
            except TimeoutError:
                pass
        return self


INVALIDATING_CLOSES = (1000, 1001)
"""Close codes with which a client ends its session (Discord's "Initiating a Disconnect": the
session is invalidated); after any other close, or none, the session stays resumable."""
KEPT_EVENTS = 10_000
"""Dispatches a session keeps for a RESUME; one asking for older ones gets INVALID_SESSION."""


@dataclass
class _Session:
    """One gateway session: it outlives its connection (Discord's "Resuming"). While no
    connection holds it, its dispatches (interactions included) are kept, in order, to be
    replayed to the connection that RESUMEs it, until it is invalidated or times out."""

    ws: web.WebSocketResponse
    shard: tuple[int, int]
    session_id: str = ""
    seq: int = 0
    identified: asyncio.Event = field(default_factory=asyncio.Event)
    events: collections.deque[tuple[int, str]] = field(
        default_factory=lambda: collections.deque(maxlen=KEPT_EVENTS)
    )
    detached_at: float | None = None
    """When its connection closed without ending it (``None``: a connection holds it)."""
    invalidated: bool = False
    resumes: int = 0

    @property
    def attached(self) -> bool:
        """Whether an open connection holds the session."""
        return self.detached_at is None and not self.ws.closed

    async def dispatch(self, event: str, data: Any) -> None:
        """Send a dispatch with the next sequence number, and keep it for a RESUME (kept
        only, not sent, while no connection holds the session)."""
        self.seq += 1
        frame = json.dumps({"op": 0, "s": self.seq, "t": event, "d": data})
        self.events.append((self.seq, frame))
        if self.attached:
            try:
                await self.ws.send_str(frame)
            except ConnectionError:  # closing under us: kept, replayed on RESUME
                pass

    def missed(self, seq: int) -> list[str] | None:
        """Return the dispatches after ``seq``, in order, or ``None`` when some of them are
        no longer kept (or ``seq`` is one the session never sent)."""
        if seq > self.seq or seq < 0:
            return None
        frames = [frame for s, frame in self.events if s > seq]
        if len(frames) != self.seq - seq:
            return None
        return frames


class DiscordStandIn:
    """The stand-in server. ``await start()``, point the bot at :attr:`api_base` and
    :attr:`gateway_url`, wait for :meth:`wait_connected`, then send interactions."""

    def __init__(
        self,
        *,
        guild_ids: tuple[int, ...] = (),
        deadline: float = DEADLINE_SECONDS,
        token: str = "stand-in-token",
    ) -> None:
        self.ids = Snowflakes()
        self.token = token
        self.deadline = deadline
        self.app_id = self.ids.next()
        self.bot_user = {
            "id": str(self.app_id),
            "username": "tiebreak",
            "discriminator": "0",
            "global_name": None,
            "avatar": None,
            "bot": True,
            "flags": 0,
        }
        self.guild_ids = guild_ids or (self.ids.next(),)
        self.channel_ids = {g: self.ids.next() for g in self.guild_ids}
        self.roles: dict[int, dict[int, dict[str, Any]]] = {g: {} for g in self.guild_ids}
        self.commands: dict[int | None, list[dict[str, Any]]] = {}
        self.sync_count = 0
        self.rejected_syncs: list[dict[str, Any]] = []
        self.interactions: dict[int, InteractionRecord] = {}
        self.by_token: dict[str, InteractionRecord] = {}
        self.messages: dict[int, dict[str, Any]] = {}
        self.attachments: dict[int, tuple[str, bytes]] = {}
        self.attachment_limit = DEFAULT_LIMIT  # bytes a file of a message may have
        self.channels = ChannelMessages(self)
        self.sessions: list[_Session] = []
        self.unexpected: list[str] = []
        self.rest_requests = 0  # every REST request under /api/v10, whoever made it
        self.max_guilds_per_shard = 2500  # more on one shard: close 4011 (sharding required)
        self.guilds_per_recommended_shard = 1000  # /gateway/bot's recommendation
        self.identifies: list[tuple[int, int]] = []  # every IDENTIFY's shard, in order
        self.refuse_identify: int | None = None  # a close code every IDENTIFY gets (tests)
        self.resume_window = 120.0
        """Seconds a session stays resumable after its connection closed (Discord: "the
        session will remain active and timeout after a few minutes")."""
        self.resumable: dict[str, _Session] = {}  # every session not ended, by session id
        self.resumes: list[tuple[int, int]] = []  # every RESUME's (shard, replayed), in order
        self._connected = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        self.port = 0

    # -- lifecycle -------------------------------------------------------------------------

    async def start(self, port: int = 0) -> None:
        """Start listening on 127.0.0.1 (``port`` 0: any free port)."""
        app = web.Application(client_max_size=64 * 1024 * 1024, middlewares=[self._count])
        r = app.router
        api = "/api/v10"
        r.add_get(api + "/users/@me", self._me)
        r.add_get(api + "/gateway/bot", self._gateway_bot)
        r.add_get(api + "/gateway", self._gateway_bot)
        r.add_get(api + "/applications/@me", self._application)
        r.add_get(api + "/oauth2/applications/@me", self._application)
        r.add_put(api + "/applications/{app}/commands", self._put_commands)
        r.add_get(api + "/applications/{app}/commands", self._get_commands)
        r.add_put(api + "/applications/{app}/guilds/{guild}/commands", self._put_commands)
        r.add_get(api + "/applications/{app}/guilds/{guild}/commands", self._get_commands)
        r.add_post(api + "/interactions/{id}/{token}/callback", self._callback)
        r.add_post(api + "/webhooks/{app}/{token}", self._followup)
        r.add_get(api + "/webhooks/{app}/{token}/messages/{message}", self._get_message)
        r.add_patch(api + "/webhooks/{app}/{token}/messages/{message}", self._edit_message)
        r.add_delete(api + "/webhooks/{app}/{token}/messages/{message}", self._delete_message)
        self.channels.add_routes(r, api)
        r.add_get("/attachments/{id}/{filename}", self._attachment)
        r.add_get("/gateway", self._gateway)
        r.add_route("*", "/{tail:.*}", self._unknown)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", port)
        await site.start()
        server = site._server
        assert server is not None and server.sockets  # type: ignore[attr-defined]
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]

    async def stop(self) -> None:
        """Close every gateway session and stop listening."""
        for s in list(self.sessions):
            await s.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def base(self) -> str:
        """Return ``http://127.0.0.1:<port>``."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """Return the REST base to give discord.py (``Route.BASE``)."""
        return self.base + "/api/v10"

    @property
    def gateway_url(self) -> str:
        """Return the gateway websocket URL."""
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def guild_id(self) -> int:
        """Return the first guild's id."""
        return self.guild_ids[0]

    async def wait_connected(self, count: int = 1, timeout: float = 10.0) -> None:
        """Wait until ``count`` sessions have identified (and got READY)."""

        async def ready() -> None:
            async with self._connected:
                await self._connected.wait_for(
                    lambda: (
                        sum(s.identified.is_set() and not s.ws.closed for s in self.sessions)
                        >= count
                    )
                )

        await asyncio.wait_for(ready(), timeout)

    async def wait_synced(self, timeout: float = 10.0) -> None:
        """Wait until the bot uploaded its commands at least once."""

        async def poll() -> None:
            while not self.commands:
                await asyncio.sleep(0.01)

        await asyncio.wait_for(poll(), timeout)

    # -- REST ------------------------------------------------------------------------------

    @web.middleware
    async def _count(self, request: web.Request, handler: Any) -> web.StreamResponse:
        """Count REST requests, in all and per interaction (its callback and its webhook), so
        a test or a benchmark can tell how many round trips an answer cost."""
        parts = request.path.split("/")
        if parts[1:3] == ["api", "v10"]:
            self.rest_requests += 1
            rec: InteractionRecord | None = None
            if len(parts) > 5 and parts[3] == "interactions" and parts[4].isdigit():
                rec = self.interactions.get(int(parts[4]))
            elif len(parts) > 5 and parts[3] == "webhooks":
                rec = self.by_token.get(parts[5])
            if rec is not None:
                rec.rest_calls += 1
        response: web.StreamResponse = await handler(request)
        return response

    def _authorised(self, request: web.Request) -> bool:
        return request.headers.get("Authorization") == f"Bot {self.token}"

    async def _me(self, request: web.Request) -> web.Response:
        if not self._authorised(request):
            return _error(401, 0, "401: Unauthorized")
        return _json(self.bot_user)

    async def _gateway_bot(self, request: web.Request) -> web.Response:
        return _json(
            {
                "url": self.gateway_url.removesuffix("/gateway") + "/gateway",
                "shards": max(1, -(-len(self.guild_ids) // self.guilds_per_recommended_shard)),
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            }
        )

    async def _application(self, request: web.Request) -> web.Response:
        return _json(
            {
                "id": str(self.app_id),
                "name": "tiebreak",
                "icon": None,
                "description": "",
                "rpc_origins": [],
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": self.bot_user,
                "summary": "",
                "verify_key": "0" * 64,
                "team": None,
                "flags": 0,
                "tags": [],
                "bot": self.bot_user,
            }
        )

    async def _put_commands(self, request: web.Request) -> web.Response:
        if not self._authorised(request):
            return _error(401, 0, "401: Unauthorized")
        guild = request.match_info.get("guild")
        body = await request.json()
        problems = command_problems(body)
        if problems:
            self.rejected_syncs.append(problems)
            return _error(400, 50035, "Invalid Form Body", problems)
        stored = []
        for cmd in body:
            c = dict(cmd)
            c.setdefault("type", 1)
            c["id"] = str(self.ids.next())
            c["application_id"] = str(self.app_id)
            c["version"] = str(self.ids.next())
            if guild:
                c["guild_id"] = guild
            stored.append(c)
        self.commands[int(guild) if guild else None] = stored
        self.sync_count += 1
        return _json(stored)

    async def _get_commands(self, request: web.Request) -> web.Response:
        guild = request.match_info.get("guild")
        return _json(self.commands.get(int(guild) if guild else None, []))

    def _payload_of(self, request: web.Request, raw: bytes) -> dict[str, Any]:
        data, _ = self._body_of(request, raw)
        return data

    def _body_of(self, request: web.Request, raw: bytes) -> tuple[dict[str, Any], list[Upload]]:
        return parse_body(request.headers.get("Content-Type", ""), raw)

    def attach(self, data: dict[str, Any], files: list[Upload]) -> dict[str, Any]:
        """Return the message payload ``data`` with its files stored as ``attachments``."""
        if not files:
            return data
        return {**data, "attachments": [self.add_attachment(f.filename, f.content) for f in files]}

    def attachment_bytes(self, attachment: dict[str, Any]) -> bytes:
        """Return the bytes of an attachment of a message (as uploaded)."""
        return self.attachments[int(attachment["id"])][1]

    def _message(self, rec: InteractionRecord, data: Mapping[str, Any]) -> dict[str, Any]:
        mid = self.ids.next()
        guild_id = rec.payload.get("guild_id")
        msg = {
            "id": str(mid),
            "channel_id": rec.payload["channel_id"],
            "guild_id": guild_id,
            "author": self.bot_user,
            "content": data.get("content") or "",
            "timestamp": _iso_now(),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": list(data.get("attachments") or []),
            "embeds": list(data.get("embeds") or []),
            "pinned": False,
            "type": 20 if rec.type == 2 else 0,
            "flags": int(data.get("flags") or 0),
            "components": list(data.get("components") or []),
            "application_id": str(self.app_id),
            "webhook_id": str(self.app_id),
        }
        self.messages[mid] = msg
        return msg

    async def _callback(self, request: web.Request) -> web.Response:
        arrived = time.perf_counter()
        raw = await request.read()
        rec = self.interactions.get(int(request.match_info["id"]))
        if rec is None or rec.token != request.match_info["token"]:
            return _error(404, 10062, "Unknown interaction")
        body, files = self._body_of(request, raw)
        ctype, data = int(body.get("type", 0)), dict(body.get("data") or {})
        if too_large(files, self.attachment_limit):
            rec.rejected.append({"code": TOO_LARGE[1], "callback": body})
            return _error(*TOO_LARGE)
        data = self.attach(data, files)
        if rec.callback_type is not None:
            rec.rejected.append({"code": 40060, "callback": body})
            return _error(400, 40060, "Interaction has already been acknowledged.")
        if arrived - rec.sent_at > self.deadline:
            rec.rejected.append({"code": 10062, "late_by": arrived - rec.sent_at - self.deadline})
            rec.done.set()
            return _error(404, 10062, "Unknown interaction")
        if ctype == 8:
            problems = autocomplete_problems(data)
        elif ctype in _MESSAGE_CALLBACKS:
            problems = message_problems(data, ["data"])
            if (
                not problems
                and not (data.get("content") or data.get("embeds") or data.get("components"))
                and ctype == 4
            ):
                rec.rejected.append({"code": 50006, "callback": body})
                return _error(400, 50006, "Cannot send an empty message")
        else:
            problems = {}
        if problems:
            rec.rejected.append({"code": 50035, "errors": problems})
            return _error(400, 50035, "Invalid Form Body", problems)
        rec.callback_type, rec.callback_data = ctype, data
        rec.first_response_at = arrived
        ephemeral = bool(int(data.get("flags") or 0) & 64)
        resource: dict[str, Any] | None = None
        if ctype == 4:
            msg = self._message(rec, data)
            rec.original = SentMessage(int(msg["id"]), data, ephemeral)
            resource = {"type": 4, "message": msg}
            rec.answered()
        elif ctype == 7:
            target = rec.payload.get("message") or {}
            mid = int(target.get("id", 0))
            msg = self.messages.get(mid) or self._message(rec, data)
            msg.update({k: v for k, v in data.items() if k in ("content", "embeds", "components")})
            msg["edited_timestamp"] = _iso_now()
            rec.original = SentMessage(int(msg["id"]), data, ephemeral)
            resource = {"type": 7, "message": msg}
            rec.answered()
        elif ctype == 5:
            msg = self._message(rec, {"flags": int(data.get("flags") or 0) | 128})
            rec.deferred_id = int(msg["id"])
            resource = {"type": 5, "message": msg}
        elif ctype == 8:
            rec.answered()
        answer: dict[str, Any] = {
            "interaction": {
                "id": str(rec.id),
                "type": rec.type,
                "response_message_id": resource["message"]["id"] if resource else None,
                "response_message_loading": ctype == 5,
                "response_message_ephemeral": ephemeral,
            }
        }
        if resource is not None:
            answer["resource"] = resource
        return _json(answer)

    def _record_for_webhook(self, request: web.Request) -> InteractionRecord | None:
        if request.match_info["app"] != str(self.app_id):
            return None
        return self.by_token.get(request.match_info["token"])

    async def _followup(self, request: web.Request) -> web.Response:
        raw = await request.read()
        rec = self._record_for_webhook(request)
        if rec is None or rec.callback_type is None:
            return _error(404, 10015, "Unknown Webhook")
        data, files = self._body_of(request, raw)
        if too_large(files, self.attachment_limit):
            rec.rejected.append({"code": TOO_LARGE[1], "followup": data})
            return _error(*TOO_LARGE)
        data = self.attach(data, files)
        problems = message_problems(data)
        if problems:
            rec.rejected.append({"code": 50035, "errors": problems})
            return _error(400, 50035, "Invalid Form Body", problems)
        if not (data.get("content") or data.get("embeds") or data.get("attachments")):
            rec.rejected.append({"code": 50006, "followup": data})
            return _error(400, 50006, "Cannot send an empty message")
        pending = self.messages.get(rec.deferred_id or 0)
        if pending is not None and int(pending["flags"]) & 128:
            # Discord: the first follow-up after a deferral fills the "thinking" message, and
            # that message keeps the deferral's visibility (the follow-up's flag is ignored).
            pending.update(
                {
                    k: v
                    for k, v in data.items()
                    if k in ("content", "embeds", "components", "attachments")
                }
            )
            pending["flags"] = int(pending["flags"]) & ~128
            rec.original = SentMessage(int(pending["id"]), data, bool(pending["flags"] & 64))
            rec.answered()
            return _json(pending)
        msg = self._message(rec, data)
        rec.followups.append(
            SentMessage(int(msg["id"]), data, bool(int(data.get("flags") or 0) & 64))
        )
        rec.answered()
        return _json(msg)

    def _target(self, rec: InteractionRecord, ref: str) -> dict[str, Any] | None:
        if ref == "@original":
            mid = rec.original.id if rec.original is not None else (rec.deferred_id or 0)
            if not mid and rec.type == 3:
                mid = int((rec.payload.get("message") or {}).get("id", 0))
        else:
            mid = int(ref)
        return self.messages.get(mid)

    async def _get_message(self, request: web.Request) -> web.Response:
        rec = self._record_for_webhook(request)
        msg = self._target(rec, request.match_info["message"]) if rec else None
        if msg is None:
            return _error(404, 10008, "Unknown Message")
        return _json(msg)

    async def _edit_message(self, request: web.Request) -> web.Response:
        raw = await request.read()
        rec = self._record_for_webhook(request)
        if rec is None or rec.callback_type is None:
            return _error(404, 10015, "Unknown Webhook")
        msg = self._target(rec, request.match_info["message"])
        if msg is None:
            return _error(404, 10008, "Unknown Message")
        data = self._payload_of(request, raw)
        problems = message_problems(data)
        if problems:
            rec.rejected.append({"code": 50035, "errors": problems})
            return _error(400, 50035, "Invalid Form Body", problems)
        msg.update({k: v for k, v in data.items() if k in ("content", "embeds", "components")})
        msg["edited_timestamp"] = _iso_now()
        msg["flags"] = int(msg.get("flags") or 0) & ~128
        merged = {k: msg[k] for k in ("content", "embeds", "components")}
        sent = SentMessage(int(msg["id"]), merged, bool(int(msg["flags"]) & 64))
        if request.match_info["message"] == "@original" or (
            rec.original is None or rec.original.id == sent.id
        ):
            rec.original = sent
        rec.edits += 1
        rec.answered()
        return _json(msg)

    async def _delete_message(self, request: web.Request) -> web.Response:
        rec = self._record_for_webhook(request)
        msg = self._target(rec, request.match_info["message"]) if rec else None
        if msg is None:
            return _error(404, 10008, "Unknown Message")
        self.messages.pop(int(msg["id"]), None)
        rec.deleted.append(int(msg["id"]))  # type: ignore[union-attr]
        if rec.original is not None and rec.original.id == int(msg["id"]):  # type: ignore[union-attr]
            rec.original = None  # type: ignore[union-attr]
        return web.Response(status=204)

    async def _attachment(self, request: web.Request) -> web.Response:
        found = self.attachments.get(int(request.match_info["id"]))
        if found is None:
            return _error(404, 0, "404: Not Found")
        return web.Response(body=found[1], content_type="application/octet-stream")

    async def _unknown(self, request: web.Request) -> web.Response:
        self.unexpected.append(f"{request.method} {request.path}")
        return _error(404, 0, "404: Not Found")

    # -- gateway ---------------------------------------------------------------------------

    def _guild_payload(self, gid: int) -> dict[str, Any]:
        roles = [
            {
                "id": str(gid),
                "name": "@everyone",
                "permissions": str(MEMBER_PERMISSIONS),
                "position": 0,
                "color": 0,
                "hoist": False,
                "managed": False,
                "mentionable": False,
                "flags": 0,
            },
            *self.roles[gid].values(),
        ]
        channel = {
            "id": str(self.channel_ids[gid]),
            "type": 0,
            "name": "tournament",
            "position": 0,
            "guild_id": str(gid),
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "rate_limit_per_user": 0,
        }
        return {
            "id": str(gid),
            "name": f"Chess club {gid % 1000}",
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.ids.next()),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": roles,
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "preferred_locale": "en-US",
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "joined_at": _iso_now(),
            "large": False,
            "unavailable": False,
            "member_count": 2,
            "voice_states": [],
            "members": [],
            "channels": [channel],
            "threads": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 41250}}))
        session: _Session | None = None
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                continue
            frame = json.loads(msg.data)
            op = frame.get("op")
            if op == 1:
                await ws.send_str(json.dumps({"op": 11}))
            elif op == 2:
                d = frame["d"]
                if d.get("token") not in (self.token, f"Bot {self.token}"):
                    await ws.close(code=4004, message=b"Authentication failed.")
                    break
                if d.get("intents", 0) & ((1 << 1) | (1 << 8) | (1 << 15)):
                    await ws.close(code=4014, message=b"Disallowed intent(s).")
                    break
                sid, count = (int(x) for x in (d.get("shard") or (0, 1)))
                self.identifies.append((sid, count))
                if self.refuse_identify is not None:
                    await ws.close(code=self.refuse_identify, message=b"Refused (stand-in).")
                    break
                if not 0 <= sid < count:
                    await ws.close(code=4010, message=b"Invalid shard.")
                    break
                mine = [g for g in self.guild_ids if (g >> 22) % count == sid]
                if len(mine) > self.max_guilds_per_shard:
                    await ws.close(code=4011, message=b"Sharding required.")
                    break
                session = _Session(ws, (sid, count), session_id=f"session-{self.ids.next()}")
                self.sessions.append(session)
                self.resumable[session.session_id] = session
                await session.dispatch(
                    "READY",
                    {
                        "v": 10,
                        "user": self.bot_user,
                        "guilds": [{"id": str(g), "unavailable": True} for g in mine],
                        "session_id": session.session_id,
                        "resume_gateway_url": self.gateway_url,
                        "shard": list(session.shard),
                        "application": {"id": str(self.app_id), "flags": 0},
                        "private_channels": [],
                        "relationships": [],
                        "presences": [],
                    },
                )
                for g in mine:
                    await session.dispatch("GUILD_CREATE", self._guild_payload(g))
                session.identified.set()
                async with self._connected:
                    self._connected.notify_all()
            elif op == 6:
                resumed = await self._resume(ws, frame.get("d") or {})
                if resumed is None:
                    continue
                session = resumed
        if session is not None and session.ws is ws:
            if session in self.sessions:
                self.sessions.remove(session)
            if ws.close_code in INVALIDATING_CLOSES:
                session.invalidated = True
                self.resumable.pop(session.session_id, None)
            else:
                session.detached_at = time.monotonic()
        return ws

    def _resumable(self, session_id: str) -> _Session | None:
        """Return the session ``session_id`` if it can be resumed now (not ended, not timed
        out); a timed-out one is forgotten."""
        session = self.resumable.get(session_id)
        if session is None:
            return None
        if (
            session.detached_at is not None
            and time.monotonic() - session.detached_at > self.resume_window
        ):
            self.resumable.pop(session_id, None)
            session.invalidated = True
            return None
        return session

    async def _resume(self, ws: web.WebSocketResponse, d: Mapping[str, Any]) -> _Session | None:
        """Answer OP 6 RESUME as Discord does ("Resuming"): the missed dispatches in order,
        then RESUMED; a session that cannot be resumed (unknown, ended, timed out, events no
        longer kept) gets OP 9 INVALID_SESSION ``false``, and the client should IDENTIFY."""
        if d.get("token") not in (self.token, f"Bot {self.token}"):
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        session = self._resumable(str(d.get("session_id") or ""))
        seq = d.get("seq")
        if session is not None and session.attached:
            # Not something the bot does (it resumes only a session whose connection it
            # closed); noted so that a test sees it, and refused.
            self.unexpected.append(f"RESUME of session {session.session_id} still connected")
            session = None
        frames = session.missed(int(seq)) if session is not None and seq is not None else None
        if session is None or frames is None:
            await ws.send_str(json.dumps({"op": 9, "d": False}))
            return None
        session.ws, session.detached_at = ws, None
        session.resumes += 1
        self.resumes.append((session.shard[0], len(frames)))
        for frame in frames:
            await ws.send_str(frame)
        self.sessions.append(session)
        await session.dispatch("RESUMED", {})
        async with self._connected:
            self._connected.notify_all()
        return session

    def _session_for(self, gid: int) -> _Session:
        """Return the session that gets the server's events: the newest connected one of its
        shard, else one whose connection closed but that can still be resumed (its events are
        kept for the RESUME, as Discord keeps them)."""
        for s in reversed(self.sessions):
            if s.attached and s.identified.is_set() and (gid >> 22) % s.shard[1] == s.shard[0]:
                return s
        for sid, s in reversed(list(self.resumable.items())):
            if (gid >> 22) % s.shard[1] == s.shard[0] and self._resumable(sid) is not None:
                return s
        raise RuntimeError(f"no bot session is connected for guild {gid}")

    # -- sending interactions --------------------------------------------------------------

    def add_role(self, name: str, guild_id: int | None = None, permissions: int = 0) -> int:
        """Create a role in a guild (before the bot connects) and return its id."""
        gid = guild_id or self.guild_id
        rid = self.ids.next()
        self.roles[gid][rid] = {
            "id": str(rid),
            "name": name,
            "permissions": str(permissions),
            "position": len(self.roles[gid]) + 1,
            "color": 0,
            "hoist": False,
            "managed": False,
            "mentionable": True,
            "flags": 0,
        }
        return rid

    def add_attachment(self, filename: str, content: bytes) -> dict[str, Any]:
        """Store an uploaded file and return its attachment object (served from the CDN)."""
        aid = self.ids.next()
        self.attachments[aid] = (filename, content)
        return {
            "id": str(aid),
            "filename": filename,
            "size": len(content),
            "url": f"{self.base}/attachments/{aid}/{filename}",
            "proxy_url": f"{self.base}/attachments/{aid}/{filename}",
            "content_type": "application/octet-stream",
        }

    def _member(
        self, gid: int, *, user_id: int | None, name: str, permissions: int, roles: tuple[int, ...]
    ) -> dict[str, Any]:
        uid = user_id or 4242
        return {
            "user": {
                "id": str(uid),
                "username": name,
                "discriminator": "0",
                "global_name": name,
                "avatar": None,
            },
            "roles": [str(r) for r in roles],
            "joined_at": _iso_now(),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "nick": None,
            "permissions": str(permissions),
        }

    def _find_command(self, path: str, gid: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        words = path.split()
        for cmd in self.commands.get(gid, []) + self.commands.get(None, []):
            if cmd["name"] == words[0]:
                chain = [cmd]
                for w in words[1:]:
                    nxt = [
                        o
                        for o in chain[-1].get("options", [])
                        if o["name"] == w and o["type"] in (1, 2)
                    ]
                    if not nxt:
                        raise KeyError(f"{path!r}: no sub-command {w!r} was registered")
                    chain.append(nxt[0])
                return cmd, chain
        raise KeyError(f"command {words[0]!r} was not registered (synced) by the bot")

    def _options(
        self,
        schema: list[dict[str, Any]],
        values: Mapping[str, Any],
        focused: str | None,
        resolved: dict[str, Any],
        gid: int,
    ) -> list[dict[str, Any]]:
        by_name = {o["name"]: o for o in schema}
        out = []
        for name, value in values.items():
            if name not in by_name:
                raise KeyError(f"option {name!r} is not registered; known: {sorted(by_name)}")
            otype = by_name[name]["type"]
            if otype == 11:
                att = value if isinstance(value, dict) else self.add_attachment(*value)
                resolved.setdefault("attachments", {})[att["id"]] = att
                value = att["id"]
            elif otype == 7:  # a channel of the guild, resolved as Discord sends it
                if int(value) != self.channel_ids[gid]:
                    raise KeyError(f"channel {value} is not a channel of guild {gid}")
                resolved.setdefault("channels", {})[str(value)] = {
                    "id": str(value),
                    "type": 0,
                    "name": "tournament",
                    "guild_id": str(gid),
                    "parent_id": None,
                    "nsfw": False,
                    "position": 0,
                    "permissions": str(ALL_PERMISSIONS),
                }
                value = str(value)
            elif otype == 8:
                role = self.roles[gid][int(value)]
                resolved.setdefault("roles", {})[str(value)] = role
                value = str(value)
            item: dict[str, Any] = {"name": name, "type": otype, "value": value}
            if name == focused:
                item["focused"] = True
            out.append(item)
        missing = [o["name"] for o in schema if o.get("required") and o["name"] not in values]
        if missing and focused is None:
            raise KeyError(f"required options missing: {missing}")
        return out

    async def _send(
        self,
        itype: int,
        data: dict[str, Any],
        *,
        guild_id: int | None,
        user_id: int | None,
        user_name: str,
        permissions: int,
        roles: tuple[int, ...],
        message: dict[str, Any] | None = None,
        locale: str = "en-US",
        guild_locale: str = "en-US",
    ) -> InteractionRecord:
        gid = guild_id or self.guild_id
        iid, token = self.ids.next(), f"tok-{self.ids.next()}"
        channel = {
            "id": str(self.channel_ids[gid]),
            "type": 0,
            "guild_id": str(gid),
            "name": "tournament",
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "permissions": str(permissions),
        }
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.app_id),
            "type": itype,
            "data": data,
            "guild_id": str(gid),
            "channel_id": channel["id"],
            "channel": channel,
            "member": self._member(
                gid, user_id=user_id, name=user_name, permissions=permissions, roles=roles
            ),
            "token": token,
            "version": 1,
            "app_permissions": str(ALL_PERMISSIONS),
            "locale": locale,
            "guild_locale": guild_locale,
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(gid)},
            "context": 0,
            "attachment_size_limit": self.attachment_limit,
        }
        if message is not None:
            payload["message"] = message
        session = self._session_for(gid)
        rec = InteractionRecord(
            iid, token, itype, payload, time.perf_counter(), deadline=self.deadline
        )
        rec.session = session
        self.interactions[iid] = rec
        self.by_token[token] = rec
        await session.dispatch("INTERACTION_CREATE", payload)
        return rec

    def open_interaction(self, itype: int = 2, guild_id: int | None = None) -> InteractionRecord:
        """Register an interaction without dispatching it (to test the stand-in itself)."""
        gid = guild_id or self.guild_id
        iid, token = self.ids.next(), f"tok-{self.ids.next()}"
        payload = {
            "id": str(iid),
            "type": itype,
            "guild_id": str(gid),
            "channel_id": str(self.channel_ids[gid]),
            "token": token,
        }
        rec = InteractionRecord(
            iid, token, itype, payload, time.perf_counter(), deadline=self.deadline
        )
        self.interactions[iid] = rec
        self.by_token[token] = rec
        return rec

    async def slash(
        self,
        path: str,
        options: Mapping[str, Any] | None = None,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        user_name: str = "player",
        permissions: int = MEMBER_PERMISSIONS,
        roles: tuple[int, ...] = (),
        focused: str | None = None,
        locale: str = "en-US",
        guild_locale: str = "en-US",
    ) -> InteractionRecord:
        """Send a slash command (``"tournament link"`` for sub-commands) and return its record.

        Option types come from the commands the bot synced. Attachment options take an
        attachment object from :meth:`add_attachment` or a ``(filename, bytes)`` pair. With
        ``focused`` the interaction is an autocomplete request for that option. ``locale`` is
        the user's client language and ``guild_locale`` the server's, as Discord sends them
        in every interaction (``cs``, ``en-US``, ``pt-BR``…).
        """
        gid = guild_id or self.guild_id
        cmd, chain = self._find_command(path, gid)
        resolved: dict[str, Any] = {}
        opts = self._options(chain[-1].get("options", []), options or {}, focused, resolved, gid)
        for node in reversed(chain[1:]):
            opts = [{"name": node["name"], "type": node["type"], "options": opts}]
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": opts}
        if "guild_id" in cmd:
            data["guild_id"] = cmd["guild_id"]
        if resolved:
            data["resolved"] = resolved
        return await self._send(
            4 if focused else 2,
            data,
            guild_id=gid,
            user_id=user_id,
            user_name=user_name,
            permissions=permissions,
            roles=roles,
            locale=locale,
            guild_locale=guild_locale,
        )

    async def click(
        self,
        message: SentMessage | int,
        custom_id: str,
        *,
        guild_id: int | None = None,
        user_id: int | None = None,
        user_name: str = "player",
        permissions: int = MEMBER_PERMISSIONS,
        locale: str = "en-US",
        guild_locale: str = "en-US",
    ) -> InteractionRecord:
        """Click the button ``custom_id`` on a message the bot sent earlier (``locale``: the
        language of the one who clicks)."""
        mid = message.id if isinstance(message, SentMessage) else message
        msg = self.messages[mid]
        ids = [c.get("custom_id") for row in msg["components"] for c in row["components"]]
        if custom_id not in ids:
            raise KeyError(f"no button {custom_id!r} on message {mid}; buttons: {ids}")
        return await self._send(
            3,
            {"custom_id": custom_id, "component_type": 2},
            guild_id=guild_id,
            user_id=user_id,
            user_name=user_name,
            permissions=permissions,
            roles=(),
            message=msg,
            locale=locale,
            guild_locale=guild_locale,
        )
