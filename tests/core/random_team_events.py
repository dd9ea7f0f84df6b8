"""Seeded random team Swiss events for the team differential test and the team benchmark.

:func:`random_team_tournament` builds a :class:`core.model.Tournament` with teams directly
from :class:`~core.model.Player` / :class:`~core.model.RoundResult` objects (rules.md 9.1):

* ``teams`` teams of ``boards`` boards; about a third of the teams have a reserve, who sits
  out (``--``) in some rounds, so board order follows the member order of the lineup;
* boards won, drawn and lost from the rating difference, colours alternating by board;
* forfeited boards inside played matches (one side ``+F``, the other ``-F``; rarely both
  lose), forfeited matches (every board forfeited by one team, rules.md 9.3 ``forfeit-win``
  / ``forfeit-loss``) and, rarely, a double-forfeited match (0-0, both teams lose);
* a team PAB whenever an odd number of teams is paired (every lineup member ``U``);
* late entries and withdrawals of whole teams (every member ``--``: ``absent``).

Pairings are a simple team Swiss: teams sorted by match points, then game points, then id,
paired top-down avoiding rematches where a greedy pass can; the lowest team without a PAB
gets it. Match points are 2-1-0, a PAB one match point and B game points (the defaults of
formats.md 6.1). Everything depends only on the seed.

:func:`team_event_dict` writes the event as formats.md 6.1 JSON (the benchmark's input);
:func:`tiebreak_core_teams` reads the event independently of our engine into
``tiebreak-core`` team records (the differential test's peer).
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from fractions import Fraction
from typing import Any

from core.formats.crosstable import format_token
from core.formats.tournament_json import tournament_to_dict
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

RESERVE = 0.35  # per team: a fifth member who plays some rounds
RESERVE_PLAYS = 0.4  # per round of a team with a reserve
FORFEIT_BOARD = 0.04  # per board of a played match
DOUBLE_FORFEIT_BOARD = 0.1  # share of forfeited boards that both sides lose
FORFEIT_MATCH = 0.04  # per match: one team does not appear
DOUBLE_FORFEIT_MATCH = 0.15  # share of forfeited matches that neither team appears for
LATE_TEAM = 0.06  # per team: enters in round 2 or 3
WITHDRAWN_TEAM = 0.05  # per team: leaves after some round

WIN, DRAW, LOSS = Fraction(2), Fraction(1), Fraction(0)


def random_team_tournament(
    seed: int,
    teams: int,
    boards: int,
    rounds: int,
    *,
    unplayed: bool = True,
    start_date: date | None = None,
) -> Tournament:
    """Return a random team Swiss with ``teams`` teams of ``boards`` boards and ``rounds``
    rounds; the same arguments always give the same event. ``unplayed=False`` leaves out
    forfeits, late entries and withdrawals (only the PAB of an odd field is unplayed).

    :raises ValueError: for fewer than 2 teams, boards or rounds below 1.
    """
    if teams < 2 or boards < 1 or rounds < 1:
        raise ValueError("need at least 2 teams, 1 board and 1 round")
    rng = random.Random(seed)
    if start_date is None:
        start_date = date(2024, 1, 1) + timedelta(days=rng.randrange(4 * 365))
    members: dict[int, list[int]] = {}
    next_id = 1
    for tid in range(1, teams + 1):
        size = boards + (1 if rng.random() < RESERVE else 0)
        members[tid] = list(range(next_id, next_id + size))
        next_id += size
    rating = {pid: rng.randrange(1400, 2700) for ms in members.values() for pid in ms}
    entry = {tid: 1 for tid in members}
    leave = {tid: rounds for tid in members}
    if unplayed:
        for tid in members:
            if rounds >= 4 and rng.random() < LATE_TEAM:
                entry[tid] = rng.randint(2, 3)
            if rounds >= 3 and rng.random() < WITHDRAWN_TEAM:
                leave[tid] = rng.randint(max(entry[tid], rounds // 2), rounds - 1)
    res: dict[int, list[RoundResult]] = {pid: [] for ms in members.values() for pid in ms}
    mp = {tid: Fraction(0) for tid in members}
    gp = {tid: Fraction(0) for tid in members}
    met: dict[int, set[int]] = {tid: set() for tid in members}
    had_pab: set[int] = set()
    for r in range(1, rounds + 1):
        present = [t for t in members if entry[t] <= r <= leave[t]]
        lineup = {t: _lineup(rng, members[t], boards) for t in present}
        for t in members:
            if t not in lineup:
                for pid in members[t]:
                    res[pid].append(RoundResult(Outcome.ABSENT))
            else:
                for pid in members[t]:
                    if pid not in lineup[t]:
                        res[pid].append(RoundResult(Outcome.ABSENT))
        present.sort(key=lambda t: (-mp[t], -gp[t], t))
        if len(present) % 2:
            pab = next((t for t in reversed(present) if t not in had_pab), present[-1])
            present.remove(pab)
            had_pab.add(pab)
            for pid in lineup[pab]:
                res[pid].append(RoundResult(Outcome.PAB))
            mp[pab] += DRAW
            gp[pab] += boards
        for a, b in _pair(present, met):
            met[a].add(b)
            met[b].add(a)
            ga, gb = _match(rng, lineup[a], lineup[b], rating, res, unplayed)
            gp[a] += ga
            gp[b] += gb
            ma, mb = (WIN, LOSS) if ga > gb else (LOSS, WIN) if gb > ga else (DRAW, DRAW)
            if ga == gb == 0:
                ma = mb = LOSS  # a 0-0 match: both teams lose (rules.md 9.2)
            mp[a] += ma
            mp[b] += mb
    players = tuple(
        Player(PlayerId(pid), f"Player {pid}", tuple(res[pid]), rating=rating[pid])
        for ms in members.values()
        for pid in ms
    )
    return Tournament(
        f"Random team Swiss {seed}",
        rounds,
        players,
        system=System.TEAM_SWISS,
        start_date=start_date,
        teams=tuple(
            Team(TeamId(t), f"Team {t:02d}", tuple(PlayerId(p) for p in ms))
            for t, ms in members.items()
        ),
        boards=boards,
        team_scoring=TeamScoring(),
    )


def _lineup(rng: random.Random, ms: list[int], boards: int) -> list[int]:
    if len(ms) == boards:
        return list(ms)
    if rng.random() < RESERVE_PLAYS:
        out = list(ms)
        del out[rng.randrange(boards)]  # a regular sits out, the reserve plays last board
        return out
    return ms[:boards]


def _pair(order: list[int], met: dict[int, set[int]]) -> list[tuple[int, int]]:
    left = list(order)
    out = []
    while left:
        a = left.pop(0)
        b = next((x for x in left if x not in met[a]), left[0])
        left.remove(b)
        out.append((a, b))
    return out


def _match(
    rng: random.Random,
    la: list[int],
    lb: list[int],
    rating: dict[int, int],
    res: dict[int, list[RoundResult]],
    unplayed: bool,
) -> tuple[Fraction, Fraction]:
    """Play one match board by board; return both teams' game points."""
    ga = gb = Fraction(0)
    whole = unplayed and rng.random() < FORFEIT_MATCH
    double_match = whole and rng.random() < DOUBLE_FORFEIT_MATCH
    a_wins_forfeit = rng.random() < 0.5
    for i, (pa, pb) in enumerate(zip(la, lb, strict=True)):
        forfeit = whole or (unplayed and rng.random() < FORFEIT_BOARD)
        if forfeit:
            double = double_match or (not whole and rng.random() < DOUBLE_FORFEIT_BOARD)
            if double:
                oa = ob = Outcome.FORFEIT_LOSS
            else:
                a_wins = a_wins_forfeit if whole else rng.random() < 0.5
                oa, ob = (
                    (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS)
                    if a_wins
                    else (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN)
                )
            res[pa].append(RoundResult(oa, PlayerId(pb)))
            res[pb].append(RoundResult(ob, PlayerId(pa)))
            ga += 1 if oa is Outcome.FORFEIT_WIN else 0
            gb += 1 if ob is Outcome.FORFEIT_WIN else 0
            continue
        expect = 1 / (1 + 10 ** ((rating[pb] - rating[pa]) / 400))
        roll = rng.random()
        draw = 0.3
        if roll < expect * (1 - draw):
            oa, ob, pts = Outcome.WIN, Outcome.LOSS, Fraction(1)
        elif roll < expect * (1 - draw) + draw:
            oa, ob, pts = Outcome.DRAW, Outcome.DRAW, Fraction(1, 2)
        else:
            oa, ob, pts = Outcome.LOSS, Outcome.WIN, Fraction(0)
        ca, cb = (Color.WHITE, Color.BLACK) if i % 2 == 0 else (Color.BLACK, Color.WHITE)
        res[pa].append(RoundResult(oa, PlayerId(pb), ca))
        res[pb].append(RoundResult(ob, PlayerId(pa), cb))
        ga += pts
        gb += 1 - pts
    return ga, gb


def team_event_dict(t: Tournament) -> dict[str, Any]:
    """Return the team event ``t`` as a formats.md 6.1 ``tiebreak-tournament/1`` object."""
    d = tournament_to_dict(t)
    players = d.pop("players")
    for p in players:
        p["results"] = [
            format_token(r) for r in next(x for x in t.players if x.id == p["id"]).results
        ]
    d["boards"] = t.boards
    d["teams"] = [{"id": tm.id, "name": tm.name, "members": list(tm.members)} for tm in t.teams]
    d["players"] = players
    return d


def team_rounds(t: Tournament) -> dict[int, list[dict[str, Any]]]:
    """Return, read from the tokens alone, every team's rounds: ``kind`` (rules.md 9.3:
    ``played``, ``forfeit-win``, ``forfeit-loss``, ``pab``, ``absent``), ``opponent`` (team
    id or None), ``mp``, ``gp`` and ``boards`` (the points on each board, rules.md 9.5's
    board totals: a PAB as a win on every board)."""
    assert t.boards is not None
    boards = t.boards
    team_of = {p: tm.id for tm in t.teams for p in tm.members}
    by_id = {p.id: p for p in t.players}
    k = min(len(p.results) for p in t.players)
    out: dict[int, list[dict[str, Any]]] = {tm.id: [] for tm in t.teams}
    for r in range(k):
        rows: dict[int, dict[str, Any]] = {}
        for tm in t.teams:
            line = [by_id[p].results[r] for p in tm.members]
            line = [x for x in line if x.outcome is not Outcome.ABSENT]
            if not line:
                rows[tm.id] = {
                    "kind": "absent",
                    "opponent": None,
                    "mp": Fraction(0),
                    "gp": Fraction(0),
                    "boards": [Fraction(0)] * boards,
                }
            elif line[0].outcome is Outcome.PAB:
                rows[tm.id] = {
                    "kind": "pab",
                    "opponent": None,
                    "mp": Fraction(1),
                    "gp": Fraction(boards),
                    "boards": [Fraction(1)] * boards,
                }
            else:
                pts = [
                    Fraction(1)
                    if x.outcome in (Outcome.WIN, Outcome.FORFEIT_WIN)
                    else Fraction(1, 2)
                    if x.outcome is Outcome.DRAW
                    else Fraction(0)
                    for x in line
                ]
                assert line[0].opponent is not None
                played = any(x.outcome.is_played for x in line)
                rows[tm.id] = {
                    "kind": "played" if played else "?",
                    "opponent": team_of[line[0].opponent],
                    "mp": None,
                    "gp": sum(pts, Fraction(0)),
                    "boards": pts,
                }
        for tid, row in rows.items():
            if row["opponent"] is None:
                continue
            other = rows[row["opponent"]]["gp"]
            mine = row["gp"]
            if mine == other == 0:
                row["mp"] = Fraction(0)
            else:
                row["mp"] = (
                    Fraction(2) if mine > other else Fraction(0) if mine < other else Fraction(1)
                )
            if row["kind"] == "?":
                row["kind"] = "forfeit-win" if mine > other else "forfeit-loss"
            out[tid].append(row)
        for tid, row in rows.items():
            if row["opponent"] is None:
                out[tid].append(row)
    return out


def tiebreak_core_teams(t: Tournament) -> dict[int, Any]:
    """Return ``t`` as ``tiebreak_core.team.TeamRecord`` objects keyed by team id, read
    from the tokens by :func:`team_rounds` (never from our engine)."""
    from tiebreak_core.team import TeamMatch, TeamRecord

    kinds = {
        "played": "played",
        "forfeit-win": "forfeit_win",
        "forfeit-loss": "forfeit_loss",
        "pab": "pairing_bye",
        "absent": "unplayed",
    }
    out: dict[int, Any] = {}
    for tid, rows in team_rounds(t).items():
        matches = [
            TeamMatch(
                opponent_id=-1 if row["opponent"] is None else row["opponent"],
                round_number=r,
                mp=float(row["mp"]),
                gp=float(row["gp"]),
                kind=kinds[row["kind"]],
            )
            for r, row in enumerate(rows, start=1)
        ]
        board_totals = tuple(
            float(sum(row["boards"][i] for row in rows)) for i in range(t.boards or 0)
        )
        out[tid] = TeamRecord(
            team_id=tid,
            mp=float(sum(row["mp"] for row in rows)),
            gp=float(sum(row["gp"] for row in rows)),
            matches=matches,
            board_points=board_totals,
        )
    return out
