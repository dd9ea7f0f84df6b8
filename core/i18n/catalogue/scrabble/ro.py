"""The messages of game scores in ro (glossary.md section 6; ⚠ terms keep their code)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "scrabble.tb.SPREAD": "Diferență de puncte",
    "scrabble.tb.SCORE": "Punctaj total",
    "scrabble.tb.TURCAS": "TurČAS",
    "scrabble.tb.BRIGHTWELL": "Criteriul Brightwell",
    "scrabble.cite.game-score": "punctajul partidei",
    "scrabble.cite.bye-score": "bye_score",
    "scrabble.cite.forfeit-score": "forfeit_score",
    "scrabble.cite.spread-cap": "spread_cap",
    "scrabble.cite.turcas": "ČAS TurČAS",
    "scrabble.cite.brightwell": "Brightwell (dedus)",
    "scrabble.item.game": "partida {score}, diferență {diff}",
    "scrabble.item.bye": "bye_score {score}, diferență {diff}",
    "scrabble.item.forfeit": "forfeit_score {score} ({kind}), diferență {diff}",
    "scrabble.item.game.own": "partida {score}, punctaj propriu {own}",
    "scrabble.item.bye.own": "bye_score {score}, punctaj propriu {own}",
    "scrabble.item.forfeit.own": "forfeit_score {score}, punctaj propriu {own}",
    "scrabble.item.capped": "limitată la {capped} (spread_cap {cap})",
    "scrabble.item.capped.plain": "Plafonul diferenței limitează cât contează o partidă.",
    "scrabble.item.nothing": "{kind}: nu adaugă nimic",
    "scrabble.item.nothing.plain": "Această rundă nu adaugă nimic la sumele de punctaj.",
    "scrabble.item.started": "a început",
    "scrabble.item.second": "nu a început",
    "scrabble.summary.spread": "diferență de puncte {spread} (diferențele numărate); punctaj "
    "{score}:{against}",
    "scrabble.summary.score": "punctaj total {score} (al adversarilor {against})",
    "scrabble.summary.no-scores": "turneul nu are punctaje ale partidelor: nicio valoare",
    "scrabble.summary.turcas": "TURCAS = {a} / {k} × {bh} + {b} × {score} + {c} × {spread} "
    "+ {d} × {zac} = {t1} {t2} {t3} {t4} = {value} ({sources})",
    "scrabble.summary.brightwell": "BRIGHTWELL = {score} + {a} / {k} × {bh} = {t1} {t2} = "
    "{value} ({sources})",
    "scrabble.paren": "(−{x})",
    "scrabble.plus": "+ {x}",
    "scrabble.minus": "− {x}",
    "scrabble.origin.mean": "totalul mediu al unei partide din {games} partide ({total} / "
    "{games} = {mean})",
    "scrabble.sources.turcas-bare": "A: totalul mediu al partidei; B, D: implicite, valorile "
    "ČAS necunoscute; C: ČAS 2002",
    "scrabble.sources.turcas-given": "coeficienții din cod; valorile ČAS pentru B și D nu "
    "sunt cunoscute",
    "scrabble.sources.brightwell-bare": "K: totalul mediu al partidei; formula Brightwell dedusă",
    "scrabble.sources.brightwell-given": "K din cod; formula Brightwell dedusă",
    "scrabble.term.BH": "Buchholz",
    "scrabble.term.SCORE": "punctaj total (AbsSkore)",
    "scrabble.term.SPREAD": "diferență de puncte (RelSkore)",
    "scrabble.term.ZAC": "cine începe: partide neîncepute minus începute (Zacinani)",
    "scrabble.coefficients": "coeficienți {coefficients}, k = {k}",
    "scrabble.coefficient": "{name} = {value}",
    "scrabble.coefficient-from": "{name} = {value}, {origin}",
    "scrabble.term": "{term}: {quantity} × {factor} = {value}",
    "scrabble.warning.game-scores-missing": "turneul nu are punctaje ale partidelor în rundele "
    "numărate: {codes} scoase din ordine",
    "scrabble.input.score-malformed": "punctaj de partidă greșit {found}: se așteaptă "
    "propriu:adversar, două numere întregi, de ex. 412:380",
    "scrabble.input.score-not-game": "punctaj {score} la {token}, care nu este o partidă "
    "jucată: bye-urile și neprezentările iau bye_score / forfeit_score, lăsați gol",
    "scrabble.input.score-missing": "partida {token} nu are punctaj, deși alte partide au: "
    "fiecare partidă jucată are nevoie de punctajul ei",
    "scrabble.input.result-vs-score": "rezultatul {token} nu corespunde punctajului {score}: "
    "o victorie cere punctajul mai mare, o remiză punctaje egale, o înfrângere cel mai mic "
    "(o partidă decisă altfel se introduce ca neprezentare)",
    "scrabble.input.sides-disagree": "punctajul {score} nu este oglinda lui {other}, "
    "înregistrat pentru {place} ({at})",
    "scrabble.input.sides-disagree-no-cell": "punctajul {score} nu este oglinda lui {other}, "
    "înregistrat pentru {place}",
    "scrabble.input.scores-list": "scores trebuie să fie o listă cât results ({results} "
    "elemente), găsit {found}",
    "scrabble.input.event-score": "{field} trebuie să fie propriu:adversar, două numere "
    "întregi, de ex. 50:0, găsit {found}",
    "scrabble.input.spread-cap": "spread_cap trebuie să fie un număr întreg pozitiv, găsit {found}",
    "scrabble.input.turcas-colour": "{code} cu D ≠ 0 are nevoie de cine a început fiecare "
    "partidă, iar această partidă nu are culoare (cel care începe este Albul)",
    "scrabble.cli.spread-cap": "--spread-cap ia un număr întreg pozitiv sau none, găsit {found}",
    "scrabble.cli.game-score": "{option} ia PROPRIU:ADVERSAR, două numere întregi, de ex. "
    "50:0, găsit {found}",
    "scrabble.help.spread-cap": "limitează diferența de puncte a fiecărei runde la N (none: fără "
    "plafon); înlocuiește spread_cap al turneului",
    "scrabble.help.bye-score": "punctaj propriu:adversar pentru fiecare bye (implicit 0:0); "
    "înlocuiește bye_score al turneului",
    "scrabble.help.forfeit-score": "punctaj propriu:adversar pentru o victorie prin neprezentare "
    "(învinsul în oglindă); înlocuiește forfeit_score al turneului",
    "scrabble.why.term": "{text} Termenul care îi separă: {term}, {quantity_above} față de "
    "{quantity_below} ({value_above} față de {value_below}).",
    "scrabble.why.term-one": "{text} Termenul care îi separă: {term}, {quantity_above} "
    "față de {quantity_below}.",
    "scrabble.whatif.no-score": "Diferența de puncte are nevoie de punctaj: rezultatele rundei "
    "{round} întrebate nu au punctaj, de aceea clasamentul de mai jos numără {codes} doar din "
    "rundele dinainte; rândurile de sub fiecare rezultat spun cu cât trebuie câștigat sau pierdut",
    "scrabble.whatif.head": "Cu cât, după {code}, față de jucătorii care pot termina cu aceleași "
    "puncte:",
    "scrabble.whatif.head-level": "Cu cât, după {code}, față de jucătorii care pot termina cu "
    "aceleași puncte și la egalitate la {codes}:",
    "scrabble.whatif.nobody": "nimeni altcineva nu poate termina cu punctele lui {name}: "
    "diferența din partidă nu schimbă niciun loc",
    "scrabble.whatif.win-from": "o victorie cu {margin} sau mai mult îl pune pe {name} "
    "înaintea lui {rival} (diferență de puncte {mine} față de {theirs}){level}",
    "scrabble.whatif.win-any": "orice victorie îl pune pe {name} înaintea lui {rival} "
    "(diferență de puncte {mine} față de {theirs}){level}",
    "scrabble.whatif.win-none": "nicio victorie nu îl pune pe {name} înaintea lui {rival} "
    "(diferență de puncte {mine} față de {theirs}){level}",
    "scrabble.whatif.loss-upto": "o înfrângere cu {margin} sau mai puțin îl ține pe {name} "
    "înaintea lui {rival} (diferență de puncte {mine} față de {theirs}){level}",
    "scrabble.whatif.loss-any": "chiar și o înfrângere la orice diferență îl ține pe {name} "
    "înaintea lui {rival} (diferență de puncte {mine} față de {theirs}){level}",
    "scrabble.whatif.loss-none": "nicio înfrângere nu îl ține pe {name} înaintea lui {rival} "
    "(diferență de puncte {mine} față de {theirs}){level}",
    "scrabble.whatif.draw-above": "o remiză îl ține pe {name} înaintea lui {rival} la diferența "
    "de puncte ({mine} față de {theirs}){level}",
    "scrabble.whatif.draw-below": "după o remiză {rival} rămâne înaintea lui {name} la "
    "diferența de puncte ({theirs} față de {mine}){level}",
    "scrabble.whatif.draw-level": "după o remiză {name} și {rival} sunt la egalitate la "
    "diferența de puncte ({mine}): decide {after}",
    "scrabble.whatif.level": "; la exact {level} sunt la egalitate la diferența de puncte și "
    "decide {after}",
    "scrabble.whatif.level-cap": "; la {level} sau mai mult (plafonul diferenței) sunt la "
    "egalitate la diferența de puncte și decide {after}",
    "scrabble.whatif.nothing-after": "niciun alt criteriu",
    "scrabble.whatif.relative.win": "{rival} termină cu aceleași puncte câștigând la masa "
    "{board}: {name} e înainte când diferența lui {name} în rundă minus a lui {rival} este "
    "{margin} sau mai mult (diferență de puncte {mine} față de {theirs})",
    "scrabble.whatif.relative.loss": "{rival} termină cu aceleași puncte pierzând la masa "
    "{board}: {name} e înainte când diferența lui {name} în rundă minus a lui {rival} este "
    "{margin} sau mai mult (diferență de puncte {mine} față de {theirs})",
    "scrabble.whatif.more": "și alții cu aceleași puncte, mai departe la diferența de puncte: "
    "{count}",
    "scrabble.whatif.cap": "cel mult {cap}",
    "scrabble.whatif.no-cap": "fără plafon",
    "scrabble.whatif.mean": "M (punctajul total mediu al unei partide, cu partidele acestei runde)",
    "scrabble.whatif.depends.score": "{code} depinde de punctajul propriu al lui {name} în runda "
    "{round}, nu de diferență: fiecare punct al lui {name} adaugă 1, la victorie ca și la "
    "înfrângere",
    "scrabble.whatif.depends.turcas": "{code} depinde de punctajul propriu al lui {name} și de "
    "diferență: runda {round} adaugă {b} × punctaj propriu + {c} × diferență ({cap}) + {d} × (+1 "
    "dacă nu începe, −1 dacă începe), iar termenul Buchholz {a} / {k} × BH se schimbă cu fiecare "
    "rezultat al rundei",
    "scrabble.whatif.depends.brightwell": "{code} depinde de punctajul propriu al lui {name}, nu "
    "de diferență: runda {round} adaugă 1 × punctaj propriu, iar termenul Buchholz {a} / {k} × BH "
    "se schimbă cu fiecare rezultat al rundei",
    # the published page (tiebreak report)
    "scrabble.report.game-score": "Punctaj",
    "scrabble.report.unplayed": "un bye alocat sau un bye de un punct adaugă punctajul pentru "
    "bye al turneului (0:0 dacă nu e stabilit), o neprezentare punctajul de neprezentare "
    "(învinsul în oglindă; nimic dacă nu e stabilit), celelalte runde nimic; termenul Buchholz "
    "din TurČAS și Brightwell le numără după regulament.",
    "scrabble.report.about.SPREAD": "Diferența de puncte: suma punctajului propriu minus cel al "
    "adversarului în fiecare rundă, fiecare rundă cel mult plafonul diferenței, dacă turneul "
    "are unul.",
    "scrabble.report.about.SCORE": "Punctaj total: suma punctajelor proprii din toate "
    "partidele, fără plafon.",
    "scrabble.report.about.TURCAS": "TurČAS, criteriul ČAS: A / k × Buchholz + B × punctaj total "
    "+ C × diferență de puncte + D × (partide al doilea − partide primul); fiecare fișă dă "
    "coeficienții.",
    "scrabble.report.about.BRIGHTWELL": "Criteriul Brightwell: punctaj total + K / k × Buchholz "
    "(formulă dedusă); fiecare fișă dă K.",
    "scrabble.report.crosstable-key": "412:380 după o celulă: punctajul partidei, întâi al "
    "jucătorului de pe rând.",
    "scrabble.error.no-modifier": "{code}: {base} nu are modificator (ca -C1 sau -M1); scrieți "
    "{base}",
    "scrabble.error.no-coefficients": "{code}: {base} nu are coeficienți; scrieți {base}",
    "scrabble.error.coefficients": "{code}: {base} are coeficienții {names} (sau niciunul, "
    "cei impliciți), de exemplu {example}; dați: {found}",
    "scrabble.error.coefficient-text": "{code}: coeficienții lui {base} sunt numere zecimale "
    "cu punct, separate prin virgule, de exemplu {example}",
}
