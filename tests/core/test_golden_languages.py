"""The same cases rendered in all six languages, checked into ``tests/core/golden/``.

Each golden text was read for meaning against the English one when it was written. A
change to a message shows up here as a diff to read; ``TIEBREAK_REGOLD=1`` rewrites the
files (then read the diff before committing). Every number of a translated text equals the
English one, written with the language's decimal comma.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from core.cli import main
from core.i18n.text import LANGS

GOLDEN = Path(__file__).parent / "golden"
EVENT = str(GOLDEN / "event.json")
CASES: dict[str, list[str]] = {
    # Ana's half-point bye: capped at half the rounds (FIDE 2026 16.4.2) and cut first (16.5).
    "bye-capped-and-cut": ["explain", EVENT, "1", "--tiebreak", "BH-C1"],
    # Bohdan's forfeit win: capped at the opponent's adjusted score (16.4.1).
    "forfeit-win": ["explain", EVENT, "2", "--tiebreak", "BH"],
    # Ana's half-point bye under the FIDE 2009 virtual opponent.
    "virtual-opponent": ["explain", EVENT, "1", "--tiebreak", "BH", "--rules", "fide-2009"],
    # Eliška above Farid on points equal, by their game (direct encounter first).
    "why-direct-encounter": ["why", EVENT, "5", "6", "--order", "DE,BH-C1"],
    # The standings table: numbers with the language's decimal separator.
    "standings": ["standings", EVENT, "--order", "BH-C1,BH,SB"],
    # An input error naming the cell.
    "input-error": ["check", str(GOLDEN / "bad-cell.csv")],
}
_NUMBER = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?![\w])")


def _run(args: list[str], lang: str, capsys: pytest.CaptureFixture[str]) -> str:
    main([*args, "--lang", lang])
    out = capsys.readouterr()
    text = out.out + out.err
    return text.replace(str(GOLDEN) + os.sep, "golden/")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", sorted(CASES))
def test_golden_text(case: str, lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    text = _run(CASES[case], lang, capsys)
    path = GOLDEN / f"{case}.{lang}.txt"
    if os.environ.get("TIEBREAK_REGOLD"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


def _numbers(text: str, lang: str) -> list[str]:
    found = _NUMBER.findall(text)
    return sorted(n.replace(",", ".") if lang != "en" else n for n in found)


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_every_number_equals_the_english_one(
    case: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    english = _run(CASES[case], "en", capsys)
    other = _run(CASES[case], lang, capsys)
    assert _numbers(other, lang) == _numbers(english, "en")
    if case == "standings":
        # Scores are written with a decimal comma (glossary.md 4), never with a dot.
        assert "4.5" in english and "4,5" in other and "4.5" not in other


def test_tiebreak_lang_is_read_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TIEBREAK_LANG", "cs")
    main(CASES["standings"])
    czech = capsys.readouterr().out
    assert czech == (GOLDEN / "standings.cs.txt").read_text(encoding="utf-8")
    monkeypatch.setenv("TIEBREAK_LANG", "xx")
    main(CASES["standings"])
    assert capsys.readouterr().out == (GOLDEN / "standings.en.txt").read_text(encoding="utf-8")
