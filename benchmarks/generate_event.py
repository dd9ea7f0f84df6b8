"""Write a seeded random Swiss event as a tournament JSON file (for the benchmarks).

    .venv/bin/python benchmarks/generate_event.py --players 1000 --rounds 11 OUT.json

The event comes from ``tests/core/random_events.random_tournament`` (forfeits, byes,
absences, late entries and withdrawals included) with a start date of 2026-04-01, so rule
set ``fide`` resolves to ``fide-2026``.
"""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from core.formats.tournament_json import write_tournament_json  # noqa: E402
from tests.core.random_events import random_tournament  # noqa: E402

START = date(2026, 4, 1)


def write_event(path: Path, players: int, rounds: int, seed: int = 1) -> Path:
    """Write the event of ``seed`` with ``players`` players and ``rounds`` rounds to ``path``."""
    t = random_tournament(seed, players, rounds, start_date=START)
    with path.open("w", encoding="utf-8", newline="\n") as handle:
        write_tournament_json(t, handle)
    return path


def main(argv: list[str] | None = None) -> int:
    """Command line: ``generate_event.py [--players N] [--rounds R] [--seed S] OUT``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="file to write (tournament JSON)")
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    write_event(args.out, args.players, args.rounds, args.seed)
    print(f"wrote {args.out} ({args.players} players, {args.rounds} rounds, seed {args.seed})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
