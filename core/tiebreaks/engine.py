"""The tie-break engine: one rule set applied to one tournament, every value cached.

The rule set's view (adjusted scores and entries) is computed once per tournament
(O(players × rounds)); every tie-break reads it (design.md, rules of the house).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import replace
from fractions import Fraction
from typing import TypeVar, cast

from core.engine.context import Context
from core.explain import Explanation, Item
from core.i18n.message import Msg
from core.model import Outcome, Player, PlayerId, RoundResult, Tournament
from core.rules.base import RuleSet, View
from core.tiebreaks.registry import TiebreakSpec, parse_code

T = TypeVar("T")
Compute = Callable[["Engine", TiebreakSpec, PlayerId, bool], Explanation]
Values = dict[PlayerId, Fraction | None]
ComputeAll = Callable[["Engine", TiebreakSpec], "Values | None"]
_FUNCS: dict[str, Compute] = {}
_ALL: dict[str, ComputeAll] = {}


def function_for(spec: TiebreakSpec) -> Compute:
    """Return the computation of a numeric tie-break, importing its family module the first
    time it is needed (the registry names the module; the figure is beside
    ``core.rules._MODULES``)."""
    fn = _FUNCS.get(spec.base)
    if fn is None and not spec.family.group:
        importlib.import_module(f"core.tiebreaks.{spec.family.module}")
        fn = _FUNCS.get(spec.base)
    if fn is None:
        raise KeyError(f"{spec.code} is a group tie-break")
    return fn


def register(*bases: str) -> Callable[[Compute], Compute]:
    """Register ``fn`` as the computation of the numeric families ``bases``: one player's
    value, with its items when asked to explain."""

    def deco(fn: Compute) -> Compute:
        for b in bases:
            _FUNCS[b] = fn
        return fn

    return deco


def register_all(*bases: str) -> Callable[[ComputeAll], ComputeAll]:
    """Register ``fn`` as the computation of every player's value of ``bases`` at once.

    A standings table needs every value and no items; such a function works on the integer
    units of the view and makes one Fraction per distinct value. It may return None for a
    spec it does not cover (a median, say), which the per-player computation then serves.
    """

    def deco(fn: ComputeAll) -> ComputeAll:
        for b in bases:
            _ALL[b] = fn
        return fn

    return deco


def exact(units: Mapping[PlayerId, int | None], den: int) -> Values:
    """Return ``units`` divided by ``den`` as exact values; each distinct count becomes one
    Fraction (a table repeats few distinct values)."""
    made: dict[int, Fraction] = {}
    out: Values = {}
    for pid, u in units.items():
        if u is None:
            out[pid] = None
            continue
        f = made.get(u)
        if f is None:
            f = made[u] = Fraction(u, den)
        out[pid] = f
    return out


def entry_totals(view: View) -> dict[PlayerId, int]:
    """Return every player's sum of entry values in units: the plain Buchholz of ``view``
    (rules.md 3.3)."""
    return {
        pid: sum(e.value for e in es if e.value is not None) for pid, es in view.entries.items()
    }


class Engine:
    """Computes and caches tie-break values and explanations for one tournament."""

    def __init__(
        self,
        tournament: Tournament,
        rules: RuleSet,
        *,
        after_round: int | None = None,
        unrated_rating: int | None = None,
        build: bool = True,
    ) -> None:
        self.ctx = Context(tournament, after_round)
        self.rules = rules
        self.unrated_rating = unrated_rating
        # ``build=False`` lets a caller (the card calculator) supply its own view.
        self.view: View = rules.build(self.ctx) if build else View({}, {}, {})
        self._fore: tuple[Context, View] | None = None
        self._others: dict[str, tuple[RuleSet, View]] = {}
        self._memo: dict[str, object] = {}
        self._values: dict[str, Values] = {}

    def memo(self, key: str, make: Callable[[], T]) -> T:
        """Return a per-tournament number computed once (``make``), e.g. a maximum over all
        players that every player's value needs, so no tie-break turns quadratic."""
        if key not in self._memo:
            self._memo[key] = make()
        return cast(T, self._memo[key])

    def bh_units(self) -> dict[PlayerId, int]:
        """Return every player's plain Buchholz in score units (BH, AOB and SBH read it)."""
        return self.memo("bh-units", lambda: entry_totals(self.view))

    @property
    def tournament(self) -> Tournament:
        """The tournament as evaluated (truncated to k rounds)."""
        return self.ctx.tournament

    def other(self, rule_id: str) -> tuple[RuleSet, View]:
        """Return another rule set and its view of this tournament (MM reads US Chess
        entries whatever the event's rule set), built once."""
        if rule_id == self.rules.id:
            return self.rules, self.view
        if rule_id not in self._others:
            from core.rules import get_rule_set

            rules = get_rule_set(rule_id)
            self._others[rule_id] = (rules, rules.build(self.ctx))
        return self._others[rule_id]

    def fore(self) -> tuple[Context, View]:
        """Return the context and view of the Fore Buchholz crosstable (C.07 8.3): every
        final-round pairing between two players becomes a played draw."""
        if self._fore is None:
            k = self.ctx.k
            players: list[Player] = []
            for p in self.ctx.tournament.players:
                res = list(p.results)
                if k and len(res) >= k and res[k - 1].opponent is not None:
                    last = res[k - 1]
                    res[k - 1] = RoundResult(Outcome.DRAW, last.opponent, last.color)
                players.append(replace(p, results=tuple(res)))
            t = replace(self.ctx.tournament, players=tuple(players))
            ctx = Context(t)
            self._fore = (ctx, self.rules.build(ctx))
        return self._fore

    def value(self, spec: TiebreakSpec | str, pid: PlayerId) -> Fraction | None:
        """Return the value of ``spec`` for ``pid`` (every player's is computed once, then
        cached)."""
        if isinstance(spec, str):
            spec = parse_code(spec)
        return self.values(spec)[pid]

    def values(self, spec: TiebreakSpec) -> Values:
        """Return the value of ``spec`` for every player (computed once, then cached)."""
        cache = self._values.get(spec.code)
        if cache is None:
            fn = function_for(spec)  # imports the family module, which registers both
            every = _ALL.get(spec.base)
            cache = every(self, spec) if every is not None else None
            if cache is None:
                cache = {pid: fn(self, spec, pid, False).value for pid in self.ctx.ids}
            self._values[spec.code] = cache
        return cache

    def explain(self, spec: TiebreakSpec | str, pid: PlayerId) -> Explanation:
        """Return the explanation of ``spec`` for ``pid``: its value with the items."""
        if isinstance(spec, str):
            spec = parse_code(spec)
        return function_for(spec)(self, spec, pid, True)

    def make(
        self,
        spec: TiebreakSpec,
        pid: PlayerId,
        value: Fraction | None,
        items: tuple[Item, ...] = (),
        summary: Msg | None = None,
    ) -> Explanation:
        """Build an :class:`Explanation` for ``pid``."""
        return Explanation(
            pid,
            self.ctx.players[pid].name,
            spec.code,
            self.rules.id,
            value,
            items,
            summary,
            spec.family.places,
        )
