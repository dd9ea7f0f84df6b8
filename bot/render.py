"""Rendering for Discord: standings pages, explanations, score cards, errors, as embeds.

Nothing here computes a number: values come from the engine's rows and explanations.
Everything is packed to Discord's limits (embed description 4,096, title 256, 6,000 per
message, 10 embeds per message); text that does not fit goes on the next embed or the next
message, never cut off. Names are escaped (:mod:`bot.markup`) and shown whole in the text
about their player; the standings table, titles, opponents and lists shorten long ones with
an ellipsis (``NAME_IN_TABLE``, ``NAME_IN_LINE``).

Every function takes the reader's language ``lang`` (:func:`bot.i18n.language`): the bot's
words come from the catalogue's ``bot.*`` messages, the engine's (explanations, warnings,
input errors) from the core's renderers, numbers as the language writes them (``13,5``).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterable, Sequence
from fractions import Fraction

import discord

from bot import markup
from bot.errors import BotError, PrizeListError
from bot.i18n import say
from bot.service import Loaded
from bot.store import LinkedTournament, SourceKind
from core.errors import InputError, PlayerLookupError, TiebreakError
from core.explain import Explanation, Item
from core.i18n.message import Msg, msg
from core.i18n.text import DEFAULT_LANG, has, number, render
from core.lichess import LichessComparison
from core.model import Outcome, Player, PlayerId
from core.players import PlayerNotFoundError
from core.prizes import PrizeResult
from core.prizes.allocate import money, prize
from core.render.explanation import item_note, render_rule, value_text
from core.render.lichess import comparison_text, lead_text
from core.render.standings import order_text, table_cells, warning_text
from core.standings import Row, Standings, WhyResult

DESCRIPTION_LIMIT = 4096
TITLE_LIMIT = 256
MESSAGE_LIMIT = 6000
EMBEDS_PER_MESSAGE = 10
FOOTER_LIMIT = 2048
# Head-room under the hard limits: code fences and the "(continued)" titles.
_DESCRIPTION_BUDGET = DESCRIPTION_LIMIT - 96
_MESSAGE_BUDGET = MESSAGE_LIMIT - 200
STANDINGS_ROWS_PER_PAGE = 20
NAME_IN_TABLE = 32  # characters of a name in the standings table
NAME_IN_LINE = 100  # a name mentioned in a line about something else (opponent, a list)
PROBLEMS_SHOWN = 20  # problems of an unreadable file listed in the reply

COLOUR = discord.Colour(0x2E7D32)
ERROR_COLOUR = discord.Colour(0xC62828)

Message = list[discord.Embed]


def split_long_line(line: str, limit: int) -> list[str]:
    """Return ``line`` as pieces of at most ``limit`` characters, broken at spaces if any."""
    pieces: list[str] = []
    while len(line) > limit:
        cut = line.rfind(" ", 0, limit)
        if cut <= 0:
            cut = markup.split_point(line, limit)  # never between a backslash and its char
        pieces.append(line[:cut])
        line = line[cut:].lstrip(" ")
    pieces.append(line)
    return pieces


def pack(lines: Iterable[str], limit: int = _DESCRIPTION_BUDGET) -> list[str]:
    """Return the lines joined into chunks of at most ``limit`` characters, in order."""
    chunks: list[str] = []
    current: list[str] = []
    size = 0
    for raw in lines:
        for line in split_long_line(raw, limit):
            extra = len(line) + (1 if current else 0)
            if current and size + extra > limit:
                chunks.append("\n".join(current))
                current, size = [], 0
                extra = len(line)
            current.append(line)
            size += extra
    if current:
        chunks.append("\n".join(current))
    return chunks or [""]


def fit_title(title: str) -> tuple[str, str]:
    """Return (title within 256 characters, the whole title to put above the description
    when it had to be shortened). The title is Markdown: it is cut outside an escape."""
    if len(title) <= TITLE_LIMIT:
        return title, ""
    return title[:markup.split_point(title, TITLE_LIMIT - 1)] + markup.ELLIPSIS, title


def messages(title: str, lines: Sequence[str], *, footer: str | None = None,
             colour: discord.Colour = COLOUR, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the lines as embeds grouped into messages, all within Discord's limits.

    ``title`` and ``lines`` are Markdown (names in them already escaped); ``footer`` is plain
    text, as Discord shows footers. ``lang`` is the language of the "(continued)" titles.
    """
    head, spill = fit_title(title)
    body = ([spill] if spill else []) + list(lines)
    if footer and len(footer) > FOOTER_LIMIT:
        body.append(footer)  # too long for a footer: it goes last in the text instead
        footer = None
    chunks = [c for c in pack(body) if c] or ["\u200b"]
    out: list[Message] = []
    current: Message = []
    size = 0
    for i, chunk in enumerate(chunks):
        t = head if i == 0 else fit_title(say("bot.continued", lang, title=head))[0]
        embed = discord.Embed(title=t, description=chunk, colour=colour)
        cost = len(t) + len(chunk)
        if current and (size + cost > _MESSAGE_BUDGET or len(current) == EMBEDS_PER_MESSAGE):
            out.append(current)
            current, size = [], 0
        current.append(embed)
        size += cost
    if footer:
        if size + len(footer) > MESSAGE_LIMIT:
            out.append(current)
            current = [discord.Embed(colour=colour)]
        current[-1].set_footer(text=footer)
    out.append(current)
    return out


def md(text: str) -> str:
    """Return ``text`` with Markdown and mentions escaped (names, notes, sources)."""
    return markup.md(text)


def name_md(text: str) -> str:
    """Return a name for a line about something else: escaped, long ones shortened."""
    return markup.md_short(text, NAME_IN_LINE)


# -- standings -----------------------------------------------------------------------------


def standings_lines(st: Standings, lang: str = DEFAULT_LANG) -> tuple[str, list[str]]:
    """Return the table's header line and one line per row (columns aligned over all rows)."""
    cols = [say(f"bot.standings.column.{c}", lang) for c in ("rank", "no", "name", "pts")]
    cols += st.order
    table = table_cells(st, lang)
    for cells in table:
        cells[2] = markup.plain_line(cells[2], NAME_IN_TABLE)
    widths = [max(len(c), *(len(row[i]) for row in table)) if table else len(c)
              for i, c in enumerate(cols)]

    def line(cells: Sequence[str]) -> str:
        text = " ".join(c.ljust(w) if i == 2 else c.rjust(w)
                        for i, (c, w) in enumerate(zip(cells, widths, strict=True)))
        return text.rstrip().replace("```", "ˋˋˋ")  # a name must not close the code block

    return line(cols), [line(r) for r in table]


def standings_pages(st: Standings, lang: str = DEFAULT_LANG) -> list[tuple[Row, ...]]:
    """Return the rows split into pages: 20 a page, fewer when the lines are long."""
    return [tuple(st.rows[a:b]) for a, b in _page_bounds(st, lang)]


def _page_bounds(st: Standings, lang: str) -> list[tuple[int, int]]:
    header, lines = _layout(st, lang)
    budget = _DESCRIPTION_BUDGET - 400 - len(header)
    bounds: list[tuple[int, int]] = []
    start, size = 0, 0
    for i, line in enumerate(lines):
        if i > start and (i - start >= STANDINGS_ROWS_PER_PAGE or size + len(line) + 1 > budget):
            bounds.append((start, i))
            start, size = i, 0
        size += len(line) + 1
    bounds.append((start, len(lines)))
    return bounds


_LAYOUTS: weakref.WeakKeyDictionary[Standings, dict[str, tuple[str, list[str]]]] = (
    weakref.WeakKeyDictionary())
_LAYOUT_LOCK = threading.Lock()


def _layout(st: Standings, lang: str) -> tuple[str, list[str]]:
    """The formatted table of a standings object in one language, computed once (standings
    are cached)."""
    with _LAYOUT_LOCK:
        found = _LAYOUTS.get(st, {}).get(lang)
    if found is None:
        found = standings_lines(st, lang)
        with _LAYOUT_LOCK:
            _LAYOUTS.setdefault(st, {})[lang] = found
    return found


def standings_embed(loaded: Loaded, page: int, lang: str = DEFAULT_LANG
                    ) -> tuple[discord.Embed, int, int]:
    """Return the embed of one standings page, the page shown (clamped) and the page count."""
    st = loaded.standings
    bounds = _page_bounds(st, lang)
    page = min(max(page, 0), len(bounds) - 1)
    header, table_lines = _layout(st, lang)
    a, b = bounds[page]
    table = "```\n" + "\n".join([header, *table_lines[a:b]]) + "\n```"
    t = loaded.tournament
    room = TITLE_LIMIT - len(say("bot.standings.title", lang, name="",
                                 round=st.rounds_counted))
    title = say("bot.standings.title", lang,
                name=markup.md_short(t.name or loaded.linked.slug, room),
                round=st.rounds_counted)
    desc = say("bot.standings.rules", lang, rules=st.rules, order=order_text(st, lang))
    desc += "\n" + table
    if st.warnings:
        desc += "\n" + say("bot.standings.warnings", lang, count=len(st.warnings))
    embed = discord.Embed(title=title, description=desc, colour=COLOUR)
    embed.set_footer(text=say("bot.standings.footer", lang, page=page + 1, pages=len(bounds),
                              count=len(st.rows), slug=loaded.linked.slug))
    return embed, page, len(bounds)


# -- explanations --------------------------------------------------------------------------


def item_line(item: Item, lang: str = DEFAULT_LANG) -> str:
    """Return one explanation item as a Markdown line."""
    head = say("bot.explain.round", lang, round=item.round) if item.round is not None else "•"
    opp = (" " + say("bot.explain.versus", lang, name=name_md(item.opponent_name or ""),
                     id=item.opponent)
           if item.opponent is not None else "")
    note_text = item_note(item, lang)
    kind = ""
    if item.kind and item.kind != "played" and not note_text:
        kind = " " + (render(msg(f"kind.{item.kind}"), lang) if has(f"kind.{item.kind}")
                      else item.kind)
    if item.cut:
        amount = " → **" + render(msg("explain.cut"), lang) + "**"
    elif item.value is not None:
        amount = f" → **{number(item.value, lang)}**"
    else:
        amount = " → " + render(msg("explain.adds-nothing"), lang)
    rule = f" · *{md(render_rule(item.rule, lang))}*" if item.rule else ""
    note = f": {md(note_text)}" if note_text else ""
    return f"{head}{kind}{opp}{note}{amount}{rule}"


def explanation_lines(expl: Explanation, lang: str = DEFAULT_LANG) -> list[str]:
    """Return the lines of an explanation: value and rule set, items, summary."""
    lines = [say("bot.explain.head", lang, code=md(expl.tiebreak),
                 value=value_text(expl, lang), rules=expl.rules)]
    lines += [item_line(i, lang) for i in expl.items]
    if expl.summary is not None:
        lines.append(f"**{md(render(expl.summary, lang))}**")
    return lines


def explanation_messages(expl: Explanation, loaded: Loaded, lang: str = DEFAULT_LANG, *,
                         lichess: LichessComparison | None = None) -> list[Message]:
    """Return the messages showing one explanation.

    ``lichess`` (an event imported from lichess): what lichess shows for the player, with its
    arithmetic, and the rounds that another rule set counts differently (:mod:`core.lichess`).
    """
    title = say("bot.explain.title", lang, code=md(expl.tiebreak),
                player=md(expl.player_name), id=expl.player)
    footer = say("bot.explain.footer", lang, tournament=loaded.tournament.name,
                 round=loaded.standings.rounds_counted)
    lines = explanation_lines(expl, lang)
    if lichess is not None:
        own = _shows_lichess(expl, lichess)
        if own:
            lines.insert(0, md(lead_text(lichess, lang)))
        lines += ["", *lichess_lines(lichess, lang, shown=own)]
    return messages(title, lines, footer=footer, lang=lang)


def _shows_lichess(expl: Explanation, c: LichessComparison) -> bool:
    """Whether ``expl`` is the arithmetic lichess shows (its tie-break, lichess in force)."""
    return c.lichess_in_force and expl.player == c.player and expl.tiebreak == c.code


def lichess_lines(c: LichessComparison, lang: str = DEFAULT_LANG, *, shown: bool = False
                  ) -> list[str]:
    """Return what lichess shows and why another rule set differs: when lichess's rules are
    in force, the lead ("lichess shows SB 26.5 ...: here is that arithmetic") and that
    arithmetic (unless ``shown`` above already), then the comparison, a line per round."""
    lines: list[str] = []
    if c.lichess_in_force and not shown:
        lines += [md(lead_text(c, lang)), *explanation_lines(c.lichess, lang), ""]
    for line in comparison_text(c, lang).split("\n"):
        lines.append("• " + md(line.strip()) if line.startswith("  ") else md(line))
    return lines


def _rank(row: Row) -> str:
    return f"{row.rank}{'=' if row.shared else ''}"


def why_messages(result: WhyResult, loaded: Loaded, lang: str = DEFAULT_LANG, *,
                 lichess: Sequence[LichessComparison] = ()) -> list[Message]:
    """Return the messages saying why one player is above the other, both sides shown.

    ``lichess`` (an event imported from lichess): each player's comparison with what
    lichess shows (:func:`lichess_lines`), after the explanations.
    """
    st = loaded.standings
    lines = [md(render(result.text, lang)), ""]
    for pid in (result.above, result.below):
        row = st.row(pid)
        values = ", ".join(f"{c} {number(row.values[c], lang, st.places[c])}"
                           for c in st.order)
        lines.append(say("bot.why.player", lang, name=name_md(row.player.name), id=pid,
                         rank=_rank(row), count=row.points)
                     + (f"; {values}" if values else ""))
    shown: set[PlayerId] = set()
    for expl in result.explanations:
        body = explanation_lines(expl, lang)
        lines.append("")
        own = next((c for c in lichess if _shows_lichess(expl, c)), None)
        if own is not None:
            lines.append(md(lead_text(own, lang)))
            shown.add(own.player)
        lines += [f"__{name_md(expl.player_name)}__ · {body[0]}", *body[1:]]
    for c in lichess:
        lines += ["", f"__{name_md(c.player_name)}__ · lichess",
                  *lichess_lines(c, lang, shown=c.player in shown)]
    # The first line names both players whole: the title may shorten them.
    half = (TITLE_LIMIT - len(say("bot.why.title", lang, above="", below=""))) // 2
    a, b = (markup.md_short(st.row(p).player.name, half) for p in (result.above, result.below))
    return messages(say("bot.why.title", lang, above=a, below=b), lines, lang=lang)


# -- player card ---------------------------------------------------------------------------

_RESULT_KEYS = {Outcome.WIN: "bot.player.won", Outcome.DRAW: "bot.player.drew",
                Outcome.LOSS: "bot.player.lost", Outcome.FORFEIT_WIN: "bot.player.won-forfeit",
                Outcome.FORFEIT_LOSS: "bot.player.lost-forfeit"}
_COLOUR_KEYS = {"w": "bot.player.white", "b": "bot.player.black"}


def player_messages(loaded: Loaded, player: Player, lang: str = DEFAULT_LANG
                    ) -> list[Message]:
    """Return the score card (round, colour, opponent, result, running score) and values."""
    t, st = loaded.tournament, loaded.standings
    names = t.by_id()
    row = st.row(player.id)
    lines = [say("bot.player.head", lang, rank=_rank(row), players=len(st.rows),
                 count=row.points, round=st.rounds_counted)]
    extra = [say("bot.player.rating", lang, rating=player.rating) if player.rating
             else say("bot.player.unrated", lang)]
    if player.federation:
        extra.append(player.federation)
    if player.title:
        extra.append(player.title)
    lines.append(" · ".join(extra))
    lines.append("")
    running = Fraction(0)
    for rnd, res in enumerate(player.results, start=1):
        running += t.scoring.points(res.outcome)  # the score after this round
        side = _COLOUR_KEYS.get(res.color.value if res.color else "")
        colour = " " + say(side, lang) if side else ""
        score = number(running, lang)
        if res.opponent is not None:
            opp = names.get(res.opponent)
            who = f"{name_md(opp.name) if opp else '?'} ({res.opponent})"
            key = _RESULT_KEYS.get(res.outcome)
            word = say(key, lang) if key else _outcome(res.outcome, lang)
            lines.append(say("bot.player.game", lang, round=rnd, result=word, opponent=who,
                             colour=colour, score=score))
        else:
            lines.append(say("bot.player.unpaired", lang, round=rnd,
                             result=_outcome(res.outcome, lang), score=score))
    if st.order:
        lines += ["", say("bot.player.tiebreaks", lang)]
        lines += [f"{c}: **{number(row.values[c], lang, st.places[c])}**" for c in st.order]
    return messages(f"{md(player.name)} ({player.id})", lines,
                    footer=say("bot.player.footer", lang, tournament=t.name, rules=st.rules),
                    lang=lang)


def _outcome(outcome: Outcome, lang: str) -> str:
    """The words for a round's result (``half-point bye``), from the core's catalogue."""
    return render(msg(f"outcome.{outcome.value}"), lang)


def source_kind(kind: SourceKind, lang: str = DEFAULT_LANG) -> str:
    """Return the words for where a tournament comes from (file, lichess, sheet)."""
    return say(f"bot.kind.{kind.value}", lang)


def rules_messages(loaded: Loaded, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the rule set, the order and the engine's warnings."""
    st, linked = loaded.standings, loaded.linked
    order = ", ".join(f"`{c}`" for c in st.order) or order_text(st, lang)
    lines = [say("bot.rules.rule-set" if linked.rules else "bot.rules.rule-set-default",
                 lang, rules=st.rules),
             say("bot.rules.order" if linked.order else "bot.rules.order-default", lang,
                 order=order),
             say("bot.rules.source", lang, source=md(linked.source),
                 kind=source_kind(linked.kind, lang)),
             say("bot.rules.rounds", lang, counted=st.rounds_counted,
                 rounds=loaded.tournament.rounds)]
    if st.warnings:
        lines += ["", say("bot.rules.warnings", lang)]
        lines += [f"⚠️ `{w.code}`: {md(warning_text(w, lang))}" for w in st.warnings]
    else:
        lines += ["", say("bot.rules.no-warnings", lang)]
    return messages(say("bot.rules.title", lang, name=md(loaded.tournament.name or linked.slug)),
                    lines, lang=lang)


# -- organisers ----------------------------------------------------------------------------


def summary_messages(loaded: Loaded, verb: str, lang: str = DEFAULT_LANG, *,
                     sheet_note: str = "") -> list[Message]:
    """Return the reply to linking, using or syncing a tournament (``verb``: ``linked``,
    ``using``, ``synced``); ``sheet_note`` is the sheet connector's line after a sync."""
    t, linked, st = loaded.tournament, loaded.linked, loaded.standings
    lines = [say(f"bot.summary.{verb}", lang, name=md(t.name or linked.slug), slug=linked.slug),
             say("bot.summary.counts", lang, count=len(t.players), counted=st.rounds_counted,
                 rounds=t.rounds, rules=st.rules, order=order_text(st, lang)),
             say("bot.summary.source", lang, source=md(linked.source),
                 kind=source_kind(linked.kind, lang))]
    if st.warnings:
        lines.append(say("bot.summary.warnings", lang, count=len(st.warnings)))
    if sheet_note:
        lines.append(say("bot.summary.sheet", lang, note=md(sheet_note)))
    title = "bot.summary.title-linked" if verb == "linked" else "bot.summary.title"
    return messages(say(title, lang), lines, lang=lang)


def linked_messages(linked: Sequence[LinkedTournament], active: str | None,
                    lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the list of a server's linked tournaments, the active one marked."""
    default = say("bot.list.default", lang)
    lines = [say("bot.list.line", lang, mark="▶" if t.slug == active else "•", slug=t.slug,
                 name=name_md(t.name), kind=source_kind(t.kind, lang), source=name_md(t.source),
                 rules=t.rules or default, order=",".join(t.order) if t.order else default,
                 read=str(t.synced_at or t.linked_at)) for t in linked]
    return messages(say("bot.list.title", lang), lines or [say("bot.list.none", lang)],
                    lang=lang)


def unlinked_messages(gone: LinkedTournament, active: str | None, lang: str = DEFAULT_LANG
                      ) -> list[Message]:
    """Return the reply to unlinking a tournament, naming the one now active if any."""
    after = say("bot.unlink.active", lang, slug=active) if active else \
        say("bot.unlink.none", lang)
    return messages(say("bot.unlink.title", lang),
                    [say("bot.unlink.done", lang, slug=gone.slug, name=md(gone.name),
                         after=after)], lang=lang)


def role_messages(role_mention: str | None, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the reply to setting (a role's mention) or clearing the organiser role."""
    text = say("bot.role.set", lang, role=role_mention) if role_mention else \
        say("bot.role.cleared", lang)
    return messages(say("bot.role.title", lang), [text], lang=lang)


# -- prizes --------------------------------------------------------------------------------


def _places(first: int, last: int) -> str:
    return str(first) if first == last else f"{first}–{last}"


def prizes_lines(res: PrizeResult, lang: str = DEFAULT_LANG) -> list[str]:
    """Return the prizes as Discord lines: the rules and settings, then per category each
    group of places with what every player receives and the explanation of every award,
    the places not awarded, each player's total, the warnings. Amounts and explanations
    are the core's (:mod:`core.prizes`), in ``lang``; nothing is computed here."""
    plist, st = res.prizes, res.standings

    def text(m: Msg) -> str:
        return md(render(m, lang))

    lines = [text(msg("standings.rules", rules=st.rules, how=st.rules_how,
                      order=order_text(st, lang))), *(text(m) for m in res.settings)]
    for ci, cat in enumerate(plist.categories):
        lines += ["", f"__**{md(cat.name)}**__"]
        for g in (g for g in res.groups if g.category == ci):
            for sh in g.shares:
                row = st.row(sh.player)
                lines.append(say("bot.prizes.share", lang, places=_places(g.first, g.last),
                                 name=name_md(row.player.name), id=row.player.id,
                                 points=render(msg("points", count=row.points), lang),
                                 prize=text(prize(plist, sh.money, sh.items))))
            lines += [f"↳ {text(m)}" for m in (*g.text, *(n for sh in g.shares
                                                        for n in sh.notes))]
        for u in (u for u in res.unawarded if u.category == ci):
            lines.append(say("bot.prizes.unawarded", lang, place=u.place, text=text(u.text)))
        lines += [f"↳ {text(m)}" for c, m in res.notes if c == ci]
    totals = res.totals()
    if totals:
        lines += ["", f"**{text(msg('prizes.totals'))}**"]
        lines += [say("bot.prizes.total-line", lang, name=name_md(st.row(pid).player.name),
                      id=pid, prize=text(prize(plist, minor, items)))
                  for pid, minor, items in totals]
        lines.append(text(msg("prizes.total", money=money(plist, res.total))))
    if res.warnings:
        lines += ["", say("bot.rules.warnings", lang)]
        lines += [f"⚠️ `{w.code}`: {text(w.message)}" for w in res.warnings]
    return lines


def prizes_messages(res: PrizeResult, loaded: Loaded, lang: str = DEFAULT_LANG
                    ) -> list[Message]:
    """Return the prizes of a linked tournament, every award explained, within the limits."""
    t = loaded.tournament
    name = t.name or loaded.linked.slug
    title = md(render(msg("prizes.title", name=name), lang))
    footer = say("bot.prizes.footer", lang, tournament=name,
                 round=loaded.standings.rounds_counted,
                 source=loaded.linked.prizes_source or "", slug=loaded.linked.slug)
    return messages(title, prizes_lines(res, lang), footer=footer, lang=lang)


def prizes_set_messages(res: PrizeResult, loaded: Loaded, lang: str = DEFAULT_LANG
                        ) -> list[Message]:
    """Return the reply to setting a prize list: what was stored, for which tournament."""
    linked = loaded.linked
    lines = [say("bot.prizes.set", lang, source=md(linked.prizes_source or ""),
                 name=md(loaded.tournament.name or linked.slug), slug=linked.slug),
             say("bot.prizes.set-counts", lang, count=len(res.prizes.categories),
                 money=md(render(money(res.prizes, res.total), lang)))]
    if res.warnings:
        lines.append(say("bot.prizes.set-warnings", lang, count=len(res.warnings)))
    lines.append(say("bot.prizes.set-see", lang))
    return messages(say("bot.prizes.set-title", lang), lines, lang=lang)


def prizes_cleared_messages(loaded: Loaded, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the reply to removing a tournament's prize list."""
    linked = loaded.linked
    return messages(say("bot.prizes.cleared-title", lang),
                    [say("bot.prizes.cleared", lang, name=md(loaded.tournament.name or
                                                             linked.slug), slug=linked.slug)],
                    lang=lang)


# -- errors --------------------------------------------------------------------------------


def error_lines(err: TiebreakError, lang: str = DEFAULT_LANG) -> list[str]:
    """Return the user-facing lines of a known error (ephemeral reply)."""
    if isinstance(err, PlayerNotFoundError):
        lines = [say("bot.error.no-player", lang, query=name_md(err.query))]
        if err.suggestions:
            lines.append(say("bot.error.did-you-mean", lang,
                             players=tuple(_label(s) for s in err.suggestions)))
        return lines
    if isinstance(err, PlayerLookupError):
        return [say("bot.error.ambiguous", lang, query=name_md(err.query),
                    players=tuple(_label(c) for c in err.candidates))]
    if isinstance(err, InputError):
        n = len(err.problems)
        head = "bot.error.prizes-unreadable" if isinstance(err, PrizeListError) else \
            "bot.error.unreadable"
        lines = [say(head, lang, count=n),
                 *(f"• {_code(p.text(lang))}" for p in err.problems[:PROBLEMS_SHOWN])]
        if n > PROBLEMS_SHOWN:
            lines.append(say("bot.error.more", lang, count=n - PROBLEMS_SHOWN))
        return lines
    if isinstance(err, BotError):
        return [err.text(lang)]  # our own wording, Markdown intended
    return [md(err.text(lang))]


def _label(label: str) -> str:
    """A ``Name (id)`` from the engine's lists, escaped and shortened, the number kept."""
    return markup.md_label(label, NAME_IN_LINE)


def _code(text: str) -> str:
    """Text in a code span (Markdown is inert there; a backtick would end the span)."""
    return "`" + markup.shorten(text, 500).replace("`", "ˋ") + "`"


def error_messages(err: TiebreakError, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the messages for a known error."""
    return error_reply(error_lines(err, lang), lang)


def error_reply(lines: Sequence[str], lang: str = DEFAULT_LANG, *,
                title: str = "bot.error.title") -> list[Message]:
    """Return an error reply: the lines under the title ``title`` (a catalogue key)."""
    return messages(say(title, lang), lines, colour=ERROR_COLOUR, lang=lang)
