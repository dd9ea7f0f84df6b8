"""A seventh language from files alone (issue 34) in the bot: a Discord user whose locale is
the made-up ``qaa`` (every English message reversed, tests/reversed_locale.py) is answered
in it once ``TIEBREAK_LOCALES_DIR`` names its folder, with no line of Python changed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.bot.test_commands import ask, engine_standings, link_sample
from tests.bot.test_i18n import table_of
from tests.reversed_locale import LANG, write_reversed
from tests.servers.discord_server import DiscordStandIn

pytestmark = pytest.mark.asyncio


async def test_standings_in_the_new_language(
    runner: Any, discord_server: DiscordStandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_reversed(tmp_path / "locales")
    monkeypatch.setenv("TIEBREAK_LOCALES_DIR", str(tmp_path / "locales"))
    monkeypatch.setenv("TIEBREAK_CACHE_DIR", str(tmp_path / "cache"))
    await link_sample(discord_server)
    st = engine_standings()
    (english,) = (await ask(discord_server, "standings", locale="en-US")).messages
    (msg,) = (await ask(discord_server, "standings", locale=LANG)).messages
    title, footer = english.embeds[0]["title"], english.embeds[0]["footer"]["text"]
    assert title.endswith(f": standings after round {st.rounds_counted}")
    embed = msg.embeds[0]
    # "{name}: standings after round {round}" reversed, the name kept as it is.
    name = title.rsplit(": standings", 1)[0]
    assert embed["title"] == f"{st.rounds_counted} dnuor retfa sgnidnats :{name}"
    assert "sreyalp" in embed["footer"]["text"] and "players" in footer
    header = table_of(embed)[0].split()
    assert header[:4] == ["#", "oN", "emaN", "stP"]  # the column headers, reversed
