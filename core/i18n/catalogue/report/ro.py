"""The messages of the published standings page in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "report.help.command": "pagina clasamentului care se explică singură, ca un singur fișier HTML",
    "report.help.players": "ale cui fișe le conține pagina: all (implicit), tied (cei la "
    "egalitate de puncte cu un vecin: egalitățile explicate), none (doar clasamentul) sau "
    "numere de start, de exemplu 3,7,12",
    "report.help.site": "pagina ca un mic site în DIR: un index, tabelul, împerecherile și "
    "graficele și o pagină pentru fiecare jucător",
    "report.error.site-and-output": "--site scrie un dosar de pagini: renunțați la -o",
    "report.error.site": "site-ul nu poate fi scris în {path}: {reason}",
    "report.error.needs-jinja2": "pagina are nevoie de Jinja2: pip install 'tiebreak[report]'",
    "report.error.players": "--players primește all, tied, none sau numere de start, de exemplu "
    "3,7,12, nu {given}",
    "report.error.unknown-players": "--players: niciun participant nu are numărul {numbers}",
    "report.note.large": "notă: pagina are {size} MB; "
    "--players none sau --players N,M,... o micșorează",
    "report.error.no-folder": "nu se poate scrie {path}: dosarul {folder} nu există",
    "report.error.is-folder": "nu se poate scrie {path}: este un dosar; dați un nume de fișier, "
    "de exemplu {example}",
    "report.error.disk-full": "nu se poate scrie {path}: discul este plin (pagina are {size} MB)",
    "report.error.no-permission": "nu se poate scrie {path}: nu există permisiunea de a scrie "
    "acolo",
    "report.error.write": "nu se poate scrie {path}: {reason}",
    "report.error.too-large": "pagina ar avea circa {size} MB ({players} participanți, {rounds} "
    "runde, {cards} fișe), mai mult decât cei {limit} MB pe care îi poate avea o pagină; "
    "--players none sau --players N,M,... îi dă mai puține fișe",
    "report.error.too-large-bare": "pagina ar avea circa {size} MB chiar fără fișe ({players} "
    "participanți, {rounds} runde, nume de {chars} caractere în medie), mai mult decât cei "
    "{limit} MB pe care îi poate avea o pagină",
    "report.rules": "{rules} ({how})",
    "report.rules-team": "{rules} ({how}); echipele sunt clasate după {primary}",
    "report.rounds": "După runda {round} din {rounds}",
    "report.rounds-before": "Înainte de runda {round} din {rounds}",
    "report.rounds-live": "După runda {after} din {rounds}, cu partidele terminate din runda "
    "{round}: provizoriu",
    "report.generator": "Realizat cu tiebreak {version}",
    "report.round": "Runda {round}",
    "report.round-pending": "Runda {round} (în desfășurare)",
    "report.group": "{score}: locurile {first}–{last} ({shown} din {count} afișați)",
    "report.chart.top": "Locul după fiecare rundă: locurile 1–{count}",
    "report.white": "albe",
    "report.black": "negre",
    "report.colour.w": "a",
    "report.colour.b": "n",
    # ---- the legend: one sentence per tie-break (either scope) --------------------------
    "report.about.BH": "Suma punctelor adversarilor.",
    "report.about.FB": "Buchholz cu fiecare partidă din ultima rundă socotită remiză.",
    "report.about.AOB": "Media Buchholz a adversarilor.",
    "report.about.SB": "Punctele adversarilor: întregi pentru fiecare victorie, pe jumătate "
    "pentru fiecare remiză.",
    "report.about.KS": "Punctele obținute contra adversarilor care au terminat cu cel puțin "
    "jumătate din punctele posibile.",
    "report.about.PS": "Suma punctajelor acumulate după fiecare rundă.",
    "report.about.DE": "Rezultatele partidelor dintre cei încă la egalitate.",
    "report.about.WIN": "Numărul de runde câștigate, inclusiv câștigurile prin forfait și "
    "rundele libere de un punct (bye).",
    "report.about.WON": "Numărul de partide câștigate la tablă.",
    "report.about.BPG": "Numărul de partide jucate cu negrele.",
    "report.about.BWG": "Numărul de partide câștigate cu negrele.",
    "report.about.REP": "Numărul de runde pe care jucătorul a ales să le joace.",
    "report.about.STD": "Punctajul socotit 1 pentru victorie, ½ pentru remiză și 0 pentru "
    "înfrângere, orice ar acorda turneul.",
    "report.about.TPN": "Numărul de start: cel mai mic este primul.",
    "report.about.ARO": "Ratingul mediu al adversarilor.",
    "report.about.TPR": "Ratingul de performanță din turneu.",
    "report.about.PTP": "Cel mai mic rating la care punctajul ar fi cel așteptat.",
    "report.about.APRO": "Media ratingurilor de performanță ale adversarilor.",
    "report.about.APPO": "Media performanțelor perfecte ale adversarilor.",
    "report.about.RTNG": "Propriul rating.",
    "report.about.MM": "Buchholz fără cel mai mare și cel mai mic punctaj al adversarilor; cu "
    "un punctaj pozitiv se elimină doar cel mai mic, cu unul negativ doar cel mai mare.",
    "report.about.SOLKOFF": "Suma punctelor adversarilor, după regulile US Chess.",
    "report.about.CUM": "Suma punctajelor acumulate după fiecare rundă, după regulile US Chess.",
    "report.about.COO": "Suma punctajelor acumulate ale adversarilor.",
    "report.about.KASHDAN": "4 pentru victorie, 2 pentru remiză, 1 pentru înfrângere și 0 "
    "pentru o rundă nejucată.",
    "report.about.SBH": "Suma Buchholz a adversarilor.",
    "report.about.RBH": "Propriul punctaj înmulțit cu Buchholz (metoda originală a lui Buchholz).",
    "report.about.RANKRES": "Rezultatele contra celorlalți încă la egalitate, luați în ordinea "
    "clasamentului lor.",
    "report.about.MANUAL": "Decizia arbitrului, așa cum a fost consemnată.",
    "report.about.LOTS": "O tragere la sorți, cu sămânța consemnată.",
    "report.about.MPVGP": "Scorul secundar: punctele de partidă când echipele sunt "
    "clasate după punctele de meci, și invers.",
    "report.about.EMMSB": "Sonneborn-Berger extins: scorul fiecărei echipe adverse "
    "înmulțit cu propriul scor din acel meci.",
    "report.about.EMGSB": "Sonneborn-Berger extins: scorul fiecărei echipe adverse "
    "înmulțit cu propriul scor din acel meci.",
    "report.about.EGMSB": "Sonneborn-Berger extins: scorul fiecărei echipe adverse "
    "înmulțit cu propriul scor din acel meci.",
    "report.about.EGGSB": "Sonneborn-Berger extins: scorul fiecărei echipe adverse "
    "înmulțit cu propriul scor din acel meci.",
    "report.about.SSSC": "Scorul secundar plus Buchholz pe scorul principal împărțit la un factor.",
    "report.about.BC": "Suma pe mese a numărului mesei înmulțit cu punctele de partidă "
    "de acolo: cea mai mică este prima.",
    "report.about.TBR": "Punctele de partidă la masa 1, apoi la masa 2 și așa mai departe.",
    "report.about.BBE": "Punctele de partidă fără ultima masă, apoi fără ultimele două "
    "și așa mai departe.",
    "report.about.EDE": "Partida directă pe scorul principal, apoi pe cel secundar, "
    "între echipele încă la egalitate.",
    "report.about.EDET": "Partida directă extinsă, apoi, pentru două echipe încă la "
    "egalitate, mesele meciurilor lor.",
    "report.about.EDEB": "Partida directă extinsă, apoi, pentru două echipe încă la "
    "egalitate, mesele meciurilor lor.",
    "report.about.EDEBT": "Partida directă extinsă, apoi, pentru două echipe încă la "
    "egalitate, mesele meciurilor lor.",
    "report.about.EDEBB": "Partida directă extinsă, apoi, pentru două echipe încă la "
    "egalitate, mesele meciurilor lor.",
    "report.about.LPR": "Ratingul de performanță al lichess pe toate împerecherile.",
    # ---- the legend: what a modifier of the code removes or changes (C.07 14) ----------
    "report.modifier.cut": {
        "one": "Trunchiat (-{count}): cea mai mică dintre valorile adunate este eliminată.",
        "few": "Trunchiat (-{count}): cele mai mici {count} dintre valorile adunate sunt "
        "eliminate.",
        "other": "Trunchiat (-{count}): cele mai mici {count} dintre valorile adunate sunt "
        "eliminate.",
    },
    "report.modifier.cut-average": "Trunchiat (-{count}): adversarul cu cel mai mic rating "
    "nu intră în medie.",
    "report.modifier.median": {
        "one": "Median-{count}: cea mai mare și cea mai mică dintre valorile adunate sunt "
        "eliminate.",
        "few": "Median-{count}: cele mai mari {count} și cele mai mici {count} dintre valorile "
        "adunate sunt eliminate.",
        "other": "Median-{count}: cele mai mari {count} și cele mai mici {count} dintre "
        "valorile adunate sunt eliminate.",
    },
    "report.modifier.limit": "Limită {limit}: pragul se mută cu {limit} pași egali cu "
    "punctele unei remize.",
    "report.modifier.factor": "K{factor}: Buchholz se împarte la {factor} în loc de factorul "
    "dat de mărimea turneului.",
    "report.modifier.on.mp": "Se calculează pe puncte de meci.",
    "report.modifier.on.gp": "Se calculează pe puncte de partidă.",
    "report.label.no-ties-chosen": "Niciun participant arătat pe această pagină nu este la "
    "egalitate de puncte cu un vecin.",
    "report.label.chart-key": "Liniile, numerotate la capătul din dreapta",
    "report.label.index": "Clasament și explicații",
    "report.label.card-of": "Fișă",
    # ---- the legend: how unplayed rounds count under each rule set (rules.md 4) --------
    "report.unplayed.fide-2026": "o rundă proprie nejucată contează ca o partidă cu un "
    "adversar fictiv cu propriul punctaj, limitat la punctele adversarului programat sau la "
    "o remiză în fiecare rundă; adversarii socotesc remiză o rundă liberă de jumătate de "
    "punct (bye) la final, o absență sau rundele de după o retragere; trunchierea elimină "
    "întâi rundele nejucate de bunăvoie.",
    "report.unplayed.fide-2024": "o rundă proprie nejucată contează ca o partidă cu un "
    "adversar fictiv cu propriul punctaj; adversarii socotesc remiză o rundă liberă de "
    "jumătate de punct (bye) la final, o absență sau rundele de după o retragere; "
    "trunchierea elimină întâi rundele nejucate de bunăvoie.",
    "report.unplayed.fide-2009": "o rundă proprie nejucată contează ca o partidă cu un "
    "adversar virtual care o începe cu propriul punctaj, obține rezultatul invers și face "
    "remiză în fiecare rundă următoare; adversarii socotesc remiză orice rundă nejucată.",
    "report.unplayed.uscf": "o rundă proprie nejucată adaugă 0; adversarii socotesc remiză "
    "orice rundă nejucată.",
    "report.unplayed.cas": "o rundă fără un adversar real adaugă jumătate din punctele "
    "posibile; adversarii socotesc o asemenea rundă remiză.",
    "report.unplayed.naive": "o rundă fără adversar nu adaugă nimic; un forfait socotește "
    "punctele consemnate ale adversarului programat.",
    "report.unplayed.played-only": "contează doar partidele jucate la tablă.",
    "report.unplayed.lichess": "cum le socotește lichess: o rundă liberă (bye) contra unui "
    "adversar virtual, "
    "un forfait contra adversarului programat.",
    "report.unplayed.own": "punctele date de rundă, așa cum au fost consemnate: "
    "regulamentul nu le schimbă.",
    "report.unplayed.group": "contează doar partidele dintre cei încă la egalitate.",
    "report.label.standings": "Clasament",
    "report.label.legend": "Criteriile de departajare explicate",
    "report.label.ties": "Egalitățile explicate",
    "report.label.no-ties": "Niciun vecin nu este la egalitate de puncte cu altul.",
    "report.label.crosstable": "Tabel încrucișat",
    "report.label.crosstable-key": "12a1: contra participantului de pe locul 12 din acest "
    "tabel, cu albele, câștigată (½ remiză, 0 pierdută); + și − câștig sau pierdere prin "
    "forfait; –1, –½, –0 o rundă fără adversar și punctele pe care le-a dat.",
    "report.label.team-crosstable-key": "3: 2½: contra echipei de pe locul 3 din acest tabel, "
    "cu 2½ puncte de partidă; –2 o rundă fără adversar și punctele ei de partidă.",
    "report.label.pairings": "Împerecheri și rezultate",
    "report.label.charts": "Grafice",
    "report.label.cards": "Fișele jucătorilor",
    "report.label.team-cards": "Fișele echipelor",
    "report.label.contents": "Cuprins",
    "report.label.rank": "Locul",
    "report.label.no": "Nr.",
    "report.label.title": "Titlu",
    "report.label.name": "Nume",
    "report.label.team": "Echipa",
    "report.label.rating": "Rating",
    "report.label.federation": "Federația",
    "report.label.club": "Clubul",
    "report.label.note": "Notă",
    "report.label.round": "Runda",
    "report.label.board": "Masa",
    "report.label.white": "Albele",
    "report.label.black": "Negrele",
    "report.label.home": "Echipa",
    "report.label.away": "Adversara",
    "report.label.result": "Rezultat",
    "report.label.opponent": "Adversar",
    "report.label.colour": "Culoare",
    "report.label.running": "Puncte",
    "report.label.rank-after": "Locul după rundă",
    "report.label.kind": "Runda",
    "report.label.raw": "Contribuție",
    "report.label.value": "Socotit",
    "report.label.cut": "eliminat",
    "report.label.detail": "Detaliu",
    "report.label.rule": "Regulă",
    "report.label.warnings": "Avertismente",
    "report.label.rules": "Regulament",
    "report.label.order": "Ordinea criteriilor de departajare",
    "report.label.unplayed": "Runde nejucate",
    "report.label.article": "Articol",
    "report.label.as-table": "Aceleași numere ca tabel",
    "report.label.bars-key": "Un segment pe rundă, lat cât adaugă; hașurat: eliminat; doar "
    "contur: o rundă nejucată (adversar fictiv sau virtual).",
    "report.label.ranks-key": "Locurile după rundele anterioare sunt împărțite de toți cei cu "
    "același punctaj; după ultima rundă, locul din clasament.",
    "report.label.to-standings": "Înapoi la clasament",
}
