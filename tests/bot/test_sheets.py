"""A Google Sheet linked from Discord: the bot reads it through the sheets connector (real
gspread over loopback to the local Sheets server) and ``/sync`` writes the tie-break columns
back in one request. Credentials: a throwaway service-account key accepted by that server."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from sheets_addon.client import CREDENTIALS_ENV, ENDPOINT_ENV
from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error
from tests.servers.discord_server import DiscordStandIn
from tests.servers.sheets_server import WRITE_KINDS, SheetsServer
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.events import crosstable_rows, load_event


@pytest.fixture
def sheets_server() -> Iterator[SheetsServer]:
    with SheetsServer() as server:
        yield server


@pytest.fixture
def key_file(tmp_path: Path, sheets_server: SheetsServer) -> Path:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()
    info = {
        "type": "service_account",
        "project_id": "club-project",
        "private_key_id": "0123456789abcdef",
        "private_key": pem,
        "client_email": ACCOUNT,
        "client_id": "100000000000000000001",
        "token_uri": sheets_server.token_uri,
    }
    path = tmp_path / "key.json"
    path.write_text(json.dumps(info), encoding="utf-8")
    return path


def writes(server: SheetsServer) -> int:
    return sum(n for kind, n in server.counts.items() if kind in WRITE_KINDS)


@pytest.mark.needs_shared
@pytest.mark.asyncio
async def test_link_and_sync_a_google_sheet(
    runner: Any,
    discord_server: DiscordStandIn,
    sheets_server: SheetsServer,
    key_file: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    event = load_event()
    sid = sheets_server.create_spreadsheet(
        event.name,
        sheets={"Results": crosstable_rows(event)},
        input_option="RAW",
        shared_with=[ACCOUNT],
    )
    url = f"https://docs.google.com/spreadsheets/d/{sid}/edit#gid=0"
    monkeypatch.setenv(ENDPOINT_ENV, sheets_server.url)

    monkeypatch.delenv(CREDENTIALS_ENV, raising=False)
    rec = await ask(discord_server, "tournament link", {"url": url}, **ORGANISER)
    assert_ephemeral_error(rec, CREDENTIALS_ENV)  # no key configured: said so, nothing linked

    monkeypatch.setenv(CREDENTIALS_ENV, str(key_file))
    rec = await ask(discord_server, "tournament link", {"url": url}, **ORGANISER)
    assert f"{len(event.players)} players" in rec.text() and "(sheet)" in rec.text()
    assert writes(sheets_server) == 0  # linking only reads
    rec = await ask(discord_server, "standings")
    assert rec.messages and not rec.messages[0].ephemeral

    rec = await ask(discord_server, "sync", {}, **ORGANISER)
    assert "Synced" in rec.text() and "in one request" in rec.text()
    assert writes(sheets_server) == 1


@pytest.mark.needs_shared
@pytest.mark.asyncio
async def test_a_bad_cell_is_named_in_the_reply(
    runner: Any,
    discord_server: DiscordStandIn,
    sheets_server: SheetsServer,
    key_file: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rows = crosstable_rows(load_event())
    rows[2][4] = "+Q13"  # R2 of player 1: not a result
    sid = sheets_server.create_spreadsheet(
        "Broken", sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    monkeypatch.setenv(ENDPOINT_ENV, sheets_server.url)
    monkeypatch.setenv(CREDENTIALS_ENV, str(key_file))
    rec = await ask(
        discord_server,
        "tournament link",
        {"url": f"https://docs.google.com/spreadsheets/d/{sid}/edit"},
        **ORGANISER,
    )
    assert_ephemeral_error(rec, "could not be read", "E3", "+Q13")
