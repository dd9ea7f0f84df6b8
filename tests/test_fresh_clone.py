"""A clone alone (no ``../shared``, no PostgreSQL) runs the suite green, with one reason per
missing thing; CI (``TIEBREAK_REQUIRE_ALL=1``) turns those skips into failures.

Each case runs pytest in a subprocess on a few test files, with ``TIEBREAK_SHARED`` pointing
at a folder that does not exist or ``TIEBREAK_TEST_PG`` at a port nobody listens on.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO

# Tests that read ../shared in each of the four ways: a marker on a parametrisation over
# the folder (vectors), a marker on plain tests (CLI), a fixture reading a file (sheets), a
# helper taking its path from shared_file (lichess, which once read it unguarded).
# tests/test_shared_guard.py holds every other test module to one of them.
SHARED_USERS = (
    "tests/core/test_vectors.py",
    "tests/core/test_cli.py",
    "tests/sheets_addon/test_typed_over.py",
    "tests/core/test_lichess.py",
)


def pytest_run(
    tmp_path: Path, files: tuple[str, ...], **env: str
) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k != "TIEBREAK_REQUIRE_ALL"}
    environ.update(env)
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", *files],
        cwd=REPO,
        env=environ,
        capture_output=True,
        text=True,
        timeout=300,
    )


def skip_reasons(output: str) -> set[str]:
    return {m.group(1) for m in re.finditer(r"^SKIPPED \[\d+\] [^:]+:\d+: (.*)$", output, re.M)}


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
    return port


def test_without_shared_its_tests_skip_with_one_reason(tmp_path: Path) -> None:
    done = pytest_run(tmp_path, SHARED_USERS, TIEBREAK_SHARED=str(tmp_path / "no-shared"))
    assert done.returncode == 0, done.stdout[-3000:]
    assert " passed" in done.stdout and "failed" not in done.stdout
    assert "error" not in done.stdout.lower()
    assert skip_reasons(done.stdout) == {
        f"needs the spec and data of TIEBREAK_SHARED={tmp_path / 'no-shared'}; absent here"
    }


def test_without_shared_beside_the_clone_the_reason_names_it(tmp_path: Path) -> None:
    # A copy of the tests in a folder with no ``shared`` beside it: the default location.
    clone = tmp_path / "clone"
    clone.mkdir()
    subprocess.run(
        ["cp", "-r", str(REPO / "tests"), str(REPO / "examples"), str(clone)], check=True
    )
    environ = {
        k: v for k, v in os.environ.items() if k not in ("TIEBREAK_REQUIRE_ALL", "TIEBREAK_SHARED")
    }
    environ["PYTHONPATH"] = str(clone)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-rs",
            "-p",
            "no:cacheprovider",
            "tests/core/test_vectors.py",
            "tests/core/test_trf.py",
            "tests/core/test_lichess.py",
        ],
        cwd=clone,
        env=environ,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-3000:]
    assert skip_reasons(done.stdout) == {
        "needs ../shared (the spec and data beside the clone); absent here"
    }


def test_ci_turns_the_shared_skips_into_failures(tmp_path: Path) -> None:
    done = pytest_run(
        tmp_path,
        SHARED_USERS,
        TIEBREAK_SHARED=str(tmp_path / "no-shared"),
        TIEBREAK_REQUIRE_ALL="1",
    )
    assert done.returncode == 1
    assert "TIEBREAK_REQUIRE_ALL is set: every test must run" in done.stdout
    assert skip_reasons(done.stdout) == set()


def test_without_postgresql_only_its_half_skips(tmp_path: Path) -> None:
    url = f"postgresql://postgres@127.0.0.1:{closed_port()}/tiebreak_nowhere"
    done = pytest_run(tmp_path, ("tests/bot/test_store.py",), TIEBREAK_TEST_PG=url)
    assert done.returncode == 0, done.stdout[-3000:]
    assert skip_reasons(done.stdout) == {
        "needs PostgreSQL: none answers at TIEBREAK_TEST_PG (default 127.0.0.1:5432); "
        "the SQLite tests still run"
    }
    passed = int(re.search(r"(\d+) passed", done.stdout).group(1))  # type: ignore[union-attr]
    assert passed >= 6  # the SQLite half and the tests that need no database

    ci = pytest_run(
        tmp_path, ("tests/bot/test_store.py",), TIEBREAK_TEST_PG=url, TIEBREAK_REQUIRE_ALL="1"
    )
    assert ci.returncode == 1 and "TIEBREAK_REQUIRE_ALL is set" in ci.stdout


def test_ci_runs_the_readme_test_command_requiring_every_test() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    command = re.search(r"&& (\.venv/bin/python -m pytest)\n", readme)
    assert command is not None
    lines = [line.strip() for line in ci.splitlines()]
    at = lines.index(command.group(1))
    assert "export TIEBREAK_REQUIRE_ALL=1" in lines[:at]
    for check in ("ruff check core bot sheets_addon", "mypy --strict core bot sheets_addon"):
        assert any(line.endswith(check) for line in lines[:at]), check
