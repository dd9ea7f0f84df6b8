""""Buchholz 97" (Swiss Perfect 97): recorded scores of every scheduled opponent; own byes
add nothing (rules.md 4.6)."""

from __future__ import annotations

from core.context import Context
from core.model import PlayerId
from core.rules.base import Entry, View, fmt

RULE = "naive (Buchholz 97)"


class NaiveRuleSet:
    """Opponents count their recorded score; byes and absences have no entry."""

    id = "naive"
    title = "naive (Buchholz 97)"
    cut_mode = "plain"

    def build(self, ctx: Context) -> View:
        """Return recorded scores and entries (forfeits count as games)."""
        seen = dict(ctx.score)
        entries: dict[PlayerId, list[Entry]] = {}
        for pid in ctx.ids:
            pts = ctx.points[pid]
            out: list[Entry] = []
            for i, res in enumerate(ctx.results(pid)):
                o = res.outcome
                if o.has_opponent:
                    s = seen[res.opponent]  # type: ignore[index]
                    out.append(Entry(i + 1, o, res.opponent, s, s, o.is_vur, pts[i], RULE,
                                     "game"))
                else:
                    out.append(Entry(i + 1, o, None, None, None, o.is_vur, pts[i], RULE, "none"))
            entries[pid] = out
        return View(seen, entries, {})

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> str:
        """Describe the naive arithmetic."""
        if entry.why == "game":
            name = ctx.name(entry.opponent)
            text = f"{name}: {fmt(ctx, entry.value)} points as recorded"
            if entry.outcome.is_forfeit:
                text = f"{entry.outcome.label} counted as a game: " + text
            return text
        return f"{entry.outcome.label}: adds nothing under Buchholz 97"


RULE_SET = NaiveRuleSet()
