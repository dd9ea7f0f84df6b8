"""``/compare`` end to end: the real discord.py bot against the local Discord stand-in.

The small event is the one of ``tests/core/test_compare.py``, worked out by hand there: Hana's
two half-point byes are capped at 2.5 under FIDE 2026 (C.07 16.4.2), not under FIDE 2024, so
she is second under 2026 and first under 2024, and Radu the other way round. The cause lines
checked here are that test's hand-checked text; every other expectation comes from the engine
(:mod:`core.questions.compare`) on the same data, never typed in.
"""

from __future__ import annotations

import io
import json
import re
from typing import Any

import pytest

from bot.i18n import say
from bot.render.compare import FILE_NAME
from core.formats.tournament_json import tournament_from_dict, write_tournament_json
from core.model import Tournament
from core.questions.compare import Comparison, compare_orders, compare_rules
from core.render.compare import cause_text, ranks_text
from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error
from tests.bot.test_prizes import plain, until
from tests.core.random_events import random_tournament
from tests.core.test_compare import BYES
from tests.servers.discord_server import DiscordStandIn, InteractionRecord

pytestmark = pytest.mark.asyncio
EVENT = json.dumps({"format": "tiebreak-tournament/1", **BYES})
SLUG = "byes"
BIG = "random-swiss-3-120-players-7-rou"  # the event's name made a key (32 characters)

# Hand-checked in tests/core/test_compare.py (the arithmetic is in its comments).
HANA_2026_2024 = (
    "BH-C1 9.5 under FIDE 2026, 11 under FIDE 2024 — "
    "round 1, half-point bye: capped at 2.5 [cut] under FIDE 2026 "
    "(FIDE C.07 16.4, 16.4.2, 14.1, 16.5), 4 [cut] under FIDE 2024 "
    "(FIDE C.07 16.4, 14.1, 16.5); "
    "round 2, half-point bye: capped at 2.5 under FIDE 2026 (FIDE C.07 16.4, 16.4.2), "
    "4 under FIDE 2024 (FIDE C.07 16.4)"
)
RADU_2026_2024 = (
    "same values under every rule set; against Hana: BH-C1 under FIDE 2026 "
    "(10 against 9.5), BH-C1 under FIDE 2024 (10 against 11)"
)


async def link(
    server: DiscordStandIn, text: str = EVENT, name: str = "byes.json"
) -> InteractionRecord:
    return await ask(server, "tournament link", {"file": (name, text.encode())}, **ORGANISER)


async def compare(
    server: DiscordStandIn, options: dict[str, Any] | None = None, locale: str = "en-US"
) -> InteractionRecord:
    """Ask /compare and wait for every part of the answer (the footer is on the last)."""
    rec = await ask(server, "compare", options, locale=locale)
    footer = {"en-US": "Players: ", "cs": "Hráči: "}[locale]
    return await until(rec, footer, timeout=30.0)


def blocks(rec: InteractionRecord) -> list[list[str]]:
    """The code blocks of every embed, as lines (header first)."""
    out = []
    for m in rec.messages:
        for e in m.embeds:
            desc = e.get("description") or ""
            assert desc.count("```") % 2 == 0, desc  # no block cut in two
            out += [b.strip("\n").split("\n") for b in re.findall(r"```\n(.*?)\n```", desc, re.S)]
    return out


def move_line(cmp: Comparison, pid: int, lang: str = "en") -> str:
    row = next(r for r in cmp.rows if r.player.id == pid)
    return (
        f"**{row.player.name}** ({pid}), {'ranks' if lang == 'en' else 'místa'} "
        f"{ranks_text(row)}: {cause_text(row, lang)}"
    )


def byes() -> Tournament:
    return tournament_from_dict(BYES)


async def test_default_compares_the_rule_set_in_force_with_the_other_editions(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server)
    rec = await compare(discord_server)
    assert not any(m.ephemeral for m in rec.messages)
    # No start date: FIDE 2026 is in force; the default adds the other editions and US Chess.
    cmp = compare_rules(
        byes(),
        ["fide-2026", "fide-2024", "fide-2009", "uscf"],
        order=["BH-C1", "BH", "SB", "DE", "WIN"],
    )
    text = plain(rec.text())
    assert rec.messages[0].embeds[0]["title"] == "Byes: comparison after round 5 of 5"
    assert (
        "Rule sets: **A** FIDE 2026 (this tournament's) · **B** FIDE 2024 · "
        "**C** FIDE 2009 · **D** US Chess · order BH-C1, BH, SB, DE, WIN"
    ) in text
    [table] = blocks(rec)
    assert table[0].split() == ["No", "Name", "Pts", "A", "B", "C", "D"]
    # Podium first, in the reference (FIDE 2026) ranking; the movers marked.
    ids = [int(line.split()[0]) for line in table[1:]]
    assert ids == [r.player.id for r in cmp.rows] and ids[:2] == [2, 1]
    hana = next(line for line in table if line.split()[1] == "Hana").split()
    assert hana[:4] == ["1", "Hana", "4", "2"] and hana[4] == "1" and hana[-1] == "*"
    assert cmp.moves
    for row in cmp.moves:
        assert move_line(cmp, row.player.id) in text
    assert "Who moves, and why:" in text
    assert rec.messages[-1].embeds[-1]["footer"]["text"] == f"Players: 8 · tournament {SLUG}"


async def test_two_rule_sets_give_the_hand_checked_cause(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server)
    rec = await compare(discord_server, {"rules": "fide-2026, fide-2024"})
    text = plain(rec.text())
    assert f"**Hana** (1), ranks 2 / 1: {HANA_2026_2024}" in text
    assert f"**Radu** (2), ranks 1 / 2: {RADU_2026_2024}" in text
    assert text.count(", ranks ") == 2  # nobody else moves
    [table] = blocks(rec)
    assert [line.split()[1] for line in table[1:4]] == ["Radu", "Hana", "Cleo"]
    # One name: compared with the rule set in force, which comes first.
    rec = await compare(discord_server, {"rules": "fide-2024"})
    assert f"**Hana** (1), ranks 2 / 1: {HANA_2026_2024}" in plain(rec.text())


async def test_orders_for_the_linked_tournament(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server)
    rec = await compare(discord_server, {"orders": "SB,BH"})
    cmp = compare_orders(byes(), ["BH-C1,BH,SB,DE,WIN", "SB,BH"], rules="fide-2026")
    text = plain(rec.text())
    assert (
        "Orders under FIDE 2026: **A** BH-C1, BH, SB, DE, WIN (this tournament's) · **B** SB, BH"
    ) in text
    assert cmp.moves
    for row in cmp.moves:
        assert move_line(cmp, row.player.id) in text
    rec = await compare(discord_server, {"orders": "PS,WIN; SB,BH", "rules": "fide-2024"})
    cmp = compare_orders(byes(), ["PS,WIN", "SB,BH"], rules="fide-2024")
    text = plain(rec.text())
    assert "Orders under FIDE 2024: **A** PS, WIN · **B** SB, BH" in text
    for row in cmp.moves:
        assert move_line(cmp, row.player.id) in text


async def test_czech_answer_with_a_decimal_comma(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server)
    rec = await compare(discord_server, {"rules": "fide-2026,fide-2024"}, locale="cs")
    cmp = compare_rules(byes(), ["fide-2026", "fide-2024"])
    text = plain(rec.text())
    assert rec.messages[0].embeds[0]["title"] == "Byes: srovnání po kole 5/5"
    assert "Kdo se posune a proč:" in text
    hana = move_line(cmp, 1, "cs")
    assert hana in text and "9,5" in hana and "9.5" not in hana
    assert hana != move_line(cmp, 1, "en")
    [table] = blocks(rec)
    assert table[0].split()[1:] == ["Jméno", "Body", "A", "B"]
    lena = next(line for line in table if line.split()[1] == "Lena").split()
    assert lena[2] == "1,5"
    assert "**A** FIDE 2026 (tohoto turnaje) · **B** FIDE 2024" in text


async def test_bad_rule_sets_and_options_are_short_ephemeral_errors(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server)
    rec = await ask(discord_server, "compare", {"rules": "fide-2026,fide-2042"})
    assert_ephemeral_error(rec, "unknown rule set 'fide-2042'; known: fide, fide-2026")
    assert len(rec.text()) < 600 and len(rec.messages) == 1
    rec = await ask(discord_server, "compare", {"rules": "fide-2026,fide"})
    assert_ephemeral_error(rec, "'fide' is the rule set fide-2026 once more")
    rec = await ask(discord_server, "compare", {"rules": "fide-2026,fide-2024", "orders": "BH;SB"})
    assert_ephemeral_error(rec, "with `orders`, name at most one rule set in `rules`")
    rec = await ask(discord_server, "compare", {"orders": "BH;XYZ"})
    assert_ephemeral_error(rec, "unknown tie-break 'XYZ'")
    rec = await ask(
        discord_server,
        "compare",
        {"orders": ";".join(["BH", "SB", "PS", "WIN", "DE", "BH-C1", "BH-C2", "BH-M1", "BH-M2"])},
    )
    assert_ephemeral_error(rec, "Too many to show side by side (9): name at most 8")
    rec = await ask(discord_server, "compare", {"rules": "fide-2042"}, locale="cs")
    assert all(m.ephemeral for m in rec.messages) and "fide-2042" in rec.text()


def within_limits(rec: InteractionRecord) -> None:
    """The answer is one message within Discord's limits (the stand-in refused nothing)."""
    [m] = rec.messages
    assert len(m.embeds) <= 10
    assert (
        sum(
            len(e.get("title") or "")
            + len(e.get("description") or "")
            + len((e.get("footer") or {}).get("text") or "")
            for e in m.embeds
        )
        <= 6000
    )
    assert all(len(e.get("description") or "") <= 4096 for e in m.embeds)


def file_blocks(text: str) -> list[list[str]]:
    """The code blocks of the attached file, as lines (header first)."""
    assert text.count("```") % 2 == 0
    return [b.strip("\n").split("\n") for b in re.findall(r"```\n(.*?)\n```", text, re.S)]


async def test_a_120_player_event_is_one_message_and_the_whole_answer_in_a_file(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    t = random_tournament(3, 120, 7)
    out = io.StringIO()
    write_tournament_json(t, out)
    await link(discord_server, out.getvalue(), "big.json")
    rec = await compare(discord_server)
    cmp = compare_rules(
        t, ["fide-2026", "fide-2024", "fide-2009", "uscf"], order=["BH-C1", "BH", "SB", "DE", "WIN"]
    )
    assert len(cmp.moves) > 100  # far more causes than one message holds
    within_limits(rec)
    [m] = rec.messages
    text = plain(m.text())
    file = FILE_NAME.format(slug=BIG)
    assert f"The whole table and every cause: the attached file `{file}`." in text
    assert not blocks(rec)  # the table is in the file
    # The causes come in row order (the podium and the ties first), each whole; those that
    # do not fit are counted.
    shown = [r for r in cmp.moves if move_line(cmp, r.player.id) in text]
    assert shown == list(cmp.moves[: len(shown)]) and len(shown) > 5
    rest = len(cmp.moves) - len(shown)
    assert rest > 0 and f"…and {rest} more players move: the table has the ranks" in text
    assert text.endswith(f"Players: 120 · tournament {BIG}")

    # The file: the whole answer, the table split as the messages would have split it,
    # every row once, in order, and every cause.
    [attached] = m.payload["attachments"]
    assert attached["filename"] == file
    whole = plain(discord_server.attachment_bytes(attached).decode())
    tables = file_blocks(whole)
    assert len(tables) > 1 and all(b[0] == tables[0][0] for b in tables)
    assert tables[0][0].split() == ["No", "Name", "Pts", "A", "B", "C", "D"]
    ids = [int(line.split()[0]) for b in tables for line in b[1:]]
    assert ids == [r.player.id for r in cmp.rows]
    for row in cmp.moves:
        assert move_line(cmp, row.player.id) in whole
    assert "more players move" not in whole
    assert whole.rstrip().endswith(f"Players: 120 · tournament {BIG}")

    # Two rule sets: fewer movers, shorter causes, still one message and its file.
    rec = await compare(discord_server, {"rules": "fide-2026,fide-2024"})
    cmp = compare_rules(t, ["fide-2026", "fide-2024"], order=["BH-C1", "BH", "SB", "DE", "WIN"])
    within_limits(rec)
    [m] = rec.messages
    whole = plain(discord_server.attachment_bytes(m.payload["attachments"][0]).decode())
    for row in cmp.moves:
        assert move_line(cmp, row.player.id) in whole


async def test_rules_autocomplete_completes_the_last_name(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server)

    async def choices(option: str, typed: str) -> list[str]:
        rec = await ask(discord_server, "compare", {option: typed}, focused=option)
        assert rec.callback_type == 8
        return [c["value"] for c in rec.choices]

    assert await choices("rules", "fide-2026, fide-20") == [
        "fide-2026,fide-2024",
        "fide-2026,fide-2009",
    ]
    assert await choices("rules", "us") == ["uscf"]
    cased = await choices("rules", "FIDE-2026,fi")  # a name already given is not offered
    assert cased and not any(v.endswith(",fide-2026") for v in cased)
    assert "fide-2026,fide-2024,uscf" in await choices("rules", "fide-2026,fide-2024,")
    assert len(await choices("rules", "")) >= 9
    assert "BH-C1,BH;SB" in await choices("orders", "BH-C1,BH;S")
    assert "SB,BH-C1" in await choices("orders", "SB,BH-C")


@pytest.mark.parametrize("lang", ["bg", "ro", "tr", "it"])
async def test_every_language_answers_in_its_own_words(
    runner: Any, discord_server: DiscordStandIn, lang: str
) -> None:
    await link(discord_server)
    rec = await ask(discord_server, "compare", {"rules": "fide-2026,fide-2024"}, locale=lang)
    rec = await until(rec, say("bot.compare.footer", lang, count=8, slug=SLUG))
    cmp = compare_rules(byes(), ["fide-2026", "fide-2024"])
    text = plain(rec.text())
    legend = say("bot.compare.legend", lang, mark="*")
    assert legend in rec.text() and legend != say("bot.compare.legend", "en", mark="*")
    assert say("bot.compare.column.in-force", lang, letter="A", column="FIDE 2026") in text
    for row in cmp.moves:
        cause = cause_text(row, lang)
        assert cause in text and cause != cause_text(row, "en")
    assert "9,5" in text and "9.5" not in text


async def test_warnings_too_long_for_the_message_are_counted_there_and_listed_in_the_file() -> None:
    from bot.render.compare import compare_messages, warning_lines
    from bot.service import Loaded
    from bot.store import LinkedTournament, SourceKind
    from core.engine.standings import compute_standings
    from tests.bot.botsample import many_players_text

    # One round of 400 players: the 200 winners tie on everything, as do the 200 losers, so
    # each unbroken-tie warning names 200 players (two warnings, over 10,000 characters).
    t = tournament_from_dict(json.loads(many_players_text(400)))
    linked = LinkedTournament(
        1, "big", "Big Open", SourceKind.FILE, "big.json", None, None, None, None, 1, "now", None
    )
    loaded = Loaded(linked, t, compute_standings(t))
    cmp = compare_rules(t, ["fide-2026", "fide-2024"])
    answer = compare_messages(cmp, loaded)
    text = plain("\n".join((e.description or "") for e in answer.message))
    assert "⚠️ Warnings: 2, listed in the file." in text
    assert "unbroken-tie" not in text
    assert answer.file is not None and answer.file[0] == FILE_NAME.format(slug="big")
    whole = answer.file[1].decode()
    assert len(warning_lines(cmp)) == 3  # the heading and the two warnings
    for line in warning_lines(cmp):
        assert line in whole
