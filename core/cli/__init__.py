"""The ``tiebreak`` command line (formats.md section 5).

Exit codes: 0 ok, 1 bad input (the message names the file and line or cell), 2 usage. The
subcommands themselves are in :mod:`core.cli.commands`, their parser in :mod:`core.cli.parser`;
this module reads the language, parses the arguments, runs one and turns errors into their exit
codes.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from core.cli.commands import UsageError
from core.cli.parser import COMMANDS, build_parser, command_in, lang_in
from core.errors import (
    InputError,
    InvalidOptionError,
    PlayerLookupError,
    TiebreakError,
    UnknownRuleSetError,
    UnknownTiebreakError,
    problem_lines,
)
from core.i18n.fluent import FluentError
from core.i18n.message import msg
from core.i18n.text import render, resolve_lang

__all__ = ["COMMANDS", "build_parser", "main", "run"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code."""
    argv = sys.argv[1:] if argv is None else list(argv)
    # The language is read first, from --lang wherever it stands or TIEBREAK_LANG: the help
    # and argparse's own messages are written in it.
    lang = resolve_lang(lang_in(argv))
    args = build_parser(command_in(argv), lang).parse_args(argv)
    args.lang = resolve_lang(getattr(args, "lang", None))
    # A command is short-lived and allocates many small immutable objects that refcounting
    # frees; the cyclic collector only costs time here (benchmarks/README.md, "The figures
    # behind core's speed tricks").
    collecting = gc.isenabled()
    gc.disable()
    if sys.stderr is not None:
        # A problem quotes names; on an ASCII or cp1252 terminal they are escaped, not lost.
        sys.stderr.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    try:
        if sys.stdout is None:  # started with its standard output closed: nowhere to answer
            return 1
        args.func(args)
    except InputError as exc:
        sys.stderr.writelines(
            f"tiebreak: {line}\n" for line in problem_lines(exc.problems, lang=args.lang)
        )
        return 1
    except (
        UsageError,
        UnknownRuleSetError,
        UnknownTiebreakError,
        PlayerLookupError,
        InvalidOptionError,
    ) as exc:
        sys.stderr.write(f"tiebreak: {exc.text(args.lang)}\n")
        return 2
    except TiebreakError as exc:
        sys.stderr.write(f"tiebreak: {exc.text(args.lang)}\n")
        return 1
    except BrokenPipeError:
        return 0
    except UnicodeEncodeError as exc:  # PYTHONIOENCODING=ascii (or cp1252 with --lang bg)
        char = exc.object[exc.start : exc.start + 1]
        encoding = getattr(sys.stdout, "encoding", None) or exc.encoding
        found = msg("cli.error.encoding", encoding=encoding, char=f"U+{ord(char):04X}")
        text = render(found, args.lang)
        try:
            text.encode(getattr(sys.stderr, "encoding", None) or "utf-8")
        except UnicodeEncodeError:
            text = render(found, "en")  # said in a language the terminal can show
        sys.stderr.write(f"tiebreak: {text}\n")
        return 1
    finally:
        if collecting:
            gc.enable()
    return 0


def run() -> NoReturn:
    """The console script: run :func:`main`, flush the output and leave at once.

    Tearing the interpreter down frees every module and what it holds and runs a last
    garbage collection, a cost of its own that a club event's run feels most, for nothing:
    every file is closed by then and nothing of ours needs a finaliser.
    """
    try:
        code = main()
    except FluentError as exc:  # a translation file that does not read: where, not a traceback
        sys.stderr.write(f"tiebreak: a translation file does not read: {exc}\n")
        code = 2
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (BrokenPipeError, ValueError):
            pass
    # Leaving through sys.exit instead costs more of a short run (benchmarks/README.md,
    # "The figures behind core's speed tricks").
    os._exit(code)
