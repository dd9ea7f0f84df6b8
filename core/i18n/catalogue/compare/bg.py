"""The messages of compare in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- the table -----------------------------------------------------------------------
    "compare.title": "{name}: сравнение след кръг {round} от {rounds}",
    "compare.tournament": "Турнир",
    "compare.by-rules": "Сравнявани набори правила: {columns}; ред на показателите: {order}",
    "compare.by-orders": "Сравнявани редове на показателите по {rules} ({how}): {columns}",
    "compare.rules-how": "{rules} ({how})",
    "compare.column.rank": "М.",
    "compare.column.rank-of": "М. ({column})",
    "compare.column.value-of": "{code} ({column})",
    "compare.moves": "Кой сменя мястото си и защо:",
    "compare.no-moves.rules": "Никой не сменя мястото си: всички набори правила дават едно и "
    "също класиране.",
    "compare.no-moves.orders": "Никой не сменя мястото си: всички редове на показателите дават "
    "едно и също класиране.",
    "compare.move": "{player} ({id}), места {ranks}: {cause}",
    "compare.warnings": "Предупреждения по {column}:",
    # ---- causes --------------------------------------------------------------------------
    "compare.cause.own": "{code} {values} — {rounds}",
    "compare.cause.own-value": "{code} {values}",
    "compare.cause.others": "едни и същи стойности по всички набори правила; {against}",
    "compare.cause.order": "{against}",
    "compare.value-under": "{value} по {rules}",
    "compare.round.game": "кръг {round}, партия срещу {opponent}",
    "compare.round.against": "кръг {round}, {outcome} срещу {opponent}",
    "compare.round.unpaired": "кръг {round}, {outcome}",
    "compare.round-diff": "{round}: {treatments}",
    "compare.treatment": "{value} по {rules} ({article})",
    "compare.treatment.no-article": "{value} по {rules}",
    "compare.also": "{left}/{right}",
    "compare.value": "{value}",
    "compare.value.capped": "ограничено до {value}",
    "compare.value.nothing": "нищо",
    "compare.value.cut": "{value} [изважда се]",
    "compare.against": "спрямо {opponent}: {deciders}",
    "compare.more": {
        "one": "и още {count} играч",
        "other": "и още {count} играчи",
    },
    "compare.decided": "{code} по {column} ({mine} срещу {theirs})",
    "compare.decided.shared": "равенство по {column} (делено място)",
    # ---- errors and help -----------------------------------------------------------------
    "compare.error.too-few-rules": "сравнението изисква поне два набора правила, напр. --rules "
    "fide-2026,fide-2024",
    "compare.error.too-few-orders": "сравнението изисква поне два реда на показателите, напр. "
    "--orders BH-C1,BH,SB SB,BH",
    "compare.error.both": "сравнявайте няколко набора правила с един ред на показателите или "
    "няколко реда с един набор правила, не и двете",
    "compare.error.nothing": "посочете наборите правила (--rules fide-2026,fide-2024) или "
    "редовете на показателите (--orders BH-C1,BH,SB SB,BH) за сравнение",
    "compare.error.rules-twice": "{name} отново е наборът правила {rules}: посочете всеки набор "
    "правила само веднъж",
    "compare.error.order-twice": "редът {order} е посочен два пъти",
    "compare.help.compare": "турнирът по няколко набора правила или редове на показателите: кой "
    "сменя мястото си и защо",
    "compare.help.rules": "набори правила за сравнение, разделени със запетая ({names}); с "
    "--orders единственият набор правила",
    "compare.help.orders": "редове на допълнителните показатели за сравнение, всеки разделен "
    "със запетаи",
    "compare.help.order": "единственият ред на показателите за всички набори правила (по "
    "подразбиране: този на турнира)",
}
