"""``/tournament link``'s ``encoding``: a codec that is no text encoding, or no codec, is a
clear answer naming it before the file is read (issue 29), never "Something went wrong"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error
from tests.servers.discord_server import DiscordStandIn

pytestmark = pytest.mark.asyncio

CSV = "Round,White,Black,Result\n1,Şahin,Bo,1-0\n".encode("cp1254")


@pytest.mark.parametrize("encoding", ["rot13", "base64", "hex", "undefined"])
async def test_a_codec_that_is_no_text_encoding_is_refused(
    runner: Any, discord_server: DiscordStandIn, encoding: str
) -> None:
    rec = await ask(
        discord_server,
        "tournament link",
        {"file": ("club.csv", CSV), "encoding": encoding},
        **ORGANISER,
    )
    assert_ephemeral_error(rec, f"{encoding} is not a text encoding", "cp1254")
    assert "Something went wrong" not in rec.text()


async def test_the_encoding_named_reads_the_file(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    rec = await ask(
        discord_server,
        "tournament link",
        {"file": ("club.csv", CSV), "encoding": "windows-1254"},
        **ORGANISER,
    )
    assert "Linked **club**" in rec.text() and "2 players" in rec.text(), rec.text()
    rec = await ask(discord_server, "standings")
    assert "Şahin" in rec.text(), rec.text()
