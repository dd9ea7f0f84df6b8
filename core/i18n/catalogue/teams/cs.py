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
        "družstvo {team} nastoupilo s {found} hráči, očekáváno {boards} nebo žádný"
    ),
    "teams.error.board-kind": (
        "družstvo {team} má šachovnici, která není partií ani kontumací "
        "({outcome}); volno družstva musí být na všech šachovnicích"
    ),
    "teams.error.opponent": (
        "družstvo {team} hraje s hráčem {opponent}, který není v jiném družstvu"
    ),
    "teams.error.board": (
        "šachovnice {board} družstva {team} hraje s hráčem {opponent}, který "
        "není na šachovnici {board} soupeřova družstva"
    ),
    "teams.error.mirror": "výsledek neodpovídá výsledku hráče {opponent} v tomto kole",
    "teams.kind.played": "odehraný zápas",
    "teams.kind.forfeit-win": "zápas vyhraný kontumačně",
    "teams.kind.forfeit-loss": "zápas prohraný kontumačně",
    "teams.kind.pab": "volno družstva přidělené losováním",
    "teams.kind.absent": "družstvo nenalosováno",
    # ---- the names of the team codes (rules.md 9.5) --------------------------------------
    "teams.tb.MPVGP": "Vedlejší skóre",
    "teams.tb.EMMSB": "Rozšířený Sonneborn-Berger (MP × MP)",
    "teams.tb.EMGSB": "Rozšířený Sonneborn-Berger (MP × GP)",
    "teams.tb.EGMSB": "Rozšířený Sonneborn-Berger (GP × MP)",
    "teams.tb.EGGSB": "Rozšířený Sonneborn-Berger (GP × GP)",
    "teams.tb.SSSC": "Vedlejší skóre se škálovaným Buchholzem",
    "teams.tb.BC": "Součet podle šachovnic",
    "teams.tb.TBR": "Výsledky od první šachovnice",
    "teams.tb.BBE": "Vyřazování posledních šachovnic",
    "teams.tb.EDE": "Rozšířený vzájemný zápas",
    "teams.tb.EDET": "Rozšířený vzájemný zápas, pak výsledky od první šachovnice",
    "teams.tb.EDEB": "Rozšířený vzájemný zápas, pak vyřazování posledních šachovnic",
    "teams.tb.EDEBT": "Rozšířený vzájemný zápas, součet podle šachovnic, "
    "pak výsledky od první šachovnice",
    "teams.tb.EDEBB": "Rozšířený vzájemný zápas, součet podle šachovnic, "
    "pak vyřazování posledních šachovnic",
    "teams.tb.on.mp": "{name} (zápasové body)",
    "teams.tb.on.gp": "{name} (partiové body)",
    "teams.tb.factor": "{name} (koeficient {factor})",
    "teams.score.mp": "MP",
    "teams.score.gp": "GP",
    "teams.entry.match": "{opponent}: {raw} {score}, počítá se {count}",
    "teams.entry.match-adjusted": {
        "one": (
            "{opponent} získalo {raw} {score}, počítá se {seen}: kolo {rounds} se "
            "počítá jako remízový zápas (16.3.2)"
        ),
        "few": (
            "{opponent} získalo {raw} {score}, počítá se {seen}: kola {rounds} se "
            "počítají jako remízové zápasy (16.3.2)"
        ),
        "many": (
            "{opponent} získalo {raw} {score}, počítá se {seen}: kola {rounds} se "
            "počítají jako remízové zápasy (16.3.2)"
        ),
        "other": (
            "{opponent} získalo {raw} {score}, počítá se {seen}: kola {rounds} se "
            "počítají jako remízové zápasy (16.3.2)"
        ),
    },
    "teams.entry.own": "{outcome}: vlastní {own} {score}",
    "teams.entry.own-against": "{outcome} proti {opponent}: vlastní {own} {score}",
    "teams.entry.cap-opponent": (
        "{outcome} proti {opponent}: vlastní {own} {score}, omezeno na soupeřových {value} (16.4.1)"
    ),
    "teams.entry.cap-rounds": (
        "{outcome}: vlastní {own} {score}, omezeno na {draw} × {rounds} = {value} (16.4.2)"
    ),
    "teams.entry.rr-forfeit": (
        "{outcome} proti {opponent} (každý s každým): soupeřových {value} {score}"
    ),
    "teams.entry.rr-free": "volné kolo turnaje každý s každým: nepřidává nic",
    "teams.mod.fore-assumed": "zápas posledního kola brán jako remízový (8.3)",
    "teams.mod.esb-factor": "× vlastní {factor} {score} = {amount}",
    "teams.entry.aob": "{opponent}: {code} {value}",
    "teams.summary.no-match": "žádný odehraný zápas: bez hodnoty",
    "teams.summary.sssc": (
        "{code} = {secondary} {score} + {bh} {buchholz} / {factor} = {exact}, "
        "zaokrouhleno na {value}"
    ),
    "teams.entry.points": "{outcome}: {points} {score}",
    "teams.entry.running": "po {round}. kole: {running} {score}",
    "teams.entry.win": "{outcome}: {points} {score}, vyhraný zápas",
    "teams.entry.no-win": "{outcome}: {points} {score}, nejde o výhru",
    "teams.entry.board-count": "šachovnice {board}: {points} {score} × {board} = {amount}",
    "teams.entry.board": "šachovnice {board}: {points} {score}",
    "teams.entry.boards-down-to": "šachovnice 1 až {last}: {points} {score}",
    "teams.summary.lower-first": "{code} = {value} (nižší je lepší)",
    "teams.summary.board-key": (
        "{code} = {key}: porovnává se číslo po čísle, rozhoduje první rozdíl"
    ),
    # the no-tie line, the FB and VUR notes, and the plain sentences of team items
    "teams.ties.none": (
        "Žádná dvě družstva neskončila se stejným počtem {score}: pomocné hodnocení nebylo potřeba."
    ),
    "teams.mod.fore-moved": "zápas družstva {opponent} v posledním kole brán jako remízový (8.3)",
    "teams.mod.fore-moved.plain": (
        "Pro toto pomocné hodnocení se zápas družstva {opponent} v posledním kole počítá jako"
        " remízový, proto se mění jeho skóre."
    ),
    "teams.mod.fore-assumed.plain": (
        "Pro toto pomocné hodnocení se zápas vašeho družstva v posledním kole počítá jako remízový."
    ),
    "teams.mod.cut.vur": "ořez přednostně: dobrovolně neodehrané kolo (16.5)",
    "teams.mod.cut.vur.plain": (
        "Vynechává se přednostně, protože vaše družstvo tento zápas neodehrálo (nepřítomnost "
        "nebo kontumační prohra)."
    ),
    "teams.entry.match.plain": "{opponent} získalo {raw} {score}.",
    "teams.entry.match-adjusted.plain": (
        "{opponent} získalo {raw} {score}, ale počítá se {seen}: kolo, které vynechalo a po "
        "kterém už žádný zápas neodehrálo, se počítá jako remízový zápas."
    ),
    "teams.entry.own.plain": (
        "Toto kolo ({outcome}) se počítá jako zápas proti družstvu s vaším vlastním skóre, "
        "{own} {score}."
    ),
    "teams.entry.own-against.plain": (
        "Toto kolo ({outcome} proti družstvu {opponent}) se počítá jako zápas proti družstvu "
        "s vaším vlastním skóre, {own} {score}."
    ),
    "teams.entry.cap-opponent.plain": (
        "Toto kolo ({outcome} proti družstvu {opponent}) se počítá jako zápas proti družstvu "
        "s vaším vlastním skóre, {own} {score}, nejvýše však se skóre družstva {opponent}, "
        "{value} {score}."
    ),
    "teams.entry.cap-rounds.plain": (
        "Toto kolo ({outcome}) se počítá jako zápas proti družstvu s vaším vlastním skóre, "
        "{own} {score}, nejvýše však remíza v každém kole: {draw} × {rounds} = {value} {score}."
    ),
    "teams.entry.rr-forfeit.plain": (
        "V turnaji každý s každým se toto kolo ({outcome}) stále počítá jako zápas proti "
        "družstvu {opponent}."
    ),
    "teams.summary.de.not-reached": (
        "{code} se nepoužije: když na něj přišla řada, žádné jiné družstvo už nebylo s tímto "
        "družstvem shodné"
    ),
    "teams.entry.points-against": "{outcome} proti družstvu {opponent}: {points} {score}",
    "teams.entry.win-against": (
        "{outcome} proti družstvu {opponent}: {points} {score}, vyhraný zápas"
    ),
    "teams.entry.no-win-against": (
        "{outcome} proti družstvu {opponent}: {points} {score}, nejde o výhru"
    ),
}
