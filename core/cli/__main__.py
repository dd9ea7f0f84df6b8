"""``python -m core.cli``: the ``tiebreak`` command."""

from core.cli import run

run()
