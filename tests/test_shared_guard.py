"""Every test that reads ``../shared`` goes through the guard of ``tests/conftest.py``, so a clone
alone (no ``../shared``) skips it with the one reason instead of failing, and CI
(``TIEBREAK_REQUIRE_ALL=1``) fails it instead of skipping.

The check reads the test modules (their syntax trees, not their text) and follows the shared
paths: ``SHARED``, ``VECTORS`` and ``DATA`` of ``tests.conftest``, every module-level name
assigned from one, every helper function using one and every such name imported from another
test module. A test or fixture that uses any of them must be guarded: marked ``needs_shared``
(itself, its class or the module's ``pytestmark``), calling ``require_shared()`` or
``shared_file()``, or taking a fixture that is. Nothing may read one of those paths at import
time, and no module but the conftest finds the folder by itself.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from tests.conftest import REPO

TESTS = REPO / "tests"
ROOTS = frozenset({"SHARED", "VECTORS", "DATA"})
GUARDS = frozenset({"require_shared", "shared_file"})
READS = frozenset({"read_text", "read_bytes", "open", "iterdir", "load", "loads"})
# The conftest defines the guard; test_fresh_clone points TIEBREAK_SHARED elsewhere on purpose,
# test_docs checks that the README no longer mentions the folder, and this file names it.
EXEMPT = frozenset(
    {
        "tests/conftest.py",
        "tests/test_fresh_clone.py",
        "tests/test_docs.py",
        "tests/test_shared_guard.py",
    }
)

Function = ast.FunctionDef | ast.AsyncFunctionDef


def names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def mentions_mark(nodes: list[ast.expr]) -> bool:
    return any(
        (isinstance(n, ast.Attribute) and n.attr == "needs_shared")
        or (isinstance(n, ast.Name) and n.id == "needs_shared")
        for d in nodes
        for n in ast.walk(d)
    )


def is_fixture(fn: Function) -> bool:
    return any("fixture" in ast.unparse(d) for d in fn.decorator_list)


def is_sink(fn: Function) -> bool:
    return fn.name.startswith("test") or is_fixture(fn)


def calls_guard(fn: ast.AST) -> bool:
    for n in ast.walk(fn):
        if isinstance(n, ast.Call):
            f = n.func
            called = (
                f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            )
            if called in GUARDS:
                return True
    return False


def functions(tree: ast.Module) -> Iterator[tuple[Function, list[ast.expr]]]:
    """Yield the module's functions and methods, each with its class's decorators."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node, []
        elif isinstance(node, ast.ClassDef):
            for member in node.body:
                if isinstance(member, ast.FunctionDef | ast.AsyncFunctionDef):
                    yield member, node.decorator_list


class Suite:
    """The test modules and, for each, the names that lead to ``../shared``."""

    def __init__(self, root: Path) -> None:
        self.root = root
        paths = sorted(root.rglob("*.py"))
        self.trees = {p: ast.parse(p.read_text(encoding="utf-8"), str(p)) for p in paths}
        self.module = {".".join(p.relative_to(root.parent).with_suffix("").parts): p for p in paths}
        self.shared: dict[Path, set[str]] = {p: set() for p in paths}
        while self._spread():
            pass

    def _spread(self) -> bool:
        grew = False
        for path, tree in self.trees.items():
            known = self.shared[path]
            before = len(known)
            for node in tree.body:
                if isinstance(node, ast.ImportFrom) and node.module:
                    source = self.module.get(node.module)
                    for alias in node.names:
                        if (node.module == "tests.conftest" and alias.name in ROOTS) or (
                            source is not None and alias.name in self.shared[source]
                        ):
                            known.add(alias.asname or alias.name)
                elif isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                    if names(node.value) & known:
                        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                        for target in targets:
                            known |= names(target)
            for fn, _ in functions(tree):
                # A helper that reaches the folder without the guard passes it on to its callers.
                body = ast.Module(body=fn.body, type_ignores=[])
                if not is_sink(fn) and not calls_guard(fn) and names(body) & known:
                    known.add(fn.name)
            grew |= len(known) > before
        return grew

    def guarded_fixtures(self, path: Path) -> set[str]:
        scopes = [path] + [
            p for p in self.trees if p.name == "conftest.py" and path.is_relative_to(p.parent)
        ]
        return {
            fn.name
            for scope in scopes
            for fn, _ in functions(self.trees[scope])
            if is_fixture(fn) and (calls_guard(fn) or mentions_mark(fn.decorator_list))
        }

    def unguarded(self) -> list[str]:
        found = []
        for path, tree in self.trees.items():
            where = path.relative_to(self.root.parent).as_posix()
            known = self.shared[path]
            if where in EXEMPT or not known:
                continue
            module_marked = any(
                isinstance(n, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in n.targets)
                and mentions_mark([n.value])
                for n in tree.body
            )
            fixtures = self.guarded_fixtures(path)
            for fn, class_decorators in functions(tree):
                if not is_sink(fn) or not names(fn) & known:
                    continue
                if (
                    module_marked
                    or mentions_mark(class_decorators)
                    or mentions_mark(fn.decorator_list)
                    or calls_guard(fn)
                    or {a.arg for a in fn.args.args} & fixtures
                ):
                    continue
                found.append(f"{where}:{fn.lineno} {fn.name} uses {sorted(names(fn) & known)}")
        return found

    def read_at_import(self) -> list[str]:
        found = []
        for path, tree in self.trees.items():
            where = path.relative_to(self.root.parent).as_posix()
            for node in tree.body:
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                    continue
                for call in ast.walk(node):
                    if (
                        isinstance(call, ast.Call)
                        and isinstance(call.func, ast.Attribute)
                        and call.func.attr in READS
                        and names(call) & self.shared[path]
                    ):
                        found.append(f"{where}:{call.lineno} {ast.unparse(call)[:60]}")
        return found

    def finds_the_folder_itself(self) -> list[str]:
        found = []
        for path, tree in self.trees.items():
            where = path.relative_to(self.root.parent).as_posix()
            if where in EXEMPT:
                continue
            docstrings = {
                id(node.body[0].value)
                for node in ast.walk(tree)
                if isinstance(
                    node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef
                )
                and node.body
                and isinstance(node.body[0], ast.Expr)
                and isinstance(node.body[0].value, ast.Constant)
            }
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.Constant)
                    and isinstance(node.value, str)
                    and id(node) not in docstrings
                    and ("TIEBREAK_SHARED" in node.value or "../shared" in node.value)
                ):
                    found.append(f"{where}:{node.lineno} {node.value[:40]!r}")
        return found


def test_every_test_of_shared_data_is_guarded() -> None:
    assert Suite(TESTS).unguarded() == []


def test_nothing_reads_shared_data_at_import() -> None:
    assert Suite(TESTS).read_at_import() == []


def test_only_the_conftest_knows_where_shared_is() -> None:
    assert Suite(TESTS).finds_the_folder_itself() == []


def write(root: Path, name: str, text: str) -> None:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_the_check_finds_what_a_forgotten_guard_looks_like(tmp_path: Path) -> None:
    # The mistake of tests/core/test_lichess.py before: a helper reading VECTORS, called by
    # unmarked tests; and the three guards that make the same test right.
    root = tmp_path / "tests"
    write(root, "conftest.py", "")
    write(
        root,
        "core/helpers.py",
        "from tests.conftest import VECTORS\nLICHESS = VECTORS / 'lichess'\n"
        "def vector(name):\n    return (LICHESS / name).read_text()\n",
    )
    write(
        root,
        "core/test_a.py",
        "import pytest\nfrom tests.core.helpers import vector\n"
        "from tests.conftest import DATA, require_shared\n"
        "TRF = sorted(DATA.glob('*.trf'))\n"
        "HEADER = (DATA / 'x.trf').read_text()\n"
        "def test_forgotten():\n    assert vector('a.json')\n"
        "@pytest.mark.needs_shared\ndef test_marked():\n    assert vector('a.json')\n"
        "def test_called():\n    require_shared()\n    assert vector('a.json')\n"
        "@pytest.fixture\ndef event():\n    require_shared()\n    return vector('a.json')\n"
        "def test_through_a_fixture(event):\n    assert event\n"
        "@pytest.mark.parametrize('f', TRF)\ndef test_parametrised(f):\n    assert f\n"
        "def test_elsewhere():\n    assert open('../shared/data/x.trf')\n",
    )
    suite = Suite(root)
    assert suite.unguarded() == [
        "tests/core/test_a.py:6 test_forgotten uses ['vector']",
        "tests/core/test_a.py:21 test_parametrised uses ['TRF']",
    ]
    assert suite.read_at_import() == ["tests/core/test_a.py:5 (DATA / 'x.trf').read_text()"]
    assert suite.finds_the_folder_itself() == ["tests/core/test_a.py:24 '../shared/data/x.trf'"]
