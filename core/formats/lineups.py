"""The team rules of the consistency check (:func:`core.formats.validate.check`, rules.md
9.1, formats.md 6.1): who plays for whom, and whether each round's lineups meet board by
board. Both sides of a board game agreeing, nobody paired twice, are the checks of every
event (:func:`core.formats.validate.validate`)."""

from __future__ import annotations

from core.errors import Locator, Place, Problem, located
from core.formats.crosstable import format_token
from core.i18n.message import Msg, msg
from core.model import Outcome, Player, PlayerId, RoundResult, Team, TeamId, Tournament

__all__ = ["largest_lineup", "team_problems"]

_REQUESTED = frozenset({Outcome.FULL_BYE, Outcome.HALF_BYE, Outcome.ZERO_BYE})


def team_problems(t: Tournament, locate: Locator) -> list[Problem]:
    """Return every team-event problem of ``t`` (empty when it is sound), rules.md 9.1:

    a player in two teams or in none, a member who is not a player, a team with fewer
    members than boards, a requested bye (``F``, ``H``, ``Z``; formats.md 6.1), a lineup of
    neither 0 nor B members, board i of a lineup not facing board i of one single other
    team's lineup (a teammate, another board, a second team), and a team PAB on only part
    of a lineup. Disagreeing sides of a board game are
    :func:`core.formats.validate.validate`'s.
    The lineup checks wait while a player is in two teams or none, or a member is no player.
    """
    problems: list[Problem] = []

    def bad(pid: int, rnd: int | None, message: Msg) -> None:
        problems.append(located(locate, Place(player=pid, round=rnd), message))

    def bad_team(tid: int, rnd: int | None, message: Msg) -> None:
        problems.append(located(locate, Place(team=tid, round=rnd), message))

    players = t.by_id()
    team_of: dict[PlayerId, Team] = {}
    for team in t.teams:
        seen: set[PlayerId] = set()
        for pid in team.members:
            if pid in seen:
                bad_team(team.id, None, msg("input.team.member-twice", player=pid, team=team.name))
                continue
            seen.add(pid)
            if pid not in players:
                bad_team(
                    team.id, None, msg("input.team.unknown-member", player=pid, team=team.name)
                )
                continue
            first = team_of.get(pid)
            if first is not None:
                bad_team(
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
                continue
            team_of[pid] = team
    for p in t.players:
        if p.id not in team_of:
            bad(p.id, None, msg("input.team.no-team", player=p.id))
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
            bad_team(
                team.id,
                None,
                msg(
                    "input.team.too-few",
                    team=team.name,
                    members=len(set(team.members)),
                    boards=boards,
                ),
            )
    for r in range(1, t.rounds_played + 1):
        problems += _round_problems(t, r, team_of, boards, locate)
    return problems


def _requested_byes(t: Tournament, locate: Locator) -> list[Problem]:
    """A requested bye (``F``, ``H``, ``Z``) in a team event (formats.md 6.1), at its cell."""
    return [
        located(
            locate,
            Place(player=p.id, round=r),
            msg("input.team.requested-bye", token=repr(format_token(res))),
        )
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
    """Return the problems of every team's lineup in round ``r`` (rules.md 9.1)."""
    problems: list[Problem] = []
    players = t.by_id()
    lineups = {team.id: _lineup(players, team, r) for team in t.teams}
    board_of: dict[PlayerId, int] = {}
    for lineup in lineups.values():
        for i, (pid, _) in enumerate(lineup, start=1):
            board_of[pid] = i
    names = {tm.id: tm.name for tm in t.teams} if t.teams else {}
    for team in t.teams:
        lineup = lineups[team.id]
        found = _lineup_problems(team, lineup, r, boards)
        found += _board_problems(team, lineup, r, team_of, board_of, names)
        problems += [located(locate, place, message) for place, message in found]
    return problems


_Found = list[tuple[Place, Msg]]
"""Problems with their places, located by the caller."""


def _lineup_problems(
    team: Team, lineup: list[tuple[PlayerId, RoundResult]], r: int, boards: int
) -> _Found:
    """Return a lineup of another size than the boards, and a PAB on some boards only."""
    found: _Found = []
    if boards and len(lineup) not in (0, boards):
        players = tuple(str(pid) for pid, _ in lineup)
        found.append(
            (
                Place(team=team.id, round=r),
                msg(
                    "input.team.lineup-size",
                    team=team.name,
                    round=r,
                    count=len(lineup),
                    players=players,
                    boards=boards,
                ),
            )
        )
    pab = [i for i, (_, res) in enumerate(lineup, start=1) if res.outcome is Outcome.PAB]
    if pab and len(pab) < len(lineup):
        others = tuple(str(i) for i in range(1, len(lineup) + 1) if i not in pab)
        pabs = tuple(str(i) for i in pab)
        found.append(
            (
                Place(team=team.id, round=r),
                msg("input.team.partial-pab", team=team.name, round=r, pab=pabs, others=others),
            )
        )
    return found


def _board_problems(
    team: Team,
    lineup: list[tuple[PlayerId, RoundResult]],
    r: int,
    team_of: dict[PlayerId, Team],
    board_of: dict[PlayerId, int],
    names: dict[TeamId, str],
) -> _Found:
    """Return a member paired with a teammate, two opponents on different boards, and a
    team facing two teams in one round."""
    found: _Found = []
    facing: dict[TeamId, int] = {}
    for i, (pid, res) in enumerate(lineup, start=1):
        opp = res.opponent
        if opp is None or opp not in team_of:
            continue  # no opponent, or one the individual checks report
        other = team_of[opp]
        if other.id == team.id:
            found.append(
                (
                    Place(player=pid, round=r),
                    msg("input.team.teammate", board=i, team=team.name, round=r, opponent=opp),
                )
            )
            continue
        facing.setdefault(other.id, i)
        other_board = board_of.get(opp)
        if other_board is not None and other_board != i and pid < opp:
            found.append(
                (
                    Place(player=pid, round=r),
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
        (first, b1), (second, b2) = sorted(facing.items(), key=lambda kv: kv[1])[:2]
        found.append(
            (
                Place(team=team.id, round=r),
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
    return found


def largest_lineup(t: Tournament) -> int:
    """Return the largest lineup of any team in any round: B for the inputs that do not say
    it (TRF-16, formats.md 6.2; the board-games sheet)."""
    players = t.by_id()
    return max(
        (len(_lineup(players, team, r)) for team in t.teams for r in range(1, t.rounds_played + 1)),
        default=0,
    )
