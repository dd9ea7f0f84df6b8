"""The page's view model (:class:`core.report.model.Page`) built from the standings, their
explanations and ``why``: the same objects ``standings``, ``explain`` and ``why`` render,
written in the reader's language. Nothing here computes a tie-break.
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Mapping, Sequence

from core.engine.standings import Row, Standings, score_msg
from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, has, number, render
from core.model import PlayerId, Tournament
from core.render.game_scores import game_totals
from core.render.standings import title_text, warning_text, withdrawn_notes
from core.report.anchors import legend_anchor
from core.report.cards import CardMaker
from core.report.charts import breakdown, rank_chart
from core.report.history import History, history
from core.report.model import (
    Cell,
    Column,
    Header,
    LegendEntry,
    Number,
    Page,
    StandingRow,
    Tie,
    TiedGroup,
)
from core.report.tables import crosstable, pairings
from core.report.words import labels
from core.scores import Value, machine_value
from core.tiebreaks.names import describe_code
from core.tiebreaks.registry import TiebreakSpec

GROUP_CHART_MOST = 12
"""A tied group's charts show its first twelve entrants: more lines or bars than that are
unreadable on a phone."""
TOP_OF_FIELD = 10


def value_number(value: Value, lang: str, places: int | None = None) -> Number:
    """Return a value as shown and as data (:class:`Number`)."""
    return Number(number(value, lang, places), machine_value(value))


def selected(st: Standings, players: str | Collection[int]) -> set[PlayerId]:
    """Return the entrants whose cards the page holds: ``all``, ``tied`` (those level on the
    primary score with a neighbour: every pair the ties explained hold, rules.md 8.2, split
    by a tie-break or not), ``none``, ``shared`` (those whose place is shared: the order left
    them level, rules.md 8.3) or the ids given."""
    if players == "all":
        return {r.id for r in st.rows}
    if players == "tied":
        return {r.id for g in tied_groups(st.rows) for r in g}
    if players == "none":
        return set()
    if players == "shared":  # the bot's smaller page: those the order left level
        return {r.id for r in st.rows if r.shared}
    assert not isinstance(players, str)
    return {PlayerId(int(p)) for p in players}


def build_page(
    st: Standings,
    source: Tournament,
    lang: str,
    players: str | Collection[int] = "all",
    version: str = "",
    parts: tuple[str, ...] = (),
) -> Page:
    """Return the page of standings ``st`` in ``lang``; ``source`` is the event as read
    (its round in progress gives the pending pairings), ``players`` whose cards it holds
    (:func:`selected`); ``parts`` the sections shown (:attr:`Page.parts`, all when empty):
    the crosstable and the pairings are made only for a page that shows them."""

    def shows(part: str) -> bool:
        return not parts or part in parts

    team = st.primary is not None
    records = None
    if team:
        from core.teams.matches import team_records

        records = team_records(st.tournament)
    chosen = selected(st, players)
    card_of = {r.id: f"{'t' if team else 'p'}{r.id}" for r in st.rows if r.id in chosen}
    hist = history(st)
    maker = CardMaker(st, hist, lang, records)
    columns = tuple(Column(c, _name(c, lang), legend_anchor(c)) for c in st.order)
    details = _details(st) if not team else ()
    rows = _rows(st, lang, card_of, details)
    totals = None if team else game_totals(st)
    if totals is not None:  # rules.md 13.4: each row's score for:against
        rows = tuple(
            r._replace(game=f"{totals[r.id]['for']}:{totals[r.id]['against']}") for r in rows
        )
    points = render(msg("standings.column.pts"), lang)
    # every pair on an equal score, but with some players chosen only theirs
    every = players in ("all", "tied", "none")
    ties = _ties(st, lang, card_of, chosen, every)
    words = labels(lang, team)
    if not ties and not every and tied_groups(st.rows):  # some ties, none of those chosen
        words.words["no-ties"] = words["no-ties-chosen"]
    cards = tuple(
        maker.card(pid, card_of[pid]) for pid in (r.id for r in st.rows) if pid in card_of
    )
    return Page(
        header=_header(st, lang, columns, version),
        team=team,
        labels=words,
        columns=columns,
        score_names=tuple(render(score_msg(s), lang) for s in st.scores) or (points,),
        score_codes=tuple(s.value.lower() for s in st.scores) or ("points",),
        primary_name=points if st.primary is None else render(score_msg(st.primary), lang),
        notes=any(r.note for r in rows),
        details=details,
        rows=rows,
        legend=_legend(st, lang, columns),
        ties=ties,
        rounds=tuple(range(1, st.rounds_counted + 1)),
        crosstable=crosstable(st, card_of, lang, records) if shows("crosstable") else (),
        pairings=pairings(st, source, lang, records, hist) if shows("pairings") else (),
        top=rank_chart(
            "chart-top",
            render(msg("report.chart.top", count=min(TOP_OF_FIELD, len(st.rows))), lang),
            hist,
            [(r.id, r.name) for r in st.rows[:TOP_OF_FIELD]],
        ),
        groups=_groups(st, hist, lang, chosen, maker),
        cards=cards,
        card_text=maker.text,
        game_scores="" if totals is None else render(msg("scrabble.report.game-score"), lang),
        game_key="" if totals is None else render(msg("scrabble.report.crosstable-key"), lang),
        parts=parts,
        every_card=bool(st.rows) and len(card_of) == len(st.rows),
    )


def _name(code: str, lang: str) -> str:
    name = describe_code(code)
    return code if name is None else render(name, lang)


def _header(st: Standings, lang: str, columns: tuple[Column, ...], version: str) -> Header:
    t = st.tournament
    if st.primary is None:
        rules = render(msg("report.rules", rules=st.rules, how=st.rules_how), lang)
    else:
        rules = render(
            msg(
                "report.rules-team", rules=st.rules, how=st.rules_how, primary=score_msg(st.primary)
            ),
            lang,
        )
    pr = st.progress
    k = st.rounds_counted
    if pr is not None and pr.provisional:
        rounds = msg("report.rounds-live", after=pr.after_round, round=pr.round, rounds=t.rounds)
    elif k == 0:  # not "after round 0"
        rounds = msg("report.rounds-before", round=1 if pr is None else pr.round, rounds=t.rounds)
    else:
        rounds = msg("report.rounds", round=k, rounds=t.rounds)
    return Header(
        lang=lang,
        title=title_text(st, lang),
        event=t.name or render(msg("standings.tournament"), lang),
        rounds_line=render(rounds, lang),
        progress=None if pr is None else render(pr.note(), lang),
        provisional=pr is not None and pr.provisional,
        rules_line=rules,
        order=columns,
        order_none="" if columns else render(msg("standings.points-only"), lang),
        warnings=tuple(warning_text(w, lang) for w in st.warnings),
        generator=render(msg("report.generator", version=version or "?"), lang),
    )


_DETAILS = ("title", "rating", "federation", "club")


def _details(st: Standings) -> tuple[str, ...]:
    """The entrant columns some player of the input has (as chess-results lists them)."""
    players = [r.entrant for r in st.rows]
    return tuple(k for k in _DETAILS if any(getattr(p, k, None) for p in players))


def _rows(
    st: Standings, lang: str, card_of: Mapping[PlayerId, str], details: tuple[str, ...]
) -> tuple[StandingRow, ...]:
    notes = withdrawn_notes(st, lang)
    # few distinct value objects: each written once, found again by identity (the rows hold
    # them), as core.render.standings.table_cells does
    seen: dict[tuple[int, int | None], Number] = {}

    def shown(v: Value, places: int | None = None) -> Number:
        key = (id(v), places)
        found = seen.get(key)
        if found is None:
            found = seen[key] = value_number(v, lang, places)
        return found

    size: dict[int, int] = {}
    for r in st.rows:
        size[r.rank] = size.get(r.rank, 0) + 1
    out = []
    for i, r in enumerate(st.rows):
        n = size[r.rank]
        rank = str(r.rank) if n == 1 else f"{r.rank}–{r.rank + n - 1}"
        e = r.entrant
        card = card_of.get(r.id)

        def detail(key: str, e: object = e) -> str:
            v = getattr(e, key, None) if key in details else None
            return "" if v is None else str(v)

        scores = tuple(shown(r.scores[s]) for s in st.scores) if st.scores else (shown(r.points),)
        cells = tuple(Cell(c, shown(r.values[c], st.places[c]), card) for c in st.order)
        out.append(
            StandingRow(
                rank=rank,
                rank_number=r.rank,
                shared=r.shared,
                id=r.id,
                title=detail("title"),
                name=r.name,
                rating=detail("rating"),
                federation=detail("federation"),
                club=detail("club"),
                scores=scores,
                cells=cells,
                card=card,
                note="" if notes is None else notes[i],
            )
        )
    return tuple(out)


def _legend(st: Standings, lang: str, columns: tuple[Column, ...]) -> tuple[LegendEntry, ...]:
    """Each tie-break of the order: its name, one sentence, how unplayed rounds count for it
    under the rule set applied (rules.md 4: only the sums over opponents depend on the rule
    set) and its article."""
    base_rules = st.rules.split("+", 1)[0]
    out = []
    for col in columns:
        spec = st.spec(col.code)
        family = spec.family
        if family.group:
            unplayed_key = "report.unplayed.group"
        elif family.scores:  # rules.md 13.3: bye_score, forfeit_score, else nothing
            unplayed_key = "scrabble.report.unplayed"
        elif family.buchholz or family.opponents:
            unplayed_key = f"report.unplayed.{base_rules}"
        else:
            unplayed_key = "report.unplayed.own"
        unplayed = render(msg(unplayed_key), lang) if has(unplayed_key, DEFAULT_LANG) else ""
        key = f"{'scrabble.' if family.scores else ''}report.about.{family.base}"
        sentence = render(msg(key), lang) if has(key, DEFAULT_LANG) else ""
        modifier = modifier_sentence(spec, lang)
        if modifier:  # BH-C1's sentence is BH's and what the cut leaves out (C.07 14)
            sentence = f"{sentence} {modifier}" if sentence else modifier
        article = family.article
        if not article.startswith(("FIDE C.07", "US Chess")):  # a name, not an article
            article = ""
        out.append(LegendEntry(col.code, col.anchor, col.name, sentence, unplayed, article))
    return tuple(out)


_AVERAGES = frozenset({"ARO", "APRO", "APPO"})
"""The families whose value is an average of the opponents' ratings: a cut leaves an
opponent out of the average (C.07 10.1, 14.1)."""


def modifier_sentence(spec: TiebreakSpec, lang: str) -> str:
    """Return what the modifiers of ``spec`` remove or change, one sentence each (FIDE C.07
    14: Cut-n and Median-n leave out the n lowest, and highest, values; 14.5: KS's limit
    moves its threshold; 13.4: SSSC's factor; a team code's ``:MP``/``:GP`` the score it is
    counted on, rules.md 9.5); empty for a code without one."""
    out = []
    if ":" in spec.code and spec.score is not None:
        out.append(render(msg(f"report.modifier.on.{spec.score.value.lower()}"), lang))
    if spec.high:
        out.append(render(msg("report.modifier.median", count=spec.high), lang))
    elif spec.low:
        key = "report.modifier.cut-average" if spec.base in _AVERAGES else "report.modifier.cut"
        out.append(render(msg(key, count=spec.low), lang))
    if spec.limit:
        out.append(render(msg("report.modifier.limit", limit=f"{spec.limit:+d}"), lang))
    if spec.factor is not None:
        out.append(render(msg("report.modifier.factor", factor=spec.factor), lang))
    return " ".join(out)


def _ties(
    st: Standings,
    lang: str,
    card_of: Mapping[PlayerId, str],
    chosen: set[PlayerId],
    every: bool,
) -> tuple[Tie, ...]:
    """Every two neighbours on an equal score and what separated them (``why``); with some
    players chosen, the pairs that involve one of them."""
    from core.engine.why import why

    out = []
    for a, b in itertools.pairwise(st.rows):
        if a.points != b.points or not (every or a.id in chosen or b.id in chosen):
            continue
        w = why(st, a.id, b.id)
        # each name leads to the arithmetic that decided, on that player's card
        where = "" if w.criterion is None else f"-{w.criterion}"
        above, below = card_of.get(a.id), card_of.get(b.id)
        out.append(
            Tie(
                a.name,
                None if above is None else above + where,
                b.name,
                None if below is None else below + where,
                render(w.text, lang),
                a.id,
                b.id,
            )
        )
    return tuple(out)


def tied_groups(rows: Sequence[Row]) -> list[list[Row]]:
    """Return the runs of neighbours on an equal primary score (two or more)."""
    groups = [list(g) for _, g in itertools.groupby(rows, key=lambda r: r.points)]
    return [g for g in groups if len(g) > 1]


def _groups(
    st: Standings, hist: History, lang: str, chosen: set[PlayerId], maker: CardMaker
) -> tuple[TiedGroup, ...]:
    """Each group on an equal score holding a chosen entrant: its rank chart and the
    breakdown of the first tie-break of the order summed round by round (the first whose
    items add something: a secondary score or a count has nothing to lay end to end)."""
    numeric = [s.code for s in st.specs if not s.group]
    out = []
    for i, g in enumerate(tied_groups(st.rows)):
        if not any(r.id in chosen for r in g):
            continue
        shown = g[:GROUP_CHART_MOST]
        title = render(
            msg(
                "report.group",
                score=st.points_msg(g[0].points),
                first=g[0].rank,
                last=g[-1].rank,
                shown=len(shown),
                count=len(g),
            ),
            lang,
        )
        ranks = rank_chart(f"chart-group-{i}", title, hist, [(r.id, r.name) for r in shown])
        bars = None
        for code in numeric:
            exps = [(r.name, maker.explanation(r.id, code)) for r in shown]
            bars = breakdown(f"bars-group-{i}", _name(code, lang), code, exps, lang)
            if bars is not None:
                break
        out.append(TiedGroup(title, ranks, bars))
    return tuple(out)
