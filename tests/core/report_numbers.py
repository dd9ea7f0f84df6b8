"""Test-side reader of the published page: every number it marks (``data-player``,
``data-code``, ``data-value``, ``data-raw``; on a card, the numbers of each column its head
marks, as written when ``data-value`` does not say otherwise), read back with
:mod:`html.parser`, and the
comparison with what ``standings --format json`` and ``explain --format json`` give for the
same input.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from html.parser import HTMLParser
from typing import Any

from core.cli import main
from core.engine.standings import Standings
from core.render.explanation import explanation_to_json

Exact = Fraction | None | list[Fraction | None]


def exact_json(x: Any) -> Exact:
    """A JSON number (or a board key's list of them) as an exact value."""
    if isinstance(x, list):
        return [exact_json(v) for v in x]  # type: ignore[misc]
    if x is None:
        return None
    return Fraction(str(x))


def exact_machine(text: str | None) -> Exact:
    """A ``data-value`` of the page as an exact value (``""`` for none, ``a/b`` a board
    key)."""
    if text is None or text == "":
        return None
    if "/" in text:
        return [None if p in ("", "–") else Fraction(p) for p in text.split("/")]
    return Fraction(text)


@dataclass
class TiebreakBlock:
    """One tie-break's arithmetic on a card: its total and its items (round, raw, value,
    cut) in page order."""

    player: int
    code: str
    value: str | None = None
    items: list[tuple[str, str, str, str]] = field(default_factory=list)


@dataclass
class PageNumbers(HTMLParser):
    """The marked numbers of a page, by section."""

    standings: dict[tuple[int, str], str] = field(default_factory=dict)
    ranks: dict[int, int] = field(default_factory=dict)
    crosstable: dict[int, str] = field(default_factory=dict)
    charts: dict[tuple[int, str], str] = field(default_factory=dict)
    running: dict[int, list[str]] = field(default_factory=dict)
    cards: dict[tuple[int, str], TiebreakBlock] = field(default_factory=dict)
    text: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        HTMLParser.__init__(self, convert_charrefs=True)
        self._where: list[str] = []
        self._player: int | None = None
        self._card: int | None = None
        self._tables = 0  # tables open in the card: its rounds are 1, a team's boards 2
        self._part = ""  # thead, tbody or tfoot of a card's rounds
        self._columns: list[str] = []  # the data-code of each column head ("" for none)
        self._row: list[tuple[int, dict[str, str], str, bool]] = []
        self._column = 0
        self._cell: tuple[int, dict[str, str]] | None = None
        self._cell_text: list[str] = []
        self._cut = False
        self._boards = False
        self._skip = 0
        self._standings_heads: list[str] = []  # the standings' column heads' data-code

    @property
    def blocks(self) -> list[TiebreakBlock]:
        """Every tie-break of every card."""
        return list(self.cards.values())

    def _block(self, code: str) -> TiebreakBlock:
        assert self._card is not None
        key = (self._card, code)
        if key not in self.cards:
            self.cards[key] = TiebreakBlock(self._card, code)
        return self.cards[key]

    def _card_tag(self, tag: str, a: dict[str, str], classes: list[str]) -> None:
        """A tag inside a card: its table of rounds is read by column (a column head's
        ``data-code`` names the tie-break or the running score); a number's exact value is
        its ``data-value``, else its text; an item is cut when its number is struck
        through; a tie-break listed apart marks each item."""
        if tag == "table":
            self._tables += 1
            if self._tables == 1 and "rounds" in classes:
                self._columns = []
            return
        if self._tables == 1:
            if tag in ("thead", "tbody", "tfoot"):
                self._part = tag
            elif tag == "tr":
                self._row, self._column = [], 0
                self._boards = "boards" in classes
            elif tag == "th" and self._part == "thead":
                self._columns.append(a.get("data-code", ""))
            elif tag in ("th", "td") and not self._boards:
                self._cell, self._cell_text, self._cut = (self._column, a), [], False
                self._column += int(a.get("colspan", "1"))
            elif tag == "s" and self._cell is not None:
                self._cut = True
            return
        if "item" in classes:
            item = (a["data-round"], a["data-raw"], a["data-value"], a["data-cut"])
            self._block(a["data-code"]).items.append(item)
        elif "total" in classes:
            self._block(a["data-code"]).value = a["data-value"]

    def _card_end(self, tag: str) -> None:
        if tag == "table":
            self._tables -= 1
        elif self._tables != 1:
            return
        elif tag in ("th", "td") and self._cell is not None:
            column, a = self._cell
            self._row.append((column, a, "".join(self._cell_text).strip(), self._cut))
            self._cell = None
        elif tag == "tr" and self._row and not self._boards:
            self._card_row()

    def _card_row(self) -> None:
        """One row of a card's rounds (its round in the first cell) or its foot (totals)."""
        assert self._card is not None
        rnd = self._row[0][2] if self._part == "tbody" else ""
        for column, a, text, cut in self._row:
            code = self._columns[column] if column < len(self._columns) else ""
            if not code or self._part == "thead":
                continue
            value = a.get("data-value", text)
            if code == "running":
                if self._part == "tbody":
                    self.running.setdefault(self._card, []).append(value)
            elif self._part == "tfoot":
                self._block(code).value = value
            elif self._part == "tbody" and (text or "data-value" in a):
                item = (rnd, a.get("data-raw", value), value, "yes" if cut else "no")
                self._block(code).items.append(item)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag in ("style", "script", "title"):
            self._skip += 1
        if tag == "section":
            self._where.append(a.get("id") or a.get("class") or "")
        if tag == "article":
            self._where.append("card")
            self._card = int(a["data-player"])
            self._tables = 0
        section = self._where[0] if self._where else ""
        classes = a.get("class", "").split()
        if self._card is not None and "card" in self._where:
            self._card_tag(tag, a, classes)
            return
        if tag == "tr" and "data-player" in a:
            self._player = int(a["data-player"])
            if section == "standings":
                self.ranks[self._player] = int(a["data-rank"])
                self._row, self._column = [], 0
        if section == "standings" and tag == "th":
            self._standings_heads.append(a.get("data-code", ""))
        if tag == "td" and section == "charts" and "data-player" in a:
            self.charts[(int(a["data-player"]), a["data-code"])] = a["data-value"]
        if tag == "td" and self._player is not None:
            if section == "standings":  # a number's code is its column head's
                self._cell, self._cell_text = (self._column, a), []
                self._column += 1
            elif section == "crosstable" and a.get("data-code") == "points":
                self.crosstable[self._player] = a["data-value"]

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script", "title"):
            self._skip -= 1
        if tag == "td" and self._cell is not None and self._card is None:
            column, a = self._cell
            code = self._standings_heads[column] if column < len(self._standings_heads) else ""
            if code and self._player is not None:
                text = "".join(self._cell_text).strip()
                self.standings[(self._player, code)] = a.get("data-value", text)
            self._cell = None
        if self._card is not None and "card" in self._where:
            self._card_end(tag)
        if tag in ("section", "article") and self._where:
            if self._where.pop() == "card":
                self._card = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell_text.append(data)
        if not self._skip and data.strip():
            self.text.append(data.strip())


def read_page(html: str) -> PageNumbers:
    """Return the marked numbers of ``html``."""
    page = PageNumbers()
    page.feed(html)
    page.close()
    return page


def standings_json(args: list[str], capsys: Any) -> dict[str, Any]:
    """Run ``tiebreak standings ARGS --format json`` and return its object."""
    capsys.readouterr()
    main(["standings", *args, "--format", "json"])
    out: dict[str, Any] = json.loads(capsys.readouterr().out)
    return out


def mismatches(page: PageNumbers, want: dict[str, Any], st: Standings) -> list[str]:
    """Every number of ``page`` that differs from the standings JSON ``want`` or from the
    explanations of ``st`` (``explain --format json``), and every number missing."""
    bad: list[str] = []
    team = "primary" in want
    for row in want["standings"]:
        pid = row["id"]
        if page.ranks.get(pid) != row["rank"]:
            bad.append(f"{pid}: rank {page.ranks.get(pid)} != {row['rank']}")
        scores = {"mp": row["mp"], "gp": row["gp"]} if team else {"points": row["points"]}
        for code, value in [*scores.items(), *row["tiebreaks"].items()]:
            got = page.standings.get((pid, code))
            if got is None:
                bad.append(f"{pid} {code}: missing in the standings")
            elif exact_machine(got) != exact_json(value):
                bad.append(f"{pid} {code}: standings {got} != {value}")
        if "game_scores" in row:  # rules.md 13.4: the row's score for:against
            totals = f"{row['game_scores']['for']}:{row['game_scores']['against']}"
            if page.standings.get((pid, "game-scores")) != totals:
                bad.append(f"{pid}: game scores {page.standings.get((pid, 'game-scores'))}")
        if exact_machine(page.crosstable.get(pid)) != exact_json(row["points"]):
            bad.append(f"{pid}: crosstable {page.crosstable.get(pid)} != {row['points']}")
        running = page.running.get(pid, [])
        if running and exact_machine(running[-1]) != exact_json(row["points"]):
            bad.append(f"{pid}: running score {running[-1]} != {row['points']}")
    rows = {r["id"]: r for r in want["standings"]}
    for (pid, code), got in page.charts.items():  # a tied group's breakdown
        if exact_machine(got) != exact_json(rows[pid]["tiebreaks"][code]):
            bad.append(f"{pid} {code}: chart {got} != {rows[pid]['tiebreaks'][code]}")
    seen = {(b.player, b.code) for b in page.blocks}
    for pid in {b.player for b in page.blocks}:
        for code in want["order"]:
            if (pid, code) not in seen:
                bad.append(f"{pid} {code}: missing on the card")
    for b in page.blocks:
        ex = explanation_to_json(st.explain(b.player, b.code))
        value = ex["value"] if ex["value"] is not None else rows[b.player]["tiebreaks"][b.code]
        if b.value is None or exact_machine(b.value) != exact_json(value):
            bad.append(f"{b.player} {b.code}: card {b.value} != {value}")
        items = ex["items"]
        if len(items) != len(b.items):
            bad.append(f"{b.player} {b.code}: {len(b.items)} items != {len(items)}")
            continue
        # a card lays the items out by round (RANKRES lists them by the opponents' ranks)
        shown = sorted(b.items, key=lambda i: int(i[0] or 0))
        items = sorted(items, key=lambda i: i["round"] or 0)
        for (rnd, raw, val, cut), item in zip(shown, items, strict=True):
            where = f"{b.player} {b.code} round {item['round']}"
            if rnd != ("" if item["round"] is None else str(item["round"])):
                bad.append(f"{where}: round {rnd}")
            if exact_machine(raw) != exact_json(item["raw"]):
                bad.append(f"{where}: raw {raw} != {item['raw']}")
            if exact_machine(val) != exact_json(item["value"]):
                bad.append(f"{where}: value {val} != {item['value']}")
            if (cut == "yes") != item["cut"]:
                bad.append(f"{where}: cut {cut} != {item['cut']}")
    return bad


def all_codes(blocks: Iterable[TiebreakBlock]) -> set[str]:
    """The tie-break codes the cards explain."""
    return {b.code for b in blocks}
