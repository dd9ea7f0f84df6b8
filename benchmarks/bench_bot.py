"""Load on the Discord bot: N interactions sent at once to one bot process over the stand-in.

Run from the repository root::

    .venv/bin/python benchmarks/bench_bot.py                 # 500 interactions, mixed
    .venv/bin/python benchmarks/bench_bot.py -n 1000 --players 300 --kind standings

The script starts the local Discord stand-in (tests/servers/discord_server.py) in this
process and the bot as a separate process (``python -m bot``, pointed at the stand-in with
``DISCORD_API_BASE``/``DISCORD_GATEWAY_URL``, a fresh SQLite store). An organiser links a
generated Swiss event (tournament JSON upload); then N interactions are dispatched on the
gateway back to back: by default a mix of ``/standings``, ``/buchholz``, ``/player``, ``/why``,
player autocompletes and standings button clicks. For each it measures the time from
dispatch to the bot's first response (the acknowledgement Discord wants within 3 s) and to
the final answer, and prints median, p90, p99 and max, plus anything the stand-in refused
(late, duplicate or oversized responses). Nothing is asserted: this is a report.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.servers.discord_server import (  # noqa: E402
    MANAGE_GUILD,
    DiscordStandIn,
    InteractionRecord,
)


def swiss_event(players: int, rounds: int) -> str:
    """Return a legal Swiss event as tournament JSON: fold pairing by id each round."""
    results: dict[int, list[str]] = {i: [] for i in range(1, players + 1)}
    ids = list(range(1, players + 1))
    for rnd in range(rounds):
        order = ids[rnd % len(ids) :] + ids[: rnd % len(ids)]
        if len(order) % 2:
            results[order[-1]].append("U")
            order = order[:-1]
        half = len(order) // 2
        for a, b in zip(order[:half], order[half:], strict=True):
            outcome = (a * 7 + b * 3 + rnd) % 3
            ta, tb = {0: ("+", "-"), 1: ("=", "="), 2: ("-", "+")}[outcome]
            results[a].append(f"{ta}W{b}")
            results[b].append(f"{tb}B{a}")
    return json.dumps(
        {
            "format": "tiebreak-tournament/1",
            "name": "Benchmark Open",
            "start_date": "2026-06-01",
            "rounds": rounds,
            "players": [
                {
                    "id": i,
                    "name": f"Player {i:04d}",
                    "rating": 1200 + (i * 37) % 1300,
                    "results": results[i],
                }
                for i in ids
            ],
        }
    )


def pct(values: list[float], q: float) -> float:
    """Return the q-quantile (nearest rank) of values."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


async def run(args: argparse.Namespace) -> None:
    server = DiscordStandIn()
    await server.start()
    tmp = tempfile.mkdtemp(prefix="tiebreak-bench-")
    env = dict(
        os.environ,
        DISCORD_TOKEN=server.token,
        DISCORD_API_BASE=server.api_base,
        DISCORD_GATEWAY_URL=server.gateway_url,
        TIEBREAK_BOT_DB=str(Path(tmp) / "bot.sqlite3"),
        DATABASE_URL=args.database_url or "",
        PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
    )
    command = [sys.executable, "-m", "bot"]
    if args.profile:
        command[1:1] = ["-m", "cProfile", "-o", args.profile]
    proc = subprocess.Popen(
        command,
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=None if args.verbose else subprocess.DEVNULL,
    )
    try:
        await server.wait_connected(timeout=30)
        await server.wait_synced()
        event = swiss_event(args.players, args.rounds).encode()
        link = await (
            await server.slash(
                "tournament link", {"file": ("open.json", event)}, permissions=MANAGE_GUILD
            )
        ).wait(60)
        if link.rejected or "Linked" not in link.text():
            raise SystemExit(f"linking failed: {link.text()} {link.rejected}")
        page = await (await server.slash("standings")).wait(30)
        message = page.messages[0]
        next_button = message.custom_ids()[1] if message.custom_ids() else None

        kinds = ["standings", "buchholz", "player", "why", "autocomplete", "button"]
        if args.kind != "mixed":
            kinds = [args.kind]
        if "button" in kinds and next_button is None:
            kinds.remove("button")

        async def one(i: int) -> InteractionRecord:
            kind = kinds[i % len(kinds)]
            pid = str(1 + (i * 13) % args.players)
            if kind == "standings":
                return await server.slash("standings", {"page": 1 + i % 3})
            if kind == "buchholz":
                return await server.slash("buchholz", {"player": pid, "variant": "BH-C1"})
            if kind == "player":
                return await server.slash("player", {"player": pid})
            if kind == "why":
                return await server.slash(
                    "why",
                    {"player_a": pid, "player_b": "1"}
                    if pid != "1"
                    else {"player_a": "1", "player_b": "2"},
                )
            if kind == "autocomplete":
                return await server.slash(
                    "player", {"player": f"{int(pid) % 100:02d}"}, focused="player"
                )
            assert next_button is not None
            return await server.click(message, next_button)

        started = time.perf_counter()
        records = await asyncio.gather(*(one(i) for i in range(args.n)))
        dispatched = time.perf_counter() - started
        pending = [r.wait(60) for r in records]
        done = await asyncio.gather(*pending, return_exceptions=True)
        total = time.perf_counter() - started
        unanswered = sum(isinstance(d, BaseException) for d in done)
        first = [r.latency * 1000 for r in records if r.latency is not None]
        rejected = [x for r in records for x in r.rejected]
        late = sum(r.latency is None or r.latency > 3.0 for r in records)
        print(
            f"bot process: python -m bot (pid {proc.pid}), store "
            f"{'PostgreSQL' if args.database_url else 'SQLite'}; event {args.players} "
            f"players x {args.rounds} rounds; {args.n} interactions ({', '.join(kinds)})"
        )
        print(f"dispatched in {dispatched * 1000:.0f} ms; all answered after {total:.2f} s")
        if first:
            print(
                f"time to first response (ms): median {statistics.median(first):.1f}  "
                f"p90 {pct(first, 0.90):.1f}  p99 {pct(first, 0.99):.1f}  "
                f"max {max(first):.1f}"
            )
        print(
            f"answered {len(first)}/{args.n}; over 3 s or never: {late}; "
            f"unanswered after 60 s: {unanswered}; refused by the stand-in: {len(rejected)}"
        )
    finally:
        if args.profile:
            proc.send_signal(signal.SIGINT)  # a clean stop, so cProfile writes its file
        else:
            proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        await server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", type=int, default=500, help="interactions (default 500)")
    parser.add_argument("--players", type=int, default=120)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument(
        "--kind",
        default="mixed",
        choices=["mixed", "standings", "buchholz", "player", "why", "autocomplete", "button"],
    )
    parser.add_argument(
        "--database-url", default=None, help="the bot's DATABASE_URL (default: a fresh SQLite file)"
    )
    parser.add_argument("--verbose", action="store_true", help="show the bot's log")
    parser.add_argument(
        "--profile", metavar="FILE", help="run the bot under cProfile and write the stats to FILE"
    )
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
