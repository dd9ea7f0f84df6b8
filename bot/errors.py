"""The bot's own errors: part of :class:`core.errors.TiebreakError`, so one handler shows them."""

from __future__ import annotations

from bot.markup import md_short
from core.errors import TiebreakError


class BotError(TiebreakError):
    """An error the bot reports to the person who ran the command."""


class NoTournamentError(BotError):
    """The server has no tournament linked (or none active)."""

    def __init__(self) -> None:
        super().__init__(
            "No tournament is linked on this server yet. An organiser can link one with "
            "`/tournament link` (a Google Sheet URL, a lichess Swiss URL or an attached "
            "TRF/JSON/CSV file).")


class UnknownTournamentError(BotError):
    """A tournament key that is not linked on this server."""

    def __init__(self, key: str, known: list[str]) -> None:
        self.key = key
        self.known = known
        listed = ", ".join(f"`{k}`" for k in known) if known else "none"
        super().__init__(f"No linked tournament is called '{md_short(key, 100)}'. "
                         f"Linked here: {listed}.")


class NotOrganiserError(BotError):
    """The member may not run an organiser command."""

    def __init__(self, role_id: int | None) -> None:
        self.role_id = role_id
        who = "the Manage Server permission"
        if role_id is not None:
            who += f" or the <@&{role_id}> role"
        super().__init__(f"Only organisers can do this: it needs {who}.")


class SourceError(BotError):
    """A tournament source that cannot be reached or is not supported."""

    def __init__(self, source: str, reason: str) -> None:
        self.source = source
        self.reason = reason
        super().__init__(f"Could not read {md_short(source, 300)}: {reason}")
