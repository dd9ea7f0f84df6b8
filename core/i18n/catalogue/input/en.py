"""The messages of input in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "input.decode.not-in-encoding": "not {encoding} text: byte 0x{byte} on this line is no "
    "character in {encoding}",
    "input.decode.no-such-encoding": "unknown encoding {encoding}: did you mean {suggestions}?",
    "input.decode.option": "--encoding {name} reads it as {encoding}",
    "input.decode.not-a-text-encoding": "{encoding} is not a text encoding (it turns bytes into "
    "bytes or text into text): name a character set such as {suggestions}",
    "input.decode.read-named": "read as {encoding}, the encoding named (--encoding)",
    "input.decode.read-mark": "read as {encoding}, as its byte-order mark says",
    "input.decode.read-utf-8": "read as UTF-8",
    "input.decode.read-guessed": "read as {encoding}: not UTF-8, and the only legacy code page "
    "whose reading is plausible ({option} names it)",
    "input.decode.read-workbook": "an Excel workbook, read as the encoding its XML declares",
    "input.decode.read-line": "{file}: {what}",
    "input.json.order": "order: found {found}, expected a list of tie-break codes such as "
    '["BH-C1", "BH"]',
    "input.warning.near-twins": "{first} (No. {first_no}) and {second} (No. {second_no}) differ "
    "only by accents, case or spacing: one player entered twice, or two players whose names "
    "should tell them apart",
    "input.decode.candidate": "{encoding} (reads {word})",
    # Shared pieces
    "input.or": "{left} or {right}",
    "input.columns": "columns {first}-{last}",
    "input.found": "{problem}, found {found}",
    "input.kind.list": "a list",
    "input.kind.object": "an object",
    # core/formats/load.py
    "input.load.unreadable": "cannot read the file: {reason}",
    "input.load.no-stdin": ("standard input is closed: give a file name, or pipe the file in"),
    "input.load.unknown-format": "not a tournament JSON, TRF-16 or CSV file",
    # core/formats/text_decoding.py
    "input.size.mb": "{size} MB",
    "input.decode.too-large": "the file is {size}; tiebreak reads tournament files of up to "
    "{limit}",
    "input.decode.larger-than": "the file is larger than {limit}; tiebreak reads tournament "
    "files of up to {limit}",
    "input.decode.save-as-utf8": "save it as UTF-8 (in Excel: Save As, 'CSV UTF-8'; in "
    "LibreOffice: character set 'Unicode (UTF-8)')",
    "input.decode.bad-bom": "starts like {encoding} text but is not valid {encoding} (byte "
    "{byte}): {advice}",
    "input.decode.nul": "not a text file: it contains a NUL byte (a spreadsheet or UTF-16 "
    "without a byte-order mark?); {advice}",
    "input.decode.ambiguous": "not UTF-8 (byte 0x{byte} on this line), and the text reads as "
    "words in more than one encoding: {candidates}; {advice}, or name the encoding (--encoding): "
    "{options}",
    "input.decode.unknown": "not UTF-8 (byte 0x{byte} on this line), and the text reads as no "
    "language's words in Windows-1250, ISO-8859-2, Windows-1252, Windows-1251 or Windows-1254: "
    "{advice}, or name the encoding (--encoding)",
    # core/formats/crosstable.py
    "input.token.help": "a token such as +W9, =B9, -9, +F9, -F9, ?W9, BYE/U, F, H, Z or -- "
    "(formats.md section 1)",
    "input.token.unknown": "{token} is not {help}",
    "input.token.too-large": "{token}: opponent numbers go up to {limit}",
    "input.token.zero": "{token}: opponent numbers start at 1",
    "input.token.drawn-forfeit": "{token}: a forfeit is won (+F) or lost (-F), not drawn",
    # core/formats/tournament_json.py
    "input.json.invalid": "not valid JSON: {detail}",
    "input.json.long-number": "{key}: a number of {digits} digits; numbers in a tournament "
    "have at most {limit}",
    "input.json.long-number-bare": "a number of {digits} digits; numbers in a tournament have "
    "at most {limit}",
    "input.json.too-deep": "nested too deeply: arrays or objects more than {limit} levels "
    "inside one another",
    "input.json.not-object": 'expected a JSON object with "players"',
    "input.json.format": "format is {found}; expected {expected}",
    "input.json.unknown-key": "unknown key {key} (custom keys start with 'x-')",
    "input.json.not-string": "{field} must be a string, found {found}",
    "input.json.bad-text": "{field} {value}: {problem}",
    "input.json.start-date": "start_date {found} is not a date like 2026-11-03",
    "input.json.notation": "notation {found}: expected {expected}",
    "input.json.system": "system {found}: expected swiss, round-robin or team-swiss",
    "input.json.scoring-object": "scoring must be an object like {example}",
    "input.json.scoring-key": "scoring: unknown key {key} (win, draw, loss, pab)",
    "input.json.scoring-number": "scoring.{key}: expected a number, found {found}",
    "input.json.scoring-range": "scoring.{key}: {problem}, found {found}",
    "input.json.scoring": "scoring: {problem}",
    "input.json.no-players": "players must be a non-empty list",
    "input.json.rounds": "rounds must be a whole number from 0 to {limit}, found {found}",
    "input.json.too-many-rounds": "a player has {rounds} rounds of results; an event has at "
    "most {limit}",
    "input.json.player-not-object": "players[{index}] is not an object",
    "input.json.bad-id": "players[{index}]: id must be a whole number from 1 to {limit}, "
    "found {found}",
    "input.json.duplicate-id": "the same id is used twice",
    "input.json.rating": "rating must be a whole number from 0 to {limit} or null, found {found}",
    "input.json.results-list": "results must be a list of tokens",
    "input.json.not-token": "{found} is not a token",
    "input.json.token": "{problem}",
    "input.json.uscf-hint": '{problem} (US Chess wallchart notation? add "notation": '
    '"uscf" to the file)',
    "input.json.withdrawn": "withdrawn_after must be a round number, found {found}",
    "input.json.birth": "birth must be a date like 2008-05-17 or a year like 2008, found {found}",
    "input.json.sex": 'sex must be "m" or "f", found {found}',
    # core/formats/trf.py: reading
    "input.trf.not-record": "{found} is not a TRF record: a line starts with a 3-character "
    "code such as 001, 012 or XXR",
    "input.trf.no-players": "no player records (lines starting with 001)",
    "input.trf.duplicate-start": "start number {id} is used twice (also on line {line})",
    "input.trf.start-number": "columns 5-8 hold the start number, found {found}",
    "input.trf.name": "name {name}: {problem}",
    "input.trf.rating-limit": "columns 49-52 hold the rating, a whole number from 0 to {limit}, "
    "found {found}",
    "input.trf.text": "columns {columns} ({field}) {value}: {problem}",
    "input.trf.rating": "columns 49-52 hold the rating, found {found}",
    "input.trf.fide-id": "columns 58-68 hold the FIDE id, found {found}",
    "input.trf.points-column": "columns 81-84 hold the points, found {found}",
    "input.trf.rank": "columns 86-89 hold the rank, found {found}",
    "input.trf.blank": "columns 90-91 must be blank, found {found}",
    "input.trf.round-block": "{columns}: {found} is not a round like '  12 w 1' (opponent, "
    "colour, result in columns 1-4, 6 and 8 of the block)",
    "input.trf.opponent": "{columns}: opponent {found} is not a start number",
    "input.trf.colour": "{columns}: colour {found}; expected w, b or -",
    "input.trf.result": "{columns}: result {found}; expected 1 0 = + - W D L H F U Z",
    "input.trf.record": "record {code}: {problem}",
    "input.trf.xxr": "the number of rounds must be a whole number from 0 to {limit}, found {found}",
    "input.trf.score-format": "expected points like 1.0, found {found}",
    "input.trf.scoring": "scoring: {problem}",
    "input.trf.no-result": "the game against player {opponent} has no result",
    "input.trf.bye-with-opponent": "result {result} is a bye but names opponent {opponent}",
    "input.trf.needs-opponent": "result {result} needs an opponent; a round without one is U "
    "(pairing-allocated bye), F, H, Z or - (not paired)",
    "input.trf.points": "points {found} in the file, the games give {counted}",
    "input.trf.points-scoring": "the points of {count} of {total} players disagree with 1-½-0 "
    "scoring; for other scoring add records like 'BBW  3.0', "
    "'BBD  1.0', 'BBL  0.0', 'BBU  3.0'",
    # core/formats/trf.py: writing
    "input.trf.too-many-players": "the event has {players} players, but TRF-16 start numbers "
    "have four digits (1 to {limit}): keep it as tournament "
    "JSON (--to json)",
    "input.trf.start-too-large": "start number {id} does not fit TRF-16's four digits (1 to "
    "{limit}): renumber the players",
    "input.trf.limit.name-break": "the tournament name has a line break",
    "input.trf.limit.scoring": "scoring: {what} = {value} is not a number with one decimal",
    "input.trf.limit.field": "tournament field {key} has no TRF record",
    "input.trf.limit.round": "round {round} has no game, forfeit or pairing-allocated bye; a "
    "TRF reader takes such a column for byes requested ahead of time",
    "input.trf.limit.name": "the name {name} does not fit columns 15-47 (at most {width} "
    "characters, no line break, no leading or trailing spaces)",
    "input.trf.limit.rating": "rating {rating} does not fit columns 49-52",
    "input.trf.limit.federation": "federation {federation} is not a 3-letter code",
    "input.trf.limit.fide-id": "FIDE id {id} is not a number of up to 11 digits",
    "input.trf.limit.title": "title {title} does not fit columns 11-13",
    "input.trf.limit.withdrawn": "TRF has no field for the withdrawal after round {round} "
    "(the absences are written)",
    "input.trf.limit.points": "the points do not fit columns 81-84",
    "input.trf.limit.player-field": "field {key} has no TRF column",
    # core/questions/calc.py
    "input.card.not-object": 'expected an object with "rules" and "card"',
    "input.card.rules": "rules must name one rule set ({known}); a card has no date",
    "input.card.entry": "card entry {entry}",
    "input.card.result": "result must be one of {results}",
    "input.card.opponent-score": "opponent_score must be a number",
    "input.card.opponent-score-range": "opponent_score must be a number from 0 to "
    "{limit} with at most {decimals} decimals, found "
    "{found}",
    "input.card.rounds": "rounds must be a whole number ≥ {least}",
    # core/sources/lichess.py
    "input.lichess.bad-id": "{found} is not a lichess Swiss id (8 letters or digits, as in "
    "https://lichess.org/swiss/j8rtJ5GL)",
    "input.lichess.not-ref": "not a lichess Swiss tournament: expected "
    "https://lichess.org/swiss/ID or lichess:ID",
    "input.lichess.no-players": "lichess Swiss {id} has no players yet",
    "input.lichess.not-found": "lichess has no Swiss tournament {id}",
    "input.lichess.private": "lichess Swiss tournament {id} is private (HTTP {status}): only "
    "its members can see it",
    "input.remote.http": "lichess answered HTTP {status} for {url}",
    "input.remote.unreachable": "could not reach lichess ({error})",
    "input.remote.too-many-requests": "lichess says too many requests (HTTP 429)",
    "input.remote.server": "lichess answered HTTP {status}",
    "input.remote.gave-up": "{why}; gave up after {attempts} attempts",
    "input.remote.wait-limit": "{why}; waiting {wait} s more would exceed the limit of "
    "waiting, gave up after {attempts} attempts",
    "input.remote.not-json": "lichess's description of Swiss {id} is not JSON ({detail})",
    "input.remote.not-object": "lichess's description of Swiss {id} is not a JSON object",
    "input.lichess.arena": "only lichess Swiss tournaments can be read: an Arena "
    "(lichess.org/tournament/…) has no rounds to break ties in",
    "input.lichess.header-name": "the name lichess gives Swiss {id} cannot be shown: {why}",
    "input.lichess.header-rounds": "lichess says Swiss {id} has {found} rounds; at most {most} "
    "can be read",
    "input.lichess.header-start": "lichess's start time of Swiss {id} is not a date: {found}",
    "input.remote.timeout": "lichess did not send {url} within {seconds} s; gave up",
    "input.remote.redirects": "lichess redirected more than {most} times for {url}; gave up",
    "input.remote.too-large": "lichess's answer for {url} is larger than {most}; not read",
    "input.remote.encoding": "lichess answered {url} in an encoding that was not asked for "
    "({encoding})",
    "input.remote.bad-gzip": "lichess's compressed answer for {url} is damaged ({detail})",
    "input.remote.long-number": "lichess's description of Swiss {id} holds a number of more "
    "than {most} digits",
    "input.remote.too-deep": "lichess's description of Swiss {id} is nested more than {most} "
    "levels deep",
    # --- team inputs --- (formats.md 6, rules.md 9.1: core/formats/team_json.py,
    # core/formats/trf_teams.py, core/formats/grid_boards.py, core/formats/lineups.py)
    "input.team.cell.team": "team {id}",
    "input.team.cell.team-round": "team {id}, round {round}",
    "input.team.member-twice": "player {player} is listed twice in {team}",
    "input.team.unknown-member": "member {player} of {team} is not a player of the event",
    "input.team.two-teams": "player {player} ({name}) is a member of {first} and of {second}; "
    "a player plays for one team",
    "input.team.too-few": "{team} has {members} members, fewer than the {boards} boards of a match",
    "input.team.no-team": "player {player} is in no team; every player of a team event "
    "belongs to one team",
    "input.team.requested-bye": "{token}: a team event has no requested byes; a member plays, "
    "has the team's PAB (U) or sits out (--)",
    "input.team.lineup-size": "the lineup of {team} in round {round} has {count} of the "
    "{boards} boards (players {players}); a lineup fills every board or none",
    "input.team.partial-pab": (
        "{team} has the PAB in round {round} on only part of its lineup (boards with the PAB:"
        " {pab}; without: {others}); a team PAB covers the whole lineup"
    ),
    "input.team.teammate": "board {board} of {team} in round {round} faces player "
    "{opponent} of the same team",
    "input.team.board-order": "board {board} of {team} in round {round} (player {player}) "
    "faces player {opponent}, board {other_board} of {other}; board i of a lineup meets "
    "board i of the other",
    "input.team.two-opponents": "{team} faces {first} on board {first_board} and {second} "
    "on board {second_board} in round {round}; a lineup meets one team",
    "input.team.json.not-team": '{key} belongs to a team event, and "system" is {system} '
    "(team-swiss or team-round-robin for teams)",
    "input.team.json.needs": "a {system} event needs {key} (formats.md 6.1)",
    "input.team.json.boards": '"boards" must be a whole number from 1 to {limit}, found {found}',
    "input.team.json.teams-list": '"teams" must be a non-empty list of teams such as '
    '{{"id": 1, "name": "Team A", "members": [1, 2]}}',
    "input.team.json.not-object": 'team {index} of "teams" is not an object',
    "input.team.json.id": 'team {index} of "teams": "id" must be a whole number from 1 '
    "to {limit}, found {found}",
    "input.team.json.duplicate-id": "team id {id} is used twice",
    "input.team.json.key": "unknown key {key} in a team (id, name, members)",
    "input.team.json.name": 'a team\'s "name" must be text, found {found}',
    "input.team.json.members": '"members" must be a list of player ids in board order, '
    "found {found}",
    "input.team.json.scoring-object": '"team_scoring" must be an object such as {example}',
    "input.team.json.scoring-key": 'unknown key {key} in "team_scoring" (win, draw, loss, '
    "pab, primary)",
    "input.team.json.primary": '"team_scoring" "primary" must be "MP" or "GP", found {found}',
    "input.team.json.scoring-number": '"team_scoring" {key} must be a number, found {found}',
    "input.team.json.scoring-range": '"team_scoring" {key}: {problem}, found {found}',
    "input.team.check-ok": "{file}: ok — team event, {teams} teams on {boards} boards, "
    "{count} players, {played} of {rounds} rounds, every lineup facing one team board by "
    "board",
    "input.team.trf.member": "a 013 team record lists starting numbers in columns 37-40, "
    "42-45, …; found {found}",
    "input.team.trf.no-name": "a 013 team record needs the team's name in columns 5-36",
    "input.team.trf.no-members": "the 013 record of {name} lists no starting numbers",
    "input.team.trf.forfeit-no-opponent": "'0000 - +' is a forfeit without an opponent, "
    "which a team event does not accept: the board that did not play names the member of "
    "the other team (rules.md 12.37)",
    "input.team.trf.limit.id": "team id {id} is written as team {position}: TRF-16 numbers "
    "teams by the position of their 013 line",
    "input.team.trf.limit.name": "the team name {name} does not fit the 32 columns of a 013 line",
    "input.team.trf.limit.scoring": "TRF-16 has no field for match points: the file will be "
    "read back with 2-1-0, a team PAB worth a draw, primary MP",
    "input.team.trf.limit.boards": "the event has {boards} boards but no lineup fills more "
    "than {largest}; TRF-16 reads the number of boards from the largest lineup",
    "input.team.grid.no-teams": "board games (a Match or Home/Away column) need a Teams "
    "list: a header with a team column ({words}) and a player column, one row per member in "
    "board order",
    "input.team.grid.no-team-cell": "this member has no team: write the team's name in its "
    "first row",
    "input.team.grid.board": "board {board} here, but {name} is board {lineup} of the lineup "
    "of {team} in round {round} (the members who play, in the order of the Teams list)",
    "input.team.grid.match-teams": "match {match} of round {round} holds players of more than "
    "two teams: {teams}",
    "input.team.grid.score": "expected a match result such as 2½-1½ or 3:1, found {found}",
    "input.team.grid.score-no-boards": "match {match} of round {round} has a result but no "
    "board games",
    "input.team.grid.score-sum": "the match result {found} of match {match} in round {round} "
    "is not the sum of its boards: {home} {home_points} - {away_points} {away}",
    # --- end of team inputs ---
}


# ---- rounds in progress: the pending token ?W9, TRF-16 -----
MESSAGES.update(
    {
        "input.token.pending-forfeit": "{token}: a forfeit has its result (+F or -F); a "
        "pending game "
        "is ?W9, ?B9 or ?9",
        "input.trf.pending": {
            "one": "TRF-16 cannot hold a pending game: round {round} has {count} "
            "game without a result; enter it first (tournament JSON holds "
            "it as ?W9)",
            "other": "TRF-16 cannot hold a pending game: round {round} has {count} "
            "games without a result; enter them first (tournament JSON "
            "holds them as ?W9)",
        },
    }
)
