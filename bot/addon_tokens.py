"""Tokens of the Tiebreak menu's service (``tiebreak-serve``) made from Discord:
``/tournament addon-token`` writes one into the service's own token store, for the linked
Google Sheet's spreadsheet only, as ``tiebreak-serve token new --sheet URL`` does.

The bot opens the store named by ``TIEBREAK_SERVE_DATABASE_URL`` (the service's
``DATABASE_URL``: ``postgresql://...``, or ``sqlite:///`` and the path of its
``TIEBREAK_SERVE_DB`` file), once per token: a token is made rarely, and nothing of the
service is kept open in the bot between two.
"""

from __future__ import annotations

import logging

from bot.errors import BotError
from bot.store import LinkedTournament, SourceKind
from core.i18n.message import msg
from sheets_addon.layout import parse_sheet_ref
from sheets_addon.service.signing import NewToken
from sheets_addon.service.tokens import StoreError, TokenStore

log = logging.getLogger(__name__)


def sheet_key(linked: LinkedTournament) -> str:
    """Return the spreadsheet key of a linked Google Sheet.

    :raises BotError: when the tournament is not a Google Sheet.
    """
    if linked.kind is not SourceKind.SHEET:
        raise BotError(msg("bot.error.addon-token-not-sheet", slug=linked.slug))
    key, _ = parse_sheet_ref(linked.source)
    return key


def make_token(store_url: str | None, linked: LinkedTournament) -> tuple[NewToken, str]:
    """Make a token of ``tiebreak-serve`` for the linked sheet; return it and the sheet's key.

    :raises BotError: the tournament is not a Google Sheet, no store is configured, or the
        store cannot be used (the reason goes to the log, never the token).
    """
    key = sheet_key(linked)
    if not store_url:
        raise BotError(msg("bot.error.addon-token-no-store"))
    try:
        store = TokenStore.open(store_url)
    except StoreError as exc:
        log.warning("addon-token: the token store cannot be opened: %s", exc)
        raise BotError(msg("bot.error.addon-token-store")) from None
    try:
        token = store.create(key, label=f"discord {linked.guild_id} {linked.slug}")
    except Exception as exc:  # the database's own errors, whichever driver
        log.warning("addon-token: the token store refused the token (%s)", type(exc).__name__)
        raise BotError(msg("bot.error.addon-token-store")) from None
    finally:
        store.close()
    return token, key
