"""The messages of whatif in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "whatif.title": "Ce-ar fi dacă: {name} ({id}) la masa {board} în runda {round}",
    "whatif.games": {
        "one": "{count} partidă împerecheată; jucători fără partidă: {absent}",
        "few": "{count} partide împerecheate; jucători fără partidă: {absent}",
        "other": "{count} de partide împerecheate; jucători fără partidă: {absent}",
    },
    "whatif.rules": "Regulament {rules}; ordinea criteriilor de departajare {order}",
    "whatif.exact": {
        "one": "Exact: {count} combinație a celorlalte rezultate, fiecare clasată",
        "few": "Exact: {count} combinații ale celorlalte rezultate, fiecare clasată",
        "other": "Exact: {count} de combinații ale celorlalte rezultate, fiecare clasată",
    },
    "whatif.bounded": {
        "one": "Căutare limitată: 3^{count} combinație a celorlalte rezultate este prea mult; "
        "limitele doar după puncte sunt dovedite, restul sunt estimări din variantele găsite",
        "few": "Căutare limitată: 3^{count} combinații ale celorlalte rezultate sunt prea multe; "
        "limitele doar după puncte sunt dovedite, restul sunt estimări din variantele găsite",
        "other": "Căutare limitată: 3^{count} de combinații ale celorlalte rezultate sunt prea "
        "multe; limitele doar după puncte sunt dovedite, restul sunt estimări din "
        "variantele găsite",
    },
    "whatif.result.win": "O victorie",
    "whatif.result.draw": "O remiză",
    "whatif.result.loss": "O înfrângere",
    "whatif.outlook": "{result} ({points}): {range}",
    "whatif.range": "locul {best} până la {worst}",
    "whatif.range.one": "locul {rank}",
    "whatif.best": "cel mai bun loc {rank} ({status}) {when}: {reason}",
    "whatif.worst": "cel mai slab loc {rank} ({status}) {when}: {reason}",
    "whatif.stopped": "Căutarea s-a oprit după {seconds} s: {proven} din cele 6 capete ale "
    "intervalelor sunt dovedite (marcate dovedit), celelalte sunt estimări din scenariile găsite",
    "whatif.proven": "dovedit",
    "whatif.estimate.best": "estimare; doar după puncte nu mai bun decât {bound}",
    "whatif.estimate.worst": "estimare; doar după puncte nu mai slab decât {bound}",
    "whatif.when": "doar dacă {conditions} ({share})",
    "whatif.share": {
        "one": "în {count} din {of} combinații",
        "few": "în {count} din {of} combinații",
        "other": "în {count} din {of} de combinații",
    },
    "whatif.example": "de exemplu dacă {conditions}",
    "whatif.any": "oricare ar fi celelalte rezultate",
    "whatif.found": "în varianta găsită",
    "whatif.condition": "masa {board} ({white}–{black}) se termină {results}",
    "whatif.by-points": "decid punctele ({points})",
    "whatif.error.unknown": "împerecheri, masa {board}: nu există jucătorul {id}",
    "whatif.error.twice": "împerecheri, masa {board}: jucătorul {id} este împerecheat de două ori",
    "whatif.error.self": "împerecheri, masa {board}: jucătorul {id} este împerecheat cu el însuși",
    "whatif.error.unpaired": "jucătorul {id} nu are nicio partidă în împerecherile date",
    "whatif.error.no-pairings": "Vă rugăm să dați împerecherile rundei următoare: --pairings "
    "12-7,3-5 sau --pairings-file PAIRS.csv",
    "whatif.error.both-pairings": "Vă rugăm să dați împerecherile o singură dată: --pairings sau "
    "--pairings-file, nu ambele",
    "whatif.error.pairing": "{where}: se aștepta o pereche de numere de start alb-negru, de ex. "
    "12-7, s-a găsit {text}",
    "whatif.where.option": "--pairings, perechea {index}",
    "whatif.where.file": "{path}, linia {line}",
    "whatif.help.command": "unde poate termina un jucător după runda următoare, la victorie, "
    "remiză sau înfrângere",
    "whatif.help.player": "jucătorul: numărul de start sau numele",
    "whatif.help.pairings": "împerecherile rundei următoare, numere de start alb-negru separate "
    "prin virgulă (12-7,3-5); un jucător nelistat nu are partidă",
    "whatif.help.pairings-file": "împerecherile într-un fișier: câte o pereche de numere de start "
    "alb,negru (sau alb-negru) pe linie",
    # --- whatif ---
    "whatif.help.round": "runda despre care întrebați (implicit: runda în desfășurare, cu "
    "partidele în așteptare ca împerecheri, altfel runda următoare); o rundă anterioară așa cum "
    "era înaintea ei",
    "whatif.finished": {
        "one": "{count} partidă din runda {round} este deja decisă și contează așa cum e "
        "înregistrată",
        "few": "{count} partide din runda {round} sunt deja decise și contează așa cum sunt "
        "înregistrate",
        "other": "{count} de partide din runda {round} sunt deja decise și contează așa cum sunt "
        "înregistrate",
    },
    "whatif.error.nothing-pending": "nicio partidă nu este în așteptare (nicio rundă în "
    "desfășurare): dați împerecherile rundei {next}",
    "whatif.error.no-round": "nicio partidă nu este în așteptare (nicio rundă în desfășurare); "
    "{how}",
    "whatif.error.in-progress": "runda {round} este în desfășurare: împerecherile sunt partidele "
    "ei în așteptare; nu dați împerecheri",
    "whatif.error.beyond": "turneul are {rounds} runde, toate jucate: împerecherile rundei {round} "
    "nu fac parte din el",
    "whatif.error.pairings-round": "împerecherile date sunt ale rundei {next}, următoarea, nu "
    "ale rundei {round}",
    "whatif.error.round": "nu există runda {round} despre care să întrebați: turneul are rundele "
    "1–{last} și runda următoare cu împerecherile ei",
    "whatif.error.after-pending": "runda {round} vine după runda {pending}, care este încă în "
    "desfășurare",
    "whatif.error.no-game-outcome": (
        "{name} ({id}) nu are nicio partidă de decis în runda {round} (înregistrat: {outcome})"
    ),
    "whatif.error.no-game": "{name} ({id}) nu mai are nicio partidă de jucat în runda {round}: "
    "rezultatul este deja înregistrat",
}
