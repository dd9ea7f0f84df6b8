"""Only games played over the board count, on both sides of the sum (rules.md 4.7)."""

from __future__ import annotations

from collections.abc import Mapping

from core.context import Context
from core.model import PlayerId
from core.rules.base import Entry, View, build_view, fmt

RULE = "played-only"


class PlayedOnlyRuleSet:
    """Games over the board count the opponent's recorded score; nothing else counts."""

    id = "played-only"
    title = "played games only"
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
            if o.is_played:
                s = raw[res.opponent]  # type: ignore[index]
                out.append(Entry(i + 1, o, res.opponent, s, s, False, pts[i], RULE, "game"))
            else:
                out.append(Entry(i + 1, o, res.opponent, None, None, o.is_vur, pts[i], RULE,
                                 "none"))
        return out

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> str:
        """Describe the played-only arithmetic."""
        if entry.why == "game":
            return f"{ctx.name(entry.opponent)}: {fmt(ctx, entry.value)} points"
        return f"{entry.outcome.label}: not a game over the board, adds nothing"


RULE_SET = PlayedOnlyRuleSet()
