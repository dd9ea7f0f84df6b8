"""tiebreak's Discord bot: players ask why they ranked where they did and get the arithmetic.

``create_bot(settings)`` (in :mod:`bot.app`) builds the client; ``python -m bot`` runs it.
"""

import os as _os

from core.i18n.text import register as _register

# The bot's words are its own package's (bot/locales/<lang>/bot.ftl, docs/translating.md).
_register(_os.path.join(_os.path.dirname(__file__), "locales"), "bot")
