"""Which rules (/compare): one event under several rule sets or orders, who moves and why.

Discord shows no Markdown tables, so the ranks go in code blocks (one letter per rule set or
order, named in the line above), split over several blocks when a long event does not fit
one embed, each block with the header again. Below the table, one line per player who moves,
with the cause as the core words it (:func:`core.render.compare.cause_text`), in the
reader's language; the rows come in the core's order, the podium and the ties first.

An answer is one message (:class:`Answer`). When the whole of it does not fit one, as on a
long event (at 1,000 players the table alone took 7 messages, 11 to 12 REST calls an
answer), the message shows the columns, as many causes as fit, in row order, the others
counted (never a line cut off), and the whole answer — the table and every cause, as the
messages would have shown them — goes with it as an attached Markdown file
(:data:`FILE_NAME`): an organiser and a player still get the whole of it.
Nothing is computed here: the ranks and causes are those of :mod:`core.questions.compare`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from string import ascii_uppercase

from bot import markup
from bot.i18n import say
from bot.render.entrants import WORDS
from bot.render.layout import DESCRIPTION_BUDGET, Message, md, messages
from bot.service import Loaded
from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, number, render
from core.questions.compare import BY_RULES, Column, Comparison
from core.render.compare import cause_text, ranks_text
from core.render.shapes import SHAPES

MAX_COLUMNS = 8
"""Rule sets (or orders) one /compare shows side by side: a letter each keeps the table
narrow enough for a phone."""

NAME_IN_COMPARE = 24
"""Characters of a name in the rank table (the cause lines show it whole)."""

TABLE_BUDGET = DESCRIPTION_BUDGET - 200
"""Characters of one code block of the table, fences and header included: room is left
in its embed for the line naming the columns."""

FILE_NAME = "compare-{slug}.md"
"""The attached file holding the whole answer when it does not fit one message."""

WARNINGS_SHOWN = 10
"""Distinct warnings listed; the others are counted."""

MOVER = "*"
"""Marks, in the table, a player whose rank is not the same under every column."""


def letter(index: int) -> str:
    """Return the letter naming column ``index`` in the table (A, B, ...)."""
    return ascii_uppercase[index]


def _in_force(column: Column, loaded: Loaded) -> bool:
    st = loaded.standings
    return column.rules == st.rules and column.order == st.order


def columns_line(cmp: Comparison, loaded: Loaded, lang: str = DEFAULT_LANG) -> str:
    """Return the line naming each column's letter: the rule sets and their one order, or
    the orders and their one rule set; the tournament's own settings marked."""
    named = []
    for i, c in enumerate(cmp.columns):
        what = c.title if cmp.by == BY_RULES else ", ".join(c.order)
        key = "bot.compare.column.in-force" if _in_force(c, loaded) else "bot.compare.column"
        named.append(say(key, lang, letter=letter(i), column=md(what)))
    joined = " · ".join(named)
    first = cmp.columns[0]
    if cmp.by == BY_RULES:
        order = ", ".join(first.order) or render(msg("standings.points-only"), lang)
        return say("bot.compare.by-rules", lang, columns=joined, order=order)
    return say("bot.compare.by-orders", lang, columns=joined, rules=md(first.title))


def table_lines(cmp: Comparison, lang: str = DEFAULT_LANG) -> tuple[str, list[str]]:
    """Return the rank table's header and one line per row, columns aligned over all rows:
    number, name (shortened), points (a team's primary score), the rank under each column
    (``3=`` when shared), and ``*`` for an entrant who moves."""
    st = cmp.columns[0].standings
    words = WORDS[st.scope]
    head = [say("bot.standings.column.no", lang), say(words.name_column, lang)]
    head.append(render(SHAPES[st.scope].primary(st), lang))  # points, or a team's MP or GP
    head += [letter(i) for i in range(len(cmp.columns))] + [""]
    cells = [
        [
            str(r.entrant.id),
            markup.plain_line(r.entrant.name, NAME_IN_COMPARE),
            number(r.points, lang),
            *(f"{p.rank}{'=' if p.shared else ''}" for p in r.places),
            MOVER if r.move is not None else "",
        ]
        for r in cmp.rows
    ]
    widths = [
        max(len(h), *(len(c[i]) for c in cells)) if cells else len(h) for i, h in enumerate(head)
    ]

    def line(row: Sequence[str]) -> str:
        text = " ".join(
            c.ljust(w) if i == 1 else c.rjust(w)
            for i, (c, w) in enumerate(zip(row, widths, strict=True))
        )
        return text.rstrip().replace("```", "ˋˋˋ")  # a name must not close the block

    return line(head), [line(c) for c in cells]


def table_blocks(
    cmp: Comparison, lang: str = DEFAULT_LANG, budget: int = TABLE_BUDGET
) -> list[str]:
    """Return the rank table as code blocks of at most ``budget`` characters each, every
    block with the header, every row in exactly one block, in order."""
    header, rows = table_lines(cmp, lang)
    blocks: list[str] = []
    current: list[str] = []
    fixed = len("```\n") + len(header) + 1 + len("\n```")
    size = fixed
    for row in rows:
        if current and size + len(row) + 1 > budget:
            blocks.append(_fence(header, current))
            current, size = [], fixed
        current.append(row)
        size += len(row) + 1
    blocks.append(_fence(header, current))
    return blocks


def _fence(header: str, rows: list[str]) -> str:
    return "```\n" + "\n".join([header, *rows]) + "\n```"


def move_lines(cmp: Comparison, lang: str = DEFAULT_LANG, shown: int | None = None) -> list[str]:
    """Return the heading and one line per player who moves (name, ranks, the cause), or
    the line saying nobody moves; with ``shown``, only the first ``shown`` movers' lines and
    one line counting the others."""
    if not cmp.moves:
        key = "compare.no-moves.rules" if cmp.by == BY_RULES else "compare.no-moves.orders"
        return [md(render(msg(key), lang))]
    moves = cmp.moves if shown is None else cmp.moves[:shown]
    out = [f"**{md(render(msg('compare.moves'), lang))}**"]
    out += [
        say(
            "bot.compare.move",
            lang,
            name=md(r.entrant.name),
            id=r.entrant.id,
            ranks=ranks_text(r),
            cause=md(cause_text(r, lang)),
        )
        for r in moves
    ]
    if len(moves) < len(cmp.moves):
        out.append(say("bot.compare.more-moves", lang, count=len(cmp.moves) - len(moves)))
    return out


def warning_lines(cmp: Comparison, lang: str = DEFAULT_LANG) -> list[str]:
    """Return each distinct warning once, with the columns it comes under (A/B), the
    first few listed and the rest counted."""
    found: dict[tuple[str, str], list[str]] = {}
    for i, c in enumerate(cmp.columns):
        for w in c.standings.warnings:
            found.setdefault((w.code, render(w.message, lang)), []).append(letter(i))
    if not found:
        return []
    out = [say("bot.rules.warnings", lang)]
    for (code, text), letters in list(found.items())[:WARNINGS_SHOWN]:
        out.append(
            say("bot.compare.warning", lang, columns="/".join(letters), code=code, text=md(text))
        )
    if len(found) > WARNINGS_SHOWN:
        out.append(say("bot.compare.more-warnings", lang, count=len(found) - WARNINGS_SHOWN))
    return out


@dataclass(frozen=True, slots=True)
class Answer:
    """A /compare answer: one message, and the whole answer as a file when the message
    holds only part of it (``file``: its name and its UTF-8 bytes)."""

    message: Message
    file: tuple[str, bytes] | None = None


def compare_messages(cmp: Comparison, loaded: Loaded, lang: str = DEFAULT_LANG) -> Answer:
    """Return the comparison for Discord, within its limits, in one message: the columns,
    the rank table (podium and ties first), who moves and why, the warnings; when that is
    more than one message, the columns and the causes that fit (the others counted), with
    the whole of it attached as a Markdown file."""
    t = loaded.tournament
    name = t.name or loaded.linked.slug
    title = md(
        render(msg("compare.title", name=name, round=cmp.rounds_counted, rounds=t.rounds), lang)
    )
    columns = columns_line(cmp, loaded, lang)
    table = [*table_blocks(cmp, lang), say("bot.compare.legend", lang, mark=MOVER), ""]
    warned = warning_lines(cmp, lang)
    warnings = ["", *warned] if warned else []
    words = WORDS[loaded.standings.scope]
    footer = say(words.compare_footer, lang, count=len(cmp.rows), slug=loaded.linked.slug)
    whole_lines = [columns, *table, *move_lines(cmp, lang), *warnings]
    whole = messages(title, whole_lines, footer=footer, lang=lang)
    if len(whole) == 1:
        return Answer(whole[0])
    file = FILE_NAME.format(slug=loaded.linked.slug)
    head = [columns, say("bot.compare.in-file", lang, file=file), ""]
    if warnings and len(messages(title, [*head, *warnings], footer=footer, lang=lang)) > 1:
        # a tie no criterion breaks names every player in it: listed in the file, counted here
        count = len(
            {(w.code, render(w.message, lang)) for c in cmp.columns for w in c.standings.warnings}
        )
        warnings = ["", say("bot.compare.warnings-in-file", lang, count=count)]

    def answer(shown: int) -> list[Message]:
        return messages(
            title, [*head, *move_lines(cmp, lang, shown), *warnings], footer=footer, lang=lang
        )

    low, high = 0, len(cmp.moves)  # the most causes that fit (binary search)
    while low < high:
        mid = (low + high + 1) // 2
        if len(answer(mid)) <= 1:
            low = mid
        else:
            high = mid - 1
    text = "\n".join([f"# {title}", "", *whole_lines, "", footer, ""])
    return Answer(answer(low)[0], (file, text.encode()))


__all__ = [
    "FILE_NAME",
    "MAX_COLUMNS",
    "Answer",
    "columns_line",
    "compare_messages",
    "letter",
    "move_lines",
    "table_blocks",
    "table_lines",
    "warning_lines",
]
