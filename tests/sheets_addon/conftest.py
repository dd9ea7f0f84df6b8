"""Fixtures for the Sheets connector's tests: the local Sheets API server, a throwaway
service-account key it accepts, and a gateway built by the real client code.

Credentials: each test session generates a throwaway RSA key (``cryptography``) and writes a
service-account key file whose ``token_uri`` is the local server's ``/token``. google-auth
then signs a real JWT and exchanges it for an access token exactly as it does with Google,
and every Sheets request carries that token; the server refuses requests without one. This
exercises the code path organisers use (``--credentials KEY.json``) instead of a
static-token stand-in, and lets the tests check the scope asked for (spreadsheets only).

The repository root goes on ``sys.path`` so ``sheets_addon`` and ``tests.servers`` import
without an install.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cryptography.hazmat.primitives import serialization  # noqa: E402
from cryptography.hazmat.primitives.asymmetric import rsa  # noqa: E402

from sheets_addon.client import RetryPolicy, open_gateway  # noqa: E402
from sheets_addon.gateway import SheetsGateway  # noqa: E402
from tests.servers.sheets_server import SheetsServer  # noqa: E402

ACCOUNT = "tiebreak-sync@club-project.iam.gserviceaccount.com"


@dataclass
class Sleeps:
    """An injected ``sleep`` that records instead of waiting."""

    calls: list[float] = field(default_factory=list)

    def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


@pytest.fixture(scope="session")
def private_key_pem() -> str:
    """A throwaway RSA key for the test service account."""
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    ).decode()


@pytest.fixture
def sheets_server() -> Iterator[SheetsServer]:
    """A fresh Sheets API server on 127.0.0.1 for one test."""
    with SheetsServer() as server:
        yield server


@pytest.fixture
def key_file(tmp_path: Path, sheets_server: SheetsServer, private_key_pem: str) -> Path:
    """A service-account key file whose token endpoint is the local server."""
    info = {
        "type": "service_account",
        "project_id": "club-project",
        "private_key_id": "0123456789abcdef",
        "private_key": private_key_pem,
        "client_email": ACCOUNT,
        "client_id": "100000000000000000001",
        "token_uri": sheets_server.token_uri,
    }
    path = tmp_path / "key.json"
    path.write_text(json.dumps(info), encoding="utf-8")
    return path


@pytest.fixture
def sleeps() -> Sleeps:
    """Recorded backoff waits."""
    return Sleeps()


@pytest.fixture
def gateway(sheets_server: SheetsServer, key_file: Path, sleeps: Sleeps) -> SheetsGateway:
    """The connector's gateway, built as the CLI builds it, pointed at the local server."""
    gw: SheetsGateway = open_gateway(
        credentials_file=key_file, endpoint=sheets_server.url, retry=RetryPolicy(sleep=sleeps)
    )
    return gw
