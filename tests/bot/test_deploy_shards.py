"""``deploy/`` for many servers: the compose file (PostgreSQL, three processes over six
shards, the add-on's service on the same PostgreSQL), the systemd template per shard range,
and the health checks of the bot's image and of the service in the compose file, whose
commands are run here against a local ``/healthz`` answering 200 and then 503.

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


COMPOSE = (DEPLOY / "compose.yaml").read_text(encoding="utf-8")


def services() -> dict[str, str]:
    """The compose file's services, each with its block of lines."""
    block = COMPOSE.split("\nservices:\n", 1)[1].split("\nvolumes:\n", 1)[0]
    parts = re.split(r"^  ([a-z0-9-]+):\n", "\n" + block, flags=re.MULTILINE)[1:]
    return dict(zip(parts[0::2], parts[1::2], strict=True))


def test_compose_runs_three_processes_over_six_shards_on_postgresql() -> None:
    text = COMPOSE
    assert list(services()) == ["db", "bot-0", "bot-1", "bot-2", "tiebreak-serve"]
    assert re.search(r"^    image: postgres:\d+$", text, flags=re.MULTILINE)
    ranges = re.findall(r'TIEBREAK_SHARDS: "([0-9,-]+)"', text)
    shards = [s for r in ranges for s in parse_range(r)]
    assert len(ranges) == 3 and sorted(shards) == list(range(6))  # each shard exactly once
    assert re.findall(r'TIEBREAK_SHARD_COUNT: "(\d+)"', text) == ["6"]  # one count for all
    assert re.search(
        r"^x-database-url: &database-url postgresql://.+@db:5432/tiebreak$", text, re.M
    )
    assert "  DATABASE_URL: *database-url\n" in text and "TIEBREAK_METRICS_PORT" in text
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


def test_compose_runs_the_addon_service_on_the_same_postgresql() -> None:
    serve = services()["tiebreak-serve"]
    dockerfile = re.search(r"^      dockerfile: (\S+)$", serve, re.M)
    assert dockerfile is not None and dockerfile.group(1) == "deploy/serve.Dockerfile"
    assert (REPO / dockerfile.group(1)).is_file()
    # The tokens in the bots' database (the service reads DATABASE_URL), behind the proxy.
    assert "      DATABASE_URL: *database-url\n" in serve
    assert "DATABASE_URL" in (REPO / "sheets_addon" / "service" / "cli.py").read_text("utf-8")
    assert re.findall(r'^      - "([0-9.:]+)"$', serve, re.M) == ["127.0.0.1:8080:8080"]
    assert "reverse_proxy 127.0.0.1:8080" in (DEPLOY / "Caddyfile").read_text(encoding="utf-8")
    assert "condition: service_healthy" in serve and "restart: unless-stopped" in serve
    assert "/healthz" in compose_serve_healthcheck()[-1]


def compose_serve_healthcheck() -> list[str]:
    line = re.search(r"^      test: (\[.*\])$", services()["tiebreak-serve"], re.M)
    assert line is not None
    command: list[str] = json.loads(line.group(1))
    assert command[:2] == ["CMD", "python"]
    return command[1:]


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


def test_the_compose_serve_healthcheck_asks_healthz(healthz: tuple[int, type[_Health]]) -> None:
    command = compose_serve_healthcheck()
    assert "127.0.0.1:8080/healthz" in command[-1]  # the port the service listens on
    port, health = healthz
    run = [sys.executable, *command[1:-1], command[-1].replace(":8080/", f":{port}/")]
    env = {"PATH": "/usr/bin:/bin"}
    health.status = 200
    assert subprocess.run(run, env=env, capture_output=True, timeout=30).returncode == 0
    health.status = 503
    assert subprocess.run(run, env=env, capture_output=True, timeout=30).returncode != 0
