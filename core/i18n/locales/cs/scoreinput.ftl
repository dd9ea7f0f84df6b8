### Čeština (cs): game scores typed into a sheet or file: problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# the header row of a pairings list
# Variables: $first, $text.
scoreinput_column-twice = druhý sloupec skóre { $text } (první je { $first }): ponechte jeden

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $pair, $single, $text.
scoreinput_both-ways = sloupec Skóre ({ $single }) i sloupec skóre bílého nebo černého ({ $pair }, { $text }): zapište skóre jen jedním způsobem, buď dva sloupce Skóre bílého a Skóre černého, nebo jeden sloupec Skóre 412:380, nikdy obojí

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $text.
scoreinput_side-column-missing_black = vedle { $text } ({ $cell }) chybí sloupec Skóre černého: zapište oba sloupce Skóre bílého a Skóre černého, nebo jeden sloupec Skóre 412:380

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $text.
scoreinput_side-column-missing_white = vedle { $text } ({ $cell }) chybí sloupec Skóre bílého: zapište oba sloupce Skóre bílého a Skóre černého, nebo jeden sloupec Skóre 412:380

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# a row of a pairings list
# Variables: $found.
scoreinput_pair-expected = očekává se skóre partie, např. 412:380 (nejdřív hráče ve sloupci bílého, celá čísla); nalezeno { $found }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_pair-time = očekává se skóre partie, např. 412:380; nalezeno { $found }, což vypadá jako čas: tabulka přečetla 412:380 jako hodiny a minuty. Nastavte sloupci formát prostého textu a skóre zapište znovu, nebo použijte dva sloupce Skóre bílého a Skóre černého

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_points-expected = očekává se skóre hráče v partii, celé číslo, např. 412 nebo -5; nalezeno { $found }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $found.
scoreinput_one-side = druhé skóre této partie je { $found } ({ $cell }): zapište skóre obou hráčů, nebo žádné

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $result, $score (a score (points)).
scoreinput_on-forfeit = kontumovaná partie ({ $result } v { $cell }) nemá skóre, ale je tu zapsáno { $score }: nechte buňky skóre prázdné (platí skóre turnaje za kontumaci)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cells, $result, $score (a score (points)).
scoreinput_disagrees = výsledek { $result } neodpovídá skóre { $score } ({ $cells }): vyhrává vyšší skóre, stejné skóre je remíza; opravte jedno z nich, nebo nechte výsledek prázdný

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_on-bye = volný los nemá skóre, ale je tu zapsáno { $found }: nechte buňky skóre prázdné (platí skóre turnaje za volný los)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cells, $first, $round (a round number of the tournament).
scoreinput_missing = partie kola { $round } nemá skóre ({ $cells } jsou prázdné), ale partie turnaje skóre mají (první v { $first }): skóre potřebuje každá sehraná partie

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# a crosstable cell
# Variables: $first, $found, $round (a round number of the tournament).
scoreinput_cell-missing = { $found } nemá skóre, ale partie turnaje skóre mají (první v { $first }): zapište tuto partii kola { $round } jako 2w1 412:380 (nejdřív vlastní skóre)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found, $outcome (an outcome such as win or forfeit win (another message)).
scoreinput_cell-on-unplayed = { $found } není sehraná partie ({ $outcome }), a nemá tedy skóre: skóre vynechte (platí skóre turnaje za volný los nebo kontumaci)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found, $round (a round number of the tournament).
scoreinput_cell-disagrees = { $found }: výsledek kola { $round } neodpovídá jeho skóre (nejdřív vlastní skóre: výhra potřebuje vyšší skóre, remíza stejné)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $expected, $found, $round (a round number of the tournament), $there, $there_text.
scoreinput_cell-mirror = partie kola { $round } má na obou řádcích různé skóre: zde { $found }, v { $there } { $there_text }; tam se očekává { $expected } (nejdřív vlastní skóre soupeře)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# check and convert
# Variables: $count (a number choosing the plural form), $scored.
scoreinput_check_scores =
    { $count ->
        [one] skóre partií: skóre má { $scored } z { $count } sehrané partie
        [few] skóre partií: skóre má { $scored } z { $count } sehraných partií
        [many] skóre partií: skóre má { $scored } z { $count } sehrané partie
       *[other] skóre partií: skóre má { $scored } z { $count } sehraných partií
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
scoreinput_check_game = { $name } (kolo { $round })

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form), $games.
scoreinput_check_missing =
    { $count ->
        [one] { $count } sehraná partie nemá skóre: { $games }
        [few] { $count } sehrané partie nemají skóre: { $games }
        [many] { $count } sehrané partie nemá skóre: { $games }
       *[other] { $count } sehraných partií nemá skóre: { $games }
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form), $games, $more.
scoreinput_check_missing-more =
    { $count ->
        [one] { $count } sehraná partie nemá skóre: { $games } a dalších { $more }
        [few] { $count } sehrané partie nemají skóre: { $games } a dalších { $more }
        [many] { $count } sehrané partie nemá skóre: { $games } a dalších { $more }
       *[other] { $count } sehraných partií nemá skóre: { $games } a dalších { $more }
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form).
scoreinput_trf-dropped =
    { $count ->
        [one] TRF-16 nemá pole pro skóre partií: skóre { $count } partie nebylo uloženo (convert --to json je zachová)
        [few] TRF-16 nemá pole pro skóre partií: skóre { $count } partií nebylo uloženo (convert --to json je zachová)
        [many] TRF-16 nemá pole pro skóre partií: skóre { $count } partie nebylo uloženo (convert --to json je zachová)
       *[other] TRF-16 nemá pole pro skóre partií: skóre { $count } partií nebylo uloženo (convert --to json je zachová)
    }
