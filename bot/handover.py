"""A clean stop hands each shard's gateway session to the process that takes the shard over,
which RESUMEs it instead of IDENTIFYing, so that Discord replays what the shard missed.

Discord's gateway documentation ("Initiating a Disconnect", "Resuming"): a connection closed
with 1000 or 1001 ends its session; closed with any other code, the session "will remain
active and timeout after a few minutes", and a new connection to its ``resume_gateway_url``
that sends OP 6 RESUME with its ``session_id`` and the last sequence number received gets the
missed events in order, then RESUMED. A session that cannot be resumed gets OP 9
INVALID_SESSION, and the client IDENTIFYs. Discord does not send an interaction again, and
its 3-second deadline for the first answer runs from the interaction's creation: a hand-over
is worth it only when it is short (:mod:`bot.leases` wakes the standby at once).

On SIGTERM (:func:`bot.ops.drain`): :func:`park` stops reading each shard and closes its
connection with :data:`RESUMABLE_CLOSE`, then its :class:`Handover` (session id, last
sequence, resume URL, the shard's servers) is written to ``tiebreak_handover`` and the leases
released (:meth:`bot.leases.PgLeases.hand_over`). The process that takes the shards
(:meth:`bot.leases.PgLeases.take_handovers`) starts each shard with :func:`launch_resumed`.
A record older than :data:`MAX_AGE`, or a session Discord no longer knows, leads to a plain
IDENTIFY (discord.py's own answer to INVALID_SESSION), never to a wait.

discord.py has no public API for either half; this module is the one place that relies on
its internals (discord.py 2.4 to 2.7, the range ``pyproject.toml`` allows):

- ``ShardInfo._parent`` (a ``discord.shard.Shard``), ``Shard._cancel_task()`` and ``Shard.ws``;
- ``DiscordWebSocket.session_id``, ``.sequence``, ``.gateway`` (the ``resume_gateway_url`` of
  READY) and ``.close(code)``;
- ``DiscordWebSocket.from_client(client, initial=, gateway=, shard_id=, session=, sequence=,
  resume=True)``, the call discord.py's own ``Shard.reidentify`` makes to resume;
- ``Shard(ws, client, queue_put)`` and ``AutoShardedClient``'s private ``__shards`` and
  ``__queue`` (name-mangled ``_AutoShardedClient__shards``, ``_AutoShardedClient__queue``),
  which its ``launch_shard`` fills.

A session RESUMEd in a fresh process brings no READY and no GUILD_CREATE: discord.py's
``on_ready`` does not fire and its guild cache stays empty. The bot therefore counts a
resumed shard as ready itself (:attr:`bot.app.TiebreakBot.gateway_ready`) and takes the
shard's servers from the record (:meth:`bot.app.TiebreakBot.serves`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.shards import shard_of

if TYPE_CHECKING:  # discord.py is imported where it is used: bot.leases stays without it
    import discord
    from discord.shard import Shard

log = logging.getLogger("bot.handover")

RESUMABLE_CLOSE = 4000
"""The close code of a hand-over: any code but 1000 and 1001 keeps the session resumable
(Discord, "Initiating a Disconnect"); 4000 is the one discord.py itself closes with when it
means to resume."""
MAX_AGE = 60.0
"""Seconds a hand-over record is used: Discord keeps a session "a few minutes"; a record this
old belongs to a stop long ago, not to a rolling restart, and the shard IDENTIFYs."""
RESUME_TIMEOUT = 10.0
"""Seconds to open the connection to the resume address and send RESUME before the shard
IDENTIFYs instead (a refused connection falls back at once)."""


@dataclass(frozen=True, slots=True)
class Handover:
    """What the next process needs to RESUME one shard's gateway session."""

    shard_id: int
    session_id: str
    sequence: int
    resume_url: str
    guild_ids: tuple[int, ...]


def _shard(info: discord.ShardInfo) -> Shard:
    shard: Shard = info._parent
    return shard


async def park(
    client: discord.AutoShardedClient, known_guilds: Iterable[int] = ()
) -> list[Handover]:
    """Stop reading every shard of ``client`` and close its connection so that the session
    stays resumable; return each shard's :class:`Handover` (a shard without a session, never
    READY, has none). Its servers are those of discord.py's cache and ``known_guilds`` (those
    this process was handed without a GUILD_CREATE).

    The reading task is stopped first: an event received after that is not handled here, and
    its sequence number is above the one handed over, so the next process gets it again.
    """
    parked: list[Handover] = []
    guilds: dict[int, set[int]] = {}
    count = client.shard_count or 1
    for gid in {g.id for g in client.guilds} | set(known_guilds):
        guilds.setdefault(shard_of(gid, count), set()).add(gid)
    for shard_id, info in list(client.shards.items()):
        shard = _shard(info)
        shard._cancel_task()
        ws = shard.ws
        try:
            await asyncio.wait_for(ws.close(code=RESUMABLE_CLOSE), 2.0)
        except Exception:  # already closed, or the peer gone: the session is still Discord's
            log.debug("closing shard %s for the hand-over failed", shard_id, exc_info=True)
        if ws.session_id is None or ws.sequence is None:
            continue
        parked.append(
            Handover(
                shard_id=shard_id,
                session_id=str(ws.session_id),
                sequence=int(ws.sequence),
                resume_url=str(ws.gateway),
                guild_ids=tuple(sorted(guilds.get(shard_id, ()))),
            )
        )
    return parked


async def launch_resumed(
    client: discord.AutoShardedClient, record: Handover, *, initial: bool = False
) -> bool:
    """Connect ``record``'s shard by RESUMEing its session (what discord.py's
    ``Shard.reidentify`` does after a dropped connection) and start reading it; return
    ``False`` when the connection could not be opened (the caller IDENTIFYs instead).

    If Discord answers INVALID_SESSION, discord.py's shard IDENTIFYs by itself.
    """
    import yarl
    from discord.gateway import DiscordWebSocket
    from discord.shard import Shard

    try:
        ws = await asyncio.wait_for(
            DiscordWebSocket.from_client(
                client,
                initial=initial,
                gateway=yarl.URL(record.resume_url),
                shard_id=record.shard_id,
                session=record.session_id,
                sequence=record.sequence,
                resume=True,
            ),
            RESUME_TIMEOUT,
        )
    except Exception as err:
        log.warning(
            "shard %s: could not resume its session (%s); identifying", record.shard_id, err
        )
        return False
    internals: Any = client
    shard = Shard(ws, client, internals._AutoShardedClient__queue.put_nowait)
    internals._AutoShardedClient__shards[record.shard_id] = shard
    shard.launch()
    log.info("shard %s: resuming session from sequence %s", record.shard_id, record.sequence)
    return True


def guild_ids(records: Iterable[Handover]) -> set[int]:
    """Return the servers of the handed-over shards."""
    return {gid for record in records for gid in record.guild_ids}


__all__ = ["MAX_AGE", "RESUMABLE_CLOSE", "Handover", "guild_ids", "launch_resumed", "park"]
