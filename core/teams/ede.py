"""Team direct encounter: DE, EDE and EDE with board tie-breaks (rules.md 9.5; FIDE C.07 6,
13.3.1, 13.3.2), as group tie-breaks (:mod:`core.tiebreaks.group`).

* ``DE``: art. 6 on the primary score of the matches between the tied teams.
* ``EDE`` (13.3.1): art. 6 on the primary score; every sub-group still tied, art. 6 on the
  secondary score; repeated on what is still tied until nothing changes.
* ``EDET``, ``EDEB``, ``EDEBT``, ``EDEBB`` (13.3.2, 2026): EDE, then, for exactly two teams
  still tied, board tie-breaks on their matches against each other: ``BC`` first (lower
  first; ``EDEBT``, ``EDEBB``), then board 1, board 2, … (``EDET``, ``EDEBT``) or without the
  bottom board, then the next (``EDEB``, ``EDEBB``).

A match counts as an encounter when at least one board was played over the board (rules.md
9.3 ``played``); a forfeited match is left out, as art. 6.1.1 leaves out forfeits [D]. The
6.3 maximum adds a won match per team not met: ``team_scoring.win`` on MP, B × w on GP.
The board stages count the mutual matches' boards as art. 12 does (forfeited boards with
their recorded points) [D: no vector yet, rules.md 12 item 40].
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from core.explain import Explanation, Item, fide
from core.i18n.message import Msg, fold, msg
from core.model import PlayerId, Primary, TeamId
from core.teams.games import match_records
from core.tiebreaks.direct_encounter import Art6, apply_art6, art6_of
from core.tiebreaks.engine import Engine
from core.tiebreaks.group import GroupOrder, Placement, WhyArgs, register_group
from core.tiebreaks.registry import FAMILIES, Scope, TiebreakSpec

_STAGES: dict[str, tuple[str, ...]] = {
    "DE": (),
    "EDE": (),
    "EDET": ("TBR",),
    "EDEB": ("BBE",),
    "EDEBT": ("BC", "TBR"),
    "EDEBB": ("BC", "BBE"),
}


def _id(team: PlayerId) -> TeamId:
    return TeamId(int(team))


def _primary(event: Engine) -> Primary:
    assert event.primary is not None  # a team event's engine ranks by MP or GP
    return event.primary


def _art6(event: Engine, which: Primary) -> Art6:
    """Art. 6 on ``which``: the players' over the matches read as games (a forfeited match
    is no game, 6.1.1), the context summing MP or GP."""
    return art6_of(event.summing(which))


@dataclass
class _Run:
    values: dict[PlayerId, Fraction]
    groups: dict[PlayerId, tuple[PlayerId, ...]]
    steps: list[Msg]


def _de(event: Engine, which: Primary, group: list[PlayerId], run: _Run) -> list[list[PlayerId]]:
    res = apply_art6(_art6(event, which), group)
    if which is event.primary:
        run.values.update(res.scores)
        run.groups.update(res.groups)
    # the steps without art. 6's numbers: "on MP: Knightfall 2, ..." names the score, and
    # an article number after it would read as one (issue 33)
    steps = [msg(f"teamstd.{s.key}", **dict(s.args)) for s in res.steps]
    done = fold("join.semicolon", steps)
    if isinstance(done, Msg):
        run.steps.append(msg("teamstd.step.score", score=which.value, steps=done))
    return res.parts


def _ede(event: Engine, group: list[PlayerId], run: _Run) -> list[list[PlayerId]]:
    primary = _primary(event)
    out: list[list[PlayerId]] = []
    for part in _de(event, primary, group, run):
        if len(part) < 2:
            out.append(part)
            continue
        sub = _de(event, primary.other, part, run)
        if len(sub) == 1:
            out.append(part)
            continue
        for s in sub:  # each strictly smaller than ``group``: the repetition ends
            out.extend(_ede(event, s, run) if len(s) > 1 else [s])
    return out


def _mutual_boards(event: Engine, a: PlayerId, b: PlayerId) -> list[Fraction]:
    totals = [Fraction(0)] * match_records(event).boards
    for r in match_records(event).matches_between(TeamId(int(a)), TeamId(int(b))):
        for i, pts in enumerate(r.board_points):
            totals[i] += pts
    return totals


def _board_key(stage: str, boards: list[Fraction]) -> tuple[Fraction, ...]:
    """The key of a board stage, higher first: −BC, the boards from the top (TBR), the sums
    without the bottom board, then the two bottom boards, … (BBE)."""
    if stage == "BC":
        return (-sum((i * p for i, p in enumerate(boards, start=1)), Fraction(0)),)
    if stage == "TBR":
        return tuple(boards)
    return tuple(sum(boards[: len(boards) - n], Fraction(0)) for n in range(1, len(boards)))


def _boards_stage(
    event: Engine, base: str, pair: list[PlayerId], run: _Run
) -> list[list[PlayerId]]:
    a, b = sorted(pair)
    ba, bb = _mutual_boards(event, a, b), _mutual_boards(event, b, a)
    for stage in _STAGES[base]:
        ka, kb = _board_key(stage, ba), _board_key(stage, bb)
        if ka != kb:
            first, second = (a, b) if ka > kb else (b, a)
            run.steps.append(msg("teamstd.step.boards", stage=stage, above=event.name(first)))
            return [[first], [second]]
    run.steps.append(msg("teamstd.step.boards-level", stages=_STAGES[base]))
    return [pair]


class TeamDirectEncounter:
    """Team DE, EDE and EDE with board tie-breaks as one group tie-break (rules.md 9.5)."""

    def order(self, eng: Engine, spec: TiebreakSpec, group: Sequence[PlayerId]) -> GroupOrder:
        """Return the ordered partition of the tied teams ``group`` (6, 13.3.1, 13.3.2)."""
        run = _Run({}, {}, [])
        members = sorted(group)
        if spec.base == "DE":
            parts = _de(eng, _primary(eng), members, run)
        else:
            parts = _ede(eng, members, run)
        if _STAGES[spec.base]:
            parts = [
                q
                for p in parts
                for q in (_boards_stage(eng, spec.base, p, run) if len(p) == 2 else [p])
            ]
        steps = fold("join.semicolon", run.steps)
        done = steps if isinstance(steps, Msg) else None
        return GroupOrder(
            tuple(tuple(sorted(p)) for p in parts),
            {p: run.values.get(p) for p in members},
            {p: Placement(run.groups.get(p, tuple(members)), done) for p in members},
        )

    def explain(
        self,
        eng: Engine,
        spec: TiebreakSpec,
        pid: PlayerId,
        placement: Placement | None,
        value: Fraction | None,
    ) -> Explanation:
        """Return one item per match of ``pid`` against the other teams of the last group
        scored on the primary score (6.1; forfeited matches left out, 6.1.1)."""
        if placement is None:
            # Never tied, or separated by an earlier code: either way no group reached it.
            none = msg("teams.summary.de.not-reached", code=spec.code)
            return eng.make(spec, pid, None, (), none)
        names = tuple(eng.name(p) for p in placement.group)
        summary = msg("summary.de.group", names=names, steps=placement.steps)
        return eng.make(spec, pid, value, _items(eng, pid, placement.group), summary)

    def why(self, eng: Engine, spec: TiebreakSpec, args: WhyArgs) -> Msg:
        """Say that the direct encounter separated the two teams, with the steps taken (the
        column holds the primary score only, while a step may have used the secondary)."""
        return msg(
            "teamstd.why.de",
            points=args.points,
            above=args.above_name,
            below=args.below_name,
            code=spec.code,
            detail=args.explained_above.summary,
        )


def _items(event: Engine, pid: PlayerId, group: tuple[PlayerId, ...]) -> tuple[Item, ...]:
    """One item per match of ``pid`` against the others of ``group``, on the primary score:
    a played match counted (averaged over the matches with that team, 6.1.2), a forfeited
    one left out (6.1.1)."""
    score = _primary(event)
    ctx = event.summing(score)
    members = set(group) - {pid}
    rounds = [
        (i, r, ctx.frac(p))
        for i, (r, p) in enumerate(zip(ctx.results(pid), ctx.points[pid], strict=True), start=1)
        if r.opponent in members
    ]
    played: dict[PlayerId, int] = {}
    for _, r, _ in rounds:
        if r.outcome.is_played and r.opponent is not None:
            played[r.opponent] = played.get(r.opponent, 0) + 1
    items = []
    for i, r, own in rounds:
        opp = r.opponent
        assert opp is not None
        name, kind = event.name(opp), event.words.outcome_names[r.outcome.index]
        if not r.outcome.is_played:
            note = msg("teamstd.entry.de.forfeit", outcome=kind, opponent=name)
            cites = fide("6.1.1")
            items.append(Item(i, r.outcome.kind, opp, name, None, None, False, (note,), cites))
            continue
        n = played[opp]
        key = "teamstd.entry.de.counted" if n == 1 else "teamstd.entry.de.averaged"
        note = msg(
            key,
            outcome=kind,
            opponent=name,
            points=own,
            count=n,
            share=own / n,
            score=msg(f"teams.score.{score.value.lower()}"),
        )
        cites = fide("6.1") if n == 1 else fide("6.1", "6.1.2")
        items.append(Item(i, r.outcome.kind, opp, name, own, own / n, False, (note,), cites))
    return tuple(items)


_TEAM_DIRECT_ENCOUNTER = TeamDirectEncounter()
for _base in _STAGES:  # every team group code is the direct encounter with its stages
    register_group(FAMILIES[Scope.TEAMS, _base], _TEAM_DIRECT_ENCOUNTER)
