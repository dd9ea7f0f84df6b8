"""The messages of input in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "input.decode.not-in-encoding": "nu este text {encoding}: octetul 0x{byte} pe acest rând nu "
    "este niciun caracter în {encoding}",
    "input.decode.no-such-encoding": "codificare necunoscută {encoding}: ați vrut să scrieți "
    "{suggestions}?",
    "input.decode.option": "--encoding {name} îl citește ca {encoding}",
    "input.decode.not-a-text-encoding": "{encoding} nu este o codificare de text (transformă "
    "octeți în octeți sau text în text): indicați un set de caractere, de exemplu {suggestions}",
    "input.decode.read-named": "citit ca {encoding}, codificarea indicată (--encoding)",
    "input.decode.read-mark": "citit ca {encoding}, cum spune marcajul de ordine a octeților",
    "input.decode.read-utf-8": "citit ca UTF-8",
    "input.decode.read-guessed": "citit ca {encoding}: nu este UTF-8 și este singura pagină de cod "
    "veche în care citirea e plauzibilă ({option} o indică)",
    "input.decode.read-workbook": "registru Excel, citit în codificarea declarată de XML-ul său",
    "input.decode.read-line": "{file}: {what}",
    "input.json.order": "order: găsit {found}, se așteaptă o listă de coduri de departajare precum "
    '["BH-C1", "BH"]',
    "input.warning.near-twins": "{first} (nr. {first_no}) și {second} (nr. {second_no}) diferă "
    "doar prin diacritice, majuscule sau spații: un jucător introdus de două ori sau doi jucători "
    "ale căror nume ar trebui să-i deosebească",
    "input.decode.candidate": "{encoding} (se citește {word})",
    # Shared pieces
    "input.or": "{left} sau {right}",
    "input.columns": "coloanele {first}-{last}",
    "input.found": "{problem}, găsit {found}",
    "input.kind.list": "o listă",
    "input.kind.object": "un obiect",
    # core/formats/load.py
    "input.load.unreadable": "fișierul nu poate fi citit: {reason}",
    "input.load.no-stdin": (
        "intrarea standard este închisă: dați un nume de fișier sau redirecționați fișierul"
    ),
    "input.load.unknown-format": "nu este un fișier JSON de turneu, TRF-16 sau CSV",
    # core/formats/text_decoding.py
    "input.size.mb": "{size} MB",
    "input.decode.too-large": "fișierul are {size}; tiebreak citește fișiere de turneu de cel "
    "mult {limit}",
    "input.decode.larger-than": "fișierul este mai mare de {limit}; tiebreak citește fișiere "
    "de turneu de cel mult {limit}",
    "input.decode.save-as-utf8": "salvați-l ca UTF-8 (în Excel: Save As, 'CSV UTF-8'; în "
    "LibreOffice: setul de caractere 'Unicode (UTF-8)')",
    "input.decode.bad-bom": "începe ca text {encoding}, dar nu este {encoding} valid (octetul "
    "{byte}): {advice}",
    "input.decode.nul": "nu este un fișier text: conține un octet NUL (o foaie de calcul sau "
    "UTF-16 fără marcaj de ordine a octeților?); {advice}",
    "input.decode.ambiguous": "nu este UTF-8 (octetul 0x{byte} pe acest rând), iar textul dă "
    "cuvinte în mai multe codificări: {candidates}; {advice} sau indicați codificarea "
    "(--encoding): "
    "{options}",
    "input.decode.unknown": "nu este UTF-8 (octetul 0x{byte} pe acest rând), iar textul nu dă "
    "cuvintele niciunei limbi în Windows-1250, ISO-8859-2, Windows-1252, Windows-1251 sau "
    "Windows-1254: {advice} sau indicați codificarea (--encoding)",
    # core/formats/crosstable.py
    "input.token.help": "un simbol precum +W9, =B9, -9, +F9, -F9, ?W9, BYE/U, F, H, Z sau -- "
    "(formats.md, secțiunea 1)",
    "input.token.unknown": "{token} nu este {help}",
    "input.token.too-large": "{token}: numerele adversarilor merg până la {limit}",
    "input.token.zero": "{token}: numerele adversarilor încep de la 1",
    "input.token.drawn-forfeit": "{token}: o partidă prin forfait este câștigată (+F) sau "
    "pierdută (-F), nu remiză",
    # core/formats/tournament_json.py
    "input.json.invalid": "JSON nevalid: {detail}",
    "input.json.long-number": "{key}: un număr de {digits} cifre; numerele dintr-un turneu au "
    "cel mult {limit}",
    "input.json.long-number-bare": "un număr de {digits} cifre; numerele dintr-un turneu au "
    "cel mult {limit}",
    "input.json.too-deep": "imbricare prea adâncă: tablouri sau obiecte pe mai mult de "
    "{limit} niveluri unul în altul",
    "input.json.not-object": 'se aștepta un obiect JSON cu "players"',
    "input.json.format": "formatul este {found}; se aștepta {expected}",
    "input.json.unknown-key": "cheie necunoscută {key} (cheile proprii încep cu 'x-')",
    "input.json.not-string": "{field} trebuie să fie un șir, găsit {found}",
    "input.json.bad-text": "{field} {value}: {problem}",
    "input.json.start-date": "start_date {found} nu este o dată precum 2026-11-03",
    "input.json.notation": "notation {found}: se aștepta {expected}",
    "input.json.system": "system {found}: se aștepta swiss, round-robin sau team-swiss",
    "input.json.scoring-object": "scoring trebuie să fie un obiect precum {example}",
    "input.json.scoring-key": "scoring: cheie necunoscută {key} (win, draw, loss, pab)",
    "input.json.scoring-number": "scoring.{key}: se aștepta un număr, găsit {found}",
    "input.json.scoring-range": "scoring.{key}: {problem}, găsit {found}",
    "input.json.scoring": "scoring: {problem}",
    "input.json.no-players": "players trebuie să fie o listă nevidă",
    "input.json.rounds": "rounds trebuie să fie un număr întreg de la 0 la {limit}, găsit {found}",
    "input.json.too-many-rounds": "un jucător are rezultate pentru {rounds} runde; un turneu "
    "are cel mult {limit}",
    "input.json.player-not-object": "players[{index}] nu este un obiect",
    "input.json.bad-id": "players[{index}]: id trebuie să fie un număr întreg de la 1 la "
    "{limit}, găsit {found}",
    "input.json.duplicate-id": "același id este folosit de două ori",
    "input.json.rating": "rating trebuie să fie un număr întreg de la 0 la {limit} sau null, "
    "găsit {found}",
    "input.json.results-list": "results trebuie să fie o listă de simboluri",
    "input.json.not-token": "{found} nu este un simbol",
    "input.json.token": "{problem}",
    "input.json.uscf-hint": '{problem} (notația tabelului US Chess? adăugați "notation": '
    '"uscf" în fișier)',
    "input.json.withdrawn": "withdrawn_after trebuie să fie un număr de rundă, găsit {found}",
    "input.json.birth": "birth trebuie să fie o dată precum 2008-05-17 sau un an precum 2008, "
    "găsit {found}",
    "input.json.sex": 'sex trebuie să fie "m" sau "f", găsit {found}',
    # core/formats/trf.py: reading
    "input.trf.not-record": "{found} nu este o înregistrare TRF: un rând începe cu un cod de "
    "3 caractere precum 001, 012 sau XXR",
    "input.trf.no-players": "nicio înregistrare de jucător (rânduri care încep cu 001)",
    "input.trf.duplicate-start": "numărul de start {id} este folosit de două ori (și pe rândul "
    "{line})",
    "input.trf.start-number": "coloanele 5-8 conțin numărul de start, găsit {found}",
    "input.trf.name": "numele {name}: {problem}",
    "input.trf.rating-limit": "coloanele 49-52 conțin ratingul, un număr întreg de la 0 la "
    "{limit}, găsit {found}",
    "input.trf.text": "coloanele {columns} ({field}) {value}: {problem}",
    "input.trf.rating": "coloanele 49-52 conțin ratingul, găsit {found}",
    "input.trf.fide-id": "coloanele 58-68 conțin FIDE ID, găsit {found}",
    "input.trf.points-column": "coloanele 81-84 conțin punctele, găsit {found}",
    "input.trf.rank": "coloanele 86-89 conțin locul, găsit {found}",
    "input.trf.blank": "coloanele 90-91 trebuie să fie goale, găsit {found}",
    "input.trf.round-block": "{columns}: {found} nu este o rundă precum '  12 w 1' (adversar, "
    "culoare, rezultat în coloanele 1-4, 6 și 8 ale blocului)",
    "input.trf.opponent": "{columns}: adversarul {found} nu este un număr de start",
    "input.trf.colour": "{columns}: culoarea {found}; se aștepta w, b sau -",
    "input.trf.result": "{columns}: rezultatul {found}; se aștepta 1 0 = + - W D L H F U Z",
    "input.trf.record": "înregistrarea {code}: {problem}",
    "input.trf.xxr": "numărul de runde trebuie să fie un număr întreg de la 0 la {limit}, "
    "găsit {found}",
    "input.trf.score-format": "se așteptau puncte precum 1.0, găsit {found}",
    "input.trf.scoring": "punctaj: {problem}",
    "input.trf.no-result": "partida cu jucătorul {opponent} nu are rezultat",
    "input.trf.bye-with-opponent": "rezultatul {result} este un bye, dar numește adversarul "
    "{opponent}",
    "input.trf.needs-opponent": "rezultatul {result} cere un adversar; o rundă fără adversar "
    "este U (bye alocat la împerechere, PAB), F, H, Z sau - "
    "(neîmperecheat)",
    "input.trf.points": "puncte în fișier {found}, partidele dau {counted}",
    "input.trf.points-scoring": "punctele a {count} din {total} jucători nu corespund "
    "punctajului 1-½-0; pentru alt punctaj adăugați înregistrări "
    "precum 'BBW  3.0', 'BBD  1.0', 'BBL  0.0', 'BBU  3.0'",
    # core/formats/trf.py: writing
    "input.trf.too-many-players": "turneul are {players} jucători, dar numerele de start "
    "TRF-16 au patru cifre (de la 1 la {limit}): păstrați-l ca "
    "JSON de turneu (--to json)",
    "input.trf.start-too-large": "numărul de start {id} nu încape în cele patru cifre ale "
    "TRF-16 (de la 1 la {limit}): renumerotați jucătorii",
    "input.trf.limit.name-break": "numele turneului conține un salt de rând",
    "input.trf.limit.scoring": "punctaj: {what} = {value} nu este un număr cu o zecimală",
    "input.trf.limit.field": "câmpul de turneu {key} nu are înregistrare TRF",
    "input.trf.limit.round": "runda {round} nu are nicio partidă, forfait sau bye alocat la "
    "împerechere (PAB); un cititor TRF ia o astfel de coloană drept "
    "bye-uri cerute dinainte",
    "input.trf.limit.name": "numele {name} nu încape în coloanele 15-47 (cel mult {width} "
    "caractere, fără salt de rând, fără spații la început sau la "
    "sfârșit)",
    "input.trf.limit.rating": "ratingul {rating} nu încape în coloanele 49-52",
    "input.trf.limit.federation": "federația {federation} nu este un cod de 3 litere",
    "input.trf.limit.fide-id": "FIDE ID {id} nu este un număr de cel mult 11 cifre",
    "input.trf.limit.title": "titlul {title} nu încape în coloanele 11-13",
    "input.trf.limit.withdrawn": "TRF nu are câmp pentru retragerea după runda {round} (se "
    "scriu absențele)",
    "input.trf.limit.points": "punctele nu încap în coloanele 81-84",
    "input.trf.limit.player-field": "câmpul {key} nu are coloană TRF",
    # core/questions/calc.py
    "input.card.not-object": 'se aștepta un obiect cu "rules" și "card"',
    "input.card.rules": "rules trebuie să numească un set de reguli ({known}); o fișă nu are dată",
    "input.card.entry": "intrarea {entry} din fișă",
    "input.card.result": "result trebuie să fie unul dintre {results}",
    "input.card.opponent-score": "opponent_score trebuie să fie un număr",
    "input.card.opponent-score-range": "opponent_score trebuie să fie un număr de la "
    "0 la {limit} cu cel mult {decimals} zecimale, găsit "
    "{found}",
    "input.card.rounds": "rounds trebuie să fie un număr întreg ≥ {least}",
    # core/sources/lichess.py
    "input.lichess.bad-id": "{found} nu este un id de turneu elvețian lichess (8 litere sau "
    "cifre, ca în https://lichess.org/swiss/j8rtJ5GL)",
    "input.lichess.not-ref": "nu este un turneu elvețian lichess: se aștepta "
    "https://lichess.org/swiss/ID sau lichess:ID",
    "input.lichess.no-players": "turneul elvețian lichess {id} nu are încă jucători",
    "input.lichess.not-found": "lichess nu are turneul elvețian {id}",
    "input.lichess.private": "turneul elvețian lichess {id} este privat (HTTP {status}): doar "
    "membrii lui îl pot vedea",
    "input.remote.http": "lichess a răspuns HTTP {status} pentru {url}",
    "input.remote.unreachable": "lichess nu a putut fi contactat ({error})",
    "input.remote.too-many-requests": "lichess semnalează prea multe cereri (HTTP 429)",
    "input.remote.server": "lichess a răspuns HTTP {status}",
    "input.remote.gave-up": {
        "one": "{why}; abandonat după {attempts} încercare",
        "few": "{why}; abandonat după {attempts} încercări",
        "other": "{why}; abandonat după {attempts} de încercări",
    },
    "input.remote.wait-limit": {
        "one": "{why}; încă {wait} s de așteptare ar depăși limita de așteptare, abandonat "
        "după {attempts} încercare",
        "few": "{why}; încă {wait} s de așteptare ar depăși limita de așteptare, abandonat "
        "după {attempts} încercări",
        "other": "{why}; încă {wait} s de așteptare ar depăși limita de așteptare, abandonat "
        "după {attempts} de încercări",
    },
    "input.remote.not-json": "descrierea turneului elvețian {id} de la lichess nu este JSON "
    "({detail})",
    "input.remote.not-object": "descrierea turneului elvețian {id} de la lichess nu este un "
    "obiect JSON",
    "input.lichess.arena": "se pot citi doar turnee elvețiene de pe lichess: o Arenă "
    "(lichess.org/tournament/…) nu are runde în care să se departajeze",
    "input.lichess.header-name": "numele pe care lichess îl dă turneului elvețian {id} nu "
    "poate fi afișat: {why}",
    "input.lichess.header-rounds": "lichess spune că turneul elvețian {id} are {found} runde; "
    "se pot citi cel mult {most}",
    "input.lichess.header-start": "ora de început a turneului elvețian {id} dată de lichess nu "
    "este o dată: {found}",
    "input.remote.timeout": "lichess nu a trimis {url} în {seconds} s; renunțare",
    "input.remote.redirects": "lichess a redirecționat {url} de mai mult de {most} ori; renunțare",
    "input.remote.too-large": "răspunsul lichess pentru {url} depășește {most}; necitit",
    "input.remote.encoding": "lichess a răspuns la {url} într-o codificare necerută ({encoding})",
    "input.remote.bad-gzip": "răspunsul comprimat al lichess pentru {url} este deteriorat "
    "({detail})",
    "input.remote.long-number": "descrierea turneului elvețian {id} de la lichess conține un "
    "număr cu mai mult de {most} cifre",
    "input.remote.too-deep": "descrierea turneului elvețian {id} de la lichess are mai mult de "
    "{most} niveluri de imbricare",
    # --- team inputs --- (formats.md 6, rules.md 9.1)
    "input.team.cell.team": "echipa {id}",
    "input.team.cell.team-round": "echipa {id}, runda {round}",
    "input.team.member-twice": "jucătorul {player} apare de două ori în {team}",
    "input.team.unknown-member": "membrul {player} al echipei {team} nu este jucător al turneului",
    "input.team.two-teams": "jucătorul {player} ({name}) este membru și în {first}, și în "
    "{second}; un jucător joacă pentru o singură echipă",
    "input.team.too-few": "{team} are mai puțini membri ({members}) decât mesele unui meci "
    "({boards})",
    "input.team.no-team": "jucătorul {player} nu este în nicio echipă; fiecare jucător al "
    "unui turneu pe echipe aparține unei echipe",
    "input.team.requested-bye": "{token}: un turneu pe echipe nu are runde libere cerute; un "
    "membru joacă, are runda liberă a echipei (U) sau nu joacă (--)",
    "input.team.lineup-size": "formația echipei {team} în runda {round} ocupă {count} din "
    "{boards} mese (jucătorii {players}); o formație ocupă toate mesele sau niciuna",
    "input.team.partial-pab": (
        "{team} are runda liberă în runda {round} doar la o parte din formație (mese cu rundă"
        " liberă: {pab}; fără: {others}); runda liberă a echipei acoperă toată formația"
    ),
    "input.team.teammate": "masa {board} a echipei {team} în runda {round} joacă cu "
    "jucătorul {opponent} din aceeași echipă",
    "input.team.board-order": "masa {board} a echipei {team} în runda {round} (jucătorul "
    "{player}) joacă cu jucătorul {opponent}, masa {other_board} a echipei {other}; masa i "
    "a unei formații joacă cu masa i a celeilalte",
    "input.team.two-opponents": "{team} joacă cu {first} la masa {first_board} și cu "
    "{second} la masa {second_board} în runda {round}; o formație joacă cu o singură echipă",
    "input.team.json.not-team": '{key} ține de un turneu pe echipe, iar "system" este '
    "{system} (team-swiss sau team-round-robin pentru echipe)",
    "input.team.json.needs": "un turneu {system} are nevoie de {key} (formats.md 6.1)",
    "input.team.json.boards": '"boards" trebuie să fie un număr întreg de la 1 la {limit}, '
    "găsit {found}",
    "input.team.json.teams-list": '"teams" trebuie să fie o listă nevidă de echipe, de '
    'exemplu {{"id": 1, "name": "Team A", "members": [1, 2]}}',
    "input.team.json.not-object": 'echipa {index} din "teams" nu este un obiect',
    "input.team.json.id": 'echipa {index} din "teams": "id" trebuie să fie un număr '
    "întreg de la 1 la {limit}, găsit {found}",
    "input.team.json.duplicate-id": "numărul de echipă {id} este folosit de două ori",
    "input.team.json.key": "cheie necunoscută {key} la o echipă (id, name, members)",
    "input.team.json.name": '"name" al unei echipe trebuie să fie text, găsit {found}',
    "input.team.json.members": '"members" trebuie să fie o listă de numere de jucători în '
    "ordinea meselor, găsit {found}",
    "input.team.json.scoring-object": '"team_scoring" trebuie să fie un obiect, de exemplu '
    "{example}",
    "input.team.json.scoring-key": 'cheie necunoscută {key} în "team_scoring" (win, draw, '
    "loss, pab, primary)",
    "input.team.json.primary": '"primary" din "team_scoring" trebuie să fie "MP" sau '
    '"GP", găsit {found}',
    "input.team.json.scoring-number": '"team_scoring" {key} trebuie să fie un număr, găsit {found}',
    "input.team.json.scoring-range": '"team_scoring" {key}: {problem}, găsit {found}',
    "input.team.check-ok": "{file}: în regulă — turneu pe echipe; echipe: {teams}, mese: "
    "{boards}, jucători: {count}, runde: {played} din {rounds}; fiecare formație joacă cu o "
    "singură echipă masă cu masă",
    "input.team.trf.member": "o înregistrare de echipă 013 conține numere de start în "
    "coloanele 37-40, 42-45, …; găsit {found}",
    "input.team.trf.no-name": "o înregistrare de echipă 013 are nevoie de numele echipei în "
    "coloanele 5-36",
    "input.team.trf.no-members": "înregistrarea 013 a echipei {name} nu conține numere de start",
    "input.team.trf.forfeit-no-opponent": "'0000 - +' este un forfait fără adversar, pe care "
    "un turneu pe echipe nu îl acceptă: masa nejucată numește membrul celeilalte echipe "
    "(rules.md 12.37)",
    "input.team.trf.limit.id": "echipa cu numărul {id} se scrie ca echipa {position}: TRF-16 "
    "numerotează echipele după poziția rândului lor 013",
    "input.team.trf.limit.name": "numele echipei {name} nu încape în cele 32 de coloane ale "
    "unui rând 013",
    "input.team.trf.limit.scoring": "TRF-16 nu are câmp pentru puncte de meci: fișierul va "
    "fi citit înapoi cu 2-1-0, runda liberă a echipei ca remiză și scorul principal MP",
    "input.team.trf.limit.boards": "turneul are {boards} mese, dar nicio formație nu ocupă "
    "mai mult de {largest}; TRF-16 ia numărul de mese din cea mai mare formație",
    "input.team.grid.no-teams": "partidele pe mese (o coloană Meci sau Gazde/Oaspeți) au "
    "nevoie de o listă a echipelor: un antet cu o coloană de echipă ({words}) și o coloană "
    "de jucător, un rând pe membru în ordinea meselor",
    "input.team.grid.no-team-cell": "acest membru nu are echipă: scrieți numele echipei în "
    "primul ei rând",
    "input.team.grid.board": "aici masa {board}, dar {name} este masa {lineup} a formației "
    "echipei {team} în runda {round} (membrii care joacă, în ordinea listei echipelor)",
    "input.team.grid.match-teams": "meciul {match} din runda {round} are jucători din mai "
    "mult de două echipe: {teams}",
    "input.team.grid.score": "se aștepta un rezultat de meci ca 2½-1½ sau 3:1, găsit {found}",
    "input.team.grid.score-no-boards": "meciul {match} din runda {round} are un rezultat, dar "
    "nicio partidă",
    "input.team.grid.score-sum": "rezultatul {found} al meciului {match} din runda {round} nu "
    "este suma meselor: {home} {home_points} - {away_points} {away}",
    # --- end of team inputs ---
}


# ---- rounds in progress: the pending token ?W9, TRF-16 -----
MESSAGES.update(
    {
        "input.token.pending-forfeit": "{token}: o partidă prin forfait are rezultat (+F sau "
        "-F); o "
        "partidă în așteptare este ?W9, ?B9 sau ?9",
        "input.trf.pending": {
            "one": "TRF-16 nu poate conține o partidă în așteptare: runda {round} "
            "are {count} partidă fără rezultat; introduceți-o mai întâi "
            "(JSON-ul turneului o păstrează ca ?W9)",
            "few": "TRF-16 nu poate conține o partidă în așteptare: runda {round} "
            "are {count} partide fără rezultat; introduceți-le mai întâi "
            "(JSON-ul turneului le păstrează ca ?W9)",
            "other": "TRF-16 nu poate conține o partidă în așteptare: runda "
            "{round} are {count} de partide fără rezultat; introduceți-le "
            "mai întâi (JSON-ul turneului le păstrează ca ?W9)",
        },
    }
)
