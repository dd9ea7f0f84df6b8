"""``core``'s imports (issue 30): its import graph is built from the source with ``ast`` (every
import, those inside functions and under ``if TYPE_CHECKING:`` included, as a reader of the
code sees them); it has no strongly connected component of more than one module, and each
folder is one layer that imports only its own and those below it (docs/architecture.md).

A module depends on what it names: ``from core.a import b`` on ``core.a.b`` when that is a
module, else on ``core.a``; ``import core.a.b`` on ``core.a.b``. Packages a name passes
through are not counted: their ``__init__`` import nothing at run time (``core/__init__.py``
imports on first use, PEP 562) and would otherwise join every module to every other.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def modules(root: Path, package: str) -> dict[str, tuple[Path, bool]]:
    """Every module of ``package`` under ``root``: its dotted name, file and whether it is a
    package's ``__init__``."""
    found = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        found[".".join(parts)] = (path, is_package)
    return found


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """The modules of ``package`` each module imports, anywhere in its source."""
    mods = modules(root, package)

    def known(name: str) -> str | None:
        while name and name not in mods:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for name, (path, is_package) in mods.items():
        here = name if is_package else name.rpartition(".")[0]
        deps: set[str | None] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                deps.update(known(a.name) for a in node.names if a.name.split(".")[0] == package)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = here.split(".")[: len(here.split(".")) - node.level + 1]
                    source = ".".join([*base, *([node.module] if node.module else [])])
                else:
                    source = node.module or ""
                if source.split(".")[0] != package:
                    continue
                for a in node.names:
                    whole = f"{source}.{a.name}"
                    deps.add(whole if whole in mods else known(source))
        graph[name] = {d for d in deps if d is not None and d != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            v, edges = work[-1]
            w = next(edges, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph.get(w, ())))))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                component = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    component.append(w)
                    if w == v:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


LAYERS = (
    (
        "foundation",
        ("core", "core.i18n"),
    ),  # core's own modules (model, scores, errors, …) and words
    ("rule sets", ("core.rules",)),
    ("tie-breaks", ("core.tiebreaks",)),
    ("team tie-breaks", ("core.teams",)),
    # The readers check an event's own rule set and tie-break order (a grid's settings block,
    # a JSON file's "rules" and "order") by the names the rule sets and the registry know.
    ("readers", ("core.formats",)),
    ("sources", ("core.sources",)),
    ("standings", ("core.engine",)),
    ("questions", ("core.questions",)),
    ("rendering", ("core.render",)),
    ("the published page", ("core.report",)),
    ("command line", ("core.cli",)),
)
"""The layers from the bottom up, each with its folders (``core``: the modules directly in it)."""
FRONT = {"core": "command line", "core.command": "command line"}
"""The package's front door (its public API, imported on first use) and the console script."""


def layer_of(module: str) -> int:
    """The position in :data:`LAYERS` of ``module``'s layer."""
    names = [name for name, _ in LAYERS]
    if module in FRONT:
        return names.index(FRONT[module])
    for i, (_, folders) in enumerate(LAYERS):
        if any(module == f or module.startswith(f"{f}.") for f in folders if f != "core"):
            return i
    assert module.rpartition(".")[0] == "core", module
    return 0


def test_each_folder_imports_only_its_own_layer_and_those_below() -> None:
    graph = import_graph(ROOT, "core")
    upward = [
        f"{m} ({LAYERS[layer_of(m)][0]}) imports {d} ({LAYERS[layer_of(d)][0]})"
        for m in sorted(graph)
        for d in sorted(graph[m])
        if layer_of(d) > layer_of(m)
    ]
    assert upward == []


def test_every_folder_of_core_has_its_layer() -> None:
    folders = {
        m if is_package else m.rpartition(".")[0]
        for m, (_, is_package) in modules(ROOT, "core").items()
    }
    named = {f for _, fs in LAYERS for f in fs}
    assert {
        f for f in folders if not any(f == n or f.startswith(f"{n}.") for n in named - {"core"})
    } == {"core"}
    assert (
        layer_of("core.rules.fide")
        < layer_of("core.formats.trf")
        < layer_of("core.engine.standings")
    )


def test_core_imports_no_module_that_imports_it_back() -> None:
    graph = import_graph(ROOT, "core")
    assert len(graph) > 150  # the whole package was read (174 modules without the dict catalogue)
    described = [
        " -> ".join(f"{m} (imports {sorted(graph[m] & set(c))})" for m in c) for c in cycles(graph)
    ]
    assert described == []


def _write(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")


def test_an_import_inside_a_function_or_for_the_type_checker_makes_a_cycle(
    tmp_path: Path,
) -> None:
    _write(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/low.py": "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from pkg.high import Thing\n",
            "pkg/high.py": "from pkg import low\n",
            "pkg/sub/__init__.py": "",
            "pkg/sub/a.py": "def f():\n    from .b import g\n",
            "pkg/sub/b.py": "import pkg.sub.a\n",
            "pkg/sub/c.py": "from pkg.sub import a\nfrom pkg.low import x\n",
        },
    )
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg.high"] == {"pkg.low"}
    assert graph["pkg.sub.c"] == {"pkg.sub.a", "pkg.low"}
    assert cycles(graph) == [["pkg.high", "pkg.low"], ["pkg.sub.a", "pkg.sub.b"]]
