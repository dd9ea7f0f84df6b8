"""Options of a sync: what the command line (or the bot) asked for, merged with the sheet's
own ``Tiebreak settings`` block. An option given explicitly wins over the sheet's block."""

from __future__ import annotations

from dataclasses import dataclass

from sheets_addon.sheet_settings import TARGETS, SheetSettings


@dataclass(frozen=True)
class SyncOptions:
    """What the caller asked for; ``None`` means "as the sheet says, else the default"."""

    worksheet: str | None = None
    rules: str | None = None
    order: tuple[str, ...] | None = None
    target: str | None = None  # "columns" | "standings-tab" | None
    dry_run: bool = False

    def __post_init__(self) -> None:
        if self.target is not None and self.target not in TARGETS:
            raise ValueError(f"target must be one of {', '.join(TARGETS)}, not {self.target!r}")


@dataclass(frozen=True)
class Resolved:
    """The rule set, order and target a sync uses, and where each came from."""

    rules: str | None
    order: tuple[str, ...] | None
    target: str | None
    rules_from_sheet: bool
    order_from_sheet: bool


def resolve(options: SyncOptions, sheet: SheetSettings) -> Resolved:
    """Merge the caller's options with the sheet's settings block (the caller wins)."""
    return Resolved(
        rules=options.rules if options.rules is not None else sheet.rules,
        order=options.order if options.order is not None else sheet.order,
        target=options.target if options.target is not None else sheet.target,
        rules_from_sheet=options.rules is None and sheet.rules is not None,
        order_from_sheet=options.order is None and sheet.order is not None,
    )
