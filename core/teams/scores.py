"""Art. 16 for teams (rules.md 9.4): seen scores, own-round values, the fore scores of 8.3.

A team tie-break on match points reads the team view on MP, one on game points the view on
GP; the two scores are adjusted separately. :func:`team_view` computes, once per score and
rule set, every team's seen score (16.3: a round of category .5 counts as a drawn match)
and one :class:`TeamEntry` per round (16.4: a played match counts the opponent's seen
score, any other round the team's own total, capped under ``fide-2026`` by 16.4.1 and
16.4.2). Round robins keep the recorded scores (15.2). A fore view is that of the
crosstable of 8.3 (every last-round match a drawn match). Nothing here applies art. 16
itself: the players' FIDE rule set does, over the matches read as games
(:mod:`core.teams.games`).

Only the FIDE editions apply to teams: :func:`team_rule_set` turns any other rule set into
a usage error naming ``fide``, ``fide-2024`` and ``fide-2026``.
"""

from collections.abc import Mapping
from datetime import date
from fractions import Fraction
from typing import NamedTuple

from core.errors import UnknownRuleSetError
from core.explain import Cites, fide
from core.i18n.message import Msg, msg
from core.model import PlayerId, Primary, TeamId
from core.rules.base import RuleSet, View, Why
from core.rules.context import Context
from core.rules.fide import FideRuleSet
from core.teams.matches import TeamRecord, TeamRecords, TeamRound, TeamRoundKind

TEAM_RULE_SETS = ["fide", "fide-2024", "fide-2026"]
"""The rule sets a team event may use (rules.md 9.4, formats.md 6.3)."""


def team_rule_set(rules: RuleSet | str, start: date | None = None) -> FideRuleSet:
    """Return the FIDE edition a team event is computed under (rules.md 9.4).

    ``fide`` picks the edition by ``start`` (2.2), ``fide-2024`` for an event before 1 March
    2026 as no team virtual opponent exists [D]; a FIDE edition with a variant
    (``fide-2026+forfeit-ends-withdrawal``) is kept.

    :raises UnknownRuleSetError: for any other rule set (a usage error).
    """
    if isinstance(rules, str):
        key = rules.strip().lower()
        if key == "fide":
            key = "fide-2026" if start is None or start >= date(2026, 3, 1) else "fide-2024"
        from core.rules import resolve_rule_set

        try:
            rules, _ = resolve_rule_set(key, start)
        except UnknownRuleSetError:
            raise UnknownRuleSetError(key, TEAM_RULE_SETS) from None
    if not isinstance(rules, FideRuleSet) or not rules.id.startswith(("fide-2024", "fide-2026")):
        raise UnknownRuleSetError(rules.id, TEAM_RULE_SETS)
    return rules


def score_of(r: TeamRound, score: Primary) -> Fraction:
    """Return the team's MP or GP of round ``r``."""
    return r.mp if score is Primary.MP else r.gp


def total_of(rec: TeamRecord, score: Primary) -> Fraction:
    """Return MP(T) or GP(T)."""
    return rec.mp if score is Primary.MP else rec.gp


def draw_value(records: TeamRecords, score: Primary) -> Fraction:
    """Return the value of a drawn match on ``score``: the MP of a draw, or B × d GP."""
    return records.scoring.draw if score is Primary.MP else records.boards * records.draw


def win_value(records: TeamRecords, score: Primary) -> Fraction:
    """Return the most one match can give on ``score``: the MP of a win, or B × w GP."""
    return records.scoring.win if score is Primary.MP else records.boards * records.win


_CAP_OPPONENT = fide("16.4", "16.4.1")
_CAP_ROUNDS = fide("16.4", "16.4.2")


class TeamEntry(NamedTuple):
    """What one round of a team adds to a sum on one score (rules.md 3.3 with teams).

    ``raw`` is the opponent's recorded total for a match, the team's own total for an own
    unplayed round; ``value`` what the round counts for (``None``: the free round of a round
    robin, which adds nothing and no cut sees); ``why`` the reason (a match is a
    :attr:`~Why.GAME`, an own round the :attr:`~Why.DUMMY`, or a cap, or a round robin's
    forfeit or free round) and ``cites`` the articles.
    """

    round: int
    kind: TeamRoundKind
    opponent: TeamId | None
    raw: Fraction | None
    value: Fraction | None
    vur: bool
    cites: Cites
    why: Why


class TeamView(NamedTuple):
    """One rule set applied to one team event on one score (MP or GP)."""

    score: Primary
    records: TeamRecords
    seen: Mapping[TeamId, Fraction]
    adjusted: Mapping[TeamId, tuple[int, ...]]
    """Rounds of each team counted as drawn matches in ``seen`` (category .5, 16.3)."""
    entries: Mapping[TeamId, tuple[TeamEntry, ...]]


def team_view(
    records: TeamRecords, ctx: Context, view: View, score: Primary, caps: bool
) -> TeamView:
    """Return the teams' side of the players' FIDE rule set applied to the matches read as
    games (``view`` of ``ctx``, which sums ``score``: :mod:`core.teams.games`): every team's
    seen score and one entry per round (FIDE C.07 16.3-16.4 for teams, rules.md 9.4; 15.2
    in a round robin), in the team's numbers and round kinds (those of a fore crosstable's
    last round played, 8.3); ``caps``: the edition caps the dummy (16.4.1, 16.4.2)."""
    frac = ctx.frac
    seen = {TeamId(int(pid)): frac(v) for pid, v in view.seen.items()}
    adjusted = {TeamId(int(pid)): rounds for pid, rounds in view.adjusted_rounds.items()}
    cap_rounds = ctx.d * ctx.k
    entries: dict[TeamId, tuple[TeamEntry, ...]] = {}
    for rec in records:
        pid = PlayerId(int(rec.id))
        own = ctx.score[pid]
        out: list[TeamEntry] = []
        for e, x, game in zip(view.entries[pid], rec.rounds, ctx.results(pid), strict=True):
            opp = None if e.opponent is None else TeamId(int(e.opponent))
            why, cites = e.why, e.cites
            if why is Why.DUMMY and caps and e.value == own:
                # A cap equal to the own score changes nothing; the team explanations name it
                # all the same (16.4.1, 16.4.2 read as "at most").
                if opp is not None and view.seen[PlayerId(int(opp))] == own:
                    why, cites = Why.CAP_OPPONENT, _CAP_OPPONENT
                elif opp is None and cap_rounds == own:
                    why, cites = Why.CAP_ROUNDS, _CAP_ROUNDS
            # A game is a played match (a fore view's last-round match is one, 8.3).
            kind = TeamRoundKind.PLAYED if game.outcome.is_played else x.kind
            raw = None if e.raw is None else frac(e.raw)
            value = None if e.value is None else frac(e.value)
            out.append(TeamEntry(e.round, kind, opp, raw, value, e.vur, cites, why))
        entries[rec.id] = tuple(out)
    return TeamView(score, records, seen, adjusted, entries)


_KIND_MSGS = {k: msg(f"teams.kind.{k.value}") for k in TeamRoundKind}
_SCORE_MSGS = {s: msg(f"teams.score.{s.value.lower()}") for s in Primary}


def kind_msg(kind: TeamRoundKind) -> Msg:
    """Return the name of a team round kind as a message (``teams.kind.forfeit-win``, ...)."""
    return _KIND_MSGS[kind]


def score_msg(score: Primary) -> Msg:
    """Return the short name of a score (``MP``, ``GP``) as a message (``teams.score.mp``)."""
    return _SCORE_MSGS[score]


def entry_note(view: TeamView, team: TeamId, e: TeamEntry) -> Msg:
    """Return the reason of entry ``e`` of ``team`` with its numbers, for the explanation:
    the opponent team and its score as counted, or the own total and its cap (9.5)."""
    records = view.records
    unit = score_msg(view.score)
    label = kind_msg(e.kind)
    opp = None if e.opponent is None else records.name(e.opponent)
    if e.why is Why.GAME:
        assert e.opponent is not None
        rounds = view.adjusted.get(e.opponent, ())
        if not rounds:
            return msg("teams.entry.match", opponent=opp, raw=e.raw, score=unit, count=e.value)
        return msg(
            "teams.entry.match-adjusted",
            opponent=opp,
            raw=e.raw,
            score=unit,
            seen=e.value,
            rounds=tuple(rounds),
            count=len(rounds),
        )
    if e.why is Why.RR_FORFEIT:
        return msg("teams.entry.rr-forfeit", outcome=label, opponent=opp, value=e.value, score=unit)
    if e.why is Why.RR_FREE:
        return msg("teams.entry.rr-free")
    if e.why is Why.CAP_OPPONENT:
        return msg(
            "teams.entry.cap-opponent",
            outcome=label,
            opponent=opp,
            own=e.raw,
            score=unit,
            value=e.value,
        )
    if e.why is Why.CAP_ROUNDS:
        return msg(
            "teams.entry.cap-rounds",
            outcome=label,
            own=e.raw,
            score=unit,
            draw=draw_value(records, view.score),
            rounds=records.k,
            value=e.value,
        )
    if opp is not None:
        return msg("teams.entry.own-against", outcome=label, opponent=opp, own=e.raw, score=unit)
    return msg("teams.entry.own", outcome=label, own=e.raw, score=unit)
