"""Who gets which prize (/prizes), and the replies to setting a prize list."""

from __future__ import annotations

from bot.i18n import say
from bot.render.layout import Message, md, messages, name_md
from bot.service import Loaded
from core.i18n.message import Msg, msg
from core.i18n.text import DEFAULT_LANG, render
from core.questions.prizes import PrizeResult
from core.questions.prizes.awards import money, prize
from core.render.standings import order_text


def _places(first: int, last: int) -> str:
    return str(first) if first == last else f"{first}–{last}"


def prizes_lines(res: PrizeResult, lang: str = DEFAULT_LANG) -> list[str]:
    """Return the prizes as Discord lines: the rules and settings, then per category each
    group of places with what every player receives and the explanation of every award,
    the places not awarded, each player's total, the warnings. Amounts and explanations
    are the core's (:mod:`core.questions.prizes`), in ``lang``; nothing is computed here."""
    plist, st = res.prizes, res.standings

    def text(m: Msg) -> str:
        return md(render(m, lang))

    lines = [
        text(msg("standings.rules", rules=st.rules, how=st.rules_how, order=order_text(st, lang))),
        *(text(m) for m in res.settings),
    ]
    for ci, cat in enumerate(plist.categories):
        lines += ["", f"__**{md(cat.name)}**__"]
        for g in (g for g in res.groups if g.category == ci):
            for sh in g.shares:
                row = st.row(sh.player)
                lines.append(
                    say(
                        "bot.prizes.share",
                        lang,
                        places=_places(g.first, g.last),
                        name=name_md(row.name),
                        id=row.id,
                        points=render(st.points_msg(row.points), lang),
                        prize=text(prize(plist, sh.money, sh.items)),
                    )
                )
            lines += [f"↳ {text(m)}" for m in (*g.text, *(n for sh in g.shares for n in sh.notes))]
        for u in (u for u in res.unawarded if u.category == ci):
            lines.append(say("bot.prizes.unawarded", lang, place=u.place, text=text(u.text)))
        lines += [f"↳ {text(m)}" for c, m in res.notes if c == ci]
    totals = res.totals()
    if totals:
        lines += ["", f"**{text(msg('prizes.totals'))}**"]
        lines += [
            say(
                "bot.prizes.total-line",
                lang,
                name=name_md(st.row(pid).name),
                id=pid,
                prize=text(prize(plist, minor, items)),
            )
            for pid, minor, items in totals
        ]
        lines.append(text(msg("prizes.total", money=money(plist, res.total))))
    if res.warnings:
        lines += ["", say("bot.rules.warnings", lang)]
        lines += [f"⚠️ `{w.code}`: {text(w.message)}" for w in res.warnings]
    return lines


def prizes_messages(res: PrizeResult, loaded: Loaded, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the prizes of a linked tournament, every award explained, within the limits."""
    t = loaded.tournament
    name = t.name or loaded.linked.slug
    title = md(render(msg("prizes.title", name=name), lang))
    footer = say(
        "bot.prizes.footer",
        lang,
        tournament=name,
        round=loaded.standings.rounds_counted,
        source=loaded.linked.prizes_source or "",
        slug=loaded.linked.slug,
    )
    return messages(title, prizes_lines(res, lang), footer=footer, lang=lang)


def prizes_set_messages(
    res: PrizeResult, loaded: Loaded, lang: str = DEFAULT_LANG
) -> list[Message]:
    """Return the reply to setting a prize list: what was stored, for which tournament."""
    linked = loaded.linked
    lines = [
        say(
            "bot.prizes.set",
            lang,
            source=md(linked.prizes_source or ""),
            name=md(loaded.tournament.name or linked.slug),
            slug=linked.slug,
        ),
        say(
            "bot.prizes.set-counts",
            lang,
            count=len(res.prizes.categories),
            money=md(render(money(res.prizes, res.total), lang)),
        ),
    ]
    if res.warnings:
        lines.append(say("bot.prizes.set-warnings", lang, count=len(res.warnings)))
    lines.append(say("bot.prizes.set-see", lang))
    return messages(say("bot.prizes.set-title", lang), lines, lang=lang)


def prizes_cleared_messages(loaded: Loaded, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the reply to removing a tournament's prize list."""
    linked = loaded.linked
    return messages(
        say("bot.prizes.cleared-title", lang),
        [
            say(
                "bot.prizes.cleared",
                lang,
                name=md(loaded.tournament.name or linked.slug),
                slug=linked.slug,
            )
        ],
        lang=lang,
    )
