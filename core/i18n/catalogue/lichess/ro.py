"""The messages of lichess in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- the rule set (rules.md 4.10) -------------------------------------------------
    "lichess.how.imported": "implicit pentru turneele importate din lichess",
    "lichess.tb.LPR": "performanța lichess (LPR)",
    "lichess.cite.lichess": "lichess",
    "lichess.cite.lichess-virtual": "adversar virtual lichess (FIDE C.02)",
    "lichess.entry.forfeit": "{outcome}, numărat de lichess ca partidă: {game}",
    "lichess.entry.forfeit.plain": "lichess numără rezultatul dumneavoastră – {outcome} – ca "
    "partidă împotriva adversarului cu care ați fost "
    "împerecheat, cu punctajul final al acestuia.",
    "lichess.entry.virtual": {
        "one": "{outcome}: lichess numără un adversar virtual care începe runda cu punctajul "
        "dumneavoastră {before}, pierde în fața dumneavoastră ({loss}) și face remiză "
        "în {count} rundă ulterioară ({draw} × {count}) = {value}",
        "few": "{outcome}: lichess numără un adversar virtual care începe runda cu punctajul "
        "dumneavoastră {before}, pierde în fața dumneavoastră ({loss}) și face remiză "
        "în {count} runde ulterioare ({draw} × {count}) = {value}",
        "other": "{outcome}: lichess numără un adversar virtual care începe runda cu "
        "punctajul dumneavoastră {before}, pierde în fața dumneavoastră ({loss}) și "
        "face remiză în {count} de runde ulterioare ({draw} × {count}) = {value}",
    },
    "lichess.entry.virtual.plain": "lichess numără rezultatul dumneavoastră – {outcome} – ca "
    "victorie împotriva unui adversar imaginar care avea "
    "punctajul dumneavoastră înaintea acestei runde ({before}) "
    "și a făcut remiză în fiecare rundă ulterioară: {value}.",
    "lichess.entry.late": "{outcome} (lichess: înscriere târzie, {points} pentru runda 1): nu "
    "adaugă nimic conform lichess",
    "lichess.entry.late.plain": "V-ați înscris după începerea rundei 1: lichess vă acordă "
    "{points} pentru acea rundă, dar aceasta nu adaugă nimic la "
    "criteriul de departajare.",
    "lichess.entry.nothing": "{outcome}: fără adversar, nu adaugă nimic conform lichess",
    "lichess.entry.nothing.plain": "Rezultatul dumneavoastră – {outcome} – nu adaugă nimic la "
    "criteriul de departajare al lichess.",
    # ---- LPR, lichess's performance -----------------------------------------------------
    "lichess.lpr.win": "{outcome} contra {opponent}: rating {rating} + {step} = {value}",
    "lichess.lpr.draw": "{outcome} contra {opponent}: rating {rating} + 0 = {value}",
    "lichess.lpr.loss": "{outcome} contra {opponent}: rating {rating} − {step} = {value}",
    "lichess.lpr.unpaired": "{outcome}: nu este o împerechere, se omite",
    "lichess.lpr.unrated": "{outcome} contra {opponent}: fără rating, se omite",
    "lichess.lpr.none": "nicio împerechere: fără valoare (lichess clasează un astfel de "
    "jucător după propriul rating)",
    "lichess.lpr.summary": "LPR = {total} / {count} = {exact}, trunchiat la {value}",
    # ---- what lichess shows, beside another rule set -----------------------------------
    "lichess.compare.shows": "lichess arată {code} {value} pentru {player}: iată acest calcul.",
    "lichess.compare.would-show": "lichess ar arăta {code} {value} pentru {player}: iată "
    "acest calcul.",
    "lichess.compare.would-be": {
        "one": "Conform {rules} ({how}), {code} ar fi {value}, pentru că {count} rundă se "
        "numără altfel:",
        "few": "Conform {rules} ({how}), {code} ar fi {value}, pentru că {count} runde se "
        "numără altfel:",
        "other": "Conform {rules} ({how}), {code} ar fi {value}, pentru că {count} de runde "
        "se numără altfel:",
    },
    "lichess.compare.same": "Conform {rules} ({how}), {code} este tot {value}.",
    "lichess.compare.instead": {
        "one": "lichess arată {code} {lichess} în loc de {value} conform {rules}, pentru că "
        "{count} rundă se numără altfel:",
        "few": "lichess arată {code} {lichess} în loc de {value} conform {rules}, pentru că "
        "{count} runde se numără altfel:",
        "other": "lichess arată {code} {lichess} în loc de {value} conform {rules}, pentru "
        "că {count} de runde se numără altfel:",
    },
    "lichess.compare.would-instead": {
        "one": "lichess ar arăta {code} {lichess} în loc de {value} conform {rules}, pentru "
        "că {count} rundă se numără altfel:",
        "few": "lichess ar arăta {code} {lichess} în loc de {value} conform {rules}, pentru "
        "că {count} runde se numără altfel:",
        "other": "lichess ar arăta {code} {lichess} în loc de {value} conform {rules}, "
        "pentru că {count} de runde se numără altfel:",
    },
    "lichess.compare.instead-same": "lichess dă același {code}, {lichess}.",
    "lichess.compare.round": "runda {round} ({kind}): lichess {lichess} — {lichess_note}; "
    "{rules} {other} — {other_note}",
    "lichess.compare.against": "{kind} contra {opponent}",
    "lichess.compare.older": {
        "one": "Acest turneu a început înainte ca lichess să numere un adversar virtual "
        "pentru runda liberă (bye) (toamna lui 2023): dacă lichess nu l-a recalculat "
        "de atunci, arată {value}, fără runda liberă din runda {rounds}.",
        "few": "Acest turneu a început înainte ca lichess să numere un adversar virtual "
        "pentru runda liberă (bye) (toamna lui 2023): dacă lichess nu l-a recalculat "
        "de atunci, arată {value}, fără rundele libere din rundele {rounds}.",
        "other": "Acest turneu a început înainte ca lichess să numere un adversar virtual "
        "pentru runda liberă (bye) (toamna lui 2023): dacă lichess nu l-a "
        "recalculat de atunci, arată {value}, fără rundele libere din rundele "
        "{rounds}.",
    },
}
