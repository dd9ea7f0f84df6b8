""""Buchholz 97" (Swiss Perfect 97): recorded scores of every scheduled opponent; own byes
add nothing (rules.md 4.6)."""

from __future__ import annotations

from collections.abc import Mapping

from core.context import Context
from core.model import PlayerId
from core.rules.base import Entry, View, build_view, fmt

RULE = "naive (Buchholz 97)"


class NaiveRuleSet:
    """Opponents count their recorded score; byes and absences have no entry."""

    id = "naive"
    title = "naive (Buchholz 97)"
    cut_mode = "plain"

    def adjust(self, ctx: Context) -> tuple[dict[PlayerId, int], dict[PlayerId, tuple[int, ...]]]:
        """Return the recorded scores: nothing is adjusted."""
        return dict(ctx.score), {}

    def build(self, ctx: Context) -> View:
        """Return the adjusted scores and the entries of every player."""
        return build_view(self, ctx)

    def entries_for(self, ctx: Context, pid: PlayerId, seen: Mapping[PlayerId, int],
                    raw: Mapping[PlayerId, int]) -> list[Entry]:
        """Return the entries of ``pid`` given what every opponent counts for (``seen``)
        and scored (``raw``)."""
        pts = ctx.points[pid]
        out: list[Entry] = []
        for i, res in enumerate(ctx.results(pid)):
            o = res.outcome
            if o.has_opponent:
                s = raw[res.opponent]  # type: ignore[index]
                out.append(Entry(i + 1, o, res.opponent, s, s, o.is_vur, pts[i], RULE,
                                 "game"))
            else:
                out.append(Entry(i + 1, o, None, None, None, o.is_vur, pts[i], RULE, "none"))
        return out

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
