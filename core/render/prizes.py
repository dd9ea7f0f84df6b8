"""Prizes as text, Markdown and JSON (docs/prizes.md), words in the reader's language.

Text and Markdown write amounts as the language does (``33,34 €``); JSON gives every amount
as an exact decimal string with the list's decimals (``"33.34"``) whatever the language.
"""

from __future__ import annotations

from typing import Any

from core.display import isolate, labelled
from core.i18n.message import Msg, msg
from core.i18n.text import DEFAULT_LANG, number, render
from core.questions.prizes.awards import Group, PrizeResult, money, prize, where
from core.questions.prizes.prizelist import PrizeList
from core.render.standings import order_text


def amount_text(plist: PrizeList, minor: int) -> str:
    """Return an amount in minor units as an exact decimal string (``"33.34"``)."""
    whole, part = divmod(minor, 10**plist.decimals)
    return f"{whole}.{part:0{plist.decimals}d}" if plist.decimals else str(whole)


def _head(res: PrizeResult, lang: str) -> list[str]:
    st = res.standings
    t = st.tournament
    name = t.name or render(msg("standings.tournament"), lang)
    return [
        render(msg("prizes.title", name=name), lang),
        render(
            msg("standings.rules", rules=st.rules, how=st.rules_how, order=order_text(st, lang)),
            lang,
        ),
        *(render(m, lang) for m in res.settings),
    ]


def _places(g: Group) -> str:
    return str(g.first) if g.first == g.last else f"{g.first}–{g.last}"


def render_prizes_text(res: PrizeResult, lang: str = DEFAULT_LANG) -> str:
    """Render the prizes: per category each group with its shares and explanation, the
    places not awarded, each player's total, the warnings."""
    plist, st = res.prizes, res.standings
    lines = _head(res, lang)
    for ci, cat in enumerate(plist.categories):
        lines += ["", isolate(cat.name)]
        for g in (g for g in res.groups if g.category == ci):
            for s in g.shares:
                row = st.row(s.player)
                lines.append(
                    f"  {_places(g):>5}  {labelled(row.name, row.id)}, "
                    f"{render(msg('points', count=row.points), lang)}: "
                    f"{render(prize(plist, s.money, s.items), lang)}"
                )
            for m in g.text:
                lines.append(f"         {render(m, lang)}")
            for s in g.shares:
                for m in s.notes:
                    lines.append(f"         {render(m, lang)}")
        for u in (u for u in res.unawarded if u.category == ci):
            lines.append(f"  {u.place:>5}  {render(u.text, lang)}")
        for c, m in res.notes:
            if c == ci:
                lines.append(f"         {render(m, lang)}")
    totals = res.totals()
    if totals:
        lines += ["", render(msg("prizes.totals"), lang)]
        for pid, minor, items in totals:
            lines.append(
                f"  {labelled(st.row(pid).name, pid)}: {render(prize(plist, minor, items), lang)}"
            )
        lines.append(render(msg("prizes.total", money=money(plist, res.total)), lang))
    if res.warnings:
        lines += ["", render(msg("standings.warnings"), lang)]
        lines += [f"  [{w.code}] {render(w.message, lang)}" for w in res.warnings]
    return "\n".join(lines)


def render_prizes_markdown(res: PrizeResult, lang: str = DEFAULT_LANG) -> str:
    """Render the prizes as Markdown: a table per category, explanations as a list."""
    plist, st = res.prizes, res.standings
    head = _head(res, lang)
    lines = [f"### {head[0]}", "", *(f"- {h}" for h in head[1:])]
    cols = [
        render(msg(k), lang)
        for k in (
            "prizes.column.place",
            "standings.column.no",
            "standings.column.name",
            "standings.column.pts",
            "prizes.column.prize",
        )
    ]
    for ci, cat in enumerate(plist.categories):
        lines += [
            "",
            f"#### {isolate(cat.name)}",
            "",
            "| " + " | ".join(cols) + " |",
            "|" + "---|" * len(cols),
        ]
        explain: list[Msg] = []
        for g in (g for g in res.groups if g.category == ci):
            for s in g.shares:
                row = st.row(s.player)
                lines.append(
                    f"| {_places(g)} | {row.id} | {isolate(row.name)} | "
                    f"{number(row.points, lang)} | "
                    f"{render(prize(plist, s.money, s.items), lang)} |"
                )
            explain += [*g.text, *(m for s in g.shares for m in s.notes)]
        for u in (u for u in res.unawarded if u.category == ci):
            lines.append(f"| {u.place} | | | | {render(prize(plist, u.money, u.items), lang)} |")
            explain.append(u.text)
        explain += [m for c, m in res.notes if c == ci]
        if explain:
            lines += [""] + [f"- {render(m, lang)}" for m in explain]
    if res.warnings:
        lines += [""] + [f"- **{w.code}**: {render(w.message, lang)}" for w in res.warnings]
    return "\n".join(lines)


def prizes_to_json(res: PrizeResult, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """Return the ``prizes --format json`` object (docs/prizes.md, "JSON output")."""
    plist, st = res.prizes, res.standings
    t = st.tournament
    return {
        "tournament": {"name": t.name, "rounds": t.rounds, "players": len(t.players)},
        "rules": st.rules,
        "order": list(st.order),
        "currency": plist.currency,
        "decimals": plist.decimals,
        "settings": {
            "shared": plist.shared.value,
            "hort_pooled": str(plist.hort_pooled),
            "one_prize": plist.one_prize,
            "equal_value": plist.equal_value.value,
            "text": [render(m, lang) for m in res.settings],
        },
        "categories": [_category_json(res, ci, lang) for ci in range(len(plist.categories))],
        "players": _players_json(res),
        "total": amount_text(plist, res.total),
        "warnings": [
            {"code": w.code, "message": render(w.message, lang), "players": list(w.players)}
            for w in res.warnings
        ],
    }


def _category_json(res: PrizeResult, ci: int, lang: str) -> dict[str, Any]:
    """One category of the JSON: its groups of shared places, its places nobody took and
    its notes."""
    plist = res.prizes
    cat = plist.categories[ci]
    return {
        "id": cat.id,
        "name": cat.name,
        "groups": [_group_json(res, g, lang) for g in res.groups if g.category == ci],
        "unawarded": [
            {"place": u.place, "money": amount_text(plist, u.money), "items": list(u.items)}
            for u in res.unawarded
            if u.category == ci
        ],
        "notes": [render(m, lang) for c, m in res.notes if c == ci],
    }


def _group_json(res: PrizeResult, g: Group, lang: str) -> dict[str, Any]:
    """One group of places shared by players on the same points, with each share."""
    plist, st = res.prizes, res.standings
    return {
        "places": [g.first, g.last],
        "points": float(g.points),
        "total": amount_text(plist, g.distribution.total),
        "pooled": amount_text(plist, g.distribution.pooled),
        "awards": [
            {
                "id": s.player,
                "name": st.row(s.player).name,
                "rank": st.row(s.player).rank,
                "place": s.place,
                "money": amount_text(plist, s.money),
                "items": list(s.items),
                "notes": [render(m, lang) for m in s.notes],
            }
            for s in g.shares
        ],
        "text": [render(m, lang) for m in g.text],
    }


def _players_json(res: PrizeResult) -> list[dict[str, Any]]:
    """Every player with a prize: what they take in all, and each award it is made of."""
    plist, st = res.prizes, res.standings
    awards_of: dict[int, list[dict[str, Any]]] = {}
    for g in res.groups:
        for s in g.shares:
            awards_of.setdefault(s.player, []).append(
                {
                    "category": plist.categories[g.category].id,
                    "place": s.place,
                    "money": amount_text(plist, s.money),
                    "items": list(s.items),
                }
            )
    return [
        {
            "id": pid,
            "name": st.row(pid).name,
            "rank": st.row(pid).rank,
            "money": amount_text(plist, minor),
            "items": list(items),
            "awards": awards_of[pid],
        }
        for pid, minor, items in res.totals()
    ]


__all__ = ["amount_text", "prizes_to_json", "render_prizes_markdown", "render_prizes_text", "where"]
