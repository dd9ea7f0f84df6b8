"""Which reading of a legacy code page is plausible: the spelling of the languages whose names
clubs export in Windows-1250, ISO-8859-2, Windows-1252, Windows-1251 and Windows-1254
(:func:`plausible`, used by :mod:`core.formats.text_decoding`'s guess).

The test is one of possibility, not of likelihood: every word of every name of these
languages, in a code page that holds its letters, is plausible, so a right reading is never
thought wrong; a wrong code page's reading is implausible when one of its words is no word
of any language (``Èerný``, ``Ïurica``, ``Dubśuf``) or holds a symbol (``©»astný``).
"""

from __future__ import annotations

import re
from typing import NamedTuple

__all__ = ["plausible"]

_LATIN: dict[str, str] = {
    # The lower-case letters outside ASCII of each language whose names clubs export in
    # these code pages: Central Europe (Windows-1250, ISO-8859-2), Western Europe
    # (Windows-1252), Turkish (Windows-1254).
    "cs": "áčďéěíňóřšťúůýž",
    "sk": "áäčďéíĺľňóôŕšťúýž",
    "pl": "ąćęłńóśźż",
    "hu": "áéíóöőúüű",
    "hr": "čćđšž",  # Croatian, Bosnian, Serbian Latin; Slovene's čšž are a part
    "ro": "ăâîşţ",  # with the cedilla: the comma below is in no code page
    "sq": "çë",
    "de": "äöüß",
    "tr": "çğıöşüâîû",
    "it": "àèéìíîòóùú",
    "es": "áéíñóúü",
    "fr": "àâæçéèêëîïôœùûüÿ",
    "pt": "áâãàçéêíóôõú",
    "ca": "àçèéíïòóúü",
    "nl": "áéíóúàèëïöü",
    "da": "æøåéó",  # Danish, Norwegian
    "sv": "åäöé",
    "fi": "äöåšž",
    "et": "äöõüšž",
    "is": "áðéíóúýþæö",
}
_CYRILLIC: dict[str, str] = {
    "bg": "абвгдежзийклмнопрстуфхцчшщъьюя",
    "ru": "абвгдежзийклмнопрстуфхцчшщъыьэюяё",
    "uk": "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя",
    "be": "абвгдеёжзійклмнопрстуўфхцчшыьэюя",
    "sr": "абвгдђежзијклљмнњопрстћуфхцчџш",
    "mk": "абвгдѓежзѕијклљмнњопрстќуфхцчџш",
}
_VOWELS = frozenset("aeiouyáäâăàãåæéěèêëíìîïóöőòôõøœúůüűùûýÿı")
# What each language's spelling never does, where a wrong code page often would: letters
# that begin no word (Czech ů, ě, ý; Polish ą, ę, ń; Turkish ğ; Icelandic ð; the diaeresis
# of French, Dutch and Catalan, which parts a vowel from the one before it), letters that
# follow only certain letters (Czech ě after b, d, f, m, n, p, t, v; Turkish ğ after a
# vowel; Spanish ü in güe, güi), letters that precede only certain letters (French and
# Portuguese ç before a, o, u; Portuguese õ in õe, õa; Polish ć, ń, ś, ź before a consonant;
# Czech and Slovak ď, ť, ň, ľ before no e or i), Slovak syllabic ŕ and ĺ between
# consonants, and Italian's accented vowels at a word's end (Niccolò, Città).
_NEVER_FIRST: dict[str, str] = {
    "cs": "ěůý",
    "sk": "äýĺŕ",
    "pl": "ąęń",
    "ro": "â",
    "tr": "ğ",
    "is": "ð",
    "fr": "ëïüÿ",
    "nl": "ëï",
    "ca": "ïü",
    "es": "ü",
    "de": "ß",
    "pt": "ãõç",
}
_ONLY_AFTER: dict[str, dict[str, str]] = {
    "cs": {"ě": "bdfmnptv"},
    "tr": {"ğ": "aeıioöuüâîû"},
    "es": {"ü": "g"},
    "fr": {"ë": "aeiouéï", "ï": "aeiouéë", "ü": "aegqu", "ÿ": "aeiou"},
    "nl": {"ë": "aeiouéï", "ï": "aeiouéë"},
    "ca": {"ï": "aeiouàèéíòóú", "ü": "gq"},
}
_CONSONANTS = "bcdfghjklmnpqrstvwxzćłńśźżčďňřšťž"
_ONLY_BEFORE: dict[str, dict[str, str]] = {
    # $: or at the word's end
    "pl": dict.fromkeys("ćńśź", _CONSONANTS + "$"),  # before a vowel Polish writes ci, ni, si
    "cs": dict.fromkeys("ďťň", _CONSONANTS + "aouáóúů$"),  # Czech writes di, ti, ně
    "sk": dict.fromkeys("ďťňľ", _CONSONANTS + "aouáóúäô$"),
    "fr": {"ç": "aouâ", "è": _CONSONANTS},  # Hélène, Lefèvre: no French word ends in è
    "nl": {"è": _CONSONANTS},
    "ca": {"è": _CONSONANTS + "$"},
    "pt": {"ç": "aouãõáóú", "õ": "ea"},
}
_SYLLABIC = {"sk": "ŕĺ"}
"""Letters that are a syllable's vowel themselves: between two consonants (vŕba, stĺp)."""
_FINAL_ONLY = {"it": "àèìòù"}
"""Italian writes its grave accents on a word's last letter only."""


class _Spelling(NamedTuple):
    """What one language's words may hold outside ASCII, and where (the tables above)."""

    letters: frozenset[str]
    never_first: frozenset[str]
    only_after: dict[str, frozenset[str]]
    only_before: dict[str, frozenset[str]]
    syllabic: frozenset[str]
    final_only: frozenset[str]

    def spells(self, word: str) -> bool:
        """Whether ``word`` (lower case, letters only) could be a word of the language."""
        if not {c for c in word if not c.isascii()} <= self.letters:
            return False
        if word[0] in self.never_first:
            return False
        last = len(word) - 1
        for i, c in enumerate(word):
            if c.isascii():
                continue
            after = self.only_after.get(c)
            if after is not None and (i == 0 or word[i - 1] not in after):
                return False
            before = self.only_before.get(c)
            if before is not None and (word[i + 1] if i < last else "$") not in before:
                return False
            if c in self.syllabic and (
                i == 0 or i == last or word[i - 1] in _VOWELS or word[i + 1] in _VOWELS
            ):
                return False
            if c in self.final_only and i != last:
                return False
        return True


def _spelling(lang: str, letters: str) -> _Spelling:
    return _Spelling(
        frozenset(letters),
        frozenset(_NEVER_FIRST.get(lang, "")),
        {c: frozenset(s) for c, s in _ONLY_AFTER.get(lang, {}).items()},
        {c: frozenset(s) for c, s in _ONLY_BEFORE.get(lang, {}).items()},
        frozenset(_SYLLABIC.get(lang, "")),
        frozenset(_FINAL_ONLY.get(lang, "")),
    )


_SPELLINGS: list[tuple[dict[str, _Spelling], dict[str, _Spelling]]] = []


def _spellings() -> tuple[dict[str, _Spelling], dict[str, _Spelling]]:
    """Return the spellings of the Latin and the Cyrillic languages, built on first use.

    Every code page is weighed against every language, not only those whose every letter it
    holds: a Turkish club's Windows-1254 file spells a Slovene guest "Urška" with the š it
    has, and a reading must not be thought wrong for a name that is right.
    """
    if not _SPELLINGS:
        _SPELLINGS.append(
            (
                {k: _spelling(k, a) for k, a in _LATIN.items()},
                {k: _spelling(k, a) for k, a in _CYRILLIC.items()},
            )
        )
    return _SPELLINGS[0]


# Punctuation at the same place in several code pages, and ½ (Windows-1250 has ˝ there).
_SYMBOLS = set("½°–—„“”‘’‚«»·…€§×´¨©®™№\u00a0")
# Symbols no name or result has beside a letter: where a decoding puts one there (ISO-8859-2
# "Šťastný" read as Windows-1250 is "©»astný"), it is the wrong decoding.
_NOT_BY_LETTERS = set("·€§×´¨©®™№")
# Patterns of the legacy code pages' guess only, compiled by re on first use.
_WORD = r"[^\W\d_]+"
_SYMBOL_RUN = r"[^\w\s\x00-\x7f]+"
"""A run of symbols outside ASCII (``©»``, ``„``, ``½``)."""
_APOSTROPHE = "\u2019"
"""The typographic apostrophe (Excel and Word's autocorrect of ``'``): between letters in
names (``D’Angelo``, ``Dell’Orto``, ``O’Brien``), the same byte in every Windows code page
and a control character in ISO-8859-2, so that it tells no code page from another."""
_CYRILLIC_NEVER_FIRST = frozenset("ьы")
_CYRILLIC_PAGES = frozenset({"cp1251"})


def plausible(text: str, encoding: str) -> bool:
    """Whether ``text`` is plausible as the text of a file in ``encoding``: no character such
    a file has not (a control character, a symbol outside :data:`_SYMBOLS`, a symbol beside a
    letter), and every word with a letter outside ASCII a word of one language whose letters
    ``encoding`` holds (:data:`_LATIN`, :data:`_CYRILLIC`): its letters of that language's
    alphabet, where that language puts them (:class:`_Spelling`), in one case
    (:func:`_broken_case`), and in one script (a Latin word of two letters or more has one
    of ASCII; a Cyrillic word none).

    Every word of every name of these languages, in a code page that holds its letters, is
    plausible: the tables hold rules of spelling, not of frequency. The wrong code page's
    reading is implausible when one of its words is no word of any language.
    """
    chars = set(text)  # each distinct character once: a file repeats few
    if not all(c.isascii() or c.isalpha() or c in _SYMBOLS for c in chars):
        return False
    if any(c.isascii() and not c.isprintable() and c not in "\t\r\n" for c in chars):
        return False
    latin, cyrillic = _spellings()
    for raw in set(re.findall(_WORD, text)):
        if raw.isascii():
            continue
        # \w takes in ½ and ², which are no letters
        word = "".join(c for c in raw if c.isalpha())
        if word.isascii() or not word:
            continue
        if _broken_case(word):
            return False
        lower = word.replace("İ", "i").lower()
        ascii_letters = sum(1 for c in word if c.isascii())
        if ascii_letters == 0 and encoding in _CYRILLIC_PAGES:
            if lower[0] in _CYRILLIC_NEVER_FIRST:
                return False
            letters = set(lower)
            if not any(letters <= s.letters for s in cyrillic.values()):
                return False
        elif ascii_letters == 0 and len(word) > 1:
            return False
        elif not any(s.spells(lower) for s in latin.values()):
            return False
    for sm in re.finditer(_SYMBOL_RUN, text):
        if sm.group() == _APOSTROPHE:  # D’Angelo, O’Brien: ’ is 0x92 in every Windows page
            continue
        before = sm.start() > 0 and text[sm.start() - 1].isalpha()
        after = sm.end() < len(text) and text[sm.end()].isalpha()
        run = set(sm.group())
        if (run & _NOT_BY_LETTERS and (before or after)) or (before and after):
            return False
    return True


def _broken_case(word: str) -> bool:
    """Whether the letters outside ASCII break the case of ``word`` (``ŤNovákť``: ISO-8859-2
    reading Windows-1250's ``«Novák»``), where its ASCII letters alone are written lower,
    upper or title case."""
    if word.islower() or word.isupper() or word.istitle():
        return False
    plain = "".join(c for c in word if c.isascii())
    return not plain or plain.islower() or plain.isupper() or plain.istitle()
