"""TRF-16 team records, ``013`` (formats.md 6.2): read and written for
:mod:`core.formats.trf`.

``013 Team A                             1    2``: columns 1-3 the code, 5-36 the team name,
then one starting number per 5 columns (37-40, 42-45, …, right-aligned), in board order.
The team id is the line's position among the ``013`` lines (1, 2, …), as TieBreakServer
numbers them; B, the number of boards, is the largest lineup of any team in any round.

A file with ``013`` lines is a team event. Its round cells read as in an individual event
except: ``0000 - Z``, ``0000 - -`` and a blank block are "not in the lineup" (how a member
sat the round out is kept in the player's ``x-trf-absent``, e.g. ``1Z 3-``, so the file is
written back as it was); ``0000 - +`` (a forfeit without an opponent, rules.md 12.37) is an
error, and so are the requested byes ``F`` and ``H`` (formats.md 6.1).
"""

from __future__ import annotations

import re

from core.errors import Place, Problem
from core.formats.lineups import largest_lineup
from core.i18n.message import msg
from core.limits import MAX_PLAYER_ID, shown, text_problem
from core.model import PlayerId, System, Team, TeamId, TeamScoring, Tournament

__all__ = [
    "ABSENT_KEY",
    "LINES_KEY",
    "RECORD",
    "is_round_robin",
    "read_team_line",
    "team_limitations",
    "team_line",
    "team_line_no",
    "with_teams",
    "write_team_lines",
]

RECORD = "013"
ABSENT_KEY = "x-trf-absent"
"""A player's rounds out of the lineup written ``0000 - Z`` or ``0000 - -`` (``1Z 3-``)."""
LINES_KEY = "x-trf-team-lines"
"""The ``013`` lines as the file wrote them, kept when one differs from :func:`team_line`."""
_NAME_WIDTH = 32
_MEMBERS_FROM = 36  # 0-based index of column 37
_ROUND_ROBIN = re.compile(r"round.?robin|\brr\b|berger|rundenturnier|all.?play.?all", re.I)


def is_round_robin(text_092: str) -> bool:
    """Return whether a ``092`` record makes a team event a round robin (formats.md 6.2:
    ``Round Robin``, ``RR`` or ``Berger``, any case)."""
    return bool(_ROUND_ROBIN.search(text_092))


def read_team_line(
    line: str, line_no: int, source: str, problems: list[Problem]
) -> tuple[str, tuple[PlayerId, ...]] | None:
    """Return the name and members of one ``013`` line, or None (with a problem naming the
    line) when its members are not starting numbers.

    The members are read in their 5-column blocks; a line whose numbers are not aligned on
    them (typed by hand) is read as numbers separated by spaces."""
    name = line[4:_MEMBERS_FROM].strip()
    rest = line[_MEMBERS_FROM:].rstrip()
    blocks = [rest[i : i + 5] for i in range(0, len(rest), 5)]
    if all(_block_ok(b) for b in blocks):
        members = [int(b) for b in blocks if b.strip()]
    elif all(_number(w) for w in rest.split()):
        members = [int(w) for w in rest.split()]
    else:
        bad = shown(next(w for w in rest.split() if not _number(w)))
        problems.append(
            Problem(source, msg("input.team.trf.member", found=repr(bad)), line=line_no)
        )
        return None
    if not name:
        problems.append(Problem(source, msg("input.team.trf.no-name"), line=line_no))
        return None
    if (bad_name := text_problem(name)) is not None:  # the rule of player names
        problems.append(
            Problem(source, msg("input.trf.name", name=shown(name), problem=bad_name), line=line_no)
        )
        return None
    if not members or any(m <= 0 for m in members):
        problems.append(Problem(source, msg("input.team.trf.no-members", name=name), line=line_no))
        return None
    return name, tuple(PlayerId(m) for m in members)


def _number(word: str) -> bool:
    """Whether ``word`` is a starting number (at most :data:`MAX_PLAYER_ID`), judged on its
    text before ``int()`` reads it."""
    return word.isascii() and word.isdigit() and len(word) <= len(str(MAX_PLAYER_ID))


def _block_ok(block: str) -> bool:
    digits = block[:4].strip()
    return block[4:].strip() == "" and (digits == "" or (digits.isascii() and digits.isdigit()))


def team_line(team: Team) -> str:
    """Return the ``013`` line of ``team`` (formats.md 6.2)."""
    members = " ".join(f"{m:>4}" for m in team.members)
    return f"{RECORD} {team.name[:_NAME_WIDTH].ljust(_NAME_WIDTH)}{members}".rstrip()


def with_teams(
    t: Tournament, read: list[tuple[int, str, tuple[PlayerId, ...]]], raw_lines: list[str]
) -> Tournament:
    """Return ``t`` as the team event of its ``013`` lines: ``read`` holds each line's
    number, name and members in file order; ``raw_lines`` the lines as written."""
    teams = tuple(
        Team(TeamId(i), name, members) for i, (_, name, members) in enumerate(read, start=1)
    )
    extra = list(t.extra)
    if [team_line(tm) for tm in teams] != [ln.rstrip() for ln in raw_lines]:
        extra.append((LINES_KEY, "\n".join(ln.rstrip() for ln in raw_lines)))
    system = System.TEAM_ROUND_ROBIN if t.system is System.ROUND_ROBIN else System.TEAM_SWISS
    out = t._replace(teams=teams, system=system, team_scoring=TeamScoring(), extra=tuple(extra))
    return out._replace(boards=largest_lineup(out) or None)


def team_line_no(lines: list[int], tid: int | None) -> int | None:
    """Return the number of the ``013`` line of team ``tid`` (its id is the line's
    position in ``lines``, the numbers of the ``013`` lines in file order)."""
    return lines[tid - 1] if tid is not None and 1 <= tid <= len(lines) else None


def write_team_lines(t: Tournament) -> list[str]:
    """Return the ``013`` lines of ``t``: as the file that was read wrote them when they
    still say the same (:data:`LINES_KEY`), else :func:`team_line`."""
    kept = str(dict(t.extra).get(LINES_KEY, "")).split("\n")
    out = []
    for i, team in enumerate(t.teams):
        raw = kept[i] if i < len(kept) else ""
        found = read_team_line(raw, 0, "", []) if raw.startswith(RECORD) else None
        same = found is not None and found == (team.name, team.members)
        out.append(raw if same else team_line(team))
    return out


def team_limitations(t: Tournament) -> list[Problem]:
    """Return what TRF-16 cannot hold of the team event ``t``: team ids other than 1, 2, …
    in order (the id is the line's position), names wider than 32 columns, match points
    other than 2-1-0 with a PAB worth a draw and primary MP, and a number of boards larger
    than every lineup."""
    out: list[Problem] = []
    for i, team in enumerate(t.teams, start=1):
        where = Place(team=team.id)
        if team.id != i:
            out.append(
                Problem("TRF", msg("input.team.trf.limit.id", id=team.id, position=i), place=where)
            )
        if len(team.name) > _NAME_WIDTH or team.name != team.name.strip():
            out.append(
                Problem("TRF", msg("input.team.trf.limit.name", name=repr(team.name)), place=where)
            )
    if t.team_scoring not in (None, TeamScoring()):
        out.append(Problem("TRF", msg("input.team.trf.limit.scoring")))
    largest = largest_lineup(t)
    if t.boards is not None and t.boards != largest:
        out.append(
            Problem("TRF", msg("input.team.trf.limit.boards", boards=t.boards, largest=largest))
        )
    return out
