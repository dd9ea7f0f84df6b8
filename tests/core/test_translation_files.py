"""The catalogue's translation files (issue 34, docs/translating.md): the Fluent subset read
strictly (a malformed file is an error naming the file and line, when a message is used
or the file is checked whole), and the checks a translator's change must pass: every message
of English in every language with a context line in English, plural forms for every category
the language's rules give integers and decimals, no message identical to English unless
marked ``# same-as-english``, and every file shipped in the package."""

from __future__ import annotations

import fnmatch
import os
import subprocess
import sys
import tomllib
from fractions import Fraction
from pathlib import Path

import pytest

import bot  # noqa: F401 - registers the bot's translation files
import sheets_addon  # noqa: F401 - and the sheet connector's
from core.i18n.fluent import SAME_AS_ENGLISH, FluentError, identifier_of, key_of, load, parse
from core.i18n.lazy import Messages, index
from core.i18n.plural import CATEGORIES, category
from core.i18n.text import LOCALES_DIR, languages, locale

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = {
    "core": ROOT / "core" / "i18n" / "locales",
    "bot": ROOT / "bot" / "locales",
    "sheets_addon": ROOT / "sheets_addon" / "locales",
}
SAMPLES = [0, 1, 2, 3, 4, 5, 11, 19, 20, 21, 101, 1_000_000]
SAMPLES += [Fraction(1, 2), Fraction(3, 2), Fraction(5, 2), Fraction(21, 2), Fraction(1, 4)]


def area_files(lang: str) -> dict[str, Path]:
    return {
        f"{pkg}/{p.name}": p
        for pkg, folder in FOLDERS.items()
        for p in sorted((folder / lang).glob("*.ftl"))
        if p.name != "locale.ftl"
    }


def read(path: Path) -> tuple[dict[str, object], dict[str, tuple[str, ...]]]:
    res = parse(path.read_text(encoding="utf-8"), str(path))
    return dict(res.messages), res.comments


# -- the files of the six languages ----------------------------------------------------------


def test_the_six_languages_are_the_folders_present() -> None:
    assert languages()[:6] == ("en", "cs", "bg", "ro", "tr", "it")
    assert locale("cs").decimal == "," and locale("cs").group == "\u00a0"
    assert locale("en").decimal == "." and locale("en").group == ","


@pytest.mark.parametrize("lang", ["cs", "bg", "ro", "tr", "it"])
def test_every_area_file_and_message_of_english_is_there(lang: str) -> None:
    en, other = area_files("en"), area_files(lang)
    assert sorted(other) == sorted(en)
    for name, path in en.items():
        mine, _ = read(other[name])
        theirs, _ = read(path)
        assert sorted(set(theirs) - set(mine)) == [], (lang, name)
        assert sorted(set(mine) - set(theirs)) == [], (lang, name)


def test_every_english_message_has_its_context_line() -> None:
    for name, path in area_files("en").items():
        messages, comments = read(path)
        lacking = [k for k in messages if not comments.get(k)]
        assert not lacking, f"{name}: messages without a # context line: {lacking[:10]}"


@pytest.mark.parametrize("lang", ["cs", "bg", "ro", "tr", "it"])
def test_a_message_identical_to_english_is_marked_and_only_then(lang: str) -> None:
    en = area_files("en")
    for name, path in area_files(lang).items():
        mine, comments = read(path)
        english, _ = read(en[name])
        for key, entry in mine.items():
            marked = SAME_AS_ENGLISH in comments.get(key, ())
            same = entry == english.get(key)
            assert marked == same, f"{path}: {identifier_of(key)} is " + (
                "identical to English: mark it '# same-as-english'"
                if same
                else "translated but marked"
            )


@pytest.mark.parametrize("lang", ["en", "cs", "bg", "ro", "tr", "it"])
def test_plural_messages_give_every_category_integers_and_decimals_need(lang: str) -> None:
    rules = locale(lang).plural
    needed = {category(rules, n) for n in SAMPLES}
    assert needed <= set(CATEGORIES[rules])
    assert set(CATEGORIES[rules]) <= needed | {"other"}  # each category is reached
    for name, path in area_files(lang).items():
        for key, entry in read(path)[0].items():
            if isinstance(entry, dict):
                assert set(entry) == set(CATEGORIES[rules]), (lang, name, key, sorted(entry))


def test_czech_says_decimals_in_the_genitive() -> None:
    from core.i18n.text import render_key

    assert render_key("points", "cs", count=Fraction(3, 2)) == "1,5 bodu"
    assert render_key("points", "ro", count=Fraction(3, 2)) == "1,5 puncte"
    assert render_key("points", "cs", count=3) == "3 body"


def test_keys_and_identifiers_map_both_ways() -> None:
    for path in area_files("en").values():
        for key in read(path)[0]:
            assert "_" not in key and key_of(identifier_of(key)) == key


def test_every_file_ships_in_the_package() -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = data["tool"]["setuptools"]["package-data"]
    for pkg, folder in FOLDERS.items():
        package = "core" if pkg == "core" else pkg
        base = ROOT / package
        for path in folder.rglob("*.ftl"):
            rel = path.relative_to(base).as_posix()
            assert any(fnmatch.fnmatch(rel, g) for g in globs[package]), rel
    assert Path(LOCALES_DIR).resolve() == FOLDERS["core"]


# -- the reader: the subset of Fluent, strictly --------------------------------------------


def test_the_subset_reads_as_templates() -> None:
    text = "\n".join(
        [
            "### a file comment",
            "# context of a",
            'a = Round { $round }:{ " " }',
            'b = { "{" }braces{ "}" } and { $x }',
            "c =",
            "    { $count ->",
            "        [one] { $count } bod",
            "       *[other] { $count } bodů",
            "    }",
            "d = { $count ->",
            "    [one] one",
            "   *[other] many",
            "}",
            "e =",
            "    first line",
            "      indented",
            "",
            "    after a blank",
            'f = \\u is text; { "\\u00A0" } { "\\\\" }',
            "-term = value",
        ]
    )
    res = parse(text, "t.ftl")
    assert res.messages == {
        "a": "Round {round}: ",
        "b": "{{braces}} and {x}",
        "c": {"one": "{count} bod", "other": "{count} bodů"},
        "d": {"one": "one", "other": "many"},
        "e": "first line\n  indented\n\nafter a blank",
        "f": "\\u is text; \u00a0 \\",
    }
    assert res.terms == {"term": "value"}
    assert res.comments == {"a": ("context of a",)}


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("a = ok\nb = { $x", 2, "expected { $name }"),
        ("a = ok\n\nb = a } c", 3, "brace"),
        ("a.b = dotted", 1, "expected a message"),
        ("a = one\na = two", 2, "defined twice (line 1)"),
        ("a = ok\n  stray", 1, None),  # an indented line continues a: no error
        ("   b = indented", 1, "continues no message"),
        ("a =", 1, "has text"),
        ("a = { $count ->\n [one] x\n [other] y\n}", 1, "*[other]"),
        ("a = { $count ->\n [one] x\n *[other] y", 1, "not closed"),
        ("a = { $count ->\n [uno] x\n *[other] y\n}", 2, "not a CLDR plural category"),
        ("a = { $n ->\n *[other] y\n}", 1, "selects on $count"),
        ("a = { $count ->\n [one] x\n *[other] y\n}\n#bad", 5, "comment starts"),
        ('a = { "\\q" }', 1, "string literal"),
        ("a = x\n b\n [c]", 3, "cannot start with ["),
        ("x = { -term }", 1, "expected { $name }"),
    ],
)
def test_a_malformed_file_names_its_line(text: str, line: int, words: str | None) -> None:
    if words is None:
        assert parse(text, "t.ftl").messages == {"a": "ok\nstray"}
        return
    with pytest.raises(FluentError) as info:
        parse(text, "t.ftl")
    assert info.value.line == line and words in info.value.problem
    assert str(info.value).startswith(f"t.ftl, line {line}: ")


def test_a_file_that_is_not_utf8_says_so(tmp_path: Path) -> None:
    path = tmp_path / "x.ftl"
    path.write_bytes(b"a = caf\xe9\n")
    with pytest.raises(FluentError, match="not UTF-8"):
        load(str(path))


def test_each_message_read_on_its_own_is_the_message_the_file_holds() -> None:
    # The lazy reader (core.i18n.lazy.Source) against the whole file parsed, for every
    # file of every language: the same keys in the same order, the same entries.
    for lang in languages()[:6]:
        for pkg, folder in FOLDERS.items():
            for path in sorted((folder / lang).glob("*.ftl")):
                source = index(str(path))
                whole = read(path)[0]
                if path.name == "locale.ftl":
                    terms = parse(path.read_text(encoding="utf-8"), str(path)).terms
                    assert {n: source.term(n) for n in terms} == terms
                    continue
                assert source.keys() == list(whole), (pkg, path)
                assert {k: source.entry(k) for k in whole} == whole, (pkg, path)
                assert source.entry("no.such.key") is None


def test_a_message_used_names_its_own_line(tmp_path: Path) -> None:
    path = tmp_path / "x.ftl"
    path.write_text(
        "### a file\n\n# context\na = fine\nb = { $x\n\nc =\n    one\n      two\n"
        "d = { $count ->\n    [one] x\n    [uno] y\n   *[other] z\n}\n"
        "e=tight\ng" + " " * 300 + "= spaced\nf = caf\xe9\n",
        encoding="latin-1",
    )
    messages = Messages([index(str(path))])
    assert messages["a"] == "fine" and messages["c"] == "one\n  two"
    assert messages["e"] == "tight" and messages["g"] == "spaced"
    assert "b" in messages and "zz" not in messages
    for key, line, words in [
        ("b", 5, "expected { $name }"),
        ("d", 12, "not a CLDR plural category"),
        ("f", 17, "not UTF-8"),
    ]:
        with pytest.raises(FluentError) as info:
            messages[key]
        assert info.value.line == line and words in info.value.problem, key
        assert str(info.value).startswith(f"{path}, line {line}: ")
    # A stray line belongs to no message: the check of the whole file names it.
    path.write_text("a = x\nstray words\n", encoding="utf-8")
    assert Messages([index(str(path))])["a"] == "x"
    with pytest.raises(FluentError, match="line 2: expected a message"):
        parse(path.read_text(encoding="utf-8"), str(path))


def test_a_message_defined_twice_is_named_when_used(tmp_path: Path) -> None:
    path = tmp_path / "x.ftl"
    path.write_text("a = one\nb = two\nab = three\n\na  = four\n", encoding="utf-8")
    messages = Messages([index(str(path))])
    assert messages["b"] == "two" and messages["ab"] == "three"
    with pytest.raises(FluentError) as info:
        messages["a"]
    assert str(info.value) == f"{path}, line 5: a is defined twice (line 1)"
    with pytest.raises(FluentError, match="defined twice"):
        list(messages)


def test_every_file_the_packages_ship_parses_whole() -> None:
    # A shipped file's message is searched up to its first definition only (core.i18n.lazy,
    # Source.find): this whole-file parse of every language folder present is what names a
    # message defined twice there.
    for folder in FOLDERS.values():
        for path in sorted(folder.glob("*/*.ftl")):
            read(path)


def test_a_shipped_file_is_searched_up_to_the_first_definition(tmp_path: Path) -> None:
    path = tmp_path / "x.ftl"
    path.write_text("a = one\nb = two\na = three\n", encoding="utf-8")
    assert Messages([index(str(path), shipped=True)])["a"] == "one"
    with pytest.raises(FluentError, match="line 3: a is defined twice"):
        Messages([index(str(path))])["a"]


def test_the_messages_of_two_folders_read_as_one(tmp_path: Path) -> None:
    # The package's file and a folder's own over it (TIEBREAK_LOCALES_DIR), changed in place
    # as a test does (monkeypatch.setitem), gone, and gone through whole.
    (tmp_path / "one.ftl").write_text("a = one\nb = two\n", encoding="utf-8")
    (tmp_path / "two.ftl").write_text("b = deux\nc = trois\n", encoding="utf-8")
    messages = Messages([index(str(tmp_path / "one.ftl")), index(str(tmp_path / "two.ftl"))])
    assert messages["b"] == "deux" and list(messages) == ["a", "b", "c"]
    messages["d"] = "set"
    del messages["a"]
    assert "a" not in messages and len(messages) == 3
    with pytest.raises(KeyError):
        messages["a"]
    assert dict(messages.items()) == {"b": "deux", "c": "trois", "d": "set"}
    assert messages == {"b": "deux", "c": "trois", "d": "set"}


def test_the_command_line_names_a_broken_file(tmp_path: Path) -> None:
    home = tmp_path / "qaa"
    home.mkdir()
    (home / "locale.ftl").write_text(
        "-decimal-separator = .\n-group-separator = ,\n-plural-rules = en\n", encoding="utf-8"
    )
    (home / "core.ftl").write_text("# fine\nstandings_title = { $name oops\n", encoding="utf-8")
    env = {**os.environ, "TIEBREAK_LOCALES_DIR": str(tmp_path), "TIEBREAK_LANG": "qaa"}
    proc = subprocess.run(
        [sys.executable, "-m", "core.cli", "standings", str(ROOT / "examples" / "club-swiss.json")],
        capture_output=True,
        text=True,
        check=False,
        env=env,
    )
    assert proc.returncode == 2
    assert proc.stderr == (
        f"tiebreak: a translation file does not read: {home / 'core.ftl'}, line 2: "
        'expected { $name } or { "text" }; a brace of the text is written { "{" }\n'
    )


def test_a_message_a_language_lacks_is_said_in_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core.i18n.text import render_key

    home = tmp_path / "qab"
    home.mkdir()
    (home / "locale.ftl").write_text(
        "-decimal-separator = ,\n-group-separator = .\n-plural-rules = en\n", encoding="utf-8"
    )
    (home / "core.ftl").write_text("# context\nexplain_yes = ja\n", encoding="utf-8")
    monkeypatch.setenv("TIEBREAK_LOCALES_DIR", str(tmp_path))
    assert "qab" in languages()
    assert render_key("explain.yes", "qab") == "ja"
    assert render_key("explain.cut", "qab") == "cut"  # English's
    assert render_key("points", "qab", count=Fraction(3, 2)) == "1,5 points"


def test_plural_rules_no_language_has_are_named_at_the_first_plural(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core.i18n.text import render_key

    home = tmp_path / "qac"
    home.mkdir()
    (home / "locale.ftl").write_text(
        "-decimal-separator = ,\n-group-separator = .\n-plural-rules = pl\n", encoding="utf-8"
    )
    monkeypatch.setenv("TIEBREAK_LOCALES_DIR", str(tmp_path))
    assert render_key("explain.cut", "qac") == "cut"
    with pytest.raises(FluentError, match="-plural-rules = pl: expected one of en, cs"):
        render_key("points", "qac", count=2)


def test_a_folder_of_ones_own_changes_one_sentence(tmp_path: Path) -> None:
    # docs/translating.md, "Fixing a sentence": only the changed message, read over the
    # installed file; the rest of the language as it is.
    (tmp_path / "cs").mkdir()
    (tmp_path / "cs" / "core.ftl").write_text(
        "standings_title = Tabulka { $name } po { $round }. kole z { $rounds }\n",
        encoding="utf-8",
    )
    env = {**os.environ, "TIEBREAK_LOCALES_DIR": str(tmp_path)}
    env.pop("TIEBREAK_LANG", None)
    example = str(ROOT / "examples" / "club-swiss.json")
    proc = subprocess.run(
        [sys.executable, "-m", "core.cli", "standings", example, "--lang", "cs"],
        capture_output=True,
        text=True,
        check=False,
        env=env,
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "Tabulka Riverside Chess Club Autumn Swiss po 5. kole z 5"
    assert lines[1].startswith("Pravidla: fide-2026")  # the installed Czech file's
