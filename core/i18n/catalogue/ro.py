"""Romanian messages (ro): a translation of en.py, terms from glossary.md."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- words used inside other messages ------------------------------------------------
    "points": {"one": "{count} punct", "few": "{count} puncte", "other": "{count} de puncte"},
    "join.semicolon": "{left}; {right}",
    "outcome.win": "victorie",
    "outcome.draw": "remiză",
    "outcome.loss": "înfrângere",
    "outcome.forfeit-win": "câștig prin forfait",
    "outcome.forfeit-loss": "partidă pierdută prin forfait",
    "outcome.pab": "rundă liberă acordată la împerechere (PAB)",
    "outcome.full-bye": "rundă liberă de un punct (bye)",
    "outcome.half-bye": "rundă liberă de jumătate de punct (bye)",
    "outcome.zero-bye": "rundă liberă de zero puncte (bye)",
    "outcome.absent": "fără împerechere",
    "kind.played": "partidă jucată",
    "kind.forfeit-win": "câștig prin forfait",
    "kind.forfeit-loss": "partidă pierdută prin forfait",
    "kind.pab": "rundă liberă acordată la împerechere (PAB)",
    "kind.full-bye": "rundă liberă de un punct (bye)",
    "kind.half-bye": "rundă liberă de jumătate de punct (bye)",
    "kind.zero-bye": "rundă liberă de zero puncte (bye)",
    "kind.absent": "fără împerechere",
    # ---- tie-break names (glossary.md 1) -------------------------------------------------
    "tb.BH": "Buchholz",
    "tb.FB": "Buchholz anticipat (Fore Buchholz)",
    "tb.AOB": "Media Buchholz a adversarilor",
    "tb.SB": "Sonneborn-Berger",
    "tb.KS": "Sistemul Koya (KS)",
    "tb.PS": "Progresiv (cumulativ)",
    "tb.DE": "Partida directă",
    "tb.WIN": "Numărul de victorii",
    "tb.WON": "Numărul de partide câștigate la tablă",
    "tb.BPG": "Numărul de partide jucate cu negru",
    "tb.BWG": "Numărul de partide câștigate cu negrele",
    "tb.REP": "Runde în care jucătorul a ales să joace",
    "tb.STD": "Puncte standard",
    "tb.TPN": "Numărul de start în turneu",
    "tb.ARO": "Ratingul mediu al adversarilor (ARO)",
    "tb.TPR": "Rating de performanță în turneu (TPR)",
    "tb.PTP": "Performanța perfectă în turneu (PTP)",
    "tb.APRO": "Media ratingurilor de performanță ale adversarilor (APRO)",
    "tb.APPO": "Media performanțelor perfecte ale adversarilor (APPO)",
    "tb.RTNG": "Rating",
    "tb.MM": "Mediana modificată",
    "tb.SOLKOFF": "Solkoff",
    "tb.CUM": "Cumulativ (US Chess)",
    "tb.COO": "Cumulativul adversarilor",
    "tb.KASHDAN": "Kashdan",
    "tb.SBH": "Suma Buchholz a adversarilor",
    "tb.RBH": "Punctaj înmulțit cu Buchholz",
    "tb.RANKRES": "Rezultatele contra adversarilor în ordinea clasamentului",
    "tb.named": "{name} ({code})",
    "tb.cut": "{name} trunchiat (-{count})",
    "tb.median": "{name} median (Median-{count})",
    "tb.limit": "{name} (limită {limit})",
    # ---- citations that are names rather than article numbers ---------------------------
    "cite.fide": "FIDE C.07 {articles}",
    "cite.us-chess": "US Chess {articles}",
    "cite.cas": "regula {articles} ČAS",
    "cite.italian": "criteriul italian {articles}",
    "cite.fide-2009": "FIDE 2009, adversar virtual",
    "cite.pab-no-sb": "varianta pab-no-sb",
    "cite.sum-of-buchholz": "suma Buchholz",
    "cite.naive": "naive (Buchholz 97)",
    "cite.played-only": "played-only",
    # ---- how the rule set was chosen ----------------------------------------------------
    "rules.how.by-date": "ales după data de început {date}",
    "rules.how.no-date": "fără dată de început, deci ediția actuală",
    "rules.how.given": "indicat explicit",
    "rules.how.preset": "ales prin ordinea predefinită {preset}",
    # ---- explanation items: the arbiter's detail, then the plain sentence ----------------
    "entry.game": {
        "one": "{opponent}: {raw} punct",
        "few": "{opponent}: {raw} puncte",
        "other": "{opponent}: {raw} de puncte",
    },
    "entry.game.plain": {
        "one": "{opponent} a acumulat {raw} punct.",
        "few": "{opponent} a acumulat {raw} puncte.",
        "other": "{opponent} a acumulat {raw} de puncte.",
    },
    "entry.game-adjusted": {
        "one": "{opponent} are {raw}, contează ca {seen} (runda {rounds} se numără altfel, {why})",
        "few": "{opponent} are {raw}, contează ca {seen} (rundele {rounds} se numără altfel, "
        "{why})",
        "other": "{opponent} are {raw}, contează ca {seen} (rundele {rounds} se numără altfel, "
        "{why})",
    },
    "entry.game-adjusted.plain": {
        "one": "{opponent} a acumulat {raw}, dar contează ca {seen}: {opponent} nu a jucat "
        "runda {rounds}, care se numără altfel.",
        "few": "{opponent} a acumulat {raw}, dar contează ca {seen}: {opponent} nu a jucat "
        "rundele {rounds}, care se numără altfel.",
        "other": "{opponent} a acumulat {raw}, dar contează ca {seen}: {opponent} nu a jucat "
        "rundele {rounds}, care se numără altfel.",
    },
    "why.fide-16.3.2": "16.3.2",
    "why.unplayed-draws": "rundele nejucate contează ca remize",
    "why.uscf-34e": "rundele nejucate contează ½, 34E",
    "why.cas-unpaired": "rundele fără împerechere contează ½",
    "entry.rr-forfeit": "{outcome} în sistemul fiecare cu fiecare contează ca partidă contra "
    "{opponent}: {value} (15.2)",
    "entry.rr-forfeit.plain": "Într-un turneu fiecare cu fiecare, rezultatul dumneavoastră – "
    "{outcome} – contează totuși ca partidă contra {opponent}.",
    "entry.rr-free": "rundă liberă în sistemul fiecare cu fiecare: nu adaugă nimic (15.2)",
    "entry.rr-free.plain": "Runda în care nu ați avut adversar în turneul fiecare cu fiecare "
    "nu adaugă nimic.",
    "entry.rr-free-noarticle": "rundă liberă în sistemul fiecare cu fiecare: nu adaugă nimic",
    "entry.rr-free-noarticle.plain": "Runda în care nu ați avut adversar în turneul fiecare "
    "cu fiecare nu adaugă nimic.",
    "entry.dummy": "{outcome}: adversar fictiv (dummy) cu punctajul dumneavoastră {own} (16.4)",
    "entry.dummy.plain": "Rezultatul dumneavoastră – {outcome} – contează ca o partidă contra "
    "unui adversar cu același punctaj ca al dumneavoastră, {own}.",
    "entry.dummy-against": "{outcome} contra {opponent}: adversar fictiv (dummy) cu punctajul "
    "dumneavoastră {own} (16.4)",
    "entry.dummy-against.plain": "Rezultatul dumneavoastră contra {opponent} – {outcome} – "
    "contează ca o partidă contra unui adversar cu același "
    "punctaj ca al dumneavoastră, {own}.",
    "entry.dummy-cap-opponent": "{outcome} contra {opponent}: adversar fictiv (dummy) cu "
    "punctajul dumneavoastră {own}, limitat la punctajul ajustat "
    "pe care îl are {opponent}, {value} (16.4.1)",
    "entry.dummy-cap-opponent.plain": "Rezultatul dumneavoastră contra {opponent} – {outcome} "
    "– contează ca o partidă contra unui adversar cu același "
    "punctaj ca al dumneavoastră, {own}, dar nu mai mult "
    "decât punctajul pe care îl are {opponent}, {value}.",
    "entry.dummy-cap-rounds": "{outcome}: {rules} numără un adversar fictiv (dummy) cu "
    "punctajul dumneavoastră {own}, limitat la o remiză în fiecare "
    "rundă, {draw} × {rounds} = {value} (16.4.2)",
    "entry.dummy-cap-rounds.plain": "Rezultatul dumneavoastră – {outcome} – contează ca o "
    "partidă contra unui adversar cu același punctaj ca al "
    "dumneavoastră, {own}, dar nu mai mult decât o remiză în "
    "fiecare rundă: {draw} × {rounds} = {value}.",
    "entry.virtual": {
        "one": "{outcome}: adversarul virtual pornește de la punctajul dumneavoastră dinaintea "
        "rundei, {before}, primește rezultatul invers {reverse} și face remiză în "
        "{count} rundă ulterioară ({draw} × {count}) = {value}",
        "few": "{outcome}: adversarul virtual pornește de la punctajul dumneavoastră dinaintea "
        "rundei, {before}, primește rezultatul invers {reverse} și face remiză în "
        "{count} runde ulterioare ({draw} × {count}) = {value}",
        "other": "{outcome}: adversarul virtual pornește de la punctajul dumneavoastră "
        "dinaintea rundei, {before}, primește rezultatul invers {reverse} și face "
        "remiză în {count} de runde ulterioare ({draw} × {count}) = {value}",
    },
    "entry.virtual.plain": "Rezultatul dumneavoastră – {outcome} – contează ca o partidă "
    "contra unui adversar imaginar: punctajul dumneavoastră dinaintea "
    "acelei runde ({before}), plus rezultatul opus celui obținut de "
    "dumneavoastră ({reverse}), plus o remiză în fiecare rundă "
    "ulterioară: {value}.",
    "entry.uscf-own-zero": "{outcome}: propria rundă nejucată contează 0 conform US Chess 34E",
    "entry.uscf-own-zero.plain": "Propriul dumneavoastră rezultat – {outcome} – nu adaugă "
    "nimic după regulile US Chess.",
    "entry.cas-forfeit-paired": "{outcome}, totuși cu adversar la împerechere: {game}",
    "entry.cas-forfeit-paired.plain": "Rezultatul dumneavoastră – {outcome} – contează totuși "
    "ca partidă contra adversarului care v-a fost desemnat "
    "la împerechere.",
    "entry.cas-unpaired": "{outcome}: fără împerechere cu un adversar real, contează o remiză "
    "în fiecare rundă, {draw} × {rounds} = {value}",
    "entry.cas-unpaired.plain": "O rundă fără adversar real contează ca un adversar care a "
    "făcut remiză în fiecare rundă: {value}.",
    "entry.recorded.naive": {
        "one": "{opponent}: {value} punct, conform înregistrării",
        "few": "{opponent}: {value} puncte, conform înregistrării",
        "other": "{opponent}: {value} de puncte, conform înregistrării",
    },
    "entry.recorded.naive.plain": "{opponent} a acumulat {value}, numărat conform înregistrării.",
    "entry.recorded.played-only": {
        "one": "{opponent}: {value} punct",
        "few": "{opponent}: {value} puncte",
        "other": "{opponent}: {value} de puncte",
    },
    "entry.recorded.played-only.plain": "{opponent} a acumulat {value}.",
    "entry.forfeit-as-game": "{outcome} contează ca partidă: {game}",
    "entry.forfeit-as-game.plain": "Rezultatul dumneavoastră – {outcome} – se numără ca și "
    "cum partida s-ar fi jucat.",
    "entry.nothing.naive": "{outcome}: nu adaugă nimic conform Buchholz 97",
    "entry.nothing.naive.plain": "Rezultatul dumneavoastră – {outcome} – nu adaugă nimic.",
    "entry.nothing.played-only": "{outcome}: nu este o partidă jucată la tablă, nu adaugă nimic",
    "entry.nothing.played-only.plain": "Rezultatul dumneavoastră – {outcome} – nu provine "
    "dintr-o partidă jucată la tablă, deci nu adaugă "
    "nimic.",
    "mod.sb-factor": "× {factor} pentru rezultatul dumneavoastră = {amount}",
    "mod.sb-factor.plain": "Pentru Sonneborn-Berger, valoarea se înmulțește cu rezultatul "
    "dumneavoastră din acea rundă ({factor}): {amount}.",
    "mod.cut.low": "se elimină: cea mai mică valoare",
    "mod.cut.low.plain": "Este cea mai mică valoare, așa că nu se ia în calcul.",
    "mod.cut.lowest-opponent": "se elimină: adversarul cu cel mai mic punctaj (14.1.1)",
    "mod.cut.lowest-opponent.plain": "Este adversarul cu cel mai mic punctaj, așa că nu se "
    "ia în calcul.",
    "mod.cut.vur": "se elimină întâi: rundă nejucată voluntar (16.5)",
    "mod.cut.vur.plain": "Această rundă se elimină înaintea celorlalte, pentru că nu ați jucat-o "
    "(rundă liberă cerută, absență sau partidă pierdută prin forfait).",
    "mod.cut.high": "se elimină: cea mai mare valoare (mediană)",
    "mod.cut.high.plain": "Este cea mai mare valoare, așa că nu se ia în calcul.",
    "mod.cut.first-round": "se elimină: prima rundă",
    "mod.cut.first-round.plain": "Prima rundă nu se ia în calcul.",
    "mod.cut.lowest-rating": "se elimină: cel mai mic rating",
    "mod.cut.lowest-rating.plain": "Este cel mai mic rating, așa că nu se ia în calcul.",
    "mod.fore-assumed": "ultima rundă se consideră remiză (8.3)",
    "mod.fore-assumed.plain": "Pentru acest criteriu de departajare, ultima rundă contează "
    "ca remiză.",
    "entry.count.yes": "{outcome}: contează",
    "entry.count.yes.plain": "Rezultatul dumneavoastră – {outcome} – contează.",
    "entry.count.no": "{outcome}: nu contează",
    "entry.count.no.plain": "Rezultatul dumneavoastră – {outcome} – nu contează.",
    "entry.running": "{outcome}: punctaj cumulat {running}",
    "entry.running.plain": "După această rundă, punctajul dumneavoastră era {running}.",
    "entry.running-unearned": "{outcome}: punctaj cumulat {running}, minus {win} pentru un "
    "punct necâștigat la tablă",
    "entry.running-unearned.plain": "După această rundă, punctajul dumneavoastră era "
    "{running}; punctul pe care nu l-ați câștigat la tablă "
    "nu se numără aici.",
    "entry.std.double-forfeit": "{outcome}: dublu forfait",
    "entry.std.double-forfeit.plain": "Niciunul dintre jucători nu s-a prezentat la această "
    "partidă: nu aduce nimic.",
    "entry.std.versus": "{outcome}: {mine} contra {theirs}",
    "entry.std.versus.plain": "În această rundă ați obținut {mine}, iar adversarul "
    "dumneavoastră {theirs}.",
    "entry.std.versus-draw": "{outcome}: {mine} față de o remiză",
    "entry.std.versus-draw.plain": "În această rundă ați obținut {mine}, față de o remiză.",
    "entry.kashdan": "{outcome}: {points}",
    "entry.kashdan.plain": "Rezultatul dumneavoastră – {outcome} – aduce {points}.",
    "entry.koya.counts": "{opponent} are {raw}, pragul {threshold}: contează",
    "entry.koya.counts.plain": "{opponent} a acumulat {raw}, cel puțin jumătate din maxim "
    "({threshold}), deci rezultatul dumneavoastră în această "
    "partidă contează.",
    "entry.koya.below": "{opponent} are {raw}, pragul {threshold}: sub prag",
    "entry.koya.below.plain": "{opponent} a acumulat {raw}, mai puțin de {threshold}, deci "
    "rezultatul dumneavoastră în această partidă nu contează.",
    "entry.not-otb-skipped": "{outcome}: nu este o partidă jucată la tablă, se omite",
    "entry.not-otb-skipped.plain": "Rezultatul dumneavoastră – {outcome} – nu provine "
    "dintr-o partidă jucată la tablă, așa că nu se ia în "
    "calcul.",
    "entry.opponent-value": "{code} pentru {opponent} este {value} (vedeți explicația "
    "separată pentru {code})",
    "entry.opponent-value.plain": "{code} pentru {opponent} este {value}.",
    "entry.opponent-rating-value": "{code} pentru {opponent} este {value}",
    "entry.opponent-rating-value.plain": "{code} pentru {opponent} este {value}.",
    "entry.rated": "{opponent}: rating {rating}",
    "entry.rated.plain": "{opponent} are ratingul {rating}.",
    "entry.unrated": "{opponent} nu are rating: se omite (dați un rating de substituție, "
    "--unrated-rating N, pentru a număra partida)",
    "entry.unrated.plain": "{opponent} nu are rating, așa că această partidă nu se ia în calcul.",
    "entry.de.forfeit": "{outcome} contra {opponent}: forfait, se omite (6.1.1)",
    "entry.de.forfeit.plain": "O partidă care nu s-a jucat la tablă nu contează între "
    "jucătorii aflați la egalitate de puncte.",
    "entry.de.counted": "{outcome} contra {opponent}: contează",
    "entry.de.counted.plain": "Rezultatul dumneavoastră contra {opponent} contează.",
    "entry.de.averaged": "{outcome} contra {opponent}: una dintre partidele dintre "
    "dumneavoastră (în total {count}), cu media: {points} / {count}",
    "entry.de.averaged.plain": {
        "one": "Ați jucat {count} partidă cu {opponent}; fiecare partidă contează cu partea "
        "ei din medie.",
        "few": "Ați jucat {count} partide cu {opponent}; fiecare partidă contează cu partea "
        "ei din medie.",
        "other": "Ați jucat {count} de partide cu {opponent}; fiecare partidă contează cu "
        "partea ei din medie.",
    },
    "entry.rankres": "{outcome} contra {opponent} (locul {rank} după puncte)",
    "entry.rankres.plain": "Rezultatul dumneavoastră contra {opponent} (locul {rank} după "
    "puncte): {outcome}.",
    # ---- summaries ----------------------------------------------------------------------
    "summary.sum": "{code} = {value}",
    "summary.minus": "{left} − {amount} (runda {round}, {outcome}, {why})",
    "summary.equals": "{left} = {value}",
    "summary.removed.vur": "se elimină întâi conform 16.5",
    "summary.removed.high": "cea mai mare valoare, se elimină",
    "summary.removed.low": "cea mai mică valoare, se elimină",
    "summary.removed.lowest-opponent": "adversarul cu cel mai mic punctaj, se elimină",
    "summary.rbh": "{code} = puncte {points} × Buchholz {buchholz} = {value}",
    "summary.mm.even": "punctaj echilibrat ({points} din {rounds}): {rest}",
    "summary.mm.plus": "punctaj pozitiv ({points} din {rounds}): {rest}",
    "summary.mm.minus": "punctaj negativ ({points} din {rounds}): {rest}",
    "summary.count.WIN": {
        "one": "{code} = {count} rundă câștigată",
        "few": "{code} = {count} runde câștigate",
        "other": "{code} = {count} de runde câștigate",
    },
    "summary.count.WON": {
        "one": "{code} = {count} partidă câștigată",
        "few": "{code} = {count} partide câștigate",
        "other": "{code} = {count} de partide câștigate",
    },
    "summary.count.BPG": {
        "one": "{code} = {count} partidă cu negrele",
        "few": "{code} = {count} partide cu negrele",
        "other": "{code} = {count} de partide cu negrele",
    },
    "summary.count.BWG": {
        "one": "{code} = {count} victorie cu negrele",
        "few": "{code} = {count} victorii cu negrele",
        "other": "{code} = {count} de victorii cu negrele",
    },
    "summary.count.REP": {
        "one": "{code} = {count} rundă aleasă pentru joc",
        "few": "{code} = {count} runde alese pentru joc",
        "other": "{code} = {count} de runde alese pentru joc",
    },
    "summary.terms": "{code} = {terms} = {value}",
    "summary.plus": "{left} + {right}",
    "summary.value": "{code} = {value}",
    "summary.tpn": "numărul de start {id} (mai mic este mai bine)",
    "summary.no-otb": "nicio partidă jucată la tablă: fără valoare",
    "summary.average": "{code} = {total} / {count} = {exact}, rotunjit (jumătatea în sus) "
    "la {value}",
    "summary.too-few-for-cut": "prea puține partide jucate la tablă pentru trunchiere: fără "
    "valoare",
    "summary.tpr": "TPR = ratingul mediu {mean} + dp({p}) {dp} = {exact}, rotunjit "
    "(jumătatea în sus) la {value}",
    "summary.ptp.no-points": "niciun punct: cel mai mic rating al adversarilor {lowest} − 800",
    "summary.ptp.search": {
        "one": "cel mai mic R pentru care scorul așteptat contra {count} adversar atinge {target}",
        "few": "cel mai mic R pentru care scorul așteptat contra {count} adversari atinge {target}",
        "other": "cel mai mic R pentru care scorul așteptat contra {count} de adversari "
        "atinge {target}",
    },
    "summary.ptp": "PTP = {value}: {how}",
    "summary.rounded": "{code} = {exact}, rotunjit (jumătatea în sus) la {value}",
    "summary.rating": "rating {rating}",
    "summary.unrated": "fără rating",
    "summary.rankres": "rezultate nenule, începând cu adversarul cel mai bine clasat",
    "summary.de.group": "grupul {names}: {steps}",
    "summary.de.never-tied": "fără egalitate cu alt jucător: DE nu se aplică",
    "summary.de.earlier": "la egalitate de puncte cu alții, dar un criteriu anterior i-a "
    "departajat deja: DE nu se aplică",
    "de.member": "{name} {score}",
    "de.member-max": "{name} {score} (max. {maximum})",
    "de.step.level": "6.2: {members}: la egalitate, nu se departajează",
    "de.step.ordered": "6.2: {members}",
    "de.step.none-placed": "6.3: {members}: nimeni nu poate fi clasat",
    "de.step.placed": "6.3: {members}: se clasează {placed}",
    # ---- warnings (rules.md 8.3) --------------------------------------------------------
    "warning.buchholz-in-round-robin": "{codes} în sistemul fiecare cu fiecare: valorile "
    "sunt calculate totuși, dar FIDE C.07 (2026) art. 8 "
    "prevede că criteriile Buchholz nu se folosesc în "
    "turneele fiecare cu fiecare",
    "warning.rating-tiebreak-dropped": "Eliminare din ordinea de departajare: {codes} – "
    "jucători fără rating: {players} (C.07 art. 10; dați "
    "un rating de substituție, --unrated-rating N, pentru a păstra criteriile)",
    "warning.colours-missing": "Eliminare din ordinea de departajare: {codes} – partide fără "
    "culoare",
    "warning.unbroken-tie": "{players}: departajare imposibilă prin puncte și {codes}; "
    "împart locul {rank}",
    "warning.unbroken-tie-no-order": "{players}: departajare imposibilă prin puncte, fără "
    "criterii de departajare; împart locul {rank}",
    # ---- why (rules.md 8.2) -------------------------------------------------------------
    "why.place.head": "{name} este pe locul {rank} din {count}, cu {points}.",
    "why.place.head-shared": "{name} împarte locurile {rank}–{last} din {count}, cu {points}.",
    "why.place.above": "{other} (locul {rank}) are tot {points} și este mai sus la {code} cu "
    "{diff}: {value_other} față de {value_own}.",
    "why.place.below": "{other} (locul {rank}) are tot {points}; {name} este mai sus la {code} cu "
    "{diff}: {value_own} față de {value_other}.",
    "why.points": "{above} este mai sus decât {below} la puncte: {high} față de {low}.",
    "why.de": "Ambii jucători au câte {points}. {above} este mai sus decât {below} prin "
    "partida directă ({code}): {above} {value_above}, {below} {value_below}; "
    "{detail}.",
    "why.rankres": "Ambii jucători au câte {points}, iar la toate criteriile de departajare "
    "anterioare sunt la egalitate. {above} este mai sus decât {below} după "
    "rezultatele contra adversarilor în ordinea clasamentului (RANKRES): "
    "{decider}.",
    "why.value": "Ambii jucători au câte {points}. {above} este mai sus decât {below} la "
    "{code}: {value_above} față de {value_below}.",
    "why.value-level": "Ambii jucători au câte {points}, iar la {earlier} sunt la egalitate. "
    "{above} este mai sus decât {below} la {code}: {value_above} față de "
    "{value_below}.",
    "why.shared": "{above} și {below} nu se departajează nici prin puncte, nici prin "
    "{codes}: împart locul {rank}.",
    "why.shared-no-order": "{above} și {below} nu se departajează nici prin puncte, nici "
    "prin vreun criteriu de departajare: împart locul {rank}.",
    "why.rankres.shorter": "la rezultatul {index}, {below} nu mai are rezultate nenule",
    "why.rankres.rank": "la rezultatul {index}: {above} l-a obținut contra unui adversar de "
    "pe locul {rank_above}, {below} contra unuia de pe locul {rank_below}",
    "why.rankres.win": "la rezultatul {index}, contra unor adversari de pe același loc, o "
    "victorie valorează mai mult decât o remiză",
    "why.rankres.equal": "listele sunt egale",
    # ---- explanation layout -------------------------------------------------------------
    "explain.head": "{code} pentru {player} ({id}) conform {rules}: {value}",
    "explain.head-markdown": "**{code}** pentru **{player}** ({id}) conform `{rules}`: **{value}**",
    "explain.round": "Runda {round}: ",
    "explain.adds-nothing": "nu adaugă nimic",
    "explain.cut": "eliminat",
    "explain.yes": "da",
    "explain.column.round": "runda",
    "explain.column.kind": "tip",
    "explain.column.opponent": "adversar",
    "explain.column.raw": "punctaj înregistrat",
    "explain.column.value": "valoare",
    "explain.column.cut": "eliminat",
    "explain.column.note": "notă",
    "explain.column.rule": "regulă",
    # ---- standings layout ---------------------------------------------------------------
    "standings.title-before": "{name}: clasamentul înainte de runda {round} din {rounds}",
    "standings.title": "{name}: clasamentul după runda {round} din {rounds}",
    "standings.title-live": "{name}: clasament provizoriu în timpul rundei {round} din {rounds}",
    "standings.tournament": "Turneu",
    "standings.standings": "Clasament",
    "standings.rules": "Regulament: {rules} ({how}); ordinea de departajare: {order}",
    "standings.rules-markdown": "Regulament `{rules}`, ordinea de departajare {order}",
    "standings.points-only": "doar puncte",
    "standings.warnings": "Avertismente:",
    "standings.column.rk": "Loc",
    "standings.column.rank": "Locul",
    "standings.column.no": "Nr.",
    "standings.column.name": "Nume",
    "standings.column.pts": "Pct.",
    # ---- the command line ---------------------------------------------------------------
    "cli.error.encoding": (
        "codificarea ieșirii {encoding} nu poate scrie {char}; setați "
        "PYTHONIOENCODING=utf-8 (sau alegeți alt --lang)"
    ),
    "cli.ties.why": "De ce {above} este mai sus decât {below}:",
    "cli.ties.pair": "{above} și {below}:",
    "cli.ties.none": "Nu există jucători la egalitate de puncte: nu a fost nevoie de niciun "
    "criteriu de departajare.",
    "cli.ties.title": "Explicații",
    "cli.explain.player": "{player} ({id}): {points}, locul {rank}; regulament {rules} ({how})",
    "cli.explain.player-shared": "{player} ({id}): {points}, locul {rank} (la egalitate); "
    "regulament {rules} ({how})",
    "cli.warning": "avertisment:",
    "cli.check.ok": {
        "one": "{file}: în regulă — {count} jucător, runde jucate: {played} din {rounds}, "
        "fiecare partidă este înregistrată la fel la ambii jucători",
        "few": "{file}: în regulă — {count} jucători, runde jucate: {played} din {rounds}, "
        "fiecare partidă este înregistrată la fel la ambii jucători",
        "other": "{file}: în regulă — {count} de jucători, runde jucate: {played} din "
        "{rounds}, fiecare partidă este înregistrată la fel la ambii jucători",
    },
    "cli.calc.head": "Fișa conform {rules}: contează {score} pentru adversarii dumneavoastră",
    "cli.calc.items": "Buchholz, rundă cu rundă:",
    "cli.error.empty-order": "ordinea este goală: indicați un criteriu de departajare cu "
    "--tiebreak",
    "cli.error.same-player": "indicați doi jucători diferiți",
    "cli.error.live-after-round": (
        "--live și --after-round se exclud: "
        "--after-round K numără doar rundele 1-K, --live și runda în desfășurare"
    ),
    "cli.help.description": "Criterii de departajare pentru turnee de șah în sistem elvețian "
    "și fiecare cu fiecare, cu calculele afișate.",
    "cli.help.version": "afișează versiunea și iese",
    "cli.help.notation": "cum sunt scrise celulele tabelului: standard (+W9, =B9, BYE) sau uscf "
    "(tabelul US Chess: W5, D2, L4, X8, F8, B, H, U); implicit: ce spune "
    "fișierul, altfel standard",
    "cli.help.lang": "limba rezultatului: {langs} (implicit: $TIEBREAK_LANG, altfel en)",
    "cli.help.rules": "regulamentul pentru rundele nejucate: {names}",
    "cli.help.order": "ordinea de departajare, de ex. BH-C1,BH,SB",
    "cli.help.preset": "ordine și regulament predefinite: {names}",
    "cli.help.after-round": "clasamentul după runda K (contează doar primele K runde)",
    "cli.help.unrated-rating": "ratingul folosit pentru jucătorii fără rating la criteriile "
    "bazate pe rating (C.07 10)",
    "cli.help.standings": "tabelul clasamentului cu coloanele criteriilor de departajare",
    "cli.help.file": "turneu în format tournament JSON, TRF-16 sau CSV (sau lichess:ID)",
    "cli.help.explain-ties": "după tabel, explică fiecare egalitate între jucători vecini",
    "cli.help.explain": "valorile de departajare ale unui jucător, rundă cu rundă",
    "cli.help.player": "numărul de start sau numele",
    "cli.help.short": "criteriile jucătorului într-un paragraf și de ce este pe locul său",
    "cli.help.tiebreak": "un cod (implicit: fiecare cod din ordine; cu --format json, primul)",
    "cli.help.why": "ce criteriu a pus un jucător înaintea altuia",
    "cli.help.check": "validează un fișier: fiecare problemă cu linia sau celula ei",
    "cli.help.convert": "scrie turneul ca tournament JSON sau TRF-16",
    "cli.help.output": "fișierul de scris (implicit: ieșirea standard)",
    "cli.help.calc": "fișa unui jucător, sub forma unui vector de rezultate",
    # ---- errors -------------------------------------------------------------------------
    "error.line": "linia {line}",
    "error.cell.player": "jucătorul {id}",
    "error.cell.player-round": "jucătorul {id}, runda {round}",
    "error.more-problems": {
        "one": "… și încă {more} problemă",
        "few": "… și încă {more} probleme",
        "other": "… și încă {more} de probleme",
    },
    "error.unknown-tiebreak": "criteriu de departajare necunoscut {code}; coduri cunoscute: "
    "{known}",
    "error.unknown-rule-set": "regulament necunoscut {name}; cunoscute: {known}",
    "error.unknown-preset": "ordine predefinită necunoscută {name}; cunoscute: {known}",
    "error.player-ambiguous": "{query} corespunde mai multor jucători: {candidates}",
    "error.player-unknown": "niciun jucător nu corespunde cu {query}",
    "error.after-round": "după runda {round}: rezultatele conțin rundele de la 1 la {last}",
    "cli.error.needs-httpx": "citirea de pe lichess necesită httpx: pip install "
    "'tiebreak[lichess]'",
}


# ---- the arbiter's leftovers: LOTS, MANUAL, single winner, withdrawn marks
# (core/engine/arbiter.py, core/tiebreaks/arbiter.py, docs/arbiter.md) -----------------------------
MESSAGES.update(
    {
        "arbiter.trf.manual": "TRF nu are un câmp pentru valoarea arbitrului manual_tiebreak "
        "{value}",
        "arbiter.trf.lots-seed": "TRF nu are o înregistrare pentru seed-ul tragerii la sorți "
        "{seed}",
        "arbiter.trf.single-winner": "TRF nu are o înregistrare pentru regula unui singur "
        "câștigător "
        "(single_winner)",
        "tb.MANUAL": "Decizia arbitrului",
        "tb.LOTS": "Tragere la sorți",
        "arbiter.order.lots": "{code} (tragere la sorți, seed {seed})",
        "arbiter.order.manual": "{code} (decizia arbitrului)",
        "arbiter.lots.summary": "tragere la sorți (seed {seed}): {draw}, numărul {lot} din {count} "
        "(mai mic este mai bine)",
        "arbiter.lots.no-seed": "niciun seed înregistrat pentru tragerea la sorți: fără valoare",
        "arbiter.manual.summary": "decizia arbitrului: {value} (mai mic este mai bine)",
        "arbiter.manual.none": "arbitrul nu a dat nicio valoare acestui jucător: se clasează după "
        "toți cei care au una",
        "arbiter.manual.none-short": "niciuna",
        "arbiter.error.seed": "seed-ul tragerii la sorți trebuie să fie un număr întreg de la 0 la "
        "{most}, s-a găsit {seed}",
        "arbiter.error.lots-needs-seed": "LOTS necesită seed-ul tragerii la sorți: indicați --lots "
        'SEED sau "lots_seed" în fișierul turneului',
        "arbiter.error.manual": "manual_tiebreak trebuie să fie un număr (mai mic este mai "
        "bine), s-a "
        "găsit {found}",
        "arbiter.error.lots-seed": "lots_seed trebuie să fie un număr întreg de la 0 la "
        "{most}, s-a "
        "găsit {found}",
        "arbiter.error.single-winner": "single_winner trebuie să fie true sau false, s-a găsit "
        "{found}",
        "warning.single-winner-tie": "Regulamentul cere un singur câștigător, dar {players} împart "
        "locul 1 după toate criteriile de departajare: adăugați un ultim "
        "criteriu decis de arbitru: LOTS, tragere la sorți cu seed "
        'înregistrat (--lots SEED sau "lots_seed" în fișierul '
        'turneului), sau MANUAL (un "manual_tiebreak" pentru fiecare '
        "dintre ei)",
        "warning.single-winner-level": "Regulamentul cere un singur câștigător, dar {players} "
        "împart "
        "încă locul 1 după {codes}: dați fiecăruia un "
        '"manual_tiebreak" diferit sau adăugați LOTS cu un seed '
        "(--lots SEED)",
        "why.lots": "Ambii jucători au câte {points}. {above} este mai sus decât {below} prin "
        "tragere "
        "la sorți (LOTS, seed {seed}): numărul {value_above} față de {value_below}.",
        "why.lots-level": "Ambii jucători au câte {points}, iar la {earlier} sunt la egalitate. "
        "{above} este mai sus decât {below} prin tragere la sorți (LOTS, seed "
        "{seed}): numărul {value_above} față de {value_below}.",
        "why.manual": "Ambii jucători au câte {points}. {above} este mai sus decât {below} prin "
        "decizia arbitrului (MANUAL): {value_above} față de {value_below}, mai mic este "
        "mai bine.",
        "why.manual-level": "Ambii jucători au câte {points}, iar la {earlier} sunt la egalitate. "
        "{above} este mai sus decât {below} prin decizia arbitrului (MANUAL): "
        "{value_above} față de {value_below}, mai mic este mai bine.",
        "standings.withdrawn": "retragere după runda {round}",
        "standings.withdrawn-before": "retragere înainte de runda 1",
        "standings.column.note": "Notă",
        "cli.help.lots": "ultimele egalități se decid prin tragere la sorți cu acest seed (număr "
        "întreg; criteriul LOTS, adăugat la sfârșitul ordinii)",
        "cli.help.single-winner": "regulamentul cere un singur câștigător: avertisment și "
        "ieșire cu "
        "codul 1 dacă clasamentul final lasă locul 1 împărțit",
    }
)


# ---- rounds in progress: pending games, provisional standings (core/engine/progress.py) -----
MESSAGES.update(
    {
        "outcome.pending": "rezultat în așteptare",
        "progress.first": (
            "runda {round} în desfășurare, nicio rundă încă încheiată (partide terminate:"
            " {finished} din {count})"
        ),
        "progress.first-live": (
            "PROVIZORIU: partidele terminate din runda {round}, prima (partide terminate:"
            " {finished} din {count}; o partidă în așteptare nu aduce încă nimic)"
        ),
        "cli.check.pending-first": (
            "{file}: runda {round} în desfășurare: partide în așteptare: {count} din "
            "{games} (informație, nu eroare); nicio rundă nu e încă încheiată, standings "
            "--live numără partidele terminate"
        ),
        "progress.after": {
            "one": "după runda {after}; runda {round} în desfășurare: {finished} din "
            "{count} partidă terminată",
            "few": "după runda {after}; runda {round} în desfășurare: {finished} din "
            "{count} partide terminate",
            "other": "după runda {after}; runda {round} în desfășurare: {finished} "
            "din {count} de partide terminate",
        },
        "progress.live": {
            "one": "PROVIZORIU: după runda {after} și partidele terminate din runda "
            "{round} ({finished} din {count} partidă terminată; o partidă în "
            "așteptare nu aduce încă nimic)",
            "few": "PROVIZORIU: după runda {after} și partidele terminate din runda "
            "{round} ({finished} din {count} partide terminate; o partidă în "
            "așteptare nu aduce încă nimic)",
            "other": "PROVIZORIU: după runda {after} și partidele terminate din runda "
            "{round} ({finished} din {count} de partide terminate; o partidă "
            "în așteptare nu aduce încă nimic)",
        },
        "error.after-round-in-progress": "după runda {round}: runda {current} este în desfășurare; "
        "ultima rundă completă este {last}",
        "cli.check.pending": {
            "one": "{file}: runda {round} în desfășurare: {count} partidă din "
            "{games} fără rezultat (informație, nu eroare); clasamentul "
            "numără rundele de la 1 la {after}, standings --live adaugă "
            "partidele terminate",
            "few": "{file}: runda {round} în desfășurare: {count} partide din "
            "{games} fără rezultat (informație, nu eroare); clasamentul "
            "numără rundele de la 1 la {after}, standings --live adaugă "
            "partidele terminate",
            "other": "{file}: runda {round} în desfășurare: {count} de partide din "
            "{games} fără rezultat (informație, nu eroare); clasamentul "
            "numără rundele de la 1 la {after}, standings --live adaugă "
            "partidele terminate",
        },
        "cli.help.live": "clasament provizoriu: adaugă partidele terminate din runda în "
        "desfășurare "
        "(partidele fără rezultat nu aduc nimic)",
    }
)


# ---- the command line's edges: argparse's own words, help for every option, the usage
# line's placeholders (core/cli/argparse_words.py, core/cli/parser.py) ---------------------
MESSAGES.update(
    {
        "cli.argparse.usage": "utilizare:",
        "cli.argparse.positionals": "argumente poziționale",
        "cli.argparse.options": "opțiuni",
        "cli.argparse.help": "afișează acest mesaj de ajutor și iese",
        "cli.argparse.argument": "argumentul {argument}: {message}",
        "cli.argparse.required": "lipsesc argumentele obligatorii: {names}",
        "cli.argparse.unrecognized": "argumente nerecunoscute: {names}",
        "cli.argparse.invalid-choice": "opțiune nevalidă: {value} (alegeți dintre: {choices})",
        "cli.argparse.invalid-value": "valoare nevalidă de tip {type}: {value}",
        "cli.argparse.invalid-int": "valoare nevalidă {value}: se așteaptă un număr întreg",
        "cli.argparse.expected-one": "se așteaptă o valoare",
        "cli.argparse.expected-at-most-one": "se așteaptă cel mult o valoare",
        "cli.argparse.expected-at-least-one": "se așteaptă cel puțin o valoare",
        "cli.argparse.ambiguous": "opțiune ambiguă: {option} poate însemna {matches}",
        "cli.argparse.ignored-explicit": "valoare în plus {names}: această opțiune nu primește "
        "nicio valoare",
        "cli.argparse.not-allowed": "nu poate fi folosit împreună cu argumentul {names}",
        "cli.argparse.one-of-required": "unul dintre argumentele {names} este obligatoriu",
        "cli.help.command": "comanda; fiecare are propriul --help",
        "cli.help.format": "formatul rezultatului (implicit: text)",
        "cli.help.to": "formatul în care se scrie turneul: tournament JSON sau TRF-16",
        "cli.help.card": "fișa unui jucător (JSON, formats.md, secțiunea 3)",
        "cli.help.player-a": "jucătorul clasat mai sus sau cel care întreabă: numărul de start "
        "sau numele",
        "cli.help.player-b": "jucătorul clasat mai jos (fără el: comparația cu jucătorii imediat "
        "deasupra și dedesubt)",
        "cli.metavar.command": "comanda",
        "cli.metavar.file": "fișier",
        "cli.metavar.player": "jucător",
        "cli.metavar.player-a": "jucător_a",
        "cli.metavar.player-b": "jucător_b",
        "cli.metavar.card": "fișa",
        "cli.metavar.rules": "REGULAMENT",
        "cli.metavar.order": "ORDINE",
        "cli.metavar.preset": "PREDEFINIT",
        "cli.metavar.tiebreak": "COD",
        "cli.metavar.output": "IEȘIRE",
        "cli.metavar.encoding": "NUME",
        "cli.metavar.dir": "DIRECTOR",
        "cli.metavar.own-opp": "PROPRIU:ADVERSAR",
        "cli.metavar.pairs": "PERECHI",
        "cli.metavar.prizes": "PREMII",
        "standings.csv.rank": "locul",
        "standings.csv.shared": "la egalitate",
        "standings.csv.id": "nr",
        "standings.csv.name": "nume",
        "standings.csv.points": "puncte",
        "standings.csv.withdrawn-after": "retras după runda",
        "standings.csv.provisional": "provizoriu",
        "standings.csv.yes": "da",
    }
)
