"""The ``tiebreak`` command line (formats.md section 5).

Exit codes: 0 ok, 1 bad input (the message names the file and line or cell), 2 usage. The
subcommands themselves are in :mod:`core.cli.commands`; this module parses the arguments
(help in the language asked for), runs one and turns errors into their exit codes.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from core.cli.check import cmd_check
from core.cli.commands import (
    UsageError,
    cmd_calc,
    cmd_compare,
    cmd_convert,
    cmd_prizes,
    cmd_standings,
)
from core.cli.game_scoring import add_options as game_options
from core.cli.place import cmd_explain_or_short, cmd_why_or_place
from core.engine.presets import PRESETS
from core.errors import (
    InputError,
    InvalidOptionError,
    PlayerLookupError,
    TiebreakError,
    UnknownRuleSetError,
    UnknownTiebreakError,
    problem_lines,
)
from core.formats.notation import NOTATIONS
from core.i18n.message import msg
from core.i18n.text import LANGS, render, resolve_lang
from core.rules import RULE_SET_NAMES


class _Version(argparse.Action):
    """``--version``: print ``tiebreak X.Y.Z`` (:mod:`core.version`, the one source the
    installed metadata is made from) and exit."""

    def __init__(
        self,
        option_strings: Sequence[str],
        dest: str = argparse.SUPPRESS,
        default: str = argparse.SUPPRESS,
        help: str | None = None,
    ) -> None:
        super().__init__(
            option_strings=option_strings, dest=dest, default=default, nargs=0, help=help
        )

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        from core.version import __version__ as number

        sys.stdout.write(f"{parser.prog} {number}\n")
        parser.exit(0)


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


def _formatter(prog: str) -> argparse.HelpFormatter:
    # argparse builds a formatter for every add_argument, whose default width comes from
    # shutil, which would import fnmatch, bz2 and lzma at every run. The same width, from os.
    return argparse.HelpFormatter(prog, width=_columns() - 2)


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"tiebreak: {message}\n")


COMMANDS = (
    "standings",
    "explain",
    "why",
    "check",
    "convert",
    "calc",
    "prizes",
    "compare",
    "whatif",
    "report",
)


def build_parser(only: str | None = None, lang: str = "en") -> argparse.ArgumentParser:
    """Return the argument parser of the ``tiebreak`` command, its help in ``lang``; with
    ``only``, the parser knows just that subcommand (enough to run it, and cheaper to
    build)."""

    def h(key: str, **args: Any) -> str:
        # argparse expands %-sequences in help text.
        return render(msg(f"cli.help.{key}", **args), lang).replace("%", "%%")

    parser = _Parser(prog="tiebreak", description=h("description"))
    parser.add_argument("--version", action=_Version, help=h("version"))
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    wanted = set(COMMANDS) if only is None else {only}

    def language(p: argparse.ArgumentParser) -> None:
        p.add_argument(
            "--lang", choices=LANGS, default=None, help=h("lang", langs=", ".join(LANGS))
        )

    def encoding(p: argparse.ArgumentParser) -> None:
        help_ = render(msg("files.help.encoding"), lang).replace("%", "%%")
        p.add_argument("--encoding", metavar="NAME", help=help_)

    def notation(p: argparse.ArgumentParser) -> None:
        p.add_argument("--notation", choices=NOTATIONS, help=h("notation"))
        encoding(p)

    def common(p: argparse.ArgumentParser, *, order: bool = True) -> None:
        notation(p)
        p.add_argument("--rules", help=h("rules", names=", ".join(RULE_SET_NAMES)))
        if order:
            p.add_argument("--order", help=h("order"))
            p.add_argument("--preset", help=h("preset", names=", ".join(PRESETS)))
            # the arbiter's drawing of lots, the single-winner rule
            p.add_argument("--lots", type=int, metavar="SEED", help=h("lots"))
            p.add_argument(
                "--single-winner", action="store_true", default=None, help=h("single-winner")
            )
        p.add_argument("--after-round", type=int, metavar="K", help=h("after-round"))
        p.add_argument("--unrated-rating", type=int, metavar="N", help=h("unrated-rating"))
        game_options(p, lang)
        language(p)

    def team(p: argparse.ArgumentParser) -> None:
        # formats.md 6.4: team events (usage errors on an individual event)
        def ht(key: str) -> str:
            return render(msg(f"teamstd.help.{key}"), lang).replace("%", "%%")

        p.add_argument("--primary", choices=["MP", "GP", "mp", "gp"], help=ht("primary"))
        p.add_argument("--match-points", metavar="W,D,L[,PAB]", help=ht("match-points"))
        p.add_argument("--individual", action="store_true", help=ht("individual"))

    if "standings" in wanted:
        p = sub.add_parser("standings", help=h("standings"))
        p.add_argument("file", help=h("file"))
        common(p)
        team(p)
        p.add_argument("--format", choices=["text", "json", "csv", "markdown"], default="text")
        p.add_argument(
            "--excel",
            action="store_true",
            help=render(msg("files.help.excel"), lang).replace("%", "%%"),
        )
        p.add_argument("--explain", action="store_true", help=h("explain-ties"))
        p.add_argument("--live", action="store_true", help=h("live"))
        p.set_defaults(func=cmd_standings)

    if "explain" in wanted:
        p = sub.add_parser("explain", help=h("explain"))
        p.add_argument("file")
        p.add_argument("player", help=h("player"))
        p.add_argument("--tiebreak", help=h("tiebreak"))
        p.add_argument("--short", action="store_true", help=h("short"))
        common(p)
        team(p)
        p.add_argument("--format", choices=["text", "json", "markdown"], default="text")
        p.set_defaults(func=cmd_explain_or_short)

    if "why" in wanted:
        p = sub.add_parser("why", help=h("why"))
        p.add_argument("file")
        p.add_argument("player_a")
        # one player: "why am I 5th?", against the neighbours above and below
        p.add_argument("player_b", nargs="?")
        common(p)
        team(p)
        p.add_argument("--format", choices=["text", "json"], default="text")
        p.set_defaults(func=cmd_why_or_place)

    if "check" in wanted:
        p = sub.add_parser("check", help=h("check"))
        p.add_argument("file")
        language(p)
        notation(p)
        p.set_defaults(func=cmd_check)

    if "convert" in wanted:
        p = sub.add_parser("convert", help=h("convert"))
        p.add_argument("file")
        p.add_argument("--to", choices=["json", "trf"], required=True)
        p.add_argument("-o", "--output", help=h("output"))
        notation(p)
        game_options(p, lang)  # a CSV event's bye and forfeit scores, into its JSON
        p.set_defaults(func=cmd_convert, lang=None)

    if "calc" in wanted:
        p = sub.add_parser("calc", help=h("calc"))
        p.add_argument("card")
        p.add_argument("--format", choices=["text", "json"], default="text")
        encoding(p)
        language(p)
        p.set_defaults(func=cmd_calc)

    if "prizes" in wanted:
        p = sub.add_parser("prizes", help=render(msg("prizes.help.command"), lang))
        p.add_argument("file", help=h("file"))
        p.add_argument(
            "--prizes",
            required=True,
            metavar="PRIZES.json",
            help=render(msg("prizes.help.prizes"), lang).replace("%", "%%"),
        )
        common(p)
        p.add_argument("--format", choices=["text", "json", "markdown"], default="text")
        p.set_defaults(func=cmd_prizes)

    if "compare" in wanted:

        def hc(key: str, **args: Any) -> str:
            return render(msg(f"compare.help.{key}", **args), lang).replace("%", "%%")

        p = sub.add_parser("compare", help=hc("compare"))
        p.add_argument("file", help=h("file"))
        p.add_argument("--rules", help=hc("rules", names=", ".join(RULE_SET_NAMES)))
        p.add_argument("--orders", nargs="+", metavar="TB,TB,...", help=hc("orders"))
        p.add_argument("--order", help=hc("order"))
        p.add_argument("--after-round", type=int, metavar="K", help=h("after-round"))
        p.add_argument("--unrated-rating", type=int, metavar="N", help=h("unrated-rating"))
        game_options(p, lang)
        encoding(p)
        language(p)
        p.add_argument("--format", choices=["text", "json", "markdown"], default="text")
        p.set_defaults(func=cmd_compare)

    if "whatif" in wanted:  # where a player can finish after the next round
        from core.cli.whatif import cmd_whatif

        def hw(key: str) -> str:
            return render(msg(f"whatif.help.{key}"), lang).replace("%", "%%")

        p = sub.add_parser("whatif", help=hw("command"))
        p.add_argument("file", help=h("file"))
        p.add_argument("player", help=hw("player"))
        p.add_argument("--pairings", metavar="W-B,W-B,...", help=hw("pairings"))
        p.add_argument("--pairings-file", metavar="PAIRS.csv", help=hw("pairings-file"))
        p.add_argument("--round", type=int, metavar="K", help=hw("round"))
        notation(p)
        p.add_argument("--rules", help=h("rules", names=", ".join(RULE_SET_NAMES)))
        p.add_argument("--order", help=h("order"))
        p.add_argument("--preset", help=h("preset", names=", ".join(PRESETS)))
        p.add_argument("--unrated-rating", type=int, metavar="N", help=h("unrated-rating"))
        game_options(p, lang)
        language(p)
        p.add_argument("--format", choices=["text", "json"], default="text")
        p.set_defaults(func=cmd_whatif)

    if "report" in wanted:  # the published standings page (HTML)
        from core.cli.report import cmd_report

        def hr(key: str) -> str:
            return render(msg(f"report.help.{key}"), lang).replace("%", "%%")

        p = sub.add_parser("report", help=hr("command"))
        p.add_argument("file", help=h("file"))
        common(p)
        team(p)
        p.add_argument("-o", "--output", metavar="FILE.html", help=h("output"))
        p.add_argument("--site", metavar="DIR", help=hr("site"))
        p.add_argument("--live", action="store_true", help=h("live"))
        p.add_argument("--players", metavar="all|tied|none|N,M,...", help=hr("players"))
        p.set_defaults(func=cmd_report)
    return parser


def _lang_in(argv: Sequence[str]) -> str | None:
    """Return the value of ``--lang`` in ``argv`` before parsing (the help is written in
    it), or None."""
    for i, a in enumerate(argv):
        if a == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if a.startswith("--lang="):
            return a.split("=", 1)[1]
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code."""
    argv = sys.argv[1:] if argv is None else list(argv)
    lang = resolve_lang(_lang_in(argv))
    args = build_parser(argv[0] if argv and argv[0] in COMMANDS else None, lang).parse_args(argv)
    args.lang = resolve_lang(args.lang)
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
    code = main()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (BrokenPipeError, ValueError):
            pass
    # Leaving through sys.exit instead costs more of a short run (benchmarks/README.md,
    # "The figures behind core's speed tricks").
    os._exit(code)
