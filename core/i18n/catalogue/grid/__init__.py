"""The messages of grid, one module per language (keys ``grid.*``)."""
