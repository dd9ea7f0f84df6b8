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
from typing import TYPE_CHECKING, Any, NoReturn

from core.errors import (
    InputError,
    InvalidOptionError,
    PlayerLookupError,
    TiebreakError,
    UnknownRuleSetError,
    UnknownTiebreakError,
    problem_lines,
)
from core.formats.load import STDIN, STDIN_SOURCE, load_path, read_text
from core.formats.notation import NOTATIONS, Notation
from core.formats.tournament_json import decode_json
from core.i18n.message import Msg, msg
from core.i18n.text import LANGS, number, render, resolve_lang
from core.model import PlayerId, Tournament
from core.presets import PRESETS
from core.refs import looks_like_lichess
from core.render.standings import (
    render_standings_csv,
    render_standings_markdown,
    render_standings_text,
    standings_to_json,
    warning_text,
)
from core.rules import RULE_SET_NAMES
from core.scores import json_number
from core.standings import Standings, compute_standings

if TYPE_CHECKING:
    from core.lichess import LichessComparison


class UsageError(TiebreakError):
    """A command-line mistake (exit code 2)."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(self.text())


def _load(ref: str, notation: Notation | None = None) -> Tournament:
    if looks_like_lichess(ref):
        try:
            from core.remote import is_lichess_ref, load_lichess
        except ImportError as exc:  # httpx is the optional "lichess" extra
            raise UsageError(msg("cli.error.needs-httpx")) \
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


def _t(m: Msg, args: argparse.Namespace) -> str:
    return render(m, args.lang)


def cmd_standings(args: argparse.Namespace) -> None:
    t = _load(args.file, args.notation)
    st = _standings(t, args)
    fmt = args.format
    lang = args.lang
    if fmt == "json":
        _emit(json.dumps(standings_to_json(st, lang), ensure_ascii=False, indent=2))
    elif fmt == "csv":
        _emit(render_standings_csv(st))
    elif fmt == "markdown":
        _emit(render_standings_markdown(st, lang))
    else:
        _emit(render_standings_text(st, lang))
        if args.explain:
            _emit(_tie_explanations(st, lang))


def _tie_explanations(st: Standings, lang: str) -> str:
    """For every two neighbours on equal points: what separated them, with both sides."""
    from core.render.explanation import render_text
    from core.why import why

    blocks: list[str] = []
    rows = st.rows
    for upper, lower in itertools.pairwise(rows):
        if upper.points != lower.points:
            continue
        w = why(st, upper.player.id, lower.player.id)
        head = msg("cli.ties.why" if w.criterion else "cli.ties.pair",
                   above=upper.player.name, below=lower.player.name)
        block = [render(head, lang), "  " + render(w.text, lang)]
        for ex in w.explanations:
            block.append("  " + render_text(ex, lang).replace("\n", "\n  "))
        blocks.append("\n".join(block))
    if not blocks:
        return "\n" + render(msg("cli.ties.none"), lang)
    return "\n" + render(msg("cli.ties.title"), lang) + "\n\n" + "\n\n".join(blocks)


def cmd_explain(args: argparse.Namespace) -> None:
    from core.players import find_player
    from core.render.explanation import explanation_to_json, render_markdown, render_text

    t = _load(args.file, args.notation)
    st = _standings(t, args)
    player = find_player(st.tournament, args.player)
    codes = [args.tiebreak] if args.tiebreak else list(st.order)
    exps = [st.explain(player.id, c) for c in codes]
    lich = _lichess_comparison(st, player.id)
    if args.format == "json":
        # formats.md 5: one object; without --tiebreak, the first code of the order.
        if not exps:
            raise UsageError(msg("cli.error.empty-order"))
        out = explanation_to_json(exps[0], args.lang)
        if lich is not None:
            from core.render.lichess import comparison_to_json

            out["lichess"] = comparison_to_json(lich, args.lang)
        _emit(json.dumps(out, ensure_ascii=False, indent=2))
    elif args.format == "markdown":
        parts = [render_markdown(e, args.lang) for e in exps]
        if lich is not None:
            from core.render.lichess import comparison_markdown, lead_text

            if lich.lichess_in_force:
                parts.insert(0, lead_text(lich, args.lang))
            parts.append(comparison_markdown(lich, args.lang))
        _emit("\n\n".join(parts))
    else:
        row = st.row(player.id)
        head = msg("cli.explain.player-shared" if row.shared else "cli.explain.player",
                   player=player.name, id=player.id, points=msg("points", count=row.points),
                   rank=row.rank, rules=st.rules, how=st.rules_how)
        parts = [_t(head, args), *(render_text(e, args.lang) for e in exps)]
        if lich is not None:
            from core.render.lichess import comparison_text, lead_text

            if lich.lichess_in_force:
                parts.insert(1, lead_text(lich, args.lang))
            parts.append(comparison_text(lich, args.lang))
        _emit("\n\n".join(parts))
    _warn(st, args, text=args.format != "json")


# ---- issue 13.3, what lichess shows: an event imported from lichess ---------------------
def _lichess_comparison(st: Standings, pid: int) -> LichessComparison | None:
    """For an event imported from lichess, lichess's tie-break of ``pid`` beside FIDE's (or
    beside the rule set in force): a :class:`core.lichess.LichessComparison`, else None."""
    from core.presets import lichess_id

    if lichess_id(st.tournament) is None:
        return None
    from core.lichess import compare_with_lichess

    return compare_with_lichess(st.tournament, PlayerId(pid), st.rules)
# ---- end of issue 13.3 -------------------------------------------------------------------


def _warn(st: Standings, args: argparse.Namespace, *, text: bool) -> None:
    """Print the standings' warnings (rules.md 8.3): after text output, or on standard error
    where standard output must stay one JSON document."""
    if not st.warnings:
        return
    lines = [f"  [{w.code}] {warning_text(w, args.lang)}" for w in st.warnings]
    if text:
        _emit("\n" + _t(msg("standings.warnings"), args) + "\n" + "\n".join(lines))
    else:
        sys.stderr.write(f"tiebreak: {_t(msg('cli.warning'), args)}\n" + "\n".join(lines)
                         + "\n")


def cmd_why(args: argparse.Namespace) -> None:
    from core.players import find_player
    from core.render.explanation import explanation_to_json, render_text
    from core.why import why

    t = _load(args.file, args.notation)
    st = _standings(t, args)
    a = find_player(st.tournament, args.player_a)
    b = find_player(st.tournament, args.player_b)
    if a.id == b.id:
        raise UsageError(msg("cli.error.same-player"))
    w = why(st, a.id, b.id)
    if args.format == "json":
        _emit(json.dumps({
            "above": {"id": w.above, "name": st.row(w.above).player.name,
                      "rank": st.row(w.above).rank},
            "below": {"id": w.below, "name": st.row(w.below).player.name,
                      "rank": st.row(w.below).rank},
            "criterion": w.criterion, "rules": st.rules, "order": list(st.order),
            "text": _t(w.text, args),
            "explanations": [explanation_to_json(e, args.lang) for e in w.explanations],
        }, ensure_ascii=False, indent=2))
    else:
        _emit("\n\n".join([_t(w.text, args),
                            *(render_text(e, args.lang) for e in w.explanations)]))
    _warn(st, args, text=args.format != "json")


def _source(name: str) -> str:
    """How messages name a FILE argument (``-`` is standard input)."""
    return STDIN_SOURCE if name == STDIN else name


def cmd_check(args: argparse.Namespace) -> None:
    t = _load(args.file, args.notation)
    _emit(_t(msg("cli.check.ok", file=_source(args.file), count=len(t.players),
                 played=t.rounds_played, rounds=t.rounds), args))


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
    from core.render.explanation import item_note, item_to_json, render_rule

    source = _source(args.card)
    data = decode_json(read_text(args.card), source=source)
    result = calculate_card(*card_from_dict(data, source=source))
    if args.format == "json":
        _emit(json.dumps({"rules": result.rules,
                          "values": {c: json_number(v) for c, v in result.values.items()},
                          "adjusted_score": json_number(result.adjusted_score),
                          "items": [item_to_json(i, args.lang) for i in result.items]},
                         ensure_ascii=False, indent=2))
        return
    lang = args.lang
    lines = [_t(msg("cli.calc.head", rules=result.rules, score=result.adjusted_score), args)]
    for code in (*CARD_CODES, "MM", "SOLKOFF", "CUM", "KASHDAN"):
        if code in result.values:
            lines.append(f"  {code:8} {number(result.values[code], lang)}")
    lines.append(_t(msg("cli.calc.items"), args))
    for i in result.items:
        value = (_t(msg("explain.adds-nothing"), args) if i.value is None
                 else number(i.value, lang))
        lines.append(f"  {_t(msg('explain.round', round=i.round), args)}{item_note(i, lang)} "
                     f"→ {value} ({render_rule(i.rule, lang)})")
    _emit("\n".join(lines))


def cmd_prizes(args: argparse.Namespace) -> None:
    """``tiebreak prizes``: the prize list given out on the standings (docs/prizes.md)."""
    from core.prizes import allocate, load_prize_list
    from core.render.prizes import prizes_to_json, render_prizes_markdown, render_prizes_text

    plist = load_prize_list(args.prizes)
    st = _standings(_load(args.file), args)
    res = allocate(st, plist, source=args.prizes)
    if args.format == "json":
        _emit(json.dumps(prizes_to_json(res, args.lang), ensure_ascii=False, indent=2))
    elif args.format == "markdown":
        _emit(render_prizes_markdown(res, args.lang))
    else:
        _emit(render_prizes_text(res, args.lang))
    _warn(st, args, text=args.format == "text")


def cmd_compare(args: argparse.Namespace) -> None:
    """``tiebreak compare``: several rule sets under one order, or several orders under one
    rule set (issue 13, part 2)."""
    from core.compare import compare_orders, compare_rules
    from core.render.compare import (
        compare_to_json,
        render_compare_markdown,
        render_compare_text,
    )

    rules = [r for r in (args.rules or "").split(",") if r.strip()]
    if args.orders and (len(rules) > 1 or args.order):
        raise UsageError(msg("compare.error.both"))
    if not args.orders and not args.rules:
        raise UsageError(msg("compare.error.nothing"))
    t = _load(args.file)
    if args.orders:
        cmp = compare_orders(t, args.orders, rules=rules[0] if rules else None,
                             after_round=args.after_round, unrated_rating=args.unrated_rating)
    else:
        cmp = compare_rules(t, rules, order=args.order, after_round=args.after_round,
                            unrated_rating=args.unrated_rating)
    if args.format == "json":
        _emit(json.dumps(compare_to_json(cmp, args.lang), ensure_ascii=False, indent=2))
    elif args.format == "markdown":
        _emit(render_compare_markdown(cmp, args.lang))
    else:
        _emit(render_compare_text(cmp, args.lang))


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


class _Version(argparse.Action):
    """``--version``: print ``tiebreak X.Y.Z`` from the installed package's metadata and
    exit. The metadata is read only when asked for (``importlib.metadata`` is a costly
    import for every other run)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS,
                 default: str = argparse.SUPPRESS, help: str | None = None) -> None:
        super().__init__(option_strings=option_strings, dest=dest, default=default, nargs=0,
                         help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        from importlib.metadata import PackageNotFoundError, version

        try:
            number = version("tiebreak")
        except PackageNotFoundError:
            number = "(not installed: run pip install . to know the version)"
        sys.stdout.write(f"{parser.prog} {number}\n")
        parser.exit(0)


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"tiebreak: {message}\n")


COMMANDS = ("standings", "explain", "why", "check", "convert", "calc", "prizes", "compare")


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
        p.add_argument("--lang", choices=LANGS, default=None,
                       help=h("lang", langs=", ".join(LANGS)))

    def notation(p: argparse.ArgumentParser) -> None:
        p.add_argument("--notation", choices=NOTATIONS, help=h("notation"))

    def common(p: argparse.ArgumentParser, *, order: bool = True) -> None:
        notation(p)
        p.add_argument("--rules", help=h("rules", names=", ".join(RULE_SET_NAMES)))
        if order:
            p.add_argument("--order", help=h("order"))
            p.add_argument("--preset", help=h("preset", names=", ".join(PRESETS)))
        p.add_argument("--after-round", type=int, metavar="K", help=h("after-round"))
        p.add_argument("--unrated-rating", type=int, metavar="N", help=h("unrated-rating"))
        language(p)

    if "standings" in wanted:
        p = sub.add_parser("standings", help=h("standings"))
        p.add_argument("file", help=h("file"))
        common(p)
        p.add_argument("--format", choices=["text", "json", "csv", "markdown"], default="text")
        p.add_argument("--explain", action="store_true", help=h("explain-ties"))
        p.set_defaults(func=cmd_standings)

    if "explain" in wanted:
        p = sub.add_parser("explain", help=h("explain"))
        p.add_argument("file")
        p.add_argument("player", help=h("player"))
        p.add_argument("--tiebreak", help=h("tiebreak"))
        common(p)
        p.add_argument("--format", choices=["text", "json", "markdown"], default="text")
        p.set_defaults(func=cmd_explain)

    if "why" in wanted:
        p = sub.add_parser("why", help=h("why"))
        p.add_argument("file")
        p.add_argument("player_a")
        p.add_argument("player_b")
        common(p)
        p.add_argument("--format", choices=["text", "json"], default="text")
        p.set_defaults(func=cmd_why)

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
        p.set_defaults(func=cmd_convert, lang=None)

    if "calc" in wanted:
        p = sub.add_parser("calc", help=h("calc"))
        p.add_argument("card")
        p.add_argument("--format", choices=["text", "json"], default="text")
        language(p)
        p.set_defaults(func=cmd_calc)

    if "prizes" in wanted:
        p = sub.add_parser("prizes", help=render(msg("prizes.help.command"), lang))
        p.add_argument("file", help=h("file"))
        p.add_argument("--prizes", required=True, metavar="PRIZES.json",
                       help=render(msg("prizes.help.prizes"), lang).replace("%", "%%"))
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
        language(p)
        p.add_argument("--format", choices=["text", "json", "markdown"], default="text")
        p.set_defaults(func=cmd_compare)
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
    args = build_parser(argv[0] if argv and argv[0] in COMMANDS else None, lang
                        ).parse_args(argv)
    args.lang = resolve_lang(args.lang)
    # A command is short-lived and allocates many small immutable objects that refcounting
    # frees; the cyclic collector only costs time here: with it on, a standings run of the
    # 1,000 × 11 benchmark event takes 3.7% more instructions (735 M against 709 M,
    # benchmarks/count_instructions.sh, 2026-12-01).
    collecting = gc.isenabled()
    gc.disable()
    try:
        args.func(args)
    except InputError as exc:
        sys.stderr.writelines(f"tiebreak: {line}\n"
                              for line in problem_lines(exc.problems, lang=args.lang))
        return 1
    except (UsageError, UnknownRuleSetError, UnknownTiebreakError, PlayerLookupError,
            InvalidOptionError) as exc:
        sys.stderr.write(f"tiebreak: {exc.text(args.lang)}\n")
        return 2
    except TiebreakError as exc:
        sys.stderr.write(f"tiebreak: {exc.text(args.lang)}\n")
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
    # Leaving through sys.exit instead costs 4.5% of a standings run of the 1,000 × 11
    # benchmark event (741 M instructions against 709 M, benchmarks/count_instructions.sh).
    os._exit(code)


if __name__ == "__main__":
    run()
