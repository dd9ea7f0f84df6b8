"""Art. 16 for teams (rules.md 9.4): the edition in force, the names of the scores (MP, GP)
and the wording of what a round adds.

Nothing here applies art. 16: the players' FIDE rule set does, over the matches read as
games (:mod:`core.teams.games`), one context per score (MP, GP), the two adjusted
separately (16.3: a round of category .5 counts as a drawn match; 16.4: an own unplayed
round counts the team's own total, capped under ``fide-2026``; 15.2 in a round robin).
:class:`TeamRules` is that rule set worded for teams. Only the FIDE editions apply to teams:
:func:`team_rule_set` turns any other rule set into a usage error naming ``fide``,
``fide-2024`` and ``fide-2026``.
"""

from collections.abc import Mapping
from datetime import date

from core.errors import UnknownRuleSetError
from core.explain import fide
from core.i18n.message import Msg, msg
from core.model import PlayerId, Primary, RoundResult
from core.rules.base import Entry, RuleSet, View, Why
from core.rules.context import Context
from core.rules.fide import FideRuleSet
from core.tiebreaks.registry import Scope
from core.tiebreaks.words import WORDS

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


_CAP_OPPONENT = fide("16.4", "16.4.1")
_CAP_ROUNDS = fide("16.4", "16.4.2")
_TEAM_WORDS = WORDS[Scope.TEAMS]
_SCORE_MSGS = {s: msg(f"teams.score.{s.value.lower()}") for s in Primary}


def score_msg(score: Primary) -> Msg:
    """Return the short name of a score (``MP``, ``GP``) as a message (``teams.score.mp``)."""
    return _SCORE_MSGS[score]


class TeamRules(FideRuleSet):
    """A FIDE edition applied to a team event read as games (rules.md 9.4): the players' art.
    16 (and 15.2) as it is, worded for teams. A note names the round's team kind and the
    score summed (MP, GP); a cap is named even where it changes nothing (16.4.1, 16.4.2 read
    as "at most"), as team explanations always did."""

    def __init__(self, edition: FideRuleSet) -> None:
        super().__init__(
            edition.id,
            edition.title,
            caps=edition.caps,
            forfeit_ends=edition.forfeit_ends,
            pab_no_sb=edition.pab_no_sb,
        )

    def unplayed(
        self,
        ctx: Context,
        pid: PlayerId,
        i: int,
        res: RoundResult,
        seen: Mapping[PlayerId, int],
        raw: Mapping[PlayerId, int],
    ) -> Entry:
        """Return the players' entry, a cap equal to the own score named as the cap."""
        e = super().unplayed(ctx, pid, i, res, seen, raw)
        if e.why is Why.DUMMY and self.caps and e.value == ctx.score[pid]:
            if e.opponent is not None and seen[e.opponent] == e.value:
                return e._replace(why=Why.CAP_OPPONENT, cites=_CAP_OPPONENT)
            if e.opponent is None and ctx.d * ctx.k == e.value:
                return e._replace(why=Why.CAP_ROUNDS, cites=_CAP_ROUNDS)
        return e

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> Msg:
        """Return the reason of ``entry`` of a team with its numbers, for the explanation: the
        opponent team and its score as counted, or the own total and its cap (9.5)."""
        assert ctx.by is not None  # a team's context sums MP or GP
        unit, frac = score_msg(ctx.by.score), ctx.frac
        label = _TEAM_WORDS.outcome_names[entry.outcome.index]
        opp = None if entry.opponent is None else ctx.name(entry.opponent)
        raw = None if entry.raw is None else frac(entry.raw)
        value = None if entry.value is None else frac(entry.value)
        why = entry.why
        if why is Why.GAME:
            assert entry.opponent is not None
            rounds = view.adjusted_rounds.get(entry.opponent, ())
            if not rounds:
                return msg("teams.entry.match", opponent=opp, raw=raw, score=unit, count=value)
            return msg(
                "teams.entry.match-adjusted",
                opponent=opp,
                raw=raw,
                score=unit,
                seen=value,
                rounds=tuple(rounds),
                count=len(rounds),
            )
        if why is Why.RR_FORFEIT:
            return msg(
                "teams.entry.rr-forfeit", outcome=label, opponent=opp, value=value, score=unit
            )
        if why is Why.RR_FREE:
            return msg("teams.entry.rr-free")
        if why is Why.CAP_OPPONENT:
            return msg(
                "teams.entry.cap-opponent",
                outcome=label,
                opponent=opp,
                own=raw,
                score=unit,
                value=value,
            )
        if why is Why.CAP_ROUNDS:
            return msg(
                "teams.entry.cap-rounds",
                outcome=label,
                own=raw,
                score=unit,
                draw=frac(ctx.d),
                rounds=ctx.k,
                value=value,
            )
        if opp is not None:
            return msg("teams.entry.own-against", outcome=label, opponent=opp, own=raw, score=unit)
        return msg("teams.entry.own", outcome=label, own=raw, score=unit)
