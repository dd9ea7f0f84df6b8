"""Explanations as text, Markdown and JSON in the reader's language (formats.md 5).

Each item is shown twice over: the arbiter's detail (the reason with its article, then
what changed the contribution) and, for anything other than an ordinary game, a plain
sentence a player understands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.display import labelled
from core.explain import Cites, Explanation, Item, cites_message
from core.i18n.message import Arg, Msg, Num, msg
from core.i18n.text import DEFAULT_LANG, has, number, render
from core.model import PlayerId
from core.render.game_scores import exact_text, item_fields, weighted_lines, weighted_to_json
from core.scores import json_number
from core.tiebreaks.names import named_code

if TYPE_CHECKING:
    from core.engine.standings import Standings

ORDINARY = frozenset({"entry.game", "teams.entry.match"})
"""Reasons whose plain sentence would only repeat the detail: shown in JSON, not in text."""


def value_text(expl: Explanation, lang: str = DEFAULT_LANG) -> str:
    """The explanation's value as text (``–`` when the player has none)."""
    return number(expl.value, lang, expl.places)


def item_note(item: Item, lang: str = DEFAULT_LANG) -> str:
    """Return the arbiter's detail of ``item``: its notes joined with ``; ``."""
    return "; ".join(render(n, lang) for n in item.notes)


def item_plain(item: Item, lang: str = DEFAULT_LANG) -> str:
    """Return the plain sentence of ``item`` for a player (no article, no jargon)."""
    parts = [
        render(Msg(n.key + ".plain", n.args), lang)
        for n in item.notes
        if has(n.key + ".plain", DEFAULT_LANG)
    ]
    return " ".join(p for p in parts if p)


def render_cites(cites: Cites, lang: str = DEFAULT_LANG) -> str:
    """Return an item's citations in ``lang`` (``FIDE C.07 16.4, 14.1, 16.5``; the names of
    rules known by name translated, ``FIDE 2009 virtual opponent``); empty for none."""
    m = cites_message(cites)
    return "" if m is None else render(m, lang)


def cites_to_json(cites: Cites) -> list[dict[str, Any]]:
    """Return citations as data: ``[{"source": "fide", "articles": ["16.4", "14.1"]}]``."""
    return [{"source": c.source.value, "articles": list(c.articles)} for c in cites]


def _item_line(item: Item, lang: str) -> str:
    head = render(msg("explain.round", round=item.round), lang) if item.round is not None else ""
    if item.value is not None:
        amount = " → " + number(item.value, lang)
    elif item.raw is None and not item.cut:
        amount = " → " + render(msg("explain.adds-nothing"), lang)
    else:
        amount = ""
    cut = " [" + render(msg("explain.cut"), lang) + "]" if item.cut else ""
    rule = f" ({render_cites(item.cites, lang)})" if item.cites else ""
    return f"  {head}{item_note(item, lang)}{amount}{cut}{rule}"


def _head(expl: Explanation, lang: str) -> Msg:
    return msg(
        "explain.head",
        code=named_code(expl.tiebreak),
        player=expl.player_name,
        id=expl.player,
        rules=expl.rules,
        value=_value_arg(expl),
    )


def _value_arg(expl: Explanation) -> Arg:
    return None if expl.value is None else Num(expl.value, expl.places)


def render_player_head(st: Standings, pid: PlayerId, lang: str = DEFAULT_LANG) -> str:
    """Return the line above an entrant's explanations: its score (a team's MP and GP),
    rank, the rule set and why it was chosen."""
    row = st.row(pid)
    head = msg(
        "cli.explain.player-shared" if row.shared else "cli.explain.player",
        player=row.name,
        id=pid,
        points=st.score_line(row),
        rank=row.rank,
        rules=st.rules,
        how=st.rules_how,
    )
    return render(head, lang)


def render_text(expl: Explanation, lang: str = DEFAULT_LANG) -> str:
    """Render an explanation as plain text, the way a patient arbiter would say it."""
    lines = [render(_head(expl, lang), lang)]
    for i in expl.items:
        lines.append(_item_line(i, lang))
        if i.code not in ORDINARY or i.cut:
            plain = item_plain(i, lang)
            if plain:
                lines.append(f"      {plain}")
    lines += [f"  {line}" for line in weighted_lines(expl.weighted, lang)]
    if expl.summary is not None:
        lines.append(f"  {render(expl.summary, lang)}")
    return "\n".join(lines)


def render_markdown(expl: Explanation, lang: str = DEFAULT_LANG) -> str:
    """Render an explanation as a Markdown table, the plain sentences below it."""
    head = msg(
        "explain.head-markdown",
        code=named_code(expl.tiebreak),
        player=expl.player_name,
        id=expl.player,
        rules=expl.rules,
        value=_value_arg(expl),
    )
    cols = [
        render(msg(f"explain.column.{c}"), lang)
        for c in ("round", "kind", "opponent", "raw", "value", "cut", "note", "rule")
    ]
    lines = [render(head, lang), "", "| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    plain_lines = []
    yes = render(msg("explain.yes"), lang)
    for i in expl.items:
        opp = "" if i.opponent is None else labelled(i.opponent_name or "", i.opponent)
        kind = "" if i.kind is None else render(msg(f"kind.{i.kind.value}"), lang)
        lines.append(
            f"| {'' if i.round is None else i.round} | {kind} | {opp} | "
            f"{'' if i.raw is None else number(i.raw, lang)} | "
            f"{'' if i.value is None else number(i.value, lang)} | {yes if i.cut else ''} | "
            f"{item_note(i, lang).replace('|', '/')} | {render_cites(i.cites, lang)} |"
        )
        if i.code not in ORDINARY or i.cut:
            plain = item_plain(i, lang)
            if plain:
                where = (
                    render(msg("explain.round", round=i.round), lang) if i.round is not None else ""
                )
                plain_lines.append(f"- {where}{plain}")
    if plain_lines:
        lines += ["", *plain_lines]
    if expl.weighted is not None:
        lines += ["", *(f"- {line}" for line in weighted_lines(expl.weighted, lang))]
    if expl.summary is not None:
        lines += ["", render(expl.summary, lang)]
    return "\n".join(lines)


def msg_to_json(m: Msg) -> dict[str, Any]:
    """Return a message as data: ``{"code": key, "params": {...}}`` (nested messages too),
    so another program can render it in its own words."""
    return {"code": m.key, "params": {k: _arg_json(v) for k, v in m.args}}


def _arg_json(v: Arg) -> Any:
    # Msg and Num are named tuples: test them before a plain tuple (a list of arguments).
    if isinstance(v, Msg):
        return msg_to_json(v)
    if isinstance(v, Num):
        return v.value if isinstance(v.value, int) else json_number(v.value)
    if isinstance(v, tuple):
        return [_arg_json(x) for x in v]
    if isinstance(v, (str, int)) or v is None:
        return v
    return json_number(v)


def item_to_json(item: Item, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """Return an item in the shape of ``explain --format json`` (formats.md 5), with its
    reason ``code``, the notes as data and the plain sentence."""
    return {
        "round": item.round,
        "kind": None if item.kind is None else item.kind.value,
        "opponent": None
        if item.opponent is None
        else {"id": item.opponent, "name": item.opponent_name},
        "raw": json_number(item.raw),
        "value": json_number(item.value),
        "cut": item.cut,
        "note": item_note(item, lang),
        "rule": render_cites(item.cites),
        "cites": cites_to_json(item.cites),
        "code": item.code,
        "plain": item_plain(item, lang),
        "notes": [msg_to_json(n) for n in item.notes],
        **item_fields(item),
    }


def explanation_to_json(expl: Explanation, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """Return the ``explain --format json`` object (formats.md 5)."""
    return {
        "player": {"id": expl.player, "name": expl.player_name},
        "tiebreak": expl.tiebreak,
        "rules": expl.rules,
        "value": json_number(expl.value),
        "items": [item_to_json(i, lang) for i in expl.items],
        "summary": "" if expl.summary is None else render(expl.summary, lang),
        "summary_code": None if expl.summary is None else msg_to_json(expl.summary),
        **({"exact": e} if (e := exact_text(expl.value)) is not None else {}),
        **weighted_to_json(expl.weighted, lang),
    }
