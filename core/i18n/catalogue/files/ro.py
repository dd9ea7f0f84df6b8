"""The messages of workbooks and organisers' columns in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "files.warning.rounds-unknown": "Eliminare din ordinea de departajare: {codes} – tabelul nu "
    "dă runda partidelor (câte o coloană pentru fiecare adversar), iar aceste criterii au "
    "nevoie de ea",
    "files.square.sides-differ": "aceeași partidă se citește diferit în cele două celule ale "
    "ei: {here} are {here_text}, dar {there} are {there_text}",
    "files.square.cell": "se aștepta un rezultat cu jucătorul acestei coloane: 1, ½, 0, + sau - "
    "(prin forfait), sau gol; s-a găsit {found}",
    "files.square.diagonal": "celula proprie a unui jucător într-un tabel de turneu este goală "
    "sau X; s-a găsit {found}",
    "files.square.columns": "coloanele {first}-{last} se citesc ca un tabel de turneu cu câte o "
    "coloană pentru fiecare adversar, dar sunt {columns} astfel de coloane pentru {players} "
    "jucători: dați-le ca antet numerele jucătorilor, câte o coloană fiecăruia",
    "files.player-did-you-mean": "{error}; ați vrut să scrieți {names}?",
    "files.help.excel": "cu --format csv: CSV pentru Excel (';' între celule, virgule zecimale, "
    "marcaj de ordine a octeților UTF-8), ca într-o limbă cu virgulă zecimală (--lang cs)",
    "files.column.club": "Club",
    "files.column.federation": "Fed",
    "files.column.rating": "Rtg",
    "files.grid.sex": "se aștepta m sau f (M/F, B/F, masculin/feminin…); s-a găsit {found}",
    "files.grid.birth": "se aștepta un an al nașterii (2011) sau o dată (2011-05-17, "
    "17.5.2011); s-a găsit {found}",
    "files.grid.ignored": "coloana {header} nu este una pe care tiebreak o citește: ignorată",
    "files.did-you-mean": "{error}; ați vrut să scrieți {name}?",
    "files.json.card": "aceasta este o fișă de rezultate, nu un turneu: citiți-o cu calc "
    "(tiebreak calc {file})",
    "files.json.prizes": "aceasta este o listă de premii, nu un turneu: dați-o comenzii prizes "
    "împreună cu turneul (tiebreak prizes TURNEU --prizes {file})",
    "files.help.encoding": "codificarea caracterelor fișierului când nu este UTF-8 (cp1250, "
    "iso-8859-2, cp1251, cp1252, cp1254…); implicit: UTF-8, UTF-16 cu marcaj de ordine a "
    "octeților sau vechea pagină de cod în care textul dă cuvinte ale limbilor noastre",
    "files.xlsx.sheet-of-text": "{sheet} după # numește o foaie a unui registru Excel (.xlsx), "
    "dar acest fișier nu este unul",
    "files.xlsx.too-many-rows": "foaia {sheet} are rânduri după rândul {most}; o foaie de "
    "turneu are mai puține",
    "files.xlsx.doctype": "partea {part} a registrului declară un tip de document, ceea ce "
    "niciun registru Excel nu face; salvați-l din nou din Excel sau LibreOffice",
    "files.xlsx.too-large": "registrul depășește {limit} după dezarhivare; tiebreak citește "
    "registre de turneu până la această dimensiune",
    "files.xlsx.no-such-sheet": "registrul nu are foaia {sheet}; foile lui sunt {sheets}",
    "files.xlsx.no-sheets": "registrul nu are nicio foaie",
    "files.xlsx.not-workbook": "un fișier zip, dar nu un registru Excel (.xlsx)",
    "files.xlsx.damaged": "nu este un registru .xlsx care poate fi citit (un fișier deteriorat "
    "sau incomplet?); deschideți-l în Excel sau LibreOffice și salvați-l din nou",
    "files.xlsx.ods": "o foaie de calcul OpenDocument (.ods): tiebreak citește .xlsx; salvați-o "
    "ca 'Excel 2007-365 (.xlsx)' sau ca CSV (setul de caractere 'Unicode (UTF-8)')",
    "files.xlsx.xls": "un registru Excel 97-2003 (.xls): tiebreak citește .xlsx; salvați-l ca "
    "'Registru de lucru Excel (.xlsx)' sau ca 'CSV UTF-8'",
}
