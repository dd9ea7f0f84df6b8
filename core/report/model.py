"""The published page as data: every word already in the reader's language, every number
already written as the language writes it beside its exact machine value (formats.md 5).

:mod:`core.report.view` builds it from the standings and their explanations; the template
(:mod:`core.report.page`) only lays it out, so the page shows the numbers ``standings`` and
``explain`` show and computes none of its own.

Every part is a NamedTuple: those a page holds by the thousand (rows, rounds, charts) cost
less than a frozen dataclass to make, and a class less than a dataclass to define (the
figures: benchmarks/README.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from core.report.number import Number as Number  # its home: below CardText, which makes it

if TYPE_CHECKING:
    from core.explain import Explanation
    from core.report.card_text import CardText


class Column(NamedTuple):
    """A tie-break column: its code, its name in the reader's language, the legend's anchor."""

    code: str
    name: str
    anchor: str


class Header(NamedTuple):
    """The head of the page: what it is, which rounds it counts, how it ranks."""

    lang: str
    title: str
    event: str
    rounds_line: str
    progress: str | None
    provisional: bool
    rules_line: str
    order: tuple[Column, ...]
    order_none: str
    """The words for an empty order (points only), else empty."""
    warnings: tuple[str, ...]
    generator: str


class Cell(NamedTuple):
    """One tie-break value of a standings row; ``card`` is the anchor of the entrant's card
    (None when the page has no card for it)."""

    code: str
    value: Number
    card: str | None


class StandingRow(NamedTuple):
    """One line of the standings (rules.md 8.1): rank as shared (``5–6``), the entrant's
    details the input gave, its score(s) and one cell per tie-break."""

    rank: str
    rank_number: int
    shared: bool
    id: int
    title: str
    name: str
    rating: str
    federation: str
    club: str
    scores: tuple[Number, ...]
    cells: tuple[Cell, ...]
    card: str | None
    note: str
    game: str = ""
    """An event with game scores: the own and conceded totals, ``1133:1145`` (rules.md 13.4,
    formats.md 7.5)."""


class LegendEntry(NamedTuple):
    """A tie-break of the order explained: name, one sentence, how unplayed rounds count
    under the rule set applied, the article."""

    code: str
    anchor: str
    name: str
    sentence: str
    unplayed: str
    article: str


class Tie(NamedTuple):
    """Two neighbours on an equal score and what separated them (``why``)."""

    above: str
    above_card: str | None
    below: str
    below_card: str | None
    text: str
    above_id: int = 0
    below_id: int = 0


class CrossRow(NamedTuple):
    """A line of the crosstable by rank: one short cell per round (``12w1``)."""

    rank: str
    id: int
    name: str
    card: str | None
    score: Number
    cells: tuple[str, ...]


class Game(NamedTuple):
    """One pairing of a round: the two sides and the result, or a bye."""

    board: int
    white: str
    black: str
    result: str


class RoundGames(NamedTuple):
    """The pairings and results of one round (``pending`` for the round in progress)."""

    round: int
    title: str
    games: tuple[Game, ...]


class CardRound(NamedTuple):
    """One round of a card: the opponent, colour, result, running score, rank after it.

    ``boards`` holds a team's games of the round (board, player, opponent, result)."""

    round: int
    opponent: str
    colour: str
    result: str
    running: Number
    rank: str
    boards: tuple[tuple[str, str, str, str], ...] = ()
    game: str = ""
    """An event with game scores: what the round adds, own:against (``412:380``; a bye's
    ``bye_score``), empty when it adds nothing (rules.md 13.3)."""


class CardTiebreak(NamedTuple):
    """One tie-break's arithmetic on the card: its explanation, whose items the writer lays
    out, and its summary.

    ``by_round`` when each item has a round of its own: the card then shows the tie-break
    as a column beside the rounds; otherwise (a group tie-break's games) its items are
    listed on their own."""

    code: str
    name: str
    anchor: str
    legend: str
    value: Number
    explanation: Explanation
    by_round: bool
    in_turn: bool
    """Its items are rounds 1..k in turn (so the items are the column's cells)."""
    summary: str
    terms: tuple[str, ...] = ()
    """TURCAS and BRIGHTWELL: the coefficients used and one line per term (rules.md 13.10)."""


class CardChart(NamedTuple):
    """A card's own rank chart: the entrant's place after each of the ``rounds`` rounds
    (its text alternative is the card's table of rounds)."""

    rounds: int
    height: int
    points: str
    ranks: tuple[tuple[int, int], ...]
    """The rank scale's ticks: (rank, y)."""


class Polyline(NamedTuple):
    """A line of a chart: its label, the SVG points and a text alternative."""

    label: str
    points: str
    tone: int
    values: tuple[str, ...]


class LineChart(NamedTuple):
    """Rank after each round (1 at the top) for a few entrants, with its text alternative
    (a table of the same ranks)."""

    id: str
    title: str
    width: int
    height: int
    rounds: tuple[tuple[int, float], ...]
    ranks: tuple[tuple[int, float], ...]
    lines: tuple[Polyline, ...]


class Segment(NamedTuple):
    """One round's contribution to a tie-break bar: x and width in pixels, hatched when cut,
    outlined when it is a virtual opponent (an unplayed round)."""

    x: float
    width: float
    round: int
    label: str
    cut: bool
    virtual: bool


class Bar(NamedTuple):
    """One entrant's bar of a tie-break breakdown; ``total`` is the explanation's value."""

    id: int
    label: str
    y: float
    total: Number
    segments: tuple[Segment, ...]


class BarChart(NamedTuple):
    """A tied group's breakdown of one tie-break: one bar per entrant."""

    id: str
    title: str
    code: str
    width: int
    height: int
    bars: tuple[Bar, ...]


class Card(NamedTuple):
    """An entrant's card: its rounds, its own rank chart and each tie-break's arithmetic."""

    id: int
    anchor: str
    name: str
    head: str
    rounds: tuple[CardRound, ...]
    chart: CardChart | None
    tiebreaks: tuple[CardTiebreak, ...]


class TiedGroup(NamedTuple):
    """Entrants on an equal score: their rank chart and tie-break breakdown."""

    title: str
    ranks: LineChart | None
    breakdown: BarChart | None


class Labels:
    """The page's fixed words in the reader's language."""

    __slots__ = ("words",)

    def __init__(self, words: dict[str, str]) -> None:
        self.words = words

    def __getitem__(self, key: str) -> str:
        """Return the words of ``report.label.<key>`` (a KeyError for a misspelt key)."""
        return self.words[key]


class Page(NamedTuple):
    """Everything the page shows."""

    header: Header
    team: bool
    labels: Labels
    columns: tuple[Column, ...]
    score_names: tuple[str, ...]
    score_codes: tuple[str, ...]
    """The data codes of the score columns: ``points``; a team's ``mp`` and ``gp``."""
    primary_name: str
    notes: bool
    """Whether some row has a note (a withdrawal)."""
    details: tuple[str, ...]
    """The entrant columns the input fills for someone: ``title``, ``rating``,
    ``federation``, ``club``."""
    rows: tuple[StandingRow, ...]
    legend: tuple[LegendEntry, ...]
    ties: tuple[Tie, ...]
    rounds: tuple[int, ...]
    crosstable: tuple[CrossRow, ...]
    pairings: tuple[RoundGames, ...]
    top: LineChart | None
    groups: tuple[TiedGroup, ...]
    cards: tuple[Card, ...]
    card_text: CardText
    """The cards' numbers and notes in the reader's language, for the writer of their items."""
    game_scores: str = ""
    """The heading of the standings' and the cards' game-score columns on an event with game
    scores (rules.md 13), empty otherwise (no such column)."""
    game_key: str = ""
    """The crosstable key's sentence on the scores after the cells (empty without)."""
    site: bool = False
    """A page of ``report --site``: links to another page's part name that page
    (:func:`site_href`)."""
    parts: tuple[str, ...] = ()
    """The sections shown (``standings``, ``legend``, ``ties``, ``top``, ``crosstable``,
    ``pairings``, ``charts``, ``cards``; ``card``: one card's page of a site); empty: all."""
    every_card: bool = False
    """Whether every entrant's card is on the page: their rows of places and of tie-break
    values then say what the charts draw, and the charts are left out of print."""

    def href(self, anchor: str) -> str:
        """The link to ``anchor``: ``#anchor`` on one page, else the site page holding it."""
        return site_href(anchor) if self.site else f"#{anchor}"

    def shows(self, part: str) -> bool:
        """Whether the page holds section ``part``."""
        return not self.parts or part in self.parts


SITE_PAGES = {"crosstable": "crosstable.html", "pairings": "pairings.html", "charts": "charts.html"}
"""The pages of a site beside the index and the entrants' (``p12.html``, ``t3.html``)."""


def site_href(anchor: str) -> str:
    """The link to ``anchor`` on a site: a card's part on its entrant's page (``p12-BH`` in
    ``p12.html``), the crosstable, pairings and charts on their pages, the rest on the
    index (the standings' rows, the legend, the ties)."""
    head = anchor.split("-", 1)[0]
    if head in SITE_PAGES:
        return SITE_PAGES[head]
    if head[:1] in ("p", "t") and head[1:].isdigit():
        return f"{head}.html#{anchor}"
    return f"index.html#{anchor}"
