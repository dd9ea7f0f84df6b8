"""What the tests of the command lines in the reader's language share (issue 34, the edges):
``tiebreak`` (tests/core), ``tiebreak-bot`` (tests/bot), ``tiebreak-sheets`` and
``tiebreak-serve`` (tests/sheets_addon) all speak through :mod:`core.cli.argparse_words`."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from core.i18n.message import msg
from core.i18n.text import render

ARGPARSE_ENGLISH = ("usage:", "positional arguments", "options:", "show this help message")
"""argparse's own English words, none of which may show in another language."""


def words(key: str, lang: str, **args: Any) -> str:
    """The catalogue's message ``key`` in ``lang``."""
    return render(msg(key, **args), lang)


def run_command(
    main: Callable[[Sequence[str]], int], capsys: pytest.CaptureFixture[str], *args: str
) -> tuple[int | str | None, str, str]:
    """Run a command's ``main``; return the exit code (argparse's, when it leaves), stdout,
    stderr."""
    try:
        code: int | str | None = main(list(args))
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """The subcommands' parsers of ``parser``, by name."""
    for action in parser._actions:  # argparse keeps the subcommands nowhere public
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    raise AssertionError("no subcommands")


def flat(text: str) -> str:
    """``text`` with every run of white space one space (help is wrapped to the terminal)."""
    return " ".join(text.split())


@pytest.fixture
def language_isolated(monkeypatch: pytest.MonkeyPatch) -> None:
    """No language from outside the test (``TIEBREAK_LANG`` unset), help 100 columns wide."""
    monkeypatch.delenv("TIEBREAK_LANG", raising=False)
    monkeypatch.setenv("COLUMNS", "100")
