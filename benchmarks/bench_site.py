"""Benchmark: ``tiebreak report --site`` (issue 33) on the seeded 1,000 × 11 event of
``generate_event.py``: the whole site with every card, and its index alone, against
``tiebreak standings``; the size of every page.

    .venv/bin/python benchmarks/bench_site.py [--players 1000] [--rounds 11] [--repeat 5]

Whole processes are timed (CPU seconds, user + system, the median of ``--repeat`` runs after
a warm-up): ``tiebreak standings FILE`` and ``tiebreak report FILE --site DIR``. The index
alone is a process of its own (:data:`INDEX_ALONE`: read, rank, the view model of the page
without cards and the index's sections rendered, as ``report --site`` makes them).
Target: the index at most 3 times the standings.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from generate_event import write_event  # noqa: E402


def cpu(cmd: list[str], repeat: int) -> float:
    """The median CPU seconds of the child process ``cmd`` over ``repeat`` runs."""
    import resource

    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    times = []
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(times)


INDEX_ALONE = """
import gc, sys
gc.disable()  # as the console script does (core/command.py)
from core.formats.load import load_path
from core.engine.standings import compute_standings
from core.report.page import render_page
from core.report.view import build_page
t = load_path(sys.argv[1])
parts = ("standings", "legend", "ties", "top")
page = build_page(compute_standings(t), t, "en", "none", "bench", parts)
html = render_page(page._replace(site=True))
open(sys.argv[2], "w", encoding="utf-8").write(html)
"""
"""The index of a site alone, as ``report --site`` makes it, in a process of its own."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    tiebreak = str(Path(sys.executable).parent / "tiebreak")
    with tempfile.TemporaryDirectory() as tmp:
        event = Path(tmp) / "event.json"
        write_event(event, args.players, args.rounds, 1)
        site = Path(tmp) / "site"
        st = cpu([tiebreak, "standings", str(event)], args.repeat)
        whole = cpu([tiebreak, "report", str(event), "--site", str(site)], args.repeat)
        sizes = {p.name: p.stat().st_size for p in site.iterdir()}
        script = Path(tmp) / "index_alone.py"
        script.write_text(INDEX_ALONE, encoding="utf-8")
        out = str(Path(tmp) / "index.html")
        index = cpu([sys.executable, str(script), str(event), out], args.repeat)
    players = {k: v for k, v in sizes.items() if k not in ("index.html",) and k[1:-5].isdigit()}
    others = {k: v for k, v in sizes.items() if k not in players}
    print(f"{args.players} x {args.rounds}, CPU seconds (median of {args.repeat}):")
    print(f"  tiebreak standings              {st:6.3f}")
    print(f"  tiebreak report --site (all)    {whole:6.3f}  ({whole / st:.1f} x standings)")
    print(
        f"  the index alone                 {index:6.3f}  ({index / st:.1f} x standings; target 3)"
    )
    for name, size in sorted(others.items()):
        print(f"  {name:<16} {size / 1000:8.1f} kB")
    print(
        f"  {len(players)} entrant pages: {min(players.values()) / 1000:.1f} to "
        f"{max(players.values()) / 1000:.1f} kB, {sum(players.values()) / 1e6:.1f} MB in all"
    )


if __name__ == "__main__":
    main()
