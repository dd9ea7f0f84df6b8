"""The sidebars' endpoints answer as the command line does (check, explain, why, the
report page), in the sheet's language; /healthz and /metrics."""

from __future__ import annotations

from typing import Any

import pytest
from prometheus_client.parser import text_string_to_metric_families

from core.engine.standings import compute_standings
from core.render.explanation import render_text
from core.render.why import render_why_text
from sheets_addon.gateway import SheetsGateway
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.events import crosstable_rows, load_event
from tests.sheets_addon.service.conftest import Service, script_request

ORDER = ["BH-C1", "BH", "SB"]


@pytest.fixture
def posted(sheets_server: SheetsServer, gateway: SheetsGateway) -> dict[str, Any]:
    sid = sheets_server.create_spreadsheet(
        "Gros 2010",
        sheets={"Results": crosstable_rows(load_event())},
        input_option="RAW",
        shared_with=[ACCOUNT],
        locale="it_IT",
    )
    return {
        "spreadsheet": script_request(gateway, sid),
        "options": {"rules": "fide-2026", "order": ORDER},
    }


def _token(service: Service, posted: dict[str, Any]) -> str:
    return service.store.create(posted["spreadsheet"]["spreadsheetId"]).text


def test_entrants_explain_and_why(service: Service, posted: dict[str, Any]) -> None:
    token = _token(service, posted)
    st = compute_standings(load_event(), rules="fide-2026", order=tuple(ORDER))
    listed = service.post("/v1/entrants", posted, token).json()
    assert listed["lang"] == "it" and listed["order"] == ORDER
    assert [e["no"] for e in listed["entrants"]] == [int(r.id) for r in st.rows]
    first, second = st.rows[0], st.rows[1]
    answer = service.post(
        "/v1/explain", {**posted, "player": str(first.id), "tiebreak": "BH"}, token
    ).json()
    assert render_text(st.explain(first.id, "BH"), "it") in answer["text"]
    from core.engine.why import why

    answer = service.post(
        "/v1/why", {**posted, "a": first.entrant.name, "b": str(second.id)}, token
    ).json()
    assert answer["text"] == render_why_text(why(st, first.id, second.id), "it")
    same = service.post("/v1/why", {**posted, "a": "1", "b": "1"}, token)
    assert same.status_code == 422 and same.json()["error"]["lang"] == "it"
    nobody = service.post("/v1/explain", {**posted, "player": "Nobody Atall"}, token)
    assert nobody.status_code == 422 and nobody.json()["error"]["message"]


def test_check_names_each_problem_by_its_cell(
    service: Service, sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    rows = crosstable_rows(load_event())
    ok_id = sheets_server.create_spreadsheet(
        "Ok", sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    bad_rows = [list(r) for r in rows]
    bad_rows[4][4] = "banana"
    bad_id = sheets_server.create_spreadsheet(
        "Bad", sheets={"Results": bad_rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    good = service.post(
        "/v1/check",
        {"spreadsheet": script_request(gateway, ok_id)},
        service.store.create(ok_id).text,
    ).json()
    assert good["ok"] and good["problems"] == [] and good["summary"]
    bad = service.post(
        "/v1/check",
        {"spreadsheet": script_request(gateway, bad_id)},
        service.store.create(bad_id).text,
    ).json()
    assert not bad["ok"]
    assert any(p["cell"] == "E5" and p["range"] == "'Results'!E5" for p in bad["problems"]), bad
    update = service.post(
        "/v1/update",
        {"spreadsheet": script_request(gateway, bad_id)},
        service.store.create(bad_id).text,
    )
    assert update.status_code == 422
    assert update.json()["error"]["problems"] == bad["problems"]


def test_the_report_page(service: Service, posted: dict[str, Any]) -> None:
    token = _token(service, posted)
    answer = service.post("/v1/report", {**posted, "players": "tied"}, token).json()
    assert answer["filename"] == "Gros-2010.html" and answer["lang"] == "it"
    assert answer["html"].startswith("<!DOCTYPE html>") or answer["html"].lower().startswith(
        "<!doctype html>"
    )
    bad = service.post("/v1/report", {**posted, "players": "some"}, token)
    assert bad.status_code == 400


def test_health_and_metrics(service: Service, posted: dict[str, Any]) -> None:
    assert service.session.get(service.url + "/healthz").json() == {"status": "ok"}
    token = _token(service, posted)
    assert service.post("/v1/entrants", posted, token).status_code == 200
    assert service.post("/v1/entrants", posted, None).status_code == 401
    scrape = service.session.get(service.url + "/metrics")
    assert scrape.headers["Content-Type"] == "text/plain; version=0.0.4; charset=utf-8"
    text = scrape.text
    families = {f.name: f for f in text_string_to_metric_families(text)}
    requests = {
        (s.labels["endpoint"], s.labels["status"]): s.value
        for s in families["tiebreak_serve_requests"].samples
    }
    assert requests[("/v1/entrants", "200")] == 1 and requests[("/v1/entrants", "401")] == 1
    errors = {s.labels["kind"]: s.value for s in families["tiebreak_serve_errors"].samples}
    assert errors == {"unsigned": 1}
    refused = {s.labels["bound"] for s in families["tiebreak_serve_refused"].samples}
    assert refused == {"body", "time", "in_flight", "rate"}
    hist = families["tiebreak_serve_request_seconds"].samples
    inf = [
        s for s in hist if s.labels.get("le") == "+Inf" and s.labels["endpoint"] == "/v1/entrants"
    ]
    count = [
        s for s in hist if s.name.endswith("_count") and s.labels["endpoint"] == "/v1/entrants"
    ]
    assert inf[0].value == count[0].value == 2
    assert token.split(".")[2] not in text
