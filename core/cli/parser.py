"""The argument parser of the ``tiebreak`` command (formats.md section 5), every word of it in
the reader's language: the help of each option, the placeholders of the usage line and
argparse's own words (:mod:`core.cli.argparse_words`).

One function per subcommand, built from the option groups they share (the language, the
input's notation and encoding, the ranking options, a team event's options).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import Any

from core.cli.argparse_words import Parser, add_lang_option, lang_in
from core.cli.check import cmd_check
from core.cli.commands import cmd_calc, cmd_compare, cmd_convert, cmd_prizes, cmd_standings
from core.cli.game_scoring import add_options as game_options
from core.cli.place import cmd_explain_or_short, cmd_why_or_place
from core.engine.presets import PRESETS
from core.formats.notation import NOTATIONS
from core.i18n.message import msg
from core.i18n.text import render
from core.rules import RULE_SET_NAMES

__all__ = ["COMMANDS", "build_parser", "command_in", "help_in", "lang_in"]

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


class _Say:
    """The words of the parser in one language; the help texts only when ``helps``."""

    def __init__(self, lang: str, helps: bool = True) -> None:
        self.lang, self.helps = lang, helps
        # the word an error shows for an argument argparse names by its dest
        self.names = {"command": self.word("cli.metavar.command")}

    def __call__(self, key: str, **args: Any) -> str | None:
        """Return the help text ``key`` (argparse expands %-sequences in help text); None
        when the parser is built without its help texts."""
        if not self.helps:
            return None
        return render(msg(key, **args), self.lang).replace("%", "%%")

    def word(self, key: str) -> str:
        """Return the word ``key`` as it is (a placeholder of the usage line)."""
        return render(msg(key), self.lang)


def build_parser(
    only: str | None = None, lang: str = "en", *, helps: bool = True
) -> argparse.ArgumentParser:
    """Return the argument parser of the ``tiebreak`` command, every word of it in ``lang``;
    with ``only``, the parser knows just that subcommand (enough to run it, and cheaper to
    build); without ``helps``, it has no help texts (a run that shows none: :func:`help_in`),
    which would be the most of the messages a run reads (benchmarks/README.md)."""
    say = _Say(lang, helps)
    parser = Parser(
        prog="tiebreak", description=say("cli.help.description"), lang=lang, names=say.names
    )
    parser.add_argument("--version", action=_Version, help=say("cli.help.version"))
    language(parser, say)  # before the subcommand as well as after it
    sub = parser.add_subparsers(
        dest="command",
        required=True,
        help=say("cli.help.command"),
        parser_class=Parser,  # each given lang and names by _add
    )
    for name in COMMANDS if only is None else (only,):
        _SUBCOMMANDS[name](sub, say)
    return parser


# ---- option groups ----------------------------------------------------------------------


def language(p: argparse.ArgumentParser, say: _Say) -> None:
    """``--lang``: given before the subcommand or after it, the later one wins (not given:
    the attribute is absent, and ``TIEBREAK_LANG`` or English applies)."""
    add_lang_option(p, "cli.help.lang", say.lang, helps=say.helps)


def encoding(p: argparse.ArgumentParser, say: _Say) -> None:
    """``--encoding``: the code page of a text file that is not UTF-8."""
    p.add_argument(
        "--encoding", metavar=say.word("cli.metavar.encoding"), help=say("files.help.encoding")
    )


def notation(p: argparse.ArgumentParser, say: _Say) -> None:
    """How crosstable cells are written, and the file's encoding."""
    p.add_argument("--notation", choices=NOTATIONS, help=say("cli.help.notation"))
    encoding(p, say)


def input_file(p: argparse.ArgumentParser, say: _Say) -> None:
    """The tournament to read."""
    p.add_argument("file", metavar=say.word("cli.metavar.file"), help=say("cli.help.file"))


def output_format(p: argparse.ArgumentParser, say: _Say, *choices: str) -> None:
    """``--format``: text (the default) or one of ``choices``."""
    p.add_argument(
        "--format", choices=["text", *choices], default="text", help=say("cli.help.format")
    )


def rules_option(p: argparse.ArgumentParser, say: _Say, key: str = "cli.help.rules") -> None:
    """``--rules``: the rule set for unplayed rounds."""
    names = ", ".join(RULE_SET_NAMES)
    p.add_argument("--rules", metavar=say.word("cli.metavar.rules"), help=say(key, names=names))


def order_options(p: argparse.ArgumentParser, say: _Say) -> None:
    """``--order`` and ``--preset``."""
    p.add_argument("--order", metavar=say.word("cli.metavar.order"), help=say("cli.help.order"))
    p.add_argument(
        "--preset",
        metavar=say.word("cli.metavar.preset"),
        help=say("cli.help.preset", names=", ".join(PRESETS)),
    )


def counting(p: argparse.ArgumentParser, say: _Say, *, after_round: bool = True) -> None:
    """Which rounds count, the rating of the unrated, an event's game-score options."""
    if after_round:
        p.add_argument("--after-round", type=int, metavar="K", help=say("cli.help.after-round"))
    p.add_argument("--unrated-rating", type=int, metavar="N", help=say("cli.help.unrated-rating"))
    game_options(p, say.lang, say.helps)


def ranking(p: argparse.ArgumentParser, say: _Say, *, order: bool = True) -> None:
    """The options of a command that ranks: notation, rules, order, the arbiter's lots and
    single-winner rule, the rounds counted, the language."""
    notation(p, say)
    rules_option(p, say)
    if order:
        order_options(p, say)
        # the arbiter's drawing of lots (SEED: every language's help says "seed"), the
        # single-winner rule
        p.add_argument("--lots", type=int, metavar="SEED", help=say("cli.help.lots"))
        p.add_argument(
            "--single-winner",
            action="store_true",
            default=None,
            help=say("cli.help.single-winner"),
        )
    counting(p, say)
    language(p, say)


def team(p: argparse.ArgumentParser, say: _Say) -> None:
    """formats.md 6.4: team events (usage errors on an individual event)."""
    p.add_argument("--primary", choices=["MP", "GP", "mp", "gp"], help=say("teamstd.help.primary"))
    p.add_argument("--match-points", metavar="W,D,L[,PAB]", help=say("teamstd.help.match-points"))
    p.add_argument("--individual", action="store_true", help=say("teamstd.help.individual"))


# ---- the subcommands --------------------------------------------------------------------


def _add(sub: Any, say: _Say, name: str, help: str | None) -> argparse.ArgumentParser:
    """Add the parser of subcommand ``name``, speaking the language of ``say``."""
    parser: argparse.ArgumentParser = sub.add_parser(
        name, help=help, lang=say.lang, names=say.names
    )
    return parser


def _standings(sub: Any, say: _Say) -> None:
    p = _add(sub, say, "standings", say("cli.help.standings"))
    input_file(p, say)
    ranking(p, say)
    team(p, say)
    output_format(p, say, "json", "csv", "markdown")
    p.add_argument("--excel", action="store_true", help=say("files.help.excel"))
    p.add_argument("--explain", action="store_true", help=say("cli.help.explain-ties"))
    p.add_argument("--live", action="store_true", help=say("cli.help.live"))
    p.set_defaults(func=cmd_standings)


def _explain(sub: Any, say: _Say) -> None:
    p = _add(sub, say, "explain", say("cli.help.explain"))
    input_file(p, say)
    p.add_argument("player", metavar=say.word("cli.metavar.player"), help=say("cli.help.player"))
    p.add_argument(
        "--tiebreak", metavar=say.word("cli.metavar.tiebreak"), help=say("cli.help.tiebreak")
    )
    p.add_argument("--short", action="store_true", help=say("cli.help.short"))
    ranking(p, say)
    team(p, say)
    output_format(p, say, "json", "markdown")
    p.set_defaults(func=cmd_explain_or_short)


def _why(sub: Any, say: _Say) -> None:
    p = _add(sub, say, "why", say("cli.help.why"))
    input_file(p, say)
    p.add_argument(
        "player_a", metavar=say.word("cli.metavar.player-a"), help=say("cli.help.player-a")
    )
    # one player: "why am I 5th?", against the neighbours above and below
    p.add_argument(
        "player_b",
        nargs="?",
        metavar=say.word("cli.metavar.player-b"),
        help=say("cli.help.player-b"),
    )
    ranking(p, say)
    team(p, say)
    output_format(p, say, "json")
    p.set_defaults(func=cmd_why_or_place)


def _check(sub: Any, say: _Say) -> None:
    p = _add(sub, say, "check", say("cli.help.check"))
    input_file(p, say)
    language(p, say)
    notation(p, say)
    p.set_defaults(func=cmd_check)


def _convert(sub: Any, say: _Say) -> None:
    p = _add(sub, say, "convert", say("cli.help.convert"))
    input_file(p, say)
    p.add_argument("--to", choices=["json", "trf"], required=True, help=say("cli.help.to"))
    p.add_argument(
        "-o", "--output", metavar=say.word("cli.metavar.output"), help=say("cli.help.output")
    )
    notation(p, say)
    game_options(p, say.lang, say.helps)  # a CSV event's bye and forfeit scores, into its JSON
    language(p, say)  # the language of its error messages
    p.set_defaults(func=cmd_convert)


def _calc(sub: Any, say: _Say) -> None:
    p = _add(sub, say, "calc", say("cli.help.calc"))
    p.add_argument("card", metavar=say.word("cli.metavar.card"), help=say("cli.help.card"))
    output_format(p, say, "json")
    encoding(p, say)
    language(p, say)
    p.set_defaults(func=cmd_calc)


def _prizes(sub: Any, say: _Say) -> None:
    p = _add(sub, say, "prizes", say("prizes.help.command"))
    input_file(p, say)
    prizes = say.word("cli.metavar.prizes") + ".json"
    p.add_argument("--prizes", required=True, metavar=prizes, help=say("prizes.help.prizes"))
    ranking(p, say)
    output_format(p, say, "json", "markdown")
    p.set_defaults(func=cmd_prizes)


def _compare(sub: Any, say: _Say) -> None:
    p = _add(sub, say, "compare", say("compare.help.compare"))
    input_file(p, say)
    rules_option(p, say, "compare.help.rules")
    p.add_argument("--orders", nargs="+", metavar="TB,TB,...", help=say("compare.help.orders"))
    p.add_argument("--order", metavar=say.word("cli.metavar.order"), help=say("compare.help.order"))
    counting(p, say)
    encoding(p, say)
    language(p, say)
    output_format(p, say, "json", "markdown")
    p.set_defaults(func=cmd_compare)


def _whatif(sub: Any, say: _Say) -> None:
    """Where a player can finish after the next round."""
    from core.cli.whatif import cmd_whatif

    p = _add(sub, say, "whatif", say("whatif.help.command"))
    input_file(p, say)
    p.add_argument("player", metavar=say.word("cli.metavar.player"), help=say("whatif.help.player"))
    p.add_argument("--pairings", metavar="W-B,W-B,...", help=say("whatif.help.pairings"))
    pairs = say.word("cli.metavar.pairs") + ".csv"
    p.add_argument("--pairings-file", metavar=pairs, help=say("whatif.help.pairings-file"))
    p.add_argument("--round", type=int, metavar="K", help=say("whatif.help.round"))
    notation(p, say)
    rules_option(p, say)
    order_options(p, say)
    counting(p, say, after_round=False)
    language(p, say)
    output_format(p, say, "json")
    p.set_defaults(func=cmd_whatif)


def _report(sub: Any, say: _Say) -> None:
    """The published standings page (HTML)."""
    from core.cli.report import cmd_report

    p = _add(sub, say, "report", say("report.help.command"))
    input_file(p, say)
    ranking(p, say)
    team(p, say)
    page = say.word("cli.metavar.file").upper() + ".html"
    p.add_argument("-o", "--output", metavar=page, help=say("cli.help.output"))
    p.add_argument("--site", metavar=say.word("cli.metavar.dir"), help=say("report.help.site"))
    p.add_argument("--live", action="store_true", help=say("cli.help.live"))
    p.add_argument("--players", metavar="all|tied|none|N,M,...", help=say("report.help.players"))
    p.set_defaults(func=cmd_report)


_SUBCOMMANDS: dict[str, Callable[[Any, _Say], None]] = {
    "standings": _standings,
    "explain": _explain,
    "why": _why,
    "check": _check,
    "convert": _convert,
    "calc": _calc,
    "prizes": _prizes,
    "compare": _compare,
    "whatif": _whatif,
    "report": _report,
}
"""Each subcommand's parser, added in the order of :data:`COMMANDS` (the help lists them so)."""


def help_in(argv: Sequence[str]) -> bool:
    """Return whether ``argv`` may ask for a help text: ``-h`` (alone or among short options),
    ``--help`` or an abbreviation argparse takes for it. Anything that might is taken to."""
    for a in argv:
        if a == "--":
            break
        if a[:1] == "-" and a[1:2] != "-" and "h" in a:
            return True
        if len(a) > 2 and "--help".startswith(a.partition("=")[0]):
            return True
    return False


def command_in(argv: Sequence[str]) -> str | None:
    """Return the subcommand ``argv`` names, when nothing but ``--lang L`` comes before it
    (the parser then needs only that one); else None."""
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--lang":
            i += 2
        elif a.startswith("--lang="):
            i += 1
        else:
            return a if a in COMMANDS else None
    return None
