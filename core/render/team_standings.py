"""Team standings as text, Markdown, CSV and JSON (formats.md 6.5), words in the reader's
language: rank, team id, team name, match points, game points, then each code of the order.

A board key (TBR, BBE) shows its numbers joined by ``/`` (board 1 first) in text, Markdown
and CSV, and as a list of numbers in JSON.
"""

from __future__ import annotations

from typing import Any

from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, number, render
from core.render.standings import warning_text
from core.scores import format_score, json_number
from core.teams.codes import BoardKey, TeamValue
from core.teams.standings import TeamStandings


def _cell(v: TeamValue, lang: str, places: int | None) -> str:
    if isinstance(v, BoardKey):
        return "/".join(number(x, lang) for x in v.values)
    return number(v, lang, places)


def _machine(v: TeamValue) -> str:
    if v is None:
        return ""
    if isinstance(v, BoardKey):
        return "/".join(format_score(x) for x in v.values)
    return format_score(v)


def _json(v: TeamValue) -> Any:
    if isinstance(v, BoardKey):
        return [json_number(x) for x in v.values]
    return json_number(v)


def team_cells(st: TeamStandings, lang: str = DEFAULT_LANG) -> list[list[str]]:
    """Return the table's cells row by row: rank, id, name, MP, GP, each code."""
    return [
        [
            f"{r.rank}{'=' if r.shared else ''}",
            str(r.team.id),
            r.team.name,
            number(r.mp, lang),
            number(r.gp, lang),
            *[_cell(r.values[c], lang, st.places[c]) for c in st.order],
        ]
        for r in st.rows
    ]


def _columns(st: TeamStandings, lang: str, *, long: bool) -> list[str]:
    head = [
        render(msg(f"standings.column.{'rank' if long else 'rk'}"), lang),
        render(msg("standings.column.no"), lang),
        render(msg("teamstd.column.team"), lang),
        render(msg("teams.score.mp"), lang),
        render(msg("teams.score.gp"), lang),
    ]
    return head + list(st.order)


def _order_text(st: TeamStandings, lang: str) -> str:
    return ", ".join(st.order) or render(msg("standings.points-only"), lang)


def _title(st: TeamStandings, lang: str) -> str:
    t = st.tournament
    name = t.name or render(msg("standings.tournament"), lang)
    if st.progress is not None and st.progress.provisional:  # not "after" a round in play
        return render(
            msg("standings.title-live", name=name, round=st.progress.round, rounds=t.rounds), lang
        )
    if st.rounds_counted == 0:  # round 1 in progress: nothing is "after" a round yet
        return render(msg("standings.title-before", name=name, round=1, rounds=t.rounds), lang)
    return render(msg("standings.title", name=name, round=st.rounds_counted, rounds=t.rounds), lang)


def render_team_standings_text(st: TeamStandings, lang: str = DEFAULT_LANG) -> str:
    """Render the team standings as an aligned text table, followed by the warnings."""
    rules = msg(
        "teamstd.rules",
        rules=st.rules,
        how=st.rules_how,
        primary=msg(f"teams.score.{st.primary.value.lower()}"),
        order=_order_text(st, lang),
    )
    head = [_title(st, lang), render(rules, lang)]
    if st.progress is not None:
        head.append(render(st.progress.note(), lang))
    cols = _columns(st, lang, long=False)
    table = team_cells(st, lang)
    widths = [
        max(len(c), *(len(row[i]) for row in table)) if table else len(c)
        for i, c in enumerate(cols)
    ]
    line = "  ".join(f"{{:{'<' if i == 2 else '>'}{w}}}" for i, w in enumerate(widths)).format
    lines = [*head, "", line(*cols).rstrip(), *(line(*row).rstrip() for row in table)]
    if st.warnings:
        lines += ["", render(msg("standings.warnings"), lang)]
        lines += [f"  [{w.code}] {warning_text(w, lang)}" for w in st.warnings]
    return "\n".join(lines)


def render_team_standings_markdown(st: TeamStandings, lang: str = DEFAULT_LANG) -> str:
    """Render the team standings as a Markdown table."""
    cols = _columns(st, lang, long=True)
    rules = msg(
        "teamstd.rules-markdown",
        rules=st.rules,
        primary=msg(f"teams.score.{st.primary.value.lower()}"),
        order=_order_text(st, lang),
    )
    lines = [
        f"### {st.tournament.name or render(msg('standings.standings'), lang)}",
        "",
        render(rules, lang),
        "",
        "| " + " | ".join(cols) + " |",
        "|" + "---|" * len(cols),
        *("| " + " | ".join(cells) + " |" for cells in team_cells(st, lang)),
    ]
    if st.warnings:
        lines += [""] + [f"- **{w.code}**: {warning_text(w, lang)}" for w in st.warnings]
    return "\n".join(lines)


def render_team_standings_csv(st: TeamStandings) -> str:
    """Render the team standings as CSV (exact decimals, empty for no value; the same in
    every language, for programs)."""
    import csv
    import io

    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["rank", "shared", "id", "name", "points", "mp", "gp", *st.order])
    for r in st.rows:
        w.writerow(
            [
                r.rank,
                "yes" if r.shared else "",
                r.team.id,
                r.team.name,
                format_score(r.points),
                format_score(r.mp),
                format_score(r.gp),
                *[_machine(r.values[c]) for c in st.order],
            ]
        )
    return out.getvalue()


def team_standings_to_json(st: TeamStandings, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """Return the ``standings --format json`` object of a team event (formats.md 6.5)."""
    t = st.tournament
    return {
        "tournament": {
            "name": t.name,
            "rounds": t.rounds,
            "teams": len(t.teams),
            "boards": t.boards,
            "system": t.system.value,
        },
        "rules": st.rules,
        "primary": st.primary.value,
        "order": list(st.order),
        "after_round": st.rounds_counted,
        "standings": [
            {
                "rank": r.rank,
                "shared": r.shared,
                "id": r.team.id,
                "name": r.team.name,
                "points": json_number(r.points),
                "mp": json_number(r.mp),
                "gp": json_number(r.gp),
                "tiebreaks": {c: _json(v) for c, v in r.values.items()},
            }
            for r in st.rows
        ],
        "warnings": [
            {"code": w.code, "message": warning_text(w, lang), "players": list(w.players)}
            for w in st.warnings
        ],
    }
