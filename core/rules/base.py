"""The protocol every rule set implements, and the per-round entry it produces.

A rule set answers three questions (rules.md 4): what a player's score counts for in other
players' sums (``seen``), what each of a player's own rounds adds (``entries``), and how a
low cut chooses what to remove (``cut_mode``). Tie-breaks ask; they never test an edition.
"""

import enum
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import NamedTuple, Protocol

from core.explain import Cites
from core.i18n.message import Msg, msg
from core.model import Outcome, PlayerId, RoundResult
from core.rules.context import Context


class CutMode(enum.Enum):
    """How a low cut chooses what to remove (rules.md 5)."""

    FIDE = "fide"
    """The VUR with the smallest contribution first, when not smaller (C.07 16.5)."""
    PLAIN = "plain"
    """The smallest number, whatever the round was."""


class Why(enum.Enum):
    """Why a round adds what it adds (the reason :meth:`RuleSet.note` puts into words)."""

    GAME = "game"
    """A game (or a pairing the rule set counts as one): the opponent's score."""
    FORFEIT = "forfeit"
    """A forfeit the rule set counts as a game against the scheduled opponent (lichess)."""
    RR_FORFEIT = "rr-forfeit"
    """A forfeit of a round robin: the scheduled opponent's recorded score (C.07 15.2)."""
    RR_FREE = "rr-free"
    """The free round of a round robin: nothing, and no cut sees it (C.07 15.2)."""
    DUMMY = "dummy"
    """An own unplayed round: the dummy opponent with the player's own score (C.07 16.4)."""
    CAP_OPPONENT = "cap-opponent"
    """The dummy capped at the scheduled opponent's score (C.07 16.4.1)."""
    CAP_ROUNDS = "cap-rounds"
    """The dummy capped at a draw in every round (C.07 16.4.2)."""
    VIRTUAL = "virtual"
    """A virtual opponent (FIDE 2009, lichess)."""
    HALF = "half"
    """Half the most a player can score (ČAS rule 3)."""
    ZERO = "zero"
    """Nothing: an own unplayed round counts 0 (US Chess 34E)."""
    LATE = "late"
    """A late entry's half-point bye of round 1, which lichess does not count."""
    NONE = "none"
    """A round the rule set gives no entry."""


class Entry(NamedTuple):
    """What one round of a player adds to a sum-type tie-break (rules.md 3.3).

    Numbers are integer units of the context. ``value`` None: the round adds nothing and no
    cut sees it. ``points`` is the player's own points in the round (the SB factor).
    """

    round: int
    outcome: Outcome
    opponent: PlayerId | None
    raw: int | None
    value: int | None
    vur: bool
    points: int
    cites: Cites
    why: Why


class View:
    """A rule set applied to one tournament: adjusted scores, what every round adds, and the
    entries of a player when an explanation asks for them.

    The values path (a standings table) reads the plain integer lists ``values``,
    ``factors`` and ``vur_values``; the explain path reads ``entries``, built for one player
    on first use by the same rule set from the same adjusted scores: one 9-field
    :class:`Entry` per player-round up front made the view of a big event several times
    dearer.
    """

    __slots__ = ("adjusted_rounds", "entries", "factors", "notes", "seen", "values", "vur_values")

    def __init__(
        self,
        seen: dict[PlayerId, int],
        entries: Mapping[PlayerId, list[Entry]],
        adjusted_rounds: dict[PlayerId, tuple[int, ...]],
        sums: tuple[dict[PlayerId, list[int]], dict[PlayerId, list[int]], dict[PlayerId, list[int]]]
        | None = None,
    ) -> None:
        self.seen = seen
        self.entries = entries
        self.notes: dict[tuple[PlayerId, str], Msg] = {}
        """What each opponent's score counts for (:func:`opponent_note`), made once for all
        the players who met it."""
        self.adjusted_rounds = adjusted_rounds
        """Rounds of each player whose points were replaced in ``seen`` (for the notes)."""
        values, factors, vur_values = sums if sums is not None else _sums_of(entries)
        self.values = values
        """By player: the value of every round that has one (rules.md 3.3), its games first,
        then its other rounds (the values path needs no round order)."""
        self.factors = factors
        """By player: the SB factor (own points in the round) of each of those rounds."""
        self.vur_values = vur_values
        """By player: the values of those rounds that are VURs (the FIDE cut, C.07 16.5)."""


def _sums_of(
    entries: Mapping[PlayerId, list[Entry]],
) -> tuple[dict[PlayerId, list[int]], dict[PlayerId, list[int]], dict[PlayerId, list[int]]]:
    """Return the values path's lists of entries given whole (the card calculator's view)."""
    values: dict[PlayerId, list[int]] = {}
    factors: dict[PlayerId, list[int]] = {}
    vur_values: dict[PlayerId, list[int]] = {}
    for pid, es in entries.items():
        counted = [e for e in es if e.value is not None]
        values[pid] = [e.value for e in counted]  # type: ignore[misc]
        factors[pid] = [e.points for e in counted]
        vur_values[pid] = [e.value for e in counted if e.vur]  # type: ignore[misc]
    return values, factors, vur_values


class _Entries(Mapping[PlayerId, list[Entry]]):
    """Every player's entries, each player's built on first use (an explanation)."""

    def __init__(self, rules: "RuleSet", ctx: Context, seen: dict[PlayerId, int]) -> None:
        self._rules = rules
        self._ctx = ctx
        self._seen = seen
        self._made: dict[PlayerId, list[Entry]] = {}

    def __getitem__(self, pid: PlayerId) -> list[Entry]:
        found = self._made.get(pid)
        if found is None:
            if pid not in self._ctx.points:
                raise KeyError(pid)
            found = self._made[pid] = self._rules.entries_for(
                self._ctx, pid, self._seen, self._ctx.score
            )
        return found

    def __iter__(self) -> Iterator[PlayerId]:
        return iter(self._ctx.ids)

    def __len__(self) -> int:
        return len(self._ctx.ids)


class RuleSet(Protocol):
    """How unplayed rounds count (rules.md 4)."""

    id: str
    title: str
    cut_mode: CutMode
    forfeits_are_games: bool
    """Whether a forfeit counts as a game against the scheduled opponent (naive, cas), for
    the tie-breaks that look at games, such as RANKRES (rules.md 6.10)."""

    def adjust(self, ctx: Context) -> tuple[dict[PlayerId, int], dict[PlayerId, tuple[int, ...]]]:
        """Return what every player's score counts for others, and the rounds adjusted."""
        ...

    def game_cites(self, ctx: Context, adjusted: bool) -> Cites:
        """Return the articles of a game over the board (``adjusted``: the opponent's score
        counts other than as recorded)."""
        ...

    def unplayed(
        self,
        ctx: Context,
        pid: PlayerId,
        i: int,
        res: RoundResult,
        seen: Mapping[PlayerId, int],
        raw: Mapping[PlayerId, int],
    ) -> Entry:
        """Return the entry of ``pid``'s round ``i + 1``, which was not a game over the board."""
        ...

    def unplayed_values(
        self, ctx: Context, pid: PlayerId, seen: Mapping[PlayerId, int], raw: Mapping[PlayerId, int]
    ) -> tuple[list[int], list[int], list[int]]:
        """Return what ``pid``'s rounds without a game add to the values path: the values,
        the SB factors and the VUR values, those of the entries of :meth:`unplayed`."""
        ...

    def entries_for(
        self, ctx: Context, pid: PlayerId, seen: Mapping[PlayerId, int], raw: Mapping[PlayerId, int]
    ) -> list[Entry]:
        """Return the entries of ``pid``'s rounds."""
        ...

    def build(self, ctx: Context) -> View:
        """Return the adjusted scores and what every player's rounds add."""
        ...

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> Msg:
        """Return the reason of ``entry`` with its parameters, for the explanation."""
        ...


class BaseRuleSet:
    """Shared plumbing of the rule sets: a game over the board counts the opponent's score as
    ``adjust`` sees it, in every rule set (rules.md 3.3); each rule set says what its other
    rounds add (``unplayed``)."""

    id: str
    title: str
    cut_mode: CutMode
    forfeits_are_games = False

    def adjust(self, ctx: Context) -> tuple[dict[PlayerId, int], dict[PlayerId, tuple[int, ...]]]:
        """Return what every player's score counts for others, and the rounds adjusted."""
        raise NotImplementedError

    def game_cites(self, ctx: Context, adjusted: bool) -> Cites:
        """Return the articles of a game over the board."""
        raise NotImplementedError

    def unplayed(
        self,
        ctx: Context,
        pid: PlayerId,
        i: int,
        res: RoundResult,
        seen: Mapping[PlayerId, int],
        raw: Mapping[PlayerId, int],
    ) -> Entry:
        """Return the entry of ``pid``'s round ``i + 1``, which was not a game over the board,
        given what every opponent counts for (``seen``) and scored (``raw``)."""
        raise NotImplementedError

    def unplayed_values(
        self, ctx: Context, pid: PlayerId, seen: Mapping[PlayerId, int], raw: Mapping[PlayerId, int]
    ) -> tuple[list[int], list[int], list[int]]:
        """Return what ``pid``'s rounds without a game (``ctx.unplayed[pid]``) add to the
        values path, in round order: the values, the SB factors (the entries' points) and
        the VUR values, read off the entries of :meth:`unplayed` (an entry without a value
        adds nothing). A rule set may work them out without the entries (FIDE's dummy
        opponent): ``tests/core/test_value_paths.py`` holds the two to the same numbers."""
        values: list[int] = []
        factors: list[int] = []
        vurs: list[int] = []
        results = ctx.players[pid].results
        for i in ctx.unplayed[pid]:
            e = self.unplayed(ctx, pid, i, results[i], seen, raw)
            if e.value is not None:
                values.append(e.value)
                factors.append(e.points)
                if e.vur:
                    vurs.append(e.value)
        return values, factors, vurs

    def entries_for(
        self, ctx: Context, pid: PlayerId, seen: Mapping[PlayerId, int], raw: Mapping[PlayerId, int]
    ) -> list[Entry]:
        """Return the entries of ``pid`` given what every opponent counts for (``seen``)
        and scored (``raw``): a game's entry here, any other round's from ``unplayed``."""
        pts = ctx.points[pid]
        out: list[Entry] = []
        for i, res in enumerate(ctx.results(pid)):
            o = res.outcome
            if o.is_played:
                opp: PlayerId = res.opponent  # type: ignore[assignment]
                s, r = seen[opp], raw[opp]
                out.append(
                    Entry(
                        i + 1, o, opp, r, s, False, pts[i], self.game_cites(ctx, s != r), Why.GAME
                    )
                )
            else:
                out.append(self.unplayed(ctx, pid, i, res, seen, raw))
        return out

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> Msg:
        """Return the reason of ``entry`` with its parameters, for the explanation."""
        raise NotImplementedError

    def build(self, ctx: Context) -> View:
        """Return the adjusted scores and what every player's rounds add."""
        return build_view(self, ctx)


def draws_in(
    ctx: Context, rounds: Callable[[PlayerId], Iterable[int]]
) -> tuple[dict[PlayerId, int], dict[PlayerId, tuple[int, ...]]]:
    """Return every player's score with the rounds (1-based) ``rounds(pid)`` names counted as
    draws, and the rounds whose points that changed. Only rounds not played over the board
    are ever counted otherwise, so ``rounds`` is not asked about a player who played all."""
    seen = dict(ctx.score)
    adjusted: dict[PlayerId, tuple[int, ...]] = {}
    d = ctx.d
    for pid in ctx.unplayed:  # a game over the board is never counted otherwise
        named = rounds(pid)
        if not named:  # most players (FIDE: every one whose last round was a game)
            continue
        total = ctx.score[pid]
        pts = ctx.points[pid]
        changed = []
        for r in named:
            if pts[r - 1] != d:
                total += d - pts[r - 1]
                changed.append(r)
        seen[pid] = total
        if changed:
            adjusted[pid] = tuple(sorted(changed))
    return seen, adjusted


_NO_VALUES: list[int] = []
"""The VUR values of a player without a VUR: one shared empty list, read only."""


def build_view(rules: RuleSet, ctx: Context) -> View:
    """Return the view of ``rules`` on ``ctx``: adjusted scores once, then what every round
    adds as plain integers, a game's the same as in :meth:`BaseRuleSet.entries_for` (the
    opponent's adjusted score, the own points as factor, never a VUR); the entries
    themselves wait for an explanation."""
    seen, adjusted = rules.adjust(ctx)
    raw = ctx.score
    # Every player's games at once (a map over dict lookups, cheaper than a comprehension:
    # benchmarks/README.md), then the other rounds of the players who have one. The values path
    # needs no round order.
    look = seen.__getitem__
    values = {pid: list(map(look, opps)) for pid, opps in ctx.game_opponents.items()}
    factors = dict(ctx.game_points)
    vur_values: dict[PlayerId, list[int]] = dict.fromkeys(ctx.ids, _NO_VALUES)
    for pid in ctx.unplayed:
        vals, facs, vurs = rules.unplayed_values(ctx, pid, seen, raw)
        values[pid] += vals
        factors[pid] = factors[pid] + facs
        if vurs:
            vur_values[pid] = vurs
    return View(seen, _Entries(rules, ctx, seen), adjusted, (values, factors, vur_values))


def forfeit_as_game(
    ctx: Context,
    pid: PlayerId,
    i: int,
    res: RoundResult,
    seen: Mapping[PlayerId, int],
    raw: Mapping[PlayerId, int],
    cites: Cites,
) -> Entry:
    """Return the entry of a forfeit that counts its scheduled opponent as a game over the
    board would (ČAS rule 1, rules.md 4.5; FIDE 2009 in a round robin, 15.2)."""
    o, opp = res.outcome, res.opponent
    assert opp is not None
    return Entry(i + 1, o, opp, raw[opp], seen[opp], o.is_vur, ctx.points[pid][i], cites, Why.GAME)


def free_round(ctx: Context, pid: PlayerId, i: int, res: RoundResult, cites: Cites) -> Entry:
    """Return the entry of a round robin's free round: no opponent, nothing added anywhere
    (rules.md 4.9)."""
    return Entry(
        i + 1, res.outcome, None, None, None, False, ctx.points[pid][i], cites, Why.RR_FREE
    )


def outcome(o: Outcome) -> Msg:
    """Return the name of a kind of round as a message (``outcome.half-bye``, ...)."""
    return _OUTCOMES[o]


_OUTCOMES = {o: msg(f"outcome.{o.value}") for o in Outcome}


def opponent_note(ctx: Context, view: View, opp: PlayerId, why_key: str) -> Msg:
    """Return what an opponent's score counts for: ``entry.game`` when as recorded, else
    ``entry.game-adjusted`` with the rounds counted differently and ``why_key``, the
    message saying why."""
    found = view.notes.get((opp, why_key))
    if found is None:
        found = view.notes[opp, why_key] = _opponent_note(ctx, view, opp, why_key)
    return found


def _opponent_note(ctx: Context, view: View, opp: PlayerId, why_key: str) -> Msg:
    raw = ctx.score.get(opp, view.seen[opp])
    seen = view.seen[opp]
    name = ctx.name(opp)
    if raw == seen:
        return msg("entry.game", opponent=name, raw=ctx.frac(raw), count=ctx.frac(raw))
    rounds = view.adjusted_rounds.get(opp, ())
    return msg(
        "entry.game-adjusted",
        opponent=name,
        raw=ctx.frac(raw),
        seen=ctx.frac(seen),
        rounds=tuple(rounds),
        count=len(rounds),
        why=msg(why_key),
    )
