"""Replies to the organisers' commands."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from bot.i18n import say
from bot.render.entrants import WORDS, order_codes, score_name
from bot.render.layout import Message, md, messages, name_md
from bot.render.player import source_kind
from bot.service import Loaded
from bot.store import LinkedTournament
from core.i18n.message import Msg
from core.i18n.text import DEFAULT_LANG, render


class Verb(StrEnum):
    """What was done to the tournament a summary reply is about (``bot.summary.<verb>``)."""

    LINKED = "linked"
    USING = "using"
    SYNCED = "synced"


def summary_messages(
    loaded: Loaded, verb: Verb, lang: str = DEFAULT_LANG, *, sheet_note: Msg | None = None
) -> list[Message]:
    """Return the reply to linking, using or syncing a tournament; ``sheet_note`` is the sheet
    connector's line after a sync."""
    t, linked, st = loaded.tournament, loaded.linked, loaded.standings
    counts = say(
        WORDS[st.scope].summary_counts,
        lang,
        count=len(st.rows),
        boards=t.boards or 0,
        counted=st.rounds_counted,
        rounds=t.rounds,
        rules=st.rules,
        score=score_name(st, lang),
        order=order_codes(st, lang),
    )
    lines = [
        say(f"bot.summary.{verb}", lang, name=md(t.name or linked.slug), slug=linked.slug),
        counts,
        say(
            "bot.summary.source",
            lang,
            source=md(linked.source),
            kind=source_kind(linked.kind, lang),
        ),
    ]
    if st.warnings:
        lines.append(say("bot.summary.warnings", lang, count=len(st.warnings)))
    if sheet_note is not None:
        lines.append(say("bot.summary.sheet", lang, note=md(render(sheet_note, lang))))
    title = "bot.summary.title-linked" if verb is Verb.LINKED else "bot.summary.title"
    return messages(say(title, lang), lines, lang=lang)


def linked_messages(
    linked: Sequence[LinkedTournament], active: str | None, lang: str = DEFAULT_LANG
) -> list[Message]:
    """Return the list of a server's linked tournaments, the active one marked."""
    default = say("bot.list.default", lang)
    lines = [
        say(
            "bot.list.line",
            lang,
            mark="▶" if t.slug == active else "•",
            slug=t.slug,
            name=name_md(t.name),
            kind=source_kind(t.kind, lang),
            source=name_md(t.source),
            rules=t.rules or default,
            order=",".join(t.order) if t.order else default,
            read=str(t.synced_at or t.linked_at),
        )
        for t in linked
    ]
    return messages(say("bot.list.title", lang), lines or [say("bot.list.none", lang)], lang=lang)


def unlinked_messages(
    gone: LinkedTournament, active: str | None, lang: str = DEFAULT_LANG
) -> list[Message]:
    """Return the reply to unlinking a tournament, naming the one now active if any."""
    after = say("bot.unlink.active", lang, slug=active) if active else say("bot.unlink.none", lang)
    return messages(
        say("bot.unlink.title", lang),
        [say("bot.unlink.done", lang, slug=gone.slug, name=md(gone.name), after=after)],
        lang=lang,
    )


def role_messages(role_mention: str | None, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the reply to setting (a role's mention) or clearing the organiser role."""
    text = (
        say("bot.role.set", lang, role=role_mention)
        if role_mention
        else say("bot.role.cleared", lang)
    )
    return messages(say("bot.role.title", lang), [text], lang=lang)


def addon_token_messages(
    linked: LinkedTournament, token: str, key_id: str, sheet: str, lang: str = DEFAULT_LANG
) -> list[Message]:
    """Return the reply to ``/tournament addon-token``: the new token of ``tiebreak-serve``
    for the linked sheet (spreadsheet key ``sheet``), shown once, and where to paste it."""
    lines = [
        say("bot.addon-token.made", lang, name=md(linked.name), slug=linked.slug, sheet=sheet),
        f"```\n{token}\n```",
        say("bot.addon-token.paste", lang),
        say("bot.addon-token.revoke", lang, id=key_id),
    ]
    return messages(say("bot.addon-token.title", lang), lines, lang=lang)
