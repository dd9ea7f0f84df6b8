"""Options of a sync: what the command line (or the bot) asked for, merged with the sheet's
own ``Tiebreak settings`` block. An option given explicitly wins over the sheet's block, except
the language: the sheet's ``Language`` wins over the caller's (the organiser decides what
language their sheet is in), and the spreadsheet's locale comes after both
(:mod:`sheets_addon.language`)."""

from __future__ import annotations

from dataclasses import dataclass

from core.formats.grid_settings import GridSettings
from core.i18n.text import language_of, languages
from sheets_addon.language import LanguageSource, choose_language
from sheets_addon.sheet_settings import Target, sheet_target


@dataclass(frozen=True)
class SyncOptions:
    """What the caller asked for; ``None`` means "as the sheet says, else the default"."""

    worksheet: str | None = None
    rules: str | None = None
    order: tuple[str, ...] | None = None
    target: Target | None = None
    dry_run: bool = False
    lang: str | None = None
    """The language asked for (``cs``, or a locale such as ``cs_CZ``); the sheet's own
    ``Language`` setting wins over it."""
    lots_seed: int | None = None
    """The seed of a drawing of lots (``--lots``); None: the sheet's ``Lots seed``, if any."""
    single_winner: bool | None = None
    """Whether one winner is required; None: the sheet's ``Single winner``, if any."""
    live: bool = False
    """Count the finished games of a round in progress too (provisional values, ``--live``;
    ``tiebreak-sheets watch`` always does); otherwise the values are after the last complete
    round. Either way the header notes say which (:mod:`core.engine.progress`)."""

    def __post_init__(self) -> None:
        if self.lang is not None and language_of(self.lang) is None:
            raise ValueError(f"lang must be one of {', '.join(languages())}, not {self.lang!r}")


@dataclass(frozen=True)
class Resolved:
    """The rule set, order and target a sync uses, and where each came from."""

    rules: str | None
    order: tuple[str, ...] | None
    target: Target | None
    rules_from_sheet: bool
    order_from_sheet: bool
    lang: str = "en"
    lang_from: LanguageSource = LanguageSource.DEFAULT
    lots_seed: int | None = None
    single_winner: bool | None = None
    lots_from_sheet: bool = False
    live: bool = False


def resolve(options: SyncOptions, sheet: GridSettings, locale: str | None = None) -> Resolved:
    """Merge the caller's options with the sheet's settings block (the caller wins, but for
    the language) and the spreadsheet's ``locale``."""
    choice = choose_language(sheet.language, options.lang, locale)
    return Resolved(
        rules=options.rules if options.rules is not None else sheet.rules,
        order=options.order if options.order is not None else sheet.order,
        target=options.target if options.target is not None else sheet_target(sheet),
        rules_from_sheet=options.rules is None and sheet.rules is not None,
        order_from_sheet=options.order is None and sheet.order is not None,
        lang=choice.lang,
        lang_from=choice.source,
        lots_seed=options.lots_seed if options.lots_seed is not None else sheet.lots_seed,
        single_winner=(
            options.single_winner if options.single_winner is not None else sheet.single_winner
        ),
        lots_from_sheet=options.lots_seed is None and sheet.lots_seed is not None,
        live=options.live,
    )
