"""Consistency of the game scores of an event (rules.md 13.2, 13.9; formats.md 7.1): the
checks that do not depend on the input format, over a :class:`~core.model.Tournament`, with
one locator that maps a :class:`~core.errors.Place` to the reader's own line or cell.

Every reader that reads scores (tournament JSON, a pairings list with score columns) builds
its tournament and lets :func:`core.formats.validate.event_problems` call
:func:`score_problems`; the parsing of one score's text (:func:`parse_game_score`) is shared
too, so the same malformed score gives the same message everywhere.
"""

from __future__ import annotations

import re

from core.errors import Locator, Place, Problem, located
from core.formats.crosstable import format_token
from core.i18n.message import Msg, msg
from core.model import GameScore, Outcome, Tournament

MAX_SCORE_DIGITS = 9
"""A game score has at most this many digits: no word game scores a billion points, and a
longer number is a typing slip, not a score."""
_SCORE = re.compile(
    rf"\s*(-?\d{{1,{MAX_SCORE_DIGITS}}})\s*:\s*(-?\d{{1,{MAX_SCORE_DIGITS}}})\s*", re.ASCII
)


def parse_game_score(text: str) -> GameScore:
    """Return the score ``own:opponent`` written in ``text`` (``412:380``, ``-5 : 20``):
    two integers with an optional minus sign, spaces around the colon allowed (formats.md
    7.1); halves are not accepted (rules.md 13.2).

    :raises ValueError: for anything else.
    """
    own, colon, against = text.partition(":")
    # The usual "412:380" without the regular expression: a third of the reading time of a
    # 1,000 × 11 event with scores goes to scores otherwise.
    if (
        colon
        and own.isascii()
        and own.isdigit()
        and against.isascii()
        and against.isdigit()
        and len(own) <= MAX_SCORE_DIGITS >= len(against)
    ):
        return GameScore(int(own), int(against))
    m = _SCORE.fullmatch(text)
    if m is None:
        raise ValueError(text)
    return GameScore(int(m.group(1)), int(m.group(2)))


def parse_spread_cap(value: object) -> int:
    """Return ``value`` as a spread cap: a positive whole number (rules.md 13.4).

    :raises ValueError: for anything else (a bool, zero, a negative or fractional number).
    """
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError(value)
    if len(str(value)) > MAX_SCORE_DIGITS:
        raise ValueError(value)
    return value


def _agrees(outcome: Outcome, score: GameScore) -> bool:
    """Whether the result agrees with the score (rules.md 13.2)."""
    if outcome is Outcome.WIN:
        return score.own > score.against
    if outcome is Outcome.LOSS:
        return score.own < score.against
    return score.own == score.against


def score_problems(tournament: Tournament, locate: Locator) -> list[Problem]:
    """Return every problem of the game scores of ``tournament`` (empty without scores):
    a score on a round that is not a game over the board, the result disagreeing with the
    score, the two sides of a game not mirroring each other (reported once, at the lower
    starting number, naming the other side's cell), and once any game has a score, every
    game over the board without one (rules.md 13.2, 13.9)."""
    if not tournament.has_game_scores():
        return []
    problems: list[Problem] = []

    def bad(pid: int, rnd: int, message: Msg) -> None:
        problems.append(located(locate, Place(player=pid, round=rnd), message))

    players = tournament.by_id()
    for p in tournament.players:
        for r, res in enumerate(p.results, start=1):
            score = res.score
            if not res.outcome.is_played:
                if score is not None:
                    bad(
                        p.id,
                        r,
                        msg(
                            "scrabble.input.score-not-game",
                            score=str(score),
                            token=repr(format_token(res)),
                        ),
                    )
                continue
            if score is None:
                bad(p.id, r, msg("scrabble.input.score-missing", token=repr(format_token(res))))
                continue
            if not _agrees(res.outcome, score):
                bad(
                    p.id,
                    r,
                    msg(
                        "scrabble.input.result-vs-score",
                        token=repr(format_token(res)),
                        score=str(score),
                    ),
                )
            opp = players.get(res.opponent) if res.opponent is not None else None
            if opp is None or res.opponent is None or res.opponent < p.id:
                continue
            if r > len(opp.results):
                continue
            other = opp.results[r - 1].score
            if other is not None and (other.own != score.against or other.against != score.own):
                bad(p.id, r, _disagree(score, other, locate(Place(player=opp.id, round=r))))
    return problems


def _disagree(score: GameScore, other: GameScore, there: Problem) -> Msg:
    """The message of two sides that do not mirror each other, naming the other side's
    place and, where the reader knows it, its cell or line (formats.md 7.1)."""
    place = there.place.message() if there.place is not None else None
    at: Msg | str | None = there.cell
    if at is None and there.line is not None:
        at = msg("error.line", line=there.line)
    key = "scrabble.input.sides-disagree" + ("" if at is not None else "-no-cell")
    return msg(key, score=str(score), other=str(other), place=place, at=at)
