"""The families only teams have (rules.md 9.5), registered in the one registry as the
players' are; the team codes the players' families serve (BH, FB, AOB, PS on MP or GP) are
not here, nor the group codes (DE, EDE: :mod:`core.teams.ede`).

* ``MPVGP`` (FIDE C.07 13.1): the secondary score; ``WIN:MP`` (7.1): the rounds with the
  match points of a win (forfeit wins count, a PAB when it is worth a win).
* ``SSSC`` (13.4): the secondary score plus the BH on the primary score over a factor.
* The extended Sonneborn-Berger (13.2): ``EMMSB``, ``EMGSB``, ``EGMSB``, ``EGGSB``, and
  ``SB:MP`` / ``SB:GP`` (9.1) as EMMSB / EGGSB. The first letter after ``E`` names the
  opponent's score, the second the team's own score in the match: ``EMGSB`` = Σ over the k
  rounds of (opponent's seen MP) × (own GP in the match). An own unplayed round contributes
  9.4's own-round value on the opponent-side score times the team's own points of that
  round (a PAB on EMGSB: own MP dummy × B × w; a forfeit loss or an absence: × 0).
  ``-C1``/``-C2`` remove the contribution of the lowest-scoring opponent (14.1.2), a VUR
  first when its contribution is not smaller (16.5).
* The board tie-breaks (art. 12), over every counted round: played and forfeited boards
  with their recorded points, a forfeited match with the recorded points on every board, a
  PAB as a win on every board whatever its GP (12 preamble), an absence 0
  (:attr:`TeamRound.board_points`). ``BC`` (12.1) is Σ board number × the team's points on
  that board, lower first. ``TBR`` (12.2) and ``BBE`` (12.3) are :class:`BoardKey` values
  compared element by element, higher first: TBR the points on board 1, board 2, …; BBE the
  points without the bottom board, without the two bottom boards, … down to board 1.
"""

from __future__ import annotations

from fractions import Fraction

from core.board_key import BoardKey
from core.explain import Cites, Explanation, Item, fide
from core.i18n.message import Msg, fold, msg
from core.model import Outcome, PlayerId, Primary, RoundKind, RoundResult, TeamId
from core.rules.base import Entry
from core.rules.context import Context
from core.rules.fide import FideRuleSet
from core.scores import round_half_up
from core.teams.games import match_records
from core.teams.scores import score_msg
from core.tiebreaks.engine import Column, Engine, register, register_all
from core.tiebreaks.registry import Scope, TiebreakSpec
from core.tiebreaks.sums import Row, sum_with_cuts
from core.tiebreaks.words import WORDS


def entry_row(ctx: Context, e: Entry, amount: Fraction | None, notes: tuple[Msg, ...]) -> Row:
    """Return the row of a sum for entry ``e`` of a team's view on ``ctx``, adding ``amount``."""
    opp, frac = e.opponent, ctx.frac
    return Row(
        e.round,
        e.outcome.kind,
        WORDS[Scope.TEAMS].outcome_names[e.outcome.index],
        opp,
        None if opp is None else ctx.name(opp),
        None if e.raw is None else frac(e.raw),
        None if e.value is None else frac(e.value),
        amount,
        e.vur,
        notes,
        e.cites,
    )


def cut_sum(
    eng: Engine, spec: TiebreakSpec, team: TeamId, rows: list[Row], *, sb: bool = False
) -> Explanation:
    """Return the sum of ``rows`` after ``spec``'s cuts (rules.md 5 in the rule set's mode;
    ``fide``: a VUR first, 16.5), with one item per row and the summary of what was cut."""
    value, items, summary = sum_with_cuts(
        spec.code,
        rows,
        spec.low,
        spec.high,
        eng.rules.cut_mode,
        sb=sb,
        cut_notes=eng.words.cut_notes,
    )
    return eng.make(spec, PlayerId(team), value, items, summary)


def item(
    eng: Engine,
    rnd: int | None,
    kind: RoundKind | None,
    opp: TeamId | None,
    raw: Fraction | None,
    value: Fraction | None,
    cut: bool,
    notes: tuple[Msg, ...],
    cites: Cites,
) -> Item:
    """Return one explanation item of a team (rules.md 9.5)."""
    name = None if opp is None else eng.name(PlayerId(opp))
    return Item(
        rnd,
        kind,
        None if opp is None else PlayerId(opp),
        name,
        raw,
        value,
        cut,
        notes,
        cites,
    )


def _primary(eng: Engine) -> Primary:
    """The score a team event ranks by (a team engine always has one)."""
    assert eng.primary is not None
    return eng.primary


def _win_value(eng: Engine, score: Primary) -> Fraction:
    """Return the most one match can give on ``score``: the MP of a win, or B × w GP."""
    points = eng.scores[score]
    return Fraction(points.win, points.den)


def _rounds(eng: Engine, score: Primary, pid: PlayerId) -> list[tuple[RoundResult, Fraction]]:
    """Return every round of team ``pid`` as a game, with its points on ``score``."""
    ctx = eng.summing(score)
    return [(r, ctx.frac(p)) for r, p in zip(ctx.results(pid), ctx.points[pid], strict=True)]


def _note(eng: Engine, key: str, res: RoundResult, points: Fraction, score: Primary) -> Msg:
    """The round's note, naming the opposing team when there is one (``…-against``)."""
    kind, unit = eng.words.outcome_names[res.outcome.index], score_msg(score)
    if res.opponent is None:
        return msg(key, outcome=kind, points=points, score=unit)
    name = eng.name(res.opponent)
    return msg(key + "-against", outcome=kind, opponent=name, points=points, score=unit)


def _item(eng: Engine, i: int, res: RoundResult, value: Fraction, note: Msg, cites: Cites) -> Item:
    """Return the explanation item of round ``i`` of a team's own record."""
    opp = res.opponent
    name = None if opp is None else eng.name(opp)
    return Item(i, res.outcome.kind, opp, name, None, value, False, (note,), cites)


@register("MPVGP", scope=Scope.TEAMS)
def secondary_score(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return MPVGP (FIDE C.07 13.1): the secondary score, GP when teams are ranked by MP
    and MP when they are ranked by GP; one item per round with its points."""
    score = _primary(eng).other
    rounds = _rounds(eng, score, pid)
    items = tuple(
        _item(eng, i, r, p, _note(eng, "teams.entry.points", r, p, score), fide("13.1"))
        for i, (r, p) in enumerate(rounds, start=1)
    )
    value = sum((p for _, p in rounds), Fraction(0))
    return eng.make(spec, pid, value, items, msg("summary.sum", code=spec.code, value=value))


@register("WIN", scope=Scope.TEAMS)
def wins(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return WIN:MP (FIDE C.07 7.1 for teams): the rounds in which the team got the match
    points of a win; forfeit wins count, a PAB only when it is worth a win."""
    score = spec.team_score
    win = _win_value(eng, score)
    count = 0
    items = []
    for i, (r, p) in enumerate(_rounds(eng, score, pid), start=1):
        won = r.outcome is not Outcome.ABSENT and p == win
        count += won
        note = _note(eng, "teams.entry.win" if won else "teams.entry.no-win", r, p, score)
        items.append(_item(eng, i, r, Fraction(int(won)), note, fide("7.1")))
    value = Fraction(count)
    return eng.make(spec, pid, value, tuple(items), msg("summary.sum", code=spec.code, value=value))


def sssc_factor(eng: Engine, spec: TiebreakSpec) -> int:
    """Return SSSC's factor f (FIDE C.07 13.4): the most primary score the event can give
    over the most secondary score one match can give, truncated; ``-K<n>`` gives n. Never
    below 1, so a very short event divides by 1 [D]."""
    if spec.factor is not None:
        return spec.factor
    primary = _primary(eng)
    most = _win_value(eng, primary) * eng.rounds_counted
    return max(1, int(most / _win_value(eng, primary.other)))


@register("SSSC", scope=Scope.TEAMS)
def sssc(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return SSSC (FIDE C.07 13.4): secondary score + BH on the primary score / f, rounded
    to 2 decimals half up."""
    primary = _primary(eng)
    bh_code = f"BH:{primary.value}"
    bh = eng.explain(bh_code, pid)
    bh_value = bh.value
    assert bh_value is not None
    other = eng.summing(primary.other)
    secondary = other.frac(other.score[pid])
    f = sssc_factor(eng, spec)
    exact = secondary + bh_value / f
    value = round_half_up(exact, 2)
    summary = msg(
        "teams.summary.sssc",
        code=spec.code,
        secondary=secondary,
        score=score_msg(primary.other),
        buchholz=bh_value,
        bh=bh_code,
        factor=f,
        exact=exact,
        value=value,
    )
    # The items are the Buchholz's: the secondary score is one number, in the summary.
    return eng.make(spec, pid, value, bh.items, summary)


def sides(base: str) -> tuple[Primary, Primary]:
    """Return the opponent-side and own-side scores of an extended SB code (``EMGSB``: MP,
    GP)."""
    return Primary(base[1] + "P"), Primary(base[2] + "P")


@register("EMMSB", "EMGSB", "EGMSB", "EGGSB", scope=Scope.TEAMS)
def extended_sb(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return the extended Sonneborn-Berger ``spec`` names (FIDE C.07 13.2, 14.1.2, 16 for
    teams)."""
    opp_score, own_score = sides(spec.base)
    ctx, view = eng.context(opp_score)
    rounds = _rounds(eng, own_score, pid)
    rows: list[Row] = []
    pab_no_sb = isinstance(eng.rules, FideRuleSet) and eng.rules.pab_no_sb
    for e in view.entries[pid]:
        res, factor = rounds[e.round - 1]
        if pab_no_sb and res.outcome is Outcome.PAB:
            factor = Fraction(0)  # variant pab-no-sb: the PAB's dummy adds nothing to SB
        amount = None if e.value is None else ctx.frac(e.value) * factor
        notes: tuple[Msg, ...] = (eng.rules.note(e, ctx, view, pid),)
        if amount is not None:
            unit = score_msg(own_score)
            notes = (*notes, msg("teams.mod.esb-factor", factor=factor, score=unit, amount=amount))
        rows.append(entry_row(ctx, e, amount, notes))
    return cut_sum(eng, spec, TeamId(pid), rows, sb=True)


def board_totals(eng: Engine, team: TeamId) -> list[Fraction]:
    """Return the team's points on board 1, 2, …, B over the counted rounds (art. 12)."""
    totals = [Fraction(0)] * match_records(eng).boards
    for x in match_records(eng)[team].rounds:
        for i, p in enumerate(x.board_points):
            totals[i] += p
    return totals


@register("BC", scope=Scope.TEAMS)
def board_count(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return BC (FIDE C.07 12.1): Σ over boards of board number × points; lower first."""
    team = TeamId(pid)
    totals = board_totals(eng, team)
    gp = score_msg(Primary.GP)
    items = []
    value = Fraction(0)
    for b, p in enumerate(totals, start=1):
        value += b * p
        note = msg("teams.entry.board-count", board=b, points=p, score=gp, amount=b * p)
        items.append(item(eng, None, None, None, p, b * p, False, (note,), fide("12.1")))
    summary = msg("teams.summary.lower-first", code=spec.code, value=value)
    return eng.make(spec, pid, value, tuple(items), summary)


def _key(totals: list[Fraction], tbr: bool) -> tuple[Fraction, ...]:
    """Return TBR's numbers (board 1, 2, …) or BBE's (without the bottom board, the two
    bottom boards, … down to board 1) of a team's board totals."""
    if tbr:
        return tuple(totals)
    return tuple(sum(totals[:last], Fraction(0)) for last in range(len(totals) - 1, 0, -1))


@register_all("TBR", "BBE", scope=Scope.TEAMS)
def board_keys(eng: Engine, spec: TiebreakSpec) -> Column:
    """Return every team's TBR (FIDE C.07 12.2) or BBE (12.3) as a :class:`BoardKey`."""
    tbr = spec.base == "TBR"
    return {pid: BoardKey(_key(board_totals(eng, TeamId(pid)), tbr)) for pid in eng.ids}


@register("TBR", "BBE", scope=Scope.TEAMS)
def board_key(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Explain TBR (FIDE C.07 12.2) or BBE (12.3): one item per number of the key (the key is
    no explanation's value)."""
    gp = score_msg(Primary.GP)
    tbr = spec.base == "TBR"
    key = _key(board_totals(eng, TeamId(pid)), tbr)
    items = []
    for i, p in enumerate(key, start=1):
        last = len(key) + 1 - i  # BBE's i-th number: the boards down to this one
        if tbr or last == 1:
            note = msg("teams.entry.board", board=i if tbr else 1, points=p, score=gp)
        else:
            note = msg("teams.entry.boards-down-to", last=last, points=p, score=gp)
        items.append(
            item(eng, None, None, None, None, p, False, (note,), fide("12.2" if tbr else "12.3"))
        )
    summary = msg("teams.summary.board-key", code=spec.code, key=fold("teamstd.slash", list(key)))
    return eng.make(spec, pid, None, tuple(items), summary)
