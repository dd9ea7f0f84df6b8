"""Property tests (hypothesis) over seeded random Swiss events (issue 2, acceptance 3)."""

from __future__ import annotations

import io
import itertools

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from core.engine.standings import compute_standings, tiebreak_values
from core.formats.tournament_json import read_tournament_json, write_tournament_json
from core.formats.trf import read_trf, trf_limitations, write_trf
from core.model import Tournament
from tests.core.random_events import random_tournament

RULES = ["fide-2026", "fide-2024", "fide-2009", "uscf", "cas", "naive", "played-only"]
events = st.builds(
    random_tournament,
    seed=st.integers(0, 10**6),
    players=st.integers(2, 14),
    rounds=st.integers(1, 7),
)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(events)
def test_json_write_then_read_gives_the_same_tournament(t: Tournament) -> None:
    buf = io.StringIO()
    write_tournament_json(t, buf)
    assert read_tournament_json(io.StringIO(buf.getvalue()), source="roundtrip.json") == t


@SETTINGS
@given(events)
def test_trf_write_then_read_gives_the_same_tournament(t: Tournament) -> None:
    # TRF-16 has no field for a withdrawal: the absences after it are written, the
    # ``withdrawn_after`` marker is not, so the round trip is compared without it.
    t = t._replace(players=tuple(p._replace(withdrawn_after=None) for p in t.players))
    # A round in which nobody was paired cannot be told apart from byes requested ahead of
    # time in TRF; the writer refuses such events (trf_limitations), so they are not drawn.
    assume(not trf_limitations(t))
    buf = io.StringIO()
    write_trf(t, buf)
    again = read_trf(io.StringIO(buf.getvalue()), source="roundtrip.trf")
    assert again.players == t.players
    assert (again.rounds, again.scoring, again.system) == (t.rounds, t.scoring, t.system)


@SETTINGS
@given(events, st.sampled_from(RULES), st.sampled_from(["BH", "SB", "FB"]))
def test_cuts_and_medians_never_exceed_the_full_value(t: Tournament, rules: str, base: str) -> None:
    full = tiebreak_values(t, base, rules=rules)
    for mod in ("C1", "C2", "M1", "M2") if base != "SB" else ("C1",):
        cut = tiebreak_values(t, f"{base}-{mod}", rules=rules)
        for pid, value in cut.items():
            assert value is not None and full[pid] is not None
            assert 0 <= value <= full[pid]


@SETTINGS
@given(events, st.sampled_from(RULES))
def test_points_ranking_is_never_contradicted(t: Tournament, rules: str) -> None:
    order = ["BH-C1", "BH", "SB", "DE", "WIN", "PS", "AOB", "KS", "STD", "TPN"]
    rows = compute_standings(t, rules=rules, order=order).rows
    for upper, lower in itertools.pairwise(rows):
        assert upper.points >= lower.points
        assert upper.rank <= lower.rank
        assert (upper.rank == lower.rank) == (
            upper.shared and lower.shared and upper.rank == lower.rank
        )


@SETTINGS
@given(events, st.sampled_from(RULES), st.randoms(use_true_random=False))
def test_result_does_not_depend_on_the_order_players_are_listed(
    t: Tournament, rules: str, rnd: object
) -> None:
    shuffled = list(t.players)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    t2 = t._replace(players=tuple(shuffled))
    order = ["BH-C1", "BH", "SB", "DE", "WIN", "ARO", "RANKRES"]
    a = compute_standings(t, rules=rules, order=order, unrated_rating=1000)
    b = compute_standings(t2, rules=rules, order=order, unrated_rating=1000)
    assert [(r.rank, r.player.id, r.values) for r in a.rows] == [
        (r.rank, r.player.id, r.values) for r in b.rows
    ]
