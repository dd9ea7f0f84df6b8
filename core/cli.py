"""The ``tiebreak`` command line (formats.md section 5).

Exit codes: 0 ok, 1 bad input (the message names the file and line or cell), 2 usage.
"""

from __future__ import annotations

import argparse
import gc
import io
import itertools
import json
import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from core.errors import (
    InputError,
    InvalidOptionError,
    PlayerLookupError,
    TiebreakError,
    UnknownRuleSetError,
    UnknownTiebreakError,
    problem_lines,
)
from core.explain import explanation_to_json, item_to_json, render_markdown, render_text
from core.formats.load import load_path, read_text
from core.formats.notation import NOTATIONS, Notation
from core.formats.tournament_json import decode_json
from core.model import Tournament
from core.presets import PRESETS
from core.rules import RULE_SET_NAMES
from core.scores import format_score, json_number
from core.standings import (
    Standings,
    compute_standings,
    render_standings_csv,
    render_standings_markdown,
    render_standings_text,
    standings_to_json,
    why,
)


class UsageError(TiebreakError):
    """A command-line mistake (exit code 2)."""


def _load(ref: str, notation: Notation | None = None) -> Tournament:
    if ref.startswith("lichess:") or "lichess.org/swiss/" in ref or (
            "://" in ref and "/swiss/" in ref):
        try:
            from core.remote import is_lichess_ref, load_lichess
        except ImportError as exc:  # httpx is the optional "lichess" extra
            raise UsageError("reading lichess needs httpx: pip install 'tiebreak[lichess]'") \
                from exc
        if is_lichess_ref(ref):
            return load_lichess(ref)
    return load_path(ref, notation=notation)


def _standings(t: Tournament, args: argparse.Namespace) -> Standings:
    return compute_standings(t, rules=args.rules, order=args.order, preset=args.preset,
                             after_round=args.after_round,
                             unrated_rating=getattr(args, "unrated_rating", None))


def _emit(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def cmd_standings(args: argparse.Namespace) -> None:
    t = _load(args.file, args.notation)
    st = _standings(t, args)
    fmt = args.format
    if fmt == "json":
        _emit(json.dumps(standings_to_json(st), ensure_ascii=False, indent=2))
    elif fmt == "csv":
        _emit(render_standings_csv(st))
    elif fmt == "markdown":
        _emit(render_standings_markdown(st))
    else:
        _emit(render_standings_text(st))
        if args.explain:
            _emit(_tie_explanations(st))


def _tie_explanations(st: Standings) -> str:
    """For every two neighbours on equal points: what separated them, with both sides."""
    blocks: list[str] = []
    rows = st.rows
    for upper, lower in itertools.pairwise(rows):
        if upper.points != lower.points:
            continue
        w = why(st, upper.player.id, lower.player.id)
        block = [f"Why {upper.player.name} is above {lower.player.name}:" if w.criterion
                 else f"{upper.player.name} and {lower.player.name}:", "  " + w.text]
        for ex in w.explanations:
            block.append("  " + render_text(ex).replace("\n", "\n  "))
        blocks.append("\n".join(block))
    if not blocks:
        return "\nNo two players finished on equal points: no tie-break was needed."
    return "\nExplanations\n\n" + "\n\n".join(blocks)


def cmd_explain(args: argparse.Namespace) -> None:
    from core.players import find_player

    t = _load(args.file, args.notation)
    st = _standings(t, args)
    player = find_player(st.tournament, args.player)
    codes = [args.tiebreak] if args.tiebreak else list(st.order)
    exps = [st.explain(player.id, c) for c in codes]
    if args.format == "json":
        # formats.md 5: one object; without --tiebreak, the first code of the order.
        if not exps:
            raise UsageError("the order is empty: name a tie-break with --tiebreak")
        _emit(json.dumps(explanation_to_json(exps[0]), ensure_ascii=False, indent=2))
    elif args.format == "markdown":
        _emit("\n\n".join(render_markdown(e) for e in exps))
    else:
        row = st.row(player.id)
        head = (f"{player.name} ({player.id}): {format_score(row.points)} points, rank "
                f"{row.rank}{' (shared)' if row.shared else ''}; rules {st.rules} "
                f"({st.rules_how})")
        _emit("\n\n".join([head, *(render_text(e) for e in exps)]))
    _warn(st, text=args.format != "json")


def _warn(st: Standings, *, text: bool) -> None:
    """Print the standings' warnings (rules.md 8.3): after text output, or on standard error
    where standard output must stay one JSON document."""
    if not st.warnings:
        return
    lines = [f"  [{w.code}] {w.message}" for w in st.warnings]
    if text:
        _emit("\nWarnings:\n" + "\n".join(lines))
    else:
        sys.stderr.write("tiebreak: warning:\n" + "\n".join(lines) + "\n")


def cmd_why(args: argparse.Namespace) -> None:
    from core.players import find_player

    t = _load(args.file, args.notation)
    st = _standings(t, args)
    a = find_player(st.tournament, args.player_a)
    b = find_player(st.tournament, args.player_b)
    if a.id == b.id:
        raise UsageError("name two different players")
    w = why(st, a.id, b.id)
    if args.format == "json":
        _emit(json.dumps({
            "above": {"id": w.above, "name": st.row(w.above).player.name,
                      "rank": st.row(w.above).rank},
            "below": {"id": w.below, "name": st.row(w.below).player.name,
                      "rank": st.row(w.below).rank},
            "criterion": w.criterion, "rules": st.rules, "order": list(st.order),
            "text": w.text,
            "explanations": [explanation_to_json(e) for e in w.explanations],
        }, ensure_ascii=False, indent=2))
    else:
        _emit("\n\n".join([w.text, *(render_text(e) for e in w.explanations)]))
    _warn(st, text=args.format != "json")


def cmd_check(args: argparse.Namespace) -> None:
    t = _load(args.file, args.notation)
    k = t.rounds_played
    _emit(f"{args.file}: ok — {len(t.players)} players, {k} of {t.rounds} rounds, "
          "every game recorded the same way on both sides")


def cmd_convert(args: argparse.Namespace) -> None:
    from core.formats.tournament_json import write_tournament_json
    from core.formats.trf import trf_limitations, write_trf

    t = _load(args.file, args.notation)
    buf = io.StringIO()
    if args.to == "json":
        write_tournament_json(t, buf)
    else:
        # TRF-16 cannot hold everything (a withdrawal marker, say): say what is left out,
        # write the rest; an event it cannot hold at all is refused before any note.
        write_trf(t, buf, strict=False)
        for problem in trf_limitations(t):
            sys.stderr.write(f"tiebreak: note: {problem}\n")
    if args.output:
        with open(args.output, "w", encoding="utf-8", newline="") as fh:
            fh.write(buf.getvalue())
    else:
        sys.stdout.write(buf.getvalue())


def cmd_calc(args: argparse.Namespace) -> None:
    from core.calc import CARD_CODES, calculate_card, card_from_dict

    data = decode_json(read_text(args.card), source=args.card)
    result = calculate_card(*card_from_dict(data, source=args.card))
    if args.format == "json":
        _emit(json.dumps({"rules": result.rules,
                          "values": {c: json_number(v) for c, v in result.values.items()},
                          "adjusted_score": json_number(result.adjusted_score),
                          "items": [item_to_json(i) for i in result.items]},
                         ensure_ascii=False, indent=2))
        return
    lines = [f"Card under {result.rules}: counts {format_score(result.adjusted_score)} for "
             "your opponents"]
    for code in (*CARD_CODES, "MM", "SOLKOFF", "CUM", "KASHDAN"):
        if code in result.values:
            lines.append(f"  {code:8} {format_score(result.values[code])}")
    lines.append("Buchholz, round by round:")
    for i in result.items:
        value = "adds nothing" if i.value is None else format_score(i.value)
        lines.append(f"  Round {i.round}: {i.note} → {value} ({i.rule})")
    _emit("\n".join(lines))


class _Formatter(argparse.HelpFormatter):
    """argparse's help formatter, told the terminal width so that it need not import
    ``shutil`` (and with it bz2, lzma and zlib) in every run for a width that only help and
    usage text use."""

    def __init__(self, prog: str) -> None:
        try:
            width = int(os.environ["COLUMNS"])
        except (KeyError, ValueError):
            try:
                width = os.get_terminal_size(sys.__stdout__.fileno()  # type: ignore[union-attr]
                                             ).columns
            except (AttributeError, ValueError, OSError):
                width = 80  # no terminal (a pipe, a file): the width shutil would fall back to
        super().__init__(prog, width=max(width - 2, 20))


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"tiebreak: {message}\n")


COMMANDS = ("standings", "explain", "why", "check", "convert", "calc")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """Return the argument parser of the ``tiebreak`` command; with ``only``, the parser
    knows just that subcommand (enough to run it, and cheaper to build)."""
    parser = _Parser(prog="tiebreak", description="Tie-breaks for Swiss-system and round-robin "
                     "chess tournaments, with the arithmetic shown.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    wanted = set(COMMANDS) if only is None else {only}

    def notation(p: argparse.ArgumentParser) -> None:
        p.add_argument("--notation", choices=NOTATIONS,
                       help="how crosstable cells are written: standard (+W9, =B9, BYE) or uscf "
                       "(US Chess wallchart: W5, D2, L4, X8, F8, B, H, U); default: what the "
                       "file says, else standard")

    def common(p: argparse.ArgumentParser, *, order: bool = True) -> None:
        notation(p)
        p.add_argument("--rules", help=f"rule set for unplayed rounds: {', '.join(RULE_SET_NAMES)}")
        if order:
            p.add_argument("--order", help="tie-break order, e.g. BH-C1,BH,SB")
            p.add_argument("--preset", help=f"named order and rule set: {', '.join(PRESETS)}")
        p.add_argument("--after-round", type=int, metavar="K",
                       help="standings after round K (only the first K rounds count)")
        p.add_argument("--unrated-rating", type=int, metavar="N",
                       help="rating used for unrated players by rating tie-breaks (C.07 10)")

    if "standings" in wanted:
        p = sub.add_parser("standings", help="ranked table with the tie-break columns")
        p.add_argument("file", help="tournament JSON, TRF-16 or CSV (or lichess:ID)")
        common(p)
        p.add_argument("--format", choices=["text", "json", "csv", "markdown"], default="text")
        p.add_argument("--explain", action="store_true",
                       help="after the table, explain every tie between neighbours")
        p.set_defaults(func=cmd_standings)

    if "explain" in wanted:
        p = sub.add_parser("explain", help="one player's tie-break values, round by round")
        p.add_argument("file")
        p.add_argument("player", help="starting number or name")
        p.add_argument("--tiebreak", help="one code (default: every code of the order; "
                       "with --format json, the first)")
        common(p)
        p.add_argument("--format", choices=["text", "json", "markdown"], default="text")
        p.set_defaults(func=cmd_explain)

    if "why" in wanted:
        p = sub.add_parser("why", help="which criterion put one player above another")
        p.add_argument("file")
        p.add_argument("player_a")
        p.add_argument("player_b")
        common(p)
        p.add_argument("--format", choices=["text", "json"], default="text")
        p.set_defaults(func=cmd_why)

    if "check" in wanted:
        p = sub.add_parser("check", help="validate a file: every problem with its line or cell")
        p.add_argument("file")
        notation(p)
        p.set_defaults(func=cmd_check)

    if "convert" in wanted:
        p = sub.add_parser("convert", help="write the tournament as tournament JSON or TRF-16")
        p.add_argument("file")
        p.add_argument("--to", choices=["json", "trf"], required=True)
        p.add_argument("-o", "--output", help="file to write (default: standard output)")
        notation(p)
        p.set_defaults(func=cmd_convert)

    if "calc" in wanted:
        p = sub.add_parser("calc", help="one player's card, as in a scorecard vector")
        p.add_argument("card")
        p.add_argument("--format", choices=["text", "json"], default="text")
        p.set_defaults(func=cmd_calc)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code."""
    argv = sys.argv[1:] if argv is None else list(argv)
    args = build_parser(argv[0] if argv and argv[0] in COMMANDS else None).parse_args(argv)
    # A command is short-lived and allocates many small immutable objects that refcounting
    # frees; the cyclic collector only costs time here (about 6% of a standings run).
    collecting = gc.isenabled()
    gc.disable()
    try:
        args.func(args)
    except InputError as exc:
        sys.stderr.writelines(f"tiebreak: {line}\n" for line in problem_lines(exc.problems))
        return 1
    except (UsageError, UnknownRuleSetError, UnknownTiebreakError, PlayerLookupError,
            InvalidOptionError) as exc:
        sys.stderr.write(f"tiebreak: {exc}\n")
        return 2
    except TiebreakError as exc:
        sys.stderr.write(f"tiebreak: {exc}\n")
        return 1
    except BrokenPipeError:
        return 0
    finally:
        if collecting:
            gc.enable()
    return 0


def run() -> NoReturn:
    """The console script: run :func:`main`, flush the output and leave at once.

    Tearing the interpreter down frees every object of the tournament one by one and runs a
    last garbage collection, several percent of a standings run on a large event, for
    nothing: every file is closed by then and nothing of ours needs a finaliser.
    """
    code = main()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (BrokenPipeError, ValueError):
            pass
    os._exit(code)


if __name__ == "__main__":
    run()
