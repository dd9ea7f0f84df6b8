"""Standings as text, Markdown, CSV and JSON (formats.md 5), words in the reader's language.

Text and Markdown write numbers as the language does (``13,5``); CSV and JSON stay
machine-readable (a dot, JSON numbers) whatever the language.
"""

from __future__ import annotations

from typing import Any

from core.display import aligned_lines
from core.engine.arbiter import order_words, withdrawn_after, withdrawn_mark
from core.engine.standings import Standings, Warning
from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, number, render
from core.scores import format_score, json_number


def table_cells(st: Standings, lang: str = DEFAULT_LANG) -> list[list[str]]:
    """Return the table's cells row by row: rank, number, name, points, each tie-break.

    A table repeats few distinct values and the engine hands out one object per distinct
    value (``Engine.values``), so each column formats each value object once, keyed by its
    identity (a Fraction hashes in Python code); the keys stay valid while ``st`` holds the
    values, and two equal values that are different objects are merely formatted twice.
    Formatting every cell instead costs 4.4% of a standings run of the 1,000 × 11 benchmark
    event (741 M instructions against 709 M, benchmarks/count_instructions.sh).
    """
    rows = st.rows
    columns: list[list[str]] = []
    for code in st.order:
        places = st.places[code]
        texts: dict[int, str] = {}
        column: list[str] = []
        for r in rows:
            v = r.values[code]
            text = texts.get(id(v))
            if text is None:
                text = texts[id(v)] = number(v, lang, places)
            column.append(text)
        columns.append(column)
    points: dict[int, str] = {}
    table: list[list[str]] = []
    for i, r in enumerate(rows):
        pts = points.get(id(r.points))
        if pts is None:
            pts = points[id(r.points)] = number(r.points, lang)
        table.append(
            [
                f"{r.rank}{'=' if r.shared else ''}",
                str(r.player.id),
                r.player.name,
                pts,
                *[column[i] for column in columns],
            ]
        )
    return table


def warning_text(w: Warning, lang: str = DEFAULT_LANG) -> str:
    """Return a warning's message in ``lang``."""
    return render(w.message, lang)


def order_text(st: Standings, lang: str = DEFAULT_LANG) -> str:
    """Return the order applied (``BH-C1, BH, SB``, ``…, LOTS (lots, seed 4711)``), or the
    words for none."""
    seed = st.tournament.lots_seed
    return ", ".join(render(order_words(c, seed), lang) for c in st.order) or render(
        msg("standings.points-only"), lang
    )


def withdrawn_notes(st: Standings, lang: str = DEFAULT_LANG) -> list[str] | None:
    """Return each row's withdrawal mark (``withdrew after round 4``, or empty), or None
    when nobody in the standings has withdrawn."""
    k = st.rounds_counted
    marks = [withdrawn_mark(r.player, k) for r in st.rows]
    if not any(marks):
        return None
    return ["" if m is None else render(m, lang) for m in marks]


def standings_to_json(st: Standings, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """Return the ``standings --format json`` object (formats.md 5)."""
    t = st.tournament
    out: dict[str, Any] = {
        "tournament": {"name": t.name, "rounds": t.rounds, "players": len(t.players)},
        "rules": st.rules,
        "order": list(st.order),
    }
    if "LOTS" in st.order:  # the seed the drawing of lots used
        out["lots_seed"] = t.lots_seed
    # which rounds are counted, the round in progress, provisional or not
    pr = st.progress
    out["after_round"] = st.rounds_counted if pr is None else pr.after_round
    out["in_progress"] = (
        None
        if pr is None
        else {
            "round": pr.round,
            "finished": [list(g) for g in pr.finished],
            "pending": [list(g) for g in pr.pending],
            "note": render(pr.note(), lang),
        }
    )
    out["provisional"] = pr is not None and pr.provisional
    out.update(
        {
            "standings": [
                {
                    "rank": r.rank,
                    "shared": r.shared,
                    "id": r.player.id,
                    "name": r.player.name,
                    "points": float(r.points),
                    "tiebreaks": {c: json_number(v) for c, v in r.values.items()},
                    "withdrawn_after": withdrawn_after(r.player, st.rounds_counted),
                }
                for r in st.rows
            ],
            "warnings": [
                {"code": w.code, "message": warning_text(w, lang), "players": list(w.players)}
                for w in st.warnings
            ],
        }
    )
    return out


def _columns(st: Standings, lang: str, *, long: bool) -> list[str]:
    keys = ("rank" if long else "rk", "no", "name", "pts")
    return [render(msg(f"standings.column.{k}"), lang) for k in keys] + list(st.order)


def render_standings_text(st: Standings, lang: str = DEFAULT_LANG) -> str:
    """Render the standings as an aligned text table, followed by the warnings."""
    t = st.tournament
    live = st.progress is not None and st.progress.provisional
    before = st.progress is not None and not live and st.progress.after_round == 0
    head = [
        render(
            msg(
                # not "after round 5" while round 5 is still being played
                "standings.title-live"
                if live
                else "standings.title-before"
                if before
                else "standings.title",
                name=t.name or render(msg("standings.tournament"), lang),
                round=st.progress.round if (live or before) and st.progress else st.rounds_counted,
                rounds=t.rounds,
            ),
            lang,
        ),
        render(
            msg("standings.rules", rules=st.rules, how=st.rules_how, order=order_text(st, lang)),
            lang,
        ),
    ]
    if st.progress is not None:  # a round in progress
        head.append(render(st.progress.note(), lang))
    head.append("")
    cols = _columns(st, lang, long=False)
    table = _with_notes(st, lang, cols, table_cells(st, lang))
    # The name (and a withdrawal note, the last column) left-aligned, every other column
    # right-aligned, two spaces apart; a name's right-to-left text stays in its cell.
    lines = [*head, *aligned_lines(cols, table, left={2, 4 + len(st.order)})]
    if st.warnings:
        lines += ["", render(msg("standings.warnings"), lang)] + [
            f"  [{w.code}] {warning_text(w, lang)}" for w in st.warnings
        ]
    return "\n".join(lines)


def render_standings_markdown(st: Standings, lang: str = DEFAULT_LANG) -> str:
    """Render the standings as a Markdown table."""
    cols = _columns(st, lang, long=True)
    table = _with_notes(st, lang, cols, table_cells(st, lang))
    lines = [
        f"### {st.tournament.name or render(msg('standings.standings'), lang)}",
        "",
        render(msg("standings.rules-markdown", rules=st.rules, order=order_text(st, lang)), lang),
        "",
        *([] if st.progress is None else [f"**{render(st.progress.note(), lang)}**", ""]),
        "| " + " | ".join(cols) + " |",
        "|" + "---|" * len(cols),
    ]
    lines.extend("| " + " | ".join(cells) + " |" for cells in table)
    if st.warnings:
        lines += [""] + [f"- **{w.code}**: {warning_text(w, lang)}" for w in st.warnings]
    return "\n".join(lines)


def render_standings_csv(st: Standings) -> str:
    """Render the standings as CSV (exact decimals, empty for no value; the same in every
    language, for programs)."""
    import csv  # only this output needs it (about 1% of a run's start-up)
    import io

    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    live = st.progress is not None and st.progress.provisional
    # provisional standings say so on every row (a program reads rows, not notes)
    w.writerow(
        ["rank", "shared", "id", "name", "points", *st.order, "withdrawn_after"]
        + (["provisional"] if live else [])
    )
    k = st.rounds_counted
    for r in st.rows:
        out_after = withdrawn_after(r.player, k)
        w.writerow(
            [
                r.rank,
                "yes" if r.shared else "",
                r.player.id,
                r.player.name,
                format_score(r.points),
                *["" if r.values[c] is None else format_score(r.values[c]) for c in st.order],
                "" if out_after is None else out_after,
            ]
            + (["yes"] if live else [])
        )
    return out.getvalue()


def _with_notes(
    st: Standings, lang: str, cols: list[str], table: list[list[str]]
) -> list[list[str]]:
    """Add the column of withdrawal marks to ``cols`` and ``table`` when someone withdrew."""
    notes = withdrawn_notes(st, lang)
    if notes is None:
        return table
    cols.append(render(msg("standings.column.note"), lang))
    return [[*cells, n] for cells, n in zip(table, notes, strict=True)]
