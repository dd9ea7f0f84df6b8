"""The messages of team events in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teams.error.not-a-team-event": (
        "non è una gara a squadre: servono team-swiss o team-round-robin con "
        "squadre e numero di scacchiere"
    ),
    "teams.error.member": (
        "squadra {team}: il giocatore {player} è anche in un'altra squadra o "
        "non partecipa al torneo"
    ),
    "teams.error.lineup": (
        "turno {round}: la squadra {team} schiera {found} giocatori, attesi {boards} o nessuno"
    ),
    "teams.error.board-kind": (
        "turno {round}: la squadra {team} ha una scacchiera con {outcome}; una "
        "scacchiera è una partita, un forfait o parte del bye della squadra su "
        "tutte le scacchiere"
    ),
    "teams.error.opponent": (
        "turno {round}: la squadra {team} incontra il giocatore {opponent}, che "
        "non è in un'altra squadra"
    ),
    "teams.error.board": (
        "turno {round}: la scacchiera {board} della squadra {team} incontra il "
        "giocatore {opponent}, che non è la scacchiera {board} della squadra "
        "avversaria"
    ),
    "teams.error.mirror": (
        "turno {round}: il risultato non corrisponde a quello del giocatore "
        "{opponent} in quel turno"
    ),
}
