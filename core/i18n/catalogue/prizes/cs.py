"""The messages of prizes in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- částky, ceny, místa --------------------------------------------------------------
    "prizes.money.bare": "{amount}",
    "prizes.money.before": "{symbol}{amount}",
    "prizes.money.after": "{amount} {symbol}",
    "prizes.prize.items": "{items}",
    "prizes.prize.both": "{money} + {items}",
    "prizes.place": "{category}, {place}. místo",
    "prizes.places": "{category}, {first}.–{last}. místo",
    "prizes.share": "{player} {money}",
    "prizes.list": "{head} a {last}",
    # ---- jak se cenový fond použije ------------------------------------------------------
    "prizes.mode.pool": "Peníze za místa dělená na stejných bodech: sčítají se a dělí rovným "
    "dílem.",
    "prizes.mode.hort": "Peníze za místa dělená na stejných bodech: Hortův systém, {percent} % "
    "se sčítá a dělí rovným dílem, zbytek podle pomocných hodnocení.",
    "prizes.mode.tiebreak": "Peníze za místa dělená na stejných bodech: nesčítají se, "
    "rozhoduje pořadí podle pomocných hodnocení.",
    "prizes.mode.several": "Hráč může získat více cen.",
    "prizes.mode.one-main-first": "Každý hráč jen jednu cenu, tu vyšší; při stejné hodnotě "
    "cenu hlavního turnaje.",
    "prizes.mode.one-category-first": "Každý hráč jen jednu cenu, tu vyšší; při stejné "
    "hodnotě cenu kategorie.",
    "prizes.mode.remainder": "Částky, které nejdou rozdělit rovným dílem: zbývající jednotky "
    "(po {unit}) dostanou první v pořadí podle pomocných hodnocení.",
    # ---- ceny ----------------------------------------------------------------------------
    "prizes.award.single": "{what}: {prize} získává {player}.",
    "prizes.award.pooled": "{total} za {what} se sčítá a dělí mezi {players} (shodně "
    "{points}): {share} každému.",
    "prizes.award.pooled-remainder": "{total} za {what} se sčítá a dělí mezi {players} "
    "(shodně {points}): {shares}; nedělitelný zbytek {rest} "
    "dostanou první v pořadí podle pomocných hodnocení, po "
    "jedné jednotce.",
    "prizes.award.hort": "Hortův systém za {what} ({players}, shodně {points}): {pooled} "
    "z {total} se sčítá a dělí: {pool_shares}; zbytek podle pořadí "
    "pomocných hodnocení: {own}; celkem: {shares}.",
    "prizes.award.by-order": "{what}: {players} mají shodně {points}; peníze se nesčítají, "
    "rozhoduje pořadí podle pomocných hodnocení: {shares}.",
    "prizes.items.order": "{items} ({what}) získává {player} podle pořadí pomocných "
    "hodnocení. {why}",
    "prizes.choice.higher": "{player} mohl(a) získat také {other} ({other_prize}), ponechává "
    "si vyšší cenu ({kept}): každý hráč jen jednu cenu.",
    "prizes.choice.equal-main": "{player} mohl(a) získat také {other} ({other_prize}) ve "
    "stejné hodnotě ({kept}): každý hráč jen jednu cenu, přednost "
    "má cena hlavního turnaje.",
    "prizes.choice.equal-category": "{player} mohl(a) získat také {other} ({other_prize}) ve "
    "stejné hodnotě ({kept}): každý hráč jen jednu cenu, "
    "přednost má cena kategorie.",
    "prizes.skipped": {
        "one": "{category}: {players} získal(a) jinou cenu a zde se přeskakuje (každý hráč "
        "jen jednu cenu).",
        "few": "{category}: {players} získali jiné ceny a zde se přeskakují (každý hráč jen "
        "jednu cenu).",
        "many": "{category}: {players} získali jiné ceny a zde se přeskakují (každý hráč jen "
        "jednu cenu).",
        "other": "{category}: {players} získali jiné ceny a zde se přeskakují (každý hráč "
        "jen jednu cenu).",
    },
    "prizes.unawarded": "{what}: {prize} se neuděluje (nezbyl žádný oprávněný hráč).",
    # ---- varování ------------------------------------------------------------------------
    "prizes.warning.attribute": {
        "one": "{category}: {count} hráč nemá v souboru {attribute} a nelze ho posoudit: "
        "{players}.",
        "few": "{category}: {count} hráči nemají v souboru {attribute} a nelze je posoudit: "
        "{players}.",
        "many": "{category}: {count} hráče nemá v souboru {attribute} a nelze je posoudit: "
        "{players}.",
        "other": "{category}: {count} hráčů nemá v souboru {attribute} a nelze je posoudit: "
        "{players}.",
    },
    "prizes.attr.birth": "datum ani rok narození",
    "prizes.attr.birth-date": "celé datum narození (samotný rok o věku nerozhodne)",
    "prizes.attr.sex": "pohlaví",
    "prizes.attr.federation": "federaci",
    "prizes.warning.unbroken": "{players} dělí {rank}. místo i po všech pomocných "
    "hodnoceních, ale {what} vyžaduje jejich pořadí: zde jsou "
    "seřazeni podle startovního čísla; rozhodněte podle propozic "
    "(rozehrávka, los).",
    # ---- výstup --------------------------------------------------------------------------
    "prizes.title": "Ceny: {name}",
    "prizes.totals": "Ceny podle hráčů",
    "prizes.total": "Vyplaceno celkem: {money}",
    "prizes.column.place": "Místo",
    "prizes.column.prize": "Cena",
    "prizes.help.command": "rozdělí ceny podle pořadí: dělená místa se sčítají, ceny "
    "kategorií, každá cena vysvětlena",
    "prizes.help.prizes": "cenový fond (JSON, tiebreak-prizes/1; viz docs/prizes.md)",
    # ---- chyby v cenovém fondu -----------------------------------------------------------
    "prizes.error.unreadable": "cenový fond nelze přečíst: {detail}",
    "prizes.error.json": "neplatný JSON: {detail}",
    "prizes.error.expected": "očekáváno {expected}, nalezeno {found}",
    "prizes.error.unknown-key": "neznámý klíč {key} (známé: {known}; vlastní klíče začínají x-)",
    "prizes.error.choice": "nalezeno {found}, očekáváno jedno z: {choices}",
    "prizes.error.too-precise": "{found} má více desetinných míst, než fond dovoluje "
    '({decimals}, nastaveno v "decimals")',
    "prizes.error.empty-range": "uveďte {low} nebo {high}, případně obojí",
    "prizes.error.inverted-range": "dolní mez {low} je nad horní mezí {high}",
    "prizes.error.format": "formát je {found}; očekáváno {expected}",
    "prizes.error.duplicate-id": "id {id} už používá jiná kategorie",
    "prizes.error.empty-place": "místo potřebuje peníze nebo věcnou cenu",
    "prizes.error.increasing": "{place}. místo má vyšší cenu než {previous}. místo: uvádějte "
    "místa od nejlepšího",
    "prizes.error.no-age-date": 'věk potřebuje datum, ke kterému se počítá: uveďte zde "on", '
    "nebo start_date v turnaji",
    "prizes.error.unknown-player": "turnaj nemá hráče {id}",
    "prizes.error.unknown-team": "turnaj nemá družstvo {id}",
    "prizes.error.team-criterion": "{key} popisuje hráče: v družstevní soutěži kategorie "
    "dává místa všem družstvům nebo družstvům, která uvádí (players: čísla družstev)",
    "prizes.expect.whole": "celé číslo",
    "prizes.expect.bool": "true nebo false",
    "prizes.expect.text": "text",
    "prizes.expect.amount": 'částka jako 150 nebo "33.50"',
    "prizes.expect.fraction": 'zlomek mezi 0 a 1, např. "1/2" nebo 0.5',
    "prizes.expect.object": "objekt",
    "prizes.expect.date": "datum jako 2026-01-01",
    "prizes.expect.categories": "neprázdný seznam kategorií",
    "prizes.expect.places": "neprázdný seznam míst",
    "prizes.expect.texts": "seznam textů",
    "prizes.expect.ids": "neprázdný seznam startovních čísel",
}
