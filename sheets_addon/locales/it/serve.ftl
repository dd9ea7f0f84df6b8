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
