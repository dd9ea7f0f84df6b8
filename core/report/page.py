"""The page as HTML: the view model laid out by the Jinja2 template shipped with the package
(``core/report/templates``), autoescaping on, so that a name is always text.

The one module of core that imports Jinja2 (the optional ``report`` extra); its MarkupSafe
is imported by the writers (:mod:`core.report.writers`, :mod:`core.report.cell_writers`)
and the site, which only this module and the site import:
:func:`core.report.build_report` loads it when a page is asked for. The template's hottest
pieces (the standings' and crosstable's rows, the pairings, the cards) are written by
:mod:`core.report.writers`, escaped by the same ``markupsafe.escape`` as the template's own
fields.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import jinja2

from core.report.model import Page
from core.report.writers import Writers

TEMPLATES = Path(__file__).parent / "templates"


class _Compiled(jinja2.FileSystemBytecodeCache):
    """The template compiled once, kept in Jinja2's own per-user cache folder (mode 0700 in
    the temporary directory): compiling it anew costs about as much as a whole standings run
    of 1,000 players (0.09 s). A cache that cannot be written is no reason to fail a page."""

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        try:
            super().dump_bytecode(bucket)
        except OSError:
            pass


def _compiled() -> jinja2.BytecodeCache | None:
    try:
        return _Compiled()
    except (OSError, RuntimeError):  # no safe temporary folder: compile every time
        return None


@lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        autoescape=True,
        undefined=jinja2.StrictUndefined,  # a misspelt field fails, never prints nothing
        trim_blocks=False,
        keep_trailing_newline=True,
        bytecode_cache=_compiled(),
    )


def render_page(page: Page) -> str:
    """Return the self-contained HTML document of ``page`` (inline CSS and SVG)."""
    return _environment().get_template("page.html.j2").render(page=page, w=Writers(page))
