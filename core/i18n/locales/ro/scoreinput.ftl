### Română (ro): game scores typed into a sheet or file: problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# the header row of a pairings list
# Variables: $first, $text.
scoreinput_column-twice = o a doua coloană de punctaj { $text } (prima este { $first }): păstrați una

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $pair, $single, $text.
scoreinput_both-ways = o coloană Punctaj ({ $single }) și o coloană de punctaj al albului sau negrului ({ $pair }, { $text }): scrieți punctajul într-un singur fel, fie cele două coloane Punctaj alb și Punctaj negru, fie o coloană Punctaj 412:380, niciodată ambele

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $text.
scoreinput_side-column-missing_black = lângă { $text } ({ $cell }) lipsește coloana Punctaj negru: scrieți ambele coloane, sau o coloană Punctaj 412:380

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $text.
scoreinput_side-column-missing_white = lângă { $text } ({ $cell }) lipsește coloana Punctaj alb: scrieți ambele coloane, sau o coloană Punctaj 412:380

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# a row of a pairings list
# Variables: $found.
scoreinput_pair-expected = se aștepta un punctaj al partidei, de ex. 412:380 (întâi al jucătorului din coloana albului, numere întregi); s-a găsit { $found }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_pair-time = se aștepta un punctaj al partidei, de ex. 412:380; s-a găsit { $found }, care arată ca o oră: foaia de calcul a citit 412:380 ca ore și minute. Formatați coloana ca text simplu și scrieți din nou punctajul, sau folosiți două coloane Punctaj alb și Punctaj negru

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_points-expected = se aștepta punctajul unui jucător în partidă, un număr întreg, de ex. 412 sau -5; s-a găsit { $found }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $found.
scoreinput_one-side = celălalt punctaj al acestei partide este { $found } ({ $cell }): scrieți punctajele ambilor jucători, sau niciunul

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $result, $score (a score (points)).
scoreinput_on-forfeit = o partidă câștigată prin forfait ({ $result } în { $cell }) nu are punctaj, dar aici este scris { $score }: lăsați celulele goale (se aplică punctajul turneului pentru forfait)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cells, $result, $score (a score (points)).
scoreinput_disagrees = rezultatul { $result } nu se potrivește cu punctajul { $score } ({ $cells }): câștigă punctajul mai mare, punctaje egale înseamnă remiză; corectați unul dintre ele sau lăsați rezultatul gol

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_on-bye = o rundă liberă nu are punctaj, dar aici este scris { $found }: lăsați celulele goale (se aplică punctajul turneului pentru bye)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cells, $first, $round (a round number of the tournament).
scoreinput_missing = partida din runda { $round } nu are punctaj ({ $cells } goale), dar partidele turneului au punctaj (prima în { $first }): fiecare partidă jucată are nevoie de unul

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# a crosstable cell
# Variables: $first, $found, $round (a round number of the tournament).
scoreinput_cell-missing = { $found } nu are punctaj, dar partidele turneului au (prima în { $first }): scrieți această partidă din runda { $round } ca 2w1 412:380 (întâi punctajul propriu)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found, $outcome (an outcome such as win or forfeit win (another message)).
scoreinput_cell-on-unplayed = { $found } nu este o partidă jucată ({ $outcome }), deci nu are punctaj: omiteți-l (se aplică punctajul turneului pentru bye sau forfait)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found, $round (a round number of the tournament).
scoreinput_cell-disagrees = { $found }: rezultatul rundei { $round } nu se potrivește cu punctajul (întâi cel propriu: victoria cere punctajul mai mare, remiza punctaje egale)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $expected, $found, $round (a round number of the tournament), $there, $there_text.
scoreinput_cell-mirror = partida din runda { $round } are punctaje diferite pe cele două rânduri: aici { $found }, în { $there } { $there_text }; acolo se aștepta { $expected } (întâi punctajul adversarului)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# check and convert
# Variables: $count (a number choosing the plural form), $scored.
scoreinput_check_scores =
    { $count ->
        [one] punctaje: { $scored } din { $count } partidă jucată are punctaj
        [few] punctaje: { $scored } din { $count } partide jucate au punctaj
       *[other] punctaje: { $scored } din { $count } de partide jucate au punctaj
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
scoreinput_check_game = { $name } (runda { $round })

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form), $games.
scoreinput_check_missing =
    { $count ->
        [one] { $count } partidă jucată nu are punctaj: { $games }
        [few] { $count } partide jucate nu au punctaj: { $games }
       *[other] { $count } de partide jucate nu au punctaj: { $games }
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form), $games, $more.
scoreinput_check_missing-more =
    { $count ->
        [one] { $count } partidă jucată nu are punctaj: { $games } și încă { $more }
        [few] { $count } partide jucate nu au punctaj: { $games } și încă { $more }
       *[other] { $count } de partide jucate nu au punctaj: { $games } și încă { $more }
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form).
scoreinput_trf-dropped =
    { $count ->
        [one] TRF-16 nu are câmp pentru punctajul partidelor: punctajul a { $count } partidă nu a fost păstrat (convert --to json îl păstrează)
        [few] TRF-16 nu are câmp pentru punctajul partidelor: punctajele a { $count } partide nu au fost păstrate (convert --to json le păstrează)
       *[other] TRF-16 nu are câmp pentru punctajul partidelor: punctajele a { $count } de partide nu au fost păstrate (convert --to json le păstrează)
    }
