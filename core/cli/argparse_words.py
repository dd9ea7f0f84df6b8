"""argparse's own words in the reader's language: the ``usage:`` prefix, the section titles,
``-h``'s help and the messages of a usage error (``cli.argparse.*`` in the catalogue). Every
command line of the project builds its parser with it: ``tiebreak``, ``tiebreak-sheets``,
``tiebreak-serve`` and ``tiebreak-bot`` (:class:`Parser`, :func:`lang_in`, :func:`help_text`).

argparse passes its words through ``gettext.gettext``, whose only switch is process-wide
(the text domain, or ``argparse._`` replaced). Here nothing global changes: the prefix and
the titles are given to argparse where it takes them (:class:`Formatter`, :class:`Parser`),
``-h`` is our own option, and an error message, which argparse has already formatted in
English when it reaches :meth:`ArgumentParser.error`, is matched against the templates it
was made from (:data:`MESSAGES`, CPython 3.11's ``argparse.py``) and said again in the
language. A message no template matches (a later Python's new wording) stays as argparse
wrote it: English, never lost. tests/core/test_cli_languages.py reads the running
Python's ``argparse.py`` and fails on a message a user can meet that is not here.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, NoReturn

from core.i18n.message import msg
from core.i18n.text import languages, render

MESSAGES: tuple[tuple[str, str], ...] = (
    ("argument %(argument_name)s: %(message)s", "cli.argparse.argument"),
    ("the following arguments are required: %s", "cli.argparse.required"),
    ("unrecognized arguments: %s", "cli.argparse.unrecognized"),
    ("invalid choice: %(value)r (choose from %(choices)s)", "cli.argparse.invalid-choice"),
    ("invalid %(type)s value: %(value)r", "cli.argparse.invalid-value"),
    ("expected one argument", "cli.argparse.expected-one"),
    ("expected at most one argument", "cli.argparse.expected-at-most-one"),
    ("expected at least one argument", "cli.argparse.expected-at-least-one"),
    ("ambiguous option: %(option)s could match %(matches)s", "cli.argparse.ambiguous"),
    ("ignored explicit argument %r", "cli.argparse.ignored-explicit"),
    ("not allowed with argument %s", "cli.argparse.not-allowed"),
    ("one of the arguments %s is required", "cli.argparse.one-of-required"),
)
"""argparse's error templates a user of ``tiebreak`` can meet, each with its catalogue key.
A bare ``%s`` or ``%r`` is the parameter ``names`` (the arguments or options it names)."""

_TYPES = {"int": "cli.argparse.invalid-int"}
"""The value types of our options with a message of their own ("a whole number")."""

_FIELD = r"%(?:\((\w+)\))?[sr]"
"""A field of argparse's templates (compiled on the first usage error, not at every run)."""


def _pattern(template: str) -> re.Pattern[str]:
    """The regular expression that reads back what ``template % args`` made."""
    out, at = [], 0
    for m in re.finditer(_FIELD, template):
        out.append(re.escape(template[at : m.start()]))
        out.append(f"(?P<{m.group(1) or 'names'}>.+?)")
        at = m.end()
    out.append(re.escape(template[at:]))
    return re.compile("".join(out), re.DOTALL)


def translate(message: str, lang: str, names: Mapping[str, str]) -> str:
    """Return argparse's English ``message`` in ``lang``; ``names`` gives the word shown for
    an argument argparse names by its ``dest`` (``command``); an unknown message as it is."""
    for template, key in MESSAGES:
        m = _pattern(template).fullmatch(message)
        if m is None:
            continue
        args = m.groupdict()
        if "message" in args:  # "argument --format: <the inner message>"
            args["message"] = translate(args["message"], lang, names)
        if "argument_name" in args:
            args["argument"] = names.get(args.pop("argument_name"), m.group("argument_name"))
        if key == "cli.argparse.required":
            args["names"] = ", ".join(names.get(n, n) for n in args["names"].split(", "))
        if key == "cli.argparse.invalid-value" and args["type"] in _TYPES:
            key = _TYPES[args.pop("type")]
        return render(msg(key, **args), lang)
    return message


def help_text(key: str, lang: str, **args: Any) -> str:
    """Return the help text ``key`` in ``lang``, its ``%`` doubled (argparse expands
    %-sequences in help text)."""
    return render(msg(key, **args), lang).replace("%", "%%")


def add_lang_option(
    parser: argparse.ArgumentParser, key: str, lang: str, *, helps: bool = True
) -> None:
    """Give ``parser`` its ``--lang``: one of the languages whose translation files are
    present (docs/translating.md); absent from the namespace when not given, so that the one
    given before a subcommand and the one after it do not overwrite each other. Its help is
    the message ``key`` (with ``langs``), in ``lang``; none without ``helps``."""
    langs = languages()
    described = help_text(key, lang, langs=", ".join(langs)) if helps else None
    parser.add_argument("--lang", choices=langs, default=argparse.SUPPRESS, help=described)


def lang_in(argv: Sequence[str]) -> str | None:
    """Return the value of the last ``--lang`` in ``argv``, before the subcommand or after
    it, read before parsing (the help and argparse's messages are written in it), or None."""
    found = None
    for i, a in enumerate(argv):
        if a == "--":
            break
        if a == "--lang" and i + 1 < len(argv):
            found = argv[i + 1]
        elif a.startswith("--lang="):
            found = a.split("=", 1)[1]
    return found


def _columns() -> int:
    """The terminal's width as ``shutil.get_terminal_size`` finds it (``COLUMNS``, then the
    terminal of standard output, else 80)."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    stdout = sys.__stdout__
    if columns <= 0 and stdout is not None:
        try:
            columns = os.get_terminal_size(stdout.fileno()).columns
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class Formatter(argparse.HelpFormatter):
    """The help and usage of one parser, its ``usage:`` in the language."""

    def __init__(self, prog: str, *, lang: str) -> None:
        # argparse's own default width comes from shutil, which would import fnmatch, bz2
        # and lzma at every run: the same width, from os.
        super().__init__(prog, width=_columns() - 2)
        self._usage = render(msg("cli.argparse.usage"), lang) + " "

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[Any],
        prefix: str | None = None,
    ) -> None:
        """Add the usage line, prefixed in the language unless a prefix is given."""
        super().add_usage(usage, actions, groups, self._usage if prefix is None else prefix)


class Parser(argparse.ArgumentParser):
    """An argument parser speaking ``lang``: section titles, ``-h``, usage and errors.

    ``names`` maps a positional argument's ``dest`` to the word its errors show (the
    subcommand's ``command``); it is shared by the parser and its subcommands. ``program``
    begins an error's line (the command's name, a subcommand's parser as well); ``raw``
    keeps the description's and epilog's own line breaks (a table of settings).
    """

    def __init__(
        self,
        *args: Any,
        lang: str,
        names: dict[str, str] | None = None,
        program: str = "tiebreak",
        raw: bool = False,
        **kwargs: Any,
    ) -> None:
        kwargs["formatter_class"] = _formatter_class(lang, raw)
        kwargs["add_help"] = False
        super().__init__(*args, **kwargs)
        self.lang = lang
        self.names = {} if names is None else names
        self.program = program
        # Set by ArgumentParser.__init__ from argparse's English words; the two groups every
        # parser has, their titles read when the help is written.
        self._positionals.title = render(msg("cli.argparse.positionals"), lang)
        self._optionals.title = render(msg("cli.argparse.options"), lang)
        self.add_argument(
            "-h",
            "--help",
            action="help",
            default=argparse.SUPPRESS,
            help=render(msg("cli.argparse.help"), lang).replace("%", "%%"),
        )

    def error(self, message: str) -> NoReturn:
        """Print the usage and the message in the language; exit 2 (a usage error)."""
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.program}: {translate(message, self.lang, self.names)}\n")


class RawFormatter(Formatter, argparse.RawDescriptionHelpFormatter):
    """:class:`Formatter` keeping the description's and the epilog's line breaks."""


def _formatter_class(lang: str, raw: bool = False) -> Callable[[str], argparse.HelpFormatter]:
    kind = RawFormatter if raw else Formatter

    def make(prog: str) -> argparse.HelpFormatter:
        return kind(prog, lang=lang)

    return make
