"""Benchmark: explaining every (player, tie-break) of a field (issues 20 and 22).

    .venv/bin/python benchmarks/bench_explain.py [EVENT.json] [--order BH-C1,BH,SB,PS,AOB]
        [--rules fide-2026] [--count] [--profile] [--digest] [--setup-only]

Loads EVENT (default: the seeded 1,000 × 11 event of ``generate_event.py``, generated into a
temporary folder), computes its standings and asks ``Standings.explain(pid, code)`` for every
player and every code of the order: what the report's cards, ``tiebreak explain``, ``why``
and the bot's /buchholz and /why build.

* plain: the number of explanations and items and the CPU seconds of the explaining alone;
* ``--count``: the instructions of the explaining alone, counted with callgrind as the
  difference of two runs of this script, one with ``--setup-only`` (load and standings, no
  explanation): repeatable whatever else the machine is doing;
* ``--profile``: the explaining under cProfile, top functions by own time;
The garbage collector is off, as the command line runs.

* ``--digest``: a SHA-256 of the ``repr`` of every explanation, to check that a change
  leaves the data exactly the same (types included: ``Fraction(1, 1)`` is not ``1``).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import hashlib
import io
import os
import pstats
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))


def _event(path: str | None, tmp: str) -> str:
    if path:
        return path
    from generate_event import write_event

    out = Path(tmp) / "event.json"
    write_event(out, players=1000, rounds=11, seed=1)
    return str(out)


def _count(argv: list[str]) -> int:
    """Instructions of one run of this script with ``argv`` under callgrind."""
    with tempfile.TemporaryDirectory(prefix="bench-explain-cg-") as tmp:
        done = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={tmp}/cg.out",
                sys.executable,
                __file__,
                *argv,
            ],
            capture_output=True,
            text=True,
            check=True,
            # One string hashing for both runs: the setup's count moves by some 30 M
            # instructions from one hash seed to another.
            env={**os.environ, "PYTHONHASHSEED": "0"},
        )
    found = re.search(r"Collected : (\d+)", done.stderr)
    assert found, done.stderr
    return int(found.group(1))


def main(argv: list[str] | None = None) -> int:
    """Explain every player's every code of the order; print the figures asked for."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("event", nargs="?")
    parser.add_argument("--order", default="BH-C1,BH,SB,PS,AOB")
    parser.add_argument("--rules", default="fide-2026")
    parser.add_argument("--count", action="store_true", help="callgrind instructions")
    parser.add_argument("--profile", action="store_true", help="cProfile of the explaining")
    parser.add_argument("--sort", default="tottime", help="cProfile order (cumulative, ...)")
    parser.add_argument("--digest", action="store_true", help="SHA-256 of every explanation")
    parser.add_argument("--setup-only", action="store_true", help="no explanation (--count)")
    parser.add_argument("--players", type=int, help="explain only the first N rows")
    parser.add_argument("--codes", help="explain only these codes of the order (comma-separated)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bench-explain-") as tmp:
        event = _event(args.event, tmp)
        if args.count:
            common = [event, "--order", args.order, "--rules", args.rules]
            if args.players is not None:
                common += ["--players", str(args.players)]
            if args.codes:
                common += ["--codes", args.codes]
            # Compiled first, as pip leaves an installed package (and as
            # count_instructions.sh does): no run counts compiling a changed module.
            subprocess.run(
                [sys.executable, "-m", "compileall", "-q", str(REPO / "core")], check=True
            )
            setup = _count([*common, "--setup-only"])
            full = _count(common)
            print(f"setup (load, standings): {setup:,} instructions")
            print(f"with every explanation: {full:,} instructions")
            print(f"explaining: {full - setup:,} instructions")
            return 0
        gc.disable()  # as the command line runs (core.cli)
        from core.engine.standings import compute_standings
        from core.formats.load import load_path

        st = compute_standings(load_path(event), rules=args.rules, order=args.order)
        if args.setup_only:
            return 0
        rows = st.rows if args.players is None else st.rows[: args.players]
        codes = args.codes.split(",") if args.codes else st.order
        pairs = [(row.id, code) for row in rows for code in codes]
        profiler = cProfile.Profile() if args.profile else None
        start = time.process_time()
        if profiler is not None:
            profiler.enable()
        explained = [st.explain(pid, code) for pid, code in pairs]
        if profiler is not None:
            profiler.disable()
        seconds = time.process_time() - start
        items = sum(len(e.items) for e in explained)
        print(f"{len(explained):,} explanations, {items:,} items, {seconds:.2f} s CPU")
        if args.digest:
            digest = hashlib.sha256()
            for e in explained:
                digest.update(repr(e).encode())
            print(f"digest: {digest.hexdigest()}")
        if profiler is not None:
            out = io.StringIO()
            pstats.Stats(profiler, stream=out).sort_stats(args.sort).print_stats(40)
            print(out.getvalue())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
