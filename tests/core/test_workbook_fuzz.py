"""Issue 29: a fuzz of workbook parts. Valid minimal workbooks (a crosstable, a pairings tab
with styles, dates and a formula) are built with zipfile, then mutated, part by part and
byte by byte, by a seeded, bounded loop (tests/core/workbook_mutants.py): XML elements and
attributes replaced, DOCTYPEs, entities, huge numbers and indexes, other encodings, zip
bytes damaged, members cut or compressed otherwise. Every mutant is read in a fresh Python
whose address space is limited (``resource.setrlimit(RLIMIT_AS)``): the only outcomes
allowed are a tournament or an ``InputError`` whose every problem names the file (and
renders in our six languages), never another exception, never a stall.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
MEMORY = 1 << 30
MUTANTS = 1500


def test_mutated_workbooks_give_a_tournament_or_a_clear_error_in_bounded_memory() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tests.core.workbook_mutants", "0", str(MUTANTS), str(MEMORY)],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=REPO,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    assert done.stdout.strip().endswith("bad 0"), done.stdout[-6000:]
