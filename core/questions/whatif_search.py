"""The search of :func:`core.questions.whatif.whatif`: for one result of the player, the
best and the worst rank over the other games' results, exact (every combination ranked)
or bounded (the bounds by points, the greedy scenarios, then a branch-and-bound search of
the ends still open, within a budget). The module docstring of
:mod:`core.questions.whatif` says how each end is proven."""

from __future__ import annotations

import itertools
import time
from collections.abc import Sequence

from core.engine.standings import Standings
from core.engine.why import why
from core.i18n.message import Msg, msg
from core.model import Outcome, PlayerId, Tournament
from core.questions.whatif_round import MIRROR, RESULTS, Condition, Edge, Game, Outlook, Round


def _decider(st: Standings, pid: PlayerId, best: bool) -> tuple[PlayerId | None, str, Msg]:
    """The rival on the same points just below (best) or above (worst), and why; without
    one there, the rival on the same points on the other side (a worst rank 1 on the
    points of another player is decided by the criterion that keeps him second, not by
    points); points only when nobody shares them (rules.md 8.2)."""
    i = st.position(pid)
    row = st.rows[i]
    near = (i + 1, i - 1) if best else (i - 1, i + 1)
    for j in near:
        if 0 <= j < len(st.rows) and st.rows[j].points == row.points:
            other = st.rows[j].player.id
            w = why(st, pid, other)
            return other, w.criterion or "shared", w.text
    return None, "points", msg("whatif.by-points", points=msg("points", count=row.points))


class Spend:
    """What the searches of one what-if may still spend: scenarios ranked, and time."""

    def __init__(self, scenarios: int, seconds: float) -> None:
        self.left = scenarios
        self.started = time.monotonic()
        self.deadline = self.started + seconds
        self.stopped_after: float | None = None

    def take(self) -> bool:
        """Take one scenario; False (and the time noted) when the budget is spent."""
        if self.left <= 0 or time.monotonic() > self.deadline:
            if self.stopped_after is None:
                self.stopped_after = time.monotonic() - self.started
            return False
        self.left -= 1
        return True


class Search:
    """The ranks of one result of the player over the other games."""

    def __init__(
        self,
        t: Tournament,
        rnd: Round,
        pid: PlayerId,
        own: Game,
        white_result: Outcome,
        others: tuple[Game, ...],
    ) -> None:
        self.rnd, self.pid, self.own, self.others = rnd, pid, own, others
        self.white_result = white_result
        sc = t.scoring
        self.gain = {o: sc.points(o) for o in (*RESULTS, Outcome.ABSENT)}
        base = rnd.points()
        mine = white_result if own.white == pid else MIRROR[white_result]
        self.result = mine
        self.points = base[pid] + self.gain[mine]
        opp = own.black if own.white == pid else own.white
        fixed = [base[opp] + self.gain[MIRROR[mine]]]
        paired = {x for g in (own, *others) for x in (g.white, g.black)}
        known = rnd.fixed
        fixed += [
            base[q] + (sc.points(known[q].outcome) if q in known else self.gain[Outcome.ABSENT])
            for q in base
            if q not in paired
        ]
        self.base = base
        self.fixed_above = sum(1 for f in fixed if f > self.points)
        self.fixed_reach = sum(1 for f in fixed if f >= self.points)
        # Every board's counts for each result, worked out once: the searches ask for them
        # at every node and leaf, and the Fraction sums were a third of a what-if's CPU at
        # 1,000 players (500 boards).
        self._counts = {(g.board, r): self._count(g, r) for g in others for r in RESULTS}

    def _count(self, g: Game, r: Outcome) -> tuple[int, int]:
        pw = self.base[g.white] + self.gain[r]
        pb = self.base[g.black] + self.gain[MIRROR[r]]
        p = self.points
        return (pw > p) + (pb > p), (pw >= p) + (pb >= p)

    def counts(self, g: Game, r: Outcome) -> tuple[int, int]:
        """Players of board ``g`` above, and at or above, the player's points after ``r``."""
        return self._counts[g.board, r]

    def bounds(self) -> tuple[int, int]:
        """The best and worst ranks by points alone (proven)."""
        low = self.fixed_above + sum(
            min(self.counts(g, r)[0] for r in RESULTS) for g in self.others
        )
        high = self.fixed_reach + sum(
            max(self.counts(g, r)[1] for r in RESULTS) for g in self.others
        )
        return 1 + low, 1 + high

    def board(self, choice: Sequence[Outcome]) -> dict[int, Outcome]:
        out = {g.board: r for g, r in zip(self.others, choice, strict=True)}
        out[self.own.board] = self.white_result
        return out

    def edge(
        self,
        st: Standings,
        best: bool,
        proven: bool,
        bound: int,
        conditions: tuple[Condition, ...] | None,
        choice: Sequence[Outcome],
        reached: int | None = None,
    ) -> Edge:
        rival, criterion, reason = _decider(st, self.pid, best)
        if conditions is None:  # an estimate: the rival's board, as in the scenario found
            conditions = tuple(
                Condition(g, (r,))
                for g, r in zip(self.others, choice, strict=True)
                if rival in (g.white, g.black)
            )
        return Edge(
            st.row(self.pid).rank, proven, bound, conditions, rival, criterion, reason, reached
        )

    def exact(self) -> Outlook:
        """Rank every combination of the other games' results."""
        low, high = self.bounds()
        best: tuple[int, Standings, tuple[Outcome, ...]] | None = None
        worst: tuple[int, Standings, tuple[Outcome, ...]] | None = None
        seen_best: list[set[Outcome]] = [set() for _ in self.others]
        seen_worst: list[set[Outcome]] = [set() for _ in self.others]
        ranked = n_best = n_worst = 0
        for choice in itertools.product(RESULTS, repeat=len(self.others)):
            above = self.fixed_above + sum(
                self.counts(g, r)[0] for g, r in zip(self.others, choice, strict=True)
            )
            reach = self.fixed_reach + sum(
                self.counts(g, r)[1] for g, r in zip(self.others, choice, strict=True)
            )
            lo, hi = 1 + above, 1 + reach
            could_best = best is None or lo <= best[0]
            could_worst = worst is None or hi >= worst[0]
            if not (could_best or could_worst):
                continue
            if lo == hi:  # nobody on the player's points: the rank is the points' rank
                rank, st = lo, None
            else:
                st = self.rnd.rank(self.board(choice))
                ranked += 1
                rank = st.row(self.pid).rank
            if could_best and (best is None or rank <= best[0]):
                if best is None or rank < best[0]:
                    st = st or self.rnd.rank(self.board(choice))
                    best = (rank, st, choice)
                    seen_best = [set() for _ in self.others]
                    n_best = 0
                n_best += 1
                for s, r in zip(seen_best, choice, strict=True):
                    s.add(r)
            if could_worst and (worst is None or rank >= worst[0]):
                if worst is None or rank > worst[0]:
                    st = st or self.rnd.rank(self.board(choice))
                    worst = (rank, st, choice)
                    seen_worst = [set() for _ in self.others]
                    n_worst = 0
                n_worst += 1
                for s, r in zip(seen_worst, choice, strict=True):
                    s.add(r)
        assert best is not None and worst is not None
        return Outlook(
            self.result,
            self.points,
            self.edge(best[1], True, True, low, self._conditions(seen_best), best[2], n_best),
            self.edge(worst[1], False, True, high, self._conditions(seen_worst), worst[2], n_worst),
            ranked,
        )

    def _conditions(self, seen: list[set[Outcome]]) -> tuple[Condition, ...]:
        return tuple(
            Condition(g, tuple(r for r in RESULTS if r in s))
            for g, s in zip(self.others, seen, strict=True)
            if len(s) < len(RESULTS)
        )

    def greedy(self, g: Game, best: bool) -> Outcome:
        """The result of board ``g`` that puts the fewest (best) or the most (worst) of its
        players above, then at, the player's points."""
        scored = [(self.counts(g, r), r) for r in RESULTS]
        if best:
            return min(scored, key=lambda c: c[0])[1]
        return max(scored, key=lambda c: (c[0][1], c[0][0]))[1]

    def bounded(self, spend: Spend) -> Outlook:
        """The bounds by points (proven) and the greedy scenarios (ranked), each end not
        proven so then searched branch and bound within ``spend``."""
        low, high = self.bounds()
        best_choice = tuple(self.greedy(g, best=True) for g in self.others)
        worst_choice = tuple(self.greedy(g, best=False) for g in self.others)
        sb = self.rnd.rank(self.board(best_choice))
        sw = self.rnd.rank(self.board(worst_choice))
        rb, rw = sb.row(self.pid).rank, sw.row(self.pid).rank
        ranked = 2
        best_proven, worst_proven = rb == low, rw == high
        if not best_proven:
            sb, best_choice, best_proven, n = self.refine(True, sb, best_choice, low, spend)
            ranked += n
            rb = sb.row(self.pid).rank
        if not worst_proven:
            sw, worst_choice, worst_proven, n = self.refine(False, sw, worst_choice, high, spend)
            ranked += n
            rw = sw.row(self.pid).rank
        return Outlook(
            self.result,
            self.points,
            # an end the search proved is its own bound (Edge.bound)
            self.edge(sb, True, best_proven, rb if best_proven else low, None, best_choice),
            self.edge(sw, False, worst_proven, rw if worst_proven else high, None, worst_choice),
            ranked,
        )

    def refine(
        self,
        best: bool,
        st: Standings,
        choice: tuple[Outcome, ...],
        bound: int,
        spend: Spend,
    ) -> tuple[Standings, tuple[Outcome, ...], bool, int]:
        """Search the other games board by board for a rank better (``best``) or worse than
        the one of ``st``; return the standings and choice of the best found, whether the
        search finished (the rank is then proven) and the scenarios it ranked.

        A branch is cut when even the most favourable results of its boards still to be
        chosen, by points alone, cannot beat the rank found: the players above the player
        (best) or at or above it (worst) are sums over the boards (:meth:`counts`)."""
        n = len(self.others)
        pick = 0 if best else 1
        # The results of each board, the most promising first, and their counts.
        options = []
        for g in self.others:
            scored = [(self.counts(g, r)[pick], r) for r in RESULTS]
            scored.sort(key=lambda c: c[0], reverse=not best)
            options.append(scored)
        # rest[d]: the most favourable sum over boards d.. (fewest above, or most reaching)
        rest = [0] * (n + 1)
        for d in range(n - 1, -1, -1):
            rest[d] = rest[d + 1] + options[d][0][0]
        fixed = self.fixed_above if best else self.fixed_reach
        found = st.row(self.pid).rank
        ranked = 0
        path: list[Outcome] = []
        # An explicit stack (a board's depth, the index of its next result, the sum so far):
        # events have hundreds of boards, more than Python's recursion allows.
        stack: list[tuple[int, int, int]] = [(0, 0, 0)]
        while stack:
            depth, i, total = stack.pop()
            del path[depth:]
            if depth == n:
                rank = self.by_points(path)
                if rank is not None and not ((rank < found) if best else (rank > found)):
                    continue  # points alone give its rank, and it is no better
                if not spend.take():
                    return st, choice, False, ranked
                ranked += 1
                leaf = self.rnd.rank(self.board(path))
                rank = leaf.row(self.pid).rank
                if (rank < found) if best else (rank > found):
                    found, st, choice = rank, leaf, tuple(path)
                    if found == bound:
                        return st, choice, True, ranked
                continue
            if i + 1 < len(options[depth]):
                stack.append((depth, i + 1, total))
            count, r = options[depth][i]
            reach = 1 + fixed + total + count + rest[depth + 1]
            # best: at least reach - 1 players above whatever the boards left, so the rank
            # is at least reach; worst: at most reach - 1 at or above, the rank at most
            # reach. Neither beats the rank found: cut.
            if (reach >= found) if best else (reach <= found):
                continue
            path.append(r)
            stack.append((depth + 1, 0, total + count))
        return st, choice, True, ranked

    def by_points(self, choice: Sequence[Outcome]) -> int | None:
        """The rank of a full choice when points alone give it (nobody else on the player's
        points), else None."""
        above = self.fixed_above + sum(
            self.counts(g, r)[0] for g, r in zip(self.others, choice, strict=True)
        )
        reach = self.fixed_reach + sum(
            self.counts(g, r)[1] for g, r in zip(self.others, choice, strict=True)
        )
        return 1 + above if above == reach else None
