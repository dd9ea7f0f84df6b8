"""The search of :func:`core.questions.whatif.whatif` for a team of a team event: where the
team can finish after the round, for a match won, drawn or lost (docs/whatif.md).

A team's result is its match, played over several boards (rules.md 9.1-9.2): each
combination of results of its pending boards is a match won, drawn or lost by the game
points it leaves (the finished boards counted as recorded), and a scenario is every pending
board's result, ranked by the same :class:`~core.questions.whatif_round.Round` as a player's
(the tournament with the round complete, through
:func:`core.engine.standings.compute_standings`). The rank of a team depends on its game
points as well as its match points (MPVGP, a GP primary score), so no bound by points alone
is proven as for a player (:mod:`core.questions.whatif_search`): while every combination
fits in the budget (and the wall-clock limit) each is ranked (exact); beyond it, the first
ones in turn are, and the ends found are estimates whose bound is the rank no team can pass
(1, or the last).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from fractions import Fraction

from core.engine.standings import Standings
from core.engine.why import why
from core.errors import InvalidOptionError
from core.i18n.message import Msg, msg
from core.model import Outcome, PlayerId, RoundResult, Team, Tournament
from core.questions.whatif import (
    SCENARIO_BUDGET,
    SECONDS,
    HeadWords,
    WhatIf,
    numbered_games,
    without_a_game,
)
from core.questions.whatif_round import MIRROR, RESULTS, Condition, Edge, Outlook, Round
from core.questions.whatif_search import Spend

TEAM_WORDS = HeadWords(
    title="whatif.team-title",
    games="whatif.team-games",
    exact="whatif.team-exact",
    bounded="whatif.team-bounded",
    own_games=0,
)
"""A team's head lines: its match of the round, every pending board searched (its own
among them), and no rank bounded by match points alone (game points decide too)."""
_MATCH = {1: Outcome.WIN, 0: Outcome.DRAW, -1: Outcome.LOSS}
"""A match's result for the team by the sign of its game-point difference (C.07 11.1.1)."""


def _decider(st: Standings, pid: PlayerId, best: bool) -> tuple[PlayerId | None, str, Msg]:
    """The team on the same primary score just below (best) or above (worst), and why;
    the score when no team shares it (as :mod:`core.questions.whatif_search` does for a
    player)."""
    i = st.position(pid)
    row = st.rows[i]
    for j in (i + 1, i - 1) if best else (i - 1, i + 1):
        if 0 <= j < len(st.rows) and st.rows[j].points == row.points:
            other = st.rows[j].id
            w = why(st, pid, other)
            return other, w.criterion or "shared", w.text
    return None, "points", msg("whatif.by-points", points=st.points_msg(row.points))


class TeamSearch:
    """The ranks of a team over every result of the round's pending boards."""

    def __init__(
        self,
        t: Tournament,
        rnd: Round,
        team: Team,
        fixed: Mapping[PlayerId, RoundResult],
    ) -> None:
        self.rnd, self.team = rnd, team
        members = set(team.members)
        self.own = tuple(g for g in rnd.games if members & {g.white, g.black})
        self.others = tuple(g for g in rnd.games if g not in self.own)
        sc = t.scoring
        # The game points of the match so far: the team's finished boards, and its
        # opponent's (the opponents of its members on those boards).
        self.gp = Fraction(0)
        self.opp_gp = Fraction(0)
        for pid in team.members:
            res = fixed.get(pid)
            if res is not None and res.outcome.has_opponent and res.opponent is not None:
                self.gp += sc.points(res.outcome)
                back = fixed.get(res.opponent)
                self.opp_gp += sc.points(back.outcome) if back is not None else Fraction(0)
        self.points = {r: sc.points(r) for r in RESULTS}

    def match(self, choice: Sequence[Outcome]) -> Outcome:
        """The team's match result when its pending boards end as ``choice`` (white's
        side, in the order of :attr:`own`)."""
        gp, opp = self.gp, self.opp_gp
        members = set(self.team.members)
        for g, r in zip(self.own, choice, strict=True):
            mine = r if g.white in members else MIRROR[r]
            gp += self.points[mine]
            opp += self.points[MIRROR[mine]]
        return _MATCH[(gp > opp) - (gp < opp)]

    def _scenarios(self) -> Iterator[tuple[Outcome, ...]]:
        """Every result of the pending boards (own boards first, white's side), one scenario
        of each match result the own boards can give ahead of the rest: a search the budget
        stops early still lists every match result still possible, with its ends unproven."""
        rest = (RESULTS[0],) * len(self.others)
        lead: dict[Outcome, tuple[Outcome, ...]] = {}
        for own in itertools.product(RESULTS, repeat=len(self.own)):
            lead.setdefault(self.match(own), own)
        first = [(*own, *rest) for own in lead.values()]
        yield from first
        for choice in itertools.product(RESULTS, repeat=len(self.own) + len(self.others)):
            if choice not in first:
                yield choice

    def search(self, spend: Spend) -> tuple[list[Outlook], bool]:
        """The outlook of each match result the pending boards can still give, best and worst
        rank with the boards that decide them, ranking the scenarios ``spend`` allows (its
        count and its wall-clock limit); whether every scenario was ranked."""
        pid = PlayerId(int(self.team.id))
        exact = True
        found: dict[Outcome, list[tuple[int, Standings, bool]]] = {}
        ranked: dict[Outcome, int] = {}
        seen: dict[tuple[Outcome, bool], list[set[Outcome]]] = {}
        reached: dict[tuple[Outcome, bool], int] = {}
        games = (*self.own, *self.others)
        for choice in self._scenarios():
            if not spend.take():
                exact = False
                break
            result = self.match(choice[: len(self.own)])
            st = self.rnd.rank({g.board: r for g, r in zip(games, choice, strict=True)})
            rank = st.row(pid).rank
            ranked[result] = ranked.get(result, 0) + 1
            ends = found.setdefault(result, [])
            if not ends:
                ends += [(rank, st, True), (rank, st, False)]
            for i, best in enumerate((True, False)):
                if (rank < ends[i][0]) if best else (rank > ends[i][0]):
                    ends[i] = (rank, st, best)
                    seen[result, best] = [set() for _ in games]
                    reached[result, best] = 0
                if rank == ends[i][0]:
                    marks = seen.setdefault((result, best), [set() for _ in games])
                    for s, r in zip(marks, choice, strict=True):
                        s.add(r)
                    reached[result, best] = reached.get((result, best), 0) + 1
        outlooks = []
        for result in RESULTS:  # a result the boards finished already rule out has none
            if result not in found:
                continue
            edges = []
            for rank, st, best in found[result]:
                rival, criterion, reason = _decider(st, pid, best)
                conditions = tuple(
                    Condition(g, tuple(r for r in RESULTS if r in s))
                    for g, s in zip(games, seen[result, best], strict=True)
                    if len(s) < len(RESULTS)
                )
                bound = rank if exact else None
                count = reached[result, best] if exact else None
                edges.append(Edge(rank, exact, bound, conditions, rival, criterion, reason, count))
            st = found[result][0][1]
            outlooks.append(
                Outlook(
                    result,
                    st.row(pid).points,
                    edges[0],
                    edges[1],
                    ranked[result],
                    st.points_msg(st.row(pid).points),
                )
            )
        return outlooks, exact


def team_whatif(
    before: Tournament,
    team: Team,
    pairings: Sequence[tuple[PlayerId, PlayerId]],
    *,
    round: int,
    fixed: Mapping[PlayerId, RoundResult],
    finished: int = 0,
    boards: Sequence[int] | None = None,
    rules: str | None = None,
    order: Sequence[str] | str | None = None,
    preset: str | None = None,
    budget: int = SCENARIO_BUDGET,
    seconds: float = SECONDS,
) -> WhatIf:
    """Return, for each match result of ``team`` in the round paired by ``pairings`` (its
    pending boards, white first; ``fixed`` the round's results known already), the best and
    the worst final rank over every result of the round's pending boards (module docstring;
    ``budget``: scenarios ranked times teams, ``seconds`` the wall-clock limit, as for a
    player).

    :raises InvalidOptionError: when none of the team's boards is pending.
    """
    games = numbered_games(pairings, boards)
    members = set(team.members)
    if not any(members & {g.white, g.black} for g in games):
        raise InvalidOptionError(
            msg("whatif.error.no-game", name=team.name, id=team.id, round=round)
        )
    options: dict[str, object] = {"rules": rules, "order": order, "preset": preset}
    rnd = Round(before, games, options, fixed)
    search = TeamSearch(before, rnd, team, fixed)
    spend = Spend(max(1, budget // max(len(before.teams), 1)), seconds)
    outlooks, exact = search.search(spend)
    first = rnd.last
    assert first is not None  # the search ranked one scenario at least
    absent = without_a_game(before, games, fixed)
    return WhatIf(
        team,
        round,
        games,
        absent,
        exact,
        3 ** len(games),
        first.rules,
        first.order,
        tuple(outlooks),
        tuple(fixed),
        finished,
        spend.stopped_after,
        members=team.members,
        words=TEAM_WORDS,
    )
