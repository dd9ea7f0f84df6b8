"""``tiebreak-bot`` / ``python -m bot`` in the reader's language (issue 34, the edges):
``--lang`` and ``TIEBREAK_LANG``; ``--help`` (its table of settings too), the usage line and
argparse's own messages; help text for every option; exit codes unchanged (0 help, 2 usage).
Each in the six languages. Every run here stops at the parser: no token is read."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.command_line import PROG, SETTINGS, build_parser, epilog
from core.i18n.text import LANGS
from tests.cli_languages import ARGPARSE_ENGLISH, flat, language_isolated, run_command, words
from tests.conftest import REPO

pytestmark = pytest.mark.usefixtures(language_isolated.__name__)
run = partial(run_command, main)
"""Run the command (:func:`tests.cli_languages.run_command`)."""


@pytest.mark.parametrize("lang", LANGS)
def test_help_in_the_language_from_the_flag_or_the_environment(
    lang: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, err = before = run(capsys, "--help", "--lang", lang)
    assert code == 0 and err == ""
    assert out.startswith(f"{words('cli.argparse.usage', lang)} {PROG} ")
    assert f"\n{words('cli.argparse.options', lang)}:\n" in out
    helps = ["bot.cli.help.description", "bot.cli.help.log-format", "bot.cli.help.exits"]
    helps += [key for _, key in SETTINGS]
    assert not [k for k in helps if flat(words(k, lang)) not in flat(out)]
    lang_help = words("bot.cli.help.lang", lang, langs=", ".join(LANGS))
    assert flat(lang_help) in flat(out)
    assert f"\n{words('bot.cli.settings', lang)}:\n" in out
    monkeypatch.setenv("TIEBREAK_LANG", lang)
    assert run(capsys, "--help") == before
    if lang != "en":
        assert not [w for w in ARGPARSE_ENGLISH if w in out], out
        monkeypatch.setenv("TIEBREAK_LANG", "en")
        assert run(capsys, f"--lang={lang}", "--help") == before  # the flag beats it


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_of_settings_names_each_setting_beside_its_description(
    lang: str, tmp_path: Path
) -> None:
    table = epilog(lang, tmp_path / "bot.sqlite3").split("\n")
    for name, key in SETTINGS:
        (row,) = [i for i, line in enumerate(table) if line.startswith(f"  {name}")]
        first = words(key, lang).split()[0]
        # beside the name, or on the next line when the name fills its column
        assert first in table[row] or table[row + 1].startswith(" " * 25 + first), (name, lang)
    assert f"{' ' * 25}{tmp_path / 'bot.sqlite3'})" in table
    assert max(len(line) for line in table if not line.startswith("  ")) <= 89


def test_every_setting_the_bot_reads_is_in_its_help() -> None:
    """The table stays accurate: every ``TIEBREAK_``, ``DISCORD_`` or ``DATABASE_`` variable
    the bot's code reads is listed (the testing-only ones excepted)."""
    read: set[str] = set()
    for path in (REPO / "bot").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        read |= set(re.findall(r"""["']((?:TIEBREAK|DISCORD|DATABASE)_[A-Z_]+)["']""", text))
    listed = " ".join(name for name, _ in SETTINGS)
    listed += " TIEBREAK_METRICS_HOST TIEBREAK_LIVE_CONCURRENCY"  # inside descriptions
    # the older TIEBREAK_SHARD_ID (TIEBREAK_SHARDS replaces it) and a knob of the tests
    listed += " TIEBREAK_SHARD_ID TIEBREAK_IDENTIFY_INTERVAL"
    assert not sorted(v for v in read if v not in listed)


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_has_help_text_in_the_language(lang: str) -> None:
    parser, english = build_parser(lang), build_parser("en")
    missing = [a.dest for a in parser._actions if not a.help]
    same = [
        a.dest
        for a, e in zip(parser._actions, english._actions, strict=True)
        if lang != "en" and a.help == e.help
    ]
    assert not missing and not same


ERRORS: dict[str, tuple[list[str], str, dict[str, str], str | None]] = {
    # what is typed, the catalogue key of the message, its parameters, the option it names
    "unrecognized": (["--token", "x"], "cli.argparse.unrecognized", {"names": "--token x"}, None),
    "invalid-choice": (
        ["--log-format", "xml"],
        "cli.argparse.invalid-choice",
        {"value": "'xml'", "choices": "'plain', 'json'"},
        "--log-format",
    ),
    "expected-one": (["--log-format"], "cli.argparse.expected-one", {}, "--log-format"),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", sorted(ERRORS))
def test_argparse_errors_in_the_language_exit_2(
    case: str, lang: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    typed, key, args, option = ERRORS[case]
    monkeypatch.setenv("TIEBREAK_LANG", lang)
    code, out, err = run(capsys, *typed)
    assert code == 2 and out == ""
    said = words(key, lang, **args)
    if option is not None:
        said = words("cli.argparse.argument", lang, argument=option, message=said)
    assert err.startswith(f"{words('cli.argparse.usage', lang)} {PROG} ")
    assert err.endswith(f"\n{PROG}: {said}\n"), err
    monkeypatch.delenv("TIEBREAK_LANG")
    assert run(capsys, "--lang", lang, *typed)[2] == err
    if lang != "en":
        assert "usage:" not in err and words(key, "en", **args) not in err
