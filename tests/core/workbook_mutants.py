"""Mutants of valid minimal workbooks for the fuzz of issue 29 (test_workbook_fuzz.py): a
crosstable and a pairings tab built with zipfile, mutated by a seeded, bounded loop (XML
pieces inserted, cut or repeated, attributes replaced, parts re-encoded or dropped, zip
bytes flipped, the file truncated).

    python -m tests.core.workbook_mutants FIRST LAST MEMORY

reads the mutants of seeds FIRST..LAST-1 in this process, its address space limited to
MEMORY bytes, and prints each outcome that is neither a tournament nor an ``InputError``
whose every problem names the file (with its traceback), then ``bad N``.
"""

from __future__ import annotations

import random
import re
import resource
import sys
import traceback
import zipfile

from core.errors import InputError
from core.formats.load import load_data
from tests.core.raw_workbooks import MAIN, parts_of, sheet_xml, zipped

STRINGS = ["No.", "Name", "R1", "R2", "Pts", "Ana", "Bo", "Cy", "2w1", "1b0", "3b1", "+", "Born"]
CROSS = sheet_xml(
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>'
    '<c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>4</v></c><c r="E1" t="s"><v>12</v></c></row>'
    '<row r="2"><c r="A2"><v>1</v></c><c r="B2" t="s"><v>5</v></c><c r="C2" t="s"><v>8</v></c>'
    '<c r="D2"><v>1</v></c><c r="E2" s="1"><v>40000</v></c></row>'
    '<row r="3"><c r="A3"><v>2</v></c><c r="B3" t="s"><v>6</v></c><c r="C3" t="s"><v>9</v></c>'
    '<c r="D3"><v>0</v></c><c r="E3" s="1"><v>40001</v></c></row>'
    '<row r="4"><c r="A4"><v>3</v></c><c r="B4" t="inlineStr"><is><r><t>C</t></r><r><t>y</t>'
    '</r><rPh><t>x</t></rPh></is></c><c r="C4" t="str"><f>"BYE"</f><v>BYE</v></c>'
    '<c r="D4"><v>1</v></c></row>'
)
PAIRS = sheet_xml(
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Round</t></is></c><c r="B1" t="inlineStr"><is>'
    '<t>White</t></is></c><c r="C1" t="inlineStr"><is><t>Black</t></is></c><c r="D1" '
    't="inlineStr"><is><t>Result</t></is></c><c r="E1" t="inlineStr"><is><t>Start</t></is></c>'
    '</row><row r="2"><c r="A2"><v>1</v></c><c r="B2" t="s"><v>5</v></c><c r="C2" t="s"><v>6</v>'
    '</c><c r="D2" t="str"><f>"1-0"</f><v>1-0</v></c><c r="E2" s="2"><v>0.416666666666667</v>'
    "</c></row>"
)
STYLES = (
    f'<styleSheet xmlns="{MAIN}"><numFmts count="1"><numFmt numFmtId="164" '
    'formatCode="dd\\.mm\\.yyyy"/></numFmts><cellXfs count="3"><xf numFmtId="0"/>'
    '<xf numFmtId="164"/><xf numFmtId="20"/></cellXfs></styleSheet>'
)
SEEDS = [
    parts_of(CROSS, strings=STRINGS, styles=STYLES),
    parts_of(PAIRS, strings=STRINGS, styles=STYLES),
]
PIECES = [
    "<!DOCTYPE x [<!ENTITY a 'aaaa'>]>",
    "&a;",
    "&#0;",
    "&#xD800;",
    "<c/>" * 50,
    "<row/>",
    '<c r="XFD1048576"><v>1</v></c>',
    '<c r="ZZZ9"><v>1</v></c>',
    '<c t="s"><v>-1</v></c>',
    '<c t="s"><v>99999999999999999999</v></c>',
    "<v>1E+999999</v>",
    "<v>NaN</v>",
    '<c s="99999999999999"><v>1</v></c>',
    '<c s="2"><v>-5</v></c>',
    '<c s="1"><v>1e300</v></c>',
    '<row r="-3">',
    '<row r="99999999999">',
    '<row r="1048577">',
    "<f>SUM(A1)</f>",
    "<is>",
    "</sheetData>",
    "<sheetData>",
    "\x00",
    "\xff\ufffe",
    "]]>",
    "<?xml version='1.0'?>",
    '<numFmt numFmtId="999999999999" formatCode="[h]:mm"/>',
    '<xf numFmtId="x"/>',
    '<sheet name="S" r:id="rId9"/>',
    '<Relationship Id="rId1" Target="/../../etc/passwd"/>',
    '<workbookPr date1904="1"/>',
    "<t>" + "x" * 40000 + "</t>",
]
VALUES = ['"-1"', '""', '"A0"']
ENCODINGS = ["utf-16", "utf-16-le", "utf-8-sig", "latin-1"]
METHODS = [zipfile.ZIP_DEFLATED] * 6 + [zipfile.ZIP_STORED] * 3 + [zipfile.ZIP_LZMA]


def mutate_text(rng: random.Random, text: str) -> str:
    """Return ``text`` (an XML part) with one to four mutations."""
    for _ in range(rng.randint(1, 4)):
        how = rng.randrange(6)
        at = rng.randrange(len(text) + 1)
        if how == 0:
            text = text[:at] + rng.choice(PIECES) + text[at:]
        elif how == 1:
            text = text[:at] + text[min(len(text), at + rng.randint(1, 40)) :]
        elif how == 2:
            text = re.sub(
                r'"[^"]*"',
                lambda m: rng.choice([*VALUES, m.group()]),
                text,
                count=rng.randint(1, 5),
            )
        elif how == 3:
            text = text[:at] + text[at:][: rng.randint(1, 200)] * rng.randint(1, 3) + text[at:]
        elif how == 4:
            text = text[:at]
        else:
            prefix = rng.choice(["-", "9" * 30, "0.0416666", "1e5"])
            text = text.replace("<v>", "<v>" + prefix, 1)
    return text


def mutate(rng: random.Random) -> bytes:
    """Return the bytes of a mutant of one of :data:`SEEDS`."""
    parts: dict[str, str | bytes] = dict(rng.choice(SEEDS))
    if rng.random() < 0.7:
        name = rng.choice(list(parts))
        text = parts[name]
        parts[name] = mutate_text(rng, text if isinstance(text, str) else text.decode())
    if rng.random() < 0.2:
        name = rng.choice(list(parts))
        text = parts[name]
        plain = text if isinstance(text, str) else text.decode("utf-8", "replace")
        parts[name] = plain.encode(rng.choice(ENCODINGS), "replace")
    if rng.random() < 0.1:
        del parts[rng.choice(list(parts))]
    data = bytearray(zipped(parts, rng.choice(METHODS)))
    if rng.random() < 0.35:
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] = rng.randrange(256)
    if rng.random() < 0.1:
        data = data[: rng.randrange(len(data))]
    return bytes(data)


def main(first: int, last: int, memory: int) -> int:
    """Read the mutants of seeds ``first``..``last - 1``; return how many went wrong."""
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    bad = 0
    for seed in range(first, last):
        data = mutate(random.Random(seed))
        try:
            load_data(data, source="fuzz.xlsx")
        except InputError as err:
            if not err.problems or not all(p.source == "fuzz.xlsx" for p in err.problems):
                print(f"seed {seed}: a problem without the file: {err.problems!r}")
                bad += 1
            for lang in ("en", "cs", "bg", "ro", "tr", "it"):
                err.text(lang)
        except BaseException:
            print(f"seed {seed}:")
            traceback.print_exc(file=sys.stdout)
            bad += 1
    print(f"bad {bad}")
    return bad


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
