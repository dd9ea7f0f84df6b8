"""The page as HTML: the view model laid out by the Jinja2 template shipped with the package
(``core/report/templates``), autoescaping on, so that a name is always text.

The one module of core that imports Jinja2 (the optional ``report`` extra); nothing else in
core imports it: :func:`core.report.build_report` loads it when a page is asked for.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import jinja2

from core.report.model import Page

TEMPLATES = Path(__file__).parent / "templates"


@lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        autoescape=True,
        undefined=jinja2.StrictUndefined,  # a misspelt field fails, never prints nothing
        trim_blocks=False,
        keep_trailing_newline=True,
    )


def render_page(page: Page) -> str:
    """Return the self-contained HTML document of ``page`` (inline CSS and SVG)."""
    return _environment().get_template("page.html.j2").render(page=page)
