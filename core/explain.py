"""Explanations are data: every tie-break value with the items it was built from.

An item carries its reason as messages (a catalogue key and its parameters: round,
opponent, raw and counted value, article, cut reason, cap), never a sentence; the command
line, the bot and the sheet notes render the same :class:`Explanation` in the reader's
language with :mod:`core.render` (design.md). None of them does arithmetic.
"""

import enum
from fractions import Fraction
from typing import TYPE_CHECKING, NamedTuple

from core.i18n.message import Msg, fold
from core.model import Outcome, PlayerId, RoundKind

if TYPE_CHECKING:  # the game-score parts, created only where game scores are (13.10)
    from core.explain_scores import GameSide, Weighted
else:  # at run time the names only annotate fields: as strings, the named tuples would have
    # typing compile them (ForwardRef, docs/architecture.md)
    GameSide = Weighted = object


class Source(enum.Enum):
    """What a citation cites: a rule book by article, or a rule known by its name (rules.md
    3.4). The words are the catalogue's (:attr:`key`), the articles their parameter."""

    FIDE = "fide"
    """FIDE Handbook C.07, the Tie-Break Regulations (the edition is the explanation's rule
    set)."""
    US_CHESS = "us-chess"
    """US Chess Official Rules of Chess, 7th edition, rule 34 (by rule: ``34E1``)."""
    CAS = "cas"
    """The ČAS rules (rules.md 4.5), by rule number."""
    ITALIAN = "italian"
    """The Italian federation's tie-break criteria, by number (rules.md 6.10)."""
    FIDE_2009 = "fide-2009"
    """The virtual opponent of the 2009 FIDE Congress (rules.md 4.3)."""
    PAB_NO_SB = "pab-no-sb"
    """The published variant ``pab-no-sb`` of a FIDE edition (rules.md 4.2)."""
    SUM_OF_BUCHHOLZ = "sum-of-buchholz"
    """The sum of the opponents' Buchholz (SBH)."""
    NAIVE = "naive"
    """The ``naive`` rule set, Swiss Perfect's "Buchholz 97" (rules.md 4.6)."""
    PLAYED_ONLY = "played-only"
    """The ``played-only`` rule set (rules.md 4.7)."""
    LICHESS = "lichess"
    """lichess Swiss's own numbers (rules.md 4.10)."""
    LICHESS_VIRTUAL = "lichess-virtual"
    """lichess's virtual opponent of a bye, after FIDE C.02 (rules.md 4.10)."""
    GAME_SCORE = "scrabble-game-score"
    """A game's recorded score (rules.md 13.2, 13.4)."""
    BYE_SCORE = "scrabble-bye-score"
    """The event's ``bye_score`` (rules.md 13.3)."""
    FORFEIT_SCORE = "scrabble-forfeit-score"
    """The event's ``forfeit_score`` (rules.md 13.3)."""
    SPREAD_CAP = "scrabble-spread-cap"
    """The event's ``spread_cap`` (rules.md 13.4)."""
    TURCAS = "scrabble-turcas"
    """The ČAS criterion TurČAS (rules.md 13.5)."""
    BRIGHTWELL = "scrabble-brightwell"
    """The Brightwell criterion as inferred (rules.md 13.6)."""

    @property
    def names_rule_set(self) -> bool:
        """Whether the source is a rule set's own name (``naive``, ``played-only``,
        ``lichess``): an item of that rule set needs no citation beside the rule set."""
        return self in _RULE_SET_NAMES

    @property
    def key(self) -> str:
        """The catalogue key of the source's words (``cite.fide``: ``FIDE C.07 {articles}``);
        lichess's are in the lichess area of the catalogue."""
        return _SOURCE_KEYS[self]


_RULE_SET_NAMES = frozenset({Source.NAIVE, Source.PLAYED_ONLY, Source.LICHESS})
_SOURCE_KEYS = {
    s: ("lichess.cite." if s.value.startswith("lichess") else "cite.") + s.value for s in Source
}
_SOURCE_KEYS.update({s: "scrabble.cite." + s.value[9:] for s in Source if "scrabble" in s.value})


class Cite(NamedTuple):
    """One citation: a source and, for a rule book, the articles cited (``16.4``,
    ``16.4.2``); a rule known by its name has none."""

    source: Source
    articles: tuple[str, ...] = ()

    def message(self) -> Msg:
        """Return the citation as a message (``FIDE C.07 16.4, 16.4.2`` in English)."""
        return Msg(self.source.key, (("articles", self.articles),))


Cites = tuple[Cite, ...]
"""The citations of one explanation item, in the order they apply."""


def fide(*articles: str) -> Cites:
    """Return the citation of FIDE C.07 ``articles``."""
    return (Cite(Source.FIDE, articles),)


def us_chess(*rules: str) -> Cites:
    """Return the citation of US Chess rules ``rules`` (``34E1``)."""
    return (Cite(Source.US_CHESS, rules),)


def named(source: Source, *articles: str) -> Cites:
    """Return the citation of ``source`` (with ``articles`` when it is cited by article)."""
    return (Cite(source, articles),)


def cite_also(cites: Cites, more: Cites) -> Cites:
    """Return ``cites`` followed by ``more``; articles of the source cited last join its
    citation (``FIDE C.07 16.4`` then ``14.1, 16.5``: ``FIDE C.07 16.4, 14.1, 16.5``)."""
    if not cites or not more:
        return cites or more
    last, first = cites[-1], more[0]
    if last.source is first.source:
        return (*cites[:-1], Cite(last.source, last.articles + first.articles), *more[1:])
    return (*cites, *more)


def cites_message(cites: Cites) -> Msg | None:
    """Return the citations as one message (``; `` between sources), None for none."""
    folded = fold("join.semicolon", [c.message() for c in cites])
    assert folded is None or isinstance(folded, Msg)
    return folded


class Item(NamedTuple):
    """One round (or one game, for group tie-breaks) of an explanation (rules.md 3.4).

    ``notes`` holds the reason first (``entry.dummy-cap-rounds``, ...), then what changed the
    round's contribution (the SB factor, a cut, the Fore Buchholz assumption), each with its
    parameters.

    A NamedTuple, not a frozen dataclass: a field's explanations hold some 55,000 items
    (1,000 players' five tie-breaks over 11 rounds, all on the published page), and a
    frozen dataclass's constructor costs about four times a tuple's. The loops explaining a
    field make theirs with ``Item._make`` from a tuple of every field (``game`` included):
    one call that hands the tuple to ``tuple.__new__`` and checks its length, cheaper than the
    named tuple's ``__new__`` with its ten parameters and their defaults.
    """

    round: int | None
    kind: RoundKind | None
    opponent: PlayerId | None
    opponent_name: str | None
    raw: Fraction | None
    value: Fraction | None
    cut: bool
    notes: tuple[Msg, ...]
    cites: Cites
    """The rules the item follows, as data; :func:`core.render.explanation.render_cites`
    renders them."""
    game: GameSide | None = None
    """A game-score code's own and opponent's score of the round (rules.md 13.10)."""

    @property
    def code(self) -> str:
        """The reason code: the key of the first note that is not a modifier (``mod.``)."""
        return next((n.key for n in self.notes if not n.key.startswith("mod.")), "")


KINDS: list[RoundKind] = [o.kind for o in Outcome]
"""An item's kind by ``Outcome.index``: explaining a field reads it for every round, and a
list index costs less than ``Outcome.kind``, a dict lookup hashing the enum member (a
Python-level ``Enum.__hash__`` call)."""


class Explanation(NamedTuple):
    """A tie-break value of one player with its items and a one-line summary."""

    player: PlayerId
    player_name: str
    tiebreak: str
    rules: str
    value: Fraction | None
    items: tuple[Item, ...]
    summary: Msg | None
    places: int | None = None
    """Decimals the value is shown with (AOB: 2); None for the exact decimal."""
    weighted: Weighted | None = None
    """TURCAS's and BRIGHTWELL's coefficients and terms (rules.md 13.10)."""
