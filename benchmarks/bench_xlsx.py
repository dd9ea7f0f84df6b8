"""Benchmark: reading a large Excel workbook (``core.formats.xlsx.read_xlsx``).

    .venv/bin/python benchmarks/bench_xlsx.py [--players 10000] [--rounds 15] [--repeat 5]
    .venv/bin/python benchmarks/bench_xlsx.py --write BOOK.xlsx   # the workbook only
    .venv/bin/python benchmarks/bench_xlsx.py --once BOOK.xlsx    # one read, for callgrind

The workbook is a crosstable as chess-results exports it: ``No.``, ``Name``, ``Rtg``, one
column per round (``123w1`` as shared strings), ``Pts`` (a number), one row per player,
written deterministically by this script with :mod:`zipfile` (10,000 × 15: 170,000 cells,
about 8 MB of sheet XML). Timed: :func:`read_xlsx` alone (the sheet's rows of strings), the
median of ``--repeat`` runs, and the peak memory of the process. Instruction counts,
steadier on a shared machine::

    .venv/bin/python benchmarks/bench_xlsx.py --write /tmp/book.xlsx
    valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        .venv/bin/python benchmarks/bench_xlsx.py --once /tmp/book.xlsx 2>&1 | grep refs

(subtract ``--once`` of an empty argument, which imports and stops, for the reading alone).
"""

from __future__ import annotations

import argparse
import io
import resource
import statistics
import sys
import time
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
_RELS = "http://schemas.openxmlformats.org/package/2006/relationships"
_DOC = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def column(n: int) -> str:
    letters = ""
    n += 1
    while n:
        n, rem = divmod(n - 1, 26)
        letters = chr(65 + rem) + letters
    return letters


def build(players: int, rounds: int) -> bytes:
    """Return the bytes of the crosstable workbook (deterministic)."""
    strings: list[str] = []
    index: dict[str, int] = {}

    def shared(text: str) -> int:
        if text not in index:
            index[text] = len(strings)
            strings.append(text)
        return index[text]

    header = ["No.", "Name", "Rtg", *(f"R{r}" for r in range(1, rounds + 1)), "Pts"]
    out = [
        '<row r="1">'
        + "".join(f'<c r="{column(c)}1" t="s"><v>{shared(h)}</v></c>' for c, h in enumerate(header))
        + "</row>"
    ]
    for p in range(1, players + 1):
        r = p + 1
        cells = [
            f'<c r="A{r}"><v>{p}</v></c>',
            f'<c r="B{r}" t="s"><v>{shared(f"Player {p:05d}")}</v></c>',
            f'<c r="C{r}"><v>{1000 + p * 7 % 1500}</v></c>',
        ]
        points = 0
        for k in range(rounds):
            opponent = (p + 17 * (k + 1)) % players + 1
            colour = "wb"[(p + k) % 2]
            result = "10½"[(p * 31 + k * 7) % 3]
            points += {"1": 2, "0": 0, "½": 1}[result]
            ref = f"{column(3 + k)}{r}"
            cells.append(f'<c r="{ref}" t="s"><v>{shared(f"{opponent}{colour}{result}")}</v></c>')
        cells.append(f'<c r="{column(3 + rounds)}{r}"><v>{points / 2}</v></c>')
        out.append(f'<row r="{r}">{"".join(cells)}</row>')
    parts = {
        "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://'
        'schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" '
        'ContentType="application/xml"/></Types>',
        "_rels/.rels": f'<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{_RELS}">'
        f'<Relationship Id="rId1" Type="{_DOC}/officeDocument" Target="xl/workbook.xml"/>'
        "</Relationships>",
        "xl/workbook.xml": f'<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="{_MAIN}" '
        f'xmlns:r="{_DOC}"><sheets><sheet name="Crosstable" sheetId="1" r:id="rId1"/></sheets>'
        "</workbook>",
        "xl/_rels/workbook.xml.rels": f'<?xml version="1.0" encoding="UTF-8"?><Relationships '
        f'xmlns="{_RELS}"><Relationship Id="rId1" Type="{_DOC}/worksheet" '
        f'Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="{_DOC}/sharedStrings" '
        f'Target="sharedStrings.xml"/><Relationship Id="rId3" Type="{_DOC}/styles" '
        'Target="styles.xml"/></Relationships>',
        "xl/styles.xml": f'<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="{_MAIN}">'
        '<cellXfs count="1"><xf numFmtId="0"/></cellXfs></styleSheet>',
        "xl/sharedStrings.xml": f'<?xml version="1.0" encoding="UTF-8"?><sst xmlns="{_MAIN}">'
        + "".join(f"<si><t>{s}</t></si>" for s in strings)
        + "</sst>",
        "xl/worksheets/sheet1.xml": f'<?xml version="1.0" encoding="UTF-8"?><worksheet '
        f'xmlns="{_MAIN}"><sheetData>{"".join(out)}</sheetData></worksheet>',
    }
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, text in parts.items():
            zf.writestr(name, text)
    return buf.getvalue()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--players", type=int, default=10_000)
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--write", metavar="BOOK.xlsx")
    ap.add_argument("--once", metavar="BOOK.xlsx")
    args = ap.parse_args()
    if args.write:
        Path(args.write).write_bytes(build(args.players, args.rounds))
        return
    from core.formats.xlsx import read_xlsx

    if args.once is not None:
        if args.once:
            read_xlsx(Path(args.once).read_bytes(), source=args.once)
        return
    data = build(args.players, args.rounds)
    times = []
    for _ in range(args.repeat):
        start = time.process_time()
        sheet = read_xlsx(data, source="bench.xlsx")
        times.append(time.process_time() - start)
    cells = sum(1 for row in sheet.rows for c in row if c)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"{args.players:,} players x {args.rounds} rounds: {len(data):,} bytes zipped, "
        f"{cells:,} cells; read_xlsx median {statistics.median(times):.3f} s CPU "
        f"(min {min(times):.3f} s) over {args.repeat}; peak RSS {peak:.0f} MB"
    )


if __name__ == "__main__":
    main()
