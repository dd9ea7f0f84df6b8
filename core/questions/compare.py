"""One event under several rule sets or several tie-break orders: every player's rank and
values under each, and for every player who moves, the cause .

The cause is read from the engine's own answers, never recomputed: for a player whose value
of a tie-break differs between the rule sets, the rounds whose explanation items differ
(value, cut or not), with each rule set's article and whether the item says it was capped;
for a player whose own values are the same everywhere, the players it swaps places with and
the criterion that separates the two under each rule set or order (the standings' stages,
as :func:`core.engine.why.why` reads them).
Everything here is data with :class:`~core.i18n.message.Msg` causes; the renderers of
:mod:`core.render.compare` say it in the reader's language.
"""

from __future__ import annotations

from collections.abc import Hashable, MutableMapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from core.engine.standings import Standings, Warning, compute_standings
from core.errors import InvalidOptionError, UnknownRuleSetError
from core.i18n.message import Arg, Msg, fold, msg
from core.model import Player, PlayerId, Tournament
from core.questions.compare_causes import BY_ORDERS, BY_RULES, CAPPED, own_difference, swap_cause
from core.questions.compare_columns import Column as Column  # the answer's types
from core.questions.compare_columns import Place as Place
from core.tiebreaks.engine import Entrant
from core.tiebreaks.registry import split_order

PODIUM = 3
"""Ranks shown first: a player on the podium under any rule set or order."""

KEPT = 16
"""Standings a caller's ``kept`` mapping holds at most (the least recently used dropped)."""

Kept = MutableMapping[Hashable, Standings]
"""Standings already computed for one tournament, by the options that made them: a caller
asked comparison after comparison of one event (the bot's workers) passes the same mapping,
so that a rule set or an order it ranked before is not ranked again (at 1,000 x 11 a
comparison of two rule sets was 0.18 s of CPU, nearly all of it the two standings)."""


SHOWN = 3
"""A cause names at most this many of the players one swaps places with (the nearest)."""


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
    """One entrant (a player, or a team of a team event) across every column."""

    entrant: Entrant
    points: Fraction
    places: tuple[Place, ...]
    group: str
    """``podium`` (top 3 under some column), ``ties`` (a points group in which a rank moves
    or is shared) or ``rest`` (the rows are in the first column's rank order)."""
    move: Move | None

    @property
    def player(self) -> Player:
        """The player of an individual event's row.

        :raises TypeError: on a team's row.
        """
        if isinstance(self.entrant, Player):  # stays: the typed accessor of a player's row
            return self.entrant
        raise TypeError(f"{self.entrant.name} is a team")


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


def compare_rules(
    t: Tournament,
    rules: Sequence[str],
    *,
    order: Sequence[str] | str | None = None,
    preset: str | None = None,
    after_round: int | None = None,
    unrated_rating: int | None = None,
    kept: Kept | None = None,
) -> Comparison:
    """Return ``t`` ranked under each rule set of ``rules`` with one order (``order`` or
    ``preset``, else the event's default), the first rule set being the reference
    (``kept``: the standings of ``t`` computed before, see :data:`Kept`).

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
        st = _standings(
            kept,
            t,
            rules=name,
            order=order if order is None or isinstance(order, str) else tuple(order),
            preset=preset,
            after_round=after_round,
            unrated_rating=unrated_rating,
        )
        twice = next((c for c in columns if c.rules == st.rules), None)
        if twice is not None:
            raise InvalidOptionError(
                msg("compare.error.rules-twice", name=repr(name), rules=st.rules)
            )
        columns.append(Column(st.rules, st))
    return _compare(BY_RULES, columns)


def rule_sets_taken(
    t: Tournament,
    names: Sequence[str],
    *,
    order: Sequence[str] | str | None = None,
    kept: Kept | None = None,
) -> list[str]:
    """Return those of ``names`` that ``t`` can be ranked under with ``order``: every rule
    set for the players of an individual event, the FIDE editions from 2024 for a team event
    (rules.md 9.4), as the engine says by ranking (through ``kept``, whose standings
    :func:`compare_rules` then reuses, with ``order`` given as it will be)."""
    taken = []
    for name in names:
        try:
            _standings(
                kept,
                t,
                rules=name,
                order=order if order is None or isinstance(order, str) else tuple(order),
                preset=None,
                after_round=None,
                unrated_rating=None,
            )
        except UnknownRuleSetError:
            continue
        taken.append(name)
    return taken


def compare_orders(
    t: Tournament,
    orders: Sequence[Sequence[str] | str],
    *,
    rules: str | None = None,
    after_round: int | None = None,
    unrated_rating: int | None = None,
    kept: Kept | None = None,
) -> Comparison:
    """Return ``t`` ranked under each tie-break order of ``orders`` (``"BH-C1,BH,SB"`` or a
    list of codes) with one rule set (``rules``, else FIDE by the event's date), the first
    order being the reference (``kept``: the standings of ``t`` computed before, see
    :data:`Kept`).

    :raises UnknownRuleSetError, UnknownTiebreakError: for bad names.
    :raises InvalidOptionError: for fewer than two orders, or one named twice.
    """
    parsed = [tuple(split_order(o)) for o in orders]
    if len(parsed) < 2:
        raise InvalidOptionError(msg("compare.error.too-few-orders"))
    columns: list[Column] = []
    for typed in parsed:
        # Each column is labelled by its codes as the standings read them, in the event's
        # scope (a team event's team codes, rules.md 9.5): the first column's standings
        # parse the codes of the others, which are then ranked once by that spelling.
        codes = tuple(columns[0].standings.spec(c).code for c in typed) if columns else typed
        if columns and any(c.label == ",".join(codes) for c in columns):
            raise InvalidOptionError(msg("compare.error.order-twice", order=",".join(codes)))
        st = _standings(
            kept,
            t,
            rules=rules or "fide",
            order=codes,
            preset=None,
            after_round=after_round,
            unrated_rating=unrated_rating,
        )
        label = ",".join(st.spec(c).code for c in typed)
        columns.append(Column(label, st))
    return _compare(BY_ORDERS, columns)


def _standings(
    kept: Kept | None,
    t: Tournament,
    *,
    rules: str,
    order: tuple[str, ...] | str | None,
    preset: str | None,
    after_round: int | None,
    unrated_rating: int | None,
) -> Standings:
    """``t``'s standings under these options, from ``kept`` when computed before."""
    key = (rules, order, preset, after_round, unrated_rating)
    found = kept.pop(key, None) if kept is not None else None
    if found is not None:
        assert kept is not None
        kept[key] = found  # the last used last: the reference column is asked every time
    else:
        found = compute_standings(
            t,
            rules=rules,
            order=list(order) if isinstance(order, tuple) else order,
            preset=preset,
            after_round=after_round,
            unrated_rating=unrated_rating,
        )
        if kept is not None:
            while len(kept) >= KEPT:  # the least recently used first
                del kept[next(iter(kept))]
            kept[key] = found
    return found


def _compare(by: str, columns: list[Column]) -> Comparison:
    ref = columns[0].standings
    places: dict[PlayerId, tuple[Place, ...]] = {}
    for r in ref.rows:
        pid = r.id
        places[pid] = tuple(_place(c.standings, pid) for c in columns)
    movers = {pid for pid, ps in places.items() if len({p.rank for p in ps}) > 1}
    # A points group is a tie worth showing when a rank in it moves or is shared.
    tied_points = {ref.row(pid).points for pid in movers} | {
        ref.row(pid).points for pid, ps in places.items() if any(p.shared for p in ps)
    }
    # Points are the same under every column, so only players on equal points can swap.
    level: dict[Fraction, list[PlayerId]] = {}
    for r in ref.rows:
        level.setdefault(r.points, []).append(r.id)
    # Each player's ranks under the columns, by points group: a mover is compared with
    # everyone on its points (a tie of hundreds that one order breaks: hundreds of
    # thousands of pairs at 1,000 players).
    ranks = {
        points: {q: tuple(p.rank for p in places[q]) for q in ids} for points, ids in level.items()
    }
    rows: list[CompareRow] = []
    for r in ref.rows:
        pid = r.id
        ps = places[pid]
        if min(p.rank for p in ps) <= PODIUM:
            group = "podium"
        elif r.points in tied_points:
            group = "ties"
        else:
            group = "rest"
        move = None
        if pid in movers:
            group_places = {q: places[q] for q in level[r.points]}
            move = _move(by, columns, pid, group_places, ranks[r.points])
        rows.append(CompareRow(r.entrant, r.points, ps, group, move))
    # in the reference column's rank order: a table read down its ranks (issue 33); the
    # group still says which rows are the podium, the ties that move and the rest
    return Comparison(by, tuple(columns), tuple(rows))


def _place(st: Standings, pid: PlayerId) -> Place:
    row = st.row(pid)
    return Place(row.rank, row.shared, row.values)


def _crosses(mine: tuple[int, ...], theirs: tuple[int, ...]) -> bool:
    """Whether two players' ranks are not in the same relation under every column (one
    above the other under one, not under another, or tied under one only)."""
    first = (mine[0] > theirs[0]) - (mine[0] < theirs[0])
    return any((m > o) - (m < o) != first for m, o in zip(mine, theirs, strict=True))


def _move(
    by: str,
    columns: list[Column],
    pid: PlayerId,
    places: dict[PlayerId, tuple[Place, ...]],
    ranks: dict[PlayerId, tuple[int, ...]],
) -> Move:
    """Return the move of ``pid``; ``places`` holds the players on its points, ``ranks``
    their ranks under each column.

    The players it swaps places with are found first, with the criterion that separates
    each pair under each column (the standings' own stages, as :func:`core.engine.why.why` reads
    them). When rule sets are compared and the player's own value of one of those criteria
    differs between them, that difference is the cause; otherwise the others moved, and the
    cause is what separates the player from the nearest of them.
    """
    mine = places[pid]
    my_ranks = ranks[pid]
    against = tuple(q for q, theirs in ranks.items() if q != pid and _crosses(my_ranks, theirs))
    deciders: dict[PlayerId, list[str | None]] = {}
    if by == BY_RULES:
        deciders = {q: [_decider(c.standings, pid, q) for c in columns] for q in against}
        deciding = {code for codes in deciders.values() for code in codes}
        own = own_difference(columns, pid, deciding)
        if own is not None:
            return Move(own[0], own[1], own[2], against)
    # The nearest in the reference ranking first; a long list is cut short.
    nearest = sorted(
        against, key=lambda q: (abs(places[q][0].rank - mine[0].rank), places[q][0].rank)
    )
    # Orders compared: only the nearest shown need their criteria (a tie of hundreds that
    # an order breaks moved every player against every other: most of such a comparison,
    # benchmarks/README.md).
    for q in nearest[:SHOWN]:
        if q not in deciders:
            deciders[q] = [_decider(c.standings, pid, q) for c in columns]
    shown: list[Arg] = [
        swap_cause(by, columns, pid, q, deciders[q], places) for q in nearest[:SHOWN]
    ]
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


__all__ = [
    "BY_ORDERS",
    "BY_RULES",
    "CAPPED",
    "PODIUM",
    "Column",
    "CompareRow",
    "Comparison",
    "Move",
    "Place",
    "compare_orders",
    "compare_rules",
]
