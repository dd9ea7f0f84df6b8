"""Writing the page to a file (``report -o``, ``tiebreak-sheets report -o``): a folder that
does not exist, a folder given for the file, a full disk or a file not writable is an error
naming the path and what to do, never a traceback (issue 29)."""

from __future__ import annotations

import errno
import os
from fractions import Fraction

from core.errors import TiebreakError
from core.i18n.message import Msg, Num, msg

__all__ = ["PageWriteError", "check_output", "write_page"]


class PageWriteError(TiebreakError):
    """The page cannot be written where asked."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(self.text())


def check_output(path: str) -> None:
    """Raise :class:`PageWriteError` when ``path`` cannot be the page's file whatever the
    page holds (a folder, or in a folder that does not exist): said before the page is
    built, not after."""
    if os.path.isdir(path):
        example = os.path.join(path, "standings.html")
        raise PageWriteError(msg("report.error.is-folder", path=path, example=example))
    folder = os.path.dirname(path)
    if folder and not os.path.isdir(folder):
        raise PageWriteError(msg("report.error.no-folder", path=path, folder=folder))


def write_page(html: str, path: str) -> None:
    """Write ``html`` to ``path`` in UTF-8 (``\\n`` line ends).

    :raises PageWriteError: naming ``path`` and the reason (:func:`check_output`'s, a full
        disk, no permission, another system error by its own words); a file left half
        written on a full disk is removed.
    """
    check_output(path)
    data = html.encode("utf-8")
    try:
        with open(path, "wb") as fh:
            try:
                fh.write(data)
                fh.flush()
            except OSError:
                if os.path.isfile(path):  # half a page is no page: not left behind
                    fh.close()
                    os.remove(path)
                raise
    except OSError as exc:
        raise PageWriteError(_reason(exc, path, len(data))) from exc


def _reason(exc: OSError, path: str, size: int) -> Msg:
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        mb = max(Fraction(size, 10**6), Fraction(1, 10))
        return msg("report.error.disk-full", path=path, size=Num(mb, 1))
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return msg("report.error.no-permission", path=path)
    if exc.errno == errno.EISDIR:
        example = os.path.join(path, "standings.html")
        return msg("report.error.is-folder", path=path, example=example)
    if exc.errno in (errno.ENOENT, errno.ENOTDIR):
        folder = os.path.dirname(path) or "."
        return msg("report.error.no-folder", path=path, folder=folder)
    return msg("report.error.write", path=path, reason=exc.strerror or str(exc))
