"""The add-on's messages in English (the reference): the Tiebreak menu, its sidebars and
dialogs, and what the script says when it cannot reach the service or write."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- the menu (built by onOpen, in the sheet's language) ------------------------------
    "addon.menu.title": "Tiebreak",
    "addon.menu.update": "Update tie-breaks",
    "addon.menu.check": "Check results",
    "addon.menu.explain": "Explain a player…",
    "addon.menu.why": "Why is A above B?",
    "addon.menu.publish": "Publish the standings page",
    "addon.menu.live-on": "Keep updating while I type",
    "addon.menu.live-off": "Stop updating while I type",
    "addon.menu.settings": "Settings",
    # ---- an update ------------------------------------------------------------------------
    "addon.update.changed": "Nothing was written: {cells} changed while the standings were "
    "computed. Check them, then run Update tie-breaks again.",
    "addon.update.kept-changing": "Tab {tab} kept changing while the update ran ({count} "
    "attempts); nothing was written. Run Update tie-breaks again once the edits are done.",
    "addon.update.locked": "Another update is writing to this spreadsheet; nothing was "
    "written. Try again in a moment.",
    "addon.update.no-tab": "Tab {tab} is gone; nothing was written.",
    # ---- the service ----------------------------------------------------------------------
    "addon.error.no-url": "This spreadsheet is not connected to a tiebreak service yet: open "
    "Tiebreak > Settings and paste the service's address and this sheet's token.",
    "addon.error.no-token": "This spreadsheet has no token yet: open Tiebreak > Settings and "
    "paste the token that whoever runs the service made for this sheet.",
    "addon.error.bad-url": "The service's address must start with https:// (or http:// for a "
    "test on your own computer), not {url}.",
    "addon.error.unreachable": "The tiebreak service at {url} could not be reached ({reason}). "
    "Check its address in Tiebreak > Settings, or try again in a minute.",
    "addon.error.status": "The tiebreak service answered with an error (HTTP {status}); try "
    "again in a minute, or tell whoever runs it.",
    "addon.error.not-json": "The answer from {url} could not be read (HTTP {status}): is it "
    "the address of a tiebreak service?",
    "addon.error.too-large": "This spreadsheet is too large to send to the service in one "
    "request ({size} MB); the service takes up to {most} MB.",
    "addon.error.unexpected": "Something went wrong in the add-on: {reason}",
    # ---- keep updating while I type -------------------------------------------------------
    "addon.live.on": "Tiebreak now updates this tab by itself after an edit, at most once "
    "every {seconds} seconds. Tiebreak > Stop updating while I type turns it off.",
    "addon.live.off": "Tiebreak no longer updates this tab by itself.",
    "addon.live.title": "Tiebreak, updating while you type",
    "addon.live.done": "{summary} (next update at the earliest in {seconds} s)",
    # ---- sidebars and dialogs -------------------------------------------------------------
    "addon.ui.working": "Working…",
    "addon.ui.close": "Close",
    "addon.ui.again": "Check again",
    "addon.check.none": "No problems: every result on this tab reads.",
    "addon.check.count": "Problems found: {count}. Click one to go to its cell.",
    "addon.explain.player": "Player",
    "addon.explain.button": "Explain",
    "addon.why.a": "Player A",
    "addon.why.b": "Player B",
    "addon.why.button": "Why?",
    "addon.why.same": "Choose two different players.",
    "addon.publish.intro": "The standings page of tab {tab}: one HTML file that explains "
    "every tie-break. Download it, then put it on your club's website or send it to the "
    "players.",
    "addon.publish.download": "Download the page",
    "addon.settings.block": "Rule set, tie-break order and language are set in the sheet "
    "itself, so that the menu, tiebreak-sheets and the bot agree: a cell Tiebreak "
    "settings on the results tab, and below it the keys Rules, Order and Language with "
    "their values to the right (docs/sheets.md).",
    "addon.settings.service": "The tiebreak service (kept in this spreadsheet, not in a cell)",
    "addon.settings.url": "Service address",
    "addon.settings.token": "This sheet's token",
    "addon.settings.token-kept": "A token is saved; it is not shown. Paste a new one to "
    "replace it.",
    "addon.settings.interval": "While I type: at most one update every (seconds)",
    "addon.settings.save": "Save",
    "addon.settings.saved": "Saved.",
    "addon.settings.bad-interval": "The interval must be a whole number of seconds from "
    "{least} to {most}, not {value}.",
    "addon.settings.block-head": "The sheet's settings",
    "addon.settings.block-here": "Written into the Tiebreak settings block of this tab (keys "
    "Rules, Order, Language), which the menu, tiebreak-sheets and the bot all read; you may also "
    "edit it by hand (docs/grids.md).",
    "addon.settings.rules": "Rule set",
    "addon.settings.order": "Tie-break order (codes separated by commas)",
    "addon.settings.language": "Language of the sheet",
    "addon.settings.unset": "(not set)",
    "addon.settings.block-save": "Write into the sheet",
}
