"""What differs between an individual and a team event, as data the renderers read: the
words keyed by the kind of entrant (:data:`WORDS`), the score columns (a player's points, a
team's MP and GP: :attr:`core.engine.standings.Standings.scores`) and the line naming one
entrant with its rank and score."""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n import say
from bot.render.layout import name_md
from core.engine.arbiter import order_words
from core.engine.standings import Row, Standings
from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, number, render
from core.model import PlayerId
from core.render.shapes import SHAPES
from core.tiebreaks.registry import Scope


@dataclass(frozen=True, slots=True)
class Words:
    """The bot's message keys that name the entrants (each takes the arguments of both)."""

    name_column: str
    standings_rules: str
    """The rules line over the table (``rules``, ``order``; a team's ``score`` too)."""
    standings_footer: str
    summary_counts: str
    """The link summary's counts (``count``, ``counted``, ``rounds``, ``rules``, ``order``;
    a team's ``boards`` and ``score`` too)."""
    order_none: str
    """The order when it is empty: ranked by the score alone."""
    compare_footer: str
    """The /compare footer (``count``, ``slug``)."""


WORDS = {
    Scope.PLAYERS: Words(
        "bot.standings.column.name",
        "bot.standings.rules",
        "bot.standings.footer",
        "bot.summary.counts",
        "standings.points-only",
        "bot.compare.footer",
    ),
    Scope.TEAMS: Words(
        "teamstd.column.team",
        "bot.team.standings.rules",
        "bot.team.standings.footer",
        "bot.team.summary.counts",
        "bot.team.order-none",
        "bot.team.compare.footer",
    ),
}


def score_columns(st: Standings, lang: str = DEFAULT_LANG) -> list[str]:
    """The table's score columns: a team's MP and GP, else a player's points (the kind's
    :data:`core.render.shapes.SHAPES`)."""
    return [render(head, lang) for head, _ in SHAPES[st.scope].scores(st)]


def score_name(st: Standings, lang: str = DEFAULT_LANG) -> str:
    """The primary score's short name (a team event's ``MP`` or ``GP``; ``""`` for players,
    whose words name no score)."""
    return "".join(render(m, lang) for m in st.score_args().values())


def order_codes(st: Standings, lang: str = DEFAULT_LANG) -> str:
    """The order applied, each code in backticks (``LOTS`` with its seed), or the words for
    none."""
    seed = st.tournament.lots_seed
    codes = [f"`{render(order_words(c, seed), lang)}`" for c in st.order]
    return ", ".join(codes) or render(msg(WORDS[st.scope].order_none), lang)


def rank_text(row: Row) -> str:
    """The rank, ``3=`` when shared."""
    return f"{row.rank}{'=' if row.shared else ''}"


def entrant_line(st: Standings, pid: PlayerId, lang: str, *, values: bool) -> str:
    """``**Knightfall** (2): rank 2, 6 MP, 12.5 GP`` (a player's: ``4½ points``) and, with
    ``values``, each code's value."""
    row = st.row(pid)
    line = say(
        "bot.entrant.line",
        lang,
        name=name_md(row.name),
        id=int(pid),
        rank=rank_text(row),
        score=st.score_line(row),
    )
    if values:
        shown = ", ".join(f"{c} {number(row.values[c], lang, st.places[c])}" for c in st.order)
        line += f"; {shown}" if shown else ""
    return line
