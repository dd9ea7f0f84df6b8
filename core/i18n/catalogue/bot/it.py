"""The bot's messages in Italian (italiano): impersonal where it reads naturally, else "tu";
terms of glossary.md (classifica, turno, spareggio, avversario, forfait, bye), decimal comma."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "bot.cmd.option.encoding": "La codifica del file se non è UTF-8: cp1250, iso-8859-2, "
    "cp1251, cp1252, cp1254…",
    # ---- shared -------------------------------------------------------------------------
    "bot.continued": "{title} (continua)",
    "bot.kind.file": "file",
    "bot.kind.lichess": "lichess",
    "bot.kind.sheet": "foglio Google",
    "bot.button.previous": "◀ Precedente",
    "bot.button.next": "Successiva ▶",
    # ---- /standings ---------------------------------------------------------------------
    "bot.standings.column.rank": "#",
    "bot.standings.column.no": "N.",
    "bot.standings.column.name": "Nome",
    "bot.standings.column.pts": "Punti",
    "bot.standings.title": "{name}: classifica dopo il turno {round}",
    "bot.standings.rules": "Regole `{rules}` · ordine degli spareggi: {order}",
    "bot.standings.warnings": {
        "one": "⚠️ {count} avvertenza: vedi `/rules`",
        "many": "⚠️ {count} avvertenze: vedi `/rules`",
        "other": "⚠️ {count} avvertenze: vedi `/rules`",
    },
    "bot.standings.footer": {
        "one": "Pagina {page}/{pages} · {count} giocatore · torneo `{slug}`",
        "many": "Pagina {page}/{pages} · {count} giocatori · torneo `{slug}`",
        "other": "Pagina {page}/{pages} · {count} giocatori · torneo `{slug}`",
    },
    "bot.standings.moved-title": "Classifica",
    "bot.standings.moved": {
        "one": "La classifica è cambiata: ora ha {count} pagina e questa è l'ultima.",
        "many": "La classifica è cambiata: ora ha {count} pagine e questa è l'ultima.",
        "other": "La classifica è cambiata: ora ha {count} pagine e questa è l'ultima.",
    },
    # ---- /buchholz, /tiebreak, /why -----------------------------------------------------
    "bot.explain.round": "**Turno {round}**",
    "bot.explain.versus": "contro {name} ({id})",
    "bot.explain.head": "**{code} = {value}** secondo `{rules}`",
    "bot.explain.title": "{code} di {player} ({id})",
    "bot.explain.footer": "{tournament} · dopo il turno {round}",
    "bot.entrant.line": "**{name}** ({id}): posizione {rank}, {score}",
    "bot.why.place-title": "Perché {name} è {rank}°",
    "bot.why.title": "Perché {above} precede {below}",
    # ---- /player ------------------------------------------------------------------------
    "bot.player.head": {
        "one": "Posizione **{rank}** su {players} · **{count}** punto dopo il turno {round}",
        "many": "Posizione **{rank}** su {players} · **{count}** punti dopo il turno {round}",
        "other": "Posizione **{rank}** su {players} · **{count}** punti dopo il turno {round}",
    },
    "bot.player.rating": "rating {rating}",
    "bot.player.unrated": "senza rating",
    "bot.player.white": "(con il Bianco)",
    "bot.player.black": "(con il Nero)",
    "bot.player.won": "vittoria",
    "bot.player.drew": "patta",
    "bot.player.lost": "sconfitta",
    "bot.player.won-forfeit": "vittoria a forfait",
    "bot.player.lost-forfeit": "sconfitta a forfait",
    "bot.player.game": "**Turno {round}** {result} contro {opponent}{colour} · {score}",
    "bot.player.unpaired": "**Turno {round}** {result} · {score}",
    "bot.player.tiebreaks": "**Spareggi** (`/tiebreak` mostra il calcolo):",
    "bot.player.footer": "{tournament} · regole {rules}",
    # ---- /rules, /tournament settings ---------------------------------------------------
    "bot.rules.title": "Regole di {name}",
    "bot.rules.rule-set": "Regolamento: `{rules}`",
    "bot.rules.rule-set-default": "Regolamento: `{rules}` (predefinito)",
    "bot.rules.order": "Ordine degli spareggi: {order}",
    "bot.rules.order-default": "Ordine degli spareggi: {order} (predefinito)",
    "bot.rules.source": "Fonte: {source} ({kind})",
    "bot.rules.rounds": "Turni contati: {counted} su {rounds}",
    "bot.rules.warnings": "**Avvertenze**",
    "bot.rules.no-warnings": "Nessuna avvertenza.",
    # ---- organisers ---------------------------------------------------------------------
    "bot.summary.title-linked": "Torneo collegato",
    "bot.summary.title": "Torneo",
    "bot.summary.linked": "**{name}** collegato come `{slug}` (il torneo attivo).",
    "bot.summary.using": "Ora si usa **{name}** come `{slug}` (il torneo attivo).",
    "bot.summary.synced": "**{name}** riletto come `{slug}` (il torneo attivo).",
    "bot.summary.counts": {
        "one": "{count} giocatore, {counted} turni su {rounds}; regole `{rules}`, ordine degli "
        "spareggi: {order}.",
        "many": "{count} giocatori, {counted} turni su {rounds}; regole `{rules}`, ordine degli "
        "spareggi: {order}.",
        "other": "{count} giocatori, {counted} turni su {rounds}; regole `{rules}`, ordine "
        "degli spareggi: {order}.",
    },
    "bot.summary.source": "Fonte: {source} ({kind}).",
    "bot.summary.warnings": {
        "one": "⚠️ {count} avvertenza: vedi `/rules`.",
        "many": "⚠️ {count} avvertenze: vedi `/rules`.",
        "other": "⚠️ {count} avvertenze: vedi `/rules`.",
    },
    "bot.summary.sheet": "Foglio: {note}",
    "bot.list.title": "Tornei collegati",
    "bot.list.line": "{mark} `{slug}`: {name} ({kind}: {source}; regole {rules}, ordine "
    "{order}; letto {read})",
    "bot.choice.default": "predefinito (default)",
    "bot.list.default": "predefinito",
    "bot.list.none": "Ancora nessuno: usa `/tournament link`.",
    "bot.unlink.title": "Torneo scollegato",
    "bot.unlink.done": "`{slug}` ({name}) scollegato. {after}",
    "bot.unlink.active": "Il torneo attivo ora è `{slug}`.",
    "bot.unlink.none": "Ora non è collegato nessun torneo.",
    "bot.role.title": "Ruolo degli organizzatori",
    "bot.role.set": "I membri con {role} ora possono usare i comandi degli organizzatori.",
    "bot.role.cleared": "Ora solo i membri con il permesso Gestire il server possono usare i "
    "comandi degli organizzatori.",
    # ---- errors -------------------------------------------------------------------------
    "bot.error.title": "Non è andata a buon fine",
    "bot.error.no-player": "Nessun giocatore corrisponde a **{query}**.",
    "bot.error.did-you-mean": "Forse intendevi: {players}?",
    "bot.error.ambiguous": "**{query}** corrisponde a più giocatori: {players}. Scegline uno "
    "dall'elenco o scrivi una parte più lunga del nome.",
    "bot.error.unreadable": {
        "one": "Impossibile leggere il torneo ({count} problema):",
        "many": "Impossibile leggere il torneo ({count} problemi):",
        "other": "Impossibile leggere il torneo ({count} problemi):",
    },
    "bot.error.more": "… e altri {count}.",
    "bot.error.cooldown-title": "Più piano",
    "bot.error.cooldown": "Il comando è limitato per un momento. Riprova tra {seconds} s.",
    "bot.error.stale-command": "Questo comando è cambiato da quando Discord te l'ha mostrato. "
    "Riprova tra un minuto o ricarica Discord (Ctrl+R).",
    "bot.error.stale-button": "Questo pulsante non è più valido: esegui di nuovo `/standings`.",
    "bot.error.dm": "Questo comando funziona in un server, non nei messaggi diretti.",
    "bot.error.unexpected-title": "Qualcosa è andato storto",
    "bot.error.unexpected": "Il bot ha incontrato un problema imprevisto; è stato registrato.",
    "bot.error.kept": "Mantenuta la classifica di `{slug}` come letta {when}; la fonte ora "
    "risponde:",
    "bot.live.kept-title": "Mantenuta l'ultima lettura valida",
    "bot.live.kept": "Mantenuta la classifica come letta {when}; la fonte ora risponde: {reason}",
    "bot.error.store-down": "Il database del bot non risponde; riprova tra un minuto.",
    "bot.error.store-failed": "Il database del bot ha dato un errore; i dettagli li ha il "
    "gestore del bot. Riprova tra un minuto.",
    "bot.error.work-limit-title": "Interrotto",
    "bot.error.work-limit": "Interrotto dopo {seconds} s: questa risposta richiede più tempo "
    "di quello che il bot dà a una domanda, per continuare a rispondere a tutti gli altri. "
    "Chiedi di una parte più piccola (un giocatore, un turno precedente) o usa la riga di "
    "comando (`tiebreak`).",
    "bot.error.busy": "Il bot sta ancora lavorando alle ultime domande di questo server; "
    "riprova tra poco.",
    "bot.error.no-tournament": "Su questo server non è ancora collegato nessun torneo. Un "
    "organizzatore può collegarne uno con `/tournament link` "
    "(l'URL di un foglio Google, l'URL di un torneo svizzero "
    "lichess o un file TRF/JSON/CSV allegato).",
    "bot.error.unknown-tournament": "Nessun torneo collegato si chiama «{key}». Collegati qui: "
    "{known}.",
    "bot.error.none-linked": "nessuno",
    "bot.error.not-organiser": "Solo gli organizzatori possono farlo: serve il permesso "
    "Gestire il server.",
    "bot.error.not-organiser-role": "Solo gli organizzatori possono farlo: serve il permesso "
    "Gestire il server o il ruolo {role}.",
    "bot.error.same-player": "Scegli due giocatori diversi: entrambe le opzioni indicano "
    "{name} ({id}).",
    "bot.error.one-source": "Indica esattamente una fonte: `url` (foglio Google o torneo "
    "svizzero lichess) oppure `file` (un file TRF, JSON o CSV "
    "allegato).",
    "bot.error.source": "Impossibile leggere {source}: {reason}",
    "bot.source.too-large": "il file è troppo grande",
    "bot.source.larger-than": "il file supera {mb} MB",
    "bot.source.bad-url": "serve l'URL di un foglio Google (https://docs.google.com/"
    "spreadsheets/d/...) o di un torneo svizzero lichess "
    "(https://lichess.org/swiss/<8 caratteri>), oppure allega un file "
    "TRF, JSON o CSV",
    "bot.source.binary": "non è un file tournament JSON, TRF o CSV (è binario)",
    "bot.source.no-lichess": "l'importazione da lichess non è installata (pip install "
    "'tiebreak[lichess]')",
    "bot.source.lichess-down": "lichess non ha risposto ({error})",
    "bot.source.the-sheet": "il foglio Google",
    "bot.source.no-sheets": "il connettore per Google Sheets non è installato (pip install "
    "'tiebreak[sheets]')",
    "bot.source.no-credentials": "il bot non ha credenziali Google utilizzabili: chi gestisce "
    "il bot imposta GOOGLE_APPLICATION_CREDENTIALS sul file della "
    "chiave di un account di servizio, e il foglio va condiviso "
    "con quell'account ({error})",
    # ---- command descriptions (Discord: at most 100 characters) -------------------------
    "bot.cmd.standings": "Mostra la classifica: punti e colonne degli spareggi nell'ordine in "
    "vigore.",
    "bot.cmd.player": "Mostra la scheda di un giocatore (turno, colore, avversario, risultato) "
    "e gli spareggi.",
    "bot.cmd.rules": "Mostra il regolamento, l'ordine degli spareggi e le avvertenze del calcolo.",
    "bot.cmd.buchholz": "Mostra il Buchholz di un giocatore turno per turno: i punti contati "
    "di ogni avversario.",
    "bot.cmd.tiebreak": "Mostra come è stato calcolato uno spareggio di un giocatore, voce per "
    "voce.",
    "bot.cmd.why": "Mostra quale criterio ha messo un giocatore davanti all'altro, per entrambi.",
    "bot.cmd.tournament": "Collega tornei a questo server e sceglie il regolamento "
    "(organizzatori).",
    "bot.cmd.tournament.link": "Collega un torneo (foglio, torneo svizzero lichess o file); "
    "diventa quello attivo.",
    "bot.cmd.tournament.use": "Rende attivo un altro torneo collegato.",
    "bot.cmd.tournament.list": "Elenca i tornei collegati a questo server.",
    "bot.cmd.tournament.unlink": "Scollega un torneo (la sua fonte non viene toccata).",
    "bot.cmd.tournament.settings": "Imposta il regolamento e l'ordine degli spareggi (senza "
    "argomenti li mostra).",
    "bot.cmd.tournament.organiser-role": "Sceglie il ruolo i cui membri possono collegare e "
    "configurare tornei.",
    "bot.cmd.sync": "Rilegge la fonte del torneo (e riscrive nel foglio le colonne degli "
    "spareggi).",
    "bot.cmd.option.page": "Pagina della tabella (20 giocatori per pagina)",
    "bot.cmd.option.tournament": "Un torneo collegato diverso da quello attivo",
    "bot.cmd.option.after-round": "La classifica com'era dopo questo turno",
    "bot.cmd.option.player": "Nome o numero di partenza",
    "bot.cmd.option.variant": "Totale, Cut 1, Cut 2, Mediano 1 o Mediano 2 (predefinito: totale)",
    "bot.cmd.option.code": "Codice di spareggio, ad es. SB, PS, ARO, BH-C1, DE",
    "bot.cmd.option.player-a": "Un giocatore",
    "bot.cmd.option.player-b": "L'altro giocatore (senza: perché il primo è in quel posto?)",
    "bot.cmd.option.url": "L'URL di un foglio Google o di un torneo svizzero lichess",
    "bot.cmd.option.file": "Oppure allega un file TRF, tournament JSON, CSV o Excel (.xlsx)",
    "bot.cmd.option.use": "Il torneo collegato da rendere attivo",
    "bot.cmd.option.unlink": "Il torneo collegato da scollegare",
    "bot.cmd.option.rules": "Regolamento per i turni non giocati (predefinito: FIDE secondo la "
    "data)",
    "bot.cmd.option.order": "Codici di spareggio separati da virgole, oppure 'default'",
    "bot.cmd.option.role": "I membri con questo ruolo possono usare i comandi degli "
    "organizzatori (vuoto per togliere)",
    "bot.cmd.tournament.addon-token": "Crea un token per il menu Tiebreak nel foglio Google "
    "collegato (lo vedi solo tu).",
    "bot.addon-token.title": "Token per il menu Tiebreak",
    "bot.addon-token.made": "Un nuovo token del servizio Tiebreak per il foglio Google di "
    "**{name}** (`{slug}`), valido solo per quel file (`{sheet}`). Viene mostrato una volta, solo "
    "a te:",
    "bot.addon-token.paste": "Nel file apri **Tiebreak > Impostazioni**, incollalo come token di "
    "questo file insieme all'indirizzo del servizio e salva.",
    "bot.addon-token.revoke": "Chi gestisce il servizio può elencarlo e revocarlo: "
    "`tiebreak-serve token list`, `tiebreak-serve token revoke {id}`.",
    "bot.error.addon-token-not-sheet": "`{slug}` non è un foglio Google: il menu Tiebreak sta in "
    "un foglio Google. Collegane uno con `/tournament link url:`.",
    "bot.error.addon-token-no-store": "Questo bot non crea ancora token per il menu Tiebreak: chi "
    "gestisce il bot imposta `TIEBREAK_SERVE_DATABASE_URL` sull'archivio dei token di "
    "`tiebreak-serve` (il suo `DATABASE_URL`, oppure `sqlite:///` e il percorso del suo file "
    "`TIEBREAK_SERVE_DB`) e riavvia il bot (docs/addon-setup.md).",
    "bot.error.addon-token-store": "L'archivio dei token del servizio Tiebreak non è utilizzabile "
    "ora; nessun token è stato creato. Chi gestisce il bot trova il motivo nel suo log.",
    # ---- /prizes, /tournament prizes ----------------------------------------------------
    "bot.prizes.share": "**{places}** · {name} ({id}), {points}: **{prize}**",
    "bot.prizes.unawarded": "**{place}** · {text}",
    "bot.prizes.total-line": "{name} ({id}): **{prize}**",
    "bot.prizes.footer": "{tournament} · dopo il turno {round} · montepremi {source} · "
    "torneo {slug}",
    "bot.prizes.set-title": "Montepremi impostato",
    "bot.prizes.set": "Montepremi {source} impostato per **{name}** (`{slug}`).",
    "bot.prizes.set-counts": {
        "one": "{count} categoria; secondo la classifica attuale si assegnano {money}.",
        "many": "{count} categorie; secondo la classifica attuale si assegnano {money}.",
        "other": "{count} categorie; secondo la classifica attuale si assegnano {money}.",
    },
    "bot.prizes.set-warnings": {
        "one": "⚠️ {count} avvertenza: vedi `/prizes`.",
        "many": "⚠️ {count} avvertenze: vedi `/prizes`.",
        "other": "⚠️ {count} avvertenze: vedi `/prizes`.",
    },
    "bot.prizes.set-see": "Ora chiunque può vedere con `/prizes` chi riceve cosa, con ogni "
    "premio spiegato.",
    "bot.prizes.cleared-title": "Montepremi rimosso",
    "bot.prizes.cleared": "**{name}** (`{slug}`) ora non ha un montepremi.",
    "bot.error.prizes-file": "Allega il montepremi come `file`, oppure indica `clear: True` per "
    "rimuoverlo (una delle due cose).",
    "bot.error.no-prizes": "`{slug}` non ha ancora un montepremi. Un organizzatore lo imposta "
    "con `/tournament prizes` (un file JSON tiebreak-prizes/1, vedi "
    "docs/prizes.md).",
    "bot.error.prizes-unreadable": {
        "one": "Impossibile usare il montepremi ({count} problema):",
        "many": "Impossibile usare il montepremi ({count} problemi):",
        "other": "Impossibile usare il montepremi ({count} problemi):",
    },
    "bot.cmd.prizes": "Mostra chi riceve quale premio, con ogni premio spiegato (posti divisi, "
    "categorie).",
    "bot.cmd.tournament.prizes": "Imposta il montepremi del torneo; poi chiunque vede con "
    "/prizes chi riceve cosa.",
    "bot.cmd.option.prizes-clear": "Rimuovi invece il montepremi del torneo",
    "bot.cmd.option.prizes-file": "Il montepremi: un file JSON tiebreak-prizes/1",
    # ---- /compare (bot helper botcompare) -----------------------------------------
    "bot.compare.column": "**{letter}** {column}",
    "bot.compare.column.in-force": "**{letter}** {column} (di questo torneo)",
    "bot.compare.by-rules": "Regolamenti: {columns} · ordine degli spareggi: {order}",
    "bot.compare.by-orders": "Ordini degli spareggi secondo {rules}: {columns}",
    "bot.compare.legend": "`{mark}` cambia posizione (perché: sotto) · `=` posto ex aequo · "
    "prima il podio e le parità",
    "bot.compare.move": "**{name}** ({id}), posti {ranks}: {cause}",
    "bot.compare.warning": "⚠️ {columns} `{code}`: {text}",
    "bot.compare.more-warnings": "…e altre avvertenze: {count}",
    "bot.compare.footer": "Giocatori: {count} · torneo {slug}",
    "bot.error.compare-both": "Si confrontano più regolamenti con un solo ordine degli spareggi, "
    "oppure più ordini con un solo regolamento: con `orders`, indicare "
    "in `rules` al massimo un regolamento.",
    "bot.error.compare-too-many": "Troppi per mostrarli affiancati ({count}): indicare al "
    "massimo {max} regolamenti od ordini.",
    "bot.cmd.compare": "Mostra chi cambia posizione con altri regolamenti od ordini degli "
    "spareggi, e perché.",
    "bot.cmd.option.compare-rules": "Regolamenti separati da virgole (predefinito: questo contro "
    "le altre edizioni FIDE e US Chess)",
    "bot.cmd.option.compare-orders": "Ordini degli spareggi separati da ';' (un solo ordine: "
    "contro quello del torneo)",
    "bot.compare.more-moves": "…e altri giocatori che cambiano posizione: {count}. I loro posti "
    "sono nella tabella; `/why` spiega l'ordine di due giocatori "
    "qualsiasi, e `/compare` con due regolamenti od ordini dà cause "
    "più brevi.",
    "bot.compare.in-file": "La tabella intera e tutte le cause: il file allegato `{file}`.",
    "bot.compare.warnings-in-file": "⚠️ Avvisi: {count}, elencati nel file.",
    # ---- end of /compare -------------------------------------------------------------
}


# ---- the arbiter's leftovers: withdrawn players in /standings ----------------
MESSAGES.update(
    {
        "bot.standings.withdrawn-mark": "rit. {round}",
        "bot.standings.withdrawn-legend": "rit. N: ritiro dopo il turno N",
    }
)

# --- whatif --- (/whatif, bot/cogs/whatif.py)
MESSAGES.update(
    {
        "bot.cmd.whatif": "Mostra dove può finire un giocatore dopo questo turno: vittoria, "
        "patta o sconfitta.",
        "bot.cmd.option.whatif-pairings": "Abbinamenti del turno successivo se nessuna partita è "
        "in attesa: bianco-nero (12-7,3-5)",
        "bot.error.whatif-nothing-pending": "Nessuna partita di questo torneo è in attesa, "
        "quindi nessun turno è in corso. Indica gli abbinamenti del turno {next} in `pairings` "
        "(numeri di partenza bianco-nero, ad esempio `12-7,3-5`), oppure usa `/sync` quando il "
        "turno è abbinato nella fonte.",
        "bot.whatif.where": "l'opzione pairings, coppia {index}",
        "bot.whatif.footer": "Turno {round} · torneo {slug}",
    }
)


# --- live --- /tournament live, the write-back setting ---------------------
MESSAGES.update(
    {
        "bot.live.title-provisional": "{name}: classifica provvisoria, turno {round} in corso",
        "bot.live.following": "In diretta: questo messaggio segue i risultati",
        "bot.live.round-complete": "Turno {round} concluso",
        "bot.live.more": "Tutte le righe e gli spareggi tecnici: `/standings tournament:{slug}`",
        "bot.live.started-title": "Classifica in diretta",
        "bot.live.started": "La classifica di **{name}** è in diretta in {channel}: un solo "
        "messaggio viene modificato man mano che arrivano i risultati, e ogni turno concluso "
        "riceve un breve messaggio nuovo.",
        "bot.live.follows-source": "La fonte viene riletta ogni {seconds} s.",
        "bot.live.follows-file": "Un file non viene riletto: collegalo di nuovo (o `/sync`) e il "
        "messaggio si aggiorna.",
        "bot.live.write-back-on": "Riscrittura: attiva (in diretta, anche le colonne degli "
        "spareggi tecnici vengono riscritte nel foglio)",
        "bot.live.write-back-off": "Riscrittura: disattiva (`/tournament settings write_back:on` "
        "riscrive in un foglio in diretta)",
        "bot.live.stopped-title": "Classifica in diretta fermata",
        "bot.live.stopped": "**{name}** non è più in diretta in {channel}; l'ultimo messaggio "
        "resta com'era.",
        "bot.live.need-channel": "Indica il canale per la classifica (`channel:`) oppure fermala "
        "con `off:True`, non entrambi.",
        "bot.live.not-live": "Il torneo `{slug}` non è in diretta su questo server: avvialo con "
        "`/tournament live channel:`.",
        "bot.live.cannot-post": "Non posso scrivere in {channel}: dammi lì i permessi Visualizza "
        "canale, Invia messaggi e Incorpora link.",
        "bot.cmd.tournament.live": "Pubblica la classifica in un canale e aggiorna quel messaggio "
        "man mano che arrivano i risultati.",
        "bot.cmd.option.live-channel": "Il canale in cui tenere aggiornata la classifica",
        "bot.cmd.option.live-off": "Ferma invece la classifica in diretta",
        "bot.cmd.option.write-back": "In diretta, riscrive anche le colonne degli spareggi nel "
        "foglio",
        "bot.cmd.choice.on": "attivo",
        "bot.cmd.choice.off": "disattivo",
    }
)


# --- teams ---
MESSAGES.update(
    {
        "bot.team.cmd.team": "Una squadra di un torneo a squadre: nome o numero",
        "bot.team.cmd.team-a": "Una squadra (tornei a squadre)",
        "bot.team.cmd.team-b": "L'altra squadra (tornei a squadre)",
        "bot.team.error.player-command": (
            "**{name}** è un torneo a squadre: la sua classifica ordina le squadre e i giocatori "
            "non vi hanno spareggi propri. Chiedi delle squadre: `/standings`, `/tiebreak team:… "
            "code:…`, `/why team_a:… team_b:…`."
        ),
        "bot.team.error.not-team-event": (
            "**{name}** non è un torneo a squadre: indica giocatori (`player`, `player_a`, "
            "`player_b`), non squadre."
        ),
        "bot.team.error.no-team": "Nessuna squadra corrisponde a **{query}**.",
        "bot.team.error.no-team-close": (
            "Nessuna squadra corrisponde a **{query}**. Forse intendevi: {teams}?"
        ),
        "bot.team.error.ambiguous": (
            "**{query}** corrisponde a più squadre: {teams}. Scrivi più lettere del nome o il "
            "numero della squadra."
        ),
        "bot.team.error.player-or-team": (
            "Indica un giocatore (`player`) o una squadra (`team`): uno dei due."
        ),
        "bot.team.error.two-teams": "Indica due squadre (`team_a` e `team_b`) e nessun giocatore.",
        "bot.team.error.same-team": (
            "Entrambe le opzioni indicano **{name}** ({id}): scegli due squadre diverse."
        ),
        "bot.team.order-none": "nessuno",
        "bot.team.standings.rules": (
            "Regole `{rules}` · classifica per {score} · ordine degli spareggi: {order}"
        ),
        "bot.team.standings.footer": "Pagina {page}/{pages} · squadre: {count} · torneo `{slug}`",
        "bot.team.compare.footer": "Squadre: {count} · torneo {slug}",
        "bot.team.rules.score": "Classifica per {score}, poi per l'ordine degli spareggi",
        "bot.team.summary.counts": (
            "Torneo a squadre: squadre {count}, scacchiere {boards}, {counted} turni su {rounds}; "
            "regole `{rules}`, classifica per {score}, ordine degli spareggi: {order}."
        ),
    }
)

# ---- /publish: the standings page as a file ------------------------------
MESSAGES.update(
    {
        "bot.cmd.publish": (
            "Allega la pagina della classifica che si spiega da sola (un file HTML) del torneo."
        ),
        "bot.cmd.option.publish-language": (
            "La lingua della pagina: quella del server (predefinita) o la tua"
        ),
        "bot.cmd.option.every-round": (
            "Con la classifica in diretta attiva, pubblica la pagina anche alla fine di ogni turno"
        ),
        "bot.cmd.choice.server-language": "la lingua del server",
        "bot.cmd.choice.my-language": "la mia lingua",
        "bot.publish.mb": "{size} MB",
        "bot.publish.kb": "{size} kB",
        "bot.publish.title": "{name}: la pagina della classifica",
        "bot.publish.round-title": "{name}: la pagina della classifica dopo il turno {round}",
        "bot.publish.whole": (
            "La pagina intera ({size}): la classifica, gli spareggi tecnici spiegati, il "
            "tabellone, gli abbinamenti, i grafici e le schede di tutti i giocatori. Aprila in un "
            "browser o stampala."
        ),
        "bot.publish.over": (
            "La pagina intera ({size}) supera il limite di questo server per un file, {limit}."
        ),
        "bot.publish.tied": (
            "Allegata: la pagina con le sole schede dei giocatori che condividono un posto (gli "
            "spareggi non li hanno separati) ({part})."
        ),
        "bot.publish.top": (
            "Allegata: la pagina con le sole schede dei primi {count} della classifica ({part})."
        ),
        "bot.publish.at-least": "almeno {size}",
        "bot.publish.about": "circa {size}",
        "bot.publish.no-cards": "Allegata: la pagina senza le schede dei giocatori ({part}).",
        "bot.publish.too-slow": (
            "Costruire la pagina ha richiesto più di quanto il bot concede a un lavoro ({seconds} "
            "s): non è allegato nulla."
        ),
        "bot.publish.none": (
            "La pagina intera ({size}) supera il limite di questo server per un file, {limit}, e "
            "così la pagina senza le schede dei giocatori: non è allegato nulla."
        ),
        "bot.publish.command": "Per costruire la pagina intera: `{command}`",
        "bot.publish.rounds-on": (
            "La pagina sarà pubblicata anche in {channel} alla fine di ogni turno."
        ),
        "bot.publish.rounds-off": "La pagina non sarà più pubblicata alla fine di un turno.",
        "bot.publish.needs-live": (
            "La classifica in diretta di `{slug}` è spenta: avviala prima con `/tournament live`, "
            "poi la pagina potrà seguire ogni turno."
        ),
    }
)
