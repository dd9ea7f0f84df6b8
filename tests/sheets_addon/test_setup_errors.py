"""Setup mistakes of ``tiebreak-sheets`` are one line at once, never a traceback or a wait:
the ``sheets`` extra not installed, and an endpoint that is not an http(s) URL."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from sheets_addon.cli import main
from sheets_addon.client import ENDPOINT_ENV, RetryPolicy
from tests.hidden_imports import console_script, run, without_modules
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT, Sleeps

SHEETS_EXTRA = ("gspread", "google", "requests", "google_auth_oauthlib")


@pytest.mark.parametrize(
    "endpoint",
    ["127.0.0.1:8080", "localhost", "ftp://127.0.0.1:21", "http://", "sheets.example.org/v4"],
)
def test_endpoint_without_http_is_a_setup_error_said_at_once(
    endpoint: str,
    sheets_server: SheetsServer,
    key_file: Path,
    sleeps: Sleeps,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sid = sheets_server.create_spreadsheet("t", sheets={"Results": [["x"]]}, shared_with=[ACCOUNT])
    monkeypatch.setenv(ENDPOINT_ENV, endpoint)
    out, err = io.StringIO(), io.StringIO()
    code = main(
        ["sync", sid, "--credentials", str(key_file)],
        stdout=out,
        stderr=err,
        retry=RetryPolicy(sleep=sleeps),
    )
    assert code == 1 and out.getvalue() == ""
    assert err.getvalue() == (
        f"tiebreak-sheets: {ENDPOINT_ENV} must be a URL starting with http:// or https://, "
        f"such as http://127.0.0.1:8080, not {endpoint!r}\n"
    )
    assert sleeps.calls == []  # no retry: nothing was sent


def test_an_https_endpoint_and_an_empty_one_are_accepted(monkeypatch: pytest.MonkeyPatch) -> None:
    from sheets_addon.client import endpoint_from_env

    assert endpoint_from_env({ENDPOINT_ENV: "https://sheets.example.org"}) == (
        "https://sheets.example.org"
    )
    assert endpoint_from_env({ENDPOINT_ENV: ""}) is None
    assert endpoint_from_env({}) is None


@pytest.mark.parametrize("hidden", ["gspread", "google", "requests"])
def test_without_the_sheets_extra_one_line_names_the_install(tmp_path: Path, hidden: str) -> None:
    env = without_modules(tmp_path, [hidden])
    done = run(
        [*console_script("tiebreak-sheets", "sheets_addon"), "sync", "1" + "y" * 43], env, tmp_path
    )
    assert done.returncode == 1, done.stderr
    assert done.stderr == (
        f"tiebreak-sheets: the Google Sheets libraries are not installed (no module named "
        f"{hidden!r}): run pip install '.[sheets]' in the tiebreak folder\n"
    )
    assert done.stdout == ""


def test_help_works_without_the_sheets_extra(tmp_path: Path) -> None:
    env = without_modules(tmp_path, SHEETS_EXTRA)
    done = run(
        [*console_script("tiebreak-sheets", "sheets_addon"), "sync", "--help"], env, tmp_path
    )
    assert done.returncode == 0 and "--credentials" in done.stdout and done.stderr == ""
