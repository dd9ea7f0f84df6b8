"""The round a what-if is about and its pairings (docs/whatif.md): the pending games of the
round in progress (its finished games and byes count as they are), the games of an earlier
round (as they stood before it), or the next round's pairings as given: ``12-7,3-5`` on the
command line, or a file with one pair of starting numbers a line."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from core.boards import round_boards
from core.errors import InvalidOptionError
from core.formats.validate import check, default_locator
from core.i18n.message import Msg, msg
from core.model import Color, Outcome, PlayerId, RoundResult, Team, Tournament
from core.players import entrant_of
from core.questions.whatif import WhatIf, whatif
from core.questions.whatif_teams import team_whatif

_PAIR = re.compile(r"^\s*(\d{1,9})\s*[-,;\t ]\s*(\d{1,9})\s*$")
Pairing = tuple[PlayerId, PlayerId]


def _pair(text: str, where: Msg) -> Pairing:
    m = _PAIR.match(text)
    if m is None:
        raise InvalidOptionError(msg("whatif.error.pairing", where=where, text=repr(text)))
    return PlayerId(int(m.group(1))), PlayerId(int(m.group(2)))


def parse_pairings(text: str, where: str = "whatif.where.option") -> list[Pairing]:
    """Return the pairings of ``--pairings`` (``white-black`` pairs, comma-separated).

    ``where`` is the catalogue key naming the option (with ``{index}``) in an error.

    :raises InvalidOptionError: naming the pairing that is not two starting numbers.
    """
    return [_pair(part, msg(where, index=i)) for i, part in enumerate(text.split(","), start=1)]


def read_pairings_file(path: str) -> list[Pairing]:
    """Return the pairings of a file: one ``white,black`` (or ``white-black``) pair a line;
    blank lines, ``#`` comments and a first line ``white,black`` are skipped.

    :raises InputError: for a file that cannot be read (too large, not text: /dev/zero).
    :raises InvalidOptionError: for a line that is not a pair.
    """
    from core.formats.load import read_text  # bounded and decoded as tournament files are

    lines = read_text(path).splitlines()
    out: list[Pairing] = []
    for n, line in enumerate(lines, start=1):
        bare = line.split("#", 1)[0].strip()
        if not bare or (n == 1 and bare.replace(" ", "").lower() == "white,black"):
            continue
        out.append(_pair(bare, msg("whatif.where.file", path=path, line=n)))
    return out


class NothingPendingError(InvalidOptionError):
    """No round in progress and no pairings given: nothing to ask about (the bot and the
    command line each say how to give the pairings)."""

    def __init__(self, next_round: int) -> None:
        self.next_round = next_round
        super().__init__(msg("whatif.error.nothing-pending", next=next_round))


@dataclass(frozen=True, slots=True)
class AskedRound:
    """The round a what-if is about, as :func:`core.questions.whatif.whatif` takes it."""

    round: int
    before: Tournament
    """The event before that round (its earlier rounds only)."""
    pairings: tuple[Pairing, ...]
    """The games still to be played, white first."""
    fixed: dict[PlayerId, RoundResult] = field(default_factory=dict)
    """The results of the round already known: finished games, byes, absences."""
    finished: int = 0
    """Games of the round between two players already finished."""
    boards: tuple[int, ...] = ()
    """The board of each pairing (:mod:`core.boards`: the input's, else the page's order);
    empty for pairings given, numbered as given."""
    in_progress: bool = False
    """Whether the round is the round in progress (its pending games are the pairings)."""


def _check_as_file(t: Tournament, pairings: Sequence[Pairing], source: str) -> None:
    """Check the pairings given as the checks of a tournament file check the same round
    written in it as pending games (:func:`core.formats.validate.check`: a player who
    withdrew, one paired twice, ...), so that the command line and the bot accept what a
    file may hold, nothing more. Unknown players, a player twice and a player against
    itself are left to :func:`core.questions.whatif.whatif`, which names the board."""
    known = {p.id for p in t.players}
    ids = [x for pair in pairings for x in pair]
    if len(set(ids)) != len(ids) or not known.issuperset(ids):
        return
    k = t.rounds_played
    opponent: dict[PlayerId, tuple[PlayerId, Color]] = {}
    for w, b in pairings:
        opponent[w], opponent[b] = (b, Color.WHITE), (w, Color.BLACK)
    players = []
    for p in t.players:
        res = list(p.results[:k]) + [RoundResult(Outcome.ABSENT)] * (k - len(p.results))
        opp, color = opponent.get(p.id, (None, None))
        res.append(RoundResult(Outcome.PENDING if opp else Outcome.ABSENT, opp, color))
        players.append(p._replace(results=tuple(res)))
    check(t._replace(players=tuple(players), rounds=max(t.rounds, k + 1)), default_locator(source))


def asked_round(
    t: Tournament,
    round: int | None = None,
    pairings: Sequence[Pairing] | None = None,
    source: str = "--pairings",
) -> AskedRound:
    """Return the round to ask about (``round``; default the round in progress, else the
    next one) and its pairings.

    * ``pairings`` given: they are those of the next round (k + 1), refused while a round
      is in progress (its pending games are the pairings then).
    * the round in progress: its pending games; its finished games and byes count as
      recorded.
    * an earlier, complete round: the event as it stood before it, its games over the board
      as the pairings (its forfeits, byes and absences as recorded).

    ``source`` names where the pairings were given, in a problem with them.

    :raises NothingPendingError: without pairings when no round is in progress.
    :raises InputError: for pairings a file could not hold (:func:`_check_as_file`).
    :raises InvalidOptionError: for a round the event does not have, one after the round in
        progress, pairings given for another round than the next, or pairings of a round
        after the event's last (every round played).
    """
    pending, last = t.pending_round, t.rounds_played
    if pairings is not None:
        if pending is not None:
            raise InvalidOptionError(msg("whatif.error.in-progress", round=pending))
        if round is not None and round != last + 1:
            raise InvalidOptionError(msg("whatif.error.pairings-round", round=round, next=last + 1))
        if last + 1 > t.rounds:  # round 8 of a 7-round event: not a round of it
            raise InvalidOptionError(msg("whatif.error.beyond", rounds=t.rounds, round=last + 1))
        _check_as_file(t, pairings, source)
        return AskedRound(last + 1, t, tuple(pairings))
    r = pending if round is None else round
    if pending is not None and r is not None and r > pending:
        raise InvalidOptionError(msg("whatif.error.after-pending", round=r, pending=pending))
    if r is None or r == last + 1:
        raise NothingPendingError(last + 1)
    if not 1 <= r <= last:
        raise InvalidOptionError(msg("whatif.error.round", round=r, last=last))
    games: dict[tuple[PlayerId, PlayerId], Pairing] = {}  # boards in the order first seen
    fixed: dict[PlayerId, RoundResult] = {}
    finished = 0
    for p in t.players:
        res = p.results[r - 1] if r <= len(p.results) else RoundResult(Outcome.ABSENT)
        opp = res.opponent
        if opp is not None and (
            res.outcome is Outcome.PENDING or (r != pending and res.outcome.is_played)
        ):
            key = (min(p.id, opp), max(p.id, opp))
            if res.color is Color.WHITE:  # white first when the colours are recorded
                games[key] = (p.id, opp)
            elif res.color is Color.BLACK:
                games[key] = (opp, p.id)
            else:
                games.setdefault(key, key)
            continue
        fixed[p.id] = res
        if opp is not None and res.outcome.has_opponent and p.id < opp:
            finished += 1
    # the boards the page gives the same games (the input's, else by the score before it)
    boards = round_boards(t, r)
    ordered = sorted(games.values(), key=lambda g: boards[g[0]])
    return AskedRound(
        r,
        t.after_round(r - 1),
        tuple(ordered),
        fixed,
        finished,
        tuple(boards[g[0]] for g in ordered),
        r == pending,
    )


def whatif_round(
    t: Tournament,
    pid: PlayerId,
    *,
    round: int | None = None,
    pairings: Sequence[Pairing] | None = None,
    source: str = "--pairings",
    **options: Any,
) -> WhatIf:
    """Return :func:`core.questions.whatif.whatif` for the round :func:`asked_round` picks, its
    results already known kept (``options``: ``rules``, ``order``, ``preset``,
    ``unrated_rating``, ``exact_limit``).

    :raises InvalidOptionError: also when ``pid``'s own result of that round is known.
    """
    asked = asked_round(t, round, pairings, source)
    entrant = entrant_of(t, pid)
    if isinstance(entrant, Team):
        # Stays (the what-if's one dispatch): a team's result is its match, over several
        # boards, and its rank depends on its game points too: its own search
        # (core.questions.whatif_teams), the same rounds, the same scenarios ranked by the
        # same standings.
        return team_whatif(
            asked.before,
            entrant,
            asked.pairings,
            round=asked.round,
            fixed=asked.fixed,
            finished=asked.finished,
            boards=asked.boards or None,
            **{k: v for k, v in options.items() if k in ("rules", "order", "preset")},
        )
    if pid in asked.fixed:
        p, res = t.player(pid), asked.fixed[pid]
        raise InvalidOptionError(
            msg("whatif.error.no-game", name=p.name, id=p.id, round=asked.round)
            if res.outcome.is_played
            # a bye, an absence or a forfeit: say which, not "the result is in already"
            else msg(
                "whatif.error.no-game-outcome",
                name=p.name,
                id=p.id,
                round=asked.round,
                outcome=msg(f"outcome.{res.outcome.value}"),
            )
        )
    return whatif(
        asked.before,
        pid,
        asked.pairings,
        fixed=asked.fixed,
        finished=asked.finished,
        boards=asked.boards or None,
        **options,
    )
