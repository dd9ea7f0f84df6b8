"""An entrant's card: each round (opponent, colour, result, running score, place after it),
its own rank chart, then each tie-break of the order with the items of its explanation, the
same :class:`~core.explain.Explanation` that ``explain`` prints (rules.md 3.4).

A card holds its explanations as they are: :mod:`core.report.writers` lays their items out
(a column per tie-break beside the rounds), asking :class:`~core.report.card_text.CardText`
for each number and note in the reader's language. A whole field's cards hold some 55,000
items, few of them distinct: no view object is made per item.
"""

from __future__ import annotations

from fractions import Fraction

from core.display import labelled
from core.engine.standings import Standings
from core.explain import Explanation, Item
from core.i18n.message import Msg, msg
from core.i18n.text import number, render
from core.model import Color, PlayerId, RoundKind
from core.render.explanation import render_player_head
from core.render.game_scores import weighted_lines
from core.report.anchors import legend_anchor
from core.report.card_text import CardText
from core.report.charts import card_chart
from core.report.history import History, place_text
from core.report.model import Card, CardRound, CardTiebreak, Number
from core.report.tables import points_symbol
from core.scores import machine_value
from core.teams.matches import TeamRecords
from core.tiebreaks.game_scores import added
from core.tiebreaks.names import describe_code


def noted(i: Item) -> bool:
    """Whether a card gives item ``i``'s detail below its rounds: the rounds the rule set
    counts in its own way (an unplayed round, rules.md 4) and a game whose difference the
    spread cap changed (rules.md 13.10); a game's detail would repeat its opponent and score."""
    return (i.kind is not None and i.kind is not RoundKind.PLAYED) or bool(i.game and i.game.capped)


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
        self.text = CardText(lang)
        self._scores: dict[int, Number] = {}
        self._said: dict[str, str] = {}
        self._summaries: dict[Msg, str] = {}
        self._opponents: dict[PlayerId, str] = {}
        self._names_of: dict[str, str] = {}
        self._players = st.tournament.by_id()
        self._names = {r.id: r.name for r in st.rows}
        self._game_scores = records is None and st.tournament.has_game_scores()

    def explanation(self, pid: PlayerId, code: str) -> Explanation:
        """Return the explanation of ``code`` for ``pid`` (the standings keep each one)."""
        return self.st.explain(pid, code)

    def card(self, pid: PlayerId, anchor: str) -> Card:
        """Return the card of entrant ``pid``, whose anchor on the page is ``anchor``."""
        st = self.st
        tiebreaks = tuple(self._tiebreak(pid, code, anchor) for code in st.order)
        rounds = self._team_rounds(pid) if self.records is not None else self._rounds(pid)
        return Card(
            pid,
            anchor,
            self._names[pid],
            render_player_head(st, pid, self.lang),
            rounds,
            card_chart(self.hist, pid),
            tiebreaks,
        )

    def _running(self, pid: PlayerId, r: int) -> tuple[Number, str]:
        """The score after round ``r + 1`` (each distinct score written once) and the place."""
        units = self.hist.units[pid][r]
        shown = self._scores.get(units)
        if shown is None:
            score = Fraction(units, self.hist.unit)
            shown = self._scores[units] = Number(number(score, self.lang), machine_value(score))
        return shown, place_text(self.hist.places[pid][r])

    def _words(self, key: str) -> str:
        """The words of catalogue ``key`` (nothing for no key), each rendered once: a whole
        field's cards name a colour and a result 11,000 times."""
        found = self._said.get(key)
        if found is None:
            found = self._said[key] = render(msg(key), self.lang) if key else ""
        return found

    def _rounds(self, pid: PlayerId) -> tuple[CardRound, ...]:
        p = self._players[pid]
        out = []
        words = self._words
        colours = {
            None: words(""),
            Color.WHITE: words("report.white"),
            Color.BLACK: words("report.black"),
        }
        for r, res in enumerate(p.results[: self.hist.rounds]):
            o = res.outcome
            if res.opponent is not None and o.has_opponent:
                opponent = self._opponent(res.opponent)
            else:
                opponent = "–"
            colour = colours[res.color]
            running, rank = self._running(pid, r)
            result = words(f"outcome.{o.value}")
            game = ""
            if self._game_scores:  # rules.md 13.3: what the round adds, own:against
                score = added(res, self.st.tournament.game_scoring)
                game = "" if score is None else str(score)
            out.append(CardRound(r + 1, opponent, colour, result, running, rank, (), game))
        return tuple(out)

    def _opponent(self, opp: PlayerId) -> str:
        """An opponent as a card names it, ``Name (12)``, written once per opponent."""
        found = self._opponents.get(opp)
        if found is None:
            found = self._opponents[opp] = labelled(self._names.get(opp, ""), opp)
        return found

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
                opponent = labelled(self._names.get(opp, ""), opp)
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
        name = self._names_of.get(code)
        if name is None:
            described = describe_code(code)
            name = self._names_of[code] = code if described is None else render(described, lang)
        if e.value is not None and e.places is None:
            shown = self.text.number(e.value)
        elif e.value is not None:
            shown = Number(number(e.value, lang, e.places), machine_value(e.value))
        else:
            value = self.st.row(pid).values.get(code)
            shown = Number(number(value, lang, e.places), machine_value(value))
        by_round, in_turn = _one_per_round(e, self.hist.rounds)
        return CardTiebreak(
            code=code,
            name=name,
            anchor=f"{anchor}-{code}",
            legend=legend_anchor(code),
            value=shown,
            explanation=e,
            by_round=by_round,
            in_turn=in_turn,
            summary=""
            if e.summary is None or (by_round and _restates(e))
            else self._summary(e.summary),
            terms=tuple(weighted_lines(e.weighted, lang)),
        )

    def _summary(self, summary: Msg) -> str:
        """An explanation's summary line. A flat one is rendered once per distinct message:
        players on the same total or count share theirs (``BH = 85.5``, ``WIN = 10 rounds
        won``); one holding messages (a sum of terms, a cut) is each player's own, and
        hashing it costs more than the few it would find (1,000 × 11: 0.065 s against
        0.055 s for the page's 5,000 summaries)."""
        if any(type(v) is Msg for _, v in summary.args):
            return render(summary, self.lang)
        found = self._summaries.get(summary)
        if found is None:
            found = self._summaries[summary] = render(summary, self.lang)
        return found


_RESTATING = frozenset({"summary.sum", "summary.value", "summary.terms"})


def _restates(e: Explanation) -> bool:
    """Whether the summary of ``e``, laid out as a card's column, says nothing the column
    does not: ``BH = 78.5`` is its foot's total, ``PS = 1 + 2 + 2 + … = 54`` its items not
    cut, added, then the foot's total. A card leaves such a line out (a page of 1,000 cards
    holds thousands of them: benchmarks/README.md); a cut's, an average's or a
    product's line says more (``BH-C1 = 78.5 − 5 (round 2, win, lowest, removed) = 73.5``)
    and stays."""
    m = e.summary
    if m is None or m.key not in _RESTATING or m.arg("value") != e.value:
        return False
    if m.key != "summary.terms":
        return True
    terms: list[object] = []  # the fold "a + b + c" of core.i18n.message.fold, left-deep
    left = m.arg("terms")
    while isinstance(left, Msg) and left.key == "summary.plus":
        terms.append(left.arg("right"))
        left = left.arg("left")
    terms.append(left)
    terms.reverse()
    shown = [i.value for i in e.items if not i.cut and i.value is not None]
    return len(terms) == len(shown) and all(
        a is b or a == b for a, b in zip(terms, shown, strict=True)
    )


def _one_per_round(e: Explanation, k: int) -> tuple[bool, bool]:
    """Whether each item of ``e`` has a round of its own among 1..k (a group tie-break's
    items are games, maybe several a round or none), and whether they are rounds 1..k in
    turn (the usual case)."""
    rounds = [i.round for i in e.items]
    if 0 < len(rounds) <= k and rounds == list(range(1, len(rounds) + 1)):
        return True, len(rounds) == k
    if not rounds or any(r is None or not 1 <= r <= k for r in rounds):
        return False, False
    return len(set(rounds)) == len(rounds), False
