"""Only games played over the board count, on both sides of the sum (rules.md 4.7)."""

from __future__ import annotations

from core.context import Context
from core.model import PlayerId
from core.rules.base import Entry, View, fmt

RULE = "played-only"


class PlayedOnlyRuleSet:
    """Games over the board count the opponent's recorded score; nothing else counts."""

    id = "played-only"
    title = "played games only"
    cut_mode = "plain"

    def build(self, ctx: Context) -> View:
        """Return recorded scores and entries for games over the board only."""
        seen = dict(ctx.score)
        entries: dict[PlayerId, list[Entry]] = {}
        for pid in ctx.ids:
            pts = ctx.points[pid]
            out: list[Entry] = []
            for i, res in enumerate(ctx.results(pid)):
                o = res.outcome
                if o.is_played:
                    s = seen[res.opponent]  # type: ignore[index]
                    out.append(Entry(i + 1, o, res.opponent, s, s, False, pts[i], RULE, "game"))
                else:
                    out.append(Entry(i + 1, o, res.opponent, None, None, o.is_vur, pts[i], RULE,
                                     "none"))
            entries[pid] = out
        return View(seen, entries, {})

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> str:
        """Describe the played-only arithmetic."""
        if entry.why == "game":
            return f"{ctx.name(entry.opponent)}: {fmt(ctx, entry.value)} points"
        return f"{entry.outcome.label}: not a game over the board, adds nothing"


RULE_SET = PlayedOnlyRuleSet()
