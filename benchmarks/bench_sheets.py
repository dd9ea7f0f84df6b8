"""Benchmark: the ``tiebreak-sheets sync`` command on a 1,000-player, 11-round crosstable sheet.

    .venv/bin/python benchmarks/bench_sheets.py [--players 1000] [--rounds 11] [--repeat 3]

A seeded random Swiss event (``tests/core/random_events.random_tournament``) is typed into a
crosstable tab of the local Sheets API server (``tests/servers/sheets_server.py``, on
127.0.0.1, run by this script), and the installed ``tiebreak-sheets`` command (next to this
Python, as ``pip install '.[sheets]'`` leaves it) is run as a separate process, as an
organiser runs it: ``tiebreak-sheets sync KEY --order BH-C1,BH,SB --credentials KEY.json``
with ``TIEBREAK_SHEETS_ENDPOINT`` pointing at the local server, a throwaway service-account
key, and the whole real client stack (google-auth signs a JWT and gets a token, gspread, our
gateway). Three syncs of each fresh copy of the sheet:

* first sync: writes Rank, Pts and three tie-break columns, with a note on every value;
* second sync: results unchanged, nothing to write;
* third sync: one result corrected in the sheet, a few cells to rewrite.

For each it prints the requests by kind (the server's counters), the cells changed and the
median wall-clock time of the process over ``--repeat`` sheets; under the table, the time of
``tiebreak-sheets --help`` (start-up and imports alone). The server runs in this process on
the same machine, so its own time (JSON of ~100k cells) is part of the figures; against Google
the network dominates instead.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from cryptography.hazmat.primitives import serialization  # noqa: E402
from cryptography.hazmat.primitives.asymmetric import rsa  # noqa: E402

from tests.core.random_events import random_tournament  # noqa: E402
from tests.servers.sheets_server import SheetsServer, cell_from_input  # noqa: E402
from tests.sheets_addon.events import crosstable_rows  # noqa: E402

ORDER = ("BH-C1", "BH", "SB")
ACCOUNT = "bench@bench.iam.gserviceaccount.com"
COMMAND = Path(sys.executable).parent / "tiebreak-sheets"


def _key_file(server: SheetsServer, directory: Path) -> Path:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()
    path = directory / "key.json"
    info = {
        "type": "service_account",
        "project_id": "bench",
        "private_key_id": "1",
        "private_key": pem,
        "client_email": ACCOUNT,
        "client_id": "1",
        "token_uri": server.token_uri,
    }
    path.write_text(json.dumps(info), encoding="utf-8")
    return path


def _run(args: list[str], env: dict[str, str]) -> tuple[float, str]:
    """Run the command; return its wall-clock seconds and its standard output."""
    start = time.perf_counter()
    done = subprocess.run(args, env=env, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(args[:2])} failed ({done.returncode}): {done.stderr}")
    return elapsed, done.stdout


def _cells_changed(summary: str) -> int:
    m = re.search(r"changed (\d+) cells?", summary)
    return int(m.group(1)) if m else 0


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the table."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    if not COMMAND.exists():
        raise SystemExit(f"{COMMAND} is missing: pip install '.[sheets]' into this environment")
    t = random_tournament(1, args.players, args.rounds, start_date=date(2026, 4, 1))
    rows = crosstable_rows(t)
    times: dict[str, list[float]] = {"first": [], "unchanged": [], "one fix": []}
    cells: dict[str, int] = {}
    counts: dict[str, dict[str, int]] = {}
    with SheetsServer() as server, tempfile.TemporaryDirectory() as tmp:
        key_file = _key_file(server, Path(tmp))
        env = {**os.environ, "TIEBREAK_SHEETS_ENDPOINT": server.url}
        env.pop("GOOGLE_APPLICATION_CREDENTIALS", None)
        help_times = [_run([str(COMMAND), "--help"], env)[0] for _ in range(args.repeat)]
        for _ in range(args.repeat):
            key = server.create_spreadsheet(
                t.name, sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
            )
            command = [str(COMMAND), "sync", key, "--order", ",".join(ORDER)]
            command += ["--credentials", str(key_file)]
            for label in times:
                if label == "one fix":
                    _correct_one_game(server, key, rows)
                server.reset_counts()
                elapsed, out = _run(command, env)
                times[label].append(elapsed)
                cells[label] = _cells_changed(out)
                counts[label] = {k: n for k, n in server.counts.items() if k != "token"}
    print(
        f"tiebreak-sheets sync (the installed command, one process per sync): {args.players} "
        f"players x {args.rounds} rounds, order {','.join(ORDER)}, median of {args.repeat} "
        "(seconds)"
    )
    print(f"{'sync':<11}{'requests':<36}{'cells':>7}{'wall-clock':>12}")
    for label, runs in times.items():
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(counts[label].items()))
        print(f"{label:<11}{kinds:<36}{cells[label]:>7}{statistics.median(runs):>12.3f}")
    print(f"start-up alone (tiebreak-sheets --help): {statistics.median(help_times):.3f}")
    return 0


def _correct_one_game(server: SheetsServer, key: str, rows: list[list[object]]) -> None:
    """A draw between two players becomes a win for White, typed into both rows, with the
    organiser's points column kept consistent."""
    r, c = _a_draw(rows)
    opponent_row = _its_mirror(rows, r, c)
    title = server.spreadsheets[key].sheets[0].title
    _retype(server, key, title, r, c, "+", rows)
    _retype(server, key, title, opponent_row, c, "-", rows)


def _a_draw(rows: list[list[object]]) -> tuple[int, int]:
    for r, row in enumerate(rows[2:], start=2):
        for c, cell in enumerate(row[3:-1], start=3):
            if isinstance(cell, str) and cell.startswith("=W"):
                return r, c
    raise SystemExit("no draw with White in the generated event")


def _its_mirror(rows: list[list[object]], r: int, c: int) -> int:
    opponent = int(str(rows[r][c])[2:])
    for rr, row in enumerate(rows[2:], start=2):
        if row[0] == opponent:
            return rr
    raise SystemExit("opponent row not found")


def _retype(
    server: SheetsServer,
    key: str,
    title: str,
    r: int,
    c: int,
    sign: str,
    rows: list[list[object]],
) -> None:
    with server._lock:
        ws = server.spreadsheets[key].sheet_by_title(title)
        old = ws.cells[(r, c)]
        text = old.entered["stringValue"]
        ws.cells[(r, c)] = cell_from_input(sign + text[1:], "RAW", old)  # type: ignore[assignment]
        points_col = len(rows[1]) - 1
        pts = ws.cells[(r, points_col)]
        value = float(str(pts.entered["stringValue"]).replace(",", "."))
        value += 0.5 if sign == "+" else -0.5
        whole = int(value)
        ws.cells[(r, points_col)] = cell_from_input(  # type: ignore[assignment]
            f"{whole},5" if value != whole else str(whole), "RAW", pts
        )


if __name__ == "__main__":
    raise SystemExit(main())
