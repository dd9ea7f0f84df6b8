"""Crosstable tokens: one round of one player as text (formats.md section 1)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import cast

from core.i18n.message import Msg, Num, msg
from core.limits import MAX_PLAYER_ID, shown
from core.model import Color, Outcome, PlayerId, RoundResult

_GAME = r"^([+=\-½0?])\s*([WBF]?)\s*(\d+)$"
"""The spaced forms of a game token (``+ W 9``), rare: compiled by :mod:`re` on first use."""
_BYES = {
    "BYE": Outcome.PAB,
    "+BYE": Outcome.PAB,
    "U": Outcome.PAB,
    "F": Outcome.FULL_BYE,
    "H": Outcome.HALF_BYE,
    "=BYE": Outcome.HALF_BYE,
    "½BYE": Outcome.HALF_BYE,
    "Z": Outcome.ZERO_BYE,
    "-BYE": Outcome.ZERO_BYE,
    "--": Outcome.ABSENT,
    "": Outcome.ABSENT,
}
_SIGN = {
    "+": Outcome.WIN,
    "=": Outcome.DRAW,
    "½": Outcome.DRAW,
    "-": Outcome.LOSS,
    "0": Outcome.LOSS,
    "?": Outcome.PENDING,
}

_COLORS = {"W": Color.WHITE, "B": Color.BLACK}

_TOKEN_HELP = msg("input.token.help")
"""The tokens of the notation, for the message of a token outside it."""


class TokenError(ValueError):
    """A crosstable token outside the notation; ``message`` says why in the reader's
    language (``str(error)`` is English)."""

    def __init__(self, message: Msg) -> None:
        from core.i18n.text import render

        self.message = message
        super().__init__(render(message))


_ID_DIGITS = len(str(MAX_PLAYER_ID))
_player_id = cast(Callable[[str], PlayerId], int)
"""``int`` itself, typed as making a starting number from its digits: ``PlayerId(int(n))``
would call ``NewType.__call__`` for every distinct token of a big event (benchmarks/README.md,
"The figures behind core's speed tricks")."""


def read_token(text: str) -> RoundResult:
    """Return the round a crosstable token describes (formats.md section 1), not memoised (a
    module-level memo did not pay: benchmarks/README.md); a reader of a big file keeps its
    own memo for the one file it reads (:func:`game_reader`).

    A game in the writers' spelling (upper case, no spaces, no leading zero: ``+W12``,
    ``-F9``), most distinct tokens of a big event, is read here at a fraction of the cost
    of :func:`_parse_token`, which reads every other spelling (benchmarks/README.md).

    :raises TokenError: (a ValueError) when the token is not in the notation.
    """
    head = _HEADS.get(text[:2])
    number = text[2:]
    if (
        head is None
        or not number.isascii()
        or not number.isdigit()
        or number[0] == "0"
        or len(number) > _ID_DIGITS
    ):
        return _parse_token(text)
    # Made by _make from one tuple, not by the named tuple's Python-level __new__ (its
    # defaults and keywords): a big event reads tens of thousands of distinct games.
    return RoundResult._make((head[0], _player_id(number), head[1], None))


def game_reader(
    ids: Iterable[object], memo: dict[str, RoundResult]
) -> Callable[[str], RoundResult]:
    """Return :func:`read_token` for the tokens of a file whose starting numbers are ``ids``
    (those that are numbers from 1 to ``MAX_PLAYER_ID``), remembering each token read in
    ``memo``: a game in the writers' spelling against one of them is read by two look-ups,
    its sign and letter and its number's digits, not by testing and converting the digits
    (every other token: read_token).

    A big event's distinct tokens are read so more cheaply than by read_token
    (benchmarks/README.md, "The figures behind core's speed tricks").
    """
    numbers = cast(
        dict[str, PlayerId],
        {str(i): i for i in ids if type(i) is int and 1 <= i <= MAX_PLAYER_ID},
    )

    def read(text: str) -> RoundResult:
        head = _HEADS.get(text[:2])
        opponent = numbers.get(text[2:])
        if head is None or opponent is None:
            found = memo[text] = read_token(text)
            return found
        found = memo[text] = RoundResult._make((head[0], opponent, head[1], None))
        return found

    return read


_HEADS = {
    sign + letter: (_SIGN[sign], _COLORS.get(letter)) for sign in "+=-?" for letter in ("W", "B")
} | {"+F": (Outcome.FORFEIT_WIN, None), "-F": (Outcome.FORFEIT_LOSS, None)}
"""The sign and letter of a game as the writers spell it (``+W12``, ``-F9``)."""


def _parse_token(text: str) -> RoundResult:
    """Return the round a crosstable token describes (formats.md section 1).

    ``-F9`` is returned as a forfeit loss; whether it is a double forfeit is known only
    from the opponent's token.

    :raises TokenError: (a ValueError) when the token is not in the notation.
    """
    token = text.strip().upper()
    if token in _BYES:
        return RoundResult(_BYES[token])
    # Hand-parsed (sign, optional W/B/F, number): a large event has thousands of distinct
    # tokens, and this is the reader's inner loop.
    sign = token[:1]
    letter = token[1:2]
    number = token[2:] if letter in ("W", "B", "F") else token[1:]
    if letter not in ("W", "B", "F"):
        letter = ""
    number = number.lstrip()
    if sign not in _SIGN or not number.isascii() or not number.isdigit():
        m = re.match(_GAME, token)  # the spaced forms, "+ W 9"
        if not m:
            raise TokenError(msg("input.token.unknown", token=repr(text), help=_TOKEN_HELP))
        sign, letter, number = m.groups()
    if len(number) > _ID_DIGITS and len(number.lstrip("0")) > _ID_DIGITS:
        raise TokenError(
            msg("input.token.too-large", token=shown(text), limit=Num(MAX_PLAYER_ID, grouped=True))
        )
    opponent = _player_id(number)
    if opponent <= 0:
        raise TokenError(msg("input.token.zero", token=repr(text)))
    if letter == "F":
        if sign == "+":
            return RoundResult(Outcome.FORFEIT_WIN, opponent)
        if sign in ("-", "0"):
            return RoundResult(Outcome.FORFEIT_LOSS, opponent)
        if sign == "?":
            raise TokenError(msg("input.token.pending-forfeit", token=repr(text)))
        raise TokenError(msg("input.token.drawn-forfeit", token=repr(text)))
    color = _COLORS.get(letter)
    return RoundResult(_SIGN[sign], opponent, color)


def format_token(result: RoundResult) -> str:
    """Return the canonical token of ``result`` (the inverse of :func:`read_token`)."""
    o = result.outcome
    if o is Outcome.PAB:
        return "BYE"
    if o is Outcome.FULL_BYE:
        return "F"
    if o is Outcome.HALF_BYE:
        return "H"
    if o is Outcome.ZERO_BYE:
        return "Z"
    if o is Outcome.ABSENT:
        return "--"
    if o is Outcome.FORFEIT_WIN:
        return f"+F{result.opponent}"
    if o is Outcome.FORFEIT_LOSS:
        return f"-F{result.opponent}"
    sign = {Outcome.WIN: "+", Outcome.DRAW: "=", Outcome.LOSS: "-", Outcome.PENDING: "?"}[o]
    letter = "" if result.color is None else result.color.value.upper()
    return f"{sign}{letter}{result.opponent}"
