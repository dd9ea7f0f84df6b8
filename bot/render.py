"""Rendering for Discord: standings pages, explanations, score cards, errors, as embeds.

Nothing here computes a number: values come from the engine's rows and explanations.
Everything is packed to Discord's limits (embed description 4,096, title 256, 6,000 per
message, 10 embeds per message); text that does not fit goes on the next embed or the next
message, never cut off. Names are escaped (:mod:`bot.markup`) and shown whole in the text
about their player; the standings table, titles, opponents and lists shorten long ones with
an ellipsis (``NAME_IN_TABLE``, ``NAME_IN_LINE``).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterable, Sequence
from fractions import Fraction

import discord

from bot import markup
from bot.errors import BotError
from bot.service import Loaded
from core.errors import InputError, PlayerLookupError, TiebreakError
from core.explain import Explanation, Item
from core.i18n.text import number, render
from core.model import Outcome, Player
from core.players import PlayerNotFoundError
from core.render.explanation import item_note, value_text
from core.render.standings import table_cells
from core.scores import format_score
from core.standings import Row, Standings, WhyResult

DESCRIPTION_LIMIT = 4096
TITLE_LIMIT = 256
MESSAGE_LIMIT = 6000
EMBEDS_PER_MESSAGE = 10
FOOTER_LIMIT = 2048
# Head-room under the hard limits: code fences and the "(continued)" titles.
_DESCRIPTION_BUDGET = DESCRIPTION_LIMIT - 96
_MESSAGE_BUDGET = MESSAGE_LIMIT - 200
STANDINGS_ROWS_PER_PAGE = 20
NAME_IN_TABLE = 32  # characters of a name in the standings table
NAME_IN_LINE = 100  # a name mentioned in a line about something else (opponent, a list)
PROBLEMS_SHOWN = 20  # problems of an unreadable file listed in the reply

COLOUR = discord.Colour(0x2E7D32)
ERROR_COLOUR = discord.Colour(0xC62828)

Message = list[discord.Embed]


def split_long_line(line: str, limit: int) -> list[str]:
    """Return ``line`` as pieces of at most ``limit`` characters, broken at spaces if any."""
    pieces: list[str] = []
    while len(line) > limit:
        cut = line.rfind(" ", 0, limit)
        if cut <= 0:
            cut = markup.split_point(line, limit)  # never between a backslash and its char
        pieces.append(line[:cut])
        line = line[cut:].lstrip(" ")
    pieces.append(line)
    return pieces


def pack(lines: Iterable[str], limit: int = _DESCRIPTION_BUDGET) -> list[str]:
    """Return the lines joined into chunks of at most ``limit`` characters, in order."""
    chunks: list[str] = []
    current: list[str] = []
    size = 0
    for raw in lines:
        for line in split_long_line(raw, limit):
            extra = len(line) + (1 if current else 0)
            if current and size + extra > limit:
                chunks.append("\n".join(current))
                current, size = [], 0
                extra = len(line)
            current.append(line)
            size += extra
    if current:
        chunks.append("\n".join(current))
    return chunks or [""]


def fit_title(title: str) -> tuple[str, str]:
    """Return (title within 256 characters, the whole title to put above the description
    when it had to be shortened). The title is Markdown: it is cut outside an escape."""
    if len(title) <= TITLE_LIMIT:
        return title, ""
    return title[:markup.split_point(title, TITLE_LIMIT - 1)] + markup.ELLIPSIS, title


def messages(title: str, lines: Sequence[str], *, footer: str | None = None,
             colour: discord.Colour = COLOUR) -> list[Message]:
    """Return the lines as embeds grouped into messages, all within Discord's limits.

    ``title`` and ``lines`` are Markdown (names in them already escaped); ``footer`` is plain
    text, as Discord shows footers.
    """
    head, spill = fit_title(title)
    body = ([spill] if spill else []) + list(lines)
    if footer and len(footer) > FOOTER_LIMIT:
        body.append(footer)  # too long for a footer: it goes last in the text instead
        footer = None
    chunks = [c for c in pack(body) if c] or ["\u200b"]
    out: list[Message] = []
    current: Message = []
    size = 0
    for i, chunk in enumerate(chunks):
        t = head if i == 0 else fit_title(f"{head} (continued)")[0]
        embed = discord.Embed(title=t, description=chunk, colour=colour)
        cost = len(t) + len(chunk)
        if current and (size + cost > _MESSAGE_BUDGET or len(current) == EMBEDS_PER_MESSAGE):
            out.append(current)
            current, size = [], 0
        current.append(embed)
        size += cost
    if footer:
        if size + len(footer) > MESSAGE_LIMIT:
            out.append(current)
            current = [discord.Embed(colour=colour)]
        current[-1].set_footer(text=footer)
    out.append(current)
    return out


def md(text: str) -> str:
    """Return ``text`` with Markdown and mentions escaped (names, notes, sources)."""
    return markup.md(text)


def name_md(text: str) -> str:
    """Return a name for a line about something else: escaped, long ones shortened."""
    return markup.md_short(text, NAME_IN_LINE)


# -- standings -----------------------------------------------------------------------------


def standings_lines(st: Standings) -> tuple[str, list[str]]:
    """Return the table's header line and one line per row (columns aligned over all rows)."""
    cols = ["#", "No", "Name", "Pts", *st.order]
    table = table_cells(st)
    for cells in table:
        cells[2] = markup.plain_line(cells[2], NAME_IN_TABLE)
    widths = [max(len(c), *(len(row[i]) for row in table)) if table else len(c)
              for i, c in enumerate(cols)]

    def line(cells: Sequence[str]) -> str:
        text = " ".join(c.ljust(w) if i == 2 else c.rjust(w)
                        for i, (c, w) in enumerate(zip(cells, widths, strict=True)))
        return text.rstrip().replace("```", "ˋˋˋ")  # a name must not close the code block

    return line(cols), [line(r) for r in table]


def standings_pages(st: Standings) -> list[tuple[Row, ...]]:
    """Return the rows split into pages: 20 a page, fewer when the lines are long."""
    return [tuple(st.rows[a:b]) for a, b in _page_bounds(st)]


def _page_bounds(st: Standings) -> list[tuple[int, int]]:
    header, lines = _layout(st)
    budget = _DESCRIPTION_BUDGET - 400 - len(header)
    bounds: list[tuple[int, int]] = []
    start, size = 0, 0
    for i, line in enumerate(lines):
        if i > start and (i - start >= STANDINGS_ROWS_PER_PAGE or size + len(line) + 1 > budget):
            bounds.append((start, i))
            start, size = i, 0
        size += len(line) + 1
    bounds.append((start, len(lines)))
    return bounds


_LAYOUTS: weakref.WeakKeyDictionary[Standings, tuple[str, list[str]]] = (
    weakref.WeakKeyDictionary())
_LAYOUT_LOCK = threading.Lock()


def _layout(st: Standings) -> tuple[str, list[str]]:
    """The formatted table of a standings object, computed once (standings are cached)."""
    with _LAYOUT_LOCK:
        found = _LAYOUTS.get(st)
    if found is None:
        found = standings_lines(st)
        with _LAYOUT_LOCK:
            _LAYOUTS[st] = found
    return found


def standings_embed(loaded: Loaded, page: int) -> tuple[discord.Embed, int, int]:
    """Return the embed of one standings page, the page shown (clamped) and the page count."""
    st = loaded.standings
    bounds = _page_bounds(st)
    page = min(max(page, 0), len(bounds) - 1)
    header, table_lines = _layout(st)
    a, b = bounds[page]
    table = "```\n" + "\n".join([header, *table_lines[a:b]]) + "\n```"
    t = loaded.tournament
    suffix = f": standings after round {st.rounds_counted}"
    title = markup.md_short(t.name or loaded.linked.slug, TITLE_LIMIT - len(suffix)) + suffix
    desc = f"Rules `{st.rules}` · order {', '.join(st.order) or 'points only'}\n" + table
    if st.warnings:
        desc += f"\n⚠️ {len(st.warnings)} warning(s): see `/rules`"
    embed = discord.Embed(title=title, description=desc, colour=COLOUR)
    embed.set_footer(text=f"Page {page + 1}/{len(bounds)} · {len(st.rows)} players · "
                          f"tournament `{loaded.linked.slug}`")
    return embed, page, len(bounds)


# -- explanations --------------------------------------------------------------------------


def item_line(item: Item) -> str:
    """Return one explanation item as a Markdown line."""
    head = f"**R{item.round}**" if item.round is not None else "•"
    opp = (f" vs {name_md(item.opponent_name or '')} ({item.opponent})"
           if item.opponent is not None else "")
    note_text = item_note(item)
    kind = f" {item.kind}" if item.kind and item.kind != "played" and not note_text else ""
    if item.cut:
        amount = " → **cut**"
    elif item.value is not None:
        amount = f" → **{format_score(item.value)}**"
    else:
        amount = " → adds nothing"
    rule = f" · *{md(item.rule)}*" if item.rule else ""
    note = f": {md(note_text)}" if note_text else ""
    return f"{head}{kind}{opp}{note}{amount}{rule}"


def explanation_lines(expl: Explanation) -> list[str]:
    """Return the lines of an explanation: value and rule set, items, summary."""
    lines = [f"**{md(expl.tiebreak)} = {value_text(expl)}** under `{expl.rules}`"]
    lines += [item_line(i) for i in expl.items]
    if expl.summary is not None:
        lines.append(f"**{md(render(expl.summary))}**")
    return lines


def explanation_messages(expl: Explanation, loaded: Loaded) -> list[Message]:
    """Return the messages showing one explanation."""
    title = f"{md(expl.tiebreak)} of {md(expl.player_name)} ({expl.player})"
    return messages(title, explanation_lines(expl),
                    footer=f"{loaded.tournament.name} · after round "
                           f"{loaded.standings.rounds_counted}")


def why_messages(result: WhyResult, loaded: Loaded) -> list[Message]:
    """Return the messages saying why one player is above the other, both sides shown."""
    st = loaded.standings
    lines = [md(render(result.text)), ""]
    for pid in (result.above, result.below):
        row = st.row(pid)
        values = ", ".join(f"{c} {number(row.values[c], 'en', st.places[c])}"
                           for c in st.order)
        lines.append(f"**{name_md(row.player.name)}** ({pid}): rank {row.rank}"
                     f"{'=' if row.shared else ''}, {format_score(row.points)} points"
                     + (f"; {values}" if values else ""))
    for expl in result.explanations:
        body = explanation_lines(expl)
        lines += ["", f"__{name_md(expl.player_name)}__ · {body[0]}", *body[1:]]
    # The first line names both players whole: the title may shorten them.
    half = (TITLE_LIMIT - len("Why  is above ")) // 2
    a, b = (markup.md_short(st.row(p).player.name, half) for p in (result.above, result.below))
    return messages(f"Why {a} is above {b}", lines)


# -- player card ---------------------------------------------------------------------------

_RESULT_WORDS = {Outcome.WIN: "won", Outcome.DRAW: "drew", Outcome.LOSS: "lost",
                 Outcome.FORFEIT_WIN: "won by forfeit", Outcome.FORFEIT_LOSS: "lost by forfeit"}


def player_messages(loaded: Loaded, player: Player) -> list[Message]:
    """Return the score card (round, colour, opponent, result, running score) and values."""
    t, st = loaded.tournament, loaded.standings
    names = t.by_id()
    row = st.row(player.id)
    lines = [f"Rank **{row.rank}{'=' if row.shared else ''}** of {len(st.rows)} · "
             f"**{format_score(row.points)}** points after round {st.rounds_counted}"]
    extra = [f"rating {player.rating}" if player.rating else "unrated"]
    if player.federation:
        extra.append(player.federation)
    if player.title:
        extra.append(player.title)
    lines.append(" · ".join(extra))
    lines.append("")
    running = Fraction(0)
    for rnd, res in enumerate(player.results, start=1):
        running += t.scoring.points(res.outcome)  # the score after this round
        colour = {"w": " (White)", "b": " (Black)"}.get(res.color.value if res.color else "", "")
        if res.opponent is not None:
            opp = names.get(res.opponent)
            who = f"{name_md(opp.name) if opp else '?'} ({res.opponent})"
            word = _RESULT_WORDS.get(res.outcome, res.outcome.label)
            lines.append(f"**R{rnd}** {word} vs {who}{colour} · {format_score(running)}")
        else:
            lines.append(f"**R{rnd}** {res.outcome.label} · {format_score(running)}")
    if st.order:
        lines += ["", "**Tie-breaks** (`/tiebreak` shows the arithmetic):"]
        lines += [f"{c}: **{number(row.values[c], 'en', st.places[c])}**" for c in st.order]
    return messages(f"{md(player.name)} ({player.id})", lines,
                    footer=f"{t.name} · rules {st.rules}")


def rules_messages(loaded: Loaded) -> list[Message]:
    """Return the rule set, the order and the engine's warnings."""
    st, linked = loaded.standings, loaded.linked
    lines = [f"Rule set: `{st.rules}`" + ("" if linked.rules else " (default)"),
             "Order: " + (", ".join(f"`{c}`" for c in st.order) or "points only")
             + ("" if linked.order else " (default)"),
             f"Source: {md(linked.source)} ({linked.kind.value})",
             f"Counted rounds: {st.rounds_counted} of {loaded.tournament.rounds}"]
    if st.warnings:
        lines += ["", "**Warnings**"]
        lines += [f"⚠️ `{w.code}`: {md(render(w.message))}" for w in st.warnings]
    else:
        lines += ["", "No warnings."]
    return messages(f"Rules for {md(loaded.tournament.name or linked.slug)}", lines)


# -- errors --------------------------------------------------------------------------------


def error_lines(err: TiebreakError) -> list[str]:
    """Return the user-facing lines of a known error (ephemeral reply)."""
    if isinstance(err, PlayerNotFoundError):
        lines = [f"No player matches **{name_md(err.query)}**."]
        if err.suggestions:
            lines.append("Did you mean: " + ", ".join(_label(s) for s in err.suggestions)
                         + "?")
        return lines
    if isinstance(err, PlayerLookupError):
        return [f"**{name_md(err.query)}** matches several players: "
                + ", ".join(_label(c) for c in err.candidates)
                + ". Pick one from the list or type more of the name."]
    if isinstance(err, InputError):
        n = len(err.problems)
        lines = [f"The tournament could not be read ({n} problem{'s' * (n != 1)}):",
                 *(f"• {_code(str(p))}" for p in err.problems[:PROBLEMS_SHOWN])]
        if n > PROBLEMS_SHOWN:
            lines.append(f"… and {n - PROBLEMS_SHOWN} more.")
        return lines
    if isinstance(err, BotError):
        return [str(err)]  # our own wording, Markdown intended
    return [md(str(err))]


def _label(label: str) -> str:
    """A ``Name (id)`` from the engine's lists, escaped and shortened, the number kept."""
    return markup.md_label(label, NAME_IN_LINE)


def _code(text: str) -> str:
    """Text in a code span (Markdown is inert there; a backtick would end the span)."""
    return "`" + markup.shorten(text, 500).replace("`", "ˋ") + "`"


def error_messages(err: TiebreakError) -> list[Message]:
    """Return the messages for a known error."""
    return messages("That did not work", error_lines(err), colour=ERROR_COLOUR)
