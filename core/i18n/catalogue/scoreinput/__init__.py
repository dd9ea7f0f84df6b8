"""The messages of game scores in input files, one module per language (keys ``scoreinput.*``)."""
