"""ČAS (Czech Scrabble association) since 2000, Swiss Perfect 98 onwards (rules.md 4.5)."""

from __future__ import annotations

from core.context import Context
from core.model import Outcome, PlayerId
from core.rules.base import Entry, View, fmt, opponent_note


class CasRuleSet:
    """Paired rounds count as recorded; unpaired rounds count a draw; own unpaired k × d."""

    id = "cas"
    title = "ČAS"
    cut_mode = "plain"

    def build(self, ctx: Context) -> View:
        """Return the ČAS "BS" values and entries."""
        seen: dict[PlayerId, int] = {}
        adjusted: dict[PlayerId, tuple[int, ...]] = {}
        for pid in ctx.ids:
            total = 0
            changed = []
            for i, (res, p) in enumerate(zip(ctx.results(pid), ctx.points[pid], strict=True)):
                if res.outcome.has_opponent or (ctx.round_robin and
                                                res.outcome is Outcome.ABSENT):
                    total += p
                else:
                    total += ctx.d
                    if p != ctx.d:
                        changed.append(i + 1)
            seen[pid] = total
            if changed:
                adjusted[pid] = tuple(changed)
        entries: dict[PlayerId, list[Entry]] = {}
        half = ctx.d * ctx.k
        for pid in ctx.ids:
            pts = ctx.points[pid]
            out: list[Entry] = []
            for i, res in enumerate(ctx.results(pid)):
                o = res.outcome
                if o.has_opponent:
                    opp = res.opponent
                    out.append(Entry(i + 1, o, opp, ctx.score[opp], seen[opp], o.is_vur,  # type: ignore[index]
                                     pts[i], "ČAS rule 1", "game"))
                elif ctx.round_robin and o is Outcome.ABSENT:
                    out.append(Entry(i + 1, o, None, None, None, False, pts[i], "ČAS rule 3",
                                     "rr-free"))
                else:
                    out.append(Entry(i + 1, o, None, None, half, o.is_vur, pts[i], "ČAS rule 3",
                                     "half"))
            entries[pid] = out
        return View(seen, entries, adjusted)

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> str:
        """Describe the ČAS arithmetic."""
        if entry.why == "game":
            assert entry.opponent is not None
            base = opponent_note(ctx, view, entry.opponent, "unpaired rounds count ½")
            if entry.outcome.is_forfeit:
                return f"{entry.outcome.label}, still paired: {base}"
            return base
        if entry.why == "rr-free":
            return "free round of the round robin: adds nothing"
        return (f"{entry.outcome.label}: not paired against a real opponent, counts "
                f"{fmt(ctx, ctx.d)} × {ctx.k} rounds = {fmt(ctx, entry.value)}")


RULE_SET = CasRuleSet()
