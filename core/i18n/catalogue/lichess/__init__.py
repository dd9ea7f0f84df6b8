"""The messages of lichess, one module per language (keys ``lichess.*``)."""
