"""The sheets's messages, one module per language (keys ``sheets.*``)."""
