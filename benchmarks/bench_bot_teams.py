"""Load on the Discord bot with a team event linked: N interactions at once to one bot process.

Run from the repository root::

    .venv/bin/python benchmarks/bench_bot_teams.py               # 300 interactions, 40 teams
    .venv/bin/python benchmarks/bench_bot_teams.py -n 500 --teams 60 --kind tiebreak

As ``bench_bot.py`` does for an individual event: the local Discord stand-in runs in this
process, the bot as ``python -m bot`` (fresh SQLite store). An organiser links a generated
team Swiss (``tests/core/random_team_events.py``: reserves, team PABs, forfeited boards and
matches; tournament JSON upload); then N interactions are dispatched back to back, by default
a mix of ``/standings``, ``/tiebreak team code``, ``/why team_a team_b``, team-name
autocompletes and standings button clicks, and the time from dispatch to the first response
(the acknowledgement Discord wants within 3 s) is reported: median, p90, p99, max, and
anything the stand-in refused. Nothing is asserted: this is a report.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.formats.tournament_json import write_tournament_json  # noqa: E402
from tests.core.random_team_events import random_team_tournament  # noqa: E402
from tests.servers.discord_server import (  # noqa: E402
    MANAGE_GUILD,
    DiscordStandIn,
    InteractionRecord,
)

KINDS = ("standings", "tiebreak", "why", "autocomplete", "button")


def team_event(teams: int, boards: int, rounds: int) -> bytes:
    """Return a seeded random team Swiss as tournament JSON."""
    buf = io.StringIO()
    write_tournament_json(random_team_tournament(11, teams, boards, rounds), buf)
    return buf.getvalue().encode()


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
        PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=None if args.verbose else subprocess.DEVNULL,
    )
    try:
        await server.wait_connected(timeout=30)
        await server.wait_synced()
        event = team_event(args.teams, args.boards, args.rounds)
        link = await (
            await server.slash(
                "tournament link", {"file": ("teams.json", event)}, permissions=MANAGE_GUILD
            )
        ).wait(60)
        if link.rejected or "Team event" not in link.text():
            raise SystemExit(f"linking failed: {link.text()} {link.rejected}")
        page = await (await server.slash("standings")).wait(30)
        message = page.messages[0]
        next_button = message.custom_ids()[1] if message.custom_ids() else None
        kinds = list(KINDS) if args.kind == "mixed" else [args.kind]
        if "button" in kinds and next_button is None:
            kinds.remove("button")

        async def one(i: int) -> InteractionRecord:
            kind = kinds[i % len(kinds)]
            team = str(1 + (i * 7) % args.teams)
            if kind == "standings":
                return await server.slash("standings", {"page": 1 + i % 2})
            if kind == "tiebreak":
                return await server.slash("tiebreak", {"team": team, "code": "BH:MP-C1"})
            if kind == "why":
                other = "1" if team != "1" else "2"
                return await server.slash("why", {"team_a": team, "team_b": other})
            if kind == "autocomplete":
                return await server.slash("why", {"team_a": team[:1]}, focused="team_a")
            assert next_button is not None
            return await server.click(message, next_button)

        started = time.perf_counter()
        records = await asyncio.gather(*(one(i) for i in range(args.n)))
        done = await asyncio.gather(*(r.wait(60) for r in records), return_exceptions=True)
        total = time.perf_counter() - started
        first = [r.latency * 1000 for r in records if r.latency is not None]
        rejected = [x for r in records for x in r.rejected]
        late = sum(r.latency is None or r.latency > 3.0 for r in records)
        print(
            f"bot process: python -m bot, store SQLite; team event {args.teams} teams x "
            f"{args.boards} boards x {args.rounds} rounds; {args.n} interactions "
            f"({', '.join(kinds)})"
        )
        print(f"all answered after {total:.2f} s")
        if first:
            print(
                f"time to first response (ms): median {statistics.median(first):.1f}  "
                f"p90 {pct(first, 0.90):.1f}  p99 {pct(first, 0.99):.1f}  max {max(first):.1f}"
            )
        unanswered = sum(isinstance(d, BaseException) for d in done)
        errors = sum(
            1 for r in records if r.messages and all(m.ephemeral for m in r.messages)
        )  # an ephemeral answer is an error reply: there should be none
        print(
            f"answered {len(first)}/{args.n}; over 3 s or never: {late}; "
            f"unanswered after 60 s: {unanswered}; refused by the stand-in: {len(rejected)}; "
            f"error replies: {errors}"
        )
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        await server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", type=int, default=300, help="interactions (default 300)")
    parser.add_argument("--teams", type=int, default=40)
    parser.add_argument("--boards", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--kind", default="mixed", choices=["mixed", *KINDS])
    parser.add_argument("--verbose", action="store_true", help="show the bot's log")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
