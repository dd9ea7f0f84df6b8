"""Team events in the bot: their standings, the teams a command names, and the
refusal of player commands.

A linked team event (``team-swiss`` or ``team-round-robin``: a tournament JSON with teams, a
TRF-16 file with ``013`` lines, a sheet in the board-games layout) is ranked by
:func:`core.teams.standings.compute_team_standings` under the tournament's rule set and
order. Its players get no tie-breaks of their own (rules.md 9.1), so ``/player``,
``/buchholz``, ``/tiebreak player``, ``/why player_a player_b``, ``/prizes`` and ``/compare``
answer with :class:`TeamEventError` instead of numbers for another event than the one
linked. The players' view of the event (:func:`core.teams.individual.individual_view`, the
command line's ``--individual``) is still computed, so that code reading
:attr:`bot.service.Loaded.standings` keeps working; the player commands do not show it.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot import markup
from bot.errors import BotError
from bot.render.errors import candidate_md
from core.engine.standings import Standings, compute_standings
from core.i18n.message import msg
from core.model import PlayerId, Team, Tournament
from core.players import TeamLookupError as TeamNameError
from core.players import find_team, fold
from core.teams.individual import individual_view
from core.tiebreaks.registry import Scope, parse_code


class TeamEventError(BotError):
    """A player command on a team event."""

    def __init__(self, name: str) -> None:
        super().__init__(msg("bot.team.error.player-command", name=markup.md_short(name, 100)))


class NotTeamEventError(BotError):
    """A team option on an individual event."""

    def __init__(self, name: str) -> None:
        super().__init__(msg("bot.team.error.not-team-event", name=markup.md_short(name, 100)))


class TeamLookupError(BotError):
    """No team, or several, match what was typed for a team option."""

    def __init__(self, err: TeamNameError) -> None:
        query = markup.md_short(err.query, 100)
        if err.found:
            found = tuple(candidate_md(c, 100) for c in err.found)
            super().__init__(msg("bot.team.error.ambiguous", query=query, teams=found))
        elif err.close:
            close = tuple(candidate_md(c, 100) for c in err.close)
            super().__init__(msg("bot.team.error.no-team-close", query=query, teams=close))
        else:
            super().__init__(msg("bot.team.error.no-team", query=query))


def standings(
    t: Tournament, rules: str | None, order: Sequence[str] | None, after_round: int | None
) -> tuple[Standings, Standings]:
    """Return the team standings of the team event ``t`` under the tournament's settings,
    and its players' view (the default individual order, the same rule set)."""
    team_st = compute_standings(t, rules=rules, order=order, after_round=after_round)
    players = compute_standings(individual_view(t), rules=team_st.rules, after_round=after_round)
    return team_st, players


def check(t: Tournament, rules: str | None = None, order: Sequence[str] | None = None) -> None:
    """Compute the standings of ``t`` once, so that what could not be shown later is refused
    now (a rule set or code the event does not take, an event the engine refuses).

    :raises TiebreakError: as the engine does.
    """
    if t.system.is_team:
        compute_standings(t, rules=rules, order=order)
    else:
        compute_standings(t, rules=rules, order=order)


def canonical_codes(t: Tournament, codes: Sequence[str]) -> list[str]:
    """Return ``codes`` in their canonical spelling: team codes (rules.md 9.5) for a team
    event, individual ones otherwise.

    :raises UnknownTiebreakError: for a code the event does not take.
    """
    if t.system.is_team:  # the primary score does not change a code's spelling
        return [parse_code(c, Scope.TEAMS).code for c in codes]
    return [parse_code(c).code for c in codes]


def team_of(t: Tournament, query: str) -> PlayerId:
    """Return the id (as the standings key it) of the team ``query`` names: its number or
    its name, a unique part being enough (:func:`core.players.find_team`).

    :raises NotTeamEventError: on an individual event.
    :raises TeamLookupError: for no team or several.
    """
    if not t.system.is_team:
        raise NotTeamEventError(t.name or "")
    try:
        return PlayerId(find_team(t, query).id)
    except TeamNameError as err:
        raise TeamLookupError(err) from None


def suggest_teams(t: Tournament, typed: str, limit: int) -> list[Team]:
    """Return up to ``limit`` teams for an autocomplete: name prefixes first, then word
    prefixes, then any part of the name or the number (accent- and case-insensitive)."""
    fq = fold(typed)
    ranked: list[tuple[int, int, Team]] = []
    for tm in t.teams:
        name = fold(tm.name)
        if not fq or name.startswith(fq) or str(tm.id) == fq:
            ranked.append((0, tm.id, tm))
        elif any(w.startswith(fq) for w in name.split()):
            ranked.append((1, tm.id, tm))
        elif fq in name or fq in str(tm.id):
            ranked.append((2, tm.id, tm))
    ranked.sort(key=lambda x: (x[0], x[1]))
    return [tm for _, _, tm in ranked[:limit]]
