"""Differential test of team events: our engine against the independent tiebreak-core 1.2.0
(``tiebreak_core.team``), under ``fide-2024`` and ``fide-2026``.

Events: seeded random team Swiss events (``random_team_events.random_team_tournament``: 6 to
13 teams of 2 to 6 boards, 4 to 9 rounds, reserves, team PABs, forfeited boards, forfeited
and double-forfeited matches, late and withdrawn teams), plus events without any unplayed
round (an even number of teams, no forfeits). tiebreak-core reads each event from
:func:`random_team_events.tiebreak_core_teams`, which derives the matches from the tokens
on its own, never from our engine.

What is compared, and where (rules.md 12 item 39: tiebreak-core applies no art. 16 to teams,
so it agrees with the spec only where no unplayed round enters a sum):

* match and game points of every team: always;
* MPVGP, PS:MP, PS:GP, WIN:MP, BC, TBR and BBE (the team's own record): always;
* BH:MP and BH:GP (plain, Cut-1, Cut-2, Median-1), EMMSB, EMGSB, EGMSB, EGGSB, EMGSB-C1 and
  SSSC for a team whose every round was a played match and none of whose opponents has a
  category .5 round (the only rounds art. 16.3 changes in an opponent's score), ``clean``;
* FB:MP and FB:GP for a team whose opponents and itself played every round (the fore
  crosstable turns every last-round match into a draw, forfeits included, 9.4);
* AOB:MP and AOB:GP for a clean team whose every opponent is clean too (the mean of their BH);
* team standings (the whole ranking with its shared groups) for orders of those codes on the
  events without unplayed rounds, where every code agrees;
* EDE on every event, group by group, where the two readings coincide (below).

EDE: a group tied on the primary score is compared where tiebreak-core reads art. 6 and
13.3.1 as the spec does. It is left out (each documented in ``EDE_DIFFERENCES``) when:
two members met only in a forfeited match (rules.md 12 item 45: tiebreak-core counts the
forfeit as an encounter, 6.1.1 leaves it out); the group is level on the primary score among
its members but not on the secondary one (13.3.1 applies the secondary score then;
tiebreak-core applies it only to sub-groups of a group the primary score split); a group of
three or more that did not all meet or whose primary scores among them are not all different
(tiebreak-core recomputes the 6.3 maxima after each single placement and never applies the
secondary score there, rules.md 12 item 24). The board stages of EDET, EDEB, EDEBT and EDEBB
are not compared: tiebreak-core applies them to the teams' event totals, the spec (9.5) to
the boards of the matches between the two teams.

Every comparison must agree exactly (values as Fractions; AOB and SSSC at two decimals,
half up, as the spec rounds them). The test also counts how many comparisons ran, so that a
change to the generator or the predicates cannot make it compare nothing.
"""

from __future__ import annotations

import functools
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any

import pytest
import tiebreak_core.team as tc

from core.board_key import BoardKey
from core.engine.standings import compute_standings
from core.model import PlayerId, System, TeamId, Tournament
from core.teams.games import team_engine
from core.teams.matches import TeamRecords, TeamRoundKind, team_records
from tests.core.random_team_events import random_team_tournament, tiebreak_core_teams

RULES = ("fide-2024", "fide-2026")
OWN = ("MPVGP", "PS:MP", "PS:GP", "WIN:MP", "BC")
CLEAN = (
    "BH:MP",
    "BH:GP",
    "BH:MP-C1",
    "BH:GP-C1",
    "BH:MP-C2",
    "BH:MP-M1",
    "EMMSB",
    "EMGSB",
    "EGMSB",
    "EGGSB",
    "EMGSB-C1",
    "SSSC",
)
FORE = ("FB:MP", "FB:GP")
AOB = ("AOB:MP", "AOB:GP")
ROUNDED = frozenset({"SSSC", "AOB:MP", "AOB:GP"})
ORDERS = (
    ("MPVGP", "BH:MP-C1", "BH:MP", "EMGSB"),
    ("MPVGP", "EGGSB", "BC"),
    ("BH:GP", "SSSC", "TBR"),
    ("PS:MP", "BBE", "WIN:MP"),
    ("EDE", "MPVGP", "EMGSB-C1"),
)
EDE_DIFFERENCES = {
    "forfeit-encounter": "rules.md 12 item 45: a pairing decided by forfeit is no encounter",
    "secondary-after-level": "13.3.1: the secondary score also applies to a group the "
    "primary score left level",
    "three-or-more": "rules.md 12 item 24 and 13.3.1: one 6.3 placement pass, then the "
    "secondary score",
}


def _event(seed: int) -> Tournament:
    """Events 0-39 have every unplayed situation; 40-59 none (an even number of teams)."""
    teams = 6 + seed % 8
    boards = 2 + seed % 5
    rounds = 4 + seed % 6
    if seed >= 40:
        teams += teams % 2
        return random_team_tournament(seed, teams, boards, min(rounds, teams - 1), unplayed=False)
    return random_team_tournament(seed, teams, boards, rounds)


SEEDS = range(60)


@functools.cache
def _prepared(seed: int) -> tuple[Tournament, TeamRecords, dict[int, Any]]:
    t = _event(seed)
    return t, team_records(t), tiebreak_core_teams(t)


def _peer(code: str, recs: dict[int, Any], tid: int, k: int, primary: str = "MP") -> Fraction:
    value = tc.calculate_team(recs[tid], recs, code.replace("-", "/"), k, tc.TeamFormat(), primary)
    if code in ROUNDED:
        return Fraction(Decimal(str(value)).quantize(Decimal("0.01"), ROUND_HALF_UP))
    return Fraction(value)


def _all_played(records: TeamRecords, tid: TeamId) -> bool:
    return all(r.kind is TeamRoundKind.PLAYED for r in records[tid].rounds)


def _opponents(records: TeamRecords, tid: TeamId) -> list[TeamId]:
    return [r.opponent for r in records[tid].rounds if r.opponent is not None]


def _clean(records: TeamRecords, tid: TeamId) -> bool:
    return _all_played(records, tid) and all(
        all(r.category != 5 for r in records[o].rounds) for o in _opponents(records, tid)
    )


def _eligible(code: str, records: TeamRecords, tid: TeamId) -> bool:
    if code in OWN:
        return True
    if code in FORE:
        return _all_played(records, tid) and all(
            _all_played(records, o) for o in _opponents(records, tid)
        )
    if code in AOB:
        return _clean(records, tid) and all(_clean(records, o) for o in _opponents(records, tid))
    return _clean(records, tid)


def test_the_generator_makes_every_situation() -> None:
    kinds: set[TeamRoundKind] = set()
    reserves = forfeited_boards = 0
    for seed in range(40):
        t, records, _ = _prepared(seed)
        assert t.system is System.TEAM_SWISS
        kinds |= {r.kind for rec in records for r in rec.rounds}
        reserves += sum(len(tm.members) > (t.boards or 0) for tm in t.teams)
        forfeited_boards += sum(
            b.outcome.is_forfeit
            for rec in records
            for r in rec.rounds
            if r.kind is TeamRoundKind.PLAYED and r.match is not None
            for b in r.match.boards
        )
    assert kinds == set(TeamRoundKind)
    assert reserves > 10 and forfeited_boards > 10, (reserves, forfeited_boards)
    for seed in range(40, 60):
        _, records, _ = _prepared(seed)
        assert {r.kind for rec in records for r in rec.rounds} == {TeamRoundKind.PLAYED}


@pytest.mark.parametrize("seed", SEEDS)
def test_match_and_game_points_agree(seed: int) -> None:
    _, records, recs = _prepared(seed)
    k = records.k
    for rec in records:
        peer = recs[rec.id]
        assert Fraction(tc.match_points(peer, recs, k, tc.TeamFormat())) == rec.mp
        assert Fraction(tc.game_points(peer, recs, k, tc.TeamFormat())) == rec.gp


@pytest.mark.parametrize("rules", RULES)
def test_team_values_agree_where_tiebreak_core_applies(rules: str) -> None:
    compared = 0
    differences: list[str] = []
    for seed in SEEDS:
        _, records, recs = _prepared(seed)
        engine = team_engine(records, rules)
        for code in OWN + CLEAN + FORE + AOB:
            ours = engine.values(code)
            for tid in records.ids:
                if not _eligible(code, records, tid):
                    continue
                compared += 1
                theirs = _peer(code, recs, tid, records.k)
                if ours[tid] != theirs:
                    differences.append(f"seed {seed} team {tid} {code}: {ours[tid]} != {theirs}")
        for tid in records.ids:
            for code, key in (("TBR", tc.tbr_key), ("BBE", tc.bbe_key)):
                compared += 1
                mine = engine.values(code)[tid]
                assert isinstance(mine, BoardKey)
                peer = tuple(Fraction(x) for x in key(recs[tid]))
                if code == "BBE":
                    # tiebreak-core ends the key with the sum of no board at all, 0 for every
                    # team (12.3 stops at one board left): it never decides anything.
                    assert peer[-1] == 0
                    peer = peer[:-1]
                if mine.values != peer:
                    differences.append(f"seed {seed} team {tid} {code}: {mine} != {peer}")
    assert not differences, "\n".join(differences[:30])
    assert compared > 8000


def _their_partition(
    recs: dict[int, Any], order: tuple[str, ...], k: int, primary: str
) -> list[list[int]]:
    """tiebreak-core's ranking with its ties: ranked twice, tied teams listed by id and by
    reversed id; a block ends where both rankings hold the same teams."""
    descriptors = [c.replace("-", "/") for c in order]
    runs = [
        [
            r.team_id
            for r in tc.rank_team_standings(
                recs, descriptors, k, primary=primary, deterministic_keys=keys
            ).teams
        ]
        for keys in ({t: t for t in recs}, {t: -t for t in recs})
    ]
    blocks, start = [], 0
    for i in range(len(runs[0])):
        if set(runs[0][: i + 1]) == set(runs[1][: i + 1]):
            blocks.append(sorted(runs[0][start : i + 1]))
            start = i + 1
    return blocks


def _our_partition(
    t: Tournament, rules: str, order: tuple[str, ...], primary: str
) -> list[list[int]]:
    st = compute_standings(t, rules=rules, order=",".join(order), primary=primary)
    blocks: list[list[int]] = []
    for r in st.rows:
        if blocks and st.row(PlayerId(blocks[-1][0])).rank == r.rank:
            blocks[-1].append(r.id)
        else:
            blocks.append([r.id])
    return [sorted(b) for b in blocks]


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("primary", ["MP", "GP"])
def test_team_standings_agree_without_unplayed_rounds(rules: str, primary: str) -> None:
    compared = 0
    for seed in range(40, 60):
        t, records, recs = _prepared(seed)
        for order in ORDERS:
            if "EDE" in order:
                continue  # compared group by group below
            assert _our_partition(t, rules, order, primary) == _their_partition(
                recs, order, records.k, primary
            ), (seed, order)
            compared += 1
    assert compared == 20 * 4


def _ede_case(records: TeamRecords, group: list[int], primary: str) -> str | None:
    """Return the documented reason the two readings of EDE may differ on ``group``, or None
    when they coincide (the module docstring)."""
    members = set(group)
    met: dict[frozenset[int], list[Any]] = {}
    for tid in group:
        for r in records[TeamId(tid)].rounds:
            if r.match is not None and r.match.opponent in members:
                met.setdefault(frozenset((tid, int(r.match.opponent))), []).append(r)
    for pair in met.values():
        if all(r.kind is not TeamRoundKind.PLAYED for r in pair):
            return "forfeit-encounter"

    def mini(score: str) -> dict[int, Fraction]:
        out = {}
        for tid in group:
            per: dict[int, list[Fraction]] = {}
            for r in records[TeamId(tid)].rounds:
                if (
                    r.match is not None
                    and r.match.opponent in members
                    and r.kind is TeamRoundKind.PLAYED
                ):
                    per.setdefault(r.match.opponent, []).append(getattr(r.match, score))
            out[tid] = sum((sum(v, Fraction(0)) / len(v) for v in per.values()), Fraction(0))
        return out

    first, second = ("mp", "gp") if primary == "MP" else ("gp", "mp")
    p, s = mini(first), mini(second)
    all_met = len(met) == len(group) * (len(group) - 1) // 2
    if len(group) == 2:
        if all_met and len(set(p.values())) == 1 and len(set(s.values())) > 1:
            return "secondary-after-level"
        return None
    if all_met and len(set(p.values())) == len(group):
        return None
    return "three-or-more"


@pytest.mark.parametrize("rules", RULES)
def test_ede_agrees_group_by_group(rules: str) -> None:
    compared, split, skipped = 0, 0, dict.fromkeys(EDE_DIFFERENCES, 0)
    for seed in SEEDS:
        t, records, recs = _prepared(seed)
        for primary in ("MP", "GP"):
            ours = _our_partition(t, rules, ("EDE",), primary)
            theirs = _their_partition(recs, ("EDE",), records.k, primary)
            score = {r.id: (r.mp if primary == "MP" else r.gp) for r in records}
            groups: dict[Fraction, list[int]] = {}
            for tid in sorted(score):
                groups.setdefault(score[tid], []).append(tid)
            for group in groups.values():
                if len(group) < 2:
                    continue
                why = _ede_case(records, group, primary)
                if why is not None:
                    skipped[why] += 1
                    continue
                compared += 1
                mine = [b for b in ours if set(b) <= set(group)]
                peer = [b for b in theirs if set(b) <= set(group)]
                assert mine == peer, (seed, primary, group)
                split += len(mine) > 1
    assert compared > 150 and split > 50, (compared, split)
    # The Swiss and forfeit cases occur in these events; a rematch level on the primary score
    # but not on the secondary one is rare here and is shown on its own below.
    assert skipped["forfeit-encounter"] > 0 and skipped["three-or-more"] > 0, skipped


def test_the_documented_ede_difference_on_a_level_group() -> None:
    """Three teams that beat each other in a cycle (test_team_standings.cycle): level on MP
    among themselves, 2.5, 2 and 1.5 GP. 13.3.1 then applies the secondary score (T2, T1,
    T3); tiebreak-core leaves a group the primary score did not split tied."""
    from tests.core.test_team_standings import cycle

    t = cycle()
    records = team_records(t)
    recs = tiebreak_core_teams(t)
    group = [1, 2, 3]
    assert _ede_case(records, group, "MP") == "three-or-more"  # so the test above skips it
    assert _our_partition(t, "fide-2026", ("EDE",), "MP") == [[2], [1], [3]]
    assert _their_partition(recs, ("EDE",), records.k, "MP") == [[1, 2, 3]]
