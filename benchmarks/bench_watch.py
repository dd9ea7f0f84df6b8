"""Benchmark: what one poll of ``tiebreak-sheets watch`` costs on a 1,000-player sheet.

    .venv/bin/python benchmarks/bench_watch.py [--players 1000] [--rounds 11] [--idle 9]

A seeded random Swiss event (``tests/core/random_events.random_tournament``) with half of its
last round's games pending (``?W5`` cells) is typed into a crosstable tab of the local Sheets
API server (``tests/servers/sheets_server.py``, run by this script on 127.0.0.1). The watch
(:class:`sheets_addon.watch.Watch`, with the real client stack: google-auth, gspread, our
gateway) runs in this process with an injected sleep that does not wait, so each poll's time
is its own: the first poll (a sync writing every value with its note), ``--idle`` polls with
nothing changed (one read of the spreadsheet, compared with the last sync), then a poll after
one pending result is typed in (a sync rewriting the cells that change), then an idle one.
For each kind it prints the requests the server counted per poll and the median wall-clock
time. The server runs in this process on the same machine, so its own time (the JSON of the
whole spreadsheet, ~100k cells with their notes) is part of the figures; against Google the
network dominates instead.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from datetime import date
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks.bench_sheets import ACCOUNT, ORDER, _key_file  # noqa: E402
from core.formats.crosstable import format_token  # noqa: E402
from core.formats.grid import a1  # noqa: E402
from core.model import Outcome, Tournament, points_of  # noqa: E402
from sheets_addon.client import open_gateway  # noqa: E402
from sheets_addon.settings import SyncOptions  # noqa: E402
from sheets_addon.watch import Watch  # noqa: E402
from tests.core.random_events import random_tournament  # noqa: E402
from tests.servers.sheets_server import SheetsServer  # noqa: E402
from tests.sheets_addon.events import comma, crosstable_rows  # noqa: E402


def _half_pending(t: Tournament) -> tuple[Tournament, list[int]]:
    """``t`` with every other game of its last round pending; the ids of one such game."""
    last = max(len(p.results) for p in t.players) - 1
    pending: set[int] = set()
    for p in t.players:
        r = p.results[last] if len(p.results) > last else None
        if r is None or r.opponent is None or r.opponent < p.id:
            continue
        if r.outcome in (Outcome.WIN, Outcome.DRAW, Outcome.LOSS) and p.id % 2:
            pending |= {int(p.id), int(r.opponent)}
    players = tuple(
        p._replace(results=(*p.results[:last], p.results[last]._replace(outcome=Outcome.PENDING)))
        if int(p.id) in pending
        else p
        for p in t.players
    )
    first = min(pending)
    opp = t.by_id()[first].results[last].opponent  # type: ignore[index]
    return t._replace(players=players), [first, int(opp or 0)]


class Polls:
    """The watch's clock and sleep: no waiting, the requests and time of each poll, and an
    action run in a given gap (``at[n]``: before poll n+1)."""

    def __init__(self, server: SheetsServer) -> None:
        self.server = server
        self.now = 0.0
        self.started = time.perf_counter()
        self.seconds: list[float] = []
        self.requests: list[Counter[str]] = []
        self.at: dict[int, Callable[[], None]] = {}

    def clock(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.seconds.append(time.perf_counter() - self.started)
        self.requests.append(Counter({k: n for k, n in self.server.counts.items() if k != "token"}))
        self.server.reset_counts()
        self.now += seconds
        action = self.at.pop(len(self.seconds), None)
        if action is not None:
            action()
        self.started = time.perf_counter()


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the table."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--idle", type=int, default=9)
    args = parser.parse_args(argv)
    full = random_tournament(1, args.players, args.rounds, start_date=date(2026, 4, 1))
    live, game = _half_pending(full)
    rows = crosstable_rows(live)
    last = args.rounds - 1
    with SheetsServer() as server, tempfile.TemporaryDirectory() as tmp:
        key_file = _key_file(server, Path(tmp))
        key = server.create_spreadsheet(
            live.name, sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
        )
        gateway = open_gateway(credentials_file=key_file, endpoint=server.url)

        def result_typed() -> None:
            for pid in game:
                p = full.by_id()[pid]  # type: ignore[index]
                r = 2 + [int(q.id) for q in full.players].index(pid)
                server.type_value(
                    key, "Results", a1(r, 3 + last), "'" + format_token(p.results[last])
                )
                server.type_value(
                    key, "Results", a1(r, 3 + args.rounds), "'" + comma(points_of(p, full.scoring))
                )

        polls = Polls(server)
        polls.at[1 + args.idle] = result_typed
        out = io.StringIO()
        Watch(
            gateway,
            key,
            SyncOptions(order=ORDER),
            out=out,
            interval=30.0,
            clock=polls.clock,
            sleep=polls.sleep,
            max_polls=3 + args.idle,
        ).run()
        polls.sleep(0)  # the last poll's figures
    kinds = {
        "first sync": [0],
        "idle": [*range(1, 1 + args.idle), 2 + args.idle],
        "one result": [1 + args.idle],
    }
    print(
        f"tiebreak-sheets watch, one poll: {args.players} players x {args.rounds} rounds, "
        f"round {args.rounds} half entered, order {','.join(ORDER)} (seconds)"
    )
    print(f"{'poll':<12}{'requests':<36}{'polls':>6}{'median':>9}{'max':>8}")
    for label, which in kinds.items():
        times = [polls.seconds[i] for i in which]
        seen = polls.requests[which[0]]
        assert all(polls.requests[i] == seen for i in which), label
        listed = ", ".join(f"{k} {n}" for k, n in sorted(seen.items()))
        print(
            f"{label:<12}{listed:<36}{len(which):>6}{statistics.median(times):>9.3f}"
            f"{max(times):>8.3f}"
        )
    for line in out.getvalue().splitlines():
        if line.startswith("round "):
            print(f"  {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
