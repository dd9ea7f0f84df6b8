"""The sheet in its organiser's language: the ``Language`` setting, ``--lang`` and the
spreadsheet's locale choose it; headers and notes are written in it; switching it rewrites
our headers and notes, never a value, and never makes our own columns look like someone
else's. The real gspread client against the local Sheets server, as in test_sync.py.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest

from core.engine.standings import Standings
from core.errors import InputError
from core.formats.grid import a1
from core.i18n.text import LANGS, render
from core.model import Tournament
from core.questions.place import why_place
from core.render.explanation import render_text
from core.render.why import render_place_text
from core.tiebreaks.registry import describe, parse_code
from sheets_addon import SheetConflictError, SyncOptions, sync_sheet
from sheets_addon.cli import main
from sheets_addon.columns import OWNER_MARK, label_of
from sheets_addon.gateway import SheetsGateway
from sheets_addon.language import HEADER_KEYS, header_collisions, header_text
from sheets_addon.ownership import read_checks
from sheets_addon.sheet_settings import Target
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.events import crosstable_rows, load_event
from tests.sheets_addon.test_sync import ORDER, RULES, expected, writes

OPTIONS = SyncOptions(rules=RULES, order=ORDER)
# The Gros crosstable: a title in row 1, the header in row 2, the 52 players in rows 3..54,
# the organiser's columns A..H; ours are I (Rank), J (Pts), K (BH-C1), L (BH), M (SB).
HEADER_ROW = 1
FIRST = 8
LABELS = ("Rank", "Pts", *ORDER)
CZECH_HEADERS = ["Pořadí", "Body", "BH-C1", "BH", "SB"]
ITALIAN_HEADERS = ["Posizione", "Punti", "BH-C1", "BH", "SB"]


@pytest.fixture(scope="module")
def event() -> Tournament:
    return load_event()


def sheet(
    server: SheetsServer, t: Tournament, *, language: str | None = None, locale: str = "en_US"
) -> tuple[str, str | None]:
    """A crosstable sheet, with a settings block naming ``language`` when given; returns the
    spreadsheet id and the A1 cell of the ``Language`` value."""
    rows = crosstable_rows(t)
    cell = None
    if language is not None:
        rows += [[], ["Tiebreak settings"], ["Language", language]]
        cell = f"B{len(rows)}"
    sid = server.create_spreadsheet(
        t.name,
        sheets={"Results": rows},
        input_option="RAW",
        shared_with=[ACCOUNT],
        locale=locale,
    )
    return sid, cell


def type_into(gateway: SheetsGateway, sid: str, where: str, value: Any) -> None:
    """The organiser types ``value`` into a cell of the results tab, as in the Sheets UI."""
    gateway.client.http_client.values_update(
        sid,
        f"Results!{where}",
        params={"valueInputOption": "USER_ENTERED"},
        body={"values": [[value]]},
    )


def headers(server: SheetsServer, sid: str) -> list[Any]:
    snap = server.snapshot(sid)["Results"]
    return [snap.get(a1(HEADER_ROW, FIRST + i), (None, None))[0] for i in range(len(LABELS) + 1)]


def assert_written_in(
    server: SheetsServer, sid: str, st: Standings, lang: str, want_headers: list[str]
) -> None:
    """Our headers, header notes and value notes are in ``lang``; values are the engine's
    numbers (numbers, not text, whatever the language)."""
    snap = server.snapshot(sid)["Results"]
    assert headers(server, sid) == [*want_headers, None]  # nothing right of our block
    rules_word = {
        "en": "rule set",
        "cs": "sada pravidel",
        "it": "regolamento",
        "bg": "правила",
        "ro": "regulament",
        "tr": "kural seti",
    }[lang]
    for i, _label in enumerate(LABELS):
        note = snap[a1(HEADER_ROW, FIRST + i)][1]
        assert note is not None and note.startswith(OWNER_MARK)
        assert f"{rules_word} {RULES}" in note.splitlines()[0]
    for row in st.rows:
        r = 2 + st.tournament.players.index(row.player)
        assert snap[a1(r, FIRST)] == (row.rank, None)
        assert snap[a1(r, FIRST + 1)] == (float(row.points), None)
        for i, code in enumerate(st.order, start=2):
            value, note = snap.get(a1(r, FIRST + i), (None, None))
            want = row.values[code]
            assert value == (None if want is None else float(want))
            text = render_text(st.explain(row.player.id, code), lang)
            if i == 2:  # the first code's note then says why the player is there
                text += "\n\n" + render_place_text(st, why_place(st, row.player.id), lang)
            assert note == text


def test_the_server_keeps_each_spreadsheets_locale(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    czech, _ = sheet(sheets_server, event, locale="cs_CZ")
    plain, _ = sheet(sheets_server, event)
    assert gateway.client.open_by_key(czech).locale == "cs_CZ"
    assert gateway.client.open_by_key(plain).locale == "en_US"
    gateway.client.open_by_key(plain).update_locale("it_IT")  # File > Settings, via gspread
    assert gateway.client.open_by_key(plain).locale == "it_IT"
    assert gateway.client.open_by_key(czech).locale == "cs_CZ"


def test_a_cs_CZ_sheet_gets_czech_headers_and_notes(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid, _ = sheet(sheets_server, event, locale="cs_CZ")
    result = sync_sheet(gateway, sid, OPTIONS)
    assert (result.lang, result.resolved.lang_from) == ("cs", "locale")
    st = expected(event)
    assert_written_in(sheets_server, sid, st, "cs", CZECH_HEADERS)
    snap = sheets_server.snapshot(sid)["Results"]
    note = snap["K2"][1]
    assert note is not None
    assert note.startswith(f"{OWNER_MARK} Buchholz Cut-1 (BH-C1); poznámka u každé hodnoty")
    assert "do tohoto sloupce nepište" in note
    assert snap["I2"][1] is not None and "pořadí v tabulce" in snap["I2"][1]
    # A value note is the Czech explanation, with the decimal comma.
    some = next(r for r in st.rows if r.values["BH"] is not None and r.values["BH"].denominator > 1)
    row = 2 + event.players.index(some.player)
    assert "," in (snap[a1(row, FIRST + 3)][1] or "").splitlines()[0]
    assert result.summary().endswith("změněno: 265 buněk na listu 'Results', jedním požadavkem")
    # Unchanged results: a second sync in the same language has nothing to write.
    sheets_server.reset_counts()
    assert sync_sheet(gateway, sid, OPTIONS).plan.is_empty
    assert writes(sheets_server) == 0


def test_switching_language_rewrites_headers_and_notes_without_a_conflict(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid, cell = sheet(sheets_server, event, language="cs")
    assert cell is not None
    assert sync_sheet(gateway, sid, OPTIONS).lang == "cs"
    czech = sheets_server.snapshot(sid)["Results"]
    type_into(gateway, sid, cell, "it")  # the organiser switches the sheet to Italian
    sheets_server.reset_counts()
    result = sync_sheet(gateway, sid, OPTIONS)
    assert result.written and (result.lang, result.resolved.lang_from) == ("it", "sheet")
    assert writes(sheets_server) == 1
    st = expected(event)
    assert_written_in(sheets_server, sid, st, "it", ITALIAN_HEADERS)
    italian = sheets_server.snapshot(sid)["Results"]
    # No value changed, no cell appeared or went: only our headers and our notes, and the
    # check codes the header notes carry are the same.
    assert italian.keys() == czech.keys()
    changed = {where for where in czech if czech[where] != italian[where]}
    values_changed = {where for where in changed if czech[where][0] != italian[where][0]}
    assert values_changed == {cell, *(f"{col}2" for col in "IJ")}  # Pořadí, Body: words
    assert {where.rstrip("0123456789") for where in changed - {cell}} <= set("IJKLM")
    for col in "IJKLM":
        assert read_checks(czech[f"{col}2"][1]) == read_checks(italian[f"{col}2"][1])
    # Nothing left to do in Italian; back to English gives exactly an English sync's cells.
    assert sync_sheet(gateway, sid, OPTIONS).plan.is_empty
    type_into(gateway, sid, cell, "en")
    assert sync_sheet(gateway, sid, OPTIONS).written
    english, _ = sheet(sheets_server, event, language="en")
    sync_sheet(gateway, english, OPTIONS)
    assert sheets_server.snapshot(sid) == sheets_server.snapshot(english)


def test_the_standings_tab_switches_language_in_place(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid, cell = sheet(sheets_server, event, language="cs")
    assert cell is not None
    tab = SyncOptions(rules=RULES, order=ORDER, target=Target.STANDINGS_TAB)
    assert sync_sheet(gateway, sid, tab).plan.create_tab
    assert sheets_server.values(sid, "Standings")[0] == ["Pořadí", "Č.", "Jméno", "Body", *ORDER]
    czech = sheets_server.snapshot(sid)["Standings"]
    type_into(gateway, sid, cell, "ro")
    result = sync_sheet(gateway, sid, tab)
    assert result.written and not result.plan.create_tab  # the same tab, not a twin
    assert [t.title for t in result.reading.tabs] == ["Results", "Standings"]
    grid = sheets_server.values(sid, "Standings")
    assert grid[0] == ["Locul", "Nr.", "Nume", "Pct.", *ORDER]
    romanian = sheets_server.snapshot(sid)["Standings"]
    assert romanian.keys() == czech.keys()
    # Below the header row every value (ranks, numbers, names, points, tie-breaks) is kept.
    assert {w: v for w, (v, _) in romanian.items() if not w[1:] == "1"} == {
        w: v for w, (v, _) in czech.items() if not w[1:] == "1"
    }
    head, value = romanian["E1"][1], romanian["E2"][1]
    assert head is not None and f"regulament {RULES}" in head
    assert value is not None and value.startswith("Buchholz trunchiat (-1) (BH-C1) pentru ")


def test_the_settings_key_wins_over_lang_which_wins_over_the_locale(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    with_key, _ = sheet(sheets_server, event, language="Türkçe", locale="cs_CZ")
    result = sync_sheet(gateway, with_key, SyncOptions(rules=RULES, order=ORDER, lang="it"))
    assert (result.lang, result.resolved.lang_from) == ("tr", "sheet")
    assert headers(sheets_server, with_key)[:2] == ["Sıra", "Puan"]
    no_key, _ = sheet(sheets_server, event, locale="cs_CZ")
    result = sync_sheet(gateway, no_key, SyncOptions(rules=RULES, order=ORDER, lang="it"))
    assert (result.lang, result.resolved.lang_from) == ("it", "option")
    assert headers(sheets_server, no_key)[:2] == ["Posizione", "Punti"]
    neither, _ = sheet(sheets_server, event, locale="de_DE")  # not one of the six
    result = sync_sheet(gateway, neither, OPTIONS)
    assert (result.lang, result.resolved.lang_from) == ("en", "default")
    assert headers(sheets_server, neither)[:2] == ["Rank", "Pts"]


def test_cli_lang_prints_the_dry_run_and_summary_in_that_language(
    sheets_server: SheetsServer,
    key_file: Path,
    event: Tournament,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sid, _ = sheet(sheets_server, event)
    before = sheets_server.snapshot(sid)
    monkeypatch.setenv("TIEBREAK_SHEETS_ENDPOINT", sheets_server.url)
    monkeypatch.setenv("GOOGLE_APPLICATION_CREDENTIALS", str(key_file))
    out, err = io.StringIO(), io.StringIO()
    code = main(
        ["sync", sid, "--rules", RULES, "--order", "BH-C1,BH,SB", "--dry-run", "--lang", "bg"],
        stdout=out,
        stderr=err,
    )
    assert code == 0, err.getvalue()
    lines = out.getvalue().splitlines()
    assert lines[0].startswith(
        "'Results'!I2: празна -> 'Място'; нова бележка: "
        f"'{OWNER_MARK} място в класирането, правила {RULES}."
    )
    assert lines[0].endswith(" (+2 реда)")
    assert lines[-1].endswith(
        "пробно изпълнение: за промяна 265 клетки в лист 'Results', нищо не е записано"
    )
    assert sheets_server.snapshot(sid) == before
    # The sheet's own Language wins over --lang, in what is printed too.
    with_key, _ = sheet(sheets_server, event, language="ro")
    out = io.StringIO()
    assert main(["sync", with_key, "--rules", RULES, "--lang", "bg"], stdout=out, stderr=err) == 0
    assert "; modificat: " in out.getvalue() and "printr-o singură cerere" in out.getvalue()


@pytest.mark.parametrize(
    ("first", "second"),
    [("cs", "cs"), ("cs", "it"), ("bg", "tr"), ("ro", "en"), ("en", "it"), ("tr", "bg")],
)
def test_an_organisers_cell_is_refused_in_any_language(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    event: Tournament,
    first: str,
    second: str,
) -> None:
    sid, cell = sheet(sheets_server, event, language=first)
    assert cell is not None
    assert sync_sheet(gateway, sid, OPTIONS).written
    type_into(gateway, sid, cell, second)
    type_into(gateway, sid, "K5", 7)  # a number typed over one of our BH-C1 values
    before = sheets_server.snapshot(sid)
    sheets_server.reset_counts()
    with pytest.raises(SheetConflictError) as info:
        sync_sheet(gateway, sid, OPTIONS)
    assert info.value.cells == [("'Results'!K5", "7")]
    assert info.value.lang == second
    text = info.value.text(second)
    assert "'Results'!K5" in text and "--target standings-tab" in text
    if second != "en":
        assert text != info.value.text("en")
    assert sheets_server.snapshot(sid) == before
    assert writes(sheets_server) == 0


def test_cli_shows_a_conflict_and_bad_settings_in_the_sheets_language(
    sheets_server: SheetsServer,
    key_file: Path,
    gateway: SheetsGateway,
    event: Tournament,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TIEBREAK_SHEETS_ENDPOINT", sheets_server.url)
    monkeypatch.setenv("GOOGLE_APPLICATION_CREDENTIALS", str(key_file))
    sid, _ = sheet(sheets_server, event, locale="cs_CZ")
    assert sync_sheet(gateway, sid, OPTIONS).written
    type_into(gateway, sid, "K5", 7)
    out, err = io.StringIO(), io.StringIO()
    assert (
        main(["sync", sid, "--rules", RULES, "--order", "BH-C1,BH,SB"], stdout=out, stderr=err) == 1
    )
    assert err.getvalue() == (
        "tiebreak-sheets: nic nebylo zapsáno: 1 buňka, kterou by synchronizace přepsala, "
        "obsahuje data, která sama nezapsala: 'Results'!K5 obsahuje: 7. Přesuňte ji nebo ji "
        "vymažte, nebo zvolte jiný cíl (--target standings-tab).\n"
    )
    rows = [
        *crosstable_rows(event),
        [],
        ["Tiebreak settings"],
        ["Order", "BH, XYZ"],
        ["Jazyk", "klingonština"],
    ]
    bad = sheets_server.create_spreadsheet(
        event.name, sheets={"Results": rows}, input_option="RAW", locale="cs_CZ"
    )
    err = io.StringIO()
    assert main(["sync", bad], stdout=out, stderr=err) == 1
    lines = err.getvalue().splitlines()
    assert lines[0] == "tiebreak-sheets: tabulka má 2 problémy; nic nebylo zapsáno:"
    assert lines[1].startswith(f"  Results: B{len(rows) - 1}: neznámé pomocné hodnocení 'XYZ'")
    assert lines[2] == (
        f"  Results: B{len(rows)}: jazyk 'klingonština': očekává se jeden z " + ", ".join(LANGS)
    )


def test_a_glossary_name_carrying_its_code_is_not_followed_by_it_again(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    order = ("BWG", "KS", "BH")
    for lang in LANGS:
        sid, _ = sheet(sheets_server, event, language=lang)
        assert (
            sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=order)).standings.order == order
        )
        snap = sheets_server.snapshot(sid)["Results"]
        for i, code in enumerate(order, start=2):
            value, note = snap[a1(HEADER_ROW, FIRST + i)]
            assert value == code
            assert note is not None
            name = render(describe(parse_code(code)), lang)
            first = note.splitlines()[0]
            assert f"({code}) ({code})" not in first
            # The code once: beside the name, or inside it ("Система Коя (Koya, KS)").
            assert len(re.findall(rf"(?<![\w-]){code}(?![\w-])", first)) == 1, (lang, first)
            assert note.startswith(f"{OWNER_MARK} {name}")
    # The unsure terms carry their code in the name (cs BWG, ro KS); English does not.
    assert "(BWG)" in render(describe(parse_code("BWG")), "cs")
    assert "(KS)" in render(describe(parse_code("KS")), "ro")
    assert "(BWG)" not in render(describe(parse_code("BWG")), "en")


def test_our_headers_are_read_back_in_every_language() -> None:
    assert header_collisions() == []
    for lang in LANGS:
        for label in HEADER_KEYS:
            assert label_of(header_text(label, lang)) == label
        assert label_of(header_text("BH-C1", lang)) == "BH-C1"
    # An organiser's own words are not ours, even those close to ours.
    for text in ("Points", "Pořadí hráče", "rank", "BH-1", ""):
        assert label_of(text) is None


def test_a_bad_language_setting_names_its_cell(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid, cell = sheet(sheets_server, event, language="xx")
    with pytest.raises(InputError) as info:
        sync_sheet(gateway, sid, OPTIONS)
    assert [p.cell for p in info.value.problems] == [cell]
    assert "language 'xx': expected one of en, cs, bg, ro, tr, it" in info.value.text()
    assert writes(sheets_server) == 0
