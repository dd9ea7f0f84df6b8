"""The bot's command areas, one extension each (``async def setup(bot)``)."""
