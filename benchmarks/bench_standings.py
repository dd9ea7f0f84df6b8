"""Benchmark: ``tiebreak standings`` against tiebreak-core's one-shot ranking.

    .venv/bin/python benchmarks/bench_standings.py [--repeat 5] [--profile]

Generates two seeded random Swiss events as tournament JSON in a temporary directory
(``generate_event.py``: forfeits, byes, absences, late entries and withdrawals included):

* 1,000 players × 11 rounds: times, side by side and alternating, (a) the whole process
  ``tiebreak standings FILE --order BH-C1,BH,SB,DE,WIN,PS,AOB`` and (b) a process that
  loads the same file, hands it to tiebreak-core 1.2.0 and ranks it with
  ``rank_standings_strict`` (fide-2026, the same order). Target: ours at least 2× faster.
* 10,000 players × 15 rounds: our command alone. Target: under 3 s.

Our command switches off Python's cyclic garbage collector while it runs; a third row times
the tiebreak-core process with the collector switched off as well, so that the ratio can be
read both ways.

Before timing, ``compileall`` brings the byte code of ``core/`` up to date (as ``pip install``
leaves an installed package; with ``PYTHONDONTWRITEBYTECODE`` set, a stale ``.pyc`` would be
recompiled in every run). Every figure is the median of ``--repeat`` runs after one warm-up
run (wall-clock, plus the CPU time of the process, which other load on the machine disturbs
less). Both sides start a fresh Python, read the JSON file and print a ranking to a pipe.
tiebreak-core has no file reader, so the peer process reads the file with ``json`` and turns
each token into a ``GameRecord`` itself (the mapping of
``random_events.tiebreak_core_players``), without importing anything of ours; it reports
where its time went (import, load, adapt, rank), shown under the table.

``--profile`` runs our command in-process under cProfile on the 10,000-player event and
prints the top functions by own time and by cumulative time.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

from generate_event import write_event  # noqa: E402

ORDER = "BH-C1,BH,SB,DE,WIN,PS,AOB"
PEER_ORDER = {
    "BH-C1": "buchholz_cut1",
    "BH": "buchholz",
    "SB": "sonneborn_berger",
    "DE": "direct_encounter",
    "WIN": "wins",
    "PS": "progressive",
    "AOB": "aob",
}
RULES = "fide-2026"  # the generated events start on 2026-04-01, so "fide" is fide-2026 too

PEER_SCRIPT = r"""
import json, sys, time
t0 = time.perf_counter()
path, rules, criteria, report = sys.argv[1:5]
from tiebreak_core import (FORFEIT_LOSS, FORFEIT_WIN, PAIRING_BYE, PLAYED, REQUESTED_BYE,
                           GameRecord, PlayerTiebreakData, rank_standings_strict)
t1 = time.perf_counter()
with open(path, encoding="utf-8") as handle:
    data = json.load(handle)
t2 = time.perf_counter()
# Same mapping as tests/core/random_events.tiebreak_core_players (see its docstring).
UNPAIRED = {"BYE": (PAIRING_BYE, 1.0), "+BYE": (PAIRING_BYE, 1.0), "U": (PAIRING_BYE, 1.0),
            "F": (PAIRING_BYE, 1.0), "H": (REQUESTED_BYE, 0.5), "=BYE": (REQUESTED_BYE, 0.5),
            "Z": (REQUESTED_BYE, 0.0), "-BYE": (REQUESTED_BYE, 0.0),
            "--": (REQUESTED_BYE, 0.0), "": (REQUESTED_BYE, 0.0)}
POINTS = {"+": 1.0, "=": 0.5, "-": 0.0}
ratings = {p["id"]: p.get("rating") or 0 for p in data["players"]}
k = max(len(p["results"]) for p in data["players"])
players = {}
for p in data["players"]:
    games = []
    for rnd, token in enumerate(p["results"], 1):
        token = (token or "").strip().upper()
        if token in UNPAIRED:
            kind, pts = UNPAIRED[token]
            games.append(GameRecord(-1, 0, pts, "white", rnd, kind=kind))
            continue
        sign, letter = token[0], token[1]
        opp = int(token[2:] if letter in "WBF" else token[1:])
        kind = PLAYED if letter != "F" else FORFEIT_WIN if sign == "+" else FORFEIT_LOSS
        games.append(GameRecord(opp, ratings.get(opp, 0), POINTS[sign],
                                "black" if letter == "B" else "white", rnd, kind=kind))
    players[p["id"]] = PlayerTiebreakData(p["id"], ratings[p["id"]],
                                          sum(g.score for g in games), games)
t3 = time.perf_counter()
st = rank_standings_strict(players, criteria.split(","), k, ruleset=rules)
t4 = time.perf_counter()
sys.stdout.write("".join(f"{p.rank:>6} {p.player_id:>6} {p.points:>5} "
                         + " ".join(f"{v:g}" for v in p.values.values()) + "\n"
                         for p in st.players))
sys.stdout.flush()
t5 = time.perf_counter()
with open(report, "w") as out:
    json.dump({"import": t1 - t0, "load": t2 - t1, "adapt": t3 - t2, "rank": t4 - t3,
               "print": t5 - t4}, out)
"""


def our_command(path: Path) -> list[str]:
    """``tiebreak standings FILE --order ...``: the installed console script if there is one."""
    script = Path(sys.executable).parent / "tiebreak"
    base = (
        [str(script)]
        if script.exists()
        else (
            [shutil.which("tiebreak")]
            if shutil.which("tiebreak")
            else [sys.executable, "-m", "core.cli"]
        )
    )
    return [*base, "standings", str(path), "--order", ORDER]  # type: ignore[list-item]


def peer_command(path: Path, report: Path, *, gc_off: bool = False) -> list[str]:
    """A fresh Python that loads ``path`` into tiebreak-core and ranks it.

    ``gc_off`` first disables the cyclic garbage collector, as our command does for itself,
    so that the comparison can be read both ways.
    """
    criteria = ",".join(PEER_ORDER[c] for c in ORDER.split(","))
    script = ("import gc; gc.disable()\n" if gc_off else "") + PEER_SCRIPT
    return [sys.executable, "-c", script, str(path), RULES, criteria, str(report)]


def run(cmd: list[str]) -> tuple[float, float]:
    """Run ``cmd`` with its output sent to a pipe; return (wall-clock s, CPU s).

    The CPU time (user + system of the child) is less disturbed by other load on the
    machine than the wall-clock time.
    """
    # No PYTHONPATH: the installed command runs the installed package, as a user runs it
    # (the fallback ``python -m core.cli`` finds core/ from the working directory).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, env=env, cwd=REPO, check=False)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if proc.returncode != 0:
        raise SystemExit(
            f"{' '.join(cmd[:3])} ... failed ({proc.returncode}):\n"
            f"{proc.stderr.decode(errors='replace')[-3000:]}"
        )
    return elapsed, cpu


def profile_ours(path: Path, top: int = 30) -> str:
    """Run our command in-process under cProfile; return the two top lists."""
    from core.cli import main

    sink = io.StringIO()
    profiler = cProfile.Profile()
    saved = sys.stdout
    sys.stdout = sink
    try:
        profiler.enable()
        try:
            main(["standings", str(path), "--order", ORDER])
        except SystemExit:
            pass
        profiler.disable()
    finally:
        sys.stdout = saved
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out).strip_dirs()
    stats.sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats(top)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    """Generate the events, time both programs and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="timed runs per figure")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip-big", action="store_true", help="leave out the 10,000 × 15 event")
    parser.add_argument(
        "--profile", action="store_true", help="also profile our command on the 10,000 × 15 event"
    )
    args = parser.parse_args(argv)

    # Up-to-date byte code for our package, as `pip install` leaves it: with
    # PYTHONDONTWRITEBYTECODE set (as on the project's machine) a stale or missing .pyc
    # would be recompiled in every run. tiebreak-core's was written when pip installed it.
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "core")], check=True)
    rows: list[tuple[str, str, list[tuple[float, float]]]] = []
    with tempfile.TemporaryDirectory(prefix="tiebreak-bench-") as tmp:
        tmpdir = Path(tmp)
        mid = write_event(tmpdir / "swiss-1000x11.json", 1000, 11, args.seed)
        report = tmpdir / "peer-report.json"
        ours_cmd, peer_cmd = our_command(mid), peer_command(mid, report)
        peer_nogc_cmd = peer_command(mid, tmpdir / "peer-nogc.json", gc_off=True)
        run(ours_cmd)
        run(peer_cmd)  # warm-up: file system caches
        ours, peer, peer_nogc, parts = [], [], [], []
        for _ in range(args.repeat):
            ours.append(run(ours_cmd))
            peer.append(run(peer_cmd))
            parts.append(json.loads(report.read_text()))
            peer_nogc.append(run(peer_nogc_cmd))
        rows.append(("1,000 × 11", "tiebreak standings (process)", ours))
        rows.append(("1,000 × 11", "tiebreak-core rank (process)", peer))
        rows.append(("1,000 × 11", "tiebreak-core, gc disabled", peer_nogc))
        big_path = None
        if not args.skip_big:
            big_path = write_event(tmpdir / "swiss-10000x15.json", 10_000, 15, args.seed)
            big_cmd = our_command(big_path)
            run(big_cmd)
            big = [run(big_cmd) for _ in range(max(1, args.repeat))]
            rows.append(("10,000 × 15", "tiebreak standings (process)", big))

        def med(runs: list[tuple[float, float]], i: int) -> float:
            return statistics.median(r[i] for r in runs)

        print(
            f"\nrules {RULES}, order {ORDER}, seed {args.seed}, python "
            f"{sys.version.split()[0]}, {os.cpu_count()} CPUs\n"
        )
        print(
            f"{'event':<12} {'program':<30} {'median s':>9} {'min s':>7} {'CPU s':>7} {'runs':>5}"
        )
        for event, program, runs in rows:
            print(
                f"{event:<12} {program:<30} {med(runs, 0):>9.3f} "
                f"{min(r[0] for r in runs):>7.3f} {med(runs, 1):>7.3f} {len(runs):>5}"
            )
        print("(median and min: wall-clock; CPU: median user + system time of the process)")
        ratio, cpu_ratio = med(peer, 0) / med(ours, 0), med(peer, 1) / med(ours, 1)
        print(
            f"\n1,000 × 11: tiebreak-core / ours = {ratio:.2f}× wall-clock, "
            f"{cpu_ratio:.2f}× CPU (target ≥ 2×): {'met' if ratio >= 2 else 'NOT met'}; "
            f"with tiebreak-core's garbage collector off too: "
            f"{med(peer_nogc, 0) / med(ours, 0):.2f}× wall-clock"
        )
        if big_path is not None:
            big_med = med(rows[-1][2], 0)
            print(
                f"10,000 × 15: ours {big_med:.3f} s (target < 3 s): "
                f"{'met' if big_med < 3 else 'NOT met'}"
            )
        print(
            "\ntiebreak-core process, median seconds per part: "
            + ", ".join(f"{key} {statistics.median(p[key] for p in parts):.3f}" for key in parts[0])
        )
        if args.profile and big_path is not None:
            print("\ncProfile of our command on 10,000 × 15 (in-process):")
            print(profile_ours(big_path))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
