"""A network failure while google-auth renews the access token is a network failure, not
refused credentials: ``sync`` retries it and then says Google could not be reached, and
``watch`` backs off and carries on (a Wi-Fi drop at the venue must not end the watch).

Through the real google-auth: the service-account key's ``token_uri`` is a loopback token
endpoint that closes the connection without answering while told to, and otherwise passes the
JWT-bearer exchange on to the local Sheets server's ``/token``. google-auth then raises its
``TransportError`` (a ``GoogleAuthError``) exactly as it does when Google is out of reach.
"""

from __future__ import annotations

import csv
import io
import json
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from datetime import datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from google.auth.exceptions import TransportError

from sheets_addon import SyncOptions, sync_sheet
from sheets_addon.cli import main
from sheets_addon.client import RetryPolicy, open_gateway
from sheets_addon.errors import SheetAuthError
from sheets_addon.gateway import SheetsGateway
from sheets_addon.watch import Watch
from tests.conftest import REPO
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT, Sleeps

RETRIES = (1.0, 2.0, 4.0, 8.0)  # RetryPolicy's default delays: five attempts in all


class FlakyTokenEndpoint:
    """A token endpoint on 127.0.0.1 that drops the next ``drops`` connections unanswered
    and forwards every other request to ``upstream``."""

    def __init__(self, upstream: str) -> None:
        self.upstream = upstream
        self.drops = 0
        self.dropped = 0
        self.refuse = False
        self.refused = 0
        self.forwarded = 0
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                if endpoint.drops > 0:
                    endpoint.drops -= 1
                    endpoint.dropped += 1
                    self.close_connection = True  # the Wi-Fi drop: no status line at all
                    return
                if endpoint.refuse:
                    endpoint.refused += 1
                    data = json.dumps({"error": "invalid_grant", "error_description": "Bad"})
                    self.send_response(400)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data.encode())
                    return
                endpoint.forwarded += 1
                request = urllib.request.Request(
                    endpoint.upstream,
                    data=body,
                    headers={"Content-Type": self.headers.get("Content-Type", "")},
                )
                try:
                    with urllib.request.urlopen(request, timeout=10) as answer:
                        status, data = answer.status, answer.read()
                except urllib.error.HTTPError as refused:
                    status, data = refused.code, refused.read()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, format: str, *args: Any) -> None:  # quiet
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def uri(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/token"


@pytest.fixture
def token_endpoint(sheets_server: SheetsServer) -> Iterator[FlakyTokenEndpoint]:
    endpoint = FlakyTokenEndpoint(sheets_server.token_uri)
    endpoint.thread.start()
    yield endpoint
    endpoint.server.shutdown()
    endpoint.server.server_close()


@pytest.fixture
def flaky_key(key_file: Path, tmp_path: Path, token_endpoint: FlakyTokenEndpoint) -> Path:
    info = json.loads(key_file.read_text(encoding="utf-8"))
    info["token_uri"] = token_endpoint.uri
    path = tmp_path / "flaky-key.json"
    path.write_text(json.dumps(info), encoding="utf-8")
    return path


@pytest.fixture
def sheet(sheets_server: SheetsServer) -> str:
    text = (REPO / "examples" / "club-crosstable.csv").read_text(encoding="utf-8")
    rows = list(csv.reader(io.StringIO(text), delimiter=";"))
    return sheets_server.create_spreadsheet(
        "Club Championship", sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )


def flaky_gateway(sheets_server: SheetsServer, key: Path, sleeps: Sleeps) -> SheetsGateway:
    gw: SheetsGateway = open_gateway(
        credentials_file=key, endpoint=sheets_server.url, retry=RetryPolicy(sleep=sleeps)
    )
    return gw


def expire_the_token(gateway: SheetsGateway) -> None:
    """The hour of the access token is up: the next request renews it first."""
    credentials = gateway.client.http_client.session.credentials
    assert credentials.token is not None
    credentials.expiry = datetime.utcnow() - timedelta(minutes=1)


def test_the_renewal_failing_is_google_auths_transport_error(
    sheets_server: SheetsServer,
    flaky_key: Path,
    token_endpoint: FlakyTokenEndpoint,
    sheet: str,
    sleeps: Sleeps,
) -> None:
    # What the gateway sees, so the test below is about the real exception.
    gateway = flaky_gateway(sheets_server, flaky_key, sleeps)
    token_endpoint.drops = 1
    with pytest.raises(TransportError):
        gateway.client.http_client.fetch_sheet_metadata(sheet)


def test_sync_retries_a_dropped_renewal_and_goes_on(
    sheets_server: SheetsServer,
    flaky_key: Path,
    token_endpoint: FlakyTokenEndpoint,
    sheet: str,
    sleeps: Sleeps,
) -> None:
    gateway = flaky_gateway(sheets_server, flaky_key, sleeps)
    token_endpoint.drops = 2
    result = sync_sheet(gateway, sheet, SyncOptions())
    assert result.written and result.writes == 1 and len(result.plan.changes) > 0
    assert sleeps.calls == [1.0, 2.0]  # the gateway's own backoff, as for a 503
    assert (token_endpoint.dropped, token_endpoint.forwarded) == (2, 1)


def test_sync_says_google_could_not_be_reached(
    sheets_server: SheetsServer,
    flaky_key: Path,
    token_endpoint: FlakyTokenEndpoint,
    sheet: str,
    sleeps: Sleeps,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    token_endpoint.drops = 1000
    monkeypatch.setenv("TIEBREAK_SHEETS_ENDPOINT", sheets_server.url)
    out, err = io.StringIO(), io.StringIO()
    code = main(
        ["sync", sheet, "--credentials", str(flaky_key)],
        stdout=out,
        stderr=err,
        retry=RetryPolicy(sleep=sleeps),
    )
    assert code == 1 and out.getvalue() == ""
    line = err.getvalue()
    assert line.count("\n") == 1 and "Traceback" not in line
    assert line.startswith(
        f"tiebreak-sheets: Google could not be reached (trying to open "
        f"spreadsheet {sheet!r}): still failing after 5 attempt(s)"
    )
    assert "refused" not in line and "credentials" not in line
    assert sleeps.calls == list(RETRIES) and token_endpoint.dropped == 5
    assert sheets_server.values(sheet, "Results")[1][10:] == []  # nothing written


def test_watch_backs_off_through_a_renewal_outage_and_carries_on(
    sheets_server: SheetsServer,
    flaky_key: Path,
    token_endpoint: FlakyTokenEndpoint,
    sheet: str,
    sleeps: Sleeps,
) -> None:
    gateway = flaky_gateway(sheets_server, flaky_key, sleeps)
    now = [0.0]
    waits: list[float] = []

    def sleep(seconds: float) -> None:
        waits.append(seconds)
        now[0] += seconds
        if len(waits) == 1:  # between polls 1 and 2: the token expires, the Wi-Fi drops
            expire_the_token(gateway)
            token_endpoint.drops = 2 * (1 + len(RETRIES))  # polls 2 and 3, every attempt

    out = io.StringIO()
    counts = Watch(
        gateway,
        sheet,
        SyncOptions(),
        out=out,
        interval=2.0,
        clock=lambda: now[0],
        sleep=sleep,
        max_polls=5,
        tty=False,
    ).run()
    lines = out.getvalue().splitlines()
    assert counts.reads == 5 and counts.syncs == 1  # it never stopped
    assert waits == [2.0, 2.0, 4.0, 2.0]  # the watch's backoff after each failed poll
    assert lines.count("Google Sheets is not answering (no connection); next read in 2 s") == 1
    assert "Google Sheets is not answering (no connection); next read in 4 s" in lines
    assert "Google Sheets answers again" in lines
    assert not any("refused" in line or "credentials" in line for line in lines)
    assert token_endpoint.dropped == 10 and token_endpoint.forwarded == 2


def test_a_refused_renewal_still_stops_at_once(
    sheets_server: SheetsServer,
    flaky_key: Path,
    token_endpoint: FlakyTokenEndpoint,
    sheet: str,
    sleeps: Sleeps,
) -> None:
    # The other side of the line: a token endpoint that answers and refuses (a key deleted in
    # the console) is refused credentials, reported as such and not retried.
    gateway = flaky_gateway(sheets_server, flaky_key, sleeps)
    token_endpoint.refuse = True
    with pytest.raises(SheetAuthError, match="Google refused the credentials") as info:
        sync_sheet(gateway, sheet, SyncOptions())
    assert "invalid_grant" in str(info.value)
    assert sleeps.calls == [] and token_endpoint.refused == 1
