"""The output of a long-running command: log lines, and under them one status line
rewritten in place on a terminal (none on a pipe or in a file, where the output stays one
line per event)."""

from __future__ import annotations

import shutil
from typing import TextIO

_CLEAR = "\r\x1b[K"  # back to the start of the line, erase it


class StatusLine:
    """The watch's output: log lines, and under them one status line rewritten in place on a
    terminal (none on a pipe or a file, where every line stays an event)."""

    def __init__(self, out: TextIO, *, tty: bool | None = None) -> None:
        self.out = out
        if tty is None:
            isatty = getattr(out, "isatty", None)
            tty = bool(isatty()) if callable(isatty) else False
        self.tty = tty
        self._shown = False

    def line(self, text: str) -> None:
        """Print one log line (above the status line)."""
        self.clear()
        self.out.write(text + "\n")
        self.out.flush()

    def status(self, text: str) -> None:
        """Show ``text`` as the status line (on a terminal only), cut to the terminal's
        width so that rewriting it erases it whole."""
        if not self.tty:
            return
        width = shutil.get_terminal_size((80, 24)).columns - 1
        self.out.write(_CLEAR + text[: max(width, 10)])
        self.out.flush()
        self._shown = True

    def clear(self) -> None:
        """Erase the status line, if one is shown."""
        if self._shown:
            self.out.write(_CLEAR)
            self.out.flush()
            self._shown = False
