"""Issue 29 in Discord: a damaged or protected workbook uploaded to ``/tournament link`` is
answered with the reader's message naming the file and the part (an encrypted member, a
corrupt deflate stream, a password, a formula without its value), never "Something went
wrong". The real discord.py bot against the local Discord stand-in."""

from __future__ import annotations

from typing import Any

import pytest

from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error
from tests.core.raw_workbooks import book, compound_file, member_data, sheet_xml, with_flag
from tests.servers.discord_server import DiscordStandIn

pytestmark = pytest.mark.asyncio

SHEET = "xl/worksheets/sheet1.xml"
ROWS = (
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>'
    '<c r="C1" t="s"><v>2</v></c></row>'
    '<row r="2"><c r="A2"><v>1</v></c><c r="B2" t="s"><v>3</v></c><c r="C2" t="s"><v>5</v></c>'
    "</row>"
    '<row r="3"><c r="A3"><v>2</v></c><c r="B3" t="s"><v>4</v></c><c r="C3"><f>"-W1"</f><v/></c>'
    "</row>"
)
STRINGS = ["No.", "Name", "R1", "Ana", "Bo", "+B2"]


def _corrupt(data: bytes) -> bytes:
    start, size = member_data(data, SHEET)
    out = bytearray(data)
    out[start : start + size] = b"\xff" * size
    return bytes(out)


@pytest.mark.parametrize(
    ("damage", "needles"),
    [
        (lambda d: with_flag(d, SHEET, 0x1), (f"the workbook part {SHEET} is encrypted",)),
        (_corrupt, (f"the workbook part {SHEET} cannot be unzipped", "corrupt")),
        (
            lambda d: compound_file(["EncryptionInfo", "EncryptedPackage"]),
            ("protected by a password", "remove the password"),
        ),
        (lambda d: d, ("formulas saved without their value", "C3")),
    ],
)
async def test_a_damaged_workbook_upload_gets_the_readers_message(
    runner: Any, discord_server: DiscordStandIn, damage: Any, needles: tuple[str, ...]
) -> None:
    data = damage(book(sheet_xml(ROWS), strings=STRINGS))
    rec = await ask(discord_server, "tournament link", {"file": ("club.xlsx", data)}, **ORGANISER)
    assert_ephemeral_error(rec, "club.xlsx", *needles)
    assert "Something went wrong" not in rec.text()
