### Čeština (cs): tiebreak whatif: what a player needs in the rounds left.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id, $name (a name (a player, team or
# tournament)), $round (a round number of the tournament).
whatif_title = Co kdyby: { $name } ({ $id }) na šachovnici { $board } v kole { $round }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $absent, $count (a number choosing the plural form).
whatif_games =
    { $count ->
        [one] { $count } nalosovaná partie; hráči bez partie: { $absent }
        [few] { $count } nalosované partie; hráči bez partie: { $absent }
        [many] { $count } nalosované partie; hráči bez partie: { $absent }
       *[other] { $count } nalosovaných partií; hráči bez partie: { $absent }
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
whatif_rules = Pravidla { $rules }; pořadí pomocných hodnocení { $order }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form).
whatif_exact =
    { $count ->
        [one] Přesně: { $count } kombinace ostatních výsledků, každá seřazena
        [few] Přesně: { $count } kombinace ostatních výsledků, každá seřazena
        [many] Přesně: { $count } kombinace ostatních výsledků, každá seřazena
       *[other] Přesně: { $count } kombinací ostatních výsledků, každá seřazena
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form).
whatif_bounded =
    { $count ->
        [one] Omezené hledání: 3^{ $count } kombinace ostatních výsledků je příliš mnoho; meze podle bodů jsou dokázané, ostatní jsou odhady z nalezených variant
        [few] Omezené hledání: 3^{ $count } kombinace ostatních výsledků jsou příliš mnoho; meze podle bodů jsou dokázané, ostatní jsou odhady z nalezených variant
        [many] Omezené hledání: 3^{ $count } kombinace ostatních výsledků je příliš mnoho; meze podle bodů jsou dokázané, ostatní jsou odhady z nalezených variant
       *[other] Omezené hledání: 3^{ $count } kombinací ostatních výsledků je příliš mnoho; meze podle bodů jsou dokázané, ostatní jsou odhady z nalezených variant
    }

# tiebreak whatif: what a player needs in the rounds left.
whatif_result_win = Výhra

# A drawn game (neither side won), at the start of a sentence.
whatif_result_draw = Remíza

# tiebreak whatif: what a player needs in the rounds left.
whatif_result_loss = Prohra

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $points (a number of points), $range, $result.
# same-as-english
whatif_outlook = { $result } ({ $points }): { $range }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $best, $worst.
whatif_range = { $best }. až { $worst }. místo

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings).
whatif_range_one = { $rank }. místo

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings), $reason, $status, $when.
whatif_best = nejlépe { $rank }. místo ({ $status }) { $when }: { $reason }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings), $reason, $status, $when.
whatif_worst = nejhůře { $rank }. místo ({ $status }) { $when }: { $reason }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $proven, $seconds (a number of seconds).
whatif_stopped = Hledání zastaveno po { $seconds } s: { $proven } ze 6 krajů rozpětí je dokázáno (označeno dokázáno), ostatní jsou odhady z nalezených scénářů

# tiebreak whatif: what a player needs in the rounds left.
whatif_proven = dokázáno

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $bound.
whatif_estimate_best = odhad; podle bodů ne lépe než { $bound }. místo

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $bound.
whatif_estimate_worst = odhad; podle bodů ne hůře než { $bound }. místo

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $conditions, $share.
whatif_when = jen pokud { $conditions } ({ $share })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form), $of.
whatif_share =
    { $count ->
        [one] v { $count } z { $of } kombinací
        [few] v { $count } z { $of } kombinací
        [many] v { $count } z { $of } kombinací
       *[other] v { $count } z { $of } kombinací
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $conditions.
whatif_example = například pokud { $conditions }

# tiebreak whatif: what a player needs in the rounds left.
whatif_any = při jakýchkoli ostatních výsledcích

# tiebreak whatif: what a player needs in the rounds left.
whatif_found = v nalezené variantě

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $black, $board (a board number of a team match), $results, $white.
whatif_condition = šachovnice { $board } ({ $white }–{ $black }) skončí { $results }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $points (a number of points).
whatif_by-points = rozhodují body ({ $points })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_unknown = los, šachovnice { $board }: hráč { $id } neexistuje

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_twice = los, šachovnice { $board }: hráč { $id } je nalosován dvakrát

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_self = los, šachovnice { $board }: hráč { $id } je nalosován sám proti sobě

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id.
whatif_error_unpaired = hráč { $id } nemá v zadaném losu žádnou partii

# tiebreak whatif: what a player needs in the rounds left.
whatif_error_no-pairings = zadejte los příštího kola: --pairings 12-7,3-5 nebo --pairings-file PAIRS.csv

# tiebreak whatif: what a player needs in the rounds left.
whatif_error_both-pairings = zadejte los jen jednou: --pairings, nebo --pairings-file

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $text, $where.
whatif_error_pairing = { $where }: očekávána dvojice startovních čísel bílý-černý, např. 12-7, nalezeno { $text }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $index.
whatif_where_option = --pairings, dvojice { $index }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $line (a line number), $path (a file's path).
whatif_where_file = { $path }, řádek { $line }

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_command = kde může hráč skončit po příštím kole při výhře, remíze nebo prohře

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_player = hráč: startovní číslo nebo jméno

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_pairings = los příštího kola, startovní čísla bílý-černý oddělená čárkou (12-7,3-5); hráč, který v něm není, nehraje

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_pairings-file = los v souboru: na každém řádku dvojice startovních čísel bílý,černý (nebo bílý-černý)

## Whatif

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_round = kolo, na které se ptáte (výchozí: probíhající kolo, jehož nedohrané partie jsou los, jinak příští kolo); dřívější kolo tak, jak stálo před ním

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form), $round (a round number of the tournament).
whatif_finished =
    { $count ->
        [one] { $count } partie kola { $round } je už rozhodnuta a počítá se, jak je zapsána
        [few] { $count } partie kola { $round } jsou už rozhodnuty a počítají se, jak jsou zapsány
        [many] { $count } partie kola { $round } je už rozhodnuto a počítá se, jak je zapsáno
       *[other] { $count } partií kola { $round } je už rozhodnuto a počítá se, jak jsou zapsány
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $next.
whatif_error_nothing-pending = žádná partie není nedohraná (žádné kolo neprobíhá): zadejte los kola { $next }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $how.
whatif_error_no-round = žádná partie není nedohraná (žádné kolo neprobíhá); { $how }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $round (a round number of the tournament).
whatif_error_in-progress = kolo { $round } probíhá: losem jsou jeho nedohrané partie; los nezadávejte

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $round (a round number of the tournament), $rounds (round numbers).
whatif_error_beyond = turnaj má { $rounds } kol a všechna jsou odehraná: los kola { $round } do něj nepatří

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $next, $round (a round number of the tournament).
whatif_error_pairings-round = zadaný los je losem kola { $next }, příštího, ne kola { $round }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $last, $round (a round number of the tournament).
whatif_error_round = na kolo { $round } se ptát nelze: turnaj má kola 1 až { $last } a příští kolo se zadaným losem

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $pending, $round (a round number of the tournament).
whatif_error_after-pending = kolo { $round } následuje po kole { $pending }, které ještě probíhá

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id, $name (a name (a player, team or tournament)), $outcome (an outcome such as win or
# forfeit win (another message)), $round (a round number of the tournament).
whatif_error_no-game-outcome = { $name } ({ $id }) nemá v { $round }. kole žádnou partii k rozhodnutí (zapsáno: { $outcome })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id, $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
whatif_error_no-game = { $name } ({ $id }) už v kole { $round } nemá co hrát: výsledek je zapsán

# tiebreak whatif on a team event: the head line naming the team and its match (of several
# boards) in the round asked about.
# Variables: $id, $name (the team), $round (a round number).
whatif_team-title = Co kdyby: { $name } ({ $id }), zápas v kole { $round }

# tiebreak whatif on a team event: how many boards of the round are still being played.
# Variables: $absent (players without a game), $count (boards pending), $round (a round number).
whatif_team-games = Nedohrané šachovnice kola { $round }: { $count }; hráči bez partie: { $absent }

# tiebreak whatif on a team event: every result of the pending boards (the team's own among
# them) was ranked.
# Variables: $count (the number of combinations).
whatif_team-exact = Přesně: seřazena každá kombinace nedohraných výsledků ({ $count })

# tiebreak whatif on a team event: the pending boards have too many results to rank them all;
# a team's rank has no bound by match points alone (game points decide too).
# Variables: $count (the exponent: boards pending).
whatif_team-bounded = Omezené hledání: kombinací nedohraných výsledků je příliš mnoho, aby se seřadily všechny (3^{ $count }); pořadí jsou odhady z nalezených variant

# tiebreak whatif: an end of a range found by a stopped search, with no bound by points
# alone (a team's match).
whatif_estimate = odhad
