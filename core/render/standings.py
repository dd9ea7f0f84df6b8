"""Standings of either kind of event as text, Markdown, CSV and JSON (formats.md 5, 6.5),
words in the reader's language. A team event's show the team's MP and GP where a player's
points stand; a board key (TBR, BBE) shows its numbers joined by ``/`` (board 1 first) in
text, Markdown and CSV, and as a list of numbers in JSON.

Text and Markdown write numbers as the language does (``13,5``); CSV and JSON stay
machine-readable (a dot, JSON numbers) whatever the language.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from json.encoder import encode_basestring
from typing import Any, cast

from core.display import aligned_lines, isolate
from core.engine.arbiter import order_words, withdrawn_mark
from core.engine.standings import Standings, Warning
from core.i18n.message import Arg, Msg, msg
from core.i18n.text import DEFAULT_LANG, number, render
from core.model import Player
from core.render.game_scores import exact_value, fixed_value, game_totals
from core.render.json_text import Encoded, scalar_text
from core.render.shapes import SHAPES, Extra
from core.scores import Value, format_score, json_number, json_value, machine_value


def table_cells(st: Standings, lang: str = DEFAULT_LANG) -> list[list[str]]:
    """Return the table's cells row by row: rank, number, name, the score (points; a team's
    MP and GP), each tie-break.

    A table repeats few distinct values and the engine hands out one object per distinct
    value (``Engine.values``), so each column formats each value object once, keyed by its
    identity (a Fraction hashes in Python code); the keys stay valid while ``st`` holds the
    values, and two equal values that are different objects are merely formatted twice.
    Formatting every cell instead costs more of a standings run (benchmarks/README.md).
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
    values = [value for _, value in SHAPES[st.scope].scores(st)]
    points: dict[int, str] = {}  # each distinct score object formatted once, as the values
    table: list[list[str]] = []
    for i, r in enumerate(rows):
        scores = []
        for value in values:
            v = value(r)
            text = points.get(id(v))
            if text is None:
                text = points[id(v)] = number(v, lang)
            scores.append(text)
        e = r.entrant
        table.append(
            [
                f"{r.rank}{'=' if r.shared else ''}",
                str(e.id),
                e.name,
                *scores,
                *[column[i] for column in columns],
            ]
        )
    return table


def _title(st: Standings, lang: str) -> str:
    """The title: after round k, or live or before the round in progress (not "after round
    5" while round 5 is being played, nor "after round 0")."""
    t = st.tournament
    name = t.name or render(msg("standings.tournament"), lang)
    pr = st.progress
    if pr is not None and pr.provisional:
        return render(msg("standings.title-live", name=name, round=pr.round, rounds=t.rounds), lang)
    if st.rounds_counted == 0:
        before = 1 if pr is None else pr.round
        return render(msg("standings.title-before", name=name, round=before, rounds=t.rounds), lang)
    return render(msg("standings.title", name=name, round=st.rounds_counted, rounds=t.rounds), lang)


def title_text(st: Standings, lang: str = DEFAULT_LANG) -> str:
    """Return the standings' title in ``lang`` ("…: standings after round 5 of 9")."""
    return _title(st, lang)


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
    marks = [withdrawn_mark(r.entrant, k) for r in st.rows]
    if not any(marks):
        return None
    return ["" if m is None else render(m, lang) for m in marks]


def standings_to_json(
    st: Standings, lang: str = DEFAULT_LANG, *, rows_as_made: bool = False
) -> dict[str, Any]:
    """Return the ``standings --format json`` object (formats.md 5; a team event's, 6.5).

    With ``rows_as_made`` its ``standings`` is a generator of the rows, for
    :func:`core.render.json_text.write_json` to write each as it is made: the rows of
    10,000 players held at once were 4.5 MB of the command's peak memory. A player's row
    in an event without game scores is then made as its JSON text (:func:`_row_texts`).
    """
    t = st.tournament
    # The documented shapes differ by data (core.render.shapes): a team event names its
    # teams, boards, system and primary score (formats.md 6.5), an individual event its
    # players and withdrawals.
    shape = SHAPES[st.scope]
    event: dict[str, Any] = {"name": t.name, "rounds": t.rounds, **shape.event(st)}
    out: dict[str, Any] = {"tournament": event, "rules": st.rules}
    out.update(("primary", p.value) for p in st.primaries)
    out["order"] = list(st.order)
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
    totals = game_totals(st)  # formats.md 7.5: an event with game scores
    rows = _rows(st, shape.extras, totals)
    if rows_as_made:
        texts = shape.texts and totals is None  # a player's rows, one format each
        out["standings"] = Encoded(_row_texts(st)) if texts else rows
    else:
        out["standings"] = list(rows)
    out["warnings"] = [
        {"code": w.code.value, "message": warning_text(w, lang), "players": list(w.players)}
        for w in st.warnings
    ]
    return out


def _rows(
    st: Standings, extras: tuple[Extra, ...], totals: dict[int, dict[str, int]] | None
) -> Iterator[dict[str, Any]]:
    k = st.rounds_counted
    scores = st.scores
    # Each distinct value object's JSON number once, keyed by identity as table_cells keys
    # its texts (the engine shares one object per distinct value; ``st`` keeps them alive;
    # the figure: benchmarks/README.md).
    numbers: dict[int, Any] = {id(None): None}
    for r in st.rows:
        who = r.entrant
        row: dict[str, Any] = {
            "rank": r.rank,
            "shared": r.shared,
            "id": who.id,
            "name": who.name,
            "points": json_number(r.points),
        }
        # a team's MP and GP always (6.5), none named for a player
        row.update({s.value.lower(): json_number(r.scores[s]) for s in scores})
        tiebreaks: dict[str, Any] = {}
        for c, v in r.values.items():
            key = id(v)
            if key in numbers:
                tiebreaks[c] = numbers[key]
            else:
                tiebreaks[c] = numbers[key] = (
                    json_number(v) if type(v) is Fraction else json_value(v)
                )
        row["tiebreaks"] = tiebreaks
        if totals is not None:  # rules.md 12.46: the exact fraction beside a rounded number
            exact = {c: e for c, v in r.values.items() if (e := exact_value(v)) is not None}
            row.update({"exact": exact} if exact else {}, game_scores=totals[r.id])
        row.update({key: value(who, k) for key, value in extras})  # a player's withdrawal
        yield row


def _row_texts(st: Standings) -> Iterator[str]:
    """Return each row of :func:`_rows` of an individual event without game scores as the
    JSON text :func:`~core.render.json_text.write_json` writes for it in the list of the
    standings (two levels deep), one format per row.

    Writing the rows' dicts costs a type look-up, a call and two joins per value, well over
    twice this way's cost for a big table (benchmarks/README.md).
    ``tests/core/test_json_rows.py`` holds the two to the same text.
    """
    rows = st.rows
    k = st.rounds_counted
    # The rows of one standings share their codes, in order: one list of columns makes
    # every row's dict (core.engine.standings._rank).
    codes = list(rows[0].values) if rows else []
    # One format per row: the codes' keys are in it (a "%" of theirs doubled), each value
    # a %s.
    keys = [encode_basestring(c).replace("%", "%%") for c in codes]
    tiebreaks = (
        "{" + ",".join(f"\n        {key}: %s" for key in keys) + "\n      }" if codes else "{}"
    )
    row = (
        '{\n      "rank": %d,\n      "shared": %s,\n      "id": %d,\n      "name": %s,'
        '\n      "points": %s,\n      "tiebreaks": '
        + tiebreaks
        + ',\n      "withdrawn_after": %s\n    }'
    )
    # Each distinct value object's text once, by identity as _rows keys them (the engine
    # shares one object per distinct value; ``st`` keeps them alive).
    texts: dict[int, str] = {}
    for r in rows:
        values = []
        for v in r.values.values():
            text = texts.get(id(v))
            if text is None:
                text = texts[id(v)] = _number_text(v)
            values.append(text)
        points = texts.get(id(r.points))
        if points is None:
            points = texts[id(r.points)] = _number_text(r.points)
        who = cast(Player, r.entrant)  # an individual event's
        w = who.withdrawn_after  # core.engine.arbiter.withdrawn_after, for a player
        yield row % (
            r.rank,
            "true" if r.shared else "false",
            who.id,
            encode_basestring(who.name),
            points,
            *values,
            "null" if w is None or w > k else str(w),
        )


def _number_text(value: Value) -> str:
    """The JSON text of an individual event's value (exact or None: ``json_number``)."""
    assert value is None or isinstance(value, Fraction)
    return scalar_text(json_number(value)) or ""


def _columns(st: Standings, lang: str, *, long: bool) -> list[str]:
    keys = ("rank" if long else "rk", "no")
    head = [render(msg(f"standings.column.{k}"), lang) for k in keys]
    head.append(render(msg(st.wording.name_column), lang))
    head += [render(name, lang) for name, _ in SHAPES[st.scope].scores(st)]
    return head + list(st.order)


def _rules_line(st: Standings, key: str, **args: Arg) -> Msg:
    """The rule set and the order; a team event's names the primary score too."""
    return msg(key, **st.score_args("primary"), **args)


def render_standings_text(st: Standings, lang: str = DEFAULT_LANG) -> str:
    """Render the standings as an aligned text table, followed by the warnings."""
    head = [
        _title(st, lang),
        render(
            _rules_line(
                st,
                st.wording.rules_line,
                rules=st.rules,
                how=st.rules_how,
                order=order_text(st, lang),
            ),
            lang,
        ),
    ]
    if st.progress is not None:  # a round in progress
        head.append(render(st.progress.note(), lang))
    head.append("")
    cols = _columns(st, lang, long=False)
    table = _with_notes(st, lang, cols, table_cells(st, lang))
    extra = _with_player_columns(st, lang, cols, table)
    # The name (and a withdrawal note, the last column) left-aligned, every other column
    # right-aligned, two spaces apart; a name's right-to-left text stays in its cell.
    left = {2, 3 + max(1, len(st.scores)) + len(st.order) + len(extra)} | {
        3 + i for i, k in enumerate(extra) if k != "rating"
    }
    lines = [*head, *aligned_lines(cols, table, left=left)]
    if st.warnings:
        lines += ["", render(msg("standings.warnings"), lang)] + [
            f"  [{w.code}] {warning_text(w, lang)}" for w in st.warnings
        ]
    return "\n".join(lines)


def render_standings_markdown(st: Standings, lang: str = DEFAULT_LANG) -> str:
    """Render the standings as a Markdown table."""
    cols = _columns(st, lang, long=True)
    table = _with_notes(st, lang, cols, table_cells(st, lang))
    _with_player_columns(st, lang, cols, table)
    lines = [
        f"### {isolate(st.tournament.name) or render(msg('standings.standings'), lang)}",
        "",
        render(
            _rules_line(st, st.wording.rules_markdown, rules=st.rules, order=order_text(st, lang)),
            lang,
        ),
        "",
        *([] if st.progress is None else [f"**{render(st.progress.note(), lang)}**", ""]),
        "| " + " | ".join(cols) + " |",
        "|" + "---|" * len(cols),
    ]
    # each cell isolated (a name's right-to-left override ends in its cell, core.display)
    lines.extend("| " + " | ".join(map(isolate, cells)) + " |" for cells in table)
    if st.warnings:
        lines += [""] + [f"- **{w.code}**: {warning_text(w, lang)}" for w in st.warnings]
    return "\n".join(lines)


def render_standings_csv(st: Standings, lang: str = DEFAULT_LANG) -> str:
    """Render the standings as CSV (exact decimals, empty for no value): a team event's adds
    ``mp`` and ``gp`` after ``points``, an individual event's the withdrawals. The header and
    the word ``yes`` are in ``lang`` (English, the default, is the one for programs: ``rank``,
    ``shared``, ...); the tie-break codes and ``mp``, ``gp`` stay codes in every language
    (glossary.md, decision 1). A name that a spreadsheet would run as a formula gets an apostrophe
    before it (:func:`core.render.excel.inert`): the file is opened in Excel as often as it
    is read by a program."""
    import csv  # only this output needs it (benchmarks/README.md)
    import io

    from core.render.excel import inert

    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    live = st.progress is not None and st.progress.provisional
    extras = SHAPES[st.scope].extras  # no withdrawal column for teams (formats.md 6.5)
    named = [s.value.lower() for s in st.scores]

    def word(key: str) -> str:
        return render(msg(f"standings.csv.{key}"), lang)

    yes = word("yes")
    # provisional standings say so on every row (a program reads rows, not notes)
    w.writerow(
        [word(k) for k in ("rank", "shared", "id", "name", "points")]
        + [*named, *st.order]
        + [word(key.replace("_", "-")) for key, _ in extras]
        + ([word("provisional")] if live else [])
    )
    k = st.rounds_counted
    fixed = {s.code for s in st.specs if s.family.scores and s.places}  # TURCAS: 3 decimals
    for r in st.rows:
        cells: list[object] = [
            r.rank,
            yes if r.shared else "",
            r.id,
            inert(r.name),  # a name such as =HYPERLINK(...) is not a formula in Excel
            format_score(r.points),
            *[format_score(r.scores[s]) for s in st.scores],
            *[
                machine_value(r.values[c]) if c not in fixed else fixed_value(r.values[c])
                for c in st.order
            ],
        ]
        for _, value in extras:
            found = value(r.entrant, k)
            cells.append("" if found is None else found)
        w.writerow(cells + ([yes] if live else []))
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


_PLAYER_COLUMNS = ("rating", "federation", "club")


def _with_player_columns(
    st: Standings, lang: str, cols: list[str], table: list[list[str]]
) -> list[str]:
    """Insert after the name the rating, federation and club columns the input gives for
    some player (as chess-results' ranking list shows them), in ``cols`` and ``table``;
    return the ones inserted."""
    entrants = [r.entrant for r in st.rows]  # a team has none of these columns
    shown = [k for k in _PLAYER_COLUMNS if any(getattr(e, k, None) for e in entrants)]
    for i, key in enumerate(shown):
        cols.insert(3 + i, render(msg(f"files.column.{key}"), lang))
        for cells, e in zip(table, entrants, strict=True):
            value = getattr(e, key, None)
            cells.insert(3 + i, "" if value is None else str(value))
    return shown
