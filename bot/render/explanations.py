"""Explanations, why one player is above another, and lichess's own numbers."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from bot import markup
from bot.i18n import say, words
from bot.render.entrants import entrant_line
from bot.render.layout import TITLE_LIMIT, Message, md, messages, name_md
from bot.render.progress import progress_lines
from bot.service import Loaded
from core.engine.standings import WhyResult
from core.explain import Cites, Explanation, Item
from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, has, number, render
from core.model import PlayerId, RoundKind
from core.questions.lichess import LichessComparison
from core.questions.place import PlaceAnswer
from core.render.explanation import item_note, render_cites, value_text
from core.render.lichess import lead_text
from core.render.why import render_place_text
from core.tiebreaks.names import named_code


def item_line(item: Item, lang: str = DEFAULT_LANG) -> str:
    """Return one explanation item as a Markdown line."""
    head = _round_head(item.round, lang) if item.round is not None else "•"
    opp = (
        " "
        + say("bot.explain.versus", lang, name=name_md(item.opponent_name or ""), id=item.opponent)
        if item.opponent is not None
        else ""
    )
    note_text = item_note(item, lang)
    kind = ""
    if item.kind is not None and item.kind is not RoundKind.PLAYED and not note_text:
        key = f"kind.{item.kind.value}"
        kind = " " + (render(msg(key), lang) if has(key) else item.kind.value)
    if item.cut:
        amount = " → **" + words("explain.cut", lang) + "**"
    elif item.value is not None:
        amount = f" → **{number(item.value, lang)}**"
    else:
        amount = " → " + words("explain.adds-nothing", lang)
    rule = f" · *{_cites(item.cites, lang)}*" if item.cites else ""
    note = f": {md(note_text)}" if note_text else ""
    return f"{head}{kind}{opp}{note}{amount}{rule}"


# An item's round is the same few words in answer after answer: made once per language
# (with bot.i18n.words and bot.i18n.say rendering without a Msg, a new /buchholz at
# 1,000 x 11 is 1.22 M instructions instead of 1.36 M; callgrind, bench_bot.py --in-process).
@functools.lru_cache(maxsize=1 << 10)
def _round_head(rnd: int, lang: str) -> str:
    """ "**Round 3**" in ``lang``."""
    return say("bot.explain.round", lang, round=rnd)


@functools.lru_cache(maxsize=1 << 12)
def _cites(cites: Cites, lang: str) -> str:
    """An item's citations, escaped: the same few (FIDE C.07 16.4 on every played round)
    come back item after item (a new /buchholz at 1,000 x 11: 0.35 ms without, 0.31 with)."""
    return md(render_cites(cites, lang))


def explanation_lines(expl: Explanation, lang: str = DEFAULT_LANG) -> list[str]:
    """Return the lines of an explanation: the tie-break named in ``lang`` beside its code
    ("Buchholz Cut-1 (BH-C1)", :func:`core.tiebreaks.names.named_code`) with its value and
    rule set, the items, the summary."""
    lines = [
        say(
            "bot.explain.head",
            lang,
            code=md(render(named_code(expl.tiebreak), lang)),
            value=value_text(expl, lang),
            rules=expl.rules,
        )
    ]
    lines += [item_line(i, lang) for i in expl.items]
    if expl.summary is not None:
        lines.append(f"**{md(render(expl.summary, lang))}**")
    return lines


def explanation_messages(
    expl: Explanation,
    loaded: Loaded,
    lang: str = DEFAULT_LANG,
    *,
    lichess: LichessComparison | None = None,
) -> list[Message]:
    """Return the messages showing one explanation (a player's or a team's value). A team's
    rank and scores come first: its MP and GP are what its tie-breaks are read beside.

    ``lichess`` (an event imported from lichess): what lichess shows for the player, with its
    arithmetic, and the rounds that another rule set counts differently
    (:mod:`core.questions.lichess`).
    """
    title = say(
        "bot.explain.title",
        lang,
        code=md(expl.tiebreak),
        player=md(expl.player_name),
        id=expl.player,
    )
    footer = say(
        "bot.explain.footer",
        lang,
        tournament=loaded.tournament.name,
        round=loaded.standings.rounds_counted,
    )
    st = loaded.standings
    # stays: a team's MP and GP are not in its explanation, a player's points are
    scores = [entrant_line(st, expl.player, lang, values=False)] if st.scores else []
    lines = [*progress_lines(st, lang), *scores, *explanation_lines(expl, lang)]
    if lichess is not None:
        own = _shows_lichess(expl, lichess)
        if own:
            lines.insert(0, md(lead_text(lichess, lang)))
        lines += ["", *lichess_lines(lichess, lang, shown=own)]
    return messages(title, lines, footer=footer, lang=lang)


def _shows_lichess(expl: Explanation, c: LichessComparison) -> bool:
    """Whether ``expl`` is the arithmetic lichess shows (its tie-break, lichess in force)."""
    return c.lichess_in_force and expl.player == c.player and expl.tiebreak == c.code


def lichess_lines(
    c: LichessComparison, lang: str = DEFAULT_LANG, *, shown: bool = False
) -> list[str]:
    """Return what lichess shows and why another rule set differs: when lichess's rules are
    in force, the lead ("lichess shows SB 26.5 ...: here is that arithmetic") and that
    arithmetic (unless ``shown`` above already), then the comparison: the verdict, a bullet
    per round that counts differently, and what an older event's lichess page may show."""
    lines: list[str] = []
    if c.lichess_in_force and not shown:
        lines += [md(lead_text(c, lang)), *explanation_lines(c.lichess, lang), ""]
    lines.append(md(render(c.verdict, lang)))
    lines += ["• " + md(render(r.text, lang)) for r in c.rounds]
    if c.older is not None:
        lines.append(md(render(c.older, lang)))
    return lines


def why_messages(
    result: WhyResult,
    loaded: Loaded,
    lang: str = DEFAULT_LANG,
    *,
    lichess: Sequence[LichessComparison] = (),
) -> list[Message]:
    """Return the messages saying why one entrant (player or team) is above the other, both
    sides shown.

    ``lichess`` (an event imported from lichess): each player's comparison with what
    lichess shows (:func:`lichess_lines`), after the explanations.
    """
    st = loaded.standings
    lines = [*progress_lines(st, lang), md(render(result.text, lang)), ""]
    lines += [entrant_line(st, pid, lang, values=True) for pid in (result.above, result.below)]
    shown: set[PlayerId] = set()
    for expl in result.explanations:
        body = explanation_lines(expl, lang)
        lines.append("")
        own = next((c for c in lichess if _shows_lichess(expl, c)), None)
        if own is not None:
            lines.append(md(lead_text(own, lang)))
            shown.add(own.player)
        lines += [f"__{name_md(expl.player_name)}__ · {body[0]}", *body[1:]]
    for c in lichess:
        lines += [
            "",
            f"__{name_md(c.player_name)}__ · lichess",
            *lichess_lines(c, lang, shown=c.player in shown),
        ]
    # The first line names both players whole: the title may shorten them.
    half = (TITLE_LIMIT - len(say("bot.why.title", lang, above="", below=""))) // 2
    a, b = (markup.md_short(st.name(p), half) for p in (result.above, result.below))
    return messages(say("bot.why.title", lang, above=a, below=b), lines, lang=lang)


def place_messages(answer: PlaceAnswer, loaded: Loaded, lang: str = DEFAULT_LANG) -> list[Message]:
    """``/why`` with one entrant: why it is where it is, in the words of ``tiebreak why FILE
    PLAYER`` (:func:`core.render.why.place_messages`), then its line of the standings."""
    st = loaded.standings
    lines = [
        *progress_lines(st, lang),
        md(render_place_text(st, answer, lang)),
        "",
        entrant_line(st, answer.entrant, lang, values=True),
    ]
    name = markup.md_short(st.name(answer.entrant), TITLE_LIMIT // 2)
    return messages(say("bot.why.place-title", lang, name=name, rank=answer.rank), lines, lang=lang)
