"""Benchmark: ``tiebreak-sheets sync`` of a 1,000-player, 11-round crosstable sheet.

    .venv/bin/python benchmarks/bench_sheets.py [--players 1000] [--rounds 11] [--repeat 3]

A seeded random Swiss event (``tests/core/random_events.random_tournament``) is typed into a
crosstable tab of the local Sheets API server (``tests/servers/sheets_server.py``, on
127.0.0.1), and the real client stack (google-auth service-account credentials with a
throwaway key, gspread, our gateway) syncs it with order ``BH-C1,BH,SB``:

* first sync: writes Rank, Pts and three tie-break columns, with a note on every value;
* second sync: results unchanged, nothing to write;
* third sync: one result corrected in the sheet, a few cells to rewrite.

For each it prints the requests per sync by kind (the server's counters) and the median
wall-clock time of ``--repeat`` runs (each on a fresh copy of the sheet), split into the
two reads, the computation (standings and explanations), the plan and the write. The server
runs in the same process, so its time (JSON encoding of ~100k cells) is part of the reads
and writes; against Google the network dominates instead.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from cryptography.hazmat.primitives import serialization  # noqa: E402
from cryptography.hazmat.primitives.asymmetric import rsa  # noqa: E402

from core.standings import compute_standings  # noqa: E402
from sheets_addon.client import RetryPolicy, open_gateway  # noqa: E402
from sheets_addon.layout import parse_sheet_ref, read_sheet  # noqa: E402
from sheets_addon.writer import plan_columns  # noqa: E402
from tests.core.random_events import random_tournament  # noqa: E402
from tests.servers.sheets_server import SheetsServer  # noqa: E402
from tests.sheets_addon.events import crosstable_rows  # noqa: E402

ORDER = ("BH-C1", "BH", "SB")
ACCOUNT = "bench@bench.iam.gserviceaccount.com"


def _key_file(server: SheetsServer, directory: Path) -> Path:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption()).decode()
    path = directory / "key.json"
    path.write_text(json.dumps({
        "type": "service_account", "project_id": "bench", "private_key_id": "1",
        "private_key": pem, "client_email": ACCOUNT, "client_id": "1",
        "token_uri": server.token_uri,
    }), encoding="utf-8")
    return path


def _one_sync(server: SheetsServer, gateway: object, key: str) -> dict[str, float]:
    """Run read → compute → plan → write, timing each step; returns seconds per step."""
    times: dict[str, float] = {}
    start = time.perf_counter()
    sheet, gid = parse_sheet_ref(key)
    reading = read_sheet(gateway, sheet, gid=gid)
    times["read (2 requests)"] = time.perf_counter() - start
    mark = time.perf_counter()
    st = compute_standings(reading.reading.tournament, order=ORDER)
    times["standings"] = time.perf_counter() - mark
    mark = time.perf_counter()
    plan = plan_columns(reading, st)  # includes rendering every explanation note
    times["plan + notes"] = time.perf_counter() - mark
    mark = time.perf_counter()
    if not plan.is_empty:
        gateway.batch_update(sheet, plan.requests())  # type: ignore[attr-defined]
    times["write"] = time.perf_counter() - mark
    times["total"] = time.perf_counter() - start
    times["cells changed"] = len(plan.changes)
    return times


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    t = random_tournament(1, args.players, args.rounds, start_date=date(2026, 4, 1))
    rows = crosstable_rows(t)
    results: dict[str, list[dict[str, float]]] = {"first": [], "unchanged": [], "one fix": []}
    counts: dict[str, dict[str, int]] = {}
    with SheetsServer() as server, tempfile.TemporaryDirectory() as tmp:
        gateway = open_gateway(credentials_file=_key_file(server, Path(tmp)),
                               endpoint=server.url, retry=RetryPolicy())
        for _ in range(args.repeat):
            key = server.create_spreadsheet(t.name, sheets={"Results": rows},
                                            input_option="RAW", shared_with=[ACCOUNT])
            for label in results:
                if label == "one fix":
                    # Correct one game: a draw between two players becomes a win for White.
                    fix_row, fix_col = _a_draw(rows)
                    opponent_row, opponent_col = _its_mirror(rows, fix_row, fix_col)
                    ws = server.spreadsheets[key].sheets[0]
                    _retype(server, key, ws.title, fix_row, fix_col, "+", rows)
                    _retype(server, key, ws.title, opponent_row, opponent_col, "-", rows)
                server.reset_counts()
                results[label].append(_one_sync(server, gateway, key))
                counts[label] = {k: n for k, n in server.counts.items() if k != "token"}
    print(f"tiebreak-sheets sync: {args.players} players x {args.rounds} rounds, order "
          f"{','.join(ORDER)}, median of {args.repeat} (seconds)")
    steps = ["read (2 requests)", "standings", "plan + notes", "write", "total"]
    print(f"{'sync':<11}{'requests':<42}{'cells':>7}" + "".join(f"{s:>19}" for s in steps))
    for label, runs in results.items():
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(counts[label].items()))
        cells = int(runs[0]["cells changed"])
        line = f"{label:<11}{kinds:<42}{cells:>7}"
        line += "".join(f"{statistics.median(r[s] for r in runs):>19.3f}" for s in steps)
        print(line)
    return 0


def _a_draw(rows: list[list[object]]) -> tuple[int, int]:
    for r, row in enumerate(rows[2:], start=2):
        for c, cell in enumerate(row[3:-1], start=3):
            if isinstance(cell, str) and cell.startswith("=W"):
                return r, c
    raise SystemExit("no draw with White in the generated event")


def _its_mirror(rows: list[list[object]], r: int, c: int) -> tuple[int, int]:
    opponent = int(str(rows[r][c])[2:])
    for rr, row in enumerate(rows[2:], start=2):
        if row[0] == opponent:
            return rr, c
    raise SystemExit("opponent row not found")


def _retype(server: SheetsServer, key: str, title: str, r: int, c: int, sign: str,
            rows: list[list[object]]) -> None:
    from tests.servers.sheets_server import cell_from_input

    ws = server.spreadsheets[key].sheet_by_title(title)
    old = ws.cells[(r, c)]
    text = old.entered["stringValue"]
    new_text = sign + text[1:]
    ws.cells[(r, c)] = cell_from_input(new_text, "RAW", old)  # type: ignore[assignment]
    # Keep the organiser's points column consistent with the corrected game.
    points_col = len(rows[1]) - 1
    pts = ws.cells[(r, points_col)]
    value = float(str(pts.entered["stringValue"]).replace(",", "."))
    value += 0.5 if sign == "+" else -0.5
    whole = int(value)
    ws.cells[(r, points_col)] = cell_from_input(  # type: ignore[assignment]
        f"{whole},5" if value != whole else str(whole), "RAW", pts)


if __name__ == "__main__":
    raise SystemExit(main())
