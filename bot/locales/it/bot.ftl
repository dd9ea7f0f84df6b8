### Italiano (it): the Discord bot's replies, buttons and command descriptions (Discord Markdown).
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_encoding = La codifica del file se non è UTF-8: cp1250, iso-8859-2, cp1251, cp1252, cp1254…

## Shared

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $title.
bot_continued = { $title } (continua)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# same-as-english
bot_kind_file = file

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# same-as-english
bot_kind_lichess = lichess

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_kind_sheet = foglio Google

# The label of a button under a bot reply.
bot_button_previous = ◀ Precedente

# The label of a button under a bot reply.
bot_button_next = Successiva ▶

## /standings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# same-as-english
bot_standings_column_rank = #

# A short column header: the starting number, not the word no.
bot_standings_column_no = N.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_column_name = Nome

# A short column header: the points (score).
bot_standings_column_pts = Punti

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_standings_title = { $name }: classifica dopo il turno { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
bot_standings_rules = Regole `{ $rules }` · ordine degli spareggi: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_standings_warnings =
    { $count ->
        [one] ⚠️ { $count } avvertenza: vedi `/rules`
        [many] ⚠️ { $count } avvertenze: vedi `/rules`
       *[other] ⚠️ { $count } avvertenze: vedi `/rules`
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $page (a page number), $pages (the number
# of pages), $slug (a tournament's short name (kept as it is)).
bot_standings_footer =
    { $count ->
        [one] Pagina { $page }/{ $pages } · { $count } giocatore · torneo `{ $slug }`
        [many] Pagina { $page }/{ $pages } · { $count } giocatori · torneo `{ $slug }`
       *[other] Pagina { $page }/{ $pages } · { $count } giocatori · torneo `{ $slug }`
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_moved-title = Classifica

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_standings_moved =
    { $count ->
        [one] La classifica è cambiata: ora ha { $count } pagina e questa è l'ultima.
        [many] La classifica è cambiata: ora ha { $count } pagine e questa è l'ultima.
       *[other] La classifica è cambiata: ora ha { $count } pagine e questa è l'ultima.
    }

## /buchholz, /tiebreak, /why

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_explain_round = **Turno { $round }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_explain_versus = contro { $name } ({ $id })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $rules (a rule set's name such as
# fide-2026 (kept as it is)), $value (a tie-break value (a number)).
bot_explain_head = **{ $code } = { $value }** secondo `{ $rules }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name).
bot_explain_title = { $code } di { $player } ({ $id })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $tournament.
bot_explain_footer = { $tournament } · dopo il turno { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $rank (a place in the standings),
# $score (a score (points)).
bot_entrant_line = **{ $name }** ({ $id }): posizione { $rank }, { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $rank (a place in the standings).
bot_why_place-title = Perché { $name } è { $rank }°

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $above, $below.
bot_why_title = Perché { $above } precede { $below }

## /player

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $players, $rank (a place in the standings),
# $round (a round number of the tournament).
bot_player_head =
    { $count ->
        [one] Posizione **{ $rank }** su { $players } · **{ $count }** punto dopo il turno { $round }
        [many] Posizione **{ $rank }** su { $players } · **{ $count }** punti dopo il turno { $round }
       *[other] Posizione **{ $rank }** su { $players } · **{ $count }** punti dopo il turno { $round }
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rating.
# same-as-english
bot_player_rating = rating { $rating }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_unrated = senza rating

# The player had the white pieces in that game.
bot_player_white = (con il Bianco)

# The player had the black pieces in that game.
bot_player_black = (con il Nero)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_won = vittoria

# Said of a game: the player drew it (neither side won).
bot_player_drew = patta

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_lost = sconfitta

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_won-forfeit = vittoria a forfait

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_lost-forfeit = sconfitta a forfait

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $colour, $opponent (an opponent's name), $result, $round (a round number of the
# tournament), $score (a score (points)).
bot_player_game = **Turno { $round }** { $result } contro { $opponent }{ $colour } · { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $result, $round (a round number of the tournament), $score (a score (points)).
bot_player_unpaired = **Turno { $round }** { $result } · { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_tiebreaks = **Spareggi** (`/tiebreak` mostra il calcolo):

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $tournament.
bot_player_footer = { $tournament } · regole { $rules }

## /rules, /tournament settings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_rules_title = Regole di { $name }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_rules_rule-set = Regolamento: `{ $rules }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_rules_rule-set-default = Regolamento: `{ $rules }` (predefinito)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
bot_rules_order = Ordine degli spareggi: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
bot_rules_order-default = Ordine degli spareggi: { $order } (predefinito)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $source.
bot_rules_source = Fonte: { $source } ({ $kind })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $counted, $rounds (round numbers).
bot_rules_rounds = Turni contati: { $counted } su { $rounds }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_rules_warnings = **Avvertenze**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_rules_no-warnings = Nessuna avvertenza.

## Organisers

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_summary_title-linked = Torneo collegato

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_summary_title = Torneo

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_linked = **{ $name }** collegato come `{ $slug }` (il torneo attivo).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_using = Ora si usa **{ $name }** come `{ $slug }` (il torneo attivo).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_synced = **{ $name }** riletto come `{ $slug }` (il torneo attivo).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $counted, $order (tie-break codes in order,
# such as BH-C1, BH), $rounds (round numbers), $rules (a rule set's name such as fide-2026 (kept as
# it is)).
bot_summary_counts =
    { $count ->
        [one] { $count } giocatore, { $counted } turni su { $rounds }; regole `{ $rules }`, ordine degli spareggi: { $order }.
        [many] { $count } giocatori, { $counted } turni su { $rounds }; regole `{ $rules }`, ordine degli spareggi: { $order }.
       *[other] { $count } giocatori, { $counted } turni su { $rounds }; regole `{ $rules }`, ordine degli spareggi: { $order }.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $source.
bot_summary_source = Fonte: { $source } ({ $kind }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_summary_warnings =
    { $count ->
        [one] ⚠️ { $count } avvertenza: vedi `/rules`.
        [many] ⚠️ { $count } avvertenze: vedi `/rules`.
       *[other] ⚠️ { $count } avvertenze: vedi `/rules`.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $note.
bot_summary_sheet = Foglio: { $note }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_title = Tornei collegati

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $mark, $name (a name (a player, team or tournament)), $order (tie-break codes in
# order, such as BH-C1, BH), $read, $rules (a rule set's name such as fide-2026 (kept as it is)),
# $slug (a tournament's short name (kept as it is)), $source.
bot_list_line = { $mark } `{ $slug }`: { $name } ({ $kind }: { $source }; regole { $rules }, ordine { $order }; letto { $read })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_choice_default = predefinito (default)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_default = predefinito

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_none = Ancora nessuno: usa `/tournament link`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_unlink_title = Torneo scollegato

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $after, $name (a name (a player, team or tournament)), $slug (a tournament's short name
# (kept as it is)).
bot_unlink_done = `{ $slug }` ({ $name }) scollegato. { $after }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_unlink_active = Il torneo attivo ora è `{ $slug }`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_unlink_none = Ora non è collegato nessun torneo.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_role_title = Ruolo degli organizzatori

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $role.
bot_role_set = I membri con { $role } ora possono usare i comandi degli organizzatori.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_role_cleared = Ora solo i membri con il permesso Gestire il server possono usare i comandi degli organizzatori.

## Errors

# An error the Discord bot replies (Discord Markdown).
bot_error_title = Non è andata a buon fine

# An error the Discord bot replies (Discord Markdown).
# Variables: $query.
bot_error_no-player = Nessun giocatore corrisponde a **{ $query }**.

# An error the Discord bot replies (Discord Markdown).
# Variables: $players.
bot_error_did-you-mean = Forse intendevi: { $players }?

# An error the Discord bot replies (Discord Markdown).
# Variables: $players, $query.
bot_error_ambiguous = **{ $query }** corrisponde a più giocatori: { $players }. Scegline uno dall'elenco o scrivi una parte più lunga del nome.

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_unreadable =
    { $count ->
        [one] Impossibile leggere il torneo ({ $count } problema):
        [many] Impossibile leggere il torneo ({ $count } problemi):
       *[other] Impossibile leggere il torneo ({ $count } problemi):
    }

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_more = … e altri { $count }.

# An error the Discord bot replies (Discord Markdown).
bot_error_cooldown-title = Più piano

# An error the Discord bot replies (Discord Markdown).
# Variables: $seconds (a number of seconds).
bot_error_cooldown = Il comando è limitato per un momento. Riprova tra { $seconds } s.

# An error the Discord bot replies (Discord Markdown).
bot_error_stale-command = Questo comando è cambiato da quando Discord te l'ha mostrato. Riprova tra un minuto o ricarica Discord (Ctrl+R).

# An error the Discord bot replies (Discord Markdown).
bot_error_stale-button = Questo pulsante non è più valido: esegui di nuovo `/standings`.

# An error the Discord bot replies (Discord Markdown).
bot_error_dm = Questo comando funziona in un server, non nei messaggi diretti.

# An error the Discord bot replies (Discord Markdown).
bot_error_unexpected-title = Qualcosa è andato storto

# An error the Discord bot replies (Discord Markdown).
bot_error_unexpected = Il bot ha incontrato un problema imprevisto; è stato registrato.

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)), $when.
bot_error_kept = Mantenuta la classifica di `{ $slug }` come letta { $when }; la fonte ora risponde:

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_kept-title = Mantenuta l'ultima lettura valida

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $reason, $when.
bot_live_kept = Mantenuta la classifica come letta { $when }; la fonte ora risponde: { $reason }

# An error the Discord bot replies (Discord Markdown).
bot_error_store-down = Il database del bot non risponde; riprova tra un minuto.

# An error the Discord bot replies (Discord Markdown).
bot_error_store-failed = Il database del bot ha dato un errore; i dettagli li ha il gestore del bot. Riprova tra un minuto.

# An error the Discord bot replies (Discord Markdown).
bot_error_work-limit-title = Interrotto

# An error the Discord bot replies (Discord Markdown).
# Variables: $seconds (a number of seconds).
bot_error_work-limit = Interrotto dopo { $seconds } s: questa risposta richiede più tempo di quello che il bot dà a una domanda, per continuare a rispondere a tutti gli altri. Chiedi di una parte più piccola (un giocatore, un turno precedente) o usa la riga di comando (`tiebreak`).

# An error the Discord bot replies (Discord Markdown).
bot_error_busy = Il bot sta ancora lavorando alle ultime domande di questo server; riprova tra poco.

# An error the Discord bot replies (Discord Markdown).
bot_error_no-tournament = Su questo server non è ancora collegato nessun torneo. Un organizzatore può collegarne uno con `/tournament link` (l'URL di un foglio Google, l'URL di un torneo svizzero lichess o un file TRF/JSON/CSV allegato).

# An error the Discord bot replies (Discord Markdown).
# Variables: $key, $known.
bot_error_unknown-tournament = Nessun torneo collegato si chiama «{ $key }». Collegati qui: { $known }.

# An error the Discord bot replies (Discord Markdown).
bot_error_none-linked = nessuno

# An error the Discord bot replies (Discord Markdown).
bot_error_not-organiser = Solo gli organizzatori possono farlo: serve il permesso Gestire il server.

# An error the Discord bot replies (Discord Markdown).
# Variables: $role.
bot_error_not-organiser-role = Solo gli organizzatori possono farlo: serve il permesso Gestire il server o il ruolo { $role }.

# An error the Discord bot replies (Discord Markdown).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_error_same-player = Scegli due giocatori diversi: entrambe le opzioni indicano { $name } ({ $id }).

# An error the Discord bot replies (Discord Markdown).
bot_error_one-source = Indica esattamente una fonte: `url` (foglio Google o torneo svizzero lichess) oppure `file` (un file TRF, JSON o CSV allegato).

# An error the Discord bot replies (Discord Markdown).
# Variables: $reason, $source.
bot_error_source = Impossibile leggere { $source }: { $reason }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_too-large = il file è troppo grande

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $mb.
bot_source_larger-than = il file supera { $mb } MB

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_bad-url = serve l'URL di un foglio Google (https://docs.google.com/spreadsheets/d/...) o di un torneo svizzero lichess (https://lichess.org/swiss/<8 caratteri>), oppure allega un file TRF, JSON o CSV

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_binary = non è un file tournament JSON, TRF o CSV (è binario)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_no-lichess = l'importazione da lichess non è installata (pip install 'tiebreak[lichess]')

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $error.
bot_source_lichess-down = lichess non ha risposto ({ $error })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_the-sheet = il foglio Google

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_no-sheets = il connettore per Google Sheets non è installato (pip install 'tiebreak[sheets]')

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $error.
bot_source_no-credentials = il bot non ha credenziali Google utilizzabili: chi gestisce il bot imposta GOOGLE_APPLICATION_CREDENTIALS sul file della chiave di un account di servizio, e il foglio va condiviso con quell'account ({ $error })

## Command descriptions (Discord: at most 100 characters)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_standings = Mostra la classifica: punti e colonne degli spareggi nell'ordine in vigore.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_player = Mostra la scheda di un giocatore (turno, colore, avversario, risultato) e gli spareggi.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_rules = Mostra il regolamento, l'ordine degli spareggi e le avvertenze del calcolo.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_buchholz = Mostra il Buchholz di un giocatore turno per turno: i punti contati di ogni avversario.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tiebreak = Mostra come è stato calcolato uno spareggio di un giocatore, voce per voce.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_why = Mostra quale criterio ha messo un giocatore davanti all'altro, per entrambi.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament = Collega tornei a questo server e sceglie il regolamento (organizzatori).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_link = Collega un torneo (foglio, torneo svizzero lichess o file); diventa quello attivo.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_use = Rende attivo un altro torneo collegato.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_list = Elenca i tornei collegati a questo server.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_unlink = Scollega un torneo (la sua fonte non viene toccata).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_settings = Imposta il regolamento e l'ordine degli spareggi (senza argomenti li mostra).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_organiser-role = Sceglie il ruolo i cui membri possono collegare e configurare tornei.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_sync = Rilegge la fonte del torneo (e riscrive nel foglio le colonne degli spareggi).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_page = Pagina della tabella (20 giocatori per pagina)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_tournament = Un torneo collegato diverso da quello attivo

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_after-round = La classifica com'era dopo questo turno

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player = Nome o numero di partenza

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_variant = Totale, Cut 1, Cut 2, Mediano 1 o Mediano 2 (predefinito: totale)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_code = Codice di spareggio, ad es. SB, PS, ARO, BH-C1, DE

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player-a = Un giocatore

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player-b = L'altro giocatore (senza: perché il primo è in quel posto?)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_url = L'URL di un foglio Google o di un torneo svizzero lichess

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_file = Oppure allega un file TRF, tournament JSON, CSV o Excel (.xlsx)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_use = Il torneo collegato da rendere attivo

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_unlink = Il torneo collegato da scollegare

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_rules = Regolamento per i turni non giocati (predefinito: FIDE secondo la data)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_order = Codici di spareggio separati da virgole, oppure 'default'

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_role = I membri con questo ruolo possono usare i comandi degli organizzatori (vuoto per togliere)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_addon-token = Crea un token per il menu Tiebreak nel foglio Google collegato (lo vedi solo tu).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_addon-token_title = Token per il menu Tiebreak

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $sheet, $slug (a tournament's short name
# (kept as it is)).
bot_addon-token_made = Un nuovo token del servizio Tiebreak per il foglio Google di **{ $name }** (`{ $slug }`), valido solo per quel file (`{ $sheet }`). Viene mostrato una volta, solo a te:

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_addon-token_paste = Nel file apri **Tiebreak > Impostazioni**, incollalo come token di questo file insieme all'indirizzo del servizio e salva.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id.
bot_addon-token_revoke = Chi gestisce il servizio può elencarlo e revocarlo: `tiebreak-serve token list`, `tiebreak-serve token revoke { $id }`.

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_error_addon-token-not-sheet = `{ $slug }` non è un foglio Google: il menu Tiebreak sta in un foglio Google. Collegane uno con `/tournament link url:`.

# An error the Discord bot replies (Discord Markdown).
bot_error_addon-token-no-store = Questo bot non crea ancora token per il menu Tiebreak: chi gestisce il bot imposta `TIEBREAK_SERVE_DATABASE_URL` sull'archivio dei token di `tiebreak-serve` (il suo `DATABASE_URL`, oppure `sqlite:///` e il percorso del suo file `TIEBREAK_SERVE_DB`) e riavvia il bot (docs/addon-setup.md).

# An error the Discord bot replies (Discord Markdown).
bot_error_addon-token-store = L'archivio dei token del servizio Tiebreak non è utilizzabile ora; nessun token è stato creato. Chi gestisce il bot trova il motivo nel suo log.

## /prizes, /tournament prizes

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $places, $points (a number of
# points), $prize.
# same-as-english
bot_prizes_share = **{ $places }** · { $name } ({ $id }), { $points }: **{ $prize }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $place, $text.
# same-as-english
bot_prizes_unawarded = **{ $place }** · { $text }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $prize.
# same-as-english
bot_prizes_total-line = { $name } ({ $id }): **{ $prize }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $slug (a tournament's short name (kept as it
# is)), $source, $tournament.
bot_prizes_footer = { $tournament } · dopo il turno { $round } · montepremi { $source } · torneo { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_set-title = Montepremi impostato

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)), $source.
bot_prizes_set = Montepremi { $source } impostato per **{ $name }** (`{ $slug }`).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $money.
bot_prizes_set-counts =
    { $count ->
        [one] { $count } categoria; secondo la classifica attuale si assegnano { $money }.
        [many] { $count } categorie; secondo la classifica attuale si assegnano { $money }.
       *[other] { $count } categorie; secondo la classifica attuale si assegnano { $money }.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_prizes_set-warnings =
    { $count ->
        [one] ⚠️ { $count } avvertenza: vedi `/prizes`.
        [many] ⚠️ { $count } avvertenze: vedi `/prizes`.
       *[other] ⚠️ { $count } avvertenze: vedi `/prizes`.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_set-see = Ora chiunque può vedere con `/prizes` chi riceve cosa, con ogni premio spiegato.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_cleared-title = Montepremi rimosso

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_prizes_cleared = **{ $name }** (`{ $slug }`) ora non ha un montepremi.

# An error the Discord bot replies (Discord Markdown).
bot_error_prizes-file = Allega il montepremi come `file`, oppure indica `clear: True` per rimuoverlo (una delle due cose).

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_error_no-prizes = `{ $slug }` non ha ancora un montepremi. Un organizzatore lo imposta con `/tournament prizes` (un file JSON tiebreak-prizes/1, vedi docs/prizes.md).

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_prizes-unreadable =
    { $count ->
        [one] Impossibile usare il montepremi ({ $count } problema):
        [many] Impossibile usare il montepremi ({ $count } problemi):
       *[other] Impossibile usare il montepremi ({ $count } problemi):
    }

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_prizes = Mostra chi riceve quale premio, con ogni premio spiegato (posti divisi, categorie).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_prizes = Imposta il montepremi del torneo; poi chiunque vede con /prizes chi riceve cosa.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_prizes-clear = Rimuovi invece il montepremi del torneo

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_prizes-file = Il montepremi: un file JSON tiebreak-prizes/1

## /compare (bot helper botcompare)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $column (a column's name), $letter.
# same-as-english
bot_compare_column = **{ $letter }** { $column }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $column (a column's name), $letter.
bot_compare_column_in-force = **{ $letter }** { $column } (di questo torneo)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $columns, $order (tie-break codes in order, such as BH-C1, BH).
bot_compare_by-rules = Regolamenti: { $columns } · ordine degli spareggi: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $columns, $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_compare_by-orders = Ordini degli spareggi secondo { $rules }: { $columns }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $mark.
bot_compare_legend = `{ $mark }` cambia posizione (perché: sotto) · `=` posto ex aequo · prima il podio e le parità

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $cause, $id, $name (a name (a player, team or tournament)), $ranks.
bot_compare_move = **{ $name }** ({ $id }), posti { $ranks }: { $cause }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $columns, $text.
# same-as-english
bot_compare_warning = ⚠️ { $columns } `{ $code }`: { $text }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_more-warnings = …e altre avvertenze: { $count }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $slug (a tournament's short name (kept as
# it is)).
bot_compare_footer = Giocatori: { $count } · torneo { $slug }

# An error the Discord bot replies (Discord Markdown).
bot_error_compare-both = Si confrontano più regolamenti con un solo ordine degli spareggi, oppure più ordini con un solo regolamento: con `orders`, indicare in `rules` al massimo un regolamento.

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form), $max.
bot_error_compare-too-many = Troppi per mostrarli affiancati ({ $count }): indicare al massimo { $max } regolamenti od ordini.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_compare = Mostra chi cambia posizione con altri regolamenti od ordini degli spareggi, e perché.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_compare-rules = Regolamenti separati da virgole (predefinito: questo contro le altre edizioni FIDE e US Chess)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_compare-orders = Ordini degli spareggi separati da ';' (un solo ordine: contro quello del torneo)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_more-moves = …e altri giocatori che cambiano posizione: { $count }. I loro posti sono nella tabella; `/why` spiega l'ordine di due giocatori qualsiasi, e `/compare` con due regolamenti od ordini dà cause più brevi.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $file (a file's name).
bot_compare_in-file = La tabella intera e tutte le cause: il file allegato `{ $file }`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_warnings-in-file = ⚠️ Avvisi: { $count }, elencati nel file.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_standings_withdrawn-mark = rit. { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_withdrawn-legend = rit. N: ritiro dopo il turno N

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_whatif = Mostra dove può finire un giocatore dopo questo turno: vittoria, patta o sconfitta.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_whatif-pairings = Abbinamenti del turno successivo se nessuna partita è in attesa: bianco-nero (12-7,3-5)

# An error the Discord bot replies (Discord Markdown).
# Variables: $next.
bot_error_whatif-nothing-pending = Nessuna partita di questo torneo è in attesa, quindi nessun turno è in corso. Indica gli abbinamenti del turno { $next } in `pairings` (numeri di partenza bianco-nero, ad esempio `12-7,3-5`), oppure usa `/sync` quando il turno è abbinato nella fonte.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $index.
bot_whatif_where = l'opzione pairings, coppia { $index }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $slug (a tournament's short name (kept as it
# is)).
bot_whatif_footer = Turno { $round } · torneo { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_live_title-provisional = { $name }: classifica provvisoria, turno { $round } in corso

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_following = In diretta: questo messaggio segue i risultati

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_live_round-complete = Turno { $round } concluso

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_live_more = Tutte le righe e gli spareggi tecnici: `/standings tournament:{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_started-title = Classifica in diretta

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel, $name (a name (a player, team or tournament)).
bot_live_started = La classifica di **{ $name }** è in diretta in { $channel }: un solo messaggio viene modificato man mano che arrivano i risultati, e ogni turno concluso riceve un breve messaggio nuovo.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $seconds (a number of seconds).
bot_live_follows-source = La fonte viene riletta ogni { $seconds } s.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_follows-file = Un file non viene riletto: collegalo di nuovo (o `/sync`) e il messaggio si aggiorna.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_write-back-on = Riscrittura: attiva (in diretta, anche le colonne degli spareggi tecnici vengono riscritte nel foglio)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_write-back-off = Riscrittura: disattiva (`/tournament settings write_back:on` riscrive in un foglio in diretta)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_stopped-title = Classifica in diretta fermata

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel, $name (a name (a player, team or tournament)).
bot_live_stopped = **{ $name }** non è più in diretta in { $channel }; l'ultimo messaggio resta com'era.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_need-channel = Indica il canale per la classifica (`channel:`) oppure fermala con `off:True`, non entrambi.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_live_not-live = Il torneo `{ $slug }` non è in diretta su questo server: avvialo con `/tournament live channel:`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel.
bot_live_cannot-post = Non posso scrivere in { $channel }: dammi lì i permessi Visualizza canale, Invia messaggi e Incorpora link.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_live = Pubblica la classifica in un canale e aggiorna quel messaggio man mano che arrivano i risultati.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_live-channel = Il canale in cui tenere aggiornata la classifica

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_live-off = Ferma invece la classifica in diretta

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_write-back = In diretta, riscrive anche le colonne degli spareggi nel foglio

# A choice of a bot command option: switched on.
bot_cmd_choice_on = attivo

# A choice of a bot command option: switched off.
bot_cmd_choice_off = disattivo

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team = Una squadra di un torneo a squadre: nome o numero

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team-a = Una squadra (tornei a squadre)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team-b = L'altra squadra (tornei a squadre)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_team_error_player-command = **{ $name }** è un torneo a squadre: la sua classifica ordina le squadre e i giocatori non vi hanno spareggi propri. Chiedi delle squadre: `/standings`, `/tiebreak team:… code:…`, `/why team_a:… team_b:…`, `/whatif team:…`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_team_error_not-team-event = **{ $name }** non è un torneo a squadre: indica giocatori (`player`, `player_a`, `player_b`), non squadre.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query.
bot_team_error_no-team = Nessuna squadra corrisponde a **{ $query }**.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query, $teams.
bot_team_error_no-team-close = Nessuna squadra corrisponde a **{ $query }**. Forse intendevi: { $teams }?

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query, $teams.
bot_team_error_ambiguous = **{ $query }** corrisponde a più squadre: { $teams }. Scrivi più lettere del nome o il numero della squadra.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_error_player-or-team = Indica un giocatore (`player`) o una squadra (`team`): uno dei due.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_error_two-teams = Indica due squadre (`team_a` e `team_b`) e nessun giocatore.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_team_error_same-team = Entrambe le opzioni indicano **{ $name }** ({ $id }): scegli due squadre diverse.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_order-none = nessuno

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)), $score (a score (points)).
bot_team_standings_rules = Regole `{ $rules }` · classifica per { $score } · ordine degli spareggi: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $page (a page number), $pages (the number
# of pages), $slug (a tournament's short name (kept as it is)).
bot_team_standings_footer = Pagina { $page }/{ $pages } · squadre: { $count } · torneo `{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $slug (a tournament's short name (kept as
# it is)).
bot_team_compare_footer = Squadre: { $count } · torneo { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $score (a score (points)).
bot_team_rules_score = Classifica per { $score }, poi per l'ordine degli spareggi

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $boards, $count (a number choosing the plural form), $counted, $order (tie-break codes
# in order, such as BH-C1, BH), $rounds (round numbers), $rules (a rule set's name such as fide-2026
# (kept as it is)), $score (a score (points)).
bot_team_summary_counts = Torneo a squadre: squadre { $count }, scacchiere { $boards }, { $counted } turni su { $rounds }; regole `{ $rules }`, classifica per { $score }, ordine degli spareggi: { $order }.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_publish = Allega la pagina della classifica che si spiega da sola (un file HTML) del torneo.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_publish-language = La lingua della pagina: quella del server (predefinita) o la tua

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_every-round = Con la classifica in diretta attiva, pubblica la pagina anche alla fine di ogni turno

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_choice_server-language = la lingua del server

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_choice_my-language = la mia lingua

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
# same-as-english
bot_publish_mb = { $size } MB

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
# same-as-english
bot_publish_kb = { $size } kB

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_publish_title = { $name }: la pagina della classifica

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_publish_round-title = { $name }: la pagina della classifica dopo il turno { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_whole = La pagina intera ({ $size }): la classifica, gli spareggi tecnici spiegati, il tabellone, gli abbinamenti, i grafici e le schede di tutti i giocatori. Aprila in un browser o stampala.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $limit (a limit (a number)), $size (a size (a number)).
bot_publish_over = La pagina intera ({ $size }) supera il limite di questo server per un file, { $limit }.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $part.
bot_publish_tied = Allegata: la pagina con le sole schede dei giocatori che condividono un posto (gli spareggi non li hanno separati) ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $part.
bot_publish_top = Allegata: la pagina con le sole schede dei primi { $count } della classifica ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_at-least = almeno { $size }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_about = circa { $size }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $part.
bot_publish_no-cards = Allegata: la pagina senza le schede dei giocatori ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $seconds (a number of seconds).
bot_publish_too-slow = Costruire la pagina ha richiesto più di quanto il bot concede a un lavoro ({ $seconds } s): non è allegato nulla.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $limit (a limit (a number)), $size (a size (a number)).
bot_publish_none = La pagina intera ({ $size }) supera il limite di questo server per un file, { $limit }, e così la pagina senza le schede dei giocatori: non è allegato nulla.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $command.
bot_publish_command = Per costruire la pagina intera: `{ $command }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel.
bot_publish_rounds-on = La pagina sarà pubblicata anche in { $channel } alla fine di ogni turno.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_publish_rounds-off = La pagina non sarà più pubblicata alla fine di un turno.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_publish_needs-live = La classifica in diretta di `{ $slug }` è spenta: avviala prima con `/tournament live`, poi la pagina potrà seguire ogni turno.

## The command line's help (tiebreak-bot --help, python -m bot --help)

# The help of the command tiebreak-bot / python -m bot (its --help): the command's description, above its options.
bot_cli_help_description = Avvia il bot Discord di tiebreak: comandi con barra che spiegano gli spareggi tecnici.

# The help of the command tiebreak-bot / python -m bot (its --help): the option --log-format (its values plain and json stay as they are; NO_COLOR is an environment variable).
bot_cli_help_log-format = righe del log come testo semplice (colorato solo su un terminale, mai con NO_COLOR) o come oggetti JSON, uno per riga (predefinito: plain)

# The help of the command tiebreak-bot / python -m bot (its --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is).
# Variables: $langs (the language codes).
bot_cli_help_lang = lingua di questo aiuto e degli errori d'uso: { $langs } (predefinita: $TIEBREAK_LANG, altrimenti en); su Discord il bot risponde nella lingua di ogni utente

# The help of the command tiebreak-bot / python -m bot (its --help): the title of the table of settings below the options.
bot_cli_settings = impostazioni (variabili d'ambiente)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DISCORD_TOKEN (Bot and Reset Token are the names in Discord's developer portal) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_token = il token del bot (obbligatorio): portale per sviluppatori, Bot, Reset Token

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DATABASE_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_database = postgresql://user:pass@host/db o sqlite:///path (predefinito: il file SQLite di TIEBREAK_BOT_DB)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_BOT_DB in the table of settings; names in capitals, paths, commands and values stay as they are; the file's path on this machine follows on a line of its own, then the closing parenthesis.
bot_cli_env_bot-db = il file SQLite quando DATABASE_URL non è impostata (predefinito: $XDG_DATA_HOME/tiebreak/tiebreak-bot.sqlite3, altrimenti ~/.local/share/tiebreak/tiebreak-bot.sqlite3; qui:

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHARDS (a shard: one of the gateway connections Discord splits a bot's servers into) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_shards = auto (predefinito: tanti shard quanti Discord ne raccomanda, tutti in questo processo) o gli shard di questo processo, ad esempio 0-3

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHARD_COUNT in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_shard-count = il numero totale di shard su tutti i processi (insieme a un intervallo)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SYNC_COMMANDS (its values auto, always and never stay as they are) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_sync = auto (carica i comandi quando sono cambiati), always o never

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_TEST_GUILD (a server: a Discord server, called a guild in its API) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_test-guild = copia i comandi sul server con questo id (compaiono subito)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_LIVE_INTERVAL (/tournament live is a bot command) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_live-interval = secondi tra le letture di un foglio o di uno svizzero lichess dal vivo (/tournament live; predefinito 60, almeno 10)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_WORK_LIMIT (/whatif and /compare are bot commands) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_work-limit = secondi che il lavoro pesante di una domanda può durare (/whatif, /compare, elenchi dei premi, caricamenti; predefinito 20): poi viene fermato

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DB_TIMEOUT in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_db-timeout = secondi che un'istruzione del database può durare (predefinito 10)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) GOOGLE_APPLICATION_CREDENTIALS, TIEBREAK_SHEETS_ENDPOINT, TIEBREAK_LICHESS_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_servers = la chiave di Google Sheets e altri server per i fogli e per lichess

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DISCORD_API_BASE, DISCORD_GATEWAY_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_discord = un altro indirizzo REST e un altro gateway di Discord (un proxy, un server di prova)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_METRICS_PORT (/healthz and /metrics are address paths) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_metrics = serve /healthz e /metrics (Prometheus) su questa porta (spento se non impostata; TIEBREAK_METRICS_HOST, predefinito 0.0.0.0)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DRAIN_SECONDS (SIGTERM: the signal that asks a process to stop) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_drain = al SIGTERM, secondi per finire le risposte in corso (predefinito 8)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DB_POOL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_pool = connessioni PostgreSQL di questo processo al massimo (predefinito 8)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHEETS_READS_PER_MINUTE, TIEBREAK_LICHESS_READS_PER_MINUTE (and TIEBREAK_LIVE_CONCURRENCY) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_reads = il budget di letture del ciclo dal vivo per account su tutti i processi (predefinito 60 ciascuno); TIEBREAK_LIVE_CONCURRENCY letture contemporanee (8)


# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SERVE_DATABASE_URL in the table of settings (/tournament addon-token is a bot command; tiebreak-serve, the add-on's service); names in capitals, commands and values stay as they are.
bot_cli_env_serve-database = l'archivio dei token di tiebreak-serve (il suo DATABASE_URL, oppure sqlite:/// e il suo file), per /tournament addon-token

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_LANG in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_lang = la lingua di questo aiuto e degli errori d'uso, quando --lang non è dato

# The help of the command tiebreak-bot / python -m bot (its --help): the paragraph at the end of the help, on exit codes (close 4010, 4011, 4014: Discord's close codes).
bot_cli_help_exits = I problemi all'avvio sono una riga sullo standard error e il codice di uscita 1; il rifiuto di Discord di shard o intent (close 4010, 4011, 4014) è una riga e il codice di uscita 78: cambiare un'impostazione.
