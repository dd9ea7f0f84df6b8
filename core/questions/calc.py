"""One player's card, the way a player checks their own number by hand (formats.md 3,
``tiebreak calc``): results with the opponents' scores as the rule set lets them be seen."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from core.errors import InputError, Place, Problem
from core.explain import Item
from core.i18n.message import Num, msg
from core.limits import MAX_ROUNDS, MAX_SCORING, SCORING_DECIMALS, shown
from core.model import Outcome, Player, PlayerId, RoundResult, Tournament
from core.rules import resolve_rule_set
from core.rules.base import View
from core.rules.context import Context
from core.scores import parse_score
from core.tiebreaks.buchholz import entry_sum
from core.tiebreaks.engine import Engine
from core.tiebreaks.registry import parse_code

_RESULTS = {
    "+": Outcome.WIN,
    "=": Outcome.DRAW,
    "-": Outcome.LOSS,
    "+F": Outcome.FORFEIT_WIN,
    "-F": Outcome.FORFEIT_LOSS,
    "U": Outcome.PAB,
    "BYE": Outcome.PAB,
    "F": Outcome.FULL_BYE,
    "H": Outcome.HALF_BYE,
    "Z": Outcome.ZERO_BYE,
    "--": Outcome.ABSENT,
}
CARD_CODES = ("BH", "BH-C1", "BH-C2", "BH-M1", "BH-M2", "SB", "SB-C1", "PS", "PS-C1", "WIN", "WON")
US_CODES = ("MM", "SOLKOFF", "CUM", "KASHDAN")
_ME = PlayerId(1)
_RULE_SETS = (
    "fide-2026",
    "fide-2024",
    "fide-2009",
    "uscf",
    "cas",
    "naive",
    "played-only",
    "lichess",
)
MAX_OPPONENT_SCORE = MAX_ROUNDS * MAX_SCORING
"""The most points an opponent can have: every round of the longest event won at the
highest scoring a reader accepts (:mod:`core.limits`)."""


@dataclass(frozen=True, slots=True)
class CardResult:
    """Everything a card determines: values by code, adjusted score, BH items."""

    rules: str
    values: dict[str, Fraction]
    adjusted_score: Fraction
    items: tuple[Item, ...]


def card_from_dict(
    data: Any, *, source: str = "<card>"
) -> tuple[str, int, list[tuple[Outcome, Fraction | None]]]:
    """Return (rules, rounds, [(outcome, opponent score)]) of a scorecard object.

    :raises InputError: naming each bad entry.
    """
    problems: list[Problem] = []
    if not isinstance(data, dict) or not isinstance(data.get("card"), list):
        raise InputError(Problem(source, msg("input.card.not-object")))
    if len(data["card"]) > MAX_ROUNDS:  # the bound of every reader, before any entry is read
        found = Num(len(data["card"]), grouped=True)
        raise InputError(Problem(source, msg("input.json.rounds", limit=MAX_ROUNDS, found=found)))
    rules = data.get("rules")
    if not isinstance(rules, str) or rules == "fide":
        problems.append(Problem(source, msg("input.card.rules", known=_RULE_SETS)))
        rules = "fide-2026"
    card: list[tuple[Outcome, Fraction | None]] = []
    for i, entry in enumerate(data["card"], start=1):
        where = Place(entry=i)
        if not isinstance(entry, dict) or str(entry.get("result", "")).upper() not in _RESULTS:
            problems.append(
                Problem(
                    source,
                    msg("input.card.result", results=tuple(_RESULTS)),
                    place=where,
                )
            )
            continue
        score = None
        if entry.get("opponent_score") is not None:
            try:
                score = parse_score(entry["opponent_score"])
            except ValueError:
                problems.append(Problem(source, msg("input.card.opponent-score"), place=where))
            else:
                if (
                    not 0 <= score <= MAX_OPPONENT_SCORE
                    or (10**SCORING_DECIMALS) % score.denominator
                ):
                    problems.append(
                        Problem(
                            source,
                            msg(
                                "input.card.opponent-score-range",
                                limit=Num(MAX_OPPONENT_SCORE, grouped=True),
                                decimals=SCORING_DECIMALS,
                                found=shown(entry["opponent_score"]),
                            ),
                            place=where,
                        )
                    )
                    score = None
        card.append((_RESULTS[str(entry["result"]).upper()], score))
    rounds = data.get("rounds", len(card))
    if not isinstance(rounds, int) or rounds < len(card):
        problems.append(Problem(source, msg("input.card.rounds", least=len(card))))
        rounds = len(card)
    elif rounds > MAX_ROUNDS:
        too_many = msg("input.json.rounds", limit=MAX_ROUNDS, found=shown(rounds))
        problems.append(Problem(source, too_many))
        rounds = len(card)
    if problems:
        raise InputError(problems)
    return rules, rounds, card


def calculate_card(
    rules: str, rounds: int, card: list[tuple[Outcome, Fraction | None]]
) -> CardResult:
    """Return every tie-break the card determines under ``rules`` (formats.md 5, ``calc``).

    Values that need an opponent score the card does not give are left out.
    """
    rule_set, _ = resolve_rule_set(rules, None)
    results = tuple(
        RoundResult(o, PlayerId(100 + i) if o.has_opponent else None)
        for i, (o, _s) in enumerate(card, start=1)
    )
    me = Player(_ME, "card", results)
    t = Tournament("card", rounds, (me,))
    engine = Engine(t, rule_set, build=False)
    ctx = engine.ctx

    def view_with(fill: int) -> View:
        seen: dict[PlayerId, int] = {}
        for i, (_o, s) in enumerate(card, start=1):
            seen[PlayerId(100 + i)] = ctx.units(s) if s is not None else fill
        own_seen, adjusted = rule_set.adjust(ctx)
        seen.update(own_seen)
        raw = dict(seen)
        raw[_ME] = ctx.score[_ME]
        return View(seen, {_ME: rule_set.entries_for(ctx, _ME, seen, raw)}, adjusted)

    low, high = view_with(0), view_with(10**6)
    complete = low.entries[_ME] == high.entries[_ME]
    engine.view = low
    _name_opponents(ctx, card)
    values: dict[str, Fraction] = {}
    codes = CARD_CODES + (US_CODES if rule_set.id == "uscf" else ())
    for code in codes:
        spec = parse_code(code)
        if (spec.family.buchholz or spec.family.opponents) and not complete:
            continue
        v = engine.value(spec, _ME)
        if v is not None:
            values[code] = v
    bh = entry_sum(engine, ctx, low, parse_code("BH"), _ME, True)
    known = {
        e.round
        for e, h in zip(low.entries[_ME], high.entries[_ME], strict=True)
        if e.value == h.value
    }
    items = tuple(i for i in bh.items if i.round in known)
    return CardResult(rule_set.id, values, ctx.frac(low.seen[_ME]), items)


def _name_opponents(ctx: Context, card: list[tuple[Outcome, Fraction | None]]) -> None:
    for i in range(1, len(card) + 1):
        ctx.players.setdefault(
            PlayerId(100 + i), Player(PlayerId(100 + i), f"opponent of round {i}", ())
        )
