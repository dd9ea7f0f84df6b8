"""The messages of grid in cs: problems in organisers' grids (turnajové tabulky, seznamy
partií, CSV), in the consistency checks and the shared limits' reasons."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "grid.join-and": "{left} a {right}",
    "grid.join-or": "{left} nebo {right}",
    "grid.scoring-range": "očekává se číslo od 0 do {most} s nejvýše {decimals} desetinnými místy",
    "grid.text-control": "obsahuje řídicí znak {code} (pozice {position})",
    "grid.text-surrogate": "obsahuje polovinu dvojice UTF-16 (surrogate) {code} (pozice "
    "{position})",
    "grid.expected": "očekává se {expected}; nalezeno {found}",
    "grid.expected-hint": "očekává se {expected}; nalezeno {found} ({hint})",
    "grid.cell-help": "buňka kola jako +W9, =B9, -9, 19w1, 3b½, 12b0, ?W9, 19w, "
    "+F7, -F7, BYE, H, F, Z, "
    "-- nebo prázdná",
    "grid.uscf-help": "buňka tabulky US Chess jako W5, D2, L4, X8 (kontumační výhra), F8 "
    "(kontumační prohra), B (volný los za celý bod), H (volný los za půl "
    "bodu), U (neodehráno) nebo prázdná",
    "grid.result-help": "výsledek jako 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, =, +/- nebo -/+ "
    "(kontumace), -- nebo 0-0 (oboustranná kontumace)",
    "grid.hint.no-such-number": "takové startovní číslo neexistuje",
    "grid.hint.colour": "zapište barvu, např. {number}w{result}, nebo napřed znaménko, např. "
    "+{number}",
    "grid.hint.start-at-1": "startovní čísla začínají od 1",
    "grid.hint.formula": "Google Tabulky zobrazují {shown} u buňky začínající znakem =: "
    "napište ½ nebo '= jako text",
    "grid.hint.uscf": "{cell} vypadá jako zápis tabulky US Chess: přidejte nad tabulku řádek "
    "'Notation | uscf', nebo zadejte --notation uscf",
    "grid.uscf-opponent-zero": "{found}: čísla soupeřů začínají od 1",
    "grid.uscf-forfeit-opponent": "{found}: kontumace uvádí soupeře, který nehrál, např. "
    "{letter}8 (zápis US Chess)",
    "grid.csv-nul": "není to textový soubor: obsahuje bajt NUL",
    "grid.csv-unreadable": "nelze přečíst jako CSV: {detail}",
    "grid.header-row": "řádek {row} ({words})",
    "grid.header-row-more": "řádek {row} ({words}, …)",
    "grid.rounds-range": "počet kol musí být od 0 do {most}, nalezeno {found}",
    "grid.pairings-needs-result": "záhlaví seznamu partií potřebuje kromě sloupců bílého a "
    "černého i sloupec výsledku: {words}",
    "grid.no-header": "nenalezen řádek záhlaví: očekává se záhlaví turnajové tabulky (jméno a "
    "jeden sloupec na kolo: R1, R2, … nebo Kolo 1, Runde 1, …) nebo záhlaví "
    "seznamu partií (Kolo, Bílý, Černý, Výsledek). Jméno: {name_words}; "
    "Bílý: {white_words}",
    "grid.header-two-ways": "{header} lze jako záhlaví číst dvojím způsobem: jako turnajovou "
    "tabulku (jméno a sloupce kol {rounds}) i jako seznam partií "
    "(sloupce bílého a černého). Pro seznam partií přejmenujte sloupce "
    "kol (např. na Poznámky), pro turnajovou tabulku sloupce bílého a "
    "černého.",
    "grid.notation-unknown": "zápis {found}: očekává se {first} nebo {second}",
    "grid.grid-two-ways": "tuto tabulku lze číst dvojím způsobem: jako turnajovou tabulku "
    "(záhlaví: {crosstable}) i jako seznam partií (záhlaví: {pairings}). "
    "Na jednom listu nebo v jednom souboru ponechte jen jedno "
    "uspořádání: druhé přesuňte na vlastní list nebo do vlastního "
    "souboru.",
    "grid.second-header.crosstable": "druhý řádek záhlaví: {first} i {second} začínají "
    "turnajovou tabulku; ponechte jednu na list nebo soubor",
    "grid.second-header.pairings": "druhý řádek záhlaví: {first} i {second} začínají seznam "
    "partií; ponechte jeden na list nebo soubor",
    "grid.list-no-games": "nalezen seznam hráčů ({header}), ale žádné partie: očekává se "
    "turnajová tabulka (sloupce kol R1, R2, …) nebo seznam partií (Kolo, "
    "Bílý, Černý, Výsledek)",
    "grid.two-lists": "dva seznamy hráčů: {first} a {second}; ponechte jeden",
    "grid.list-twice": "byl zadán seznam hráčů v tabulce i samostatný seznam hráčů; ponechte jeden",
    "grid.list-no-header": "očekává se seznam hráčů s řádkem záhlaví (jméno: {name_words}; "
    "číslo: {number_words})",
    "grid.column-at": "{cell} {text}",
    "grid.column-twice": "dva sloupce čtené jako {role}: {cells}; jeden z nich přejmenujte",
    "grid.rating-expected": "očekává se rating (celé číslo jako 1850, nebo prázdná buňka), "
    "nalezeno {found}",
    "grid.number-expected": "očekává se startovní číslo (celé číslo od 1), nalezeno {found}",
    "grid.name-empty": "očekává se jméno hráče, buňka je prázdná",
    "grid.name-bad": "jméno {name}: {why}",
    "grid.points-expected": "očekávají se body hráče (např. 3, 3.5, 3,5 nebo 3½), nalezeno {found}",
    "grid.points-disagree": "body {found} nesouhlasí s partiemi: {tokens} dávají dohromady {total}",
    "grid.name-column-missing": "očekává se sloupec se jménem",
    "grid.round-below-one": "kola se číslují od 1, nalezeno {found}",
    "grid.round-two-columns": "kolo {round} má dva sloupce: {first} a {second}",
    "grid.rounds-missing": {
        "one": "sloupce kol jdou až do {last}, ale kolo {missing} nemá sloupec",
        "few": "sloupce kol jdou až do {last}, ale kola {missing} nemají sloupec",
        "many": "sloupce kol jdou až do {last}, ale kola {missing} nemají sloupec",
        "other": "sloupce kol jdou až do {last}, ale kola {missing} nemají sloupec",
    },
    "grid.round-over-max": "kolo {round}: turnaj má nejvýše {most} kol",
    "grid.planned-below-columns": "počet kol turnaje je {planned}, ale tabulka má sloupec pro "
    "kolo {round}",
    "grid.no-number-column": "chybí sloupec se startovním číslem ({words}): soupeři v buňkách "
    "kol jsou startovní čísla, takže ho potřebuje každý řádek hráče",
    "grid.no-player-rows": "záhlaví turnajové tabulky, ale pod ním žádné řádky hráčů",
    "grid.number-twice": "startovní číslo {number} je použito dvakrát: řádky {first} a {second}",
    "grid.opponents-two-ways": "čísla soupeřů v buňkách kol lze číst dvojím způsobem: jako "
    "startovní čísla (sloupec {numbers}) i jako umístění (sloupec "
    "{ranks}), a partie souhlasí v obou případech. Smažte sloupec, "
    "na který čísla neodkazují, nebo přejmenujte jeho záhlaví.",
    "grid.opponents-neither": "čísla soupeřů byla čtena jako startovní čísla (sloupec "
    "{numbers}); ani při čtení jako umístění (sloupec {ranks}) "
    "partie nesouhlasí",
    "grid.opponent-unknown": "{found} uvádí hráče {opponent}, který v turnajové tabulce není "
    "(čísla {low}–{high})",
    "grid.opponent-unknown-none": "{found} uvádí hráče {opponent}, který v turnajové tabulce "
    "není (žádná čísla)",
    "grid.back-ref-empty": "{here} říká, že soupeřem v kole {round} byl hráč {opponent}, ale "
    "{there} (hráč {opponent}, kolo {round}) je prázdná",
    "grid.back-ref-has": "{here} říká, že soupeřem v kole {round} byl hráč {opponent}, ale "
    "{there} (hráč {opponent}, kolo {round}) obsahuje {there_text}",
    "grid.sides-differ-expected": "partie kola {round} je na obou řádcích zapsána různě: "
    "{here} obsahuje {here_text}, ale {there} (hráč {opponent}) "
    "obsahuje {there_text}; tam se očekává {expected}",
    "grid.sides-differ": "partie kola {round} je na obou řádcích zapsána různě: {here} "
    "obsahuje {here_text}, ale {there} (hráč {opponent}) obsahuje "
    "{there_text}",
    "grid.list-number-twice": "startovní číslo {number} je v seznamu hráčů použito dvakrát: "
    "řádky {first} a {second}",
    "grid.list-empty": "záhlaví seznamu hráčů, ale pod ním žádní hráči",
    "grid.name-twice-no-numbers": "dva hráči se jmenují {name} (řádky {rows}) a seznam nemá "
    "sloupec se startovním číslem: přidejte ho ({words}) a v "
    "seznamu partií je uveďte číslem",
    "grid.number-expected-plain": "očekává se startovní číslo, nalezeno {found}",
    "grid.number-from-1": "očekává se startovní číslo od 1, nalezeno {found}",
    "grid.number-not-in-list": "neznámý hráč: startovní číslo {number} v seznamu hráčů není",
    "grid.name-number-mismatch": "{found} neodpovídá startovnímu číslu {number}, které má "
    "v seznamu hráčů {name}",
    "grid.name-ambiguous": "{found} může být startovní číslo {numbers}: toto jméno mají dva "
    "hráči; zapište místo něj startovní číslo",
    "grid.player-unknown": "neznámý hráč {found}: není v seznamu hráčů",
    "grid.player-unknown-close": "neznámý hráč {found}: není v seznamu hráčů (mysleli jste "
    "{close}?)",
    "grid.number-without-list": "startovní číslo {number}, ale jiné řádky uvádějí hráče "
    "jménem a chybí seznam hráčů, který by říkal, kdo má číslo "
    "{number}: zapište jméno, nebo přidejte seznam hráčů (Č., "
    "Jméno, …)",
    "grid.number-columns-twice.white": "dva sloupce se startovním číslem u bílého: {first} "
    "a {second}",
    "grid.number-columns-twice.black": "dva sloupce se startovním číslem u černého: {first} "
    "a {second}",
    "grid.round-expected": "očekává se číslo kola (1, R1, Kolo 1), nalezeno {found}",
    "grid.no-round": "tato partie nemá kolo: očekává se číslo kola ve sloupci Kolo nebo nad "
    "partiemi řádek jako 'Kolo 1'",
    "grid.same-player-both-sides": "tentýž hráč na obou stranách ({who})",
    "grid.game-or-bye": "očekává se partie (bílý a černý) nebo volný los (jeden hráč a BYE, "
    "H, F, Z nebo U), nalezeno bílý {white}, černý {black}",
    "grid.bye-points-expected": "očekávají se body za volný los (1, ½, 0) nebo slovo pro "
    "volný los (BYE, H, F, Z, U) u hráče bez soupeře, nalezeno "
    "{found}",
    "grid.bye-points-range": "volný los má hodnotu 1, ½ nebo 0 bodů, nalezeno {found}",
    "grid.byes-two": "dva různé volné losy na jednom řádku: {first} a {second}",
    "grid.bye-points-mismatch": "body {found} neodpovídají typu {bye} (hodnota {worth})",
    "grid.bye-missing": "hráč bez soupeře: v buňce druhého hráče nebo ve výsledku se očekává "
    "BYE, H (volný los za půl bodu), F (volný los za celý bod), Z (volný "
    "los za nula bodů) nebo U",
    "grid.player-twice-in-round": "{name} už je v kole {round} v buňce {first}: hráč je "
    "v každém kole jen jednou",
    "grid.row-no-players": "řádek {row} má kolo {round}, ale žádné hráče: očekává se bílý, "
    "černý a výsledek (nebo jeden hráč a volný los); pokud na řádku "
    "není partie, smažte ho",
    "grid.row-no-players-board": "řádek {row} má kolo {round} a šachovnici {board}, ale "
    "žádné hráče: očekává se bílý, černý a výsledek (nebo jeden "
    "hráč a volný los); pokud na řádku není partie, smažte ho",
    "grid.no-result": (
        "chybí výsledek: očekává se {expected} (partie bez výsledku smí mít jen právě "
        "hrané kolo, poslední s výsledky)"
    ),
    "grid.planned-below-row": "počet kol turnaje je {planned}, ale tento řádek je v kole {round}",
    "grid.results-over-rounds": "počet kol s výsledky je {results}, ale turnaj jich ohlašuje "
    "{rounds}",
    "grid.results-uneven": "počet kol s výsledky je {results}, kdežto ostatní hráči jich mají "
    "{others}; pro kolo, ve kterém hráč nebyl nalosován, zapište --",
    "grid.opponent-not-in-event": "{token} uvádí hráče {opponent}, který v turnaji není",
    "grid.paired-self": "hráč nemůže být nalosován sám proti sobě",
    "grid.back-ref-other-has": "{token} říká, že soupeřem byl hráč {opponent}, ale hráč "
    "{opponent} má v kole {round} {other}",
    "grid.back-ref-other-paired": "{token} říká, že soupeřem byl hráč {opponent}, ale hráč "
    "{opponent} je v kole {round} nalosován s hráčem {paired} "
    "({other})",
    "grid.results-disagree": "{token} nesouhlasí se zápisem {other} hráče {opponent} pro "
    "tutéž partii v kole {round}",
    "grid.same-colour.white": "hráč {player} i hráč {opponent} mají v kole {round} zapsané bílé",
    "grid.same-colour.black": "hráč {player} i hráč {opponent} mají v kole {round} zapsané černé",
    "grid.paired-twice": "hráč {player} je v kole {round} nalosován dvakrát (hráči {by})",
    "grid.after-withdrawal": "odstoupil z turnaje po kole {after}, ale má {token} v kole "
    "{round}; očekává se --",
}


# ---- a name typed twice, a round with no results -----
MESSAGES.update(
    {
        "grid.round-no-results": "kolo {round} nemá žádné výsledky (partii, volný los ani "
        "nepřítomnost), ale kolo {later} je má",
        "grid.same-player-typo": {
            "one": "{name} se objevuje jen v kole {rounds}; nemysleli jste "
            "{other} ({cells})? Jsou-li to dva hráči, uveďte oba v "
            "bloku nebo listu Players.",
            "few": "{name} se objevuje jen v kolech {rounds}; nemysleli jste "
            "{other} ({cells})? Jsou-li to dva hráči, uveďte oba v "
            "bloku nebo listu Players.",
            "many": "{name} se objevuje jen v kolech {rounds}; nemysleli jste "
            "{other} ({cells})? Jsou-li to dva hráči, uveďte oba v "
            "bloku nebo listu Players.",
            "other": "{name} se objevuje jen v kolech {rounds}; nemysleli jste "
            "{other} ({cells})? Jsou-li to dva hráči, uveďte oba v "
            "bloku nebo listu Players.",
        },
    }
)


# --- live gaps --- (a row cut short, a player list beside a crosstable)
MESSAGES.update(
    {
        "grid.listed-no-row": "{name} je v seznamu hráčů, ale v turnajové tabulce nemá řádek",
        "grid.row-short": "řádek {row} končí sloupcem {last}, ale jeho záhlaví (řádek {header}) "
        "pokračuje až do sloupce {end}: chybí buňka; zapište každou buňku, i "
        "prázdnou (výsledek, který ještě není zapsán, je prázdná poslední buňka)",
        "grid.pending-before-results": (
            "partie s hráčem {opponent} v {round}. kole ještě nemá výsledek, ale {later}. "
            "kolo už výsledky má: zapište ho (pořadí počítá jen úplná kola, takže na něj "
            "čekají všechny pozdější výsledky)"
        ),
    }
)

# the Tiebreak settings block of a grid (core/formats/grid_settings.py)
MESSAGES.update(
    {
        "grid.near-twin-merged": "{name} přečteno jako {first} ({cell}): jména se liší jen "
        "diakritikou, velikostí písmen nebo mezerami; jsou-li to dva hráči, uveďte oba v bloku "
        "Players s jejich startovními čísly",
        "grid.settings.second-block": "druhý blok 'Tiebreak settings' (první je v {cell}); "
        "ponechte jen jeden",
        "grid.settings.twice": "nastavení {key} je uvedeno dvakrát",
        "grid.settings.target": "cíl {value}: očekává se 'columns' nebo 'standings-tab'",
        "grid.settings.language": "jazyk {value}: očekává se jeden z {langs}",
        "grid.settings.lots-seed": "seed losování {value}: očekává se celé číslo od 0 do {most}",
        "grid.settings.single-winner": "jediný vítěz {value}: očekává se ano nebo ne",
        "grid.settings.unknown-key": "neznámé nastavení {key}: očekává se Rules, Order, Start "
        "date, Target, Language, Lots seed nebo Single winner",
        "grid.settings.rules": "sada pravidel {value}: očekává se jedna z {names}",
        "grid.settings.date": "datum zahájení {value}: očekává se datum jako 2025-09-13 nebo "
        "13.9.2025",
    }
)
