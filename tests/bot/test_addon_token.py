"""``/tournament addon-token``: an organiser makes a token of ``tiebreak-serve`` for the
linked Google Sheet from Discord. The bot writes it into the service's own token store
(``TIEBREAK_SERVE_DATABASE_URL``); a real service on loopback, reading that store, accepts a
request signed with it for that spreadsheet and refuses it for another."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from sheets_addon.client import CREDENTIALS_ENV, ENDPOINT_ENV, open_gateway
from sheets_addon.service.app import ServeSettings, make_app
from sheets_addon.service.tokens import TokenStore
from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error, link_sample
from tests.bot.test_sheets import key_file, sheets_server  # noqa: F401 (fixtures)
from tests.servers.discord_server import DiscordStandIn
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.events import crosstable_rows, load_event
from tests.sheets_addon.service.conftest import Service, _Runner, script_request

TOKEN = re.compile(r"tb1\.[0-9a-f]{16}\.[A-Za-z0-9_-]+")


@pytest.mark.needs_shared
@pytest.mark.asyncio
async def test_an_organiser_makes_a_token_that_works_for_the_linked_sheet_only(
    runner: Any,
    discord_server: DiscordStandIn,
    sheets_server: SheetsServer,  # noqa: F811
    key_file: Path,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    event = load_event()
    rows = crosstable_rows(event)
    sid = sheets_server.create_spreadsheet(
        event.name, sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    other = sheets_server.create_spreadsheet(
        "Another club", sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    monkeypatch.setenv(ENDPOINT_ENV, sheets_server.url)
    monkeypatch.setenv(CREDENTIALS_ENV, str(key_file))
    url = f"https://docs.google.com/spreadsheets/d/{sid}/edit#gid=0"
    rec = await ask(discord_server, "tournament link", {"url": url}, **ORGANISER)
    assert "(sheet)" in rec.text()

    # no token store configured: said how to configure it, in the member's language
    rec = await ask(discord_server, "tournament addon-token", {}, **ORGANISER)
    assert_ephemeral_error(rec, "TIEBREAK_SERVE_DATABASE_URL", "docs/addon-setup.md")
    rec = await ask(discord_server, "tournament addon-token", {}, locale="cs", **ORGANISER)
    assert_ephemeral_error(rec, "TIEBREAK_SERVE_DATABASE_URL", "správce bota")

    store_path = tmp_path / "serve" / "tokens.sqlite3"
    await runner.restart_with(serve_database_url=f"sqlite:///{store_path}")
    rec = await ask(discord_server, "tournament addon-token")  # not an organiser
    assert_ephemeral_error(rec, "Only organisers")
    assert not TOKEN.search(rec.text())

    rec = await ask(discord_server, "tournament addon-token", {}, **ORGANISER)
    assert rec.messages and all(m.ephemeral for m in rec.messages)  # a secret: the asker's only
    found = TOKEN.findall(rec.text())
    assert len(found) == 1, rec.text()
    token = found[0]
    assert sid in rec.text() and "Tiebreak > Settings" in rec.text()
    assert f"tiebreak-serve token revoke {token.split('.')[1]}" in rec.text()

    store = TokenStore.sqlite(store_path)
    [info] = store.tokens()
    assert info.sheet == sid and info.key_id == token.split(".")[1]
    app_runner = _Runner(make_app(ServeSettings(per_minute=1000), lambda: store))
    service = Service(app_runner.start(), store, app_runner.app)
    try:
        gateway = open_gateway(credentials_file=key_file, endpoint=sheets_server.url)
        good = service.post("/v1/check", {"spreadsheet": script_request(gateway, sid)}, token)
        assert good.status_code == 200, good.text
        assert good.json()["ok"] is True
        bad = service.post("/v1/check", {"spreadsheet": script_request(gateway, other)}, token)
        assert bad.status_code == 403, bad.text
        assert bad.json()["error"]["code"] == "wrong-sheet"
    finally:
        app_runner.stop()
        store.close()

    # a tournament that is not a Google Sheet gets no token
    await link_sample(discord_server)
    rec = await ask(discord_server, "tournament addon-token", {}, **ORGANISER)
    assert_ephemeral_error(rec, "is not a Google Sheet")
    store = TokenStore.sqlite(store_path)
    try:
        assert len(store.tokens()) == 1
    finally:
        store.close()

    # a store that cannot be used: said in words, the reason left to the log
    sheet_url = f"https://docs.google.com/spreadsheets/d/{other}/edit"
    await ask(discord_server, "tournament link", {"url": sheet_url}, **ORGANISER)
    await runner.restart_with(serve_database_url="mysql://tokens.example/tiebreak")
    rec = await ask(discord_server, "tournament addon-token", {}, **ORGANISER)
    assert_ephemeral_error(rec, "cannot be used just now", "no token was made")
    assert "mysql" not in rec.text()
