"""``tiebreak report --site DIR``: the page of a large event as a small site (issue 33), each
page self-contained as the single page is (inline CSS and SVG, no script, nothing loaded
from elsewhere), linked both ways:

* ``index.html``: the header, the standings, the legend, the ties explained and the chart
  of the top of the field; each name and value leads to the entrant's page;
* ``crosstable.html``, ``pairings.html``, ``charts.html`` (the tied groups' charts);
* one page per entrant, ``p12.html`` (a team's ``t3.html``): its card, back to its row of
  the standings.

The view model is built once, as for the single page (:func:`core.report.view.build_page`,
every card); each page is that model with some of its sections shown. An entrant's page is
one shell (the header and the cards' chart grid) with the card written into it.
"""

from __future__ import annotations

from markupsafe import escape

from core.report.model import SITE_PAGES, Page
from core.report.page import render_page
from core.report.writers import Writers

INDEX = "index.html"
_PARTS = {
    INDEX: ("standings", "legend", "ties", "top"),
    SITE_PAGES["crosstable"]: ("crosstable",),
    SITE_PAGES["pairings"]: ("pairings",),
    SITE_PAGES["charts"]: ("charts",),
}


def render_site(page: Page) -> dict[str, str]:
    """Return the site of ``page`` (its every card): file name to HTML document."""
    site = page._replace(site=True)
    out = {name: render_page(site._replace(parts=parts)) for name, parts in _PARTS.items()}
    shell = render_page(site._replace(parts=("card",)))
    head, _, tail = shell.partition("<!--card-->")
    title_head, _, title_tail = head.partition("<!--title-->")
    writers = Writers(site)
    for card in page.cards:
        name = str(escape(card.name))
        out[f"{card.anchor}.html"] = f"{title_head}{name}{title_tail}{writers.card(card)}{tail}"
    return out
