"""The add-on's messages in Italian (italiano): addon/en.py translated, formal "Lei"/impersonal,
terms from glossary.md (spareggio tecnico, classifica, foglio = a tab of the spreadsheet)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "addon.menu.title": "Tiebreak",
    "addon.menu.update": "Aggiorna gli spareggi tecnici",
    "addon.menu.check": "Controlla i risultati",
    "addon.menu.explain": "Spiega un giocatore…",
    "addon.menu.why": "Perché A è davanti a B?",
    "addon.menu.publish": "Pubblica la pagina della classifica",
    "addon.menu.live-on": "Aggiorna mentre scrivo",
    "addon.menu.live-off": "Smetti di aggiornare mentre scrivo",
    "addon.menu.settings": "Impostazioni",
    "addon.update.changed": "Nulla è stato scritto: {cells} è cambiato mentre si calcolava la "
    "classifica. Controllare, poi rilanciare Aggiorna gli spareggi tecnici.",
    "addon.update.kept-changing": "Il foglio {tab} ha continuato a cambiare durante "
    "l'aggiornamento ({count} tentativi); nulla è stato scritto. Rilanciare l'aggiornamento a "
    "modifiche concluse.",
    "addon.update.locked": "Un altro aggiornamento sta scrivendo in questo file; nulla è stato "
    "scritto. Riprovare tra un momento.",
    "addon.update.no-tab": "Il foglio {tab} non esiste più; nulla è stato scritto.",
    "addon.error.no-url": "Questo file non è ancora collegato a un servizio tiebreak: aprire "
    "Tiebreak > Impostazioni e incollare l'indirizzo del servizio e il token di questo file.",
    "addon.error.no-token": "Questo file non ha ancora un token: aprire Tiebreak > Impostazioni "
    "e incollare il token creato per esso da chi gestisce il servizio.",
    "addon.error.bad-url": "L'indirizzo del servizio deve iniziare con https:// (o http:// per "
    "una prova sul proprio computer), non {url}.",
    "addon.error.unreachable": "Il servizio tiebreak all'indirizzo {url} non è raggiungibile "
    "({reason}). Controllare l'indirizzo in Tiebreak > Impostazioni o riprovare tra un minuto.",
    "addon.error.status": "Il servizio tiebreak ha risposto con un errore (HTTP {status}); "
    "riprovare tra un minuto o avvisare chi lo gestisce.",
    "addon.error.not-json": "La risposta di {url} non è leggibile (HTTP {status}): è "
    "l'indirizzo di un servizio tiebreak?",
    "addon.error.too-large": "Questo file è troppo grande per essere inviato al servizio con "
    "una sola richiesta ({size} MB); il servizio accetta al massimo {most} MB.",
    "addon.error.unexpected": "Qualcosa è andato storto nel componente aggiuntivo: {reason}",
    "addon.live.on": "Tiebreak ora aggiorna da solo questo foglio dopo ogni modifica, al "
    "massimo una volta ogni {seconds} secondi. Tiebreak > Smetti di aggiornare mentre scrivo "
    "lo disattiva.",
    "addon.live.off": "Tiebreak non aggiorna più da solo questo foglio.",
    "addon.live.title": "Tiebreak, aggiornamento durante la scrittura",
    "addon.live.done": "{summary} (prossimo aggiornamento non prima di {seconds} s)",
    "addon.ui.working": "In corso…",
    "addon.ui.close": "Chiudi",
    "addon.ui.again": "Controlla di nuovo",
    "addon.check.none": "Nessun problema: ogni risultato di questo foglio è leggibile.",
    "addon.check.count": "Problemi trovati: {count}. Fare clic su uno per andare alla sua cella.",
    "addon.explain.player": "Giocatore",
    "addon.explain.button": "Spiega",
    "addon.why.a": "Giocatore A",
    "addon.why.b": "Giocatore B",
    "addon.why.button": "Perché?",
    "addon.why.same": "Scegliere due giocatori diversi.",
    "addon.publish.intro": "La pagina della classifica del foglio {tab}: un solo file HTML che "
    "spiega ogni spareggio tecnico. Scaricarlo, poi metterlo sul sito del circolo o inviarlo "
    "ai giocatori.",
    "addon.publish.download": "Scarica la pagina",
    "addon.settings.block": "Regolamento, ordine degli spareggi tecnici e lingua si "
    "impostano nel file stesso, perché menu, tiebreak-sheets e bot concordino: una "
    "cella Tiebreak settings nel foglio dei risultati e sotto le chiavi Rules, Order e "
    "Language con i valori a destra (docs/sheets.md).",
    "addon.settings.service": "Il servizio tiebreak (conservato in questo file, non in una cella)",
    "addon.settings.url": "Indirizzo del servizio",
    "addon.settings.token": "Token di questo file",
    "addon.settings.token-kept": "Un token è salvato; non viene mostrato. Incollarne uno nuovo "
    "per sostituirlo.",
    "addon.settings.interval": "Mentre scrivo: al massimo un aggiornamento ogni (secondi)",
    "addon.settings.save": "Salva",
    "addon.settings.saved": "Salvato.",
    "addon.settings.bad-interval": "L'intervallo deve essere un numero intero di secondi da "
    "{least} a {most}, non {value}.",
    "addon.settings.block-head": "Impostazioni del file",
    "addon.settings.block-here": "Scritte nel blocco Tiebreak settings di questo foglio (chiavi "
    "Rules, Order, Language), letto dal menu, da tiebreak-sheets e dal bot; si può modificare "
    "anche a mano (docs/grids.md).",
    "addon.settings.rules": "Regolamento",
    "addon.settings.order": "Ordine degli spareggi tecnici (codici separati da virgole)",
    "addon.settings.language": "Lingua del file",
    "addon.settings.unset": "(non impostato)",
    "addon.settings.block-save": "Scrivi nel file",
}
