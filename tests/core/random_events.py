"""Seeded random Swiss tournaments for differential tests, property tests and benchmarks.

:func:`random_tournament` builds a valid :class:`core.model.Tournament` directly from
:class:`~core.model.Player` / :class:`~core.model.RoundResult` objects and checks it with
:func:`core.formats.validate.check`, so a generator bug shows up as an ``InputError`` naming the
player and round, never as a silently wrong event.

What an event can contain (``unplayed=True``):

* games won, drawn and lost, with colours, results drawn from the rating difference;
* forfeits: one side wins (``+F``/``-F``) or both lose (double forfeit);
* pairing-allocated byes whenever an odd number of players is paired (also with
  ``unplayed=False``: an odd field needs one);
* requested byes: half-point, zero-point and full-point;
* absences in a single round, late entries (absent, or on half-point byes, in the first
  rounds) and withdrawals (``withdrawn_after`` set, absent in every later round);
* ratings over a wide range with repeated values; with ``unrated=True`` some players have
  no rating.

Pairings follow a simple Swiss scheme: players are sorted by score, then rating, then
starting number, and paired top-down, avoiding rematches where a greedy pass plus a local
swap can; the lowest-ranked player without a PAB gets it. Colours balance each player's
whites and blacks. Everything depends only on the seed.

:func:`tiebreak_core_players` feeds an event to the independent ``tiebreak-core`` package
(a test extra), for the differential test and the benchmark.
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any

from core.formats.validate import check, default_locator
from core.model import Color, Outcome, Player, PlayerId, RoundResult, Scoring, Tournament

if TYPE_CHECKING:  # pragma: no cover - typing only
    from tiebreak_core import PlayerTiebreakData

# Probabilities of the unplayed situations (per player, or per player and round, or per
# pairing). Chosen so that a 30-player, 9-round event usually shows most of them at once.
LATE_ENTRY = 0.06  # per player: joins in round 2 .. rounds//2 + 1
LATE_ON_HALF_BYES = 0.35  # a late entrant's missed rounds are half-point byes, not --
WITHDRAWAL = 0.06  # per player: withdraws after some round
REQUESTED_BYE = 0.03  # per player and round
SINGLE_ABSENCE = 0.012  # per player and round: not paired, but comes back
FORFEIT = 0.035  # per pairing
DOUBLE_FORFEIT = 0.15  # share of forfeits that both players lose
UNRATED = 0.06  # per player, with unrated=True
MAX_REQUESTED_BYES = 2  # per player

_UNIT = 2  # scores are tracked in half points while generating


def random_tournament(
    seed: int,
    players: int,
    rounds: int,
    *,
    unplayed: bool = True,
    unrated: bool = False,
    start_date: date | None = None,
) -> Tournament:
    """Return a random but valid Swiss event with ``players`` players and ``rounds`` rounds.

    The same arguments always give the same event. ``unplayed=False`` gives an event in
    which every paired player plays (only the PAB of an odd field is unplayed).
    ``unrated=True`` leaves about 6% of the players without a rating. Scoring is 1-½-0
    with a PAB worth a win; the start date defaults to a seeded date in 2024-2027.

    :raises ValueError: for fewer than 2 players or fewer than 1 round.
    :raises core.errors.InputError: if the generated event is inconsistent (a bug here).
    """
    if players < 2 or rounds < 1:
        raise ValueError("need at least 2 players and 1 round")
    rng = random.Random(seed)
    ids = list(range(1, players + 1))
    ratings = _ratings(rng, players, unrated)

    entry = {pid: 1 for pid in ids}  # first round the player can be paired
    withdrawn: dict[int, int] = {}  # pid -> withdrawn after this round
    late_half: set[int] = set()
    planned: dict[tuple[int, int], Outcome] = {}  # (pid, round) -> bye or absence
    if unplayed:
        for pid in ids:
            if rounds >= 3 and rng.random() < LATE_ENTRY:
                entry[pid] = rng.randint(2, rounds // 2 + 1)
                if rng.random() < LATE_ON_HALF_BYES:
                    late_half.add(pid)
            if rounds >= 2 and rng.random() < WITHDRAWAL:
                withdrawn[pid] = rng.randint(max(1, entry[pid]), rounds - 1)
            last = withdrawn.get(pid, rounds)
            byes = 0
            for r in range(entry[pid], last + 1):
                roll = rng.random()
                if roll < REQUESTED_BYE and byes < MAX_REQUESTED_BYES:
                    byes += 1
                    planned[pid, r] = rng.choices(
                        (Outcome.HALF_BYE, Outcome.ZERO_BYE, Outcome.FULL_BYE), (55, 25, 20)
                    )[0]
                elif roll < REQUESTED_BYE + SINGLE_ABSENCE:
                    planned[pid, r] = Outcome.ABSENT

    results: dict[int, list[RoundResult]] = {pid: [] for pid in ids}
    score = {pid: 0 for pid in ids}  # half points
    met: dict[int, set[int]] = {pid: set() for pid in ids}
    balance = {pid: 0 for pid in ids}  # whites minus blacks
    had_pab: set[int] = set()
    strength: dict[int, int] = {pid: ratings[pid] or 1400 for pid in ids}

    for r in range(1, rounds + 1):
        paired: list[int] = []
        for pid in ids:
            if r < entry[pid]:
                out = Outcome.HALF_BYE if pid in late_half else Outcome.ABSENT
                _add(results, score, pid, RoundResult(out))
            elif pid in withdrawn and r > withdrawn[pid]:
                _add(results, score, pid, RoundResult(Outcome.ABSENT))
            elif (pid, r) in planned:
                _add(results, score, pid, RoundResult(planned[pid, r]))
            else:
                paired.append(pid)
        paired.sort(key=lambda p: (-score[p], -strength[p], p))
        if len(paired) % 2:
            pab = next((p for p in reversed(paired) if p not in had_pab), paired[-1])
            paired.remove(pab)
            had_pab.add(pab)
            _add(results, score, pab, RoundResult(Outcome.PAB))
        for a, b in _pair(paired, met):
            met[a].add(b)
            met[b].add(a)
            if balance[a] < balance[b] or (balance[a] == balance[b] and rng.random() < 0.5):
                white, black = a, b
            else:
                white, black = b, a
            if unplayed and rng.random() < FORFEIT:
                if rng.random() < DOUBLE_FORFEIT:
                    _add(results, score, a, RoundResult(Outcome.FORFEIT_LOSS, PlayerId(b)))
                    _add(results, score, b, RoundResult(Outcome.FORFEIT_LOSS, PlayerId(a)))
                else:
                    winner, loser = (a, b) if rng.random() < 0.5 else (b, a)
                    _add(results, score, winner, RoundResult(Outcome.FORFEIT_WIN, PlayerId(loser)))
                    _add(results, score, loser, RoundResult(Outcome.FORFEIT_LOSS, PlayerId(winner)))
                continue
            balance[white] += 1
            balance[black] -= 1
            w_out = _game(rng, strength[white], strength[black])
            b_out = {
                Outcome.WIN: Outcome.LOSS,
                Outcome.LOSS: Outcome.WIN,
                Outcome.DRAW: Outcome.DRAW,
            }[w_out]
            _add(results, score, white, RoundResult(w_out, PlayerId(black), Color.WHITE))
            _add(results, score, black, RoundResult(b_out, PlayerId(white), Color.BLACK))

    # A round in which every player happened to be absent (two players, both away) is read
    # as a round left out while typing when a later round has results (issue 11.2), and
    # refused: one of them takes a zero-point bye instead, which scores the same. Only events
    # the check below used to refuse change.
    for r in range(1, rounds):
        if all(results[pid][r - 1].outcome is Outcome.ABSENT for pid in ids):
            free = [pid for pid in ids if not (pid in withdrawn and r > withdrawn[pid])]
            if free:
                results[free[0]][r - 1] = RoundResult(Outcome.ZERO_BYE)

    if start_date is None:
        start_date = date(2024, 1, 1) + timedelta(days=rng.randrange(4 * 365))
    event = Tournament(
        name=f"Random Swiss {seed} ({players} players, {rounds} rounds)",
        rounds=rounds,
        players=tuple(
            Player(
                id=PlayerId(pid),
                name=f"Player {pid}",
                results=tuple(results[pid]),
                rating=ratings[pid],
                withdrawn_after=withdrawn.get(pid),
            )
            for pid in ids
        ),
        scoring=Scoring(),
        start_date=start_date,
    )
    return check(event, default_locator(f"random_tournament(seed={seed})"))


def _ratings(rng: random.Random, n: int, unrated: bool) -> dict[int, int | None]:
    """Ratings for starting numbers 1..n, highest first, unrated players last.

    A mixture of a strong, a club and a junior band, rounded to 5 points so that equal
    ratings occur, clamped to 1000..2850.
    """
    values: list[int] = []
    n_unrated = 0
    for _ in range(n):
        if unrated and rng.random() < UNRATED:
            n_unrated += 1
            continue
        band = rng.random()
        mu, sigma = (2350, 180) if band < 0.2 else (1850, 220) if band < 0.8 else (1350, 200)
        value = round(rng.gauss(mu, sigma) / 5) * 5
        values.append(min(2850, max(1000, value)))
    values.sort(reverse=True)
    ordered: list[int | None] = [*values, *([None] * n_unrated)]
    return {i + 1: ordered[i] for i in range(n)}


def _add(
    results: dict[int, list[RoundResult]], score: dict[int, int], pid: int, res: RoundResult
) -> None:
    results[pid].append(res)
    score[pid] += _POINTS[res.outcome]


_POINTS = {
    Outcome.WIN: 2,
    Outcome.DRAW: 1,
    Outcome.LOSS: 0,
    Outcome.FORFEIT_WIN: 2,
    Outcome.FORFEIT_LOSS: 0,
    Outcome.PAB: 2,
    Outcome.FULL_BYE: 2,
    Outcome.HALF_BYE: 1,
    Outcome.ZERO_BYE: 0,
    Outcome.ABSENT: 0,
}


def _game(rng: random.Random, white: int, black: int) -> Outcome:
    """A result drawn from the Elo expectation, with draws likelier between equals."""
    expected = 1 / (1 + 10 ** ((black - white - 35) / 400))
    draw = 0.32 * (1 - abs(expected - 0.5) * 1.6)
    win = max(0.0, expected - draw / 2)
    roll = rng.random()
    if roll < win:
        return Outcome.WIN
    if roll < win + draw:
        return Outcome.DRAW
    return Outcome.LOSS


_SCAN = 60  # how far down the list a player looks for a new opponent


def _pair(order: list[int], met: dict[int, set[int]]) -> list[tuple[int, int]]:
    """Pair an even list top-down, avoiding rematches where a greedy pass can.

    Each unpaired player takes the next unpaired player below it that it has not met
    (looking at most ``_SCAN`` places ahead); failing that, the next one. A rematch left
    at the end is then repaired by swapping partners with an earlier pair where both new
    pairs are first meetings.
    """
    n = len(order)
    used = [False] * n
    pairs: list[tuple[int, int]] = []
    top = 0
    for _ in range(n // 2):
        while used[top]:
            top += 1
        used[top] = True
        a = order[top]
        first_free = -1
        choice = -1
        seen = 0
        j = top + 1
        while j < n and seen < _SCAN:
            if not used[j]:
                if first_free < 0:
                    first_free = j
                if order[j] not in met[a]:
                    choice = j
                    break
                seen += 1
            j += 1
        if choice < 0:
            choice = first_free if first_free >= 0 else next(i for i in range(n) if not used[i])
        used[choice] = True
        pairs.append((a, order[choice]))
    for i, (a, b) in enumerate(pairs):
        if b not in met[a]:
            continue
        for j in range(i - 1, max(-1, i - 1 - _SCAN), -1):
            c, d = pairs[j]
            if c not in met[a] and d not in met[b]:
                pairs[i], pairs[j] = (a, c), (b, d)
                break
            if d not in met[a] and c not in met[b]:
                pairs[i], pairs[j] = (a, d), (c, b)
                break
    return pairs


def tiebreak_core_players(t: Tournament) -> dict[int, PlayerTiebreakData]:
    """Return ``t`` as tiebreak-core 1.2.0 input: ``{id: PlayerTiebreakData}``.

    Only 1-½-0 scoring can be expressed (tiebreak-core accepts round scores 0, 0.5, 1).
    Mapping of our round kinds (rules.md 3.1) to tiebreak-core's game kinds:

    * win/draw/loss -> ``played`` with the opponent and colour;
    * forfeit win/loss (also a double forfeit) -> ``forfeit_win``/``forfeit_loss`` with
      the scheduled opponent, so the 2026 cap 16.4.1 can read the opponent's score;
    * PAB and full-point bye -> ``pairing_bye`` (category 16.2.1, not a VUR, and a round
      that ends a 16.2.5 run, as in rules.md 3.1);
    * half-point bye -> ``requested_bye`` 0.5; zero-point bye and every absence (late
      entry, single absence, after withdrawal) -> ``requested_bye`` 0.0: tiebreak-core's
      ``absent`` kind means "no slot at all" and gets neither a category nor VUR status.

    Unrated players get rating 0, which tiebreak-core leaves out of ARO/TPR.
    """
    from tiebreak_core import (
        FORFEIT_LOSS,
        FORFEIT_WIN,
        PAIRING_BYE,
        PLAYED,
        REQUESTED_BYE,
        GameRecord,
        PlayerTiebreakData,
    )

    if not t.scoring.is_default:
        raise ValueError("tiebreak-core only takes 1-1/2-0 scoring")
    ratings = {p.id: p.rating or 0 for p in t.players}
    kinds: dict[Outcome, tuple[str, float]] = {
        Outcome.WIN: (PLAYED, 1.0),
        Outcome.DRAW: (PLAYED, 0.5),
        Outcome.LOSS: (PLAYED, 0.0),
        Outcome.FORFEIT_WIN: (FORFEIT_WIN, 1.0),
        Outcome.FORFEIT_LOSS: (FORFEIT_LOSS, 0.0),
        Outcome.PAB: (PAIRING_BYE, 1.0),
        Outcome.FULL_BYE: (PAIRING_BYE, 1.0),
        Outcome.HALF_BYE: (REQUESTED_BYE, 0.5),
        Outcome.ZERO_BYE: (REQUESTED_BYE, 0.0),
        Outcome.ABSENT: (REQUESTED_BYE, 0.0),
    }
    out: dict[int, Any] = {}
    for p in t.players:
        games = []
        for r, res in enumerate(p.results, start=1):
            kind, pts = kinds[res.outcome]
            opp = -1 if res.opponent is None else int(res.opponent)
            colour = "black" if res.color is Color.BLACK else "white"
            games.append(GameRecord(opp, ratings.get(PlayerId(opp), 0), pts, colour, r, kind=kind))
        out[p.id] = PlayerTiebreakData(
            int(p.id), ratings[p.id], math.fsum(g.score for g in games), games
        )
    return out
