"""The bot in the user's language: the interaction's locale, the bot's messages, and the
command descriptions Discord shows in each language.

Replies are written in the language of the person who ran the command (Discord sends it as
``locale`` with every interaction): Czech, Bulgarian, Romanian, Turkish, Italian or any
language whose files are present, English otherwise. The bot's own messages are the
``bot.*`` keys of the catalogue (``bot/locales/<lang>/bot.ftl``, registered by :mod:`bot`);
the engine's messages (explanations, warnings, input errors) are rendered by the core's
renderers in the same language.

Command and option descriptions are registered with their translations
(``description_localizations``) by :class:`CatalogueTranslator`: the English text discord.py
takes from a docstring or ``describe`` is found among the catalogue's ``bot.cmd.*``
messages, and that message's translation is returned. Names stay English.
"""

from __future__ import annotations

import functools

import discord
from discord import app_commands

from core.i18n.message import Arg
from core.i18n.text import DEFAULT_LANG, catalogue, language_of, render, render_key
from core.tiebreaks.names import named_code

COMMAND_PREFIX = "bot.cmd."
"""Catalogue keys of command, option and choice descriptions."""
COMMAND_PREFIXES = (COMMAND_PREFIX, "bot.team.cmd.")
"""Their prefixes, with the team options'."""

_NAMES = frozenset(
    {
        app_commands.TranslationContextLocation.command_name,
        app_commands.TranslationContextLocation.group_name,
        app_commands.TranslationContextLocation.parameter_name,
    }
)


def lang_of_locale(locale: discord.Locale | str | None) -> str:
    """Return the catalogue language of a Discord locale (``cs``, ``en-US``), English for
    any language the catalogue does not have."""
    if isinstance(locale, discord.Locale):
        locale = locale.value
    return language_of(locale) or DEFAULT_LANG


def language(interaction: discord.Interaction) -> str:
    """Return the language to answer ``interaction`` in: its user's locale."""
    return lang_of_locale(interaction.locale)


def say(key: str, lang: str, /, **args: Arg) -> str:
    """Return the bot's message ``key`` in ``lang`` with its named parameters."""
    return render_key(key, lang, **args)


@functools.lru_cache(maxsize=1 << 8)
def words(key: str, lang: str, /) -> str:
    """Return ``say(key, lang)`` for a message without parameters, made once per language: the
    same few words (a colour, a result, "cut") come back line after line of an answer."""
    return render_key(key, lang)


def command_keys() -> dict[str, str]:
    """Return the English text of every command description (and option description, choice
    name) mapped to its catalogue key."""
    return {
        str(text): key
        for key, text in catalogue(DEFAULT_LANG, "bot").items()
        if key.startswith(COMMAND_PREFIXES)
    }


class CatalogueTranslator(app_commands.Translator):
    """Translates command descriptions and choice names from the catalogue; names of
    commands and options are left English (None), as are texts the catalogue lacks."""

    def __init__(self) -> None:
        super().__init__()
        self._keys: dict[str, str] = {}

    async def load(self) -> None:
        """Read the English texts of the catalogue (once, when the tree takes the translator)."""
        self._keys = command_keys()

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        """Return ``string`` in ``locale``, or None (Discord then shows the English text)."""
        if context.location in _NAMES:
            return None
        lang = language_of(locale.value)
        if lang is None or lang == DEFAULT_LANG:
            return None
        code = string.extras.get("code")
        if code is not None:  # a tie-break code (the /buchholz choices): the catalogue's name
            return render(named_code(code), lang)
        key = string.extras.get("key") or self._keys.get(string.message)
        if key is None:
            return None
        return say(key, lang)


__all__ = [
    "CatalogueTranslator",
    "command_keys",
    "lang_of_locale",
    "language",
    "say",
    "words",
]
