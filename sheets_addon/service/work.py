"""What each endpoint computes, as plain functions of a checked request body: the reader,
engine, planner and renderers ``tiebreak-sheets`` and ``tiebreak`` use, behind a
:class:`~sheets_addon.service.request_gateway.RequestGateway`.

Every function returns the answer's JSON object or raises
:class:`~sheets_addon.service.problems.ServiceRefusal` with the message in the sheet's
language (the sheet's ``Language`` setting, else the request's ``options.lang``, else the
spreadsheet's locale, else English, as the sync chooses).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from core.engine.standings import Standings
from core.errors import InputError, Problem, TiebreakError
from core.formats.validate import check_summary
from core.i18n.message import msg
from core.i18n.text import language_of, languages, render
from core.model import PlayerId
from core.render.standings import warning_text
from sheets_addon.encoding import qualified
from sheets_addon.errors import SheetConflictError, SheetInputError, SheetsError
from sheets_addon.layout import SheetReading, read_sheet
from sheets_addon.report import sheet_report
from sheets_addon.service import answers
from sheets_addon.service.problems import ServiceRefusal
from sheets_addon.service.request_gateway import RequestGateway
from sheets_addon.settings import Resolved, SyncOptions, resolve
from sheets_addon.sheet_settings import Target
from sheets_addon.sync import sheet_standings, sync_sheet

Body = Mapping[str, Any]


def hint_lang(body: Any) -> str:
    """The language of a refusal before the sheet is read: ``options.lang``, else the
    spreadsheet's locale, else English."""
    if isinstance(body, dict):
        options = body.get("options")
        if isinstance(options, dict) and isinstance(options.get("lang"), str):
            found = language_of(options["lang"])
            if found:
                return found
        sheet = body.get("spreadsheet")
        if isinstance(sheet, dict) and isinstance(sheet.get("properties"), dict):
            locale = sheet["properties"].get("locale")
            if isinstance(locale, str) and language_of(locale):
                return str(language_of(locale))
    return "en"


def options_of(body: Body) -> SyncOptions:
    """The sync options of a request (absent fields: as the sheet says)."""
    o = body.get("options") or {}
    return SyncOptions(
        worksheet=o.get("tab"),
        rules=o.get("rules"),
        order=tuple(o["order"]) if "order" in o else None,
        target=Target(o["target"]) if "target" in o else None,
        lang=o.get("lang"),
        live=bool(o.get("live", False)),
    )


def _problem(p: Problem, lang: str) -> dict[str, Any]:
    return {
        "tab": p.source or None,
        "cell": p.cell,
        "range": qualified(p.source, *_rc(p.cell)) if p.source and p.cell else None,
        "message": render(p.message, lang),
        "text": p.text(lang),
    }


def _rc(cell: str) -> tuple[int, int]:
    m = re.fullmatch(r"([A-Z]+)([0-9]+)", cell)
    if m is None:
        return 0, 0
    col = 0
    for ch in m.group(1):
        col = col * 26 + ord(ch) - 64
    return int(m.group(2)) - 1, col - 1


def refusal(exc: TiebreakError, lang: str) -> ServiceRefusal:
    """The refusal of an error the reader, engine or planner raised."""
    if isinstance(exc, SheetInputError | SheetsError) and exc.lang:
        lang = exc.lang
    if isinstance(exc, InputError):
        head = render(msg("sheets.cli.problems", count=len(exc.problems)), lang)
        lines = [p.text(lang) for p in exc.problems]
        return ServiceRefusal(
            "input",
            "\n".join([head, *lines]),
            lang=lang,
            extra={"problems": [_problem(p, lang) for p in exc.problems]},
        )
    if isinstance(exc, SheetConflictError):
        return ServiceRefusal(
            "conflict", exc.text(lang), lang=lang, extra={"cells": [w for w, _ in exc.cells]}
        )
    if isinstance(exc, SheetsError):
        return ServiceRefusal("sheet", exc.text(lang), lang=lang)
    return ServiceRefusal("input", exc.text(lang), lang=lang)


def _guard(fn: Callable[[Body, str], dict[str, Any]]) -> Callable[[Body, str], dict[str, Any]]:
    def run(body: Body, key: str) -> dict[str, Any]:
        try:
            return fn(body, key)
        except TiebreakError as exc:
            if isinstance(exc, ServiceRefusal):
                raise
            raise refusal(exc, hint_lang(body)) from exc

    run.__name__ = fn.__name__
    run.__doc__ = fn.__doc__
    return run


def _read(body: Body, key: str, *, want_standings: bool = True) -> tuple[SheetReading, Resolved]:
    options = options_of(body)
    gateway = RequestGateway(body["spreadsheet"])
    reading = read_sheet(
        gateway, key, worksheet=options.worksheet, want_standings=want_standings, lang=options.lang
    )
    return reading, resolve(options, reading.settings, reading.locale)


def _warnings(st: Standings, lang: str) -> list[str]:
    return [warning_text(w, lang) for w in st.warnings]


@_guard
def update(body: Body, key: str) -> dict[str, Any]:
    """``POST /v1/update``: the cells ``tiebreak-sheets sync`` would write, for the script to
    apply (the planner of :mod:`sheets_addon.writer` through :func:`sync_sheet`)."""
    gateway = RequestGateway(body["spreadsheet"])
    result = sync_sheet(gateway, key, options_of(body))
    tab = result.plan.tab.title
    titles = {t.sheet_id: t.title for t in result.reading.tabs}
    out: dict[str, Any] = {"lang": result.lang, "summary": result.summary()}
    out["warnings"] = _warnings(result.standings, result.lang)
    out.update(answers.translate(gateway.batches, titles, tab))
    checks = []
    if gateway.batches and not result.plan.create_tab:
        found = next((t for t in result.reading.tabs if t.title == tab), None)
        size = (found.rows, found.columns) if found is not None else (0, 0)
        checks.append(answers.expect(gateway.grids.get(tab, []), tab, size))
    out["expect"] = checks
    out["cells"] = len(result.plan.changes) if gateway.batches else 0
    return out


@_guard
def check(body: Body, key: str) -> dict[str, Any]:
    """``POST /v1/check``: every problem of the tab's data and settings, each with its cell
    (as ``tiebreak check`` and the sync report them), or a line saying all is well."""
    lang = hint_lang(body)
    try:
        reading, resolved = _read(body, key, want_standings=False)
        lang = resolved.lang
        st = sheet_standings(reading, resolved)
    except InputError as exc:
        if isinstance(exc, SheetInputError) and exc.lang:
            lang = exc.lang
        head = render(msg("sheets.cli.problems", count=len(exc.problems)), lang)
        return {
            "lang": lang,
            "ok": False,
            "summary": head,
            "problems": [_problem(p, lang) for p in exc.problems],
            "warnings": [],
        }
    t = reading.reading.tournament
    tab = repr(reading.results.title)
    line = check_summary(t, tab)
    summary = render(line, lang)
    if st.progress is not None:
        summary = render(st.progress.note(), lang) + "\n" + summary
    return {
        "lang": lang,
        "ok": True,
        "summary": summary,
        "problems": [],
        "warnings": _warnings(st, lang),
    }


def _standings(body: Body, key: str) -> tuple[Standings, str]:
    reading, resolved = _read(body, key, want_standings=False)
    return sheet_standings(reading, resolved), resolved.lang


@_guard
def entrants(body: Body, key: str) -> dict[str, Any]:
    """``POST /v1/entrants``: the tab's players (a team event's teams) in standings order,
    for the sidebars' pickers."""
    st, lang = _standings(body, key)
    return {
        "lang": lang,
        "order": list(st.order),
        "entrants": [{"no": int(r.id), "name": r.entrant.name, "rank": r.rank} for r in st.rows],
    }


def _entrant(st: Standings, query: str) -> PlayerId:
    from core.players import find_entrant

    return PlayerId(int(find_entrant(st.tournament, query).id))


@_guard
def explain(body: Body, key: str) -> dict[str, Any]:
    """``POST /v1/explain``: a player's tie-breaks explained, as ``tiebreak explain`` writes
    them (one tie-break with ``tiebreak``, else every one of the order)."""
    from core.render.explanation import render_player_head, render_text

    st, lang = _standings(body, key)
    pid = _entrant(st, str(body["player"]))
    codes = [str(body["tiebreak"])] if body.get("tiebreak") else list(st.order)
    parts = [
        render_player_head(st, pid, lang),
        *(render_text(st.explain(pid, c), lang) for c in codes),
    ]
    if st.progress is not None:
        parts.insert(0, render(st.progress.note(), lang))
    return {"lang": lang, "text": "\n\n".join(parts), "warnings": _warnings(st, lang)}


@_guard
def why(body: Body, key: str) -> dict[str, Any]:
    """``POST /v1/why``: why A stands above B (or level), as ``tiebreak why`` says it."""
    from core.engine.why import why as why_of
    from core.render.why import render_why_text

    st, lang = _standings(body, key)
    a, b = _entrant(st, str(body["a"])), _entrant(st, str(body["b"]))
    if a == b:
        raise ServiceRefusal("input", render(msg(st.wording.same_entrant), lang), lang=lang)
    text = render_why_text(why_of(st, a, b), lang)
    if st.progress is not None:
        text = render(st.progress.note(), lang) + "\n\n" + text
    return {"lang": lang, "text": text, "warnings": _warnings(st, lang)}


@_guard
def report(body: Body, key: str) -> dict[str, Any]:
    """``POST /v1/report``: the standings page of the tab (one HTML file), as
    ``tiebreak-sheets report`` writes it."""
    from core.cli.commands import UsageError
    from core.cli.report import parse_players

    lang = hint_lang(body)
    try:
        players = parse_players(body.get("players"))
    except UsageError as exc:
        raise ServiceRefusal("bad-request", exc.text(lang), lang=lang) from exc
    page = sheet_report(
        RequestGateway(body["spreadsheet"]),
        key,
        options_of(body),
        after_round=body.get("afterRound"),
        players=players,
    )
    title = str((body["spreadsheet"].get("properties") or {}).get("title") or "standings")
    name = re.sub(r"[^\w.-]+", "-", title, flags=re.UNICODE).strip("-.") or "standings"
    return {"lang": page.resolved.lang, "filename": f"{name}.html", "html": page.html}


@_guard
def settings(body: Body, key: str) -> dict[str, Any]:
    """``POST /v1/settings``: the cells that write the rule set, order and language of
    ``settings`` into the tab's ``Tiebreak settings`` block (docs/grids.md 6), planned by
    :func:`sheets_addon.settings_block.plan_settings_block`, as an ``UpdateAnswer`` for the
    script to apply; with the block's values after it and the choices of the Settings page.
    Without ``settings`` it writes nothing and says what the block holds."""
    from core.rules import RULE_SET_NAMES
    from core.tiebreaks.registry import known_codes
    from sheets_addon.settings_block import plan_settings_block

    options = options_of(body)
    gateway = RequestGateway(body["spreadsheet"])
    wanted = {k: str(v) for k, v in (body.get("settings") or {}).items()}
    plan = plan_settings_block(gateway, key, wanted, worksheet=options.worksheet, lang=options.lang)
    tab = plan.tab.title
    line = (
        msg("sheets.settings.written", tab=repr(tab), cell=plan.first_cell)
        if plan.cells
        else msg("sheets.settings.unchanged", tab=repr(tab))
    )
    out: dict[str, Any] = {"lang": plan.lang, "summary": render(line, plan.lang), "warnings": []}
    out.update(answers.translate(gateway.batches, {plan.tab.sheet_id: tab}, tab))
    out["expect"] = (
        [answers.expect(gateway.grids.get(tab, []), tab, (plan.tab.rows, plan.tab.columns))]
        if gateway.batches
        else []
    )
    out["cells"] = plan.cells
    out["settings"] = {
        "rules": plan.after.rules,
        "order": plan.after.order,
        "language": plan.after.language,
    }
    out["choices"] = {
        "rules": list(RULE_SET_NAMES),
        "tiebreaks": known_codes(),
        "languages": list(languages()),
    }
    return out


ENDPOINTS: dict[str, tuple[str, Callable[[Body, str], dict[str, Any]]]] = {
    "/v1/update": ("UpdateRequest", update),
    "/v1/check": ("SheetRequest", check),
    "/v1/entrants": ("SheetRequest", entrants),
    "/v1/explain": ("ExplainRequest", explain),
    "/v1/why": ("WhyRequest", why),
    "/v1/report": ("ReportRequest", report),
    "/v1/settings": ("SettingsRequest", settings),
}
"""Each signed endpoint: the schema of its body and the function that answers it."""
