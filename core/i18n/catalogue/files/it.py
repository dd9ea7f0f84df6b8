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
    "files.xlsx.ods": "un foglio di calcolo OpenDocument (.ods): tiebreak legge .xlsx; "
    "salvatelo come 'Excel 2007-365 (.xlsx)' o come CSV (set di caratteri 'Unicode (UTF-8)')",
    "files.xlsx.xls": "una cartella di lavoro Excel 97-2003 (.xls): tiebreak legge .xlsx; "
    "salvatela come 'Cartella di lavoro di Excel (.xlsx)' o come 'CSV UTF-8'",
}
