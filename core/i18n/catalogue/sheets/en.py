"""The sheet connector's messages in English (the reference): headers, notes, the dry-run
listing, the summary line and the errors of ``tiebreak-sheets``."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- headers of our columns (a tie-break column is headed by its code) ---------------
    "sheets.header.rank": "Rank",
    "sheets.header.pts": "Pts",
    "sheets.header.no": "No",
    "sheets.header.name": "Name",
    # ---- the note on each of our headers ({mark} is tiebreak-sheets:, never translated) --
    "sheets.note.header": "{mark} {what}, rule set {rules}. Written by `tiebreak-sheets sync` "
    "and rewritten at every sync: do not type in this column.",
    "sheets.note.rank": "rank in the standings",
    "sheets.note.pts": "points",
    "sheets.note.no": "starting number",
    "sheets.note.name": "player",
    "sheets.note.tiebreak": "{name} ({code}); each value's note explains it",
    "sheets.note.tiebreak-named": "{name}; each value's note explains it",
    # ---- the summary line -----------------------------------------------------------------
    "sheets.summary.head": {
        "one": "{title} ({tab}): {count} player, rules {rules}, order {order}",
        "other": "{title} ({tab}): {count} players, rules {rules}, order {order}",
    },
    "sheets.summary.points-only": "(points only)",
    "sheets.summary.up-to-date": "{head}; up to date",
    "sheets.summary.nothing-written": "{head}; up to date, nothing written",
    "sheets.summary.dry-run": "{head}; dry run: would change {cells} on {where}, nothing written",
    "sheets.summary.changed": "{head}; changed {cells} on {where} in {requests}",
    "sheets.summary.cells": {"one": "{count} cell", "other": "{count} cells"},
    "sheets.summary.tab": "tab {tab}",
    "sheets.summary.one-request": "one request",
    "sheets.summary.requests": {"one": "{count} request", "other": "{count} requests"},
    # ---- the dry-run listing --------------------------------------------------------------
    "sheets.dry.change": "{address}: {old} -> {new}",
    "sheets.dry.empty": "empty",
    "sheets.dry.note-removed": "{change}; note removed",
    "sheets.dry.note-set": "{change}; note set: {first}",
    "sheets.dry.note-updated": "{change}; note updated: {first}",
    "sheets.dry.more-lines": {
        "one": "{change} (+{count} line)",
        "other": "{change} (+{count} lines)",
    },
    "sheets.dry.create-tab": "create tab {tab}",
    "sheets.dry.add-columns": {
        "one": "add {count} column to tab {tab}",
        "other": "add {count} columns to tab {tab}",
    },
    "sheets.dry.add-rows": {
        "one": "add {count} row to tab {tab}",
        "other": "add {count} rows to tab {tab}",
    },
    # ---- what a cell holds (in the dry run and in conflicts) ------------------------------
    "sheets.cell.nothing": "nothing",
    "sheets.cell.note": "a note {note}",
    "sheets.cell.formula": "the formula {formula}",
    "sheets.cell.with-note": "{what} with the note {note}",
    # ---- the settings block ---------------------------------------------------------------
    # ---- errors ---------------------------------------------------------------------------
    "sheets.error.conflict": {
        "one": "nothing was written: {count} cell the sync would overwrite holds data it did "
        "not write: {cells}. Move or clear it, or choose another target "
        "(--target standings-tab).",
        "other": "nothing was written: {count} cells the sync would overwrite hold data it "
        "did not write: {cells}. Move or clear them, or choose another target "
        "(--target standings-tab).",
    },
    "sheets.error.conflict-cell": "{where} holds {what}",
    "sheets.error.conflict-more": "{cells} (and {count} more)",
    "sheets.error.busy": "tab {tab} kept changing while the sync ran ({count} attempts); "
    "nothing was written. Run the sync again once the edits are done.",
    "sheets.error.busy-written": "tab {tab} kept changing while the sync ran ({count} "
    "attempts); the last write may have put values on rows that "
    "moved since. Run the sync again once the edits are done.",
    "sheets.error.no-player-rows": "tab {tab} is a pairings list without a player list, so "
    "there are no player rows to write beside: use --target "
    "standings-tab, or add a 'Players' tab listing the players",
    # ---- the command line -----------------------------------------------------------------
    "sheets.cli.problems": {
        "one": "the sheet has {count} problem; nothing was written:",
        "other": "the sheet has {count} problems; nothing was written:",
    },
    "sheets.cli.bad-interval": "a number of seconds above 0, not {value}",
    "sheets.cli.not-installed": "the Google Sheets libraries are not installed (no module "
    "named {module}): run pip install '.[sheets]' in the tiebreak "
    "folder",
    # ---- the arbiter's leftovers: withdrawn players, lots seed, single winner
    # (sheets_addon/writer.py, sheets_addon/sheet_settings.py) -----------------------------
    "sheets.header.note": "Note",
    "sheets.note.note": "withdrawn players: after which round each withdrew",
    # --- watch --- (tiebreak-sheets watch, part 3: sheets_addon/watch.py) ----------
    "sheets.watch.start": "watching the sheet: one read every {seconds} s, a sync when the "
    "results change; Ctrl-C stops",
    "sheets.watch.round": {
        "one": "round {round}: {finished} of {count} game",
        "other": "round {round}: {finished} of {count} games",
    },
    "sheets.watch.after": "after round {round}",
    "sheets.watch.no-round": "no results yet",
    "sheets.watch.wrote": "{where}; wrote {cells}",
    "sheets.watch.unchanged": "{where}; nothing to change",
    "sheets.watch.would-write": "{where}; would write {cells} (dry run)",
    "sheets.watch.waiting": "nothing written, waiting until this is resolved: {error}",
    "sheets.watch.problems": {
        "one": "the sheet has {count} problem; nothing written, waiting until it is fixed:",
        "other": "the sheet has {count} problems; nothing written, waiting until they are fixed:",
    },
    "sheets.watch.unavailable": "Google Sheets is not answering ({why}); next read in {seconds} s",
    "sheets.watch.no-answer": "no connection",
    "sheets.watch.back": "Google Sheets answers again",
    "sheets.watch.status": "read at {time}: {state}; next read in {seconds} s",
    "sheets.watch.state-blocked": "waiting for the sheet to be fixed",
    "sheets.watch.state-offline": "Google Sheets not answering",
    "sheets.watch.stopped": "stopped: {reads}, {writes} changing {cells}",
    "sheets.watch.reads": {"one": "{count} read", "other": "{count} reads"},
    "sheets.watch.writes": {"one": "{count} write", "other": "{count} writes"},
    # --- end of watch ---------------------------------------------------------------------
}

# --- teams ---
MESSAGES.update(
    {
        "sheets.team.header.team": "Team",
        "sheets.team.header.mp": "MP",
        "sheets.team.header.gp": "GP",
        "sheets.team.note.rank": "team rank: by {score}, then the tie-break order",
        "sheets.team.note.no": "team number",
        "sheets.team.note.team": "team",
        "sheets.team.note.mp": (
            "match points: {win} for a match won, {draw} for a draw, {loss} for a loss"
        ),
        "sheets.team.note.gp": "game points: the team's board points",
        "sheets.team.summary.head": {
            "one": "{title} ({tab}): {count} team, rules {rules}, ranked by {score}, order {order}",
            "other": (
                "{title} ({tab}): {count} teams, rules {rules}, ranked by {score}, order {order}"
            ),
        },
        "sheets.team.tb.mpvgp": "the other score (GP when ranked by MP, MP when ranked by GP)",
        "sheets.team.tb.bh": "Buchholz of the opponent teams",
        "sheets.team.tb.fb": "Fore Buchholz of the opponent teams",
        "sheets.team.tb.aob": "average of the opponent teams' Buchholz",
        "sheets.team.tb.emmsb": "extended Sonneborn-Berger: opponent's MP × own MP",
        "sheets.team.tb.emgsb": "extended Sonneborn-Berger: opponent's MP × own GP",
        "sheets.team.tb.egmsb": "extended Sonneborn-Berger: opponent's GP × own MP",
        "sheets.team.tb.eggsb": "extended Sonneborn-Berger: opponent's GP × own GP",
        "sheets.team.tb.ps": "progressive score",
        "sheets.team.tb.win": "matches won",
        "sheets.team.tb.de": "direct encounter",
        "sheets.team.tb.ede": "extended direct encounter",
        "sheets.team.tb.edet": "extended direct encounter, then top board results",
        "sheets.team.tb.edeb": "extended direct encounter, then board elimination",
        "sheets.team.tb.edebt": "extended direct encounter, board count, then top board results",
        "sheets.team.tb.edebb": "extended direct encounter, board count, then board elimination",
        "sheets.team.tb.sssc": "secondary score plus Buchholz divided by a factor",
        "sheets.team.tb.bc": "board count, lower first",
        "sheets.team.tb.tbr": "top board results: GP on board 1, board 2, …",
        "sheets.team.tb.bbe": (
            "board elimination: GP without the bottom board, the two bottom boards, …"
        ),
        # ---- the settings block written (the add-on's Settings page; settings_block.py)
        "sheets.settings.no-room": (
            "{cell} is in the way of the settings block's new row: clear it or move the block."
        ),
        "sheets.settings.written": "{tab}: the settings block written (from {cell}).",
        "sheets.settings.unchanged": (
            "{tab}: the settings block already says this; nothing written."
        ),
    }
)
