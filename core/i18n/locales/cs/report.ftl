### Čeština (cs): the published standings page (tiebreak report, HTML).
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The published standings page (HTML).
report_help_command = stránka s pořadím, která se sama vysvětluje, jako jeden soubor HTML

# The published standings page (HTML).
report_help_players = čí karty stránka obsahuje: all (výchozí), tied (kdo má stejně bodů jako soused: vysvětlené shody), none (jen pořadí) nebo startovní čísla, například 3,7,12

# The published standings page (HTML).
report_help_site = stránka jako malý web ve složce DIR: rozcestník, tabulka, los a grafy a stránka pro každého hráče

# The published standings page (HTML).
report_error_site-and-output = --site zapisuje složku stránek: vynechte -o

# The published standings page (HTML).
# Variables: $path (a file's path), $reason.
report_error_site = web nelze zapsat do { $path }: { $reason }

# The published standings page (HTML).
report_error_needs-jinja2 = stránka potřebuje Jinja2: pip install 'tiebreak[report]'

# The published standings page (HTML).
# Variables: $given.
report_error_players = --players přijímá all, tied, none nebo startovní čísla, například 3,7,12, ne { $given }

# The published standings page (HTML).
# Variables: $numbers.
report_error_unknown-players = --players: žádný účastník nemá číslo { $numbers }

# The published standings page (HTML).
# Variables: $size (a size (a number)).
report_note_large = poznámka: stránka má { $size } MB; --players none nebo --players N,M,... ji zmenší

# The published standings page (HTML).
# Variables: $folder, $path (a file's path).
report_error_no-folder = nelze zapsat { $path }: složka { $folder } neexistuje

# The published standings page (HTML).
# Variables: $example, $path (a file's path).
report_error_is-folder = nelze zapsat { $path }: je to složka; zadejte název souboru, například { $example }

# The published standings page (HTML).
# Variables: $path (a file's path), $size (a size (a number)).
report_error_disk-full = nelze zapsat { $path }: disk je plný (stránka má { $size } MB)

# The published standings page (HTML).
# Variables: $path (a file's path).
report_error_no-permission = nelze zapsat { $path }: chybí oprávnění k zápisu

# The published standings page (HTML).
# Variables: $path (a file's path), $reason.
report_error_write = nelze zapsat { $path }: { $reason }

# The published standings page (HTML).
# Variables: $cards, $limit (a limit (a number)), $players, $rounds (round numbers), $size (a size
# (a number)).
report_error_too-large = stránka by měla asi { $size } MB ({ $players } účastníků, { $rounds } kol, { $cards } karet), víc než { $limit } MB, které stránka smí mít; --players none nebo --players N,M,... jí dá méně karet

# The published standings page (HTML).
# Variables: $chars, $limit (a limit (a number)), $players, $rounds (round numbers), $size (a size
# (a number)).
report_error_too-large-bare = stránka by měla asi { $size } MB i bez karet ({ $players } účastníků, { $rounds } kol, jména v průměru o { $chars } znacích), víc než { $limit } MB, které stránka smí mít

# The published standings page (HTML).
# Variables: $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
# same-as-english
report_rules = { $rules } ({ $how })

# The published standings page (HTML).
# Variables: $how, $primary, $rules (a rule set's name such as fide-2026 (kept as it is)).
report_rules-team = { $rules } ({ $how }); družstva seřazena podle { $primary }

# The published standings page (HTML).
# Variables: $round (a round number of the tournament), $rounds (round numbers).
report_rounds = Po { $round }. kole z { $rounds }

# The published standings page (HTML).
# Variables: $round (a round number of the tournament), $rounds (round numbers).
report_rounds-before = Před { $round }. kolem z { $rounds }

# The published standings page (HTML).
# Variables: $after, $round (a round number of the tournament), $rounds (round numbers).
report_rounds-live = Po { $after }. kole z { $rounds }, s dohranými partiemi { $round }. kola: předběžné

# The published standings page (HTML).
# Variables: $version.
report_generator = Vytvořil tiebreak { $version }

# A "round" of the tournament, not rounding a number.
# Variables: $round (a round number of the tournament).
report_round = { $round }. kolo

# The published standings page (HTML).
# Variables: $round (a round number of the tournament).
report_round-pending = { $round }. kolo (probíhá)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form), $first, $last, $score (a score (points)),
# $shown.
report_group = { $score }: místa { $first }–{ $last } (zobrazeno { $shown } z { $count })

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_chart_top = Místo po každém kole: místa 1–{ $count }

# The white pieces (the player who moves first), not the colour in general.
report_white = bílé

# The black pieces (the player who moves second), not the colour in general.
report_black = černé

# One letter for White (the player had the white pieces).
report_colour_w = b

# One letter for Black (the player had the black pieces).
report_colour_b = č

## The legend: one sentence per tie-break (either scope)

# What a tie-break means, explained on the published page.
report_about_BH = Součet bodů soupeřů.

# What a tie-break means, explained on the published page.
report_about_FB = Buchholz, v němž se každá partie posledního kola počítá jako remíza.

# What a tie-break means, explained on the published page.
report_about_AOB = Průměr Buchholzů soupeřů.

# What a tie-break means, explained on the published page.
report_about_SB = Body soupeřů: celé za každou výhru, polovina za každou remízu.

# What a tie-break means, explained on the published page.
report_about_KS = Body získané proti soupeřům, kteří skončili alespoň s polovinou možných bodů.

# What a tie-break means, explained on the published page.
report_about_PS = Součet průběžných bodů po každém kole.

# What a tie-break means, explained on the published page.
report_about_DE = Výsledky partií mezi těmi, kdo jsou stále na stejných bodech.

# What a tie-break means, explained on the published page.
report_about_WIN = Počet vyhraných kol, včetně kontumačních výher a volných losů za celý bod.

# What a tie-break means, explained on the published page.
report_about_WON = Počet výher v partiích odehraných u šachovnice.

# What a tie-break means, explained on the published page.
report_about_BPG = Počet partií odehraných černými.

# What a tie-break means, explained on the published page.
report_about_BWG = Počet výher černými.

# What a tie-break means, explained on the published page.
report_about_REP = Počet kol, která se hráč rozhodl hrát.

# What a tie-break means, explained on the published page.
report_about_STD = Body počítané 1 za výhru, ½ za remízu a 0 za prohru, ať turnaj uděluje cokoli.

# What a tie-break means, explained on the published page.
report_about_TPN = Startovní číslo: nižší je výše.

# What a tie-break means, explained on the published page.
report_about_ARO = Průměrný rating soupeřů.

# What a tie-break means, explained on the published page.
report_about_TPR = Turnajový výkon (performance).

# What a tie-break means, explained on the published page.
report_about_PTP = Nejnižší rating, při němž by byl dosažený počet bodů očekávaný.

# What a tie-break means, explained on the published page.
report_about_APRO = Průměr turnajových výkonů soupeřů.

# What a tie-break means, explained on the published page.
report_about_APPO = Průměr dokonalých výkonů soupeřů.

# What a tie-break means, explained on the published page.
report_about_RTNG = Vlastní rating.

# What a tie-break means, explained on the published page.
report_about_MM = Buchholz bez nejvyššího a nejnižšího skóre soupeřů; s kladným skóre se vynechá jen nejnižší, se záporným jen nejvyšší.

# What a tie-break means, explained on the published page.
report_about_SOLKOFF = Součet bodů soupeřů podle pravidel US Chess.

# What a tie-break means, explained on the published page.
report_about_CUM = Součet průběžných bodů po každém kole podle pravidel US Chess.

# What a tie-break means, explained on the published page.
report_about_COO = Součet kumulativních hodnocení soupeřů.

# What a tie-break means, explained on the published page.
report_about_KASHDAN = 4 za výhru, 2 za remízu, 1 za prohru a 0 za neodehrané kolo.

# What a tie-break means, explained on the published page.
report_about_SBH = Součet Buchholzů soupeřů.

# What a tie-break means, explained on the published page.
report_about_RBH = Vlastní body krát Buchholz (původní Buchholzův způsob).

# What a tie-break means, explained on the published page.
report_about_RANKRES = Výsledky proti ostatním na stejných bodech v pořadí jejich umístění.

# What a tie-break means, explained on the published page.
report_about_MANUAL = Rozhodnutí rozhodčího, jak bylo zapsáno.

# What a tie-break means, explained on the published page.
report_about_LOTS = Los, se zapsaným semínkem.

# What a tie-break means, explained on the published page.
report_about_MPVGP = Vedlejší skóre: partiové body, když se družstva řadí podle zápasových bodů, zápasové body, když podle partiových.

# What a tie-break means, explained on the published page.
report_about_EMMSB = Rozšířený Sonneborn-Berger: skóre každého soupeřova družstva krát vlastní skóre v tom zápase.

# What a tie-break means, explained on the published page.
report_about_EMGSB = Rozšířený Sonneborn-Berger: skóre každého soupeřova družstva krát vlastní skóre v tom zápase.

# What a tie-break means, explained on the published page.
report_about_EGMSB = Rozšířený Sonneborn-Berger: skóre každého soupeřova družstva krát vlastní skóre v tom zápase.

# What a tie-break means, explained on the published page.
report_about_EGGSB = Rozšířený Sonneborn-Berger: skóre každého soupeřova družstva krát vlastní skóre v tom zápase.

# What a tie-break means, explained on the published page.
report_about_SSSC = Vedlejší skóre plus Buchholz na hlavním skóre dělený koeficientem.

# What a tie-break means, explained on the published page.
report_about_BC = Součet přes šachovnice: číslo šachovnice krát partiové body na ní; nižší je výše.

# What a tie-break means, explained on the published page.
report_about_TBR = Partiové body na 1. šachovnici, pak na 2. šachovnici a tak dále.

# What a tie-break means, explained on the published page.
report_about_BBE = Partiové body bez poslední šachovnice, pak bez dvou posledních a tak dále.

# What a tie-break means, explained on the published page.
report_about_EDE = Vzájemný zápas na hlavním skóre, pak na vedlejším, mezi družstvy stále na stejných bodech.

# What a tie-break means, explained on the published page.
report_about_EDET = Rozšířený vzájemný zápas, pak u dvou družstev stále na stejných bodech šachovnice jejich zápasů.

# What a tie-break means, explained on the published page.
report_about_EDEB = Rozšířený vzájemný zápas, pak u dvou družstev stále na stejných bodech šachovnice jejich zápasů.

# What a tie-break means, explained on the published page.
report_about_EDEBT = Rozšířený vzájemný zápas, pak u dvou družstev stále na stejných bodech šachovnice jejich zápasů.

# What a tie-break means, explained on the published page.
report_about_EDEBB = Rozšířený vzájemný zápas, pak u dvou družstev stále na stejných bodech šachovnice jejich zápasů.

# What a tie-break means, explained on the published page.
report_about_LPR = Výkon (performance) podle lichess ze všech nalosovaných partií.

## The legend: what a modifier of the code removes or changes (C.07 14)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_cut =
    { $count ->
        [one] Cut-{ $count }: nejnižší ze sčítaných hodnot se vyhodí.
        [few] Cut-{ $count }: { $count } nejnižší ze sčítaných hodnot se vyhodí.
        [many] Cut-{ $count }: { $count } nejnižších ze sčítaných hodnot se vyhodí.
       *[other] Cut-{ $count }: { $count } nejnižších ze sčítaných hodnot se vyhodí.
    }

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_cut-average = Cut-{ $count }: soupeř s nejnižším ratingem se do průměru nepočítá.

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_median =
    { $count ->
        [one] Median-{ $count }: nejvyšší a nejnižší ze sčítaných hodnot se vyhodí.
        [few] Median-{ $count }: { $count } nejvyšší a { $count } nejnižší ze sčítaných hodnot se vyhodí.
        [many] Median-{ $count }: { $count } nejvyšších a { $count } nejnižších ze sčítaných hodnot se vyhodí.
       *[other] Median-{ $count }: { $count } nejvyšších a { $count } nejnižších ze sčítaných hodnot se vyhodí.
    }

# The published standings page (HTML).
# Variables: $limit (a limit (a number)).
report_modifier_limit = Limit { $limit }: hranice se posune o { $limit } kroků po bodech za remízu.

# The published standings page (HTML).
# Variables: $factor.
report_modifier_factor = K{ $factor }: Buchholz se dělí číslem { $factor } místo koeficientu daného velikostí turnaje.

# The published standings page (HTML).
report_modifier_on_mp = Počítá se na zápasové body.

# The published standings page (HTML).
report_modifier_on_gp = Počítá se na partiové body.

# A label on the published standings page.
report_label_no-ties-chosen = Nikdo z uvedených na této stránce není na stejném počtu bodů jako jeho soused.

# A label on the published standings page.
report_label_chart-key = Čáry, očíslované na pravém konci

# A label on the published standings page.
report_label_index = Pořadí a vysvětlení

# A label on the published standings page.
report_label_card-of = Karta

## The legend: how unplayed rounds count under each rule set (rules.md 4)

# The published standings page (HTML).
report_unplayed_fide-2026 = vlastní neodehrané kolo se počítá jako partie s fiktivním soupeřem s vlastním počtem bodů, omezeným body plánovaného soupeře nebo remízou v každém kole; soupeři počítají volný los za půl bodu v závěru, nenalosované kolo a kola po odstoupení jako remízu; ořez vyhodí nejdřív dobrovolně neodehraná kola.

# The published standings page (HTML).
report_unplayed_fide-2024 = vlastní neodehrané kolo se počítá jako partie s fiktivním soupeřem s vlastním počtem bodů; soupeři počítají volný los za půl bodu v závěru, nenalosované kolo a kola po odstoupení jako remízu; ořez vyhodí nejdřív dobrovolně neodehraná kola.

# The published standings page (HTML).
report_unplayed_fide-2009 = vlastní neodehrané kolo se počítá jako partie s virtuálním soupeřem, který do něj vstupuje s vlastním počtem bodů, dosáhne opačného výsledku a všechna další kola remizuje; soupeři počítají každé neodehrané kolo jako remízu.

# The published standings page (HTML).
report_unplayed_uscf = vlastní neodehrané kolo přidá 0; soupeři počítají každé neodehrané kolo jako remízu.

# The published standings page (HTML).
report_unplayed_cas = kolo bez skutečného soupeře přidá polovinu nejvyššího možného počtu bodů; soupeři počítají takové kolo jako remízu.

# The published standings page (HTML).
report_unplayed_naive = kolo bez soupeře nepřidá nic; kontumace počítá zapsané body plánovaného soupeře.

# The published standings page (HTML).
report_unplayed_played-only = počítají se jen partie odehrané u šachovnice.

# The published standings page (HTML).
report_unplayed_lichess = jak je počítá lichess: volný los s virtuálním soupeřem, kontumace s plánovaným soupeřem.

# The published standings page (HTML).
report_unplayed_own = body, které kolo dalo, jak byly zapsány: pravidla je nemění.

# The published standings page (HTML).
report_unplayed_group = počítají se jen partie mezi těmi, kdo jsou stále na stejných bodech.

# A label on the published standings page.
report_label_standings = Pořadí

# A label on the published standings page.
report_label_legend = Pomocná hodnocení vysvětlena

# A label on the published standings page.
report_label_ties = Shody bodů vysvětleny

# A label on the published standings page.
report_label_no-ties = Žádní dva sousedé nejsou na stejném počtu bodů.

# A label on the published standings page.
report_label_crosstable = Křížová tabulka

# A label on the published standings page.
report_label_crosstable-key = 12b1: proti účastníkovi na 12. místě této tabulky, bílými, výhra (½ remíza, 0 prohra); + a − kontumační výhra nebo prohra; –1, –½, –0 kolo bez soupeře a body, které dalo.

# A label on the published standings page.
report_label_team-crosstable-key = 3: 2½: proti družstvu na 3. místě této tabulky, 2½ partiových bodů; –2 kolo bez soupeře a jeho partiové body.

# A label on the published standings page.
report_label_pairings = Los a výsledky

# A label on the published standings page.
report_label_charts = Grafy

# A label on the published standings page.
report_label_cards = Karty hráčů

# A label on the published standings page.
report_label_team-cards = Karty družstev

# A label on the published standings page.
report_label_contents = Obsah

# A label on the published standings page.
report_label_rank = Místo

# A column header: the starting number (pairing number), not the word no.
report_label_no = Č.

# A column header: the player's chess title (GM, IM, FM), not the title of a page.
report_label_title = Titul

# A label on the published standings page.
report_label_name = Jméno

# A label on the published standings page.
report_label_team = Družstvo

# A label on the published standings page.
report_label_rating = Elo

# A label on the published standings page.
report_label_federation = Federace

# A label on the published standings page.
report_label_club = Klub

# A label on the published standings page.
report_label_note = Poznámka

# A column header: the "round" of the tournament.
report_label_round = Kolo

# A column header: the board number of a team match (a chessboard), not a committee.
report_label_board = Šachovnice

# A column header: the player with the white pieces.
report_label_white = Bílý

# A column header: the player with the black pieces.
report_label_black = Černý

# A label on the published standings page.
report_label_home = Družstvo

# A label on the published standings page.
report_label_away = Soupeř

# A label on the published standings page.
report_label_result = Výsledek

# A label on the published standings page.
report_label_opponent = Soupeř

# A label on the published standings page.
report_label_colour = Barva

# A column header: the player's running score after each round.
report_label_running = Body

# A label on the published standings page.
report_label_rank-after = Místo po kole

# A column header: what the round was for the player (a game, a bye) - "Round" in English.
report_label_kind = Kolo

# A column header: what an opponent or round contributes before the rule counts it.
report_label_raw = Příspěvek

# A label on the published standings page.
report_label_value = Započteno

# Said of a value dropped by a modifier such as Cut-1.
report_label_cut = ořez

# A label on the published standings page.
report_label_detail = Podrobnosti

# A label on the published standings page.
report_label_rule = Pravidlo

# A label on the published standings page.
report_label_warnings = Varování

# A label on the published standings page.
report_label_rules = Pravidla

# A label on the published standings page.
report_label_order = Pořadí pomocných hodnocení

# A label on the published standings page.
report_label_unplayed = Neodehraná kola

# A label on the published standings page.
report_label_article = Článek

# A label on the published standings page.
report_label_as-table = Tatáž čísla jako tabulka

# A label on the published standings page.
report_label_bars-key = Jeden úsek za kolo, široký podle toho, co přidá; šrafovaný: ořez; obrysový: neodehrané kolo (fiktivní nebo virtuální soupeř).

# A label on the published standings page.
report_label_ranks-key = Místa po dřívějších kolech dělí všichni se stejným počtem bodů; po posledním kole je to místo v pořadí.

# A label on the published standings page.
report_label_to-standings = Zpět na pořadí
