"""The messages of game scores (Scrabble: spread, TurČAS, Brightwell), one module per language
(keys ``scrabble.*``)."""
