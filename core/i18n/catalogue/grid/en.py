"""The messages of grid in en: the problems the readers of organisers' grids (crosstables,
pairings lists, CSV) and the consistency checks find, and the shared limits' reasons."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # lists
    "grid.join-and": "{left} and {right}",
    "grid.join-or": "{left} or {right}",
    # limits (core/limits.py)
    "grid.scoring-range": "expected a number from 0 to {most} with at most {decimals} decimals",
    "grid.text-control": "it holds the control character {code} (position {position})",
    "grid.text-surrogate": "it holds half of a UTF-16 surrogate pair {code} (position {position})",
    # cells: what was expected, what was found
    "grid.expected": "expected {expected}; found {found}",
    "grid.expected-hint": "expected {expected}; found {found} ({hint})",
    "grid.cell-help": "a round cell such as +W9, =B9, -9, 19w1, 3b½, 12b0, ?W9, 19w, "
    "+F7, -F7, BYE, H, "
    "F, Z, -- or empty",
    "grid.uscf-help": "a US Chess wallchart cell such as W5, D2, L4, X8 (forfeit win), F8 "
    "(forfeit loss), B (full-point bye), H (half-point bye), U (unplayed) "
    "or empty",
    "grid.result-help": "a result such as 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, =, +/- or -/+ "
    "(forfeit), -- or 0-0 (double forfeit)",
    "grid.hint.no-such-number": "no such start number",
    "grid.hint.colour": "write the colour, e.g. {number}w{result}, or a sign first, e.g. +{number}",
    "grid.hint.start-at-1": "start numbers begin at 1",
    "grid.hint.formula": "Google Sheets shows {shown} for a cell that starts with =: type ½ "
    "or '= as text",
    "grid.hint.uscf": "{cell} looks like US Chess wallchart notation: add a row "
    "'Notation | uscf' above the table, or give --notation uscf",
    "grid.uscf-opponent-zero": "{found}: opponent numbers start at 1",
    "grid.uscf-forfeit-opponent": "{found}: a forfeit names the opponent who did not play, "
    "e.g. {letter}8 (US Chess notation)",
    # CSV files
    "grid.csv-nul": "not a text file: it contains a NUL byte",
    "grid.csv-unreadable": "not readable as CSV: {detail}",
    # layouts and header rows
    "grid.header-row": "row {row} ({words})",
    "grid.header-row-more": "row {row} ({words}, …)",
    "grid.rounds-range": "rounds must be between 0 and {most}, found {found}",
    "grid.pairings-needs-result": "a pairings-list header needs a result column as well as "
    "White and Black: {words}",
    "grid.no-header": "no header row found: expected a crosstable header (Name and one column "
    "per round: R1, R2, … or Kolo 1, Runde 1, …) or a pairings-list header "
    "(Round, White, Black, Result). Name: {name_words}; White: {white_words}",
    "grid.header-two-ways": "header {header} reads two ways: as a crosstable (name and round "
    "columns {rounds}) and as a pairings list (White and Black "
    "columns). Rename the round columns (e.g. to Notes) for a pairings "
    "list, or the White/Black columns for a crosstable.",
    "grid.notation-unknown": "notation {found}: expected {first} or {second}",
    "grid.grid-two-ways": "this grid reads two ways: as a crosstable (header {crosstable}) and "
    "as a pairings list (header {pairings}). Keep one layout per sheet "
    "or file: move the other to its own tab or file.",
    "grid.second-header.crosstable": "a second header row: {first} and {second} both start a "
    "crosstable; keep one per sheet or file",
    "grid.second-header.pairings": "a second header row: {first} and {second} both start a "
    "pairings list; keep one per sheet or file",
    "grid.list-no-games": "found a player list ({header}) but no games: expected a crosstable "
    "(round columns R1, R2, …) or a pairings list (Round, White, Black, "
    "Result)",
    "grid.two-lists": "two player lists: {first} and {second}; keep one",
    "grid.list-twice": "a player list in the grid and a separate player list were both given; "
    "keep one",
    "grid.list-no-header": "expected a player list with a header row (Name: {name_words}; "
    "No.: {number_words})",
    "grid.column-at": "{cell} {text}",
    "grid.column-twice": "two columns read as {role}: {cells}; rename one of them",
    # player rows
    "grid.rating-expected": "expected a rating (a whole number such as 1850, or empty), found "
    "{found}",
    "grid.number-expected": "expected a start number (a whole number from 1), found {found}",
    "grid.name-empty": "expected the player's name, found an empty cell",
    "grid.name-bad": "name {name}: {why}",
    "grid.points-expected": "expected the player's points (e.g. 3, 3.5, 3,5 or 3½), found {found}",
    "grid.points-disagree": "points {found} do not agree with the games: {tokens} add up to "
    "{total}",
    # crosstables
    "grid.name-column-missing": "expected a Name column",
    "grid.round-below-one": "round numbers start at 1, found {found}",
    "grid.round-two-columns": "round {round} has two columns: {first} and {second}",
    "grid.rounds-missing": {
        "one": "round columns go up to {last} but round(s) {missing} have no column",
        "other": "round columns go up to {last} but round(s) {missing} have no column",
    },
    "grid.round-over-max": "round {round}: an event has at most {most} rounds",
    "grid.planned-below-columns": "the event has {planned} rounds but the grid has a column "
    "for round {round}",
    "grid.no-number-column": "no start-number column ({words}): the opponents in the round "
    "cells are start numbers, so each player row needs one",
    "grid.no-player-rows": "a crosstable header but no player rows below it",
    "grid.number-twice": "start number {number} is used twice: rows {first} and {second}",
    "grid.opponents-two-ways": "the opponent numbers in the round cells read two ways: as "
    "start numbers (column {numbers}) and as ranks (column "
    "{ranks}), and the games agree either way. Delete the column "
    "the numbers do not refer to, or rename its header.",
    "grid.opponents-neither": "the opponent numbers were read as start numbers (column "
    "{numbers}); read as ranks (column {ranks}) the games do not "
    "agree either",
    "grid.opponent-unknown": "{found} names player {opponent}, who is not in the crosstable "
    "(numbers {low}–{high})",
    "grid.opponent-unknown-none": "{found} names player {opponent}, who is not in the "
    "crosstable (numbers none)",
    "grid.back-ref-empty": "{here} says player {opponent} was the opponent in round {round}, "
    "but {there} (player {opponent}, round {round}) is empty",
    "grid.back-ref-has": "{here} says player {opponent} was the opponent in round {round}, "
    "but {there} (player {opponent}, round {round}) has {there_text}",
    "grid.sides-differ-expected": "the game of round {round} is recorded differently on the "
    "two rows: {here} has {here_text} but {there} (player "
    "{opponent}) has {there_text}; expected {expected} there",
    "grid.sides-differ": "the game of round {round} is recorded differently on the two rows: "
    "{here} has {here_text} but {there} (player {opponent}) has "
    "{there_text}",
    # pairings lists and their player lists
    "grid.list-number-twice": "start number {number} is used twice in the player list: rows "
    "{first} and {second}",
    "grid.list-empty": "a player list header but no players below it",
    "grid.name-twice-no-numbers": "two players are called {name} (rows {rows}) and the list "
    "has no start-number column: add one ({words}) and name "
    "them by number in the pairings",
    "grid.number-expected-plain": "expected a start number, found {found}",
    "grid.number-from-1": "expected a start number from 1, found {found}",
    "grid.number-not-in-list": "unknown player: no start number {number} in the player list",
    "grid.name-number-mismatch": "{found} does not match start number {number}, who is "
    "{name} in the player list",
    "grid.name-ambiguous": "{found} could be start number {numbers}: two players have this "
    "name; write the start number instead",
    "grid.player-unknown": "unknown player {found}: not in the player list",
    "grid.player-unknown-close": "unknown player {found}: not in the player list (did you "
    "mean {close}?)",
    "grid.number-without-list": "start number {number}, but other rows name players by name "
    "and there is no player list to say who number {number} is: "
    "write the name, or add a player list (No., Name, …)",
    "grid.number-columns-twice.white": "two start-number columns beside white: {first} and "
    "{second}",
    "grid.number-columns-twice.black": "two start-number columns beside black: {first} and "
    "{second}",
    "grid.round-expected": "expected a round number (1, R1, Round 1), found {found}",
    "grid.no-round": "no round for this game: expected a round number in the Round column or "
    "a row such as 'Round 1' above the games",
    "grid.same-player-both-sides": "the same player on both sides ({who})",
    "grid.game-or-bye": "expected a game (White and Black) or a bye (one player and BYE, H, "
    "F, Z or U), found White {white}, Black {black}",
    "grid.bye-points-expected": "expected the bye's points (1, ½, 0) or a bye word (BYE, H, "
    "F, Z, U) for a player without an opponent, found {found}",
    "grid.bye-points-range": "a bye is worth 1, ½ or 0 points, found {found}",
    "grid.byes-two": "two different byes on one row: {first} and {second}",
    "grid.bye-points-mismatch": "{found} points do not fit a {bye} (worth {worth})",
    "grid.bye-missing": "a player without an opponent: expected BYE, H (half-point bye), F "
    "(full-point bye), Z (zero-point bye) or U in the other player's cell "
    "or the result cell",
    "grid.player-twice-in-round": "{name} is already in round {round} at {first}: a player "
    "appears once per round",
    "grid.row-no-players": "row {row} has round {round} but no players: expected White, Black "
    "and the result (or one player and a bye); delete the row if it "
    "holds no game",
    "grid.row-no-players-board": "row {row} has round {round} and board {board} but no "
    "players: expected White, Black and the result (or one "
    "player and a bye); delete the row if it holds no game",
    "grid.no-result": (
        "no result: expected {expected} (only the round in progress, the last one with "
        "results, may have games without a result yet)"
    ),
    "grid.planned-below-row": "the event has {planned} rounds but this row is in round {round}",
    # consistency of the whole event (core/formats/validate.py)
    "grid.results-over-rounds": "{results} rounds of results but the event announces "
    "{rounds} rounds",
    "grid.results-uneven": "{results} rounds of results where other players have {others}; "
    "write -- for a round the player was not paired",
    "grid.opponent-not-in-event": "{token} names player {opponent}, who is not in the event",
    "grid.paired-self": "a player cannot be paired against themself",
    "grid.back-ref-other-has": "{token} says player {opponent} was the opponent, but player "
    "{opponent} has {other} in round {round}",
    "grid.back-ref-other-paired": "{token} says player {opponent} was the opponent, but "
    "player {opponent} is paired with player {paired} ({other}) "
    "in round {round}",
    "grid.results-disagree": "{token} disagrees with player {opponent}'s {other} for the same "
    "game in round {round}",
    "grid.same-colour.white": "both player {player} and player {opponent} are recorded with "
    "White in round {round}",
    "grid.same-colour.black": "both player {player} and player {opponent} are recorded with "
    "Black in round {round}",
    "grid.paired-twice": "player {player} is paired twice in round {round} (by players {by})",
    "grid.after-withdrawal": "withdrawn after round {after} but has {token} in round {round}; "
    "expected --",
}


# ---- a name typed twice, a round with no results -----
MESSAGES.update(
    {
        "grid.round-no-results": "round {round} has no results (no game, bye or absence) while "
        "round "
        "{later} has",
        "grid.same-player-typo": {
            "one": "{name} appears only in round {rounds}; did you mean "
            "{other} ({cells})? If they are two players, list both in a "
            "Players block or tab.",
            "other": "{name} appears only in rounds {rounds}; did you mean "
            "{other} ({cells})? If they are two players, list both in "
            "a Players block or tab.",
        },
    }
)


# --- live gaps --- (a row cut short, a player list beside a crosstable)
MESSAGES.update(
    {
        "grid.listed-no-row": "{name} is in the player list but has no row in the crosstable",
        "grid.row-short": "row {row} ends at column {last} but its header (row {header}) goes "
        "on to "
        "column {end}: a cell is missing; write every cell, an empty one too (a "
        "result not entered yet is an empty last cell)",
        "grid.pending-before-results": (
            "the game against player {opponent} in round {round} has no result yet, but round"
            " {later} has results: enter it (the standings count only complete rounds, so "
            "every later result waits for it)"
        ),
    }
)

# the Tiebreak settings block of a grid (core/formats/grid_settings.py)
MESSAGES.update(
    {
        "grid.near-twin-merged": "{name} read as {first} ({cell}): the names differ only by "
        "accents, case or spacing; if they are two players, list both in a Players block with "
        "their start numbers",
        "grid.settings.second-block": "a second 'Tiebreak settings' block (the first is at "
        "{cell}); keep one",
        "grid.settings.twice": "setting {key} given twice",
        "grid.settings.target": "target {value}: expected 'columns' or 'standings-tab'",
        "grid.settings.language": "language {value}: expected one of {langs}",
        "grid.settings.lots-seed": "lots seed {value}: expected a whole number from 0 to {most}",
        "grid.settings.single-winner": "single winner {value}: expected yes or no",
        "grid.settings.unknown-key": "unknown setting {key}: expected Rules, Order, Start date, "
        "Target, Language, Lots seed or Single winner",
        "grid.settings.rules": "rule set {value}: expected one of {names}",
        "grid.settings.date": "start date {value}: expected a date such as 2025-09-13 or 13.9.2025",
    }
)
