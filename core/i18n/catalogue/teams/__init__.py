"""The messages of team events, one module per language (keys ``teams.*``)."""
