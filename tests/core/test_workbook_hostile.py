"""Issue 29, the workbook reader under attack and as scripts and Excel write files: a formula
without a saved value, a shared string out of the table, damaged zips, a password, a DTD in
any encoding, bounds held while parsing, Excel's dates and times named at their cell. Each
class has its regression test here; the fuzz of workbook parts under a memory limit is in
test_workbook_fuzz.py."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import pytest

from core.cli import main
from core.errors import InputError
from core.formats.load import load_data
from core.formats.xlsx import MAX_AREA, MAX_CELLS, read_xlsx
from core.formats.xlsx_formats import Kind, kind_of_format
from core.formats.xlsx_parts import MAX_ELEMENTS
from core.i18n.text import LANGS
from tests.core.raw_workbooks import (
    MAIN,
    book,
    compound_file,
    member_data,
    parts_of,
    sheet_xml,
    with_flag,
    zipped,
)

REPO = Path(__file__).resolve().parents[2]
MAIN_DOC = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

HEADER = '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>'
STRINGS = ["Round", "White", "Black", "Result", "Ana", "Bo", "Cy", "Di", "1-0", "0-1", "Pts"]
"""The shared strings of a pairings tab: Round, White, Black, Result, four names, results."""


def pairings(results: list[str], *, result_type: str = 't="s"') -> str:
    """Return a pairings tab's rows: round 1, Ana-Bo and Cy-Di, the results as given (a
    ``<c>``'s inside for each)."""
    head = (
        '<row r="1">'
        + "".join(f'<c r="{c}1" t="s"><v>{i}</v></c>' for i, c in enumerate("ABCD"))
        + "</row>"
    )
    rows = [head]
    for r, (white, black, result) in enumerate(zip((4, 6), (5, 7), results, strict=True), start=2):
        rows.append(
            f'<row r="{r}"><c r="A{r}"><v>1</v></c><c r="B{r}" t="s"><v>{white}</v></c>'
            f'<c r="C{r}" t="s"><v>{black}</v></c>{result.format(r=r)}</row>'
        )
    return sheet_xml("".join(rows))


def refused(data: bytes, source: str = "club.xlsx") -> InputError:
    with pytest.raises(InputError) as info:
        load_data(data, source=source)
    return info.value


def every_language(err: InputError) -> list[str]:
    """The error in each of our languages (each must render: the catalogue has them all)."""
    return [err.text(lang) for lang in LANGS]


# ------------------------------------------------------------------------------------------
# A valid pairings tab reads (the baseline of what follows)


def test_the_minimal_pairings_tab_reads() -> None:
    data = book(
        pairings(['<c r="D{r}" t="s"><v>8</v></c>', '<c r="D{r}" t="s"><v>9</v></c>']),
        strings=STRINGS,
    )
    t = load_data(data, source="club.xlsx")
    assert [p.name for p in t.players] == ["Ana", "Bo", "Cy", "Di"]


# ------------------------------------------------------------------------------------------
# Formulas without a saved value; a shared string out of the table


def test_formulas_saved_without_values_are_named_not_read_as_empty() -> None:
    # openpyxl writes <f> with an empty <v/>; other scripts leave out <v> altogether
    sheet = pairings(
        ['<c r="D{r}"><f>IF(1,"1-0","0-1")</f><v/></c>', '<c r="D{r}"><f>"0-1"</f></c>']
    )
    err = refused(book(sheet, strings=STRINGS))
    text = err.text()
    assert "club.xlsx" in text and "Sheet1!D2" in text
    assert "D2, D3; 2 in all" in text
    assert "open the file in Excel or LibreOffice and save it" in text and "CSV" in text
    assert all("D2, D3" in t for t in every_language(err))


def test_check_does_not_pass_a_workbook_of_unsaved_formulas(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = pairings(['<c r="D{r}"><f>"1-0"</f><v></v></c>'] * 2)
    path = tmp_path / "script.xlsx"
    path.write_bytes(book(sheet, strings=STRINGS))
    code = main(["check", str(path)])
    out, err = capsys.readouterr()
    assert code != 0
    assert "formulas saved without their value" in err and "ok" not in out


def test_a_formula_with_its_saved_value_reads_the_value() -> None:
    # Excel saves the value beside the formula; an empty string result as an empty <v>
    sheet = pairings(
        [
            '<c r="D{r}" t="str"><f>"1-0"</f><v>1-0</v></c>'
            '<c r="E{r}" t="str"><f>""</f><v></v></c>',
            '<c r="D{r}" t="str"><f>"0-1"</f><v>0-1</v></c>',
        ]
    )
    t = load_data(book(sheet, strings=STRINGS), source="club.xlsx")
    assert len(t.players) == 4


@pytest.mark.parametrize("index", ["-1", "11", "99999999999", "x", "1.0", " "])
def test_a_shared_string_out_of_the_table_is_an_error_never_another_string(index: str) -> None:
    sheet = pairings([f'<c r="D{{r}}" t="s"><v>{index}</v></c>', '<c r="D{r}" t="s"><v>9</v></c>'])
    err = refused(book(sheet, strings=STRINGS))
    assert err.problems[0].cell == "Sheet1!D2"
    assert "table of texts, which has 11" in err.text() and "club.xlsx" in err.text()
    every_language(err)


# ------------------------------------------------------------------------------------------
# Damaged zips: each names the file and the part

SHEET = "xl/worksheets/sheet1.xml"
VALID = book(
    pairings(['<c r="D{r}" t="s"><v>8</v></c>', '<c r="D{r}" t="s"><v>9</v></c>']),
    strings=STRINGS,
)


def test_a_member_flagged_as_encrypted_is_named() -> None:
    err = refused(with_flag(VALID, SHEET, 0x1))
    assert err.problems[0].source == "club.xlsx"
    assert f"the workbook part {SHEET} is encrypted in the zip" in err.text()
    every_language(err)


def test_a_corrupt_deflate_stream_is_named() -> None:
    start, size = member_data(VALID, SHEET)
    data = bytearray(VALID)
    data[start : start + size] = bytes([0xFF]) * size  # not a deflate stream
    err = refused(bytes(data))
    assert f"the workbook part {SHEET} cannot be unzipped" in err.text()
    assert "compressed data is corrupt" in err.text()


def test_a_wrong_checksum_is_named() -> None:
    sheet = pairings(['<c r="D{r}" t="s"><v>8</v></c>', '<c r="D{r}" t="s"><v>9</v></c>'])
    stored = zipped(parts_of(sheet, strings=STRINGS), zipfile.ZIP_STORED)
    start, _ = member_data(stored, SHEET)
    data = bytearray(stored)
    at = data.index(b"<sheetData>", start)
    data[at + 1] = ord("S")  # same length, another checksum
    err = refused(bytes(data))
    assert f"the workbook part {SHEET} cannot be unzipped: its checksum" in err.text()


def test_a_member_cut_short_and_a_truncated_zip_are_named() -> None:
    start, size = member_data(VALID, SHEET)
    # the member's compressed size claims more than its deflate stream holds: it ends early
    data = bytearray(VALID)
    data[start + size // 2 : start + size] = b"\x00" * (size - size // 2)
    err = refused(bytes(data))
    assert f"the workbook part {SHEET}" in err.text() and "club.xlsx" in err.text()
    for cut in (len(VALID) // 2, len(VALID) - 10, 30):
        err = refused(VALID[:cut])
        assert err.problems[0].source == "club.xlsx"
        assert "not a readable .xlsx workbook" in err.text()


# ------------------------------------------------------------------------------------------
# A password-protected .xlsx and an .xls


def test_a_password_protected_workbook_is_said_to_be_protected() -> None:
    data = compound_file(["EncryptionInfo", "EncryptedPackage", "\x06DataSpaces"])
    err = refused(data, "secret.xlsx")
    assert "protected by a password" in err.text() and "remove the password" in err.text()
    assert ".xls)" not in err.text()
    every_language(err)
    xls = refused(compound_file(["Workbook", "\x05SummaryInformation"]), "old.xls")
    assert "an Excel 97-2003 workbook (.xls)" in xls.text()


# ------------------------------------------------------------------------------------------
# DTDs refused by the parser, whatever the encoding

LAUGHS = (
    '<?xml version="1.0" encoding="UTF-16"?>'
    '<!DOCTYPE worksheet [<!ENTITY a "aaaaaaaaaa">'
    + "".join(f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">' for i in range(9))
    + "]>"
    + sheet_xml('<row r="1"><c r="A1" t="inlineStr"><is><t>&j;</t></is></c></row>', head="")
)


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-8"])
def test_a_doctype_is_refused_in_any_encoding_before_expansion(encoding: str) -> None:
    text = LAUGHS if encoding != "utf-8" else LAUGHS.replace("UTF-16", "UTF-8")
    raw = text.encode(encoding)
    if encoding == "utf-16-be":
        raw = b"\xfe\xff" + raw
    assert b"<!DOCTYPE" not in raw or encoding == "utf-8"  # a byte search would miss it
    err = refused(book(raw, strings=STRINGS))
    assert f"the workbook part {SHEET} declares a document type" in err.text()


def test_a_utf16_sheet_part_without_a_doctype_reads() -> None:
    text = pairings(['<c r="D{r}" t="s"><v>8</v></c>', '<c r="D{r}" t="s"><v>9</v></c>'])
    raw = text.replace('encoding="UTF-8"', 'encoding="UTF-16"').encode("utf-16")
    t = load_data(book(raw, strings=STRINGS), source="club.xlsx")
    assert len(t.players) == 4


def test_one_long_shared_text_in_many_cells_is_bounded_as_a_csv_file_is() -> None:
    # 700 references of a few bytes each to one text of 32,000 characters: 22.4 million
    # characters for the grid readers out of a workbook of a few kilobytes
    cells = '<c t="s"><v>4</v></c>' * 10
    rows = "".join(f'<row r="{r}">{cells}</row>' for r in range(2, 72))
    data = book(sheet_xml(HEADER + "</row>" + rows), strings=[*STRINGS[:4], "x" * 32_000])
    assert len(data) < 10_000
    err = refused(data)
    assert "hold more than 20,000,000 characters of text together" in err.text()
    assert "(reached in the sheet 'Sheet1';" in err.text()
    every_language(err)


def test_long_shared_texts_on_many_sheets_are_bounded_together() -> None:
    # a pairings tab without a player list has every other tab read for one: 3 tabs of
    # 19.2 million characters each (under the bound one by one) took 10 s of grid reading
    cells = '<c t="s"><v>11</v></c>' * 10
    junk = sheet_xml("".join(f'<row r="{r}">{cells}</row>' for r in range(1, 61)))
    strings = [*STRINGS, "x" * 32_000]
    parts = parts_of(pairings(['<c r="D{r}" t="s"><v>8</v></c>'] * 2), strings=strings)
    parts["xl/workbook.xml"] = parts["xl/workbook.xml"].replace(
        "</sheets>",
        '<sheet name="A" sheetId="2" r:id="rA"/><sheet name="B" sheetId="3" r:id="rB"/></sheets>',
    )
    extra = "".join(
        f'<Relationship Id="r{s}" Type="{MAIN_DOC}/worksheet" Target="worksheets/{s}.xml"/>'
        for s in "AB"
    )
    rels = "xl/_rels/workbook.xml.rels"
    parts[rels] = str(parts[rels]).replace("</Relationships>", extra + "</Relationships>")
    parts["xl/worksheets/A.xml"] = parts["xl/worksheets/B.xml"] = junk
    err = refused(zipped(parts))
    assert "(reached in the sheet 'B';" in err.text()


def test_a_row_number_too_long_to_read_is_beyond_the_rows_not_the_next_row() -> None:
    rows = pairings(['<c r="D{r}" t="s"><v>8</v></c>', '<c r="D{r}" t="s"><v>9</v></c>'])
    far = '<row r="99999999999999"><c><v>1</v></c></row>'
    err = refused(book(rows.replace("</sheetData>", far + "</sheetData>"), strings=STRINGS))
    assert "the sheet 'Sheet1' has rows beyond row 100,000" in err.text()


@pytest.mark.parametrize("encoding", ["utf-7", "shift_jis", "rot13", "undefined"])
def test_a_part_in_an_encoding_expat_cannot_read_is_not_xml_not_a_damaged_zip(
    encoding: str,
) -> None:
    # expat takes single-byte encodings only; a multi-byte one raises ValueError, a codec
    # that is no text encoding LookupError or UnicodeError: the zip member itself is sound
    text = pairings(['<c r="D{r}" t="s"><v>8</v></c>', '<c r="D{r}" t="s"><v>9</v></c>'])
    raw = text.replace('encoding="UTF-8"', f'encoding="{encoding}"').encode()
    err = refused(book(raw, strings=STRINGS))
    assert f"the workbook part {SHEET} is not well-formed XML" in err.text()
    assert "cannot be unzipped" not in err.text()


# ------------------------------------------------------------------------------------------
# Bounds held while parsing, in a process whose memory is limited


def _bounded(script: str, tmp_path: Path, data: bytes, *, memory: int = 1 << 30) -> str:
    """Run ``script`` (``data`` is the workbook's path as ``sys.argv[1]``) in a fresh Python
    whose address space is limited to ``memory`` bytes; return its standard output."""
    path = tmp_path / "hostile.xlsx"
    path.write_bytes(data)
    prelude = textwrap.dedent(
        f"""
        import resource, sys
        sys.path.insert(0, {str(REPO)!r})
        resource.setrlimit(resource.RLIMIT_AS, ({memory}, {memory}))
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", prelude + textwrap.dedent(script), str(path)],
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


READ_ONE = """
from core.errors import InputError
from core.formats.load import load_path
try:
    load_path(sys.argv[1])
    print("read")
except InputError as err:
    print(err.text())
"""


def test_millions_of_empty_cells_stop_at_the_bound_in_bounded_memory(tmp_path: Path) -> None:
    # 24 million empty cells, 240 a row: about 100 MB of XML once unzipped
    row = "<c/>" * 240
    rows = "".join(f'<row r="{r}">{row}</row>' for r in range(1, 100_001))
    out = _bounded(READ_ONE, tmp_path, book(sheet_xml(rows), strings=STRINGS))
    assert f"the sheet 'Sheet1' has more than {MAX_CELLS:,} cells" in out
    assert "hostile.xlsx" in out


def test_a_cell_at_xfd_on_every_row_takes_no_padding(tmp_path: Path) -> None:
    rows = "".join(
        f'<row r="{r}"><c r="A{r}"><v>1</v></c><c r="XFD{r}"><v>1</v></c></row>'
        for r in range(1, 30_001)
    )
    out = _bounded(READ_ONE, tmp_path, book(sheet_xml(rows), strings=STRINGS), memory=700 << 20)
    assert "Sheet1!XFD1: the sheet 'Sheet1' has cells filled as far right as XFD1" in out
    assert f"more than {MAX_AREA:,} cells" in out
    assert "hostile.xlsx" in out


def test_elements_outside_cells_stop_at_their_bound(tmp_path: Path) -> None:
    junk = "<x/>" * (MAX_ELEMENTS + 10)
    out = _bounded(
        READ_ONE,
        tmp_path,
        book(sheet_xml("").replace("<sheetData>", junk + "<sheetData>"), strings=STRINGS),
    )
    assert f"holds more than {MAX_ELEMENTS:,} XML elements" in out


def test_a_text_longer_than_an_excel_cell_is_refused() -> None:
    sheet = sheet_xml(
        f'<row r="1"><c r="A1" t="inlineStr"><is><t>{"x" * 40_000}</t></is></c></row>'
    )
    err = refused(book(sheet, strings=STRINGS))
    assert "longer than 32,767 characters" in err.text()
    assert "32\xa0767" in err.text("cs")


def test_a_number_of_a_million_digits_is_not_written_out() -> None:
    sheet = sheet_xml('<row r="1"><c r="A1"><v>1E+999999</v></c></row>')
    rows = read_xlsx(book(sheet), source="b.xlsx").rows
    assert rows == [["1E+999999"]]


# ------------------------------------------------------------------------------------------
# Excel's dates and times, named at their cell

STYLES = (
    f'<styleSheet xmlns="{MAIN}"><numFmts count="2">'
    '<numFmt numFmtId="164" formatCode="[h]:mm:ss"/><numFmt numFmtId="165" formatCode="d.m."/>'
    '</numFmts><cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="20"/><xf numFmtId="164"/>'
    '<xf numFmtId="165"/><xf numFmtId="14"/></cellXfs></styleSheet>'
)


def test_a_result_typed_1_colon_0_that_excel_made_a_time_is_explained() -> None:
    sheet = pairings(
        ['<c r="D{r}" s="1"><v>4.1666666666666664E-2</v></c>', '<c r="D{r}" t="s"><v>9</v></c>']
    )
    err = refused(book(sheet, strings=STRINGS, styles=STYLES))
    (problem,) = err.problems
    assert problem.cell == "Sheet1!D2"
    text = err.text()
    assert "Excel turned what was typed here into a time (1:00)" in text
    assert "apostrophe" in text and "format the column as Text" in text
    assert all("1:00" in t for t in every_language(err))


def test_a_scrabble_score_that_excel_made_a_duration_is_explained() -> None:
    strings = [*STRINGS, "Score"]
    head = (
        '<row r="1">'
        + "".join(f'<c r="{c}1" t="s"><v>{i}</v></c>' for i, c in enumerate("ABCD"))
        + '<c r="E1" t="s"><v>11</v></c></row>'
    )
    body = (
        '<row r="2"><c r="A2"><v>1</v></c><c r="B2" t="s"><v>4</v></c><c r="C2" t="s"><v>5</v>'
        '</c><c r="D2" t="s"><v>8</v></c><c r="E2" s="2"><v>17.430555555555557</v></c></row>'
    )
    err = refused(book(sheet_xml(head + body), strings=strings, styles=STYLES))
    assert err.problems[0].cell == "Sheet1!E2"
    assert "into a time (418:20)" in err.text()


def test_points_that_excel_made_a_date_are_explained_and_birth_dates_still_read() -> None:
    strings = ["No.", "Name", "R1", "Pts", "Ana", "Bo", "2w1", "1b0", "Born"]
    rows = (
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s">'
        '<v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>8</v></c></row>'
        '<row r="2"><c r="A2"><v>1</v></c><c r="B2" t="s"><v>4</v></c><c r="C2" t="s"><v>6</v>'
        '</c><c r="D2" s="3"><v>46143</v></c><c r="E2" s="4"><v>40000</v></c></row>'
        '<row r="3"><c r="A3"><v>2</v></c><c r="B3" t="s"><v>5</v></c><c r="C3" t="s"><v>7</v>'
        '</c><c r="D3"><v>0</v></c><c r="E3" s="4"><v>40001</v></c></row>'
    )
    err = refused(book(sheet_xml(rows), strings=strings, styles=STYLES))
    assert err.problems[0].cell == "Sheet1!D2"
    assert "Excel turned what was typed here into a date (2026-05-01)" in err.text()
    fixed = rows.replace('s="3"><v>46143</v>', "><v>1</v>")
    t = load_data(book(sheet_xml(fixed), strings=strings, styles=STYLES), source="c.xlsx")
    assert [str(p.birth) for p in t.players] == ["2009-07-06", "2009-07-07"]


def test_a_time_in_a_column_tiebreak_does_not_read_is_no_problem() -> None:
    sheet = pairings(
        [
            '<c r="D{r}" t="s"><v>8</v></c><c r="E{r}" s="1"><v>0.4166666666666667</v></c>',
            '<c r="D{r}" t="s"><v>9</v></c>',
        ]
    )
    t = load_data(book(sheet, strings=STRINGS, styles=STYLES), source="club.xlsx")
    assert len(t.players) == 4


@pytest.mark.parametrize(
    ("code", "kind"),
    [
        ("h:mm", Kind.TIME),
        ("[h]:mm", Kind.TIME),
        ("[mm]:ss", Kind.TIME),
        ("mm:ss", Kind.TIME),
        ("d.m.", Kind.DATE),
        ("dd/mm/yyyy", Kind.DATE),
        ("mmm yy", Kind.DATE),
        ("yyyy-mm-dd hh:mm", Kind.DATE_TIME),
        ("0.00", Kind.NUMBER),
        ('#,##0 "Kč"', Kind.NUMBER),
        ("[Red]0;[Blue]-0", Kind.NUMBER),
        ("General", Kind.NUMBER),
        ('_-* #,##0\\ "Kč"_-', Kind.NUMBER),
        ("@", Kind.NUMBER),
    ],
)
def test_number_formats_are_told_apart(code: str, kind: Kind) -> None:
    assert kind_of_format(code) is kind


def test_a_big_legitimate_crosstable_reads() -> None:
    sys.path.insert(0, str(REPO / "benchmarks"))
    try:
        from bench_xlsx import build  # type: ignore[import-not-found]
    finally:
        sys.path.pop(0)
    sheet = read_xlsx(build(2_000, 15), source="big.xlsx")
    assert len(sheet.rows) == 2_001 and sheet.rows[1][:3] == ["1", "Player 00001", "1007"]
    assert sum(len(row) for row in sheet.rows) == 2_001 * 19
