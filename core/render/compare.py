"""A comparison (:mod:`core.questions.compare`) as text, Markdown and JSON, in the reader's
language.

Text and Markdown write numbers as the language does (``9,5``); JSON keeps JSON numbers and
gives every cause both as text and as its message data. Articles inside causes are
citations (:class:`core.explain.Cite` messages), in the reader's language like the rest.
"""

from __future__ import annotations

from typing import Any

from core.display import display_width, isolate, pad
from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, number, render
from core.questions.compare import BY_RULES, Column, CompareRow, Comparison
from core.render.explanation import msg_to_json
from core.render.shapes import SHAPES
from core.scores import json_number, json_value

SEPARATOR = " | "
"""Between the blocks of two columns in the text table."""


def cause_text(row: CompareRow, lang: str = DEFAULT_LANG) -> str:
    """Return the cause of a row's move in ``lang`` ("" when the player does not move)."""
    if row.move is None:
        return ""
    return render(row.move.cause, lang)


def ranks_text(row: CompareRow) -> str:
    """Return the row's ranks under every column, ``2 / 1 / 1`` (``=`` marks a shared one)."""
    return " / ".join(f"{p.rank}{'=' if p.shared else ''}" for p in row.places)


def _header(cmp: Comparison, lang: str) -> list[str]:
    t = cmp.tournament
    name = t.name or render(msg("compare.tournament"), lang)
    title = render(msg("compare.title", name=name, round=cmp.rounds_counted, rounds=t.rounds), lang)
    first = cmp.columns[0].standings
    if cmp.by == BY_RULES:
        columns = SEPARATOR.join(
            render(msg("compare.rules-how", rules=c.rules, how=c.standings.rules_how), lang)
            for c in cmp.columns
        )
        order = ", ".join(first.order) or render(msg("standings.points-only"), lang)
        line = msg("compare.by-rules", columns=columns, order=order)
    else:
        line = msg(
            "compare.by-orders",
            rules=first.rules,
            how=first.rules_how,
            columns=SEPARATOR.join(c.label for c in cmp.columns),
        )
    return [title, render(line, lang)]


def _block(column: Column, row: CompareRow, index: int, lang: str) -> list[str]:
    place = row.places[index]
    st = column.standings
    return [
        f"{place.rank}{'=' if place.shared else ''}",
        *(number(place.values[c], lang, st.places[c]) for c in column.order),
    ]


def _move_lines(cmp: Comparison, lang: str) -> list[str]:
    moves = cmp.moves
    if not moves:
        key = "compare.no-moves.rules" if cmp.by == BY_RULES else "compare.no-moves.orders"
        return [render(msg(key), lang)]
    out = [render(msg("compare.moves"), lang)]
    for row in moves:
        out.append(
            render(
                msg(
                    "compare.move",
                    player=row.entrant.name,
                    id=row.entrant.id,
                    ranks=ranks_text(row),
                    cause=cause_text(row, lang),
                ),
                lang,
            )
        )
    return out


def _warning_lines(cmp: Comparison, lang: str) -> list[str]:
    """Every column's warnings under its label; once, when every column has the same."""
    out: list[str] = []
    each = [[(w.code, w.message, w.players) for w in c.standings.warnings] for c in cmp.columns]
    if each[0] and all(ws == each[0] for ws in each):
        ws = cmp.columns[0].standings.warnings
        return [
            render(msg("standings.warnings"), lang),
            *(f"  [{w.code}] {render(w.message, lang)}" for w in ws),
        ]
    for column in cmp.columns:
        ws = column.standings.warnings
        if ws:
            out.append(render(msg("compare.warnings", column=column.label), lang))
            out.extend(f"  [{w.code}] {render(w.message, lang)}" for w in ws)
    return out


def _fixed_heads(cmp: Comparison, lang: str) -> list[str]:
    """The heads of the number, the name and the score columns, in the event's words (a
    team's name column and its primary score, MP or GP, as its standings say them)."""
    st = cmp.columns[0].standings
    return [
        render(msg("standings.column.no"), lang),
        render(msg(st.wording.name_column), lang),
        render(SHAPES[st.scope].primary(st), lang),
    ]


def render_compare_text(cmp: Comparison, lang: str = DEFAULT_LANG) -> str:
    """Render a comparison as an aligned text table (one block per column), then every
    move with its cause, then the columns' warnings."""
    fixed = _fixed_heads(cmp, lang)
    blocks = [[render(msg("compare.column.rank"), lang), *c.order] for c in cmp.columns]
    body: list[tuple[list[str], list[list[str]]]] = []
    for row in cmp.rows:
        body.append(
            (
                [str(row.entrant.id), isolate(row.entrant.name), number(row.points, lang)],
                [_block(c, row, i, lang) for i, c in enumerate(cmp.columns)],
            )
        )

    def widths(head: list[str], cells: list[list[str]]) -> list[int]:
        return [
            max(display_width(h), *(display_width(r[i]) for r in cells))
            if cells
            else display_width(h)
            for i, h in enumerate(head)
        ]

    fixed_w = widths(fixed, [f for f, _ in body])
    block_w = [widths(b, [bl[i] for _, bl in body]) for i, b in enumerate(blocks)]
    # A block is at least as wide as its label.
    for i, c in enumerate(cmp.columns):
        short = len(c.label) - (sum(block_w[i]) + 2 * (len(block_w[i]) - 1))
        if short > 0:
            block_w[i][0] += short

    def fmt(cells: list[str], ws: list[int], *, name_at: int | None = None) -> str:
        return "  ".join(
            pad(c, w, left=i == name_at) for i, (c, w) in enumerate(zip(cells, ws, strict=True))
        )

    fixed_width = sum(fixed_w) + 2 * (len(fixed_w) - 1)
    labels = [
        c.label.ljust(sum(ws) + 2 * (len(ws) - 1))
        for c, ws in zip(cmp.columns, block_w, strict=True)
    ]
    lines = [
        *_header(cmp, lang),
        "",
        (" " * fixed_width + SEPARATOR + SEPARATOR.join(labels)).rstrip(),
        SEPARATOR.join(
            [
                fmt(fixed, fixed_w, name_at=1),
                *(fmt(b, ws) for b, ws in zip(blocks, block_w, strict=True)),
            ]
        ),
    ]
    for f, bl in body:
        lines.append(
            SEPARATOR.join(
                [
                    fmt(f, fixed_w, name_at=1),
                    *(fmt(b, ws) for b, ws in zip(bl, block_w, strict=True)),
                ]
            )
        )
    lines += ["", *_move_lines(cmp, lang)]
    warnings = _warning_lines(cmp, lang)
    if warnings:
        lines += ["", *warnings]
    return "\n".join(lines)


def render_compare_markdown(cmp: Comparison, lang: str = DEFAULT_LANG) -> str:
    """Render a comparison as a Markdown table, the moves as a list below it."""
    head = _header(cmp, lang)
    cols = _fixed_heads(cmp, lang)
    for c in cmp.columns:
        cols.append(render(msg("compare.column.rank-of", column=c.label), lang))
        cols.extend(
            render(msg("compare.column.value-of", code=code, column=c.label), lang)
            for code in c.order
        )
    lines = [
        f"### {head[0]}",
        "",
        head[1],
        "",
        "| " + " | ".join(cols) + " |",
        "|" + "---|" * len(cols),
    ]
    for row in cmp.rows:
        cells = [str(row.entrant.id), isolate(row.entrant.name), number(row.points, lang)]
        for i, c in enumerate(cmp.columns):
            cells.extend(_block(c, row, i, lang))
        lines.append("| " + " | ".join(x.replace("|", "/") for x in cells) + " |")
    moves = _move_lines(cmp, lang)
    lines += ["", f"**{moves[0]}**" if cmp.moves else moves[0]]
    if cmp.moves:
        lines += [""] + [f"- {m}" for m in moves[1:]]
    warnings = _warning_lines(cmp, lang)
    if warnings:
        lines += ["", *(w if not w.startswith("  ") else f"- {w.strip()}" for w in warnings)]
    return "\n".join(lines)


def compare_to_json(cmp: Comparison, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """Return the ``compare --format json`` object (docs/compare.md)."""
    t = cmp.tournament
    return {
        "tournament": {"name": t.name, "rounds": t.rounds, "players": len(t.players)},
        "round": cmp.rounds_counted,
        "by": cmp.by,
        "columns": [
            {
                "label": c.label,
                "rules": c.rules,
                "rules_name": c.title,
                "how": render(c.standings.rules_how, lang),
                "order": list(c.order),
            }
            for c in cmp.columns
        ],
        "rows": [_row_json(cmp, row, lang) for row in cmp.rows],
        "warnings": [
            {
                "column": c.label,
                "code": w.code.value,
                "message": render(w.message, lang),
                "players": list(w.players),
            }
            for c, w in cmp.warnings
        ],
    }


def _row_json(cmp: Comparison, row: CompareRow, lang: str) -> dict[str, Any]:
    move = row.move
    return {
        "id": row.entrant.id,
        "name": row.entrant.name,
        "points": json_number(row.points),
        "group": row.group,
        "moves": move is not None,
        "places": [
            {
                "column": c.label,
                "rank": p.rank,
                "shared": p.shared,
                "tiebreaks": {code: json_value(p.values[code]) for code in c.order},
            }
            for c, p in zip(cmp.columns, row.places, strict=True)
        ],
        "cause": None
        if move is None
        else {
            "text": cause_text(row, lang),
            "tiebreak": move.tiebreak,
            "rounds": list(move.rounds),
            "against": list(move.against),
            "message": msg_to_json(move.cause),
        },
    }
