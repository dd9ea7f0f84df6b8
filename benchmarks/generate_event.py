"""Write a seeded random Swiss event as a tournament JSON file (for the benchmarks).

    .venv/bin/python benchmarks/generate_event.py --players 1000 --rounds 11 OUT.json
    .venv/bin/python benchmarks/generate_event.py --teams 40 --boards 4 --rounds 9 OUT.json
    .venv/bin/python benchmarks/generate_event.py --players 1000 --rounds 11 --scrabble OUT.json

The event comes from ``tests/core/random_events.random_tournament`` (forfeits, byes,
absences, late entries and withdrawals included) with a start date of 2026-04-01, so rule
set ``fide`` resolves to ``fide-2026``. With ``--teams`` it is a team Swiss from
``tests/core/random_team_events`` (reserves, team PABs, forfeited boards and matches, late and
withdrawn teams) starting 2026-06-01, the event ``bench_teams.py`` times. With ``--scrabble``
the same individual event gets a game score on every game over the board (a win 300-500 to
a lower score, a draw level, both sides mirrored), ``bye_score`` 50:0 and ``forfeit_score``
100:0 (rules.md 13.2, 13.3): the Scrabble event of the game-score benchmark.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import date
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from core.formats.tournament_json import write_tournament_json  # noqa: E402
from core.model import GameScore, GameScoring, Outcome, Tournament  # noqa: E402
from tests.core.random_events import random_tournament  # noqa: E402
from tests.core.random_team_events import random_team_tournament, team_event_dict  # noqa: E402

START = date(2026, 4, 1)


def with_game_scores(t: Tournament, seed: int) -> Tournament:
    """Return ``t`` with a game score on every game over the board, agreeing with its result
    and mirrored on both sides, and the bye and forfeit scores of a club (rules.md 13.2)."""
    rng = random.Random(seed)
    games: dict[tuple[int, int, int], GameScore] = {}
    players = []
    for p in t.players:
        results = []
        for r, res in enumerate(p.results):
            if not res.outcome.is_played or res.opponent is None:
                results.append(res)
                continue
            key = (r, min(p.id, res.opponent), max(p.id, res.opponent))
            if key not in games:  # drawn from the lower number's side
                high = rng.randint(300, 500)
                low = high - rng.randint(1, 200)
                outcome = res.outcome if p.id < res.opponent else res.outcome.mirrors[0]
                mine = {
                    Outcome.WIN: GameScore(high, low),
                    Outcome.LOSS: GameScore(low, high),
                }.get(outcome, GameScore(high, high))
                games[key] = mine
            score = games[key] if p.id < res.opponent else games[key].mirrored()
            results.append(res._replace(score=score))
        players.append(p._replace(results=tuple(results)))
    scoring = GameScoring(GameScore(50, 0), GameScore(100, 0))
    return t._replace(players=tuple(players), game_scoring=scoring)


def write_event(
    path: Path, players: int, rounds: int, seed: int = 1, *, scrabble: bool = False
) -> Path:
    """Write the event of ``seed`` with ``players`` players and ``rounds`` rounds to ``path``
    (with ``scrabble``, game scores on every game)."""
    t = random_tournament(seed, players, rounds, start_date=START)
    if scrabble:
        t = with_game_scores(t, seed)
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
    parser.add_argument("--scrabble", action="store_true", help="a game score on every game")
    args = parser.parse_args(argv)
    if args.teams:
        write_team_event(args.out, args.teams, args.boards, args.rounds, args.seed)
        size = f"{args.teams} teams × {args.boards} boards"
    else:
        write_event(args.out, args.players, args.rounds, args.seed, scrabble=args.scrabble)
        size = f"{args.players} players" + (", game scores" if args.scrabble else "")
    print(f"wrote {args.out} ({size}, {args.rounds} rounds, seed {args.seed})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
