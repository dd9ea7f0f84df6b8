"""The causes of a move in a comparison (:mod:`core.questions.compare`): the rounds whose
explanation
items differ between the rule sets, with each one's article and cap, and the players a player
swaps places with, with the deciding criterion. Read from the engine's answers, never
recomputed."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from core.explain import Explanation, Item, cites_message
from core.i18n.message import Arg, Msg, Num, fold, msg
from core.model import PlayerId, RoundKind
from core.scores import Value

if TYPE_CHECKING:
    from core.questions.compare_columns import Column, Place

BY_RULES = "rules"
BY_ORDERS = "orders"
"""What a comparison's columns are: rule sets (one order) or orders (one rule set)."""
CAPPED = frozenset({"entry.dummy-cap-rounds", "entry.dummy-cap-opponent"})
"""The reason codes of a dummy opponent capped by FIDE 2026 (16.4.1, 16.4.2)."""


def value_arg(v: Value, places: int | None) -> Arg:
    """Return a tie-break value as a message argument (``–`` for none; a board key's
    numbers joined by ``/``)."""
    if v is None or isinstance(v, Fraction):
        return None if v is None else Num(v, places)
    return fold("teamstd.slash", list(v.values))  # a team's board key


def own_difference(
    columns: list[Column], pid: PlayerId, deciding: set[str | None]
) -> tuple[Msg, str, tuple[int, ...]] | None:
    """Return the cause of a player's own move: the first numeric tie-break of the order
    that decides against a player it swaps with (``deciding``) and whose value for ``pid``
    differs between the columns, with the rounds whose items differ."""
    ref = columns[0].standings
    for spec in ref.specs:
        code = spec.code
        if code not in deciding or spec.family.group or any(code not in c.order for c in columns):
            continue
        vals = [c.standings.row(pid).values[code] for c in columns]
        if len(set(vals)) == 1:
            continue
        places = ref.places[code]
        same: dict[Value, list[str]] = {}
        for v, c in zip(vals, columns, strict=True):
            same.setdefault(v, []).append(c.title)
        values = tuple(
            msg(
                "compare.value-under",
                value=value_arg(v, places),
                rules=fold("compare.also", titles),
            )
            for v, titles in same.items()
        )
        exps = [c.standings.explain(pid, code) for c in columns]
        rounds, lines = _round_differences(columns, exps)
        if not lines:
            return msg("compare.cause.own-value", code=code, values=values), code, ()
        return (
            msg(
                "compare.cause.own", code=code, values=values, rounds=fold("join.semicolon", lines)
            ),
            code,
            rounds,
        )
    return None


def _round_differences(
    columns: list[Column], exps: list[Explanation]
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
        return [
            r
            for r in every
            if len({None if (i := found.get(r)) is None else key(i) for found in by_round}) > 1
        ]

    rounds = differing(lambda i: i.value) or differing(lambda i: i.cut)
    lines: list[Arg] = []
    for r in rounds:
        items = [found.get(r) for found in by_round]
        first = next(i for i in items if i is not None)
        lines.append(
            msg(
                "compare.round-diff",
                round=_round_label(r, first),
                treatments=_treatments(items, columns),
            )
        )
    return tuple(rounds), lines


def _round_label(r: int, item: Item) -> Msg:
    if item.kind is RoundKind.PLAYED:
        return msg("compare.round.game", round=r, opponent=item.opponent_name)
    outcome = msg(f"outcome.{'' if item.kind is None else item.kind.value}")
    if item.opponent is not None:
        return msg("compare.round.against", round=r, outcome=outcome, opponent=item.opponent_name)
    return msg("compare.round.unpaired", round=r, outcome=outcome)


def _treatments(items: list[Item | None], columns: list[Column]) -> tuple[Msg, ...]:
    """Return one message per distinct treatment of a round (its value, whether capped or
    cut, and the article), naming every rule set that gives it."""
    groups: dict[tuple[Msg, Msg | None], list[str]] = {}
    for item, column in zip(items, columns, strict=True):
        if item is None or item.value is None:
            value = msg("compare.value.nothing")
        elif item.code in CAPPED:
            value = msg("compare.value.capped", value=item.value)
        else:
            value = msg("compare.value", value=item.value)
        if item is not None and item.cut:
            value = msg("compare.value.cut", value=value)
        # A rule set cited by its own name (naive, played-only) needs no article beside it:
        # "under naive (Buchholz 97) (naive (Buchholz 97); ...)" said its name twice.
        kept = () if item is None else tuple(c for c in item.cites if not c.source.names_rule_set)
        article = cites_message(kept) if kept else None
        groups.setdefault((value, article), []).append(column.title)
    out: list[Msg] = []
    for (value, article), titles in groups.items():
        rules = fold("compare.also", titles)
        if article is not None:
            out.append(msg("compare.treatment", value=value, rules=rules, article=article))
        else:
            out.append(msg("compare.treatment.no-article", value=value, rules=rules))
    return tuple(out)


def swap_cause(
    by: str,
    columns: list[Column],
    pid: PlayerId,
    other: PlayerId,
    deciders: list[str | None],
    places: dict[PlayerId, tuple[Place, ...]],
) -> Msg:
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
        decided.append(
            msg(
                "compare.decided",
                code=code,
                column=label,
                mine=value_arg(places[pid][i].values[code], digits),
                theirs=value_arg(places[other][i].values[code], digits),
            )
        )
    name = columns[0].standings.name(other)
    return msg("compare.against", opponent=name, deciders=tuple(decided))
