"""The messages of game scores in cs (glossary.md section 6: skóre, rozdíl skóre, součet
vlastního skóre, začínání)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "scrabble.tb.SPREAD": "Rozdíl skóre",
    "scrabble.tb.SCORE": "Součet vlastního skóre",
    "scrabble.tb.TURCAS": "TurČAS",
    "scrabble.tb.BRIGHTWELL": "Brightwell",
    "scrabble.cite.game-score": "skóre partie",
    "scrabble.cite.bye-score": "bye_score",
    "scrabble.cite.forfeit-score": "forfeit_score",
    "scrabble.cite.spread-cap": "spread_cap",
    "scrabble.cite.turcas": "ČAS TurČAS",
    "scrabble.cite.brightwell": "Brightwell (odvozeno)",
    "scrabble.item.game": "partie {score}, rozdíl {diff}",
    "scrabble.item.bye": "bye_score {score}, rozdíl {diff}",
    "scrabble.item.forfeit": "forfeit_score {score} ({kind}), rozdíl {diff}",
    "scrabble.item.game.own": "partie {score}, vlastní skóre {own}",
    "scrabble.item.bye.own": "bye_score {score}, vlastní skóre {own}",
    "scrabble.item.forfeit.own": "forfeit_score {score}, vlastní skóre {own}",
    "scrabble.item.capped": "omezeno na {capped} (spread_cap {cap})",
    "scrabble.item.capped.plain": "Strop rozdílu omezuje, kolik jedna partie započítá.",
    "scrabble.item.nothing": "{kind}: nepřidává nic",
    "scrabble.item.nothing.plain": "Toto kolo nepřidává nic k součtům skóre.",
    "scrabble.item.started": "začínal",
    "scrabble.item.second": "nezačínal",
    "scrabble.summary.spread": "rozdíl skóre {spread} (započtené rozdíly); skóre {score}:{against}",
    "scrabble.summary.score": "součet vlastního skóre {score} (soupeři {against})",
    "scrabble.summary.no-scores": "turnaj nemá skóre partií: bez hodnoty",
    "scrabble.summary.turcas": "TURCAS = {a} / {k} × {bh} + {b} × {score} + {c} × {spread} "
    "+ {d} × {zac} = {t1} {t2} {t3} {t4} = {value} ({sources})",
    "scrabble.summary.brightwell": "BRIGHTWELL = {score} + {a} / {k} × {bh} = {t1} {t2} = "
    "{value} ({sources})",
    "scrabble.paren": "(−{x})",
    "scrabble.plus": "+ {x}",
    "scrabble.minus": "− {x}",
    "scrabble.origin.mean": "průměrný součet skóre partie z {games} partií ({total} / {games} "
    "= {mean})",
    "scrabble.sources.turcas-bare": "A: průměrné skóre partie; B, D: výchozí, hodnoty ČAS "
    "neznámé; C: ČAS 2002",
    "scrabble.sources.turcas-given": "koeficienty podle kódu; hodnoty B a D ČAS nejsou známy",
    "scrabble.sources.brightwell-bare": "K: průměrné skóre partie; vzorec Brightwella odvozen",
    "scrabble.sources.brightwell-given": "K podle kódu; vzorec Brightwella odvozen",
    "scrabble.term.BH": "Buchholz",
    "scrabble.term.SCORE": "součet vlastního skóre (AbsSkore)",
    "scrabble.term.SPREAD": "rozdíl skóre (RelSkore)",
    "scrabble.term.ZAC": "začínání: partie nezačínal minus začínal (Zacinani)",
    "scrabble.coefficients": "koeficienty {coefficients}, k = {k}",
    "scrabble.coefficient": "{name} = {value}",
    "scrabble.coefficient-from": "{name} = {value}, {origin}",
    "scrabble.term": "{term}: {quantity} × {factor} = {value}",
    "scrabble.warning.game-scores-missing": "turnaj nemá v započtených kolech skóre partií: "
    "{codes} vynecháno z pořadí",
    "scrabble.input.score-malformed": "chybné skóre partie {found}: očekáváno vlastní:soupeř, "
    "dvě celá čísla, např. 412:380",
    "scrabble.input.score-not-game": "skóre {score} u {token}, což není odehraná partie: "
    "volné losy a kontumace berou bye_score / forfeit_score, nechte je prázdné",
    "scrabble.input.score-missing": "partie {token} nemá skóre, ačkoli jiné partie ho mají: "
    "každá odehraná partie potřebuje své skóre",
    "scrabble.input.result-vs-score": "výsledek {token} neodpovídá skóre {score}: výhra "
    "potřebuje vyšší skóre, remíza stejné, prohra nižší (jinak rozhodnutou partii zadejte "
    "jako kontumaci)",
    "scrabble.input.sides-disagree": "skóre {score} neodpovídá zrcadlově skóre {other} "
    "zapsanému u {place} ({at})",
    "scrabble.input.sides-disagree-no-cell": "skóre {score} neodpovídá zrcadlově skóre "
    "{other} zapsanému u {place}",
    "scrabble.input.scores-list": "scores musí být seznam stejně dlouhý jako results "
    "({results} položek), nalezeno {found}",
    "scrabble.input.event-score": "{field} musí být vlastní:soupeř, dvě celá čísla, např. "
    "50:0, nalezeno {found}",
    "scrabble.input.spread-cap": "spread_cap musí být kladné celé číslo, nalezeno {found}",
    "scrabble.input.turcas-colour": "{code} s D ≠ 0 potřebuje vědět, kdo začínal každou "
    "partii, a tato partie nemá barvu (začínající hráč je bílý)",
    "scrabble.cli.spread-cap": "--spread-cap očekává kladné celé číslo nebo none, nalezeno {found}",
    "scrabble.cli.game-score": "{option} očekává VLASTNÍ:SOUPEŘ, dvě celá čísla, např. 50:0, "
    "nalezeno {found}",
    "scrabble.help.spread-cap": "omezit rozdíl skóre každého kola na N (none: bez stropu); "
    "nahrazuje spread_cap turnaje",
    "scrabble.help.bye-score": "skóre vlastní:soupeř za každý volný los (výchozí 0:0); nahrazuje "
    "bye_score turnaje",
    "scrabble.help.forfeit-score": "skóre vlastní:soupeř za kontumační výhru (poražený "
    "zrcadlově); nahrazuje forfeit_score turnaje",
    "scrabble.why.term": "{text} Rozhoduje člen {term}: {quantity_above} proti {quantity_below} "
    "({value_above} proti {value_below}).",
    "scrabble.why.term-one": "{text} Rozhoduje člen {term}: {quantity_above} proti "
    "{quantity_below}.",
    "scrabble.whatif.no-score": "Rozdíl skóre potřebuje skóre: výsledky {round}. kola, na které "
    "se ptáte, nemají skóre partie, proto pořadí níže počítá {codes} jen z předchozích kol; "
    "řádky pod každým výsledkem říkají, o kolik je třeba vyhrát nebo prohrát",
    "scrabble.whatif.head": "O kolik, podle {code}, proti hráčům, kteří mohou skončit se stejným "
    "počtem bodů:",
    "scrabble.whatif.head-level": "O kolik, podle {code}, proti hráčům, kteří mohou skončit se "
    "stejným počtem bodů a rovností v {codes}:",
    "scrabble.whatif.nobody": "nikdo další nemůže skončit se stejným počtem bodů jako {name}: "
    "rozdíl v partii nemění žádné pořadí",
    "scrabble.whatif.win-from": "výhra rozdílem {margin} a více dá hráči {name} místo před "
    "hráčem {rival} (rozdíl skóre {mine} proti {theirs}){level}",
    "scrabble.whatif.win-any": "jakákoli výhra dá hráči {name} místo před hráčem {rival} "
    "(rozdíl skóre {mine} proti {theirs}){level}",
    "scrabble.whatif.win-none": "žádná výhra nedá hráči {name} místo před hráčem {rival} "
    "(rozdíl skóre {mine} proti {theirs}){level}",
    "scrabble.whatif.loss-upto": "prohra rozdílem nejvýše {margin} udrží hráče {name} před "
    "hráčem {rival} (rozdíl skóre {mine} proti {theirs}){level}",
    "scrabble.whatif.loss-any": "i prohra jakýmkoli rozdílem udrží hráče {name} před hráčem "
    "{rival} (rozdíl skóre {mine} proti {theirs}){level}",
    "scrabble.whatif.loss-none": "žádná prohra neudrží hráče {name} před hráčem {rival} "
    "(rozdíl skóre {mine} proti {theirs}){level}",
    "scrabble.whatif.draw-above": "remíza udrží hráče {name} před hráčem {rival} v rozdílu "
    "skóre ({mine} proti {theirs}){level}",
    "scrabble.whatif.draw-below": "po remíze zůstane {rival} před hráčem {name} v rozdílu skóre "
    "({theirs} proti {mine}){level}",
    "scrabble.whatif.draw-level": "po remíze mají {name} a {rival} stejný rozdíl skóre ({mine}): "
    "rozhoduje {after}",
    "scrabble.whatif.level": "; při rozdílu přesně {level} mají stejný rozdíl skóre a rozhoduje "
    "{after}",
    "scrabble.whatif.level-cap": "; při rozdílu {level} a více (strop rozdílu) mají stejný "
    "rozdíl skóre a rozhoduje {after}",
    "scrabble.whatif.nothing-after": "žádné další kritérium",
    "scrabble.whatif.relative.win": "{rival} skončí se stejným počtem bodů výhrou na šachovnici "
    "{board}: {name} je před ním, když jeho rozdíl v kole minus rozdíl hráče {rival} je {margin} "
    "a více (rozdíl skóre {mine} proti {theirs})",
    "scrabble.whatif.relative.loss": "{rival} skončí se stejným počtem bodů prohrou na "
    "šachovnici {board}: {name} je před ním, když jeho rozdíl v kole minus rozdíl hráče {rival} "
    "je {margin} a více (rozdíl skóre {mine} proti {theirs})",
    "scrabble.whatif.more": "a další se stejným počtem bodů, vzdálenější v rozdílu skóre: {count}",
    "scrabble.whatif.cap": "nejvýše {cap}",
    "scrabble.whatif.no-cap": "bez stropu",
    "scrabble.whatif.mean": "M (průměrný součet skóre partie, včetně partií tohoto kola)",
    "scrabble.whatif.depends.score": "{code} rozhoduje vlastní skóre hráče {name} v {round}. "
    "kole, ne rozdíl: každý bod, který {name} získá, přidá 1, při výhře i prohře",
    "scrabble.whatif.depends.turcas": "{code} závisí na vlastním skóre hráče {name} i na "
    "rozdílu: {round}. kolo přidá {b} × vlastní skóre + {c} × rozdíl ({cap}) + {d} × (+1 "
    "nezačínal, −1 začínal) a člen Buchholz {a} / {k} × BH se mění s každým výsledkem kola",
    "scrabble.whatif.depends.brightwell": "{code} závisí na vlastním skóre hráče {name}, ne na "
    "rozdílu: {round}. kolo přidá 1 × vlastní skóre a člen Buchholz {a} / {k} × BH se mění s "
    "každým výsledkem kola",
    # the published page (tiebreak report)
    "scrabble.report.game-score": "Skóre",
    "scrabble.report.unplayed": "volný los nebo bye za celý bod přidá skóre za volný los (0:0, "
    "není-li nastaveno), kontumace skóre za kontumaci (poražený zrcadlově; bez nastavení nic), "
    "ostatní kola nic; člen Buchholz v TurČAS a Brightwell je počítá podle pravidel.",
    "scrabble.report.about.SPREAD": "Rozdíl skóre: součet vlastního skóre minus skóre soupeře "
    "v každém kole, v každém kole nejvýše strop rozdílu, pokud ho turnaj má.",
    "scrabble.report.about.SCORE": "Součet vlastního skóre ze všech partií, bez stropu.",
    "scrabble.report.about.TURCAS": "TurČAS, kritérium ČAS: A / k × Buchholz + B × součet "
    "vlastního skóre + C × rozdíl skóre + D × (partie nezačínal − partie začínal); "
    "koeficienty uvádí každá karta.",
    "scrabble.report.about.BRIGHTWELL": "Brightwell: součet vlastního skóre + K / k × Buchholz "
    "(vzorec odvozený); K uvádí každá karta.",
    "scrabble.report.crosstable-key": "412:380 za buňkou: skóre partie, vlastní skóre hráče v "
    "řádku první.",
    "scrabble.error.no-modifier": "{code}: {base} nemá modifikátor (jako -C1 nebo -M1); pište "
    "{base}",
    "scrabble.error.no-coefficients": "{code}: {base} nemá koeficienty; pište {base}",
    "scrabble.error.coefficients": "{code}: {base} má koeficienty {names} (nebo žádné, "
    "výchozí), např. {example}; počet zadaných: {found}",
    "scrabble.error.coefficient-text": "{code}: koeficienty {base} jsou desetinná čísla s "
    "tečkou, oddělená čárkami, např. {example}",
}
