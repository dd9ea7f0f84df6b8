"""``standings``, ``explain`` and ``why`` on a team event (formats.md 6.4): teams ranked by
the primary score, TEAM arguments as a team id or name. :mod:`core.cli.commands` hands a
team event here unless ``--individual`` asks for the players' own standings
(:mod:`core.teams.individual`)."""

from __future__ import annotations

import argparse
import itertools
import json
import sys

from core.errors import InvalidOptionError
from core.i18n.message import msg
from core.i18n.text import render
from core.model import PlayerId, Tournament
from core.players import find_team
from core.render.explanation import explanation_to_json, render_markdown, render_text
from core.render.standings import warning_text
from core.render.team_standings import (
    render_team_standings_csv,
    render_team_standings_markdown,
    render_team_standings_text,
    team_standings_to_json,
)
from core.render.why import render_why_text
from core.teams.individual import individual_view
from core.teams.scores import score_msg
from core.teams.standings import TeamStandings, compute_team_standings, with_team_options


def _emit(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def individual_event(t: Tournament, args: argparse.Namespace) -> Tournament:
    """Return the event an individual command computes: the players' view of a team event
    with ``--individual``; ``--primary``, ``--match-points`` and ``--individual`` on an
    individual event are usage errors (formats.md 6.4), and so are ``--primary`` and
    ``--match-points`` with ``--individual``, which ranks players."""
    if getattr(args, "individual", False):
        if not t.system.is_team:
            raise InvalidOptionError(msg("teamstd.error.individual-event"))
        if getattr(args, "primary", None) or getattr(args, "match_points", None):
            # Both set how teams are ranked; the players' view would silently ignore them.
            raise InvalidOptionError(msg("teamstd.error.individual-options"))
        return individual_view(t)
    if getattr(args, "primary", None) or getattr(args, "match_points", None):
        raise InvalidOptionError(msg("teamstd.error.individual-event"))
    return t


def wants_teams(t: Tournament, args: argparse.Namespace) -> bool:
    """Whether the command ranks teams: a team event without ``--individual``."""
    return t.system.is_team and not getattr(args, "individual", False)


def team_standings(t: Tournament, args: argparse.Namespace) -> TeamStandings:
    """Return the team standings the command's options ask for."""
    for option in ("lots", "unrated_rating"):
        if getattr(args, option, None) is not None:
            raise InvalidOptionError(msg("teamstd.error.option", option=option.replace("_", "-")))
    if getattr(args, "live", False):
        raise InvalidOptionError(msg("teamstd.error.option", option="live"))
    t = with_team_options(t, match_points=getattr(args, "match_points", None))
    return compute_team_standings(
        t,
        rules=args.rules,
        order=args.order,
        preset=args.preset,
        primary=getattr(args, "primary", None),
        after_round=args.after_round,
    )


def _warn(st: TeamStandings, args: argparse.Namespace, *, text: bool) -> None:
    if not st.warnings:
        return
    lines = [f"  [{w.code}] {warning_text(w, args.lang)}" for w in st.warnings]
    if text:
        _emit("\n" + render(msg("standings.warnings"), args.lang) + "\n" + "\n".join(lines))
    else:
        sys.stderr.write(f"tiebreak: {render(msg('cli.warning'), args.lang)}\n")
        sys.stderr.write("\n".join(lines) + "\n")


def cmd_team_standings(t: Tournament, args: argparse.Namespace) -> None:
    """``tiebreak standings`` on a team event."""
    st = team_standings(t, args)
    lang = args.lang
    if args.format == "json":
        _emit(json.dumps(team_standings_to_json(st, lang), ensure_ascii=False, indent=2))
    elif args.format == "csv":
        from core.cli.commands import for_excel

        _emit(for_excel(render_team_standings_csv(st), args))
    elif args.format == "markdown":
        _emit(render_team_standings_markdown(st, lang))
    else:
        _emit(render_team_standings_text(st, lang))
        if args.explain:
            _emit(_ties_text(st, lang))


def _ties_text(st: TeamStandings, lang: str) -> str:
    """For every two neighbours on equal primary score: what separated them (as the
    individual ``--explain`` does)."""
    from core.teams.separation import team_why

    blocks: list[str] = []
    for upper, lower in itertools.pairwise(st.rows):
        if upper.points != lower.points:
            continue
        w = team_why(st, PlayerId(upper.team.id), PlayerId(lower.team.id))
        key = "cli.ties.why" if w.criterion else "cli.ties.pair"
        block = [render(msg(key, above=upper.team.name, below=lower.team.name), lang)]
        block.append("  " + render(w.text, lang))
        block += ["  " + render_text(ex, lang).replace("\n", "\n  ") for ex in w.explanations]
        blocks.append("\n".join(block))
    if not blocks:
        none = msg("teams.ties.none", score=score_msg(st.primary))
        return "\n" + render(none, lang)
    return "\n" + render(msg("cli.ties.title"), lang) + "\n\n" + "\n\n".join(blocks)


def _head(st: TeamStandings, team: PlayerId, lang: str) -> str:
    row = st.row(team)
    points = msg("teamstd.mp-gp", mp=row.mp, gp=row.gp)
    head = msg(
        "cli.explain.player-shared" if row.shared else "cli.explain.player",
        player=row.team.name,
        id=int(team),
        points=points,
        rank=row.rank,
        rules=st.rules,
        how=st.rules_how,
    )
    return render(head, lang)


def cmd_team_explain(t: Tournament, args: argparse.Namespace) -> None:
    """``tiebreak explain`` on a team event: TEAM's value of each code, or of one."""
    st = team_standings(t, args)
    team = PlayerId(find_team(st.tournament, args.player).id)
    codes = [args.tiebreak] if args.tiebreak else list(st.order)
    exps = [st.explain(team, c) for c in codes]
    if args.format == "json":
        if not exps:
            raise InvalidOptionError(msg("cli.error.empty-order"))
        out = explanation_to_json(exps[0], args.lang)
        out = {"team": out.pop("player"), **out}  # formats.md 6.5
        _emit(json.dumps(out, ensure_ascii=False, indent=2))
    elif args.format == "markdown":
        _emit("\n\n".join(render_markdown(e, args.lang) for e in exps))
    else:
        _emit("\n\n".join([_head(st, team, args.lang), *(render_text(e, args.lang) for e in exps)]))
    _warn(st, args, text=args.format != "json")


def cmd_team_why(t: Tournament, args: argparse.Namespace) -> None:
    """``tiebreak why`` on a team event."""
    from core.teams.separation import team_why

    st = team_standings(t, args)
    a = PlayerId(find_team(st.tournament, args.player_a).id)
    b = PlayerId(find_team(st.tournament, args.player_b).id)
    if a == b:
        raise InvalidOptionError(msg("teamstd.error.same-team"))
    w = team_why(st, a, b)
    if args.format == "json":
        above, below = st.row(w.above), st.row(w.below)
        out = {
            "above": {"id": w.above, "name": above.team.name, "rank": above.rank},
            "below": {"id": w.below, "name": below.team.name, "rank": below.rank},
            "criterion": w.criterion,
            "rules": st.rules,
            "primary": st.primary.value,
            "order": list(st.order),
            "text": render(w.text, args.lang),
            "explanations": [
                {"team": (d := explanation_to_json(e, args.lang)).pop("player"), **d}
                for e in w.explanations
            ],
        }
        _emit(json.dumps(out, ensure_ascii=False, indent=2))
    else:
        _emit(render_why_text(w, args.lang))
