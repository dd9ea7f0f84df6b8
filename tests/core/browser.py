"""Debian's headless Chromium and poppler for the tests of the report page: print a page to
PDF, take a screenshot, read the PDF's pages back (``pdfinfo``, ``pdftotext``) and decode a
PNG (zlib and the five PNG filters, no imaging library).

Chromium runs with a new empty profile and without its background connections (component
updates, sync, QUIC, first-run pages): without those flags it tries the network, which this
machine refuses, many connections at a time. No browser is ever downloaded: ``.ci/run``
installs the ``chromium`` and ``poppler-utils`` packages when they are absent.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import tempfile
import zlib
from dataclasses import dataclass
from pathlib import Path

from tests.conftest import missing

FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
)
TIMEOUT = 300  # seconds for one print of a large page on a busy 2-core machine


def require_tools() -> str:
    """Return the Chromium command; skip (in CI: fail) when Chromium or poppler is absent."""
    found = shutil.which("chromium")
    if found is None:
        missing(
            "needs Debian's chromium (apt-get install chromium; .ci/run installs it): absent here"
        )
    if shutil.which("pdftotext") is None or shutil.which("pdfinfo") is None:
        missing("needs poppler-utils (pdftotext, pdfinfo; .ci/run installs it): absent here")
    return found


def chromium(page: Path, *args: str) -> None:
    """Run headless Chromium on the file ``page`` with ``args`` (``--print-to-pdf=…``)."""
    browser = require_tools()
    with tempfile.TemporaryDirectory(prefix="tiebreak-chromium-") as profile:
        done = subprocess.run(
            [browser, *FLAGS, f"--user-data-dir={profile}", *args, page.resolve().as_uri()],
            capture_output=True,
            timeout=TIMEOUT,
            check=False,
        )
    if done.returncode != 0:
        raise AssertionError(f"chromium failed ({done.returncode}): {done.stderr[-2000:]!r}")


def print_pdf(page: Path, out: Path) -> Path:
    """Print ``page`` to ``out`` as Chromium's print dialog would, without header and
    footer (the page's own ``@page`` rules choose the paper)."""
    chromium(page, "--no-pdf-header-footer", f"--print-to-pdf={out}")
    return out


def screenshot(page: Path, out: Path, width: int = 1280, height: int = 1600) -> Path:
    """Take a screenshot of the top of ``page`` in a ``width`` × ``height`` window."""
    chromium(page, f"--window-size={width},{height}", f"--screenshot={out}")
    return out


@dataclass(frozen=True)
class PdfPage:
    """One printed page: its size in points and its text (poppler's reading order, and
    the layout text, one printed line a line)."""

    number: int
    width: float
    height: float
    text: str
    layout: str

    @property
    def landscape(self) -> bool:
        """Whether the page is wider than tall."""
        return self.width > self.height


def read_pdf(path: Path) -> list[PdfPage]:
    """Return the pages of the PDF ``path`` (sizes from ``pdfinfo``, text from
    ``pdftotext``, whose pages end with a form feed)."""
    info = _run("pdfinfo", str(path))
    count = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))  # type: ignore[union-attr]
    sizes = re.findall(
        r"^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)",
        _run("pdfinfo", "-f", "1", "-l", str(count), str(path)),
        re.M,
    )
    plain = _run("pdftotext", str(path), "-").split("\f")
    layout = _run("pdftotext", "-layout", str(path), "-").split("\f")
    assert len(sizes) == count, (count, len(sizes))
    return [
        PdfPage(i + 1, float(w), float(h), plain[i], layout[i]) for i, (w, h) in enumerate(sizes)
    ]


def _run(*cmd: str) -> str:
    return subprocess.run(cmd, capture_output=True, check=True, timeout=TIMEOUT).stdout.decode(
        "utf-8", "replace"
    )


@dataclass(frozen=True)
class Image:
    """A decoded PNG: ``rows[y]`` holds ``width`` pixels of ``channels`` bytes each."""

    width: int
    height: int
    channels: int
    rows: tuple[bytes, ...]

    def pixel(self, x: int, y: int) -> tuple[int, ...]:
        """Return the channels of one pixel."""
        c = self.channels
        return tuple(self.rows[y][x * c : (x + 1) * c])


def decode_png(data: bytes) -> Image:
    """Decode an 8-bit RGB, RGBA, grey or grey-alpha PNG without interlacing (what
    Chromium writes): chunks, the IDAT stream through zlib, then each row's filter."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    assert depth == 8 and interlace == 0, (depth, interlace)
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[colour]
    raw = zlib.decompress(idat)
    stride = width * channels
    rows: list[bytes] = []
    prev = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        _unfilter(kind, line, prev, channels)
        rows.append(bytes(line))
        prev = line
    return Image(width, height, channels, tuple(rows))


def _unfilter(kind: int, line: bytearray, prev: bytearray, bpp: int) -> None:
    """Undo one row's PNG filter in place (PNG spec 9.2: None, Sub, Up, Average, Paeth)."""
    if kind == 0:
        return
    for i in range(len(line)):
        left = line[i - bpp] if i >= bpp else 0
        up = prev[i]
        if kind == 1:
            add = left
        elif kind == 2:
            add = up
        elif kind == 3:
            add = (left + up) // 2
        else:
            corner = prev[i - bpp] if i >= bpp else 0
            p = left + up - corner
            pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
            add = left if pa <= pb and pa <= pc else up if pb <= pc else corner
        line[i] = (line[i] + add) & 0xFF
