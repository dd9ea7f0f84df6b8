"""Run a console script as it runs where an optional extra is not installed.

:func:`without_modules` writes a ``sitecustomize.py`` that puts an import blocker first on
``sys.meta_path`` (Python imports ``sitecustomize`` from ``PYTHONPATH`` at start-up), so the
named top-level packages fail to import exactly as an absent package does
(``ModuleNotFoundError`` with ``name`` set), while everything else imports as usual.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

_SITECUSTOMIZE = '''\
import sys

HIDDEN = {hidden!r}


class HideModules:
    """Refuses the hidden packages as if they were not installed."""

    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in HIDDEN:
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
        return None


sys.meta_path.insert(0, HideModules())
'''


def without_modules(tmp_path: Path, hidden: Sequence[str]) -> dict[str, str]:
    """Return an environment in which ``hidden`` packages cannot be imported."""
    folder = tmp_path / "hide-modules"
    folder.mkdir(exist_ok=True)
    (folder / "sitecustomize.py").write_text(
        _SITECUSTOMIZE.format(hidden=set(hidden)), encoding="utf-8"
    )
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(folder), str(REPO)])
    return env


def console_script(name: str, module: str) -> list[str]:
    """Return the command of an installed console script, or ``python -m module`` when the
    package is not installed with its scripts (the same ``main`` either way)."""
    script = Path(sys.executable).parent / name
    return [str(script)] if script.exists() else [sys.executable, "-m", module]


def run(
    command: Sequence[str], env: dict[str, str], cwd: Path, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    """Run ``command`` and return what it printed and its exit code."""
    return subprocess.run(
        list(command),
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
