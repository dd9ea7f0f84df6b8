"""Interactions per second of three bot processes against one, over six shards, on one
PostgreSQL, and PostgreSQL's lock waits under a burst of 1,000 interactions.

Run from the repository root (PostgreSQL at 127.0.0.1, trust authentication)::

    .venv/bin/python benchmarks/bench_shards.py                  # 1,000 servers, 3 bursts each
    .venv/bin/python benchmarks/bench_shards.py --guilds 600 --repeat 5 --rate 0

The Discord stand-in (tests/servers/discord_server.py) serves ``--guilds`` servers over six
shards from this process. An organiser links the bot's sample tournament on every server
(once, by the first layout), then for each layout:

* ``one``: one ``python -m bot`` running shards 0-5;
* ``three``: three processes running 0-1, 2-3 and 4-5;

a warm-up burst (not counted), then ``--repeat`` bursts of one ``/standings`` per server.
With ``--rate 0`` a burst dispatches every interaction back to back; otherwise at ``--rate``
a second. Printed per layout: interactions per second (the burst's interactions over the
time from the first dispatch to the last answer; medians over the bursts), the final
answer's p50 and p99, and the interactions Discord would show as failed (no first response
within 3 s). During the bursts a thread samples ``pg_locks`` every 10 ms: the locks not
granted (a statement waiting for another's lock) and the sessions waiting on a lock
(``pg_stat_activity.wait_event_type = 'Lock'``), their maximum and mean.

The store is the database of ``--database-url`` (default: ``tiebreak_shards_bench``, created
when missing and emptied first). Nothing is asserted: the figures go to benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import psycopg  # noqa: E402

from bot.store import Store  # noqa: E402
from tests.bot.botsample import tournament_text  # noqa: E402
from tests.bot.conftest import _ensure_pg_database, clear_store  # noqa: E402
from tests.bot.processes import BotProcess, bot_environment  # noqa: E402
from tests.servers.discord_server import MANAGE_GUILD, DiscordStandIn  # noqa: E402

ORGANISER = {"permissions": MANAGE_GUILD | (1 << 31)}
LAYOUTS = {"one": ("0-5",), "three": ("0-1", "2-3", "4-5")}
DEFAULT_URL = "postgresql://postgres@127.0.0.1:5432/tiebreak_shards_bench"


class LockSampler:
    """Samples PostgreSQL's lock waits every 10 ms in a thread of its own."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.not_granted: list[int] = []
        self.waiting: list[int] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        with psycopg.connect(self.url, autocommit=True) as conn:
            while not self._stop.wait(0.01):
                row = conn.execute(
                    "SELECT (SELECT count(*) FROM pg_locks WHERE NOT granted), "
                    "(SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock')"
                ).fetchone()
                assert row is not None
                self.not_granted.append(int(row[0]))
                self.waiting.append(int(row[1]))

    def __enter__(self) -> LockSampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


async def burst(server: DiscordStandIn, guilds: tuple[int, ...], rate: float) -> dict[str, Any]:
    start = time.perf_counter()
    sent = []
    step = 20
    for i in range(0, len(guilds), step):
        t0 = time.perf_counter()
        sent += await asyncio.gather(
            *(server.slash("standings", guild_id=g) for g in guilds[i : i + step])
        )
        if rate:
            await asyncio.sleep(max(0.0, step / rate - (time.perf_counter() - t0)))
    await asyncio.gather(*(rec.settle(60) for rec in sent))
    done = max((r.answered_at or time.perf_counter()) for r in sent)
    latencies = sorted(r.final_latency for r in sent if r.final_latency is not None)
    return {
        "per_second": len(sent) / (done - start),
        "p50": latencies[len(latencies) // 2] if latencies else float("nan"),
        "p99": latencies[int(len(latencies) * 0.99) - 1] if latencies else float("nan"),
        "failed": sum(r.failed for r in sent),
    }


async def run_layout(
    name: str, server: DiscordStandIn, url: str, args: argparse.Namespace, logs: Path
) -> dict[str, Any]:
    env = bot_environment(server, url, TIEBREAK_SHARD_COUNT="6", TIEBREAK_SYNC_COMMANDS="always")
    procs = [
        BotProcess(dict(env, TIEBREAK_SHARDS=r), logs / f"{name}-{r}.log") for r in LAYOUTS[name]
    ]
    try:
        for p in procs:
            await p.start()
        for p in procs:
            await p.wait_health(200, timeout=120)
        await server.wait_synced()
        guilds = server.guild_ids
        if name == "one" or not args.linked:
            data = ("club.json", tournament_text().encode())
            for g in guilds:
                await (
                    await server.slash("tournament link", {"file": data}, guild_id=g, **ORGANISER)
                ).wait(30)
            args.linked = True
        await burst(server, guilds, args.rate)  # warm-up
        runs = []
        with LockSampler(url) as locks:
            for _ in range(args.repeat):
                runs.append(await burst(server, guilds, args.rate))
        return {
            "per_second": statistics.median(r["per_second"] for r in runs),
            "p50": statistics.median(r["p50"] for r in runs),
            "p99": statistics.median(r["p99"] for r in runs),
            "failed": sum(r["failed"] for r in runs),
            "locks_max": max(locks.not_granted, default=0),
            "locks_mean": statistics.fmean(locks.not_granted) if locks.not_granted else 0.0,
            "waiting_max": max(locks.waiting, default=0),
            "samples": len(locks.not_granted),
        }
    finally:
        for p in procs:
            await p.stop()


async def main(args: argparse.Namespace) -> None:
    _ensure_pg_database(args.database_url)
    clear_store(args.database_url)
    Store(args.database_url).close()
    guilds = tuple(((1_900_000_000_000 + i * 7919) << 22) | 1 for i in range(args.guilds))
    args.linked = False
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.layouts:
            server = DiscordStandIn(guild_ids=guilds)
            await server.start()
            try:
                results[name] = await run_layout(name, server, args.database_url, args, Path(tmp))
            finally:
                await server.stop()
    print(
        f"{args.guilds} servers, 6 shards, {args.repeat} bursts of {args.guilds} /standings, "
        f"rate {'back to back' if not args.rate else f'{args.rate:g}/s'}"
    )
    print("layout  per s   p50 s   p99 s  failed  pg_locks not granted max/mean  lock waits max")
    for name, r in results.items():
        print(
            f"{name:6} {r['per_second']:6.1f} {r['p50']:7.3f} {r['p99']:7.3f} {r['failed']:7d}"
            f"  {r['locks_max']:4d} / {r['locks_mean']:.3f} ({r['samples']} samples)"
            f"  {r['waiting_max']:4d}"
        )


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--guilds", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--rate", type=float, default=0.0, help="interactions a second (0: all)")
    parser.add_argument("--layouts", nargs="+", default=list(LAYOUTS), choices=list(LAYOUTS))
    parser.add_argument("--database-url", default=DEFAULT_URL)
    return parser.parse_args()


if __name__ == "__main__":
    asyncio.run(main(parse_args()))
