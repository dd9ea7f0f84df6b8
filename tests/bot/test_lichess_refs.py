"""What ``/tournament link`` says of a lichess reference it cannot import: the importer's own
messages (core/sources/lichess.py), not the generic "expected a Google Sheet URL or ..."."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error
from tests.servers.discord_server import DiscordStandIn

pytestmark = pytest.mark.asyncio


@pytest.mark.parametrize(
    ("url", "needle"),
    [
        ("lichess:abc", "'abc' is not a lichess Swiss id"),
        ("https://lichess.org/tournament/winter21", "only lichess Swiss tournaments can be read"),
    ],
)
async def test_a_reference_the_importer_refuses_says_why(
    runner: Any, discord_server: DiscordStandIn, url: str, needle: str
) -> None:
    rec = await ask(discord_server, "tournament link", {"url": url}, **ORGANISER)
    assert_ephemeral_error(rec, needle)
    assert "expected a Google Sheet URL" not in rec.text()
