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

from markupsafe import Markup, escape

from core.report.model import Card, CardItem, CardRound, CrossRow, LineChart, Page, RoundGames


def escaper() -> Callable[[str], str]:
    """Return ``markupsafe.escape`` of texts as plain strings, each distinct text escaped
    once (a page escapes some 200,000 texts, a quarter of them distinct)."""
    done: dict[str, str] = {}
    get = done.get

    def e(text: str) -> str:
        found = get(text)
        if found is None:
            found = done[text] = str(escape(text))
        return found

    return e


Escaper = Callable[[str], str]


class Writers:
    """The writers of one page (they share the escaped texts and written pieces)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.e = escaper()
        self.axes = _axes_writer()
        self.cells = _cells_writer(self.e)
        self._row = _round_writer(self.e, self.cells)

    def standings_rows(self) -> Markup:
        """Every row of the standings table (``tbody``'s content)."""
        p, e = self.page, self.e
        details = p.details
        codes = p.score_codes
        out: list[str] = []
        for r in p.rows:
            name = f"<bdi>{e(r.name)}</bdi>"
            if r.card:
                name = f'<a href="#{e(r.card)}">{name}</a>'
            shared = ' class="shared"' if r.shared else ""
            parts = [
                f'\n<tr id="row-{r.id}" data-player="{r.id}" data-rank="{r.rank_number}"'
                f"{shared}>\n"
                f'<td class="num" data-code="rank">{e(r.rank)}</td><td class="num">{r.id}</td>'
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
            for i, s in enumerate(r.scores):
                parts.append(
                    f'<td class="num" data-code="{e(codes[i])}" data-value="{e(s.machine)}">'
                    f"{e(s.text)}</td>"
                )
            if p.game_scores:
                parts.append(
                    f'<td class="num" data-code="game-scores" data-value="{e(r.game)}">'
                    f"{e(r.game)}</td>"
                )
            for c in r.cells:
                text = e(c.value.text)
                if c.card:
                    text = f'<a href="#{e(c.card)}-{e(c.code)}">{text}</a>'
                parts.append(
                    f'<td class="num" data-code="{e(c.code)}" data-value="{e(c.value.machine)}">'
                    f"{text}</td>"
                )
            if p.notes:
                parts.append(f"<td>{e(r.note)}</td>")
            parts.append("\n</tr>")
            out.append("".join(parts))
        return Markup("".join(out))

    def cross_rows(self) -> Markup:
        """Every row of the crosstable (``tbody``'s content)."""
        e = self.e
        return Markup("".join(self._cross_row(x, e) for x in self.page.crosstable))

    @staticmethod
    def _cross_row(x: CrossRow, e: Escaper) -> str:
        name = f"<bdi>{e(x.name)}</bdi>"
        if x.card:
            name = f'<a href="#{e(x.card)}">{name}</a>'
        cells = "".join([f'<td class="cell">{e(c)}</td>' for c in x.cells])
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
                    f'<tr><td class="num">{g.board}</td><td class="name"><bdi>{e(g.white)}</bdi>'
                    f'</td><td class="result">{e(g.result)}</td><td class="name"><bdi>'
                    f"{e(g.black)}</bdi></td></tr>"
                    for g in rd.games
                ]
            )
        )

    def card(self, c: Card) -> Markup:
        """The whole ``article`` of card ``c``."""
        p, e = self.page, self.e
        L = p.labels
        team = p.team
        a = e(c.anchor)
        out = [
            f'\n<article class="card" id="{a}" data-player="{c.id}">\n'
            f"<h3><bdi>{e(c.name)}</bdi></h3>\n<p>{e(c.head)}</p>\n"
            f'<div class="scroll">\n<table class="rounds" id="{a}-rounds">\n'
            f'<thead><tr><th scope="col">{e(L["round"])}</th>'
            f'<th scope="col">{e(L["opponent"])}</th>'
        ]
        if not team:
            out.append(f'<th scope="col">{e(L["colour"])}</th>')
        out.append(
            f'<th scope="col">{e(L["result"])}</th><th scope="col">{e(L["running"])}</th>'
            f'<th scope="col">{e(L["rank-after"])}</th>'
        )
        if p.game_scores:
            out.append(f'<th scope="col">{e(p.game_scores)}</th>')
        for tb in c.columns:
            out.append(
                f'<th scope="col" id="{e(tb.anchor)}" data-code="{e(tb.code)}">'
                f'<a href="#{e(tb.legend)}" title="{e(tb.name)}">{e(tb.code)}</a></th>'
            )
        out.append("</tr></thead>\n<tbody>")
        span = (4 if team else 5) + len(c.columns)
        for r in c.rounds:
            out.append("\n")
            out.append(self._row(r, team, bool(p.game_scores)))
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
        out.append("\n</tbody>")
        if c.columns:
            head = (5 if team else 6) + (1 if p.game_scores else 0)
            totals = "".join(
                [
                    f'<td class="num total" data-code="{e(tb.code)}" '
                    f'data-value="{e(tb.value.machine)}">{e(tb.value.text)}</td>'
                    for tb in c.columns
                ]
            )
            out.append(f'\n<tfoot><tr><th scope="row" colspan="{head}">=</th>{totals}</tr></tfoot>')
        out.append("\n</table>\n</div>")
        if c.notes:
            notes = "".join([f"<li><bdi>{e(n)}</bdi></li>" for n in c.notes])
            out.append(f'\n<ul class="notes">{notes}</ul>')
        for tb in c.apart:
            code = e(tb.code)
            out.append(
                f'\n<section class="tiebreak" id="{e(tb.anchor)}">\n'
                f'<h4><a href="#{e(tb.legend)}">{e(tb.name)}</a> <code>{code}</code>: '
                f'<span class="num total" data-code="{code}" data-value="{e(tb.value.machine)}">'
                f"{e(tb.value.text)}</span></h4>"
            )
            if tb.items:
                out.append('\n<ul class="items">')
                out.extend(self._apart_item(i, code, L["round"], L["cut"]) for i in tb.items)
                out.append("\n</ul>")
            out.append("\n</section>")
        if c.summaries:
            lines = "".join(
                [
                    f"<li><code>{e(code)}</code> <bdi>{e(text)}</bdi></li>"
                    for code, text in c.summaries
                ]
            )
            out.append(f'\n<ul class="summaries">{lines}</ul>')
        for tb in c.tiebreaks:
            if tb.terms:
                lines = "".join([f"<li><bdi>{e(line)}</bdi></li>" for line in tb.terms])
                out.append(f'\n<ul class="terms" data-code="{e(tb.code)}">{lines}</ul>')
        if c.chart:
            out.append(self.line_chart(c.chart, f"{c.anchor}-rounds"))
        out.append(
            f'\n<p class="back"><a href="#standings">{e(L["to-standings"])}</a></p>\n</article>'
        )
        return Markup("".join(out))

    def _apart_item(self, i: CardItem, code: str, round_word: str, cut_word: str) -> str:
        e = self.e
        head = f"{e(round_word)} {e(i.round)}: " if i.round else ""
        cut = f' <span class="tag">{e(cut_word)}</span>' if i.cut else ""
        note = f" — <bdi>{e(i.note)}</bdi>" if i.note else ""
        rule = f" ({e(i.rule)})" if i.rule else ""
        return (
            f'\n<li class="item{" cut" if i.cut else ""}" data-code="{code}" '
            f'data-round="{e(i.round)}" data-raw="{e(i.raw.machine)}" '
            f'data-value="{e(i.value.machine)}" data-cut="{"yes" if i.cut else "no"}">'
            f"{head}<bdi>{e(i.what)}</bdi> → {e(i.value.text)}{cut}{note}{rule}</li>"
        )

    def line_chart(self, ch: LineChart, table: str) -> str:
        """A card's rank chart, described by its table ``table`` (the template's
        ``line_chart`` macro with a table)."""
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


_EMPTY_CELL = '<td class="i"></td>'


def _cells_writer(e: Escaper) -> Callable[[tuple[CardItem | None, ...]], str]:
    """Return the writer of a card row's tie-break cells (one ``td`` per column).

    A whole field's cards hold some 55,000 such cells, yet few distinct items (the cards
    share them, :class:`core.report.cards.CardMaker`): each is written once and found
    again by its identity."""
    written: dict[int, tuple[CardItem, str]] = {}

    def write(i: CardItem) -> str:
        found = written.get(id(i))
        if found is None or found[0] is not i:
            value = e(i.value.machine)
            raw = "" if i.raw.machine == i.value.machine else f' data-raw="{e(i.raw.machine)}"'
            text = e(i.value.text)
            if i.cut:
                html = f'<td class="i cut"{raw} data-value="{value}"><s>{text}</s></td>'
            else:
                html = f'<td class="i"{raw} data-value="{value}">{text}</td>'
            found = written[id(i)] = (i, html)
        return found[1]

    def cells(row: tuple[CardItem | None, ...]) -> str:
        return "".join([_EMPTY_CELL if i is None else write(i) for i in row])

    return cells


def _round_writer(
    e: Escaper, cells: Callable[[tuple[CardItem | None, ...]], str]
) -> Callable[[CardRound, bool, bool], str]:
    """Return the writer of a card's round row (a team's card has no colour column, an event
    without game scores no game column)."""

    # colour, result, running score and place repeat across a field's rows (a few hundred
    # distinct of 11,000): each run of cells is written once
    middles: dict[tuple[str, str, str, str, str, bool], str] = {}

    def row(r: CardRound, team: bool, game_scores: bool) -> str:
        key = (r.colour, r.result, r.running.machine, r.running.text, r.rank, team)
        middle = middles.get(key)
        if middle is None:
            colour = "" if team else f"<td>{e(r.colour)}</td>"
            middle = middles[key] = (
                f"{colour}<td>{e(r.result)}</td>"
                f'<td class="run" data-value="{e(r.running.machine)}">'
                f'{e(r.running.text)}</td><td class="num">{e(r.rank)}</td>'
            )
        game = f'<td class="num game">{e(r.game)}</td>' if game_scores else ""
        return (
            f'<tr data-round="{r.round}"><td>{r.round}</td>'
            f'<td class="name"><bdi>{e(r.opponent)}</bdi></td>{middle}{game}{cells(r.cells)}</tr>'
        )

    return row


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
