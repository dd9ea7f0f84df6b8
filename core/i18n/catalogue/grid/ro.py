"""The messages of grid in ro: problems in organisers' grids (tabele de turneu, liste de
împerecheri, CSV), in the consistency checks and the shared limits' reasons."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "grid.join-and": "{left} și {right}",
    "grid.join-or": "{left} sau {right}",
    "grid.scoring-range": "se aștepta un număr de la 0 la {most} cu cel mult {decimals} zecimale",
    "grid.text-control": "conține caracterul de control {code} (poziția {position})",
    "grid.text-surrogate": "conține o jumătate de pereche UTF-16 (surrogate) {code} (poziția "
    "{position})",
    "grid.expected": "se aștepta {expected}; s-a găsit {found}",
    "grid.expected-hint": "se aștepta {expected}; s-a găsit {found} ({hint})",
    "grid.cell-help": "o celulă de rundă precum +W9, =B9, -9, 19w1, 3b½, 12b0, ?W9, 19w, "
    "+F7, -F7, BYE, "
    "H, F, Z, -- sau goală",
    "grid.uscf-help": "o celulă de tabel US Chess precum W5, D2, L4, X8 (câștig prin "
    "forfait), F8 (partidă pierdută prin forfait), B (rundă liberă de un "
    "punct), H (rundă liberă de jumătate de punct), U (nejucată) sau goală",
    "grid.result-help": "un rezultat precum 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, =, +/- sau -/+ "
    "(forfait), -- sau 0-0 (dublu forfait)",
    "grid.hint.no-such-number": "nu există acest număr de start",
    "grid.hint.colour": "scrieți culoarea, de ex. {number}w{result}, sau întâi un semn, de "
    "ex. +{number}",
    "grid.hint.start-at-1": "numerele de start încep de la 1",
    "grid.hint.formula": "Google Sheets afișează {shown} pentru o celulă care începe cu =: "
    "scrieți ½ sau '= ca text",
    "grid.hint.uscf": "{cell} pare notația tabelelor US Chess: adăugați un rând "
    "'Notation | uscf' deasupra tabelului sau indicați --notation uscf",
    "grid.uscf-opponent-zero": "{found}: numerele adversarilor încep de la 1",
    "grid.uscf-forfeit-opponent": "{found}: un forfait indică adversarul care nu a jucat, de "
    "ex. {letter}8 (notația US Chess)",
    "grid.csv-nul": "nu este un fișier text: conține un octet NUL",
    "grid.csv-unreadable": "nu poate fi citit ca CSV: {detail}",
    "grid.header-row": "rândul {row} ({words})",
    "grid.header-row-more": "rândul {row} ({words}, …)",
    "grid.rounds-range": "numărul de runde trebuie să fie între 0 și {most}, s-a găsit {found}",
    "grid.pairings-needs-result": "antetul unei liste de împerecheri are nevoie, pe lângă "
    "coloanele Alb și Negru, și de o coloană pentru rezultat: "
    "{words}",
    "grid.no-header": "nu s-a găsit niciun rând de antet: se aștepta antetul unui tabel de "
    "turneu (numele și câte o coloană pentru fiecare rundă: R1, R2, … sau "
    "Kolo 1, Runde 1, …) sau al unei liste de împerecheri (Rundă, Alb, "
    "Negru, Rezultat). Nume: {name_words}; Alb: {white_words}",
    "grid.header-two-ways": "antetul de pe {header} se poate citi în două feluri: ca tabel de "
    "turneu (nume și coloanele de rundă {rounds}) și ca listă de "
    "împerecheri (coloanele Alb și Negru). Redenumiți coloanele de "
    "rundă (de ex. în Note) pentru o listă de împerecheri sau "
    "coloanele Alb/Negru pentru un tabel de turneu.",
    "grid.notation-unknown": "notația {found}: se aștepta {first} sau {second}",
    "grid.grid-two-ways": "acest tabel se poate citi în două feluri: ca tabel de turneu "
    "(antetul de pe {crosstable}) și ca listă de împerecheri (antetul de pe "
    "{pairings}). Păstrați o singură structură pe foaie sau fișier: "
    "mutați-o pe cealaltă într-o foaie sau un fișier separat.",
    "grid.second-header.crosstable": "un al doilea rând de antet: {first} și {second} încep "
    "fiecare un tabel de turneu; păstrați unul pe foaie sau "
    "fișier",
    "grid.second-header.pairings": "un al doilea rând de antet: {first} și {second} încep "
    "fiecare o listă de împerecheri; păstrați una pe foaie sau "
    "fișier",
    "grid.list-no-games": "s-a găsit o listă de jucători ({header}), dar nicio partidă: se "
    "aștepta un tabel de turneu (coloane de rundă R1, R2, …) sau o listă "
    "de împerecheri (Rundă, Alb, Negru, Rezultat)",
    "grid.two-lists": "două liste de jucători: {first} și {second}; păstrați una",
    "grid.list-twice": "s-au dat atât o listă de jucători în tabel, cât și una separată; "
    "păstrați una",
    "grid.list-no-header": "se aștepta o listă de jucători cu un rând de antet (nume: "
    "{name_words}; nr.: {number_words})",
    "grid.column-at": "{cell} {text}",
    "grid.column-twice": "două coloane citite ca {role}: {cells}; redenumiți una dintre ele",
    "grid.rating-expected": "se aștepta un rating (un număr întreg precum 1850 sau gol), s-a "
    "găsit {found}",
    "grid.number-expected": "se aștepta un număr de start (un număr întreg de la 1), s-a găsit "
    "{found}",
    "grid.name-empty": "se aștepta numele jucătorului, celula este goală",
    "grid.name-bad": "numele {name}: {why}",
    "grid.points-expected": "se aștepta punctajul jucătorului (de ex. 3, 3.5, 3,5 sau 3½), "
    "s-a găsit {found}",
    "grid.points-disagree": "punctajul {found} nu se potrivește cu partidele: {tokens} "
    "însumează {total}",
    "grid.name-column-missing": "se aștepta o coloană pentru nume",
    "grid.round-below-one": "rundele se numerotează de la 1, s-a găsit {found}",
    "grid.round-two-columns": "runda {round} are două coloane: {first} și {second}",
    "grid.rounds-missing": {
        "one": "coloanele de rundă merg până la {last}, dar runda {missing} nu are coloană",
        "few": "coloanele de rundă merg până la {last}, dar rundele {missing} nu au coloană",
        "other": "coloanele de rundă merg până la {last}, dar rundele {missing} nu au coloană",
    },
    "grid.round-over-max": "runda {round}: un turneu are cel mult {most} de runde",
    "grid.planned-below-columns": "numărul de runde al turneului este {planned}, dar tabelul "
    "are o coloană pentru runda {round}",
    "grid.no-number-column": "nu există o coloană pentru numărul de start ({words}): "
    "adversarii din celulele de rundă sunt numere de start, deci "
    "fiecare rând de jucător are nevoie de unul",
    "grid.no-player-rows": "un antet de tabel de turneu, dar niciun rând de jucător sub el",
    "grid.number-twice": "numărul de start {number} este folosit de două ori: rândurile "
    "{first} și {second}",
    "grid.opponents-two-ways": "numerele adversarilor din celulele de rundă se pot citi în "
    "două feluri: ca numere de start (coloana {numbers}) și ca "
    "locuri în clasament (coloana {ranks}), iar partidele se "
    "potrivesc în ambele cazuri. Ștergeți coloana la care nu se "
    "referă numerele sau redenumiți-i antetul.",
    "grid.opponents-neither": "numerele adversarilor au fost citite ca numere de start "
    "(coloana {numbers}); nici citite ca locuri (coloana {ranks}) "
    "partidele nu se potrivesc",
    "grid.opponent-unknown": "{found} indică jucătorul {opponent}, care nu este în tabelul de "
    "turneu (numerele {low}–{high})",
    "grid.opponent-unknown-none": "{found} indică jucătorul {opponent}, care nu este în "
    "tabelul de turneu (niciun număr)",
    "grid.back-ref-empty": "{here} spune că adversarul din runda {round} a fost jucătorul "
    "{opponent}, dar {there} (jucătorul {opponent}, runda {round}) este "
    "goală",
    "grid.back-ref-has": "{here} spune că adversarul din runda {round} a fost jucătorul "
    "{opponent}, dar {there} (jucătorul {opponent}, runda {round}) "
    "conține {there_text}",
    "grid.sides-differ-expected": "partida din runda {round} este scrisă diferit pe cele două "
    "rânduri: {here} conține {here_text}, dar {there} (jucătorul "
    "{opponent}) conține {there_text}; acolo se aștepta "
    "{expected}",
    "grid.sides-differ": "partida din runda {round} este scrisă diferit pe cele două rânduri: "
    "{here} conține {here_text}, dar {there} (jucătorul {opponent}) "
    "conține {there_text}",
    "grid.list-number-twice": "numărul de start {number} este folosit de două ori în lista de "
    "jucători: rândurile {first} și {second}",
    "grid.list-empty": "un antet de listă de jucători, dar niciun jucător sub el",
    "grid.name-twice-no-numbers": "doi jucători se numesc {name} (rândurile {rows}), iar "
    "lista nu are o coloană pentru numărul de start: adăugați "
    "una ({words}) și indicați-i prin număr în lista de "
    "împerecheri",
    "grid.number-expected-plain": "se aștepta un număr de start, s-a găsit {found}",
    "grid.number-from-1": "se aștepta un număr de start de la 1, s-a găsit {found}",
    "grid.number-not-in-list": "jucător necunoscut: numărul de start {number} nu este în "
    "lista de jucători",
    "grid.name-number-mismatch": "{found} nu corespunde numărului de start {number}, care "
    "este {name} în lista de jucători",
    "grid.name-ambiguous": "{found} poate fi numărul de start {numbers}: doi jucători au "
    "acest nume; scrieți numărul de start",
    "grid.player-unknown": "jucător necunoscut {found}: nu este în lista de jucători",
    "grid.player-unknown-close": "jucător necunoscut {found}: nu este în lista de jucători "
    "(v-ați referit la {close}?)",
    "grid.number-without-list": "numărul de start {number}, dar alte rânduri indică jucătorii "
    "prin nume și nu există o listă de jucători care să spună "
    "cine este numărul {number}: scrieți numele sau adăugați o "
    "listă de jucători (Nr., Nume, …)",
    "grid.number-columns-twice.white": "două coloane pentru numărul de start lângă Alb: "
    "{first} și {second}",
    "grid.number-columns-twice.black": "două coloane pentru numărul de start lângă Negru: "
    "{first} și {second}",
    "grid.round-expected": "se aștepta un număr de rundă (1, R1, Runda 1), s-a găsit {found}",
    "grid.no-round": "această partidă nu are rundă: se aștepta un număr de rundă în coloana "
    "Rundă sau un rând precum 'Runda 1' deasupra partidelor",
    "grid.same-player-both-sides": "același jucător de ambele părți ({who})",
    "grid.game-or-bye": "se aștepta o partidă (Alb și Negru) sau o rundă liberă (bye) (un "
    "jucător și BYE, H, F, Z sau U), s-a găsit Alb {white}, Negru {black}",
    "grid.bye-points-expected": "se aștepta punctajul rundei libere (bye) (1, ½, 0) sau un "
    "cuvânt pentru rundă liberă (BYE, H, F, Z, U) pentru un "
    "jucător fără adversar, s-a găsit {found}",
    "grid.bye-points-range": "o rundă liberă (bye) valorează 1, ½ sau 0 puncte, s-a găsit {found}",
    "grid.byes-two": "două runde libere (bye) diferite pe un rând: {first} și {second}",
    "grid.bye-points-mismatch": "punctajul {found} nu se potrivește cu {bye} (valorează {worth})",
    "grid.bye-missing": "un jucător fără adversar: în celula celuilalt jucător sau în "
    "rezultat se aștepta BYE, H (rundă liberă de jumătate de punct), F "
    "(rundă liberă de un punct), Z (rundă liberă de zero puncte) sau U",
    "grid.player-twice-in-round": "{name} este deja în runda {round} la {first}: un jucător "
    "apare o singură dată pe rundă",
    "grid.row-no-players": "rândul {row} are runda {round}, dar niciun jucător: se așteptau "
    "Alb, Negru și rezultatul (sau un jucător și o rundă liberă); "
    "ștergeți rândul dacă nu conține nicio partidă",
    "grid.row-no-players-board": "rândul {row} are runda {round} și masa {board}, dar niciun "
    "jucător: se așteptau Alb, Negru și rezultatul (sau un "
    "jucător și o rundă liberă); ștergeți rândul dacă nu conține "
    "nicio partidă",
    "grid.no-result": (
        "lipsește rezultatul: se aștepta {expected} (doar runda în desfășurare, ultima cu"
        " rezultate, poate avea partide încă fără rezultat)"
    ),
    "grid.planned-below-row": "numărul de runde al turneului este {planned}, dar acest rând "
    "este în runda {round}",
    "grid.results-over-rounds": "numărul de runde cu rezultate este {results}, dar turneul "
    "anunță {rounds}",
    "grid.results-uneven": "numărul de runde cu rezultate este {results}, iar alți jucători "
    "au {others}; scrieți -- pentru o rundă în care jucătorul nu a "
    "fost împerecheat",
    "grid.opponent-not-in-event": "{token} indică jucătorul {opponent}, care nu este în turneu",
    "grid.paired-self": "un jucător nu poate fi împerecheat cu el însuși",
    "grid.back-ref-other-has": "{token} spune că adversarul a fost jucătorul {opponent}, dar "
    "jucătorul {opponent} are {other} în runda {round}",
    "grid.back-ref-other-paired": "{token} spune că adversarul a fost jucătorul {opponent}, "
    "dar jucătorul {opponent} este împerecheat cu jucătorul "
    "{paired} ({other}) în runda {round}",
    "grid.results-disagree": "{token} nu se potrivește cu {other} al jucătorului {opponent} "
    "pentru aceeași partidă din runda {round}",
    "grid.same-colour.white": "atât jucătorul {player}, cât și jucătorul {opponent} sunt "
    "trecuți cu albul în runda {round}",
    "grid.same-colour.black": "atât jucătorul {player}, cât și jucătorul {opponent} sunt "
    "trecuți cu negrul în runda {round}",
    "grid.paired-twice": "jucătorul {player} este împerecheat de două ori în runda {round} "
    "(de jucătorii {by})",
    "grid.after-withdrawal": "retras după runda {after}, dar are {token} în runda {round}; "
    "se aștepta --",
}


# ---- a name typed twice, a round with no results -----
MESSAGES.update(
    {
        "grid.round-no-results": "runda {round} nu are rezultate (nicio partidă, bye sau absență), "
        "iar runda {later} are",
        "grid.same-player-typo": {
            "one": "{name} apare doar în runda {rounds}; ați vrut să scrieți "
            "{other} ({cells})? Dacă sunt doi jucători, treceți-i pe "
            "amândoi într-un bloc sau o filă Players.",
            "few": "{name} apare doar în rundele {rounds}; ați vrut să scrieți "
            "{other} ({cells})? Dacă sunt doi jucători, treceți-i pe "
            "amândoi într-un bloc sau o filă Players.",
            "other": "{name} apare doar în rundele {rounds}; ați vrut să "
            "scrieți {other} ({cells})? Dacă sunt doi jucători, "
            "treceți-i pe amândoi într-un bloc sau o filă Players.",
        },
    }
)


# --- live gaps --- (a row cut short, a player list beside a crosstable)
MESSAGES.update(
    {
        "grid.listed-no-row": "{name} este în lista de jucători, dar nu are rând "
        "în tabelul de turneu",
        "grid.row-short": "rândul {row} se termină la coloana {last}, dar antetul lui (rândul "
        "{header}) continuă până la coloana {end}: lipsește o celulă; scrieți "
        "fiecare celulă, chiar și goală (un rezultat încă neintrodus este o "
        "ultimă celulă goală)",
        "grid.pending-before-results": (
            "partida cu jucătorul {opponent} din runda {round} nu are încă rezultat, dar "
            "runda {later} are rezultate: introduceți-l (clasamentul numără doar rundele "
            "complete, așa că toate rezultatele ulterioare îl așteaptă)"
        ),
    }
)

# the Tiebreak settings block of a grid (core/formats/grid_settings.py)
MESSAGES.update(
    {
        "grid.near-twin-merged": "{name} citit ca {first} ({cell}): numele diferă doar prin "
        "diacritice, majuscule sau spații; dacă sunt doi jucători, trecuți-i pe amândoi într-un "
        "bloc Players cu numerele lor de start",
        "grid.settings.second-block": "un al doilea bloc 'Tiebreak settings' (primul este la "
        "{cell}); păstrați unul singur",
        "grid.settings.twice": "setarea {key} este dată de două ori",
        "grid.settings.target": "ținta {value}: se așteaptă 'columns' sau 'standings-tab'",
        "grid.settings.language": "limba {value}: se așteaptă una dintre {langs}",
        "grid.settings.lots-seed": "seed pentru tragerea la sorți {value}: se așteaptă un număr "
        "întreg de la 0 la {most}",
        "grid.settings.single-winner": "un singur câștigător {value}: se așteaptă da sau nu",
        "grid.settings.unknown-key": "setare necunoscută {key}: se așteaptă Rules, Order, Start "
        "date, Target, Language, Lots seed sau Single winner",
        "grid.settings.rules": "setul de reguli {value}: se așteaptă unul dintre {names}",
        "grid.settings.date": "data de început {value}: se așteaptă o dată precum 2025-09-13 sau "
        "13.9.2025",
    }
)
