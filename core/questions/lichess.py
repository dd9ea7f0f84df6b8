"""What lichess shows, and why another rule set gives another number (rules.md 4.10).

lichess prints one tie-break for a Swiss player: Sonneborn-Berger under its own rules
(:mod:`core.rules.lichess`). :func:`compare_with_lichess` sets that number beside the same
tie-break under a second rule set and lists the rounds whose contribution differs, each with
both rule sets' reasons: under the ``lichess`` rule set the second one is the FIDE edition
``fide`` picks by the start date; under any other rule set, it is the rule set in force and
lichess's number is the one "instead". Everything here is data (:class:`Msg`); the renderers
of :mod:`core.render.lichess` say it in a language.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from fractions import Fraction

from core.explain import Explanation, Item
from core.i18n.message import Arg, Msg, fold, msg
from core.model import PlayerId, Tournament
from core.rules import get_rule_set, resolve_rule_set
from core.tiebreaks.engine import Engine

LICHESS = "lichess"
CODE = "SB"
"""lichess's tie-break: Sonneborn-Berger under the lichess rule set (rules.md 4.10)."""
BYE_FORMULA_SINCE = date(2023, 10, 1)
"""A bye's virtual opponent was in lichess's formula by this date (rules.md 4.10, 12.29)."""


@dataclass(frozen=True, slots=True)
class RoundDifference:
    """One round whose contribution differs between lichess and the other rule set."""

    round: int
    lichess: Item
    other: Item
    text: Msg
    """``round 1 (pairing-allocated bye): lichess 1.5 (…); FIDE 2026 2 (…)``."""


@dataclass(frozen=True, slots=True)
class LichessComparison:
    """lichess's tie-break of one player beside the same tie-break under another rule set."""

    player: PlayerId
    player_name: str
    code: str
    lichess: Explanation
    other: Explanation
    other_rules: str
    """The other rule set's id (one edition, never plain ``fide``)."""
    other_how: Msg
    """How the other rule set was chosen (``chosen by the start date 2020-05-29``)."""
    lichess_in_force: bool
    """Whether the standings use the lichess rule set (then the other is FIDE's)."""
    rounds: tuple[RoundDifference, ...]
    lead: Msg
    """``lichess shows SB 26.5 for Kai: here is that arithmetic.``"""
    verdict: Msg
    """``Under FIDE 2026 SB would be 24.5, because 1 round counts differently:`` (or the
    same value, or, when another rule set is in force, what lichess shows instead)."""
    older: Msg | None
    """For an event older than lichess's bye formula: what lichess may still show."""

    @property
    def lichess_value(self) -> Fraction | None:
        """What lichess shows."""
        return self.lichess.value

    @property
    def other_value(self) -> Fraction | None:
        """The value under the other rule set."""
        return self.other.value


def compare_with_lichess(
    t: Tournament,
    pid: PlayerId,
    rules: str,
    *,
    after_round: int | None = None,
    imported: bool = True,
) -> LichessComparison:
    """Return lichess's tie-break of ``pid`` beside the same tie-break under ``rules`` (the
    rule set in force), or, when ``rules`` is ``lichess``, under the FIDE edition of the
    start date (rules.md 2.2). ``imported``: the event is lichess's own, so lichess "shows"
    the number (else it "would show" it).

    :raises UnknownRuleSetError: for an unknown ``rules``.
    """
    lich_rules = get_rule_set(LICHESS)
    in_force, in_force_how = resolve_rule_set(rules, t.start_date)
    lichess_in_force = in_force.id == LICHESS
    if lichess_in_force:
        other_rules, other_how = resolve_rule_set("fide", t.start_date)
    else:
        other_rules, other_how = in_force, in_force_how
    lich = Engine(t, lich_rules, after_round=after_round).explain(CODE, pid)
    other = Engine(t, other_rules, after_round=after_round).explain(CODE, pid)
    rounds = _differences(lich, other, other_rules.title)
    name = lich.player_name
    lead = msg(
        "lichess.compare.shows" if imported else "lichess.compare.would-show",
        code=CODE,
        value=lich.value,
        player=name,
    )
    verdict = _verdict(
        lich, other, other_rules.title, other_how, lichess_in_force, imported, len(rounds)
    )
    return LichessComparison(
        pid,
        name,
        CODE,
        lich,
        other,
        other_rules.id,
        other_how,
        lichess_in_force,
        tuple(rounds),
        lead,
        verdict,
        _older(t, lich) if imported else None,
    )


def _differences(lich: Explanation, other: Explanation, title: str) -> list[RoundDifference]:
    """Return the rounds whose amounts differ between lichess's explanation and the other
    rule set's (``title``)."""
    by_round = {i.round: i for i in other.items}
    rounds: list[RoundDifference] = []
    for item in lich.items:
        theirs = by_round.get(item.round)
        # A round that adds nothing and one that adds 0 count the same: not a difference.
        if theirs is None or item.round is None or (theirs.value or 0) == (item.value or 0):
            continue
        rounds.append(
            RoundDifference(
                item.round,
                item,
                theirs,
                msg(
                    "lichess.compare.round",
                    round=item.round,
                    kind=_kind(item),
                    lichess=_amount(item.value),
                    lichess_note=_notes(item),
                    rules=title,
                    other=_amount(theirs.value),
                    other_note=_notes(theirs),
                ),
            )
        )
    return rounds


def _verdict(
    lich: Explanation,
    other: Explanation,
    title: str,
    how: Msg,
    lichess_in_force: bool,
    imported: bool,
    count: int,
) -> Msg:
    """Return what the other rule set's value would be (lichess in force) or is instead."""
    if lichess_in_force:
        return msg(
            "lichess.compare.would-be" if count else "lichess.compare.same",
            rules=title,
            how=how,
            code=CODE,
            value=other.value,
            count=count,
        )
    return msg(
        ("lichess.compare.instead" if imported else "lichess.compare.would-instead")
        if count
        else "lichess.compare.instead-same",
        code=CODE,
        lichess=lich.value,
        rules=title,
        value=other.value,
        count=count,
    )


def _kind(item: Item) -> Msg:
    assert item.kind is not None  # lichess's items are rounds
    kind = msg(f"kind.{item.kind.value}")
    if item.opponent_name:
        return msg("lichess.compare.against", kind=kind, opponent=item.opponent_name)
    return kind


def _amount(value: Fraction | None) -> Arg:
    return msg("explain.adds-nothing") if value is None else value


def _notes(item: Item) -> Arg:
    return fold("join.semicolon", item.notes)


def _older(t: Tournament, lich: Explanation) -> Msg | None:
    """What lichess may show for an event played before a bye counted a virtual opponent:
    the value without the byes' virtual opponents (rules.md 12.29)."""
    if t.start_date is None or t.start_date >= BYE_FORMULA_SINCE or lich.value is None:
        return None
    byes = [i for i in lich.items if i.code == "lichess.entry.virtual" and i.value]
    if not byes:
        return None
    without = lich.value - sum((i.value or Fraction(0) for i in byes), Fraction(0))
    return msg(
        "lichess.compare.older",
        value=without,
        count=len(byes),
        rounds=tuple(i.round or 0 for i in byes),
    )
