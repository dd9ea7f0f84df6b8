"""The ``tiebreak-serve`` command as whoever runs it starts it: two worker processes on one
port (``--workers 2``), a token made by ``token new``, signed requests answered, a clean
exit on SIGTERM."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from sheets_addon.service.signing import headers

COMMAND = [sys.executable, "-m", "sheets_addon.service.cli"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_two_workers_answer_and_stop_on_sigterm(tmp_path: Path) -> None:
    env = {**os.environ, "TIEBREAK_SERVE_DB": str(tmp_path / "tokens.sqlite3")}
    env.pop("DATABASE_URL", None)
    made = subprocess.run(
        [*COMMAND, "token", "new", "--sheet", "1AbCdEfGhIjKlMnOpQrStUvWxYz012345"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    token = made.stdout.strip().splitlines()[-1]
    port = _free_port()
    proc = subprocess.Popen(
        [*COMMAND, "--port", str(port), "--workers", "2"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        url = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                with urllib.request.urlopen(url + "/healthz", timeout=1) as r:
                    assert json.load(r) == {"status": "ok"}
                break
            except OSError:
                time.sleep(0.1)
        else:
            raise AssertionError("the service did not start")
        body = json.dumps(
            {"spreadsheet": {"spreadsheetId": "1AbCdEfGhIjKlMnOpQrStUvWxYz012345", "sheets": []}}
        ).encode()
        codes = []
        for _ in range(6):
            hdrs = headers(token, "POST", "/v1/check", body, time.time())
            req = urllib.request.Request(url + "/v1/check", data=body, headers=hdrs)
            try:
                urllib.request.urlopen(req, timeout=30)
            except urllib.error.HTTPError as exc:
                codes.append((exc.code, json.load(exc)["error"]["code"]))
        # an empty sheet list is a wrong shape, refused in words by every worker alike
        assert codes == [(400, "bad-request")] * 6
    finally:
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert token not in err and token.split(".")[2] not in err


def test_without_the_serve_extra_one_line_names_the_install(tmp_path: Path) -> None:
    from tests.hidden_imports import console_script, run, without_modules

    env = without_modules(tmp_path, ["aiohttp"])
    env["TIEBREAK_SERVE_DB"] = str(tmp_path / "t.sqlite3")
    done = run(
        [*console_script("tiebreak-serve", "sheets_addon.service.cli"), "--port", "0"],
        env,
        tmp_path,
    )
    assert done.returncode == 1, done.stderr
    assert done.stderr == (
        "tiebreak-serve: the service's libraries are not installed (no module named "
        "'aiohttp'): run pip install '.[serve]' in the tiebreak folder\n"
    )
    env = without_modules(tmp_path, ["psycopg"])
    env["DATABASE_URL"] = "postgresql://postgres@127.0.0.1:5432/tiebreak_serve_test"
    done = run(
        [*console_script("tiebreak-serve", "sheets_addon.service.cli"), "token", "list"],
        env,
        tmp_path,
    )
    assert done.returncode == 1 and "'psycopg'" in done.stderr and "Traceback" not in done.stderr
