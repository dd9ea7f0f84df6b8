### Română (ro): the published standings page (tiebreak report, HTML).
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The published standings page (HTML).
report_help_command = pagina clasamentului care se explică singură, ca un singur fișier HTML

# The published standings page (HTML).
report_help_players = ale cui fișe le conține pagina: all (implicit), tied (cei la egalitate de puncte cu un vecin: egalitățile explicate), none (doar clasamentul) sau numere de start, de exemplu 3,7,12

# The published standings page (HTML).
report_help_site = pagina ca un mic site în DIR: un index, tabelul, împerecherile și graficele și o pagină pentru fiecare jucător

# The published standings page (HTML).
report_error_site-and-output = --site scrie un dosar de pagini: renunțați la -o

# The published standings page (HTML).
# Variables: $path (a file's path), $reason.
report_error_site = site-ul nu poate fi scris în { $path }: { $reason }

# The published standings page (HTML).
report_error_needs-jinja2 = pagina are nevoie de Jinja2: pip install 'tiebreak[report]'

# The published standings page (HTML).
# Variables: $given.
report_error_players = --players primește all, tied, none sau numere de start, de exemplu 3,7,12, nu { $given }

# The published standings page (HTML).
# Variables: $numbers.
report_error_unknown-players = --players: niciun participant nu are numărul { $numbers }

# The published standings page (HTML).
# Variables: $size (a size (a number)).
report_note_large = notă: pagina are { $size } MB; --players none sau --players N,M,... o micșorează

# The published standings page (HTML).
# Variables: $folder, $path (a file's path).
report_error_no-folder = nu se poate scrie { $path }: dosarul { $folder } nu există

# The published standings page (HTML).
# Variables: $example, $path (a file's path).
report_error_is-folder = nu se poate scrie { $path }: este un dosar; dați un nume de fișier, de exemplu { $example }

# The published standings page (HTML).
# Variables: $path (a file's path), $size (a size (a number)).
report_error_disk-full = nu se poate scrie { $path }: discul este plin (pagina are { $size } MB)

# The published standings page (HTML).
# Variables: $path (a file's path).
report_error_no-permission = nu se poate scrie { $path }: nu există permisiunea de a scrie acolo

# The published standings page (HTML).
# Variables: $path (a file's path), $reason.
report_error_write = nu se poate scrie { $path }: { $reason }

# The published standings page (HTML).
# Variables: $cards, $limit (a limit (a number)), $players, $rounds (round numbers), $size (a size
# (a number)).
report_error_too-large = pagina ar avea circa { $size } MB ({ $players } participanți, { $rounds } runde, { $cards } fișe), mai mult decât cei { $limit } MB pe care îi poate avea o pagină; --players none sau --players N,M,... îi dă mai puține fișe

# The published standings page (HTML).
# Variables: $chars, $limit (a limit (a number)), $players, $rounds (round numbers), $size (a size
# (a number)).
report_error_too-large-bare = pagina ar avea circa { $size } MB chiar fără fișe ({ $players } participanți, { $rounds } runde, nume de { $chars } caractere în medie), mai mult decât cei { $limit } MB pe care îi poate avea o pagină

# The published standings page (HTML).
# Variables: $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
# same-as-english
report_rules = { $rules } ({ $how })

# The published standings page (HTML).
# Variables: $how, $primary, $rules (a rule set's name such as fide-2026 (kept as it is)).
report_rules-team = { $rules } ({ $how }); echipele sunt clasate după { $primary }

# The published standings page (HTML).
# Variables: $round (a round number of the tournament), $rounds (round numbers).
report_rounds = După runda { $round } din { $rounds }

# The published standings page (HTML).
# Variables: $round (a round number of the tournament), $rounds (round numbers).
report_rounds-before = Înainte de runda { $round } din { $rounds }

# The published standings page (HTML).
# Variables: $after, $round (a round number of the tournament), $rounds (round numbers).
report_rounds-live = După runda { $after } din { $rounds }, cu partidele terminate din runda { $round }: provizoriu

# The published standings page (HTML).
# Variables: $version.
report_generator = Realizat cu tiebreak { $version }

# A "round" of the tournament, not rounding a number.
# Variables: $round (a round number of the tournament).
report_round = Runda { $round }

# The published standings page (HTML).
# Variables: $round (a round number of the tournament).
report_round-pending = Runda { $round } (în desfășurare)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form), $first, $last, $score (a score (points)),
# $shown.
report_group = { $score }: locurile { $first }–{ $last } ({ $shown } din { $count } afișați)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_chart_top = Locul după fiecare rundă: locurile 1–{ $count }

# The white pieces (the player who moves first), not the colour in general.
report_white = albe

# The black pieces (the player who moves second), not the colour in general.
report_black = negre

# One letter for White (the player had the white pieces).
report_colour_w = a

# One letter for Black (the player had the black pieces).
report_colour_b = n

## The legend: one sentence per tie-break (either scope)

# What a tie-break means, explained on the published page.
report_about_BH = Suma punctelor adversarilor.

# What a tie-break means, explained on the published page.
report_about_FB = Buchholz cu fiecare partidă din ultima rundă socotită remiză.

# What a tie-break means, explained on the published page.
report_about_AOB = Media Buchholz a adversarilor.

# What a tie-break means, explained on the published page.
report_about_SB = Punctele adversarilor: întregi pentru fiecare victorie, pe jumătate pentru fiecare remiză.

# What a tie-break means, explained on the published page.
report_about_KS = Punctele obținute contra adversarilor care au terminat cu cel puțin jumătate din punctele posibile.

# What a tie-break means, explained on the published page.
report_about_PS = Suma punctajelor acumulate după fiecare rundă.

# What a tie-break means, explained on the published page.
report_about_DE = Rezultatele partidelor dintre cei încă la egalitate.

# What a tie-break means, explained on the published page.
report_about_WIN = Numărul de runde câștigate, inclusiv câștigurile prin forfait și rundele libere de un punct (bye).

# What a tie-break means, explained on the published page.
report_about_WON = Numărul de partide câștigate la tablă.

# What a tie-break means, explained on the published page.
report_about_BPG = Numărul de partide jucate cu negrele.

# What a tie-break means, explained on the published page.
report_about_BWG = Numărul de partide câștigate cu negrele.

# What a tie-break means, explained on the published page.
report_about_REP = Numărul de runde pe care jucătorul a ales să le joace.

# What a tie-break means, explained on the published page.
report_about_STD = Punctajul socotit 1 pentru victorie, ½ pentru remiză și 0 pentru înfrângere, orice ar acorda turneul.

# What a tie-break means, explained on the published page.
report_about_TPN = Numărul de start: cel mai mic este primul.

# What a tie-break means, explained on the published page.
report_about_ARO = Ratingul mediu al adversarilor.

# What a tie-break means, explained on the published page.
report_about_TPR = Ratingul de performanță din turneu.

# What a tie-break means, explained on the published page.
report_about_PTP = Cel mai mic rating la care punctajul ar fi cel așteptat.

# What a tie-break means, explained on the published page.
report_about_APRO = Media ratingurilor de performanță ale adversarilor.

# What a tie-break means, explained on the published page.
report_about_APPO = Media performanțelor perfecte ale adversarilor.

# What a tie-break means, explained on the published page.
report_about_RTNG = Propriul rating.

# What a tie-break means, explained on the published page.
report_about_MM = Buchholz fără cel mai mare și cel mai mic punctaj al adversarilor; cu un punctaj pozitiv se elimină doar cel mai mic, cu unul negativ doar cel mai mare.

# What a tie-break means, explained on the published page.
report_about_SOLKOFF = Suma punctelor adversarilor, după regulile US Chess.

# What a tie-break means, explained on the published page.
report_about_CUM = Suma punctajelor acumulate după fiecare rundă, după regulile US Chess.

# What a tie-break means, explained on the published page.
report_about_COO = Suma punctajelor acumulate ale adversarilor.

# What a tie-break means, explained on the published page.
report_about_KASHDAN = 4 pentru victorie, 2 pentru remiză, 1 pentru înfrângere și 0 pentru o rundă nejucată.

# What a tie-break means, explained on the published page.
report_about_SBH = Suma Buchholz a adversarilor.

# What a tie-break means, explained on the published page.
report_about_RBH = Propriul punctaj înmulțit cu Buchholz (metoda originală a lui Buchholz).

# What a tie-break means, explained on the published page.
report_about_RANKRES = Rezultatele contra celorlalți încă la egalitate, luați în ordinea clasamentului lor.

# What a tie-break means, explained on the published page.
report_about_MANUAL = Decizia arbitrului, așa cum a fost consemnată.

# What a tie-break means, explained on the published page.
report_about_LOTS = O tragere la sorți, cu sămânța consemnată.

# What a tie-break means, explained on the published page.
report_about_MPVGP = Scorul secundar: punctele de partidă când echipele sunt clasate după punctele de meci, și invers.

# What a tie-break means, explained on the published page.
report_about_EMMSB = Sonneborn-Berger extins: scorul fiecărei echipe adverse înmulțit cu propriul scor din acel meci.

# What a tie-break means, explained on the published page.
report_about_EMGSB = Sonneborn-Berger extins: scorul fiecărei echipe adverse înmulțit cu propriul scor din acel meci.

# What a tie-break means, explained on the published page.
report_about_EGMSB = Sonneborn-Berger extins: scorul fiecărei echipe adverse înmulțit cu propriul scor din acel meci.

# What a tie-break means, explained on the published page.
report_about_EGGSB = Sonneborn-Berger extins: scorul fiecărei echipe adverse înmulțit cu propriul scor din acel meci.

# What a tie-break means, explained on the published page.
report_about_SSSC = Scorul secundar plus Buchholz pe scorul principal împărțit la un factor.

# What a tie-break means, explained on the published page.
report_about_BC = Suma pe mese a numărului mesei înmulțit cu punctele de partidă de acolo: cea mai mică este prima.

# What a tie-break means, explained on the published page.
report_about_TBR = Punctele de partidă la masa 1, apoi la masa 2 și așa mai departe.

# What a tie-break means, explained on the published page.
report_about_BBE = Punctele de partidă fără ultima masă, apoi fără ultimele două și așa mai departe.

# What a tie-break means, explained on the published page.
report_about_EDE = Partida directă pe scorul principal, apoi pe cel secundar, între echipele încă la egalitate.

# What a tie-break means, explained on the published page.
report_about_EDET = Partida directă extinsă, apoi, pentru două echipe încă la egalitate, mesele meciurilor lor.

# What a tie-break means, explained on the published page.
report_about_EDEB = Partida directă extinsă, apoi, pentru două echipe încă la egalitate, mesele meciurilor lor.

# What a tie-break means, explained on the published page.
report_about_EDEBT = Partida directă extinsă, apoi, pentru două echipe încă la egalitate, mesele meciurilor lor.

# What a tie-break means, explained on the published page.
report_about_EDEBB = Partida directă extinsă, apoi, pentru două echipe încă la egalitate, mesele meciurilor lor.

# What a tie-break means, explained on the published page.
report_about_LPR = Ratingul de performanță al lichess pe toate împerecherile.

## The legend: what a modifier of the code removes or changes (C.07 14)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_cut =
    { $count ->
        [one] Trunchiat (-{ $count }): cea mai mică dintre valorile adunate este eliminată.
        [few] Trunchiat (-{ $count }): cele mai mici { $count } dintre valorile adunate sunt eliminate.
       *[other] Trunchiat (-{ $count }): cele mai mici { $count } dintre valorile adunate sunt eliminate.
    }

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_cut-average = Trunchiat (-{ $count }): adversarul cu cel mai mic rating nu intră în medie.

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_median =
    { $count ->
        [one] Median-{ $count }: cea mai mare și cea mai mică dintre valorile adunate sunt eliminate.
        [few] Median-{ $count }: cele mai mari { $count } și cele mai mici { $count } dintre valorile adunate sunt eliminate.
       *[other] Median-{ $count }: cele mai mari { $count } și cele mai mici { $count } dintre valorile adunate sunt eliminate.
    }

# The published standings page (HTML).
# Variables: $limit (a limit (a number)).
report_modifier_limit = Limită { $limit }: pragul se mută cu { $limit } pași egali cu punctele unei remize.

# The published standings page (HTML).
# Variables: $factor.
report_modifier_factor = K{ $factor }: Buchholz se împarte la { $factor } în loc de factorul dat de mărimea turneului.

# The published standings page (HTML).
report_modifier_on_mp = Se calculează pe puncte de meci.

# The published standings page (HTML).
report_modifier_on_gp = Se calculează pe puncte de partidă.

# A label on the published standings page.
report_label_no-ties-chosen = Niciun participant arătat pe această pagină nu este la egalitate de puncte cu un vecin.

# A label on the published standings page.
report_label_chart-key = Liniile, numerotate la capătul din dreapta

# A label on the published standings page.
report_label_index = Clasament și explicații

# A label on the published standings page.
report_label_card-of = Fișă

## The legend: how unplayed rounds count under each rule set (rules.md 4)

# The published standings page (HTML).
report_unplayed_fide-2026 = o rundă proprie nejucată contează ca o partidă cu un adversar fictiv cu propriul punctaj, limitat la punctele adversarului programat sau la o remiză în fiecare rundă; adversarii socotesc remiză o rundă liberă de jumătate de punct (bye) la final, o absență sau rundele de după o retragere; trunchierea elimină întâi rundele nejucate de bunăvoie.

# The published standings page (HTML).
report_unplayed_fide-2024 = o rundă proprie nejucată contează ca o partidă cu un adversar fictiv cu propriul punctaj; adversarii socotesc remiză o rundă liberă de jumătate de punct (bye) la final, o absență sau rundele de după o retragere; trunchierea elimină întâi rundele nejucate de bunăvoie.

# The published standings page (HTML).
report_unplayed_fide-2009 = o rundă proprie nejucată contează ca o partidă cu un adversar virtual care o începe cu propriul punctaj, obține rezultatul invers și face remiză în fiecare rundă următoare; adversarii socotesc remiză orice rundă nejucată.

# The published standings page (HTML).
report_unplayed_uscf = o rundă proprie nejucată adaugă 0; adversarii socotesc remiză orice rundă nejucată.

# The published standings page (HTML).
report_unplayed_cas = o rundă fără un adversar real adaugă jumătate din punctele posibile; adversarii socotesc o asemenea rundă remiză.

# The published standings page (HTML).
report_unplayed_naive = o rundă fără adversar nu adaugă nimic; un forfait socotește punctele consemnate ale adversarului programat.

# The published standings page (HTML).
report_unplayed_played-only = contează doar partidele jucate la tablă.

# The published standings page (HTML).
report_unplayed_lichess = cum le socotește lichess: o rundă liberă (bye) contra unui adversar virtual, un forfait contra adversarului programat.

# The published standings page (HTML).
report_unplayed_own = punctele date de rundă, așa cum au fost consemnate: regulamentul nu le schimbă.

# The published standings page (HTML).
report_unplayed_group = contează doar partidele dintre cei încă la egalitate.

# A label on the published standings page.
report_label_standings = Clasament

# A label on the published standings page.
report_label_legend = Criteriile de departajare explicate

# A label on the published standings page.
report_label_ties = Egalitățile explicate

# A label on the published standings page.
report_label_no-ties = Niciun vecin nu este la egalitate de puncte cu altul.

# A label on the published standings page.
report_label_crosstable = Tabel încrucișat

# A label on the published standings page.
report_label_crosstable-key = 12a1: contra participantului de pe locul 12 din acest tabel, cu albele, câștigată (½ remiză, 0 pierdută); + și − câștig sau pierdere prin forfait; –1, –½, –0 o rundă fără adversar și punctele pe care le-a dat.

# A label on the published standings page.
report_label_team-crosstable-key = 3: 2½: contra echipei de pe locul 3 din acest tabel, cu 2½ puncte de partidă; –2 o rundă fără adversar și punctele ei de partidă.

# A label on the published standings page.
report_label_pairings = Împerecheri și rezultate

# A label on the published standings page.
report_label_charts = Grafice

# A label on the published standings page.
report_label_cards = Fișele jucătorilor

# A label on the published standings page.
report_label_team-cards = Fișele echipelor

# A label on the published standings page.
report_label_contents = Cuprins

# A label on the published standings page.
report_label_rank = Locul

# A column header: the starting number (pairing number), not the word no.
report_label_no = Nr.

# A column header: the player's chess title (GM, IM, FM), not the title of a page.
report_label_title = Titlu

# A label on the published standings page.
report_label_name = Nume

# A label on the published standings page.
report_label_team = Echipa

# A label on the published standings page.
# same-as-english
report_label_rating = Rating

# A label on the published standings page.
report_label_federation = Federația

# A label on the published standings page.
report_label_club = Clubul

# A label on the published standings page.
report_label_note = Notă

# A column header: the "round" of the tournament.
report_label_round = Runda

# A column header: the board number of a team match (a chessboard), not a committee.
report_label_board = Masa

# A column header: the player with the white pieces.
report_label_white = Albele

# A column header: the player with the black pieces.
report_label_black = Negrele

# A label on the published standings page.
report_label_home = Echipa

# A label on the published standings page.
report_label_away = Adversara

# A label on the published standings page.
report_label_result = Rezultat

# A label on the published standings page.
report_label_opponent = Adversar

# A label on the published standings page.
report_label_colour = Culoare

# A column header: the player's running score after each round.
report_label_running = Puncte

# A label on the published standings page.
report_label_rank-after = Locul după rundă

# A column header: what the round was for the player (a game, a bye) - "Round" in English.
report_label_kind = Runda

# A column header: what an opponent or round contributes before the rule counts it.
report_label_raw = Contribuție

# A label on the published standings page.
report_label_value = Socotit

# Said of a value dropped by a modifier such as Cut-1.
report_label_cut = eliminat

# A label on the published standings page.
report_label_detail = Detaliu

# A label on the published standings page.
report_label_rule = Regulă

# A label on the published standings page.
report_label_warnings = Avertismente

# A label on the published standings page.
report_label_rules = Regulament

# A label on the published standings page.
report_label_order = Ordinea criteriilor de departajare

# A label on the published standings page.
report_label_unplayed = Runde nejucate

# A label on the published standings page.
report_label_article = Articol

# A label on the published standings page.
report_label_as-table = Aceleași numere ca tabel

# A label on the published standings page.
report_label_bars-key = Un segment pe rundă, lat cât adaugă; hașurat: eliminat; doar contur: o rundă nejucată (adversar fictiv sau virtual).

# A label on the published standings page.
report_label_ranks-key = Locurile după rundele anterioare sunt împărțite de toți cei cu același punctaj; după ultima rundă, locul din clasament.

# A label on the published standings page.
report_label_to-standings = Înapoi la clasament
