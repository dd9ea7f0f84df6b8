"""SPREAD and SCORE (rules.md 13.3, 13.4): what every round adds to a player's game-score
sums, and the sums. TURCAS and BRIGHTWELL (:mod:`core.tiebreaks.turcas`) build on them.

A game over the board adds its recorded score; a PAB or full-point bye the event's
``bye_score``; a forfeit its ``forfeit_score`` (the loser's side mirrored, both players of a
double forfeit the loser's), nothing when the event sets none; every other round nothing. The
spread cap caps every round's difference, byes and forfeits included, as tsh's
``spread_cap`` does (rules.md 13.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from core.explain import Cite, Explanation, Item, Source
from core.explain_scores import GameSide
from core.i18n.message import Msg, msg
from core.model import Color, GameScore, GameScoring, Outcome, PlayerId, RoundResult
from core.tiebreaks.engine import Engine, Values, register, register_all
from core.tiebreaks.registry import TiebreakSpec


@dataclass(frozen=True, slots=True)
class Side:
    """One round of one player as the game-score sums see it (rules.md 13.3)."""

    score: GameScore | None
    """own:against added; ``None`` when the round adds nothing."""
    counted: int | None
    """The difference counted in SPREAD (capped); ``None`` when nothing is added."""
    source: Source | None
    """Where the score came from: the game, ``bye_score`` or ``forfeit_score``."""
    started: bool | None
    """Whether the player started (was White); ``None`` without a game with a colour."""


@dataclass(frozen=True, slots=True)
class Sums:
    """A player's game-score sums over the k rounds (rules.md 13.4, 13.5)."""

    spread: int
    score: int
    against: int
    zac: int
    """Games over the board the player did not start minus games the player started."""
    uncoloured: int | None
    """The first counted game over the board without a colour (its round), or ``None``."""


def added(res: RoundResult, gs: GameScoring) -> GameScore | None:
    """Return the own:against round ``res`` adds to the game-score sums under the event's
    ``gs``, ``None`` when it adds nothing (the table of rules.md 13.3): a game its recorded
    score, a PAB or full-point bye ``bye_score``, a forfeit ``forfeit_score`` (the loser's
    side mirrored; nothing when the event sets none), any other round nothing."""
    outcome = res.outcome
    if outcome.is_played:
        return res.score
    if outcome is Outcome.PAB or outcome is Outcome.FULL_BYE:
        return gs.bye_score
    if gs.forfeit_score is None:
        return None
    if outcome is Outcome.FORFEIT_WIN:
        return gs.forfeit_score
    if outcome is Outcome.FORFEIT_LOSS:
        return gs.forfeit_score.mirrored()
    return None


def side(res: RoundResult, gs: GameScoring) -> Side:
    """Return what round ``res`` adds (rules.md 13.3 table) under the event's ``gs``, with
    the difference counted after the spread cap (13.4), where the score came from and who
    started."""
    score = added(res, gs)
    played = res.outcome.is_played
    started = None if not played or res.color is None else res.color is Color.WHITE
    if score is None:
        return Side(None, None, None, started)
    diff = score.difference
    cap = gs.spread_cap
    counted = diff if cap is None else max(-cap, min(cap, diff))
    if played:
        source = Source.GAME_SCORE
    elif res.outcome is Outcome.PAB or res.outcome is Outcome.FULL_BYE:
        source = Source.BYE_SCORE
    else:
        source = Source.FORFEIT_SCORE
    return Side(score, counted, source, started)


def has_scores(eng: Engine) -> bool:
    """Whether the event has game scores in the k rounds counted (rules.md 13.2, 13.9)."""
    return eng.memo("game-scores", eng.tournament.has_game_scores)


def sides(eng: Engine) -> dict[PlayerId, tuple[Side, ...]]:
    """Return every player's rounds as the game-score sums see them (computed once)."""

    def make() -> dict[PlayerId, tuple[Side, ...]]:
        gs = eng.tournament.game_scoring
        return {pid: tuple(side(r, gs) for r in eng.ctx.results(pid)) for pid in eng.ids}

    return eng.memo("game-sides", make)


def sums(eng: Engine) -> dict[PlayerId, Sums]:
    """Return every player's game-score sums (computed once)."""

    def make() -> dict[PlayerId, Sums]:
        # The sums read :func:`added` alone: a Side per round (what the explanations show)
        # would cost a tenth of a 1,000 × 11 standings run with SPREAD, SCORE.
        gs = eng.tournament.game_scoring
        cap = gs.spread_cap
        white = Color.WHITE
        out: dict[PlayerId, Sums] = {}
        for pid in eng.ids:
            spread = own = against = zac = 0
            uncoloured: int | None = None
            for r, res in enumerate(eng.ctx.results(pid), 1):
                score = added(res, gs)
                if score is None:
                    continue
                if res.outcome.is_played:
                    if res.color is None:
                        uncoloured = r if uncoloured is None else uncoloured
                    else:
                        zac += -1 if res.color is white else 1
                diff = score.own - score.against
                if cap is not None:
                    diff = cap if diff > cap else -cap if diff < -cap else diff
                spread += diff
                own += score.own
                against += score.against
            out[pid] = Sums(spread, own, against, zac, uncoloured)
        return out

    return eng.memo("game-sums", make)


@register_all("SPREAD", "SCORE")
def _every(eng: Engine, spec: TiebreakSpec) -> Values:
    """Every player's SPREAD or SCORE; no value without game scores (rules.md 13.9)."""
    if not has_scores(eng):
        return dict.fromkeys(eng.ids)
    spread = spec.base == "SPREAD"
    made: dict[int, Fraction] = {}
    out: Values = {}
    for pid, s in sums(eng).items():
        n = s.spread if spread else s.score
        out[pid] = made.get(n) or made.setdefault(n, Fraction(n))
    return out


def signed(n: int) -> str:
    """``+32``, ``−154``, ``0``: a difference as the explanations write it."""
    return f"{n:+d}".replace("-", "\u2212") if n else "0"


def items(eng: Engine, pid: PlayerId, *, score: bool = False) -> tuple[Item, ...]:
    """Return the explanation items of ``pid``'s rounds (rules.md 13.10): SPREAD's (the raw
    and the capped difference) or, with ``score``, SCORE's (the own score)."""
    cap = eng.tournament.game_scoring.spread_cap
    out: list[Item] = []
    for r, (s, res) in enumerate(zip(sides(eng)[pid], eng.ctx.results(pid), strict=True), 1):
        opp = res.opponent if res.outcome.has_opponent else None
        notes: list[Msg] = []
        cites: list[Cite] = []
        raw: Fraction | None = None
        value: Fraction | None = None
        capped = False
        if s.score is None or s.counted is None or s.source is None:
            notes.append(msg("scrabble.item.nothing", kind=msg(f"kind.{res.outcome.kind.value}")))
            game = GameSide(None, None, False, s.started)
        else:
            text, diff = str(s.score), s.score.difference
            capped = not score and s.counted != diff
            cites.append(Cite(s.source))
            if score:
                notes.append(msg(f"{_NOTE[s.source]}.own", score=text, own=s.score.own))
                raw = value = Fraction(s.score.own)
            else:
                kind = msg(f"kind.{res.outcome.kind.value}")
                notes.append(msg(_NOTE[s.source], score=text, diff=signed(diff), kind=kind))
                raw, value = Fraction(diff), Fraction(s.counted)
                if capped:
                    notes.append(msg("scrabble.item.capped", capped=signed(s.counted), cap=cap))
                    cites.append(Cite(Source.SPREAD_CAP))
            game = GameSide(s.score.own, s.score.against, capped, s.started)
        if s.started is not None:
            notes.append(msg("scrabble.item.started" if s.started else "scrabble.item.second"))
        out.append(
            Item(
                r,
                res.outcome.kind,
                opp,
                eng.name(opp) if opp is not None else None,
                raw,
                value,
                False,
                tuple(notes),
                tuple(cites),
                game,
            )
        )
    return tuple(out)


_NOTE = {
    Source.GAME_SCORE: "scrabble.item.game",
    Source.BYE_SCORE: "scrabble.item.bye",
    Source.FORFEIT_SCORE: "scrabble.item.forfeit",
}


@register("SPREAD", "SCORE")
def _one(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """One player's SPREAD or SCORE with its items (rules.md 13.4, 13.10)."""
    value = eng.values(spec)[pid]
    if not explain:
        return eng.make(spec, pid, value)
    s = sums(eng)[pid]
    if value is None:
        return eng.make(spec, pid, None, (), msg("scrabble.summary.no-scores"))
    if spec.base == "SCORE":
        summary = msg("scrabble.summary.score", score=s.score, against=s.against)
    else:
        summary = msg(
            "scrabble.summary.spread", spread=signed(s.spread), score=s.score, against=s.against
        )
    return eng.make(spec, pid, value, items(eng, pid, score=spec.base == "SCORE"), summary)
