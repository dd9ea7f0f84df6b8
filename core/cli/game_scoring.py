"""The command-line options of events with game scores (formats.md 7.5): ``--spread-cap
N|none``, ``--bye-score OWN:OPP`` and ``--forfeit-score OWN:OPP`` override the event's
values (or, for an input that cannot carry them, a CSV pairings list, supply them)."""

from __future__ import annotations

import argparse

from core.errors import InvalidOptionError
from core.formats.validate_scores import parse_game_score, parse_spread_cap
from core.i18n.message import msg
from core.i18n.text import render
from core.model import GameScore, GameScoring, Tournament

_UNSET = object()


def add_options(p: argparse.ArgumentParser, lang: str) -> None:
    """Add the three options to the parser of a command that ranks (rules.md 13.3, 13.4)."""

    def h(key: str) -> str:
        return render(msg(f"scrabble.help.{key}"), lang).replace("%", "%%")

    scores = render(msg("cli.metavar.own-opp"), lang)  # the usage line's placeholder
    p.add_argument("--spread-cap", metavar="N|none", default=_UNSET, help=h("spread-cap"))
    p.add_argument("--bye-score", metavar=scores, help=h("bye-score"))
    p.add_argument("--forfeit-score", metavar=scores, help=h("forfeit-score"))


def game_scoring(gs: GameScoring, args: argparse.Namespace) -> GameScoring:
    """Return ``gs`` with the options of ``args`` applied.

    :raises InvalidOptionError: for a cap that is neither a positive whole number nor ``none``, a
        score that is not two whole numbers ``OWN:OPP``.
    """
    cap = getattr(args, "spread_cap", _UNSET)
    if cap is not _UNSET and cap is not None:
        text = str(cap).strip()
        if text.lower() == "none":
            gs = gs._replace(spread_cap=None)
        else:
            try:
                gs = gs._replace(spread_cap=parse_spread_cap(int(text)))
            except ValueError:
                raise InvalidOptionError(msg("scrabble.cli.spread-cap", found=text)) from None
    bye = _score(getattr(args, "bye_score", None), "--bye-score")
    if bye is not None:
        gs = gs._replace(bye_score=bye)
    forfeit = _score(getattr(args, "forfeit_score", None), "--forfeit-score")
    if forfeit is not None:
        gs = gs._replace(forfeit_score=forfeit)
    return gs


def _score(given: str | None, option: str) -> GameScore | None:
    """The score an option gives (``None`` when not given)."""
    if given is None:
        return None
    try:
        return parse_game_score(given)
    except ValueError:
        found = msg("scrabble.cli.game-score", option=option, found=given)
        raise InvalidOptionError(found) from None


def with_game_scoring(t: Tournament, args: argparse.Namespace) -> Tournament:
    """Return ``t`` with the options of ``args`` applied (``t`` itself when none is given)."""
    gs = game_scoring(t.game_scoring, args)
    return t if gs == t.game_scoring else t._replace(game_scoring=gs)
