"""The bot's monospaced standings tables (a Discord code block) keep a name's right-to-left
text in its cell and pad by the columns a monospaced font shows (core.display)."""

from __future__ import annotations

from bot.render.page import aligned
from core.display import display_width


def test_a_right_to_left_override_and_zero_width_spaces_keep_the_columns() -> None:
    cols = ["Rk", "No", "Name", "Pts"]
    table = [
        ["1", "1", "Ana \u202eNovák", "4"],
        ["2", "2", "Bo\u200b\u200b\u200bhdan", "3.5"],
        ["3", "3", "王力", "3"],
        ["4", "4", "Carla", "2"],
    ]
    head, rows = aligned(cols, table)
    assert "\u2068Ana \u202eNovák\u2069" in rows[0]
    assert {display_width(r) for r in rows} == {display_width(head)}


def test_a_name_cannot_close_the_code_block() -> None:
    _, rows = aligned(["Rk", "No", "Name", "Pts"], [["1", "1", "```x", "1"]])
    assert "```" not in rows[0]
