"""The crosstable by rank (chess-results' notation: ``12w1``, opponent by rank, colour,
result) and the pairings and results of each round, for players and for teams' matches.

A player's cell: the opponent's rank in this table, the colour's letter in the reader's
language, then ``1``, ``½`` or ``0`` for a game, ``+`` or ``−`` for a forfeit; a round
without an opponent is ``–`` and the points it gave (``–1`` a bye, ``–½`` a half-point
bye, ``–0`` a zero-point bye or not paired). A team's cell: the opponent's rank and the
game points (``3: 2½``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction

from core.boards import event_boards
from core.display import labelled
from core.engine.standings import Standings
from core.i18n.message import msg
from core.i18n.text import number, render
from core.model import Color, Outcome, Player, PlayerId, RoundResult, Tournament
from core.report.history import History
from core.report.model import CrossRow, Game, Number, RoundGames
from core.scores import machine_value
from core.teams.matches import TeamRecords

_GAME = {Outcome.WIN: "1", Outcome.DRAW: "½", Outcome.LOSS: "0"}
_FORFEIT = {Outcome.FORFEIT_WIN: "+", Outcome.FORFEIT_LOSS: "−"}
_PAIR = {
    (Outcome.WIN, Outcome.LOSS): "1–0",
    (Outcome.DRAW, Outcome.DRAW): "½–½",
    (Outcome.LOSS, Outcome.WIN): "0–1",
    # a forfeit as chess-results writes it: "+" won, "−" lost, apart from a game's "1–0"
    (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS): "+ / −",
    (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN): "− / +",
    (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS): "− / −",
}
# The same tables by Outcome.index: an enum member hashes in Python (Enum.__hash__), and the
# crosstable and pairings look up 11,000 cells and 5,500 games of a 1,000 x 11 event.
_SYMBOL = [_GAME.get(o) or _FORFEIT.get(o) or "*" for o in Outcome]
_PAIR_BY_INDEX = {(a.index, b.index): text for (a, b), text in _PAIR.items()}


def points_symbol(value: Fraction, lang: str) -> str:
    """Return a round's points as a crosstable writes them: ``1``, ``½``, ``0``, ``2½``, or
    the number as the language writes it (another scoring's ``0,25``)."""
    if value.denominator == 2 and value > 0:
        whole = value.numerator // 2
        return f"{whole or ''}½"
    return number(value, lang)


def colour_letter(color: Color | None, lang: str) -> str:
    """Return the colour's letter in ``lang`` (``w``/``b``; Czech ``b``/``č``), empty when
    the input gave none."""
    if color is None:
        return ""
    return render(msg(f"report.colour.{color.value}"), lang)


def player_cell(
    res: RoundResult,
    ranks: Mapping[PlayerId, int],
    t: Tournament,
    lang: str,
    letters: Mapping[Color, str],
) -> str:
    """Return one round of a player in the crosstable's notation (module docstring);
    ``letters`` are the colours' letters in ``lang`` (:func:`colour_letter`)."""
    o = res.outcome
    if res.opponent is None or not o.has_opponent:
        return "–" + points_symbol(t.scoring.points(o), lang)
    head = str(ranks.get(res.opponent, res.opponent))
    if res.color is not None:
        head += letters[res.color]
    return head + _SYMBOL[o.index]


def crosstable(
    st: Standings, cards: Mapping[PlayerId, str], lang: str, records: TeamRecords | None
) -> tuple[CrossRow, ...]:
    """Return the crosstable by rank: one row per entrant, one cell per round counted."""
    ranks = {r.id: r.rank for r in st.rows}
    t, k = st.tournament, st.rounds_counted
    by_id = {p.id: p for p in t.players}
    letters = {c: colour_letter(c, lang) for c in Color}
    out: list[CrossRow] = []
    for row, rank in zip(st.rows, _rank_texts(st), strict=True):
        if records is None:
            p = by_id[row.id]
            cells = tuple(
                # a game score after the token, as an organiser's crosstable writes it
                player_cell(res, ranks, t, lang, letters)
                + ("" if res.score is None else f" {res.score}")
                for res in p.results[:k]
            )
        else:
            cells = tuple(_team_cell(records, row.id, r, ranks, lang) for r in range(k))
        score = Number(number(row.points, lang), machine_value(row.points))
        out.append(CrossRow(rank, row.id, row.name, cards.get(row.id), score, cells))
    return tuple(out)


def _team_cell(
    records: TeamRecords, tid: PlayerId, r: int, ranks: Mapping[PlayerId, int], lang: str
) -> str:
    rec = records.by_id[tid]  # type: ignore[index]
    rd = rec.rounds[r] if r < len(rec.rounds) else None
    if rd is None or rd.match is None:
        return "–" + points_symbol(rd.gp if rd is not None else Fraction(0), lang)
    opp = PlayerId(int(rd.match.opponent))
    return f"{ranks.get(opp, opp)}: {points_symbol(rd.gp, lang)}"


def _rank_texts(st: Standings) -> list[str]:
    size: dict[int, int] = {}
    for row in st.rows:
        size[row.rank] = size.get(row.rank, 0) + 1
    return [
        str(r.rank) if size[r.rank] == 1 else f"{r.rank}–{r.rank + size[r.rank] - 1}"
        for r in st.rows
    ]


def pairings(
    st: Standings, source: Tournament, lang: str, records: TeamRecords | None, hist: History
) -> tuple[RoundGames, ...]:
    """Return the pairings and results of each round counted and of the round in progress
    (its pending games marked ``*``), boards by the higher score before the round."""
    k = st.rounds_counted
    last = k
    if st.progress is not None:
        last = max(k, st.progress.round)

    def before(pid: PlayerId, r: int) -> int:
        # the round in progress comes after the last round counted: its score before it
        return 0 if r == 1 else hist.units[pid][min(r, k + 1) - 2]

    if records is not None:
        return tuple(_team_round(records, r, lang, before) for r in range(1, k + 1))
    name = {p.id: labelled(p.name, p.id) for p in source.players}
    by_id = source.by_id()
    boards = event_boards(source, last)
    return tuple(
        _player_round(st, source, r, lang, name, before, by_id, boards[r - 1])
        for r in range(1, last + 1)
    )


Before = Callable[[PlayerId, int], int]
"""An entrant's running score before a round, in the history's units."""


def _player_round(
    st: Standings,
    t: Tournament,
    r: int,
    lang: str,
    name: Mapping[PlayerId, str],
    before: Before,
    by_id: Mapping[PlayerId, Player],
    boards: Mapping[PlayerId, int],
) -> RoundGames:
    """Round ``r``'s games on their boards (:mod:`core.boards`, the boards ``whatif``
    names), then the rounds without an opponent (byes, not paired) on the boards after,
    the higher score first. A forfeit without colours has its winner on the left."""
    points = t.scoring.points
    # enum members read from their class once (a slow attribute lookup), not per player
    pending, absent, black_colour = Outcome.PENDING, Outcome.ABSENT, Color.BLACK
    games: list[tuple[int, str, str, str]] = []
    alone: list[tuple[int, int, str, str, str]] = []
    for p in t.players:
        if r > len(p.results):
            continue
        res = p.results[r - 1]
        o = res.outcome
        if res.opponent is None or (not o.has_opponent and o is not pending):
            if o is absent:
                continue
            word = render(msg(f"outcome.{o.value}"), lang)
            score = points_symbol(points(o), lang)
            alone.append((before(p.id, r), p.id, name[p.id], word, score))
            continue
        if res.opponent < p.id:
            continue
        opp = by_id[res.opponent]
        theirs = opp.results[r - 1] if r <= len(opp.results) else RoundResult(pending)
        white, black, a, b = p, opp, o, theirs.outcome
        if res.color is black_colour or (
            res.color is None and o is Outcome.FORFEIT_LOSS and b is Outcome.FORFEIT_WIN
        ):
            white, black, a, b = opp, p, b, o
        result = (
            "*" if a is pending or b is pending else _PAIR_BY_INDEX.get((a.index, b.index), "?")
        )
        games.append((boards[p.id], name[white.id], name[black.id], result))
    games.sort()
    alone.sort(key=lambda g: (-g[0], g[1]))
    n = games[-1][0] if games else 0
    rows = [Game(*g) for g in games]
    rows += [Game(i, g[2], g[3], g[4]) for i, g in enumerate(alone, start=n + 1)]
    in_progress = st.progress is not None and r == st.progress.round
    key = "report.round-pending" if in_progress or r > st.rounds_counted else "report.round"
    return RoundGames(r, render(msg(key, round=r), lang), tuple(rows))


def _team_round(records: TeamRecords, r: int, lang: str, before: Before) -> RoundGames:
    games: list[tuple[int, int, str, str, str]] = []
    for tid, rec in records.by_id.items():
        if r > len(rec.rounds):
            continue
        rd = rec.rounds[r - 1]
        team = rec.team
        if rd.match is None:
            if rd.kind.value == "absent":
                continue
            word = render(msg(f"kind.{rd.kind.value}"), lang)
            score = points_symbol(rd.gp, lang)
            games.append((before(PlayerId(int(tid)), r), int(tid), team.name, word, score))
            continue
        opp = rd.match.opponent
        if opp < tid:
            continue
        result = f"{points_symbol(rd.match.gp, lang)}–{points_symbol(rd.match.opponent_gp, lang)}"
        other = records.by_id[opp].team.name
        top = max(before(PlayerId(int(tid)), r), before(PlayerId(int(opp)), r))
        games.append((top, int(tid), team.name, other, result))
    games.sort(key=lambda g: (-g[0], g[1]))
    return RoundGames(
        r,
        render(msg("report.round", round=r), lang),
        tuple(Game(i, g[2], g[3], g[4]) for i, g in enumerate(games, start=1)),
    )
