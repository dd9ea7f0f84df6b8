"""The messages of the published standings page in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "report.help.command": "stránka s pořadím, která se sama vysvětluje, jako jeden soubor HTML",
    "report.help.players": "čí karty stránka obsahuje: all (výchozí), tied (kdo má stejně "
    "bodů jako soused: vysvětlené shody), none (jen pořadí) nebo startovní čísla, "
    "například 3,7,12",
    "report.help.site": "stránka jako malý web ve složce DIR: rozcestník, tabulka, los a grafy a "
    "stránka pro každého hráče",
    "report.error.site-and-output": "--site zapisuje složku stránek: vynechte -o",
    "report.error.site": "web nelze zapsat do {path}: {reason}",
    "report.error.needs-jinja2": "stránka potřebuje Jinja2: pip install 'tiebreak[report]'",
    "report.error.players": "--players přijímá all, tied, none nebo startovní čísla, například "
    "3,7,12, ne {given}",
    "report.error.unknown-players": "--players: žádný účastník nemá číslo {numbers}",
    "report.note.large": "poznámka: stránka má {size} MB; "
    "--players none nebo --players N,M,... ji zmenší",
    "report.error.no-folder": "nelze zapsat {path}: složka {folder} neexistuje",
    "report.error.is-folder": "nelze zapsat {path}: je to složka; zadejte název souboru, "
    "například {example}",
    "report.error.disk-full": "nelze zapsat {path}: disk je plný (stránka má {size} MB)",
    "report.error.no-permission": "nelze zapsat {path}: chybí oprávnění k zápisu",
    "report.error.write": "nelze zapsat {path}: {reason}",
    "report.error.too-large": "stránka by měla asi {size} MB ({players} účastníků, {rounds} kol, "
    "{cards} karet), víc než {limit} MB, které stránka smí mít; --players none nebo --players "
    "N,M,... jí dá méně karet",
    "report.error.too-large-bare": "stránka by měla asi {size} MB i bez karet ({players} "
    "účastníků, {rounds} kol, jména v průměru o {chars} znacích), víc než {limit} MB, které "
    "stránka smí mít",
    "report.rules": "{rules} ({how})",
    "report.rules-team": "{rules} ({how}); družstva seřazena podle {primary}",
    "report.rounds": "Po {round}. kole z {rounds}",
    "report.rounds-before": "Před {round}. kolem z {rounds}",
    "report.rounds-live": "Po {after}. kole z {rounds}, s dohranými partiemi {round}. kola: "
    "předběžné",
    "report.generator": "Vytvořil tiebreak {version}",
    "report.round": "{round}. kolo",
    "report.round-pending": "{round}. kolo (probíhá)",
    "report.group": "{score}: místa {first}–{last} (zobrazeno {shown} z {count})",
    "report.chart.top": "Místo po každém kole: místa 1–{count}",
    "report.white": "bílé",
    "report.black": "černé",
    "report.colour.w": "b",
    "report.colour.b": "č",
    # ---- the legend: one sentence per tie-break (either scope) --------------------------
    "report.about.BH": "Součet bodů soupeřů.",
    "report.about.FB": "Buchholz, v němž se každá partie posledního kola počítá jako remíza.",
    "report.about.AOB": "Průměr Buchholzů soupeřů.",
    "report.about.SB": "Body soupeřů: celé za každou výhru, polovina za každou remízu.",
    "report.about.KS": "Body získané proti soupeřům, kteří skončili alespoň s polovinou "
    "možných bodů.",
    "report.about.PS": "Součet průběžných bodů po každém kole.",
    "report.about.DE": "Výsledky partií mezi těmi, kdo jsou stále na stejných bodech.",
    "report.about.WIN": "Počet vyhraných kol, včetně kontumačních výher a volných losů za "
    "celý bod.",
    "report.about.WON": "Počet výher v partiích odehraných u šachovnice.",
    "report.about.BPG": "Počet partií odehraných černými.",
    "report.about.BWG": "Počet výher černými.",
    "report.about.REP": "Počet kol, která se hráč rozhodl hrát.",
    "report.about.STD": "Body počítané 1 za výhru, ½ za remízu a 0 za prohru, ať turnaj "
    "uděluje cokoli.",
    "report.about.TPN": "Startovní číslo: nižší je výše.",
    "report.about.ARO": "Průměrný rating soupeřů.",
    "report.about.TPR": "Turnajový výkon (performance).",
    "report.about.PTP": "Nejnižší rating, při němž by byl dosažený počet bodů očekávaný.",
    "report.about.APRO": "Průměr turnajových výkonů soupeřů.",
    "report.about.APPO": "Průměr dokonalých výkonů soupeřů.",
    "report.about.RTNG": "Vlastní rating.",
    "report.about.MM": "Buchholz bez nejvyššího a nejnižšího skóre soupeřů; s kladným skóre "
    "se vynechá jen nejnižší, se záporným jen nejvyšší.",
    "report.about.SOLKOFF": "Součet bodů soupeřů podle pravidel US Chess.",
    "report.about.CUM": "Součet průběžných bodů po každém kole podle pravidel US Chess.",
    "report.about.COO": "Součet kumulativních hodnocení soupeřů.",
    "report.about.KASHDAN": "4 za výhru, 2 za remízu, 1 za prohru a 0 za neodehrané kolo.",
    "report.about.SBH": "Součet Buchholzů soupeřů.",
    "report.about.RBH": "Vlastní body krát Buchholz (původní Buchholzův způsob).",
    "report.about.RANKRES": "Výsledky proti ostatním na stejných bodech v pořadí jejich umístění.",
    "report.about.MANUAL": "Rozhodnutí rozhodčího, jak bylo zapsáno.",
    "report.about.LOTS": "Los, se zapsaným semínkem.",
    "report.about.MPVGP": "Vedlejší skóre: partiové body, když se družstva řadí podle "
    "zápasových bodů, zápasové body, když podle partiových.",
    "report.about.EMMSB": "Rozšířený Sonneborn-Berger: skóre každého soupeřova družstva "
    "krát vlastní skóre v tom zápase.",
    "report.about.EMGSB": "Rozšířený Sonneborn-Berger: skóre každého soupeřova družstva "
    "krát vlastní skóre v tom zápase.",
    "report.about.EGMSB": "Rozšířený Sonneborn-Berger: skóre každého soupeřova družstva "
    "krát vlastní skóre v tom zápase.",
    "report.about.EGGSB": "Rozšířený Sonneborn-Berger: skóre každého soupeřova družstva "
    "krát vlastní skóre v tom zápase.",
    "report.about.SSSC": "Vedlejší skóre plus Buchholz na hlavním skóre dělený koeficientem.",
    "report.about.BC": "Součet přes šachovnice: číslo šachovnice krát partiové body na "
    "ní; nižší je výše.",
    "report.about.TBR": "Partiové body na 1. šachovnici, pak na 2. šachovnici a tak dále.",
    "report.about.BBE": "Partiové body bez poslední šachovnice, pak bez dvou posledních "
    "a tak dále.",
    "report.about.EDE": "Vzájemný zápas na hlavním skóre, pak na vedlejším, mezi "
    "družstvy stále na stejných bodech.",
    "report.about.EDET": "Rozšířený vzájemný zápas, pak u dvou družstev stále na "
    "stejných bodech šachovnice jejich zápasů.",
    "report.about.EDEB": "Rozšířený vzájemný zápas, pak u dvou družstev stále na "
    "stejných bodech šachovnice jejich zápasů.",
    "report.about.EDEBT": "Rozšířený vzájemný zápas, pak u dvou družstev stále na "
    "stejných bodech šachovnice jejich zápasů.",
    "report.about.EDEBB": "Rozšířený vzájemný zápas, pak u dvou družstev stále na "
    "stejných bodech šachovnice jejich zápasů.",
    "report.about.LPR": "Výkon (performance) podle lichess ze všech nalosovaných partií.",
    # ---- the legend: what a modifier of the code removes or changes (C.07 14) ----------
    "report.modifier.cut": {
        "one": "Cut-{count}: nejnižší ze sčítaných hodnot se vyhodí.",
        "few": "Cut-{count}: {count} nejnižší ze sčítaných hodnot se vyhodí.",
        "many": "Cut-{count}: {count} nejnižších ze sčítaných hodnot se vyhodí.",
        "other": "Cut-{count}: {count} nejnižších ze sčítaných hodnot se vyhodí.",
    },
    "report.modifier.cut-average": "Cut-{count}: soupeř s nejnižším ratingem se do průměru "
    "nepočítá.",
    "report.modifier.median": {
        "one": "Median-{count}: nejvyšší a nejnižší ze sčítaných hodnot se vyhodí.",
        "few": "Median-{count}: {count} nejvyšší a {count} nejnižší ze sčítaných hodnot se vyhodí.",
        "many": "Median-{count}: {count} nejvyšších a {count} nejnižších ze sčítaných hodnot "
        "se vyhodí.",
        "other": "Median-{count}: {count} nejvyšších a {count} nejnižších ze sčítaných hodnot "
        "se vyhodí.",
    },
    "report.modifier.limit": "Limit {limit}: hranice se posune o {limit} kroků po bodech za "
    "remízu.",
    "report.modifier.factor": "K{factor}: Buchholz se dělí číslem {factor} místo koeficientu "
    "daného velikostí turnaje.",
    "report.modifier.on.mp": "Počítá se na zápasové body.",
    "report.modifier.on.gp": "Počítá se na partiové body.",
    "report.label.no-ties-chosen": "Nikdo z uvedených na této stránce není na stejném počtu "
    "bodů jako jeho soused.",
    "report.label.chart-key": "Čáry, očíslované na pravém konci",
    "report.label.index": "Pořadí a vysvětlení",
    "report.label.card-of": "Karta",
    # ---- the legend: how unplayed rounds count under each rule set (rules.md 4) --------
    "report.unplayed.fide-2026": "vlastní neodehrané kolo se počítá jako partie s fiktivním "
    "soupeřem s vlastním počtem bodů, omezeným body plánovaného soupeře nebo remízou v každém "
    "kole; soupeři počítají volný los za půl bodu v závěru, nenalosované kolo a kola po "
    "odstoupení jako remízu; ořez vyhodí nejdřív dobrovolně neodehraná kola.",
    "report.unplayed.fide-2024": "vlastní neodehrané kolo se počítá jako partie s fiktivním "
    "soupeřem s vlastním počtem bodů; soupeři počítají volný los za půl bodu v závěru, "
    "nenalosované kolo a kola po odstoupení jako remízu; ořez vyhodí nejdřív dobrovolně "
    "neodehraná kola.",
    "report.unplayed.fide-2009": "vlastní neodehrané kolo se počítá jako partie s virtuálním "
    "soupeřem, který do něj vstupuje s vlastním počtem bodů, dosáhne opačného výsledku a "
    "všechna další kola remizuje; soupeři počítají každé neodehrané kolo jako remízu.",
    "report.unplayed.uscf": "vlastní neodehrané kolo přidá 0; soupeři počítají každé "
    "neodehrané kolo jako remízu.",
    "report.unplayed.cas": "kolo bez skutečného soupeře přidá polovinu nejvyššího možného "
    "počtu bodů; soupeři počítají takové kolo jako remízu.",
    "report.unplayed.naive": "kolo bez soupeře nepřidá nic; kontumace počítá zapsané body "
    "plánovaného soupeře.",
    "report.unplayed.played-only": "počítají se jen partie odehrané u šachovnice.",
    "report.unplayed.lichess": "jak je počítá lichess: volný los s virtuálním soupeřem, "
    "kontumace s plánovaným soupeřem.",
    "report.unplayed.own": "body, které kolo dalo, jak byly zapsány: pravidla je nemění.",
    "report.unplayed.group": "počítají se jen partie mezi těmi, kdo jsou stále na stejných bodech.",
    "report.label.standings": "Pořadí",
    "report.label.legend": "Pomocná hodnocení vysvětlena",
    "report.label.ties": "Shody bodů vysvětleny",
    "report.label.no-ties": "Žádní dva sousedé nejsou na stejném počtu bodů.",
    "report.label.crosstable": "Křížová tabulka",
    "report.label.crosstable-key": "12b1: proti účastníkovi na 12. místě této tabulky, "
    "bílými, výhra (½ remíza, 0 prohra); + a − kontumační výhra nebo prohra; –1, –½, –0 kolo "
    "bez soupeře a body, které dalo.",
    "report.label.team-crosstable-key": "3: 2½: proti družstvu na 3. místě této tabulky, "
    "2½ partiových bodů; –2 kolo bez soupeře a jeho partiové body.",
    "report.label.pairings": "Los a výsledky",
    "report.label.charts": "Grafy",
    "report.label.cards": "Karty hráčů",
    "report.label.team-cards": "Karty družstev",
    "report.label.contents": "Obsah",
    "report.label.rank": "Místo",
    "report.label.no": "Č.",
    "report.label.title": "Titul",
    "report.label.name": "Jméno",
    "report.label.team": "Družstvo",
    "report.label.rating": "Elo",
    "report.label.federation": "Federace",
    "report.label.club": "Klub",
    "report.label.note": "Poznámka",
    "report.label.round": "Kolo",
    "report.label.board": "Šachovnice",
    "report.label.white": "Bílý",
    "report.label.black": "Černý",
    "report.label.home": "Družstvo",
    "report.label.away": "Soupeř",
    "report.label.result": "Výsledek",
    "report.label.opponent": "Soupeř",
    "report.label.colour": "Barva",
    "report.label.running": "Body",
    "report.label.rank-after": "Místo po kole",
    "report.label.kind": "Kolo",
    "report.label.raw": "Příspěvek",
    "report.label.value": "Započteno",
    "report.label.cut": "ořez",
    "report.label.detail": "Podrobnosti",
    "report.label.rule": "Pravidlo",
    "report.label.warnings": "Varování",
    "report.label.rules": "Pravidla",
    "report.label.order": "Pořadí pomocných hodnocení",
    "report.label.unplayed": "Neodehraná kola",
    "report.label.article": "Článek",
    "report.label.as-table": "Tatáž čísla jako tabulka",
    "report.label.bars-key": "Jeden úsek za kolo, široký podle toho, co přidá; šrafovaný: "
    "ořez; obrysový: neodehrané kolo (fiktivní nebo virtuální soupeř).",
    "report.label.ranks-key": "Místa po dřívějších kolech dělí všichni se stejným počtem bodů; "
    "po posledním kole je to místo v pořadí.",
    "report.label.to-standings": "Zpět na pořadí",
}
