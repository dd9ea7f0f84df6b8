"""Write a seeded random Swiss event as a tournament JSON file (for the benchmarks).

    .venv/bin/python benchmarks/generate_event.py --players 1000 --rounds 11 OUT.json
    .venv/bin/python benchmarks/generate_event.py --teams 40 --boards 4 --rounds 9 OUT.json

The event comes from ``tests/core/random_events.random_tournament`` (forfeits, byes,
absences, late entries and withdrawals included) with a start date of 2026-04-01, so rule
set ``fide`` resolves to ``fide-2026``. With ``--teams`` it is a team Swiss from
``tests/core/random_team_events`` (reserves, team PABs, forfeited boards and matches, late and
withdrawn teams) starting 2026-06-01, the event ``bench_teams.py`` times.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from core.formats.tournament_json import write_tournament_json  # noqa: E402
from tests.core.random_events import random_tournament  # noqa: E402
from tests.core.random_team_events import random_team_tournament, team_event_dict  # noqa: E402

START = date(2026, 4, 1)


def write_event(path: Path, players: int, rounds: int, seed: int = 1) -> Path:
    """Write the event of ``seed`` with ``players`` players and ``rounds`` rounds to ``path``."""
    t = random_tournament(seed, players, rounds, start_date=START)
    with path.open("w", encoding="utf-8", newline="\n") as handle:
        write_tournament_json(t, handle)
    return path


def write_team_event(path: Path, teams: int, boards: int, rounds: int, seed: int = 1) -> Path:
    """Write the team Swiss of ``seed`` (``teams`` teams of ``boards`` boards) to ``path``."""
    t = random_team_tournament(seed, teams, boards, rounds, start_date=date(2026, 6, 1))
    path.write_text(json.dumps(team_event_dict(t)), encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    """Command line: ``generate_event.py [--players N | --teams N [--boards B]] [--rounds R]
    [--seed S] OUT``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="file to write (tournament JSON)")
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--teams", type=int, help="write a team Swiss of this many teams")
    parser.add_argument("--boards", type=int, default=4, help="boards per team (with --teams)")
    args = parser.parse_args(argv)
    if args.teams:
        write_team_event(args.out, args.teams, args.boards, args.rounds, args.seed)
        size = f"{args.teams} teams × {args.boards} boards"
    else:
        write_event(args.out, args.players, args.rounds, args.seed)
        size = f"{args.players} players"
    print(f"wrote {args.out} ({size}, {args.rounds} rounds, seed {args.seed})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
