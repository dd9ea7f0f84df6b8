"""The lichess rule set, LPR and the lichess preset (rules.md 4.10), checked by hand.

The spec's own vectors (vectors/lichess/) run in test_vectors.py; the cases here work the
spec's rules out on small events in the comments: a bye's virtual opponent at different
rounds, a forfeit won and lost, a late joiner, a departure, the kinds lichess never writes,
LPR's truncation, and the comparison ``tiebreak explain`` prints for an event imported from
lichess. Imports go through the real httpx client to the local stand-in
(tests/servers/lichess_server.py) on loopback.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import httpx
import pytest

from core.cli import main
from core.engine.presets import lichess_id
from core.engine.standings import compute_standings, engine_for, tiebreak_values
from core.explain import Source, named
from core.formats.tournament_json import tournament_from_dict, tournament_to_dict
from core.formats.trf import write_trf
from core.i18n.text import render
from core.model import Outcome, PlayerId, RoundKind, Tournament
from core.questions.calc import calculate_card
from core.questions.lichess import compare_with_lichess
from core.render.explanation import render_cites
from core.rules.base import Why
from core.sources.lichess import ENV_BASE_URL, load_lichess
from core.tiebreaks.engine import Engine
from core.tiebreaks.registry import describe, parse_code
from tests.conftest import shared_file
from tests.servers.lichess_server import LichessServer

P = PlayerId

# lichess issue #13694 (rules.md 4.10): a 7/7 winner whose six opponents scored 1, 2, 4, 4,
# 4.5 and 5.5 and who had the pairing bye in round 6 after 5 points. Eight players; G loses
# every game and sits out round 6 (the bye goes to Wen).
#   Wen: beat D (4), C (4), A (1), B (2), F (5.5) in rounds 1-5, bye in 6, beat E (4.5) in 7.
#   A 1 (beat G r4), B 2 (beat G r5, A r7), C 4 (beat B, E, A, G), D 4 (beat A, G, C, B),
#   E 4.5 (beat G, B, D, A; drew F), F 5.5 (beat A, G, B, C, D; drew E), G 0.
ISSUE_13694: dict[str, Any] = {
    "format": "tiebreak-tournament/1",
    "name": "lichess issue 13694",
    "rounds": 7,
    "system": "swiss",
    "players": [
        {
            "id": 1,
            "name": "Wen",
            "rating": 2300,
            "results": ["+W5", "+B4", "+W2", "+B3", "+W7", "BYE", "+B6"],
        },
        {
            "id": 2,
            "name": "A",
            "rating": 1600,
            "results": ["-B7", "-W5", "-B1", "+B8", "-W6", "-B4", "-B3"],
        },
        {
            "id": 3,
            "name": "B",
            "rating": 1700,
            "results": ["-W4", "-W6", "-W7", "-W1", "+W8", "-W5", "+W2"],
        },
        {
            "id": 4,
            "name": "C",
            "rating": 1900,
            "results": ["+B3", "-W1", "+W6", "-B7", "-B5", "+W2", "+W8"],
        },
        {
            "id": 5,
            "name": "D",
            "rating": 1900,
            "results": ["-B1", "+B2", "+B8", "-W6", "+W4", "+B3", "-B7"],
        },
        {
            "id": 6,
            "name": "E",
            "rating": 2000,
            "results": ["+W8", "+B3", "-B4", "+B5", "+B2", "=B7", "-W1"],
        },
        {
            "id": 7,
            "name": "F",
            "rating": 2100,
            "results": ["+W2", "+W8", "+B3", "+W4", "-B1", "=W6", "+W5"],
        },
        {
            "id": 8,
            "name": "G",
            "rating": 1400,
            "results": ["-B6", "-B7", "-W5", "-W2", "-B3", "--", "-B4"],
        },
    ],
}


def _vector(name: str) -> Tournament:
    path = shared_file("spec", "vectors", "lichess", f"{name}.json")
    doc = json.loads(path.read_text(encoding="utf-8"))
    return tournament_from_dict(doc["tournament"], source=name)


def _trf(t: Tournament) -> str:
    buf = io.StringIO()
    write_trf(t, buf, strict=False)
    return buf.getvalue()


def _header(ident: str, t: Tournament, starts: str) -> dict[str, Any]:
    return {
        "id": ident,
        "name": t.name,
        "startsAt": starts,
        "nbRounds": t.rounds,
        "round": t.rounds,
        "nbPlayers": len(t.players),
        "status": "finished",
    }


@pytest.fixture
def server() -> Iterator[LichessServer]:
    issue = tournament_from_dict(ISSUE_13694, source="issue")
    early = _vector("lichess-early-bye-forfeit")
    late = _vector("lichess-late-left-forfeit")
    with LichessServer() as srv:
        srv.add_swiss("Iss13694", _header("Iss13694", issue, "2026-06-01T18:00:00Z"), _trf(issue))
        srv.add_swiss("Old13694", _header("Old13694", issue, "2023-09-30T18:00:00Z"), _trf(issue))
        srv.add_swiss("EarlyBye", _header("EarlyBye", early, "2026-05-01T10:00:00Z"), _trf(early))
        srv.add_swiss("LateLeft", _header("LateLeft", late, "2026-05-01T10:00:00Z"), _trf(late))
        yield srv


@pytest.fixture
def cli_env(server: LichessServer, monkeypatch: pytest.MonkeyPatch) -> LichessServer:
    monkeypatch.setenv(ENV_BASE_URL, server.base_url)
    monkeypatch.delenv("TIEBREAK_LANG", raising=False)
    return server


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


# ---- the numbers --------------------------------------------------------------------------


def test_issue_13694_card_shows_26_5() -> None:
    # Six wins against 1, 2, 4, 4, 4.5, 5.5 (21) and a round-6 bye after 5 points of 7:
    # lichess 21 + (5 + 0 + ½ × 1) = 26.5; FIDE 2026 21 + min(7, ½ × 7) = 24.5; 2024 21 + 7.
    card = [(Outcome.WIN, Fraction(s)) for s in ("1", "2", "4", "4", "5.5")]
    card += [(Outcome.PAB, None), (Outcome.WIN, Fraction("4.5"))]
    assert calculate_card("lichess", 7, card).values["SB"] == Fraction("26.5")
    assert calculate_card("fide-2026", 7, card).values["SB"] == Fraction("24.5")
    assert calculate_card("fide-2024", 7, card).values["SB"] == 28


def test_issue_13694_event_ranks_and_values() -> None:
    t = tournament_from_dict(ISSUE_13694, source="issue")
    assert tiebreak_values(t, "SB", rules="lichess")[P(1)] == Fraction("26.5")
    st = compute_standings(t, preset="lichess")
    assert (st.rules, st.order) == ("lichess", ("SB", "LPR"))
    assert [r.player.name for r in st.rows] == ["Wen", "F", "E", "C", "D", "B", "A", "G"]
    # C and D both 4: SB C = B 2 + E 4.5 + A 1 + G 0 = 7.5; D = A 1 + G 0 + C 4 + B 2 = 7.
    assert (st.row(P(4)).values["SB"], st.row(P(5)).values["SB"]) == (Fraction("7.5"), 7)


def test_a_bye_counts_a_virtual_opponent_that_depends_on_the_round() -> None:
    # 5 players, 4 rounds, one bye a round. Final scores: Ana 2.5, Ben 3.5, Cid 3, Dee 1,
    # Eve 2. Virtual opponent = points before the round + 0 (he loses) + ½ × rounds after:
    #   Ana, round 1, 0 before: 0 + ½ × 3 = 1.5     Cid, round 2, 0 before: 0 + ½ × 2 = 1
    #   Eve, round 3, ½ before: ½ + ½ × 1 = 1       Ben, round 4, 2.5 before: 2.5 + 0 = 2.5
    t = tournament_from_dict(
        {
            "format": "tiebreak-tournament/1",
            "name": "byes",
            "rounds": 4,
            "players": [
                {"id": 1, "name": "Ana", "results": ["BYE", "+W4", "-B3", "=W5"]},
                {"id": 2, "name": "Ben", "results": ["+W3", "+W5", "=W4", "BYE"]},
                {"id": 3, "name": "Cid", "results": ["-B2", "BYE", "+W1", "+W4"]},
                {"id": 4, "name": "Dee", "results": ["=W5", "-B1", "=B2", "-B3"]},
                {"id": 5, "name": "Eve", "results": ["=B4", "-B2", "BYE", "=B1"]},
            ],
        },
        source="byes",
    )
    eng = engine_for(t, rules="lichess")  # the engine compute_standings ranks with
    assert isinstance(eng, Engine)
    virtual = {
        pid: [
            (e.round, eng.ctx.frac(e.raw or 0), eng.ctx.frac(e.value or 0))
            for e in es
            if e.why is Why.VIRTUAL
        ]
        for pid, es in eng.view.entries.items()
    }
    half = Fraction(1, 2)
    assert virtual == {
        1: [(1, 0, Fraction(3, 2))],
        2: [(4, Fraction(5, 2), Fraction(5, 2))],
        3: [(2, 0, 1)],
        4: [],
        5: [(3, half, 1)],
    }
    sb = tiebreak_values(t, "SB", rules="lichess")
    # Ana: bye 1.5 + Dee 1 + Cid 0 (lost) + Eve 2 × ½ = 3.5;
    # Ben: Cid 3 + Eve 2 + Dee 1 × ½ + bye 2.5 = 8.
    assert (sb[P(1)], sb[P(2)]) == (Fraction("3.5"), 8)


def test_forfeits_count_the_opponents_final_score_both_ways() -> None:
    t = _vector("lichess-early-bye-forfeit")
    kai = compute_standings(t, rules="lichess", order=["SB"]).explain(P(1), "SB")
    r4 = kai.items[3]
    # Kai's forfeit win over Nia (2 points) counts Nia's 2, not Kai's own 4 (FIDE 2024).
    assert (r4.kind, r4.raw, r4.value, r4.code) == (
        RoundKind.FORFEIT_WIN,
        2,
        2,
        "lichess.entry.forfeit",
    )
    nia = compute_standings(t, rules="lichess", order=["BH"]).explain(P(4), "BH")
    # Nia's forfeit loss to Kai counts Kai's 4 in Buchholz; times 0 it adds nothing to SB.
    assert nia.items[3].value == 4
    assert tiebreak_values(t, "SB", rules="lichess")[P(4)] == Fraction("3.5")


def test_late_joiner_and_departure_add_nothing() -> None:
    t = _vector("lichess-late-left-forfeit")
    st = compute_standings(t, rules="lichess", order=["SB", "LPR"])
    fe = st.explain(P(6), "SB")
    # Fe joined after round 2 began: ½ for round 1 (late), 0 for round 2 (absent).
    assert st.row(P(6)).points == Fraction("1.5")
    assert [(i.round, i.value, i.code) for i in fe.items[:2]] == [
        (1, None, "lichess.entry.late"),
        (2, None, "lichess.entry.nothing"),
    ]
    # Gu left after round 3: his rounds 4-5 are 0, so Cy's win over him counts 2, not 3.
    cy = st.explain(P(3), "SB")
    assert (cy.items[0].opponent, cy.items[0].value) == (7, 2)
    assert fe.value == 1 and cy.value == Fraction("8.25")


def test_kinds_lichess_never_writes() -> None:
    # rules.md 12.32: a full-point bye is a PAB (virtual opponent), a zero-point bye an
    # absence (nothing), a double forfeit a lost game (SB 0, Buchholz the opponent's score).
    t = tournament_from_dict(
        {
            "format": "tiebreak-tournament/1",
            "name": "odd kinds",
            "rounds": 3,
            "players": [
                {"id": 1, "name": "Ana", "results": ["F", "+W2", "-F3"]},
                {"id": 2, "name": "Ben", "results": ["Z", "-B1", "+W4"]},
                {"id": 3, "name": "Cid", "results": ["+B4", "=W4", "-F1"]},
                {"id": 4, "name": "Dan", "results": ["-W3", "=B3", "-B2"]},
            ],
        },
        source="kinds",
    )
    eng = engine_for(t, rules="lichess")  # the engine compute_standings ranks with
    assert isinstance(eng, Engine)
    ana = eng.view.entries[P(1)]
    assert (ana[0].why, ana[0].value) == (Why.VIRTUAL, 2)  # 0 + 0 + ½ × 2 = 1 (2 half units)
    assert ana[2].value == eng.ctx.score[P(3)] and ana[2].points == 0
    assert eng.view.entries[P(2)][0].value is None
    # Ana's SB: full bye 1 + Ben 1 × 1 + double forfeit 0 = 2; Ben: beat Dan (½) in round 3.
    sb = tiebreak_values(t, "SB", rules="lichess")
    assert (sb[P(1)], sb[P(2)]) == (2, Fraction(1, 2))


def test_lpr_truncates_and_needs_a_pairing() -> None:
    t = _vector("lichess-early-bye-forfeit")
    lpr = compute_standings(t, rules="lichess", order=["LPR"]).explain(P(4), "LPR")
    # Nia: Mo 1900 + 0, Lea 2000 + 0, bye left out, Kai 2100 − 500 = 1600: 5500 / 3.
    assert lpr.value == 1833
    assert [i.value for i in lpr.items] == [1900, 2000, None, 1600]
    assert render(lpr.summary) == "LPR = 5500 / 3 = 1833.33, truncated to 1833"
    lone = tournament_from_dict(
        {
            "format": "tiebreak-tournament/1",
            "name": "lone",
            "rounds": 2,
            "players": [
                {"id": 1, "name": "Ana", "rating": 500, "results": ["BYE", "-W2"]},
                {"id": 2, "name": "Ben", "rating": 80, "results": ["--", "+B1"]},
                {"id": 3, "name": "Cid", "results": ["--", "BYE"]},
            ],
        },
        source="lone",
    )
    values = tiebreak_values(lone, "LPR", rules="lichess")
    # Ana lost to Ben (80): 80 − 500 = −420. Ben beat Ana: 1000. Cid never paired: none.
    assert values == {1: -420, 2: 1000, 3: None}
    # All three have 1 point; ranked by LPR alone, the player without a value goes last.
    st = compute_standings(lone, rules="lichess", order=["LPR"])
    assert [r.player.id for r in st.rows] == [2, 1, 3]


def test_lpr_leaves_an_unrated_opponent_out_unless_given_a_rating() -> None:
    t = tournament_from_dict(
        {
            "format": "tiebreak-tournament/1",
            "name": "unrated",
            "rounds": 2,
            "players": [
                {"id": 1, "name": "Ana", "rating": 1500, "results": ["+W2", "=B3"]},
                {"id": 2, "name": "Ben", "results": ["-B1", "BYE"]},
                {"id": 3, "name": "Cid", "rating": 1700, "results": ["BYE", "=W1"]},
            ],
        },
        source="unrated",
    )
    assert tiebreak_values(t, "LPR", rules="lichess")[P(1)] == 1700
    assert tiebreak_values(t, "LPR", rules="lichess", unrated_rating=1000)[P(1)] == 1600
    st = compute_standings(t, preset="lichess")
    assert st.order == ("SB", "LPR")  # not a FIDE rating tie-break: never dropped
    item = st.explain(P(1), "LPR").items[0]
    assert (item.value, item.code) == (None, "lichess.lpr.unrated")


def test_lpr_and_the_rule_names_in_every_language() -> None:
    assert render(describe(parse_code("LPR"))) == "lichess performance (LPR)"
    assert render(describe(parse_code("LPR")), "cs") == "výkon podle lichess (LPR)"
    virtual = named(Source.LICHESS_VIRTUAL)
    assert render_cites(virtual) == "lichess virtual opponent (FIDE C.02)"
    assert render_cites(virtual, "it") == "avversario virtuale lichess (FIDE C.02)"
    assert render_cites(named(Source.LICHESS), "tr") == "lichess"


# ---- imported events default to the lichess preset ------------------------------------------


def test_an_import_is_marked_and_defaults_to_lichess(server: LichessServer) -> None:
    with httpx.Client(timeout=5.0) as client:
        t = load_lichess(
            "lichess:EarlyBye", base_url=server.base_url, client=client, sleep=lambda s: None
        )
    assert lichess_id(t) == "EarlyBye"
    # Saved as tournament JSON, the event keeps its mark (and so its default).
    saved = tournament_from_dict(json.loads(json.dumps(tournament_to_dict(t))), source="s")
    assert lichess_id(saved) == "EarlyBye"
    st = compute_standings(t)
    assert (st.rules, st.order, st.rules_how.key) == (
        "lichess",
        ("SB", "LPR"),
        "lichess.how.imported",
    )
    assert [r.player.id for r in st.rows] == [1, 4, 3, 2, 5]  # the vector's ranking
    # --rules alone keeps the default order (rules.md 7) with the rule set given.
    other = compute_standings(t, rules="fide-2026")
    assert (other.rules, other.order) == ("fide-2026", ("SB", "LPR"))
    # A file that is not lichess's keeps the FIDE default.
    assert compute_standings(_vector("lichess-early-bye-forfeit")).rules == "fide-2026"


def test_comparison_lists_only_the_rounds_that_differ() -> None:
    t = _vector("lichess-late-left-forfeit")
    # Cy: lichess 8.25; FIDE 2026 9.25 (no date: 2026). Round 1 v Gu, who left after
    # round 3: lichess counts his 2 points, FIDE 2026 2 + ½ + ½ = 3. Nothing else differs.
    c = compare_with_lichess(t, P(3), "lichess")
    assert (c.lichess_value, c.other_value, c.other_rules) == (
        Fraction("8.25"),
        Fraction("9.25"),
        "fide-2026",
    )
    assert [(r.round, r.lichess.value, r.other.value) for r in c.rounds] == [(1, 2, 3)]
    assert render(c.verdict) == (
        "Under FIDE 2026 (no start date, so the current edition) SB "
        "would be 9.25, because 1 round counts differently:"
    )
    # Under another rule set in force, lichess's number is the one "instead".
    d = compare_with_lichess(t, P(3), "fide-2024")
    assert render(d.verdict) == (
        "lichess shows SB 8.25 instead of 9.25 under FIDE 2024, because 1 round counts differently:"
    )
    # Fe: round 1 (late, ½) adds nothing under lichess, half a dummy (1.5 × ½) under FIDE
    # 2026; round 2 (absent) adds nothing and 1.5 × 0: the same amount, so not listed.
    fe = compare_with_lichess(t, P(6), "lichess")
    assert [(r.round, r.lichess.value, r.other.value) for r in fe.rounds] == [
        (1, None, Fraction("0.75"))
    ]
    assert (fe.lichess_value, fe.other_value) == (1, Fraction("1.75"))
    same = compare_with_lichess(t, P(1), "lichess")  # Ana: 8 under both
    assert not same.rounds and render(same.verdict) == (
        "Under FIDE 2026 (no start date, so the current edition) SB is also 8."
    )


# ---- tiebreak explain lichess:ID ------------------------------------------------------------


def test_explain_shows_lichess_arithmetic_then_fide(
    capsys: pytest.CaptureFixture[str], cli_env: LichessServer
) -> None:
    code, out, err = run(capsys, "explain", "lichess:Iss13694", "Wen")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == (
        "Wen (1): 7 points, rank 1; rules lichess (the default for events imported from lichess)"
    )
    assert "lichess shows SB 26.5 for Wen: here is that arithmetic." in lines
    assert "Sonneborn-Berger (SB) of Wen (1) under lichess: 26.5" in lines
    assert any(
        line.startswith(
            "  Round 6: pairing-allocated bye: lichess counts a virtual "
            "opponent who starts the round with your score before it, 5,"
        )
        and line.endswith("→ 5.5 (lichess virtual opponent (FIDE C.02))")
        for line in lines
    )
    verdict = lines.index(
        "Under FIDE 2026 (chosen by the start date 2026-06-01) SB would be "
        "24.5, because 1 round counts differently:"
    )
    assert lines[verdict + 1].startswith("  round 6 (pairing-allocated bye): lichess 5.5 — ")
    assert "; FIDE 2026 3.5 — " in lines[verdict + 1]
    assert lines[verdict + 1].endswith(
        "capped at 0.5 × 7 rounds = 3.5 (16.4.2); × 1 for your result = 3.5"
    )


def test_explain_under_fide_says_what_lichess_shows_instead(
    capsys: pytest.CaptureFixture[str], cli_env: LichessServer
) -> None:
    code, out, _ = run(
        capsys, "explain", "lichess:EarlyBye", "Lea", "--rules", "fide-2026", "--tiebreak", "SB"
    )
    assert code == 0
    assert "lichess shows SB" not in out.split("\n\n")[1]  # no lead under FIDE
    # Lea: lichess 3 (Oz 1, Nia 2/2, Mo 2/2); FIDE 2026 3.5: Oz's round after leaving is ½.
    assert (
        "lichess shows SB 3 instead of 3.5 under FIDE 2026, because 1 round counts differently:"
    ) in out
    assert (
        "  round 1 (played against Oz): lichess 1 — Oz: 1 point; × 1 for your result = 1; "
        "FIDE 2026 1.5 — Oz scored 1, counts 1.5" in out
    )


def test_explain_old_event_compares_with_its_fide_edition(
    capsys: pytest.CaptureFixture[str], cli_env: LichessServer
) -> None:
    code, out, _ = run(
        capsys, "explain", "lichess:Old13694", "Wen", "--tiebreak", "SB", "--lang", "cs"
    )
    assert code == 0
    # Started 2023-09-30: fide picks FIDE 2024, which counts the bye as own score 7.
    assert "lichess ukazuje hráči Wen SB 26,5: tady je ten výpočet." in out
    assert (
        "Podle FIDE 2024 (podle data zahájení 2023-09-30) by SB bylo 28, protože 1 kolo "
        "se počítá jinak:" in out
    )
    # Before lichess's bye formula: it may still show 21, without the bye (rules.md 12.29).
    assert "ukazuje 21, bez volného losu v kole 6." in out


def test_explain_json_carries_the_comparison(
    capsys: pytest.CaptureFixture[str], cli_env: LichessServer
) -> None:
    code, out, _ = run(capsys, "explain", "lichess:EarlyBye", "Kai", "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert (data["tiebreak"], data["rules"], data["value"]) == ("SB", "lichess", 7.5)
    lich = data["lichess"]
    assert (lich["lichess"], lich["compared_with"]["rules"], lich["compared_with"]["value"]) == (
        7.5,
        "fide-2026",
        8,
    )
    assert [
        (r["round"], r["kind"], r["lichess"]["value"], r["other"]["value"]) for r in lich["rounds"]
    ] == [(1, "pab", 1.5, 2)]
    assert lich["lichess"] == data["value"]


def test_markdown_has_the_comparison_and_a_plain_file_none(
    capsys: pytest.CaptureFixture[str], cli_env: LichessServer, tmp_path: Path
) -> None:
    code, out, _ = run(capsys, "explain", "lichess:EarlyBye", "Kai", "--format", "markdown")
    assert code == 0
    assert out.startswith("lichess shows SB 7.5 for Kai: here is that arithmetic.")
    assert "- round 1 (pairing-allocated bye): lichess 1.5" in out
    path = tmp_path / "t.json"
    path.write_text(json.dumps(ISSUE_13694), encoding="utf-8")
    code, out, _ = run(capsys, "explain", str(path), "Wen", "--rules", "lichess")
    assert code == 0
    assert "Sonneborn-Berger (SB) of Wen (1) under lichess: 26.5" in out
    assert "lichess shows" not in out and "Under FIDE" not in out
