"""The messages of input in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "input.decode.not-in-encoding": "nejde o text v kódování {encoding}: bajt 0x{byte} na tomto "
    "řádku není v {encoding} žádný znak",
    "input.decode.no-such-encoding": "neznámé kódování {encoding}: nemysleli jste {suggestions}?",
    "input.decode.option": "--encoding {name} jej čte jako {encoding}",
    "input.decode.not-a-text-encoding": "{encoding} není kódování textu (převádí bajty na bajty "
    "nebo text na text): uveďte znakovou sadu, např. {suggestions}",
    "input.decode.read-named": "čteno jako {encoding}, uvedené kódování (--encoding)",
    "input.decode.read-mark": "čteno jako {encoding}, jak říká značka pořadí bajtů",
    "input.decode.read-utf-8": "čteno jako UTF-8",
    "input.decode.read-guessed": "čteno jako {encoding}: nejde o UTF-8 a jde o jedinou starší "
    "kódovou stránku, v níž čtení dává smysl ({option} ji uvádí)",
    "input.decode.read-workbook": "sešit Excelu, čtený v kódování, které uvádí jeho XML",
    "input.decode.read-line": "{file}: {what}",
    "input.json.order": "order: nalezeno {found}, očekává se seznam kódů pomocných hodnocení jako "
    '["BH-C1", "BH"]',
    "input.warning.near-twins": "{first} (č. {first_no}) a {second} (č. {second_no}) se liší jen "
    "diakritikou, velikostí písmen nebo mezerami: jeden hráč zapsaný dvakrát, nebo dva hráči, "
    "jejichž jména je mají odlišit",
    "input.decode.candidate": "{encoding} (čte se {word})",
    # Shared pieces
    "input.or": "{left} nebo {right}",
    "input.columns": "sloupce {first}-{last}",
    "input.found": "{problem}, nalezeno {found}",
    "input.kind.list": "seznam",
    "input.kind.object": "objekt",
    # core/formats/load.py
    "input.load.unreadable": "soubor nelze přečíst: {reason}",
    "input.load.no-stdin": (
        "standardní vstup je uzavřen: zadejte název souboru nebo soubor přesměrujte na vstup"
    ),
    "input.load.unknown-format": "nejde o turnajový JSON, TRF-16 ani soubor CSV",
    # core/formats/text_decoding.py
    "input.size.mb": "{size} MB",
    "input.decode.too-large": "soubor má {size}; tiebreak čte turnajové soubory do velikosti "
    "{limit}",
    "input.decode.larger-than": "soubor je větší než {limit}; tiebreak čte turnajové soubory "
    "do velikosti {limit}",
    "input.decode.save-as-utf8": "uložte jej v kódování UTF-8 (v Excelu: Uložit jako, 'CSV "
    "UTF-8'; v LibreOffice: znaková sada 'Unicode (UTF-8)')",
    "input.decode.bad-bom": "začíná jako text {encoding}, ale není platný {encoding} (bajt "
    "{byte}): {advice}",
    "input.decode.nul": "nejde o textový soubor: obsahuje bajt NUL (tabulkový soubor nebo "
    "UTF-16 bez značky pořadí bajtů?); {advice}",
    "input.decode.ambiguous": "nejde o UTF-8 (bajt 0x{byte} na tomto řádku) a text dává slova "
    "ve více kódováních: {candidates}; {advice}, nebo kódování uveďte (--encoding): "
    "{options}",
    "input.decode.unknown": "nejde o UTF-8 (bajt 0x{byte} na tomto řádku) a text nedává slova "
    "žádného jazyka ve Windows-1250, ISO-8859-2, Windows-1252, Windows-1251 ani Windows-1254: "
    "{advice}, nebo kódování uveďte (--encoding)",
    # core/formats/crosstable.py
    "input.token.help": "značka jako +W9, =B9, -9, +F9, -F9, ?W9, BYE/U, F, H, Z nebo -- "
    "(formats.md, oddíl 1)",
    "input.token.unknown": "{token} není {help}",
    "input.token.too-large": "{token}: čísla soupeřů jdou nejvýše do {limit}",
    "input.token.zero": "{token}: čísla soupeřů začínají od 1",
    "input.token.drawn-forfeit": "{token}: kontumace je výhra (+F) nebo prohra (-F), nikdy remíza",
    # core/formats/tournament_json.py
    "input.json.invalid": "neplatný JSON: {detail}",
    "input.json.long-number": "{key}: číslo o {digits} číslicích; čísla v turnaji mají "
    "nejvýše {limit} číslic",
    "input.json.long-number-bare": "číslo o {digits} číslicích; čísla v turnaji mají nejvýše "
    "{limit} číslic",
    "input.json.too-deep": "příliš hluboké vnoření: pole nebo objekty více než {limit} úrovní "
    "v sobě",
    "input.json.not-object": 'očekáván objekt JSON s klíčem "players"',
    "input.json.format": "formát je {found}; očekáváno {expected}",
    "input.json.unknown-key": "neznámý klíč {key} (vlastní klíče začínají 'x-')",
    "input.json.not-string": "{field} musí být řetězec, nalezeno {found}",
    "input.json.bad-text": "{field} {value}: {problem}",
    "input.json.start-date": "start_date {found} není datum jako 2026-11-03",
    "input.json.notation": "notation {found}: očekáváno {expected}",
    "input.json.system": "system {found}: očekáváno swiss, round-robin nebo team-swiss",
    "input.json.scoring-object": "scoring musí být objekt jako {example}",
    "input.json.scoring-key": "scoring: neznámý klíč {key} (win, draw, loss, pab)",
    "input.json.scoring-number": "scoring.{key}: očekáváno číslo, nalezeno {found}",
    "input.json.scoring-range": "scoring.{key}: {problem}, nalezeno {found}",
    "input.json.scoring": "scoring: {problem}",
    "input.json.no-players": "players musí být neprázdný seznam",
    "input.json.rounds": "rounds musí být celé číslo od 0 do {limit}, nalezeno {found}",
    "input.json.too-many-rounds": "hráč má výsledky {rounds} kol; turnaj má nejvýše {limit} kol",
    "input.json.player-not-object": "players[{index}] není objekt",
    "input.json.bad-id": "players[{index}]: id musí být celé číslo od 1 do {limit}, nalezeno "
    "{found}",
    "input.json.duplicate-id": "stejné id je použito dvakrát",
    "input.json.rating": "rating musí být celé číslo od 0 do {limit} nebo null, nalezeno {found}",
    "input.json.results-list": "results musí být seznam značek",
    "input.json.not-token": "{found} není značka",
    "input.json.token": "{problem}",
    "input.json.uscf-hint": "{problem} (zápis tabulky US Chess? doplňte do souboru "
    '"notation": "uscf")',
    "input.json.withdrawn": "withdrawn_after musí být číslo kola, nalezeno {found}",
    "input.json.birth": "birth musí být datum jako 2008-05-17 nebo rok jako 2008, nalezeno {found}",
    "input.json.sex": 'sex musí být "m" nebo "f", nalezeno {found}',
    # core/formats/trf.py: reading
    "input.trf.not-record": "{found} není záznam TRF: řádek začíná třímístným kódem jako 001, "
    "012 nebo XXR",
    "input.trf.no-players": "žádné záznamy hráčů (řádky začínající 001)",
    "input.trf.duplicate-start": "startovní číslo {id} je použito dvakrát (také na řádku {line})",
    "input.trf.start-number": "sloupce 5-8 obsahují startovní číslo, nalezeno {found}",
    "input.trf.name": "jméno {name}: {problem}",
    "input.trf.rating-limit": "sloupce 49-52 obsahují rating, celé číslo od 0 do {limit}, "
    "nalezeno {found}",
    "input.trf.text": "sloupce {columns} ({field}) {value}: {problem}",
    "input.trf.rating": "sloupce 49-52 obsahují rating, nalezeno {found}",
    "input.trf.fide-id": "sloupce 58-68 obsahují FIDE ID, nalezeno {found}",
    "input.trf.points-column": "sloupce 81-84 obsahují body, nalezeno {found}",
    "input.trf.rank": "sloupce 86-89 obsahují místo, nalezeno {found}",
    "input.trf.blank": "sloupce 90-91 musí být prázdné, nalezeno {found}",
    "input.trf.round-block": "{columns}: {found} není kolo jako '  12 w 1' (soupeř, barva, "
    "výsledek ve sloupcích 1-4, 6 a 8 bloku)",
    "input.trf.opponent": "{columns}: soupeř {found} není startovní číslo",
    "input.trf.colour": "{columns}: barva {found}; očekáváno w, b nebo -",
    "input.trf.result": "{columns}: výsledek {found}; očekáváno 1 0 = + - W D L H F U Z",
    "input.trf.record": "záznam {code}: {problem}",
    "input.trf.xxr": "počet kol musí být celé číslo od 0 do {limit}, nalezeno {found}",
    "input.trf.score-format": "očekávány body jako 1.0, nalezeno {found}",
    "input.trf.scoring": "bodování: {problem}",
    "input.trf.no-result": "partie se soupeřem {opponent} nemá výsledek",
    "input.trf.bye-with-opponent": "výsledek {result} je volný los, ale uvádí soupeře {opponent}",
    "input.trf.needs-opponent": "výsledek {result} potřebuje soupeře; kolo bez soupeře je U "
    "(volný los přidělený losováním), F, H, Z nebo - (nenalosován)",
    "input.trf.points": "body v souboru {found}, partie dávají {counted}",
    "input.trf.points-scoring": "body {count} z {total} hráčů nesouhlasí s bodováním 1-½-0; "
    "pro jiné bodování doplňte záznamy jako 'BBW  3.0', "
    "'BBD  1.0', 'BBL  0.0', 'BBU  3.0'",
    # core/formats/trf.py: writing
    "input.trf.too-many-players": "turnaj má {players} hráčů, ale startovní čísla TRF-16 mají "
    "čtyři číslice (1 až {limit}): ponechte jej jako turnajový "
    "JSON (--to json)",
    "input.trf.start-too-large": "startovní číslo {id} se nevejde do čtyř číslic TRF-16 (1 až "
    "{limit}): přečíslujte hráče",
    "input.trf.limit.name-break": "název turnaje obsahuje zalomení řádku",
    "input.trf.limit.scoring": "bodování: {what} = {value} není číslo s jedním desetinným místem",
    "input.trf.limit.field": "pole turnaje {key} nemá v TRF záznam",
    "input.trf.limit.round": "kolo {round} nemá partii, kontumaci ani volný los přidělený "
    "losováním; čtenář TRF považuje takový sloupec za předem "
    "vyžádané volné losy",
    "input.trf.limit.name": "jméno {name} se nevejde do sloupců 15-47 (nejvýše {width} znaků, "
    "bez zalomení řádku, bez mezer na začátku a na konci)",
    "input.trf.limit.rating": "rating {rating} se nevejde do sloupců 49-52",
    "input.trf.limit.federation": "federace {federation} není třípísmenný kód",
    "input.trf.limit.fide-id": "FIDE ID {id} není číslo o nejvýše 11 číslicích",
    "input.trf.limit.title": "titul {title} se nevejde do sloupců 11-13",
    "input.trf.limit.withdrawn": "TRF nemá pole pro odstoupení z turnaje po kole {round} "
    "(zapíší se neodehraná kola)",
    "input.trf.limit.points": "body se nevejdou do sloupců 81-84",
    "input.trf.limit.player-field": "pole {key} nemá v TRF sloupec",
    # core/questions/calc.py
    "input.card.not-object": 'očekáván objekt s klíči "rules" a "card"',
    "input.card.rules": "rules musí uvádět jednu sadu pravidel ({known}); karta nemá datum",
    "input.card.entry": "položka karty {entry}",
    "input.card.result": "result musí být jedno z {results}",
    "input.card.opponent-score": "opponent_score musí být číslo",
    "input.card.opponent-score-range": "opponent_score musí být číslo od 0 do "
    "{limit} s nejvýše {decimals} desetinnými místy, "
    "nalezeno {found}",
    "input.card.rounds": "rounds musí být celé číslo ≥ {least}",
    # core/sources/lichess.py
    "input.lichess.bad-id": "{found} není id švýcarského turnaje na lichess (8 písmen nebo "
    "číslic, jako v https://lichess.org/swiss/j8rtJ5GL)",
    "input.lichess.not-ref": "nejde o švýcarský turnaj na lichess: očekáváno "
    "https://lichess.org/swiss/ID nebo lichess:ID",
    "input.lichess.no-players": "švýcarský turnaj {id} na lichess zatím nemá hráče",
    "input.lichess.not-found": "lichess nemá švýcarský turnaj {id}",
    "input.lichess.private": "švýcarský turnaj {id} na lichess je soukromý (HTTP {status}): "
    "vidí jej jen jeho členové",
    "input.remote.http": "lichess odpověděl HTTP {status} na {url}",
    "input.remote.unreachable": "lichess je nedostupný ({error})",
    "input.remote.too-many-requests": "lichess hlásí příliš mnoho požadavků (HTTP 429)",
    "input.remote.server": "lichess odpověděl HTTP {status}",
    "input.remote.gave-up": {
        "one": "{why}; vzdáno po {attempts} pokusu",
        "few": "{why}; vzdáno po {attempts} pokusech",
        "many": "{why}; vzdáno po {attempts} pokusu",
        "other": "{why}; vzdáno po {attempts} pokusech",
    },
    "input.remote.wait-limit": {
        "one": "{why}; čekání dalších {wait} s by překročilo limit čekání, vzdáno po "
        "{attempts} pokusu",
        "few": "{why}; čekání dalších {wait} s by překročilo limit čekání, vzdáno po "
        "{attempts} pokusech",
        "many": "{why}; čekání dalších {wait} s by překročilo limit čekání, vzdáno po "
        "{attempts} pokusu",
        "other": "{why}; čekání dalších {wait} s by překročilo limit čekání, vzdáno po "
        "{attempts} pokusech",
    },
    "input.remote.not-json": "popis švýcarského turnaje {id} od lichess není JSON ({detail})",
    "input.remote.not-object": "popis švýcarského turnaje {id} od lichess není objekt JSON",
    "input.lichess.arena": "lze číst jen švýcarské turnaje z lichess: Arena "
    "(lichess.org/tournament/…) nemá kola, v nichž by se rozhodovalo o pořadí",
    "input.lichess.header-name": "název, který lichess dává švýcarskému turnaji {id}, nelze "
    "zobrazit: {why}",
    "input.lichess.header-rounds": "lichess uvádí, že švýcarský turnaj {id} má {found} kol; "
    "přečíst lze nejvýše {most}",
    "input.lichess.header-start": "čas začátku švýcarského turnaje {id} podle lichess není "
    "datum: {found}",
    "input.remote.timeout": "lichess neposlal {url} do {seconds} s; vzdáno",
    "input.remote.redirects": "lichess přesměroval {url} víc než {most}krát; vzdáno",
    "input.remote.too-large": "odpověď lichess pro {url} je větší než {most}; nepřečtena",
    "input.remote.encoding": "lichess odpověděl na {url} v kódování, o které se nežádalo "
    "({encoding})",
    "input.remote.bad-gzip": "komprimovaná odpověď lichess pro {url} je poškozená ({detail})",
    "input.remote.long-number": "popis švýcarského turnaje {id} od lichess obsahuje číslo "
    "delší než {most} číslic",
    "input.remote.too-deep": "popis švýcarského turnaje {id} od lichess je vnořen hlouběji než "
    "{most} úrovní",
    # --- team inputs --- (formats.md 6, rules.md 9.1)
    "input.team.cell.team": "družstvo {id}",
    "input.team.cell.team-round": "družstvo {id}, kolo {round}",
    "input.team.member-twice": "hráč {player} je v družstvu {team} uveden dvakrát",
    "input.team.unknown-member": "člen {player} družstva {team} není hráčem turnaje",
    "input.team.two-teams": "hráč {player} ({name}) je členem družstva {first} i {second}; "
    "hráč hraje za jedno družstvo",
    "input.team.too-few": "družstvo {team} má méně členů ({members}) než šachovnic v "
    "zápase ({boards})",
    "input.team.no-team": "hráč {player} není v žádném družstvu; každý hráč družstevní "
    "soutěže patří do jednoho družstva",
    "input.team.requested-bye": "{token}: družstevní soutěž nezná vyžádané volné losy; člen "
    "hraje, má volný los družstva (U), nebo nenastoupí (--)",
    "input.team.lineup-size": "sestava družstva {team} v kole {round} obsazuje {count} z "
    "{boards} šachovnic (hráči {players}); sestava obsazuje všechny šachovnice, nebo žádnou",
    "input.team.partial-pab": (
        "družstvo {team} má v kole {round} volný los jen na části sestavy (šachovnice s "
        "volným losem: {pab}; bez něj: {others}); volný los družstva platí pro celou sestavu"
    ),
    "input.team.teammate": "šachovnice {board} družstva {team} v kole {round} hraje proti "
    "hráči {opponent} ze stejného družstva",
    "input.team.board-order": "šachovnice {board} družstva {team} v kole {round} (hráč "
    "{player}) hraje proti hráči {opponent}, šachovnici {other_board} družstva {other}; "
    "šachovnice i jedné sestavy hraje proti šachovnici i druhé",
    "input.team.two-opponents": "družstvo {team} hraje v kole {round} proti {first} na "
    "šachovnici {first_board} a proti {second} na šachovnici {second_board}; sestava hraje "
    "proti jednomu družstvu",
    "input.team.json.not-team": '{key} patří k družstevní soutěži, ale "system" je '
    "{system} (pro družstva team-swiss nebo team-round-robin)",
    "input.team.json.needs": "soutěž {system} potřebuje {key} (formats.md 6.1)",
    "input.team.json.boards": '"boards" musí být celé číslo od 1 do {limit}, nalezeno {found}',
    "input.team.json.teams-list": '"teams" musí být neprázdný seznam družstev, například '
    '{{"id": 1, "name": "Team A", "members": [1, 2]}}',
    "input.team.json.not-object": 'družstvo {index} v "teams" není objekt',
    "input.team.json.id": 'družstvo {index} v "teams": "id" musí být celé číslo od 1 '
    "do {limit}, nalezeno {found}",
    "input.team.json.duplicate-id": "číslo družstva {id} je použito dvakrát",
    "input.team.json.key": "neznámý klíč {key} u družstva (id, name, members)",
    "input.team.json.name": '"name" družstva musí být text, nalezeno {found}',
    "input.team.json.members": '"members" musí být seznam čísel hráčů v pořadí '
    "šachovnic, nalezeno {found}",
    "input.team.json.scoring-object": '"team_scoring" musí být objekt, například {example}',
    "input.team.json.scoring-key": 'neznámý klíč {key} v "team_scoring" (win, draw, loss, '
    "pab, primary)",
    "input.team.json.primary": '"primary" v "team_scoring" musí být "MP" nebo "GP", '
    "nalezeno {found}",
    "input.team.json.scoring-number": '"team_scoring" {key} musí být číslo, nalezeno {found}',
    "input.team.json.scoring-range": '"team_scoring" {key}: {problem}, nalezeno {found}',
    "input.team.check-ok": "{file}: v pořádku — družstevní soutěž; družstva: {teams}, "
    "šachovnice: {boards}, hráči: {count}, kola: {played} z {rounds}; každá sestava hraje "
    "proti jednomu družstvu šachovnici po šachovnici",
    "input.team.trf.member": "záznam družstva 013 uvádí startovní čísla ve sloupcích 37-40, "
    "42-45, …; nalezeno {found}",
    "input.team.trf.no-name": "záznam družstva 013 potřebuje název družstva ve sloupcích 5-36",
    "input.team.trf.no-members": "záznam 013 družstva {name} neuvádí žádná startovní čísla",
    "input.team.trf.forfeit-no-opponent": "'0000 - +' je kontumace bez soupeře, kterou "
    "družstevní soutěž nepřijímá: šachovnice, která se nehrála, uvádí člena druhého "
    "družstva (rules.md 12.37)",
    "input.team.trf.limit.id": "družstvo číslo {id} se zapíše jako družstvo {position}: "
    "TRF-16 čísluje družstva podle pořadí jejich řádků 013",
    "input.team.trf.limit.name": "název družstva {name} se nevejde do 32 sloupců řádku 013",
    "input.team.trf.limit.scoring": "TRF-16 nemá pole pro zápasové body: soubor se načte "
    "zpět s 2-1-0, volným losem družstva za remízu a hlavním skóre MP",
    "input.team.trf.limit.boards": "soutěž má {boards} šachovnic, ale žádná sestava "
    "neobsazuje víc než {largest}; TRF-16 určuje počet šachovnic podle největší sestavy",
    "input.team.grid.no-teams": "partie na šachovnicích (sloupec Zápas nebo Domácí/Hosté) "
    "potřebují seznam družstev: záhlaví se sloupcem družstva ({words}) a sloupcem hráče, "
    "jeden řádek na člena v pořadí šachovnic",
    "input.team.grid.no-team-cell": "tento člen nemá družstvo: napište název družstva do "
    "jeho prvního řádku",
    "input.team.grid.board": "zde šachovnice {board}, ale {name} je šachovnice {lineup} "
    "sestavy družstva {team} v kole {round} (hrající členové v pořadí seznamu družstev)",
    "input.team.grid.match-teams": "zápas {match} kola {round} obsahuje hráče více než dvou "
    "družstev: {teams}",
    "input.team.grid.score": "očekáván výsledek zápasu jako 2½-1½ nebo 3:1, nalezeno {found}",
    "input.team.grid.score-no-boards": "zápas {match} kola {round} má výsledek, ale žádné partie",
    "input.team.grid.score-sum": "výsledek {found} zápasu {match} v kole {round} není součtem "
    "šachovnic: {home} {home_points} - {away_points} {away}",
    # --- end of team inputs ---
}


# ---- rounds in progress: the pending token ?W9, TRF-16 -----
MESSAGES.update(
    {
        "input.token.pending-forfeit": "{token}: kontumace má výsledek (+F nebo -F); partie bez "
        "výsledku je ?W9, ?B9 nebo ?9",
        "input.trf.pending": {
            "one": "TRF-16 neumí zapsat partii bez výsledku: kolo {round} má "
            "{count} partii bez výsledku; nejprve ji zapište (JSON turnaje "
            "ji uloží jako ?W9)",
            "few": "TRF-16 neumí zapsat partii bez výsledku: kolo {round} má "
            "{count} partie bez výsledku; nejprve je zapište (JSON turnaje "
            "je uloží jako ?W9)",
            "many": "TRF-16 neumí zapsat partii bez výsledku: kolo {round} má "
            "{count} partie bez výsledku; nejprve je zapište (JSON turnaje "
            "je uloží jako ?W9)",
            "other": "TRF-16 neumí zapsat partii bez výsledku: kolo {round} má "
            "{count} partií bez výsledku; nejprve je zapište (JSON "
            "turnaje je uloží jako ?W9)",
        },
    }
)
