### English (en): game scores typed into a sheet or file: problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# the header row of a pairings list
# Variables: $first, $text.
scoreinput_column-twice = a second score column { $text } (the first is { $first }): keep one

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $pair, $single, $text.
scoreinput_both-ways = a Score column ({ $single }) and a White/Black score column ({ $pair }, { $text }): write the scores one way, either both columns White score and Black score or one Score column 412:380, never both

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $text.
scoreinput_side-column-missing_black = { $text } ({ $cell }) has no Black score column beside it: write both White score and Black score, or one Score column 412:380

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $text.
scoreinput_side-column-missing_white = { $text } ({ $cell }) has no White score column beside it: write both White score and Black score, or one Score column 412:380

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# a row of a pairings list
# Variables: $found.
scoreinput_pair-expected = expected a game score such as 412:380 (the White player's first, whole numbers); found { $found }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_pair-time = expected a game score such as 412:380; found { $found }, which looks like a time: the spreadsheet read 412:380 as hours and minutes. Format the column as plain text and type the score again, or use two columns White score and Black score

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_points-expected = expected a player's game score, a whole number such as 412 or -5; found { $found }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $found.
scoreinput_one-side = the other score of this game is { $found } ({ $cell }): write both players' scores, or neither

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $result, $score (a score (points)).
scoreinput_on-forfeit = a forfeit ({ $result } in { $cell }) has no game score, but { $score } is written here: leave the score cells empty (the event's forfeit score applies)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cells, $result, $score (a score (points)).
scoreinput_disagrees = the result { $result } disagrees with the game score { $score } ({ $cells }): the higher score wins, equal scores are a draw; correct one of them, or leave the result empty

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_on-bye = a bye has no game score, but { $found } is written here: leave the score cells empty (the event's bye score applies)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cells, $first, $round (a round number of the tournament).
scoreinput_missing = the game of round { $round } has no score ({ $cells } empty), but the event's games have scores (the first in { $first }): every game over the board needs one

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# a crosstable cell
# Variables: $first, $found, $round (a round number of the tournament).
scoreinput_cell-missing = { $found } has no game score, but the event's games have scores (the first in { $first }): write this round-{ $round } game like 2w1 412:380 (own score first)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found, $outcome (an outcome such as win or forfeit win (another message)).
scoreinput_cell-on-unplayed = { $found } is no game over the board ({ $outcome }), so it has no game score: leave the score out (the event's bye or forfeit score applies)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found, $round (a round number of the tournament).
scoreinput_cell-disagrees = { $found }: the result of round { $round } disagrees with its game score (own score first: a win needs the higher score, a draw equal scores)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $expected, $found, $round (a round number of the tournament), $there, $there_text.
scoreinput_cell-mirror = the game of round { $round } has different scores on the two rows: { $found } here, { $there_text } in { $there }; expected { $expected } there (the other player's own score first)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# check and convert
# Variables: $count (a number choosing the plural form), $scored.
scoreinput_check_scores =
    { $count ->
        [one] game scores: { $scored } of { $count } game over the board has a score
       *[other] game scores: { $scored } of { $count } games over the board have a score
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
scoreinput_check_game = { $name } (round { $round })

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form), $games.
scoreinput_check_missing =
    { $count ->
        [one] { $count } game over the board has no score: { $games }
       *[other] { $count } games over the board have no score: { $games }
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form), $games, $more.
scoreinput_check_missing-more =
    { $count ->
        [one] { $count } game over the board has no score: { $games } and { $more } more
       *[other] { $count } games over the board have no score: { $games } and { $more } more
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form).
scoreinput_trf-dropped =
    { $count ->
        [one] TRF-16 has no field for game scores: the score of { $count } game was not kept (convert --to json keeps it)
       *[other] TRF-16 has no field for game scores: the scores of { $count } games were not kept (convert --to json keeps them)
    }
