"""``deploy/`` for many servers: the compose file (PostgreSQL, three processes over six
shards), the systemd template per shard range, and the image's HEALTHCHECK, whose command is
run here against a local ``/healthz`` answering 200 and then 503.

(No YAML parser and no Docker daemon here: the compose file is read line by line for what
the docs promise; ``docker compose config`` checks the rest where Docker runs.)
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from bot.__main__ import EXIT_SETTING
from bot.shards import parse_range
from tests.conftest import REPO

DEPLOY = REPO / "deploy"


def test_compose_runs_three_processes_over_six_shards_on_postgresql() -> None:
    text = (DEPLOY / "compose.yaml").read_text(encoding="utf-8")
    block = text.split("\nservices:\n", 1)[1].split("\nvolumes:\n", 1)[0]
    services = re.findall(r"^  ([a-z0-9-]+):$", block, flags=re.MULTILINE)
    assert services == ["db", "bot-0", "bot-1", "bot-2"]
    assert re.search(r"^    image: postgres:\d+$", text, flags=re.MULTILINE)
    ranges = re.findall(r'TIEBREAK_SHARDS: "([0-9,-]+)"', text)
    shards = [s for r in ranges for s in parse_range(r)]
    assert len(ranges) == 3 and sorted(shards) == list(range(6))  # each shard exactly once
    assert re.findall(r'TIEBREAK_SHARD_COUNT: "(\d+)"', text) == ["6"]  # one count for all
    assert "DATABASE_URL: postgresql://" in text and "TIEBREAK_METRICS_PORT" in text
    assert "condition: service_healthy" in text and "stop_grace_period" in text


def test_the_systemd_template_runs_a_shard_range() -> None:
    unit = (DEPLOY / "tiebreak-bot@.service").read_text(encoding="utf-8")
    values = dict(
        line.split("=", 1) for line in unit.splitlines() if "=" in line and line[:1].isalpha()
    )
    assert values["Environment"] == "TIEBREAK_SHARDS=%i"
    assert values["RestartPreventExitStatus"] == str(EXIT_SETTING)
    assert values["KillSignal"] == "SIGTERM" and int(values["TimeoutStopSec"]) > 8
    single = (DEPLOY / "tiebreak-bot.service").read_text(encoding="utf-8")
    assert f"RestartPreventExitStatus={EXIT_SETTING}" in single


class _Health:
    status = 200


@pytest.fixture
def healthz() -> Iterator[tuple[int, type[_Health]]]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            return

        def do_GET(self) -> None:
            ok = self.path == "/healthz" and _Health.status == 200
            self.send_response(200 if ok else 503)
            self.send_header("Content-Length", "0")
            self.end_headers()

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1], _Health
    finally:
        server.shutdown()
        server.server_close()


def test_the_image_healthcheck_asks_healthz(healthz: tuple[int, type[_Health]]) -> None:
    dockerfile = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    (line,) = [x for x in dockerfile.splitlines() if x.strip().startswith("CMD [")]
    command = json.loads(line.strip().removeprefix("CMD "))
    assert command[0] == "python" and "/healthz" in command[-1]
    assert "TIEBREAK_METRICS_PORT=9100" in dockerfile and "EXPOSE 9100" in dockerfile
    port, health = healthz
    env = {"TIEBREAK_METRICS_PORT": str(port), "PATH": "/usr/bin:/bin"}
    run = [sys.executable, *command[1:]]
    health.status = 200
    assert subprocess.run(run, env=env, capture_output=True, timeout=30).returncode == 0
    health.status = 503
    assert subprocess.run(run, env=env, capture_output=True, timeout=30).returncode != 0
