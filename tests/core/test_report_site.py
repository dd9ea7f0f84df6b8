"""``tiebreak report --site DIR`` (issue 33): an index (header, standings, legend, ties
explained), the crosstable, pairings and charts on pages of their own, and one page per
entrant with its card; linked both ways (every link of every page leads to a page of the
site and an anchor it holds), every page self-contained (no script, nothing loaded from
elsewhere); every number equal to ``standings --format json`` and ``explain --format
json``; and at 1,000 players × 11 rounds the index under 1 MB, an entrant's page under
50 kB, any other page under 2 MB."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest

from core.cli import main
from core.engine.standings import compute_standings
from core.formats.load import load_path
from core.render.standings import standings_to_json
from core.report import ReportOptions, build_site
from tests.core.random_events import random_tournament
from tests.core.report_numbers import mismatches, read_page

ROOT = Path(__file__).resolve().parents[2]
_HREF = re.compile(r'\shref="([^"]*)"')
_ID = re.compile(r'\sid="([^"]*)"')


def _broken_links(pages: dict[str, str]) -> list[str]:
    ids = {name: set(_ID.findall(html)) for name, html in pages.items()}
    bad = []
    for name, html in pages.items():
        for href in set(_HREF.findall(html)):
            target, _, anchor = href.partition("#")
            target = target or name
            if target not in pages or (anchor and anchor not in ids[target]):
                bad.append(f"{name}: {href}")
    return bad


@pytest.mark.parametrize("example", ["club-swiss.json", "team-swiss.json", "club-30.json"])
def test_the_site_is_linked_both_ways_and_self_contained(example: str) -> None:
    t = load_path(str(ROOT / "examples" / example))
    pages = build_site(t)
    st = compute_standings(t)
    kind = "t" if t.system.is_team else "p"
    assert {"index.html", "crosstable.html", "pairings.html", "charts.html"} <= set(pages)
    assert {f"{kind}{r.id}.html" for r in st.rows} <= set(pages)
    assert len(pages) == 4 + len(st.rows)
    assert _broken_links(pages) == []
    index = pages["index.html"]
    for part in ('id="standings"', 'id="legend"', 'id="ties"'):
        assert part in index
    assert 'class="card"' not in index and "crosstable.html" in index
    for r in st.rows:
        own = pages[f"{kind}{r.id}.html"]
        assert f'href="{kind}{r.id}.html#{kind}{r.id}"' in index  # the name: its page
        assert f'href="index.html#row-{r.id}"' in own  # and back to the row
        assert own.count('<article class="card"') == 1
    for name, html in pages.items():
        assert "<script" not in html and "<link" not in html and "src=" not in html, name
        assert not re.search(r'(href|src)="(https?:)?//', html), name


def test_every_number_of_the_site_is_the_standings_and_explain(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for example in ("club-swiss.json", "club-30.json", "team-swiss.json"):
        path = str(ROOT / "examples" / example)
        t = load_path(path)
        st = compute_standings(t)
        pages = build_site(t)
        numbers = read_page("".join(pages.values()))
        assert numbers.blocks and len(numbers.blocks) == len(st.rows) * len(st.order)
        assert mismatches(numbers, standings_to_json(st), st) == [], example


def test_the_command_line_writes_the_site(tmp_path: Path) -> None:
    folder = tmp_path / "site"
    assert main(["report", "examples/club-swiss.json", "--site", str(folder)]) == 0
    assert (folder / "index.html").is_file() and (folder / "p4.html").is_file()
    assert main(["report", "examples/club-swiss.json", "--site", str(folder), "-o", "x"]) == 2
    blocked = tmp_path / "file"
    blocked.write_text("", encoding="utf-8")
    assert main(["report", "examples/club-swiss.json", "--site", str(blocked / "x")]) == 2


def test_the_pages_of_a_large_event_stay_small() -> None:
    t = random_tournament(1, 1000, 11, start_date=date(2026, 4, 1))
    pages = build_site(t, ReportOptions())
    sizes = {name: len(html.encode("utf-8")) for name, html in pages.items()}
    assert sizes["index.html"] < 1_000_000, sizes["index.html"]
    entrants = {k: v for k, v in sizes.items() if re.fullmatch(r"p\d+\.html", k)}
    assert len(entrants) == 1000 and max(entrants.values()) < 50_000
    others = {k: v for k, v in sizes.items() if k not in entrants}
    assert max(others.values()) < 2_000_000, others
