"""Bulgarian messages (bg): a translation of en.py, terms from glossary.md."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- words used inside other messages ------------------------------------------------
    "points": {"one": "{count} точка", "other": "{count} точки"},
    "join.semicolon": "{left}; {right}",
    "outcome.win": "победа",
    "outcome.draw": "реми",
    "outcome.loss": "загуба",
    "outcome.forfeit-win": "победа по подразбиране",
    "outcome.forfeit-loss": "загуба по подразбиране",
    "outcome.pab": "почивка от жребия (PAB)",
    "outcome.full-bye": "почивка за цяла точка (bye)",
    "outcome.half-bye": "почивка за половин точка (bye)",
    "outcome.zero-bye": "почивка за нула точки (bye)",
    "outcome.absent": "без сдвояване",
    "kind.played": "изиграна партия",
    "kind.forfeit-win": "победа по подразбиране",
    "kind.forfeit-loss": "загуба по подразбиране",
    "kind.pab": "почивка от жребия (PAB)",
    "kind.full-bye": "почивка за цяла точка (bye)",
    "kind.half-bye": "почивка за половин точка (bye)",
    "kind.zero-bye": "почивка за нула точки (bye)",
    "kind.absent": "без сдвояване",
    # ---- tie-break names (glossary.md 1) -------------------------------------------------
    "tb.BH": "Коефициент на Бухолц",
    "tb.FB": "Предварителен коефициент на Бухолц (Fore Buchholz)",
    "tb.AOB": "Среден коефициент на Бухолц на противниците",
    "tb.SB": "Коефициент на Зонеборн-Бергер",
    "tb.KS": "Система Коя (Koya, KS)",
    "tb.PS": "Коефициент на прогрес (сума от нарастващия брой точки)",
    "tb.DE": "Лична среща",
    "tb.WIN": "Брой победи",
    "tb.WON": "Брой партии, спечелени на дъската",
    "tb.BPG": "Брой партии с черните фигури (BPG)",
    "tb.BWG": "Брой победи с черните фигури (BWG)",
    "tb.REP": "Кръгове, в които играчът е избрал да играе",
    "tb.STD": "Стандартни точки",
    "tb.TPN": "Стартов номер в турнира",
    "tb.ARO": "Среден рейтинг на противниците (ARO)",
    "tb.TPR": "Турнирно рейтингово постижение (перформанс, TPR)",
    "tb.PTP": "Перфектно турнирно постижение (PTP)",
    "tb.APRO": "Средно рейтингово постижение на противниците (APRO)",
    "tb.APPO": "Средно перфектно постижение на противниците (APPO)",
    "tb.RTNG": "Рейтинг",
    "tb.MM": "Модифицирана медиана",
    "tb.SOLKOFF": "Коефициент на Солкоф",
    "tb.CUM": "Коефициент на прогрес (US Chess)",
    "tb.COO": "Коефициент на прогрес на противниците",
    "tb.KASHDAN": "Система Кашдан",
    "tb.SBH": "Сума от коефициентите на Бухолц на противниците",
    "tb.RBH": "Коефициент „точки × Бухолц“",
    "tb.RANKRES": "Резултати срещу противниците по реда на класирането",
    "tb.named": "{name} ({code})",
    "tb.cut": "{name} (съкратен-{count})",
    "tb.median": "{name} (медиана-{count})",
    "tb.limit": "{name} (граница {limit})",
    # ---- citations that are names rather than article numbers ---------------------------
    "cite.fide": "FIDE C.07 {articles}",
    "cite.us-chess": "US Chess {articles}",
    "cite.cas": "правило {articles} на ČAS",
    "cite.italian": "италиански критерий {articles}",
    "cite.fide-2009": "FIDE 2009, виртуален опонент",
    "cite.pab-no-sb": "вариант pab-no-sb",
    "cite.sum-of-buchholz": "сума от коефициентите на Бухолц",
    "cite.naive": "naive (Buchholz 97)",
    "cite.played-only": "played-only",
    # ---- how the rule set was chosen ----------------------------------------------------
    "rules.how.by-date": "избрани по началната дата {date}",
    "rules.how.no-date": "няма начална дата, затова е взета текущата редакция",
    "rules.how.given": "зададени изрично",
    "rules.how.preset": "избрани от готовия ред на показателите {preset}",
    # ---- explanation items: the arbiter's detail, then the plain sentence ----------------
    "entry.game": {"one": "{opponent}: {raw} точка", "other": "{opponent}: {raw} точки"},
    "entry.game.plain": {
        "one": "{opponent} събра {raw} точка.",
        "other": "{opponent} събра {raw} точки.",
    },
    "entry.game-adjusted": {
        "one": "{opponent} има {raw}, брои се за {seen} (кръг {rounds} се брои различно, {why})",
        "other": "{opponent} има {raw}, брои се за {seen} (кръгове {rounds} се броят "
        "различно, {why})",
    },
    "entry.game-adjusted.plain": {
        "one": "{opponent} събра {raw}, но се брои за {seen}: кръг {rounds} на {opponent} не "
        "е изигран и се брои различно.",
        "other": "{opponent} събра {raw}, но се брои за {seen}: кръгове {rounds} на "
        "{opponent} не са изиграни и се броят различно.",
    },
    "why.fide-16.3.2": "16.3.2",
    "why.unplayed-draws": "неизиграните кръгове се броят за реми",
    "why.uscf-34e": "неизиграните кръгове се броят за ½, 34E",
    "why.cas-unpaired": "кръговете без сдвояване се броят за ½",
    "entry.rr-forfeit": "{outcome} в турнир по кръговата система се брои като партия срещу "
    "{opponent}: {value} (15.2)",
    "entry.rr-forfeit.plain": "В турнир по кръговата система Вашият резултат – {outcome} – все "
    "пак се брои като партия срещу {opponent}.",
    "entry.rr-free": "свободен кръг в кръговата система: не добавя нищо (15.2)",
    "entry.rr-free.plain": "Кръгът, в който по кръговата система нямахте противник, не "
    "добавя нищо.",
    "entry.rr-free-noarticle": "свободен кръг в кръговата система: не добавя нищо",
    "entry.rr-free-noarticle.plain": "Кръгът, в който по кръговата система нямахте "
    "противник, не добавя нищо.",
    "entry.dummy": "{outcome}: фиктивен противник (dummy) с Вашия брой точки {own} (16.4)",
    "entry.dummy.plain": "Вашият резултат – {outcome} – се брои като партия срещу противник "
    "със същия брой точки като Вашия, {own}.",
    "entry.dummy-against": "{outcome} срещу {opponent}: фиктивен противник (dummy) с Вашия "
    "брой точки {own} (16.4)",
    "entry.dummy-against.plain": "Вашият резултат срещу {opponent} – {outcome} – се брои като "
    "партия срещу противник със същия брой точки като Вашия, "
    "{own}.",
    "entry.dummy-cap-opponent": "{outcome} срещу {opponent}: фиктивен противник (dummy) с "
    "Вашия брой точки {own}, но не повече от коригираните точки "
    "на {opponent}, {value} (16.4.1)",
    "entry.dummy-cap-opponent.plain": "Вашият резултат срещу {opponent} – {outcome} – се брои "
    "като партия срещу противник със същия брой точки като "
    "Вашия, {own}, но не повече от точките на {opponent}, "
    "{value}.",
    "entry.dummy-cap-rounds": "{outcome}: {rules} брои фиктивен противник (dummy) с Вашия "
    "брой точки {own}, но не повече от {draw} × {rounds} кръга = "
    "{value} (16.4.2)",
    "entry.dummy-cap-rounds.plain": "Вашият резултат – {outcome} – се брои като партия срещу "
    "противник със същия брой точки като Вашия, {own}, но не "
    "повече от реми във всеки кръг: {draw} × {rounds} = "
    "{value}.",
    "entry.virtual": {
        "one": "{outcome}: виртуалният опонент започва с Вашите точки преди кръга, {before}, "
        "получава обратния резултат {reverse} и прави реми в {count} следващ кръг "
        "({draw} × {count}) = {value}",
        "other": "{outcome}: виртуалният опонент започва с Вашите точки преди кръга, "
        "{before}, получава обратния резултат {reverse} и прави реми в {count} "
        "следващи кръга ({draw} × {count}) = {value}",
    },
    "entry.virtual.plain": "Вашият резултат – {outcome} – се брои като партия срещу въображаем "
    "противник: Вашите точки преди този кръг ({before}), плюс "
    "резултата, обратен на Вашия ({reverse}), плюс реми във всеки "
    "следващ кръг: {value}.",
    "entry.uscf-own-zero": "{outcome}: Вашият собствен неизигран кръг се брои за 0 по US Chess 34E",
    "entry.uscf-own-zero.plain": "Вашият собствен резултат – {outcome} – не добавя нищо по "
    "правилата на US Chess.",
    "entry.cas-forfeit-paired": "{outcome}, но с противник по жребий: {game}",
    "entry.cas-forfeit-paired.plain": "Вашият резултат – {outcome} – все пак се брои като "
    "партия срещу противника, с когото бяхте сдвоени.",
    "entry.cas-unpaired": "{outcome}: без сдвояване с реален противник, брои се {draw} × "
    "{rounds} кръга = {value}",
    "entry.cas-unpaired.plain": "Кръг без реален противник се брои като противник, направил "
    "реми във всеки кръг: {value}.",
    "entry.recorded.naive": {
        "one": "{opponent}: {value} точка, както е записано",
        "other": "{opponent}: {value} точки, както е записано",
    },
    "entry.recorded.naive.plain": "{opponent} събра {value}, брои се както е записано.",
    "entry.recorded.played-only": {
        "one": "{opponent}: {value} точка",
        "other": "{opponent}: {value} точки",
    },
    "entry.recorded.played-only.plain": "{opponent} събра {value}.",
    "entry.forfeit-as-game": "{outcome} се брои като партия: {game}",
    "entry.forfeit-as-game.plain": "Вашият резултат – {outcome} – се брои така, сякаш "
    "партията е била изиграна.",
    "entry.nothing.naive": "{outcome}: не добавя нищо по Buchholz 97",
    "entry.nothing.naive.plain": "Вашият резултат – {outcome} – не добавя нищо.",
    "entry.nothing.played-only": "{outcome}: не е партия, изиграна на дъската, не добавя нищо",
    "entry.nothing.played-only.plain": "Вашият резултат – {outcome} – не е от партия, "
    "изиграна на дъската, затова не добавя нищо.",
    "mod.sb-factor": "× {factor} за Вашия резултат = {amount}",
    "mod.sb-factor.plain": "За коефициента на Зонеборн-Бергер това се умножава по Вашия "
    "резултат в този кръг ({factor}): {amount}.",
    "mod.cut.low": "изважда се: най-ниска стойност",
    "mod.cut.low.plain": "Това е най-ниската стойност, затова не се взема предвид.",
    "mod.cut.lowest-opponent": "изважда се: противникът с най-малко точки (14.1.1)",
    "mod.cut.lowest-opponent.plain": "Това е противникът с най-малко точки, затова не се "
    "взема предвид.",
    "mod.cut.vur": "изважда се първо: доброволно неизигран кръг (16.5)",
    "mod.cut.vur.plain": "Този кръг се изключва преди всички останали, защото не сте го "
    "изиграли (поискана почивка, отсъствие или загуба по подразбиране).",
    "mod.cut.high": "изважда се: най-висока стойност (медиана)",
    "mod.cut.high.plain": "Това е най-високата стойност, затова не се взема предвид.",
    "mod.cut.first-round": "изважда се: първи кръг",
    "mod.cut.first-round.plain": "Първият кръг не се взема предвид.",
    "mod.cut.lowest-rating": "изважда се: най-нисък рейтинг",
    "mod.cut.lowest-rating.plain": "Това е най-ниският рейтинг, затова не се взема предвид.",
    "mod.fore-assumed": "последният кръг се приема за реми (8.3)",
    "mod.fore-assumed.plain": "За този допълнителен показател последният кръг се брои за реми.",
    "entry.count.yes": "{outcome}: брои се",
    "entry.count.yes.plain": "Вашият резултат – {outcome} – се брои.",
    "entry.count.no": "{outcome}: не се брои",
    "entry.count.no.plain": "Вашият резултат – {outcome} – не се брои.",
    "entry.running": "{outcome}: натрупани точки {running}",
    "entry.running.plain": "След този кръг имахте общо {running}.",
    "entry.running-unearned": "{outcome}: натрупани точки {running}, минус {win} за точка, "
    "която не е спечелена на дъската",
    "entry.running-unearned.plain": "След този кръг имахте общо {running}; точката, която "
    "не спечелихте на дъската, не се брои тук.",
    "entry.std.double-forfeit": "{outcome}: двойна загуба по подразбиране",
    "entry.std.double-forfeit.plain": "Никой от двамата играчи не се яви на тази партия: тя "
    "не носи нищо.",
    "entry.std.versus": "{outcome}: {mine} срещу {theirs}",
    "entry.std.versus.plain": "В този кръг Вие получихте {mine}, а противникът Ви – {theirs}.",
    "entry.std.versus-draw": "{outcome}: {mine} спрямо реми",
    "entry.std.versus-draw.plain": "В този кръг получихте {mine}, в сравнение с реми.",
    "entry.kashdan": "{outcome}: {points}",
    "entry.kashdan.plain": "Вашият резултат – {outcome} – носи {points}.",
    "entry.koya.counts": "{opponent} има {raw}, праг {threshold}: брои се",
    "entry.koya.counts.plain": "{opponent} събра {raw}, поне половината от максимума "
    "({threshold}), затова Вашият резултат в тази партия се брои.",
    "entry.koya.below": "{opponent} има {raw}, праг {threshold}: под прага",
    "entry.koya.below.plain": "{opponent} събра {raw}, по-малко от {threshold}, затова "
    "Вашият резултат в тази партия не се брои.",
    "entry.not-otb-skipped": "{outcome}: не е партия, изиграна на дъската, пропуска се",
    "entry.not-otb-skipped.plain": "Вашият резултат – {outcome} – не е от партия, изиграна на "
    "дъската, затова не се взема предвид.",
    "entry.opponent-value": "{code} на {opponent} е {value} (вижте отделното обяснение на {code})",
    "entry.opponent-value.plain": "{code} на {opponent} е {value}.",
    "entry.opponent-rating-value": "{code} на {opponent} е {value}",
    "entry.opponent-rating-value.plain": "{code} на {opponent} е {value}.",
    "entry.rated": "{opponent}: рейтинг {rating}",
    "entry.rated.plain": "Рейтингът на {opponent} е {rating}.",
    "entry.unrated": "{opponent} няма рейтинг: пропуска се (задайте заместващ рейтинг, "
    "--unrated-rating N, за да "
    "се брои партията)",
    "entry.unrated.plain": "{opponent} няма рейтинг, затова тази партия не се взема предвид.",
    "entry.de.forfeit": "{outcome} срещу {opponent}: резултат по подразбиране, пропуска се (6.1.1)",
    "entry.de.forfeit.plain": "Партия, която не е изиграна на дъската, не се брои между "
    "играчите с равен брой точки.",
    "entry.de.counted": "{outcome} срещу {opponent}: брои се",
    "entry.de.counted.plain": "Вашият резултат срещу {opponent} се брои.",
    "entry.de.averaged": "{outcome} срещу {opponent}: една от {count} партии помежду Ви, "
    "осреднено: {points} / {count}",
    "entry.de.averaged.plain": {
        "one": "Играхте с {opponent} {count} път; всяка партия се брои със своя дял от "
        "средния резултат.",
        "other": "Играхте с {opponent} {count} пъти; всяка партия се брои със своя дял от "
        "средния резултат.",
    },
    "entry.rankres": "{outcome} срещу {opponent} (място {rank} по точки)",
    "entry.rankres.plain": "Вашият резултат срещу {opponent} (място {rank} по точки): {outcome}.",
    # ---- summaries ----------------------------------------------------------------------
    "summary.sum": "{code} = {value}",
    "summary.minus": "{left} − {amount} (кръг {round}, {outcome}, {why})",
    "summary.equals": "{left} = {value}",
    "summary.removed.vur": "изважда се първо по 16.5",
    "summary.removed.high": "най-висока стойност, изважда се",
    "summary.removed.low": "най-ниска стойност, изважда се",
    "summary.removed.lowest-opponent": "противник с най-малко точки, изважда се",
    "summary.rbh": "{code} = точки {points} × Бухолц {buchholz} = {value}",
    "summary.mm.even": "равен резултат ({points} от {rounds}): {rest}",
    "summary.mm.plus": "положителен резултат ({points} от {rounds}): {rest}",
    "summary.mm.minus": "отрицателен резултат ({points} от {rounds}): {rest}",
    "summary.count.WIN": {
        "one": "{code} = {count} спечелен кръг",
        "other": "{code} = {count} спечелени кръга",
    },
    "summary.count.WON": {
        "one": "{code} = {count} спечелена партия",
        "other": "{code} = {count} спечелени партии",
    },
    "summary.count.BPG": {
        "one": "{code} = {count} партия с черните",
        "other": "{code} = {count} партии с черните",
    },
    "summary.count.BWG": {
        "one": "{code} = {count} победа с черните",
        "other": "{code} = {count} победи с черните",
    },
    "summary.count.REP": {
        "one": "{code} = {count} кръг, избран за игра",
        "other": "{code} = {count} кръга, избрани за игра",
    },
    "summary.terms": "{code} = {terms} = {value}",
    "summary.plus": "{left} + {right}",
    "summary.value": "{code} = {value}",
    "summary.tpn": "стартов номер {id} (по-малкият е по-добър)",
    "summary.no-otb": "няма партии, изиграни на дъската: няма стойност",
    "summary.average": "{code} = {total} / {count} = {exact}, закръглено (половината нагоре) "
    "до {value}",
    "summary.too-few-for-cut": "твърде малко партии, изиграни на дъската, за съкращение: "
    "няма стойност",
    "summary.tpr": "TPR = среден рейтинг {mean} + dp({p}) {dp} = {exact}, закръглено "
    "(половината нагоре) до {value}",
    "summary.ptp.no-points": "няма точки: най-ниският рейтинг на противник {lowest} − 800",
    "summary.ptp.search": {
        "one": "най-ниският R, при който очакваният резултат срещу {count} противник "
        "достига {target}",
        "other": "най-ниският R, при който очакваният резултат срещу {count} противници "
        "достига {target}",
    },
    "summary.ptp": "PTP = {value}: {how}",
    "summary.rounded": "{code} = {exact}, закръглено (половината нагоре) до {value}",
    "summary.rating": "рейтинг {rating}",
    "summary.unrated": "без рейтинг",
    "summary.rankres": "ненулеви резултати, първо срещу най-високо класирания противник",
    "summary.de.group": "група {names}: {steps}",
    "summary.de.never-tied": "няма равенство с друг играч: DE не се прилага",
    "summary.de.earlier": "с равен брой точки с други, но по-ранен показател вече ги е разделил: "
    "DE не се прилага",
    "de.member": "{name} {score}",
    "de.member-max": "{name} {score} (макс. {maximum})",
    "de.step.level": "6.2: {members}: равни, не се разделят",
    "de.step.ordered": "6.2: {members}",
    "de.step.none-placed": "6.3: {members}: никой не може да бъде класиран",
    "de.step.placed": "6.3: {members}: класирани: {placed}",
    # ---- warnings (rules.md 8.3) --------------------------------------------------------
    "warning.buchholz-in-round-robin": "{codes} в турнир по кръговата система: стойностите "
    "са изчислени, но според FIDE C.07 (2026) чл. 8 "
    "показателите от типа Бухолц не трябва да се "
    "използват в турнири по кръговата система",
    "warning.rating-tiebreak-dropped": "{codes}: изключване от реда на показателите, играчи "
    "без рейтинг: {players} (C.07 чл. 10; задайте заместващ "
    "рейтинг, --unrated-rating N, за да останат в реда)",
    "warning.colours-missing": "{codes}: изключване от реда на показателите, има партии без "
    "посочен цвят",
    "warning.unbroken-tie": "{players} не могат да бъдат разделени по точки и {codes}: делят "
    "място {rank}",
    "warning.unbroken-tie-no-order": "{players} не могат да бъдат разделени по точки, а "
    "допълнителни показатели няма: делят място {rank}",
    # ---- why (rules.md 8.2) -------------------------------------------------------------
    "why.place.head": "{name} е на {rank} място от {count}, с {points}.",
    "why.place.head-shared": "{name} дели места {rank}–{last} от {count}, с {points}.",
    "why.place.above": "{other} ({rank} място) също има {points} и е над по {code} с {diff}: "
    "{value_other} срещу {value_own}.",
    "why.place.below": "{other} ({rank} място) също има {points}; {name} е над по {code} с {diff}: "
    "{value_own} срещу {value_other}.",
    "why.points": "{above} е над {below} по точки: {high} срещу {low}.",
    "why.de": "И двамата играчи имат по {points}. {above} е над {below} по лична среща "
    "({code}): {above} {value_above}, {below} {value_below}; {detail}.",
    "why.rankres": "И двамата играчи имат по {points} и са равни по всички предходни "
    "показатели. {above} е над {below} по резултати срещу противниците по "
    "реда на класирането (RANKRES): {decider}.",
    "why.value": "И двамата играчи имат по {points}. {above} е над {below} по {code}: "
    "{value_above} срещу {value_below}.",
    "why.value-level": "И двамата играчи имат по {points} и са равни по {earlier}. {above} е "
    "над {below} по {code}: {value_above} срещу {value_below}.",
    "why.shared": "{above} и {below} не се разделят нито по точки, нито по {codes}: делят "
    "място {rank}.",
    "why.shared-no-order": "{above} и {below} не се разделят нито по точки, нито по някой "
    "допълнителен показател: делят място {rank}.",
    "why.rankres.shorter": "при резултат № {index} {below} няма повече ненулеви резултати",
    "why.rankres.rank": "при резултат № {index} този на {above} е срещу противник на място "
    "{rank_above}, а този на {below} – срещу противник на място "
    "{rank_below}",
    "why.rankres.win": "при резултат № {index}, срещу противници на еднакво място, победата "
    "е по-добра от ремито",
    "why.rankres.equal": "списъците са еднакви",
    # ---- explanation layout -------------------------------------------------------------
    "explain.head": "{code} на {player} ({id}) по {rules}: {value}",
    "explain.head-markdown": "**{code}** на **{player}** ({id}) по `{rules}`: **{value}**",
    "explain.round": "Кръг {round}: ",
    "explain.adds-nothing": "не добавя нищо",
    "explain.cut": "изважда се",
    "explain.yes": "да",
    "explain.column.round": "кръг",
    "explain.column.kind": "вид",
    "explain.column.opponent": "противник",
    "explain.column.raw": "изходни точки",
    "explain.column.value": "стойност",
    "explain.column.cut": "изважда се",
    "explain.column.note": "бележка",
    "explain.column.rule": "правило",
    # ---- standings layout ---------------------------------------------------------------
    "standings.title-before": "{name}: класиране преди кръг {round} от {rounds}",
    "standings.title": "{name}: класиране след кръг {round} от {rounds}",
    "standings.title-live": "{name}: предварително класиране по време на кръг {round} от {rounds}",
    "standings.tournament": "Турнир",
    "standings.standings": "Класиране",
    "standings.rules": "Правила: {rules} ({how}); ред на показателите: {order}",
    "standings.rules-markdown": "Правила `{rules}`, ред на показателите: {order}",
    "standings.points-only": "само точки",
    "standings.warnings": "Предупреждения:",
    "standings.column.rk": "М.",
    "standings.column.rank": "Място",
    "standings.column.no": "№",
    "standings.column.name": "Име",
    "standings.column.pts": "Т.",
    # ---- the command line ---------------------------------------------------------------
    "cli.error.encoding": (
        "кодировката на изхода {encoding} не може да запише {char}; задайте "
        "PYTHONIOENCODING=utf-8 (или изберете друг --lang)"
    ),
    "cli.ties.why": "Защо {above} е над {below}:",
    "cli.ties.pair": "{above} и {below}:",
    "cli.ties.none": "Няма двама играчи с равен брой точки: допълнителни показатели не бяха нужни.",
    "cli.ties.title": "Обяснения",
    "cli.explain.player": "{player} ({id}): {points}, място {rank}; правила {rules} ({how})",
    "cli.explain.player-shared": "{player} ({id}): {points}, място {rank} (поделено); "
    "правила {rules} ({how})",
    "cli.warning": "предупреждение:",
    "cli.check.ok": {
        "one": "{file}: наред — {count} играч, {played} от {rounds} кръга, всяка партия е "
        "записана еднакво и при двамата играчи",
        "other": "{file}: наред — {count} играчи, {played} от {rounds} кръга, всяка партия е "
        "записана еднакво и при двамата играчи",
    },
    "cli.calc.head": "Картон по {rules}: за Вашите противници се брои {score}",
    "cli.calc.items": "Коефициент на Бухолц, кръг по кръг:",
    "cli.error.empty-order": "редът е празен: посочете допълнителен показател с --tiebreak",
    "cli.error.same-player": "посочете двама различни играчи",
    "cli.error.live-after-round": (
        "--live и --after-round не могат заедно: "
        "--after-round K брои само кръгове 1 до K, --live и текущия кръг"
    ),
    "cli.help.description": "Допълнителни показатели за шахматни турнири по швейцарската и "
    "по кръговата система, с показани изчисления.",
    "cli.help.version": "показва версията и излиза",
    "cli.help.notation": "как са записани клетките на таблицата: standard (+W9, =B9, BYE) или "
    "uscf (таблица на US Chess: W5, D2, L4, X8, F8, B, H, U); по "
    "подразбиране: каквото казва файлът, иначе standard",
    "cli.help.lang": "език на изхода: {langs} (по подразбиране: $TIEBREAK_LANG, иначе en)",
    "cli.help.rules": "правила за неизиграните кръгове: {names}",
    "cli.help.order": "ред на допълнителните показатели, напр. BH-C1,BH,SB",
    "cli.help.preset": "готов ред на показателите с правила: {names}",
    "cli.help.after-round": "класиране след кръг K (броят се само първите K кръга)",
    "cli.help.unrated-rating": "рейтинг за играчите без рейтинг при рейтинговите показатели "
    "(C.07 10)",
    "cli.help.standings": "таблица на класирането с колоните на допълнителните показатели",
    "cli.help.file": "турнир във формат tournament JSON, TRF-16 или CSV (или lichess:ID)",
    "cli.help.explain-ties": "след таблицата: обяснение на всяко равенство между съседи в "
    "класирането",
    "cli.help.explain": "стойностите на допълнителните показатели на един играч, кръг по кръг",
    "cli.help.player": "стартов номер или име",
    "cli.help.short": "показателите на играча в един абзац и защо е на това място",
    "cli.help.tiebreak": "един код (по подразбиране: всеки код от реда; с --format json – първият)",
    "cli.help.why": "кой критерий поставя един играч над друг",
    "cli.help.check": "проверка на файл: всеки проблем с неговия ред или клетка",
    "cli.help.convert": "записва турнира като tournament JSON или TRF-16",
    "cli.help.output": "файл за запис (по подразбиране: стандартният изход)",
    "cli.help.calc": "картонът на един играч, зададен като вектор от резултати",
    # ---- errors -------------------------------------------------------------------------
    "error.line": "ред {line}",
    "error.cell.player": "играч {id}",
    "error.cell.player-round": "играч {id}, кръг {round}",
    "error.more-problems": {"one": "… и още {more} проблем", "other": "… и още {more} проблема"},
    "error.unknown-tiebreak": "непознат допълнителен показател {code}; познати кодове: {known}",
    "error.unknown-rule-set": "непознати правила {name}; познати: {known}",
    "error.unknown-preset": "непознат готов ред на показателите {name}; познати: {known}",
    "error.player-ambiguous": "{query} отговаря на няколко играчи: {candidates}",
    "error.player-unknown": "няма играч, който да отговаря на {query}",
    "error.after-round": "след кръг {round}: резултатите съдържат кръгове от 1 до {last}",
    "cli.error.needs-httpx": "за четене от lichess е нужен httpx: pip install 'tiebreak[lichess]'",
}


# ---- the arbiter's leftovers: LOTS, MANUAL, single winner, withdrawn marks
# (core/engine/arbiter.py, core/tiebreaks/arbiter.py, docs/arbiter.md) -----------------------------
MESSAGES.update(
    {
        "arbiter.trf.manual": "TRF няма поле за стойността на съдията manual_tiebreak {value}",
        "arbiter.trf.lots-seed": "TRF няма запис за seed на жребия {seed}",
        "arbiter.trf.single-winner": "TRF няма запис за правилото за един победител "
        "(single_winner)",
        "tb.MANUAL": "Решение на съдията",
        "tb.LOTS": "Жребий",
        "arbiter.order.lots": "{code} (жребий, seed {seed})",
        "arbiter.order.manual": "{code} (решение на съдията)",
        "arbiter.lots.summary": "жребий (seed {seed}): {draw}, № {lot} от {count} (по-малкият "
        "номер е "
        "по-добър)",
        "arbiter.lots.no-seed": "няма записан seed на жребия: няма стойност",
        "arbiter.manual.summary": "решение на съдията: {value} (по-малката стойност е по-добра)",
        "arbiter.manual.none": "съдията не е дал стойност на този играч: класира се след всички, "
        "които имат",
        "arbiter.manual.none-short": "няма",
        "arbiter.error.seed": "seed на жребия трябва да е цяло число от 0 до {most}, намерено "
        "{seed}",
        "arbiter.error.lots-needs-seed": "LOTS изисква seed на жребия: задайте --lots SEED или "
        '"lots_seed" във файла на турнира',
        "arbiter.error.manual": "manual_tiebreak трябва да е число (по-малкото е по-добро), "
        "намерено "
        "{found}",
        "arbiter.error.lots-seed": "lots_seed трябва да е цяло число от 0 до {most}, намерено "
        "{found}",
        "arbiter.error.single-winner": "single_winner трябва да е true или false, намерено {found}",
        "warning.single-winner-tie": "Регламентът изисква един победител, но {players} делят "
        "1. място "
        "след всички показатели на реда: добавете последен критерий, "
        "решаван от съдията: LOTS, жребий със записан seed (--lots SEED "
        'или "lots_seed" във файла на турнира), или MANUAL '
        '("manual_tiebreak" за всеки от тях)',
        "warning.single-winner-level": "Регламентът изисква един победител, но {players} все още "
        "делят 1. място след {codes}: дайте на всеки от тях различен "
        '"manual_tiebreak" или добавете LOTS със seed (--lots SEED)',
        "why.lots": "И двамата играчи имат по {points}. {above} е над {below} по жребий (LOTS, "
        "seed "
        "{seed}): № {value_above} срещу № {value_below}.",
        "why.lots-level": "И двамата играчи имат по {points} и са равни по {earlier}. {above} "
        "е над "
        "{below} по жребий (LOTS, seed {seed}): № {value_above} срещу № "
        "{value_below}.",
        "why.manual": "И двамата играчи имат по {points}. {above} е над {below} по решение на "
        "съдията "
        "(MANUAL): {value_above} срещу {value_below}, по-малката стойност е по-добра.",
        "why.manual-level": "И двамата играчи имат по {points} и са равни по {earlier}. "
        "{above} е над "
        "{below} по решение на съдията (MANUAL): {value_above} срещу "
        "{value_below}, по-малката стойност е по-добра.",
        "standings.withdrawn": "оттегляне от турнира след кръг {round}",
        "standings.withdrawn-before": "оттегляне от турнира преди кръг 1",
        "standings.column.note": "Бележка",
        "cli.help.lots": "последните равенства се решават с жребий с този seed (цяло число; "
        "показателят LOTS, добавен в края на реда)",
        "cli.help.single-winner": "регламентът изисква един победител: предупреждение и изход "
        "с код "
        "1, ако крайното класиране оставя 1. място поделено",
    }
)


# ---- rounds in progress: pending games, provisional standings (core/engine/progress.py) -----
MESSAGES.update(
    {
        "outcome.pending": "резултатът предстои",
        "progress.first": (
            "кръг {round} тече, още няма завършен кръг (завършени партии: {finished} от {count})"
        ),
        "progress.first-live": (
            "ВРЕМЕННО: завършените партии от кръг {round}, първия (завършени партии: "
            "{finished} от {count}; незавършена партия още не носи нищо)"
        ),
        "cli.check.pending-first": (
            "{file}: кръг {round} тече: незавършени партии: {count} от {games} "
            "(информация, не грешка); още няма завършен кръг, standings --live брои "
            "завършените партии"
        ),
        "progress.after": {
            "one": "след кръг {after}; кръг {round} тече: завършена е {finished} от {count} партия",
            "other": "след кръг {after}; кръг {round} тече: завършени са {finished} "
            "от {count} партии",
        },
        "progress.live": {
            "one": "ВРЕМЕННО: след кръг {after} и завършените партии от кръг {round} "
            "({finished} от {count} партия завършена; незавършена партия още не "
            "носи нищо)",
            "other": "ВРЕМЕННО: след кръг {after} и завършените партии от кръг {round} "
            "({finished} от {count} партии завършени; незавършена партия още "
            "не носи нищо)",
        },
        "error.after-round-in-progress": "след кръг {round}: кръг {current} тече; последният "
        "завършен кръг е {last}",
        "cli.check.pending": {
            "one": "{file}: кръг {round} тече: {count} от {games} партии е без "
            "резултат (информация, не грешка); класирането брои кръгове от "
            "1 до {after}, standings --live добавя завършените партии",
            "other": "{file}: кръг {round} тече: {count} от {games} партии са без "
            "резултат (информация, не грешка); класирането брои кръгове "
            "от 1 до {after}, standings --live добавя завършените партии",
        },
        "cli.help.live": "временно класиране: добавя завършените партии от текущия кръг (партиите "
        "без резултат не носят нищо)",
    }
)


# ---- the command line's edges: argparse's own words, help for every option, the usage
# line's placeholders (core/cli/argparse_words.py, core/cli/parser.py) ---------------------
MESSAGES.update(
    {
        "cli.argparse.usage": "употреба:",
        "cli.argparse.positionals": "позиционни аргументи",
        "cli.argparse.options": "опции",
        "cli.argparse.help": "показва тази помощ и излиза",
        "cli.argparse.argument": "аргумент {argument}: {message}",
        "cli.argparse.required": "липсват задължителни аргументи: {names}",
        "cli.argparse.unrecognized": "неразпознати аргументи: {names}",
        "cli.argparse.invalid-choice": "невалиден избор: {value} (изберете от: {choices})",
        "cli.argparse.invalid-value": "невалидна стойност от тип {type}: {value}",
        "cli.argparse.invalid-int": "невалидна стойност {value}: очаква се цяло число",
        "cli.argparse.expected-one": "очаква се една стойност",
        "cli.argparse.expected-at-most-one": "очаква се най-много една стойност",
        "cli.argparse.expected-at-least-one": "очаква се поне една стойност",
        "cli.argparse.ambiguous": "двусмислена опция: {option} може да означава {matches}",
        "cli.argparse.ignored-explicit": "излишна стойност {names}: тази опция не приема стойност",
        "cli.argparse.not-allowed": "не може да се използва заедно с аргумента {names}",
        "cli.argparse.one-of-required": "задължителен е един от аргументите {names}",
        "cli.help.command": "командата; всяка има собствена --help",
        "cli.help.format": "формат на изхода (по подразбиране: text)",
        "cli.help.to": "формат за запис на турнира: tournament JSON или TRF-16",
        "cli.help.card": "картонът на един играч (JSON, formats.md, раздел 3)",
        "cli.help.player-a": "играчът по-горе или този, който пита: стартов номер или име",
        "cli.help.player-b": "играчът по-долу (без него: сравнение с играчите точно над и под)",
        "cli.metavar.command": "команда",
        "cli.metavar.file": "файл",
        "cli.metavar.player": "играч",
        "cli.metavar.player-a": "играч_а",
        "cli.metavar.player-b": "играч_б",
        "cli.metavar.card": "картон",
        "cli.metavar.rules": "ПРАВИЛА",
        "cli.metavar.order": "РЕД",
        "cli.metavar.preset": "ГОТОВ_РЕД",
        "cli.metavar.tiebreak": "КОД",
        "cli.metavar.output": "ИЗХОД",
        "cli.metavar.encoding": "ИМЕ",
        "cli.metavar.dir": "ПАПКА",
        "cli.metavar.own-opp": "СВОИ:ПРОТИВНИК",
        "cli.metavar.pairs": "ДВОЙКИ",
        "cli.metavar.prizes": "НАГРАДИ",
        "standings.csv.rank": "място",
        "standings.csv.shared": "поделено",
        "standings.csv.id": "номер",
        "standings.csv.name": "име",
        "standings.csv.points": "точки",
        "standings.csv.withdrawn-after": "оттеглил се след кръг",
        "standings.csv.provisional": "предварително",
        "standings.csv.yes": "да",
    }
)
