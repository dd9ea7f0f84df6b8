"""What if (/whatif): where a player can finish after the round, for a win, a draw or a loss.

The lines are the core's own (:mod:`core.render.whatif`: the head, each result's range and
both ends with the boards that decide them and the tie-break that separates), in the
reader's language and escaped for Discord (names come from the tournament); each result's
headline is bold. Nothing is computed here: the ranks are those of :mod:`core.questions.whatif`.
"""

from __future__ import annotations

from bot.i18n import say
from bot.render.layout import Message, md, messages
from bot.service import Loaded
from core.i18n.text import DEFAULT_LANG, render
from core.questions.whatif import WhatIf
from core.render.whatif import edge_message, head_messages, margins_messages, outlook_message


def whatif_lines(w: WhatIf, lang: str = DEFAULT_LANG) -> list[str]:
    """Return the lines under the title: how the round stands and was searched, then for
    each result its range (bold) and its best and worst end."""
    lines = [md(render(m, lang)) for m in head_messages(w)[1:]]
    for o in w.outlooks:
        lines += [
            "",
            f"**{md(render(outlook_message(o), lang))}**",
            "• " + md(render(edge_message(o.best, True, w.combinations), lang)),
            "• " + md(render(edge_message(o.worst, False, w.combinations), lang)),
        ]
        # on the game-score codes: by how much (rules.md 13.4), the rivals indented
        margins = margins_messages(w, o.result)
        lines += ["• " + md(render(m, lang)) for m in margins[:1]]
        lines += ["  ◦ " + md(render(m, lang)) for m in margins[1:]]
    return lines


def whatif_messages(w: WhatIf, loaded: Loaded, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the /whatif answer as messages within Discord's limits."""
    title = md(render(head_messages(w)[0], lang))
    footer = say("bot.whatif.footer", lang, round=w.round, slug=loaded.linked.slug)
    return messages(title, whatif_lines(w, lang), footer=footer, lang=lang)
