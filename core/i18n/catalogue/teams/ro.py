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
        "runda {round}: echipa {team} aliniază {found} jucători, se așteaptă {boards} sau niciunul"
    ),
    "teams.error.board-kind": (
        "runda {round}: echipa {team} are o masă cu {outcome}; o masă este o "
        "partidă, un forfait sau parte din bye-ul echipei pe toate mesele"
    ),
    "teams.error.opponent": (
        "runda {round}: echipa {team} joacă cu jucătorul {opponent}, care nu este în altă echipă"
    ),
    "teams.error.board": (
        "runda {round}: masa {board} a echipei {team} joacă cu jucătorul "
        "{opponent}, care nu este la masa {board} a echipei adverse"
    ),
    "teams.error.mirror": (
        "runda {round}: rezultatul nu corespunde rezultatului jucătorului {opponent} din acea rundă"
    ),
}
