"""The names of the streams of an OLE2 compound file ([MS-CFB]): what tells an Excel
97-2003 workbook (a ``Workbook`` stream) from an ``.xlsx`` saved with a password, which
Office wraps in a compound file holding ``EncryptionInfo`` and ``EncryptedPackage``
([MS-OFFCRYPTO] 2.3.4).

Only the directory is read, through the sector allocation table, every chain bounded by
the number of sectors the file has (a loop in a damaged table ends there).
"""

from __future__ import annotations

import struct

__all__ = ["SIGNATURE", "is_encrypted_package", "stream_names"]

SIGNATURE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"

_END = 0xFFFFFFFE  # ENDOFCHAIN; anything at or above 0xFFFFFFFA is not a sector
_HEADER_DIFAT = 109


def stream_names(data: bytes) -> frozenset[str]:
    """Return the names of the storages and streams of the compound file ``data`` ([MS-CFB]
    2.2 header, 2.3 allocation table, 2.5 DIFAT, 2.6 directory), or an empty set when it
    is not one or its tables do not hold together."""
    if not data.startswith(SIGNATURE) or len(data) < 512:
        return frozenset()
    shift = struct.unpack_from("<H", data, 30)[0]
    if shift not in (9, 12):
        return frozenset()
    size = 1 << shift
    sectors = (len(data) - size) // size  # sector n starts at (n + 1) * size (the header's)
    fat_count, directory, difat_start, difat_count = struct.unpack_from("<II16xII", data, 44)

    def sector(n: int) -> bytes | None:
        if n >= sectors:
            return None
        return data[(n + 1) * size : (n + 2) * size]

    fat_sectors = list(struct.unpack_from(f"<{_HEADER_DIFAT}I", data, 76))
    n, seen = difat_start, 0
    while n < _END and seen < min(difat_count, sectors):
        block = sector(n)
        if block is None:
            return frozenset()
        entries = struct.unpack(f"<{size // 4}I", block)
        fat_sectors += entries[:-1]
        n, seen = entries[-1], seen + 1
    fat: list[int] = []
    for s in fat_sectors[: min(fat_count, sectors)]:
        block = sector(s)
        if block is None:
            return frozenset()
        fat += struct.unpack(f"<{size // 4}I", block)
    names: set[str] = set()
    n, seen = directory, 0
    while n < _END and seen < sectors:
        block = sector(n)
        if block is None or n >= len(fat):
            return frozenset()
        for offset in range(0, size, 128):
            length, kind = struct.unpack_from("<HB", block, offset + 64)
            if kind in (1, 2, 5) and 2 <= length <= 64 and length % 2 == 0:
                raw = block[offset : offset + length - 2]
                names.add(raw.decode("utf-16-le", "replace"))
        n, seen = fat[n], seen + 1
    return frozenset(names)


def is_encrypted_package(data: bytes) -> bool:
    """Whether ``data`` is an Office document saved with a password to open it: a compound
    file with the ``EncryptionInfo`` and ``EncryptedPackage`` streams ([MS-OFFCRYPTO] 2.3.4.1),
    as Excel writes an ``.xlsx`` protected by a password."""
    names = stream_names(data)
    return "EncryptedPackage" in names and "EncryptionInfo" in names
