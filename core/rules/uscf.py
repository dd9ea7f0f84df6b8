"""US Chess rule 34E: opponents' unplayed rounds count a draw, own unplayed rounds 0
(rules.md 4.4)."""

from __future__ import annotations

from core.context import Context
from core.model import Outcome, PlayerId
from core.rules.base import Entry, View, opponent_note
from core.rules.fide2009 import unplayed_as_draws

RULE = "US Chess 34E"


class UscfRuleSet:
    """US Chess 34E adjusted scores."""

    id = "uscf"
    title = "US Chess"
    cut_mode = "plain"

    def build(self, ctx: Context) -> View:
        """Return adjusted scores and entries (own unplayed rounds are worth 0)."""
        seen, adjusted = unplayed_as_draws(ctx)
        entries: dict[PlayerId, list[Entry]] = {}
        for pid in ctx.ids:
            pts = ctx.points[pid]
            out: list[Entry] = []
            for i, res in enumerate(ctx.results(pid)):
                o = res.outcome
                if o.is_played:
                    opp = res.opponent
                    out.append(Entry(i + 1, o, opp, ctx.score[opp], seen[opp], False,  # type: ignore[index]
                                     pts[i], RULE, "game"))
                elif ctx.round_robin and o is Outcome.ABSENT:
                    out.append(Entry(i + 1, o, None, None, None, False, pts[i], RULE, "rr-free"))
                else:
                    out.append(Entry(i + 1, o, res.opponent, None, 0, o.is_vur, pts[i], RULE,
                                     "zero"))
            entries[pid] = out
        return View(seen, entries, adjusted)

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> str:
        """Describe the US Chess arithmetic."""
        if entry.why == "game":
            assert entry.opponent is not None
            return opponent_note(ctx, view, entry.opponent, "unplayed rounds count ½, 34E")
        if entry.why == "rr-free":
            return "free round of the round robin: adds nothing"
        return f"{entry.outcome.label}: your own unplayed round counts 0 under US Chess 34E"


RULE_SET = UscfRuleSet()
