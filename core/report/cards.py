"""An entrant's card: each round (opponent, colour, result, running score, place after it),
its own rank chart, then each tie-break of the order with the items of its explanation, the
same :class:`~core.explain.Explanation` that ``explain`` prints (rules.md 3.4)."""

from __future__ import annotations

from core.engine.standings import Standings
from core.explain import Cites, Explanation, Item
from core.i18n.message import msg
from core.i18n.text import number, render
from core.model import Color, PlayerId, RoundKind
from core.render.explanation import item_note, render_cites, render_player_head
from core.report.anchors import legend_anchor
from core.report.charts import rank_chart
from core.report.history import History, place_text
from core.report.model import Card, CardItem, CardRound, CardTiebreak, Number
from core.report.tables import points_symbol
from core.scores import machine_value
from core.teams.matches import TeamRecords
from core.tiebreaks.names import describe_code


class CardMaker:
    """Builds cards, keeping each explanation it asked for (a tied group's breakdown reads
    the same ones)."""

    def __init__(
        self, st: Standings, hist: History, lang: str, records: TeamRecords | None
    ) -> None:
        self.st = st
        self.hist = hist
        self.lang = lang
        self.records = records
        self._cites: dict[Cites, str] = {}
        self._players = st.tournament.by_id()
        self._names = {r.id: r.name for r in st.rows}

    def explanation(self, pid: PlayerId, code: str) -> Explanation:
        """Return the explanation of ``code`` for ``pid`` (the standings keep each one)."""
        return self.st.explain(pid, code)

    def card(self, pid: PlayerId, anchor: str) -> Card:
        """Return the card of entrant ``pid``, whose anchor on the page is ``anchor``."""
        st, lang = self.st, self.lang
        name = self._names[pid]
        rounds = self._team_rounds(pid) if self.records is not None else self._rounds(pid)
        chart = rank_chart(f"chart-{anchor}", name, self.hist, [(pid, name)])
        tiebreaks = tuple(self._tiebreak(pid, code, anchor) for code in st.order)
        head = render_player_head(st, pid, lang)
        columns = tuple(tb for tb in tiebreaks if tb.cells)
        notes = tuple(
            f"{i.round} · {tb.code}: {i.note}" + (f" ({i.rule})" if i.rule else "")
            for tb in columns
            for i in tb.items
            if i.note
        )
        apart = tuple(tb for tb in tiebreaks if not tb.cells)
        summaries = tuple((tb.code, tb.summary) for tb in tiebreaks if tb.summary)
        return Card(
            pid, anchor, name, head, rounds, chart, tiebreaks, columns, apart, notes, summaries
        )

    def _running(self, pid: PlayerId, r: int) -> tuple[Number, str]:
        score = self.hist.scores[pid][r]
        return Number(number(score, self.lang), machine_value(score)), place_text(
            self.hist.places[pid][r]
        )

    def _rounds(self, pid: PlayerId) -> tuple[CardRound, ...]:
        lang = self.lang
        p = self._players[pid]
        out = []
        for r, res in enumerate(p.results[: self.hist.rounds]):
            o = res.outcome
            if res.opponent is not None and o.has_opponent:
                opponent = f"{self._names.get(res.opponent, '')} ({res.opponent})"
            else:
                opponent = "–"
            colour = ""
            if res.color is not None:
                colour = render(
                    msg("report.white" if res.color is Color.WHITE else "report.black"), lang
                )
            running, rank = self._running(pid, r)
            result = render(msg(f"outcome.{o.value}"), lang)
            out.append(CardRound(r + 1, opponent, colour, result, running, rank))
        return tuple(out)

    def _team_rounds(self, tid: PlayerId) -> tuple[CardRound, ...]:
        assert self.records is not None
        lang = self.lang
        rec = self.records.by_id[tid]  # type: ignore[index]
        names = self._players
        out = []
        for r, rd in enumerate(rec.rounds[: self.hist.rounds]):
            if rd.match is None:
                opponent = render(msg(f"kind.{rd.kind.value}"), lang)
                boards: tuple[tuple[str, str, str, str], ...] = ()
            else:
                opp = PlayerId(int(rd.match.opponent))
                opponent = f"{self._names.get(opp, '')} ({opp})"
                boards = tuple(
                    (
                        str(b.board),
                        names[b.player].name if b.player in names else str(b.player),
                        "–"
                        if b.opponent is None
                        else (names[b.opponent].name if b.opponent in names else str(b.opponent)),
                        points_symbol(b.points, lang),
                    )
                    for b in rd.match.boards
                )
            result = render(msg("teamstd.mp-gp", mp=rd.mp, gp=rd.gp), lang)
            running, rank = self._running(tid, r)
            out.append(CardRound(r + 1, opponent, "", result, running, rank, boards))
        return tuple(out)

    def _tiebreak(self, pid: PlayerId, code: str, anchor: str) -> CardTiebreak:
        lang = self.lang
        e = self.explanation(pid, code)
        name = describe_code(code)
        value = self.st.row(pid).values.get(code)
        shown = (
            Number(number(e.value, lang, e.places), machine_value(e.value))
            if e.value is not None
            else Number(number(value, lang, e.places), machine_value(value))
        )
        items = tuple(self._item(i) for i in e.items)
        return CardTiebreak(
            code=code,
            name=code if name is None else render(name, lang),
            anchor=f"{anchor}-{code}",
            legend=legend_anchor(code),
            value=shown,
            items=items,
            summary="" if e.summary is None else render(e.summary, lang),
            cells=self._by_round(e, items),
        )

    def _by_round(self, e: Explanation, items: tuple[CardItem, ...]) -> tuple[CardItem | None, ...]:
        """The items one per round counted, when each has its own round (else empty)."""
        k = self.hist.rounds
        rounds = [i.round for i in e.items]
        if not rounds or any(r is None or not 1 <= r <= k for r in rounds):
            return ()
        if len(set(rounds)) != len(rounds):
            return ()
        cells: list[CardItem | None] = [None] * k
        for r, item in zip(rounds, items, strict=True):
            assert r is not None
            cells[r - 1] = item
        return tuple(cells)

    def _item(self, i: Item) -> CardItem:
        lang = self.lang
        what = "" if i.kind is None else render(msg(f"kind.{i.kind.value}"), lang)
        if i.opponent is not None:
            what = f"{what}: {i.opponent_name} ({i.opponent})" if what else f"{i.opponent_name}"
        rule = self._cites.get(i.cites)
        if rule is None:
            rule = self._cites[i.cites] = render_cites(i.cites, lang)
        return CardItem(
            round="" if i.round is None else str(i.round),
            what=what,
            raw=Number(number(i.raw, lang), machine_value(i.raw)),
            value=Number(number(i.value, lang), machine_value(i.value)),
            cut=i.cut,
            # a game's detail would repeat its opponent and score: the detail is for the
            # rounds the rule set counts in its own way (an unplayed round, rules.md 4)
            note=item_note(i, lang)
            if i.kind is not None and i.kind is not RoundKind.PLAYED
            else "",
            rule=rule,
        )
