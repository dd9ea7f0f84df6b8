"""Giving out a prize list on the standings (docs/prizes.md, "How prizes are given").

1. Each category ranks its eligible players in the order of the standings.
2. Players choose in the order of the standings, best first. With one prize per player, each
   takes, among the categories it is eligible for, the next open place of the one worth most
   to it (its share when that place is shared on points, counting the players level with it
   who are still to choose as staying there); equal values: the main (first)
   category first, or the category prize first, as the list says. Categories marked
   ``separate`` (and every category when players may win several) are given on their own.
3. In each category, the players on equal points who hold places share those places' money:
   pooled and split equally, by the Hort system, or not at all; units that do not divide go
   one each to the first in the tie-break order. Indivisible items stay with the place's
   holder, that is by the tie-break order.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from core.engine.standings import Standings
from core.engine.why import why
from core.errors import InputError, Problem
from core.i18n.message import Arg, Msg, msg
from core.model import PlayerId
from core.questions.prizes.awards import (
    Group,
    PrizeResult,
    PrizeWarning,
    Share,
    Unawarded,
    money,
    names_list,
    prize,
    where,
)
from core.questions.prizes.eligibility import eligible, player_criteria
from core.questions.prizes.money import Distribution, distribute
from core.questions.prizes.prizelist import Category, EqualValue, PrizeList, Shared
from core.tiebreaks.registry import Scope


class _Allocator:
    def __init__(self, st: Standings, plist: PrizeList, source: str) -> None:
        self.st = st
        self.plist = plist
        self.cats = plist.categories
        rows = st.rows
        self.pos = {r.id: i for i, r in enumerate(rows)}
        self.pts = {r.id: r.points for r in rows}
        self.name = {r.id: r.name for r in rows}
        self.warnings: list[PrizeWarning] = []
        t = st.tournament
        problems: list[Problem] = []
        ids = set(self.pos)
        # The one place the prizes ask which kind of event it is: a team has none of a
        # player's attributes, so a team event's categories may not ask for them.
        teams = st.scope is Scope.TEAMS
        for ci, cat in enumerate(self.cats):
            if teams:
                problems += _player_criteria(cat, ci, source)
            if cat.age is not None and cat.age_on is None and t.start_date is None:
                problems.append(
                    Problem(
                        source, msg("prizes.error.no-age-date"), path=f"categories[{ci}].age.on"
                    )
                )
            for k, pid in enumerate(cat.players):
                if pid not in ids:
                    problems.append(
                        Problem(
                            source,
                            msg(f"prizes.error.unknown-{st.scope.entrant}", id=pid),
                            path=f"categories[{ci}].players[{k}]",
                        )
                    )
        if problems:
            raise InputError(problems)
        self.elig: list[list[PlayerId]] = []
        self.later: list[dict[PlayerId, int]] = []
        for cat in self.cats:
            members: list[PlayerId] = []
            missing: dict[str, list[PlayerId]] = {}
            for r in rows:
                ok, why = eligible(cat, r.entrant, t.start_date)
                if ok:
                    members.append(r.id)
                elif why is not None:
                    missing.setdefault(why, []).append(r.id)
            for attr, who in missing.items():
                self.warnings.append(
                    PrizeWarning(
                        "prize-attribute-missing",
                        msg(
                            "prizes.warning.attribute",
                            category=cat.name,
                            count=len(who),
                            attribute=msg(f"prizes.attr.{attr}"),
                            players=names_list([self.name[p] for p in who]),
                        ),
                        tuple(who),
                    )
                )
            self.elig.append(members)
            # How many eligible players after each one have the same points.
            later: dict[PlayerId, int] = {}
            for i in range(len(members) - 1, -1, -1):
                nxt = members[i + 1] if i + 1 < len(members) else None
                same = nxt is not None and self.pts[nxt] == self.pts[members[i]]
                later[members[i]] = later[nxt] + 1 if same and nxt is not None else 0
            self.later.append(later)
        self.holders: list[list[PlayerId]] = [[] for _ in self.cats]
        self.notes: dict[tuple[int, PlayerId], list[Msg]] = {}

    def money_at(self, ci: int, index: int) -> int:
        places = self.cats[ci].places
        return places[index].money if index < len(places) else 0

    def items_at(self, ci: int, index: int) -> tuple[str, ...]:
        places = self.cats[ci].places
        return places[index].items if index < len(places) else ()

    def option(self, ci: int, x: PlayerId) -> tuple[int, tuple[str, ...]] | None:
        """Return what ``x`` would receive from the next open place of category ``ci``:
        its share with the players level with it there, and the place's items."""
        hs = self.holders[ci]
        p = self.pts[x]
        tail = 0
        while tail < len(hs) and self.pts[hs[len(hs) - 1 - tail]] == p:
            tail += 1
        start = len(hs) - tail
        if start >= len(self.cats[ci].places):
            return None
        size = tail + 1 + self.later[ci][x]
        d = distribute([self.money_at(ci, start + k) for k in range(size)], self.plist.pooled_part)
        value, items = d.shares[tail], self.items_at(ci, len(hs))
        if value == 0 and not items:
            return None
        return value, items

    def preference(self, ci: int) -> tuple[int, ...]:
        if self.plist.equal_value is EqualValue.CATEGORY_FIRST:
            return (ci == 0, ci)
        return (ci,)

    def run(self) -> None:
        exclusive = [
            ci for ci, c in enumerate(self.cats) if self.plist.one_prize and not c.separate
        ]
        independent = [ci for ci in range(len(self.cats)) if ci not in exclusive]
        elig_sets = [set(e) for e in self.elig]
        for row in self.st.rows:
            x = row.id
            options = []
            for ci in exclusive:
                if x in elig_sets[ci]:
                    found = self.option(ci, x)
                    if found is not None:
                        options.append((ci, found))
            if options:
                best_ci, (best, _) = min(options, key=lambda o: (-o[1][0], self.preference(o[0])))
                notes = self.notes.setdefault((best_ci, x), [])
                for ci, (value, items) in options:
                    if ci == best_ci:
                        continue
                    key = (
                        "prizes.choice.higher"
                        if value < best
                        else (
                            "prizes.choice.equal-category"
                            if self.plist.equal_value is EqualValue.CATEGORY_FIRST
                            else "prizes.choice.equal-main"
                        )
                    )
                    place = len(self.holders[ci]) + 1
                    notes.append(
                        msg(
                            key,
                            player=self.name[x],
                            other=where(self.cats[ci], place),
                            other_prize=prize(self.plist, value, items),
                            kept=money(self.plist, best),
                        )
                    )
                self.holders[best_ci].append(x)
            for ci in independent:
                if x in elig_sets[ci] and self.option(ci, x) is not None:
                    self.holders[ci].append(x)

    def result(self) -> PrizeResult:
        groups: list[Group] = []
        unawarded: list[Unawarded] = []
        cat_notes: list[tuple[int, Msg]] = []
        for ci, cat in enumerate(self.cats):
            hs = self.holders[ci]
            i = 0
            while i < len(hs):
                j = i
                while j + 1 < len(hs) and self.pts[hs[j + 1]] == self.pts[hs[i]]:
                    j += 1
                groups.append(self.group(ci, i, hs[i : j + 1]))
                i = j + 1
            for k in range(len(hs), len(cat.places)):
                pl = cat.places[k]
                unawarded.append(
                    Unawarded(
                        ci,
                        k + 1,
                        pl.money,
                        pl.items,
                        msg(
                            "prizes.unawarded",
                            what=where(cat, k + 1),
                            prize=prize(self.plist, pl.money, pl.items),
                        ),
                    )
                )
            skipped = self.skipped(ci)
            if skipped:
                cat_notes.append(
                    (
                        ci,
                        msg(
                            "prizes.skipped",
                            category=cat.name,
                            count=len(skipped),
                            players=names_list([self.name[p] for p in skipped]),
                        ),
                    )
                )
        return PrizeResult(
            self.st,
            self.plist,
            tuple(groups),
            tuple(unawarded),
            tuple(cat_notes),
            tuple(self.warnings),
            self.settings(),
        )

    def skipped(self, ci: int) -> list[PlayerId]:
        """The eligible players ranked above the category's last holder (or any, with places
        left) who hold another prize instead."""
        if not self.plist.one_prize or self.cats[ci].separate:
            return []
        hs = self.holders[ci]
        held = {
            p
            for c, h in enumerate(self.holders)
            if c != ci and not self.cats[c].separate
            for p in h
        }
        limit = self.pos[hs[-1]] if hs and len(hs) >= len(self.cats[ci].places) else len(self.pos)
        mine = set(hs)
        return [p for p in self.elig[ci] if p not in mine and p in held and self.pos[p] < limit]

    def group(self, ci: int, start: int, members: list[PlayerId]) -> Group:
        """Return the prizes of category ``ci`` from place ``start + 1`` given to the players
        ``members`` tied on points, with the sentence that says how they were shared."""
        cat, plist = self.cats[ci], self.plist
        moneys = [self.money_at(ci, start + k) for k in range(len(members))]
        d = distribute(moneys, plist.pooled_part)
        first, last = start + 1, start + len(members)
        points = self.pts[members[0]]
        shares: list[Share] = []
        for k, p in enumerate(members):
            notes = list(self.notes.get((ci, p), ()))
            items = self.items_at(ci, start + k)
            if items and len(members) > 1:
                other = members[k + 1] if k + 1 < len(members) else members[k - 1]
                notes.append(
                    msg(
                        "prizes.items.order",
                        items=items,
                        what=where(cat, start + k + 1),
                        player=self.name[p],
                        why=why(self.st, p, other).text,
                    )
                )
            shares.append(Share(p, start + k + 1, d.shares[k], items, tuple(notes)))
        what = where(cat, first, last)
        text = self.award_text(what, members, points, d, shares)
        self.check_order(cat, what, members, shares)
        return Group(ci, first, last, points, d, tuple(shares), text)

    def award_text(
        self,
        what: Msg,
        members: list[PlayerId],
        points: Fraction,
        d: Distribution,
        shares: list[Share],
    ) -> tuple[Msg, ...]:
        """Return how a group's prizes were given: one player's, pooled (with what is left),
        by the Hort system or by the tie-break order; nothing without money."""
        plist = self.plist
        names = tuple(self.name[p] for p in members)
        listed = names_list(names)
        pts = msg("points", count=points)

        def each(amounts: Sequence[int]) -> tuple[Arg, ...]:
            return tuple(
                msg("prizes.share", player=n, money=money(plist, a))
                for n, a in zip(names, amounts, strict=True)
            )

        if len(members) == 1:
            award = prize(plist, d.total, shares[0].items)
            return (msg("prizes.award.single", what=what, player=names[0], prize=award),)
        if d.total <= 0:
            return ()
        total = money(plist, d.total)
        group: dict[str, Arg] = {"what": what, "players": listed, "points": pts}
        if plist.shared is Shared.POOL and d.remainder:
            rest = money(plist, d.remainder)
            key = "prizes.award.pooled-remainder"
            return (msg(key, total=total, **group, shares=each(d.shares), rest=rest),)
        if plist.shared is Shared.POOL:
            share = money(plist, d.shares[0])
            return (msg("prizes.award.pooled", total=total, **group, share=share),)
        if plist.shared is Shared.HORT:
            return (
                msg(
                    "prizes.award.hort",
                    total=total,
                    **group,
                    pooled=money(plist, d.pooled),
                    pool_shares=each(d.pool_shares),
                    own=each(d.own),
                    shares=each(d.shares),
                ),
            )
        return (msg("prizes.award.by-order", **group, shares=each(d.shares)),)

    def check_order(
        self, cat: Category, what: Msg, members: list[PlayerId], shares: list[Share]
    ) -> None:
        """Warn where the group's outcome differs between players the tie-break order did
        not separate (listed by starting number, never silently)."""
        by_rank: dict[int, list[int]] = {}
        for k, p in enumerate(members):
            row = self.st.row(p)
            if row.shared:
                by_rank.setdefault(row.rank, []).append(k)
        for rank, ks in by_rank.items():
            if len(ks) < 2:
                continue
            outcomes = {(shares[k].money, shares[k].items) for k in ks}
            if len(outcomes) > 1:
                who = tuple(members[k] for k in ks)
                self.warnings.append(
                    PrizeWarning(
                        "prize-needs-order",
                        msg(
                            "prizes.warning.unbroken",
                            what=what,
                            rank=rank,
                            players=names_list([self.name[p] for p in who]),
                        ),
                        who,
                    )
                )

    def settings(self) -> tuple[Msg, ...]:
        plist = self.plist
        out: list[Msg] = []
        if plist.shared is Shared.POOL:
            out.append(msg("prizes.mode.pool"))
        elif plist.shared is Shared.HORT:
            out.append(msg("prizes.mode.hort", percent=plist.hort_pooled * 100))
        else:
            out.append(msg("prizes.mode.tiebreak"))
        if not plist.one_prize:
            out.append(msg("prizes.mode.several"))
        elif plist.equal_value is EqualValue.CATEGORY_FIRST:
            out.append(msg("prizes.mode.one-category-first"))
        else:
            out.append(msg("prizes.mode.one-main-first"))
        out.append(msg("prizes.mode.remainder", unit=money(plist, 1)))
        return tuple(out)


def _player_criteria(cat: Category, ci: int, source: str) -> list[Problem]:
    """The criteria of ``cat`` a team does not have: a team event's categories give places
    and may list teams (``players``: team ids), nothing more."""
    return [
        Problem(source, msg("prizes.error.team-criterion", key=k), path=f"categories[{ci}].{k}")
        for k in player_criteria(cat)
    ]


def allocate(st: Standings, plist: PrizeList, *, source: str = "<prizes>") -> PrizeResult:
    """Return the prizes of ``plist`` given out on the standings ``st``: of players, or of
    the teams of a team event (whose categories can only list teams).

    :raises InputError: for a prize list that does not fit the tournament (a starting number
        it does not have, an age category without a date), naming the field.
    """
    a = _Allocator(st, plist, source)
    a.run()
    return a.result()
