"""The engine: a tournament's standings under one rule set and tie-break order, its
consistency checks, the presets, the round in progress and why one entrant is above
another."""
