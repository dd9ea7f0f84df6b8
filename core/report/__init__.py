"""The published standings page (``tiebreak report``): one self-contained HTML file of the
standings that explains itself, for a club's site, the wall and Discord.

Entry point::

    build_report(tournament, options, lang) -> str

``tournament`` is the event as read (any input the command line reads, through
:func:`core.formats.load.load_path` or the lichess importer), ``options`` a
:class:`ReportOptions` (the rule set, order, round, ``live`` and which players get a card),
``lang`` one of :data:`core.i18n.text.LANGS`. The numbers come from
:func:`core.engine.standings.compute_standings` and its explanations, as ``standings`` and
``explain`` print them (:mod:`core.report.view`); the HTML from a Jinja2 template
(:mod:`core.report.page`, the optional ``report`` extra). Without Jinja2 it raises
:class:`ReportUnavailableError`.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from core.engine.standings import Standings, compute_standings
from core.errors import TiebreakError
from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG
from core.model import Tournament

__all__ = ["ReportOptions", "ReportUnavailableError", "build_report", "build_site"]


@dataclass(frozen=True, slots=True)
class ReportOptions:
    """What the page ranks and shows: the options of ``standings`` (rules.md 7, 8) and
    ``players``, whose cards it holds: ``all``, ``tied`` (the entrants level on the score
    with a neighbour), ``none`` or starting numbers (a team event: team numbers); with
    starting numbers, the ties explained are those of a pair holding one of them."""

    rules: str | None = None
    order: str | None = None
    preset: str | None = None
    after_round: int | None = None
    live: bool = False
    players: str | Collection[int] = "all"
    unrated_rating: int | None = None
    lots_seed: int | None = None
    single_winner: bool | None = None
    primary: str | None = None
    match_points: str | None = None


class ReportUnavailableError(TiebreakError):
    """The page needs the optional ``report`` extra (Jinja2), which is not installed."""

    def __init__(self) -> None:
        self.message = msg("report.error.needs-jinja2")
        super().__init__(self.text())

    def __reduce__(self) -> tuple[type[ReportUnavailableError], tuple[()]]:
        # Pickled as made, without arguments: the bot builds pages in worker processes,
        # which send an error back whole.
        return (type(self), ())


def build_report(
    tournament: Tournament, options: ReportOptions | None = None, lang: str = DEFAULT_LANG
) -> str:
    """Return the page of ``tournament`` as one HTML document in ``lang`` (module docstring).

    :raises ReportUnavailableError: without Jinja2.
    :raises PageTooLargeError: for a page estimated over its bound
        (:mod:`core.report.bounds`), before it is built.
    :raises InvalidOptionError, UnknownRuleSetError, UnknownTiebreakError: as
        :func:`~core.engine.standings.compute_standings` does.
    """
    try:
        from core.report.page import render_page
    except ImportError as exc:  # the optional "report" extra
        raise ReportUnavailableError() from exc
    from core.report.bounds import check_page_size
    from core.report.view import build_page, selected

    o = options or ReportOptions()
    st = _standings(tournament, o)
    check_page_size(st, selected(st, o.players))  # refused before it is built, not after
    return render_page(build_page(st, tournament, lang, o.players, _version()))


def build_site(
    tournament: Tournament, options: ReportOptions | None = None, lang: str = DEFAULT_LANG
) -> dict[str, str]:
    """Return the site of ``tournament`` (``report --site``, :mod:`core.report.site`): file
    name to HTML document, an index, the crosstable, pairings and charts, and one page per
    entrant with its card (``options.players`` chooses them, every one by default).

    :raises ReportUnavailableError: without Jinja2.
    """
    try:
        from core.report.site import render_site
    except ImportError as exc:  # the optional "report" extra
        raise ReportUnavailableError() from exc
    from core.report.view import build_page

    o = options or ReportOptions()
    st = _standings(tournament, o)
    return render_site(build_page(st, tournament, lang, o.players, _version()))


def _standings(tournament: Tournament, o: ReportOptions) -> Standings:
    """The standings a page ranks: ``compute_standings`` with the page's options."""
    return compute_standings(
        tournament,
        rules=o.rules,
        order=o.order,
        preset=o.preset,
        after_round=o.after_round,
        live=o.live,
        unrated_rating=o.unrated_rating,
        lots_seed=o.lots_seed,
        single_winner=o.single_winner,
        primary=o.primary,
        match_points=o.match_points,
    )


def _version() -> str:
    """The generator's version (:mod:`core.version`, what the installed metadata says)."""
    from core.version import __version__

    return __version__
