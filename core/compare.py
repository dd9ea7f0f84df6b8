"""One event under several rule sets or several tie-break orders: every player's rank and
values under each, and for every player who moves, the cause (issue 13, part 2).

The cause is read from the engine's own answers, never recomputed: for a player whose value
of a tie-break differs between the rule sets, the rounds whose explanation items differ
(value, cut or not), with each rule set's article and whether the item says it was capped;
for a player whose own values are the same everywhere, the players it swaps places with and
the criterion that separates the two under each rule set or order (the standings' stages,
as :func:`core.why.why` reads them).
Everything here is data with :class:`~core.i18n.message.Msg` causes; the renderers of
:mod:`core.render.compare` say it in the reader's language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from core.errors import InvalidOptionError
from core.explain import Explanation, Item
from core.i18n.message import Arg, Msg, Num, fold, msg
from core.model import Player, PlayerId, Tournament
from core.standings import Standings, Warning, compute_standings
from core.tiebreaks.registry import parse_code, split_order

PODIUM = 3
"""Ranks shown first: a player on the podium under any rule set or order."""

CAPPED = frozenset({"entry.dummy-cap-rounds", "entry.dummy-cap-opponent"})
"""Reason codes of items whose value a cap lowered (FIDE C.07 16.4.1, 16.4.2)."""

SHOWN = 3
"""A cause names at most this many of the players one swaps places with (the nearest)."""

BY_RULES = "rules"
BY_ORDERS = "orders"


@dataclass(frozen=True, slots=True)
class Column:
    """One way of ranking the event: a rule set with an order."""

    label: str
    """The rule set id (``fide-2026``) when rule sets are compared, the order
    (``BH-C1,BH,SB``) when orders are."""
    standings: Standings

    @property
    def rules(self) -> str:
        """The rule set applied (one edition, never plain ``fide``)."""
        return self.standings.rules

    @property
    def title(self) -> str:
        """The rule set's name for people (``FIDE 2026``)."""
        return self.standings.engine.rules.title

    @property
    def order(self) -> tuple[str, ...]:
        """The tie-break codes applied, in order."""
        return self.standings.order


@dataclass(frozen=True, slots=True)
class Place:
    """A player's rank and tie-break values under one column."""

    rank: int
    shared: bool
    values: dict[str, Fraction | None]


@dataclass(frozen=True, slots=True)
class Move:
    """Why a player's rank is not the same under every column."""

    cause: Msg
    tiebreak: str | None
    """The first tie-break of the order whose value for the player differs between the
    columns; None when the player's values are the same everywhere and others moved."""
    rounds: tuple[int, ...]
    """The rounds whose treatment differs (their items in ``tiebreak``'s explanations)."""
    against: tuple[PlayerId, ...]
    """The players this one is above under one column and not under another."""


@dataclass(frozen=True, slots=True)
class CompareRow:
    """One player across every column."""

    player: Player
    points: Fraction
    places: tuple[Place, ...]
    group: str
    """``podium`` (top 3 under some column), ``ties`` (a points group in which a rank moves
    or is shared) or ``rest``: the order the rows are sorted in."""
    move: Move | None


@dataclass(frozen=True, slots=True)
class Comparison:
    """The result of :func:`compare_rules` or :func:`compare_orders`."""

    by: str
    """:data:`BY_RULES` or :data:`BY_ORDERS`."""
    columns: tuple[Column, ...]
    rows: tuple[CompareRow, ...]

    @property
    def tournament(self) -> Tournament:
        """The tournament as evaluated."""
        return self.columns[0].standings.tournament

    @property
    def rounds_counted(self) -> int:
        """k: the rounds evaluated."""
        return self.columns[0].standings.rounds_counted

    @property
    def warnings(self) -> tuple[tuple[Column, Warning], ...]:
        """Every column's warnings, with the column."""
        return tuple((c, w) for c in self.columns for w in c.standings.warnings)

    @property
    def moves(self) -> tuple[CompareRow, ...]:
        """The rows of the players who move, in row order."""
        return tuple(r for r in self.rows if r.move is not None)


def compare_rules(t: Tournament, rules: Sequence[str], *,
                  order: Sequence[str] | str | None = None, preset: str | None = None,
                  after_round: int | None = None, unrated_rating: int | None = None
                  ) -> Comparison:
    """Return ``t`` ranked under each rule set of ``rules`` with one order (``order`` or
    ``preset``, else the event's default), the first rule set being the reference.

    Any name :func:`core.rules.resolve_rule_set` knows works (``fide`` picks the edition by
    date, ``fide-2024+pab-no-sb`` a variant).

    :raises UnknownRuleSetError, UnknownTiebreakError: for bad names.
    :raises InvalidOptionError: for fewer than two rule sets, or one named twice.
    """
    names = [r.strip() for r in rules if r.strip()]
    if len(names) < 2:
        raise InvalidOptionError(msg("compare.error.too-few-rules"))
    columns: list[Column] = []
    for name in names:
        st = compute_standings(t, rules=name, order=order, preset=preset,
                               after_round=after_round, unrated_rating=unrated_rating)
        twice = next((c for c in columns if c.rules == st.rules), None)
        if twice is not None:
            raise InvalidOptionError(msg("compare.error.rules-twice", name=repr(name),
                                         rules=st.rules))
        columns.append(Column(st.rules, st))
    return _compare(BY_RULES, columns)


def compare_orders(t: Tournament, orders: Sequence[Sequence[str] | str], *,
                   rules: str | None = None, after_round: int | None = None,
                   unrated_rating: int | None = None) -> Comparison:
    """Return ``t`` ranked under each tie-break order of ``orders`` (``"BH-C1,BH,SB"`` or a
    list of codes) with one rule set (``rules``, else FIDE by the event's date), the first
    order being the reference.

    :raises UnknownRuleSetError, UnknownTiebreakError: for bad names.
    :raises InvalidOptionError: for fewer than two orders, or one named twice.
    """
    parsed = [_codes(o) for o in orders]
    if len(parsed) < 2:
        raise InvalidOptionError(msg("compare.error.too-few-orders"))
    columns: list[Column] = []
    for codes in parsed:
        label = ",".join(codes)
        if any(c.label == label for c in columns):
            raise InvalidOptionError(msg("compare.error.order-twice", order=label))
        st = compute_standings(t, rules=rules or "fide", order=list(codes),
                               after_round=after_round, unrated_rating=unrated_rating)
        columns.append(Column(label, st))
    return _compare(BY_ORDERS, columns)


def _codes(order: Sequence[str] | str) -> tuple[str, ...]:
    return tuple(parse_code(c).code for c in split_order(order))


def _compare(by: str, columns: list[Column]) -> Comparison:
    ref = columns[0].standings
    places: dict[PlayerId, tuple[Place, ...]] = {}
    for r in ref.rows:
        pid = r.player.id
        places[pid] = tuple(_place(c.standings, pid) for c in columns)
    movers = {pid for pid, ps in places.items() if len({p.rank for p in ps}) > 1}
    # A points group is a tie worth showing when a rank in it moves or is shared.
    tied_points = {ref.row(pid).points for pid in movers} | {
        ref.row(pid).points for pid, ps in places.items() if any(p.shared for p in ps)}
    # Points are the same under every column, so only players on equal points can swap.
    level: dict[Fraction, list[PlayerId]] = {}
    for r in ref.rows:
        level.setdefault(r.points, []).append(r.player.id)
    rows: list[CompareRow] = []
    for r in ref.rows:
        pid = r.player.id
        ps = places[pid]
        if min(p.rank for p in ps) <= PODIUM:
            group = "podium"
        elif r.points in tied_points:
            group = "ties"
        else:
            group = "rest"
        move = None
        if pid in movers:
            move = _move(by, columns, pid, {q: places[q] for q in level[r.points]})
        rows.append(CompareRow(r.player, r.points, ps, group, move))
    rank = {"podium": 0, "ties": 1, "rest": 2}
    rows.sort(key=lambda row: rank[row.group])  # stable: the reference order within
    return Comparison(by, tuple(columns), tuple(rows))


def _place(st: Standings, pid: PlayerId) -> Place:
    row = st.row(pid)
    return Place(row.rank, row.shared, row.values)


def _relation(a: Place, b: Place) -> int:
    return (a.rank > b.rank) - (a.rank < b.rank)


def _move(by: str, columns: list[Column], pid: PlayerId,
          places: dict[PlayerId, tuple[Place, ...]]) -> Move:
    """Return the move of ``pid``; ``places`` holds the players on its points.

    The players it swaps places with are found first, with the criterion that separates
    each pair under each column (the standings' own stages, as :func:`core.why.why` reads
    them). When rule sets are compared and the player's own value of one of those criteria
    differs between them, that difference is the cause; otherwise the others moved, and the
    cause is what separates the player from the nearest of them.
    """
    mine = places[pid]
    against = tuple(q for q, theirs in places.items() if q != pid and len(
        {_relation(m, o) for m, o in zip(mine, theirs, strict=True)}) > 1)
    deciders = {q: [_decider(c.standings, pid, q) for c in columns] for q in against}
    if by == BY_RULES:
        deciding = {code for codes in deciders.values() for code in codes}
        own = _own_difference(columns, pid, deciding)
        if own is not None:
            return Move(own[0], own[1], own[2], against)
    # The nearest in the reference ranking first; a long list is cut short.
    nearest = sorted(against, key=lambda q: (abs(places[q][0].rank - mine[0].rank),
                                             places[q][0].rank))
    shown: list[Arg] = [_against(by, columns, pid, q, deciders[q], places)
                        for q in nearest[:SHOWN]]
    if len(nearest) > SHOWN:
        shown.append(msg("compare.more", count=len(nearest) - SHOWN))
    key = "compare.cause.others" if by == BY_RULES else "compare.cause.order"
    return Move(msg(key, against=fold("join.semicolon", shown)), None, (), against)


def _decider(st: Standings, a: PlayerId, b: PlayerId) -> str | None:
    """Return the first criterion of ``st``'s order that separates two players on equal
    points, or None when nothing does (a shared rank)."""
    for i, spec in enumerate(st.specs, start=1):
        stage = st.stage(i)
        if stage[a] != stage[b]:
            return spec.code
    return None


def _value(v: Fraction | None, places: int | None) -> Arg:
    return None if v is None else Num(v, places)


def _own_difference(columns: list[Column], pid: PlayerId, deciding: set[str | None]
                    ) -> tuple[Msg, str, tuple[int, ...]] | None:
    """Return the cause of a player's own move: the first numeric tie-break of the order
    that decides against a player it swaps with (``deciding``) and whose value for ``pid``
    differs between the columns, with the rounds whose items differ."""
    ref = columns[0].standings
    for spec in ref.specs:
        code = spec.code
        if code not in deciding or spec.family.group or any(
                code not in c.order for c in columns):
            continue
        vals = [c.standings.row(pid).values[code] for c in columns]
        if len(set(vals)) == 1:
            continue
        places = ref.places[code]
        same: dict[Fraction | None, list[str]] = {}
        for v, c in zip(vals, columns, strict=True):
            same.setdefault(v, []).append(c.title)
        values = tuple(msg("compare.value-under", value=_value(v, places),
                           rules=fold("compare.also", titles)) for v, titles in same.items())
        exps = [c.standings.explain(pid, code) for c in columns]
        rounds, lines = _round_differences(columns, exps)
        if not lines:
            return msg("compare.cause.own-value", code=code, values=values), code, ()
        return (msg("compare.cause.own", code=code, values=values,
                    rounds=fold("join.semicolon", lines)), code, rounds)
    return None


def _round_differences(columns: list[Column], exps: list[Explanation]
                       ) -> tuple[tuple[int, ...], list[Arg]]:
    """Return the rounds whose items' values differ between the columns' explanations (or,
    when no value does, whose items are cut under one column and not under another: the
    cut rules differ), and for each a message with every column's treatment and article."""
    by_round: list[dict[int, Item]] = []
    for e in exps:
        found: dict[int, Item] = {}
        for item in e.items:
            if item.round is not None:
                found.setdefault(item.round, item)
        by_round.append(found)
    every = sorted({r for found in by_round for r in found})

    def differing(key: Callable[[Item], object]) -> list[int]:
        return [r for r in every
                if len({None if (i := found.get(r)) is None else key(i)
                        for found in by_round}) > 1]

    rounds = differing(lambda i: i.value) or differing(lambda i: i.cut)
    lines: list[Arg] = []
    for r in rounds:
        items = [found.get(r) for found in by_round]
        first = next(i for i in items if i is not None)
        lines.append(msg("compare.round-diff", round=_round_label(r, first),
                         treatments=_treatments(items, columns)))
    return tuple(rounds), lines


def _round_label(r: int, item: Item) -> Msg:
    if item.kind == "played":
        return msg("compare.round.game", round=r, opponent=item.opponent_name)
    outcome = msg(f"outcome.{item.kind}")
    if item.opponent is not None:
        return msg("compare.round.against", round=r, outcome=outcome,
                   opponent=item.opponent_name)
    return msg("compare.round.unpaired", round=r, outcome=outcome)


def _treatments(items: list[Item | None], columns: list[Column]) -> tuple[Msg, ...]:
    """Return one message per distinct treatment of a round (its value, whether capped or
    cut, and the article), naming every rule set that gives it."""
    groups: dict[tuple[Msg, str], list[str]] = {}
    for item, column in zip(items, columns, strict=True):
        if item is None or item.value is None:
            value = msg("compare.value.nothing")
        elif item.code in CAPPED:
            value = msg("compare.value.capped", value=item.value)
        else:
            value = msg("compare.value", value=item.value)
        if item is not None and item.cut:
            value = msg("compare.value.cut", value=value)
        # A rule set cited by its own name (naive, played-only) needs no article beside it.
        article = "" if item is None or item.rule == column.title else item.rule
        groups.setdefault((value, article), []).append(column.title)
    out: list[Msg] = []
    for (value, article), titles in groups.items():
        rules = fold("compare.also", titles)
        if article:
            out.append(msg("compare.treatment", value=value, rules=rules, article=article))
        else:
            out.append(msg("compare.treatment.no-article", value=value, rules=rules))
    return tuple(out)


def _against(by: str, columns: list[Column], pid: PlayerId, other: PlayerId,
             deciders: list[str | None], places: dict[PlayerId, tuple[Place, ...]]) -> Msg:
    """Return, for each column, the criterion that separates ``pid`` and ``other``
    (``deciders``, one per column) with the two values (``BH-C1 under FIDE 2026 (10 against
    9.5)``)."""
    decided: list[Msg] = []
    for i, (c, code) in enumerate(zip(columns, deciders, strict=True)):
        # Rule sets are named as people know them; an order is its codes.
        label = c.title if by == BY_RULES else c.label
        if code is None:
            decided.append(msg("compare.decided.shared", column=label))
            continue
        digits = c.standings.places[code]
        decided.append(msg("compare.decided", code=code, column=label,
                           mine=_value(places[pid][i].values[code], digits),
                           theirs=_value(places[other][i].values[code], digits)))
    name = columns[0].standings.engine.ctx.name(other)
    return msg("compare.against", opponent=name, deciders=tuple(decided))


__all__ = ["BY_ORDERS", "BY_RULES", "CAPPED", "PODIUM", "Column", "CompareRow", "Comparison",
           "Move", "Place", "compare_orders", "compare_rules"]
