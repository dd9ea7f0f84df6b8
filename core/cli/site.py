"""``tiebreak report FILE --site DIR``: the page as a small site written into ``DIR``
(:func:`core.report.build_site`), created when missing; its files are replaced, nothing
else in ``DIR`` is touched."""

from __future__ import annotations

import argparse
from pathlib import Path

from core.cli.commands import UsageError
from core.i18n.message import msg
from core.model import Tournament
from core.report import ReportOptions, ReportUnavailableError, build_site


def write_site(t: Tournament, options: ReportOptions, args: argparse.Namespace) -> None:
    """Write the site of ``t`` into ``args.site``.

    :raises UsageError: with ``-o`` too, without Jinja2, or for a folder that cannot be
        written (its path and the system's reason).
    """
    if args.output:
        raise UsageError(msg("report.error.site-and-output"))
    try:
        pages = build_site(t, options, args.lang)
    except ReportUnavailableError as exc:
        raise UsageError(exc.message) from exc  # type: ignore[arg-type]
    folder = Path(args.site)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for name, html in pages.items():
            (folder / name).write_text(html, encoding="utf-8", newline="\n")
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise UsageError(msg("report.error.site", path=str(folder), reason=reason)) from exc
