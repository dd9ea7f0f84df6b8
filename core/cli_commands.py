"""What each ``tiebreak`` subcommand does (formats.md section 5): read the input, compute,
print in the reader's language. :mod:`core.cli` parses the command line and calls these."""

from __future__ import annotations

import argparse
import io
import itertools
import json
import sys
from typing import TYPE_CHECKING

from core.errors import (
    TiebreakError,
)
from core.formats.load import STDIN, STDIN_SOURCE, load_path, read_text
from core.formats.notation import Notation
from core.formats.tournament_json import decode_json
from core.i18n.message import Msg, msg
from core.i18n.text import number, render
from core.model import PlayerId, Tournament
from core.refs import looks_like_lichess
from core.render.standings import (
    render_standings_csv,
    render_standings_markdown,
    render_standings_text,
    standings_to_json,
    warning_text,
)
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
                             unrated_rating=getattr(args, "unrated_rating", None),
                             lots_seed=getattr(args, "lots", None),
                             single_winner=getattr(args, "single_winner", None))


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
    # issue 13.5: a single winner required and first place shared: exit status 1
    for w in st.warnings:
        if w.code == "single-winner-tie":
            raise DecisionNeededError(w.message)


class DecisionNeededError(TiebreakError):
    """The regulations require a single winner and the final standings share first place
    (``tiebreak standings`` prints them, then exits with status 1)."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(self.text())


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
