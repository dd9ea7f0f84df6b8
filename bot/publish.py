"""The standings page for Discord (``/publish``): the page of :mod:`core.report` built for a
linked tournament within the server's attachment size limit, and the command that builds
the whole page when it does not fit.

Everything here blocks (the engine, the template); :mod:`bot.cogs.publish` runs it off the
event loop and sends what it returns.

A page is tried whole first (every card); over the limit, with the cards of the players
level on points with a neighbour (``--players tied``); then with the cards of the top
:data:`TOP` only. When none of them fits (an event of thousands: the crosstable and the
pairings alone are over 10 MiB), nothing is attached and the message says so, with the
command that builds the whole page from the same source.
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Collection
from dataclasses import dataclass
from enum import StrEnum

from bot.loaded import Loaded
from bot.store import SourceKind, Store
from core.report import ReportOptions, build_report
from core.sources.refs import lichess_swiss_id

TOP = 10
"""Players (teams) whose cards the last page tried holds: the top of the standings."""


class Cards(StrEnum):
    """Which cards an attached page holds."""

    ALL = "all"
    TIED = "tied"
    TOP = "top"


@dataclass(frozen=True, slots=True)
class Published:
    """The page to attach (``None``: none fits) and what the message says of it."""

    html: bytes | None
    filename: str
    cards: Cards | None
    size: int
    """The whole page's size in bytes (every card), or the first tried that was over."""
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
        live=after is None and not loaded.tournament.system.is_team,
        players=players,
    )


def build(loaded: Loaded, lang: str, limit: int) -> Published:
    """Return the largest page of ``loaded`` in ``lang`` that fits in ``limit`` bytes
    (module docstring), with the command that builds the whole page."""
    t = loaded.tournament
    top = [int(r.entrant.id) for r in loaded.standings.rows[:TOP]]
    command = rebuild_command(loaded, lang)
    filename = f"{loaded.linked.slug}-round-{loaded.standings.rounds_counted}.html"
    whole = 0
    for cards, players in ((Cards.ALL, "all"), (Cards.TIED, "tied"), (Cards.TOP, top)):
        html = build_report(t, options(loaded, players), lang).encode("utf-8")
        whole = whole or len(html)
        if len(html) <= limit:
            return Published(html, filename, cards, whole, limit, command)
    return Published(None, filename, None, whole, limit, command)


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
    "rebuild_command",
    "round_posts",
    "set_round_posts",
]
