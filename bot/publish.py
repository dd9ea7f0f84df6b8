"""The standings page for Discord (``/publish``): the page of :mod:`core.report` built for a
linked tournament within the server's attachment size limit, and the command that builds
the whole page when it does not fit.

Everything here blocks (the engine, the template); :mod:`bot.cogs.publish` runs it off the
event loop and sends what it returns.

The page attached is the whole page (every card) when it fits; else a page with fewer
cards: those of the players sharing a place (``--players tied``) or those of the top
:data:`TOP`, the one with more cards first; else the page without cards. When none fits
(an event of thousands: its crosstable and pairings alone are over 10 MiB), nothing is
attached. Whenever the whole page
is not attached the message says so, with the command that builds it from the same source.
A page too large to fit is not built at all: its size is estimated from the page without
cards and the one with the top's cards (:func:`build`).
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Collection
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from bot.loaded import Loaded, build_loaded, worker_loaded
from bot.store import LinkedTournament, SourceKind, Store
from core.report import ReportOptions, build_report
from core.report.bounds import PageTooLargeError, estimated_size
from core.report.view import selected
from core.sources.refs import lichess_swiss_id

TOP = 10
"""Players (teams) whose cards the last page tried holds: the top of the standings."""


class Cards(StrEnum):
    """Which cards an attached page holds."""

    ALL = "all"
    TIED = "tied"
    TOP = "top"
    NONE = "none"


MARGIN = Fraction(3, 2)
"""A page estimated at up to this share of the limit is built to see whether it fits (the
top's cards are larger than the average card: a 1,000-player page of 9.7 MB was estimated
at 12.5 MB)."""


@dataclass(frozen=True, slots=True)
class Published:
    """The page to attach (``None``: none fits) and what the message says of it."""

    html: bytes | None
    filename: str
    cards: Cards | None
    size: int
    """The whole page's size in bytes (every card), as built or, when ``estimated``, as
    estimated from the pages that were built; when ``at_least``, the size of the page
    without cards (over the limit: nothing else was built)."""
    estimated: bool
    at_least: bool
    limit: int
    command: str


def options(loaded: Loaded, players: str | Collection[int] = "all") -> ReportOptions:
    """Return the page's options: the linked tournament's rule set and order, ranked as the
    bot ranks it (a round in progress counted provisionally, rules.md 7)."""
    linked = loaded.linked
    st = loaded.standings
    played = loaded.tournament.rounds_played
    after = st.rounds_counted if st.rounds_counted < played else None
    return ReportOptions(
        rules=linked.rules,
        order=",".join(linked.order) if linked.order else None,
        after_round=after,
        live=after is None,
        players=players,
    )


def build(loaded: Loaded, lang: str, limit: int) -> Published:
    """Return the largest page of ``loaded`` in ``lang`` that fits in ``limit`` bytes
    (module docstring), with the command that builds the whole page.

    The page without cards and the page with the top's cards are built first (the
    crosstable and the pairings, which every page holds, cost most of the work of a large
    event); they give the size of one card, so the whole page and the tied players' page
    are built only when they may fit (:data:`MARGIN`).
    """
    rows = loaded.standings.rows
    top = [int(r.entrant.id) for r in rows[:TOP]]
    tied = selected(loaded.standings, "shared")

    def page(players: str | Collection[int]) -> bytes | None:
        # None: over the page's own bound (core.report.bounds), refused before it is built
        try:
            return build_report(loaded.tournament, options(loaded, players), lang).encode()
        except PageTooLargeError:
            return None

    def done(
        html: bytes | None, cards: Cards | None, size: int, guess: bool, floor: bool = False
    ) -> Published:
        filename = f"{loaded.linked.slug}-round-{loaded.standings.rounds_counted}.html"
        command = rebuild_command(loaded, lang)
        return Published(html, filename, cards, size, guess, floor, limit, command)

    def too_large(players: str | Collection[int]) -> int:
        """The estimate of a page over the bound (what the message says of its size)."""
        return estimated_size(loaded.standings, selected(loaded.standings, players))[1]

    first: bytes | None = None  # the page with the top's cards
    card: Fraction | None = None  # the bytes of one card, from the pages built
    if len(rows) <= TOP:  # the top's cards are every card
        whole = page("all")
        if whole is not None and len(whole) <= limit:
            return done(whole, Cards.ALL, len(whole), False)
        bare = page(())
        if bare is None:
            return done(None, None, too_large(()), True, True)
        size, estimated = (len(whole), False) if whole is not None else (too_large("all"), True)
    else:
        bare = page(())
        if bare is None:  # even without cards over the bound: nothing is built
            return done(None, None, too_large(()), True, True)
        if len(bare) > limit:  # nothing can fit: the page with the top's cards is larger
            return done(None, None, len(bare), False, True)
        first = page(top)
        if first is None:
            size, estimated = too_large("all"), True
        else:
            card = Fraction(max(len(first) - len(bare), 0), len(top))
            size, estimated = int(len(bare) + card * len(rows)), True
            if size <= limit * MARGIN:
                whole = page("all")
                if whole is not None and len(whole) <= limit:
                    return done(whole, Cards.ALL, len(whole), False)
                if whole is not None:
                    size, estimated = len(whole), False
    # Fewer cards: the players sharing a place and the top, the page with more cards first.
    fewer: list[tuple[Cards, int, bytes | None, str | list[int]]] = []
    if 0 < len(tied) < len(rows):
        fewer.append((Cards.TIED, len(tied), None, "shared"))
    if first is not None:
        fewer.append((Cards.TOP, len(top), first, top))
    for cards, count, html, players in sorted(fewer, key=lambda c: -c[1]):
        if html is None:
            if card is not None and len(bare) + card * count > limit * MARGIN:
                continue  # estimated over the limit: not built
            html = page(players)
        if html is not None and len(html) <= limit:
            return done(html, cards, size, estimated)
    if len(bare) <= limit:
        return done(bare, Cards.NONE, size, estimated)
    return done(None, None, size, estimated)


def page_job(
    linked: LinkedTournament, lang: str, limit: int, after_round: int | None = None
) -> Published:
    """:func:`build` in a worker process (:mod:`bot.workers`, under its time limit), from the
    linked tournament's snapshot: its standings now, or after round ``after_round``."""
    loaded = worker_loaded(linked) if after_round is None else build_loaded(linked, after_round)
    return build(loaded, lang, limit)


def rebuild_command(loaded: Loaded, lang: str) -> str:
    """Return the command line that builds the whole page from the tournament's source:
    ``tiebreak-sheets report`` for a sheet, ``tiebreak report`` for a lichess Swiss or the
    uploaded file (by its name), with the tournament's rule set, order and ``lang``."""
    linked = loaded.linked
    if linked.kind is SourceKind.SHEET:
        words = ["tiebreak-sheets", "report", linked.source]
    elif linked.kind is SourceKind.LICHESS:
        swiss = lichess_swiss_id(linked.source)
        words = ["tiebreak", "report", f"lichess:{swiss}" if swiss else linked.source]
    else:
        words = ["tiebreak", "report", linked.source]
    if linked.rules:
        words += ["--rules", linked.rules]
    if linked.order:
        words += ["--order", ",".join(linked.order)]
    if lang != "en":
        words += ["--lang", lang]
    return shlex.join([*words, "-o", f"{linked.slug}.html"])


# -- posting the page when a round completes (with /tournament live on) ---------------------


@dataclass(frozen=True, slots=True)
class RoundPosts:
    """``/publish every_round:True``: the language of the page and the limit Discord gave
    for the server's files when it was asked (a channel post has no interaction to say)."""

    lang: str
    limit: int


def _key(guild_id: int, slug: str) -> str:
    return f"publish-rounds:{guild_id}:{slug}"


def round_posts(store: Store, guild_id: int, slug: str) -> RoundPosts | None:
    """Return whether (and how) the page is posted when a round of ``slug`` completes."""
    text = store.get_meta(_key(guild_id, slug))
    if not text:
        return None
    data = json.loads(text)
    return RoundPosts(str(data["lang"]), int(data["limit"]))


def set_round_posts(store: Store, guild_id: int, slug: str, posts: RoundPosts | None) -> None:
    """Turn the page's post at each completed round on (``posts``) or off (``None``)."""
    value = "" if posts is None else json.dumps({"lang": posts.lang, "limit": posts.limit})
    store.set_meta(_key(guild_id, slug), value)


__all__ = [
    "TOP",
    "Cards",
    "Published",
    "RoundPosts",
    "build",
    "options",
    "page_job",
    "rebuild_command",
    "round_posts",
    "set_round_posts",
]
