"""The page's repeated parts written as strings: the standings' rows, the crosstable's rows,
each round's pairings and whole cards, the same markup the template would write (its
fields escaped by the same ``markupsafe.escape``), without a template loop.

A page of 1,000 players holds some 1,000 standings rows, 1,000 crosstable rows, 5,500
games and 1,000 cards of 11 rows: laid out by template loops they cost more than ranking
the event (``benchmarks/bench_report.py``), each field looked up through Jinja2's
``getattr`` and escaped anew. Here each distinct text (a name, a colour, a result) is
escaped once and found again in a dictionary.
"""

from __future__ import annotations

from collections.abc import Callable

from markupsafe import Markup

from core.display import isolate
from core.model import RoundKind
from core.report.card_text import CardText
from core.report.cards import noted
from core.report.cell_writers import (
    EMPTY_CELL,
    Escaper,
    cells_writer,
    escaper,
    middle_writer,
    number_cell,
    value_attr,
)
from core.report.charts import CARD_HEIGHTS, WIDTH, card_xs
from core.report.model import (
    Card,
    CardTiebreak,
    CrossRow,
    LineChart,
    Page,
    RoundGames,
)


class Writers:
    """The writers of one page (they share the escaped texts and written pieces)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.e = escaper()
        self.axes = _axes_writer()
        self.text: CardText = page.card_text
        self._cells = cells_writer(self.e, self.text)
        self._middle = middle_writer(self.e)
        e, L = self.e, page.labels
        colour = "" if page.team else f"<th>{e(L['colour'])}</th>"
        game = f"<th>{e(page.game_scores)}</th>" if page.game_scores else ""
        # a card's heads: the running score's column is marked for a program reading it
        self._card_head = (
            f"<th>{e(L['round'])}</th><th>{e(L['opponent'])}</th>{colour}"
            f'<th>{e(L["result"])}</th><th data-code="running">{e(L["running"])}</th>'
            f"<th>{e(L['rank-after'])}</th>{game}"
        )
        self._back = e(L["to-standings"])
        self._column_heads: dict[str, str] = {}

    def standings_rows(self) -> Markup:
        """Every row of the standings table (``tbody``'s content). A number's code is its
        column head's ``data-code``; its exact value its text, or ``data-value`` when the
        text does not say it (:func:`value_attr`)."""
        p, e = self.page, self.e
        to = p.href
        details = p.details
        out: list[str] = []
        for r in p.rows:
            name = f"<bdi>{e(r.name)}</bdi>"
            if r.card:
                name = f'<a href="{e(to(r.card))}">{name}</a>'
            shared = ' class="shared"' if r.shared else ""
            parts = [
                f'\n<tr id="row-{r.id}" data-player="{r.id}" data-rank="{r.rank_number}"'
                f"{shared}>\n"
                f'<td class="num">{e(r.rank)}</td><td class="num">{r.id}</td>'
            ]
            if "title" in details:
                parts.append(f"<td>{e(r.title)}</td>")
            parts.append(f'\n<td class="name">{name}</td>')
            if "rating" in details:
                parts.append(f'<td class="num">{e(r.rating)}</td>')
            if "federation" in details:
                parts.append(f"<td><bdi>{e(r.federation)}</bdi></td>")
            if "club" in details:
                parts.append(f'<td class="club"><bdi>{e(r.club)}</bdi></td>')
            for s in r.scores:
                parts.append(f'<td class="num"{value_attr(e, s)}>{e(s.text)}</td>')
            if p.game_scores:
                parts.append(f'<td class="num">{e(r.game)}</td>')
            for c in r.cells:
                text = e(c.value.text)
                if c.card:
                    text = f'<a href="{e(to(c.card + "-" + c.code))}">{text}</a>'
                parts.append(f'<td class="num"{value_attr(e, c.value)}>{text}</td>')
            if p.notes:
                parts.append(f"<td>{e(r.note)}</td>")
            parts.append("\n</tr>")
            out.append("".join(parts))
        return Markup("".join(out))

    def cross_rows(self) -> Markup:
        """Every row of the crosstable (``tbody``'s content)."""
        e, to = self.e, self.page.href
        return Markup("".join(self._cross_row(x, e, to) for x in self.page.crosstable))

    @staticmethod
    def _cross_row(x: CrossRow, e: Escaper, to: Callable[[str], str]) -> str:
        name = f"<bdi>{e(x.name)}</bdi>"
        if x.card:
            name = f'<a href="{e(to(x.card))}">{name}</a>'
        cells = "".join([f"<td>{e(c)}</td>" for c in x.cells])
        return (
            f'\n<tr data-player="{x.id}"><td class="num">{e(x.rank)}</td>'
            f'<td class="num">{x.id}</td><td class="name">{name}</td>{cells}'
            f'<td class="num" data-code="points" data-value="{e(x.score.machine)}">'
            f"{e(x.score.text)}</td></tr>"
        )

    def games(self, rd: RoundGames) -> Markup:
        """A round's games (the pairings table's ``tbody`` content)."""
        e = self.e
        return Markup(
            "".join(
                [
                    # board, white, result, black: laid out by position (page.css.j2)
                    f"<tr><td>{g.board}</td><td><bdi>{e(g.white)}</bdi></td>"
                    f"<td>{e(g.result)}</td><td><bdi>{e(g.black)}</bdi></td></tr>"
                    for g in rd.games
                ]
            )
        )

    def card_defs(self) -> Markup:
        """The pieces every card's chart shares, drawn once before the first card: the
        grid and round numbers of each chart height (an SVG ``use`` draws them again)."""
        k = len(self.page.rounds)
        if not k or not self.page.cards:
            return Markup("")
        groups = "".join(
            [f'<g id="card-grid-{h}">{_grid(card_xs(k), h)}</g>' for h in CARD_HEIGHTS]
        )
        return Markup(
            '\n<svg class="defs" width="0" height="0" aria-hidden="true" focusable="false">'
            f"<defs>{groups}</defs></svg>"
        )

    def card(self, c: Card) -> Markup:
        """The whole ``article`` of card ``c``: a table of its rounds with a column per
        tie-break counted round by round, written straight from the explanations' items."""
        a = self.e(c.anchor)
        columns = [tb for tb in c.tiebreaks if tb.by_round]
        rows, notes = self._card_columns(c, columns)
        out = [self._card_top(c, a, columns), *self._card_rows(c, rows, columns)]
        out.append("\n</tbody>")
        out += self._card_bottom(c, a, columns, notes)
        return Markup("".join(out))

    def _card_top(self, c: Card, a: str, columns: list[CardTiebreak]) -> str:
        """The card's opening up to its table's body: its name, head line and column heads
        (one a tie-break counted round by round)."""
        p, e = self.page, self.e
        team = " team" if p.team else ""
        out = [
            f'\n<article class="card" id="{a}" data-player="{c.id}">\n'
            f"<h3><bdi>{e(c.name)}</bdi></h3>\n<p>{e(c.head)}</p>\n"
            f'<div class="scroll">\n<table class="rounds{team}" id="{a}-rounds">'
            f"\n<thead><tr>{self._card_head}"
        ]
        heads = self._column_heads
        for tb in columns:
            found = heads.get(tb.code)
            if found is None:  # the same on every card but for the card's anchor before it
                found = heads[tb.code] = (
                    f'-{e(tb.code)}" data-code="{e(tb.code)}">'
                    f'<a href="{e(p.href(tb.legend))}" title="{e(tb.name)}">{e(tb.code)}</a></th>'
                )
            out.append(f'<th id="{a}{found}')
        out.append("</tr></thead>\n<tbody>")
        return "".join(out)

    def _card_columns(
        self, c: Card, columns: list[CardTiebreak]
    ) -> tuple[list[str], dict[tuple[int, str], list[str]]]:
        """The cells of the tie-break columns joined round by round (round r at r - 1), and
        the notes on the rounds' details below the table, each with the codes it serves."""
        k = len(c.rounds)
        cells = self._cells
        played = RoundKind.PLAYED
        text = self.text
        notes: dict[tuple[int, str], list[str]] = {}
        grid: list[list[str]] = []
        for tb in columns:
            items = tb.explanation.items  # 55,000 on a 1,000-player page
            if tb.in_turn:
                grid.append(cells(items))
            else:
                column = [EMPTY_CELL] * k
                for i, written in zip(items, cells(items), strict=True):
                    column[i.round - 1] = written  # type: ignore[operator]
                grid.append(column)
            for i in [i for i in items if i.kind is not played or i.game is not None]:
                if noted(i):
                    # a bye's words for BH-C1 and BH are the same: said once, for both
                    unplayed = i.kind is not None and i.kind is not played
                    key = (i.round or 0, text.note(i) if unplayed else text.detail(i))
                    notes.setdefault(key, []).append(tb.code)
        rows = ["".join(r) for r in zip(*grid, strict=True)] if grid else [""] * k
        return rows, notes

    def _card_rows(self, c: Card, rows: list[str], columns: list[CardTiebreak]) -> list[str]:
        """The table's body: a row a round, a team's boards in a row of their own under it."""
        e, team = self.e, self.page.team
        middle = self._middle
        game_scores = bool(self.page.game_scores)
        span = (4 if team else 5) + len(columns)
        out: list[str] = []
        for r, row in zip(c.rounds, rows, strict=True):
            game = f'<td class="game">{e(r.game)}</td>' if game_scores else ""
            out.append(
                f"\n<tr><td>{r.round}</td><td><bdi>{e(r.opponent)}</bdi></td>"
                f"{middle(r, team)}{game}{row}</tr>"
            )
            if r.boards:
                boards = "".join(
                    [
                        f'<tr><td class="num">{e(b[0])}</td><td><bdi>{e(b[1])}</bdi></td>'
                        f'<td><bdi>{e(b[2])}</bdi></td><td class="num">{e(b[3])}</td></tr>'
                        for b in r.boards
                    ]
                )
                out.append(
                    f'<tr class="boards"><td></td><td colspan="{span}"><table class="boards">'
                    f"<tbody>{boards}</tbody></table></td></tr>"
                )
        return out

    def _card_bottom(
        self,
        c: Card,
        a: str,
        columns: list[CardTiebreak],
        notes: dict[tuple[int, str], list[str]],
    ) -> list[str]:
        """Everything after the table's body: the totals, the notes, the tie-breaks not
        counted round by round, the summaries and terms, the chart and the way back."""
        p, e = self.page, self.e
        out: list[str] = []
        if columns:
            head = (5 if p.team else 6) + (1 if p.game_scores else 0)
            totals = "".join([number_cell(e, tb.value) for tb in columns])
            out.append(f'\n<tfoot><tr><th colspan="{head}">=</th>{totals}</tr></tfoot>')
        out.append("\n</table>\n</div>")
        if notes:
            lines = "".join(
                [
                    f"<li>{r} · {e(', '.join(codes))}: <bdi>{e(note)}</bdi></li>"
                    for (r, note), codes in sorted(notes.items(), key=lambda n: n[0][0])
                ]
            )
            out.append(f'\n<ul class="notes">{lines}</ul>')
        for tb in c.tiebreaks:
            if not tb.by_round:
                out.append(self._apart(tb, p.labels["round"], p.labels["cut"]))
        lines = "".join(
            [
                f"<li><code>{e(tb.code)}</code> <bdi>{e(tb.summary)}</bdi></li>"
                for tb in c.tiebreaks
                if tb.summary
            ]
        )
        if lines:
            out.append(f'\n<ul class="summaries">{lines}</ul>')
        for tb in c.tiebreaks:
            if tb.terms:
                lines = "".join([f"<li><bdi>{e(line)}</bdi></li>" for line in tb.terms])
                out.append(f'\n<ul class="terms" data-code="{e(tb.code)}">{lines}</ul>')
        if c.chart:
            out.append(self._card_chart(c, a))
        back = f"index.html#row-{c.id}" if p.site else "#standings"
        out.append(f'\n<p class="back"><a href="{back}">{self._back}</a></p>\n</article>')
        return out

    def _apart(self, tb: CardTiebreak, round_word: str, cut_word: str) -> str:
        """A tie-break whose items are not one a round (a group tie-break's games), its
        items listed on their own with their words."""
        e, text = self.e, self.text
        code = e(tb.code)
        out = [
            f'\n<section class="tiebreak" id="{e(tb.anchor)}">\n'
            f'<h4><a href="{e(self.page.href(tb.legend))}">{e(tb.name)}</a> <code>{code}</code>: '
            f'<span class="num total" data-code="{code}" data-value="{e(tb.value.machine)}">'
            f"{e(tb.value.text)}</span></h4>"
        ]
        items = tb.explanation.items
        if items:
            out.append('\n<ul class="items">')
            for i in items:
                rnd = "" if i.round is None else str(i.round)
                head = f"{e(round_word)} {rnd}: " if rnd else ""
                cut = f' <span class="tag">{e(cut_word)}</span>' if i.cut else ""
                detail = text.detail(i) if noted(i) else ""
                note = f" — <bdi>{e(detail)}</bdi>" if detail else ""
                rule = text.rule(i)
                rule = f" ({e(rule)})" if rule else ""
                raw, value = text.number(i.raw), text.number(i.value)
                out.append(
                    f'\n<li class="item{" cut" if i.cut else ""}" data-code="{code}" '
                    f'data-round="{rnd}" data-raw="{e(raw.machine)}" '
                    f'data-value="{e(value.machine)}" data-cut="{"yes" if i.cut else "no"}">'
                    f"{head}<bdi>{e(text.what(i))}</bdi> → {e(value.text)}{cut}{note}{rule}</li>"
                )
            out.append("\n</ul>")
        out.append("\n</section>")
        return "".join(out)

    def _card_chart(self, c: Card, a: str) -> str:
        """A card's rank chart: the shared grid (:meth:`card_defs`), the rank scale and the
        entrant's line, described by the card's table of rounds."""
        ch = c.chart
        assert ch is not None
        ranks = "".join(
            [f'<text class="tick end" x="36" y="{y + 4}">{r}</text>' for r, y in ch.ranks]
        )
        return (
            f'\n<figure class="chart">\n<svg viewBox="0 0 {WIDTH} {ch.height}" width="100%" '
            f'role="img" aria-labelledby="chart-{a}-t" aria-describedby="{a}-rounds">'
            f'<title id="chart-{a}-t">{self.e(isolate(c.name))}</title>'
            f'<use href="#card-grid-{ch.height}"/>'
            f'{ranks}<polyline class="line tone-0" points="{ch.points}"/>\n</svg>\n</figure>'
        )

    def line_chart(self, ch: LineChart, table: str) -> str:
        """A rank chart described by its table ``table`` (the template's ``line_chart``
        macro with a table)."""
        e = self.e
        cid = e(ch.id)
        lines = "".join(
            [
                f'<polyline class="line tone-{ln.tone}" points="{e(ln.points)}">'
                f"<title>{e(ln.label)}</title></polyline>"
                for ln in ch.lines
            ]
        )
        return (
            f'\n<figure class="chart">\n<svg viewBox="0 0 {ch.width} {ch.height}" width="100%" '
            f'role="img" aria-labelledby="{cid}-t" aria-describedby="{e(table)}">'
            f'<title id="{cid}-t">{e(ch.title)}</title>\n{self.axes(ch)}{lines}\n</svg>\n</figure>'
        )


def _grid(xs: tuple[int, ...], height: int) -> str:
    """A chart's vertical grid lines and round numbers (rounds 1..k at ``xs``)."""
    bottom = height - 24
    lines = "".join(f"M{x} 8V{bottom}" for x in xs)
    ticks = "".join(
        f'<text class="tick" x="{x}" y="{height - 8}">{r}</text>' for r, x in enumerate(xs, 1)
    )
    return f'<path class="grid" d="{lines}"/>{ticks}'


def _axes_writer() -> Callable[[LineChart], Markup]:
    """Return the writer of a rank chart's grid and ticks. Every card's chart has the same
    rounds and one of a few rank scales: each set of axes is written once."""
    written: dict[
        tuple[int, tuple[tuple[int, float], ...], tuple[tuple[int, float], ...]], Markup
    ] = {}

    def axes(ch: LineChart) -> Markup:
        key = (ch.height, ch.rounds, ch.ranks)
        found = written.get(key)
        if found is None:
            bottom = ch.height - 24
            grid = "".join(f"M{x} 8V{bottom}" for _, x in ch.rounds)
            ticks = "".join(
                f'<text class="tick" x="{x}" y="{ch.height - 8}">{r}</text>' for r, x in ch.rounds
            )
            ranks = "".join(
                f'<text class="tick end" x="36" y="{y + 4}">{rank}</text>' for rank, y in ch.ranks
            )
            found = written[key] = Markup(f'<path class="grid" d="{grid}"/>{ticks}{ranks}')
        return found

    return axes
