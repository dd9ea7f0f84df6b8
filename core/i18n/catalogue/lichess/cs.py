"""The messages of lichess in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- the rule set (rules.md 4.10) -------------------------------------------------
    "lichess.how.imported": "výchozí pro turnaje převzaté z lichess",
    "lichess.tb.LPR": "výkon podle lichess (LPR)",
    "lichess.cite.lichess": "lichess",
    "lichess.cite.lichess-virtual": "virtuální soupeř lichess (FIDE C.02)",
    "lichess.entry.forfeit": "{outcome}, lichess počítá jako partii: {game}",
    "lichess.entry.forfeit.plain": "lichess počítá váš výsledek v tomto kole, {outcome}, jako "
    "partii proti nalosovanému soupeři s jeho konečným počtem "
    "bodů.",
    "lichess.entry.virtual": {
        "one": "{outcome}: lichess počítá virtuálního soupeře, který začíná kolo s vaším "
        "počtem bodů {before}, prohraje s vámi ({loss}) a remizuje {count} zbývající "
        "kolo ({draw} × {count}) = {value}",
        "few": "{outcome}: lichess počítá virtuálního soupeře, který začíná kolo s vaším "
        "počtem bodů {before}, prohraje s vámi ({loss}) a remizuje {count} zbývající "
        "kola ({draw} × {count}) = {value}",
        "many": "{outcome}: lichess počítá virtuálního soupeře, který začíná kolo s vaším "
        "počtem bodů {before}, prohraje s vámi ({loss}) a remizuje {count} "
        "zbývajícího kola ({draw} × {count}) = {value}",
        "other": "{outcome}: lichess počítá virtuálního soupeře, který začíná kolo s vaším "
        "počtem bodů {before}, prohraje s vámi ({loss}) a remizuje {count} "
        "zbývajících kol ({draw} × {count}) = {value}",
    },
    "lichess.entry.virtual.plain": "lichess počítá váš výsledek v tomto kole, {outcome}, jako "
    "výhru nad pomyslným soupeřem, který měl před tímto kolem "
    "váš počet bodů ({before}) a v každém dalším kole "
    "remizoval: {value}.",
    "lichess.entry.late": "{outcome} (lichess: pozdní přihlášení, {points} za 1. kolo): podle "
    "lichess nic nepřidává",
    "lichess.entry.late.plain": "Přihlásili jste se až po začátku 1. kola: lichess vám za toto "
    "kolo dává {points}, do pomocného hodnocení to ale nic "
    "nepřidává.",
    "lichess.entry.nothing": "{outcome}: bez soupeře, podle lichess nic nepřidává",
    "lichess.entry.nothing.plain": "Váš výsledek v tomto kole, {outcome}, nic nepřidává do "
    "pomocného hodnocení lichess.",
    # ---- LPR, lichess's performance -----------------------------------------------------
    "lichess.lpr.win": "{outcome}, soupeř {opponent}: rating {rating} + {step} = {value}",
    "lichess.lpr.draw": "{outcome}, soupeř {opponent}: rating {rating} + 0 = {value}",
    "lichess.lpr.loss": "{outcome}, soupeř {opponent}: rating {rating} − {step} = {value}",
    "lichess.lpr.unpaired": "{outcome}: nejde o nalosovanou partii, nepočítá se",
    "lichess.lpr.unrated": "{outcome}, soupeř {opponent}: bez ratingu, nepočítá se",
    "lichess.lpr.none": "žádná nalosovaná partie: bez hodnoty (lichess takového hráče řadí "
    "podle jeho vlastního ratingu)",
    "lichess.lpr.summary": "LPR = {total} / {count} = {exact}, useknuto na {value}",
    # ---- what lichess shows, beside another rule set -----------------------------------
    "lichess.compare.shows": "lichess ukazuje hráči {player} {code} {value}: tady je ten výpočet.",
    "lichess.compare.would-show": "lichess by hráči {player} ukázal {code} {value}: tady je "
    "ten výpočet.",
    "lichess.compare.would-be": {
        "one": "Podle {rules} ({how}) by {code} bylo {value}, protože {count} kolo se počítá "
        "jinak:",
        "few": "Podle {rules} ({how}) by {code} bylo {value}, protože {count} kola se "
        "počítají jinak:",
        "many": "Podle {rules} ({how}) by {code} bylo {value}, protože {count} kola se počítá "
        "jinak:",
        "other": "Podle {rules} ({how}) by {code} bylo {value}, protože {count} kol se "
        "počítá jinak:",
    },
    "lichess.compare.same": "Podle {rules} ({how}) je {code} také {value}.",
    "lichess.compare.instead": {
        "one": "lichess ukazuje {code} {lichess} místo {value} podle {rules}, protože "
        "{count} kolo se počítá jinak:",
        "few": "lichess ukazuje {code} {lichess} místo {value} podle {rules}, protože "
        "{count} kola se počítají jinak:",
        "many": "lichess ukazuje {code} {lichess} místo {value} podle {rules}, protože "
        "{count} kola se počítá jinak:",
        "other": "lichess ukazuje {code} {lichess} místo {value} podle {rules}, protože "
        "{count} kol se počítá jinak:",
    },
    "lichess.compare.would-instead": {
        "one": "lichess by ukázal {code} {lichess} místo {value} podle {rules}, protože "
        "{count} kolo se počítá jinak:",
        "few": "lichess by ukázal {code} {lichess} místo {value} podle {rules}, protože "
        "{count} kola se počítají jinak:",
        "many": "lichess by ukázal {code} {lichess} místo {value} podle {rules}, protože "
        "{count} kola se počítá jinak:",
        "other": "lichess by ukázal {code} {lichess} místo {value} podle {rules}, protože "
        "{count} kol se počítá jinak:",
    },
    "lichess.compare.instead-same": "lichess dává stejné {code}, {lichess}.",
    "lichess.compare.round": "kolo {round} ({kind}): lichess {lichess} — {lichess_note}; "
    "{rules} {other} — {other_note}",
    "lichess.compare.against": "{kind}, soupeř {opponent}",
    "lichess.compare.older": {
        "one": "Tento turnaj začal dříve, než lichess začal za volný los počítat virtuálního "
        "soupeře (podzim 2023): pokud ho lichess od té doby nepřepočítal, ukazuje "
        "{value}, bez volného losu v kole {rounds}.",
        "few": "Tento turnaj začal dříve, než lichess začal za volný los počítat virtuálního "
        "soupeře (podzim 2023): pokud ho lichess od té doby nepřepočítal, ukazuje "
        "{value}, bez volných losů v kolech {rounds}.",
        "many": "Tento turnaj začal dříve, než lichess začal za volný los počítat "
        "virtuálního soupeře (podzim 2023): pokud ho lichess od té doby nepřepočítal, "
        "ukazuje {value}, bez volných losů v kolech {rounds}.",
        "other": "Tento turnaj začal dříve, než lichess začal za volný los počítat "
        "virtuálního soupeře (podzim 2023): pokud ho lichess od té doby "
        "nepřepočítal, ukazuje {value}, bez volných losů v kolech {rounds}.",
    },
}
