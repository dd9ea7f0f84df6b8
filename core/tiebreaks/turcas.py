"""TURCAS and BRIGHTWELL, the ČAS criteria (rules.md 13.5, 13.6, 13.8): weighted sums of
the plain Buchholz under the rule set in force and the game-score sums of
:mod:`core.tiebreaks.game_scores`.

``TURCAS(A,B,C,D) = A / k × BH + B × SCORE + C × SPREAD + D × ZAC`` and
``BRIGHTWELL(K) = SCORE + K / k × BH``; a bare code takes A (K) = M, the event's mean game
total over the k rounds, and for TURCAS B = 1, C = 2.881 (ČAS 2002), D = 0.
"""

from __future__ import annotations

from fractions import Fraction
from math import lcm

from core.errors import InputError, Place, Problem
from core.explain import Explanation
from core.explain_scores import Term, Weighted
from core.i18n.message import Arg, Msg, Num, msg
from core.model import PlayerId
from core.tiebreaks.engine import Engine, Values, register, register_all
from core.tiebreaks.game_scores import has_scores, items, sums
from core.tiebreaks.registry import TiebreakSpec, parse_code

C_2002 = Fraction(2881, 1000)
"""C of bare TURCAS: the ČAS coefficient of the difference in 2002 (VCAS-02, rules.md 13.5)."""
_BH = parse_code("BH")


def mean_game(eng: Engine) -> tuple[Fraction, int, int] | None:
    """Return M, the mean game total of the games over the board of the k rounds (each game
    once; bye and forfeit scores left out), with the sum and the number of games; ``None``
    without a game with a score (rules.md 13.5)."""

    def make() -> tuple[Fraction, int, int] | None:
        total = sides = 0
        for p in eng.tournament.players:
            for res in p.results:
                if res.outcome.is_played and res.score is not None:
                    total += res.score.own + res.score.against
                    sides += 1
        # every game is recorded by both players: half the sides, half the total
        if sides == 0:
            return None
        return Fraction(total, sides), total // 2, sides // 2

    return eng.memo("mean-game", make)


def coefficients(eng: Engine, spec: TiebreakSpec) -> tuple[Fraction, ...]:
    """Return the coefficients in force: those written in the code, or the bare code's
    defaults (rules.md 13.5, 13.6)."""
    if spec.coefficients:
        return spec.coefficients
    found = mean_game(eng)
    m = Fraction(0) if found is None else found[0]
    return (m, Fraction(1), C_2002, Fraction(0)) if spec.base == "TURCAS" else (m,)


def _check_colours(eng: Engine, spec: TiebreakSpec) -> None:
    """TURCAS with D ≠ 0 needs who started every counted game (rules.md 13.5).

    :raises InputError: naming the first player and round without a colour.
    """
    for pid, s in sums(eng).items():
        if s.uncoloured is not None:
            place = Place(player=pid, round=s.uncoloured)
            problem = msg("scrabble.input.turcas-colour", code=spec.code)
            raise InputError(Problem(eng.tournament.name, problem, place=place))


def terms(eng: Engine, spec: TiebreakSpec, pid: PlayerId) -> tuple[Term, ...]:
    """Return the terms of ``pid``'s value in the order of rules.md 13.10: BH, SCORE,
    SPREAD, ZAC (BRIGHTWELL: SCORE, BH)."""
    k = eng.rounds_counted
    bh = eng.values(_BH)[pid] or Fraction(0)
    s = sums(eng)[pid]
    co = coefficients(eng, spec)
    if spec.base == "BRIGHTWELL":
        per = co[0] / k
        return (
            Term("SCORE", Fraction(s.score), Fraction(1), Fraction(s.score)),
            Term("BH", bh, per, per * bh),
        )
    a, b, c, d = co
    qty = (("BH", bh, a / k), ("SCORE", Fraction(s.score), b), ("SPREAD", Fraction(s.spread), c))
    out = [Term(n, q, f, q * f) for n, q, f in qty]
    return (*out, Term("ZAC", Fraction(s.zac), d, d * s.zac))


@register_all("TURCAS", "BRIGHTWELL")
def _every(eng: Engine, spec: TiebreakSpec) -> Values:
    """Every player's TURCAS or BRIGHTWELL; no value without game scores (rules.md 13.9)."""
    if not has_scores(eng) or eng.rounds_counted == 0:
        return dict.fromkeys(eng.ids)
    co = coefficients(eng, spec)
    if spec.base == "TURCAS" and co[3] != 0:
        _check_colours(eng, spec)
    # In integers over one denominator, one Fraction per player: the terms as Fractions
    # (:func:`terms`, which the explanation shows) cost a fifth of a 1,000 × 11 run.
    ctx = eng.ctx
    per_unit = co[0] / (eng.rounds_counted * ctx.den)  # A / k per unit of Buchholz
    weights = (per_unit, *co[1:]) if spec.base == "TURCAS" else (per_unit, Fraction(1))
    den = lcm(*(w.denominator for w in weights))
    wa, wb, *rest = (w.numerator * (den // w.denominator) for w in weights)
    wc, wd = rest if rest else (0, 0)
    bh, sm = eng.bh_units(), sums(eng)
    return {
        pid: Fraction(wa * bh[pid] + wb * s.score + wc * s.spread + wd * s.zac, den)
        for pid, s in sm.items()
    }


def three(value: Fraction) -> Num:
    """A number of the summary: its exact decimal when it has at most 3 decimals, else 3
    decimals rounded half away from zero (rules.md 13.5)."""
    return Num(value) if (value * 1000).denominator == 1 else Num(value, 3)


def _factor(value: Fraction) -> Arg:
    """A quantity after ``×``: in brackets with its minus sign when negative, ``2.881 × (−12)``."""
    return msg("scrabble.paren", x=three(-value)) if value < 0 else three(value)


def _plus(value: Fraction) -> Msg:
    """``+ 1133`` or ``− 34.572``: one more summand of the arithmetic."""
    return msg("scrabble.minus" if value < 0 else "scrabble.plus", x=three(abs(value)))


@register("TURCAS", "BRIGHTWELL")
def _one(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """One player's TURCAS or BRIGHTWELL; explained with the SPREAD items, the coefficients
    used (and where a bare code's came from), the terms and the arithmetic (rules.md 13.10)."""
    value = eng.values(spec)[pid]
    if not explain:
        return eng.make(spec, pid, value)
    if value is None:
        return eng.make(spec, pid, None, (), msg("scrabble.summary.no-scores"))
    k = eng.rounds_counted
    co = coefficients(eng, spec)
    names = ("A", "B", "C", "D") if spec.base == "TURCAS" else ("K",)
    found = mean_game(eng)
    origin = None
    if not spec.coefficients and found is not None:
        m, total, games = found
        origin = msg("scrabble.origin.mean", mean=three(m), games=games, total=total)
    turcas = spec.base == "TURCAS"
    bare = "bare" if not spec.coefficients else "given"
    sources = msg(f"scrabble.sources.{'turcas' if turcas else 'brightwell'}-{bare}")
    ts = terms(eng, spec, pid)
    weighted = Weighted(tuple(zip(names, co, strict=True)), k, origin, ts, sources)
    args: dict[str, Arg] = {"k": k, "value": three(value), "sources": sources}
    if turcas:
        args.update(a=three(co[0]), b=three(co[1]), c=three(co[2]), d=three(co[3]))
        args.update(bh=_factor(ts[0].quantity), score=_factor(ts[1].quantity))
        args.update(spread=_factor(ts[2].quantity), zac=_factor(ts[3].quantity))
    else:
        args.update(a=three(co[0]), score=_factor(ts[0].quantity), bh=_factor(ts[1].quantity))
    args["t1"] = three(ts[0].value)
    for i, t in enumerate(ts[1:], start=2):
        args[f"t{i}"] = _plus(t.value)
    summary = Msg(f"scrabble.summary.{spec.base.lower()}", tuple(args.items()))
    ex = eng.make(spec, pid, value, items(eng, pid), summary)
    return Explanation(
        ex.player,
        ex.player_name,
        ex.tiebreak,
        ex.rules,
        ex.value,
        ex.items,
        ex.summary,
        ex.places,
        weighted,
    )
