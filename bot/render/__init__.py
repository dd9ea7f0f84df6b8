"""Rendering for Discord: standings pages, explanations, score cards, prizes, errors, as embeds.

Nothing here computes a number: values come from the engine's rows and explanations.
Everything is packed to Discord's limits (embed description 4,096, title 256, 6,000 per
message, 10 embeds per message); text that does not fit goes on the next embed or the next
message, never cut off. Names are escaped (:mod:`bot.markup`) and shown whole in the text
about their player; the standings table, titles, opponents and lists shorten long ones with
an ellipsis (``NAME_IN_TABLE``, ``NAME_IN_LINE``).

Every function takes the reader's language ``lang`` (:func:`bot.i18n.language`): the bot's
words come from the catalogue's ``bot.*`` messages, the engine's (explanations, warnings,
input errors) from the core's renderers, numbers as the language writes them (``13,5``).
One module per kind of answer: :mod:`~bot.render.layout` (packing and escaping),
:mod:`~bot.render.standings`, :mod:`~bot.render.explanations`, :mod:`~bot.render.player`,
:mod:`~bot.render.organiser`, :mod:`~bot.render.prizes`, :mod:`~bot.render.compare`,
:mod:`~bot.render.errors`, :mod:`~bot.render.live` (the live standings message),
:mod:`~bot.render.progress` (the note of a round in progress). A team event goes through the
same functions: what differs (the score columns, the words naming teams) is data in
:mod:`~bot.render.entrants`.
"""

from bot.render.compare import compare_messages
from bot.render.entrants import rank_text
from bot.render.errors import error_lines, error_messages, error_reply
from bot.render.explanations import (
    explanation_lines,
    explanation_messages,
    item_line,
    lichess_lines,
    place_messages,
    why_messages,
)
from bot.render.layout import (
    COLOUR,
    DESCRIPTION_BUDGET,
    DESCRIPTION_LIMIT,
    EMBEDS_PER_MESSAGE,
    ERROR_COLOUR,
    FOOTER_LIMIT,
    MESSAGE_BUDGET,
    MESSAGE_LIMIT,
    NAME_IN_LINE,
    NAME_IN_TABLE,
    PROBLEMS_SHOWN,
    STANDINGS_ROWS_PER_PAGE,
    TITLE_LIMIT,
    Message,
    fit_title,
    md,
    messages,
    name_md,
    pack,
    split_long_line,
)
from bot.render.organiser import linked_messages, role_messages, summary_messages, unlinked_messages
from bot.render.player import player_messages, rules_messages, source_kind
from bot.render.prizes import (
    prizes_cleared_messages,
    prizes_lines,
    prizes_messages,
    prizes_set_messages,
)
from bot.render.standings import standings_embed, standings_lines, standings_pages, table_kept

__all__ = [
    "COLOUR",
    "DESCRIPTION_BUDGET",
    "DESCRIPTION_LIMIT",
    "EMBEDS_PER_MESSAGE",
    "ERROR_COLOUR",
    "FOOTER_LIMIT",
    "MESSAGE_BUDGET",
    "MESSAGE_LIMIT",
    "NAME_IN_LINE",
    "NAME_IN_TABLE",
    "PROBLEMS_SHOWN",
    "STANDINGS_ROWS_PER_PAGE",
    "TITLE_LIMIT",
    "Message",
    "compare_messages",
    "error_lines",
    "error_messages",
    "error_reply",
    "explanation_lines",
    "explanation_messages",
    "fit_title",
    "item_line",
    "lichess_lines",
    "linked_messages",
    "md",
    "messages",
    "name_md",
    "pack",
    "place_messages",
    "player_messages",
    "prizes_cleared_messages",
    "prizes_lines",
    "prizes_messages",
    "prizes_set_messages",
    "rank_text",
    "role_messages",
    "rules_messages",
    "source_kind",
    "split_long_line",
    "standings_embed",
    "standings_lines",
    "standings_pages",
    "summary_messages",
    "table_kept",
    "unlinked_messages",
    "why_messages",
]
