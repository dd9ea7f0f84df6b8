"""The published page on an event with game scores (rules.md 13; docs/report.md): the
standings' score for:against, the card's game score a round, the capped difference's note,
the TURCAS coefficients and terms, the legend's sentence for each code and the crosstable's
scores, in English and Czech. The event is the spec's worked example (13.11 a) and the
spread-cap event (13.11 c), built here; the numbers are the spec's.
"""

from __future__ import annotations

import html
import re

import pytest

from core.formats.tournament_json import tournament_from_dict
from core.i18n.text import LANGS
from core.report import ReportOptions, build_report
from tests.core.report_numbers import read_page
from tests.core.test_game_scores import worked
from tests.core.test_whatif_margins import cap_event

pytest.importorskip("jinja2")


def _text(page: str) -> str:
    page = re.sub(r"<style>.*?</style>", "", page, flags=re.S)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", page)))


def test_standings_cards_and_crosstable_show_the_scores() -> None:
    t = tournament_from_dict(worked())
    page = build_report(t, ReportOptions(preset="cas-turcas"))
    numbers = read_page(page)
    # rules.md 13.11 a: A 1133:1145, B 1180:1149; bare TURCAS 3 decimals
    assert numbers.standings[(1, "game-scores")] == "1133:1145"
    assert numbers.standings[(2, "game-scores")] == "1180:1149"
    text = _text(page)
    assert "B 2 1180:1149 2272.644" in text and "A 2 1133:1145 2101.761" in text
    # the card's rounds: A won 412:380 as White, lost 301:455, won 420:310
    assert "1 B (2) White win 1 1 412:380 32" in text
    assert "2 C (3) Black loss 1 2–3 301:455 -154" in text
    # the coefficients and terms (rules.md 13.10)
    assert "A = 752.5, the mean game total of 6 games (4515 / 6 = 752.5)" in text
    assert "spread (RelSkore): -12 × 2.881 = -34.572" in text
    # the crosstable: the score after the token, own first; its key says so
    assert "1w1 412:380 3b0 301:455 4b1 420:310" in text
    assert "412:380 after a cell: the game score" in text
    # the legend
    assert "TurČAS, the ČAS criterion: A / k × Buchholz + B × total score" in text
    assert "a forfeit its forfeit score" in text


def test_a_capped_difference_is_noted_on_the_card() -> None:
    # 13.11 c: Iva's 520:170 (+350) counts +150
    t = tournament_from_dict(cap_event())
    text = _text(build_report(t, ReportOptions(preset="scrabble")))
    assert "1 · SPREAD: game 520:170, difference +350; capped at +150 (spread_cap 150)" in text
    assert "Spread: the sum of every round's own score minus the opponent's" in text
    assert "Total score: the sum of the player's own game scores" in text


def test_the_czech_page() -> None:
    t = tournament_from_dict(worked())
    text = _text(build_report(t, ReportOptions(preset="scrabble"), "cs"))
    assert "Skóre" in text and "1133:1145" in text
    assert "Rozdíl skóre: součet vlastního skóre minus skóre soupeře" in text
    assert "412:380 za buňkou: skóre partie" in text


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_the_words(lang: str) -> None:
    t = tournament_from_dict(worked())
    page = build_report(t, ReportOptions(rules="cas", order="SPREAD,SCORE,TURCAS,BRIGHTWELL"), lang)
    assert "{" not in _text(page).replace("{{", "")
    assert read_page(page).standings[(1, "game-scores")] == "1133:1145"


def test_a_chess_event_has_no_game_score_column() -> None:
    data = worked()
    for p in data["players"]:
        del p["scores"]
    page = build_report(tournament_from_dict(data), ReportOptions(rules="cas", order="BH"))
    assert (1, "game-scores") not in read_page(page).standings
    assert "Game score" not in _text(page)
