"""An entrant's card: each round (opponent, colour, result, running score, place after it),
its own rank chart, then each tie-break of the order with the items of its explanation, the
same :class:`~core.explain.Explanation` that ``explain`` prints (rules.md 3.4)."""

from __future__ import annotations

from core.engine.standings import Standings
from core.explain import Explanation, Item
from core.i18n.message import msg
from core.i18n.text import number, render
from core.model import Color, PlayerId
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
        self._explained: dict[tuple[PlayerId, str], Explanation] = {}
        self._players = st.tournament.by_id()
        self._names = {r.id: r.name for r in st.rows}

    def explanation(self, pid: PlayerId, code: str) -> Explanation:
        """Return the explanation of ``code`` for ``pid`` (asked once)."""
        key = (pid, code)
        found = self._explained.get(key)
        if found is None:
            found = self._explained[key] = self.st.explain(pid, code)
        return found

    def card(self, pid: PlayerId, anchor: str) -> Card:
        """Return the card of entrant ``pid``, whose anchor on the page is ``anchor``."""
        st, lang = self.st, self.lang
        name = self._names[pid]
        rounds = self._team_rounds(pid) if self.records is not None else self._rounds(pid)
        chart = rank_chart(f"chart-{anchor}", name, self.hist, [(pid, name)])
        tiebreaks = tuple(self._tiebreak(pid, code, anchor) for code in st.order)
        head = render_player_head(st, pid, lang)
        return Card(pid, anchor, name, head, rounds, chart, tiebreaks)

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
        return CardTiebreak(
            code=code,
            name=code if name is None else render(name, lang),
            anchor=f"{anchor}-{code}",
            legend=legend_anchor(code),
            value=shown,
            items=tuple(self._item(i) for i in e.items),
            summary="" if e.summary is None else render(e.summary, lang),
        )

    def _item(self, i: Item) -> CardItem:
        lang = self.lang
        what = "" if i.kind is None else render(msg(f"kind.{i.kind.value}"), lang)
        if i.opponent is not None:
            what = f"{what}: {i.opponent_name} ({i.opponent})" if what else f"{i.opponent_name}"
        return CardItem(
            round="" if i.round is None else str(i.round),
            what=what,
            raw=Number(number(i.raw, lang), machine_value(i.raw)),
            value=Number(number(i.value, lang), machine_value(i.value)),
            cut=i.cut,
            note=item_note(i, lang),
            rule=render_cites(i.cites, lang),
        )
