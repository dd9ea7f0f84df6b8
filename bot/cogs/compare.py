"""``/compare``: the linked tournament under several rule sets or tie-break orders, who moves
and why (the engine's :mod:`core.questions.compare`).

What is compared:

* nothing given: the tournament's rule set (the one in force) against the other FIDE
  editions and US Chess (those the event takes: a team event's are FIDE's from 2024,
  rules.md 9.4), all under the tournament's order: what an organiser weighing the
  regulations asks first;
* ``rules: fide-2026,fide-2024,...``: those rule sets, under the tournament's order; a single
  name is compared with the rule set in force;
* ``orders: BH-C1,BH,SB; SB,BH``: those orders (separated by ``;``), under the rule set in
  force or the one ``rules`` names; a single order is compared with the tournament's order.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common import (
    CHOICE_LIMIT,
    MAX_CHOICES,
    Choices,
    answers,
    event_scope,
    orders_and_codes,
    tournament_autocomplete,
)
from bot.errors import BotError
from bot.i18n import language
from bot.interact import compute, send, service, shared
from bot.render.compare import MAX_COLUMNS, compare_messages
from bot.service import Loaded, worker_loaded
from bot.store import LinkedTournament
from core.i18n.message import msg
from core.questions.compare import Comparison, compare_orders, compare_rules, rule_sets_taken
from core.rules import RULE_SET_NAMES

DEFAULT_OTHERS = [n for n in RULE_SET_NAMES if n.startswith("fide-")] + [
    n for n in RULE_SET_NAMES if n == "uscf"
]
"""Compared with the rule set in force when /compare is given nothing: every FIDE edition
and US Chess."""

ORDER_SEPARATOR = ";"
"""Between two orders of ``orders`` (the codes of one order are separated by commas)."""


def _names(text: str) -> list[str]:
    return [n.strip() for n in text.split(",") if n.strip()]


def _orders(text: str) -> list[str]:
    """The orders of the ``orders`` option, as typed: the engine reads each one's codes
    (:func:`core.tiebreaks.registry.split_order`, through :func:`compare_orders`)."""
    return [part.strip() for part in text.split(ORDER_SEPARATOR) if part.strip()]


def comparison(loaded: Loaded, rules: str | None, orders: str | None) -> Comparison:
    """Return what ``/compare`` compares for these options (see the module's docstring).

    :raises BotError: for several rule sets together with orders, or too many columns.
    :raises UnknownRuleSetError, UnknownTiebreakError, InvalidOptionError: from the engine.
    """
    st = loaded.standings  # a team event's teams as an individual event's players
    names = _names(rules or "")
    order = list(st.order) or None
    if orders and orders.strip():
        if len(names) > 1:
            raise BotError(msg("bot.error.compare-both"))
        parts = _orders(orders)
        if len(parts) == 1:
            parts.insert(0, ",".join(st.order))
        _check_count(len(parts))
        under = names[0] if names else st.rules
        return compare_orders(loaded.tournament, parts, rules=under, kept=loaded.ranked)
    if not names:  # those the event takes: a team event's are the FIDE editions (9.4)
        others = [n for n in DEFAULT_OTHERS if n != st.rules]
        taken = rule_sets_taken(loaded.tournament, others, order=order, kept=loaded.ranked)
        names = [st.rules, *taken]
    elif len(names) == 1:
        names.insert(0, st.rules)
    _check_count(len(names))
    return compare_rules(loaded.tournament, names, order=order, kept=loaded.ranked)


def _check_count(count: int) -> None:
    if count > MAX_COLUMNS:
        raise BotError(msg("bot.error.compare-too-many", count=count, max=MAX_COLUMNS))


def compared(linked: LinkedTournament, rules: str | None, orders: str | None) -> Comparison:
    """:func:`comparison` for the tournament ``linked`` (a job for a worker process,
    :mod:`bot.workers`: each rule set or order is a computation of the standings)."""
    return comparison(worker_loaded(linked), rules, orders)


@answers
async def rule_sets_autocomplete(interaction: discord.Interaction, current: str) -> Choices:
    """Complete the last of the comma-separated rule set names (those not named yet)."""
    head, sep, last = current.rpartition(",")
    typed = [n.lower() for n in _names(head)] if sep else []  # names are case-blind
    prefix = "".join(f"{n}," for n in typed)
    q = last.strip().lower()
    left = [n for n in RULE_SET_NAMES if n not in typed]
    hits = [n for n in left if n.startswith(q)] + [
        n for n in left if q in n and not n.startswith(q)
    ]
    values = [prefix + n for n in hits if len(prefix + n) <= CHOICE_LIMIT]
    return [app_commands.Choice(name=v, value=v) for v in values[:MAX_CHOICES]]


@answers
async def orders_autocomplete(interaction: discord.Interaction, current: str) -> Choices:
    """Complete the code typed after the last ``,`` or ``;`` (a preset's whole order at the
    start of an order)."""
    cut = max(current.rfind(","), current.rfind(ORDER_SEPARATOR))
    prefix = current[: cut + 1]
    q = current[cut + 1 :].strip().upper().replace("/", "-")
    presets, codes = orders_and_codes(await event_scope(interaction))  # a team event's too
    out: list[str] = []
    if cut < 0 or current[cut] == ORDER_SEPARATOR:
        out += [prefix + order for order in presets if order.startswith(q)]
    out += [prefix + c for c in codes if c.startswith(q)]
    seen = list(dict.fromkeys(o for o in out if len(o) <= CHOICE_LIMIT))
    return [app_commands.Choice(name=o, value=o) for o in seen[:MAX_CHOICES]]


class CompareCog(commands.Cog):
    """Which rules (or which order) change the ranking, and why."""

    @app_commands.command(name="compare")
    @app_commands.guild_only()
    @app_commands.describe(
        rules="Rule sets, comma-separated (default: this one against the other FIDE editions "
        "and US Chess)",
        orders="Tie-break orders separated by ';' (one order: against the tournament's)",
        tournament="A linked tournament other than the active one",
    )
    @app_commands.autocomplete(
        rules=rule_sets_autocomplete, orders=orders_autocomplete, tournament=tournament_autocomplete
    )
    async def compare(
        self,
        interaction: discord.Interaction,
        rules: str | None = None,
        orders: str | None = None,
        tournament: str | None = None,
    ) -> None:
        """Show who changes place under other rule sets or tie-break orders, and why."""
        lang = language(interaction)
        svc = service(interaction)

        loaded = await compute(interaction, tournament, lambda loaded: loaded, key=("linked",))
        gid = loaded.linked.guild_id

        def found(loaded: Loaded) -> Comparison:
            return svc.workers.run(gid, compared, loaded.linked, rules, orders)

        # The comparison does not depend on the reader's language: one for all six, kept.
        c = await shared(interaction, loaded, ("compare", rules, orders), found, heavy=True)
        key = ("compare", rules, orders, lang)
        answer = await shared(
            interaction, loaded, key, lambda loaded: compare_messages(c, loaded, lang)
        )
        await send(interaction, [answer.message], files=[answer.file] if answer.file else [])


async def setup(bot: commands.Bot) -> None:
    """Add the cog (extension entry point)."""
    await bot.add_cog(CompareCog())
