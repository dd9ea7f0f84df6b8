"""The messages of team standings in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teamstd.error.same-team": "zadejte dvě různá družstva",
    "teamstd.error.team-ambiguous": "zadání {query} odpovídá více družstev: {candidates}",
    "teamstd.error.team-unknown": "zadání {query} neodpovídá žádné družstvo",
    "teamstd.slash": "{left}/{right}",
    "teamstd.why.de": "Obě družstva mají {points}. {above} je výše než {below} podle vzájemného "
    "zápasu ({code}): {detail}.",
    # a team's why names teams, not players (issue 33)
    "teamstd.why.value": "Obě družstva mají {points}. {above} je výše než {below} podle {code}: "
    "{value_above} proti {value_below}.",
    "teamstd.why.value-level": "Obě družstva mají {points} a shodu i v {earlier}. {above} je výše "
    "než {below} podle {code}: {value_above} proti {value_below}.",
    "teamstd.why.lots": "Obě družstva mají {points}. {above} je výše než {below} podle losování "
    "(LOTS, seed {seed}): los č. {value_above} proti {value_below}.",
    "teamstd.why.lots-level": "Obě družstva mají {points} a shodu i v {earlier}. {above} je výše "
    "než {below} podle losování (LOTS, seed {seed}): los č. {value_above} proti {value_below}.",
    "teamstd.why.manual": "Obě družstva mají {points}. {above} je výše než {below} podle "
    "rozhodnutí rozhodčího (MANUAL): {value_above} proti {value_below}, nižší je lepší.",
    "teamstd.why.manual-level": "Obě družstva mají {points} a shodu i v {earlier}. {above} je výše "
    "než {below} podle rozhodnutí rozhodčího (MANUAL): {value_above} proti {value_below}, nižší "
    "je lepší.",
    "teamstd.column.team": "Družstvo",
    "teamstd.rules": "Pravidla: {rules} ({how}); pořadí podle: {primary}; pomocná hodnocení: "
    "{order}",
    "teamstd.rules-markdown": "Pravidla `{rules}`, pořadí podle {primary}, pomocná hodnocení "
    "{order}",
    "teamstd.score": "{count} {score}",
    "teamstd.mp-gp": "{mp} MP, {gp} GP",
    "teamstd.why.score": "{above} je výše než {below} podle {score}: {high} proti {low}.",
    "teamstd.step.score": "{score} ze vzájemných zápasů: {steps}",
    "teamstd.de.step.level": "{members}: shoda, nelze rozlišit",
    "teamstd.de.step.ordered": "{members}",
    "teamstd.de.step.none-placed": "{members}: nikoho nelze umístit",
    "teamstd.de.step.placed": "{members}: umístění: {placed}",
    "teamstd.step.boards": "šachovnice vzájemných zápasů ({stage}): {above} výše",
    "teamstd.step.boards-level": "šachovnice vzájemných zápasů ({stages}): rovnost",
    "teamstd.entry.de.forfeit": (
        "{outcome} proti družstvu {opponent}: žádná partie nebyla sehrána, nepočítá se (6.1.1)"
    ),
    "teamstd.entry.de.forfeit.plain": (
        "Zápas, ve kterém se na žádné šachovnici nehrálo, se nepočítá."
    ),
    "teamstd.entry.de.counted": "{outcome} proti družstvu {opponent}: {points} {score}, počítá se",
    "teamstd.entry.de.counted.plain": (
        "Váš zápas proti družstvu {opponent} se počítá: {points} {score}."
    ),
    "teamstd.entry.de.averaged": (
        "{outcome} proti družstvu {opponent}: {points} {score}, jeden z {count} zápasů, "
        "počítá se {share} (6.1.2)"
    ),
    "teamstd.entry.de.averaged.plain": (
        "S družstvem {opponent} jste hráli {count}krát; každý zápas se počítá svým dílem, "
        "{share} {score}."
    ),
    "teamstd.error.team-preset": "předvolba {preset} je pro soutěže družstev",
    "teamstd.error.individual-preset": (
        "předvolba {preset} je pro soutěže jednotlivců; předvolby družstev: fide-team-swiss, "
        "fide-team-round-robin, olympiad, fide-1998-team"
    ),
    "teamstd.error.individual-event": (
        "--primary, --match-points a --individual vyžadují soutěž družstev"
    ),
    "teamstd.error.match-points": (
        "--match-points {text}: očekáváno V,R,P nebo V,R,P,PAB, "
        "čísla od 0 do 1000 s nejvýše 3 desetinnými místy"
    ),
    "teamstd.error.primary": "--primary {text}: očekáváno MP nebo GP",
    "teamstd.error.option": "--{option} není pro pořadí družstev k dispozici",
    "teamstd.help.primary": "soutěže družstev: pořadí podle zápasových (MP) nebo partiových "
    "bodů (GP)",
    "teamstd.help.match-points": (
        "soutěže družstev: zápasové body za výhru, remízu, prohru a volno družstva"
    ),
    "teamstd.help.individual": (
        "soutěže družstev: pořadí samotných hráčů (body z partií, pomocná hodnocení jednotlivců)"
    ),
    "teamstd.error.individual-options": (
        "--primary a --match-points určují pořadí družstev; --individual řadí hráče podle "
        "jejich bodů na šachovnicích"
    ),
    # ties left: the primary score (MP or GP) named, not "points"
    "teamstd.why.shared": (
        "{above} a {below} se neliší v {score} ani v {codes}: dělí {rank}. místo."
    ),
    "teamstd.why.shared-no-order": (
        "{above} a {below} se neliší v {score} ani v žádném pomocném hodnocení: dělí {rank}. místo."
    ),
    "teamstd.warning.unbroken-tie": (
        "{players} se neliší v {score} ani v {codes}: dělí {rank}. místo"
    ),
    "teamstd.warning.unbroken-tie-no-order": (
        "{players} se neliší v {score} a žádné pomocné hodnocení není zadáno: dělí {rank}. místo"
    ),
    # check on a team event in progress: no --live for team standings
    "teamstd.check.pending": {
        "one": (
            "{file}: kolo {round} probíhá: {count} partie z {games} bez výsledku (informace, "
            "ne chyba); pořadí počítá kola 1 až {after}"
        ),
        "few": (
            "{file}: kolo {round} probíhá: {count} partie z {games} bez výsledku (informace, "
            "ne chyba); pořadí počítá kola 1 až {after}"
        ),
        "many": (
            "{file}: kolo {round} probíhá: {count} partie z {games} bez výsledku (informace, "
            "ne chyba); pořadí počítá kola 1 až {after}"
        ),
        "other": (
            "{file}: kolo {round} probíhá: {count} partií z {games} bez výsledku (informace, "
            "ne chyba); pořadí počítá kola 1 až {after}"
        ),
    },
}
