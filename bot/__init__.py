"""tiebreak's Discord bot: players ask why they ranked where they did and get the arithmetic.

``create_bot(settings)`` (in :mod:`bot.app`) builds the client; ``python -m bot`` runs it.
"""
