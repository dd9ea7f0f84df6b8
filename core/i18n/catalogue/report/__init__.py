"""The messages of the published standings page, one module per language (keys
``report.*``)."""
