"""The ``tiebreak`` console script's entry point (pyproject.toml, ``[project.scripts]``)."""

from core.cli import run

__all__ = ["run"]
