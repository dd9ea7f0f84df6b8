"""Benchmark: ``tiebreak report`` (the published page) against ``tiebreak standings``.

    .venv/bin/python benchmarks/bench_report.py [--repeat 5] [--skip-big] [--profile]

Generates the seeded random Swiss events of ``bench_standings.py`` (``generate_event.py``:
forfeits, byes, absences, late entries and withdrawals included) in a temporary directory
and times whole processes, their output sent to a pipe or a file:

* 1,000 players × 11 rounds: ``tiebreak standings FILE`` beside ``tiebreak report FILE -o
  OUT.html`` with every player's card (the default), with ``--players tied`` and with
  ``--players 1`` (one card: what the page costs without the cards). Target (issue 20): the
  report at most 3× the standings.
* 10,000 players × 15 rounds: ``tiebreak report FILE --players tied -o OUT.html``. Target:
  under 10 s.

Each figure is the median of ``--repeat`` runs after one warm-up run: wall-clock and the CPU
time (user + system) of the process, which other load on the machine disturbs less. The size
of each page is printed beside it. ``--profile`` runs the default report of the 1,000-player
event in-process under cProfile and prints the top functions by own time.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

from bench_standings import run  # noqa: E402
from generate_event import write_event  # noqa: E402


def command(*args: str) -> list[str]:
    """The installed ``tiebreak`` console script with ``args``."""
    script = Path(sys.executable).parent / "tiebreak"
    base = [str(script)] if script.exists() else [sys.executable, "-m", "core.cli"]
    return [*base, *args]


def timed(cmd: list[str], repeat: int) -> tuple[float, float]:
    """Return the median wall-clock and CPU seconds of ``repeat`` runs after a warm-up."""
    run(cmd)
    runs = [run(cmd) for _ in range(repeat)]
    return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)


def profile(path: Path, top: int = 25) -> str:
    """Profile the default report of ``path`` in-process; return the top list."""
    from core.formats.load import load_path
    from core.report import build_report

    t = load_path(str(path))
    profiler = cProfile.Profile()
    profiler.enable()
    build_report(t)
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    """Generate the events, time the commands and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="timed runs per figure")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip-big", action="store_true", help="leave out the 10,000 × 15 event")
    parser.add_argument("--profile", action="store_true", help="profile the 1,000 × 11 report")
    args = parser.parse_args(argv)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "core")], check=True)
    rows: list[tuple[str, str, float, float, int | None]] = []
    with tempfile.TemporaryDirectory(prefix="tiebreak-bench-report-") as tmp:
        tmpdir = Path(tmp)
        mid = write_event(tmpdir / "swiss-1000x11.json", 1000, 11, args.seed)
        wall, cpu = timed(command("standings", str(mid)), args.repeat)
        rows.append(("1,000 × 11", "tiebreak standings", wall, cpu, None))
        base_cpu = cpu
        for label, extra in (
            ("tiebreak report (every card)", []),
            ("tiebreak report --players tied", ["--players", "tied"]),
            ("tiebreak report --players 1", ["--players", "1"]),
        ):
            out = tmpdir / "page.html"
            wall, cpu = timed(command("report", str(mid), "-o", str(out), *extra), args.repeat)
            rows.append(("1,000 × 11", label, wall, cpu, out.stat().st_size))
        if not args.skip_big:
            big = write_event(tmpdir / "swiss-10000x15.json", 10_000, 15, args.seed)
            out = tmpdir / "big.html"
            cmd = command("report", str(big), "--players", "tied", "-o", str(out))
            wall, cpu = timed(cmd, max(1, min(args.repeat, 3)))
            rows.append(
                ("10,000 × 15", "tiebreak report --players tied", wall, cpu, out.stat().st_size)
            )
        print(f"\nseed {args.seed}, python {sys.version.split()[0]}\n")
        print(
            f"{'event':<12} {'program':<32} {'median s':>9} {'CPU s':>7} {'× std':>6} {'page':>9}"
        )
        for event, program, wall, cpu, size in rows:
            ratio = f"{cpu / base_cpu:.1f}" if event.startswith("1,000") else ""
            page = "" if size is None else f"{size / 1e6:.1f} MB"
            print(f"{event:<12} {program:<32} {wall:>9.3f} {cpu:>7.3f} {ratio:>6} {page:>9}")
        print("(median wall-clock; CPU: median user + system time; × std: CPU / standings' CPU)")
        if args.profile:
            print(profile(mid))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
