"""``POST /v1/settings``: the Settings page's rule set, order and language written into the
tab's ``Tiebreak settings`` block by cells the service plans (the script plans no write),
applied as the script applies an update; the next update reads them. A value that is not
one is refused with its cell, in the sheet's language, and nothing is planned."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from core.formats.grid_settings import settings_key
from core.i18n.text import languages
from sheets_addon.gateway import SheetsGateway
from sheets_addon.settings_block import KEY_WORDS
from tests.reversed_locale import LANG, write_reversed
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.events import crosstable_rows, load_event
from tests.sheets_addon.service.conftest import Service, script_apply, script_request


def _sheet(sheets_server: SheetsServer, rows: list[list[Any]], locale: str = "cs_CZ") -> str:
    return sheets_server.create_spreadsheet(
        "Club", sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT], locale=locale
    )


def _values(gateway: SheetsGateway, sid: str) -> list[list[str]]:
    rows = gateway.read_cells(sid, ["Results"])["Results"]
    return [[str(c.get("formattedValue", "")) for c in row] for row in rows]


def test_the_key_words_are_keys_the_block_reader_knows() -> None:
    for words in KEY_WORDS.values():
        assert {k: settings_key(w) for k, w in words.items()} == {k: k for k in words}


def test_a_new_block_below_the_table_then_changed_and_read_by_the_update(
    service: Service, sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    rows = crosstable_rows(load_event())
    sid = _sheet(sheets_server, rows)
    token = service.store.create(sid).text
    post = lambda extra: service.post(  # noqa: E731
        "/v1/settings", {"spreadsheet": script_request(gateway, sid), **extra}, token
    )

    read = post({})
    assert read.status_code == 200, read.text
    answer = read.json()
    assert answer["cells"] == 0 and answer["writes"] == []
    assert answer["settings"] == {"rules": None, "order": None, "language": None}
    assert "fide-2026" in answer["choices"]["rules"] and "BH-C1" in answer["choices"]["tiebreaks"]
    assert answer["lang"] == "cs"  # the locale, as the sync chooses

    wanted = {"rules": "fide-2024", "order": "BH-C1, SB", "language": "Italiano"}
    answer = post({"settings": wanted}).json()
    assert answer["settings"] == {"rules": "fide-2024", "order": "BH-C1, SB", "language": "it"}
    assert answer["lang"] == "it" and answer["cells"] > 0 and answer["expect"]
    script_apply(gateway, sid, answer)
    grid = _values(gateway, sid)
    top = len(rows) + 1  # one empty row below the table
    assert grid[top][0] == "Tiebreak settings"
    assert [r[:2] for r in grid[top + 1 : top + 4]] == [
        ["Pravidla", "fide-2024"],  # the keys in the sheet's language then (Czech)
        ["Pořadí", "BH-C1, SB"],
        ["Jazyk", "it"],
    ]
    update = service.post("/v1/update", {"spreadsheet": script_request(gateway, sid)}, token)
    assert update.status_code == 200, update.text
    assert update.json()["lang"] == "it" and "fide-2024" in update.json()["summary"]

    # a key changed in its row, one removed (the last row takes its place): no gap
    answer = post({"settings": {"rules": "fide-2026", "order": ""}}).json()
    assert answer["settings"] == {"rules": "fide-2026", "order": None, "language": "it"}
    script_apply(gateway, sid, answer)
    grid = _values(gateway, sid)
    assert [r[:2] for r in grid[top + 1 : top + 3]] == [["Pravidla", "fide-2026"], ["Jazyk", "it"]]
    assert top + 3 >= len(grid) or not any(grid[top + 3][:2])
    again = post({"settings": {"rules": "fide-2026"}}).json()
    assert again["cells"] == 0 and again["writes"] == [] and "nulla" in again["summary"]


@pytest.mark.parametrize(
    ("wanted", "words"),
    [
        ({"rules": "fide-1999"}, "fide-1999"),
        ({"order": "BH, XYZ"}, "XYZ"),
        ({"language": "Klingon"}, "Klingon"),
    ],
)
def test_a_value_that_is_not_one_is_refused_with_its_cell_in_the_sheets_language(
    service: Service,
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    wanted: dict[str, str],
    words: str,
) -> None:
    rows = crosstable_rows(load_event())
    block = [["Tiebreak settings"], ["Rules", "fide"], ["Language", "cs"]]
    sid = _sheet(sheets_server, [*rows, [], *block], locale="en_GB")
    token = service.store.create(sid).text
    body = {"spreadsheet": script_request(gateway, sid), "settings": wanted}
    refused = service.post("/v1/settings", body, token)
    assert refused.status_code == 422, refused.text
    error = refused.json()["error"]
    assert error["lang"] == "cs" and words in error["message"]
    [problem] = error["problems"]
    assert problem["tab"] == "Results" and problem["cell"].startswith("B")
    assert "Traceback" not in refused.text


def test_unknown_fields_and_wrong_types_are_refused(
    service: Service, sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    sid = _sheet(sheets_server, crosstable_rows(load_event()))
    token = service.store.create(sid).text
    sheet = script_request(gateway, sid)
    for settings in ({"target": "columns"}, {"rules": 7}):
        answer = service.post("/v1/settings", {"spreadsheet": sheet, "settings": settings}, token)
        assert answer.status_code == 400 and answer.json()["error"]["code"] == "bad-request"


def test_a_removed_key_takes_the_blocks_last_row_and_other_keys_are_kept(
    service: Service, sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    rows = crosstable_rows(load_event())
    block = [
        ["Tiebreak settings"],
        ["Rules", "fide"],
        ["Order", "BH", "SB"],
        ["Start date", "2025-09-13"],
    ]
    sid = _sheet(sheets_server, [*rows, [], *block], locale="en_GB")
    token = service.store.create(sid).text
    body = {"spreadsheet": script_request(gateway, sid), "settings": {"rules": ""}}
    answer = service.post("/v1/settings", body, token).json()
    assert answer["settings"] == {"rules": None, "order": "BH, SB", "language": None}
    script_apply(gateway, sid, answer)
    top = len(rows) + 1
    assert [[*r, "", ""][:3] for r in _values(gateway, sid)[top : top + 3]] == [
        ["Tiebreak settings", "", ""],
        ["Start date", "2025-09-13", ""],
        ["Order", "BH", "SB"],
    ]
    grid = _values(gateway, sid)
    assert len(grid) <= top + 3 or not any(grid[top + 3]), "the block's old last row is blank"
    update = service.post("/v1/update", {"spreadsheet": script_request(gateway, sid)}, token)
    assert update.status_code == 200, update.text


def test_the_language_choices_are_the_languages_present_when_asked(
    service: Service,
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A language added by a folder of files (docs/translating.md) after the service's
    # modules were imported is offered as the settings block accepts it: the choices are
    # read when asked, not when the module was imported.
    write_reversed(tmp_path / "locales")
    monkeypatch.setenv("TIEBREAK_LOCALES_DIR", str(tmp_path / "locales"))
    monkeypatch.setenv("TIEBREAK_CACHE_DIR", str(tmp_path / "cache"))
    sid = _sheet(sheets_server, crosstable_rows(load_event()))
    token = service.store.create(sid).text
    answer = service.post(
        "/v1/settings", {"spreadsheet": script_request(gateway, sid)}, token
    ).json()
    assert answer["choices"]["languages"] == list(languages())
    assert LANG in answer["choices"]["languages"] and "cs" in answer["choices"]["languages"]
    chosen = service.post(
        "/v1/settings",
        {"spreadsheet": script_request(gateway, sid), "settings": {"language": LANG}},
        token,
    ).json()
    assert chosen["settings"]["language"] == LANG, chosen
