"""The bot's own errors: part of :class:`core.errors.TiebreakError`, so one handler shows them.

Each carries its message as catalogue data (``bot.error.*``): :meth:`text` renders it in the
language of the person who ran the command; ``str(error)`` is the English text (logs).
"""

from __future__ import annotations

from bot.markup import md_candidate, md_short
from core.errors import InputError, TiebreakError
from core.i18n.message import Msg, msg
from core.i18n.text import render
from core.players import TeamLookupError as TeamNameError


class BotError(TiebreakError):
    """An error the bot reports to the person who ran the command (its message Markdown)."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(render(message))


class NoTournamentError(BotError):
    """The server has no tournament linked (or none active)."""

    def __init__(self) -> None:
        super().__init__(msg("bot.error.no-tournament"))


class UnknownTournamentError(BotError):
    """A tournament key that is not linked on this server."""

    def __init__(self, key: str, known: list[str]) -> None:
        self.key = key
        self.known = known
        listed = tuple(f"`{k}`" for k in known) if known else msg("bot.error.none-linked")
        super().__init__(msg("bot.error.unknown-tournament", key=md_short(key, 100), known=listed))


class NotOrganiserError(BotError):
    """The member may not run an organiser command."""

    def __init__(self, role_id: int | None) -> None:
        self.role_id = role_id
        if role_id is None:
            super().__init__(msg("bot.error.not-organiser"))
        else:
            super().__init__(msg("bot.error.not-organiser-role", role=f"<@&{role_id}>"))


class SourceError(BotError):
    """A tournament source that cannot be reached or is not supported.

    ``source`` is a file name or URL (escaped here), or a message naming it (``the Google
    Sheet``); ``reason`` says what went wrong.
    """

    def __init__(self, source: str | Msg, reason: Msg) -> None:
        self.source = source
        self.reason = reason
        shown = md_short(source, 300) if isinstance(source, str) else source
        super().__init__(msg("bot.error.source", source=shown, reason=reason))


class PrizeListError(InputError):
    """A prize list that cannot be read or does not fit the tournament: every problem, each
    naming its field (``prizes.json: categories[0].places[2].money: ...``)."""

    def __init__(self, err: InputError) -> None:
        super().__init__(list(err.problems))


class NoPrizesError(BotError):
    """The tournament has no prize list yet."""

    def __init__(self, slug: str) -> None:
        self.slug = slug
        super().__init__(msg("bot.error.no-prizes", slug=slug))


class KeptSnapshotError(BotError):
    """A read of a linked tournament's source was refused, and the last good one is kept:
    the reply says since when and then what the source answers now (``cause``).

    ``synced_at`` is when the kept snapshot was read (ISO 8601, UTC): shown as a Discord
    timestamp, so that every reader sees it in their own time zone.
    """

    def __init__(self, slug: str, synced_at: str, cause: TiebreakError) -> None:
        self.slug = slug
        self.synced_at = synced_at
        self.cause = cause
        super().__init__(
            msg("bot.error.kept", slug=md_short(slug, 100), when=discord_time(synced_at))
        )


def discord_time(iso: str) -> str:
    """A Discord timestamp (``<t:1733076120:f>``: date and time in the reader's zone)."""
    from datetime import datetime

    try:
        return f"<t:{int(datetime.fromisoformat(iso).timestamp())}:f>"
    except ValueError:
        return iso


class TeamEventError(BotError):
    """A player command on a team event (its standings rank teams; rules.md 9.1)."""

    def __init__(self, name: str) -> None:
        super().__init__(msg("bot.team.error.player-command", name=md_short(name, 100)))


class NotTeamEventError(BotError):
    """A team option on an individual event."""

    def __init__(self, name: str) -> None:
        super().__init__(msg("bot.team.error.not-team-event", name=md_short(name, 100)))


class TeamLookupError(BotError):
    """No team, or several, match what was typed for a team option."""

    def __init__(self, err: TeamNameError) -> None:
        query = md_short(err.query, 100)
        if err.found:
            found = tuple(md_candidate(c, 100) for c in err.found)
            super().__init__(msg("bot.team.error.ambiguous", query=query, teams=found))
        elif err.close:
            close = tuple(md_candidate(c, 100) for c in err.close)
            super().__init__(msg("bot.team.error.no-team-close", query=query, teams=close))
        else:
            super().__init__(msg("bot.team.error.no-team", query=query))
