"""What ``check`` and ``convert`` say about an event's game scores (formats.md 7.2,
rules.md 13.13 item 9): how many games over the board have a score, which ones lack it, and
that TRF-16 cannot keep them."""

from __future__ import annotations

from dataclasses import dataclass

from core.i18n.message import Msg, msg
from core.model import PlayerId, Tournament

__all__ = ["ScoreCoverage", "check_lines", "score_coverage", "trf_note"]

_NAMED = 10  # games without a score named in full; the rest are counted


@dataclass(frozen=True)
class ScoreCoverage:
    """The games over the board of an event (each game once) and those with a score."""

    games: int
    scored: int
    missing: tuple[tuple[PlayerId, int], ...]
    """(player, round) of each game without a score, the lower-numbered player's side."""


def score_coverage(t: Tournament) -> ScoreCoverage:
    """Return how many games over the board ``t`` has and how many carry a score (rules.md
    13.2: a game is scored when either side records it)."""
    by_id = t.by_id()
    games = scored = 0
    missing: list[tuple[PlayerId, int]] = []
    for p in t.players:
        for rnd, res in enumerate(p.results, start=1):
            if not res.outcome.is_played or res.opponent is None:
                continue
            opp = by_id.get(res.opponent)
            theirs = opp.results[rnd - 1] if opp is not None and len(opp.results) >= rnd else None
            if opp is not None and opp.id < p.id and theirs is not None:
                continue  # counted from the other side
            games += 1
            if res.score is not None or (theirs is not None and theirs.score is not None):
                scored += 1
            else:
                missing.append((p.id, rnd))
    return ScoreCoverage(games, scored, tuple(missing))


def check_lines(t: Tournament) -> list[Msg]:
    """Return what ``check`` says about the game scores of ``t``: nothing for an event
    without any, else how many games have one and each game that has none (formats.md 7.2)."""
    if not t.has_game_scores():
        return []
    cov = score_coverage(t)
    lines = [msg("scoreinput.check.scores", scored=cov.scored, count=cov.games)]
    if cov.missing:
        by_id = t.by_id()
        named = tuple(
            msg("scoreinput.check.game", name=by_id[pid].name, round=rnd)
            for pid, rnd in cov.missing[:_NAMED]
        )
        more = len(cov.missing) - len(named)
        lines.append(
            msg("scoreinput.check.missing-more", games=named, count=len(cov.missing), more=more)
            if more
            else msg("scoreinput.check.missing", games=named, count=len(cov.missing))
        )
    return lines


def trf_note(t: Tournament) -> Msg | None:
    """Return the note ``convert --to trf`` writes on standard error when ``t`` has game
    scores, which TRF-16 has no field for (rules.md 13.13 item 9), else None."""
    if not t.has_game_scores():
        return None
    return msg("scoreinput.trf-dropped", count=score_coverage(t).scored)
