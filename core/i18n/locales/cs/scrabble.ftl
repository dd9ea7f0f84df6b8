### Čeština (cs): Scrabble tournaments: tie-breaks (spread), explanations, what-if.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The name of a Scrabble tie-break, shown in headers.
# tie-break names (rules.md 13.7)
scrabble_tb_SPREAD = Rozdíl skóre

# The name of a Scrabble tie-break, shown in headers.
scrabble_tb_SCORE = Součet vlastního skóre

# The name of a Scrabble tie-break, shown in headers.
# same-as-english
scrabble_tb_TURCAS = TurČAS

# The name of a Scrabble tie-break, shown in headers.
scrabble_tb_BRIGHTWELL = Brightwell

# Scrabble tournaments (games won, spread: the points margin).
# citations (rules.md 13.10: the item's rule)
scrabble_cite_game-score = skóre partie

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_bye-score = bye_score

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_forfeit-score = forfeit_score

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_spread-cap = spread_cap

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_turcas = ČAS TurČAS

# Scrabble tournaments (games won, spread: the points margin).
scrabble_cite_brightwell = Brightwell (odvozeno)

# Scrabble tournaments (games won, spread: the points margin).
# explanation items (rules.md 13.10)
# Variables: $diff, $score (a score (points)).
scrabble_item_game = partie { $score }, rozdíl { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $diff, $score (a score (points)).
scrabble_item_bye = bye_score { $score }, rozdíl { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $diff, $kind, $score (a score (points)).
scrabble_item_forfeit = forfeit_score { $score } ({ $kind }), rozdíl { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_game_own = partie { $score }, vlastní skóre { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_bye_own = bye_score { $score }, vlastní skóre { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_forfeit_own = forfeit_score { $score }, vlastní skóre { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $cap, $capped.
scrabble_item_capped = omezeno na { $capped } (spread_cap { $cap })

# Scrabble tournaments (games won, spread: the points margin).
# The plain-language sentence for a player (no article numbers).
scrabble_item_capped_plain = Strop rozdílu omezuje, kolik jedna partie započítá.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $kind.
scrabble_item_nothing = { $kind }: nepřidává nic

# Scrabble tournaments (games won, spread: the points margin).
# The plain-language sentence for a player (no article numbers).
scrabble_item_nothing_plain = Toto kolo nepřidává nic k součtům skóre.

# Scrabble: the player moved first in the game.
scrabble_item_started = začínal

# Scrabble: the player moved second in the game.
scrabble_item_second = nezačínal

# Scrabble tournaments (games won, spread: the points margin).
# summaries
# Variables: $against, $score (a score (points)), $spread.
scrabble_summary_spread = rozdíl skóre { $spread } (započtené rozdíly); skóre { $score }:{ $against }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $against, $score (a score (points)).
scrabble_summary_score = součet vlastního skóre { $score } (soupeři { $against })

# Scrabble tournaments (games won, spread: the points margin).
scrabble_summary_no-scores = turnaj nemá skóre partií: bez hodnoty

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $b, $bh, $c, $d, $k, $score (a score (points)), $sources, $spread, $t1, $t2, $t3,
# $t4, $value (a tie-break value (a number)), $zac.
# same-as-english
scrabble_summary_turcas = TURCAS = { $a } / { $k } × { $bh } + { $b } × { $score } + { $c } × { $spread } + { $d } × { $zac } = { $t1 } { $t2 } { $t3 } { $t4 } = { $value } ({ $sources })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $bh, $k, $score (a score (points)), $sources, $t1, $t2, $value (a tie-break value
# (a number)).
# same-as-english
scrabble_summary_brightwell = BRIGHTWELL = { $score } + { $a } / { $k } × { $bh } = { $t1 } { $t2 } = { $value } ({ $sources })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
# same-as-english
scrabble_paren = (−{ $x })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
# same-as-english
scrabble_plus = + { $x }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
# same-as-english
scrabble_minus = − { $x }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $games, $mean, $total.
scrabble_origin_mean = průměrný součet skóre partie z { $games } partií ({ $total } / { $games } = { $mean })

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_turcas-bare = A: průměrné skóre partie; B, D: výchozí, hodnoty ČAS neznámé; C: ČAS 2002

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_turcas-given = koeficienty podle kódu; hodnoty B a D ČAS nejsou známy

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_brightwell-bare = K: průměrné skóre partie; vzorec Brightwella odvozen

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_brightwell-given = K podle kódu; vzorec Brightwella odvozen

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_term_BH = Buchholz

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_SCORE = součet vlastního skóre (AbsSkore)

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_SPREAD = rozdíl skóre (RelSkore)

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_ZAC = začínání: partie nezačínal minus začínal (Zacinani)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $coefficients, $k.
scrabble_coefficients = koeficienty { $coefficients }, k = { $k }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)), $value (a tie-break value (a number)).
# same-as-english
scrabble_coefficient = { $name } = { $value }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)), $origin, $value (a tie-break value (a
# number)).
# same-as-english
scrabble_coefficient-from = { $name } = { $value }, { $origin }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $factor, $quantity, $term, $value (a tie-break value (a number)).
# same-as-english
scrabble_term = { $term }: { $quantity } × { $factor } = { $value }

# Scrabble tournaments (games won, spread: the points margin).
# warning (rules.md 13.9)
# Variables: $codes.
scrabble_warning_game-scores-missing = turnaj nemá v započtených kolech skóre partií: { $codes } vynecháno z pořadí

# Scrabble tournaments (games won, spread: the points margin).
# input errors (rules.md 13.9, formats.md 7.1)
# Variables: $found.
scrabble_input_score-malformed = chybné skóre partie { $found }: očekáváno vlastní:soupeř, dvě celá čísla, např. 412:380

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $score (a score (points)), $token.
scrabble_input_score-not-game = skóre { $score } u { $token }, což není odehraná partie: volné losy a kontumace berou bye_score / forfeit_score, nechte je prázdné

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $token.
scrabble_input_score-missing = partie { $token } nemá skóre, ačkoli jiné partie ho mají: každá odehraná partie potřebuje své skóre

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $score (a score (points)), $token.
scrabble_input_result-vs-score = výsledek { $token } neodpovídá skóre { $score }: výhra potřebuje vyšší skóre, remíza stejné, prohra nižší (jinak rozhodnutou partii zadejte jako kontumaci)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $at, $other, $place, $score (a score (points)).
scrabble_input_sides-disagree = skóre { $score } neodpovídá zrcadlově skóre { $other } zapsanému u { $place } ({ $at })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $other, $place, $score (a score (points)).
scrabble_input_sides-disagree-no-cell = skóre { $score } neodpovídá zrcadlově skóre { $other } zapsanému u { $place }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found, $results.
scrabble_input_scores-list = scores musí být seznam stejně dlouhý jako results ({ $results } položek), nalezeno { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $field, $found.
scrabble_input_event-score = { $field } musí být vlastní:soupeř, dvě celá čísla, např. 50:0, nalezeno { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found.
scrabble_input_spread-cap = spread_cap musí být kladné celé číslo, nalezeno { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)).
scrabble_input_turcas-colour = { $code } s D ≠ 0 potřebuje vědět, kdo začínal každou partii, a tato partie nemá barvu (začínající hráč je bílý)

# Scrabble tournaments (games won, spread: the points margin).
# command line (formats.md 7.5)
# Variables: $found.
scrabble_cli_spread-cap = --spread-cap očekává kladné celé číslo nebo none, nalezeno { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found, $option.
scrabble_cli_game-score = { $option } očekává VLASTNÍ:SOUPEŘ, dvě celá čísla, např. 50:0, nalezeno { $found }

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_spread-cap = omezit rozdíl skóre každého kola na N (none: bez stropu); nahrazuje spread_cap turnaje

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_bye-score = skóre vlastní:soupeř za každý volný los (výchozí 0:0); nahrazuje bye_score turnaje

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_forfeit-score = skóre vlastní:soupeř za kontumační výhru (poražený zrcadlově); nahrazuje forfeit_score turnaje

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $quantity_above, $quantity_below, $term, $text, $value_above, $value_below.
scrabble_why_term = { $text } Rozhoduje člen { $term }: { $quantity_above } proti { $quantity_below } ({ $value_above } proti { $value_below }).

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $quantity_above, $quantity_below, $term, $text.
scrabble_why_term-one = { $text } Rozhoduje člen { $term }: { $quantity_above } proti { $quantity_below }.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $codes, $round (a round number of the tournament).
scrabble_whatif_no-score = Rozdíl skóre potřebuje skóre: výsledky { $round }. kola, na které se ptáte, nemají skóre partie, proto pořadí níže počítá { $codes } jen z předchozích kol; řádky pod každým výsledkem říkají, o kolik je třeba vyhrát nebo prohrát

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)).
scrabble_whatif_head = O kolik, podle { $code }, proti hráčům, kteří mohou skončit se stejným počtem bodů:

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)), $codes.
scrabble_whatif_head-level = O kolik, podle { $code }, proti hráčům, kteří mohou skončit se stejným počtem bodů a rovností v { $codes }:

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)).
scrabble_whatif_nobody = nikdo další nemůže skončit se stejným počtem bodů jako { $name }: rozdíl v partii nemění žádné pořadí

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $margin, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-from = výhra rozdílem { $margin } a více dá hráči { $name } místo před hráčem { $rival } (rozdíl skóre { $mine } proti { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-any = jakákoli výhra dá hráči { $name } místo před hráčem { $rival } (rozdíl skóre { $mine } proti { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-none = žádná výhra nedá hráči { $name } místo před hráčem { $rival } (rozdíl skóre { $mine } proti { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $margin, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-upto = prohra rozdílem nejvýše { $margin } udrží hráče { $name } před hráčem { $rival } (rozdíl skóre { $mine } proti { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-any = i prohra jakýmkoli rozdílem udrží hráče { $name } před hráčem { $rival } (rozdíl skóre { $mine } proti { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-none = žádná prohra neudrží hráče { $name } před hráčem { $rival } (rozdíl skóre { $mine } proti { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_draw-above = remíza udrží hráče { $name } před hráčem { $rival } v rozdílu skóre ({ $mine } proti { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_draw-below = po remíze zůstane { $rival } před hráčem { $name } v rozdílu skóre ({ $theirs } proti { $mine }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $mine, $name (a name (a player, team or tournament)), $rival.
scrabble_whatif_draw-level = po remíze mají { $name } a { $rival } stejný rozdíl skóre ({ $mine }): rozhoduje { $after }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $level.
scrabble_whatif_level = ; při rozdílu přesně { $level } mají stejný rozdíl skóre a rozhoduje { $after }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $level.
scrabble_whatif_level-cap = ; při rozdílu { $level } a více (strop rozdílu) mají stejný rozdíl skóre a rozhoduje { $after }

# Scrabble tournaments (games won, spread: the points margin).
scrabble_whatif_nothing-after = žádné další kritérium

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $board (a board number of a team match), $margin, $mine, $name (a name (a player, team
# or tournament)), $rival, $theirs.
scrabble_whatif_relative_win = { $rival } skončí se stejným počtem bodů výhrou na šachovnici { $board }: { $name } je před ním, když jeho rozdíl v kole minus rozdíl hráče { $rival } je { $margin } a více (rozdíl skóre { $mine } proti { $theirs })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $board (a board number of a team match), $margin, $mine, $name (a name (a player, team
# or tournament)), $rival, $theirs.
scrabble_whatif_relative_loss = { $rival } skončí se stejným počtem bodů prohrou na šachovnici { $board }: { $name } je před ním, když jeho rozdíl v kole minus rozdíl hráče { $rival } je { $margin } a více (rozdíl skóre { $mine } proti { $theirs })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $count (a number choosing the plural form).
scrabble_whatif_more = a další se stejným počtem bodů, vzdálenější v rozdílu skóre: { $count }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $cap.
scrabble_whatif_cap = nejvýše { $cap }

# Scrabble: the spread (points margin) has no upper limit.
scrabble_whatif_no-cap = bez stropu

# Scrabble tournaments (games won, spread: the points margin).
scrabble_whatif_mean = M (průměrný součet skóre partie, včetně partií tohoto kola)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_score = { $code } rozhoduje vlastní skóre hráče { $name } v { $round }. kole, ne rozdíl: každý bod, který { $name } získá, přidá 1, při výhře i prohře

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $b, $c, $cap, $code (a tie-break code such as BH (kept as it is)), $d, $k, $name (a
# name (a player, team or tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_turcas = { $code } závisí na vlastním skóre hráče { $name } i na rozdílu: { $round }. kolo přidá { $b } × vlastní skóre + { $c } × rozdíl ({ $cap }) + { $d } × (+1 nezačínal, −1 začínal) a člen Buchholz { $a } / { $k } × BH se mění s každým výsledkem kola

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $code (a tie-break code such as BH (kept as it is)), $k, $name (a name (a player,
# team or tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_brightwell = { $code } závisí na vlastním skóre hráče { $name }, ne na rozdílu: { $round }. kolo přidá 1 × vlastní skóre a člen Buchholz { $a } / { $k } × BH se mění s každým výsledkem kola

# Scrabble tournaments (games won, spread: the points margin).
# the published page (tiebreak report)
scrabble_report_game-score = Skóre

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_unplayed = volný los nebo bye za celý bod přidá skóre za volný los (0:0, není-li nastaveno), kontumace skóre za kontumaci (poražený zrcadlově; bez nastavení nic), ostatní kola nic; člen Buchholz v TurČAS a Brightwell je počítá podle pravidel.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_SPREAD = Rozdíl skóre: součet vlastního skóre minus skóre soupeře v každém kole, v každém kole nejvýše strop rozdílu, pokud ho turnaj má.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_SCORE = Součet vlastního skóre ze všech partií, bez stropu.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_TURCAS = TurČAS, kritérium ČAS: A / k × Buchholz + B × součet vlastního skóre + C × rozdíl skóre + D × (partie nezačínal − partie začínal); koeficienty uvádí každá karta.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_BRIGHTWELL = Brightwell: součet vlastního skóre + K / k × Buchholz (vzorec odvozený); K uvádí každá karta.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_crosstable-key = 412:380 za buňkou: skóre partie, vlastní skóre hráče v řádku první.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)).
scrabble_error_no-modifier = { $code }: { $base } nemá modifikátor (jako -C1 nebo -M1); pište { $base }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)).
scrabble_error_no-coefficients = { $code }: { $base } nemá koeficienty; pište { $base }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)), $example, $found, $names.
scrabble_error_coefficients = { $code }: { $base } má koeficienty { $names } (nebo žádné, výchozí), např. { $example }; počet zadaných: { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)), $example.
scrabble_error_coefficient-text = { $code }: koeficienty { $base } jsou desetinná čísla s tečkou, oddělená čárkami, např. { $example }
