"""The messages of workbooks and organisers' columns in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "files.warning.rounds-unknown": "{codes}: esclusione dall'ordine degli spareggi: il "
    "tabellone non dà il turno delle partite (una colonna per avversario) e questi spareggi ne "
    "hanno bisogno",
    "files.square.sides-differ": "la stessa partita si legge diversamente nelle sue due "
    "caselle: {here} ha {here_text} ma {there} ha {there_text}",
    "files.square.cell": "atteso un risultato contro il giocatore di questa colonna: 1, ½, 0, + "
    "o - (a forfait), o vuoto; trovato {found}",
    "files.square.diagonal": "la casella di un giocatore contro sé stesso in un tabellone "
    "all'italiana è vuota o X; trovato {found}",
    "files.square.columns": "le colonne {first}-{last} si leggono come un tabellone "
    "all'italiana con una colonna per avversario, ma ci sono {columns} colonne così per "
    "{players} giocatori: intestatele con i numeri dei giocatori, una colonna ciascuno",
    "files.player-did-you-mean": "{error}; intendevate {names}?",
    "files.help.excel": "con --format csv: CSV per Excel (';' tra le celle, virgole decimali, "
    "indicatore dell'ordine dei byte UTF-8), come in una lingua con la virgola decimale (--lang "
    "cs)",
    "files.column.club": "Circolo",
    "files.column.federation": "Fed",
    "files.column.rating": "Elo",
    "files.grid.sex": "atteso m o f (M/F, maschio/femmina, uomo/donna…); trovato {found}",
    "files.grid.birth": "atteso un anno di nascita (2011) o una data (2011-05-17, 17.5.2011); "
    "trovato {found}",
    "files.grid.ignored": "la colonna {header} non è tra quelle che tiebreak legge: ignorata",
    "files.did-you-mean": "{error}; intendevate {name}?",
    "files.json.card": "questa è una scheda dei risultati, non un torneo: leggetela con calc "
    "(tiebreak calc {file})",
    "files.json.prizes": "questo è un elenco di premi, non un torneo: datelo a prizes insieme "
    "al torneo (tiebreak prizes TORNEO --prizes {file})",
    "files.help.encoding": "la codifica dei caratteri del file quando non è UTF-8 (cp1250, "
    "iso-8859-2, cp1251, cp1252, cp1254…); predefinita: UTF-8, UTF-16 con indicatore "
    "dell'ordine dei byte, o la vecchia tabella codici in cui il testo dà parole delle nostre "
    "lingue",
    "files.xlsx.sheet-of-text": "{sheet} dopo # indica un foglio di una cartella di lavoro "
    "Excel (.xlsx), ma questo file non lo è",
    "files.xlsx.too-many-rows": "il foglio {sheet} ha righe oltre la riga {most}; un foglio di "
    "torneo ne ha meno",
    "files.xlsx.doctype": "la parte {part} della cartella di lavoro dichiara un tipo di "
    "documento, cosa che nessuna cartella di lavoro Excel fa; salvatela di nuovo da Excel o "
    "LibreOffice",
    "files.xlsx.too-large": "la cartella di lavoro supera {limit} una volta decompressa; "
    "tiebreak legge cartelle di lavoro di torneo fino a questa dimensione",
    "files.xlsx.no-such-sheet": "la cartella di lavoro non ha il foglio {sheet}; i suoi fogli "
    "sono {sheets}",
    "files.xlsx.no-sheets": "la cartella di lavoro non ha fogli",
    "files.xlsx.not-workbook": "un file zip, ma non una cartella di lavoro Excel (.xlsx)",
    "files.xlsx.damaged": "non è una cartella di lavoro .xlsx leggibile (un file danneggiato o "
    "incompleto?); apritela in Excel o LibreOffice e salvatela di nuovo",
    "files.xlsx.password": "la cartella di lavoro è protetta da una password (Excel cifra un "
    "file così e tiebreak non può aprirlo): apritela in Excel, togliete la password (File > "
    "Informazioni > Proteggi cartella di lavoro > Crittografa con password, svuotate il campo) "
    "e salvatela, oppure salvate il foglio come 'CSV UTF-8'",
    "files.xlsx.part-encrypted": "la parte {part} della cartella di lavoro è cifrata nello zip "
    "(una password data quando il file è stato compresso): salvate di nuovo la cartella di "
    "lavoro da Excel o LibreOffice, senza password",
    "files.xlsx.part-damaged": "la parte {part} della cartella di lavoro non si può "
    "decomprimere: {what}; il file è danneggiato: apritelo in Excel o LibreOffice e salvatelo "
    "di nuovo, oppure usate una copia non danneggiata",
    "files.xlsx.damage.checksum": "il suo checksum non corrisponde al contenuto",
    "files.xlsx.damage.data": "i suoi dati compressi sono corrotti",
    "files.xlsx.damage.cut": "il file finisce a metà di essa",
    "files.xlsx.damage.method": "è compressa con un metodo che tiebreak non legge",
    "files.xlsx.damage.other": "la sua voce nello zip è incoerente",
    "files.xlsx.part-missing": "la cartella di lavoro elenca la parte {part}, ma il file non la "
    "contiene: il file è danneggiato; apritelo in Excel o LibreOffice e salvatelo di nuovo",
    "files.xlsx.not-xml": "la parte {part} della cartella di lavoro non è XML ben formato (riga "
    "{line}, colonna {column}): aprite il file in Excel o LibreOffice e salvatelo di nuovo",
    "files.xlsx.too-many-elements": "la parte {part} della cartella di lavoro contiene più di "
    "{most} elementi XML, molti più di una cartella di lavoro di torneo: copiate il solo foglio "
    "del torneo in una nuova cartella di lavoro, oppure salvatelo come CSV",
    "files.xlsx.too-many-strings": "la parte {part} della cartella di lavoro contiene più di "
    "{most} testi, molti più di una cartella di lavoro di torneo: copiate il solo foglio del "
    "torneo in una nuova cartella di lavoro, oppure salvatelo come CSV",
    "files.xlsx.text-too-long": "un testo nella parte {part} della cartella di lavoro supera "
    "{most} caratteri, il massimo di una cella di Excel: salvate di nuovo il file da Excel o "
    "LibreOffice",
    "files.xlsx.too-many-cells": "il foglio {sheet} ha più di {most} celle (contando le celle "
    "vuote con un formato), molte più di un foglio di torneo: eliminate le righe e le colonne "
    "oltre la tabella, copiate la sola tabella in una nuova cartella di lavoro, oppure "
    "salvatela come CSV",
    "files.xlsx.too-much-text": "i fogli letti della cartella di lavoro contengono in "
    "tutto più di {most} caratteri di testo (raggiunti nel foglio {sheet}; un testo "
    "ripetuto in molte celle contato in ciascuna), più di una cartella di lavoro di "
    "torneo e di quanto tiebreak legge da un file CSV: eliminate ciò che sta oltre la "
    "tabella, oppure copiate la sola tabella in una nuova cartella di lavoro",
    "files.xlsx.too-wide": "il foglio {sheet} ha celle compilate fino a {cell}: le sue righe, "
    "lette fino all'ultima cella compilata, conterrebbero più di {most} celle: eliminate ciò "
    "che sta oltre la tabella (selezionate quelle colonne o righe ed eliminatele), oppure "
    "salvate la tabella come CSV",
    "files.xlsx.beyond-xfd": "il foglio {sheet} ha una cella {cell} oltre la colonna XFD, "
    "l'ultima di Excel: salvate di nuovo il file da Excel o LibreOffice",
    "files.xlsx.formula-unsaved": "il foglio {sheet} ha formule salvate senza il loro valore "
    "({cells}; {count} in tutto), come le scrivono script quali openpyxl, e tiebreak legge i "
    "valori calcolati da un foglio di calcolo: aprite il file in Excel o LibreOffice e "
    "salvatelo (i valori vengono salvati con esso), oppure esportate il foglio come CSV",
    "files.xlsx.string-index": "la cella rimanda al testo {found} della tabella dei testi della "
    "cartella di lavoro, che ne ha {count}: il file è danneggiato; apritelo in Excel o "
    "LibreOffice e salvatelo di nuovo",
    "files.xlsx.excel-time": "{problem}; Excel ha trasformato ciò che è stato digitato qui in "
    "un'ora ({shown}): digitatelo con un apostrofo davanti ('1:0), che Excel tiene come testo e "
    "non mostra, oppure formattate la colonna come Testo prima di digitare",
    "files.xlsx.excel-date": "{problem}; Excel ha trasformato ciò che è stato digitato qui in "
    "una data ({shown}): digitatelo con un apostrofo davanti ('1.5), che Excel tiene come testo "
    "e non mostra, oppure formattate la colonna come Testo prima di digitare",
    "files.xlsx.ods": "un foglio di calcolo OpenDocument (.ods): tiebreak legge .xlsx; "
    "salvatelo come 'Excel 2007-365 (.xlsx)' o come CSV (set di caratteri 'Unicode (UTF-8)')",
    "files.xlsx.xls": "una cartella di lavoro Excel 97-2003 (.xls): tiebreak legge .xlsx; "
    "salvatela come 'Cartella di lavoro di Excel (.xlsx)' o come 'CSV UTF-8'",
}
