"""Benchmark: the team engine (rules.md 9) on an Olympiad-sized team Swiss.

    .venv/bin/python benchmarks/bench_team_engine.py [--teams 190] [--rounds 11] [--repeat 5]

Builds a seeded random team Swiss in memory (4 boards, a reserve per team, random pairings,
a team PAB when the number of teams present is odd, a few teams absent in a round, a few
forfeited boards and forfeited matches), then times, as medians of ``--repeat`` runs:
``team_records`` (lineups, matches, MP and GP of every team and round), and every team
code of rules.md 9.5 (with their explanations) under ``fide-2026`` on a fresh engine.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.model import (
    Color,
    Outcome,
    Player,
    PlayerId,
    RoundResult,
    System,
    Team,
    TeamId,
    TeamScoring,
    Tournament,
)
from core.teams.games import team_engine
from core.teams.matches import team_records

CODES = [
    "MPVGP", "BH:MP", "BH:MP-C1", "BH:GP-M1", "FB:MP", "AOB:MP", "EMMSB", "EMGSB-C1",
    "EGMSB", "EGGSB", "PS:MP", "WIN:MP", "SSSC", "BC", "TBR", "BBE",
]  # fmt: skip
BOARDS = 4
_GAME = {
    "1": (Outcome.WIN, Outcome.LOSS),
    "=": (Outcome.DRAW, Outcome.DRAW),
    "0": (Outcome.LOSS, Outcome.WIN),
}


def generate(n_teams: int, rounds: int, seed: int = 1) -> Tournament:
    """Return a random team Swiss of ``n_teams`` teams of 5 (4 boards and a reserve)."""
    rng = random.Random(seed)
    members = {t: [PlayerId(t * 5 + i + 1) for i in range(5)] for t in range(n_teams)}
    results: dict[PlayerId, list[RoundResult]] = {p: [] for ms in members.values() for p in ms}
    for _ in range(rounds):
        present = [t for t in range(n_teams) if rng.random() > 0.02]
        rng.shuffle(present)
        lineups = {t: sorted(rng.sample(members[t], BOARDS)) for t in present}
        if len(present) % 2:
            for p in lineups[present.pop()]:
                results[p].append(RoundResult(Outcome.PAB))
        for a, b in zip(present[::2], present[1::2], strict=True):
            forfeit_match = rng.random() < 0.01
            for pa, pb in zip(lineups[a], lineups[b], strict=True):
                if forfeit_match:
                    oa, ob = Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS
                elif rng.random() < 0.01:
                    oa, ob = Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN
                else:
                    oa, ob = _GAME[rng.choice("1=0")]
                results[pa].append(RoundResult(oa, pb, Color.WHITE))
                results[pb].append(RoundResult(ob, pa, Color.BLACK))
        longest = max(len(r) for r in results.values())
        for res in results.values():
            while len(res) < longest:
                res.append(RoundResult(Outcome.ABSENT))
    players = tuple(Player(p, f"P{p}", tuple(r)) for p, r in results.items())
    teams = tuple(Team(TeamId(t + 1), f"Team {t + 1}", tuple(members[t])) for t in members)
    return Tournament(
        "bench",
        rounds,
        players,
        system=System.TEAM_SWISS,
        teams=teams,
        boards=BOARDS,
        team_scoring=TeamScoring(),
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--teams", type=int, default=190)
    ap.add_argument("--rounds", type=int, default=11)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    t = generate(args.teams, args.rounds)
    rec_times, code_times = [], []
    for _ in range(args.repeat):
        start = time.perf_counter()
        records = team_records(t)
        rec_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        eng = team_engine(records, "fide-2026")
        for code in CODES:
            eng.column(code)
            for tid in eng.ids:
                eng.explain(code, tid)
        code_times.append(time.perf_counter() - start)
    print(f"{args.teams} teams × {BOARDS} boards × {args.rounds} rounds")
    print(f"team_records: {statistics.median(rec_times) * 1000:.1f} ms (median)")
    print(f"{len(CODES)} codes with explanations: {statistics.median(code_times) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
