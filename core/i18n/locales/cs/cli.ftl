### Čeština (cs): the tiebreak command line's words: argparse's own words, the help of each
### option, the usage line's placeholders, and what the commands print around the tables.
### The comment above a message is its context (docs/translating.md).

# The command line (tiebreak): help texts, usage and messages.
# Variables: $char, $encoding (a character encoding's name, such as cp1250 (kept as it is)).
cli_error_encoding = kódování výstupu { $encoding } nedokáže zapsat { $char }; nastavte PYTHONIOENCODING=utf-8 (nebo zvolte jiný --lang)

# The command line (tiebreak): help texts, usage and messages.
# Variables: $above, $below.
cli_ties_why = Proč je { $above } výše než { $below }:

# The command line (tiebreak): help texts, usage and messages.
# Variables: $above, $below.
cli_ties_pair = { $above } a { $below }:

# The command line (tiebreak): help texts, usage and messages.
cli_ties_none = Žádní dva hráči neskončili se stejným počtem bodů: pomocné hodnocení nebylo potřeba.

# The command line (tiebreak): help texts, usage and messages.
cli_ties_title = Vysvětlení

# The command line (tiebreak): help texts, usage and messages.
# Variables: $how, $id, $player (a player's name), $points (a number of points), $rank (a place in
# the standings), $rules (a rule set's name such as fide-2026 (kept as it is)).
cli_explain_player = { $player } ({ $id }): { $points }, { $rank }. místo; pravidla { $rules } ({ $how })

# The command line (tiebreak): help texts, usage and messages.
# Variables: $how, $id, $player (a player's name), $points (a number of points), $rank (a place in
# the standings), $rules (a rule set's name such as fide-2026 (kept as it is)).
cli_explain_player-shared = { $player } ({ $id }): { $points }, { $rank }. místo (dělené); pravidla { $rules } ({ $how })

# The command line (tiebreak): help texts, usage and messages.
cli_warning = varování:

# The command line (tiebreak): help texts, usage and messages.
# Variables: $count (a number choosing the plural form), $file (a file's name), $played, $rounds
# (round numbers).
cli_check_ok =
    { $count ->
        [one] { $file }: v pořádku — { $count } hráč, odehraná kola: { $played }/{ $rounds }, každá partie je na obou stranách zapsána stejně
        [few] { $file }: v pořádku — { $count } hráči, odehraná kola: { $played }/{ $rounds }, každá partie je na obou stranách zapsána stejně
        [many] { $file }: v pořádku — { $count } hráče, odehraná kola: { $played }/{ $rounds }, každá partie je na obou stranách zapsána stejně
       *[other] { $file }: v pořádku — { $count } hráčů, odehraná kola: { $played }/{ $rounds }, každá partie je na obou stranách zapsána stejně
    }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $score (a score
# (points)).
cli_calc_head = Karta podle { $rules }: pro vaše soupeře se počítá { $score }

# The command line (tiebreak): help texts, usage and messages.
cli_calc_items = Buchholz po jednotlivých kolech:

# The command line (tiebreak): help texts, usage and messages.
cli_error_empty-order = pořadí pomocných hodnocení je prázdné: zadejte pomocné hodnocení pomocí --tiebreak

# The command line (tiebreak): help texts, usage and messages.
cli_error_same-player = zadejte dva různé hráče

# The command line (tiebreak): help texts, usage and messages.
cli_error_live-after-round = --live a --after-round nelze kombinovat: --after-round K počítá jen kola 1 až K, --live i rozehrané kolo

# The command line (tiebreak): help texts, usage and messages.
cli_help_description = Pomocná hodnocení pro šachové turnaje švýcarským systémem a každý s každým, s ukázaným výpočtem.

# The command line (tiebreak): help texts, usage and messages.
cli_help_version = vypíše verzi a skončí

# The command line (tiebreak): help texts, usage and messages.
cli_help_notation = jak jsou zapsány buňky tabulky: standard (+W9, =B9, BYE) nebo uscf (tabulka US Chess: W5, D2, L4, X8, F8, B, H, U); výchozí: co uvádí soubor, jinak standard

# The command line (tiebreak): help texts, usage and messages.
# Variables: $langs.
cli_help_lang = jazyk výstupu: { $langs } (výchozí: $TIEBREAK_LANG, jinak en)

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_help_rules = sada pravidel pro neodehraná kola: { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_order = pořadí pomocných hodnocení, např. BH-C1,BH,SB

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_help_preset = pojmenované pořadí a sada pravidel: { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_after-round = pořadí po kole K (počítá se jen prvních K kol)

# The command line (tiebreak): help texts, usage and messages.
cli_help_unrated-rating = rating, který pomocná hodnocení podle ratingu použijí pro hráče bez ratingu (C.07 10)

# The command line (tiebreak): help texts, usage and messages.
cli_help_standings = tabulka pořadí se sloupci pomocných hodnocení

# The command line (tiebreak): help texts, usage and messages.
cli_help_file = turnaj ve formátu tournament JSON, TRF-16 nebo CSV (nebo lichess:ID)

# The command line (tiebreak): help texts, usage and messages.
cli_help_explain-ties = za tabulkou vysvětlit každou shodu bodů mezi sousedy

# The command line (tiebreak): help texts, usage and messages.
cli_help_explain = hodnoty pomocných hodnocení jednoho hráče, kolo po kole

# The command line (tiebreak): help texts, usage and messages.
cli_help_player = startovní číslo nebo jméno

# The command line (tiebreak): help texts, usage and messages.
cli_help_short = pomocná hodnocení hráče v jednom odstavci a proč je tam, kde je

# The command line (tiebreak): help texts, usage and messages.
cli_help_tiebreak = jeden kód (výchozí: všechny kódy pořadí; s --format json první)

# The command line (tiebreak): help texts, usage and messages.
cli_help_why = které kritérium umístilo jednoho hráče výše než jiného

# The command line (tiebreak): help texts, usage and messages.
cli_help_check = ověřit soubor: každý problém s jeho řádkem nebo buňkou

# The command line (tiebreak): help texts, usage and messages.
cli_help_convert = zapsat turnaj jako tournament JSON nebo TRF-16

# The command line (tiebreak): help texts, usage and messages.
cli_help_output = soubor pro zápis (výchozí: standardní výstup)

# The command line (tiebreak): help texts, usage and messages.
cli_help_calc = karta jednoho hráče, jako ve vektoru typu scorecard

# The command line (tiebreak): help texts, usage and messages.
cli_error_needs-httpx = čtení z lichess vyžaduje httpx: pip install 'tiebreak[lichess]'

# The command line (tiebreak): help texts, usage and messages.
cli_help_lots = poslední shody rozhodne losování s tímto seedem (celé číslo; pomocné hodnocení LOTS, přidané na konec pořadí)

# The command line (tiebreak): help texts, usage and messages.
cli_help_single-winner = propozice vyžadují jediného vítěze: varovat a skončit s kódem 1, když konečné pořadí ponechá 1. místo dělené

# The command line (tiebreak): help texts, usage and messages.
# Variables: $count (a number choosing the plural form), $file (a file's name), $games, $round (a
# round number of the tournament).
cli_check_pending-first = { $file }: kolo { $round } probíhá: nedohrané partie: { $count } z { $games } (informace, ne chyba); žádné kolo ještě není úplné, standings --live započítá dohrané partie

# The command line (tiebreak): help texts, usage and messages.
# Variables: $after, $count (a number choosing the plural form), $file (a file's name), $games,
# $round (a round number of the tournament).
cli_check_pending =
    { $count ->
        [one] { $file }: kolo { $round } probíhá: { $count } partie z { $games } bez výsledku (informace, ne chyba); pořadí počítá kola 1 až { $after }, standings --live přidá dohrané partie
        [few] { $file }: kolo { $round } probíhá: { $count } partie z { $games } bez výsledku (informace, ne chyba); pořadí počítá kola 1 až { $after }, standings --live přidá dohrané partie
        [many] { $file }: kolo { $round } probíhá: { $count } partie z { $games } bez výsledku (informace, ne chyba); pořadí počítá kola 1 až { $after }, standings --live přidá dohrané partie
       *[other] { $file }: kolo { $round } probíhá: { $count } partií z { $games } bez výsledku (informace, ne chyba); pořadí počítá kola 1 až { $after }, standings --live přidá dohrané partie
    }

# The command line (tiebreak): help texts, usage and messages.
cli_help_live = předběžné pořadí: přidá dohrané partie probíhajícího kola (partie bez výsledku nic nepřidávají)

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_usage = použití:

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_positionals = poziční argumenty

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_options = volby

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_help = vypíše tuto nápovědu a skončí

# The command line (tiebreak): help texts, usage and messages.
# Variables: $argument, $message.
# same-as-english
cli_argparse_argument = argument { $argument }: { $message }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_required = chybí povinné argumenty: { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_unrecognized = neznámé argumenty: { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $choices, $value (a tie-break value (a number)).
cli_argparse_invalid-choice = neplatná volba: { $value } (vyberte z: { $choices })

# The command line (tiebreak): help texts, usage and messages.
# Variables: $type, $value (a tie-break value (a number)).
cli_argparse_invalid-value = neplatná hodnota typu { $type }: { $value }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $value (a tie-break value (a number)).
cli_argparse_invalid-int = neplatná hodnota { $value }: očekává se celé číslo

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-one = očekává se jedna hodnota

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-at-most-one = očekává se nejvýše jedna hodnota

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-at-least-one = očekává se alespoň jedna hodnota

# The command line (tiebreak): help texts, usage and messages.
# Variables: $matches, $option.
cli_argparse_ambiguous = nejednoznačná volba: { $option } může znamenat { $matches }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_ignored-explicit = nadbytečná hodnota { $names }: tato volba žádnou nepřijímá

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_not-allowed = nelze použít spolu s argumentem { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_one-of-required = je povinný jeden z argumentů { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_command = příkaz; každý má vlastní --help

# The command line (tiebreak): help texts, usage and messages.
cli_help_format = formát výstupu (výchozí: text)

# The command line (tiebreak): help texts, usage and messages.
cli_help_to = formát, do kterého se turnaj zapíše: tournament JSON nebo TRF-16

# The command line (tiebreak): help texts, usage and messages.
cli_help_card = karta jednoho hráče (JSON, formats.md, oddíl 3)

# The command line (tiebreak): help texts, usage and messages.
cli_help_player-a = hráč výše, nebo ten, kdo se ptá: startovní číslo nebo jméno

# The command line (tiebreak): help texts, usage and messages.
cli_help_player-b = hráč níže (bez něj: srovnání s hráči těsně nad a pod)

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_command = příkaz

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_file = soubor

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player = hráč

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player-a = hráč_a

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player-b = hráč_b

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_card = karta

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_rules = PRAVIDLA

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_order = POŘADÍ

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_preset = PŘEDVOLBA

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_tiebreak = KÓD

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_output = VÝSTUP

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_encoding = NÁZEV

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_dir = ADRESÁŘ

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_own-opp = VLASTNÍ:SOUPEŘ

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_pairs = DVOJICE

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_prizes = CENY
