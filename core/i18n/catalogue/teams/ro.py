"""The messages of team events in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teams.error.not-a-team-event": (
        "nu este o competiție pe echipe: e nevoie de team-swiss sau "
        "team-round-robin cu echipe și numărul de mese"
    ),
    "teams.error.member": (
        "echipa {team}: jucătorul {player} este și în altă echipă sau nu participă la turneu"
    ),
    "teams.error.lineup": (
        "echipa {team} aliniază {found} jucători, se așteaptă {boards} sau niciunul"
    ),
    "teams.error.board-kind": (
        "echipa {team} are o masă care nu este partidă sau forfait ({outcome}); "
        "bye-ul echipei trebuie să fie pe toate mesele"
    ),
    "teams.error.opponent": (
        "echipa {team} joacă cu jucătorul {opponent}, care nu este în altă echipă"
    ),
    "teams.error.board": (
        "masa {board} a echipei {team} joacă cu jucătorul {opponent}, care nu "
        "este la masa {board} a echipei adverse"
    ),
    "teams.error.mirror": (
        "rezultatul nu corespunde rezultatului jucătorului {opponent} din acea rundă"
    ),
    "teams.kind.played": "meci jucat",
    "teams.kind.forfeit-win": "meci câștigat prin forfait",
    "teams.kind.forfeit-loss": "meci pierdut prin forfait",
    "teams.kind.pab": "bye al echipei alocat la împerechere",
    "teams.kind.absent": "echipa neîmperecheată",
    # ---- the names of the team codes (rules.md 9.5) --------------------------------------
    "teams.tb.MPVGP": "Scorul secundar",
    "teams.tb.EMMSB": "Sonneborn-Berger extins (MP × MP)",
    "teams.tb.EMGSB": "Sonneborn-Berger extins (MP × GP)",
    "teams.tb.EGMSB": "Sonneborn-Berger extins (GP × MP)",
    "teams.tb.EGGSB": "Sonneborn-Berger extins (GP × GP)",
    "teams.tb.SSSC": "Scorul secundar cu Buchholz scalat",
    "teams.tb.BC": "Suma pe mese",
    "teams.tb.TBR": "Rezultatele de la prima masă",
    "teams.tb.BBE": "Eliminarea ultimelor mese",
    "teams.tb.EDE": "Partida directă extinsă",
    "teams.tb.EDET": "Partida directă extinsă, apoi rezultatele de la prima masă",
    "teams.tb.EDEB": "Partida directă extinsă, apoi eliminarea ultimelor mese",
    "teams.tb.EDEBT": "Partida directă extinsă, suma pe mese, apoi rezultatele de la prima masă",
    "teams.tb.EDEBB": "Partida directă extinsă, suma pe mese, apoi eliminarea ultimelor mese",
    "teams.tb.on.mp": "{name} (puncte de meci)",
    "teams.tb.on.gp": "{name} (puncte de partidă)",
    "teams.tb.factor": "{name} (factor {factor})",
    "teams.score.mp": "MP",
    "teams.score.gp": "GP",
    "teams.entry.match": "{opponent}: {raw} {score}, contează {count}",
    "teams.entry.match-adjusted": {
        "one": (
            "{opponent} a obținut {raw} {score}, contează {seen}: runda {rounds} "
            "contează ca meci remiză (16.3.2)"
        ),
        "few": (
            "{opponent} a obținut {raw} {score}, contează {seen}: rundele {rounds} "
            "contează ca meciuri remiză (16.3.2)"
        ),
        "other": (
            "{opponent} a obținut {raw} {score}, contează {seen}: rundele {rounds} "
            "contează ca meciuri remiză (16.3.2)"
        ),
    },
    "teams.entry.own": "{outcome}: propriile {own} {score}",
    "teams.entry.own-against": "{outcome} contra {opponent}: propriile {own} {score}",
    "teams.entry.cap-opponent": (
        "{outcome} contra {opponent}: propriile {own} {score}, plafonate la "
        "{value} ale adversarului (16.4.1)"
    ),
    "teams.entry.cap-rounds": (
        "{outcome}: propriile {own} {score}, plafonate la {draw} × {rounds} = {value} (16.4.2)"
    ),
    "teams.entry.rr-forfeit": (
        "{outcome} contra {opponent} (turneu cu toți): {value} {score} ale adversarului"
    ),
    "teams.entry.rr-free": "rundă liberă a turneului cu toți: nu adaugă nimic",
    "teams.mod.fore-assumed": "meciul ultimei runde considerat remiză (8.3)",
    "teams.mod.esb-factor": "× propriile {factor} {score} = {amount}",
    "teams.entry.aob": "{opponent}: {code} {value}",
    "teams.summary.no-match": "niciun meci jucat: fără valoare",
    "teams.summary.sssc": (
        "{code} = {secondary} {score} + {bh} {buchholz} / {factor} = {exact}, rotunjit la {value}"
    ),
    "teams.entry.points": "{outcome}: {points} {score}",
    "teams.entry.running": "după runda {round}: {running} {score}",
    "teams.entry.win": "{outcome}: {points} {score}, meci câștigat",
    "teams.entry.no-win": "{outcome}: {points} {score}, nu este o victorie",
    "teams.entry.board-count": "masa {board}: {points} {score} × {board} = {amount}",
    "teams.entry.board": "masa {board}: {points} {score}",
    "teams.entry.boards-down-to": "mesele 1–{last}: {points} {score}",
    "teams.summary.lower-first": "{code} = {value} (mai mic este mai bine)",
    "teams.summary.board-key": "{code} = {key}: se compară număr cu număr, decide prima diferență",
    # the no-tie line, the FB and VUR notes, and the plain sentences of team items
    "teams.ties.none": (
        "Nu există două echipe la egalitate de {score}: nu a fost nevoie de niciun criteriu "
        "de departajare."
    ),
    "teams.mod.fore-moved": "meciul din ultima rundă al echipei {opponent} considerat remiză (8.3)",
    "teams.mod.fore-moved.plain": (
        "Pentru acest criteriu, meciul din ultima rundă al echipei {opponent} contează ca "
        "remiză, deci scorul ei se schimbă."
    ),
    "teams.mod.fore-assumed.plain": (
        "Pentru acest criteriu, meciul echipei voastre din ultima rundă contează ca remiză."
    ),
    "teams.mod.cut.vur": "se elimină întâi: rundă nejucată voluntar (16.5)",
    "teams.mod.cut.vur.plain": (
        "Această rundă se elimină înaintea celorlalte, pentru că echipa voastră nu a jucat "
        "meciul (absență sau meci pierdut prin forfait)."
    ),
    "teams.entry.match.plain": "{opponent} a obținut {raw} {score}.",
    "teams.entry.match-adjusted.plain": (
        "{opponent} a obținut {raw} {score}, dar contează {seen}: o rundă ratată, după care "
        "echipa nu a mai jucat niciun meci, contează ca meci remiză."
    ),
    "teams.entry.own.plain": (
        "Această rundă ({outcome}) contează ca un meci cu o echipă care are scorul vostru, "
        "{own} {score}."
    ),
    "teams.entry.own-against.plain": (
        "Această rundă ({outcome} contra {opponent}) contează ca un meci cu o echipă care are"
        " scorul vostru, {own} {score}."
    ),
    "teams.entry.cap-opponent.plain": (
        "Această rundă ({outcome} contra {opponent}) contează ca un meci cu o echipă care are"
        " scorul vostru, {own} {score}, dar nu mai mult decât scorul echipei {opponent}, "
        "{value} {score}."
    ),
    "teams.entry.cap-rounds.plain": (
        "Această rundă ({outcome}) contează ca un meci cu o echipă care are scorul vostru, "
        "{own} {score}, dar nu mai mult decât un meci remiză în fiecare rundă: {draw} × "
        "{rounds} = {value} {score}."
    ),
    "teams.entry.rr-forfeit.plain": (
        "Într-un turneu fiecare cu fiecare, această rundă ({outcome}) contează totuși ca meci"
        " contra {opponent}."
    ),
    "teams.summary.de.not-reached": (
        "{code} nu se aplică: când s-a ajuns la el, nicio altă echipă nu mai era la egalitate"
        " cu aceasta"
    ),
    "teams.entry.points-against": "{outcome} contra {opponent}: {points} {score}",
    "teams.entry.win-against": "{outcome} contra {opponent}: {points} {score}, meci câștigat",
    "teams.entry.no-win-against": (
        "{outcome} contra {opponent}: {points} {score}, nu este o victorie"
    ),
}
