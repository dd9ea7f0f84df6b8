"""The page on a phone (issue 33), in Debian's headless Chromium driven through its
DevTools protocol (:mod:`tests.core.devtools`) at 390 CSS pixels wide, on the club events
of ../shared/data (the 64 Vega pages of Hobsons Bay, the TRF files) and the examples:

* the page itself does not scroll sideways (its scroll width is the window's): the wide
  tables scroll inside their own boxes;
* no name's rendered lines split a word: where a name wraps, each line break falls on a
  space (the words of Dvořák, Пламен stay whole);
* every chart with more than one line names its lines in visible text (its legend), one
  entry a line;
* at 1,280 pixels the same holds (a desktop window).

Without Chromium the test is skipped with one reason; in CI (``TIEBREAK_REQUIRE_ALL=1``) it
fails instead.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from core.formats.load import load_path
from core.model import Tournament
from core.report import ReportOptions, build_report
from tests.conftest import shared_file
from tests.core.browser import require_tools
from tests.core.devtools import browser

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = (
    "club-swiss.json",
    "club-pairings.csv",
    "club-crosstable.csv",
    "team-swiss.json",
    "four-draws.json",
)

MEASURE = r"""
(() => {
  const out = {width: window.innerWidth, scroll: document.documentElement.scrollWidth};
  const split = [];
  let names = 0;
  const sel = 'td.name bdi, article.card h3 bdi, .ties .pair bdi, .pairings td bdi, '
    + '.chart-legend bdi, .rounds td bdi';
  for (const el of document.querySelectorAll(sel)) {
    names++;
    if (el.getClientRects().length <= 1) continue;  // on one line
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let prevTop = null, prev = ' ';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        const c = node.data[i];
        // a new line starting inside a word (not after a space or a hyphen)
        if (prevTop !== null && r.top > prevTop + 2 && !/\s/.test(prev) && !/\s/.test(c)
            && !/[-\u2010/]/.test(prev)) {
          split.push(el.textContent);
          break;
        }
        prevTop = r.top;
        prev = c;
      }
    }
  }
  out.names = names;
  out.split = split.slice(0, 5);
  out.charts = [...document.querySelectorAll('figure.chart')].map(f => {
    const lines = f.querySelectorAll('svg polyline.line').length;
    const legend = f.querySelector('.chart-legend');
    const items = legend ? [...legend.querySelectorAll('li')] : [];
    const visible = items.filter(li => li.offsetHeight > 0 && li.innerText.trim() !== '');
    return [lines, visible.length];
  }).filter(c => c[0] > 1);
  return out;
})()
"""


def _pages(tmp: Path) -> list[Path]:
    """The examples' pages, then the club events' of ../shared/data."""
    out = []

    def write(t: Tournament, name: str, rules: str | None = None) -> None:
        path = tmp / f"{name}.html"
        path.write_text(build_report(t, ReportOptions(rules=rules)), encoding="utf-8")
        out.append(path)

    for name in EXAMPLES:
        write(load_path(str(ROOT / "examples" / name)), name)
    from tests.core.vega import events

    for folder, ev in sorted(events().items()):
        write(ev.tournament, folder, "fide-2024")
    for f in sorted(shared_file("data").glob("*.trf")):
        write(load_path(str(f)), f.stem)
    return out


async def _measure(pages: list[Path], width: int) -> dict[str, Any]:
    found = {}
    async with browser() as tab:
        for page in pages:
            await tab.open(page, width)
            found[page.stem] = await tab.evaluate(MEASURE)
    return found


@pytest.mark.needs_shared
@pytest.mark.parametrize("width", [390, 1280])
def test_the_page_reads_on_a_phone_and_a_desktop(tmp_path: Path, width: int) -> None:
    require_tools()
    pages = _pages(tmp_path)
    assert len(pages) >= 64 + 5 + len(EXAMPLES)
    found = asyncio.run(_measure(pages, width))
    wide = {k: v["scroll"] for k, v in found.items() if v["scroll"] != v["width"]}
    split = {k: v["split"] for k, v in found.items() if v["split"]}
    charts = {k: v["charts"] for k, v in found.items() if any(a != b for a, b in v["charts"])}
    assert wide == {}, f"the page scrolls sideways at {width} px"
    assert split == {}, "a name's line breaks inside a word"
    assert charts == {}, "a chart's lines are not all named in its legend"
    assert sum(v["names"] for v in found.values()) > 1000
    assert sum(len(v["charts"]) for v in found.values()) > 64  # every page's top chart


def test_the_rank_and_the_name_stay_in_view_while_a_table_scrolls(tmp_path: Path) -> None:
    require_tools()
    page = tmp_path / "club-30.html"
    t = load_path(str(ROOT / "examples" / "club-30.json"))
    page.write_text(build_report(t, ReportOptions()), encoding="utf-8")
    where = """
    (() => {
      const out = {};
      for (const id of ['standings', 'crosstable', 'pairings']) {
        const box = document.querySelector('#' + id + ' .scroll');
        const row = box.querySelector('tbody tr');
        const cells = [row.children[0], row.children[id === 'pairings' ? 1 : 2]];
        const before = cells.map(c => Math.round(c.getBoundingClientRect().left));
        box.scrollLeft = 10000;
        const after = cells.map(c => Math.round(c.getBoundingClientRect().left));
        out[id] = [box.scrollLeft > 0, before, after];
      }
      return out;
    })()
    """

    async def measure() -> dict[str, Any]:
        async with browser() as tab:
            await tab.open(page, 390)
            return dict(await tab.evaluate(where))

    found = asyncio.run(measure())
    for table, (scrolled, before, after) in found.items():
        if not scrolled and table == "pairings":
            continue  # board, names and result fit the phone: nothing to scroll
        assert scrolled, f"the {table} does not scroll in its box at 390 px"
        # the rank stays where it was, the name beside it (it may slide over the starting
        # number, then sticks): both in view while the rest scrolls away under them
        assert after[0] == before[0], (table, before, after)
        assert after[0] < after[1] <= before[1] and after[1] < 390 // 2, (table, before, after)
