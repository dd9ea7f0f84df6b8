### Română (ro): tiebreak whatif: what a player needs in the rounds left.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id, $name (a name (a player, team or
# tournament)), $round (a round number of the tournament).
whatif_title = Ce-ar fi dacă: { $name } ({ $id }) la masa { $board } în runda { $round }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $absent, $count (a number choosing the plural form).
whatif_games =
    { $count ->
        [one] { $count } partidă împerecheată; jucători fără partidă: { $absent }
        [few] { $count } partide împerecheate; jucători fără partidă: { $absent }
       *[other] { $count } de partide împerecheate; jucători fără partidă: { $absent }
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
whatif_rules = Regulament { $rules }; ordinea criteriilor de departajare { $order }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form).
whatif_exact =
    { $count ->
        [one] Exact: { $count } combinație a celorlalte rezultate, fiecare clasată
        [few] Exact: { $count } combinații ale celorlalte rezultate, fiecare clasată
       *[other] Exact: { $count } de combinații ale celorlalte rezultate, fiecare clasată
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form).
whatif_bounded =
    { $count ->
        [one] Căutare limitată: 3^{ $count } combinație a celorlalte rezultate este prea mult; limitele doar după puncte sunt dovedite, restul sunt estimări din variantele găsite
        [few] Căutare limitată: 3^{ $count } combinații ale celorlalte rezultate sunt prea multe; limitele doar după puncte sunt dovedite, restul sunt estimări din variantele găsite
       *[other] Căutare limitată: 3^{ $count } de combinații ale celorlalte rezultate sunt prea multe; limitele doar după puncte sunt dovedite, restul sunt estimări din variantele găsite
    }

# tiebreak whatif: what a player needs in the rounds left.
whatif_result_win = O victorie

# A drawn game (neither side won), at the start of a sentence.
whatif_result_draw = O remiză

# tiebreak whatif: what a player needs in the rounds left.
whatif_result_loss = O înfrângere

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $points (a number of points), $range, $result.
# same-as-english
whatif_outlook = { $result } ({ $points }): { $range }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $best, $worst.
whatif_range = locul { $best } până la { $worst }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings).
whatif_range_one = locul { $rank }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings), $reason, $status, $when.
whatif_best = cel mai bun loc { $rank } ({ $status }) { $when }: { $reason }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings), $reason, $status, $when.
whatif_worst = cel mai slab loc { $rank } ({ $status }) { $when }: { $reason }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $proven, $seconds (a number of seconds).
whatif_stopped = Căutarea s-a oprit după { $seconds } s: { $proven } din cele 6 capete ale intervalelor sunt dovedite (marcate dovedit), celelalte sunt estimări din scenariile găsite

# tiebreak whatif: what a player needs in the rounds left.
whatif_proven = dovedit

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $bound.
whatif_estimate_best = estimare; doar după puncte nu mai bun decât { $bound }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $bound.
whatif_estimate_worst = estimare; doar după puncte nu mai slab decât { $bound }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $conditions, $share.
whatif_when = doar dacă { $conditions } ({ $share })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form), $of.
whatif_share =
    { $count ->
        [one] în { $count } din { $of } combinații
        [few] în { $count } din { $of } combinații
       *[other] în { $count } din { $of } de combinații
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $conditions.
whatif_example = de exemplu dacă { $conditions }

# tiebreak whatif: what a player needs in the rounds left.
whatif_any = oricare ar fi celelalte rezultate

# tiebreak whatif: what a player needs in the rounds left.
whatif_found = în varianta găsită

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $black, $board (a board number of a team match), $results, $white.
whatif_condition = masa { $board } ({ $white }–{ $black }) se termină { $results }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $points (a number of points).
whatif_by-points = decid punctele ({ $points })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_unknown = împerecheri, masa { $board }: nu există jucătorul { $id }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_twice = împerecheri, masa { $board }: jucătorul { $id } este împerecheat de două ori

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_self = împerecheri, masa { $board }: jucătorul { $id } este împerecheat cu el însuși

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id.
whatif_error_unpaired = jucătorul { $id } nu are nicio partidă în împerecherile date

# tiebreak whatif: what a player needs in the rounds left.
whatif_error_no-pairings = Vă rugăm să dați împerecherile rundei următoare: --pairings 12-7,3-5 sau --pairings-file PAIRS.csv

# tiebreak whatif: what a player needs in the rounds left.
whatif_error_both-pairings = Vă rugăm să dați împerecherile o singură dată: --pairings sau --pairings-file, nu ambele

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $text, $where.
whatif_error_pairing = { $where }: se aștepta o pereche de numere de start alb-negru, de ex. 12-7, s-a găsit { $text }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $index.
whatif_where_option = --pairings, perechea { $index }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $line (a line number), $path (a file's path).
whatif_where_file = { $path }, linia { $line }

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_command = unde poate termina un jucător după runda următoare, la victorie, remiză sau înfrângere

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_player = jucătorul: numărul de start sau numele

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_pairings = împerecherile rundei următoare, numere de start alb-negru separate prin virgulă (12-7,3-5); un jucător nelistat nu are partidă

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_pairings-file = împerecherile într-un fișier: câte o pereche de numere de start alb,negru (sau alb-negru) pe linie

## Whatif

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_round = runda despre care întrebați (implicit: runda în desfășurare, cu partidele în așteptare ca împerecheri, altfel runda următoare); o rundă anterioară așa cum era înaintea ei

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form), $round (a round number of the tournament).
whatif_finished =
    { $count ->
        [one] { $count } partidă din runda { $round } este deja decisă și contează așa cum e înregistrată
        [few] { $count } partide din runda { $round } sunt deja decise și contează așa cum sunt înregistrate
       *[other] { $count } de partide din runda { $round } sunt deja decise și contează așa cum sunt înregistrate
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $next.
whatif_error_nothing-pending = nicio partidă nu este în așteptare (nicio rundă în desfășurare): dați împerecherile rundei { $next }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $how.
whatif_error_no-round = nicio partidă nu este în așteptare (nicio rundă în desfășurare); { $how }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $round (a round number of the tournament).
whatif_error_in-progress = runda { $round } este în desfășurare: împerecherile sunt partidele ei în așteptare; nu dați împerecheri

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $round (a round number of the tournament), $rounds (round numbers).
whatif_error_beyond = turneul are { $rounds } runde, toate jucate: împerecherile rundei { $round } nu fac parte din el

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $next, $round (a round number of the tournament).
whatif_error_pairings-round = împerecherile date sunt ale rundei { $next }, următoarea, nu ale rundei { $round }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $last, $round (a round number of the tournament).
whatif_error_round = nu există runda { $round } despre care să întrebați: turneul are rundele 1–{ $last } și runda următoare cu împerecherile ei

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $pending, $round (a round number of the tournament).
whatif_error_after-pending = runda { $round } vine după runda { $pending }, care este încă în desfășurare

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id, $name (a name (a player, team or tournament)), $outcome (an outcome such as win or
# forfeit win (another message)), $round (a round number of the tournament).
whatif_error_no-game-outcome = { $name } ({ $id }) nu are nicio partidă de decis în runda { $round } (înregistrat: { $outcome })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id, $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
whatif_error_no-game = { $name } ({ $id }) nu mai are nicio partidă de jucat în runda { $round }: rezultatul este deja înregistrat

# tiebreak whatif on a team event: the head line naming the team and its match (of several
# boards) in the round asked about.
# Variables: $id, $name (the team), $round (a round number).
whatif_team-title = Ce-ar fi dacă: { $name } ({ $id }), meciul din runda { $round }

# tiebreak whatif on a team event: how many boards of the round are still being played.
# Variables: $absent (players without a game), $count (boards pending), $round (a round number).
whatif_team-games = Mese din runda { $round } încă nefinalizate: { $count }; jucători fără partidă: { $absent }

# tiebreak whatif on a team event: every result of the pending boards (the team's own among
# them) was ranked.
# Variables: $count (the number of combinations).
whatif_team-exact = Exact: fiecare combinație a rezultatelor nefinalizate clasată ({ $count })

# tiebreak whatif on a team event: the pending boards have too many results to rank them all;
# a team's rank has no bound by match points alone (game points decide too).
# Variables: $count (the exponent: boards pending).
whatif_team-bounded = Căutare limitată: prea multe combinații ale rezultatelor nefinalizate pentru a le clasa pe toate (3^{ $count }); locurile sunt estimări din variantele găsite

# tiebreak whatif: an end of a range found by a stopped search, with no bound by points
# alone (a team's match).
whatif_estimate = estimare
