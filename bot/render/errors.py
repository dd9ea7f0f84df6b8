"""Error replies: the problem in the reader's language, short and ephemeral."""

from __future__ import annotations

from collections.abc import Sequence

from bot import markup
from bot.errors import BotError, PrizeListError
from bot.i18n import say
from bot.render.layout import (
    ERROR_COLOUR,
    NAME_IN_LINE,
    PROBLEMS_SHOWN,
    Message,
    md,
    messages,
    name_md,
)
from core.errors import InputError, TiebreakError
from core.i18n.text import DEFAULT_LANG
from core.players import AmbiguousNameError, Candidate, PlayerNotFoundError


def error_lines(err: TiebreakError, lang: str = DEFAULT_LANG) -> list[str]:
    """Return the user-facing lines of a known error (ephemeral reply)."""
    if isinstance(err, PlayerNotFoundError):
        lines = [say("bot.error.no-player", lang, query=name_md(err.query))]
        if err.close:
            lines.append(
                say("bot.error.did-you-mean", lang, players=tuple(_candidate(c) for c in err.close))
            )
        return lines
    if isinstance(err, AmbiguousNameError):
        return [
            say(
                "bot.error.ambiguous",
                lang,
                query=name_md(err.query),
                players=tuple(_candidate(c) for c in err.found),
            )
        ]
    if isinstance(err, InputError):
        n = len(err.problems)
        head = (
            "bot.error.prizes-unreadable"
            if isinstance(err, PrizeListError)
            else "bot.error.unreadable"
        )
        lines = [
            say(head, lang, count=n),
            *(f"• {_code(p.text(lang))}" for p in err.problems[:PROBLEMS_SHOWN]),
        ]
        if n > PROBLEMS_SHOWN:
            lines.append(say("bot.error.more", lang, count=n - PROBLEMS_SHOWN))
        return lines
    if isinstance(err, BotError):
        return [err.text(lang)]  # our own wording, Markdown intended
    return [md(err.text(lang))]


def _candidate(c: Candidate) -> str:
    return markup.md_candidate(c, NAME_IN_LINE)


def _code(text: str) -> str:
    """Text in a code span (Markdown is inert there; a backtick would end the span)."""
    return "`" + markup.shorten(text, 500).replace("`", "ˋ") + "`"


def error_messages(err: TiebreakError, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the messages for a known error."""
    return error_reply(error_lines(err, lang), lang)


def error_reply(
    lines: Sequence[str], lang: str = DEFAULT_LANG, *, title: str = "bot.error.title"
) -> list[Message]:
    """Return an error reply: the lines under the title ``title`` (a catalogue key)."""
    return messages(say(title, lang), lines, colour=ERROR_COLOUR, lang=lang)
