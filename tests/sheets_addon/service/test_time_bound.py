"""The time bound: a request still computing when it runs out is answered 504 in words at
once; its slot stays counted in flight until the computation ends (a thread cannot be
stopped), then is freed."""

from __future__ import annotations

import time
from typing import Any

import pytest

from sheets_addon.service.app import METRICS, STATE, ServeSettings
from tests.sheets_addon.service.conftest import Service
from tests.sheets_addon.service.test_hostile import _error
from tests.sheets_addon.service.test_hostile import body as body
from tests.sheets_addon.service.test_hostile import sheet as sheet


@pytest.fixture
def service_settings() -> ServeSettings:
    return ServeSettings(timeout=0.001, per_minute=1000)


def test_a_request_over_the_time_bound(service: Service, sheet: str, body: dict[str, Any]) -> None:
    token = service.store.create(sheet).text
    error = _error(service.post("/v1/update", body, token), 504, "timeout")
    assert "0.001" in error["message"]
    for _ in range(600):
        if service.app[STATE].in_flight == 0:
            break
        time.sleep(0.05)
    assert service.app[STATE].in_flight == 0
    assert service.app[METRICS].refused["time"] == 1
