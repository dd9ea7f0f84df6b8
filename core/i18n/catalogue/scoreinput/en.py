"""The messages of scoreinput in en: game scores in organisers' grids (formats.md 7.2,
docs/grids.md), what ``check`` says about them and what TRF cannot keep (rules.md 13.13)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # the header row of a pairings list
    "scoreinput.column-twice": "a second score column {text} (the first is {first}): keep one",
    "scoreinput.both-ways": "a Score column ({single}) and a White/Black score column "
    "({pair}, {text}): write the scores one way, either both columns White score and Black "
    "score or one Score column 412:380, never both",
    "scoreinput.side-column-missing.black": "{text} ({cell}) has no Black score column "
    "beside it: write both White score and Black score, or one Score column 412:380",
    "scoreinput.side-column-missing.white": "{text} ({cell}) has no White score column "
    "beside it: write both White score and Black score, or one Score column 412:380",
    # a row of a pairings list
    "scoreinput.pair-expected": "expected a game score such as 412:380 (the White "
    "player's first, whole numbers); found {found}",
    "scoreinput.pair-time": "expected a game score such as 412:380; found {found}, which "
    "looks like a time: the spreadsheet read 412:380 as hours and minutes. Format the column "
    "as plain text and type the score again, or use two columns White score and Black score",
    "scoreinput.points-expected": "expected a player's game score, a whole number such as "
    "412 or -5; found {found}",
    "scoreinput.one-side": "the other score of this game is {found} ({cell}): write both "
    "players' scores, or neither",
    "scoreinput.on-forfeit": "a forfeit ({result} in {cell}) has no game score, but "
    "{score} is written here: leave the score cells empty (the event's forfeit score "
    "applies)",
    "scoreinput.disagrees": "the result {result} disagrees with the game score {score} "
    "({cells}): the higher score wins, equal scores are a draw; correct one of them, or "
    "leave the result empty",
    "scoreinput.on-bye": "a bye has no game score, but {found} is written here: leave the "
    "score cells empty (the event's bye score applies)",
    "scoreinput.missing": "the game of round {round} has no score ({cells} empty), but the "
    "event's games have scores (the first in {first}): every game over the board needs one",
    # a crosstable cell
    "scoreinput.cell-missing": "{found} has no game score, but the event's games have "
    "scores (the first in {first}): write this round-{round} game like 2w1 412:380 (own "
    "score first)",
    "scoreinput.cell-on-unplayed": "{found} is no game over the board ({outcome}), so it "
    "has no game score: leave the score out (the event's bye or forfeit score applies)",
    "scoreinput.cell-disagrees": "{found}: the result of round {round} disagrees with its "
    "game score (own score first: a win needs the higher score, a draw equal scores)",
    "scoreinput.cell-mirror": "the game of round {round} has different scores on the two "
    "rows: {found} here, {there_text} in {there}; expected {expected} there (the other "
    "player's own score first)",
    # check and convert
    "scoreinput.check.scores": {
        "one": "game scores: {scored} of {count} game over the board has a score",
        "other": "game scores: {scored} of {count} games over the board have a score",
    },
    "scoreinput.check.game": "{name} (round {round})",
    "scoreinput.check.missing": {
        "one": "{count} game over the board has no score: {games}",
        "other": "{count} games over the board have no score: {games}",
    },
    "scoreinput.check.missing-more": {
        "one": "{count} game over the board has no score: {games} and {more} more",
        "other": "{count} games over the board have no score: {games} and {more} more",
    },
    "scoreinput.trf-dropped": {
        "one": "TRF-16 has no field for game scores: the score of {count} game was not kept "
        "(convert --to json keeps it)",
        "other": "TRF-16 has no field for game scores: the scores of {count} games were not "
        "kept (convert --to json keeps them)",
    },
}
