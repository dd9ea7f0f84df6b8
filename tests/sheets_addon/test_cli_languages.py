"""``tiebreak-sheets`` in the reader's language (issue 34, the edges): ``--lang`` before or
after the subcommand and ``TIEBREAK_LANG``; ``--help``, the usage line and argparse's own
messages; help text for every option; exit codes unchanged (0 help, 2 usage). Each in the six
languages. Nothing here reaches Google: every run stops at the parser."""

from __future__ import annotations

from functools import partial

import pytest

from core.i18n.text import LANGS
from sheets_addon.cli import PROG, build_parser, main
from tests.cli_languages import (
    ARGPARSE_ENGLISH,
    flat,
    language_isolated,
    run_command,
    subparsers,
    words,
)

pytestmark = pytest.mark.usefixtures(language_isolated.__name__)
run = partial(run_command, main)
"""Run the command (:func:`tests.cli_languages.run_command`)."""

SUBCOMMANDS = ("sync", "watch", "report")


@pytest.mark.parametrize("lang", LANGS)
def test_help_in_the_language_before_after_or_from_the_environment(
    lang: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    before = run(capsys, "--lang", lang, "--help")
    code, out, err = before
    assert code == 0 and err == ""
    assert out.startswith(f"{words('cli.argparse.usage', lang)} {PROG} ")
    assert f"\n{words('cli.argparse.options', lang)}:\n" in out
    for key in ("sheets.cli.help.description", "sheets.cli.help.sync", "cli.help.command"):
        assert flat(words(key, lang)) in flat(out), key
    monkeypatch.setenv("TIEBREAK_LANG", lang)
    assert run(capsys, "--help") == before
    if lang != "en":
        assert not [w for w in ARGPARSE_ENGLISH if w in out], out
        monkeypatch.setenv("TIEBREAK_LANG", "en")
        assert run(capsys, "--help", f"--lang={lang}") == before  # the flag beats it


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("command", SUBCOMMANDS)
def test_every_subcommand_help_in_the_language(
    command: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, command, "--help", "--lang", lang)
    assert code == 0 and err == ""
    assert out.startswith(f"{words('cli.argparse.usage', lang)} {PROG} {command} ")
    assert f"\n{words('cli.argparse.positionals', lang)}:\n" in out
    for key in ("sheets.cli.help.sheet", "sheets.cli.help.credentials", "sheets.cli.help.oauth"):
        assert flat(words(key, lang)) in flat(out), key
    lang_help = words("sheets.cli.help.lang", lang, langs=", ".join(LANGS))
    assert flat(lang_help) in flat(out)
    assert run(capsys, "--lang", lang, command, "--help") == (code, out, err)
    if lang != "en":
        assert not [w for w in ARGPARSE_ENGLISH if w in out], out


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_and_argument_has_help_text_in_the_language(lang: str) -> None:
    parser = build_parser(lang)
    missing = [a.dest for a in parser._actions if not a.help]
    english = build_parser("en")
    same: list[str] = []
    for (name, sub), en_sub in zip(
        subparsers(parser).items(), subparsers(english).values(), strict=True
    ):
        missing += [f"{name} {a.option_strings or a.dest}" for a in sub._actions if not a.help]
        if lang != "en":  # every help text is the language's own (none is kept as English)
            same += [
                f"{name} {a.option_strings or a.dest}"
                for a, e in zip(sub._actions, en_sub._actions, strict=True)
                if a.help == e.help
            ]
    assert not missing and not same


# ---- argparse's errors, in the language, exit 2 -----------------------------------------

ERRORS: dict[str, tuple[list[str], str, dict[str, str], str | None]] = {
    # what is typed, the catalogue key of the message, its parameters, the option it names
    "unrecognized": (
        ["sync", "KEY", "--bogus"],
        "cli.argparse.unrecognized",
        {"names": "--bogus"},
        None,
    ),
    "invalid-choice": (
        ["sync", "KEY", "--target", "nowhere"],
        "cli.argparse.invalid-choice",
        {"value": "'nowhere'", "choices": "'columns', 'standings-tab'"},
        "--target",
    ),
    "invalid-int": (
        ["report", "KEY", "--after-round", "x"],
        "cli.argparse.invalid-int",
        {"value": "'x'"},
        "--after-round",
    ),
    "bad-interval": (
        ["watch", "KEY", "--interval", "0"],
        "sheets.cli.bad-interval",
        {"value": "'0'"},
        "--interval",
    ),
    "not-allowed": (
        ["sync", "KEY", "--credentials", "k.json", "--oauth"],
        "cli.argparse.not-allowed",
        {"names": "--credentials"},
        "--oauth",
    ),
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
    if option is not None:  # "argument --target: ..."
        said = words("cli.argparse.argument", lang, argument=option, message=said)
    # the usage of the parser that refused it (an unknown option: the command's own)
    usage = f"{PROG} " if case == "unrecognized" else f"{PROG} {typed[0]} "
    assert err.startswith(f"{words('cli.argparse.usage', lang)} {usage}")
    assert err.endswith(f"\n{PROG}: {said}\n"), err
    assert run(capsys, "--lang", lang, *typed) == (code, out, err)
    if lang != "en":
        assert "usage:" not in err and words(key, "en", **args) not in err


@pytest.mark.parametrize("lang", LANGS)
def test_a_missing_command_or_sheet_is_named_in_the_language(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "--lang", lang)
    command = words("cli.metavar.command", lang)
    assert code == 2
    assert err.endswith(f"{PROG}: {words('cli.argparse.required', lang, names=command)}\n")
    code, _, err = run(capsys, "sync", "--lang", lang)
    assert code == 2
    said = words("cli.argparse.required", lang, names="SHEET_URL_OR_KEY")
    assert err.endswith(f"{PROG}: {said}\n")


def test_lang_before_or_after_the_subcommand_reaches_the_sheet_and_the_later_wins() -> None:
    # --lang is also the sheet's language when its settings block has none (SyncOptions.lang)
    def flag(*argv: str) -> str | None:
        lang: str | None = getattr(build_parser().parse_args(list(argv)), "lang", None)
        return lang

    assert flag("--lang", "cs", "sync", "KEY") == "cs"
    assert flag("report", "KEY", "--lang", "it") == "it"
    assert flag("--lang", "cs", "watch", "KEY", "--lang", "bg") == "bg"
    assert flag("sync", "KEY") is None  # then the sheet's locale decides, not TIEBREAK_LANG
