"""The messages of whatif, one module per language (keys ``whatif.*``)."""
