"""A team event for Discord: the team standings paged, a team's tie-break value
explained, why one team is above another, the link summary (``/rules``:
:mod:`bot.render.team_rules`).

The numbers come from :class:`core.teams.standings.Standings` and its explanations; the
cells are those of the command line's table (:func:`core.render.team_standings.team_cells`:
rank, number, team, MP, GP, then each code; a board key as ``3/1.5/2``).
"""

from __future__ import annotations

import discord

from bot import markup
from bot.i18n import say
from bot.render.explanations import explanation_lines
from bot.render.layout import (
    NAME_IN_TABLE,
    TITLE_LIMIT,
    Message,
    md,
    messages,
    name_md,
)
from bot.render.page import TableCache, aligned, page_bounds, page_embed
from bot.render.progress import progress_lines
from bot.service import Loaded
from core.engine.standings import Row, Standings, WhyResult
from core.explain import Explanation
from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, number, render
from core.model import PlayerId, Primary
from core.render.standings import table_cells


def team_standings(loaded: Loaded) -> Standings:
    if loaded.teams is None:
        raise TypeError("not a team event")  # the callers check loaded.teams first
    return loaded.teams


def score_name(st: Standings, lang: str) -> str:
    """The primary score's short name (``MP`` or ``GP``) in ``lang``."""
    assert st.primary is not None  # a team event's standings
    return render(msg(f"teams.score.{st.primary.value.lower()}"), lang)


def order_codes(st: Standings, lang: str) -> str:
    return ", ".join(f"`{c}`" for c in st.order) or say("bot.team.order-none", lang)


def team_standings_lines(st: Standings, lang: str = DEFAULT_LANG) -> tuple[str, list[str]]:
    """Return the team table's header line and one line per team (columns aligned)."""
    cols = [say(f"bot.standings.column.{c}", lang) for c in ("rank", "no")]
    cols += [render(msg("teamstd.column.team"), lang)]
    cols += [render(msg(f"teams.score.{s}"), lang) for s in ("mp", "gp")]
    cols += st.order
    table = table_cells(st, lang)
    for cells in table:
        cells[2] = markup.plain_line(cells[2], NAME_IN_TABLE)
    return aligned(cols, table)


_TABLES: TableCache[Standings] = TableCache(team_standings_lines)


def _layout(st: Standings, lang: str) -> tuple[str, list[str]]:
    """The formatted table in one language, computed once (standings are cached)."""
    return _TABLES.get(st, lang)


def _bounds(st: Standings, lang: str) -> list[tuple[int, int]]:
    """Pages of 20 teams, fewer when the lines are long (the embed's description limit)."""
    return page_bounds(*_layout(st, lang))


def team_standings_embed(
    loaded: Loaded, page: int, lang: str = DEFAULT_LANG
) -> tuple[discord.Embed, int, int]:
    """Return the embed of one page of the team standings, the page shown (clamped) and the
    page count."""
    st = team_standings(loaded)
    bounds = _bounds(st, lang)
    page = min(max(page, 0), len(bounds) - 1)
    header, lines = _layout(st, lang)
    a, b = bounds[page]
    table = "```\n" + "\n".join([header, *lines[a:b]]) + "\n```"
    head = say(
        "bot.team.standings.rules",
        lang,
        rules=st.rules,
        score=score_name(st, lang),
        order=order_codes(st, lang),
    )
    embed = page_embed(
        loaded,
        st,
        head=head,
        table=table,
        footer_key="bot.team.standings.footer",
        page=page,
        pages=len(bounds),
        lang=lang,
    )
    return embed, page, len(bounds)


def _rank(row: Row) -> str:
    return f"{row.rank}{'=' if row.shared else ''}"


def _team_line(st: Standings, team: PlayerId, lang: str, *, values: bool) -> str:
    """``**Knightfall** (2): rank 2, 6 MP, 12.5 GP`` and, with ``values``, each code's value."""
    row = st.row(team)
    line = say(
        "bot.team.line",
        lang,
        name=name_md(row.name),
        id=int(team),
        rank=_rank(row),
        mp=number(row.scores[Primary.MP], lang),
        gp=number(row.scores[Primary.GP], lang),
    )
    if values:
        cells = table_cells(st, lang)[st.position(team)][5:]
        shown = ", ".join(f"{c} {v}" for c, v in zip(st.order, cells, strict=True) if v)
        line += f"; {shown}" if shown else ""
    return line


def team_explanation_messages(
    expl: Explanation, loaded: Loaded, lang: str = DEFAULT_LANG
) -> list[Message]:
    """Return the messages showing one team's tie-break value, item by item."""
    st = team_standings(loaded)
    team = PlayerId(expl.player)
    title = say(
        "bot.explain.title", lang, code=md(expl.tiebreak), player=md(expl.player_name), id=team
    )
    footer = say(
        "bot.explain.footer",
        lang,
        tournament=loaded.tournament.name,
        round=st.rounds_counted,
    )
    lines = [
        *progress_lines(st, lang),
        _team_line(st, team, lang, values=False),
        *explanation_lines(expl, lang),
    ]
    return messages(title, lines, footer=footer, lang=lang)


def team_why_messages(result: WhyResult, loaded: Loaded, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the messages saying why one team is above the other, both sides shown."""
    st = team_standings(loaded)
    lines = [*progress_lines(st, lang), md(render(result.text, lang)), ""]
    lines += [_team_line(st, t, lang, values=True) for t in (result.above, result.below)]
    for expl in result.explanations:
        body = explanation_lines(expl, lang)
        lines += ["", f"__{name_md(expl.player_name)}__ · {body[0]}", *body[1:]]
    half = (TITLE_LIMIT - len(say("bot.why.title", lang, above="", below=""))) // 2
    a, b = (markup.md_short(st.name(t), half) for t in (result.above, result.below))
    return messages(say("bot.why.title", lang, above=a, below=b), lines, lang=lang)


def team_counts_line(loaded: Loaded, lang: str = DEFAULT_LANG) -> str:
    """The link summary's line for a team event: teams, boards, rounds, rules, order."""
    st, t = team_standings(loaded), loaded.tournament
    return say(
        "bot.team.summary.counts",
        lang,
        count=len(t.teams),
        boards=t.boards or 0,
        counted=st.rounds_counted,
        rounds=t.rounds,
        rules=st.rules,
        score=score_name(st, lang),
        order=order_codes(st, lang),
    )
