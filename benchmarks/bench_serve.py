"""Benchmark: ``tiebreak-serve`` against ``tiebreak-sheets sync`` on the same tab, and the
service's latency under concurrent clients.

    .venv/bin/python benchmarks/bench_serve.py [--players 1000] [--rounds 11] [--repeat 5]
                                               [--clients 50] [--each 10]
                                               [--small-players 100] [--small-rounds 9]

**Compute, one tab** (issue 31: the service at most 1.25 times the sync). A seeded random
Swiss event (``tests/core/random_events.random_tournament``) is typed into a crosstable tab
of the Sheets stand-in, and its ``spreadsheets.get`` answer (every cell with its entered
and effective value, displayed text, format and note) is taken as Google would send it.

* *sync*: the CPU time (``time.process_time``) of :func:`sheets_addon.sync.sync_sheet` in
  this process on a gateway that decodes that answer from its JSON bytes as gspread does,
  decodes the check read the same way, and encodes the batch as JSON: the sync's whole
  compute without the network or Google's side.
* *service*: the CPU time (user + system, ``/proc/PID/stat``) the ``tiebreak-serve``
  process (started by this script, SQLite token store) spends answering one signed
  ``POST /v1/update`` of the same tab as the add-on posts it: HTTP, signature check,
  the replay insert, JSON decoding, the shape check, the plan and the answer's encoding.
  The client runs in this process and is not counted.

Each is the median of ``--repeat`` fresh (never written) tabs. The service's request is
also timed in-process without HTTP (``work.update``) to show where its time goes.

**Latency under load.** ``--clients`` concurrent clients (aiohttp, in a child process)
each send ``--each`` signed updates of a club-sized tab (``--small-players`` ×
``--small-rounds``) one after another to one service process (``--max-in-flight`` above
the clients, so nothing is refused); p50 and p99 of the client-side latency.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from sheets_addon.api_types import JSON  # noqa: E402
from sheets_addon.gateway import grids  # noqa: E402
from sheets_addon.service import work  # noqa: E402
from sheets_addon.service.signing import headers  # noqa: E402
from sheets_addon.settings import SyncOptions  # noqa: E402
from sheets_addon.sync import sync_sheet  # noqa: E402
from tests.core.random_events import random_tournament  # noqa: E402
from tests.servers.sheets_server import SheetsServer  # noqa: E402
from tests.sheets_addon.events import crosstable_rows  # noqa: E402

ORDER = ("BH-C1", "BH", "SB")
COMMAND = Path(sys.executable).parent / "tiebreak-serve"
KEYS = ("userEnteredValue", "effectiveValue", "formattedValue", "note")


def google_answer(players: int, rounds: int, seed: int) -> tuple[str, bytes]:
    """The key and the ``spreadsheets.get`` JSON of a fresh crosstable tab."""
    t = random_tournament(seed, players, rounds)
    with SheetsServer(require_auth=False) as server:
        sid = server.create_spreadsheet(
            t.name, sheets={"Results": crosstable_rows(t)}, input_option="RAW"
        )
        meta = server._metadata(server.spreadsheets[sid], None, True)
    meta["spreadsheetId"] = sid
    return sid, json.dumps(meta).encode()


def script_body(answer: bytes) -> bytes:
    """What the add-on posts for that spreadsheet (the contract's fields only)."""
    data = json.loads(answer)
    sheets = []
    for sheet in data["sheets"]:
        p = sheet["properties"]
        grid = p.get("gridProperties", {})
        blocks = []
        for block in sheet.get("data", []):
            rows = []
            for row in block.get("rowData", []):
                cells = []
                for c in row.get("values", []):
                    cell = {k: c[k] for k in KEYS if k in c}
                    fmt = (c.get("effectiveFormat") or {}).get("numberFormat")
                    if fmt:
                        cell["effectiveFormat"] = {"numberFormat": fmt}
                    cells.append(cell)
                rows.append({"values": cells})
            blocks.append(
                {
                    "startRow": block.get("startRow", 0),
                    "startColumn": block.get("startColumn", 0),
                    "rowData": rows,
                }
            )
        sheets.append(
            {
                "properties": {
                    "sheetId": p["sheetId"],
                    "title": p["title"],
                    "index": p.get("index", 0),
                    "gridProperties": {
                        "rowCount": grid.get("rowCount", 0),
                        "columnCount": grid.get("columnCount", 0),
                    },
                },
                "data": blocks,
            }
        )
    body = {
        "spreadsheet": {
            "spreadsheetId": data["spreadsheetId"],
            "properties": {
                "title": data["properties"]["title"],
                "locale": data["properties"].get("locale", "en_US"),
            },
            "sheets": sheets,
        },
        "options": {"order": list(ORDER)},
    }
    return json.dumps(body, ensure_ascii=False).encode()


class BytesGateway:
    """The sync's gateway without the network: Google's answers decoded from their bytes."""

    def __init__(self, answer: bytes) -> None:
        self.answer = answer

    def read_spreadsheet(self, key: str) -> tuple[JSON, dict[str, list[list[JSON]]]]:
        data = json.loads(self.answer)
        return data, grids(data)

    def read_cells(
        self, key: str, titles: Iterable[str], *, entered_only: bool = False
    ) -> dict[str, Any]:
        found = grids(json.loads(self.answer))
        return {t: found.get(t, []) for t in titles}

    def batch_update(
        self, key: str, requests_: Sequence[Mapping[str, JSON]], *, show_tab: str | None = None
    ) -> JSON:
        json.dumps({"requests": list(requests_)}).encode()
        found = grids(json.loads(self.answer))
        return {"replies": [], "cells": found.get(show_tab or "", [])}


def cpu_of(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def start_service(
    directory: Path, *extra: str
) -> tuple[subprocess.Popen[bytes], str, dict[str, str]]:
    env = {**os.environ, "TIEBREAK_SERVE_DB": str(directory / "tokens.sqlite3")}
    env.pop("DATABASE_URL", None)
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen(
        [str(COMMAND), "--port", str(port), "--per-minute", "100000", "--timeout", "600", *extra],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    import urllib.request

    for _ in range(200):
        try:
            urllib.request.urlopen(url + "/healthz", timeout=1).read()
            break
        except OSError:
            time.sleep(0.05)
    return proc, url, env


def new_token(env: dict[str, str], key: str) -> str:
    done = subprocess.run(
        [str(COMMAND), "token", "new", "--sheet", key],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip().splitlines()[-1]


def post(url: str, token: str, body: bytes) -> tuple[int, bytes]:
    import urllib.error
    import urllib.request

    hdrs = headers(token, "POST", "/v1/update", body, time.time())
    hdrs["Content-Type"] = "application/json"
    req = urllib.request.Request(url + "/v1/update", data=body, headers=hdrs, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=600) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def compute(args: argparse.Namespace) -> None:
    sync_cpu, serve_cpu, inproc_cpu = [], [], []
    sizes = []
    with tempfile.TemporaryDirectory() as tmp:
        proc, url, env = start_service(Path(tmp))
        try:
            for i in range(args.repeat):
                key, answer = google_answer(args.players, args.rounds, seed=100 + i)
                body = script_body(answer)
                sizes.append((len(answer), len(body)))
                gw = BytesGateway(answer)
                t0 = time.process_time()
                result = sync_sheet(gw, key, SyncOptions(order=ORDER))
                sync_cpu.append(time.process_time() - t0)
                t0 = time.process_time()
                work.update(json.loads(body), key)
                inproc_cpu.append(time.process_time() - t0)
                token = new_token(env, key)
                before = cpu_of(proc.pid)
                status, out = post(url, token, body)
                serve_cpu.append(cpu_of(proc.pid) - before)
                assert status == 200, out[:500]
                assert json.loads(out)["cells"] == len(result.plan.changes)
        finally:
            proc.terminate()
            proc.wait(10)
    s, v, w = (
        statistics.median(sync_cpu),
        statistics.median(serve_cpu),
        statistics.median(inproc_cpu),
    )
    google, posted = (n / 1e6 for n in sizes[0])
    print(
        f"tab {args.players} x {args.rounds}: Google's answer {google:.2f} MB, "
        f"posted {posted:.2f} MB"
    )
    print(f"sync compute (median of {args.repeat}): {s * 1000:8.0f} ms CPU")
    print(f"service, one POST /v1/update:  {v * 1000:8.0f} ms CPU = {v / s:.2f} x sync")
    print(f"  work.update in-process:      {w * 1000:8.0f} ms CPU = {w / s:.2f} x sync")
    print(f"  samples: sync {[round(x * 1000) for x in sync_cpu]} ms")
    print(f"           service {[round(x * 1000) for x in serve_cpu]} ms")


CLIENT = r"""
import asyncio, json, sys, time
import aiohttp
sys.path.insert(0, sys.argv[1])
from sheets_addon.service.signing import headers
url, clients, each = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
key, tokens = sys.argv[5], sys.argv[6].split(",")
template = sys.stdin.buffer.read()
async def client(session, out, n):
    # one sheet and token per client, as in real use (equal signatures would be replays)
    token = tokens[n]
    body = template.replace(key.encode(), f"{key}c{n:02d}".encode())
    for _ in range(each):
        h = headers(token, "POST", "/v1/update", body, time.time())
        h["Content-Type"] = "application/json"
        t0 = time.perf_counter()
        async with session.post(url + "/v1/update", data=body, headers=h) as r:
            await r.read()
            out.append((r.status, time.perf_counter() - t0))
async def main():
    out = []
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=900)) as s:
        await asyncio.gather(*(client(s, out, n) for n in range(clients)))
    print(json.dumps(out))
asyncio.run(main())
"""


def load(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        key, answer = google_answer(args.small_players, args.small_rounds, seed=7)
        body = script_body(answer)
        bound = args.max_in_flight or args.clients * 2
        proc, url, env = start_service(Path(tmp), "--max-in-flight", str(bound))
        try:
            tokens = [new_token(env, f"{key}c{n:02d}") for n in range(args.clients)]
            done = subprocess.run(
                [
                    sys.executable,
                    "-c",
                    CLIENT,
                    str(REPO),
                    url,
                    str(args.clients),
                    str(args.each),
                    key,
                    ",".join(tokens),
                ],
                input=body,
                capture_output=True,
                check=True,
            )
        finally:
            proc.terminate()
            proc.wait(10)
    results = json.loads(done.stdout)
    statuses = {s: sum(1 for x, _ in results if x == s) for s in sorted({s for s, _ in results})}
    times = sorted(t for s, t in results if s == 200)
    q = statistics.quantiles(times, n=100)
    p50, p99 = q[49], q[98]
    print(
        f"{args.clients} clients x {args.each} updates of a "
        f"{args.small_players} x {args.small_rounds} tab "
        f"({len(body) / 1e3:.0f} kB), one process, max in flight {bound}: "
        f"answers by status {statuses}; of the 200s: "
        f"p50 {p50 * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms, p99/p50 {p99 / p50:.2f}"
    )


COUNTED = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[1] + "/benchmarks")
from bench_serve import BytesGateway, ORDER
from sheets_addon.service import work
from sheets_addon.service.app import _decode
from sheets_addon.service.shapes import validate
from sheets_addon.service.signing import headers, signature_matches, signing_key
from sheets_addon.settings import SyncOptions
from sheets_addon.sync import sync_sheet
what, key, path = sys.argv[2], sys.argv[3], sys.argv[4]
data = open(path, "rb").read()
if what == "sync":
    sync_sheet(BytesGateway(data), key, SyncOptions(order=ORDER))
elif what == "service":
    # what the service does with a request, but for aiohttp's HTTP parsing and the SQLite
    # insert: the signature, JSON, the shape, the plan, the answer
    token = "tb1.0123456789abcdef.secret"
    sent = headers(token, "POST", "/v1/update", data, 1.0)
    assert signature_matches(
        signing_key(token), "POST", "/v1/update", "1.000", data, sent["X-Tiebreak-Signature"]
    )
    value = _decode(data)
    validate(value, "UpdateRequest", "en")
    json.dumps(work.update(value, key), ensure_ascii=False, separators=(",", ":")).encode()
"""


def callgrind(args: argparse.Namespace) -> None:
    """Instructions (callgrind) of the sync's compute and of the service's work on one
    tab, each minus the same process doing nothing but its imports and reading its input."""
    key, answer = google_answer(args.players, args.rounds, seed=100)
    body = script_body(answer)
    with tempfile.TemporaryDirectory() as tmp:
        files = {"sync": Path(tmp) / "answer.json", "service": Path(tmp) / "body.json"}
        files["sync"].write_bytes(answer)
        files["service"].write_bytes(body)
        counts = {}
        for what in ("sync", "service"):
            for mode in (what, "none"):
                out = Path(tmp) / f"cg.{what}.{mode}"
                subprocess.run(
                    [
                        "valgrind",
                        "--tool=callgrind",
                        f"--callgrind-out-file={out}",
                        sys.executable,
                        "-c",
                        COUNTED,
                        str(REPO),
                        mode,
                        key,
                        str(files[what]),
                    ],
                    check=True,
                    capture_output=True,
                )
                line = next(
                    x for x in out.read_text().splitlines() if x.startswith(("summary:", "totals:"))
                )
                counts[(what, mode)] = int(line.split()[1])
    sync = counts[("sync", "sync")] - counts[("sync", "none")]
    serve = counts[("service", "service")] - counts[("service", "none")]
    print(f"instructions, {args.players} x {args.rounds}: sync {sync / 1e6:,.1f} M")
    print(f"  service work (signature, JSON, shape, plan, answer) {serve / 1e6:,.1f} M")
    print(f"  = {serve / sync:.2f} x sync")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--each", type=int, default=10)
    parser.add_argument("--small-players", type=int, default=100)
    parser.add_argument("--small-rounds", type=int, default=9)
    parser.add_argument(
        "--max-in-flight",
        type=int,
        default=0,
        help="the service's bound in the load run (default: twice the clients: none refused)",
    )
    parser.add_argument("--skip-load", action="store_true")
    parser.add_argument(
        "--callgrind", action="store_true", help="count instructions (valgrind) instead"
    )
    parser.add_argument("--skip-compute", action="store_true")
    args = parser.parse_args()
    if args.callgrind:
        callgrind(args)
        return
    if not args.skip_compute:
        compute(args)
    if not args.skip_load:
        load(args)


if __name__ == "__main__":
    main()
