"""Shared test fixtures: where the shared spec and data live (beside the clone), and what a
test does when something it needs is not there.

Two things of the full run are not in the repository: ``../shared`` (the spec, its test
vectors, the real tournaments and the recorded Google exchanges, kept beside the clone;
``TIEBREAK_SHARED=DIR`` names another folder) and a PostgreSQL server (``TIEBREAK_TEST_PG``,
else ``127.0.0.1:5432``). A test marked ``needs_shared``, or one whose fixture calls
:func:`missing`, is skipped with one reason when its resource is absent, so a fresh clone
runs everything else; a fixture or helper that reads a file of ``../shared`` at run time takes
its path from :func:`shared_file`, which skips the same way (``tests/test_shared_guard.py``
checks that every test goes through one of these). CI sets ``TIEBREAK_REQUIRE_ALL=1``: the
same tests then fail instead of skipping, so a run there proves everything ran.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import NoReturn

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("TIEBREAK_SHARED") or REPO.parent / "shared")
VECTORS = SHARED / "spec" / "vectors"
DATA = SHARED / "data"

REQUIRE_ALL_ENV = "TIEBREAK_REQUIRE_ALL"
SHARED_ABSENT = (
    "needs ../shared (the spec and data beside the clone); absent here"
    if not os.environ.get("TIEBREAK_SHARED")
    else f"needs the spec and data of TIEBREAK_SHARED={SHARED}; absent here"
)


def shared_present() -> bool:
    """Return whether the shared spec vectors and data folders are there."""
    return VECTORS.is_dir() and DATA.is_dir()


def missing(reason: str) -> NoReturn:
    """Skip the running test because something it needs is absent; under
    ``TIEBREAK_REQUIRE_ALL=1`` (CI) fail it instead, with the same reason."""
    if os.environ.get(REQUIRE_ALL_ENV, "") not in ("", "0"):
        pytest.fail(f"{reason} ({REQUIRE_ALL_ENV} is set: every test must run)", pytrace=False)
    pytest.skip(reason)


def require_shared() -> None:
    """Skip (or, in CI, fail) the running test when ``../shared`` is absent; for fixtures
    and helpers that read it."""
    if not shared_present():
        missing(SHARED_ABSENT)


def shared_file(*parts: str) -> Path:
    """Return the path of ``parts`` inside the shared folder, after :func:`require_shared`:
    the one way a test, fixture or helper reaches a file of ``../shared`` at run time
    (``tests/test_shared_guard.py`` holds every test module to it)."""
    require_shared()
    return SHARED.joinpath(*parts)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "needs_shared: the test reads ../shared (spec vectors, real data, cassettes)"
    )


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    # tryfirst, and a conftest is registered after pytest's own plugins, so this runs before
    # the skip marks are evaluated: a parametrisation over an absent folder (an empty
    # parameter set) is reported with this reason, not with pytest's "got empty parameter set".
    if item.get_closest_marker("needs_shared") is not None:
        require_shared()
