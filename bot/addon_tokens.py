"""Tokens of the Tiebreak menu's service (``tiebreak-serve``) made from Discord:
``/tournament addon-token`` writes one into the service's own token store, for the linked
Google Sheet's spreadsheet only, as ``tiebreak-serve token new --sheet URL`` does
(:func:`sheets_addon.new_service_token`).

The bot opens the store named by ``TIEBREAK_SERVE_DATABASE_URL`` (the service's
``DATABASE_URL``: ``postgresql://...``, or ``sqlite:///`` and the path of its
``TIEBREAK_SERVE_DB`` file), once per token: a token is made rarely, and nothing of the
service is kept open in the bot between two.
"""

from __future__ import annotations

import logging

import sheets_addon
from bot.errors import BotError
from bot.store import LinkedTournament, SourceKind
from core.i18n.message import msg

log = logging.getLogger(__name__)


def make_token(store_url: str | None, linked: LinkedTournament) -> sheets_addon.ServiceToken:
    """Make a token of ``tiebreak-serve`` for the linked Google Sheet.

    :raises BotError: the tournament is not a Google Sheet, no store is configured, or the
        store cannot be used (the reason goes to the log, never the token).
    """
    if linked.kind is not SourceKind.SHEET:
        raise BotError(msg("bot.error.addon-token-not-sheet", slug=linked.slug))
    if not store_url:
        raise BotError(msg("bot.error.addon-token-no-store"))
    try:
        return sheets_addon.new_service_token(
            store_url, linked.source, label=f"discord {linked.guild_id} {linked.slug}"
        )
    except sheets_addon.TokenStoreError as exc:
        log.warning("addon-token: the token store cannot be used: %s", exc)
        raise BotError(msg("bot.error.addon-token-store")) from None
