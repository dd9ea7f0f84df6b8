"""The add-on's messages in Romanian (română): addon/en.py translated, formal "dumneavoastră",
terms from glossary.md (criterii de departajare, clasament, foaie = a tab of the spreadsheet)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "addon.menu.title": "Tiebreak",
    "addon.menu.update": "Actualizați criteriile de departajare",
    "addon.menu.check": "Verificați rezultatele",
    "addon.menu.explain": "Explicați un jucător…",
    "addon.menu.why": "De ce este A înaintea lui B?",
    "addon.menu.publish": "Publicați pagina clasamentului",
    "addon.menu.live-on": "Actualizați în timp ce scriu",
    "addon.menu.live-off": "Opriți actualizarea în timp ce scriu",
    "addon.menu.settings": "Setări",
    "addon.update.changed": "Nu s-a scris nimic: {cells} s-a modificat în timp ce se calcula "
    "clasamentul. Verificați, apoi rulați din nou Actualizați criteriile de departajare.",
    "addon.update.kept-changing": "Foaia {tab} s-a tot modificat în timpul actualizării "
    "(încercări: {count}); nu s-a scris nimic. Rulați din nou actualizarea după ce terminați "
    "modificările.",
    "addon.update.locked": "O altă actualizare scrie în acest fișier; nu s-a scris nimic. "
    "Încercați din nou peste câteva momente.",
    "addon.update.no-tab": "Foaia {tab} nu mai există; nu s-a scris nimic.",
    "addon.error.no-url": "Acest fișier nu este încă legat de un serviciu tiebreak: deschideți "
    "Tiebreak > Setări și lipiți adresa serviciului și tokenul acestui fișier.",
    "addon.error.no-token": "Acest fișier nu are încă un token: deschideți Tiebreak > Setări și "
    "lipiți tokenul creat pentru el de cel care administrează serviciul.",
    "addon.error.bad-url": "Adresa serviciului trebuie să înceapă cu https:// (sau http:// "
    "pentru o probă pe propriul calculator), nu {url}.",
    "addon.error.unreachable": "Serviciul tiebreak de la {url} nu a putut fi contactat "
    "({reason}). Verificați adresa în Tiebreak > Setări sau încercați din nou peste un minut.",
    "addon.error.status": "Serviciul tiebreak a răspuns cu o eroare (HTTP {status}); încercați "
    "din nou peste un minut sau anunțați-l pe cel care îl administrează.",
    "addon.error.not-json": "Răspunsul de la {url} nu poate fi citit (HTTP {status}): este "
    "adresa unui serviciu tiebreak?",
    "addon.error.too-large": "Fișierul este prea mare pentru a fi trimis serviciului într-o "
    "singură cerere ({size} MB); serviciul acceptă cel mult {most} MB.",
    "addon.error.unexpected": "Ceva nu a mers în supliment: {reason}",
    "addon.live.on": "Tiebreak actualizează acum singur această foaie după fiecare modificare, "
    "cel mult o dată la {seconds} secunde. Tiebreak > Opriți actualizarea în timp ce scriu o "
    "oprește.",
    "addon.live.off": "Tiebreak nu mai actualizează singur această foaie.",
    "addon.live.title": "Tiebreak, actualizare în timp ce scrieți",
    "addon.live.done": "{summary} (următoarea actualizare cel mai devreme peste {seconds} s)",
    "addon.ui.working": "Se lucrează…",
    "addon.ui.close": "Închideți",
    "addon.ui.again": "Verificați din nou",
    "addon.check.none": "Nicio problemă: fiecare rezultat din această foaie poate fi citit.",
    "addon.check.count": "Probleme găsite: {count}. Faceți clic pe una pentru a merge la "
    "celula ei.",
    "addon.explain.player": "Jucător",
    "addon.explain.button": "Explicați",
    "addon.why.a": "Jucătorul A",
    "addon.why.b": "Jucătorul B",
    "addon.why.button": "De ce?",
    "addon.why.same": "Alegeți doi jucători diferiți.",
    "addon.publish.intro": "Pagina clasamentului foii {tab}: un singur fișier HTML care "
    "explică fiecare criteriu de departajare. Descărcați-l, apoi puneți-l pe site-ul clubului "
    "sau trimiteți-l jucătorilor.",
    "addon.publish.download": "Descărcați pagina",
    "addon.settings.block": "Setul de reguli, ordinea criteriilor de departajare și limba "
    "se stabilesc chiar în fișier, ca meniul, tiebreak-sheets și botul să fie de acord:"
    " o celulă Tiebreak settings în foaia cu rezultate și sub ea cheile Rules, Order și "
    "Language cu valorile lor la dreapta (docs/sheets.md).",
    "addon.settings.service": "Serviciul tiebreak (păstrat în acest fișier, nu într-o celulă)",
    "addon.settings.url": "Adresa serviciului",
    "addon.settings.token": "Tokenul acestui fișier",
    "addon.settings.token-kept": "Un token este salvat; nu este afișat. Lipiți unul nou pentru "
    "a-l înlocui.",
    "addon.settings.interval": "În timp ce scriu: cel mult o actualizare la (secunde)",
    "addon.settings.save": "Salvați",
    "addon.settings.saved": "Salvat.",
    "addon.settings.bad-interval": "Intervalul trebuie să fie un număr întreg de secunde între "
    "{least} și {most}, nu {value}.",
    "addon.settings.block-head": "Setările fișierului",
    "addon.settings.block-here": "Se scriu în blocul Tiebreak settings al acestei foi (cheile "
    "Rules, Order, Language), pe care îl citesc meniul, tiebreak-sheets și botul; îl puteți edita "
    "și de mână (docs/grids.md).",
    "addon.settings.rules": "Setul de reguli",
    "addon.settings.order": "Ordinea criteriilor de departajare (coduri separate prin virgule)",
    "addon.settings.language": "Limba fișierului",
    "addon.settings.unset": "(nesetat)",
    "addon.settings.block-save": "Scrie în fișier",
}
