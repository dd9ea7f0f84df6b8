"""The messages of team standings, one module per language (keys ``teamstd.*``)."""
