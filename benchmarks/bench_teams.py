"""Benchmark: team standings and the ``--individual`` view of one team Swiss, whole process.

    .venv/bin/python benchmarks/bench_teams.py [--repeat 9] [--teams 40] [--boards 4] [--rounds 9]

Generates one seeded random team Swiss (``tests/core/random_team_events.py``: reserves,
team PABs, forfeited boards, forfeited matches, late and withdrawn teams) as tournament JSON
(formats.md 6.1) in a temporary directory, then times the installed command as a user runs
it, each figure the median of ``--repeat`` runs after one warm-up run:

* ``tiebreak standings FILE``: the teams under the default preset ``fide-team-swiss``
  (MPVGP, EDE, BH:MP-C1, BH:MP, EMGSB; fide by the start date);
* ``tiebreak standings FILE --individual``: the event's players under ``fide-swiss``.

Target: each under 0.3 s for 40 teams × 4 boards × 9 rounds. Wall-clock and the CPU time
of the process (less disturbed by other load on the machine) are both printed. Nothing is
asserted: this is a report.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.core.random_team_events import random_team_tournament, team_event_dict  # noqa: E402


def command() -> list[str]:
    """The installed ``tiebreak`` console script (else ``python -m core.cli``)."""
    script = Path(sys.executable).parent / "tiebreak"
    if script.exists():
        return [str(script)]
    found = shutil.which("tiebreak")
    return [found] if found else [sys.executable, "-m", "core.cli"]


def run(cmd: list[str]) -> tuple[float, float]:
    """Run ``cmd`` with its output sent to a pipe; return (wall-clock s, CPU s)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, env=env, cwd=REPO, check=False)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{proc.stderr.decode(errors='replace')}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return elapsed, cpu


def main(argv: list[str] | None = None) -> int:
    """Generate the event, time both commands and print the medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9, help="timed runs per figure")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--teams", type=int, default=40)
    parser.add_argument("--boards", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args(argv)
    compileall.compile_dir(str(REPO / "core"), quiet=1)  # as `pip install` leaves it
    t = random_team_tournament(
        args.seed, args.teams, args.boards, args.rounds, start_date=date(2026, 6, 1)
    )
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "team-swiss.json"
        path.write_text(json.dumps(team_event_dict(t)), encoding="utf-8")
        base = [*command(), "standings", str(path)]
        print(
            f"{args.teams} teams × {args.boards} boards × {args.rounds} rounds "
            f"({len(t.players)} players), seed {args.seed}, median of {args.repeat}"
        )
        for label, cmd in (("team standings", base), ("--individual", [*base, "--individual"])):
            run(cmd)  # warm-up
            times = [run(cmd) for _ in range(args.repeat)]
            wall = statistics.median(w for w, _ in times)
            cpu = statistics.median(c for _, c in times)
            low = min(w for w, _ in times)
            print(f"  {label:<15} {wall:.3f} s wall (min {low:.3f} s), {cpu:.3f} s CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
