"""The messages of prizes, one module per language (keys ``prizes.*``)."""
