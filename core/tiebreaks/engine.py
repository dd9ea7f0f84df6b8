"""The tie-break engine of both scopes: one rule set applied to one event, every value
cached, and the one dispatch from a code's family to its computation.

Each family module (in :mod:`core.tiebreaks`; those only teams have in
:mod:`core.teams.families`) registers its computations here when it is imported;
:func:`computation` imports the module the registry names the first time a code needs it.
The rule set's view (adjusted scores and entries) is computed once per event and score
(O(entrants × rounds)); every tie-break reads it (design.md, rules of the house).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar, cast

from core.explain import Explanation, Item
from core.i18n.message import Msg, msg
from core.model import GameScore, Player, PlayerId, Primary, Team, Tournament
from core.rules.base import RuleSet, View
from core.rules.context import Context, RoundPoints, fore_crosstable
from core.scores import Value
from core.tiebreaks.registry import FAMILIES, Family, Scope, TiebreakSpec, parse_code
from core.tiebreaks.words import WORDS

if TYPE_CHECKING:
    from core.tiebreaks.sums import Rounds

T = TypeVar("T")
Entrant = Player | Team
"""Who an engine ranks: a player, or a team of a team event."""
NO_SCORES: Mapping[Primary, Fraction] = MappingProxyType({})
"""A player's named scores: none (a team has MP and GP)."""
if TYPE_CHECKING:
    E = TypeVar("E", bound="Engine")
else:  # a bound named as a string makes typing compile it (a ForwardRef, docs/architecture.md)
    E = TypeVar("E")
Values = dict[PlayerId, Fraction | None]
"""Every player's value of one individual code (``None``: the player has none)."""
Column = Mapping[PlayerId, Value]
"""Every entrant's value of one code of either scope (a team's board key included)."""
Compute = Callable[[E, TiebreakSpec, PlayerId, bool], Explanation]
ComputeAll = Callable[[E, TiebreakSpec], Column | None]
"""Every entrant's value of a code at once (a team's board keys included); the id is the
standings' ``PlayerId``, which a team family reads as its ``TeamId`` (the same number)."""


class Computation:
    """How the engine gets a numeric code's values and explanations, whatever its scope."""

    __slots__ = ()

    def values(self, eng: Any, spec: TiebreakSpec) -> Column:
        """Every entrant's value of ``spec``."""
        raise NotImplementedError

    def explain(self, eng: Any, spec: TiebreakSpec, pid: PlayerId) -> Explanation:
        """The explanation of ``spec`` for ``pid``."""
        raise NotImplementedError


class _PerEntrant(Computation):
    """A family computed entrant by entrant (``each``, with the items when explaining),
    with an optional computation of every value at once (``every``) for the standings."""

    __slots__ = ("each", "every")

    def __init__(self) -> None:
        self.each: Compute[Any] | None = None
        self.every: ComputeAll[Any] | None = None

    def values(self, eng: Any, spec: TiebreakSpec) -> Column:
        found = self.every(eng, spec) if self.every is not None else None
        if found is not None:
            return found
        assert self.each is not None, spec.code
        each = self.each
        return {pid: each(eng, spec, pid, False).value for pid in eng.ids}

    def explain(self, eng: Any, spec: TiebreakSpec, pid: PlayerId) -> Explanation:
        assert self.each is not None, spec.code
        return self.each(eng, spec, pid, True)


_COMPUTATIONS: dict[Family, Computation] = {}
"""The one dispatch from a family (of either scope) to its computation; a family module
fills it when imported (:func:`register`, :func:`register_all`)."""


_LOADED: set[Family] = set()


def load(family: Family) -> None:
    """Import the module of ``family`` (``Family.module``), which registers it, once.
    Importing every family module of both scopes up front instead costs a fifth more of a
    standings run (benchmarks/README.md, "The figures behind core's speed tricks"). (Another
    module may have registered part of a family already: SB's all-at-once sums live with
    Buchholz's.)"""
    if family not in _LOADED:
        importlib.import_module(family.module)
        _LOADED.add(family)


def computation(spec: TiebreakSpec) -> Computation:
    """Return the computation of numeric code ``spec``, importing its family module the
    first time.

    :raises KeyError: for a group tie-break (:mod:`core.tiebreaks.group`).
    """
    load(spec.family)
    found = _COMPUTATIONS.get(spec.family)
    if found is None:
        raise KeyError(f"{spec.code} is a group tie-break")
    return found


def _per_entrant(scope: Scope, base: str) -> _PerEntrant:
    fam = FAMILIES[scope, base]
    found = _COMPUTATIONS.get(fam)
    if not isinstance(found, _PerEntrant):
        found = _COMPUTATIONS[fam] = _PerEntrant()
    return found


def register(*bases: str, scope: Scope = Scope.PLAYERS) -> Callable[[Compute[E]], Compute[E]]:
    """Register ``fn`` as the computation of the numeric families ``bases``: one entrant's
    value, with its items when asked to explain."""

    def deco(fn: Compute[E]) -> Compute[E]:
        for b in bases:
            _per_entrant(scope, b).each = fn
        return fn

    return deco


def register_all(
    *bases: str, scope: Scope = Scope.PLAYERS
) -> Callable[[ComputeAll[E]], ComputeAll[E]]:
    """Register ``fn`` as the computation of every player's value of ``bases`` at once.

    A standings table needs every value and no items; such a function works on the integer
    units of the view and makes one Fraction per distinct value. It may return None for a
    spec it does not cover (a median, say), which the per-player computation then serves.
    """

    def deco(fn: ComputeAll[E]) -> ComputeAll[E]:
        for b in bases:
            _per_entrant(scope, b).every = fn
        return fn

    return deco


def exact(units: Mapping[PlayerId, int | None], den: int) -> Values:
    """Return ``units`` divided by ``den`` as exact values; each distinct count becomes one
    Fraction (a table repeats few distinct values)."""
    made: dict[int | None, Fraction | None] = {
        u: Fraction(u, den) for u in set(units.values()) if u is not None
    }
    made[None] = None
    return {pid: made[u] for pid, u in units.items()}


def entry_totals(view: View) -> dict[PlayerId, int]:
    """Return every player's sum of entry values in units: the plain Buchholz of ``view``
    (rules.md 3.3)."""
    return {pid: sum(vals) for pid, vals in view.values.items()}


class Engine:
    """One rule set applied to one event: the rule set's view (adjusted scores and entries)
    of the tournament truncated to k rounds, built once (design.md, rules of the house), and
    every tie-break value computed once, through the one dispatch (:func:`computation`), and
    cached. A team event is the same engine over its matches read as games
    (:func:`core.teams.games.team_engine`): ``scores`` says how each named score (MP, GP) is
    summed, ``primary`` which one ranks, ``source`` the event as given (its players on their
    boards) and ``entrants`` the teams. Team ids travel as the entrants' ids (``PlayerId``),
    as in explanations."""

    def __init__(
        self,
        tournament: Tournament,
        rules: RuleSet,
        *,
        after_round: int | None = None,
        unrated_rating: int | None = None,
        build: bool = True,
        no_pending: bool = False,
        scores: Mapping[Primary, RoundPoints] | None = None,
        primary: Primary | None = None,
        source: Tournament | None = None,
        entrants: Mapping[PlayerId, Entrant] | None = None,
        drawn: GameScore | None = None,
    ) -> None:
        by = None if scores is None or primary is None else scores[primary]
        self.by = by
        """The score summed when not the players' points (a team event read as games)."""
        self.scores: Mapping[Primary, RoundPoints] = scores or {}
        """How each named score is summed over the games (a team's MP and GP; none for
        players, who have their points)."""
        self.primary: Primary | None = primary
        """The score teams are ranked by (``None`` for players, ranked by points)."""
        # The one branch on the kind of event in the engine: a team event's codes are parsed
        # in the team scope (the same text names another family: "BH:MP"), and its notes use
        # the team words (a match won by forfeit, not a forfeit win), by message key.
        self.scope = Scope.PLAYERS if primary is None else Scope.TEAMS
        self.words = WORDS[self.scope]
        self.drawn = drawn
        """The game score of a draw in the fore crosstable (a drawn match's game points)."""
        self._source = source
        self._entrants = entrants
        self.ctx = Context(tournament, after_round, no_pending=no_pending, by=by)
        self.rules = rules
        self.ids: list[PlayerId] = self.ctx.ids
        """The entrants (players, or the teams of a team event), in the event's order."""
        self._memo: dict[object, object] = {}
        self._values: dict[object, Column] = {}
        self._computing: dict[str, Computation] = {}
        """The computation of each code explained, by code: looking it up by family hashes
        the whole family (a named tuple of 16 fields), twice, for every explanation."""
        self._parsed: dict[str, TiebreakSpec] = {}
        """Each code asked for by its text, parsed once (a field's cards ask for every code
        of every player)."""
        self.unrated_rating = unrated_rating
        # ``build=False`` lets a caller (the card calculator) supply its own view; ``no_pending``
        # is Context's.
        self.view: View = rules.build(self.ctx) if build else View({}, {}, {})
        self._fore: tuple[Context, View] | None = None
        self._others: dict[str, tuple[RuleSet, View]] = {}
        self.rows: dict[
            tuple[int, int, int, PlayerId, bool], tuple[Context, View, RuleSet, Rounds]
        ] = {}
        """The rounds of a sum as its explanation lists them, by the ids of the context,
        view and rule set they came from (kept beside them), player and SB: Buchholz and
        its cuts explain the same rounds, built once."""

    def name(self, pid: PlayerId | None) -> str:
        """Return the name of ``pid`` for explanations."""
        return self.ctx.name(pid)

    def fore_note(self, own_last: bool, opponent: PlayerId | None) -> Msg:
        """Say that FB's assumption (8.3) changed a round: the own last-round pairing, or
        ``opponent``'s score (a team's words name the opponent whose match moved)."""
        moved = self.words.fore_moved
        if own_last or opponent is None or moved is None:
            return self.words.fore_assumed
        return msg(moved, opponent=self.name(opponent))

    @property
    def rounds_counted(self) -> int:
        """k: the rounds evaluated."""
        return self.ctx.k

    def entrants(self) -> Mapping[PlayerId, Entrant]:
        """Return the players by starting number (the teams of a team event, by id)."""
        return self.ctx.players if self._entrants is None else self._entrants

    def context(self, score: Primary | None = None, fore: bool = False) -> tuple[Context, View]:
        """Return the context a code on ``score`` sums and the rule set's view of it (of the
        Fore Buchholz crosstable of 8.3 when ``fore``), built once: a player has one score,
        a team two (``scores``)."""
        if self._sums_own(score):
            return self.fore() if fore else (self.ctx, self.view)

        def make() -> tuple[Context, View]:
            ctx = self.summing(score, fore)
            return ctx, self.rules.build(ctx)

        return self.memo(("score-view", score, fore), make)

    def summing(self, score: Primary | None, fore: bool = False) -> Context:
        """Return the context of the games summing ``score`` (of the fore crosstable of 8.3
        when ``fore``), without the rule set's view (a row's named scores need none)."""
        if self._sums_own(score):
            return self.fore()[0] if fore else self.ctx

        def make() -> Context:
            assert score is not None  # None names the own score
            games = self.ctx.tournament
            if fore:
                games = fore_crosstable(games, self.ctx.k, self.drawn)
            return Context(games, no_pending=True, by=self.scores[score])

        return self.memo(("score-context", score, fore), make)

    def standing(self) -> tuple[dict[PlayerId, Fraction], list[list[PlayerId]]]:
        """Return every player's points and the groups of equal points, best first, players
        within a group by id; one Fraction per distinct score (``table_cells`` formats each
        once), the grouping on integer units."""
        ctx = self.ctx
        by_units: dict[int, list[PlayerId]] = {}
        for pid in sorted(ctx.ids):
            by_units.setdefault(ctx.score[pid], []).append(pid)
        made = {u: ctx.frac(u) for u in by_units}
        score = ctx.score
        points = {pid: made[score[pid]] for pid in ctx.ids}
        return points, [by_units[u] for u in sorted(by_units, reverse=True)]

    def bh_units(self, score: Primary | None = None) -> dict[PlayerId, int]:
        """Return every entrant's plain Buchholz in units of ``score`` (of the primary score
        by default; BH, AOB and SBH read it)."""
        key = "bh-units" if self._sums_own(score) else ("bh-units", score)
        return self.memo(key, lambda: entry_totals(self.context(score)[1]))

    def _sums_own(self, score: Primary | None) -> bool:
        """Whether ``score`` is the one the engine's own context sums (the players' points,
        or the primary score of a team event; ``None`` names it)."""
        return score is None or self.scores.get(score) is self.by

    @property
    def tournament(self) -> Tournament:
        """The tournament as evaluated (truncated to k rounds); a team event as given, its
        players on their boards."""
        return self.ctx.tournament if self._source is None else self._source

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
            ctx = Context(fore_crosstable(self.ctx.tournament, self.ctx.k, self.drawn), by=self.by)
            self._fore = (ctx, self.rules.build(ctx))
        return self._fore

    def value(self, spec: TiebreakSpec | str, pid: PlayerId) -> Fraction | None:
        """Return the value of ``spec`` for ``pid`` (every player's is computed once, then
        cached)."""
        return self.values(spec)[pid]

    def values(self, spec: TiebreakSpec | str) -> Values:
        """Return the value of ``spec`` for every player (computed once, then cached): an
        individual code's values are exact or ``None``, never a board key."""
        return cast(Values, self.column(spec))

    def named_scores(self) -> Mapping[PlayerId, Mapping[Primary, Fraction]] | None:
        """Return, by entrant, the scores a row names beside the primary score (a team's MP
        and GP); None when there are none (players)."""
        sums = {score: self.summing(score) for score in self.scores}  # none for players
        if not sums:
            return None
        return {pid: {s: c.frac(c.score[pid]) for s, c in sums.items()} for pid in self.ids}

    def spec(self, code: TiebreakSpec | str) -> TiebreakSpec:
        """Return ``code`` parsed in this engine's scope (and primary score)."""
        if isinstance(code, TiebreakSpec):
            return code
        found = self._parsed.get(code)
        if found is None:  # one engine has one scope and primary score
            found = self._parsed[code] = parse_code(code, self.scope, self.primary or Primary.MP)
        return found

    def memo(self, key: object, make: Callable[[], T]) -> T:
        """Return a per-event number computed once (``make``), e.g. a maximum over all
        entrants that every entrant's value needs, so no tie-break turns quadratic."""
        if key not in self._memo:
            self._memo[key] = make()
        return cast(T, self._memo[key])

    def column(self, spec: TiebreakSpec | str) -> Column:
        """Return the value of numeric code ``spec`` for every entrant (computed once; a
        team's board key included)."""
        spec = self.spec(spec)
        # "BH" names another score under another primary: a team code's score is in the key.
        key = spec.code if spec.score is None else (spec.code, spec.score)
        cache = self._values.get(key)
        if cache is None:
            cache = self._values[key] = computation(spec).values(self, spec)
        return cache

    def explain(self, spec: TiebreakSpec | str, pid: PlayerId) -> Explanation:
        """Return the explanation of numeric code ``spec`` for ``pid``."""
        spec = self.spec(spec)
        # One engine has one scope, in which a code names one family.
        found = self._computing.get(spec.code)
        if found is None:
            found = self._computing[spec.code] = computation(spec)
        return found.explain(self, spec, pid)

    def make(
        self,
        spec: TiebreakSpec,
        pid: PlayerId,
        value: Fraction | None,
        items: tuple[Item, ...] = (),
        summary: Msg | None = None,
    ) -> Explanation:
        """Build the :class:`Explanation` of ``spec`` for ``pid``."""
        return Explanation(
            pid, self.name(pid), spec.code, self.rules.id, value, items, summary, spec.places
        )
