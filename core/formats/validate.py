"""Consistency checks of a whole tournament, of players or of teams: both sides of every
game agree (formats.md 1), and in a team event the team rules of :mod:`core.formats.lineups`
(rules.md 9.1, formats.md 6.1), all through one :func:`check`.

Every reader builds a :class:`~core.model.Tournament` and calls :func:`check` (or
:func:`event_problems`) with one locator that maps a :class:`~core.errors.Place` (a player or a
team, and a round) to the place in its own input, so the problems name the file and line or
the cell the organiser must fix.
"""

from __future__ import annotations

from collections.abc import Callable

from core.errors import InputError, Locator, Place, Problem, located
from core.formats.crosstable import format_token
from core.i18n.message import Msg, msg
from core.model import Color, Outcome, Player, PlayerId, RoundResult, Tournament


def sides_agree(a: RoundResult, b: RoundResult) -> bool:
    """Return whether ``b`` can be the opponent's record of the round ``a`` records: the
    mirrored result (a double forfeit on both sides) and not both with the same colour."""
    return b.outcome in a.outcome.mirrors and (a.color is None or a.color is not b.color)


def _games_agree(tournament: Tournament, players: dict[PlayerId, Player]) -> bool:
    """Return whether every game and forfeit of ``tournament`` is recorded alike by both
    players. Each game is compared once, from its lower id's side: a lower side whose
    opponent's record names it back, with the mirrored result and not the same colour,
    confirms both records (the relation is symmetric), and every paired record must be
    confirmed. When not, :func:`validate` goes over every round from both sides to name each
    problem where it is."""
    paired = confirmed = 0
    # The opponent's round by two subscripts, an unknown opponent or a missing round caught
    # as the rare exception, not a look-up, a test and the length for every round.
    results_of = {pid: p.results for pid, p in players.items()}
    for p in tournament.players:
        pid = p.id
        for r, res in enumerate(p.results):
            o = res.opponent
            if o is None:
                continue
            paired += 1
            if o > pid:
                try:
                    other = results_of[o][r]
                except (KeyError, IndexError):
                    return False
                if (  # sides_agree, written out: this loop visits every round
                    other.opponent != pid
                    or other.outcome not in res.outcome.mirrors
                    or (res.color is not None and res.color is other.color)
                ):
                    return False
                confirmed += 1
            elif o == pid:
                return False
    return paired == 2 * confirmed


def default_locator(source: str) -> Locator:
    """Return a locator that names the player or team and the round (an input without
    lines or cells: a generated event, a page of a web site)."""

    def locate(place: Place) -> Problem:
        return Problem(source=source, message="", place=place)

    return locate


def validate(
    tournament: Tournament, locate: Locator, *, pending: bool | None = None
) -> list[Problem]:
    """Return every consistency problem of ``tournament`` (empty when it is sound).

    Checks: equal list lengths, no more rounds than announced, known opponents, nobody paired
    against themselves or twice in a round, both sides of each game and forfeit agreeing
    (result and colours), nothing but absences after a withdrawal, no pending game before a
    finished one (:func:`pending_before_results`; ``pending`` ``False``: the reader knows
    that no game is pending, ``None``: look).
    """
    problems: list[Problem] = []

    def bad(pid: int, rnd: int | None, message: Msg) -> None:
        problems.append(located(locate, Place(player=pid, round=rnd), message))

    players = tournament.by_id()
    _length_problems(tournament, bad)
    if not _games_agree(tournament, players) and _side_problems(tournament, players, bad):
        # Two players claiming the same opponent always break a back-reference; only then
        # is it worth listing who claimed whom.
        _paired_twice(tournament, players, bad)
    _after_withdrawal(tournament, bad)
    if pending is False:
        return problems
    return problems + pending_before_results(tournament, locate)


_Bad = Callable[[int, int | None, Msg], None]
"""Notes a problem of a player (``pid``) in a round (``None``: of the whole list)."""


def _length_problems(tournament: Tournament, bad: _Bad) -> None:
    """Note every results list longer than the rounds announced, or of another length than
    the longest."""
    lengths = {len(p.results) for p in tournament.players}
    k = max(lengths, default=0)
    rounds = tournament.rounds
    if k > rounds:
        for p in tournament.players:
            if len(p.results) > rounds:
                bad(
                    p.id,
                    None,
                    msg("grid.results-over-rounds", results=len(p.results), rounds=rounds),
                )
    if len(lengths) > 1:
        for p in tournament.players:
            if len(p.results) != k:
                bad(p.id, None, msg("grid.results-uneven", results=len(p.results), others=k))


def _side_problems(tournament: Tournament, players: dict[PlayerId, Player], bad: _Bad) -> bool:
    """Note every round whose opponent is unknown, the player, or does not name the player
    back with the mirrored result and another colour; return whether some opponent named
    another player back."""
    mismatch = False
    for p in tournament.players:
        for r, res in enumerate(p.results, start=1):
            if res.opponent is None:
                continue
            opp = players.get(res.opponent)
            if opp is None:
                token = repr(format_token(res))
                bad(p.id, r, msg("grid.opponent-not-in-event", token=token, opponent=res.opponent))
                continue
            if res.opponent == p.id:
                bad(p.id, r, msg("grid.paired-self"))
                continue
            other = opp.results[r - 1] if r <= len(opp.results) else None
            if other is None:
                continue
            if other.opponent == p.id and sides_agree(res, other):
                continue  # the common case: both sides agree
            token, other_token = repr(format_token(res)), repr(format_token(other))
            if other.opponent != p.id:
                mismatch = True
                bad(
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
            elif other.outcome not in res.outcome.mirrors:
                found = msg(
                    "grid.results-disagree",
                    token=token,
                    opponent=opp.id,
                    other=other_token,
                    round=r,
                )
                bad(p.id, r, found)
            elif res.color is not None and res.color == other.color:
                white = res.color is Color.WHITE
                found = msg(
                    "grid.same-colour.white" if white else "grid.same-colour.black",
                    player=p.id,
                    opponent=opp.id,
                    round=r,
                )
                bad(p.id, r, found)
    return mismatch


def _paired_twice(tournament: Tournament, players: dict[PlayerId, Player], bad: _Bad) -> None:
    """Note every player whose opponent of a round is claimed by another player too."""
    claims: dict[tuple[int, int], list[int]] = {}
    for p in tournament.players:
        for r, res in enumerate(p.results, start=1):
            if res.opponent is not None:
                claims.setdefault((r, res.opponent), []).append(p.id)
    for (r, opp_id), who in sorted(claims.items()):
        if len(who) > 1 and opp_id in players:
            for pid in who:
                bad(pid, r, msg("grid.paired-twice", player=opp_id, round=r, by=tuple(who)))


def _after_withdrawal(tournament: Tournament, bad: _Bad) -> None:
    """Note every round other than an absence after a player's withdrawal."""
    for p in tournament.players:
        if p.withdrawn_after is not None:
            for r, res in enumerate(p.results, start=1):
                if r > p.withdrawn_after and res.outcome is not Outcome.ABSENT:
                    token = repr(format_token(res))
                    after = p.withdrawn_after
                    bad(p.id, r, msg("grid.after-withdrawal", after=after, token=token, round=r))


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
        located(
            locate, Place(player=first, round=r), msg("grid.round-no-results", round=r, later=last)
        )
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
        located(
            locate,
            Place(player=p.id, round=r),
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


def event_problems(
    tournament: Tournament,
    locate: Locator,
    *,
    pending: bool | None = None,
    scored: bool | None = None,
) -> list[Problem]:
    """Return every problem of ``tournament``: :func:`validate` and :func:`empty_rounds`,
    the game scores' :func:`core.formats.validate_scores.score_problems`, and for a team event
    :func:`core.formats.lineups.team_problems` (empty when it is sound).

    A reader that knows from its input that no game is pending (``pending=False``) or that no
    game has a score (``scored=False``) says so, and the rounds are not searched for them
    (each search is a pass over every round); ``None`` (the default): look."""
    found = validate(tournament, locate, pending=pending) + empty_rounds(tournament, locate)
    # The checks of game scores and of teams are imported by the events that have them.
    if scored is not False:  # rules.md 13.2, only with game scores
        from core.formats.validate_scores import score_problems

        found += score_problems(tournament, locate)
    if tournament.system.is_team:
        from core.formats.lineups import team_problems

        found += team_problems(tournament, locate)
    return found


def check(
    tournament: Tournament,
    locate: Locator,
    *,
    pending: bool | None = None,
    scored: bool | None = None,
) -> Tournament:
    """Return ``tournament`` when :func:`event_problems` finds nothing (``pending`` and
    ``scored`` as there).

    :raises InputError: listing every problem, each with its line or cell.
    """
    found = event_problems(tournament, locate, pending=pending, scored=scored)
    if found:
        raise InputError(found)
    return tournament


def mirror(result: RoundResult, me: PlayerId) -> RoundResult:
    """Return the opponent's view of ``result`` (used by writers and generators)."""
    assert result.opponent is not None
    outcome = result.outcome.mirrors[0]  # a forfeit loss mirrors to a forfeit win
    color = None
    if result.color is not None:
        color = Color.BLACK if result.color is Color.WHITE else Color.WHITE
    return RoundResult(outcome, me, color)


def check_summary(t: Tournament, file: str) -> Msg:
    """Return the line saying what a check read and found consistent: players and rounds, a
    team event's teams and boards too (``tiebreak check``, the add-on's *Check results*)."""
    if t.system.is_team:
        return msg(
            "input.team.check-ok",
            file=file,
            teams=len(t.teams),
            boards=t.boards or 0,
            count=len(t.players),
            played=t.complete_rounds,
            rounds=t.rounds,
        )
    return msg(
        "cli.check.ok", file=file, count=len(t.players), played=t.complete_rounds, rounds=t.rounds
    )
