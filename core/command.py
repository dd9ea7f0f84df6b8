"""The ``tiebreak`` console script's entry point (pyproject.toml, ``[project.scripts]``).

The command runs with Python's cyclic garbage collector off, from its first import on: it is
short-lived and frees what it allocates by reference counting, and the collector would
otherwise run some thirty times while the modules load, traversing every object made so far.
:func:`core.cli.main` switches it off as well when called another way, and on again after.
(What the collector off pays is in benchmarks/README.md, "The figures behind core's speed
tricks".)
"""

import gc

gc.disable()

from core.cli import run  # noqa: E402  (imported with the collector off)

__all__ = ["run"]
