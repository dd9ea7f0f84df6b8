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
    "files.column.rating": "Rating",
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
    "files.xlsx.password": "registrul este protejat cu o parolă (Excel criptează un astfel de "
    "fișier, iar tiebreak nu îl poate deschide): deschideți-l în Excel, eliminați parola "
    "(Fișier > Informații > Protejare registru de lucru > Criptare cu parolă, goliți câmpul) și "
    "salvați-l, sau salvați foaia ca 'CSV UTF-8'",
    "files.xlsx.part-encrypted": "partea {part} a registrului este criptată în arhiva zip (o "
    "parolă dată la arhivare): salvați registrul din nou din Excel sau LibreOffice, fără parolă",
    "files.xlsx.part-damaged": "partea {part} a registrului nu poate fi dezarhivată: {what}; "
    "fișierul este deteriorat: deschideți-l în Excel sau LibreOffice și salvați-l din nou, sau "
    "folosiți o copie nedeteriorată",
    "files.xlsx.damage.checksum": "suma ei de control nu corespunde conținutului",
    "files.xlsx.damage.data": "datele ei comprimate sunt corupte",
    "files.xlsx.damage.cut": "fișierul se termină în mijlocul ei",
    "files.xlsx.damage.method": "este comprimată cu o metodă pe care tiebreak nu o citește",
    "files.xlsx.damage.other": "intrarea ei din arhiva zip este incoerentă",
    "files.xlsx.part-missing": "registrul indică partea {part}, dar fișierul nu o conține: "
    "fișierul este deteriorat; deschideți-l în Excel sau LibreOffice și salvați-l din nou",
    "files.xlsx.not-xml": "partea {part} a registrului nu este XML bine format (rândul {line}, "
    "coloana {column}): deschideți fișierul în Excel sau LibreOffice și salvați-l din nou",
    "files.xlsx.too-many-elements": "partea {part} a registrului are peste {most} elemente XML, "
    "mult mai multe decât un registru de turneu: copiați doar foaia turneului într-un registru "
    "nou sau salvați-o ca CSV",
    "files.xlsx.too-many-strings": "partea {part} a registrului are peste {most} texte, mult "
    "mai multe decât un registru de turneu: copiați doar foaia turneului într-un registru nou "
    "sau salvați-o ca CSV",
    "files.xlsx.text-too-long": "un text din partea {part} a registrului are peste {most} de "
    "caractere, cel mai mult cât încape într-o celulă Excel: salvați fișierul din nou din Excel "
    "sau LibreOffice",
    "files.xlsx.too-many-cells": "foaia {sheet} are peste {most} de celule (inclusiv celule "
    "goale cu format), mult mai multe decât o foaie de turneu: ștergeți rândurile și coloanele "
    "de după tabel, copiați doar tabelul într-un registru nou sau salvați-l ca CSV",
    "files.xlsx.too-much-text": "foile citite ale registrului conțin împreună peste "
    "{most} de caractere de text (atins în foaia {sheet}; un text repetat în multe celule "
    "se numără în fiecare), mai mult decât un registru de turneu și decât citește "
    "tiebreak dintr-un fișier CSV: ștergeți ce se află după tabel sau copiați doar "
    "tabelul într-un registru nou",
    "files.xlsx.too-wide": "foaia {sheet} are celule completate până în dreapta, la {cell}: "
    "rândurile ei, citite până la ultima celulă completată, ar avea peste {most} de celule: "
    "ștergeți ce se află după tabel (selectați acele coloane sau rânduri și ștergeți-le) sau "
    "salvați tabelul ca CSV",
    "files.xlsx.beyond-xfd": "foaia {sheet} are o celulă {cell} după coloana XFD, ultima din "
    "Excel: salvați fișierul din nou din Excel sau LibreOffice",
    "files.xlsx.formula-unsaved": "foaia {sheet} are formule salvate fără valoare ({cells}; "
    "{count} în total), cum le scriu scripturi precum openpyxl, iar tiebreak citește valorile "
    "calculate de un program de calcul tabelar: deschideți fișierul în Excel sau LibreOffice și "
    "salvați-l (valorile se salvează odată cu el) sau exportați foaia ca CSV",
    "files.xlsx.string-index": "celula trimite la textul {found} din tabelul de texte al "
    "registrului, care are {count}: fișierul este deteriorat; deschideți-l în Excel sau "
    "LibreOffice și salvați-l din nou",
    "files.xlsx.excel-time": "{problem}; Excel a transformat ce s-a scris aici într-o oră "
    "({shown}): scrieți cu un apostrof în față ('1:0), pe care Excel îl păstrează ca text și nu "
    "îl afișează, sau formatați coloana ca Text înainte de a scrie",
    "files.xlsx.excel-date": "{problem}; Excel a transformat ce s-a scris aici într-o dată "
    "({shown}): scrieți cu un apostrof în față ('1.5), pe care Excel îl păstrează ca text și nu "
    "îl afișează, sau formatați coloana ca Text înainte de a scrie",
    "files.xlsx.ods": "o foaie de calcul OpenDocument (.ods): tiebreak citește .xlsx; salvați-o "
    "ca 'Excel 2007-365 (.xlsx)' sau ca CSV (setul de caractere 'Unicode (UTF-8)')",
    "files.xlsx.xls": "un registru Excel 97-2003 (.xls): tiebreak citește .xlsx; salvați-l ca "
    "'Registru de lucru Excel (.xlsx)' sau ca 'CSV UTF-8'",
}
