"""Consistency checks of a whole tournament, of players or of teams: both sides of every
game agree (formats.md 1), and in a team event who plays for whom and whether each round's
lineups meet board by board (rules.md 9.1, formats.md 6.1).

Every reader builds a :class:`~core.model.Tournament` and calls :func:`check` (or
:func:`event_problems`) with one locator that maps a :class:`~core.errors.Place` (a player or a
team, and a round) to the place in its own input, so the problems name the file and line or
the cell the organiser must fix.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from core.errors import InputError, Place, Problem
from core.formats.crosstable import format_token
from core.i18n.message import Msg, msg
from core.model import Color, Outcome, Player, PlayerId, RoundResult, Team, TeamId, Tournament

Locator = Callable[[Place], Problem]
"""``locator(place)`` returns a Problem template (source, line, cell, place) for a player's
or a team's record, or one round of it."""

_REQUESTED = frozenset({Outcome.FULL_BYE, Outcome.HALF_BYE, Outcome.ZERO_BYE})


def sides_agree(a: RoundResult, b: RoundResult) -> bool:
    """Return whether ``b`` can be the opponent's record of the round ``a`` records: the
    mirrored result (a double forfeit on both sides) and not both with the same colour."""
    return b.outcome in a.outcome.mirrors and (a.color is None or a.color is not b.color)


def default_locator(source: str) -> Locator:
    """Return a locator that names the player or team and the round (an input without
    lines or cells: a generated event, a page of a web site)."""

    def locate(place: Place) -> Problem:
        return Problem(source=source, message="", place=place)

    return locate


def _at(locate: Locator, pid: int, rnd: int | None, message: Msg) -> Problem:
    return replace(locate(Place(player=pid, round=rnd)), message=message)


def _at_team(locate: Locator, tid: int, rnd: int | None, message: Msg) -> Problem:
    return replace(locate(Place(team=tid, round=rnd)), message=message)


def validate(tournament: Tournament, locate: Locator) -> list[Problem]:
    """Return every consistency problem of ``tournament`` (empty when it is sound).

    Checks: equal list lengths, no more rounds than announced, known opponents, nobody paired
    against themselves or twice in a round, both sides of each game and forfeit agreeing
    (result and colours), nothing but absences after a withdrawal.
    """
    problems: list[Problem] = []
    players = tournament.by_id()
    lengths = {len(p.results) for p in tournament.players}
    k = max(lengths, default=0)
    if k > tournament.rounds:
        for p in tournament.players:
            if len(p.results) > tournament.rounds:
                problems.append(
                    _at(
                        locate,
                        p.id,
                        None,
                        msg(
                            "grid.results-over-rounds",
                            results=len(p.results),
                            rounds=tournament.rounds,
                        ),
                    )
                )
    if len(lengths) > 1:
        for p in tournament.players:
            if len(p.results) != k:
                problems.append(
                    _at(
                        locate,
                        p.id,
                        None,
                        msg("grid.results-uneven", results=len(p.results), others=k),
                    )
                )
    mismatch = False
    for p in tournament.players:
        for r, res in enumerate(p.results, start=1):
            if res.opponent is None:
                continue
            opp = players.get(res.opponent)
            if opp is None:
                problems.append(
                    _at(
                        locate,
                        p.id,
                        r,
                        msg(
                            "grid.opponent-not-in-event",
                            token=repr(format_token(res)),
                            opponent=res.opponent,
                        ),
                    )
                )
                continue
            if res.opponent == p.id:
                problems.append(_at(locate, p.id, r, msg("grid.paired-self")))
                continue
            other = opp.results[r - 1] if r <= len(opp.results) else None
            if other is None:
                continue
            if other.opponent == p.id and sides_agree(res, other):
                continue  # the common case: both sides agree
            if other.opponent != p.id:
                mismatch = True
                token, other_token = repr(format_token(res)), repr(format_token(other))
                problems.append(
                    _at(
                        locate,
                        p.id,
                        r,
                        msg(
                            "grid.back-ref-other-has",
                            token=token,
                            opponent=opp.id,
                            other=other_token,
                            round=r,
                        )
                        if other.opponent is None
                        else msg(
                            "grid.back-ref-other-paired",
                            token=token,
                            opponent=opp.id,
                            paired=other.opponent,
                            other=other_token,
                            round=r,
                        ),
                    )
                )
                continue
            if other.outcome not in res.outcome.mirrors:
                problems.append(
                    _at(
                        locate,
                        p.id,
                        r,
                        msg(
                            "grid.results-disagree",
                            token=repr(format_token(res)),
                            opponent=opp.id,
                            other=repr(format_token(other)),
                            round=r,
                        ),
                    )
                )
                continue
            if res.color is not None and other.color is not None and res.color == other.color:
                problems.append(
                    _at(
                        locate,
                        p.id,
                        r,
                        msg(
                            "grid.same-colour.white"
                            if res.color is Color.WHITE
                            else "grid.same-colour.black",
                            player=p.id,
                            opponent=opp.id,
                            round=r,
                        ),
                    )
                )
    claims: dict[tuple[int, int], list[int]] = {}
    if mismatch:
        # Two players claiming the same opponent always break a back-reference; only then
        # is it worth listing who claimed whom.
        for p in tournament.players:
            for r, res in enumerate(p.results, start=1):
                if res.opponent is not None:
                    claims.setdefault((r, res.opponent), []).append(p.id)
    for (r, opp_id), who in sorted(claims.items()):
        if len(who) > 1 and opp_id in players:
            for pid in who:
                problems.append(
                    _at(
                        locate,
                        pid,
                        r,
                        msg("grid.paired-twice", player=opp_id, round=r, by=tuple(who)),
                    )
                )
    for p in tournament.players:
        if p.withdrawn_after is not None:
            for r, res in enumerate(p.results, start=1):
                if r > p.withdrawn_after and res.outcome is not Outcome.ABSENT:
                    problems.append(
                        _at(
                            locate,
                            p.id,
                            r,
                            msg(
                                "grid.after-withdrawal",
                                after=p.withdrawn_after,
                                token=repr(format_token(res)),
                                round=r,
                            ),
                        )
                    )
    return problems + pending_before_results(tournament, locate)


def empty_rounds(tournament: Tournament, locate: Locator) -> list[Problem]:
    """Return "round 2 has no results" for every round in which no player has a game, a
    bye or a pending pairing while a later round has one (a round left
    out while typing, not a round nobody was paired in), located at the first player's
    entry for it. The grid readers check their cells themselves."""
    k = tournament.rounds_played
    missing = set(range(1, k + 1))
    for p in tournament.players:  # a complete event answers after its first player
        missing.difference_update(
            r for r, res in enumerate(p.results, start=1) if res.outcome is not Outcome.ABSENT
        )
        if not missing:
            return []
    last = max(set(range(1, k + 1)) - missing, default=0)
    first = tournament.players[0].id if tournament.players else PlayerId(0)
    return [
        _at(locate, first, r, msg("grid.round-no-results", round=r, later=last))
        for r in sorted(missing)
        if r < last
    ]


def pending_before_results(tournament: Tournament, locate: Locator) -> list[Problem]:
    """Return a problem for every pending game of a round before the last round with a
    finished game: the standings count only complete rounds, so such a round
    would silently hold back every later result; it is a result forgotten, as the pairings
    list reader says of an empty result cell before its last round. Rounds that are only
    paired ahead (a round robin's later rounds as ``?W9``) are fine."""
    first = tournament.pending_round
    if first is None:
        return []
    pending = Outcome.PENDING
    last = 0
    for p in tournament.players:
        for r in range(len(p.results), max(first, last), -1):
            res = p.results[r - 1]
            if res.outcome is not pending and res.outcome.has_opponent:
                last = r
                break
    if not last:
        return []
    return [
        _at(
            locate,
            p.id,
            r,
            msg(
                "grid.pending-before-results",
                opponent=res.opponent,
                round=r,
                later=last,
            ),
        )
        for p in tournament.players
        for r, res in enumerate(p.results[: last - 1], start=1)
        if res.outcome is pending and res.opponent is not None and p.id < res.opponent
    ]


def team_problems(t: Tournament, locate: Locator) -> list[Problem]:
    """Return every team-event problem of ``t`` (empty when it is sound), rules.md 9.1:

    a player in two teams or in none, a member who is not a player, a team with fewer
    members than boards, a requested bye (``F``, ``H``, ``Z``; formats.md 6.1), a lineup of
    neither 0 nor B members, board i of a lineup not facing board i of one single other
    team's lineup (a teammate, another board, a second team), and a team PAB on only part
    of a lineup. Disagreeing sides of a board game are :func:`validate`'s.
    The lineup checks wait while a player is in two teams or none, or a member is no player.
    """
    problems: list[Problem] = []
    players = t.by_id()
    team_of: dict[PlayerId, Team] = {}
    for team in t.teams:
        seen: set[PlayerId] = set()
        for pid in team.members:
            if pid in seen:
                problems.append(
                    _at_team(
                        locate,
                        team.id,
                        None,
                        msg("input.team.member-twice", player=pid, team=team.name),
                    )
                )
                continue
            seen.add(pid)
            if pid not in players:
                problems.append(
                    _at_team(
                        locate,
                        team.id,
                        None,
                        msg("input.team.unknown-member", player=pid, team=team.name),
                    )
                )
                continue
            first = team_of.get(pid)
            if first is not None:
                problems.append(
                    _at_team(
                        locate,
                        team.id,
                        None,
                        msg(
                            "input.team.two-teams",
                            player=pid,
                            name=players[pid].name,
                            first=first.name,
                            second=team.name,
                        ),
                    )
                )
                continue
            team_of[pid] = team
    missing = [p.id for p in t.players if p.id not in team_of]
    problems += [_at(locate, pid, None, msg("input.team.no-team", player=pid)) for pid in missing]
    members_wrong = bool(problems)
    problems += _requested_byes(t, locate)
    if members_wrong:
        # The lineups are built from the members: with a player in two teams, in none, or
        # a member who is not a player, every round would add its consequences (a lineup
        # too long, a board facing a teammate; in TRF-16 even B, the largest lineup, is
        # wrong). Those wait until the members are right.
        return problems
    boards = t.boards or 0
    for team in t.teams:
        if boards and len(set(team.members)) < boards:
            problems.append(
                _at_team(
                    locate,
                    team.id,
                    None,
                    msg(
                        "input.team.too-few",
                        team=team.name,
                        members=len(set(team.members)),
                        boards=boards,
                    ),
                )
            )
    for r in range(1, t.rounds_played + 1):
        problems += _round_problems(t, r, team_of, boards, locate)
    return problems


def _requested_byes(t: Tournament, locate: Locator) -> list[Problem]:
    """A requested bye (``F``, ``H``, ``Z``) in a team event (formats.md 6.1), at its cell."""
    return [
        _at(locate, p.id, r, msg("input.team.requested-bye", token=repr(format_token(res))))
        for p in t.players
        for r, res in enumerate(p.results, start=1)
        if res.outcome in _REQUESTED
    ]


def _lineup(
    players: dict[PlayerId, Player], team: Team, r: int
) -> list[tuple[PlayerId, RoundResult]]:
    """The lineup of ``team`` in round ``r``: its members with a token other than ``--``,
    in member order (rules.md 9.1)."""
    out = []
    seen: set[PlayerId] = set()
    for pid in team.members:
        p = players.get(pid)
        if p is None or pid in seen or r > len(p.results):
            continue
        seen.add(pid)
        if p.results[r - 1].outcome is not Outcome.ABSENT:
            out.append((pid, p.results[r - 1]))
    return out


def _round_problems(
    t: Tournament,
    r: int,
    team_of: dict[PlayerId, Team],
    boards: int,
    locate: Locator,
) -> list[Problem]:
    problems: list[Problem] = []
    players = t.by_id()
    lineups = {team.id: _lineup(players, team, r) for team in t.teams}
    board_of: dict[PlayerId, int] = {}
    for lineup in lineups.values():
        for i, (pid, _) in enumerate(lineup, start=1):
            board_of[pid] = i
    for team in t.teams:
        lineup = lineups[team.id]
        if boards and len(lineup) not in (0, boards):
            problems.append(
                _at_team(
                    locate,
                    team.id,
                    r,
                    msg(
                        "input.team.lineup-size",
                        team=team.name,
                        round=r,
                        count=len(lineup),
                        players=tuple(str(pid) for pid, _ in lineup),
                        boards=boards,
                    ),
                )
            )
        pab = [i for i, (_, res) in enumerate(lineup, start=1) if res.outcome is Outcome.PAB]
        if pab and len(pab) < len(lineup):
            others = tuple(str(i) for i in range(1, len(lineup) + 1) if i not in pab)
            problems.append(
                _at_team(
                    locate,
                    team.id,
                    r,
                    msg(
                        "input.team.partial-pab",
                        team=team.name,
                        round=r,
                        pab=tuple(str(i) for i in pab),
                        others=others,
                    ),
                )
            )
        facing: dict[TeamId, int] = {}
        for i, (pid, res) in enumerate(lineup, start=1):
            opp = res.opponent
            if opp is None or opp not in team_of:
                continue  # no opponent, or one the individual checks report
            other = team_of[opp]
            if other.id == team.id:
                problems.append(
                    _at(
                        locate,
                        pid,
                        r,
                        msg(
                            "input.team.teammate",
                            board=i,
                            team=team.name,
                            round=r,
                            opponent=opp,
                        ),
                    )
                )
                continue
            facing.setdefault(other.id, i)
            other_board = board_of.get(opp)
            if other_board is not None and other_board != i and pid < opp:
                problems.append(
                    _at(
                        locate,
                        pid,
                        r,
                        msg(
                            "input.team.board-order",
                            board=i,
                            team=team.name,
                            round=r,
                            player=pid,
                            opponent=opp,
                            other_board=other_board,
                            other=other.name,
                        ),
                    )
                )
        if len(facing) > 1:
            names = {tm.id: tm.name for tm in t.teams}
            (first, b1), (second, b2) = sorted(facing.items(), key=lambda kv: kv[1])[:2]
            problems.append(
                _at_team(
                    locate,
                    team.id,
                    r,
                    msg(
                        "input.team.two-opponents",
                        team=team.name,
                        round=r,
                        first=names[first],
                        first_board=b1,
                        second=names[second],
                        second_board=b2,
                    ),
                )
            )
    return problems


def event_problems(tournament: Tournament, locate: Locator) -> list[Problem]:
    """Return every problem of ``tournament``: :func:`validate` and :func:`empty_rounds`,
    and for a team event :func:`team_problems` (empty when it is sound)."""
    found = validate(tournament, locate) + empty_rounds(tournament, locate)
    if tournament.system.is_team:
        found += team_problems(tournament, locate)
    return found


def check(tournament: Tournament, locate: Locator) -> Tournament:
    """Return ``tournament`` when :func:`event_problems` finds nothing.

    :raises InputError: listing every problem, each with its line or cell.
    """
    found = event_problems(tournament, locate)
    if found:
        raise InputError(found)
    return tournament


def largest_lineup(t: Tournament) -> int:
    """Return the largest lineup of any team in any round: B for the inputs that do not say
    it (TRF-16, formats.md 6.2; the board-games sheet)."""
    players = t.by_id()
    return max(
        (len(_lineup(players, team, r)) for team in t.teams for r in range(1, t.rounds_played + 1)),
        default=0,
    )


def mirror(result: RoundResult, me: PlayerId) -> RoundResult:
    """Return the opponent's view of ``result`` (used by writers and generators)."""
    assert result.opponent is not None
    outcome = result.outcome.mirrors[0]  # a forfeit loss mirrors to a forfeit win
    color = None
    if result.color is not None:
        color = Color.BLACK if result.color is Color.WHITE else Color.WHITE
    return RoundResult(outcome, me, color)
