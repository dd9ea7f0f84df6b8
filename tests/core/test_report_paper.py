"""The page on paper (issue 33), printed to PDF by Debian's headless Chromium and read back
with poppler (:mod:`tests.core.browser`):

* the bundled 30-player example (``examples/club-30.json``, 9 rounds) with every card: the
  whole printout on at most 10 A4 pages, each card whole on one page, the header and the
  standings on the first page; the page count is printed for the record;
* the standings of 40 players (``--players none``) on one page;
* the crosstable fills its landscape page (measured in print media through the DevTools
  protocol, :mod:`tests.core.devtools`: the table as wide as the page's text).
"""

from __future__ import annotations

import asyncio
import re
from datetime import date
from html import unescape
from pathlib import Path

from core.formats.load import load_path
from core.report import ReportOptions, build_report
from tests.core.browser import print_pdf, read_pdf, require_tools
from tests.core.devtools import browser
from tests.core.random_events import random_tournament

ROOT = Path(__file__).resolve().parents[2]
CARDS_HEAD = "Player cards"  # report.label.cards, English


def test_the_30_player_example_prints_on_at_most_10_pages_each_card_whole(
    tmp_path: Path,
) -> None:
    require_tools()
    t = load_path(str(ROOT / "examples" / "club-30.json"))
    assert len(t.players) == 30
    html = tmp_path / "club-30.html"
    html.write_text(build_report(t, ReportOptions()), encoding="utf-8")
    pages = read_pdf(print_pdf(html, tmp_path / "club-30.pdf"))
    assert len(pages) <= 10, f"the whole printout takes {len(pages)} pages"
    flat = [" ".join(p.text.split()) for p in pages]
    first = next(i for i, text in enumerate(flat) if CARDS_HEAD in text)
    # each card's head line ("Name (id): points, rank ...") on one page, its last printed
    # line (its last summary: the chart is left out of print, the link back prints in the
    # card's top corner) on that page too: every page holds as many of each last line as
    # it holds heads of cards ending with it
    source = html.read_text(encoding="utf-8")
    cards = re.findall(r'<article class="card".*?</article>', source, flags=re.S)
    assert len(cards) == 30
    starts, lasts = [], []
    for card in cards:
        head = re.search(r"<h3><bdi>[^<]*</bdi></h3>\n<p>([^<]*)</p>", card)
        assert head is not None
        starts.append(unescape(head.group(1)).split(":")[0] + ":")  # "Ana Novák (1):"
        last = re.findall(r"<li>(.*?)</li>", card)[-1]
        lasts.append(" ".join(unescape(re.sub(r"<[^>]+>", " ", last)).split()))
    on_page = []
    for start in starts:
        found = [i for i, text in enumerate(flat) if start in text and i >= first]
        assert len(found) == 1, (start, found)
        on_page.append(found[0])
    for i in range(first, len(pages)):
        for last in set(lasts):
            held = sum(1 for p, line in zip(on_page, lasts, strict=True) if p == i and line == last)
            assert flat[i].count(last) == held, (i + 1, last)
    names = [p.name for p in t.players]
    assert all(name in flat[0] for name in names), "the standings are not all on page 1"
    print(f"club-30: {len(pages)} A4 pages, the cards from page {first + 1}")


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
