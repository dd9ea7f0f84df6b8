"""``python -m bot`` / ``tiebreak-bot``: run the bot with ``DISCORD_TOKEN`` from the environment."""

from __future__ import annotations

import logging
import sys

from bot.settings import Settings, SettingsError


def main(argv: list[str] | None = None) -> int:
    """Run the bot until interrupted; return the exit code (2: missing or bad settings)."""
    try:
        settings = Settings.from_env()
    except SettingsError as err:
        print(f"tiebreak-bot: {err}", file=sys.stderr)
        return 2
    import discord

    from bot.app import create_bot

    discord.utils.setup_logging(level=logging.INFO)
    try:
        bot = create_bot(settings)
    except ValueError as err:
        print(f"tiebreak-bot: {err}", file=sys.stderr)
        return 2
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print("tiebreak-bot: Discord refused the token in DISCORD_TOKEN", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
