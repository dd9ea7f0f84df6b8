"""The messages of input, one module per language (keys ``input.*``)."""
