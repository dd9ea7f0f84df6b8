### Italiano (it): the Google Sheets connector (tiebreak-sheets): notes, summaries, errors.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Headers of our columns (a tie-break column is headed by its code)

# A column header the connector writes in the organiser's sheet.
sheets_header_rank = Posizione

# A short column header in the organiser's sheet: the points (score).
sheets_header_pts = Punti

# A column header in the organiser's sheet: the starting number.
sheets_header_no = N.

# A column header the connector writes in the organiser's sheet.
sheets_header_name = Nome

## The note on each of our headers ({mark} is tiebreak-sheets:, never translated)

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $mark, $rules (a rule set's name such as fide-2026 (kept as it is)), $what.
sheets_note_header = { $mark } { $what }, regolamento { $rules }. Scritto da `tiebreak-sheets sync` e riscritto a ogni sincronizzazione: non scrivere in questa colonna.

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_rank = posizione in classifica

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_pts = punti

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_no = numero di partenza

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_name = giocatore

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)).
sheets_note_tiebreak = { $name } ({ $code }); la nota di ogni valore lo spiega

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $name (a name (a player, team or tournament)).
sheets_note_tiebreak-named = { $name }; la nota di ogni valore lo spiega

## The summary line

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $order (tie-break codes in order, such as
# BH-C1, BH), $rules (a rule set's name such as fide-2026 (kept as it is)), $tab (a sheet tab's
# name), $title.
sheets_summary_head =
    { $count ->
        [one] { $title } ({ $tab }): { $count } giocatore, regolamento { $rules }, ordine degli spareggi { $order }
        [many] { $title } ({ $tab }): { $count } giocatori, regolamento { $rules }, ordine degli spareggi { $order }
       *[other] { $title } ({ $tab }): { $count } giocatori, regolamento { $rules }, ordine degli spareggi { $order }
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_summary_points-only = (solo punti)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $head.
sheets_summary_up-to-date = { $head }; aggiornato

# The Google Sheets connector (tiebreak-sheets).
# Variables: $head.
sheets_summary_nothing-written = { $head }; aggiornato, nulla è stato scritto

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $head, $where.
sheets_summary_dry-run = { $head }; prova: da cambiare { $cells } nel { $where }, nulla è stato scritto

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $head, $requests, $where.
sheets_summary_changed = { $head }; cambiate { $cells } nel { $where } con { $requests }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_summary_cells =
    { $count ->
        [one] { $count } cella
        [many] { $count } celle
       *[other] { $count } celle
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_summary_tab = foglio { $tab }

# The Google Sheets connector (tiebreak-sheets).
sheets_summary_one-request = una sola richiesta

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_summary_requests =
    { $count ->
        [one] { $count } richiesta
        [many] { $count } richieste
       *[other] { $count } richieste
    }

## The dry-run listing

# The Google Sheets connector (tiebreak-sheets).
# Variables: $address, $new, $old.
# same-as-english
sheets_dry_change = { $address }: { $old } -> { $new }

# The Google Sheets connector (tiebreak-sheets).
sheets_dry_empty = vuota

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change.
sheets_dry_note-removed = { $change }; nota rimossa

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $first.
sheets_dry_note-set = { $change }; nuova nota: { $first }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $first.
sheets_dry_note-updated = { $change }; nota aggiornata: { $first }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $count (a number choosing the plural form).
sheets_dry_more-lines =
    { $count ->
        [one] { $change } (+{ $count } riga)
        [many] { $change } (+{ $count } righe)
       *[other] { $change } (+{ $count } righe)
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_dry_create-tab = creare il foglio { $tab }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_dry_add-columns =
    { $count ->
        [one] aggiungere { $count } colonna al foglio { $tab }
        [many] aggiungere { $count } colonne al foglio { $tab }
       *[other] aggiungere { $count } colonne al foglio { $tab }
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_dry_add-rows =
    { $count ->
        [one] aggiungere { $count } riga al foglio { $tab }
        [many] aggiungere { $count } righe al foglio { $tab }
       *[other] aggiungere { $count } righe al foglio { $tab }
    }

## What a cell holds (in the dry run and in conflicts)

# The Google Sheets connector (tiebreak-sheets).
sheets_cell_nothing = nulla

# The Google Sheets connector (tiebreak-sheets).
# Variables: $note.
sheets_cell_note = una nota { $note }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $formula.
sheets_cell_formula = la formula { $formula }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $note, $what.
sheets_cell_with-note = { $what } con la nota { $note }

## Errors

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $count (a number choosing the plural form).
sheets_error_conflict =
    { $count ->
        [one] nulla è stato scritto: { $count } cella che la sincronizzazione sovrascriverebbe contiene dati che non ha scritto: { $cells }. Spostarla o svuotarla, oppure scegliere un'altra destinazione (--target standings-tab).
        [many] nulla è stato scritto: { $count } celle che la sincronizzazione sovrascriverebbe contengono dati che non ha scritto: { $cells }. Spostarle o svuotarle, oppure scegliere un'altra destinazione (--target standings-tab).
       *[other] nulla è stato scritto: { $count } celle che la sincronizzazione sovrascriverebbe contengono dati che non ha scritto: { $cells }. Spostarle o svuotarle, oppure scegliere un'altra destinazione (--target standings-tab).
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $what, $where.
sheets_error_conflict-cell = { $where } contiene { $what }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $count (a number choosing the plural form).
sheets_error_conflict-more = { $cells } (e altre { $count })

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_error_busy = il foglio { $tab } ha continuato a cambiare durante la sincronizzazione ({ $count } tentativi); nulla è stato scritto. Rilanciare la sincronizzazione a modifiche concluse.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_error_busy-written = il foglio { $tab } ha continuato a cambiare durante la sincronizzazione ({ $count } tentativi); l'ultima scrittura potrebbe aver messo valori su righe spostate nel frattempo. Rilanciare la sincronizzazione a modifiche concluse.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_error_no-player-rows = il foglio { $tab } è un elenco di abbinamenti senza elenco dei giocatori, quindi non ci sono righe di giocatori accanto a cui scrivere: usare --target standings-tab, oppure aggiungere un foglio 'Players' con l'elenco dei giocatori

## The command line

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_cli_problems =
    { $count ->
        [one] il foglio di calcolo ha { $count } problema; nulla è stato scritto:
        [many] il foglio di calcolo ha { $count } problemi; nulla è stato scritto:
       *[other] il foglio di calcolo ha { $count } problemi; nulla è stato scritto:
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $value (a tie-break value (a number)).
sheets_cli_bad-interval = un numero di secondi maggiore di 0, non { $value }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $module.
sheets_cli_not-installed = le librerie per Google Sheets non sono installate (manca il modulo { $module }): eseguire pip install '.[sheets]' nella cartella di tiebreak

## The arbiter's leftovers: withdrawn players, lots seed, single winner

# A column header the connector writes in the organiser's sheet.
# (sheets_addon/writer.py, sheets_addon/sheet_settings.py) -----------------------------
# same-as-english
sheets_header_note = Note

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_note = ritiro: dopo quale turno il giocatore si è ritirato

## Watch --- (tiebreak-sheets watch, part 3: sheets_addon/watch.py)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds).
sheets_watch_start = controllo il foglio: una lettura ogni { $seconds } s, una sincronizzazione quando i risultati cambiano; Ctrl-C interrompe

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
sheets_watch_round =
    { $count ->
        [one] turno { $round }: { $finished } su { $count } partita
        [many] turno { $round }: { $finished } su { $count } partite
       *[other] turno { $round }: { $finished } su { $count } partite
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $round (a round number of the tournament).
sheets_watch_after = dopo il turno { $round }

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_no-round = ancora nessun risultato

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $where.
sheets_watch_wrote = { $where }; scritte { $cells }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $where.
sheets_watch_unchanged = { $where }; nulla da cambiare

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $where.
sheets_watch_would-write = { $where }; sarebbero scritte { $cells } (prova)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $error.
sheets_watch_waiting = nulla è stato scritto, attendo che si risolva: { $error }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_problems =
    { $count ->
        [one] il foglio di calcolo ha { $count } problema; nulla è stato scritto, attendo la correzione:
        [many] il foglio di calcolo ha { $count } problemi; nulla è stato scritto, attendo la correzione:
       *[other] il foglio di calcolo ha { $count } problemi; nulla è stato scritto, attendo la correzione:
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds), $why (the reason, another message).
sheets_watch_unavailable = Google Sheets non risponde ({ $why }); prossima lettura tra { $seconds } s

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_no-answer = nessuna connessione

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_back = Google Sheets risponde di nuovo

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds), $state, $time.
sheets_watch_status = letto alle { $time }: { $state }; prossima lettura tra { $seconds } s

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_state-blocked = attendo la correzione del foglio

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_state-offline = Google Sheets non risponde

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $reads, $writes.
sheets_watch_stopped = interrotto: { $reads }, { $writes }, cambiate { $cells }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_reads =
    { $count ->
        [one] { $count } lettura
        [many] { $count } letture
       *[other] { $count } letture
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_writes =
    { $count ->
        [one] { $count } scrittura
        [many] { $count } scritture
       *[other] { $count } scritture
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_team_header_team = Squadra

# A column header: match points, abbreviated.
# same-as-english
sheets_team_header_mp = MP

# A column header: game points, abbreviated.
# same-as-english
sheets_team_header_gp = GP

# The Google Sheets connector (tiebreak-sheets).
# Variables: $score (a score (points)).
sheets_team_note_rank = posizione della squadra: per { $score }, poi per l'ordine degli spareggi

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_no = numero della squadra

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_team = squadra

# The Google Sheets connector (tiebreak-sheets).
# Variables: $draw, $loss, $win.
sheets_team_note_mp = punti squadra: { $win } per un incontro vinto, { $draw } per un pareggio, { $loss } per una sconfitta

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_gp = punti partita: i punti della squadra sulle scacchiere

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $order (tie-break codes in order, such as
# BH-C1, BH), $rules (a rule set's name such as fide-2026 (kept as it is)), $score (a score
# (points)), $tab (a sheet tab's name), $title.
sheets_team_summary_head =
    { $count ->
        [one] { $title } ({ $tab }): { $count } squadra, regolamento { $rules }, classifica per { $score }, ordine degli spareggi { $order }
        [many] { $title } ({ $tab }): { $count } squadre, regolamento { $rules }, classifica per { $score }, ordine degli spareggi { $order }
       *[other] { $title } ({ $tab }): { $count } squadre, regolamento { $rules }, classifica per { $score }, ordine degli spareggi { $order }
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_mpvgp = l'altro punteggio (punti partita se la classifica è per punti squadra, e viceversa)

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bh = Buchholz delle squadre avversarie

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_fb = Fore Buchholz delle squadre avversarie

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_aob = media dei Buchholz delle squadre avversarie

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_emmsb = Sonneborn-Berger esteso: MP dell'avversaria × MP propri

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_emgsb = Sonneborn-Berger esteso: MP dell'avversaria × GP propri

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_egmsb = Sonneborn-Berger esteso: GP dell'avversaria × MP propri

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_eggsb = Sonneborn-Berger esteso: GP dell'avversaria × GP propri

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_ps = punteggio progressivo

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_win = incontri vinti

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_de = scontro diretto

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_ede = scontro diretto esteso

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edet = scontro diretto esteso, poi risultati delle prime scacchiere

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edeb = scontro diretto esteso, poi eliminazione delle scacchiere

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edebt = scontro diretto esteso, somma per scacchiera, poi risultati delle prime scacchiere

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edebb = scontro diretto esteso, somma per scacchiera, poi eliminazione delle scacchiere

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_sssc = punteggio secondario più Buchholz diviso per un fattore

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bc = somma per scacchiera, più basso è meglio

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_tbr = risultati per scacchiera: GP in prima scacchiera, in seconda, …

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bbe = eliminazione delle scacchiere: GP senza l'ultima scacchiera, senza le ultime due, …

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cell (a cell's address, such as B7).
sheets_settings_no-room = { $cell } è d'intralcio alla nuova riga del blocco delle impostazioni: svuotala o sposta il blocco.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cell (a cell's address, such as B7), $tab (a sheet tab's name).
sheets_settings_written = { $tab }: blocco delle impostazioni scritto (da { $cell }).

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_settings_unchanged = { $tab }: il blocco delle impostazioni dice già questo; non è stato scritto nulla.

## The command line's help (tiebreak-sheets --help)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the command's description, above its options.
sheets_cli_help_description = Calcola gli spareggi tecnici di un foglio dei risultati in Google Sheets e li riscrive accanto ai dati dell'organizzatore (o in un foglio della classifica), con la spiegazione di ogni valore come nota della cella.

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand sync.
sheets_cli_help_sync = legge il foglio, calcola la classifica e la riscrive

# The help of the command tiebreak-sheets (tiebreak-sheets --help): sync's option --live.
sheets_cli_help_sync-live = mentre un turno è in corso, conta anche le sue partite finite (valori provvisori, detto nelle note delle intestazioni; predefinito: dopo l'ultimo turno completo)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand watch.
sheets_cli_help_watch = legge il foglio a ogni intervallo e sincronizza ogni volta che i risultati cambiano, con valori provvisori mentre un turno è in corso (Ctrl-C ferma)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): watch's option --interval.
# Variables: $seconds (a number of seconds).
sheets_cli_help_interval = secondi tra due letture del foglio (predefinito: { $seconds })

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand report.
sheets_cli_help_report = scrive la pagina della classifica del foglio che si spiega da sé (un solo file HTML); nel foglio non si scrive nulla

# The help of the command tiebreak-sheets (tiebreak-sheets --help): report's option --after-round (K is the metavariable, a round's number).
sheets_cli_help_after-round = la classifica com'era dopo il turno K

# The help of the command tiebreak-sheets (tiebreak-sheets --help): report's option --live.
sheets_cli_help_report-live = conta le partite finite di un turno in corso (provvisorio, detto nella pagina)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the argument SHEET_URL_OR_KEY.
sheets_cli_help_sheet = l'URL del foglio di lavoro o la sua chiave (il codice lungo nell'URL)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --worksheet (a tab of the spreadsheet).
sheets_cli_help_worksheet = foglio dei risultati (predefinito: il foglio nell'URL, altrimenti il primo)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --rules.
sheets_cli_help_rules = regolamento, ad es. fide-2026 (predefinito: il blocco delle impostazioni Tiebreak del foglio, altrimenti fide)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --order.
sheets_cli_help_order = ordine degli spareggi, ad es. BH-C1,BH,SB (predefinito: il blocco delle impostazioni, altrimenti l'ordine predefinito FIDE)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --target (its values columns and standings-tab stay as they are).
sheets_cli_help_target = dove scrivere (predefinito: il blocco delle impostazioni, altrimenti colonne accanto alle righe dei giocatori, o un foglio della classifica per un elenco di abbinamenti)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): sync's and watch's option --dry-run.
sheets_cli_help_dry-run = stampa esattamente le celle che cambierebbero e non scrive nulla

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is; Language is the name of a setting in the sheet).
# Variables: $langs (the language codes).
sheets_cli_help_lang = lingua di intestazioni, note e messaggi quando il blocco delle impostazioni del foglio non ha Language: { $langs } (predefinita: le impostazioni internazionali del foglio di lavoro, altrimenti en); questo aiuto e i messaggi del comando: --lang, altrimenti $TIEBREAK_LANG, altrimenti en

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --credentials ($GOOGLE_APPLICATION_CREDENTIALS, an environment variable, stays as it is).
sheets_cli_help_credentials = chiave dell'account di servizio (predefinita: $GOOGLE_APPLICATION_CREDENTIALS)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --oauth.
sheets_cli_help_oauth = accede invece con un account Google personale nel browser
