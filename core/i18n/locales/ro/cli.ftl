### Română (ro): the tiebreak command line's words: argparse's own words, the help of each
### option, the usage line's placeholders, and what the commands print around the tables.
### The comment above a message is its context (docs/translating.md).

# The command line (tiebreak): help texts, usage and messages.
# Variables: $char, $encoding (a character encoding's name, such as cp1250 (kept as it is)).
cli_error_encoding = codificarea ieșirii { $encoding } nu poate scrie { $char }; setați PYTHONIOENCODING=utf-8 (sau alegeți alt --lang)

# The command line (tiebreak): help texts, usage and messages.
# Variables: $above, $below.
cli_ties_why = De ce { $above } este mai sus decât { $below }:

# The command line (tiebreak): help texts, usage and messages.
# Variables: $above, $below.
cli_ties_pair = { $above } și { $below }:

# The command line (tiebreak): help texts, usage and messages.
cli_ties_none = Nu există jucători la egalitate de puncte: nu a fost nevoie de niciun criteriu de departajare.

# The command line (tiebreak): help texts, usage and messages.
cli_ties_title = Explicații

# The command line (tiebreak): help texts, usage and messages.
# Variables: $how, $id, $player (a player's name), $points (a number of points), $rank (a place in
# the standings), $rules (a rule set's name such as fide-2026 (kept as it is)).
cli_explain_player = { $player } ({ $id }): { $points }, locul { $rank }; regulament { $rules } ({ $how })

# The command line (tiebreak): help texts, usage and messages.
# Variables: $how, $id, $player (a player's name), $points (a number of points), $rank (a place in
# the standings), $rules (a rule set's name such as fide-2026 (kept as it is)).
cli_explain_player-shared = { $player } ({ $id }): { $points }, locul { $rank } (la egalitate); regulament { $rules } ({ $how })

# The command line (tiebreak): help texts, usage and messages.
cli_warning = avertisment:

# The command line (tiebreak): help texts, usage and messages.
# Variables: $count (a number choosing the plural form), $file (a file's name), $played, $rounds
# (round numbers).
cli_check_ok =
    { $count ->
        [one] { $file }: în regulă — { $count } jucător, runde jucate: { $played } din { $rounds }, fiecare partidă este înregistrată la fel la ambii jucători
        [few] { $file }: în regulă — { $count } jucători, runde jucate: { $played } din { $rounds }, fiecare partidă este înregistrată la fel la ambii jucători
       *[other] { $file }: în regulă — { $count } de jucători, runde jucate: { $played } din { $rounds }, fiecare partidă este înregistrată la fel la ambii jucători
    }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $score (a score
# (points)).
cli_calc_head = Fișa conform { $rules }: contează { $score } pentru adversarii dumneavoastră

# The command line (tiebreak): help texts, usage and messages.
cli_calc_items = Buchholz, rundă cu rundă:

# The command line (tiebreak): help texts, usage and messages.
cli_error_empty-order = ordinea este goală: indicați un criteriu de departajare cu --tiebreak

# The command line (tiebreak): help texts, usage and messages.
cli_error_same-player = indicați doi jucători diferiți

# The command line (tiebreak): help texts, usage and messages.
cli_error_live-after-round = --live și --after-round se exclud: --after-round K numără doar rundele 1-K, --live și runda în desfășurare

# The command line (tiebreak): help texts, usage and messages.
cli_help_description = Criterii de departajare pentru turnee de șah în sistem elvețian și fiecare cu fiecare, cu calculele afișate.

# The command line (tiebreak): help texts, usage and messages.
cli_help_version = afișează versiunea și iese

# The command line (tiebreak): help texts, usage and messages.
cli_help_notation = cum sunt scrise celulele tabelului: standard (+W9, =B9, BYE) sau uscf (tabelul US Chess: W5, D2, L4, X8, F8, B, H, U); implicit: ce spune fișierul, altfel standard

# The command line (tiebreak): help texts, usage and messages.
# Variables: $langs.
cli_help_lang = limba rezultatului: { $langs } (implicit: $TIEBREAK_LANG, altfel en)

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_help_rules = regulamentul pentru rundele nejucate: { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_order = ordinea de departajare, de ex. BH-C1,BH,SB

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_help_preset = ordine și regulament predefinite: { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_after-round = clasamentul după runda K (contează doar primele K runde)

# The command line (tiebreak): help texts, usage and messages.
cli_help_unrated-rating = ratingul folosit pentru jucătorii fără rating la criteriile bazate pe rating (C.07 10)

# The command line (tiebreak): help texts, usage and messages.
cli_help_standings = tabelul clasamentului cu coloanele criteriilor de departajare

# The command line (tiebreak): help texts, usage and messages.
cli_help_file = turneu în format tournament JSON, TRF-16 sau CSV (sau lichess:ID)

# The command line (tiebreak): help texts, usage and messages.
cli_help_explain-ties = după tabel, explică fiecare egalitate între jucători vecini

# The command line (tiebreak): help texts, usage and messages.
cli_help_explain = valorile de departajare ale unui jucător, rundă cu rundă

# The command line (tiebreak): help texts, usage and messages.
cli_help_player = numărul de start sau numele

# The command line (tiebreak): help texts, usage and messages.
cli_help_short = criteriile jucătorului într-un paragraf și de ce este pe locul său

# The command line (tiebreak): help texts, usage and messages.
cli_help_tiebreak = un cod (implicit: fiecare cod din ordine; cu --format json, primul)

# The command line (tiebreak): help texts, usage and messages.
cli_help_why = ce criteriu a pus un jucător înaintea altuia

# The command line (tiebreak): help texts, usage and messages.
cli_help_check = validează un fișier: fiecare problemă cu linia sau celula ei

# The command line (tiebreak): help texts, usage and messages.
cli_help_convert = scrie turneul ca tournament JSON sau TRF-16

# The command line (tiebreak): help texts, usage and messages.
cli_help_output = fișierul de scris (implicit: ieșirea standard)

# The command line (tiebreak): help texts, usage and messages.
cli_help_calc = fișa unui jucător, sub forma unui vector de rezultate

# The command line (tiebreak): help texts, usage and messages.
cli_error_needs-httpx = citirea de pe lichess necesită httpx: pip install 'tiebreak[lichess]'

# The command line (tiebreak): help texts, usage and messages.
cli_help_lots = ultimele egalități se decid prin tragere la sorți cu acest seed (număr întreg; criteriul LOTS, adăugat la sfârșitul ordinii)

# The command line (tiebreak): help texts, usage and messages.
cli_help_single-winner = regulamentul cere un singur câștigător: avertisment și ieșire cu codul 1 dacă clasamentul final lasă locul 1 împărțit

# The command line (tiebreak): help texts, usage and messages.
# Variables: $count (a number choosing the plural form), $file (a file's name), $games, $round (a
# round number of the tournament).
cli_check_pending-first = { $file }: runda { $round } în desfășurare: partide în așteptare: { $count } din { $games } (informație, nu eroare); nicio rundă nu e încă încheiată, standings --live numără partidele terminate

# The command line (tiebreak): help texts, usage and messages.
# Variables: $after, $count (a number choosing the plural form), $file (a file's name), $games,
# $round (a round number of the tournament).
cli_check_pending =
    { $count ->
        [one] { $file }: runda { $round } în desfășurare: { $count } partidă din { $games } fără rezultat (informație, nu eroare); clasamentul numără rundele de la 1 la { $after }, standings --live adaugă partidele terminate
        [few] { $file }: runda { $round } în desfășurare: { $count } partide din { $games } fără rezultat (informație, nu eroare); clasamentul numără rundele de la 1 la { $after }, standings --live adaugă partidele terminate
       *[other] { $file }: runda { $round } în desfășurare: { $count } de partide din { $games } fără rezultat (informație, nu eroare); clasamentul numără rundele de la 1 la { $after }, standings --live adaugă partidele terminate
    }

# The command line (tiebreak): help texts, usage and messages.
cli_help_live = clasament provizoriu: adaugă partidele terminate din runda în desfășurare (partidele fără rezultat nu aduc nimic)

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_usage = utilizare:

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_positionals = argumente poziționale

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_options = opțiuni

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_help = afișează acest mesaj de ajutor și iese

# The command line (tiebreak): help texts, usage and messages.
# Variables: $argument, $message.
cli_argparse_argument = argumentul { $argument }: { $message }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_required = lipsesc argumentele obligatorii: { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_unrecognized = argumente nerecunoscute: { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $choices, $value (a tie-break value (a number)).
cli_argparse_invalid-choice = opțiune nevalidă: { $value } (alegeți dintre: { $choices })

# The command line (tiebreak): help texts, usage and messages.
# Variables: $type, $value (a tie-break value (a number)).
cli_argparse_invalid-value = valoare nevalidă de tip { $type }: { $value }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $value (a tie-break value (a number)).
cli_argparse_invalid-int = valoare nevalidă { $value }: se așteaptă un număr întreg

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-one = se așteaptă o valoare

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-at-most-one = se așteaptă cel mult o valoare

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-at-least-one = se așteaptă cel puțin o valoare

# The command line (tiebreak): help texts, usage and messages.
# Variables: $matches, $option.
cli_argparse_ambiguous = opțiune ambiguă: { $option } poate însemna { $matches }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_ignored-explicit = valoare în plus { $names }: această opțiune nu primește nicio valoare

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_not-allowed = nu poate fi folosit împreună cu argumentul { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_one-of-required = unul dintre argumentele { $names } este obligatoriu

# The command line (tiebreak): help texts, usage and messages.
cli_help_command = comanda; fiecare are propriul --help

# The command line (tiebreak): help texts, usage and messages.
cli_help_format = formatul rezultatului (implicit: text)

# The command line (tiebreak): help texts, usage and messages.
cli_help_to = formatul în care se scrie turneul: tournament JSON sau TRF-16

# The command line (tiebreak): help texts, usage and messages.
cli_help_card = fișa unui jucător (JSON, formats.md, secțiunea 3)

# The command line (tiebreak): help texts, usage and messages.
cli_help_player-a = jucătorul clasat mai sus sau cel care întreabă: numărul de start sau numele

# The command line (tiebreak): help texts, usage and messages.
cli_help_player-b = jucătorul clasat mai jos (fără el: comparația cu jucătorii imediat deasupra și dedesubt)

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_command = comanda

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_file = fișier

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player = jucător

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player-a = jucător_a

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player-b = jucător_b

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_card = fișa

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_rules = REGULAMENT

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_order = ORDINE

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_preset = PREDEFINIT

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_tiebreak = COD

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_output = IEȘIRE

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_encoding = NUME

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_dir = DIRECTOR

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_own-opp = PROPRIU:ADVERSAR

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_pairs = PERECHI

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_prizes = PREMII
