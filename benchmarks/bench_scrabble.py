"""Benchmark: the standings of a Scrabble event with game scores against the chess standings
of the same size (rules.md 13, issue of the game scores).

    .venv/bin/python benchmarks/bench_scrabble.py [--repeat 5] [--players 1000] [--rounds 11]

Generates one seeded random Swiss event twice (``generate_event.py``, the same pairings and
results): once as it is, once with ``--scrabble`` (a game score on every game over the board,
``bye_score`` 50:0, ``forfeit_score`` 100:0). It then times whole processes, alternating:

* ``tiebreak standings CHESS`` (the default preset, ``fide-swiss``) and with ``--preset cas``
  (the ČAS Buchholz on the same rule set as the Scrabble presets);
* ``tiebreak standings SCRABBLE --preset scrabble`` (SPREAD, SCORE), ``--preset cas-turcas``
  (bare TURCAS: Buchholz, the mean game total and the game-score sums) and ``--preset
  cas-skore`` (BH, SPREAD, SCORE).

Every figure is the median of ``--repeat`` runs after one warm-up run: wall-clock and the
CPU time of the process; each process starts a fresh Python, reads the JSON file (the
Scrabble file also checks every score against its opponent's) and prints the table to a pipe.
"""

from __future__ import annotations

import argparse
import compileall
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

from generate_event import write_event  # noqa: E402


def _run(argv: list[str]) -> tuple[float, float]:
    """Return the wall-clock and CPU seconds of one process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, cwd=REPO)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main(argv: list[str] | None = None) -> int:
    """Command line: ``bench_scrabble.py [--repeat N] [--players P] [--rounds R]``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=11)
    args = parser.parse_args(argv)
    compileall.compile_dir(str(REPO / "core"), quiet=1)
    tiebreak = [sys.executable, "-m", "core.cli"]
    with tempfile.TemporaryDirectory() as tmp:
        chess = write_event(Path(tmp) / "chess.json", args.players, args.rounds)
        scrabble = write_event(
            Path(tmp) / "scrabble.json", args.players, args.rounds, scrabble=True
        )
        cases = {
            "chess, default (fide-swiss)": [*tiebreak, "standings", str(chess)],
            "chess, --preset cas": [*tiebreak, "standings", str(chess), "--preset", "cas"],
            "scrabble, --preset scrabble": [
                *tiebreak, "standings", str(scrabble), "--preset", "scrabble"
            ],
            "scrabble, --preset cas-turcas": [
                *tiebreak, "standings", str(scrabble), "--preset", "cas-turcas"
            ],
            "scrabble, --preset cas-skore": [
                *tiebreak, "standings", str(scrabble), "--preset", "cas-skore"
            ],
        }  # fmt: skip
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in cases}
        for cmd in cases.values():  # warm-up
            _run(cmd)
        for _ in range(args.repeat):
            for name, cmd in cases.items():
                times[name].append(_run(cmd))
    size = f"{args.players:,} players × {args.rounds} rounds"
    print(f"{size}, median of {args.repeat} runs (python {sys.version.split()[0]}, "
          f"{os.cpu_count()} cores)")  # fmt: skip
    base = statistics.median(w for w, _ in times["chess, default (fide-swiss)"])
    print(f"{'case':34} {'wall s':>8} {'cpu s':>8} {'vs chess':>9}")
    for name, runs in times.items():
        wall = statistics.median(w for w, _ in runs)
        cpu = statistics.median(c for _, c in runs)
        print(f"{name:34} {wall:8.3f} {cpu:8.3f} {wall / base:8.2f}×")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
