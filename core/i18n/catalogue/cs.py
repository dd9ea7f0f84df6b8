"""Czech messages (čeština): the English reference translated, formal "vy" (glossary.md 4)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- words used inside other messages ------------------------------------------------
    "points": {
        "one": "{count} bod",
        "few": "{count} body",
        "many": "{count} bodu",
        "other": "{count} bodů",
    },
    "join.semicolon": "{left}; {right}",
    "outcome.win": "výhra",
    "outcome.draw": "remíza",
    "outcome.loss": "prohra",
    "outcome.forfeit-win": "kontumační výhra",
    "outcome.forfeit-loss": "kontumační prohra (forfeit-loss)",
    "outcome.pab": "volný los přidělený losováním",
    "outcome.full-bye": "volný los za celý bod",
    "outcome.half-bye": "volný los za půl bodu",
    "outcome.zero-bye": "volný los za nula bodů (zero-bye)",
    "outcome.absent": "nenalosované kolo",
    "kind.played": "odehraná partie",
    "kind.forfeit-win": "kontumační výhra",
    "kind.forfeit-loss": "kontumační prohra (forfeit-loss)",
    "kind.pab": "volný los přidělený losováním",
    "kind.full-bye": "volný los za celý bod",
    "kind.half-bye": "volný los za půl bodu",
    "kind.zero-bye": "volný los za nula bodů (zero-bye)",
    "kind.absent": "nenalosované kolo",
    # ---- tie-break names (glossary.md 1) -------------------------------------------------
    "tb.BH": "Buchholz",
    "tb.FB": "Fore Buchholz",
    "tb.AOB": "Průměrný Buchholz soupeřů",
    "tb.SB": "Sonneborn-Berger",
    "tb.KS": "Koya",
    "tb.PS": "Kumulativní (progresivní) skóre",
    "tb.DE": "Vzájemný zápas",
    "tb.WIN": "Počet výher",
    "tb.WON": "Počet výher v partiích odehraných u šachovnice",
    "tb.BPG": "Počet partií hraných černými",
    "tb.BWG": "Počet výher černými (BWG)",
    "tb.REP": "Kola hraná z vlastní volby",
    "tb.STD": "Standardní body",
    "tb.TPN": "Startovní číslo",
    "tb.ARO": "Průměrný rating soupeřů",
    "tb.TPR": "Turnajový výkon (TPR)",
    "tb.PTP": "Dokonalý turnajový výkon (PTP)",
    "tb.APRO": "Průměrný turnajový výkon soupeřů (APRO)",
    "tb.APPO": "Průměrný dokonalý turnajový výkon soupeřů (APPO)",
    "tb.RTNG": "Rating",
    "tb.MM": "Modifikovaný medián",
    "tb.SOLKOFF": "Solkoff",
    "tb.CUM": "Kumulativní (US Chess)",
    "tb.COO": "Kumulativní skóre soupeřů",
    "tb.KASHDAN": "Kashdan",
    "tb.SBH": "Součet Buchholzů soupeřů",
    "tb.RBH": "Body krát Buchholz",
    "tb.RANKRES": "Výsledky proti soupeřům v pořadí umístění",
    "tb.named": "{name} ({code})",
    "tb.cut": "{name} Cut-{count}",
    "tb.median": "{name} Median-{count}",
    "tb.limit": "{name} (limit {limit})",
    # ---- citations that are names rather than article numbers ---------------------------
    "cite.fide": "FIDE C.07 {articles}",
    "cite.us-chess": "US Chess {articles}",
    "cite.cas": "pravidlo ČAS {articles}",
    "cite.italian": "italské kritérium {articles}",
    "cite.fide-2009": "virtuální soupeř FIDE 2009",
    "cite.pab-no-sb": "varianta pab-no-sb",
    "cite.sum-of-buchholz": "součet Buchholzů",
    "cite.naive": "naive (Buchholz 97)",
    "cite.played-only": "played-only",
    # ---- how the rule set was chosen ----------------------------------------------------
    "rules.how.by-date": "podle data zahájení {date}",
    "rules.how.no-date": "bez data zahájení, proto aktuální vydání",
    "rules.how.given": "zadáno výslovně",
    "rules.how.preset": "zvoleno předvolbou {preset}",
    # ---- explanation items: the arbiter's detail, then the plain sentence ----------------
    "entry.game": {
        "one": "{opponent}: {raw} bod",
        "few": "{opponent}: {raw} body",
        "many": "{opponent}: {raw} bodu",
        "other": "{opponent}: {raw} bodů",
    },
    "entry.game.plain": {
        "one": "{opponent} má {raw} bod.",
        "few": "{opponent} má {raw} body.",
        "many": "{opponent} má {raw} bodu.",
        "other": "{opponent} má {raw} bodů.",
    },
    "entry.game-adjusted": {
        "one": "{opponent} má {raw}, počítá se za {seen} (kolo {rounds} se počítá jinak, {why})",
        "few": "{opponent} má {raw}, počítá se za {seen} (kola {rounds} se počítají jinak, {why})",
        "many": "{opponent} má {raw}, počítá se za {seen} (kola {rounds} se počítají jinak, {why})",
        "other": "{opponent} má {raw}, počítá se za {seen} (kola {rounds} se počítají jinak, "
        "{why})",
    },
    "entry.game-adjusted.plain": {
        "one": "{opponent} má {raw}, ale počítá se za {seen}: kolo {rounds} tohoto soupeře "
        "se nehrálo a počítá se jinak.",
        "few": "{opponent} má {raw}, ale počítá se za {seen}: kola {rounds} tohoto soupeře "
        "se nehrála a počítají se jinak.",
        "many": "{opponent} má {raw}, ale počítá se za {seen}: kola {rounds} tohoto soupeře "
        "se nehrála a počítají se jinak.",
        "other": "{opponent} má {raw}, ale počítá se za {seen}: kola {rounds} tohoto soupeře "
        "se nehrála a počítají se jinak.",
    },
    "why.fide-16.3.2": "16.3.2",
    "why.unplayed-draws": "neodehraná kola se počítají jako remízy",
    "why.uscf-34e": "neodehraná kola se počítají za ½, 34E",
    "why.cas-unpaired": "nenalosovaná kola se počítají za ½",
    "entry.rr-forfeit": "{outcome} v turnaji každý s každým se počítá jako partie proti "
    "soupeři {opponent}: {value} (15.2)",
    "entry.rr-forfeit.plain": "V turnaji každý s každým se váš výsledek, {outcome}, stále "
    "počítá jako partie proti soupeři {opponent}.",
    "entry.rr-free": "volné kolo turnaje každý s každým: nic nepřidává (15.2)",
    "entry.rr-free.plain": "Kolo, ve kterém pro vás v turnaji každý s každým nebyl soupeř, "
    "nic nepřidává.",
    "entry.rr-free-noarticle": "volné kolo turnaje každý s každým: nic nepřidává",
    "entry.rr-free-noarticle.plain": "Kolo, ve kterém pro vás v turnaji každý s každým "
    "nebyl soupeř, nic nepřidává.",
    "entry.dummy": "{outcome}: fiktivní soupeř s vaším vlastním počtem bodů {own} (16.4)",
    "entry.dummy.plain": "Váš výsledek v tomto kole, {outcome}, se počítá jako partie proti "
    "soupeři s vaším vlastním počtem bodů ({own}).",
    "entry.dummy-against": "{outcome} proti soupeři {opponent}: fiktivní soupeř s vaším "
    "vlastním počtem bodů {own} (16.4)",
    "entry.dummy-against.plain": "Váš výsledek proti soupeři {opponent}, {outcome}, se "
    "počítá jako partie proti soupeři s vaším vlastním počtem "
    "bodů ({own}).",
    "entry.dummy-cap-opponent": "{outcome} proti soupeři {opponent}: fiktivní soupeř s vaším "
    "vlastním počtem bodů {own}, nejvýše však s upraveným počtem "
    "bodů soupeře {opponent}, {value} (16.4.1)",
    "entry.dummy-cap-opponent.plain": "Váš výsledek proti soupeři {opponent}, {outcome}, se "
    "počítá jako partie proti soupeři s vaším vlastním "
    "počtem bodů ({own}), nejvýše však tolik, kolik má "
    "{opponent} ({value}).",
    "entry.dummy-cap-rounds": "{outcome}: podle {rules} se počítá fiktivní soupeř s vaším "
    "vlastním počtem bodů {own}, nejvýše však {draw} × {rounds} "
    "(remíza v každém kole) = {value} (16.4.2)",
    "entry.dummy-cap-rounds.plain": "Váš výsledek v tomto kole, {outcome}, se počítá jako "
    "partie proti soupeři s vaším vlastním počtem bodů "
    "({own}), nejvýše však jako remíza v každém kole: "
    "{draw} × {rounds} = {value}.",
    "entry.virtual": {
        "one": "{outcome}: virtuální soupeř začíná s vaším počtem bodů před tímto kolem "
        "({before}), získá opačný výsledek ({reverse}) a remizuje {count} zbývající "
        "kolo ({draw} × {count}) = {value}",
        "few": "{outcome}: virtuální soupeř začíná s vaším počtem bodů před tímto kolem "
        "({before}), získá opačný výsledek ({reverse}) a remizuje {count} zbývající "
        "kola ({draw} × {count}) = {value}",
        "many": "{outcome}: virtuální soupeř začíná s vaším počtem bodů před tímto kolem "
        "({before}), získá opačný výsledek ({reverse}) a remizuje {count} "
        "zbývajícího kola ({draw} × {count}) = {value}",
        "other": "{outcome}: virtuální soupeř začíná s vaším počtem bodů před tímto kolem "
        "({before}), získá opačný výsledek ({reverse}) a remizuje {count} "
        "zbývajících kol ({draw} × {count}) = {value}",
    },
    "entry.virtual.plain": "Váš výsledek v tomto kole, {outcome}, se počítá jako partie proti "
    "pomyslnému soupeři: váš počet bodů před tímto kolem ({before}), "
    "plus výsledek opačný k vašemu ({reverse}), plus remíza v každém "
    "dalším kole: {value}.",
    "entry.uscf-own-zero": "{outcome}: vaše vlastní neodehrané kolo se podle US Chess 34E "
    "počítá za 0",
    "entry.uscf-own-zero.plain": "Váš vlastní výsledek v tomto kole, {outcome}, podle "
    "pravidel US Chess nic nepřidává.",
    "entry.cas-forfeit-paired": "{outcome}, soupeř přesto nalosován: {game}",
    "entry.cas-forfeit-paired.plain": "Váš výsledek v tomto kole, {outcome}, se stále počítá "
    "jako partie proti soupeři, kterého vám přidělilo "
    "losování.",
    "entry.cas-unpaired": "{outcome}: bez skutečného soupeře, počítá se {draw} × {rounds} "
    "(remíza v každém kole) = {value}",
    "entry.cas-unpaired.plain": "Kolo bez skutečného soupeře se počítá jako soupeř, který "
    "remizoval všechna kola: {value}.",
    "entry.recorded.naive": {
        "one": "{opponent}: {value} bod podle zápisu",
        "few": "{opponent}: {value} body podle zápisu",
        "many": "{opponent}: {value} bodu podle zápisu",
        "other": "{opponent}: {value} bodů podle zápisu",
    },
    "entry.recorded.naive.plain": "{opponent} má {value}, počítá se podle zápisu.",
    "entry.recorded.played-only": {
        "one": "{opponent}: {value} bod",
        "few": "{opponent}: {value} body",
        "many": "{opponent}: {value} bodu",
        "other": "{opponent}: {value} bodů",
    },
    "entry.recorded.played-only.plain": "{opponent} má {value}.",
    "entry.forfeit-as-game": "{outcome} se počítá jako partie: {game}",
    "entry.forfeit-as-game.plain": "Váš výsledek v tomto kole, {outcome}, se počítá, jako by "
    "se partie hrála.",
    "entry.nothing.naive": "{outcome}: podle Buchholz 97 nic nepřidává",
    "entry.nothing.naive.plain": "Váš výsledek v tomto kole, {outcome}, nic nepřidává.",
    "entry.nothing.played-only": "{outcome}: nejde o partii u šachovnice, nic nepřidává",
    "entry.nothing.played-only.plain": "Váš výsledek v tomto kole, {outcome}, nevznikl "
    "u šachovnice, proto nic nepřidává.",
    "mod.sb-factor": "× {factor} za váš výsledek = {amount}",
    "mod.sb-factor.plain": "Pro Sonneborn-Berger se hodnota násobí vaším výsledkem v tomto "
    "kole ({factor}): {amount}.",
    "mod.cut.low": "ořez: nejnižší hodnota",
    "mod.cut.low.plain": "Je to nejnižší hodnota, proto se vynechává.",
    "mod.cut.lowest-opponent": "ořez: soupeř s nejnižším počtem bodů (14.1.1)",
    "mod.cut.lowest-opponent.plain": "Je to soupeř s nejnižším počtem bodů, proto se vynechává.",
    "mod.cut.vur": "ořez přednostně: dobrovolně neodehrané kolo (16.5)",
    "mod.cut.vur.plain": "Vynechává se přednostně, protože jde o kolo, které jste neodehráli "
    "(vyžádaný volný los, nepřítomnost nebo kontumační prohra).",
    "mod.cut.high": "ořez: nejvyšší hodnota (medián)",
    "mod.cut.high.plain": "Je to nejvyšší hodnota, proto se vynechává.",
    "mod.cut.first-round": "ořez: první kolo",
    "mod.cut.first-round.plain": "První kolo se vynechává.",
    "mod.cut.lowest-rating": "ořez: nejnižší rating",
    "mod.cut.lowest-rating.plain": "Je to nejnižší rating, proto se vynechává.",
    "mod.fore-assumed": "poslední kolo se považuje za remízu (8.3)",
    "mod.fore-assumed.plain": "Pro toto pomocné hodnocení se poslední kolo počítá jako remíza.",
    "entry.count.yes": "{outcome}: počítá se",
    "entry.count.yes.plain": "Váš výsledek v tomto kole, {outcome}, se počítá.",
    "entry.count.no": "{outcome}: nepočítá se",
    "entry.count.no.plain": "Váš výsledek v tomto kole, {outcome}, se nepočítá.",
    "entry.running": "{outcome}: průběžný počet bodů {running}",
    "entry.running.plain": "Po tomto kole byl váš průběžný počet bodů {running}.",
    "entry.running-unearned": "{outcome}: průběžný počet bodů {running}, minus {win} za bod "
    "nezískaný u šachovnice",
    "entry.running-unearned.plain": "Po tomto kole byl váš průběžný počet bodů {running}; "
    "bod nezískaný u šachovnice se zde nepočítá.",
    "entry.std.double-forfeit": "{outcome}: oboustranná kontumace",
    "entry.std.double-forfeit.plain": "K této partii nenastoupil ani jeden hráč: nepočítá se nic.",
    "entry.std.versus": "{outcome}: {mine} proti {theirs}",
    "entry.std.versus.plain": "Váš výsledek v tomto kole: {mine}, výsledek soupeře: {theirs}.",
    "entry.std.versus-draw": "{outcome}: {mine} proti remíze",
    "entry.std.versus-draw.plain": "Váš výsledek v tomto kole: {mine}, ve srovnání s remízou.",
    "entry.kashdan": "{outcome}: {points}",
    "entry.kashdan.plain": "Váš výsledek v tomto kole, {outcome}, má hodnotu {points}.",
    "entry.koya.counts": "{opponent} má {raw}, hranice {threshold}: počítá se",
    "entry.koya.counts.plain": "{opponent} má {raw}, tedy aspoň polovinu maxima "
    "({threshold}), takže váš výsledek proti tomuto soupeři se "
    "počítá.",
    "entry.koya.below": "{opponent} má {raw}, hranice {threshold}: pod hranicí",
    "entry.koya.below.plain": "{opponent} má {raw}, méně než {threshold}, takže váš výsledek "
    "proti tomuto soupeři se nepočítá.",
    "entry.not-otb-skipped": "{outcome}: nejde o partii u šachovnice, vynecháno",
    "entry.not-otb-skipped.plain": "Váš výsledek v tomto kole, {outcome}, nevznikl "
    "u šachovnice, proto se vynechává.",
    "entry.opponent-value": "{opponent} má {code} {value} (viz {code} tohoto soupeře)",
    "entry.opponent-value.plain": "{opponent} má {code} {value}.",
    "entry.opponent-rating-value": "{opponent} má {code} {value}",
    "entry.opponent-rating-value.plain": "{opponent} má {code} {value}.",
    "entry.rated": "{opponent} má rating {rating}",
    "entry.rated.plain": "{opponent} má rating {rating}.",
    "entry.unrated": "{opponent} nemá rating: vynecháno (zadejte náhradní rating, "
    "--unrated-rating N, aby se "
    "partie započítala)",
    "entry.unrated.plain": "{opponent} nemá rating, proto se tato partie vynechává.",
    "entry.de.forfeit": "{outcome} proti soupeři {opponent}: kontumace, vynecháno (6.1.1)",
    "entry.de.forfeit.plain": "Partie, která se nehrála u šachovnice, se mezi hráči se "
    "stejným počtem bodů nepočítá.",
    "entry.de.counted": "{outcome} proti soupeři {opponent}: započteno",
    "entry.de.counted.plain": "Váš výsledek proti soupeři {opponent} se počítá.",
    "entry.de.averaged": "{outcome} proti soupeři {opponent}: jedna z vašich {count} "
    "vzájemných partií, zprůměrováno: {points} / {count}",
    "entry.de.averaged.plain": {
        "one": "Proti soupeři {opponent} máte {count} vzájemnou partii; započítává se průměr.",
        "few": "Proti soupeři {opponent} máte {count} vzájemné partie; započítává se jejich "
        "průměr.",
        "many": "Proti soupeři {opponent} máte {count} vzájemné partie; započítává se jejich "
        "průměr.",
        "other": "Proti soupeři {opponent} máte {count} vzájemných partií; započítává se "
        "jejich průměr.",
    },
    "entry.rankres": "{outcome} proti soupeři {opponent}, podle bodů na {rank}. místě",
    "entry.rankres.plain": "Váš výsledek proti soupeři {opponent}, {outcome}; tento soupeř "
    "je podle bodů na {rank}. místě.",
    # ---- summaries ----------------------------------------------------------------------
    "summary.sum": "{code} = {value}",
    "summary.minus": "{left} − {amount} ({round}. kolo, {outcome}, {why})",
    "summary.equals": "{left} = {value}",
    "summary.removed.vur": "odstraněno přednostně podle 16.5",
    "summary.removed.high": "nejvyšší, odstraněno",
    "summary.removed.low": "nejnižší, odstraněno",
    "summary.removed.lowest-opponent": "soupeř s nejnižším počtem bodů, odstraněno",
    "summary.rbh": "{code} = body {points} × Buchholz {buchholz} = {value}",
    "summary.mm.even": "vyrovnané skóre ({points}/{rounds}): {rest}",
    "summary.mm.plus": "kladné skóre ({points}/{rounds}): {rest}",
    "summary.mm.minus": "záporné skóre ({points}/{rounds}): {rest}",
    "summary.count.WIN": {
        "one": "{code} = {count} vyhrané kolo",
        "few": "{code} = {count} vyhraná kola",
        "many": "{code} = {count} vyhraného kola",
        "other": "{code} = {count} vyhraných kol",
    },
    "summary.count.WON": {
        "one": "{code} = {count} vyhraná partie",
        "few": "{code} = {count} vyhrané partie",
        "many": "{code} = {count} vyhrané partie",
        "other": "{code} = {count} vyhraných partií",
    },
    "summary.count.BPG": {
        "one": "{code} = {count} partie černými",
        "few": "{code} = {count} partie černými",
        "many": "{code} = {count} partie černými",
        "other": "{code} = {count} partií černými",
    },
    "summary.count.BWG": {
        "one": "{code} = {count} výhra černými",
        "few": "{code} = {count} výhry černými",
        "many": "{code} = {count} výhry černými",
        "other": "{code} = {count} výher černými",
    },
    "summary.count.REP": {
        "one": "{code} = {count} kolo hrané z vlastní volby",
        "few": "{code} = {count} kola hraná z vlastní volby",
        "many": "{code} = {count} kola hraného z vlastní volby",
        "other": "{code} = {count} kol hraných z vlastní volby",
    },
    "summary.terms": "{code} = {terms} = {value}",
    "summary.plus": "{left} + {right}",
    "summary.value": "{code} = {value}",
    "summary.tpn": "startovní číslo {id} (nižší je lepší)",
    "summary.no-otb": "žádná partie u šachovnice: bez hodnoty",
    "summary.average": "{code} = {total} / {count} = {exact}, zaokrouhleno (polovina nahoru) "
    "na {value}",
    "summary.too-few-for-cut": "příliš málo partií u šachovnice pro ořez: bez hodnoty",
    "summary.tpr": "TPR = průměrný rating {mean} + dp({p}) {dp} = {exact}, zaokrouhleno "
    "(polovina nahoru) na {value}",
    "summary.ptp.no-points": "žádné body: nejnižší rating soupeře {lowest} − 800",
    "summary.ptp.search": {
        "one": "nejnižší R, jehož očekávaný výsledek proti {count} soupeři dosahuje {target}",
        "few": "nejnižší R, jehož očekávaný výsledek proti {count} soupeřům dosahuje {target}",
        "many": "nejnižší R, jehož očekávaný výsledek proti {count} soupeřům dosahuje {target}",
        "other": "nejnižší R, jehož očekávaný výsledek proti {count} soupeřům dosahuje {target}",
    },
    "summary.ptp": "PTP = {value}: {how}",
    "summary.rounded": "{code} = {exact}, zaokrouhleno (polovina nahoru) na {value}",
    "summary.rating": "rating {rating}",
    "summary.unrated": "bez ratingu",
    "summary.rankres": "nenulové výsledky, nejlépe umístěný soupeř jako první",
    "summary.de.group": "skupina {names}: {steps}",
    "summary.de.never-tied": "nikdy se stejným počtem bodů jako jiný hráč: DE se nepoužije",
    "summary.de.earlier": "se stejným počtem bodů jako jiní, ale ty už rozlišilo dřívější pomocné "
    "hodnocení: DE se nepoužije",
    "de.member": "{name} {score}",
    "de.member-max": "{name} {score} (max. {maximum})",
    "de.step.level": "6.2: {members}: shoda, nelze rozlišit",
    "de.step.ordered": "6.2: {members}",
    "de.step.none-placed": "6.3: {members}: nikoho nelze umístit",
    "de.step.placed": "6.3: {members}: umístění: {placed}",
    # ---- warnings (rules.md 8.3) --------------------------------------------------------
    "warning.buchholz-in-round-robin": "{codes} v turnaji každý s každým: spočteno i tak, "
    "ale FIDE C.07 (2026) čl. 8 stanoví, že pomocná "
    "hodnocení typu Buchholz se v turnajích každý "
    "s každým používat nesmějí",
    "warning.rating-tiebreak-dropped": "{codes}: odstraněno z pořadí pomocných hodnocení, "
    "hráči bez ratingu: {players} (C.07 čl. 10; zadejte "
    "náhradní rating, --unrated-rating N, aby v pořadí zůstala)",
    "warning.colours-missing": "{codes}: odstraněno z pořadí pomocných hodnocení: partie bez "
    "zadané barvy",
    "warning.unbroken-tie": "{players} se neliší v bodech ani v {codes}: dělí {rank}. místo",
    "warning.unbroken-tie-no-order": "{players} se neliší v bodech a žádné pomocné "
    "hodnocení není zadáno: dělí {rank}. místo",
    # ---- why (rules.md 8.2) -------------------------------------------------------------
    "why.place.head": "{name} je na {rank}. místě z {count} ({points}).",
    "why.place.head-shared": "{name} dělí {rank}.–{last}. místo z {count} ({points}).",
    "why.place.above": "{other} ({rank}. místo) má také {points} a je výše podle {code} o {diff}: "
    "{value_other} proti {value_own}.",
    "why.place.below": "{other} ({rank}. místo) má také {points}; {name} je výše podle {code} o "
    "{diff}: {value_own} proti {value_other}.",
    "why.points": "{above} je výše než {below} podle bodů: {high} proti {low}.",
    "why.de": "Počet bodů je stejný: {points}. {above} je výše než {below} podle vzájemného "
    "zápasu ({code}): {above} {value_above}, {below} {value_below}; {detail}.",
    "why.rankres": "Počet bodů je stejný ({points}) a všechna předchozí pomocná hodnocení "
    "jsou shodná. {above} je výše než {below} podle výsledků proti soupeřům "
    "v pořadí umístění (RANKRES): {decider}.",
    "why.value": "Počet bodů je stejný: {points}. {above} je výše než {below} podle {code}: "
    "{value_above} proti {value_below}.",
    "why.value-level": "Počet bodů je stejný ({points}), shoda je i v {earlier}. {above} je "
    "výše než {below} podle {code}: {value_above} proti {value_below}.",
    "why.shared": "{above} a {below} se neliší v bodech ani v {codes}: dělí {rank}. místo.",
    "why.shared-no-order": "{above} a {below} se neliší v bodech ani v žádném pomocném "
    "hodnocení: dělí {rank}. místo.",
    "why.rankres.shorter": "na {index}. pozici už {below} nemá žádný další nenulový výsledek",
    "why.rankres.rank": "na {index}. pozici: {above} má výsledek proti soupeři na "
    "{rank_above}. místě, {below} proti soupeři na {rank_below}. místě",
    "why.rankres.win": "na {index}. pozici, proti soupeřům se stejným umístěním, má výhra "
    "přednost před remízou",
    "why.rankres.equal": "seznamy jsou shodné",
    # ---- explanation layout -------------------------------------------------------------
    "explain.head": "{code} – {player} ({id}), pravidla {rules}: {value}",
    "explain.head-markdown": "**{code}** – **{player}** ({id}), pravidla `{rules}`: **{value}**",
    "explain.round": "{round}. kolo: ",
    "explain.adds-nothing": "nic nepřidává",
    "explain.cut": "ořez",
    "explain.yes": "ano",
    "explain.column.round": "kolo",
    "explain.column.kind": "druh",
    "explain.column.opponent": "soupeř",
    "explain.column.raw": "původní",
    "explain.column.value": "hodnota",
    "explain.column.cut": "ořez",
    "explain.column.note": "poznámka",
    "explain.column.rule": "pravidlo",
    # ---- standings layout ---------------------------------------------------------------
    "standings.title-before": "{name}: pořadí před kolem {round}/{rounds}",
    "standings.title": "{name}: pořadí po kole {round}/{rounds}",
    "standings.title-live": "{name}: předběžné pořadí během kola {round}/{rounds}",
    "standings.tournament": "Turnaj",
    "standings.standings": "Pořadí",
    "standings.rules": "Pravidla: {rules} ({how}); pomocná hodnocení: {order}",
    "standings.rules-markdown": "Pravidla `{rules}`, pomocná hodnocení {order}",
    "standings.points-only": "pouze body",
    "standings.warnings": "Varování:",
    "standings.column.rk": "Poř.",
    "standings.column.rank": "Pořadí",
    "standings.column.no": "Č.",
    "standings.column.name": "Jméno",
    "standings.column.pts": "Body",
    # ---- the command line ---------------------------------------------------------------
    "cli.error.encoding": (
        "kódování výstupu {encoding} nedokáže zapsat {char}; nastavte "
        "PYTHONIOENCODING=utf-8 (nebo zvolte jiný --lang)"
    ),
    "cli.ties.why": "Proč je {above} výše než {below}:",
    "cli.ties.pair": "{above} a {below}:",
    "cli.ties.none": "Žádní dva hráči neskončili se stejným počtem bodů: pomocné hodnocení "
    "nebylo potřeba.",
    "cli.ties.title": "Vysvětlení",
    "cli.explain.player": "{player} ({id}): {points}, {rank}. místo; pravidla {rules} ({how})",
    "cli.explain.player-shared": "{player} ({id}): {points}, {rank}. místo (dělené); "
    "pravidla {rules} ({how})",
    "cli.warning": "varování:",
    "cli.check.ok": {
        "one": "{file}: v pořádku — {count} hráč, odehraná kola: {played}/{rounds}, každá "
        "partie je na obou stranách zapsána stejně",
        "few": "{file}: v pořádku — {count} hráči, odehraná kola: {played}/{rounds}, každá "
        "partie je na obou stranách zapsána stejně",
        "many": "{file}: v pořádku — {count} hráče, odehraná kola: {played}/{rounds}, každá "
        "partie je na obou stranách zapsána stejně",
        "other": "{file}: v pořádku — {count} hráčů, odehraná kola: {played}/{rounds}, každá "
        "partie je na obou stranách zapsána stejně",
    },
    "cli.calc.head": "Karta podle {rules}: pro vaše soupeře se počítá {score}",
    "cli.calc.items": "Buchholz po jednotlivých kolech:",
    "cli.error.empty-order": "pořadí pomocných hodnocení je prázdné: zadejte pomocné "
    "hodnocení pomocí --tiebreak",
    "cli.error.same-player": "zadejte dva různé hráče",
    "cli.error.live-after-round": (
        "--live a --after-round nelze kombinovat: "
        "--after-round K počítá jen kola 1 až K, --live i rozehrané kolo"
    ),
    "cli.help.description": "Pomocná hodnocení pro šachové turnaje švýcarským systémem "
    "a každý s každým, s ukázaným výpočtem.",
    "cli.help.version": "vypíše verzi a skončí",
    "cli.help.notation": "jak jsou zapsány buňky tabulky: standard (+W9, =B9, BYE) nebo uscf "
    "(tabulka US Chess: W5, D2, L4, X8, F8, B, H, U); výchozí: co uvádí "
    "soubor, jinak standard",
    "cli.help.lang": "jazyk výstupu: {langs} (výchozí: $TIEBREAK_LANG, jinak en)",
    "cli.help.rules": "sada pravidel pro neodehraná kola: {names}",
    "cli.help.order": "pořadí pomocných hodnocení, např. BH-C1,BH,SB",
    "cli.help.preset": "pojmenované pořadí a sada pravidel: {names}",
    "cli.help.after-round": "pořadí po kole K (počítá se jen prvních K kol)",
    "cli.help.unrated-rating": "rating, který pomocná hodnocení podle ratingu použijí pro "
    "hráče bez ratingu (C.07 10)",
    "cli.help.standings": "tabulka pořadí se sloupci pomocných hodnocení",
    "cli.help.file": "turnaj ve formátu tournament JSON, TRF-16 nebo CSV (nebo lichess:ID)",
    "cli.help.explain-ties": "za tabulkou vysvětlit každou shodu bodů mezi sousedy",
    "cli.help.explain": "hodnoty pomocných hodnocení jednoho hráče, kolo po kole",
    "cli.help.player": "startovní číslo nebo jméno",
    "cli.help.short": "pomocná hodnocení hráče v jednom odstavci a proč je tam, kde je",
    "cli.help.tiebreak": "jeden kód (výchozí: všechny kódy pořadí; s --format json první)",
    "cli.help.why": "které kritérium umístilo jednoho hráče výše než jiného",
    "cli.help.check": "ověřit soubor: každý problém s jeho řádkem nebo buňkou",
    "cli.help.convert": "zapsat turnaj jako tournament JSON nebo TRF-16",
    "cli.help.output": "soubor pro zápis (výchozí: standardní výstup)",
    "cli.help.calc": "karta jednoho hráče, jako ve vektoru typu scorecard",
    # ---- errors -------------------------------------------------------------------------
    "error.line": "řádek {line}",
    "error.cell.player": "hráč {id}",
    "error.cell.player-round": "hráč {id}, kolo {round}",
    "error.more-problems": {
        "one": "… a ještě {more} problém",
        "few": "… a ještě {more} problémy",
        "many": "… a ještě {more} problému",
        "other": "… a ještě {more} problémů",
    },
    "error.unknown-tiebreak": "neznámé pomocné hodnocení {code}; známé kódy: {known}",
    "error.unknown-rule-set": "neznámá sada pravidel {name}; známé: {known}",
    "error.unknown-preset": "neznámá předvolba {name}; známé: {known}",
    "error.player-ambiguous": "{query} odpovídá více hráčům: {candidates}",
    "error.player-unknown": "{query} neodpovídá žádnému hráči",
    "error.after-round": "po kole {round}: výsledky obsahují kola 1 až {last}",
    "cli.error.needs-httpx": "čtení z lichess vyžaduje httpx: pip install 'tiebreak[lichess]'",
}


# ---- the arbiter's leftovers: LOTS, MANUAL, single winner, withdrawn marks
# (core/engine/arbiter.py, core/tiebreaks/arbiter.py, docs/arbiter.md) -----------------------------
MESSAGES.update(
    {
        "arbiter.trf.manual": "TRF nemá pole pro hodnotu rozhodčího manual_tiebreak {value}",
        "arbiter.trf.lots-seed": "TRF nemá záznam pro seed losování {seed}",
        "arbiter.trf.single-winner": "TRF nemá záznam pro pravidlo jediného vítěze (single_winner)",
        "tb.MANUAL": "Rozhodnutí rozhodčího",
        "tb.LOTS": "Losování",
        "arbiter.order.lots": "{code} (losování, seed {seed})",
        "arbiter.order.manual": "{code} (rozhodnutí rozhodčího)",
        "arbiter.lots.summary": "losování (seed {seed}): {draw}, los č. {lot} z {count} (nižší "
        "číslo "
        "je lepší)",
        "arbiter.lots.no-seed": "seed losování není zaznamenán: bez hodnoty",
        "arbiter.manual.summary": "rozhodnutí rozhodčího: {value} (nižší je lepší)",
        "arbiter.manual.none": "rozhodčí tomuto hráči hodnotu nezadal: řadí se za všechny, kdo "
        "ji mají",
        "arbiter.manual.none-short": "žádné",
        "arbiter.error.seed": "seed losování musí být celé číslo od 0 do {most}, nalezeno {seed}",
        "arbiter.error.lots-needs-seed": "LOTS potřebuje seed losování: zadejte --lots SEED nebo "
        '"lots_seed" v souboru turnaje',
        "arbiter.error.manual": "manual_tiebreak musí být číslo (nižší je lepší), nalezeno {found}",
        "arbiter.error.lots-seed": "lots_seed musí být celé číslo od 0 do {most}, nalezeno {found}",
        "arbiter.error.single-winner": "single_winner musí být true nebo false, nalezeno {found}",
        "warning.single-winner-tie": "Propozice vyžadují jediného vítěze, ale {players} po všech "
        "kritériích pořadí dělí 1. místo: přidejte poslední kritérium, o "
        "kterém rozhoduje rozhodčí: LOTS, losování se zaznamenaným "
        'seedem (--lots SEED nebo "lots_seed" v souboru turnaje), nebo '
        'MANUAL ("manual_tiebreak" pro každého z nich)',
        "warning.single-winner-level": "Propozice vyžadují jediného vítěze, ale {players} dělí 1. "
        "místo i po {codes}: zadejte každému z nich jiný "
        '"manual_tiebreak" nebo přidejte LOTS se seedem (--lots '
        "SEED)",
        "why.lots": "Počet bodů je stejný: {points}. {above} je výše než {below} podle losování "
        "(LOTS, seed {seed}): los č. {value_above} proti {value_below}.",
        "why.lots-level": "Počet bodů je stejný ({points}), shoda je i v {earlier}. {above} je "
        "výše "
        "než {below} podle losování (LOTS, seed {seed}): los č. {value_above} proti "
        "{value_below}.",
        "why.manual": "Počet bodů je stejný: {points}. {above} je výše než {below} podle "
        "rozhodnutí "
        "rozhodčího (MANUAL): {value_above} proti {value_below}, nižší je lepší.",
        "why.manual-level": "Počet bodů je stejný ({points}), shoda je i v {earlier}. {above} "
        "je výše "
        "než {below} podle rozhodnutí rozhodčího (MANUAL): {value_above} proti "
        "{value_below}, nižší je lepší.",
        "standings.withdrawn": "odstoupení z turnaje po {round}. kole",
        "standings.withdrawn-before": "odstoupení z turnaje před 1. kolem",
        "standings.column.note": "Poznámka",
        "cli.help.lots": "poslední shody rozhodne losování s tímto seedem (celé číslo; pomocné "
        "hodnocení LOTS, přidané na konec pořadí)",
        "cli.help.single-winner": "propozice vyžadují jediného vítěze: varovat a skončit s "
        "kódem 1, "
        "když konečné pořadí ponechá 1. místo dělené",
    }
)


# ---- rounds in progress: pending games, provisional standings (core/engine/progress.py) -----
MESSAGES.update(
    {
        "outcome.pending": "výsledek chybí",
        "progress.first": (
            "kolo {round} probíhá, žádné kolo ještě není úplné (dohrané partie: "
            "{finished} z {count})"
        ),
        "progress.first-live": (
            "PŘEDBĚŽNÉ: dohrané partie kola {round}, prvního (dohrané partie: {finished} "
            "z {count}; nedohraná partie zatím nic nepřidává)"
        ),
        "cli.check.pending-first": (
            "{file}: kolo {round} probíhá: nedohrané partie: {count} z {games} "
            "(informace, ne chyba); žádné kolo ještě není úplné, standings --live "
            "započítá dohrané partie"
        ),
        "progress.after": {
            "one": "po kole {after}; kolo {round} probíhá: dohrána {finished} z {count} partie",
            "few": "po kole {after}; kolo {round} probíhá: dohráno {finished} z {count} partií",
            "many": "po kole {after}; kolo {round} probíhá: dohráno {finished} z {count} partie",
            "other": "po kole {after}; kolo {round} probíhá: dohráno {finished} z {count} partií",
        },
        "progress.live": {
            "one": "PŘEDBĚŽNÉ: po kole {after} a dohraných partiích kola {round} "
            "(dohrána {finished} z {count} partie; nedohraná partie zatím nic "
            "nepřidává)",
            "few": "PŘEDBĚŽNÉ: po kole {after} a dohraných partiích kola {round} "
            "(dohráno {finished} z {count} partií; nedohraná partie zatím nic "
            "nepřidává)",
            "many": "PŘEDBĚŽNÉ: po kole {after} a dohraných partiích kola {round} "
            "(dohráno {finished} z {count} partie; nedohraná partie zatím nic "
            "nepřidává)",
            "other": "PŘEDBĚŽNÉ: po kole {after} a dohraných partiích kola {round} "
            "(dohráno {finished} z {count} partií; nedohraná partie zatím nic "
            "nepřidává)",
        },
        "error.after-round-in-progress": "po kole {round}: kolo {current} probíhá; poslední úplné "
        "kolo je {last}",
        "cli.check.pending": {
            "one": "{file}: kolo {round} probíhá: {count} partie z {games} bez "
            "výsledku (informace, ne chyba); pořadí počítá kola 1 až "
            "{after}, standings --live přidá dohrané partie",
            "few": "{file}: kolo {round} probíhá: {count} partie z {games} bez "
            "výsledku (informace, ne chyba); pořadí počítá kola 1 až "
            "{after}, standings --live přidá dohrané partie",
            "many": "{file}: kolo {round} probíhá: {count} partie z {games} bez "
            "výsledku (informace, ne chyba); pořadí počítá kola 1 až "
            "{after}, standings --live přidá dohrané partie",
            "other": "{file}: kolo {round} probíhá: {count} partií z {games} bez "
            "výsledku (informace, ne chyba); pořadí počítá kola 1 až "
            "{after}, standings --live přidá dohrané partie",
        },
        "cli.help.live": "předběžné pořadí: přidá dohrané partie probíhajícího kola (partie bez "
        "výsledku nic nepřidávají)",
    }
)


# ---- the command line's edges: argparse's own words, help for every option, the usage
# line's placeholders (core/cli/argparse_words.py, core/cli/parser.py) ---------------------
MESSAGES.update(
    {
        "cli.argparse.usage": "použití:",
        "cli.argparse.positionals": "poziční argumenty",
        "cli.argparse.options": "volby",
        "cli.argparse.help": "vypíše tuto nápovědu a skončí",
        "cli.argparse.argument": "argument {argument}: {message}",
        "cli.argparse.required": "chybí povinné argumenty: {names}",
        "cli.argparse.unrecognized": "neznámé argumenty: {names}",
        "cli.argparse.invalid-choice": "neplatná volba: {value} (vyberte z: {choices})",
        "cli.argparse.invalid-value": "neplatná hodnota typu {type}: {value}",
        "cli.argparse.invalid-int": "neplatná hodnota {value}: očekává se celé číslo",
        "cli.argparse.expected-one": "očekává se jedna hodnota",
        "cli.argparse.expected-at-most-one": "očekává se nejvýše jedna hodnota",
        "cli.argparse.expected-at-least-one": "očekává se alespoň jedna hodnota",
        "cli.argparse.ambiguous": "nejednoznačná volba: {option} může znamenat {matches}",
        "cli.argparse.ignored-explicit": "nadbytečná hodnota {names}: tato volba žádnou nepřijímá",
        "cli.argparse.not-allowed": "nelze použít spolu s argumentem {names}",
        "cli.argparse.one-of-required": "je povinný jeden z argumentů {names}",
        "cli.help.command": "příkaz; každý má vlastní --help",
        "cli.help.format": "formát výstupu (výchozí: text)",
        "cli.help.to": "formát, do kterého se turnaj zapíše: tournament JSON nebo TRF-16",
        "cli.help.card": "karta jednoho hráče (JSON, formats.md, oddíl 3)",
        "cli.help.player-a": "hráč výše, nebo ten, kdo se ptá: startovní číslo nebo jméno",
        "cli.help.player-b": "hráč níže (bez něj: srovnání s hráči těsně nad a pod)",
        "cli.metavar.command": "příkaz",
        "cli.metavar.file": "soubor",
        "cli.metavar.player": "hráč",
        "cli.metavar.player-a": "hráč_a",
        "cli.metavar.player-b": "hráč_b",
        "cli.metavar.card": "karta",
        "cli.metavar.rules": "PRAVIDLA",
        "cli.metavar.order": "POŘADÍ",
        "cli.metavar.preset": "PŘEDVOLBA",
        "cli.metavar.tiebreak": "KÓD",
        "cli.metavar.output": "VÝSTUP",
        "cli.metavar.encoding": "NÁZEV",
        "cli.metavar.dir": "ADRESÁŘ",
        "cli.metavar.own-opp": "VLASTNÍ:SOUPEŘ",
        "cli.metavar.pairs": "DVOJICE",
        "cli.metavar.prizes": "CENY",
        "standings.csv.rank": "pořadí",
        "standings.csv.shared": "dělené",
        "standings.csv.id": "číslo",
        "standings.csv.name": "jméno",
        "standings.csv.points": "body",
        "standings.csv.withdrawn-after": "odstoupil po kole",
        "standings.csv.provisional": "předběžné",
        "standings.csv.yes": "ano",
    }
)
