"""The bot's messages, one module per language (keys ``bot.*``)."""
