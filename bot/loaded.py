"""A linked tournament as the commands read it: parsed, with its standings under its
settings (:class:`Loaded`), built in the bot's process or in a worker's."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass, field

from bot import sources
from bot.errors import (
    BotError,
    NoPrizesError,
    NotTeamEventError,
    TeamEventError,
    TeamLookupError,
)
from bot.jobs import give_prizes
from bot.store import LinkedTournament
from core.engine.presets import lichess_id
from core.engine.standings import Standings, compute_standings
from core.errors import UnknownTiebreakError
from core.explain import Explanation
from core.i18n.message import msg
from core.model import Player, PlayerId, Team, Tournament
from core.players import NameIndex, entrant_entries, find_player, find_team
from core.players import TeamLookupError as TeamNameError
from core.questions.lichess import LichessComparison, compare_with_lichess
from core.questions.prizes import PrizeResult
from core.tiebreaks.registry import Scope

_REFUSED: dict[Scope, type[TeamEventError | NotTeamEventError]] = {
    Scope.PLAYERS: TeamEventError,
    Scope.TEAMS: NotTeamEventError,
}
"""The error of an option naming an entrant of a scope the event does not rank."""

FOUND_KEPT = 4096
"""Lookups a loaded tournament keeps (:attr:`Loaded.found`)."""


@dataclass(frozen=True, slots=True, weakref_slot=True)  # weakref: the memory test
class Loaded:
    """A linked tournament with its parsed data and standings under its settings."""

    linked: LinkedTournament
    tournament: Tournament
    standings: Standings
    """The standings under the tournament's settings: its players, or the teams of a team
    event (``standings.scope``); every command reads these."""
    found: dict[str, Player] = field(default_factory=dict, compare=False, repr=False)
    """The players named so far by what was typed (:meth:`player`): the same player is asked
    about with command after command, and each lookup reads every name (0.07 ms at 1,000
    players, a tenth of a new /player answer)."""
    ranked: dict[Hashable, Standings] = field(default_factory=dict, compare=False, repr=False)
    """The standings under other rule sets or orders that comparisons computed
    (:data:`core.questions.compare.Kept`): in a worker, comparison after comparison of one
    revision ranks the same few again (0.18 s of CPU for two rule sets at 1,000 x 11)."""
    numbers: dict[int, Player] = field(default_factory=dict, compare=False, repr=False)
    """The players by starting number (:meth:`player`), made at the first lookup."""
    names: list[NameIndex[Player | Team]] = field(default_factory=list, compare=False, repr=False)
    """The entrants' names folded once (:meth:`suggestions`), made at the first autocomplete:
    each keystroke is a new string, and folding and testing every name was 0.7 ms of
    a suggestion at 1,000 players (0.07 ms with the index)."""
    _played: list[int] = field(default_factory=list, compare=False, repr=False)
    _by_id: list[dict[PlayerId, Player]] = field(default_factory=list, compare=False, repr=False)

    def by_id(self) -> dict[PlayerId, Player]:
        """The players by id (:meth:`Tournament.by_id`), made once: a score card names each
        opponent, and it made the table of every player for each card (with the catalogue's
        faster rendering, a new /player at 1,000 x 11 went from 2.24 M to 1.29 M
        instructions). Two threads may both make it: equal tables, the first kept."""
        if not self._by_id:
            self._by_id.append(self.tournament.by_id())
        return self._by_id[0]

    @property
    def rounds_played(self) -> int:
        """The rounds in the tournament's results (:attr:`Tournament.rounds_played`), read
        once: it reads every player (0.03 ms at 1,000), and a standings page or an
        ``after_round`` lookup asks for it each time (300 pages built ahead at 1,000 x 11
        read it 300 times)."""
        if not self._played:
            self._played.append(self.tournament.rounds_played)
        return self._played[0]

    @property
    def scope(self) -> Scope:
        """Whether the event ranks players or teams."""
        return self.standings.scope

    def individual(self) -> Standings:
        """Return the standings of an individual event, for the commands that name a player.

        The one place the bot refuses a kind of event: a command's ``player`` option (the
        ``/player`` score card of games, ``/whatif player:``) names one of the players,
        who in a team event get no standings of their own (rules.md 9.1); its ``team``
        option names a team instead (:meth:`entrant`). ``/compare`` and ``/prizes`` rank
        either kind, as the standings do.

        :raises TeamEventError: on a team event.
        """
        self.ranks(Scope.PLAYERS)
        return self.standings

    def ranks(self, scope: Scope) -> None:
        """Refuse a command option naming an entrant of ``scope`` on an event that ranks the
        other kind: a player on a team event, a team on an individual event.

        :raises TeamEventError, NotTeamEventError: as those say.
        """
        # The one place the bot refuses a kind of event (see :meth:`individual`).
        if self.scope is not scope:
            raise _REFUSED[scope](self.tournament.name or self.linked.slug)

    def player(self, query: str) -> Player:
        """Return the player ``query`` names (see :func:`find_player`).

        :raises TeamEventError: on a team event.
        """
        self.individual()
        hit = self.found.get(query)
        if hit is None:
            hit = self._numbered(query) or find_player(self.tournament, query)
            if len(self.found) < FOUND_KEPT:
                self.found[query] = hit
        return hit

    def _numbered(self, query: str) -> Player | None:
        """The player a starting number names, as :func:`find_player` finds it (the first
        with that number), from a table made once: each new question names another player,
        and the lookup read every player (6% of a new /buchholz at 1,000 players)."""
        q = query.strip()
        if not (q.isascii() and q.isdigit()):
            return None
        if not self.numbers:
            for p in self.tournament.players:
                self.numbers.setdefault(int(p.id), p)
        return self.numbers.get(int(q))

    def suggestions(self, typed: str, limit: int) -> list[Player | Team]:
        """Return up to ``limit`` entrants of the event's scope for an autocomplete (see
        :func:`core.players.suggest_players`)."""
        if not self.names:  # two threads may both build it: the same index, one kept
            self.names.append(NameIndex(entrant_entries(self.tournament)))
        return self.names[0].suggest(typed, limit)

    def entrant(self, player: str | None, team: str | None) -> PlayerId:
        """Return the entrant a command names: a player of an individual event (``player``),
        a team of a team event (``team``: its number or a unique part of its name).

        :raises BotError: when neither or both are given.
        :raises TeamEventError: for a player on a team event.
        :raises NotTeamEventError: for a team on an individual event.
        :raises TeamLookupError: for no team or several.
        """
        if (player is None) == (team is None):
            raise BotError(msg("bot.team.error.player-or-team"))
        if team is None:
            assert player is not None
            return self.player(player).id
        self.ranks(Scope.TEAMS)
        try:
            return PlayerId(find_team(self.tournament, team).id)
        except TeamNameError as err:
            raise TeamLookupError(err) from None

    def explanation(self, pid: PlayerId, code: str) -> Explanation:
        """Return the explanation of ``code`` (as the user typed it) for ``pid``; the
        standings keep it, and :meth:`explained` then tells a command that its answer is only
        rendering."""
        st = self.standings
        return st.explain(pid, st.spec(code).code)

    def explained(self, player: str, code: str) -> bool:
        """Whether the explanation of ``code`` for the player ``player`` names (as typed)
        is kept, the player found before, and the event not lichess's (whose explanations
        add a comparison with another rule set's standings)."""
        hit = self.found.get(player)
        if hit is None or lichess_id(self.tournament) is not None:
            return False
        try:
            spec = self.standings.spec(code)
        except UnknownTiebreakError:  # the answer's build says so
            return False
        return self.standings.kept(hit.id, spec.code)

    def lichess(self, pid: PlayerId) -> LichessComparison | None:
        """For an event imported from lichess: what lichess shows for ``pid`` beside the rule
        set in force (or, when that is lichess's, beside FIDE's); else ``None``."""
        if lichess_id(self.tournament) is None:
            return None
        return compare_with_lichess(self.tournament, pid, self.standings.rules)

    def prizes(self) -> PrizeResult:
        """Return the stored prize list given out on these standings.

        :raises NoPrizesError: when no prize list was set.
        :raises PrizeListError: when it does not fit the tournament (any more).
        """
        st = self.standings
        text, source = self.linked.prizes, self.linked.prizes_source or "prizes.json"
        if text is None:
            raise NoPrizesError(self.linked.slug)
        return give_prizes(st, text, source)


def build_loaded(
    linked: LinkedTournament, after_round: int | None = None, *, parsed: Tournament | None = None
) -> Loaded:
    """Return the tournament of ``linked`` with its standings under its settings (after
    round ``after_round``; without it the current ones, a round in progress counted).
    ``parsed``: its snapshot read already (the current standings' tournament, for those
    after an earlier round: reading 1,000 x 11 again was 35-40 ms of a 100 ms build)."""
    t = parsed or sources.from_snapshot(linked.snapshot or "{}", name=linked.name)
    order = list(linked.order) if linked.order else None
    st = compute_standings(
        t,
        rules=linked.rules,
        order=order,
        after_round=after_round,
        live=after_round is None,
    )
    return Loaded(linked, t, st)


_BUILT: OrderedDict[tuple[int, str, int], Loaded] = OrderedDict()


def worker_loaded(linked: LinkedTournament) -> Loaded:
    """:func:`build_loaded` for a job in a worker process (:mod:`bot.workers`), which gets
    the linked tournament (its snapshot text) rather than the parsed standings: the few
    tournaments asked about last are kept, so a second question about one is not parsed
    again."""
    key = (linked.guild_id, linked.slug, linked.revision)
    found = _BUILT.get(key)
    if found is None:
        found = _BUILT[key] = build_loaded(linked)
        while len(_BUILT) > 4:
            _BUILT.popitem(last=False)
    _BUILT.move_to_end(key)
    return found


__all__ = ["Loaded", "build_loaded", "worker_loaded"]
