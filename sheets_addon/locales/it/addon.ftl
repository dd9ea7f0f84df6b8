### Italiano (it): the Google Sheets add-on's menus, sidebar and dialogs.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The menu (built by onOpen, in the sheet's language)

# The add-on's menu in Google Sheets: the program's name.
# same-as-english
addon_menu_title = Tiebreak

# An entry of the add-on's menu in Google Sheets.
addon_menu_update = Aggiorna gli spareggi tecnici

# An entry of the add-on's menu in Google Sheets.
addon_menu_check = Controlla i risultati

# An entry of the add-on's menu in Google Sheets.
addon_menu_explain = Spiega un giocatore…

# An entry of the add-on's menu in Google Sheets.
addon_menu_why = Perché A è davanti a B?

# An entry of the add-on's menu in Google Sheets.
addon_menu_publish = Pubblica la pagina della classifica

# An entry of the add-on's menu in Google Sheets.
addon_menu_live-on = Aggiorna mentre scrivo

# An entry of the add-on's menu in Google Sheets.
addon_menu_live-off = Smetti di aggiornare mentre scrivo

# An entry of the add-on's menu in Google Sheets.
addon_menu_settings = Impostazioni

## An update

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $cells.
addon_update_changed = Nulla è stato scritto: { $cells } è cambiato mentre si calcolava la classifica. Controllare, poi rilanciare Aggiorna gli spareggi tecnici.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
addon_update_kept-changing = Il foglio { $tab } ha continuato a cambiare durante l'aggiornamento ({ $count } tentativi); nulla è stato scritto. Rilanciare l'aggiornamento a modifiche concluse.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_update_locked = Un altro aggiornamento sta scrivendo in questo file; nulla è stato scritto. Riprovare tra un momento.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $tab (a sheet tab's name).
addon_update_no-tab = Il foglio { $tab } non esiste più; nulla è stato scritto.

## The service

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_error_no-url = Questo file non è ancora collegato a un servizio tiebreak: aprire Tiebreak > Impostazioni e incollare l'indirizzo del servizio e il token di questo file.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_error_no-token = Questo file non ha ancora un token: aprire Tiebreak > Impostazioni e incollare il token creato per esso da chi gestisce il servizio.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $url (a web address).
addon_error_bad-url = L'indirizzo del servizio deve iniziare con https:// (o http:// per una prova sul proprio computer), non { $url }.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $reason, $url (a web address).
addon_error_unreachable = Il servizio tiebreak all'indirizzo { $url } non è raggiungibile ({ $reason }). Controllare l'indirizzo in Tiebreak > Impostazioni o riprovare tra un minuto.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $status.
addon_error_status = Il servizio tiebreak ha risposto con un errore (HTTP { $status }); riprovare tra un minuto o avvisare chi lo gestisce.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $status, $url (a web address).
addon_error_not-json = La risposta di { $url } non è leggibile (HTTP { $status }): è l'indirizzo di un servizio tiebreak?

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $most, $size (a size (a number)).
addon_error_too-large = Questo file è troppo grande per essere inviato al servizio con una sola richiesta ({ $size } MB); il servizio accetta al massimo { $most } MB.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $reason.
addon_error_unexpected = Qualcosa è andato storto nel componente aggiuntivo: { $reason }

## Keep updating while I type

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $seconds (a number of seconds).
addon_live_on = Tiebreak ora aggiorna da solo questo foglio dopo ogni modifica, al massimo una volta ogni { $seconds } secondi. Tiebreak > Smetti di aggiornare mentre scrivo lo disattiva.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_live_off = Tiebreak non aggiorna più da solo questo foglio.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_live_title = Tiebreak, aggiornamento durante la scrittura

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $seconds (a number of seconds), $summary.
addon_live_done = { $summary } (prossimo aggiornamento non prima di { $seconds } s)

## Sidebars and dialogs

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_working = In corso…

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_close = Chiudi

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_again = Controlla di nuovo

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_check_none = Nessun problema: ogni risultato di questo foglio è leggibile.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $count (a number choosing the plural form).
addon_check_count = Problemi trovati: { $count }. Fare clic su uno per andare alla sua cella.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_explain_player = Giocatore

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_explain_button = Spiega

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_a = Giocatore A

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_b = Giocatore B

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_button = Perché?

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_same = Scegliere due giocatori diversi.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $tab (a sheet tab's name).
addon_publish_intro = La pagina della classifica del foglio { $tab }: un solo file HTML che spiega ogni spareggio tecnico. Scaricarlo, poi metterlo sul sito del circolo o inviarlo ai giocatori.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_publish_download = Scarica la pagina

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block = Regolamento, ordine degli spareggi tecnici e lingua si impostano nel file stesso, perché menu, tiebreak-sheets e bot concordino: una cella Tiebreak settings nel foglio dei risultati e sotto le chiavi Rules, Order e Language con i valori a destra (docs/sheets.md).

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_service = Il servizio tiebreak (conservato in questo file, non in una cella)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_url = Indirizzo del servizio

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_token = Token di questo file

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_token-kept = Un token è salvato; non viene mostrato. Incollarne uno nuovo per sostituirlo.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_interval = Mentre scrivo: al massimo un aggiornamento ogni (secondi)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_save = Salva

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_saved = Salvato.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $least, $most, $value (a tie-break value (a number)).
addon_settings_bad-interval = L'intervallo deve essere un numero intero di secondi da { $least } a { $most }, non { $value }.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-head = Impostazioni del file

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-here = Scritte nel blocco Tiebreak settings di questo foglio (chiavi Rules, Order, Language), letto dal menu, da tiebreak-sheets e dal bot; si può modificare anche a mano (docs/grids.md).

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_rules = Regolamento

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_order = Ordine degli spareggi tecnici (codici separati da virgole)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_language = Lingua del file

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_unset = (non impostato)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-save = Scrivi nel file
