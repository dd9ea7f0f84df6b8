"""Load on the Discord bot, beside a do-nothing bot: bursts of interactions over the stand-in.

Run from the repository root::

    .venv/bin/python benchmarks/bench_bot.py                      # bursts of 200 and 500
    .venv/bin/python benchmarks/bench_bot.py --bursts 1000 --players 1000 --rounds 11

One run measures two bot processes, each against its own local Discord stand-in
(tests/servers/discord_server.py, served from this process):

* ours: ``python -m bot``, pointed at the stand-in with ``DISCORD_API_BASE`` /
  ``DISCORD_GATEWAY_URL``, a fresh SQLite store (``--database-url`` for PostgreSQL). An
  organiser links a generated Swiss event (tournament JSON upload) and one ``/standings``
  is shown, so the tournament is loaded, as it is on a server in use. Each burst is a mix of
  ``/standings``, ``/buchholz``, ``/player``, ``/why``, player autocompletes and standings
  button clicks (``--kind`` for one kind only).
* null: ``benchmarks/null_bot.py``, a discord.py bot whose one command answers a constant
  string: the same library, intents, endpoints settings and process model. Its bursts are that
  command.

Each bot first gets a warm-up burst (not reported). Then, for each burst size, the two bots
take turns (``--repeat`` times each, so both see the same machine state): N interactions are
dispatched on the gateway back to back, and the script waits until every one is answered.
For each interaction the stand-in records the time from dispatch to the first response
(Discord wants it within 3 s) and to the final answer (the last message, edit or choices),
and counts the REST requests it received. Printed per bot and burst: the final answer's p50,
p99 and max, the first response's p99, REST calls per interaction, interactions over 3 s and
anything the stand-in refused; then the ratio ours/null. Nothing is asserted: this is a report.
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
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.servers.discord_server import (  # noqa: E402
    MANAGE_GUILD,
    DiscordStandIn,
    InteractionRecord,
)

DEADLINE = 3.0
KINDS = ["standings", "buchholz", "player", "why", "autocomplete", "button"]


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


Send = Callable[[int], Awaitable[InteractionRecord]]


@dataclass
class Bot:
    """One bot process, its stand-in, and what to send it."""

    name: str
    command: list[str]
    server: DiscordStandIn = field(default_factory=DiscordStandIn)
    proc: subprocess.Popen[bytes] | None = None
    send: Send | None = None
    kinds: list[str] = field(default_factory=list)

    async def start(self, env: dict[str, str], verbose: bool) -> None:
        await self.server.start()
        env = dict(
            env,
            DISCORD_TOKEN=self.server.token,
            DISCORD_API_BASE=self.server.api_base,
            DISCORD_GATEWAY_URL=self.server.gateway_url,
        )
        self.proc = subprocess.Popen(
            self.command,
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=None if verbose else subprocess.DEVNULL,
        )
        await self.server.wait_connected(timeout=30)
        await self.server.wait_synced(timeout=30)

    def cpu(self) -> float:
        """Return the CPU seconds (user + system) the bot process used so far (Linux)."""
        assert self.proc is not None
        fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    async def stop(self) -> None:
        if self.proc is not None:
            self.proc.send_signal(signal.SIGINT)  # a clean stop (cProfile writes its file)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        await self.server.stop()


async def prepare_ours(bot: Bot, args: argparse.Namespace) -> None:
    """Link the event, show its standings once (the button clicks need that message)."""
    server = bot.server
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
    kinds = KINDS if args.kind == "mixed" else [args.kind]
    if "button" in kinds and next_button is None:
        kinds = [k for k in kinds if k != "button"]
    bot.kinds = kinds

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
            other = "2" if pid == "1" else "1"
            return await server.slash("why", {"player_a": pid, "player_b": other})
        if kind == "autocomplete":
            return await server.slash(
                "player", {"player": f"{int(pid) % 100:02d}"}, focused="player"
            )
        shown = server.messages[message.id]["components"][0]["components"]
        return await server.click(message, shown[1]["custom_id"])  # "next", as shown now

    bot.send = one


async def prepare_null(bot: Bot, args: argparse.Namespace) -> None:
    """The null bot has one command; every interaction of its bursts is that command."""
    server = bot.server
    bot.kinds = ["ping"]

    async def one(i: int) -> InteractionRecord:
        return await server.slash("ping")

    bot.send = one


@dataclass
class Burst:
    """What one burst (or several of the same size, pooled) measured."""

    records: list[InteractionRecord] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    requests: int = 0
    unanswered: int = 0
    cpu: float = 0.0  # the bot process's CPU seconds over the bursts
    seconds: list[float] = field(default_factory=list)

    def final(self) -> list[float]:
        return [r.final_latency * 1000 for r in self.records if r.final_latency is not None]

    def first(self) -> list[float]:
        return [r.latency * 1000 for r in self.records if r.latency is not None]

    def over(self) -> int:
        """Interactions whose first response was late or never came, or whose final answer
        came after 3 s."""
        return sum(
            r.latency is None
            or r.latency > DEADLINE
            or r.final_latency is None
            or r.final_latency > DEADLINE
            for r in self.records
        )


async def burst(bot: Bot, n: int, into: Burst, first: int = 0) -> None:
    """Dispatch n interactions back to back (numbered from ``first``) and wait for every
    answer."""
    assert bot.send is not None
    before, cpu = bot.server.rest_requests, bot.cpu()
    started = time.perf_counter()
    records = await asyncio.gather(*(bot.send(first + i) for i in range(n)))
    done = await asyncio.gather(*(r.wait(60) for r in records), return_exceptions=True)
    into.seconds.append(time.perf_counter() - started)
    await asyncio.sleep(0.3)  # late follow-ups and stray requests land before counting
    into.cpu += bot.cpu() - cpu
    into.records += records
    into.kinds += [bot.kinds[(first + i) % len(bot.kinds)] for i in range(n)]
    into.requests += bot.server.rest_requests - before
    into.unanswered += sum(isinstance(d, BaseException) for d in done)


def median(values: list[float]) -> float:
    """Return the median of values."""
    return statistics.median(values)


def report(name: str, runs: list[Burst]) -> str:
    """One line for a bot: medians over the bursts of their p50 and p99, and the totals."""
    pooled = Burst()
    for b in runs:
        pooled.records += b.records
        pooled.requests += b.requests
        pooled.unanswered += b.unanswered
        pooled.cpu += b.cpu
    n = len(pooled.records)
    rejected = sum(len(r.rejected) for r in pooled.records)
    p50 = median([pct(b.final(), 0.5) for b in runs])
    p99 = median([pct(b.final(), 0.99) for b in runs])
    first99 = median([pct(b.first(), 0.99) for b in runs])
    return (
        f"  {name:<5} final p50 {p50:7.1f}  p99 {p99:7.1f}  max {max(pooled.final()):7.1f}  "
        f"| first p99 {first99:7.1f}  | REST calls/interaction {pooled.requests / n:.2f}  "
        f"| bot CPU ms/interaction {pooled.cpu * 1000 / n:.2f}  | over 3 s {pooled.over()}  "
        f"unanswered {pooled.unanswered}  refused {rejected}"
    )


def ratios(ours: list[Burst], null: list[Burst]) -> str:
    """Ours/null for each pair of bursts run one after the other (the same machine state),
    as the median over the pairs."""
    r50 = [pct(o.final(), 0.5) / pct(z.final(), 0.5) for o, z in zip(ours, null, strict=True)]
    r99 = [pct(o.final(), 0.99) / pct(z.final(), 0.99) for o, z in zip(ours, null, strict=True)]
    calls = sum(b.requests for b in ours) / sum(len(b.records) for b in ours)
    floor = sum(b.requests for b in null) / sum(len(b.records) for b in null)
    cpu = sum(b.cpu for b in ours) / sum(b.cpu for b in null)
    return (
        f"  ours/null: final p50 {median(r50):.2f}x  p99 {median(r99):.2f}x  "
        f"REST calls {calls / floor:.2f}x  bot CPU {cpu:.2f}x\n"
        f"    pairs: p50 {' '.join(f'{r:.2f}' for r in r50)}; "
        f"p99 {' '.join(f'{r:.2f}' for r in r99)}"
    )


def calls_by_kind(b: Burst) -> str:
    """Mean REST calls per interaction of each kind."""
    counts: dict[str, list[int]] = {}
    for kind, r in zip(b.kinds, b.records, strict=True):
        counts.setdefault(kind, []).append(r.rest_calls)
    return ", ".join(f"{k} {sum(v) / len(v):.2f}" for k, v in counts.items())


async def run(args: argparse.Namespace) -> None:
    tmp = tempfile.mkdtemp(prefix="tiebreak-bench-")
    env = dict(
        os.environ,
        TIEBREAK_BOT_DB=str(Path(tmp) / "bot.sqlite3"),
        DATABASE_URL=args.database_url or "",
        PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
    )
    profile = ["-m", "cProfile", "-o", args.profile] if args.profile else []
    ours = Bot("ours", [sys.executable, *profile, "-m", "bot"])
    null_profile = ["-m", "cProfile", "-o", args.profile + ".null"] if args.profile else []
    null = Bot("null", [sys.executable, *null_profile, str(ROOT / "benchmarks" / "null_bot.py")])
    try:
        for bot, prepare in ((ours, prepare_ours), (null, prepare_null)):
            await bot.start(env, args.verbose)
            await prepare(bot, args)
            await burst(bot, args.warmup, Burst())
        print(
            f"ours: python -m bot, store {'PostgreSQL' if args.database_url else 'SQLite'}, "
            f"event {args.players} players x {args.rounds} rounds, interactions in turn: "
            f"{', '.join(ours.kinds)}"
        )
        print("null: benchmarks/null_bot.py, one command answering a constant string")
        print(
            f"times in ms from dispatch; {args.repeat} bursts of each size per bot, in turn; "
            "p50 and p99: medians over the bursts"
        )
        for n in args.bursts:
            runs: dict[str, list[Burst]] = {"ours": [], "null": []}
            for i in range(args.repeat):
                for bot in (ours, null) if i % 2 == 0 else (null, ours):  # neither always first
                    runs[bot.name].append(Burst())
                    # --new-questions: each burst asks about other players than the last
                    await burst(
                        bot, n, runs[bot.name][-1], (n + 7) * i if args.new_questions else 0
                    )
            print(f"burst of {n}:")
            print(report("ours", runs["ours"]))
            print(report("null", runs["null"]))
            print(ratios(runs["ours"], runs["null"]))
            mixed = Burst()
            for b in runs["ours"]:
                mixed.records += b.records
                mixed.kinds += b.kinds
            print(f"  ours, REST calls by kind: {calls_by_kind(mixed)}")
    finally:
        await ours.stop()
        await null.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--bursts",
        type=int,
        nargs="+",
        default=[200, 500],
        help="interactions per burst (default 200 500)",
    )
    parser.add_argument("--repeat", type=int, default=9, help="bursts of each size per bot")
    parser.add_argument("--warmup", type=int, default=60, help="warm-up burst (not reported)")
    parser.add_argument("--players", type=int, default=120)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--kind", default="mixed", choices=["mixed", *KINDS])
    parser.add_argument(
        "--new-questions",
        action="store_true",
        help="each burst asks about other players (on a big event: answers built afresh, "
        "not kept ones)",
    )
    parser.add_argument(
        "--database-url", default=None, help="our bot's DATABASE_URL (default: a fresh SQLite file)"
    )
    parser.add_argument("--verbose", action="store_true", help="show the bots' logs")
    parser.add_argument(
        "--profile", metavar="FILE", help="run our bot under cProfile and write the stats to FILE"
    )
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
