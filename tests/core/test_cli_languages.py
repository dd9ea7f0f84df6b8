"""The command line's edges in the reader's language (issue 34): ``--lang`` before or after the
subcommand and ``TIEBREAK_LANG``; ``--help``, the usage line and argparse's own messages;
help text for every option; CSV and Markdown headers; one abbreviation per column and
language. Each edge in the six languages."""

from __future__ import annotations

import argparse
import ast
import inspect
from functools import partial

import pytest

import bot  # noqa: F401  registers the bot's translation files: its column words are compared
import sheets_addon  # noqa: F401  and the sheet's, since all_messages reads every area
from core.cli import build_parser, main
from core.cli.argparse_words import MESSAGES, translate
from core.cli.parser import COMMANDS, command_in, help_in, lang_in
from core.i18n.text import LANGS, all_messages
from tests.cli_languages import ARGPARSE_ENGLISH, language_isolated, run_command, subparsers, words
from tests.conftest import REPO

pytestmark = pytest.mark.usefixtures(language_isolated.__name__)
run = partial(run_command, main)
"""Run the command (:func:`tests.cli_languages.run_command`)."""

EXAMPLE = str(REPO / "examples" / "club-swiss.json")
OTHERS = [lang for lang in LANGS if lang != "en"]


# ---- --lang and TIEBREAK_LANG, before or after the subcommand ------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_lang_before_or_after_the_subcommand_or_from_the_environment(
    lang: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    before = run(capsys, "--lang", lang, "standings", EXAMPLE)
    after = run(capsys, "standings", EXAMPLE, "--lang", lang)
    joined = run(capsys, f"--lang={lang}", "standings", EXAMPLE)
    monkeypatch.setenv("TIEBREAK_LANG", lang)
    environment = run(capsys, "standings", EXAMPLE)
    assert before[0] == 0 and before == after == joined == environment
    title = words(
        "standings.title", lang, name="Riverside Chess Club Autumn Swiss", round=5, rounds=5
    )
    assert before[1].startswith(title + "\n")


def test_the_later_lang_wins_and_the_flag_beats_the_environment(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TIEBREAK_LANG", "bg")
    out = run(capsys, "--lang", "cs", "standings", EXAMPLE, "--lang", "it")[1]
    assert out == run(capsys, "standings", EXAMPLE, "--lang", "it")[1]
    assert out != run(capsys, "standings", EXAMPLE, "--lang", "cs")[1]
    assert out != run(capsys, "standings", EXAMPLE)[1]  # TIEBREAK_LANG's, Bulgarian
    assert lang_in(["--lang", "cs", "standings", "f", "--lang=it"]) == "it"
    assert lang_in(["standings", "--", "--lang", "cs"]) is None


def test_only_the_named_subcommand_is_built_after_a_leading_lang() -> None:
    assert command_in(["--lang", "cs", "standings", "f"]) == "standings"
    assert command_in(["--lang=bg", "why", "f", "1"]) == "why"
    assert command_in(["--help"]) is None and command_in(["--lang", "cs"]) is None
    assert command_in(["nonsense"]) is None


# ---- --help, the usage line and argparse's section titles ---------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_top_level_help_in_the_language_exits_0(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "--lang", lang, "--help")
    assert code == 0 and err == ""
    assert out.startswith(words("cli.argparse.usage", lang) + " tiebreak ")
    for key in ("cli.argparse.positionals", "cli.argparse.options"):
        assert f"\n{words(key, lang)}:\n" in out
    assert words("cli.argparse.help", lang) in out
    assert words("cli.help.version", lang) in out
    if lang != "en":
        assert not [w for w in ARGPARSE_ENGLISH if w in out], out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("command", COMMANDS)
def test_every_subcommand_help_in_the_language(
    command: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, command, "--help", "--lang", lang)
    assert code == 0 and err == ""
    assert out.startswith(f"{words('cli.argparse.usage', lang)} tiebreak {command} ")
    assert f"\n{words('cli.argparse.options', lang)}:\n" in out
    assert words("cli.help.lang", lang, langs=", ".join(LANGS))[:20] in out
    if command != "calc":  # the others read a tournament: its placeholder in the language
        assert words("cli.metavar.file", lang) in out.split("\n\n")[0]
    if lang != "en":
        assert not [w for w in ARGPARSE_ENGLISH if w in out], out


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_and_argument_has_help_text(lang: str) -> None:
    parser = build_parser(lang=lang)
    missing = [a.dest for a in parser._actions if not a.help]
    for name, sub in subparsers(parser).items():
        missing += [f"{name} {a.option_strings or a.dest}" for a in sub._actions if not a.help]
    assert not missing


@pytest.mark.parametrize(
    ("argv", "asks"),
    [
        (["standings", EXAMPLE], False),
        (["standings", EXAMPLE, "--lang", "cs", "--format", "json"], False),
        (["-h"], True),
        (["standings", "--help"], True),
        (["standings", "--he"], True),  # argparse takes an abbreviation
        (["--lang", "cs", "standings", "--hel=x"], True),
        (["report", EXAMPLE, "-oh"], True),  # -o h: taken as asking, harmlessly
        (["standings", "--", "-h"], False),
    ],
)
def test_a_run_that_shows_no_help_builds_no_help_texts(argv: list[str], asks: bool) -> None:
    # The help texts are most of the messages a run would read (issue 34, loading cost).
    assert help_in(argv) is asks
    parser = build_parser("standings", "cs", helps=False)
    (sub,) = subparsers(parser).values()
    assert [a.help for a in sub._actions if a.option_strings != ["-h", "--help"]] == [None] * (
        len(sub._actions) - 1
    )


def test_an_abbreviated_help_is_written_in_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "standings", "--he", "--lang", "cs")
    assert code == 0
    text = " ".join(words("cli.help.single-winner", "cs").split())
    assert text in " ".join(out.split())


# ---- argparse's error messages ------------------------------------------------------------

ERRORS: dict[str, tuple[list[str], str, dict[str, str]]] = {
    # what is typed, the catalogue key the message is made of, and its parameters
    "unrecognized": (
        ["standings", EXAMPLE, "--bogus"],
        "cli.argparse.unrecognized",
        {"names": "--bogus"},
    ),
    "invalid-choice": (
        ["standings", EXAMPLE, "--format", "pdf"],
        "cli.argparse.invalid-choice",
        {"value": "'pdf'", "choices": "'text', 'json', 'csv', 'markdown'"},
    ),
    "invalid-int": (
        ["standings", EXAMPLE, "--after-round", "x"],
        "cli.argparse.invalid-int",
        {"value": "'x'"},
    ),
    "expected-one": (["standings", EXAMPLE, "--order"], "cli.argparse.expected-one", {}),
    "expected-at-least-one": (
        ["compare", EXAMPLE, "--orders"],
        "cli.argparse.expected-at-least-one",
        {},
    ),
    "ambiguous": (
        ["standings", EXAMPLE, "--s"],
        "cli.argparse.ambiguous",
        {"option": "--s", "matches": "--single-winner, --spread-cap"},
    ),
    "ignored-explicit": (
        ["standings", EXAMPLE, "--live=yes"],
        "cli.argparse.ignored-explicit",
        {"names": "'yes'"},
    ),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("case", sorted(ERRORS))
def test_argparse_errors_in_the_language_exit_2(
    case: str, lang: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    typed, key, args = ERRORS[case]
    monkeypatch.setenv("TIEBREAK_LANG", lang)
    code, out, err = run(capsys, *typed)
    assert code == 2 and out == ""
    said = words(key, lang, **args)
    option = {
        "invalid-choice": "--format",
        "invalid-int": "--after-round",
        "expected-one": "--order",
        "expected-at-least-one": "--orders",
        "ignored-explicit": "--live",
    }.get(case)
    if option is not None:  # "argument --format: ..."
        said = words("cli.argparse.argument", lang, argument=option, message=said)
    assert err.startswith(words("cli.argparse.usage", lang) + " tiebreak ")
    assert err.endswith(f"\ntiebreak: {said}\n"), err
    if lang != "en":
        assert "usage:" not in err and words(key, "en", **args) not in err


@pytest.mark.parametrize("lang", LANGS)
def test_a_missing_command_or_file_is_named_in_the_language(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "--lang", lang)
    command = words("cli.metavar.command", lang)
    assert code == 2
    assert err.endswith(f"tiebreak: {words('cli.argparse.required', lang, names=command)}\n")
    code, _, err = run(capsys, "--lang", lang, "standings")
    file = words("cli.metavar.file", lang)
    assert code == 2
    assert err.endswith(f"tiebreak: {words('cli.argparse.required', lang, names=file)}\n")
    code, _, err = run(capsys, "--lang", lang, "nonsense")
    assert code == 2 and "'nonsense'" in err
    assert words("cli.argparse.argument", lang, argument=command, message="")[:-1] in err


def _argparse_messages() -> set[str]:
    """Every message argparse passes through gettext (``_('...')``, ``ngettext('...')``), read
    from the source of the Python running the tests."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(inspect.getsource(argparse))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("_", "ngettext")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.add(node.args[0].value)
    return found


NOT_FOR_A_USER = {
    # raised only for a mistake in the parser's own definition, or by features tiebreak does
    # not use (FileType, fromfile, conflict handlers, nargs=N, parents)
    ".__call__() not defined",
    "conflicting subparser: %s",
    "conflicting subparser alias: %s",
    "unknown parser %(parser_name)r (choices: %(choices)s)",  # choices are checked first
    'argument "-" with mode %r',
    "can't open '%(filename)s': %(error)s",
    "cannot merge actions - two groups are named %r",
    "'required' is an invalid argument for positionals",
    "invalid option string %(option)r: must start with a character %(prefix_chars)r",
    "dest= is required for options like %r",
    "invalid conflict_resolution value: %r",
    "conflicting option string: %s",
    "mutually exclusive arguments must be optional",
    "cannot have multiple subparser arguments",
    "expected %s argument",
    "unexpected option string: %s",
    "%r is not callable",
    "%(prog)s: error: %(message)s\n",  # Parser.error writes its own
    # Python 3.13's: deprecated=, action="version", a subcommands title and defaults in the help,
    # none used here; a heading's colon
    " (default: %(default)s)",
    "%(heading)s:",
    "%(prog)s: warning: %(message)s\n",
    "argument '%(argument_name)s' is deprecated",
    "command '%(parser_name)s' is deprecated",
    "option '%(option)s' is deprecated",
    "show program's version number and exit",
    "subcommands",
    "show this help message and exit",  # add_help=False: our -h (cli.argparse.help)
    "usage: ",  # Formatter.add_usage (cli.argparse.usage)
    "positional arguments",  # Parser (cli.argparse.positionals)
    "options",  # Parser (cli.argparse.options)
}


def test_every_argparse_message_a_user_can_meet_has_its_translation() -> None:
    handled = {template for template, _ in MESSAGES}
    left = _argparse_messages() - handled - NOT_FOR_A_USER
    assert not left, f"argparse messages with no catalogue key: {sorted(left)}"
    keys = all_messages("en")
    assert all(key in keys for _, key in MESSAGES)


@pytest.mark.parametrize("lang", OTHERS)
def test_each_argparse_template_is_read_back_and_said_in_the_language(lang: str) -> None:
    samples = {"argument_name": "--x", "message": "expected one argument", "value": "'v'"}
    samples |= {"choices": "'a', 'b'", "type": "float", "option": "--o", "matches": "--a, --b"}
    inner = words("cli.argparse.expected-one", lang)
    for template, _key in MESSAGES:
        english = (template % samples if "%(" in template else template).replace("%s", "--y")
        english = english.replace("%r", "'w'")
        said = translate(english, lang, {"--x": "--x"})
        # argparse's English words gone ("argument" is Czech as well)
        template_words = [
            w for w in template.split() if w.isalpha() and len(w) > 3 and w != "argument"
        ]
        assert said != english and not [w for w in template_words if w in said], (lang, said)
        used = [v for k, v in samples.items() if f"%({k})" in template and k != "message"]
        used += ["--y"] * ("%s" in template) + ["'w'"] * ("%r" in template)
        used += [inner] * ("%(message)s" in template)
        assert all(v in said for v in used), (lang, template, said)
    assert translate("a message of a later Python", lang, {}) == "a message of a later Python"


# ---- CSV and Markdown headers -------------------------------------------------------------

CODES = ["BH-C1", "BH", "SB", "DE", "WIN"]


@pytest.mark.parametrize("lang", LANGS)
def test_csv_header_in_the_language_codes_stay_codes(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "standings", EXAMPLE, "--format", "csv", "--lang", lang)
    sep = "," if lang == "en" else ";"  # a decimal-comma language's CSV is Excel's
    head = out.lstrip("\ufeff").split("\n", 1)[0].split(sep)
    word = [words(f"standings.csv.{k}", lang) for k in ("rank", "shared", "id", "name", "points")]
    assert code == 0
    assert head == [*word, *CODES, words("standings.csv.withdrawn-after", lang)]
    if lang == "en":  # the header programs read, unchanged
        assert head[:5] == ["rank", "shared", "id", "name", "points"]
    else:
        assert not {"rank", "shared", "name", "points", "withdrawn_after"} & set(head)


@pytest.mark.parametrize("lang", LANGS)
def test_markdown_header_in_the_language_codes_stay_codes(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = run(capsys, "standings", EXAMPLE, "--format", "markdown", "--lang", lang)[1]
    header = next(line for line in out.split("\n") if line.startswith("| "))
    cells = [c.strip() for c in header.strip("|").split("|")]
    keys = ["standings.column.rank", "standings.column.no", "standings.column.name"]
    rating = words("files.column.rating", lang)
    points = words("standings.column.pts", lang)
    assert cells[:3] == [words(k, lang) for k in keys]
    assert cells[3:] == [rating, points, *CODES, words("standings.column.note", lang)]


# ---- the same abbreviations, chosen once per language -------------------------------------


def _abbreviates(short: str, long: str) -> bool:
    """Whether ``short`` is ``long`` or written with its letters, in order, from the first."""
    short, long = short.rstrip(".").casefold(), long.casefold()
    if not short or short[0] != long[0]:
        return False
    at = 0
    for ch in short:
        at = long.find(ch, at) + 1
        if at == 0:
            return False
    return True


@pytest.mark.parametrize("lang", LANGS)
def test_one_word_per_column_in_each_language(lang: str) -> None:
    """A column is headed by one word or its abbreviation wherever it shows (the table's
    ``Rtg``, the page's ``Rating``); the bot and compare repeat the table's own."""
    m = all_messages(lang)
    for column in ("rating", "federation", "club"):
        short, long = m[f"files.column.{column}"], m[f"report.label.{column}"]
        assert _abbreviates(short, long), (lang, short, long)
    for column in ("no", "name", "pts"):
        assert m[f"bot.standings.column.{column}"] == m[f"standings.column.{column}"]
    assert m["compare.column.rank"] == m["standings.column.rk"]
    if lang != "en":  # the rating column is the language's own word, not English's "Rtg"
        assert m["files.column.rating"] != "Rtg"
