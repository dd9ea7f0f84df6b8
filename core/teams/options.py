"""The options of a team event (formats.md 6.4): ``--primary`` and ``--match-points``."""

from __future__ import annotations

from core.errors import InvalidOptionError
from core.i18n.message import msg
from core.limits import scoring_problem
from core.model import Primary, TeamScoring, Tournament
from core.scores import parse_score


def parse_match_points(text: str) -> TeamScoring:
    """Return the match points ``W,D,L[,PAB]`` of ``--match-points`` (formats.md 6.4).

    :raises InvalidOptionError: for anything but three or four numbers of points, each
        bounded as a team file's match points are (read by :func:`core.scores.parse_score`,
        no exponent; from 0 to 1000 with at most 3 decimals).
    """
    parts = [p.strip() for p in text.split(",")]
    try:
        nums = [parse_score(p) for p in parts]
    except ValueError:
        nums = []
    if len(nums) not in (3, 4) or any(scoring_problem(n) is not None for n in nums):
        raise InvalidOptionError(msg("teamstd.error.match-points", text=text))
    return TeamScoring(nums[0], nums[1], nums[2], nums[3] if len(nums) == 4 else None)


def with_team_options(
    t: Tournament, *, primary: str | None = None, match_points: str | None = None
) -> Tournament:
    """Return ``t`` with ``--primary`` and ``--match-points`` applied (formats.md 6.4).

    :raises InvalidOptionError: on an individual event, or for a bad value.
    """
    if primary is None and match_points is None:
        return t
    if not t.system.is_team:
        raise InvalidOptionError(msg("teamstd.error.individual-event"))
    scoring = t.team_scoring or TeamScoring()
    if match_points is not None:
        scoring = parse_match_points(match_points)._replace(primary=scoring.primary)
    if primary is not None:
        try:
            scoring = scoring._replace(primary=Primary(primary.strip().upper()))
        except ValueError:
            raise InvalidOptionError(msg("teamstd.error.primary", text=primary)) from None
    return t._replace(team_scoring=scoring)
