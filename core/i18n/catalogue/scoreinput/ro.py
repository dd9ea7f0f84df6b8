"""The messages of scoreinput in ro: game scores in organisers' grids (formats.md 7.2,
docs/grids.md), what ``check`` says about them and what TRF cannot keep (rules.md 13.13)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "scoreinput.column-twice": "o a doua coloană de punctaj {text} (prima este {first}): "
    "păstrați una",
    "scoreinput.both-ways": "o coloană Punctaj ({single}) și o coloană de punctaj al albului "
    "sau negrului ({pair}, {text}): scrieți punctajul într-un singur fel, fie cele două "
    "coloane Punctaj alb și Punctaj negru, fie o coloană Punctaj 412:380, niciodată ambele",
    "scoreinput.side-column-missing.black": "lângă {text} ({cell}) lipsește coloana Punctaj "
    "negru: scrieți ambele coloane, sau o coloană Punctaj 412:380",
    "scoreinput.side-column-missing.white": "lângă {text} ({cell}) lipsește coloana Punctaj "
    "alb: scrieți ambele coloane, sau o coloană Punctaj 412:380",
    "scoreinput.pair-expected": "se aștepta un punctaj al partidei, de ex. 412:380 (întâi "
    "al jucătorului din coloana albului, numere întregi); s-a găsit {found}",
    "scoreinput.pair-time": "se aștepta un punctaj al partidei, de ex. 412:380; s-a găsit "
    "{found}, care arată ca o oră: foaia de calcul a citit 412:380 ca ore și minute. "
    "Formatați coloana ca text simplu și scrieți din nou punctajul, sau folosiți două "
    "coloane Punctaj alb și Punctaj negru",
    "scoreinput.points-expected": "se aștepta punctajul unui jucător în partidă, un număr "
    "întreg, de ex. 412 sau -5; s-a găsit {found}",
    "scoreinput.one-side": "celălalt punctaj al acestei partide este {found} ({cell}): "
    "scrieți punctajele ambilor jucători, sau niciunul",
    "scoreinput.on-forfeit": "o partidă câștigată prin forfait ({result} în {cell}) nu are "
    "punctaj, dar aici este scris {score}: lăsați celulele goale (se aplică punctajul "
    "turneului pentru forfait)",
    "scoreinput.disagrees": "rezultatul {result} nu se potrivește cu punctajul {score} "
    "({cells}): câștigă punctajul mai mare, punctaje egale înseamnă remiză; corectați unul "
    "dintre ele sau lăsați rezultatul gol",
    "scoreinput.on-bye": "o rundă liberă nu are punctaj, dar aici este scris {found}: lăsați "
    "celulele goale (se aplică punctajul turneului pentru bye)",
    "scoreinput.missing": "partida din runda {round} nu are punctaj ({cells} goale), dar "
    "partidele turneului au punctaj (prima în {first}): fiecare partidă jucată are nevoie "
    "de unul",
    "scoreinput.cell-missing": "{found} nu are punctaj, dar partidele turneului au (prima în "
    "{first}): scrieți această partidă din runda {round} ca 2w1 412:380 (întâi punctajul "
    "propriu)",
    "scoreinput.cell-on-unplayed": "{found} nu este o partidă jucată ({outcome}), deci nu "
    "are punctaj: omiteți-l (se aplică punctajul turneului pentru bye sau forfait)",
    "scoreinput.cell-disagrees": "{found}: rezultatul rundei {round} nu se potrivește cu "
    "punctajul (întâi cel propriu: victoria cere punctajul mai mare, remiza punctaje egale)",
    "scoreinput.cell-mirror": "partida din runda {round} are punctaje diferite pe cele două "
    "rânduri: aici {found}, în {there} {there_text}; acolo se aștepta {expected} (întâi "
    "punctajul adversarului)",
    "scoreinput.check.scores": {
        "one": "punctaje: {scored} din {count} partidă jucată are punctaj",
        "few": "punctaje: {scored} din {count} partide jucate au punctaj",
        "other": "punctaje: {scored} din {count} de partide jucate au punctaj",
    },
    "scoreinput.check.game": "{name} (runda {round})",
    "scoreinput.check.missing": {
        "one": "{count} partidă jucată nu are punctaj: {games}",
        "few": "{count} partide jucate nu au punctaj: {games}",
        "other": "{count} de partide jucate nu au punctaj: {games}",
    },
    "scoreinput.check.missing-more": {
        "one": "{count} partidă jucată nu are punctaj: {games} și încă {more}",
        "few": "{count} partide jucate nu au punctaj: {games} și încă {more}",
        "other": "{count} de partide jucate nu au punctaj: {games} și încă {more}",
    },
    "scoreinput.trf-dropped": {
        "one": "TRF-16 nu are câmp pentru punctajul partidelor: punctajul a {count} partidă "
        "nu a fost păstrat (convert --to json îl păstrează)",
        "few": "TRF-16 nu are câmp pentru punctajul partidelor: punctajele a {count} partide "
        "nu au fost păstrate (convert --to json le păstrează)",
        "other": "TRF-16 nu are câmp pentru punctajul partidelor: punctajele a {count} de "
        "partide nu au fost păstrate (convert --to json le păstrează)",
    },
}
