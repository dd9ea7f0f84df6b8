### Română (ro): the add-on's service (tiebreak-serve): its error replies.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# An error the add-on's service returns, shown in the add-on.
# Variables: $detail.
serve_bad-json = Cererea nu este JSON valid: { $detail }.

# An error the add-on's service returns, shown in the add-on.
serve_too-deep = Cererea este imbricată prea adânc pentru a fi citită.

# An error the add-on's service returns, shown in the add-on.
# Variables: $expected, $path (a file's path).
serve_bad-shape = Cererea are o formă greșită la { $path }: se aștepta { $expected }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_unknown-field = Cererea are un câmp pe care acest serviciu nu îl cunoaște: { $path }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_missing-field = Cererii îi lipsește câmpul { $path }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $size (a size (a number)).
serve_too-large = Cererea are { $size } MB, mai mult decât cei { $limit } MB acceptați de acest serviciu (o foaie de 10.000 de rânduri și 15 coloane încape): micșorați foaia sau cereți celui care administrează serviciul să mărească --max-body.

# An error the add-on's service returns, shown in the add-on.
serve_unsigned = Cererea nu este semnată: lipiți tokenul acestui document în Tiebreak ▸ Setări.

# An error the add-on's service returns, shown in the add-on.
serve_bad-signature = Semnătura cererii nu se potrivește: verificați tokenul din Tiebreak ▸ Setări.

# An error the add-on's service returns, shown in the add-on.
# Variables: $skew, $window.
serve_stale = Ora cererii diferă cu { $skew } secunde de ceasul serviciului (se acceptă cel mult { $window }): încercați din nou; dacă se repetă, ceasul serviciului este greșit.

# An error the add-on's service returns, shown in the add-on.
serve_replayed = Această cerere a mai fost primită o dată și nu se execută din nou.

# An error the add-on's service returns, shown in the add-on.
serve_unknown-token = Tokenul din Tiebreak ▸ Setări nu este cunoscut de acest serviciu (revocat sau greșit): cereți unul nou celui care administrează serviciul.

# An error the add-on's service returns, shown in the add-on.
serve_wrong-sheet = Tokenul din Tiebreak ▸ Setări aparține altui document: cereți tokenul acestui document.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $seconds (a number of seconds).
serve_rate-limited = Prea multe cereri pentru acest document într-un minut (cel mult { $limit }): încercați din nou peste { $seconds } secunde.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_busy = Serviciul este ocupat: încercați din nou peste { $seconds } secunde.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_timeout = Calculul a durat mai mult de { $seconds } secunde și a fost abandonat: încercați din nou sau adresați-vă celui care administrează serviciul.

# An error the add-on's service returns, shown in the add-on.
serve_internal = Serviciul a eșuat neașteptat; cel care îl administrează găsește detaliile în jurnal.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_not-found = Acest serviciu nu are { $path }.

# An error the add-on's service returns, shown in the add-on.
serve_same-entrant = Alegeți doi jucători diferiți.

# An error the add-on's service returns, shown in the add-on.
serve_expect_object = un obiect

# An error the add-on's service returns, shown in the add-on.
serve_expect_array = o listă

# An error the add-on's service returns, shown in the add-on.
serve_expect_string = un text

# An error the add-on's service returns, shown in the add-on.
serve_expect_integer = un număr întreg

# An error the add-on's service returns, shown in the add-on.
serve_expect_number = un număr

# An error the add-on's service returns, shown in the add-on.
serve_expect_boolean = true sau false

# An error the add-on's service returns, shown in the add-on.
# same-as-english
serve_expect_null = null

# An error the add-on's service returns, shown in the add-on.
# Variables: $left (the part before), $right (the part after).
serve_expect_or = { $left } sau { $right }

# An error the add-on's service returns, shown in the add-on.
# Variables: $values.
serve_expect_one-of = una dintre valorile { $values }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-length = o lungime de cel puțin { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-length = o lungime de cel mult { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_minimum = cel puțin { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_maximum = cel mult { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-items = cel puțin { $n } elemente

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-items = cel mult { $n } elemente

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-fields = cel mult { $n } câmpuri

# An error the add-on's service returns, shown in the add-on.
# Variables: $name (a name (a player, team or tournament)).
serve_expect_schema = un { $name }

## The command line's help (tiebreak-serve --help)

# The help of the command tiebreak-serve (tiebreak-serve --help): the word a usage error shows for the missing action of 'tiebreak-serve token' (new, list or revoke), as in 'the following arguments are required: action'.
serve_cli_metavar_action = acțiune

# The help of the command tiebreak-serve (tiebreak-serve --help): the command's description, above its options (the add-on is the Google Sheets add-on).
serve_cli_help_description = Serviciul HTTP din spatele suplimentului tiebreak pentru Google Sheets: calculează criteriile de departajare din celulele trimise de o foaie și răspunde cu celulele de scris.

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is).
# Variables: $langs (the language codes).
serve_cli_help_lang = limba acestui ajutor și a erorilor de utilizare: { $langs } (implicit: $TIEBREAK_LANG, altfel en); răspunsurile către supliment urmează limba fiecărei cereri

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --host (a network address).
# Variables: $host (an address).
serve_cli_help_host = adresa pe care ascultă serviciul (implicit: { $host })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --port (a network port).
# Variables: $port (a number).
serve_cli_help_port = portul pe care ascultă serviciul (implicit: { $port })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --workers (operating-system processes).
# Variables: $count (a number).
serve_cli_help_workers = numărul de procese care împart portul (implicit: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --metrics-port (/metrics is an address path, PORT+n stays as it is).
serve_cli_help_metrics-port = servește /metrics al fiecărui proces și pe 127.0.0.1:PORT+n (procesul n)

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --max-body (MB: megabytes).
# Variables: $mb (a number of megabytes).
serve_cli_help_max-body = cel mai mare corp al unei cereri, în MB (implicit: { $mb })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --timeout.
# Variables: $seconds (a number of seconds).
serve_cli_help_timeout = secundele pe care le poate dura o cerere (implicit: { $seconds })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --max-in-flight.
# Variables: $count (a number).
serve_cli_help_max-in-flight = cereri la care un proces răspunde simultan (implicit: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --per-minute (a token of a spreadsheet).
# Variables: $count (a number).
serve_cli_help_per-minute = cereri pe token pe minut (implicit: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the subcommands (token); without one, the service runs.
serve_cli_help_command = comanda (fără ea, serviciul pornește); fiecare are propriul --help

# The help of the command tiebreak-serve (tiebreak-serve --help): the subcommand token (the tokens that let a spreadsheet use the service).
serve_cli_help_token = creează, listează sau revocă tokenurile foilor de calcul

# The help of the command tiebreak-serve (tiebreak-serve --help): the actions of 'tiebreak-serve token': new, list, revoke.
serve_cli_help_action = ce se face cu tokenurile; fiecare acțiune are propriul --help

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token new'.
serve_cli_help_new = creează un token pentru o foaie de calcul (afișat pe ultimul rând)

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --label of 'token new' ('token list' is a command, kept as it is).
serve_cli_help_label = o notă pentru token list (cine, ce competiție)

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token list' (a secret: the token's text itself).
serve_cli_help_list = listează tokenurile (identificatori și foi, niciodată secretele)

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token revoke'.
serve_cli_help_revoke = revocă un token după identificatorul lui

# The help of the command tiebreak-serve (tiebreak-serve --help): the argument of 'token revoke'.
serve_cli_help_id = identificatorul tokenului, așa cum îl arată token list
