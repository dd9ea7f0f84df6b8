"""whatif on an event with game scores (rules.md 13.4, 13.9): the margin of a win or a loss
that puts the player above each rival on spread, capped, or what SCORE, TURCAS and
BRIGHTWELL add in the round. The events are the spec's worked example (13.11 a) and its
spread-cap event (13.11 c) with round 3 pending, built here; every number is worked by hand
in the comments, and the margins are checked once more against the standings of the round
played with those scores.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.engine.standings import compute_standings
from core.formats.tournament_json import tournament_from_dict
from core.i18n.text import LANGS
from core.model import GameScore, GameScoring, Outcome, Tournament
from core.questions.whatif import WhatIf
from core.questions.whatif_margins import Margin, MarginKind
from core.questions.whatif_pairings import whatif_round
from core.render.whatif import render_whatif_text
from tests.core.test_game_scores import worked


def _pending(data: dict[str, Any], rnd: int) -> dict[str, Any]:
    """Round ``rnd`` as games not yet played: ``?`` tokens, no scores."""
    for p in data["players"]:
        p["results"][rnd - 1] = "?" + p["results"][rnd - 1][1:]
        p["scores"][rnd - 1] = None
    return data


def cap_event() -> dict[str, Any]:
    """rules.md 13.11 c: spread_cap 150."""
    return {
        "format": "tiebreak-tournament/1",
        "name": "Spread cap",
        "rounds": 3,
        "spread_cap": 150,
        "players": [
            {"id": 1, "name": "Iva", "results": ["+W6", "+B4", "-W5"],
             "scores": ["520:170", "380:370", "330:420"]},
            {"id": 2, "name": "Jan", "results": ["+W5", "+B3", "-W4"],
             "scores": ["430:310", "405:295", "396:416"]},
            {"id": 3, "name": "Kamil", "results": ["+W4", "-W2", "-B6"],
             "scores": ["401:388", "295:405", "379:441"]},
            {"id": 4, "name": "Lenka", "results": ["-B3", "-W1", "+B2"],
             "scores": ["388:401", "370:380", "416:396"]},
            {"id": 5, "name": "Marek", "results": ["-B2", "+W6", "+B1"],
             "scores": ["310:430", "412:382", "420:330"]},
            {"id": 6, "name": "Nina", "results": ["-B1", "-B5", "+W3"],
             "scores": ["170:520", "382:412", "441:379"]},
        ],
    }  # fmt: skip


def _live() -> Tournament:
    return tournament_from_dict(_pending(worked(), 3))


def _cap(t: Tournament, cap: int | None) -> Tournament:
    return t._replace(game_scoring=t.game_scoring._replace(spread_cap=cap))


def _rival(w: WhatIf, result: Outcome, rival: int) -> Margin:
    ms = w.margins_of(result)
    assert ms is not None
    return next(m for m in ms.margins if m.rival == rival)


def test_worked_example_a_win_by_277_puts_a_above_c() -> None:
    # After two rounds A has 1 point and spread 32 − 154 = −122, C 1.5 and 0 + 154 = 154.
    # A win (2 points) meets C on 2 if C draws with B: −122 + m > 154 from m = 277; at 276
    # the spreads are level and SCORE decides.
    w = whatif_round(_live(), 1, preset="scrabble")
    c = _rival(w, Outcome.WIN, 3)
    assert (c.kind, c.margin, c.level, c.spreads) == (MarginKind.WIN_FROM, 277, 276, (-122, 154))
    # B (1 point, spread −32 + 26 = −6) reaches 2 by winning board 1 (B–C, the higher
    # score before the round: the page's board, core/boards.py): A's difference minus
    # B's must be −6 − (−122) + 1 = 117 or more.
    b = _rival(w, Outcome.WIN, 2)
    assert (b.kind, b.margin, b.board, b.rival_result) == (MarginKind.RELATIVE, 117, 1, Outcome.WIN)
    text = render_whatif_text(w)
    assert "a win by 277 or more puts A above C (spread -122 against 154); by exactly 276 " in text
    assert "they are level on spread and SCORE decides" in text
    # a draw: B drawing too stays above on spread (−6 against −122)
    assert _rival(w, Outcome.DRAW, 2).kind is MarginKind.DRAW_BELOW


@pytest.mark.parametrize(("margin", "above"), [(277, True), (276, None), (275, False)])
def test_the_margin_is_what_the_standings_then_say(margin: int, above: bool | None) -> None:
    # Round 3 played: D–A with A winning by `margin` (310 : 310 + margin), B–C drawn 350:350.
    data = worked()
    a, b, c, d = data["players"]
    a["scores"][2], d["scores"][2] = f"{310 + margin}:310", f"310:{310 + margin}"
    b["results"][2], c["results"][2] = "=W3", "=B2"
    b["scores"][2] = c["scores"][2] = "350:350"
    st = compute_standings(tournament_from_dict(data), preset="scrabble")
    ranks = {r.player.id: r.rank for r in st.rows}
    values = {r.player.id: r.values for r in st.rows}
    assert st.row(1).points == st.row(3).points == 2
    if above is None:  # level on spread; SCORE: A 714 + 310 + 276 = 1300 > C 805 + 350
        assert values[1]["SPREAD"] == values[3]["SPREAD"] == 154
    assert (ranks[1] < ranks[3]) is (above is not False)


def test_the_cap_stops_a_win_and_a_cap_equal_to_the_gap_levels() -> None:
    # cap 250: A's difference counts at most 250, 250 < 277: no win is enough.
    w = whatif_round(_cap(_live(), 250), 1, preset="scrabble")
    c = _rival(w, Outcome.WIN, 3)
    assert (c.kind, c.margin, c.level) == (MarginKind.WIN_NONE, None, None)
    assert "no win puts A above C" in render_whatif_text(w)
    # cap 276: a win by 276 or more counts 276 and levels them
    w = whatif_round(_cap(_live(), 276), 1, preset="scrabble")
    c = _rival(w, Outcome.WIN, 3)
    assert (c.kind, c.level) == (MarginKind.WIN_NONE, 276)
    assert "by 276 or more (the spread cap) they are level on spread" in render_whatif_text(w)


def test_a_loss_against_the_opponent_on_the_same_points() -> None:
    # 13.11 c before round 3: Iva 2 points, spread 150 (520:170 capped) + 10 = 160; Marek 1,
    # −120 + 30 = −90. Iva losing to Marek by L: 160 − L against −90 + L, above while
    # L < 125; by 125 level (SCORE decides).
    t = tournament_from_dict(_pending(cap_event(), 3))
    w = whatif_round(t, 1, preset="scrabble")
    m = _rival(w, Outcome.LOSS, 5)
    assert (m.kind, m.margin, m.level, m.spreads) == (MarginKind.LOSS_UPTO, 124, 125, (160, -90))
    assert "a loss by 124 or less keeps Iva above Marek" in render_whatif_text(w)
    # spread cap 100: Iva 100 + 10 = 110, Marek −100 + 30 = −70; Marek's win by m puts him
    # above when −70 + m > 110 − m: m > 90.
    w = whatif_round(_cap(t, 100), 5, preset="scrabble")
    m = _rival(w, Outcome.WIN, 1)
    assert (m.kind, m.margin, m.level) == (MarginKind.WIN_FROM, 91, 90)
    # spread cap 10: Iva 10 + 10 = 20, Marek −10 + 10 = 0; above while c < 10, and a loss by
    # 10 or more counts 10: level
    m = _rival(whatif_round(_cap(t, 10), 1, preset="scrabble"), Outcome.LOSS, 5)
    assert (m.kind, m.margin, m.level) == (MarginKind.LOSS_UPTO, 9, 10)
    # worked example, C (1.5, spread 154) losing to B meets A (1, −122) drawing with D:
    # 154 − c > −122 while c < 276; with the cap at 250 any loss keeps C above
    c = _rival(whatif_round(_live(), 3, preset="scrabble"), Outcome.LOSS, 1)
    assert (c.kind, c.margin, c.level) == (MarginKind.LOSS_UPTO, 275, 276)
    c = _rival(whatif_round(_cap(_live(), 250), 3, preset="scrabble"), Outcome.LOSS, 1)
    assert (c.kind, c.margin, c.level) == (MarginKind.LOSS_ANY, None, None)


def test_turcas_and_brightwell_say_what_they_depend_on() -> None:
    w = whatif_round(_live(), 1, preset="cas-turcas")
    ms = w.margins_of(Outcome.WIN)
    assert ms is not None and ms.depends is not None and ms.margins == ()
    text = render_whatif_text(w)
    assert "TURCAS depends on A's own score and the margin: round 3 adds 1 × own score + " in text
    assert "2.881 × difference (uncapped) + 0 × (+1 going second, −1 going first)" in text
    w = whatif_round(_cap(_live(), 300), 1, order="TURCAS(583.2,1,2.881,15)", rules="cas")
    text = render_whatif_text(w)
    assert "583.2 / 3 × BH" in text and "2.881 × difference (capped at 300) + 15 ×" in text
    text = render_whatif_text(whatif_round(_live(), 1, order="BRIGHTWELL(583.2)", rules="cas"))
    assert "BRIGHTWELL(583.2) depends on A's own score, not the margin" in text
    text = render_whatif_text(whatif_round(_live(), 1, order="SCORE,SPREAD", rules="cas"))
    assert "SCORE decides on A's own score in round 3, not on the margin" in text


def test_codes_before_spread_are_named() -> None:
    text = render_whatif_text(whatif_round(_live(), 1, preset="cas-skore"))
    assert "on SPREAD, against the players who can end on the same points and level on BH" in text


def test_a_chess_order_has_no_margins() -> None:
    w = whatif_round(_live(), 1, rules="cas", order="BH")
    assert w.margins == ()
    assert "By how much" not in render_whatif_text(w)


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_says_the_margins(lang: str) -> None:
    t = tournament_from_dict(_pending(cap_event(), 3))
    text = render_whatif_text(whatif_round(t, 1, preset="scrabble"), lang)
    assert "{" not in text and "124" in text and "125" in text, lang  # Marek: 124, level 125
    text = render_whatif_text(whatif_round(t, 1, preset="cas-turcas"), lang)
    assert "{" not in text and "2.881" in text, lang


def test_json_and_the_command_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "live.json"
    path.write_text(json.dumps(_pending(worked(), 3)), encoding="utf-8")
    assert main(["whatif", str(path), "A", "--preset", "scrabble", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    win = next(o for o in data["outlooks"] if o["result"] == "win")
    c = next(r for r in win["margins"]["rivals"] if r["rival"] == 3)
    assert (c["kind"], c["margin"], c["level_at"]) == ("win-from", 277, 276)
    assert win["margins"]["code"] == "SPREAD" and win["margins"]["then"] == ["SCORE"]
    # --spread-cap on the command line reaches the margins
    assert main(["whatif", str(path), "A", "--preset", "scrabble", "--spread-cap", "250",
                 "--lang", "cs"]) == 0  # fmt: skip
    assert "žádná výhra nedá hráči A místo před hráčem C" in capsys.readouterr().out


def test_the_bot_lines_carry_the_margins() -> None:
    from bot.render.whatif import whatif_lines

    lines = whatif_lines(whatif_round(_live(), 1, preset="scrabble"))
    assert any("a win by 277 or more puts A above C" in line for line in lines)


def test_bye_and_known_results_count_for_the_rival() -> None:
    # A round in progress with a finished game: B–C played 402:365 (C lost), D–A pending.
    data = _pending(worked(), 3)
    b, c = data["players"][1], data["players"][2]
    b["results"][2], b["scores"][2] = "+W3", "402:365"
    c["results"][2], c["scores"][2] = "-B2", "365:402"
    t = tournament_from_dict(data)._replace(game_scoring=GameScoring(GameScore(50, 0)))
    w = whatif_round(t, 1, preset="scrabble")
    # B won: 2 points, spread −6 + 37 = 31; A wins → 2: −122 + m > 31 from m = 154
    m = _rival(w, Outcome.WIN, 2)
    assert (m.kind, m.margin, m.level, m.spreads) == (MarginKind.WIN_FROM, 154, 153, (-122, 31))
