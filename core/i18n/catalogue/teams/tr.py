"""The messages of team events in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teams.error.not-a-team-event": (
        "takım turnuvası değil: takımlar ve masa sayısıyla team-swiss veya team-round-robin gerekir"
    ),
    "teams.error.member": (
        "takım {team}: {player} numaralı oyuncu başka bir takımda da var ya da turnuvada değil"
    ),
    "teams.error.lineup": (
        "tur {round}: {team} takımı {found} oyuncuyla dizildi, {boards} ya da hiç beklenir"
    ),
    "teams.error.board-kind": (
        "tur {round}: {team} takımının bir masasında {outcome} var; bir masa "
        "oyun, hükmen sonuç ya da tüm masalarda takımın bay'ıdır"
    ),
    "teams.error.opponent": (
        "tur {round}: {team} takımı başka bir takımda olmayan {opponent} "
        "numaralı oyuncuyla eşleşmiş"
    ),
    "teams.error.board": (
        "tur {round}: {team} takımının {board}. masası, rakip takımın {board}. "
        "masası olmayan {opponent} numaralı oyuncuyla eşleşmiş"
    ),
    "teams.error.mirror": (
        "tur {round}: sonuç, {opponent} numaralı oyuncunun o turdaki sonucuyla uyuşmuyor"
    ),
}
