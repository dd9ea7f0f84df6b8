### Italiano (it): the tiebreak command line's words: argparse's own words, the help of each
### option, the usage line's placeholders, and what the commands print around the tables.
### The comment above a message is its context (docs/translating.md).

# The command line (tiebreak): help texts, usage and messages.
# Variables: $char, $encoding (a character encoding's name, such as cp1250 (kept as it is)).
cli_error_encoding = la codifica dell'output { $encoding } non può scrivere { $char }; impostare PYTHONIOENCODING=utf-8 (o scegliere un altro --lang)

# The command line (tiebreak): help texts, usage and messages.
# Variables: $above, $below.
cli_ties_why = Perché { $above } precede { $below }:

# The command line (tiebreak): help texts, usage and messages.
# Variables: $above, $below.
cli_ties_pair = { $above } e { $below }:

# The command line (tiebreak): help texts, usage and messages.
cli_ties_none = Nessuna coppia di giocatori ha finito a pari punti: non è servito alcuno spareggio.

# The command line (tiebreak): help texts, usage and messages.
cli_ties_title = Spiegazioni

# The command line (tiebreak): help texts, usage and messages.
# Variables: $how, $id, $player (a player's name), $points (a number of points), $rank (a place in
# the standings), $rules (a rule set's name such as fide-2026 (kept as it is)).
cli_explain_player = { $player } ({ $id }): { $points }, { $rank }° posto; regole { $rules } ({ $how })

# The command line (tiebreak): help texts, usage and messages.
# Variables: $how, $id, $player (a player's name), $points (a number of points), $rank (a place in
# the standings), $rules (a rule set's name such as fide-2026 (kept as it is)).
cli_explain_player-shared = { $player } ({ $id }): { $points }, { $rank }° posto (ex aequo); regole { $rules } ({ $how })

# The command line (tiebreak): help texts, usage and messages.
cli_warning = avvertenza:

# The command line (tiebreak): help texts, usage and messages.
# Variables: $count (a number choosing the plural form), $file (a file's name), $played, $rounds
# (round numbers).
cli_check_ok =
    { $count ->
        [one] { $file }: ok — { $count } giocatore, turni giocati: { $played } su { $rounds }, ogni partita registrata allo stesso modo da entrambe le parti
        [many] { $file }: ok — { $count } giocatori, turni giocati: { $played } su { $rounds }, ogni partita registrata allo stesso modo da entrambe le parti
       *[other] { $file }: ok — { $count } giocatori, turni giocati: { $played } su { $rounds }, ogni partita registrata allo stesso modo da entrambe le parti
    }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $score (a score
# (points)).
cli_calc_head = Scheda secondo { $rules }: per i tuoi avversari il tuo punteggio conta { $score }

# The command line (tiebreak): help texts, usage and messages.
cli_calc_items = Buchholz, turno per turno:

# The command line (tiebreak): help texts, usage and messages.
cli_error_empty-order = l'ordine è vuoto: indicare uno spareggio con --tiebreak

# The command line (tiebreak): help texts, usage and messages.
cli_error_same-player = indicare due giocatori diversi

# The command line (tiebreak): help texts, usage and messages.
cli_error_live-after-round = --live e --after-round si escludono: --after-round K conta solo i turni da 1 a K, --live anche il turno in corso

# The command line (tiebreak): help texts, usage and messages.
cli_help_description = Spareggi tecnici per tornei di scacchi a sistema svizzero e all'italiana, con i calcoli mostrati.

# The command line (tiebreak): help texts, usage and messages.
cli_help_version = mostra la versione ed esce

# The command line (tiebreak): help texts, usage and messages.
cli_help_notation = come sono scritte le celle del tabellone: standard (+W9, =B9, BYE) o uscf (tabellone US Chess: W5, D2, L4, X8, F8, B, H, U); predefinito: ciò che dice il file, altrimenti standard

# The command line (tiebreak): help texts, usage and messages.
# Variables: $langs.
cli_help_lang = lingua dell'output: { $langs } (predefinita: $TIEBREAK_LANG, altrimenti en)

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_help_rules = regolamento per i turni non giocati: { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_order = ordine degli spareggi, ad es. BH-C1,BH,SB

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_help_preset = ordine e regolamento predefiniti: { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_after-round = classifica dopo il turno K (contano solo i primi K turni)

# The command line (tiebreak): help texts, usage and messages.
cli_help_unrated-rating = rating usato per i giocatori senza rating negli spareggi basati sul rating (C.07 10)

# The command line (tiebreak): help texts, usage and messages.
cli_help_standings = classifica con le colonne degli spareggi

# The command line (tiebreak): help texts, usage and messages.
cli_help_file = torneo in formato tournament JSON, TRF-16 o CSV (oppure lichess:ID)

# The command line (tiebreak): help texts, usage and messages.
cli_help_explain-ties = dopo la classifica, spiega ogni parità tra giocatori vicini

# The command line (tiebreak): help texts, usage and messages.
cli_help_explain = i valori di spareggio di un giocatore, turno per turno

# The command line (tiebreak): help texts, usage and messages.
cli_help_player = numero di partenza o nome

# The command line (tiebreak): help texts, usage and messages.
cli_help_short = gli spareggi del giocatore in un paragrafo e perché è in quel posto

# The command line (tiebreak): help texts, usage and messages.
cli_help_tiebreak = un codice (predefinito: ogni codice dell'ordine; con --format json, il primo)

# The command line (tiebreak): help texts, usage and messages.
cli_help_why = quale criterio ha messo un giocatore davanti a un altro

# The command line (tiebreak): help texts, usage and messages.
cli_help_check = convalida un file: ogni problema con la sua riga o cella

# The command line (tiebreak): help texts, usage and messages.
cli_help_convert = scrive il torneo come tournament JSON o TRF-16

# The command line (tiebreak): help texts, usage and messages.
cli_help_output = file da scrivere (predefinito: standard output)

# The command line (tiebreak): help texts, usage and messages.
cli_help_calc = la scheda di un giocatore, come in un vettore scorecard

# The command line (tiebreak): help texts, usage and messages.
cli_error_needs-httpx = per leggere da lichess serve httpx: pip install 'tiebreak[lichess]'

# The command line (tiebreak): help texts, usage and messages.
cli_help_lots = gli ultimi ex aequo si decidono per sorteggio con questo seed (numero intero; lo spareggio LOTS, aggiunto in fondo all'ordine)

# The command line (tiebreak): help texts, usage and messages.
cli_help_single-winner = il regolamento richiede un solo vincitore: avvertenza e uscita con codice 1 se la classifica finale lascia il 1° posto ex aequo

# The command line (tiebreak): help texts, usage and messages.
# Variables: $count (a number choosing the plural form), $file (a file's name), $games, $round (a
# round number of the tournament).
cli_check_pending-first = { $file }: turno { $round } in corso: partite in attesa: { $count } su { $games } (informazione, non errore); nessun turno è ancora completo, standings --live conta le partite finite

# The command line (tiebreak): help texts, usage and messages.
# Variables: $after, $count (a number choosing the plural form), $file (a file's name), $games,
# $round (a round number of the tournament).
cli_check_pending =
    { $count ->
        [one] { $file }: turno { $round } in corso: { $count } partita su { $games } senza risultato (informazione, non errore); la classifica conta i turni da 1 a { $after }, standings --live aggiunge le partite finite
        [many] { $file }: turno { $round } in corso: { $count } partite su { $games } senza risultato (informazione, non errore); la classifica conta i turni da 1 a { $after }, standings --live aggiunge le partite finite
       *[other] { $file }: turno { $round } in corso: { $count } partite su { $games } senza risultato (informazione, non errore); la classifica conta i turni da 1 a { $after }, standings --live aggiunge le partite finite
    }

# The command line (tiebreak): help texts, usage and messages.
cli_help_live = classifica provvisoria: aggiunge le partite finite del turno in corso (le partite in attesa non contano nulla)

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_usage = uso:

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_positionals = argomenti posizionali

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_options = opzioni

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_help = mostra questo messaggio di aiuto ed esce

# The command line (tiebreak): help texts, usage and messages.
# Variables: $argument, $message.
cli_argparse_argument = argomento { $argument }: { $message }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_required = mancano gli argomenti obbligatori: { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_unrecognized = argomenti non riconosciuti: { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $choices, $value (a tie-break value (a number)).
cli_argparse_invalid-choice = scelta non valida: { $value } (valori ammessi: { $choices })

# The command line (tiebreak): help texts, usage and messages.
# Variables: $type, $value (a tie-break value (a number)).
cli_argparse_invalid-value = valore { $type } non valido: { $value }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $value (a tie-break value (a number)).
cli_argparse_invalid-int = valore non valido { $value }: è atteso un numero intero

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-one = è atteso un valore

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-at-most-one = è atteso al massimo un valore

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-at-least-one = è atteso almeno un valore

# The command line (tiebreak): help texts, usage and messages.
# Variables: $matches, $option.
cli_argparse_ambiguous = opzione ambigua: { $option } può corrispondere a { $matches }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_ignored-explicit = valore di troppo { $names }: questa opzione non accetta valori

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_not-allowed = non ammesso insieme all'argomento { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_one-of-required = è obbligatorio uno degli argomenti { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_command = il comando; ognuno ha il proprio --help

# The command line (tiebreak): help texts, usage and messages.
cli_help_format = formato dell'output (predefinito: text)

# The command line (tiebreak): help texts, usage and messages.
cli_help_to = il formato in cui scrivere il torneo: tournament JSON o TRF-16

# The command line (tiebreak): help texts, usage and messages.
cli_help_card = la scheda di un giocatore (JSON, formats.md, sezione 3)

# The command line (tiebreak): help texts, usage and messages.
cli_help_player-a = il giocatore più in alto, o chi chiede: numero di partenza o nome

# The command line (tiebreak): help texts, usage and messages.
cli_help_player-b = il giocatore più in basso (se omesso: il confronto con i giocatori subito sopra e sotto)

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_command = comando

# The command line (tiebreak): help texts, usage and messages.
# same-as-english
cli_metavar_file = file

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player = giocatore

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player-a = giocatore_a

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player-b = giocatore_b

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_card = scheda

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_rules = REGOLAMENTO

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_order = ORDINE

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_preset = PREDEFINITO

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_tiebreak = CODICE

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_output = USCITA

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_encoding = NOME

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_dir = CARTELLA

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_own-opp = PROPRI:AVVERSARIO

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_pairs = ABBINAMENTI

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_prizes = PREMI
