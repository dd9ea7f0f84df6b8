"""What an explanation or a standings row of an event with game scores adds to the output
(rules.md 13.10, formats.md 7.5): an item's own and opponent's score, the coefficients and
terms of TURCAS and BRIGHTWELL, the players' own and conceded totals, and the exact
fraction beside a JSON number that is not an exact decimal (rules.md 12.46)."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from core.explain import Item
from core.i18n.message import Arg, Msg, Num, msg
from core.i18n.text import DEFAULT_LANG, render
from core.scores import format_score, json_number

if TYPE_CHECKING:
    from core.engine.standings import Standings
    from core.explain_scores import Weighted


def exact_text(value: Fraction | None) -> str | None:
    """Return ``"p/q"`` for a value that is not an exact decimal, else None (12.46)."""
    if value is None:
        return None
    den = value.denominator
    for p in (2, 5):
        while den % p == 0:
            den //= p
    return None if den == 1 else f"{value.numerator}/{value.denominator}"


def exact_value(value: object) -> str | None:
    """:func:`exact_text` of a standings value (None for a team's board key)."""
    return exact_text(value) if isinstance(value, Fraction) else None


def fixed_value(value: object) -> str:
    """A TURCAS or BRIGHTWELL value for CSV: 3 decimals, rounded half up (formats.md 7.5);
    empty for none."""
    return format_score(value, places=3) if isinstance(value, Fraction) else ""


def _number(value: Fraction) -> Any:
    return json_number(value)


def item_fields(item: Item) -> dict[str, Any]:
    """Return the game-score fields of an explanation item (``own``, ``against``,
    ``capped``, ``started``), none for an item of another code."""
    g = item.game
    if g is None:
        return {}
    return {"own": g.own, "against": g.against, "capped": g.capped, "started": g.started}


def weighted_to_json(w: Weighted | None, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """Return ``coefficients`` (with ``k`` and, for a bare code, where A or K came from) and
    ``terms`` of a TURCAS or BRIGHTWELL explanation (formats.md 7.5); empty otherwise."""
    if w is None:
        return {}
    co: dict[str, Any] = {name: _number(v) for name, v in w.coefficients}
    exact = {name: e for name, v in w.coefficients if (e := exact_text(v)) is not None}
    if exact:
        co["exact"] = exact
    co["k"] = w.k
    if w.origin is not None:
        co[f"{w.coefficients[0][0]}_from"] = render(w.origin, lang)
    terms = []
    for t in w.terms:
        term: dict[str, Any] = {
            "term": t.term,
            "quantity": _number(t.quantity),
            "factor": _number(t.factor),
            "value": _number(t.value),
        }
        exact_terms = {
            k: e
            for k, v in (("factor", t.factor), ("value", t.value))
            if (e := exact_text(v)) is not None
        }
        if exact_terms:
            term["exact"] = exact_terms
        terms.append(term)
    return {"coefficients": co, "terms": terms, "sources": render(w.sources, lang)}


def _three(value: Fraction) -> Num:
    return Num(value) if (value * 1000).denominator == 1 else Num(value, 3)


def weighted_lines(w: Weighted | None, lang: str = DEFAULT_LANG) -> list[str]:
    """Return the coefficients used and one line per term, for the text and Markdown
    explanations (rules.md 13.10); none for another code."""
    if w is None:
        return []
    parts: list[Arg] = []
    for i, (name, value) in enumerate(w.coefficients):
        if i == 0 and w.origin is not None:
            parts.append(
                msg("scrabble.coefficient-from", name=name, value=_three(value), origin=w.origin)
            )
        else:
            parts.append(msg("scrabble.coefficient", name=name, value=_three(value)))
    lines = [render(msg("scrabble.coefficients", coefficients=tuple(parts), k=w.k), lang)]
    for t in w.terms:
        line: Msg = msg(
            "scrabble.term",
            term=msg(f"scrabble.term.{t.term}"),
            quantity=_three(t.quantity),
            factor=_three(t.factor),
            value=_three(t.value),
        )
        lines.append(render(line, lang))
    return lines


def game_totals(st: Standings) -> dict[int, dict[str, int]] | None:
    """Return every player's ``{"for", "against"}`` totals (no cap) by id when the event has
    game scores in the rounds counted, else None (formats.md 7.5)."""
    t = st.tournament
    if not t.has_game_scores():
        return None
    # Imported here, past the check: an event without game scores (most of them) never
    # loads the game-score family (its cost: benchmarks/README.md).
    from core.model import Player
    from core.tiebreaks.game_scores import added

    out: dict[int, dict[str, int]] = {}
    for row in st.rows:
        if not isinstance(row.entrant, Player):  # stays: a team row has no games of its own
            continue
        own = against = 0
        for r in row.entrant.results[: st.rounds_counted]:
            score = added(r, t.game_scoring)
            if score is not None:
                own += score.own
                against += score.against
        out[row.entrant.id] = {"for": own, "against": against}
    return out
