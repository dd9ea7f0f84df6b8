"""The messages of input in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "input.decode.not-in-encoding": "non è testo {encoding}: il byte 0x{byte} su questa riga "
    "non è un carattere in {encoding}",
    "input.decode.no-such-encoding": "codifica sconosciuta {encoding}: intendevate {suggestions}?",
    "input.decode.option": "--encoding {name} lo legge come {encoding}",
    "input.decode.not-a-text-encoding": "{encoding} non è una codifica di testo (trasforma byte in "
    "byte o testo in testo): indicate un set di caratteri come {suggestions}",
    "input.decode.read-named": "letto come {encoding}, la codifica indicata (--encoding)",
    "input.decode.read-mark": "letto come {encoding}, come dice il suo byte order mark",
    "input.decode.read-utf-8": "letto come UTF-8",
    "input.decode.read-guessed": "letto come {encoding}: non è UTF-8 ed è l'unica vecchia code "
    "page la cui lettura è plausibile ({option} la indica)",
    "input.decode.read-workbook": "una cartella di lavoro Excel, letta nella codifica che il suo "
    "XML dichiara",
    "input.decode.read-line": "{file}: {what}",
    "input.json.order": "order: trovato {found}, attesa una lista di codici di spareggio come "
    '["BH-C1", "BH"]',
    "input.warning.near-twins": "{first} (n. {first_no}) e {second} (n. {second_no}) differiscono "
    "solo per accenti, maiuscole o spazi: un giocatore inserito due volte, o due giocatori i cui "
    "nomi dovrebbero distinguerli",
    "input.decode.candidate": "{encoding} (si legge {word})",
    # Shared pieces
    "input.or": "{left} o {right}",
    "input.columns": "colonne {first}-{last}",
    "input.found": "{problem}, trovato {found}",
    "input.kind.list": "una lista",
    "input.kind.object": "un oggetto",
    # core/formats/load.py
    "input.load.unreadable": "impossibile leggere il file: {reason}",
    "input.load.no-stdin": (
        "lo standard input è chiuso: indicare un nome di file o passare il file in ingresso"
    ),
    "input.load.unknown-format": "non è un file JSON di torneo, TRF-16 o CSV",
    # core/formats/text_decoding.py
    "input.size.mb": "{size} MB",
    "input.decode.too-large": "il file è di {size}; tiebreak legge file di torneo fino a {limit}",
    "input.decode.larger-than": "il file supera {limit}; tiebreak legge file di torneo fino a "
    "{limit}",
    "input.decode.save-as-utf8": "occorre salvarlo come UTF-8 (in Excel: Salva con nome, 'CSV "
    "UTF-8'; in LibreOffice: set di caratteri 'Unicode (UTF-8)')",
    "input.decode.bad-bom": "inizia come testo {encoding} ma non è {encoding} valido (byte "
    "{byte}): {advice}",
    "input.decode.nul": "non è un file di testo: contiene un byte NUL (un foglio di calcolo o "
    "UTF-16 senza indicatore dell'ordine dei byte?); {advice}",
    "input.decode.ambiguous": "non è UTF-8 (byte 0x{byte} su questa riga) e il testo dà parole "
    "in più di una codifica: {candidates}; {advice}, oppure indicate la codifica (--encoding): "
    "{options}",
    "input.decode.unknown": "non è UTF-8 (byte 0x{byte} su questa riga) e il testo non dà "
    "parole di nessuna lingua in Windows-1250, ISO-8859-2, Windows-1252, Windows-1251 o "
    "Windows-1254: {advice}, oppure indicate la codifica (--encoding)",
    # core/formats/crosstable.py
    "input.token.help": "un simbolo come +W9, =B9, -9, +F9, -F9, ?W9, BYE/U, F, H, Z o -- "
    "(formats.md, sezione 1)",
    "input.token.unknown": "{token} non è {help}",
    "input.token.too-large": "{token}: i numeri degli avversari arrivano fino a {limit}",
    "input.token.zero": "{token}: i numeri degli avversari partono da 1",
    "input.token.drawn-forfeit": "{token}: un forfait si vince (+F) o si perde (-F), non si patta",
    # core/formats/tournament_json.py
    "input.json.invalid": "JSON non valido: {detail}",
    "input.json.long-number": "{key}: un numero di {digits} cifre; i numeri di un torneo "
    "hanno al massimo {limit} cifre",
    "input.json.long-number-bare": "un numero di {digits} cifre; i numeri di un torneo hanno "
    "al massimo {limit} cifre",
    "input.json.too-deep": "annidamento troppo profondo: array o oggetti su più di {limit} "
    "livelli uno dentro l'altro",
    "input.json.not-object": 'atteso un oggetto JSON con "players"',
    "input.json.format": "il formato è {found}; atteso {expected}",
    "input.json.unknown-key": "chiave sconosciuta {key} (le chiavi personalizzate iniziano "
    "con 'x-')",
    "input.json.not-string": "{field} deve essere una stringa, trovato {found}",
    "input.json.bad-text": "{field} {value}: {problem}",
    "input.json.start-date": "start_date {found} non è una data come 2026-11-03",
    "input.json.notation": "notation {found}: atteso {expected}",
    "input.json.system": "system {found}: atteso swiss, round-robin o team-swiss",
    "input.json.scoring-object": "scoring deve essere un oggetto come {example}",
    "input.json.scoring-key": "scoring: chiave sconosciuta {key} (win, draw, loss, pab)",
    "input.json.scoring-number": "scoring.{key}: atteso un numero, trovato {found}",
    "input.json.scoring-range": "scoring.{key}: {problem}, trovato {found}",
    "input.json.scoring": "scoring: {problem}",
    "input.json.no-players": "players deve essere una lista non vuota",
    "input.json.rounds": "rounds deve essere un numero intero da 0 a {limit}, trovato {found}",
    "input.json.too-many-rounds": "un giocatore ha risultati per {rounds} turni; un torneo ne "
    "ha al massimo {limit}",
    "input.json.player-not-object": "players[{index}] non è un oggetto",
    "input.json.bad-id": "players[{index}]: id deve essere un numero intero da 1 a {limit}, "
    "trovato {found}",
    "input.json.duplicate-id": "lo stesso id è usato due volte",
    "input.json.rating": "rating deve essere un numero intero da 0 a {limit} o null, trovato "
    "{found}",
    "input.json.results-list": "results deve essere una lista di simboli",
    "input.json.not-token": "{found} non è un simbolo",
    "input.json.token": "{problem}",
    "input.json.uscf-hint": "{problem} (notazione del tabellone US Chess? aggiungere "
    '"notation": "uscf" al file)',
    "input.json.withdrawn": "withdrawn_after deve essere un numero di turno, trovato {found}",
    "input.json.birth": "birth deve essere una data come 2008-05-17 o un anno come 2008, "
    "trovato {found}",
    "input.json.sex": 'sex deve essere "m" o "f", trovato {found}',
    # core/formats/trf.py: reading
    "input.trf.not-record": "{found} non è un record TRF: una riga inizia con un codice di 3 "
    "caratteri come 001, 012 o XXR",
    "input.trf.no-players": "nessun record di giocatore (righe che iniziano con 001)",
    "input.trf.duplicate-start": "il numero di partenza {id} è usato due volte (anche alla "
    "riga {line})",
    "input.trf.start-number": "le colonne 5-8 contengono il numero di partenza, trovato {found}",
    "input.trf.name": "nome {name}: {problem}",
    "input.trf.rating-limit": "le colonne 49-52 contengono il rating, un numero intero da 0 a "
    "{limit}, trovato {found}",
    "input.trf.text": "le colonne {columns} ({field}) {value}: {problem}",
    "input.trf.rating": "le colonne 49-52 contengono il rating, trovato {found}",
    "input.trf.fide-id": "le colonne 58-68 contengono il FIDE ID, trovato {found}",
    "input.trf.points-column": "le colonne 81-84 contengono i punti, trovato {found}",
    "input.trf.rank": "le colonne 86-89 contengono il posto, trovato {found}",
    "input.trf.blank": "le colonne 90-91 devono essere vuote, trovato {found}",
    "input.trf.round-block": "{columns}: {found} non è un turno come '  12 w 1' (avversario, "
    "colore, risultato nelle colonne 1-4, 6 e 8 del blocco)",
    "input.trf.opponent": "{columns}: l'avversario {found} non è un numero di partenza",
    "input.trf.colour": "{columns}: colore {found}; atteso w, b o -",
    "input.trf.result": "{columns}: risultato {found}; atteso 1 0 = + - W D L H F U Z",
    "input.trf.record": "record {code}: {problem}",
    "input.trf.xxr": "il numero di turni deve essere un intero da 0 a {limit}, trovato {found}",
    "input.trf.score-format": "attesi punti come 1.0, trovato {found}",
    "input.trf.scoring": "punteggio: {problem}",
    "input.trf.no-result": "la partita contro il giocatore {opponent} non ha risultato",
    "input.trf.bye-with-opponent": "il risultato {result} è un bye ma indica l'avversario "
    "{opponent}",
    "input.trf.needs-opponent": "il risultato {result} richiede un avversario; un turno senza "
    "avversario è U (bye assegnato dall'abbinamento, PAB), F, H, "
    "Z o - (non abbinato)",
    "input.trf.points": "punti nel file {found}, le partite danno {counted}",
    "input.trf.points-scoring": "i punti di {count} giocatori su {total} non corrispondono al "
    "punteggio 1-½-0; per un altro punteggio aggiungere record "
    "come 'BBW  3.0', 'BBD  1.0', 'BBL  0.0', 'BBU  3.0'",
    # core/formats/trf.py: writing
    "input.trf.too-many-players": "il torneo ha {players} giocatori, ma i numeri di partenza "
    "TRF-16 hanno quattro cifre (da 1 a {limit}): conservarlo "
    "come JSON di torneo (--to json)",
    "input.trf.start-too-large": "il numero di partenza {id} non entra nelle quattro cifre di "
    "TRF-16 (da 1 a {limit}): rinumerare i giocatori",
    "input.trf.limit.name-break": "il nome del torneo contiene un a capo",
    "input.trf.limit.scoring": "punteggio: {what} = {value} non è un numero con un decimale",
    "input.trf.limit.field": "il campo del torneo {key} non ha un record TRF",
    "input.trf.limit.round": "il turno {round} non ha partite, forfait né bye assegnati "
    "dall'abbinamento (PAB); un lettore TRF considera una tale "
    "colonna come bye richiesti in anticipo",
    "input.trf.limit.name": "il nome {name} non entra nelle colonne 15-47 (al massimo {width} "
    "caratteri, senza a capo, senza spazi iniziali o finali)",
    "input.trf.limit.rating": "il rating {rating} non entra nelle colonne 49-52",
    "input.trf.limit.federation": "la federazione {federation} non è un codice di 3 lettere",
    "input.trf.limit.fide-id": "il FIDE ID {id} non è un numero di al massimo 11 cifre",
    "input.trf.limit.title": "il titolo {title} non entra nelle colonne 11-13",
    "input.trf.limit.withdrawn": "TRF non ha un campo per il ritiro dopo il turno {round} "
    "(si scrivono le assenze)",
    "input.trf.limit.points": "i punti non entrano nelle colonne 81-84",
    "input.trf.limit.player-field": "il campo {key} non ha una colonna TRF",
    # core/questions/calc.py
    "input.card.not-object": 'atteso un oggetto con "rules" e "card"',
    "input.card.rules": "rules deve indicare un insieme di regole ({known}); una scheda non "
    "ha data",
    "input.card.entry": "voce {entry} della scheda",
    "input.card.result": "result deve essere uno tra {results}",
    "input.card.opponent-score": "opponent_score deve essere un numero",
    "input.card.opponent-score-range": "opponent_score deve essere un numero da 0 a "
    "{limit} con al massimo {decimals} decimali, trovato "
    "{found}",
    "input.card.rounds": "rounds deve essere un numero intero ≥ {least}",
    # core/sources/lichess.py
    "input.lichess.bad-id": "{found} non è un id di torneo svizzero lichess (8 lettere o "
    "cifre, come in https://lichess.org/swiss/j8rtJ5GL)",
    "input.lichess.not-ref": "non è un torneo svizzero lichess: atteso "
    "https://lichess.org/swiss/ID o lichess:ID",
    "input.lichess.no-players": "il torneo svizzero lichess {id} non ha ancora giocatori",
    "input.lichess.not-found": "lichess non ha il torneo svizzero {id}",
    "input.lichess.private": "il torneo svizzero lichess {id} è privato (HTTP {status}): solo "
    "i suoi membri possono vederlo",
    "input.remote.http": "lichess ha risposto HTTP {status} per {url}",
    "input.remote.unreachable": "impossibile raggiungere lichess ({error})",
    "input.remote.too-many-requests": "lichess segnala troppe richieste (HTTP 429)",
    "input.remote.server": "lichess ha risposto HTTP {status}",
    "input.remote.gave-up": {
        "one": "{why}; rinuncia dopo {attempts} tentativo",
        "many": "{why}; rinuncia dopo {attempts} tentativi",
        "other": "{why}; rinuncia dopo {attempts} tentativi",
    },
    "input.remote.wait-limit": {
        "one": "{why}; attendere altri {wait} s supererebbe il limite di attesa, rinuncia "
        "dopo {attempts} tentativo",
        "many": "{why}; attendere altri {wait} s supererebbe il limite di attesa, rinuncia "
        "dopo {attempts} tentativi",
        "other": "{why}; attendere altri {wait} s supererebbe il limite di attesa, rinuncia "
        "dopo {attempts} tentativi",
    },
    "input.remote.not-json": "la descrizione del torneo svizzero {id} di lichess non è JSON "
    "({detail})",
    "input.remote.not-object": "la descrizione del torneo svizzero {id} di lichess non è un "
    "oggetto JSON",
    "input.lichess.arena": "si possono leggere solo i tornei svizzeri di lichess: un'Arena "
    "(lichess.org/tournament/…) non ha turni in cui spareggiare",
    "input.lichess.header-name": "il nome che lichess dà al torneo svizzero {id} non si può "
    "mostrare: {why}",
    "input.lichess.header-rounds": "lichess dice che il torneo svizzero {id} ha {found} turni; "
    "se ne possono leggere al massimo {most}",
    "input.lichess.header-start": "l'ora d'inizio del torneo svizzero {id} data da lichess non "
    "è una data: {found}",
    "input.remote.timeout": "lichess non ha inviato {url} entro {seconds} s; rinuncia",
    "input.remote.redirects": "lichess ha reindirizzato {url} più di {most} volte; rinuncia",
    "input.remote.too-large": "la risposta di lichess per {url} supera {most}; non letta",
    "input.remote.encoding": "lichess ha risposto a {url} in una codifica non richiesta "
    "({encoding})",
    "input.remote.bad-gzip": "la risposta compressa di lichess per {url} è danneggiata ({detail})",
    "input.remote.long-number": "la descrizione del torneo svizzero {id} di lichess contiene "
    "un numero di più di {most} cifre",
    "input.remote.too-deep": "la descrizione del torneo svizzero {id} di lichess è annidata "
    "più di {most} livelli",
    # --- team inputs --- (formats.md 6, rules.md 9.1)
    "input.team.cell.team": "squadra {id}",
    "input.team.cell.team-round": "squadra {id}, turno {round}",
    "input.team.member-twice": "il giocatore {player} compare due volte in {team}",
    "input.team.unknown-member": "il membro {player} di {team} non è un giocatore del torneo",
    "input.team.two-teams": "il giocatore {player} ({name}) è membro sia di {first} sia di "
    "{second}; un giocatore gioca per una sola squadra",
    "input.team.too-few": "{team} ha {members} membri, meno delle {boards} scacchiere di un "
    "incontro",
    "input.team.no-team": "il giocatore {player} non è in nessuna squadra; ogni giocatore "
    "di un torneo a squadre appartiene a una squadra",
    "input.team.requested-bye": "{token}: un torneo a squadre non ha bye richiesti; un "
    "membro gioca, ha il bye della squadra (U) o non gioca (--)",
    "input.team.lineup-size": "la formazione di {team} nel turno {round} occupa {count} "
    "delle {boards} scacchiere (giocatori {players}); una formazione le occupa tutte o nessuna",
    "input.team.partial-pab": (
        "{team} ha il bye nel turno {round} solo su una parte della formazione (scacchiere "
        "con il bye: {pab}; senza: {others}); il bye della squadra copre tutta la formazione"
    ),
    "input.team.teammate": "la scacchiera {board} di {team} nel turno {round} gioca contro "
    "il giocatore {opponent} della stessa squadra",
    "input.team.board-order": "la scacchiera {board} di {team} nel turno {round} (giocatore "
    "{player}) gioca contro il giocatore {opponent}, scacchiera {other_board} di {other}; la "
    "scacchiera i di una formazione gioca contro la scacchiera i dell'altra",
    "input.team.two-opponents": "{team} gioca contro {first} sulla scacchiera {first_board} "
    "e contro {second} sulla scacchiera {second_board} nel turno {round}; una formazione "
    "gioca contro una sola squadra",
    "input.team.json.not-team": '{key} riguarda un torneo a squadre, e "system" è {system} '
    "(team-swiss o team-round-robin per le squadre)",
    "input.team.json.needs": "un torneo {system} richiede {key} (formats.md 6.1)",
    "input.team.json.boards": '"boards" deve essere un numero intero da 1 a {limit}, '
    "trovato {found}",
    "input.team.json.teams-list": '"teams" deve essere un elenco non vuoto di squadre, per '
    'esempio {{"id": 1, "name": "Team A", "members": [1, 2]}}',
    "input.team.json.not-object": 'la squadra {index} di "teams" non è un oggetto',
    "input.team.json.id": 'squadra {index} di "teams": "id" deve essere un numero intero '
    "da 1 a {limit}, trovato {found}",
    "input.team.json.duplicate-id": "il numero di squadra {id} è usato due volte",
    "input.team.json.key": "chiave sconosciuta {key} in una squadra (id, name, members)",
    "input.team.json.name": 'il "name" di una squadra deve essere un testo, trovato {found}',
    "input.team.json.members": '"members" deve essere un elenco di numeri di giocatori '
    "nell'ordine di scacchiera, trovato {found}",
    "input.team.json.scoring-object": '"team_scoring" deve essere un oggetto, per esempio '
    "{example}",
    "input.team.json.scoring-key": 'chiave sconosciuta {key} in "team_scoring" (win, draw, '
    "loss, pab, primary)",
    "input.team.json.primary": '"primary" di "team_scoring" deve essere "MP" o "GP", '
    "trovato {found}",
    "input.team.json.scoring-number": '"team_scoring" {key} deve essere un numero, trovato {found}',
    "input.team.json.scoring-range": '"team_scoring" {key}: {problem}, trovato {found}',
    "input.team.check-ok": "{file}: a posto — torneo a squadre; squadre: {teams}, "
    "scacchiere: {boards}, giocatori: {count}, turni: {played} su {rounds}; ogni formazione "
    "gioca contro una sola squadra scacchiera per scacchiera",
    "input.team.trf.member": "un record di squadra 013 elenca i numeri di partenza nelle "
    "colonne 37-40, 42-45, …; trovato {found}",
    "input.team.trf.no-name": "un record di squadra 013 richiede il nome della squadra nelle "
    "colonne 5-36",
    "input.team.trf.no-members": "il record 013 di {name} non elenca numeri di partenza",
    "input.team.trf.forfeit-no-opponent": "'0000 - +' è un forfait senza avversario, che un "
    "torneo a squadre non accetta: la scacchiera non giocata indica il membro dell'altra "
    "squadra (rules.md 12.37)",
    "input.team.trf.limit.id": "la squadra numero {id} viene scritta come squadra "
    "{position}: TRF-16 numera le squadre secondo la posizione della loro riga 013",
    "input.team.trf.limit.name": "il nome di squadra {name} non entra nelle 32 colonne di "
    "una riga 013",
    "input.team.trf.limit.scoring": "TRF-16 non ha un campo per i punti squadra: il file "
    "sarà riletto con 2-1-0, bye della squadra pari a una patta e punteggio principale MP",
    "input.team.trf.limit.boards": "il torneo ha {boards} scacchiere ma nessuna formazione "
    "ne occupa più di {largest}; TRF-16 ricava il numero di scacchiere dalla formazione più "
    "grande",
    "input.team.grid.no-teams": "le partite per scacchiera (una colonna Incontro o Casa/"
    "Ospiti) richiedono un elenco delle squadre: un'intestazione con una colonna squadra "
    "({words}) e una colonna giocatore, una riga per membro nell'ordine di scacchiera",
    "input.team.grid.no-team-cell": "questo membro non ha squadra: scrivere il nome della "
    "squadra nella sua prima riga",
    "input.team.grid.board": "qui scacchiera {board}, ma {name} è la scacchiera {lineup} "
    "della formazione di {team} nel turno {round} (i membri che giocano, nell'ordine "
    "dell'elenco delle squadre)",
    "input.team.grid.match-teams": "l'incontro {match} del turno {round} ha giocatori di più "
    "di due squadre: {teams}",
    "input.team.grid.score": "atteso un risultato d'incontro come 2½-1½ o 3:1, trovato {found}",
    "input.team.grid.score-no-boards": "l'incontro {match} del turno {round} ha un risultato "
    "ma nessuna partita",
    "input.team.grid.score-sum": "il risultato {found} dell'incontro {match} nel turno "
    "{round} non è la somma delle scacchiere: {home} {home_points} - {away_points} {away}",
    # --- end of team inputs ---
}


# ---- rounds in progress: the pending token ?W9, TRF-16 -----
MESSAGES.update(
    {
        "input.token.pending-forfeit": "{token}: un forfait ha un risultato (+F o -F); una partita "
        "in attesa è ?W9, ?B9 o ?9",
        "input.trf.pending": {
            "one": "TRF-16 non può contenere una partita in attesa: il turno "
            "{round} ha {count} partita senza risultato; inseritelo prima "
            "(il JSON del torneo la conserva come ?W9)",
            "many": "TRF-16 non può contenere una partita in attesa: il turno "
            "{round} ha {count} partite senza risultato; inseriteli prima "
            "(il JSON del torneo le conserva come ?W9)",
            "other": "TRF-16 non può contenere una partita in attesa: il turno "
            "{round} ha {count} partite senza risultato; inseriteli prima "
            "(il JSON del torneo le conserva come ?W9)",
        },
    }
)
