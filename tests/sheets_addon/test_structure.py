"""The connector's shape: small modules, no import cycle, and the bot using only its public
functions (read from the source, so that nothing needs to run)."""

from __future__ import annotations

import ast
from pathlib import Path

import sheets_addon

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "sheets_addon"
MAX_LINES = 400


def _imports(path: Path) -> list[str]:
    """Every module ``path`` imports, at the top or inside a function."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
    return found


def test_no_module_is_over_400_lines() -> None:
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in PACKAGE.glob("*.py")}
    assert {name: n for name, n in sizes.items() if n > MAX_LINES} == {}


def test_no_import_cycle_between_the_connectors_modules() -> None:
    graph = {
        f"sheets_addon.{p.stem}": {m for m in _imports(p) if m.startswith("sheets_addon.")}
        for p in PACKAGE.glob("*.py")
        if p.stem != "__init__"
    }
    cycles = []

    def visit(module: str, path: list[str]) -> None:
        for dep in sorted(graph.get(module, ())):
            if dep in path:
                cycles.append([*path[path.index(dep) :], dep])
            else:
                visit(dep, [*path, dep])

    for module in sorted(graph):
        visit(module, [module])
    assert cycles == []


def test_the_bot_uses_only_the_public_functions() -> None:
    """No ``sheets_addon.<module>`` import in ``bot/``, and every ``sheets_addon.X`` it names
    is in ``sheets_addon.__all__``."""
    inner, unknown = [], []
    for path in sorted((ROOT / "bot").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        inner += [f"{path.name}: {m}" for m in _imports(path) if m.startswith("sheets_addon.")]
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "sheets_addon"
                and node.attr not in sheets_addon.__all__
            ):
                unknown.append(f"{path.name}: sheets_addon.{node.attr}")
    assert inner == [] and unknown == []
    assert {"read_tournament", "sync"} <= set(sheets_addon.__all__)
