### Български (bg): game scores typed into a sheet or file: problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# the header row of a pairings list
# Variables: $first, $text.
scoreinput_column-twice = втора колона с точки в партията { $text } (първата е { $first }): оставете една

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $pair, $single, $text.
scoreinput_both-ways = колона Точки в партията ({ $single }) и колона с точките на белите или черните ({ $pair }, { $text }): запишете точките по един начин — или двете колони Точки на белите и Точки на черните, или една колона 412:380, никога и двете

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $text.
scoreinput_side-column-missing_black = до { $text } ({ $cell }) няма колона Точки на черните: запишете и двете колони, или една колона Точки в партията 412:380

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $text.
scoreinput_side-column-missing_white = до { $text } ({ $cell }) няма колона Точки на белите: запишете и двете колони, или една колона Точки в партията 412:380

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# a row of a pairings list
# Variables: $found.
scoreinput_pair-expected = очакват се точки в партията, напр. 412:380 (първо на играча с белите, цели числа); намерено { $found }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_pair-time = очакват се точки в партията, напр. 412:380; намерено { $found }, което прилича на час: таблицата е прочела 412:380 като часове и минути. Задайте на колоната формат „обикновен текст“ и въведете точките отново, или използвайте двете колони Точки на белите и Точки на черните

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_points-expected = очакват се точките на играч в партията, цяло число, напр. 412 или -5; намерено { $found }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $found.
scoreinput_one-side = другите точки на тази партия са { $found } ({ $cell }): запишете точките и на двамата играчи, или на никого

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $result, $score (a score (points)).
scoreinput_on-forfeit = партия, спечелена по подразбиране ({ $result } в { $cell }), няма точки, но тук е записано { $score }: оставете клетките празни (важат точките на турнира за служебен резултат)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cells, $result, $score (a score (points)).
scoreinput_disagrees = резултатът { $result } не отговаря на точките { $score } ({ $cells }): печели повече точки, равни точки са реми; поправете едното или оставете резултата празен

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_on-bye = почивката няма точки в партията, но тук е записано { $found }: оставете клетките празни (важат точките на турнира за почивка)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cells, $first, $round (a round number of the tournament).
scoreinput_missing = партията от кръг { $round } няма точки ({ $cells } са празни), но партиите на турнира имат точки (първата в { $first }): всяка изиграна партия трябва да има

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# a crosstable cell
# Variables: $first, $found, $round (a round number of the tournament).
scoreinput_cell-missing = { $found } няма точки в партията, но партиите на турнира имат (първата в { $first }): запишете тази партия от кръг { $round } като 2w1 412:380 (първо собствените точки)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found, $outcome (an outcome such as win or forfeit win (another message)).
scoreinput_cell-on-unplayed = { $found } не е изиграна партия ({ $outcome }) и няма точки: премахнете ги (важат точките на турнира за почивка или служебен резултат)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found, $round (a round number of the tournament).
scoreinput_cell-disagrees = { $found }: резултатът от кръг { $round } не отговаря на точките (първо собствените: победата изисква повече точки, ремито — равни)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $expected, $found, $round (a round number of the tournament), $there, $there_text.
scoreinput_cell-mirror = партията от кръг { $round } има различни точки на двата реда: тук { $found }, в { $there } { $there_text }; там се очаква { $expected } (първо точките на противника)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# check and convert
# Variables: $count (a number choosing the plural form), $scored.
scoreinput_check_scores =
    { $count ->
        [one] точки в партиите: { $scored } от { $count } изиграна партия има точки
       *[other] точки в партиите: { $scored } от { $count } изиграни партии имат точки
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
scoreinput_check_game = { $name } (кръг { $round })

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form), $games.
scoreinput_check_missing =
    { $count ->
        [one] { $count } изиграна партия няма точки: { $games }
       *[other] { $count } изиграни партии нямат точки: { $games }
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form), $games, $more.
scoreinput_check_missing-more =
    { $count ->
        [one] { $count } изиграна партия няма точки: { $games } и още { $more }
       *[other] { $count } изиграни партии нямат точки: { $games } и още { $more }
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form).
scoreinput_trf-dropped =
    { $count ->
        [one] TRF-16 няма поле за точки в партията: точките на { $count } партия не са запазени (convert --to json ги запазва)
       *[other] TRF-16 няма поле за точки в партията: точките на { $count } партии не са запазени (convert --to json ги запазва)
    }
