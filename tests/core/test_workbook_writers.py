"""Issue 29 with the files real writers make: openpyxl writes formulas without their values
and its own styles part, msoffcrypto-tool encrypts a workbook with a password the way Excel
does (an OLE2 compound file holding EncryptionInfo and EncryptedPackage)."""

from __future__ import annotations

import datetime
import io

import msoffcrypto.format.ooxml
import openpyxl
import pytest

from core.errors import InputError
from core.formats.load import load_data


def pairings(result: object, number_format: str | None = None) -> bytes:
    wb = openpyxl.Workbook()
    ws = wb.active
    assert ws is not None
    ws.title = "Pairings"
    ws.append(["Round", "White", "Black", "Result"])
    ws.append([1, "Ana", "Bo", result])
    ws.append([1, "Cy", "Di", "0-1"])
    if number_format is not None:
        ws["D2"].number_format = number_format
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def refused(data: bytes, source: str = "club.xlsx") -> str:
    with pytest.raises(InputError) as info:
        load_data(data, source=source)
    return info.value.text()


def test_an_openpyxl_workbook_reads() -> None:
    t = load_data(pairings("1-0"), source="club.xlsx")
    assert [p.name for p in t.players] == ["Ana", "Bo", "Cy", "Di"]


def test_an_openpyxl_formula_has_no_value_and_is_named() -> None:
    text = refused(pairings('=IF(1,"1-0","0-1")'))
    assert "club.xlsx: Pairings!D2" in text
    assert "formulas saved without their value (D2; 1 in all)" in text


def test_a_time_written_with_a_time_format_is_explained() -> None:
    text = refused(pairings(datetime.time(1, 0), "h:mm"))
    assert "Pairings!D2" in text and "into a time (1:00)" in text


def test_a_workbook_encrypted_with_a_password_is_said_to_be_protected() -> None:
    out = io.BytesIO()
    msoffcrypto.format.ooxml.OOXMLFile(io.BytesIO(pairings("1-0"))).encrypt("secret", out)
    text = refused(out.getvalue(), "secret.xlsx")
    assert "secret.xlsx: the workbook is protected by a password" in text
    assert ".xls)" not in text
