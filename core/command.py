"""The ``tiebreak`` console script's entry point (pyproject.toml, ``[project.scripts]``).

The command runs with Python's cyclic garbage collector off, from its first import on: it is
short-lived and frees what it allocates by reference counting, and the collector would
otherwise run some thirty times while the modules load, traversing every object made so far.
:func:`core.cli.main` switches it off as well when called another way, and on again after.
(The collector off pays 7% of a standings run of the 1,000 × 11 benchmark event and 16% of
the 10,000 × 15 one, a fifth of it while the modules load: benchmarks/README.md.)
"""

import gc

gc.disable()

from core.cli import run  # noqa: E402  (imported with the collector off)

__all__ = ["run"]
