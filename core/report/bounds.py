"""What a page may cost, estimated before it is built (issue 29).

The input is bounded (:mod:`core.limits`: 20 MB, 99,999 players, 100 rounds), but
the page repeats what it reads: every name once in the standings and the crosstable, once a
round in the pairings and once a round on each opponent's card. 8,000 players with names of
2,000 characters (16.8 MB of JSON) made a page of 510 MB that took over 2 GB to build. The
page's size is estimated from the entrants, the rounds, the names' lengths and the cards
asked for, and a page over :data:`MAX_PAGE_BYTES` is refused before any of it is built,
naming the way out (``--players none`` or chosen numbers: fewer cards).

The estimate follows the pages of the benchmark events (1,000 × 11: 6.4 MB with every card,
estimated 6.8 MB; 1.27 MB without cards, estimated 1.3 MB); it need not be closer than
that: the bound is eight times a large real page.
"""

from __future__ import annotations

from collections.abc import Collection
from fractions import Fraction
from html import escape

from core.engine.standings import Standings
from core.errors import TiebreakError
from core.i18n.message import Num, msg

__all__ = ["MAX_PAGE_BYTES", "PageTooLargeError", "check_page_size", "estimated_size"]

MAX_PAGE_BYTES = 64 * 10**6
"""The largest page built (64 MB): a 10,000-player, 15-round page with the tied players'
cards is 30 MB; building one takes about four times its size in memory."""

_ROW = 300
"""Bytes of an entrant's standings row and crosstable row besides its name (twice)."""
_GAME = 80
"""Bytes of an entrant's round in the pairings and the crosstable besides its name."""
_CARD = 1000
"""Bytes of a card besides its rounds (heading, totals, chart)."""
_CARD_ROUND = 200
"""Bytes of a card's round besides the opponent's name and the tie-break cells."""
_CELL = 40
"""Bytes of one tie-break's cell in a card's round."""
_BOARD = 60
"""Bytes of a board of a team's match on its card, besides the two players' names."""


class PageTooLargeError(TiebreakError):
    """The page asked for would be larger than :data:`MAX_PAGE_BYTES`; ``size`` is the
    estimate (bytes), ``bare`` whether even the page without cards is over the bound."""

    def __init__(self, size: int, bare: bool, players: int, rounds: int, cards: int, chars: int):
        self.size, self.bare = size, bare
        self._args = (size, bare, players, rounds, cards, chars)
        mb = Num(Fraction(size, 10**6), 0)
        limit = MAX_PAGE_BYTES // 10**6
        if bare:
            self.message = msg(
                "report.error.too-large-bare",
                size=mb,
                players=players,
                rounds=rounds,
                chars=chars,
                limit=limit,
            )
        else:
            self.message = msg(
                "report.error.too-large",
                size=mb,
                players=players,
                rounds=rounds,
                cards=cards,
                limit=limit,
            )
        super().__init__(self.text())

    def __reduce__(self) -> tuple[type[PageTooLargeError], tuple[int, bool, int, int, int, int]]:
        # the bot builds pages in worker processes, which send an error back whole
        return (type(self), self._args)


def _name_bytes(name: str) -> int:
    """The bytes a name takes in the page: escaped for HTML, in UTF-8."""
    if name.isascii() and not any(c in name for c in "&<>\"'"):
        return len(name)
    return len(escape(name).encode("utf-8"))


def estimated_size(st: Standings, cards: Collection[int]) -> tuple[int, int]:
    """Return the estimated bytes of the page of ``st`` without cards and with the cards
    of the entrants ``cards`` (module docstring)."""
    entrants = [r.entrant for r in st.rows]
    rounds = max(st.rounds_counted, st.progress.round if st.progress is not None else 0)
    names = {int(e.id): _name_bytes(e.name) for e in entrants}
    total = sum(names.values())
    bare = len(entrants) * _ROW + 2 * total + rounds * (len(entrants) * _GAME + total)
    mean = total // max(len(entrants), 1)
    card_round = _CARD_ROUND + _CELL * len(st.order) + mean
    if st.primary is not None:  # a team's match lists its boards, two players' names each
        t = st.tournament
        players = t.players
        boards = t.boards or max((len(team.members) for team in t.teams), default=0)
        player_mean = sum(_name_bytes(p.name) for p in players) // max(len(players), 1)
        card_round += boards * (_BOARD + 2 * player_mean)
    chosen = [names[c] for c in map(int, cards) if c in names]
    with_cards = bare + sum(_CARD + name + rounds * card_round for name in chosen)
    return bare, with_cards


def check_page_size(st: Standings, cards: Collection[int]) -> int:
    """Return the page's estimated size, or raise :class:`PageTooLargeError` over
    :data:`MAX_PAGE_BYTES` (the bare page's size when even it is over)."""
    bare, size = estimated_size(st, cards)
    if size <= MAX_PAGE_BYTES:
        return size
    rows = st.rows
    total_chars = sum(len(r.entrant.name) for r in rows)
    rounds = max(st.rounds_counted, st.progress.round if st.progress is not None else 0)
    over = bare > MAX_PAGE_BYTES
    raise PageTooLargeError(
        bare if over else size,
        over,
        len(rows),
        rounds,
        len(cards),
        total_chars // max(len(rows), 1),
    )
