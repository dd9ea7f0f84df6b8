"""Standings: points, then the tie-breaks of the order, shared ranks, warnings, and why one
player is above another (rules.md 8)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from core.explain import Explanation, Item, format_value, render_text
from core.model import Player, PlayerId, System, Tournament
from core.presets import get_preset
from core.rules import resolve_rule_set
from core.scores import format_score, json_number
from core.tiebreaks.direct_encounter import de_items, direct_encounter
from core.tiebreaks.engine import Engine
from core.tiebreaks.registry import TiebreakSpec, parse_code


@dataclass(frozen=True, slots=True)
class Warning:
    """A condition the standings report (rules.md 8.3)."""

    code: str
    message: str
    players: tuple[PlayerId, ...] = ()


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the standings."""

    rank: int
    shared: bool
    player: Player
    points: Fraction
    values: dict[str, Fraction | None]


@dataclass(frozen=True, slots=True)
class WhyResult:
    """Which criterion put one player above the other, with both sides."""

    above: PlayerId
    below: PlayerId
    criterion: str | None
    text: str
    explanations: tuple[Explanation, ...]


class Standings:
    """The result of :func:`compute_standings`."""

    def __init__(self, engine: Engine, order: tuple[TiebreakSpec, ...], rows: tuple[Row, ...],
                 warnings: tuple[Warning, ...], stages: list[list[list[PlayerId]]],
                 de_info: dict[tuple[int, PlayerId], tuple[tuple[PlayerId, ...], str]],
                 rules_how: str) -> None:
        self.engine = engine
        self.specs = order
        self.rows = rows
        self.warnings = warnings
        self._stages = stages
        self._de_info = de_info
        self.rules_how = rules_how
        self.places = {s.code: s.family.places for s in order}
        self._positions: dict[PlayerId, int] | None = None
        self._stage_maps: dict[int, dict[PlayerId, int]] = {}

    @property
    def tournament(self) -> Tournament:
        """The tournament as evaluated."""
        return self.engine.tournament

    @property
    def rules(self) -> str:
        """The rule set applied (one edition, never plain ``fide``)."""
        return self.engine.rules.id

    @property
    def order(self) -> tuple[str, ...]:
        """The tie-break codes applied, in order."""
        return tuple(s.code for s in self.specs)

    @property
    def rounds_counted(self) -> int:
        """k: the rounds evaluated."""
        return self.engine.ctx.k

    def row(self, pid: PlayerId) -> Row:
        """Return the row of ``pid``.

        :raises KeyError: for a player not in the standings.
        """
        return self.rows[self.position(pid)]

    def position(self, pid: PlayerId) -> int:
        """Return the 0-based place of ``pid`` in :attr:`rows`."""
        if self._positions is None:
            self._positions = {r.player.id: i for i, r in enumerate(self.rows)}
        return self._positions[pid]

    def stage(self, index: int) -> dict[PlayerId, int]:
        """Return, for each player, its group after points (0) and after each tie-break of
        the order (1, 2, ...): players with the same number were still level then."""
        found = self._stage_maps.get(index)
        if found is None:
            found = self._stage_maps[index] = _stage(self._stages[index])
        return found

    def explain(self, pid: PlayerId, code: str) -> Explanation:
        """Return the explanation of tie-break ``code`` for ``pid``."""
        spec = parse_code(code)
        if spec.base == "DE":
            return self._explain_de(pid, spec)
        if spec.base == "RANKRES":
            from core.tiebreaks.rankres import point_ranks, rankres_items

            ranks = point_ranks(self.engine)
            items = rankres_items(self.engine, pid, ranks)
            return self.engine.make(spec, pid, None, items,
                                    "non-zero results, best-ranked opponent first")
        return self.engine.explain(spec, pid)

    def _explain_de(self, pid: PlayerId, spec: TiebreakSpec) -> Explanation:
        idx = [i for i, s in enumerate(self.specs) if s.base == "DE"]
        for i in reversed(idx):
            info = self._de_info.get((i, pid))
            if info:
                group, steps = info
                value = self.row(pid).values.get(spec.code)
                names = ", ".join(self.engine.ctx.name(p) for p in group)
                return self.engine.make(spec, pid, value, de_items(self.engine, pid, group),
                                        f"group {names}: {steps}")
        return self.engine.make(spec, pid, None, (), "never tied with anyone: DE not applied")


def resolve_order(t: Tournament, *, rules: str | None, order: Sequence[str] | str | None,
                  preset: str | None) -> tuple[str, list[TiebreakSpec]]:
    """Return the rule-set name and the parsed order (rules.md 7, 8.1 step 2)."""
    if preset is None and order is None:
        preset = "fide-round-robin" if t.system is System.ROUND_ROBIN else "fide-swiss"
    base_rules = "fide"
    codes: list[str] = []
    if preset is not None:
        p = get_preset(preset)
        base_rules = p.rules
        codes = list(p.order)
    if order is not None:
        codes = [c for c in (order.split(",") if isinstance(order, str) else order) if c.strip()]
    return (rules or base_rules), [parse_code(c) for c in codes]


def compute_standings(t: Tournament, *, rules: str | None = None,
                      order: Sequence[str] | str | None = None, preset: str | None = None,
                      after_round: int | None = None, unrated_rating: int | None = None
                      ) -> Standings:
    """Return the standings of ``t`` (rules.md 8.1).

    :raises UnknownRuleSetError, UnknownTiebreakError: for bad names.
    """
    rule_name, specs = resolve_order(t, rules=rules, order=order, preset=preset)
    rule_set, how = resolve_rule_set(rule_name, t.start_date)
    engine = Engine(t, rule_set, after_round=after_round, unrated_rating=unrated_rating)
    ctx = engine.ctx
    warnings: list[Warning] = []
    if ctx.round_robin:
        bad = [s.code for s in specs if s.family.buchholz]
        if bad:
            warnings.append(Warning("buchholz-in-round-robin",
                f"{', '.join(bad)} in a round robin: computed anyway, but FIDE C.07 (2026) "
                "art. 8 says Buchholz tie-breaks must not be used in round robins"))
    unrated = tuple(p.id for p in t.players if p.rating is None)
    if unrated and unrated_rating is None and any(s.family.rating for s in specs):
        dropped = [s.code for s in specs if s.family.rating]
        specs = [s for s in specs if not s.family.rating]
        warnings.append(Warning("rating-tiebreak-dropped",
            f"{', '.join(dropped)} removed from the order: unrated players "
            f"{', '.join(ctx.name(p) for p in unrated)} (C.07 art. 10; give a substitute "
            "rating to keep them)", unrated))
    if any(s.family.colours for s in specs):
        missing = tuple(sorted({p.id for p in t.players for r in p.results[:ctx.k]
                                if r.outcome.is_played and r.color is None}))
        if missing:
            dropped = [s.code for s in specs if s.family.colours]
            specs = [s for s in specs if not s.family.colours]
            warnings.append(Warning("colours-missing",
                f"{', '.join(dropped)} removed from the order: games without a colour",
                missing))
    values: dict[str, dict[PlayerId, Fraction | None]] = {}
    for s in specs:
        if not s.family.group:
            values[s.code] = engine.values(s)
        else:
            values[s.code] = {pid: None for pid in ctx.ids}
    # Groups of equal points, best first; players within a group by id.
    by_points: dict[int, list[PlayerId]] = {}
    for pid in sorted(ctx.ids):
        by_points.setdefault(ctx.score[pid], []).append(pid)
    groups = [by_points[s] for s in sorted(by_points, reverse=True)]
    # The groups after points and after each tie-break; why() reads them.
    stages: list[list[list[PlayerId]]] = [groups]
    de_info: dict[tuple[int, PlayerId], tuple[tuple[PlayerId, ...], str]] = {}
    for idx, s in enumerate(specs):
        new_groups: list[list[PlayerId]] = []
        for g in groups:
            if len(g) < 2:
                new_groups.append(g)
                continue
            if s.base == "DE":
                res = direct_encounter(engine, g)
                for p in g:
                    values[s.code][p] = res.scores.get(p)
                    de_info[(idx, p)] = (res.groups.get(p, tuple(g)), "; ".join(res.steps))
                new_groups.extend(sorted(part) for part in res.parts)
            elif s.base == "RANKRES":
                from core.tiebreaks.rankres import point_ranks, rankres_key

                ranks = point_ranks(engine)
                keys = {p: rankres_key(engine, p, ranks) for p in g}
                for key in sorted(set(keys.values())):
                    new_groups.append([p for p in g if keys[p] == key])
            else:
                vals = values[s.code]
                # Keyed by the exact pair (numerator, denominator): hashing ints is cheaper
                # than hashing Fractions, and equal values have equal pairs.
                buckets: dict[tuple[int, int], list[PlayerId]] = {}
                none = []
                for p in g:
                    v = vals[p]
                    if v is None:
                        none.append(p)
                    else:
                        buckets.setdefault((v.numerator, v.denominator), []).append(p)
                for pair in sorted(buckets, key=lambda nd: Fraction(nd[0], nd[1]),
                                   reverse=not s.family.lower_first):
                    new_groups.append(buckets[pair])
                if none:
                    new_groups.append(none)
        groups = new_groups
        stages.append(groups)
    rows: list[Row] = []
    place = 1
    tied: list[tuple[int, tuple[PlayerId, ...]]] = []
    points: dict[int, Fraction] = {}  # one object per distinct score (see table_cells)
    for g in groups:
        shared = len(g) > 1
        if shared:
            tied.append((place, tuple(g)))
        for pid in g:
            units = ctx.score[pid]
            pts = points.get(units)
            if pts is None:
                pts = points[units] = ctx.frac(units)
            rows.append(Row(place, shared, ctx.players[pid], pts,
                            {s.code: values[s.code][pid] for s in specs}))
        place += len(g)
    for rank, g2 in tied:
        warnings.append(Warning("unbroken-tie",
            f"{', '.join(ctx.name(p) for p in g2)} cannot be separated by points and "
            f"{', '.join(s.code for s in specs) or 'no tie-break'}: they share rank {rank}",
            g2))
    return Standings(engine, tuple(specs), tuple(rows), tuple(warnings), stages, de_info, how)


def _stage(groups: list[list[PlayerId]]) -> dict[PlayerId, int]:
    return {p: i for i, g in enumerate(groups) for p in g}


def tiebreak_values(t: Tournament, code: str, *, rules: str, after_round: int | None = None,
                    unrated_rating: int | None = None) -> dict[PlayerId, Fraction | None]:
    """Return the value of numeric tie-break ``code`` for every player under ``rules``."""
    rule_set, _ = resolve_rule_set(rules, t.start_date)
    engine = Engine(t, rule_set, after_round=after_round, unrated_rating=unrated_rating)
    spec = parse_code(code)
    return {pid: engine.value(spec, pid) for pid in engine.ctx.ids}


def explain(t: Tournament, pid: PlayerId, code: str, *, rules: str,
            after_round: int | None = None) -> Explanation:
    """Return the explanation of numeric tie-break ``code`` for ``pid`` under ``rules``."""
    rule_set, _ = resolve_rule_set(rules, t.start_date)
    engine = Engine(t, rule_set, after_round=after_round)
    return engine.explain(code, pid)


def why(st: Standings, a: PlayerId, b: PlayerId) -> WhyResult:
    """Return the first criterion that separates ``a`` and ``b`` (rules.md 8.2)."""
    ra, rb = st.row(a), st.row(b)
    above, below = (a, b) if st.position(a) < st.position(b) else (b, a)
    ctx = st.engine.ctx
    na, nb = ctx.name(above), ctx.name(below)
    if ra.points != rb.points:
        hi, lo = st.row(above).points, st.row(below).points
        return WhyResult(above, below, "points",
                         f"{na} is above {nb} on points: {format_score(hi)} against "
                         f"{format_score(lo)}.", ())
    for i, spec in enumerate(st.specs, start=1):
        stage = st.stage(i)
        if stage[a] != stage[b]:
            ea, eb = st.explain(above, spec.code), st.explain(below, spec.code)
            if spec.base == "DE":
                detail = ea.summary
                text = (f"Both have {_pts(ra.points)}. {na} is above {nb} by "
                        f"direct encounter ({spec.code}): {na} {format_value(ea.value)}, "
                        f"{nb} {format_value(eb.value)}; {detail}.")
            elif spec.base == "RANKRES":
                text = (f"Both have {_pts(ra.points)} and are level on every "
                        f"earlier tie-break. {na} is above {nb} by results against opponents "
                        f"in ranking order (RANKRES): {_rankres_decider(st, above, below)}.")
            else:
                earlier = [s.code for s in st.specs[:i - 1]]
                level = f" and level on {', '.join(earlier)}" if earlier else ""
                text = (f"Both have {_pts(ra.points)}{level}. {na} is above {nb} "
                        f"on {spec.code}: {ea.display} against {eb.display}.")
            return WhyResult(above, below, spec.code, text, (ea, eb))
    return WhyResult(above, below, None,
                     f"{na} and {nb} are not separated by points or by "
                     f"{', '.join(st.order) or 'any tie-break'}: they share rank {ra.rank}.", ())


# ---- rendering -------------------------------------------------------------------------


def table_cells(st: Standings) -> list[list[str]]:
    """Return the table's cells row by row: rank, number, name, points, each tie-break.

    A table repeats few distinct values and the engine hands out one object per distinct
    value (``Engine.values``), so each column formats each value object once, keyed by its
    identity (a Fraction hashes in Python code); the keys stay valid while ``st`` holds the
    values, and two equal values that are different objects are merely formatted twice.
    """
    rows = st.rows
    columns: list[list[str]] = []
    for code in st.order:
        places = st.places[code]
        texts: dict[int, str] = {}
        column: list[str] = []
        for r in rows:
            v = r.values[code]
            text = texts.get(id(v))
            if text is None:
                text = texts[id(v)] = format_value(v, places)
            column.append(text)
        columns.append(column)
    points: dict[int, str] = {}
    table: list[list[str]] = []
    for i, r in enumerate(rows):
        pts = points.get(id(r.points))
        if pts is None:
            pts = points[id(r.points)] = format_score(r.points)
        table.append([f"{r.rank}{'=' if r.shared else ''}", str(r.player.id), r.player.name,
                      pts, *[column[i] for column in columns]])
    return table


def standings_to_json(st: Standings) -> dict[str, Any]:
    """Return the ``standings --format json`` object (formats.md 5)."""
    t = st.tournament
    return {
        "tournament": {"name": t.name, "rounds": t.rounds, "players": len(t.players)},
        "rules": st.rules,
        "order": list(st.order),
        "standings": [{"rank": r.rank, "shared": r.shared, "id": r.player.id,
                       "name": r.player.name, "points": float(r.points),
                       "tiebreaks": {c: json_number(v) for c, v in r.values.items()}}
                      for r in st.rows],
        "warnings": [{"code": w.code, "message": w.message, "players": list(w.players)}
                     for w in st.warnings],
    }


def render_standings_text(st: Standings) -> str:
    """Render the standings as an aligned text table, followed by the warnings."""
    t = st.tournament
    head = [f"{t.name or 'Tournament'}: standings after round {st.rounds_counted}"
            f" of {t.rounds}", f"Rules: {st.rules} ({st.rules_how}); order: "
            f"{', '.join(st.order) or 'points only'}", ""]
    cols = ["Rk", "No", "Name", "Pts", *st.order]
    table = table_cells(st)
    widths = [max(len(c), *(len(row[i]) for row in table)) if table else len(c)
              for i, c in enumerate(cols)]
    # The name left-aligned, every other column right-aligned, two spaces apart.
    line = "  ".join(f"{{:{'<' if i == 2 else '>'}{w}}}" for i, w in enumerate(widths)).format
    lines = [*head, line(*cols)]
    lines.extend(line(*row) for row in table)
    if st.warnings:
        lines += ["", "Warnings:"] + [f"  [{w.code}] {w.message}" for w in st.warnings]
    return "\n".join(lines)


def render_standings_markdown(st: Standings) -> str:
    """Render the standings as a Markdown table."""
    cols = ["Rank", "No", "Name", "Pts", *st.order]
    lines = [f"### {st.tournament.name or 'Standings'}", "",
             f"Rules `{st.rules}`, order {', '.join(st.order) or 'points only'}", "",
             "| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    lines.extend("| " + " | ".join(cells) + " |" for cells in table_cells(st))
    if st.warnings:
        lines += [""] + [f"- **{w.code}**: {w.message}" for w in st.warnings]
    return "\n".join(lines)


def render_standings_csv(st: Standings) -> str:
    """Render the standings as CSV (exact decimals, empty for no value)."""
    import csv
    import io
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["rank", "shared", "id", "name", "points", *st.order])
    for r in st.rows:
        w.writerow([r.rank, "yes" if r.shared else "", r.player.id, r.player.name,
                    format_score(r.points),
                    *["" if r.values[c] is None else format_score(r.values[c]) for c in st.order]])
    return out.getvalue()


__all__ = ["Item", "Row", "Standings", "Warning", "WhyResult", "compute_standings", "explain",
           "render_standings_csv", "render_standings_markdown", "render_standings_text",
           "render_text", "standings_to_json", "table_cells", "tiebreak_values", "why"]


def _pts(points: Fraction) -> str:
    return f"{format_score(points)} point{'' if points == 1 else 's'}"


def _rankres_decider(st: Standings, above: PlayerId, below: PlayerId) -> str:
    """Say at which position of the two RANKRES lists the order was decided (rules.md 6.10)."""
    from core.tiebreaks.rankres import point_ranks, rankres_key

    eng = st.engine
    ranks = point_ranks(eng)
    ka, kb = rankres_key(eng, above, ranks), rankres_key(eng, below, ranks)
    ctx = eng.ctx
    for i, (x, y) in enumerate(zip(ka, kb, strict=False), start=1):
        if x == y:
            continue
        if y[0] == 10**9:
            return f"at result {i} {ctx.name(below)} has no more non-zero results"
        if x[0] != y[0]:
            return (f"at result {i} {ctx.name(above)}'s came against an opponent ranked "
                    f"{x[0]}, {ctx.name(below)}'s against one ranked {y[0]}")
        return f"at result {i}, against opponents of equal rank, a win beats a draw"
    return "the lists are equal"
