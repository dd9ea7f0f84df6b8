"""``tiebreak-serve`` in the reader's language (issue 34, the edges): ``--lang`` before or
after a subcommand and ``TIEBREAK_LANG``; ``--help``, the usage line and argparse's own
messages; help text for every option; exit codes unchanged (0 help, 2 usage). Each in the six
languages. Every run here stops at the parser: no service starts, no store opens."""

from __future__ import annotations

import argparse
from functools import partial

import pytest

from core.i18n.text import LANGS
from sheets_addon.service.cli import PROG, build_parser, main
from tests.cli_languages import ARGPARSE_ENGLISH, flat, language_isolated, run_command, words

pytestmark = pytest.mark.usefixtures(language_isolated.__name__)
run = partial(run_command, main)
"""Run the command (:func:`tests.cli_languages.run_command`)."""


@pytest.mark.parametrize("lang", LANGS)
def test_help_in_the_language_from_the_flag_or_the_environment(
    lang: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, err = before = run(capsys, "--lang", lang, "--help")
    assert code == 0 and err == ""
    assert out.startswith(f"{words('cli.argparse.usage', lang)} {PROG} ")
    assert f"\n{words('cli.argparse.options', lang)}:\n" in out
    helps = [words("serve.cli.help.description", lang), words("serve.cli.help.token", lang)]
    helps += [words("serve.cli.help.port", lang, port="8080")]
    helps += [words("serve.cli.help.lang", lang, langs=", ".join(LANGS))]
    assert not [h for h in helps if flat(h) not in flat(out)]
    monkeypatch.setenv("TIEBREAK_LANG", lang)
    assert run(capsys, "--help") == before
    if lang != "en":
        assert not [w for w in ARGPARSE_ENGLISH if w in out], out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("command", [["token"], ["token", "new"], ["token", "revoke"]])
def test_every_subcommand_help_in_the_language_lang_before_or_after(
    command: list[str], lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = after = run(capsys, *command, "--help", "--lang", lang)
    assert code == 0 and err == ""
    assert out.startswith(f"{words('cli.argparse.usage', lang)} {PROG} {' '.join(command)} ")
    assert run(capsys, "--lang", lang, *command, "--help") == after
    key = {"token": "serve.cli.help.action", "new": "sheets.cli.help.sheet"}
    key["revoke"] = "serve.cli.help.id"
    assert flat(words(key[command[-1]], lang)) in flat(out)
    if lang != "en":
        assert not [w for w in ARGPARSE_ENGLISH if w in out], out


def _parsers(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    """The parser and every parser under it."""
    found = [parser]
    for action in parser._actions:  # argparse keeps the subcommands nowhere public
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                found += _parsers(sub)
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_and_argument_has_help_text_in_the_language(lang: str) -> None:
    parsers, english = _parsers(build_parser(lang)), _parsers(build_parser("en"))
    assert len(parsers) == len(english) == 5  # tiebreak-serve, token, new, list, revoke
    missing, same = [], []
    for p, e in zip(parsers, english, strict=True):
        for a, b in zip(p._actions, e._actions, strict=True):
            named = f"{p.prog} {a.option_strings or a.dest}"
            if not a.help:
                missing.append(named)
            elif lang != "en" and a.help == b.help:
                same.append(named)
    assert not missing and not same


ERRORS: dict[str, tuple[list[str], str, dict[str, str], str | None]] = {
    # what is typed, the catalogue key of the message, its parameters, the option it names
    "invalid-int": (["--port", "x"], "cli.argparse.invalid-int", {"value": "'x'"}, "--port"),
    "invalid-float": (
        ["--max-body", "big"],
        "cli.argparse.invalid-value",
        {"type": "float", "value": "'big'"},
        "--max-body",
    ),
    "unrecognized": (["--bogus"], "cli.argparse.unrecognized", {"names": "--bogus"}, None),
    "expected-one": (["token", "new", "--sheet"], "cli.argparse.expected-one", {}, "--sheet"),
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
    assert run(capsys, *typed, "--lang", lang)[2] == err
    if lang != "en":
        assert "usage:" not in err and words(key, "en", **args) not in err


@pytest.mark.parametrize("lang", LANGS)
def test_a_missing_action_or_option_is_named_in_the_language(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "--lang", lang, "token")
    action = words("serve.cli.metavar.action", lang)
    assert code == 2
    assert err.endswith(f"{PROG}: {words('cli.argparse.required', lang, names=action)}\n")
    code, _, err = run(capsys, "token", "new", "--lang", lang)
    assert code == 2
    assert err.endswith(f"{PROG}: {words('cli.argparse.required', lang, names='--sheet')}\n")
