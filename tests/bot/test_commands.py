"""Every command end to end: the real discord.py bot against the local Discord stand-in.

The stand-in rejects a second initial response, a response after 3 seconds and anything over
Discord's size limits; :func:`ask` asserts that the bot's answer got through all of that.
Expected numbers come from the engine on the same data, never typed in here.
"""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from bot.settings import SyncMode
from core.engine.standings import compute_standings
from core.engine.why import why
from core.formats.tournament_json import read_tournament_json
from core.i18n.text import render
from core.render.explanation import value_text
from core.scores import format_score
from core.tiebreaks.names import named_code
from tests.bot.botsample import many_players_text, tournament_text
from tests.conftest import SHARED
from tests.servers.discord_server import MANAGE_GUILD, DiscordStandIn, InteractionRecord

ORGANISER = {"permissions": MANAGE_GUILD | (1 << 31)}
pytestmark = pytest.mark.asyncio


async def ask(
    server: DiscordStandIn, path: str, options: dict[str, Any] | None = None, **kw: Any
) -> InteractionRecord:
    """Send a command, wait for the answer and check Discord accepted every part of it."""
    rec = await (await server.slash(path, options, **kw)).wait()
    assert rec.rejected == [], rec.rejected
    assert rec.latency is not None and rec.latency < server.deadline
    return rec


async def link_sample(
    server: DiscordStandIn, text: str | None = None, filename: str = "club.json"
) -> InteractionRecord:
    data = (text or tournament_text()).encode()
    return await ask(server, "tournament link", {"file": (filename, data)}, **ORGANISER)


def engine_standings(text: str | None = None) -> Any:
    t = read_tournament_json(io.StringIO(text or tournament_text()), source="x")
    return compute_standings(t)


def assert_ephemeral_error(rec: InteractionRecord, *needles: str) -> None:
    """The error is the only visible answer, and only the user who asked sees it."""
    visible = rec.messages
    assert visible, "no answer"
    assert all(m.ephemeral for m in visible), [m.payload for m in visible]
    text = rec.text().replace("\\", "")  # Markdown escapes
    for needle in needles:
        assert needle in text, text


# -- set-up and sync ---------------------------------------------------------------------


async def test_commands_synced_once_and_not_after_restart(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    names = {c["name"] for c in discord_server.commands[None]}
    assert names == {
        "standings",
        "player",
        "rules",
        "buchholz",
        "tiebreak",
        "why",
        "tournament",
        "sync",
        "prizes",
        "compare",
        "whatif",
        "publish",
    }
    assert discord_server.sync_count == 1
    await runner.restart()
    assert discord_server.sync_count == 1  # unchanged commands are not uploaded again
    await runner.restart_with(sync_commands=SyncMode.ALWAYS)
    assert discord_server.sync_count == 2
    await runner.restart_with(sync_commands=SyncMode.NEVER, test_guild_id=discord_server.guild_id)
    assert discord_server.sync_count == 2
    await runner.restart_with(test_guild_id=discord_server.guild_id)  # a new scope: uploaded
    assert discord_server.sync_count == 3
    guild_names = {c["name"] for c in discord_server.commands[discord_server.guild_id]}
    assert guild_names == names


async def test_no_privileged_intents(runner: Any) -> None:
    intents = runner.bot.intents
    assert not (intents.members or intents.presences or intents.message_content)


# -- errors ------------------------------------------------------------------------------


async def test_nothing_linked_is_an_ephemeral_error(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    rec = await ask(discord_server, "standings")
    assert rec.callback_type == 4  # known before answering: the first response itself
    assert rec.deferred_id is None and rec.deleted == []  # no public "thinking" message
    assert rec.rest_calls == 1
    assert_ephemeral_error(rec, "No tournament is linked", "/tournament link")


async def test_unknown_and_ambiguous_players(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_sample(discord_server)
    rec = await ask(discord_server, "player", {"player": "ana"})
    assert_ephemeral_error(rec, "matches several players", "Ana Novak (1)", "Anabel Ortiz (4)")
    rec = await ask(discord_server, "buchholz", {"player": "Bo Lee"})
    assert_ephemeral_error(rec, "No player matches", "Did you mean", "Bo Li (2)")
    rec = await ask(discord_server, "why", {"player_a": "Zzyzx", "player_b": "1"})
    assert_ephemeral_error(rec, "No player matches **Zzyzx**")
    assert "Did you mean" not in rec.text()


async def test_unknown_tiebreak_code_lists_the_known_ones(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)
    rec = await ask(discord_server, "tiebreak", {"player": "1", "code": "XYZ"})
    assert_ephemeral_error(rec, "unknown tie-break", "BH-C1")


async def test_unknown_tournament_key(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_sample(discord_server)
    rec = await ask(discord_server, "standings", {"tournament": "nope"})
    assert_ephemeral_error(rec, "No linked tournament is called 'nope'", "club-swiss-november")


async def test_unreadable_files_name_file_and_line(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    bad = json.loads(tournament_text())
    bad["players"][1]["results"][0] = "=W9"  # no player 9, and 5 disagrees
    rec = await ask(
        discord_server,
        "tournament link",
        {"file": ("broken.json", json.dumps(bad, indent=1).encode())},
        **ORGANISER,
    )
    assert_ephemeral_error(rec, "could not be read", "broken.json:")
    rec = await ask(
        discord_server, "tournament link", {"file": ("notes.docx", b"\x00\x01binary")}, **ORGANISER
    )
    assert_ephemeral_error(rec, "notes.docx", "not a tournament JSON, TRF or CSV file")
    rec = await ask(
        discord_server, "tournament link", {"file": ("notes.txt", b"just some words")}, **ORGANISER
    )
    assert_ephemeral_error(rec, "notes.txt")
    rec = await ask(discord_server, "standings")
    assert_ephemeral_error(rec, "No tournament is linked")  # nothing was linked


async def test_link_source_must_be_one_known_kind(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    rec = await ask(discord_server, "tournament link", {}, **ORGANISER)
    assert_ephemeral_error(rec, "Give exactly one source")
    rec = await ask(
        discord_server, "tournament link", {"url": "https://example.org/t/1"}, **ORGANISER
    )
    assert_ephemeral_error(rec, "https://example.org/t/1", "Google Sheet URL", "lichess Swiss URL")


async def test_organiser_commands_refuse_players(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    for path, opts in (
        ("tournament link", {"url": "https://lichess.org/swiss/j8rtJ5GL"}),
        ("tournament list", {}),
        ("sync", {}),
        ("tournament settings", {"rules": "uscf"}),
    ):
        rec = await ask(discord_server, path, opts)
        assert rec.callback_type == 4  # refused at once, nothing deferred
        assert_ephemeral_error(rec, "Only organisers can do this", "Manage Server")


async def test_organiser_role_grants_organiser_commands(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    role = discord_server.organiser_role  # type: ignore[attr-defined]
    rec = await ask(discord_server, "tournament organiser-role", {"role": role}, roles=(role,))
    assert_ephemeral_error(rec, "Only organisers", "Manage Server")  # the role cannot grant itself
    rec = await ask(discord_server, "tournament organiser-role", {"role": role}, **ORGANISER)
    assert rec.messages[0].ephemeral and f"<@&{role}>" in rec.text()
    rec = await ask(
        discord_server,
        "tournament link",
        {"file": ("club.json", tournament_text().encode())},
        roles=(role,),
    )
    assert "Linked **Club Swiss, November**" in rec.text()
    rec = await ask(discord_server, "tournament list", {})
    assert_ephemeral_error(rec, "Only organisers", f"<@&{role}>")


# -- reading commands ----------------------------------------------------------------------


async def test_link_then_standings_match_the_engine(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    rec = await link_sample(discord_server)
    assert not rec.messages[0].ephemeral
    assert "as `club-swiss-november`" in rec.text() and "6 players, 3 of 5 rounds" in rec.text()
    st = engine_standings()
    rec = await ask(discord_server, "standings")
    (msg,) = rec.messages
    assert not msg.ephemeral and msg.components == []  # one page: no buttons
    table = msg.embeds[0]["description"].split("```")[1].strip().splitlines()
    assert table[0].split() == ["#", "No", "Name", "Pts", *st.order]
    for line, row in zip(table[1:], st.rows, strict=True):
        assert line.split()[1] == str(row.player.id)
        assert row.player.name in line and format_score(row.points) in line
    assert f"`{st.rules}`" in msg.embeds[0]["description"]


@pytest.mark.needs_shared
async def test_trf_file_from_shared_data(runner: Any, discord_server: DiscordStandIn) -> None:
    path = SHARED / "data" / "trf16_open_internacional_gros_2010_after_round4.trf"
    rec = await ask(
        discord_server, "tournament link", {"file": (path.name, path.read_bytes())}, **ORGANISER
    )
    assert "Linked" in rec.text()
    rec = await ask(discord_server, "standings", {"page": 2})
    assert "Page 2/" in rec.text()


@pytest.mark.needs_shared
async def test_csv_crosstable_upload(runner: Any, discord_server: DiscordStandIn) -> None:
    import csv

    from tests.sheets_addon.events import crosstable_rows, load_event

    event = load_event()
    buf = io.StringIO()
    csv.writer(buf).writerows(crosstable_rows(event))
    rec = await ask(
        discord_server,
        "tournament link",
        {"file": ("gros.csv", buf.getvalue().encode())},
        **ORGANISER,
    )
    assert f"{len(event.players)} players" in rec.text()
    rows = list(csv.reader(io.StringIO(buf.getvalue())))
    rows[2][4] = "+Q13"
    bad = io.StringIO()
    csv.writer(bad).writerows(rows)
    rec = await ask(
        discord_server,
        "tournament link",
        {"file": ("gros-bad.csv", bad.getvalue().encode())},
        **ORGANISER,
    )
    assert_ephemeral_error(rec, "could not be read", "gros-bad.csv", "E3", "+Q13")


async def test_buchholz_variants_show_the_engine_explanation(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)
    st = engine_standings()
    for variant in ("BH", "BH-C1", "BH-C2", "BH-M1", "BH-M2"):
        rec = await ask(discord_server, "buchholz", {"player": "José", "variant": variant})
        expl = st.explain(3, variant)
        text = rec.text()
        assert f"{variant} of José Núñez (3)" in text
        assert f"{render(named_code(variant))} = {value_text(expl)}" in text
        assert len([i for i in expl.items]) == text.count("**R")
    rec = await ask(discord_server, "buchholz", {"player": "3"})
    assert "BH of José Núñez (3)" in rec.text()


async def test_tiebreak_any_code(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_sample(discord_server)
    st = engine_standings()
    for code in ("SB", "PS", "ARO", "WIN", "DE"):
        rec = await ask(discord_server, "tiebreak", {"player": "Dara", "code": code})
        expl = st.explain(6, code)
        assert f"{render(named_code(expl.tiebreak))} = {value_text(expl)}" in rec.text()
    rec = await ask(discord_server, "tiebreak", {"player": "Dara", "code": "bh/c1"})
    assert "BH-C1 of Dara Okafor (6)" in rec.text()


async def test_why_shows_both_sides(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_sample(discord_server)
    st = engine_standings()
    rec = await ask(discord_server, "why", {"player_a": "Chen", "player_b": "Dara"})
    result = why(st, 5, 6)
    text = rec.text()
    assert render(result.text).split(".")[0] in text.replace("\\", "")
    assert "**Chen Wei** (5)" in text and "**Dara Okafor** (6)" in text
    for expl in result.explanations:
        assert f"{render(named_code(expl.tiebreak))} = {value_text(expl)}" in text
    rec = await ask(discord_server, "why", {"player_a": "1", "player_b": "Ana Novak"})
    assert_ephemeral_error(rec, "two different players")


async def test_why_with_one_player_says_why_it_is_there(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    from core.model import PlayerId
    from core.questions.place import why_place
    from core.render.why import render_place_text

    await link_sample(discord_server)
    st = engine_standings()
    rec = await ask(discord_server, "why", {"player_a": "Dara"})
    said = render_place_text(st, why_place(st, PlayerId(6)))  # the command line's words
    text = rec.text().replace("\\", "")
    for sentence in said.split(". "):
        assert sentence.rstrip(".") in text, sentence
    assert "**Dara Okafor** (6)" in text


async def test_player_card(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_sample(discord_server)
    st = engine_standings()
    rec = await ask(discord_server, "player", {"player": "nunez"})
    text = rec.text()
    row = st.row(3)
    assert f"Rank **{row.rank}" in text and f"**{format_score(row.points)}** points" in text
    assert "**R1** lost vs Dara Okafor (6) (White) · 0" in text
    assert "**R2** lost vs Bo Li (2) (Black) · 0" in text
    assert "**R3** won vs Anabel Ortiz (4) (White) · 1" in text
    rec = await ask(discord_server, "player", {"player": "Chen"})
    assert "**R3** pairing-allocated bye · 2" in rec.text()


async def test_rules_and_settings(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_sample(discord_server)
    rec = await ask(discord_server, "rules")
    assert "Rule set: `fide-2026` (default)" in rec.text()
    rec = await ask(
        discord_server,
        "tournament settings",
        {"rules": "uscf", "order": "MM,SOLKOFF,ARO"},
        **ORGANISER,
    )
    assert "Rule set: `uscf`" in rec.text()
    rec = await ask(discord_server, "rules")
    text = rec.text()
    assert "`MM`, `SOLKOFF`" in text and "rating-tiebreak-dropped" in text  # Chen Wei unrated
    rec = await ask(discord_server, "tournament settings", {"order": "BH,XX"}, **ORGANISER)
    assert_ephemeral_error(rec, "unknown tie-break 'XX'")
    rec = await ask(discord_server, "tournament settings", {"rules": "fide-1900"}, **ORGANISER)
    assert_ephemeral_error(rec, "unknown rule set 'fide-1900'")
    rec = await ask(
        discord_server, "tournament settings", {"rules": "default", "order": "default"}, **ORGANISER
    )
    assert "(default)" in rec.text()


async def test_use_list_unlink_and_sync(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_sample(discord_server)
    await link_sample(discord_server, many_players_text(), filename="big.json")
    rec = await ask(discord_server, "tournament list", {}, **ORGANISER)
    assert "▶ `big-open`" in rec.text() and "• `club-swiss-november`" in rec.text()
    rec = await ask(discord_server, "standings", {"tournament": "club-swiss-november"})
    assert "Club Swiss, November" in rec.text()
    rec = await ask(
        discord_server, "tournament use", {"tournament": "club-swiss-november"}, **ORGANISER
    )
    assert "Now using **Club Swiss, November**" in rec.text()
    rec = await ask(discord_server, "sync", {}, **ORGANISER)
    assert "Synced **Club Swiss, November**" in rec.text()
    rec = await ask(
        discord_server, "tournament unlink", {"tournament": "club-swiss-november"}, **ORGANISER
    )
    assert "active tournament is now `big-open`" in rec.text()
    rec = await ask(
        discord_server, "tournament unlink", {"tournament": "club-swiss-november"}, **ORGANISER
    )
    assert_ephemeral_error(rec, "No linked tournament is called")


# -- autocomplete --------------------------------------------------------------------------


async def test_player_autocomplete_is_accent_and_case_insensitive(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)

    async def choices(
        typed: str, option: str = "player", path: str = "player", **more: Any
    ) -> list[tuple[str, str]]:
        rec = await ask(discord_server, path, {option: typed, **more}, focused=option)
        assert rec.callback_type == 8
        return [(c["name"], c["value"]) for c in rec.choices]

    assert await choices("ana") == [("Ana Novak (1)", "1"), ("Anabel Ortiz (4)", "4")]
    assert await choices("NÚÑ") == [("José Núñez (3)", "3")]
    assert await choices("jose") == [("José Núñez (3)", "3")]
    assert await choices("okaf", "player_b", "why", player_a="1") == [("Dara Okafor (6)", "6")]
    assert len(await choices("")) == 6
    await link_sample(discord_server, many_players_text(60), filename="big.json")
    assert len(await choices("player")) == 25
    assert (await choices("07"))[0][1] == "7"
    codes = await choices("bh", "code", "tiebreak", player="1")
    assert [c for c, _ in codes][:2] == ["BH-C1", "BH"]  # the order in force first
    tours = await choices("club", "tournament", "standings")
    assert tours == [("Club Swiss, November (club-swiss-november)", "club-swiss-november")]


async def test_organiser_autocomplete_is_empty_for_members(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    """Members who may not run an organiser command see no suggestions for it; those with
    Manage Server or the organiser role do. Reading commands suggest to everyone."""
    await link_sample(discord_server)
    role = discord_server.organiser_role  # type: ignore[attr-defined]
    await ask(discord_server, "tournament organiser-role", {"role": role}, **ORGANISER)
    cases = [
        ("tournament use", "tournament", {}),
        ("tournament unlink", "tournament", {}),
        ("tournament settings", "tournament", {}),
        ("tournament settings", "rules", {}),
        ("tournament settings", "order", {}),
        ("sync", "tournament", {}),
    ]
    for path, option, more in cases:
        for who, sees in (({}, False), (ORGANISER, True), ({"roles": (role,)}, True)):
            rec = await ask(discord_server, path, {option: "", **more}, focused=option, **who)
            assert rec.callback_type == 8
            assert bool(rec.choices) is sees, (path, option, who, rec.choices)
    rec = await ask(discord_server, "standings", {"tournament": ""}, focused="tournament")
    assert [c["value"] for c in rec.choices] == ["club-swiss-november"]


async def test_autocomplete_with_nothing_linked_is_empty(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    rec = await ask(discord_server, "player", {"player": "a"}, focused="player")
    assert rec.callback_type == 8 and rec.choices == []


# -- paging and restarts -------------------------------------------------------------------


async def test_standings_buttons_work_after_a_restart(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server, many_players_text(60), filename="big.json")
    names = [r.player.name for r in engine_standings(many_players_text(60)).rows]
    rec = await ask(discord_server, "standings")
    (msg,) = rec.messages
    assert names[19] in msg.text() and names[20] not in msg.text()
    assert "Page 1/3" in msg.text()
    prev, nxt = msg.custom_ids()
    assert prev == "tb:st:big-open:0:p" and nxt == "tb:st:big-open:1:n"
    assert msg.components[0]["components"][0]["disabled"] is True
    click = await (await discord_server.click(msg, nxt)).wait()
    assert click.rejected == [] and click.callback_type == 7  # edited in the first response
    assert click.rest_calls == 1 and click.original is not None and click.original.id == msg.id
    assert "Page 2/3" in click.text() and names[20] in click.text()
    assert names[39] in click.text() and names[19] not in click.text()

    await runner.restart()  # a new process: nothing of the old view is in memory
    page2 = discord_server.messages[msg.id]
    nxt2 = [c["custom_id"] for c in page2["components"][0]["components"]][1]
    click = await (await discord_server.click(msg, nxt2)).wait()
    assert click.rejected == [] and "Page 3/3" in click.text()
    assert click.callback_type == 6 and click.edits == 1  # not loaded yet: deferred, edited
    assert names[40] in click.text() and names[59] in click.text()
    assert names[39] not in click.text()
    buttons = discord_server.messages[msg.id]["components"][0]["components"]
    assert buttons[1]["disabled"] is True

    await ask(discord_server, "tournament unlink", {"tournament": "big-open"}, **ORGANISER)
    click = await (await discord_server.click(msg, buttons[0]["custom_id"])).wait()
    assert click.callback_type == 4 and click.edits == 0 and click.rest_calls == 1
    assert [m.ephemeral for m in click.messages] == [True]
    assert "No linked tournament is called 'big-open'" in click.text()
    assert "Page 3/3" in discord_server.messages[msg.id]["embeds"][0]["footer"]["text"]


async def test_standings_page_option_is_clamped(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server, many_players_text(60), filename="big.json")
    rec = await ask(discord_server, "standings", {"page": 99})
    assert "Page 3/3" in rec.text()


# -- lichess ---------------------------------------------------------------------------------


@pytest.mark.needs_shared
async def test_link_and_sync_a_lichess_swiss(
    runner: Any, discord_server: DiscordStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core.sources.lichess import ENV_BASE_URL
    from tests.servers.lichess_server import LichessServer

    trf = (SHARED / "data" / "trf_lichess_swiss_2020-05-29_FaLp5fSD.trf").read_text("utf-8")
    header = {
        "id": "FaLp5fSD",
        "createdBy": "someone",
        "startsAt": "2020-05-29T17:00:00.000Z",
        "name": "Mai 5 Plus 0 Turnier",
        "clock": {"limit": 300, "increment": 0},
        "variant": "standard",
        "round": 10,
        "nbRounds": 10,
        "nbPlayers": 13,
        "nbOngoing": 0,
        "status": "finished",
        "rated": True,
    }
    with LichessServer() as lichess:
        lichess.add_swiss("FaLp5fSD", header, trf)
        monkeypatch.setenv(ENV_BASE_URL, lichess.base_url)
        rec = await ask(
            discord_server,
            "tournament link",
            {"url": "https://lichess.org/swiss/FaLp5fSD"},
            **ORGANISER,
        )
        assert rec.callback_type == 5  # the read is slow work: deferred first
        assert "Linked **Mai 5 Plus 0 Turnier** as `mai-5-plus-0-turnier`" in rec.text()
        assert "13 players, 10 of 10 rounds" in rec.text()
        rec = await ask(discord_server, "sync", {}, **ORGANISER)
        assert "Synced **Mai 5 Plus 0 Turnier**" in rec.text()
        assert lichess.requests == ["/api/swiss/FaLp5fSD", "/swiss/FaLp5fSD.trf"] * 2
        rec = await ask(
            discord_server,
            "tournament link",
            {"url": "https://lichess.org/swiss/NoSuch00"},
            **ORGANISER,
        )
        assert_ephemeral_error(rec, "NoSuch00")


async def test_unexpected_failures_get_a_generic_ephemeral_reply(
    runner: Any, discord_server: DiscordStandIn, caplog: pytest.LogCaptureFixture
) -> None:
    await link_sample(discord_server)
    runner.bot.service.store.close()  # the database goes away under the bot
    rec = await ask(discord_server, "standings")
    assert_ephemeral_error(rec, "Something went wrong", "has been logged")
    assert "Cannot operate on a closed database" not in rec.text()  # no internals shown
    assert any(r.name == "bot" and r.exc_info for r in caplog.records)


@pytest.mark.needs_shared
async def test_standings_after_an_earlier_round_keep_their_round_when_paging(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    from core.formats.trf import read_trf

    path = SHARED / "data" / "trf16_open_internacional_gros_2010_after_round4.trf"
    await ask(
        discord_server, "tournament link", {"file": (path.name, path.read_bytes())}, **ORGANISER
    )
    t = read_trf(io.StringIO(path.read_text(encoding="latin-1")), source="x")
    st = compute_standings(t, after_round=2)
    rec = await ask(discord_server, "standings", {"after_round": 2})
    (msg,) = rec.messages
    assert "standings after round 2" in msg.text()
    first = msg.embeds[0]["description"].split("```")[1].strip().splitlines()[1]
    assert first.split()[1] == str(st.rows[0].player.id)
    nxt = msg.custom_ids()[1]
    assert nxt.endswith(":1:n:r2")
    await runner.restart()
    click = await (await discord_server.click(msg, nxt)).wait()
    assert "standings after round 2" in click.text() and "Page 2/" in click.text()
    rec = await ask(discord_server, "standings", {"after_round": 99})
    assert "standings after round 4" in rec.text()
    assert not rec.messages[0].custom_ids()[1].endswith(":r4")
