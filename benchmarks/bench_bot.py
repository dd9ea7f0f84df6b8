"""Load on the Discord bot, beside a do-nothing bot: bursts of each command kind over the stand-in.

Run from the repository root::

    .venv/bin/python benchmarks/bench_bot.py                      # every kind, the whole table
    .venv/bin/python benchmarks/bench_bot.py --kinds buchholz why --answers new --repeat 5

One run measures two bot processes, each against its own local Discord stand-in
(tests/servers/discord_server.py, served from this process):

* ours: ``python -m bot``, pointed at the stand-in with ``DISCORD_API_BASE`` /
  ``DISCORD_GATEWAY_URL``, a fresh SQLite store (``--database-url`` for PostgreSQL). An
  organiser links a generated Swiss event (tournament JSON upload: by default 1,000 players,
  11 rounds played and round 12 paired, its games pending, so ``/whatif`` has a round to
  ask about); ``/standings`` is shown in the six languages, then ``/sync`` reads
  the file again (a new revision, as when a round's results come in) and ``/standings`` is
  shown once more, so the tournament is loaded knowing its server's languages, as on a
  server in use.
* null: ``benchmarks/null_bot.py``, a discord.py bot whose one command answers a constant
  string: the same library, intents, endpoints settings and process model. Its bursts are that
  command.

The command kinds (``--kinds``): ``standings`` (pages, languages, after a round),
``buchholz`` (players, variants), ``player``, ``why`` (pairs of players), ``autocomplete``
(the player option, letters typed), ``button`` (a standings page's previous/next click),
``whatif`` and ``compare`` (rule sets, orders). Each interaction's user has one of the six
catalogue languages. Two kinds of answers (``--answers``):

* ``cached``: every interaction of a burst asks one of ten questions of its kind, all asked
  before (in the warm-up), so the bot answers what it answered before;
* ``new``: every interaction asks a question the bot was never asked in this run (another
  player, page, language, variant, pair, letters, rule sets or order), so each answer is
  built afresh.

For each kind, answers and burst size (200 and 500), after a warm-up burst (not reported) the
two bots take turns (``--repeat`` bursts each, which bot goes first alternating): N
interactions dispatched on the gateway back to back, then the script waits until every one is
answered. For each interaction the stand-in records the time from dispatch to the first
response (Discord wants it within 3 s) and to the final answer (the last message, edit or
choices). Printed per line: the final answer's p50 and p99 (medians over the bursts) for both
bots, ours/null (the median over pairs of bursts run one after the other), the CPU per
interaction of both (our bot's process and its worker processes, from ``/proc``), REST calls
per interaction, interactions over 3 s and error replies (an ephemeral answer: "busy", "stopped
after N s"). Nothing is asserted: this is a report.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from itertools import permutations
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.servers.discord_server import (  # noqa: E402
    MANAGE_GUILD,
    DiscordStandIn,
    InteractionRecord,
    SentMessage,
)

DEADLINE = 3.0
KINDS = ["standings", "buchholz", "player", "why", "autocomplete", "button", "whatif", "compare"]
LOCALES = ["en-US", "cs", "bg", "ro", "tr", "it"]
"""One Discord locale for each catalogue language: a user's language is part of a question."""
LANG_OF = {"en-US": "", "cs": "cs", "bg": "bg", "ro": "ro", "tr": "tr", "it": "it"}
CACHED_QUESTIONS = 10
VARIANTS = ["BH", "BH-C1", "BH-C2", "BH-M1", "BH-M2"]
RULE_SETS = ["fide-2026", "fide-2024", "fide-2009", "uscf", "cas", "naive", "played-only"]
CODES = ["BH-C1", "BH", "SB", "PS", "AOB", "WIN", "ARO", "DE"]


def swiss_event(players: int, rounds: int, in_progress: bool) -> str:
    """Return a legal Swiss event as tournament JSON: fold pairing by id each round; with
    ``in_progress`` one more round paired by points (neighbours play), its games pending."""
    results: dict[int, list[str]] = {i: [] for i in range(1, players + 1)}
    points = dict.fromkeys(results, 0.0)
    ids = list(range(1, players + 1))
    for rnd in range(rounds):
        order = ids[rnd % len(ids) :] + ids[: rnd % len(ids)]
        if len(order) % 2:
            results[order[-1]].append("U")
            points[order[-1]] += 1
            order = order[:-1]
        half = len(order) // 2
        for a, b in zip(order[:half], order[half:], strict=True):
            outcome = (a * 7 + b * 3 + rnd) % 3
            ta, tb = {0: ("+", "-"), 1: ("=", "="), 2: ("-", "+")}[outcome]
            results[a].append(f"{ta}W{b}")
            results[b].append(f"{tb}B{a}")
            points[a] += {0: 1, 1: 0.5, 2: 0}[outcome]
            points[b] += {0: 0, 1: 0.5, 2: 1}[outcome]
    if in_progress:
        ranked = sorted(ids, key=lambda i: (-points[i], i))
        if len(ranked) % 2:
            results[ranked.pop()].append("U")
        for a, b in zip(ranked[::2], ranked[1::2], strict=True):
            results[a].append(f"?W{b}")
            results[b].append(f"?B{a}")
    return json.dumps(
        {
            "format": "tiebreak-tournament/1",
            "name": "Benchmark Open",
            "start_date": "2026-06-01",
            "rounds": rounds + in_progress,
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
    """Return the q-quantile (nearest rank) of values (NaN for none: nothing answered)."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


Send = Callable[[int], Awaitable[InteractionRecord]]


def tree_cpu(pid: int) -> float:
    """Return the CPU seconds (user + system) of process ``pid`` and every process under it
    (the bot's fork server and worker processes) so far (Linux ``/proc``)."""
    parent: dict[int, int] = {}
    spent: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK")
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # ended meanwhile
        parent[int(entry.name)] = int(fields[1])
        spent[int(entry.name)] = (int(fields[11]) + int(fields[12])) / tick
    total = 0.0
    for p, cpu in spent.items():
        q = p
        while q not in (0, 1, pid) and q in parent:
            q = parent[q]
        total += cpu if q == pid else 0.0
    return total


@dataclass
class Bot:
    """One bot process and its stand-in."""

    name: str
    command: list[str]
    server: DiscordStandIn = field(default_factory=DiscordStandIn)
    proc: subprocess.Popen[bytes] | None = None

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
        """Return the CPU seconds the bot's processes used so far."""
        assert self.proc is not None
        return tree_cpu(self.proc.pid)

    async def stop(self) -> None:
        if self.proc is not None:
            self.proc.send_signal(signal.SIGINT)  # a clean stop (cProfile writes its file)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        await self.server.stop()


@dataclass
class Ours:
    """What our bot is asked: the linked event and the message whose buttons are clicked."""

    server: DiscordStandIn
    players: int
    rounds: int
    slug: str
    page: SentMessage
    pages: int
    used: dict[str, int] = field(default_factory=dict)
    """How many new questions of each kind were asked so far (never asked again)."""

    def question(self, kind: str, n: int) -> tuple[str, dict[str, object], str]:
        """Return the n-th distinct question of ``kind``: (command or custom id, options,
        locale). Consecutive questions differ in player (spread over the table), language
        and the kind's other options."""
        locale = LOCALES[n % len(LOCALES)]
        m = n // len(LOCALES)
        pid = str(1 + (m * 389) % self.players)
        other = str(1 + (m * 389 + 1 + m // self.players) % self.players)
        if kind in ("standings", "button"):
            page, after = m % self.pages, m // self.pages  # then after rounds 1, 2, ...
            after_round = None if after == 0 else after
            if kind == "standings":
                options: dict[str, object] = {"page": page + 1}
                if after_round is not None:
                    options["after_round"] = after_round
                return "standings", options, locale
            suffix = f":r{after_round}" if after_round is not None else ""
            lang = LANG_OF[locale]
            custom = f"tb:st:{self.slug}:{page}:n{suffix}" + (f":{lang}" if lang else "")
            return custom, {}, locale
        if kind == "buchholz":
            return "buchholz", {"player": pid, "variant": VARIANTS[m % len(VARIANTS)]}, locale
        if kind == "player":
            return "player", {"player": pid}, locale
        if kind == "why":
            return "why", {"player_a": pid, "player_b": other}, locale
        if kind == "autocomplete":
            typed = [f"{n % 1000:03d}", f"r {n % 1000:03d}", f"{n % 1000}", f"yer {n % 1000:03d}"]
            return "player", {"player": typed[(n // 1000) % len(typed)]}, locale
        if kind == "whatif":
            return "whatif", {"player": pid}, locale
        pairs = list(permutations(RULE_SETS, 2))
        if m < len(pairs):
            return "compare", {"rules": ",".join(pairs[m])}, locale
        orders = list(permutations(CODES, 3))
        return "compare", {"orders": ",".join(orders[(m - len(pairs)) % len(orders)])}, locale

    async def ask(self, kind: str, n: int) -> InteractionRecord:
        """Send the n-th question of ``kind``."""
        what, options, locale = self.question(kind, n)
        if kind == "button":
            # The stand-in lets a click come only from a button it has on a message: show the
            # button on the standings message first (as if its page had been turned there).
            shown = self.server.messages[self.page.id]
            shown["components"] = [
                {"type": 1, "components": [{"type": 2, "style": 2, "custom_id": what}]}
            ]
            return await self.server.click(self.page, what, locale=locale)
        focused = "player" if kind == "autocomplete" else None
        return await self.server.slash(what, options, focused=focused, locale=locale)

    def sender(self, kind: str, answers: str) -> Send:
        """Return what sends the i-th interaction of a burst of ``kind`` for ``answers``."""

        async def cached(i: int) -> InteractionRecord:
            return await self.ask(kind, i % CACHED_QUESTIONS)

        async def new(i: int) -> InteractionRecord:
            n = CACHED_QUESTIONS + self.used.get(kind, 0)
            self.used[kind] = self.used.get(kind, 0) + 1
            return await self.ask(kind, n)

        return cached if answers == "cached" else new


async def prepare_ours(server: DiscordStandIn, args: argparse.Namespace) -> Ours:
    """Link the event, show its standings once (the button clicks need that message)."""
    event = swiss_event(args.players, args.rounds, not args.no_round_in_progress).encode()
    link = await (
        await server.slash(
            "tournament link", {"file": ("open.json", event)}, permissions=MANAGE_GUILD
        )
    ).wait(120)
    if link.rejected or "Linked" not in link.text():
        raise SystemExit(f"linking failed: {link.text()} {link.rejected}")
    # A server in use: its members read the six languages; then the round's results come in
    # (a sync, a new revision), so the tournament is loaded knowing who reads it.
    for locale in LOCALES:
        await (await server.slash("standings", locale=locale)).wait(60)
    synced = await (await server.slash("sync", permissions=MANAGE_GUILD)).wait(120)
    if synced.rejected or any(m.ephemeral for m in synced.messages):
        raise SystemExit(f"sync failed: {synced.text()} {synced.rejected}")
    page = await (await server.slash("standings")).wait(60)
    message = page.messages[0]
    ids = message.custom_ids()
    if not ids:
        raise SystemExit("the standings have one page: no buttons to click")
    slug = ids[1].split(":")[2]
    return Ours(server, args.players, args.rounds, slug, message, -(-args.players // 20))


@dataclass
class Burst:
    """What one burst measured."""

    records: list[InteractionRecord] = field(default_factory=list)
    requests: int = 0
    unanswered: int = 0
    cpu: float = 0.0  # the bot's processes' CPU seconds over the burst

    def final(self) -> list[float]:
        return [r.final_latency * 1000 for r in self.records if r.final_latency is not None]

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

    def errors(self) -> int:
        """Interactions answered with an error (an ephemeral message: a command's answers and
        the standings' pages are public)."""
        return sum(any(m.ephemeral for m in r.messages) for r in self.records)


async def burst(bot: Bot, send: Send, n: int, timeout: float) -> Burst:
    """Dispatch n interactions back to back and wait for every answer."""
    into = Burst()
    before, cpu = bot.server.rest_requests, bot.cpu()
    records = await asyncio.gather(*(send(i) for i in range(n)))
    done = await asyncio.gather(*(r.wait(timeout) for r in records), return_exceptions=True)
    # wait() returns at an interaction's first message; an answer of several messages (a
    # /compare on 1,000 players is a dozen) ends when the bot stops sending: the stand-in got
    # no request for 0.4 s. The final answer is the last message's time, counted as it came.
    quiet, seen = 0, bot.server.rest_requests
    while quiet < 2:
        await asyncio.sleep(0.2)
        quiet, seen = (
            (quiet + 1, seen) if bot.server.rest_requests == seen else (0, bot.server.rest_requests)
        )
    into.cpu = bot.cpu() - cpu
    # The stand-ins keep every interaction of the run (tens of thousands by its end, with
    # their payloads): a full collection of this process's garbage collector scanned them
    # all and stalled the stand-ins for seconds, so that a whole burst came "after 3 s".
    # Frozen, what a burst left is never scanned again (it is freed all the same).
    gc.freeze()
    into.records = list(records)
    into.requests = bot.server.rest_requests - before
    into.unanswered = sum(isinstance(d, BaseException) for d in done)
    return into


def line(kind: str, answers: str, n: int, ours: list[Burst], null: list[Burst]) -> str:
    """One table row: both bots' p50/p99, the ratios, CPU per interaction, the rest."""
    med = statistics.median
    p50 = [pct(b.final(), 0.5) for b in ours]
    p99 = [pct(b.final(), 0.99) for b in ours]
    z50 = [pct(b.final(), 0.5) for b in null]
    z99 = [pct(b.final(), 0.99) for b in null]
    r50 = med([a / z for a, z in zip(p50, z50, strict=True)])
    r99 = med([a / z for a, z in zip(p99, z99, strict=True)])
    count = sum(len(b.records) for b in ours)
    cpu = sum(b.cpu for b in ours) * 1000 / count
    zcpu = sum(b.cpu for b in null) * 1000 / sum(len(b.records) for b in null)
    calls = sum(b.requests for b in ours) / count
    return (
        f"| {kind} | {answers} | {n} | {med(p50):.0f} / {med(p99):.0f} | "
        f"{med(z50):.0f} / {med(z99):.0f} | {r50:.2f}x, {r99:.2f}x | "
        f"{cpu:.2f} ({zcpu:.2f}) {cpu / zcpu if zcpu else float('nan'):.1f}x | {calls:.2f} | "
        f"{sum(b.over() for b in ours)} | {sum(b.errors() for b in ours)} | "
        f"{sum(b.unanswered for b in ours)} |"
    )


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
    null = Bot("null", [sys.executable, str(ROOT / "benchmarks" / "null_bot.py")])
    try:
        await ours.start(env, args.verbose)
        asked = await prepare_ours(ours.server, args)
        await null.start(env, args.verbose)

        async def ping(i: int) -> InteractionRecord:
            return await null.server.slash("ping")

        store = "PostgreSQL" if args.database_url else "SQLite"
        progress = "" if args.no_round_in_progress else f", round {args.rounds + 1} in progress"
        print(
            f"ours: python -m bot, store {store}, event {args.players} players x {args.rounds} "
            f"rounds{progress}; null: benchmarks/null_bot.py (a constant string)"
        )
        print(
            f"times in ms from dispatch to the final answer; {args.repeat} bursts of each size "
            "per bot, in turn; p50, p99: medians over the bursts; ratio: median over pairs; "
            "CPU ms per interaction, ours (null) ratio"
        )
        print(
            "| kind | answers | burst | ours p50 / p99 | null p50 / p99 | ours/null p50, p99 "
            "| CPU ms/interaction | REST calls | over 3 s | error replies | unanswered |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|---|")
        for kind in args.kinds:
            for answers in args.answers:
                send = asked.sender(kind, answers)
                await burst(ours, send, args.warmup, args.timeout)
                await burst(null, ping, args.warmup, args.timeout)
                for n in args.bursts:
                    runs: dict[str, list[Burst]] = {"ours": [], "null": []}
                    for i in range(args.repeat):
                        for bot in (ours, null) if i % 2 == 0 else (null, ours):
                            go = send if bot is ours else ping
                            runs[bot.name].append(await burst(bot, go, n, args.timeout))
                    print(line(kind, answers, n, runs["ours"], runs["null"]), flush=True)
    finally:
        await ours.stop()
        await null.stop()


def in_process(args: argparse.Namespace) -> None:
    """Build new answers in this process, as the bot's commands build them (no Discord, no
    threads): the CPU per answer, best of ``--repeat`` passes after a first pass that makes
    what the bot keeps (the players found, the explanations made). Under callgrind, the
    difference between ``--repeat 1`` and ``--repeat 3`` is two passes' instructions."""
    import time

    from bot import render, sources
    from bot.cogs.explain import _explain, _why
    from bot.cogs.standings import _page
    from bot.loaded import build_loaded
    from bot.store import LinkedTournament, SourceKind
    from core.i18n.text import LANGS

    text = swiss_event(args.players, args.rounds, not args.no_round_in_progress)
    t = sources.read_upload("open.json", text)
    snapshot = sources.snapshot_of(t, source="open.json")
    linked = LinkedTournament(
        1, "open", "Open", SourceKind.FILE, "open.json", text, None, None, snapshot, 1, "", None
    )
    full = build_loaded(linked)
    n, players = 300, args.players

    def player(m: int, shift: int = 0) -> str:
        return str(1 + (m * 389 + shift) % players)

    earlier = [0]  # the earlier rounds whose pages were made so far

    def answers(kind: str) -> int:
        """One pass: 300 questions in the six languages (an earlier round's pages: its
        standings and every page in every language, one unit)."""
        if kind in ("standings", "button"):
            earlier[0] += 1
            after_round = 1 + earlier[0] % (args.rounds - 1)
            after = build_loaded(linked, after_round, parsed=full.tournament)
            for lang in LANGS:
                for page in range(-(-players // 20)):
                    _page(after, page, lang)
            return 1
        for j in range(n):
            m, lang = j // len(LANGS), LANGS[j % len(LANGS)]
            if kind == "buchholz":
                _explain(full, player(m), VARIANTS[m % len(VARIANTS)], lang)
            elif kind == "player":
                render.player_messages(full, full.player(player(m)), lang)
            elif kind == "why":
                _why(full, player(m), player(m, 1), lang)
        return n

    for kind in args.kinds:
        if kind not in ("standings", "button", "buchholz", "player", "why"):
            continue
        answers(kind)  # what the bot would keep
        best = float("inf")
        for _ in range(args.repeat - 1):
            gc.collect()
            start = time.process_time()
            count = answers(kind)
            best = min(best, (time.process_time() - start) / count)
        unit = "after-round's pages (6 languages)" if kind in ("standings", "button") else "answer"
        print(f"{kind}: {best * 1000:.3f} ms of CPU per {unit}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--bursts", type=int, nargs="+", default=[200, 500], help="interactions per burst"
    )
    parser.add_argument("--repeat", type=int, default=3, help="bursts of each size per bot")
    parser.add_argument("--warmup", type=int, default=60, help="warm-up burst (not reported)")
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=11, help="rounds played")
    parser.add_argument(
        "--no-round-in-progress",
        action="store_true",
        help="no round paired after the last one (/whatif then has nothing to ask about)",
    )
    parser.add_argument("--kinds", nargs="+", default=KINDS, choices=KINDS)
    parser.add_argument(
        "--answers", nargs="+", default=["cached", "new"], choices=["cached", "new"]
    )
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds to wait per burst")
    parser.add_argument(
        "--database-url", default=None, help="our bot's DATABASE_URL (default: a fresh SQLite file)"
    )
    parser.add_argument("--verbose", action="store_true", help="show the bots' logs")
    parser.add_argument(
        "--profile", metavar="FILE", help="run our bot under cProfile and write the stats to FILE"
    )
    parser.add_argument(
        "--in-process",
        action="store_true",
        help="build new answers in this process (standings buchholz player why), no bots",
    )
    args = parser.parse_args()
    if args.in_process:
        in_process(args)
    else:
        asyncio.run(run(args))


if __name__ == "__main__":
    main()
