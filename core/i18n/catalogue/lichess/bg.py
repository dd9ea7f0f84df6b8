"""The messages of lichess in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- the rule set (rules.md 4.10) -------------------------------------------------
    "lichess.how.imported": "по подразбиране за турнири, внесени от lichess",
    "lichess.tb.LPR": "постижение по lichess (LPR)",
    "lichess.cite.lichess": "lichess",
    "lichess.cite.lichess-virtual": "виртуален опонент на lichess (FIDE C.02)",
    "lichess.entry.forfeit": "{outcome}, lichess го брои като партия: {game}",
    "lichess.entry.forfeit.plain": "lichess брои Вашия резултат – {outcome} – като партия "
    "срещу противника, с когото сте били сдвоени, с крайния му "
    "брой точки.",
    "lichess.entry.virtual": {
        "one": "{outcome}: lichess брои виртуален опонент, който започва кръга с Вашите "
        "точки {before}, губи от Вас ({loss}) и прави реми в {count} следващ кръг "
        "({draw} × {count}) = {value}",
        "other": "{outcome}: lichess брои виртуален опонент, който започва кръга с Вашите "
        "точки {before}, губи от Вас ({loss}) и прави реми в {count} следващи кръга "
        "({draw} × {count}) = {value}",
    },
    "lichess.entry.virtual.plain": "lichess брои Вашия резултат – {outcome} – като победа над "
    "въображаем противник, който преди този кръг е имал "
    "Вашите точки ({before}) и е направил реми във всеки "
    "следващ кръг: {value}.",
    "lichess.entry.late": "{outcome} (lichess: късно включване, {points} за 1. кръг): не "
    "добавя нищо по lichess",
    "lichess.entry.late.plain": "Включили сте се след началото на 1. кръг: lichess Ви дава "
    "{points} за този кръг, но това не добавя нищо към "
    "допълнителния показател.",
    "lichess.entry.nothing": "{outcome}: без противник, не добавя нищо по lichess",
    "lichess.entry.nothing.plain": "Вашият резултат – {outcome} – не добавя нищо към "
    "допълнителния показател на lichess.",
    # ---- LPR, lichess's performance -----------------------------------------------------
    "lichess.lpr.win": "{outcome} срещу {opponent}: рейтинг {rating} + {step} = {value}",
    "lichess.lpr.draw": "{outcome} срещу {opponent}: рейтинг {rating} + 0 = {value}",
    "lichess.lpr.loss": "{outcome} срещу {opponent}: рейтинг {rating} − {step} = {value}",
    "lichess.lpr.unpaired": "{outcome}: не е сдвояване, пропуска се",
    "lichess.lpr.unrated": "{outcome} срещу {opponent}: без рейтинг, пропуска се",
    "lichess.lpr.none": "няма сдвояване: няма стойност (lichess подрежда такъв играч по "
    "собствения му рейтинг)",
    "lichess.lpr.summary": "LPR = {total} / {count} = {exact}, отрязано до {value}",
    # ---- what lichess shows, beside another rule set -----------------------------------
    "lichess.compare.shows": "lichess показва {code} {value} за {player}: ето това изчисление.",
    "lichess.compare.would-show": "lichess би показал {code} {value} за {player}: ето това "
    "изчисление.",
    "lichess.compare.would-be": {
        "one": "По {rules} ({how}) {code} би бил {value}, защото {count} кръг се брои различно:",
        "other": "По {rules} ({how}) {code} би бил {value}, защото {count} кръга се броят "
        "различно:",
    },
    "lichess.compare.same": "По {rules} ({how}) {code} също е {value}.",
    "lichess.compare.instead": {
        "one": "lichess показва {code} {lichess} вместо {value} по {rules}, защото {count} "
        "кръг се брои различно:",
        "other": "lichess показва {code} {lichess} вместо {value} по {rules}, защото "
        "{count} кръга се броят различно:",
    },
    "lichess.compare.would-instead": {
        "one": "lichess би показал {code} {lichess} вместо {value} по {rules}, защото "
        "{count} кръг се брои различно:",
        "other": "lichess би показал {code} {lichess} вместо {value} по {rules}, защото "
        "{count} кръга се броят различно:",
    },
    "lichess.compare.instead-same": "lichess дава същия {code}, {lichess}.",
    "lichess.compare.round": "кръг {round} ({kind}): lichess {lichess} — {lichess_note}; "
    "{rules} {other} — {other_note}",
    "lichess.compare.against": "{kind} срещу {opponent}",
    "lichess.compare.older": {
        "one": "Този турнир е започнал, преди lichess да брои виртуален опонент за почивка "
        "(bye) (есента на 2023 г.): ако lichess не го е преизчислил оттогава, показва "
        "{value}, без почивката в кръг {rounds}.",
        "other": "Този турнир е започнал, преди lichess да брои виртуален опонент за почивка "
        "(bye) (есента на 2023 г.): ако lichess не го е преизчислил оттогава, "
        "показва {value}, без почивките в кръгове {rounds}.",
    },
}
