"""The messages of team standings in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teamstd.error.same-team": "посочете два различни отбора",
    "teamstd.error.team-ambiguous": "на {query} отговарят няколко отбора: {candidates}",
    "teamstd.error.team-unknown": "на {query} не отговаря нито един отбор",
    "teamstd.slash": "{left}/{right}",
    "teamstd.why.de": "И двата отбора имат {points}. {above} е над {below} по лична среща "
    "({code}): {detail}.",
    # a team's why names teams, not players (issue 33)
    "teamstd.why.value": "И двата отбора имат по {points}. {above} е над {below} по {code}: "
    "{value_above} срещу {value_below}.",
    "teamstd.why.value-level": "И двата отбора имат по {points} и са равни по {earlier}. {above} е "
    "над {below} по {code}: {value_above} срещу {value_below}.",
    "teamstd.why.lots": "И двата отбора имат по {points}. {above} е над {below} по жребий (LOTS, "
    "seed {seed}): № {value_above} срещу № {value_below}.",
    "teamstd.why.lots-level": "И двата отбора имат по {points} и са равни по {earlier}. {above} е "
    "над {below} по жребий (LOTS, seed {seed}): № {value_above} срещу № {value_below}.",
    "teamstd.why.manual": "И двата отбора имат по {points}. {above} е над {below} по решение на "
    "съдията (MANUAL): {value_above} срещу {value_below}, по-малката стойност е по-добра.",
    "teamstd.why.manual-level": "И двата отбора имат по {points} и са равни по {earlier}. {above} "
    "е над {below} по решение на съдията (MANUAL): {value_above} срещу {value_below}, по-малката "
    "стойност е по-добра.",
    "teamstd.column.team": "Отбор",
    "teamstd.rules": "Правила: {rules} ({how}); класиране по {primary}; ред на показателите: "
    "{order}",
    "teamstd.rules-markdown": "Правила `{rules}`, класиране по {primary}, ред {order}",
    "teamstd.score": "{count} {score}",
    "teamstd.mp-gp": "{mp} MP, {gp} GP",
    "teamstd.why.score": "{above} е над {below} по {score}: {high} срещу {low}.",
    "teamstd.step.score": "{score} от срещите помежду им: {steps}",
    "teamstd.de.step.level": "{members}: равни, не се разделят",
    "teamstd.de.step.ordered": "{members}",
    "teamstd.de.step.none-placed": "{members}: никой не може да бъде класиран",
    "teamstd.de.step.placed": "{members}: класирани: {placed}",
    "teamstd.step.boards": "дъските от срещите помежду им ({stage}): {above} е по-напред",
    "teamstd.step.boards-level": "дъските от срещите помежду им ({stages}): равенство",
    "teamstd.entry.de.forfeit": (
        "{outcome} срещу {opponent}: не е изиграна нито една партия, не се брои (6.1.1)"
    ),
    "teamstd.entry.de.forfeit.plain": (
        "Мач, в който не е изиграна нито една партия на дъската, не се брои."
    ),
    "teamstd.entry.de.counted": "{outcome} срещу {opponent}: {points} {score}, брои се",
    "teamstd.entry.de.counted.plain": "Мачът ви срещу {opponent} се брои: {points} {score}.",
    "teamstd.entry.de.averaged": (
        "{outcome} срещу {opponent}: {points} {score}, един от {count} мача, "
        "брои се {share} (6.1.2)"
    ),
    "teamstd.entry.de.averaged.plain": (
        "Срещнахте {opponent} {count} пъти; всеки мач се брои с дела си, {share} {score}."
    ),
    "teamstd.error.team-preset": "наборът {preset} е за отборни състезания",
    "teamstd.error.individual-preset": (
        "наборът {preset} е за индивидуални състезания; отборни набори: fide-team-swiss, "
        "fide-team-round-robin, olympiad, fide-1998-team"
    ),
    "teamstd.error.individual-event": (
        "--primary, --match-points и --individual изискват отборно състезание"
    ),
    "teamstd.error.match-points": (
        "--match-points {text}: очакват се П,Р,З или П,Р,З,PAB, "
        "числа от 0 до 1000 с най-много 3 десетични знака"
    ),
    "teamstd.error.primary": "--primary {text}: очаква се MP или GP",
    "teamstd.error.option": "--{option} не се поддържа за отборно класиране",
    "teamstd.help.primary": "отборни състезания: класиране по точки за мачове (MP) или за "
    "партии (GP)",
    "teamstd.help.match-points": (
        "отборни състезания: точки за мачове при победа, реми, загуба и почивка на отбора"
    ),
    "teamstd.help.individual": (
        "отборни състезания: класиране на самите играчи (точки от партиите, индивидуален ред)"
    ),
    "teamstd.error.individual-options": (
        "--primary и --match-points определят класирането на отборите; --individual класира "
        "играчите по точките им на дъските"
    ),
    # ties left: the primary score (MP or GP) named, not "points"
    "teamstd.why.shared": (
        "{above} и {below} не се разделят нито по {score}, нито по {codes}: делят място {rank}."
    ),
    "teamstd.why.shared-no-order": (
        "{above} и {below} не се разделят нито по {score}, нито по някой допълнителен "
        "показател: делят място {rank}."
    ),
    "teamstd.warning.unbroken-tie": (
        "{players} не могат да бъдат разделени по {score} и {codes}: делят място {rank}"
    ),
    "teamstd.warning.unbroken-tie-no-order": (
        "{players} не могат да бъдат разделени по {score}, а допълнителни показатели няма: "
        "делят място {rank}"
    ),
    # check on a team event in progress: no --live for team standings
    "teamstd.check.pending": {
        "one": (
            "{file}: кръг {round} тече: {count} от {games} партии е без резултат (информация,"
            " не грешка); класирането брои кръгове от 1 до {after}"
        ),
        "other": (
            "{file}: кръг {round} тече: {count} от {games} партии са без резултат "
            "(информация, не грешка); класирането брои кръгове от 1 до {after}"
        ),
    },
}
