"""``/rules`` on a team event: the rule set, the primary score, the order, where
the results come from and the engine's warnings."""

from __future__ import annotations

from bot.i18n import say
from bot.render.layout import Message, md, messages
from bot.render.live import write_back_lines
from bot.render.player import rules_messages, source_kind
from bot.render.teams import order_codes, score_name, team_standings
from bot.service import Loaded
from core.i18n.text import DEFAULT_LANG
from core.render.standings import warning_text


def team_rules_messages(loaded: Loaded, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the rule set, the primary score, the order and the warnings of a team event."""
    st, linked = team_standings(loaded), loaded.linked
    lines = [
        say(
            "bot.rules.rule-set" if linked.rules else "bot.rules.rule-set-default",
            lang,
            rules=st.rules,
        ),
        say("bot.team.rules.score", lang, score=score_name(st, lang)),
        say(
            "bot.rules.order" if linked.order else "bot.rules.order-default",
            lang,
            order=order_codes(st, lang),
        ),
        say(
            "bot.rules.source", lang, source=md(linked.source), kind=source_kind(linked.kind, lang)
        ),
        say("bot.rules.rounds", lang, counted=st.rounds_counted, rounds=loaded.tournament.rounds),
        *write_back_lines(loaded, lang),
    ]
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


def event_rules_messages(loaded: Loaded, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return ``/rules`` of any linked event: the teams' rules on a team event, else the
    players'."""
    if loaded.teams is not None:
        return team_rules_messages(loaded, lang)
    return rules_messages(loaded, lang)
