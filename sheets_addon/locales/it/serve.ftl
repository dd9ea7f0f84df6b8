### Italiano (it): the add-on's service (tiebreak-serve): its error replies.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# An error the add-on's service returns, shown in the add-on.
# Variables: $detail.
serve_bad-json = La richiesta non è un JSON valido: { $detail }.

# An error the add-on's service returns, shown in the add-on.
serve_too-deep = La richiesta è annidata troppo in profondità per essere letta.

# An error the add-on's service returns, shown in the add-on.
# Variables: $expected, $path (a file's path).
serve_bad-shape = La richiesta ha una forma errata in { $path }: atteso { $expected }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_unknown-field = La richiesta ha un campo che questo servizio non conosce: { $path }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_missing-field = Alla richiesta manca il campo { $path }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $size (a size (a number)).
serve_too-large = La richiesta è di { $size } MB, più dei { $limit } MB che questo servizio accetta (un foglio di 10.000 righe per 15 colonne ci sta): riducete il foglio o chiedete a chi gestisce il servizio di aumentare --max-body.

# An error the add-on's service returns, shown in the add-on.
serve_unsigned = La richiesta non è firmata: incollate il token di questo foglio in Tiebreak ▸ Impostazioni.

# An error the add-on's service returns, shown in the add-on.
serve_bad-signature = La firma della richiesta non corrisponde: controllate il token in Tiebreak ▸ Impostazioni.

# An error the add-on's service returns, shown in the add-on.
# Variables: $skew, $window.
serve_stale = L'ora della richiesta dista { $skew } secondi dall'orologio del servizio (ne sono accettati al massimo { $window }): riprovate; se succede ancora, l'orologio del servizio è sbagliato.

# An error the add-on's service returns, shown in the add-on.
serve_replayed = Questa richiesta è già stata ricevuta una volta e non viene eseguita di nuovo.

# An error the add-on's service returns, shown in the add-on.
serve_unknown-token = Il token in Tiebreak ▸ Impostazioni non è noto a questo servizio (revocato o sbagliato): chiedetene uno nuovo a chi gestisce il servizio.

# An error the add-on's service returns, shown in the add-on.
serve_wrong-sheet = Il token in Tiebreak ▸ Impostazioni appartiene a un altro foglio di calcolo: chiedete il token di questo foglio.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $seconds (a number of seconds).
serve_rate-limited = Troppe richieste per questo foglio in un minuto (al massimo { $limit }): riprovate tra { $seconds } secondi.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_busy = Il servizio è occupato: riprovate tra { $seconds } secondi.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_timeout = Il calcolo ha richiesto più di { $seconds } secondi ed è stato abbandonato: riprovate o rivolgetevi a chi gestisce il servizio.

# An error the add-on's service returns, shown in the add-on.
serve_internal = Il servizio ha avuto un errore imprevisto; chi lo gestisce trova i dettagli nel registro.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_not-found = Questo servizio non ha { $path }.

# An error the add-on's service returns, shown in the add-on.
serve_same-entrant = Scegliete due giocatori diversi.

# An error the add-on's service returns, shown in the add-on.
serve_expect_object = un oggetto

# An error the add-on's service returns, shown in the add-on.
serve_expect_array = una lista

# An error the add-on's service returns, shown in the add-on.
serve_expect_string = un testo

# An error the add-on's service returns, shown in the add-on.
serve_expect_integer = un numero intero

# An error the add-on's service returns, shown in the add-on.
serve_expect_number = un numero

# An error the add-on's service returns, shown in the add-on.
serve_expect_boolean = true o false

# An error the add-on's service returns, shown in the add-on.
# same-as-english
serve_expect_null = null

# An error the add-on's service returns, shown in the add-on.
# Variables: $left (the part before), $right (the part after).
serve_expect_or = { $left } o { $right }

# An error the add-on's service returns, shown in the add-on.
# Variables: $values.
serve_expect_one-of = uno dei valori { $values }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-length = una lunghezza di almeno { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-length = una lunghezza di al massimo { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_minimum = almeno { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_maximum = al massimo { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-items = almeno { $n } elementi

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-items = al massimo { $n } elementi

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-fields = al massimo { $n } campi

# An error the add-on's service returns, shown in the add-on.
# Variables: $name (a name (a player, team or tournament)).
serve_expect_schema = un { $name }

## The command line's help (tiebreak-serve --help)

# The help of the command tiebreak-serve (tiebreak-serve --help): the word a usage error shows for the missing action of 'tiebreak-serve token' (new, list or revoke), as in 'the following arguments are required: action'.
serve_cli_metavar_action = azione

# The help of the command tiebreak-serve (tiebreak-serve --help): the command's description, above its options (the add-on is the Google Sheets add-on).
serve_cli_help_description = Il servizio HTTP dietro il componente aggiuntivo tiebreak per Google Sheets: calcola gli spareggi tecnici dalle celle che un foglio invia e risponde con le celle da scrivere.

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is).
# Variables: $langs (the language codes).
serve_cli_help_lang = lingua di questo aiuto e degli errori d'uso: { $langs } (predefinita: $TIEBREAK_LANG, altrimenti en); le risposte al componente aggiuntivo seguono la lingua di ogni richiesta

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --host (a network address).
# Variables: $host (an address).
serve_cli_help_host = indirizzo su cui restare in ascolto (predefinito: { $host })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --port (a network port).
# Variables: $port (a number).
serve_cli_help_port = porta su cui restare in ascolto (predefinita: { $port })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --workers (operating-system processes).
# Variables: $count (a number).
serve_cli_help_workers = numero di processi che condividono la porta (predefinito: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --metrics-port (/metrics is an address path, PORT+n stays as it is).
serve_cli_help_metrics-port = serve /metrics di ogni processo anche su 127.0.0.1:PORT+n (processo n)

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --max-body (MB: megabytes).
# Variables: $mb (a number of megabytes).
serve_cli_help_max-body = corpo massimo di una richiesta, in MB (predefinito: { $mb })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --timeout.
# Variables: $seconds (a number of seconds).
serve_cli_help_timeout = secondi che una richiesta può durare (predefinito: { $seconds })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --max-in-flight.
# Variables: $count (a number).
serve_cli_help_max-in-flight = richieste servite contemporaneamente da ogni processo (predefinito: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --per-minute (a token of a spreadsheet).
# Variables: $count (a number).
serve_cli_help_per-minute = richieste per token al minuto (predefinito: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the subcommands (token); without one, the service runs.
serve_cli_help_command = il comando (senza, il servizio si avvia); ognuno ha il suo --help

# The help of the command tiebreak-serve (tiebreak-serve --help): the subcommand token (the tokens that let a spreadsheet use the service).
serve_cli_help_token = crea, elenca o revoca i token dei fogli di lavoro

# The help of the command tiebreak-serve (tiebreak-serve --help): the actions of 'tiebreak-serve token': new, list, revoke.
serve_cli_help_action = cosa fare con i token; ogni azione ha il suo --help

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token new'.
serve_cli_help_new = crea un token per un foglio di lavoro (stampato sull'ultima riga)

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --label of 'token new' ('token list' is a command, kept as it is).
serve_cli_help_label = una nota per token list (chi, quale torneo)

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token list' (a secret: the token's text itself).
serve_cli_help_list = elenca i token (identificativi e fogli, mai i segreti)

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token revoke'.
serve_cli_help_revoke = revoca un token dato il suo identificativo

# The help of the command tiebreak-serve (tiebreak-serve --help): the argument of 'token revoke'.
serve_cli_help_id = l'identificativo del token, come lo mostra token list
