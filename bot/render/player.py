"""A player's score card, and the rule set in force."""

from __future__ import annotations

from fractions import Fraction

from bot.i18n import say, words
from bot.render.entrants import order_codes, rank_text
from bot.render.layout import Message, md, messages, name_md
from bot.render.live import write_back_lines
from bot.render.progress import progress_lines
from bot.service import Loaded
from bot.store import SourceKind
from core.engine.arbiter import withdrawn_mark
from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, number, render
from core.model import Outcome, Player
from core.render.standings import warning_text

_RESULT_KEYS = {
    Outcome.WIN: "bot.player.won",
    Outcome.DRAW: "bot.player.drew",
    Outcome.LOSS: "bot.player.lost",
    Outcome.FORFEIT_WIN: "bot.player.won-forfeit",
    Outcome.FORFEIT_LOSS: "bot.player.lost-forfeit",
}
_COLOUR_KEYS = {"w": "bot.player.white", "b": "bot.player.black"}


def player_messages(loaded: Loaded, player: Player, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the score card (round, colour, opponent, result, running score) and values."""
    t, st = loaded.tournament, loaded.standings
    names = loaded.by_id()
    row = st.row(player.id)
    lines = [
        *progress_lines(st, lang),
        say(
            "bot.player.head",
            lang,
            rank=rank_text(row),
            players=len(st.rows),
            count=row.points,
            round=st.rounds_counted,
        ),
    ]
    extra = [
        say("bot.player.rating", lang, rating=player.rating)
        if player.rating
        else say("bot.player.unrated", lang)
    ]
    if player.federation:
        extra.append(player.federation)
    if player.title:
        extra.append(player.title)
    withdrawn = withdrawn_mark(player, st.rounds_counted)
    if withdrawn is not None:  # "withdrew after round 3"
        extra.append(render(withdrawn, lang))
    lines.append(" · ".join(extra))
    lines.append("")
    running = Fraction(0)
    for rnd, res in enumerate(player.results, start=1):
        running += t.scoring.points(res.outcome)  # the score after this round
        side = _COLOUR_KEYS.get(res.color.value if res.color else "")
        colour = " " + words(side, lang) if side else ""
        score = number(running, lang)
        if res.opponent is not None:
            opp = names.get(res.opponent)
            who = f"{name_md(opp.name) if opp else '?'} ({res.opponent})"
            key = _RESULT_KEYS.get(res.outcome)
            word = words(key, lang) if key else _outcome(res.outcome, lang)
            lines.append(
                say(
                    "bot.player.game",
                    lang,
                    round=rnd,
                    result=word,
                    opponent=who,
                    colour=colour,
                    score=score,
                )
            )
        else:
            lines.append(
                say(
                    "bot.player.unpaired",
                    lang,
                    round=rnd,
                    result=_outcome(res.outcome, lang),
                    score=score,
                )
            )
    if st.order:
        lines += ["", say("bot.player.tiebreaks", lang)]
        lines += [f"{c}: **{number(row.values[c], lang, st.places[c])}**" for c in st.order]
    return messages(
        f"{md(player.name)} ({player.id})",
        lines,
        footer=say("bot.player.footer", lang, tournament=t.name, rules=st.rules),
        lang=lang,
    )


def _outcome(outcome: Outcome, lang: str) -> str:
    """The words for a round's result (``half-point bye``), from the core's catalogue."""
    return render(msg(f"outcome.{outcome.value}"), lang)


def source_kind(kind: SourceKind, lang: str = DEFAULT_LANG) -> str:
    """Return the words for where a tournament comes from (file, lichess, sheet)."""
    return say(f"bot.kind.{kind.value}", lang)


def rules_messages(loaded: Loaded, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the rule set, the primary score (a team event's MP or GP), the order, where the
    results come from and the engine's warnings."""
    st, linked = loaded.standings, loaded.linked
    order = order_codes(st, lang)
    lines = [
        say(
            "bot.rules.rule-set" if linked.rules else "bot.rules.rule-set-default",
            lang,
            rules=st.rules,
        ),
        # a team event's primary score (none named for players)
        *(
            say("bot.team.rules.score", lang, score=render(m, lang))
            for m in st.score_args().values()
        ),
        say("bot.rules.order" if linked.order else "bot.rules.order-default", lang, order=order),
        say(
            "bot.rules.source", lang, source=md(linked.source), kind=source_kind(linked.kind, lang)
        ),
        say("bot.rules.rounds", lang, counted=st.rounds_counted, rounds=loaded.tournament.rounds),
    ]
    lines += write_back_lines(loaded, lang)
    if st.warnings:
        lines += ["", say("bot.rules.warnings", lang)]
        lines += [f"⚠️ `{w.code}`: {md(warning_text(w, lang))}" for w in st.warnings]
    else:
        lines += ["", say("bot.rules.no-warnings", lang)]
    return messages(
        say("bot.rules.title", lang, name=md(loaded.tournament.name or linked.slug)),
        lines,
        lang=lang,
    )
