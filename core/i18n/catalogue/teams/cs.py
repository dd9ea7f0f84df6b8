"""The messages of team events in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teams.error.not-a-team-event": (
        "nejde o soutěž družstev: je třeba team-swiss nebo team-round-robin s "
        "družstvy a počtem šachovnic"
    ),
    "teams.error.member": (
        "družstvo {team}: hráč {player} je i v jiném družstvu, nebo není hráčem turnaje"
    ),
    "teams.error.lineup": (
        "kolo {round}: družstvo {team} nastoupilo s {found} hráči, očekáváno {boards} nebo žádný"
    ),
    "teams.error.board-kind": (
        "kolo {round}: družstvo {team} má šachovnici s {outcome}; šachovnice je "
        "partie, kontumace, nebo volno družstva na všech šachovnicích"
    ),
    "teams.error.opponent": (
        "kolo {round}: družstvo {team} hraje s hráčem {opponent}, který není v jiném družstvu"
    ),
    "teams.error.board": (
        "kolo {round}: šachovnice {board} družstva {team} hraje s hráčem "
        "{opponent}, který není na šachovnici {board} soupeřova družstva"
    ),
    "teams.error.mirror": (
        "kolo {round}: výsledek neodpovídá výsledku hráče {opponent} v tomto kole"
    ),
}
