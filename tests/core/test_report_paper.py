"""The page on paper (issue 33), printed to PDF by Debian's headless Chromium and read back
with poppler (:mod:`tests.core.browser`):

* the bundled 30-player example (``examples/club-30.json``, 9 rounds) with every card: each
  card whole on one page, the cards on at most 10 A4 pages, the header and the standings on
  the first page; the page count is printed for the record;
* the standings of 40 players (``--players none``) on one page;
* the crosstable fills its landscape page (measured in print media through the DevTools
  protocol, :mod:`tests.core.devtools`: the table as wide as the page's text).
"""

from __future__ import annotations

import asyncio
import re
from datetime import date
from pathlib import Path

from core.formats.load import load_path
from core.report import ReportOptions, build_report
from tests.core.browser import print_pdf, read_pdf, require_tools
from tests.core.devtools import browser
from tests.core.random_events import random_tournament

ROOT = Path(__file__).resolve().parents[2]
CARDS_HEAD = "Player cards"  # report.label.cards, English
BACK = "Back to the standings"  # report.label.to-standings: each card's last line


def test_the_30_player_example_prints_its_cards_whole_on_at_most_10_pages(
    tmp_path: Path,
) -> None:
    require_tools()
    t = load_path(str(ROOT / "examples" / "club-30.json"))
    assert len(t.players) == 30
    html = tmp_path / "club-30.html"
    html.write_text(build_report(t, ReportOptions()), encoding="utf-8")
    pages = read_pdf(print_pdf(html, tmp_path / "club-30.pdf"))
    flat = [" ".join(p.text.split()) for p in pages]
    first = next(i for i, text in enumerate(flat) if text.startswith(CARDS_HEAD))
    cards = pages[first:]
    assert len(cards) <= 10, f"the cards take {len(cards)} pages"
    # each card's head line ("Name (id): points, rank ...") on one page, its last line there too
    heads = re.findall(
        r'<article class="card"[^>]*>\n<h3><bdi>[^<]*</bdi></h3>\n<p>([^<]*)</p>',
        html.read_text(encoding="utf-8"),
    )
    assert len(heads) == 30
    for head in heads:
        start = head.split(":")[0]  # "Ana Novák (1)"
        found = [i for i, text in enumerate(flat) if start + ":" in text and i >= first]
        assert len(found) == 1, (start, found)
    for i in range(first, len(pages)):
        text = flat[i]
        assert text.count(BACK) == sum(1 for h in heads if h.split(":")[0] + ":" in text)
    names = [p.name for p in t.players]
    assert all(name in flat[0] for name in names), "the standings are not all on page 1"
    print(f"club-30: {len(pages)} A4 pages, cards on {len(cards)}")


def test_the_standings_of_40_players_fit_one_page(tmp_path: Path) -> None:
    require_tools()
    t = random_tournament(7, 40, 9, start_date=date(2026, 4, 1))
    html = tmp_path / "forty.html"
    html.write_text(build_report(t, ReportOptions(players="none")), encoding="utf-8")
    pages = read_pdf(print_pdf(html, tmp_path / "forty.pdf"))
    first = " ".join(pages[0].text.split())
    assert all(re.search(rf"\b{re.escape(p.name)}\b", first) for p in t.players)
    assert "Tie-breaks explained" not in first  # the standings end their page


def test_the_crosstable_fills_its_landscape_page(tmp_path: Path) -> None:
    require_tools()
    html = tmp_path / "club-30.html"
    t = load_path(str(ROOT / "examples" / "club-30.json"))
    html.write_text(build_report(t, ReportOptions(players="none")), encoding="utf-8")

    async def measure() -> list[float]:
        async with browser() as tab:
            # A4 landscape less its 10 mm margins: 277 mm at 96 pixels an inch
            await tab.open(html, round(277 / 25.4 * 96))
            await tab.send("Emulation.setEmulatedMedia", media="print")
            got = await tab.evaluate(
                "[document.querySelector('#crosstable table').getBoundingClientRect().width,"
                " document.querySelector('#crosstable').getBoundingClientRect().width]"
            )
            return [float(x) for x in got]

    table, section = asyncio.run(measure())
    assert table >= 0.98 * section, (table, section)
