"""What each ``tiebreak`` subcommand does (formats.md section 5): read the input, compute,
print in the reader's language. :mod:`core.cli` parses the command line and calls these."""

from __future__ import annotations

import argparse
import io
import os
import sys
from typing import TYPE_CHECKING, Any

from core.engine.standings import Standings, WarningCode, compute_standings
from core.errors import (
    TiebreakError,
)
from core.formats.load import STDIN, STDIN_SOURCE, load_path, read_text
from core.formats.notation import Notation
from core.formats.tournament_json import decode_json
from core.i18n.message import Msg, msg
from core.i18n.text import render
from core.model import PlayerId, Tournament
from core.render.json_text import json_text, print_json
from core.render.standings import (
    render_standings_csv,
    render_standings_markdown,
    render_standings_text,
    standings_to_json,
    warning_text,
)
from core.sources.refs import looks_like_lichess

if TYPE_CHECKING:
    from core.questions.lichess import LichessComparison


class UsageError(TiebreakError):
    """A command-line mistake (exit code 2)."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(self.text())


def _load(ref: str, notation: Notation | None = None, encoding: str | None = None) -> Tournament:
    if looks_like_lichess(ref):
        try:
            from core.sources.lichess import is_lichess_ref, load_lichess
        except ImportError as exc:  # httpx is the optional "lichess" extra
            raise UsageError(msg("cli.error.needs-httpx")) from exc
        if is_lichess_ref(ref) or not os.path.exists(ref):  # load_lichess says what is wrong
            return load_lichess(ref)
    return load_path(ref, notation=notation, encoding=encoding)


def _standings(t: Tournament, args: argparse.Namespace) -> Standings:
    return compute_standings(
        _event(t, args),
        rules=args.rules,
        order=args.order,
        preset=args.preset,
        after_round=args.after_round,
        unrated_rating=getattr(args, "unrated_rating", None),
        lots_seed=getattr(args, "lots", None),
        single_winner=getattr(args, "single_winner", None),
        live=getattr(args, "live", False),
        primary=getattr(args, "primary", None),
        match_points=getattr(args, "match_points", None),
    )


def for_excel(text: str, args: argparse.Namespace) -> str:
    """Return the CSV ``text`` as Excel opens it (:mod:`core.render.excel`) with ``--excel``
    or in a decimal-comma language, else as it is (for programs)."""
    from core.render.excel import excel_csv, uses_decimal_comma

    if getattr(args, "excel", False) or uses_decimal_comma(args.lang):
        return excel_csv(text)
    return text


def _event(t: Tournament, args: argparse.Namespace) -> Tournament:
    """Return the event a command ranks: the players' view of a team event with
    ``--individual`` (:mod:`core.teams.individual`), else ``t`` (its teams, for a team
    event). ``--individual`` needs a team event, and ranks players, which ``--primary`` and
    ``--match-points`` would silently not affect (formats.md 6.4). The game-score options
    apply first (``--spread-cap``, ``--bye-score``, ``--forfeit-score``, formats.md 7.5)."""
    from core.cli.game_scoring import with_game_scoring

    t = with_game_scoring(t, args)
    if not getattr(args, "individual", False):
        return t
    if not t.system.is_team:  # stays: an option of a team event only, refused elsewhere
        raise UsageError(msg("teamstd.error.individual-event"))
    if getattr(args, "primary", None) or getattr(args, "match_points", None):
        raise UsageError(msg("teamstd.error.individual-options"))
    from core.teams.individual import individual_view

    return individual_view(t)


def _entrant(st: Standings, query: str) -> PlayerId:
    """Return the id of the player (or, in a team event, the team) ``query`` names."""
    from core.players import find_entrant

    return PlayerId(int(find_entrant(st.tournament, query).id))


def _entrant_json(st: Standings, out: dict[str, Any]) -> dict[str, Any]:
    """Name the entrant of an explanation's JSON by its kind: ``player``, or ``team`` in a
    team event (formats.md 6.5)."""
    key = st.scope.entrant
    return out if key == "player" else {key: out.pop("player"), **out}


def _emit(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def _t(m: Msg, args: argparse.Namespace) -> str:
    return render(m, args.lang)


def cmd_standings(args: argparse.Namespace) -> None:
    if args.live and args.after_round is not None:
        raise UsageError(msg("cli.error.live-after-round"))
    st = _standings(_load(args.file, args.notation, args.encoding), args)
    fmt = args.format
    lang = args.lang
    if fmt == "json":
        print_json(standings_to_json(st, lang, rows_as_made=True), sys.stdout)
    elif fmt == "csv":
        _emit(for_excel(render_standings_csv(st, lang), args))
    elif fmt == "markdown":
        _emit(render_standings_markdown(st, lang))
    else:
        _emit(render_standings_text(st, lang))
        if args.explain:
            from core.render.why import render_ties_text

            _emit(render_ties_text(st, lang))
    # a single winner required and first place shared: exit status 1
    for w in st.warnings:
        if w.code is WarningCode.SINGLE_WINNER_TIE:
            raise DecisionNeededError(w.message)


class DecisionNeededError(TiebreakError):
    """The regulations require a single winner and the final standings share first place
    (``tiebreak standings`` prints them, then exits with status 1)."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(self.text())


def cmd_explain(args: argparse.Namespace) -> None:
    from core.render.explanation import (
        explanation_to_json,
        render_markdown,
        render_player_head,
        render_text,
    )

    st = _standings(_load(args.file, args.notation, args.encoding), args)
    pid = _entrant(st, args.player)
    codes = [args.tiebreak] if args.tiebreak else list(st.order)
    exps = [st.explain(pid, c) for c in codes]
    lich = _lichess_comparison(st, pid)
    _note_progress(st, args, text=args.format == "text")
    if args.format == "json":
        # formats.md 5: one object; without --tiebreak, the first code of the order.
        if not exps:
            raise UsageError(msg("cli.error.empty-order"))
        out = _entrant_json(st, explanation_to_json(exps[0], args.lang))
        if lich is not None:
            from core.render.lichess import comparison_to_json

            out["lichess"] = comparison_to_json(lich, args.lang)
        _emit(json_text(out))
    elif args.format == "markdown":
        parts = [render_markdown(e, args.lang) for e in exps]
        if lich is not None:
            from core.render.lichess import comparison_markdown, lead_text

            if lich.lichess_in_force:
                parts.insert(0, lead_text(lich, args.lang))
            parts.append(comparison_markdown(lich, args.lang))
        _emit("\n\n".join(parts))
    else:
        parts = [
            render_player_head(st, pid, args.lang),
            *(render_text(e, args.lang) for e in exps),
        ]
        if lich is not None:
            from core.render.lichess import comparison_text, lead_text

            if lich.lichess_in_force:
                parts.insert(1, lead_text(lich, args.lang))
            parts.append(comparison_text(lich, args.lang))
        _emit("\n\n".join(parts))
    _warn(st, args, text=args.format != "json")


# ---- what lichess shows: an event imported from lichess ---------------------
def _lichess_comparison(st: Standings, pid: int) -> LichessComparison | None:
    """For an event imported from lichess, lichess's tie-break of ``pid`` beside FIDE's (or
    beside the rule set in force): a :class:`core.questions.lichess.LichessComparison`,
    else None."""
    from core.engine.presets import lichess_id

    if lichess_id(st.tournament) is None:
        return None
    from core.questions.lichess import compare_with_lichess

    return compare_with_lichess(st.tournament, PlayerId(pid), st.rules)


def _note_progress(st: Standings, args: argparse.Namespace, *, text: bool) -> None:
    """Say first that a round is in progress and which rounds the answer counts:
    on standard output before text, on standard error beside JSON or Markdown."""
    if st.progress is None:
        return
    note = _t(st.progress.note(), args)
    if text:
        _emit(note + "\n")
    else:
        sys.stderr.write(f"tiebreak: {note}\n")


def _warn(st: Standings, args: argparse.Namespace, *, text: bool) -> None:
    """Print the standings' warnings (rules.md 8.3): after text output, or on standard error
    where standard output must stay one JSON document."""
    if not st.warnings:
        return
    lines = [f"  [{w.code.value}] {warning_text(w, args.lang)}" for w in st.warnings]
    if text:
        _emit("\n" + _t(msg("standings.warnings"), args) + "\n" + "\n".join(lines))
    else:
        sys.stderr.write(f"tiebreak: {_t(msg('cli.warning'), args)}\n" + "\n".join(lines) + "\n")


def cmd_why(args: argparse.Namespace) -> None:
    from core.engine.why import why
    from core.render.why import render_why_text, why_to_json

    st = _standings(_load(args.file, args.notation, args.encoding), args)
    a, b = _entrant(st, args.player_a), _entrant(st, args.player_b)
    if a == b:
        raise UsageError(msg(st.wording.same_entrant))
    w = why(st, a, b)
    _note_progress(st, args, text=args.format != "json")
    if args.format == "json":
        _emit(json_text(why_to_json(st, w, args.lang)))
    else:
        _emit(render_why_text(w, args.lang))
    _warn(st, args, text=args.format != "json")


def _source(name: str) -> str:
    """How messages name a FILE argument (``-`` is standard input)."""
    return STDIN_SOURCE if name == STDIN else name


def cmd_convert(args: argparse.Namespace) -> None:
    from core.cli.game_scoring import with_game_scoring
    from core.formats.game_score_report import trf_note
    from core.formats.tournament_json import write_tournament_json
    from core.formats.trf import trf_limitations, write_trf

    t = with_game_scoring(_load(args.file, args.notation, args.encoding), args)
    buf = io.StringIO()
    if args.to == "json":
        write_tournament_json(t, buf)
    else:
        # TRF-16 cannot hold everything (a withdrawal marker, say): say what is left out,
        # write the rest; an event it cannot hold at all is refused before any note.
        write_trf(t, buf, strict=False, ranks=_ranks(t))
        for problem in trf_limitations(t):
            sys.stderr.write(f"tiebreak: note: {problem}\n")
        if (dropped := trf_note(t)) is not None:  # rules.md 13.13 item 9
            sys.stderr.write(f"tiebreak: note: {_t(dropped, args)}\n")
    if args.output:
        with open(args.output, "w", encoding="utf-8", newline="") as fh:
            fh.write(buf.getvalue())
    else:
        sys.stdout.write(buf.getvalue())


def _ranks(t: Tournament) -> dict[PlayerId, int] | None:
    """Return each player's rank in the standings under the event's own rules (TRF-16
    columns 86-89), or None for a team event, whose ranks are the teams'."""
    if t.system.is_team:  # stays: TRF's rank columns are players', a team event ranks teams
        return None
    return {r.player.id: r.rank for r in compute_standings(t).rows}


def cmd_calc(args: argparse.Namespace) -> None:
    from core.questions.calc import calculate_card, card_from_dict
    from core.render.calc import card_to_json, render_card_text

    source = _source(args.card)
    data = decode_json(read_text(args.card, encoding=args.encoding), source=source)
    result = calculate_card(*card_from_dict(data, source=source))
    if args.format == "json":
        _emit(json_text(card_to_json(result, args.lang)))
    else:
        _emit(render_card_text(result, args.lang))


def cmd_prizes(args: argparse.Namespace) -> None:
    """``tiebreak prizes``: the prize list given out on the standings (docs/prizes.md)."""
    from core.questions.prizes import allocate, load_prize_list
    from core.render.prizes import prizes_to_json, render_prizes_markdown, render_prizes_text

    plist = load_prize_list(args.prizes)
    st = _standings(_load(args.file, args.notation, args.encoding), args)
    res = allocate(st, plist, source=args.prizes)
    _note_progress(st, args, text=args.format == "text")
    if args.format == "json":
        _emit(json_text(prizes_to_json(res, args.lang)))
    elif args.format == "markdown":
        _emit(render_prizes_markdown(res, args.lang))
    else:
        _emit(render_prizes_text(res, args.lang))
    _warn(st, args, text=args.format == "text")


def cmd_compare(args: argparse.Namespace) -> None:
    """``tiebreak compare``: several rule sets under one order, or several orders under one
    rule set."""
    from core.questions.compare import compare_orders, compare_rules
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
    t = _event(_load(args.file, encoding=args.encoding), args)
    if args.orders:
        cmp = compare_orders(
            t,
            args.orders,
            rules=rules[0] if rules else None,
            after_round=args.after_round,
            unrated_rating=args.unrated_rating,
        )
    else:
        cmp = compare_rules(
            t,
            rules,
            order=args.order,
            after_round=args.after_round,
            unrated_rating=args.unrated_rating,
        )
    if args.format == "json":
        _emit(json_text(compare_to_json(cmp, args.lang)))
    elif args.format == "markdown":
        _emit(render_compare_markdown(cmp, args.lang))
    else:
        _emit(render_compare_text(cmp, args.lang))
