"""The OpenAPI document: served as kept in the repository, every route documented and every
documented path routed, and property-based requests generated from it (schemathesis) get
answers its response schemas describe, never a 5xx."""

from __future__ import annotations

import json
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheets_addon.service.shapes import openapi, openapi_text
from tests.sheets_addon.service.conftest import Service

DOC = openapi()
SCHEMA = schemathesis.openapi.from_dict(json.loads(openapi_text()))


def test_the_served_document_is_the_file(service: Service) -> None:
    served = service.session.get(service.url + "/openapi.json")
    assert served.status_code == 200
    assert served.text == openapi_text()
    assert served.json() == DOC


def test_every_route_is_documented_and_every_path_routed(service: Service) -> None:
    routes = {
        (route.method, route.resource.canonical)
        for route in service.app.router.routes()
        if route.resource is not None and route.method != "HEAD"
    }
    documented = {(m.upper(), p) for p, ops in DOC["paths"].items() for m in ops}
    assert routes == documented


def test_every_refusal_code_is_in_the_error_schema() -> None:
    from sheets_addon.service.problems import STATUS

    codes = DOC["components"]["schemas"]["Error"]["properties"]["error"]["properties"]["code"]
    assert set(codes["enum"]) == set(STATUS)


SIGNED = [p for p, ops in DOC["paths"].items() if "post" in ops]


@pytest.mark.parametrize("path", SIGNED)
def test_generated_requests(service: Service, path: str) -> None:
    """Bodies generated from the request schema, sent signed for the token's own sheet."""
    operation = SCHEMA[path]["POST"]
    sheet = "1generatedSheetKeyForPropertyTests0000000"
    token = service.store.create(sheet).text

    @settings(
        max_examples=25,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        derandomize=True,
    )
    @given(case=operation.as_strategy(), own=st.booleans())
    def check(case: Any, own: bool) -> None:
        body = case.body
        if own and isinstance(body, dict) and isinstance(body.get("spreadsheet"), dict):
            body["spreadsheet"]["spreadsheetId"] = sheet
        response = service.post(path, body, token)
        assert response.status_code < 500, response.text
        assert "Traceback" not in response.text
        operation.validate_response(response)

    check()


@pytest.mark.parametrize("path", ["/v1/version", "/healthz", "/openapi.json"])
def test_unsigned_endpoints_answer_as_documented(service: Service, path: str) -> None:
    response = service.session.get(service.url + path)
    assert response.status_code == 200
    SCHEMA[path]["GET"].validate_response(response)
