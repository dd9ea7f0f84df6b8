"""The messages of compare, one module per language (keys ``compare.*``)."""
