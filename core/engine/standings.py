"""Standings of either kind of event: the entrants (players, or the teams of a team event) by
their primary score, then the tie-breaks of the order, shared ranks and warnings (rules.md 8,
9.7). ``why`` (:mod:`core.engine.why`) reads them.

One :class:`~core.engine.table.Standings` for both scopes (the data: :mod:`core.engine.table`,
whose names this module exports too): the one engine (:class:`~core.tiebreaks.engine.Engine`;
a team event's reads its matches as games, :func:`~core.teams.games.team_engine`) gives the
entrants, their primary score and the tie-break values.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from core.engine.arbiter import arbiter_order, single_winner_problem
from core.engine.presets import default_preset, get_preset, lichess_id
from core.engine.progress import Progress, prepare
from core.engine.table import (
    Row,
    Standings,
    Warning,
    WarningCode,
    WhyResult,
    score_msg,
)
from core.errors import InvalidOptionError
from core.explain import Explanation
from core.i18n.message import Msg, msg
from core.model import ROUNDS_UNKNOWN, PlayerId, Tournament
from core.rules import resolve_rule_set
from core.scores import Value
from core.tiebreaks.engine import NO_SCORES, Engine
from core.tiebreaks.registry import TiebreakSpec, parse_code, split_order
from core.tiebreaks.split import split_by_order


def resolve_order(
    t: Tournament, *, rules: str | None, order: Sequence[str] | str | None, preset: str | None
) -> tuple[str, list[str], str | None]:
    """Return the rule-set name, the codes of the order as written and the primary score a
    named team preset sets (rules.md 7, 8.1 step 2, 9.6).

    :raises InvalidOptionError: for a preset of the other kind of event.
    """
    named = preset is not None  # a default preset keeps a team event's own primary score
    if preset is None and order is None:
        preset = default_preset(t)
    base_rules = "fide"
    codes: list[str] = []
    primary: str | None = None
    if preset is not None:
        p = get_preset(preset)
        if p.team != t.system.is_team:
            key = "teamstd.error.team-preset" if p.team else "teamstd.error.individual-preset"
            raise InvalidOptionError(msg(key, preset=p.name))
        base_rules = p.rules
        codes = list(p.order)
        primary = p.primary if named else None
    if order is not None:
        codes = split_order(order)
    return (rules or base_rules), codes, primary


def compute_standings(
    t: Tournament,
    *,
    rules: str | None = None,
    order: Sequence[str] | str | None = None,
    preset: str | None = None,
    after_round: int | None = None,
    unrated_rating: int | None = None,
    lots_seed: int | None = None,
    single_winner: bool | None = None,
    live: bool = False,
    primary: str | None = None,
    match_points: str | None = None,
) -> Standings:
    """Return the standings of ``t`` (rules.md 8.1): its players, or the teams of a team
    event (9.7) by the primary score, then each code of the order.

    An event with pending games (a round in progress) is counted after its last complete
    round; ``live`` adds the finished games of the round in progress (provisional
    standings; in a team event its finished matches). :attr:`Standings.progress` says which.

    ``lots_seed`` records a drawing of lots (the tie-break ``LOTS``, added at the end of the
    order); ``single_winner`` (default: the tournament's setting) warns when the final
    standings leave first place shared (:mod:`core.engine.arbiter`). A team event takes
    ``primary`` (``MP``/``GP``) and ``match_points`` (``W,D,L[,PAB]``, formats.md 6.4); its
    default preset is ``fide-team-swiss`` or ``fide-team-round-robin`` (9.6), its rule set
    a FIDE edition (9.4).

    :raises UnknownRuleSetError, UnknownTiebreakError: for bad names (a team event: a rule
        set other than the FIDE editions, a code that is not a team code).
    :raises InvalidOptionError: for ``LOTS`` without a seed, a preset of the other kind of
        event, an option the kind of event does not take.
    """
    if preset is None:  # what the event's own file says (a grid's settings block)
        rules = rules if rules is not None else t.rules
        order = order if order is not None else t.order
    t, after_round, progress = prepare(t, after_round=after_round, live=live)
    rule_name, codes, preset_primary = resolve_order(t, rules=rules, order=order, preset=preset)
    if t.system.is_team:
        # The one place the standings tell the kinds apart: a team event's engine reads its
        # matches as games, and it takes options of its own (primary score, match points).
        engine, t = _team_engine(
            t,
            rule_name,
            after_round=after_round,
            primary=primary or preset_primary,
            match_points=match_points,
            refused={"lots": lots_seed, "unrated-rating": unrated_rating},
        )
        specs = [engine.spec(c) for c in codes]
    else:
        if primary is not None or match_points is not None:
            raise InvalidOptionError(msg("teamstd.error.individual-event"))
        specs = [parse_code(c) for c in codes]
        t, specs = arbiter_order(t, specs, lots_seed)
        rule_set, _ = resolve_rule_set(rule_name, t.start_date)
        engine = Engine(  # prepare() left no pending game
            t, rule_set, after_round=after_round, unrated_rating=unrated_rating, no_pending=True
        )
        t = engine.tournament
    how = _how(t, rule_name, rules=rules, preset=preset, order=order)
    return _rank(
        engine, t, specs, how, progress, single_winner=single_winner, unrated=unrated_rating
    )


def _team_engine(
    t: Tournament,
    rule_name: str,
    *,
    after_round: int | None,
    primary: str | None,
    match_points: str | None,
    refused: Mapping[str, object],
) -> tuple[Engine, Tournament]:
    """The engine of a team event with ``--primary`` and ``--match-points`` applied.

    The arbiter's last criteria (MANUAL, LOTS) and the rating options are individual
    families: a team event refuses them."""
    from core.teams.games import team_engine
    from core.teams.matches import team_records
    from core.teams.options import with_team_options

    for option, given in refused.items():
        if given is not None:
            raise InvalidOptionError(msg("teamstd.error.option", option=option))
    if after_round is not None:
        # As the individual standings (core.rules.context): a round outside 0..k is a usage
        # error, never a silent slice (-1 would drop the last round).
        if not 0 <= after_round <= t.rounds_played:
            raise InvalidOptionError(
                msg("error.after-round", round=after_round, last=t.rounds_played)
            )
        t = t.after_round(after_round)
    t = with_team_options(t, primary=primary, match_points=match_points)
    return team_engine(team_records(t), rule_name), t


def _how(
    t: Tournament,
    rule_name: str,
    *,
    rules: str | None,
    preset: str | None,
    order: Sequence[str] | str | None,
) -> Msg:
    """Say how the rule set was chosen: by date, given, by the preset, or by the import."""
    _, how = resolve_rule_set(rule_name, t.start_date)
    if how.key != "rules.how.given" or rules is not None:
        return how
    if preset is not None:
        return msg("rules.how.preset", preset=preset)  # the preset named the rule set
    if order is None and lichess_id(t) is not None:
        return msg("lichess.how.imported")  # an event imported from lichess (rules.md 7)
    return how


def _rank(
    engine: Engine,
    t: Tournament,
    specs: list[TiebreakSpec],
    how: Msg,
    progress: Progress | None,
    *,
    single_winner: bool | None,
    unrated: int | None,
) -> Standings:
    """Rank the entrants of ``engine`` by the primary score, then ``specs`` (rules.md 8.1)."""
    warnings: list[Warning] = []
    bad = tuple(s.code for s in specs if s.family.buchholz)
    if t.system.is_round_robin and bad:
        warnings.append(
            Warning(
                WarningCode.BUCHHOLZ_IN_ROUND_ROBIN,
                msg("warning.buchholz-in-round-robin", codes=bad),
            )
        )
    warnings.extend(near_twin_warnings(t))
    k = engine.rounds_counted
    specs = _drop_unusable(t, k, specs, warnings, engine, unrated)
    values: dict[str, dict[PlayerId, Value]] = {}
    for s in specs:
        if s.code in values:
            continue
        values[s.code] = dict.fromkeys(engine.ids) if s.group else engine.column(s)  # type: ignore[assignment]
    points, groups = engine.standing()
    # The groups after the score and after each tie-break; why() reads them.
    split = split_by_order(engine, specs, groups, values)
    rows: list[Row] = []
    place = 1
    tied: list[tuple[int, tuple[PlayerId, ...]]] = []
    entrants, named = engine.entrants(), engine.named_scores()
    columns = [(s.code, values[s.code]) for s in specs]
    for g in split.final:
        shared = len(g) > 1
        if shared:
            tied.append((place, tuple(g)))
        for pid in g:
            # made by _make from one tuple, as the other rows of a big event are
            row = (
                place,
                shared,
                entrants[pid],
                points[pid],
                {code: column[pid] for code, column in columns},
                NO_SCORES if named is None else named[pid],
            )
            rows.append(Row._make(row))
        place += len(g)
    wording = engine.words
    order_codes = tuple(s.code for s in specs)
    score = None if engine.primary is None else score_msg(engine.primary)
    for rank, g2 in tied:
        names = tuple(engine.name(p) for p in g2)
        single = None if rank != 1 else single_winner_problem(t, k, specs, g2, names, single_winner)
        if single is not None:  # the regulations require a single winner
            warnings.append(Warning(WarningCode.SINGLE_WINNER_TIE, single, g2))
            continue
        key = wording.unbroken_tie + ("" if order_codes else "-no-order")
        text = msg(key, players=names, codes=order_codes, rank=rank)
        if score is not None:
            text = msg(key, players=names, score=score, codes=order_codes, rank=rank)
        warnings.append(Warning(WarningCode.UNBROKEN_TIE, text, g2))
    return Standings(engine, t, k, tuple(specs), tuple(rows), tuple(warnings), split, how, progress)


def near_twin_warnings(t: Tournament) -> list[Warning]:
    """Warn of two players whose names differ only by accents, case or spacing
    (:mod:`core.near_twins`): one player entered twice, or two to tell apart."""
    from core.near_twins import near_twins

    by_id = {p.id: p for p in t.players}
    return [
        Warning(
            WarningCode.NEAR_TWINS,
            msg(
                "input.warning.near-twins",
                first=by_id[a].name,
                first_no=a,
                second=by_id[b].name,
                second_no=b,
            ),
            (a, b),
        )
        for a, b in near_twins(t.players)
    ]


_ROUNDS = frozenset({"PS", "CUM", "COO", "FB"})
"""The tie-breaks that need the round of every game: progressive scores (FIDE C.07 7.5, US
Chess 34E3, 34E4) and Fore Buchholz's last round (C.07 8.3)."""


def _drop_unusable(
    t: Tournament,
    k: int,
    specs: list[TiebreakSpec],
    warnings: list[Warning],
    engine: Engine,
    unrated_rating: int | None,
) -> list[TiebreakSpec]:
    """Leave out the rating tie-breaks when a player is unrated, the round tie-breaks when
    the input gave no rounds (a square table, :data:`~core.model.ROUNDS_UNKNOWN`) and the
    colour tie-breaks when a played game has no colour, saying so (rules.md 8.3; no team
    code needs any of them)."""
    rating = unrated_rating is None and any(s.family.rating for s in specs)
    unrated = tuple(p.id for p in t.players if p.rating is None) if rating else ()
    if unrated:
        dropped = tuple(s.code for s in specs if s.family.rating)
        specs = [s for s in specs if not s.family.rating]
        warnings.append(
            Warning(
                WarningCode.RATING_TIEBREAK_DROPPED,
                msg(
                    "warning.rating-tiebreak-dropped",
                    codes=dropped,
                    players=tuple(engine.name(p) for p in unrated),
                ),
                unrated,
            )
        )
    if dict(t.extra).get(ROUNDS_UNKNOWN) and any(s.family.base in _ROUNDS for s in specs):
        # a square round-robin table: its games sit in Berger rounds of our choosing
        dropped = tuple(s.code for s in specs if s.family.base in _ROUNDS)
        specs = [s for s in specs if s.family.base not in _ROUNDS]
        warnings.append(
            Warning(WarningCode.ROUNDS_UNKNOWN, msg("files.warning.rounds-unknown", codes=dropped))
        )
    if any(s.family.scores for s in specs) and not engine.tournament.has_game_scores():
        # rules.md 13.9: no game score in the k rounds counted
        dropped = tuple(s.code for s in specs if s.family.scores)
        specs = [s for s in specs if not s.family.scores]
        warnings.append(
            Warning(
                WarningCode.GAME_SCORES_MISSING,
                msg("scrabble.warning.game-scores-missing", codes=dropped),
            )
        )
    if any(s.family.colours for s in specs):
        missing = tuple(
            sorted(
                {
                    p.id
                    for p in t.players
                    for r in p.results[:k]
                    if r.outcome.is_played and r.color is None
                }
            )
        )
        if missing:
            dropped = tuple(s.code for s in specs if s.family.colours)
            specs = [s for s in specs if not s.family.colours]
            warnings.append(
                Warning(
                    WarningCode.COLOURS_MISSING,
                    msg("warning.colours-missing", codes=dropped),
                    missing,
                )
            )
    return specs


def engine_for(
    t: Tournament, *, rules: str, after_round: int | None = None, unrated_rating: int | None = None
) -> Engine:
    """Return the engine of ``t`` under ``rules``: its players', or its teams' for a team
    event (whose rule set is a FIDE edition, rules.md 9.4)."""
    if t.system.is_team:
        engine, _ = _team_engine(
            t, rules, after_round=after_round, primary=None, match_points=None, refused={}
        )
        return engine
    rule_set, _ = resolve_rule_set(rules, t.start_date)
    return Engine(t, rule_set, after_round=after_round, unrated_rating=unrated_rating)


def tiebreak_values(
    t: Tournament,
    code: str,
    *,
    rules: str,
    after_round: int | None = None,
    unrated_rating: int | None = None,
) -> dict[PlayerId, Value]:
    """Return the value of numeric tie-break ``code`` for every entrant under ``rules``."""
    engine = engine_for(t, rules=rules, after_round=after_round, unrated_rating=unrated_rating)
    return dict(engine.values(code))


def explain(
    t: Tournament, pid: PlayerId, code: str, *, rules: str, after_round: int | None = None
) -> Explanation:
    """Return the explanation of numeric tie-break ``code`` for entrant ``pid`` under
    ``rules``."""
    return engine_for(t, rules=rules, after_round=after_round).explain(code, pid)


__all__ = [
    "Row",
    "Standings",
    "Warning",
    "WarningCode",
    "WhyResult",
    "compute_standings",
    "explain",
    "score_msg",
    "tiebreak_values",
]
