"""The bot in the user's language, end to end over the Discord stand-in with the real client.

Discord sends the user's ``locale`` with every interaction: Czech (``cs``), Bulgarian,
Romanian, Turkish and Italian get answers in their language, anything else English. The
commands are registered with their descriptions in every language of the catalogue.
Expected text comes from the engine and the catalogue on the same data; a few Czech words
are spelt out so that a catalogue that silently fell back to English would fail.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.i18n import COMMAND_PREFIXES, CatalogueTranslator, command_keys, lang_of_locale, say
from core.engine.why import why
from core.errors import InputError
from core.formats.load import load_text
from core.i18n.message import msg
from core.i18n.text import LANGS, catalogue, number, render
from core.render.explanation import item_note, value_text
from core.render.standings import table_cells
from core.tiebreaks.names import named_code
from tests.bot.botsample import many_players_text, tournament_text
from tests.bot.test_commands import (
    ORGANISER,
    ask,
    assert_ephemeral_error,
    engine_standings,
    link_sample,
)
from tests.bot.test_stale import click, with_button
from tests.servers.discord_server import DiscordStandIn

pytestmark = pytest.mark.asyncio
OTHER = [lang for lang in LANGS if lang != "en"]


def plain(text: str) -> str:
    """Text without Markdown escapes."""
    return text.replace("\\", "")


def table_of(embed: dict[str, Any]) -> list[str]:
    return str(embed["description"]).split("```")[1].strip().splitlines()


# -- replies -------------------------------------------------------------------------------


async def test_czech_standings(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_sample(discord_server)
    st = engine_standings()
    rec = await ask(discord_server, "standings", locale="cs")
    (msg,) = rec.messages
    embed = msg.embeds[0]
    table = table_of(embed)
    assert table[0].split() == ["#", "Č.", "Jméno", "Body", *st.order]
    cells = table_cells(st, "cs")
    for line, row in zip(table[1:], cells, strict=True):
        assert line.split()[-(len(row) - 3) :] == row[3:]  # points and values as Czech writes
    assert any("," in row[3] for row in cells)  # 2,5 points, not 2.5
    assert embed["title"].endswith(f": pořadí po {st.rounds_counted}. kole")
    assert embed["footer"]["text"] == say(
        "bot.standings.footer",
        "cs",
        page=1,
        pages=1,
        count=len(st.rows),
        slug="club-swiss-november",
    )
    assert "6 hráčů" in embed["footer"]["text"]


async def test_czech_why_and_tiebreak_with_a_decimal_comma(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)
    st = engine_standings()
    rec = await ask(discord_server, "why", {"player_a": "Chen", "player_b": "Dara"}, locale="cs")
    result = why(st, 5, 6)
    text = plain(rec.text())
    assert render(result.text, "cs") in text
    assert render(result.text, "cs") != render(result.text, "en")
    assert text.startswith("Proč je ")
    for expl in result.explanations:
        named = render(named_code(expl.tiebreak), "cs")
        assert f"{named} = {value_text(expl, 'cs')}** podle pravidel" in text

    expl = next(
        e
        for e in (st.explain(p, c) for p in (1, 2, 3, 4, 5, 6) for c in ("BH", "SB", "ARO"))
        if "," in value_text(e, "cs")
    )
    rec = await ask(
        discord_server, "tiebreak", {"player": str(expl.player), "code": expl.tiebreak}, locale="cs"
    )
    text = plain(rec.text())
    named = render(named_code(expl.tiebreak), "cs")  # the code named in Czech beside it
    assert f"**{named} = {value_text(expl, 'cs')}** podle pravidel" in text
    assert value_text(expl, "en") not in text.split("\n")[1]  # not the English 2.5
    for item in expl.items:
        assert item_note(item, "cs") in text
    assert "kole" in rec.messages[0].embeds[0]["footer"]["text"]  # "po 3. kole"


async def test_czech_player_card_and_rules(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_sample(discord_server)
    st = engine_standings()
    rec = await ask(discord_server, "player", {"player": "Ana Novak"}, locale="cs")
    text = plain(rec.text())
    row = st.row(1)
    assert f"**{number(row.points, 'cs')}** bodu po {st.rounds_counted}. kole" in text  # 2,5
    assert "výhra proti Anabel Ortiz (4) (bílými)" in text
    assert f"**3. kolo** {render(msg('outcome.half-bye'), 'cs')} · " in text
    rec = await ask(discord_server, "rules", locale="cs")
    text = plain(rec.text())
    assert f"Sada pravidel: `{st.rules}` (výchozí)" in text
    assert ("Žádná varování." in text) == (not st.warnings)


async def test_czech_errors(runner: Any, discord_server: DiscordStandIn) -> None:
    rec = await ask(discord_server, "standings", locale="cs")
    assert_ephemeral_error(
        rec, "To se nepovedlo", "Na tomto serveru zatím není propojen", "/tournament link"
    )
    bad = json.loads(tournament_text())
    bad["players"][1]["results"][0] = "=W9"
    text = json.dumps(bad, indent=1)
    with pytest.raises(InputError) as info:
        load_text(text, source="broken.json")
    problems = info.value.problems
    rec = await ask(
        discord_server,
        "tournament link",
        {"file": ("broken.json", text.encode())},
        locale="cs",
        **ORGANISER,
    )
    assert_ephemeral_error(
        rec,
        say("bot.error.unreadable", "cs", count=len(problems)),
        *(p.text("cs") for p in problems),
    )
    assert f"Turnaj nelze načíst ({len(problems)} problémy):" in rec.text()
    await link_sample(discord_server)
    rec = await ask(discord_server, "player", {"player": "ana"}, locale="cs")
    assert_ephemeral_error(rec, "odpovídá více hráčům", "Ana Novak (1)", "Anabel Ortiz (4)")
    rec = await ask(discord_server, "tournament unlink", {"tournament": "x"}, locale="cs")
    assert_ephemeral_error(rec, "Toto mohou jen pořadatelé")


async def test_czech_organiser_replies(runner: Any, discord_server: DiscordStandIn) -> None:
    data = tournament_text().encode()
    rec = await ask(
        discord_server, "tournament link", {"file": ("club.json", data)}, locale="cs", **ORGANISER
    )
    embed = rec.messages[0].embeds[0]
    assert embed["title"] == "Turnaj propojen"
    assert "je propojen jako `club-swiss-november` (aktivní turnaj)" in embed["description"]
    assert "6 hráčů, kola 3/5" in embed["description"]
    assert "Zdroj: club.json (soubor)." in embed["description"]
    rec = await ask(discord_server, "tournament list", locale="cs", **ORGANISER)
    assert rec.messages[0].embeds[0]["title"] == "Propojené turnaje"
    assert "(soubor: club.json; pravidla výchozí, pořadí výchozí; načteno " in rec.text()
    role = discord_server.organiser_role  # type: ignore[attr-defined]
    rec = await ask(
        discord_server, "tournament organiser-role", {"role": role}, locale="cs", **ORGANISER
    )
    assert f"Členové s rolí <@&{role}> nyní mohou používat příkazy pořadatelů." in rec.text()
    rec = await ask(
        discord_server,
        "tournament unlink",
        {"tournament": "club-swiss-november"},
        locale="cs",
        **ORGANISER,
    )
    assert rec.messages[0].embeds[0]["title"] == "Propojení zrušeno"
    assert "Nyní není propojen žádný turnaj." in rec.text()


@pytest.mark.parametrize("locale", ["en-US", "en-GB", "fr", "pt-BR"])
async def test_other_locales_get_english(
    runner: Any, discord_server: DiscordStandIn, locale: str
) -> None:
    rec = await ask(discord_server, "standings", locale=locale)
    assert_ephemeral_error(rec, "That did not work", "No tournament is linked")
    await link_sample(discord_server)
    rec = await ask(discord_server, "standings", locale=locale)
    embed = rec.messages[0].embeds[0]
    assert table_of(embed)[0].split()[:4] == ["#", "No", "Name", "Pts"]
    assert embed["footer"]["text"].startswith("Page 1/1 · 6 players")


@pytest.mark.parametrize("lang", OTHER)
async def test_every_language_answers_in_its_own_words(
    runner: Any, discord_server: DiscordStandIn, lang: str
) -> None:
    await link_sample(discord_server)
    st = engine_standings()
    rec = await ask(discord_server, "standings", locale=lang)
    embed = rec.messages[0].embeds[0]
    header = [say(f"bot.standings.column.{c}", lang) for c in ("rank", "no", "name", "pts")]
    assert table_of(embed)[0].split()[:4] == header != ["#", "No", "Name", "Pts"]
    assert embed["footer"]["text"] == say(
        "bot.standings.footer",
        lang,
        page=1,
        pages=1,
        count=len(st.rows),
        slug="club-swiss-november",
    )
    rec = await ask(discord_server, "buchholz", {"player": "José", "variant": "BH-C1"}, locale=lang)
    expl = st.explain(3, "BH-C1")
    assert (
        say("bot.explain.title", lang, code="BH-C1", player="José Núñez", id=3)
        in rec.messages[0].embeds[0]["title"]
    )
    assert value_text(expl, lang) in rec.text()


async def test_default_is_suggested_in_the_users_words(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)
    for option in ("rules", "order"):
        rec = await ask(
            discord_server,
            "tournament settings",
            {option: ""},
            focused=option,
            locale="cs",
            **ORGANISER,
        )
        assert rec.choices[0] == {"name": "výchozí (default)", "value": "default"}
        rec = await ask(
            discord_server, "tournament settings", {option: ""}, focused=option, **ORGANISER
        )
        assert rec.choices[0] == {"name": "default", "value": "default"}
    rec = await ask(
        discord_server,
        "tournament settings",
        {"rules": "výchozí"},
        focused="rules",
        locale="cs",
        **ORGANISER,
    )
    assert [c["value"] for c in rec.choices] == ["default"]


# -- the standings buttons -------------------------------------------------------------------


async def test_standings_pages_keep_the_language_they_were_asked_in(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server, many_players_text(60), filename="big.json")
    rec = await ask(discord_server, "standings", locale="cs")
    (msg,) = rec.messages
    assert msg.custom_ids() == ["tb:st:big-open:0:p:cs", "tb:st:big-open:1:n:cs"]
    labels = [c["label"] for c in msg.components[0]["components"]]
    assert labels == ["◀ Předchozí", "Další ▶"]
    assert "Strana 1/3" in msg.text()
    # Someone else (English) turns the page: the public message stays Czech.
    rec = await click(discord_server, msg, "tb:st:big-open:1:n:cs")
    assert "Strana 2/3" in rec.text() and "Page" not in rec.text()
    await runner.restart()
    rec = await click(discord_server, msg, "tb:st:big-open:2:n:cs")
    assert "Strana 3/3" in rec.text()
    # An English page turns in English, with the custom ids it always had.
    rec = await ask(discord_server, "standings", locale="en-US")
    assert rec.messages[0].custom_ids() == ["tb:st:big-open:0:p", "tb:st:big-open:1:n"]


async def test_a_stale_button_answers_in_the_clickers_language(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)
    rec = await ask(discord_server, "standings")
    msg = rec.messages[0]
    with_button(discord_server, msg.id, "tb:standings:big-open:2")
    rec = await (await discord_server.click(msg, "tb:standings:big-open:2", locale="it")).wait()
    assert rec.rejected == []
    assert_ephemeral_error(rec, "Non è andata a buon fine", "Questo pulsante non è più valido")


# -- the registration ------------------------------------------------------------------------


def _nodes(commands: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every command, sub-command and option of a registration."""
    out: list[dict[str, Any]] = []

    def walk(node: dict[str, Any]) -> None:
        out.append(node)
        for option in node.get("options") or []:
            walk(option)

    for c in commands:
        walk(c)
    return out


async def test_registration_carries_the_descriptions_in_every_language(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    assert discord_server.rejected_syncs == []
    keys = command_keys()
    english = [k for k in catalogue("en", "bot") if k.startswith(COMMAND_PREFIXES)]
    assert len(keys) == len(english)  # no two descriptions share an English text
    nodes = _nodes(discord_server.commands[None])
    assert len(nodes) > 30
    for node in nodes:
        key = keys[node["description"]]  # every English description is in the catalogue
        localized = node.get("description_localizations") or {}
        assert set(localized) == set(OTHER), (node["name"], localized)
        for lang in OTHER:
            assert localized[lang] == say(key, lang) != node["description"]
        assert not node.get("name_localizations"), node["name"]  # names stay English
    by_name = {c["name"]: c for c in discord_server.commands[None]}
    assert by_name["standings"]["description_localizations"]["cs"].startswith("Zobrazí pořadí")
    variant = next(o for o in by_name["buchholz"]["options"] if o["name"] == "variant")
    assert [c["value"] for c in variant["choices"]] == ["BH", "BH-C1", "BH-C2", "BH-M1", "BH-M2"]
    for choice in variant["choices"]:  # named by the catalogue's tb.* names, beside the code
        names = choice["name_localizations"]
        assert set(names) == set(OTHER)
        assert choice["name"] == render(named_code(choice["value"]), "en")
        assert names["cs"] == render(named_code(choice["value"]), "cs")
    assert variant["choices"][1]["name"] == "Buchholz Cut-1 (BH-C1)"
    bg = variant["choices"][3]["name_localizations"]["bg"]
    assert bg == "Коефициент на Бухолц (медиана-1) (BH-M1)"


async def test_a_changed_translation_is_uploaded_again(
    runner: Any, discord_server: DiscordStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert discord_server.sync_count == 1
    await runner.restart()
    assert discord_server.sync_count == 1  # nothing changed
    monkeypatch.setitem(catalogue("cs", "bot"), "bot.cmd.sync", "Znovu načte zdroj turnaje.")
    await runner.restart()
    assert discord_server.sync_count == 2
    sync = next(c for c in discord_server.commands[None] if c["name"] == "sync")
    assert sync["description_localizations"]["cs"] == "Znovu načte zdroj turnaje."


async def test_the_stand_in_refuses_a_registration_Discord_would_refuse(
    runner: Any, discord_server: DiscordStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(catalogue("it", "bot"), "bot.cmd.sync", "x" * 101)
    with pytest.raises(Exception, match="50035"):
        await runner.bot.sync_commands()
    problems = discord_server.rejected_syncs[-1]
    assert any("description_localizations" in str(v) for v in problems.values())


# -- the translator and the locale ------------------------------------------------------------


async def test_translator_leaves_names_and_unknown_texts_english() -> None:
    from discord import Locale, app_commands

    translator = CatalogueTranslator()
    await translator.load()
    where = app_commands.TranslationContextLocation
    text = app_commands.locale_str("One player")
    assert (
        await translator.translate(
            text, Locale.czech, app_commands.TranslationContext(where.parameter_description, None)
        )
        == "Jeden hráč"
    )
    assert (
        await translator.translate(
            text, Locale.french, app_commands.TranslationContext(where.parameter_description, None)
        )
        is None
    )
    assert (
        await translator.translate(
            text,
            Locale.american_english,
            app_commands.TranslationContext(where.parameter_description, None),
        )
        is None
    )
    assert (
        await translator.translate(
            app_commands.locale_str("why"),
            Locale.czech,
            app_commands.TranslationContext(where.command_name, None),
        )
        is None
    )
    assert (
        await translator.translate(
            app_commands.locale_str("Not in the catalogue"),
            Locale.czech,
            app_commands.TranslationContext(where.command_description, None),
        )
        is None
    )


@pytest.mark.parametrize(
    ("locale", "lang"),
    [
        ("cs", "cs"),
        ("bg", "bg"),
        ("ro", "ro"),
        ("tr", "tr"),
        ("it", "it"),
        ("en-US", "en"),
        ("en-GB", "en"),
        ("fr", "en"),
        ("pt-BR", "en"),
        ("zh-TW", "en"),
        (None, "en"),
    ],
)
async def test_locale_to_language(locale: str | None, lang: str) -> None:
    assert lang_of_locale(locale) == lang
