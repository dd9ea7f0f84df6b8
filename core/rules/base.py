"""The protocol every rule set implements, and the per-round entry it produces.

A rule set answers three questions (rules.md 4): what a player's score counts for in other
players' sums (``seen``), what each of a player's own rounds adds (``entries``), and how a
low cut chooses what to remove (``cut_mode``). Tie-breaks ask; they never test an edition.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from core.engine.context import Context
from core.explain import Cites
from core.i18n.message import Msg, msg
from core.model import Outcome, PlayerId


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


@dataclass(frozen=True, slots=True)
class View:
    """A rule set applied to one tournament: adjusted scores and every entry."""

    seen: dict[PlayerId, int]
    entries: dict[PlayerId, list[Entry]]
    adjusted_rounds: dict[PlayerId, tuple[int, ...]]
    """Rounds of each player whose points were replaced in ``seen`` (for the notes)."""


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

    def entries_for(
        self, ctx: Context, pid: PlayerId, seen: Mapping[PlayerId, int], raw: Mapping[PlayerId, int]
    ) -> list[Entry]:
        """Return the entries of ``pid``'s rounds."""
        ...

    def build(self, ctx: Context) -> View:
        """Return the adjusted scores and the entries of every player."""
        ...

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> Msg:
        """Return the reason of ``entry`` with its parameters, for the explanation."""
        ...


class BaseRuleSet:
    """Shared plumbing of the rule sets: ``build`` is ``adjust`` then ``entries_for``."""

    id: str
    title: str
    cut_mode: CutMode
    forfeits_are_games = False

    def adjust(self, ctx: Context) -> tuple[dict[PlayerId, int], dict[PlayerId, tuple[int, ...]]]:
        """Return what every player's score counts for others, and the rounds adjusted."""
        raise NotImplementedError

    def entries_for(
        self, ctx: Context, pid: PlayerId, seen: Mapping[PlayerId, int], raw: Mapping[PlayerId, int]
    ) -> list[Entry]:
        """Return the entries of ``pid`` given what every opponent counts for (``seen``)
        and scored (``raw``)."""
        raise NotImplementedError

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> Msg:
        """Return the reason of ``entry`` with its parameters, for the explanation."""
        raise NotImplementedError

    def build(self, ctx: Context) -> View:
        """Return the adjusted scores and the entries of every player."""
        return build_view(self, ctx)


def draws_in(
    ctx: Context, rounds: Callable[[PlayerId], Iterable[int]]
) -> tuple[dict[PlayerId, int], dict[PlayerId, tuple[int, ...]]]:
    """Return every player's score with the rounds (1-based) ``rounds(pid)`` names counted as
    draws, and the rounds whose points that changed."""
    seen: dict[PlayerId, int] = {}
    adjusted: dict[PlayerId, tuple[int, ...]] = {}
    d = ctx.d
    for pid in ctx.ids:
        total = ctx.score[pid]
        pts = ctx.points[pid]
        changed = []
        for r in rounds(pid):
            if pts[r - 1] != d:
                total += d - pts[r - 1]
                changed.append(r)
        seen[pid] = total
        if changed:
            adjusted[pid] = tuple(sorted(changed))
    return seen, adjusted


def build_view(rules: RuleSet, ctx: Context) -> View:
    """Return the view of ``rules`` on ``ctx``: adjusted scores once, then every entry."""
    seen, adjusted = rules.adjust(ctx)
    entries = {pid: rules.entries_for(ctx, pid, seen, ctx.score) for pid in ctx.ids}
    return View(seen, entries, adjusted)


def outcome(o: Outcome) -> Msg:
    """Return the name of a kind of round as a message (``outcome.half-bye``, ...)."""
    return msg(f"outcome.{o.value}")


def opponent_note(ctx: Context, view: View, opp: PlayerId, why_key: str) -> Msg:
    """Return what an opponent's score counts for: ``entry.game`` when as recorded, else
    ``entry.game-adjusted`` with the rounds counted differently and ``why_key``, the
    message saying why."""
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
