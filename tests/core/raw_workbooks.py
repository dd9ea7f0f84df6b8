"""Workbooks built part by part in the tests (issue 29): a minimal valid ``.xlsx`` whose
sheet, shared strings and styles are given as XML text, and the damage done to a zip or
an OLE2 compound file (encrypted members, corrupt deflate streams, checksums, truncation,
a password-protected package), never downloaded."""

from __future__ import annotations

import io
import struct
import zipfile

MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
_DOC = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_PKG = "http://schemas.openxmlformats.org/package/2006/relationships"

PLAIN_STYLES = (
    f'<styleSheet xmlns="{MAIN}"><cellXfs count="1"><xf numFmtId="0"/></cellXfs></styleSheet>'
)


def sheet_xml(rows: str, *, head: str = '<?xml version="1.0" encoding="UTF-8"?>') -> str:
    """Return a worksheet part holding ``rows`` (the ``<row>`` elements) in sheetData."""
    return f'{head}<worksheet xmlns="{MAIN}"><sheetData>{rows}</sheetData></worksheet>'


def strings_xml(strings: list[str]) -> str:
    from xml.sax.saxutils import escape

    items = "".join(f"<si><t>{escape(s)}</t></si>" for s in strings)
    return f'<sst xmlns="{MAIN}">{items}</sst>'


def parts_of(
    sheet: str | bytes,
    *,
    strings: list[str] | None = None,
    styles: str = PLAIN_STYLES,
    sheet_name: str = "Sheet1",
) -> dict[str, str | bytes]:
    """Return the parts of a one-sheet workbook (name -> XML)."""
    return {
        "[Content_Types].xml": '<Types xmlns="http://schemas.openxmlformats.org/package/2006/'
        'content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
        "_rels/.rels": f'<Relationships xmlns="{_PKG}"><Relationship Id="rId1" '
        f'Type="{_DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        "xl/workbook.xml": f'<workbook xmlns="{MAIN}" xmlns:r="{_DOC}"><sheets><sheet '
        f'name="{sheet_name}" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": f'<Relationships xmlns="{_PKG}"><Relationship Id="rId1" '
        f'Type="{_DOC}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" '
        f'Type="{_DOC}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" '
        f'Type="{_DOC}/styles" Target="styles.xml"/></Relationships>',
        "xl/sharedStrings.xml": strings_xml(strings or []),
        "xl/styles.xml": styles,
        "xl/worksheets/sheet1.xml": sheet,
    }


def zipped(parts: dict[str, str | bytes], method: int = zipfile.ZIP_DEFLATED) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", method) as zf:
        for name, text in parts.items():
            zf.writestr(name, text)
    return buf.getvalue()


def book(sheet: str | bytes, **kw: object) -> bytes:
    """Return the bytes of a one-sheet workbook (see :func:`parts_of`)."""
    return zipped(parts_of(sheet, **kw))  # type: ignore[arg-type]


def member_data(data: bytes, name: str) -> tuple[int, int]:
    """Return the offset and size of the member ``name``'s stored (compressed) bytes."""
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        info = zf.getinfo(name)
    start = info.header_offset
    name_len, extra_len = struct.unpack_from("<HH", data, start + 26)
    return start + 30 + name_len + extra_len, info.compress_size


def with_flag(data: bytes, name: str, bit: int) -> bytes:
    """Return ``data`` with the general-purpose flag ``bit`` of the member ``name`` set in
    its local header and its central directory entry (bit 0: encrypted)."""
    out = bytearray(data)
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        info = zf.getinfo(name)
    out[info.header_offset + 6] |= bit
    # the central entry of this member: the one whose file name follows its fixed part
    pos = data.find(b"PK\x01\x02")
    while pos != -1:
        name_len = struct.unpack_from("<H", data, pos + 28)[0]
        if data[pos + 46 : pos + 46 + name_len] == name.encode():
            out[pos + 8] |= bit
            break
        pos = data.find(b"PK\x01\x02", pos + 4)
    return bytes(out)


def compound_file(streams: list[str]) -> bytes:
    """Return an OLE2 compound file ([MS-CFB], version 3, 512-byte sectors) whose directory
    holds a root entry and an empty stream per name of ``streams``: the container Excel
    writes an ``.xlsx`` with a password in (``EncryptionInfo``, ``EncryptedPackage``), or an
    ``.xls`` (``Workbook``)."""
    entries = [("Root Entry", 5)] + [(s, 2) for s in streams]
    per_sector = 4
    dir_sectors = -(-len(entries) // per_sector)
    fat = [0xFFFFFFFD]  # sector 0: the allocation table itself
    for i in range(dir_sectors):
        fat.append(0xFFFFFFFE if i == dir_sectors - 1 else 2 + i)
    fat += [0xFFFFFFFF] * (128 - len(fat))
    header = bytearray(512)
    header[0:8] = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
    struct.pack_into("<HHHHH", header, 24, 0x3E, 3, 0xFFFE, 9, 6)
    struct.pack_into("<IIIIIIII", header, 40, 0, 1, 1, 0, 4096, 0xFFFFFFFE, 0, 0xFFFFFFFE)
    struct.pack_into("<I", header, 72, 0)
    difat = [0] + [0xFFFFFFFF] * 108
    struct.pack_into("<109I", header, 76, *difat)
    body = bytearray(struct.pack("<128I", *fat))
    directory = bytearray()
    for name, kind in entries:
        entry = bytearray(128)
        raw = name.encode("utf-16-le") + b"\x00\x00"
        entry[0 : len(raw)] = raw
        struct.pack_into("<HB", entry, 64, len(raw), kind)
        struct.pack_into("<III", entry, 68, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF)
        struct.pack_into("<I", entry, 116, 0xFFFFFFFE)
        directory += entry
    directory += bytes(dir_sectors * 512 - len(directory))
    return bytes(header + body + directory)
