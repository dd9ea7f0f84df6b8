"""The message catalogue: every key in all six languages, the same placeholders in each,
the plural categories each language needs, and every key the code uses present."""

from __future__ import annotations

import re
import string
from pathlib import Path
from typing import Any

import pytest

import bot  # noqa: F401 - registers the bot's translation files (bot/locales)
import sheets_addon  # noqa: F401 - and the sheet connector's (sheets_addon/locales)
from core.i18n.plural import CATEGORIES, category
from core.i18n.text import LANGS
from core.i18n.text import all_messages as catalogue

ROOT = Path(__file__).resolve().parents[2]


def _templates(entry: Any) -> list[str]:
    return list(entry.values()) if isinstance(entry, dict) else [entry]


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f is not None}


def _placeholders(entry: Any) -> set[str]:
    out: set[str] = set()
    for t in _templates(entry):
        out |= _fields(t)
    return out


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_every_key_is_translated_with_the_same_placeholders(lang: str) -> None:
    en, other = catalogue("en"), catalogue(lang)
    missing = sorted(set(en) - set(other))
    extra = sorted(set(other) - set(en))
    assert not missing, f"{lang} lacks {len(missing)} keys: {missing[:20]}"
    assert not extra, f"{lang} has keys English does not: {extra[:20]}"
    wrong = {
        k: (sorted(_placeholders(en[k])), sorted(_placeholders(other[k])))
        for k in en
        if _placeholders(en[k]) != _placeholders(other[k])
    }
    assert not wrong, f"{lang}: placeholders differ from English: {wrong}"


@pytest.mark.parametrize("lang", LANGS)
def test_plural_messages_give_every_category_of_the_language(lang: str) -> None:
    for key, entry in catalogue(lang).items():
        if isinstance(entry, dict):
            assert set(entry) == set(CATEGORIES[lang]), (lang, key, sorted(entry))
            # Every form of one message has the same placeholders.
            forms = {frozenset(_fields(t)) for t in entry.values()}
            assert len(forms) == 1, (lang, key)
        else:
            assert isinstance(entry, str), (lang, key)


@pytest.mark.parametrize("lang", LANGS)
def test_every_template_parses(lang: str) -> None:
    for key, entry in catalogue(lang).items():
        for t in _templates(entry):
            list(string.Formatter().parse(t))  # raises on a stray brace
            assert t.strip() == t or key.endswith("round"), (lang, key)


def _used_keys() -> set[str]:
    """The literal keys the code asks for: ``msg("key"``, ``Msg("key"``."""
    found: set[str] = set()
    pattern = re.compile(r"""\b(?:msg|Msg|t|say)\(\s*["']([a-z][\w.\-]*[\w\-])["']""")
    for folder in ("core", "bot", "sheets_addon"):
        for path in (ROOT / folder).rglob("*.py"):
            if "catalogue" in path.parts:
                continue
            found |= set(pattern.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_key_the_code_uses_is_in_the_catalogue() -> None:
    en = catalogue("en")
    missing = sorted(k for k in _used_keys() if k not in en)
    assert not missing, f"keys used by the code but not in the catalogue: {missing}"


@pytest.mark.parametrize(
    ("lang", "value", "want"),
    [
        ("en", 1, "one"),
        ("en", 2, "other"),
        ("cs", 1, "one"),
        ("cs", 3, "few"),
        ("cs", 5, "other"),
        ("bg", 1, "one"),
        ("bg", 5, "other"),
        ("ro", 1, "one"),
        ("ro", 19, "few"),
        ("ro", 20, "other"),
        ("ro", 101, "few"),
        ("tr", 1, "one"),
        ("tr", 2, "other"),
        ("it", 1, "one"),
        ("it", 2, "other"),
        ("it", 1_000_000, "many"),
    ],
)
def test_plural_categories_follow_cldr(lang: str, value: int, want: str) -> None:
    assert category(lang, value) == want


def test_decimals_take_the_decimal_categories() -> None:
    from fractions import Fraction

    # glossary.md 4: Czech "2,5 bodu" (many), Romanian "1,5 puncte" (few).
    assert category("cs", Fraction(5, 2)) == "many"
    assert category("ro", Fraction(3, 2)) == "few"
    assert category("en", Fraction(3, 2)) == "other"
