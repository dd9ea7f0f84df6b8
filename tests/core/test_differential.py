"""Differential test: our engine against the independent tiebreak-core 1.2.0.

200 seeded random Swiss events (``random_events.random_tournament``: forfeits, double
forfeits, PABs, requested half/zero/full byes, absences, late entries, withdrawals) are
computed by :func:`core.engine.standings.tiebreak_values` and by tiebreak-core under ``fide-2024``
and ``fide-2026``, for BH, BH-C1, BH-M1, SB, PS, FB, AOB, ARO and TPR, and also for BH-C2,
BH-M2, SB-C1, PS-C1, WIN, WON, REP, BPG, BWG, ARO-C1 and APRO (PTP and APPO on every fourth
event). A third of the events are also compared part-way through (standings after round k,
rules.md 2.4). A quarter of the events have unrated players.

Values are compared exactly: our Fractions against tiebreak-core's floats converted without
loss (every BH/SB/PS/FB value is a multiple of ¼, exact in binary). AOB is compared at 2
decimals (rules.md 2.3: we round half up; tiebreak-core keeps the exact mean), ARO, TPR,
ARO-C1, PTP, APRO and APPO as integers.

Where the two programs disagree, the disagreement must be one of the documented cases in
``KNOWN_DIFFERENCES``: a named, narrow predicate that recognises the situation, with the
reason and the rules.md section that says our value is right. Anything else fails the test
and lists every disagreement of the event.

The first tests check the generator and the adapter on their own: the adapter must
reproduce the [V] values of the peer and edge-case vectors in tiebreak-core (except where a
documented case applies), so a disagreement below is never an adapter mistake.
"""

from __future__ import annotations

import functools
import itertools
import json
import random
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import pytest

from core.engine.standings import compute_standings, tiebreak_values
from core.formats.tournament_json import tournament_from_dict
from core.formats.validate import default_locator, validate
from core.model import Outcome, PlayerId, Tournament
from core.scores import round_half_up
from tests.conftest import VECTORS
from tests.core.random_events import random_tournament, tiebreak_core_players

RULES = ("fide-2024", "fide-2026")
CODES = ("BH", "BH-C1", "BH-M1", "SB", "PS", "FB", "AOB", "ARO", "TPR")
# Further codes tiebreak-core has under both editions; compared on the same events.
MORE_CODES = (
    "BH-C2",
    "BH-M2",
    "SB-C1",
    "PS-C1",
    "WIN",
    "WON",
    "REP",
    "BPG",
    "BWG",
    "ARO-C1",
    "PTP",
    "APRO",
    "APPO",
)
ALL_CODES = CODES + MORE_CODES
PEER_CODE = {
    "BH": "buchholz",
    "BH-C1": "buchholz_cut1",
    "BH-M1": "median_buchholz",
    "SB": "sonneborn_berger",
    "PS": "progressive",
    "FB": "fore_buchholz",
    "AOB": "aob",
    "ARO": "aro",
    "TPR": "tpr",
    "BH-C2": "buchholz_cut2",
    "BH-M2": "median_buchholz_2",
    "SB-C1": "sonneborn_berger_cut1",
    "PS-C1": "progressive_cut1",
    "WIN": "wins",
    "WON": "won",
    "REP": "rounds_elected",
    "BPG": "games_black",
    "BWG": "wins_black",
    "ARO-C1": "aro_cut1",
    "PTP": "ptp",
    "APRO": "apro",
    "APPO": "appo",
}
# PTP searches a rating per player (APPO one per opponent) in both programs: compared on
# every fourth event only, to keep the test under a minute.
SLOW_CODES = frozenset({"PTP", "APPO"})
INTEGER_CODES = frozenset({"ARO", "TPR", "ARO-C1", "PTP", "APRO", "APPO"})
SEEDS = range(200)

Value = Fraction | None


# --------------------------------------------------------------------------------------
# tiebreak-core side
# --------------------------------------------------------------------------------------


def _exact(value: float) -> Fraction:
    """A tiebreak-core float that must be a multiple of ¼ (exact in binary)."""
    f = Fraction(value)
    assert (f * 4).denominator == 1, f"tiebreak-core value {value!r} is not a multiple of 1/4"
    return f


def _normalise(code: str, value: float) -> Fraction:
    """Put a tiebreak-core value on the scale we compare at (module docstring)."""
    if code == "AOB":
        # tiebreak-core keeps the exact mean as a float; the mean of n multiples of ½ has
        # a denominator dividing 2n, which limit_denominator recovers exactly.
        return round_half_up(Fraction(value).limit_denominator(10_000), 2)
    if code in INTEGER_CODES:
        assert value == int(value), f"{code} {value!r} is not an integer"
        return Fraction(int(value))
    return _exact(value)


def peer_values(
    t: Tournament,
    rules: str,
    codes: tuple[str, ...] = CODES,
    players: Mapping[int, Any] | None = None,
) -> dict[str, dict[PlayerId, Fraction]]:
    """tiebreak-core's values of ``codes`` for every player (one ranking call)."""
    from tiebreak_core import rank_standings_strict

    players = tiebreak_core_players(t) if players is None else players
    criteria = [PEER_CODE[c] for c in codes]
    standings = rank_standings_strict(players, criteria, t.rounds_played, ruleset=rules)
    return {
        code: {
            PlayerId(p.player_id): _normalise(code, p.values[PEER_CODE[code]])
            for p in standings.players
        }
        for code in codes
    }


def our_values(
    t: Tournament, rules: str, codes: tuple[str, ...] = CODES
) -> dict[str, dict[PlayerId, Value]]:
    """Our values of ``codes`` for every player, on the scale we compare at."""
    out: dict[str, dict[PlayerId, Value]] = {}
    for code in codes:
        values = tiebreak_values(t, code, rules=rules)
        if code == "AOB":
            values = {pid: None if v is None else round_half_up(v, 2) for pid, v in values.items()}
        out[code] = dict(values)
    return out


# --------------------------------------------------------------------------------------
# Documented differences
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Disagreement:
    """One value on which the two programs differ."""

    t: Tournament
    rules: str
    code: str
    player: PlayerId
    ours: Value
    theirs: Fraction
    peer: Mapping[str, Mapping[PlayerId, Fraction]] = field(default_factory=dict, repr=False)

    def __str__(self) -> str:
        return (
            f"{self.t.name}, k={self.t.rounds_played}, {self.rules} {self.code} "
            f"player {self.player}: ours {self.ours}, tiebreak-core {self.theirs}"
        )


@dataclass(frozen=True)
class KnownDifference:
    """A documented situation in which tiebreak-core 1.2.0 gives another value than rules.md."""

    name: str
    codes: frozenset[str]
    section: str
    reason: str
    applies: Callable[[Disagreement], bool]


_RATED_ONLY = frozenset({"ARO", "TPR", "ARO-C1", "PTP"})


def _otb_games(t: Tournament, pid: PlayerId, *, rated: bool) -> tuple[tuple[Fraction, int], ...]:
    """(points, opponent rating) of P's games over the board (1-½-0 scoring)."""
    by_id = t.by_id()
    points = {Outcome.WIN: Fraction(1), Outcome.DRAW: Fraction(1, 2), Outcome.LOSS: Fraction(0)}
    out = []
    for res in by_id[pid].results:
        if res.outcome.is_played and res.opponent is not None:
            rating = by_id[res.opponent].rating
            if rating is not None or not rated:
                out.append((points[res.outcome], rating or 0))
    return tuple(out)


def _no_game_over_the_board(d: Disagreement) -> bool:
    """P has no game over the board (for ARO/TPR/ARO-C1/PTP: against a rated opponent)."""
    return (
        d.ours is None
        and d.theirs == 0
        and not _otb_games(d.t, d.player, rated=d.code in _RATED_ONLY)
    )


def _single_rated_game(d: Disagreement) -> bool:
    """ARO-C1 of P with exactly one rated game over the board: tiebreak-core keeps it."""
    games = _otb_games(d.t, d.player, rated=True)
    return d.ours is None and len(games) == 1 and d.theirs == games[0][1]


def _median2_short_event(d: Disagreement) -> bool:
    """BH-M2 over k < 5 rounds: we cut all k values; tiebreak-core cuts none."""
    return d.t.rounds_played < 5 and d.ours == 0 and d.theirs == d.peer["BH"][d.player]


@functools.lru_cache(maxsize=4096)
def _exact_ptp(games: tuple[tuple[Fraction, int], ...]) -> int | None:
    """PTP by tiebreak-core's own PD table and search, in exact arithmetic."""
    from tiebreak_core.fide2024 import _pd_for_rating

    if not games:
        return None
    target = sum((g[0] for g in games), Fraction(0))
    lowest = min(g[1] for g in games)
    if target == 0:
        return lowest - 800
    lo, hi = lowest - 800, max(g[1] for g in games) + 800
    while lo < hi:
        mid = (lo + hi) // 2
        if sum(Fraction(str(_pd_for_rating(mid, g[1]))) for g in games) >= target:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _opponent_without_performance(d: Disagreement) -> bool:
    """APRO/APPO of P where an opponent met over the board has no TPR/PTP of their own.

    That opponent played only unrated players over the board. The case applies when we
    average over the opponents that have a value (tiebreak-core's TPR, or its PTP in exact
    arithmetic), giving None when none has, and tiebreak-core counted the others as 0.
    """
    opponents = [
        r.opponent
        for r in d.t.player(d.player).results
        if r.outcome.is_played and r.opponent is not None
    ]
    games = {o: _otb_games(d.t, o, rated=True) for o in opponents}
    if all(games.values()):
        return False
    if d.code == "APRO":
        vals = [d.peer["TPR"][o] for o in opponents if games[o]]
    else:
        vals = [Fraction(_exact_ptp(games[o]) or 0) for o in opponents if games[o]]
    expected = round_half_up(sum(vals, Fraction(0)) / len(vals)) if vals else None
    return expected == d.ours


def _float_sum_in_ptp(d: Disagreement) -> bool:
    """tiebreak-core's PTP/APPO differ only because it sums PD values as floats.

    Recomputes PTP with tiebreak-core's PD table and binary search, but in exact
    arithmetic (for APPO: the mean of the opponents' PTPs, rounded half up); the case
    applies when that equals our value.
    """
    if d.ours is None:
        return False
    if d.code == "PTP":
        return _exact_ptp(_otb_games(d.t, d.player, rated=True)) == d.ours
    opponents = [
        r.opponent
        for r in d.t.player(d.player).results
        if r.outcome.is_played and r.opponent is not None
    ]
    ptps = [_exact_ptp(_otb_games(d.t, o, rated=True)) or 0 for o in opponents]
    return bool(ptps) and round_half_up(Fraction(sum(ptps), len(ptps))) == d.ours


def _final_round_forfeit_nearby(d: Disagreement) -> bool:
    """FB of P reads a final-round forfeit, and tiebreak-core agrees once it is a draw.

    P's FB reads P's own final round and the FB-adjusted score of every scheduled opponent
    of P; the case applies when one of those players had a forfeit (won, lost or double)
    in round k, and tiebreak-core's FB on the crosstable with every final-round forfeit
    rewritten as a played draw equals our value exactly.
    """
    from tiebreak_core import PLAYED, GameRecord

    k = d.t.rounds_played
    if k == 0:
        return False
    by_id = d.t.by_id()
    me = by_id[d.player]
    near = {d.player} | {r.opponent for r in me.results if r.opponent is not None}
    if not any(by_id[PlayerId(pid)].results[k - 1].outcome.is_forfeit for pid in near):
        return False
    key = (id(d.t), d.rules)
    if key not in _FB_REWRITTEN:
        players = tiebreak_core_players(d.t)
        for p in d.t.players:
            if p.results[k - 1].outcome.is_forfeit:
                data = players[p.id]
                old = data.games[k - 1]
                data.games[k - 1] = GameRecord(
                    old.opponent_id, old.opponent_rating, 0.5, old.color, k, kind=PLAYED
                )
                data.points = data.points - old.score + 0.5
        _FB_REWRITTEN[key] = (d.t, peer_values(d.t, d.rules, ("FB",), players=players)["FB"])
    return _FB_REWRITTEN[key][1][d.player] == d.ours


# (id(event), rules) -> (event, tiebreak-core FB with final-round forfeits as draws); the
# event is kept so that its id cannot be reused while the entry exists.
_FB_REWRITTEN: dict[tuple[int, str], tuple[Tournament, dict[PlayerId, Fraction]]] = {}


KNOWN_DIFFERENCES: tuple[KnownDifference, ...] = (
    KnownDifference(
        name="no-game-over-the-board",
        codes=frozenset({"AOB", "ARO", "TPR", "ARO-C1", "PTP", "APRO", "APPO"}),
        section="rules.md 6 (preamble), 6.5 (AOB), 6.8 (rating tie-breaks)",
        reason=(
            "A player without a game over the board (for ARO/TPR/ARO-C1/PTP: against a rated "
            "opponent) has no value: we give None, shown '–' and ranked below every value; "
            "tiebreak-core returns 0.0 ('empty set -> 0.0, documented edge')."
        ),
        applies=_no_game_over_the_board,
    ),
    KnownDifference(
        name="aro-c1-single-game",
        codes=frozenset({"ARO-C1"}),
        section="rules.md 6.8 (ARO-C1 row, [D]) and 12.22",
        reason=(
            "With a single rated game over the board ARO-C1 has no value (the cut removes "
            "the only rating); tiebreak-core returns the uncut ARO (its 'fewer than 2 -> "
            "uncut ARO' edge)."
        ),
        applies=_single_rated_game,
    ),
    KnownDifference(
        name="median-2-more-cuts-than-values",
        codes=frozenset({"BH-M2"}),
        section="rules.md 5 ('More cuts than values: everything is removed and the value is 0')",
        reason=(
            "BH-M2 removes two lowest and two highest values; with k < 5 rounds that is every "
            "value, so BH-M2 = 0. tiebreak-core returns the full BH below 5 values "
            "('<5 elements -> full BH (edge)')."
        ),
        applies=_median2_short_event,
    ),
    KnownDifference(
        name="opponent-without-performance",
        codes=frozenset({"APRO", "APPO"}),
        section="rules.md 6 (preamble: a tie-break without a value is '–', not 0) and 6.8",
        reason=(
            "An opponent met over the board who played only unrated players has no TPR/PTP; "
            "we average APRO/APPO over the opponents that have one, tiebreak-core averages "
            "in a 0.0 for them. (Only events with unrated players, where art. 10 drops the "
            "rating tie-breaks from the order unless a substitute rating is configured.)"
        ),
        applies=_opponent_without_performance,
    ),
    KnownDifference(
        name="tiebreak-core-float-sum-in-ptp",
        codes=frozenset({"PTP", "APPO"}),
        section="rules.md 6.8 (PTP: the lowest R with Σ PD ≥ points) and 2.3 (exact arithmetic)",
        reason=(
            "tiebreak-core adds its PD values as floats, so a sum such as 0.57 + 0.43 + ... "
            "comes out as 4.999999999999999 < 5 and its search returns an R one to several "
            "points too high (APPO inherits it). The predicate recomputes tiebreak-core's own "
            "table and search exactly and requires our value."
        ),
        applies=_float_sum_in_ptp,
    ),
    KnownDifference(
        name="fore-buchholz-final-round-forfeit",
        codes=frozenset({"FB"}),
        section="rules.md 6.4 (and the [V] vector edge-cases.json, players 2 and 7, 10.2)",
        reason=(
            "FB replaces every final-round pairing, game or forfeit, by a played draw "
            "(TieBreakServer in its 2024 and 2026 modes does the same). tiebreak-core 1.2.0 "
            "turns only over-the-board games into draws and keeps a final-round forfeit as "
            "a forfeit (fide2024/fide2026 _fb_tables test kind == 'played'). The predicate "
            "also recomputes tiebreak-core with those forfeits written as draws and requires "
            "that value to equal ours."
        ),
        applies=_final_round_forfeit_nearby,
    ),
)


def _explain(d: Disagreement) -> KnownDifference | None:
    for known in KNOWN_DIFFERENCES:
        if d.code in known.codes and known.applies(d):
            return known
    return None


def compare(
    t: Tournament, rules: str, codes: tuple[str, ...] = CODES
) -> tuple[list[Disagreement], list[tuple[Disagreement, KnownDifference]]]:
    """Compare every value of ``codes``; return (unexplained, explained) disagreements."""
    theirs = peer_values(t, rules, tuple(dict.fromkeys((*codes, "BH", "TPR"))))
    ours = our_values(t, rules, codes)
    unexplained: list[Disagreement] = []
    explained: list[tuple[Disagreement, KnownDifference]] = []
    for code in codes:
        assert set(ours[code]) == set(theirs[code]), f"{code}: different players"
        for pid in sorted(theirs[code]):
            if ours[code][pid] == theirs[code][pid]:
                continue
            d = Disagreement(t, rules, code, pid, ours[code][pid], theirs[code][pid], theirs)
            known = _explain(d)
            if known is None:
                unexplained.append(d)
            else:
                explained.append((d, known))
    return unexplained, explained


# --------------------------------------------------------------------------------------
# The random events
# --------------------------------------------------------------------------------------


def event_for(seed: int) -> tuple[Tournament, int | None]:
    """The event of ``seed`` and, for every third seed, an earlier round to compare at."""
    rng = random.Random(1_000_003 * seed + 17)
    n = rng.randint(6, 48)
    rounds = rng.randint(3, min(11, n - 1))
    t = random_tournament(seed, n, rounds, unrated=seed % 4 == 3)
    after = rng.randint(3, rounds - 1) if seed % 3 == 0 and rounds > 3 else None
    return t, after


def test_generator_is_deterministic() -> None:
    assert random_tournament(7, 30, 9) == random_tournament(7, 30, 9)
    assert random_tournament(7, 30, 9) != random_tournament(8, 30, 9)


def test_generator_without_unplayed_rounds_only_plays_and_gives_pabs() -> None:
    kinds = Counter(
        r.outcome
        for s in range(20)
        for p in random_tournament(s, 15, 7, unplayed=False).players
        for r in p.results
    )
    assert set(kinds) == {Outcome.WIN, Outcome.DRAW, Outcome.LOSS, Outcome.PAB}


def test_generator_events_are_valid_and_cover_every_situation() -> None:
    seen: Counter[str] = Counter()
    for seed in SEEDS:
        t, _ = event_for(seed)
        assert validate(t, default_locator("random")) == []
        k = t.rounds_played
        assert k == t.rounds
        by_id = t.by_id()
        for p in t.players:
            outs = [r.outcome for r in p.results]
            seen.update(o.value for o in outs)
            if p.withdrawn_after is not None:
                seen["withdrawal"] += 1
            if outs[0] is Outcome.ABSENT and any(o.is_played for o in outs):
                seen["late entry"] += 1
            if p.rating is None:
                seen["unrated"] += 1
            if not any(o.is_played for o in outs):
                seen["no game over the board"] += 1
            for r, res in enumerate(p.results, start=1):
                if (
                    res.outcome is Outcome.FORFEIT_LOSS
                    and res.opponent is not None
                    and (by_id[res.opponent].results[r - 1].outcome is Outcome.FORFEIT_LOSS)
                ):
                    seen["double forfeit"] += 1
            if outs[-1].is_forfeit:
                seen["final-round forfeit"] += 1
            if outs[-1] is Outcome.HALF_BYE:
                seen["half bye in the final round"] += 1
            if any(o is Outcome.ABSENT for o in outs[1:-1]) and p.withdrawn_after is None:
                seen["absence mid-event"] += 1
    wanted = {o.value for o in Outcome if o is not Outcome.PENDING} | {
        "withdrawal",
        "late entry",
        "unrated",
        "no game over the board",
        "double forfeit",
        "final-round forfeit",
        "half bye in the final round",
        "absence mid-event",
    }
    assert wanted <= set(seen), f"never generated: {sorted(wanted - set(seen))}"


def _vector_cases() -> list[tuple[str, dict[str, Any]]]:
    cases = []
    for name in ("peer-scenario-a", "peer-scenario-b", "edge-cases", "tec-exercise"):
        data = json.loads((VECTORS / f"{name}.json").read_text(encoding="utf-8"))
        for e in data["expect"]:
            if e.get("tiebreak") in PEER_CODE and e.get("rules") in RULES:
                cases.append((name, e))
    return cases


@pytest.mark.needs_shared
def test_adapter_reproduces_the_verified_vectors_in_tiebreak_core() -> None:
    """The adapter feeds tiebreak-core correctly: it gives the [V] vector values."""
    checked = 0
    for name, e in _vector_cases():
        data = json.loads((VECTORS / f"{name}.json").read_text(encoding="utf-8"))
        t = tournament_from_dict(data["tournament"], source=name)
        if "after_round" in e:
            t = t.after_round(e["after_round"])
        code = e["tiebreak"]
        table = peer_values(t, e["rules"], tuple(dict.fromkeys((code, "BH", "TPR"))))
        theirs = table[code]
        for pid_text, expected in e["values"].items():
            pid = PlayerId(int(pid_text))
            want = Fraction(str(expected))
            if code == "AOB":
                want = round_half_up(want, 2)
            checked += 1
            if theirs[pid] == want:
                continue
            d = Disagreement(t, e["rules"], code, pid, want, theirs[pid], table)
            assert _explain(d) is not None, f"{name}: {d} (vector value as 'ours')"
    assert checked > 300


@pytest.mark.parametrize("seed", SEEDS)
def test_engine_agrees_with_tiebreak_core(seed: int) -> None:
    t, after = event_for(seed)
    events = [t] if after is None else [t, t.after_round(after)]
    codes = ALL_CODES if seed % 4 == 0 else tuple(c for c in ALL_CODES if c not in SLOW_CODES)
    unexplained: list[Disagreement] = []
    for event in events:
        for rules in RULES:
            bad, _ = compare(event, rules, codes)
            unexplained += bad
    assert not unexplained, "undocumented disagreements:\n" + "\n".join(str(d) for d in unexplained)
    if after is not None:  # the engine's own after_round gives the truncated event's values
        for code in ("BH-C1", "SB", "FB", "AOB"):
            assert tiebreak_values(t, code, rules="fide-2026", after_round=after) == (
                tiebreak_values(t.after_round(after), code, rules="fide-2026")
            )


# --------------------------------------------------------------------------------------
# Rankings
# --------------------------------------------------------------------------------------

RANKING_ORDERS = (
    ("BH-C1", "BH", "SB", "DE", "WIN", "PS", "AOB"),  # the benchmark's order
    ("DE", "WIN", "BH-C1", "BH", "SB", "PS"),  # DE first: DE decides often
    ("WIN", "DE", "BH", "SB"),  # DE on groups level on WIN
)
PEER_RANK_CODE = {**PEER_CODE, "DE": "direct_encounter"}


def _forfeit_pair_in_de_group(
    t: Tournament, rows: Mapping[PlayerId, Any], order: tuple[str, ...], a: PlayerId, b: PlayerId
) -> bool:
    """a and b reach DE in one tied group in which two members were paired only by forfeit.

    rules.md 6.1 leaves forfeits between members out (6.1.1) and 6.3 counts the members a
    player has "not met": we count a pair that was paired only by forfeit as not met (its
    game is left out), tiebreak-core counts any pairing record as met (its _mini_table:
    "a pair counts as unplayed when NO game record exists"), which can take it into the
    all-met branch 6.2 or lower the maxima of 6.3.
    """
    if "DE" not in order:
        return False
    before = order[: order.index("DE")]

    def key(p: PlayerId) -> tuple[Any, ...]:
        return (rows[p].points, *(rows[p].values[c] for c in before))

    if key(a) != key(b):
        return False
    group = [p for p in rows if key(p) == key(a)]
    by_id = t.by_id()
    for x in group:
        for y in group:
            met = [r for r in by_id[x].results if r.opponent == y]
            if x < y and met and not any(r.outcome.is_played for r in met):
                return True
    return False


@pytest.mark.parametrize("order", RANKING_ORDERS, ids=lambda o: ",".join(o))
def test_rankings_agree_with_tiebreak_core(order: tuple[str, ...]) -> None:
    """tiebreak-core's order never puts a player above one we rank strictly higher.

    Players we rank equal (a shared rank) may come in any order: tiebreak-core breaks such
    ties by player id. The one documented exception is DE with a forfeit inside the group
    (``_forfeit_pair_in_de_group``), an open question reported to the lead.
    """
    from tiebreak_core import rank_standings_strict

    unexplained: list[str] = []
    for seed in SEEDS:
        t, _ = event_for(seed)
        for rules in RULES:
            st = compute_standings(t, rules=rules, order=list(order))
            assert st.order == order
            rows = {r.player.id: r for r in st.rows}
            peer = rank_standings_strict(
                tiebreak_core_players(t),
                [PEER_RANK_CODE[c] for c in order],
                t.rounds_played,
                ruleset=rules,
            )
            ids = [PlayerId(p.player_id) for p in peer.players]
            for a, b in itertools.pairwise(ids):
                if rows[a].rank <= rows[b].rank:
                    continue
                if _forfeit_pair_in_de_group(t, rows, order, a, b):
                    continue
                unexplained.append(
                    f"{t.name} {rules}: tiebreak-core puts {a} (our rank "
                    f"{rows[a].rank}) above {b} (our rank {rows[b].rank})"
                )
    assert not unexplained, "\n".join(unexplained)
