"""The ``tiebreak`` console script's entry point (pyproject.toml, ``[project.scripts]``).

Importing this module switches Python's cyclic garbage collector off, before the command's
own modules are imported: the command is short-lived and frees what it allocates by
reference counting, and the collector would otherwise run some thirty times while the
modules load and the arguments are parsed, traversing every object made so far (a
standings run of the 1,000 × 11 benchmark event: 412.3 M instructions against 399.8 M,
callgrind, 2026-12-02). :func:`core.cli.main` switches it off as well when called another
way, and on again after.
"""

import gc

gc.disable()

from core.cli import run  # noqa: E402  (imported with the collector off)

__all__ = ["run"]
