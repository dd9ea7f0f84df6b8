"""The package's version, the one source of it: ``pyproject.toml`` reads it from here
(``[tool.setuptools.dynamic]``), so the installed metadata says the same.

A constant rather than ``importlib.metadata.version("tiebreak")`` for the published page's
generator line: importing ``importlib.metadata`` (and the ``email`` package it reads the
metadata with) was a noticeable part of every ``tiebreak report``'s start.
"""

__version__ = "0.1.0"
