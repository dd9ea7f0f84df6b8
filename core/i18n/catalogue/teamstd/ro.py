"""The messages of team standings in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teamstd.error.same-team": "numiți două echipe diferite",
    "teamstd.error.team-ambiguous": "mai multe echipe corespund cu {query}: {candidates}",
    "teamstd.error.team-unknown": "nicio echipă nu corespunde cu {query}",
    "teamstd.slash": "{left}/{right}",
    "teamstd.why.de": "Ambele echipe au {points}. {above} este mai sus decât {below} după meciul "
    "direct ({code}): {detail}.",
    # a team's why names teams, not players (issue 33)
    "teamstd.why.value": "Ambele echipe au câte {points}. {above} este mai sus decât {below} la "
    "{code}: {value_above} față de {value_below}.",
    "teamstd.why.value-level": "Ambele echipe au câte {points}, iar la {earlier} sunt la "
    "egalitate. {above} este mai sus decât {below} la {code}: {value_above} față de {value_below}.",
    "teamstd.why.lots": "Ambele echipe au câte {points}. {above} este mai sus decât {below} prin "
    "tragere la sorți (LOTS, seed {seed}): numărul {value_above} față de {value_below}.",
    "teamstd.why.lots-level": "Ambele echipe au câte {points}, iar la {earlier} sunt la egalitate. "
    "{above} este mai sus decât {below} prin tragere la sorți (LOTS, seed {seed}): numărul "
    "{value_above} față de {value_below}.",
    "teamstd.why.manual": "Ambele echipe au câte {points}. {above} este mai sus decât {below} prin "
    "decizia arbitrului (MANUAL): {value_above} față de {value_below}, mai mic este mai bine.",
    "teamstd.why.manual-level": "Ambele echipe au câte {points}, iar la {earlier} sunt la "
    "egalitate. {above} este mai sus decât {below} prin decizia arbitrului (MANUAL): "
    "{value_above} față de {value_below}, mai mic este mai bine.",
    "teamstd.column.team": "Echipa",
    "teamstd.rules": "Regulament: {rules} ({how}); clasament după {primary}; ordinea de "
    "departajare: {order}",
    "teamstd.rules-markdown": "Regulament `{rules}`, clasament după {primary}, ordinea {order}",
    "teamstd.score": "{count} {score}",
    "teamstd.mp-gp": "{mp} MP, {gp} GP",
    "teamstd.why.score": "{above} este mai sus decât {below} la {score}: {high} față de {low}.",
    "teamstd.step.score": "{score} din meciurile directe: {steps}",
    "teamstd.de.step.level": "{members}: la egalitate, nu se departajează",
    "teamstd.de.step.ordered": "{members}",
    "teamstd.de.step.none-placed": "{members}: nimeni nu poate fi clasat",
    "teamstd.de.step.placed": "{members}: se clasează {placed}",
    "teamstd.step.boards": "mesele meciurilor directe ({stage}): {above} înainte",
    "teamstd.step.boards-level": "mesele meciurilor directe ({stages}): egalitate",
    "teamstd.entry.de.forfeit": (
        "{outcome} contra {opponent}: nicio partidă jucată, nu se ia în calcul (6.1.1)"
    ),
    "teamstd.entry.de.forfeit.plain": (
        "Un meci în care nu s-a jucat nicio partidă la masă nu se ia în calcul."
    ),
    "teamstd.entry.de.counted": "{outcome} contra {opponent}: {points} {score}, se ia în calcul",
    "teamstd.entry.de.counted.plain": (
        "Meciul dumneavoastră contra {opponent} se ia în calcul: {points} {score}."
    ),
    "teamstd.entry.de.averaged": (
        "{outcome} contra {opponent}: {points} {score}, unul din {count} meciuri, "
        "contează {share} (6.1.2)"
    ),
    "teamstd.entry.de.averaged.plain": (
        "Ați întâlnit echipa {opponent} de {count} ori; fiecare meci contează cu partea sa, "
        "{share} {score}."
    ),
    "teamstd.error.team-preset": "setul {preset} este pentru turnee pe echipe",
    "teamstd.error.individual-preset": (
        "setul {preset} este pentru turnee individuale; seturi pe echipe: fide-team-swiss, "
        "fide-team-round-robin, olympiad, fide-1998-team"
    ),
    "teamstd.error.individual-event": (
        "--primary, --match-points și --individual cer un turneu pe echipe"
    ),
    "teamstd.error.match-points": (
        "--match-points {text}: se așteaptă V,R,P sau V,R,P,PAB, "
        "numere de la 0 la 1000 cu cel mult 3 zecimale"
    ),
    "teamstd.error.primary": "--primary {text}: se așteaptă MP sau GP",
    "teamstd.error.option": "--{option} nu este disponibil pentru clasamentul pe echipe",
    "teamstd.help.primary": "turnee pe echipe: clasament după puncte de meci (MP) sau puncte "
    "de partidă (GP)",
    "teamstd.help.match-points": (
        "turnee pe echipe: puncte de meci pentru victorie, remiză, înfrângere și bye-ul echipei"
    ),
    "teamstd.help.individual": (
        "turnee pe echipe: clasamentul jucătorilor (puncte din partide, ordine individuală)"
    ),
    "teamstd.error.individual-options": (
        "--primary și --match-points stabilesc clasamentul echipelor; --individual clasează "
        "jucătorii după punctele lor la mese"
    ),
    # ties left: the primary score (MP or GP) named, not "points"
    "teamstd.why.shared": (
        "{above} și {below} nu se departajează nici prin {score}, nici prin {codes}: împart "
        "locul {rank}."
    ),
    "teamstd.why.shared-no-order": (
        "{above} și {below} nu se departajează nici prin {score}, nici prin vreun criteriu de"
        " departajare: împart locul {rank}."
    ),
    "teamstd.warning.unbroken-tie": (
        "{players}: departajare imposibilă prin {score} și {codes}; împart locul {rank}"
    ),
    "teamstd.warning.unbroken-tie-no-order": (
        "{players}: departajare imposibilă prin {score}, fără criterii de departajare; împart"
        " locul {rank}"
    ),
    # check on a team event in progress: no --live for team standings
    "teamstd.check.pending": {
        "one": (
            "{file}: runda {round} în desfășurare: {count} partidă din {games} fără rezultat "
            "(informație, nu eroare); clasamentul numără rundele de la 1 la {after}"
        ),
        "few": (
            "{file}: runda {round} în desfășurare: {count} partide din {games} fără rezultat "
            "(informație, nu eroare); clasamentul numără rundele de la 1 la {after}"
        ),
        "other": (
            "{file}: runda {round} în desfășurare: {count} de partide din {games} fără "
            "rezultat (informație, nu eroare); clasamentul numără rundele de la 1 la {after}"
        ),
    },
}
