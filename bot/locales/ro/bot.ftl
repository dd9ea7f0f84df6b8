### Română (ro): the Discord bot's replies, buttons and command descriptions (Discord Markdown).
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_encoding = Codificarea fișierului dacă nu este UTF-8: cp1250, iso-8859-2, cp1251, cp1252, cp1254…

## Shared

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $title.
bot_continued = { $title } (continuare)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_kind_file = fișier

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# same-as-english
bot_kind_lichess = lichess

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_kind_sheet = foaie Google

# The label of a button under a bot reply.
bot_button_previous = ◀ Înapoi

# The label of a button under a bot reply.
bot_button_next = Înainte ▶

## /standings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# same-as-english
bot_standings_column_rank = #

# A short column header: the starting number, not the word no.
bot_standings_column_no = Nr.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_column_name = Nume

# A short column header: the points (score).
bot_standings_column_pts = Pct.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_standings_title = { $name }: clasamentul după runda { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
bot_standings_rules = Regulament `{ $rules }` · ordinea de departajare: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_standings_warnings =
    { $count ->
        [one] ⚠️ { $count } avertisment: vedeți `/rules`
        [few] ⚠️ { $count } avertismente: vedeți `/rules`
       *[other] ⚠️ { $count } de avertismente: vedeți `/rules`
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $page (a page number), $pages (the number
# of pages), $slug (a tournament's short name (kept as it is)).
bot_standings_footer =
    { $count ->
        [one] Pagina { $page }/{ $pages } · { $count } jucător · turneul `{ $slug }`
        [few] Pagina { $page }/{ $pages } · { $count } jucători · turneul `{ $slug }`
       *[other] Pagina { $page }/{ $pages } · { $count } de jucători · turneul `{ $slug }`
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_moved-title = Clasament

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_standings_moved =
    { $count ->
        [one] Clasamentul s-a schimbat: acum are { $count } pagină, iar aceasta este ultima.
        [few] Clasamentul s-a schimbat: acum are { $count } pagini, iar aceasta este ultima.
       *[other] Clasamentul s-a schimbat: acum are { $count } de pagini, iar aceasta este ultima.
    }

## /buchholz, /tiebreak, /why

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_explain_round = **Runda { $round }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_explain_versus = contra { $name } ({ $id })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $rules (a rule set's name such as
# fide-2026 (kept as it is)), $value (a tie-break value (a number)).
bot_explain_head = **{ $code } = { $value }** conform `{ $rules }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name).
bot_explain_title = { $code } pentru { $player } ({ $id })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $tournament.
bot_explain_footer = { $tournament } · după runda { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $rank (a place in the standings),
# $score (a score (points)).
bot_entrant_line = **{ $name }** ({ $id }): locul { $rank }, { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $rank (a place in the standings).
bot_why_place-title = De ce { $name } este pe locul { $rank }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $above, $below.
bot_why_title = De ce { $above } este mai sus decât { $below }

## /player

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $players, $rank (a place in the standings),
# $round (a round number of the tournament).
bot_player_head =
    { $count ->
        [one] Locul **{ $rank }** din { $players } · **{ $count }** punct după runda { $round }
        [few] Locul **{ $rank }** din { $players } · **{ $count }** puncte după runda { $round }
       *[other] Locul **{ $rank }** din { $players } · **{ $count }** de puncte după runda { $round }
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rating.
# same-as-english
bot_player_rating = rating { $rating }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_unrated = fără rating

# The player had the white pieces in that game.
bot_player_white = (cu albele)

# The player had the black pieces in that game.
bot_player_black = (cu negrele)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_won = victorie

# Said of a game: the player drew it (neither side won).
bot_player_drew = remiză

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_lost = înfrângere

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_won-forfeit = câștig prin forfait

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_lost-forfeit = partidă pierdută prin forfait

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $colour, $opponent (an opponent's name), $result, $round (a round number of the
# tournament), $score (a score (points)).
bot_player_game = **Runda { $round }** { $result } contra { $opponent }{ $colour } · { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $result, $round (a round number of the tournament), $score (a score (points)).
bot_player_unpaired = **Runda { $round }** { $result } · { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_tiebreaks = **Criterii de departajare** (`/tiebreak` arată calculul):

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $tournament.
bot_player_footer = { $tournament } · regulament { $rules }

## /rules, /tournament settings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_rules_title = Regulamentul pentru { $name }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_rules_rule-set = Regulament: `{ $rules }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_rules_rule-set-default = Regulament: `{ $rules }` (implicit)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
bot_rules_order = Ordinea de departajare: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
bot_rules_order-default = Ordinea de departajare: { $order } (implicită)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $source.
bot_rules_source = Sursa: { $source } ({ $kind })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $counted, $rounds (round numbers).
bot_rules_rounds = Runde numărate: { $counted } din { $rounds }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_rules_warnings = **Avertismente**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_rules_no-warnings = Niciun avertisment.

## Organisers

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_summary_title-linked = Turneu asociat

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_summary_title = Turneu

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_linked = **{ $name }** a fost asociat ca `{ $slug }` (turneul activ).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_using = Se folosește acum **{ $name }** ca `{ $slug }` (turneul activ).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_synced = **{ $name }** a fost citit din nou ca `{ $slug }` (turneul activ).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $counted, $order (tie-break codes in order,
# such as BH-C1, BH), $rounds (round numbers), $rules (a rule set's name such as fide-2026 (kept as
# it is)).
bot_summary_counts =
    { $count ->
        [one] { $count } jucător, { $counted } din { $rounds } runde; regulament `{ $rules }`, ordinea de departajare: { $order }.
        [few] { $count } jucători, { $counted } din { $rounds } runde; regulament `{ $rules }`, ordinea de departajare: { $order }.
       *[other] { $count } de jucători, { $counted } din { $rounds } runde; regulament `{ $rules }`, ordinea de departajare: { $order }.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $source.
bot_summary_source = Sursa: { $source } ({ $kind }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_summary_warnings =
    { $count ->
        [one] ⚠️ { $count } avertisment: vedeți `/rules`.
        [few] ⚠️ { $count } avertismente: vedeți `/rules`.
       *[other] ⚠️ { $count } de avertismente: vedeți `/rules`.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $note.
bot_summary_sheet = Foaia: { $note }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_title = Turnee asociate

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $mark, $name (a name (a player, team or tournament)), $order (tie-break codes in
# order, such as BH-C1, BH), $read, $rules (a rule set's name such as fide-2026 (kept as it is)),
# $slug (a tournament's short name (kept as it is)), $source.
bot_list_line = { $mark } `{ $slug }`: { $name } ({ $kind }: { $source }; regulament { $rules }, ordine { $order }; citit { $read })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_choice_default = implicit (default)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_default = implicit

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_none = Niciunul încă: folosiți `/tournament link`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_unlink_title = Turneu disociat

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $after, $name (a name (a player, team or tournament)), $slug (a tournament's short name
# (kept as it is)).
bot_unlink_done = `{ $slug }` ({ $name }) a fost disociat. { $after }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_unlink_active = Turneul activ este acum `{ $slug }`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_unlink_none = Acum nu este asociat niciun turneu.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_role_title = Rolul organizatorilor

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $role.
bot_role_set = Membrii cu { $role } pot folosi acum comenzile organizatorilor.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_role_cleared = Acum doar membrii cu permisiunea „Gestionează serverul” pot folosi comenzile organizatorilor.

## Errors

# An error the Discord bot replies (Discord Markdown).
bot_error_title = Nu a funcționat

# An error the Discord bot replies (Discord Markdown).
# Variables: $query.
bot_error_no-player = Niciun jucător nu corespunde cu **{ $query }**.

# An error the Discord bot replies (Discord Markdown).
# Variables: $players.
bot_error_did-you-mean = V-ați referit la: { $players }?

# An error the Discord bot replies (Discord Markdown).
# Variables: $players, $query.
bot_error_ambiguous = **{ $query }** corespunde mai multor jucători: { $players }. Alegeți unul din listă sau scrieți mai mult din nume.

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_unreadable =
    { $count ->
        [one] Turneul nu a putut fi citit ({ $count } problemă):
        [few] Turneul nu a putut fi citit ({ $count } probleme):
       *[other] Turneul nu a putut fi citit ({ $count } de probleme):
    }

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_more = … și încă { $count }.

# An error the Discord bot replies (Discord Markdown).
bot_error_cooldown-title = Mai încet

# An error the Discord bot replies (Discord Markdown).
# Variables: $seconds (a number of seconds).
bot_error_cooldown = Comanda este limitată temporar. Încercați din nou peste { $seconds } s.

# An error the Discord bot replies (Discord Markdown).
bot_error_stale-command = Această comandă s-a schimbat de când v-a arătat-o Discord. Încercați din nou peste un minut sau reîncărcați Discord (Ctrl+R).

# An error the Discord bot replies (Discord Markdown).
bot_error_stale-button = Acest buton este învechit: rulați din nou `/standings`.

# An error the Discord bot replies (Discord Markdown).
bot_error_dm = Această comandă funcționează pe un server, nu în mesaje directe.

# An error the Discord bot replies (Discord Markdown).
bot_error_unexpected-title = Ceva nu a mers

# An error the Discord bot replies (Discord Markdown).
bot_error_unexpected = Botul a întâmpinat o problemă neașteptată; a fost înregistrată.

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)), $when.
bot_error_kept = S-a păstrat clasamentul `{ $slug }` așa cum a fost citit { $when }; sursa răspunde acum:

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_kept-title = S-a păstrat ultima citire bună

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $reason, $when.
bot_live_kept = S-a păstrat clasamentul așa cum a fost citit { $when }; sursa răspunde acum: { $reason }

# An error the Discord bot replies (Discord Markdown).
bot_error_store-down = Baza de date a botului nu răspunde; încercați din nou peste un minut.

# An error the Discord bot replies (Discord Markdown).
bot_error_store-failed = Baza de date a botului a dat o eroare; operatorul botului are detaliile. Încercați din nou peste un minut.

# An error the Discord bot replies (Discord Markdown).
bot_error_work-limit-title = Oprit

# An error the Discord bot replies (Discord Markdown).
# Variables: $seconds (a number of seconds).
bot_error_work-limit = Oprit după { $seconds } s: acest răspuns durează mai mult decât acordă botul unei întrebări, ca să le răspundă în continuare tuturor celorlalți. Întrebați despre o parte mai mică (un jucător, o rundă anterioară) sau folosiți linia de comandă (`tiebreak`).

# An error the Discord bot replies (Discord Markdown).
bot_error_busy = Botul lucrează încă la ultimele întrebări ale acestui server; încercați din nou peste puțin timp.

# An error the Discord bot replies (Discord Markdown).
bot_error_no-tournament = Pe acest server nu este încă asociat niciun turneu. Un organizator poate asocia unul cu `/tournament link` (URL-ul unei foi Google, URL-ul unui turneu elvețian lichess sau un fișier TRF/JSON/CSV atașat).

# An error the Discord bot replies (Discord Markdown).
# Variables: $key, $known.
bot_error_unknown-tournament = Niciun turneu asociat nu se numește „{ $key }”. Asociate aici: { $known }.

# An error the Discord bot replies (Discord Markdown).
bot_error_none-linked = niciunul

# An error the Discord bot replies (Discord Markdown).
bot_error_not-organiser = Doar organizatorii pot face asta: este nevoie de permisiunea „Gestionează serverul”.

# An error the Discord bot replies (Discord Markdown).
# Variables: $role.
bot_error_not-organiser-role = Doar organizatorii pot face asta: este nevoie de permisiunea „Gestionează serverul” sau de rolul { $role }.

# An error the Discord bot replies (Discord Markdown).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_error_same-player = Alegeți doi jucători diferiți: ambele opțiuni indică { $name } ({ $id }).

# An error the Discord bot replies (Discord Markdown).
bot_error_one-source = Indicați exact o sursă: `url` (foaie Google sau turneu elvețian lichess) sau `file` (un fișier TRF, JSON sau CSV atașat).

# An error the Discord bot replies (Discord Markdown).
# Variables: $reason, $source.
bot_error_source = Nu s-a putut citi { $source }: { $reason }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_too-large = fișierul este prea mare

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $mb.
bot_source_larger-than = fișierul depășește { $mb } MB

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_bad-url = se aștepta URL-ul unei foi Google (https://docs.google.com/spreadsheets/d/...) sau al unui turneu elvețian lichess (https://lichess.org/swiss/<8 caractere>); altfel atașați un fișier TRF, JSON sau CSV

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_binary = nu este un fișier tournament JSON, TRF sau CSV (este binar)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_no-lichess = importul din lichess nu este instalat (pip install 'tiebreak[lichess]')

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $error.
bot_source_lichess-down = lichess nu a răspuns ({ $error })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_the-sheet = foaia Google

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_no-sheets = conectorul pentru Google Sheets nu este instalat (pip install 'tiebreak[sheets]')

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $error.
bot_source_no-credentials = botul nu are credențiale Google utilizabile: cine rulează botul setează GOOGLE_APPLICATION_CREDENTIALS la fișierul cu cheia unui cont de serviciu, iar foaia se partajează cu acel cont ({ $error })

## Command descriptions (Discord: at most 100 characters)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_standings = Arată clasamentul: punctele și coloanele de departajare din ordinea în vigoare.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_player = Arată fișa unui jucător (rundă, culoare, adversar, rezultat) și departajările lui.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_rules = Arată regulamentul, ordinea de departajare și avertismentele calculului.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_buchholz = Arată Buchholz-ul unui jucător pe runde: scorul numărat al fiecărui adversar, și de ce.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tiebreak = Arată cum a fost calculat un criteriu de departajare al unui jucător, pas cu pas.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_why = Arată ce criteriu l-a pus pe un jucător înaintea celuilalt, pentru amândoi.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament = Asociați turnee acestui server și alegeți regulamentul (organizatori).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_link = Asociază un turneu (foaie, turneu elvețian lichess sau fișier); devine cel activ.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_use = Face activ un alt turneu asociat.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_list = Listează turneele asociate pe acest server.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_unlink = Disociază un turneu (sursa lui nu este atinsă).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_settings = Setează regulamentul și ordinea de departajare (fără argumente le arată).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_organiser-role = Alege rolul ai cărui membri pot asocia și configura turnee.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_sync = Citește din nou sursa turneului (și scrie înapoi în foaie coloanele de departajare).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_page = Pagina tabelului (20 de jucători pe pagină)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_tournament = Un turneu asociat, altul decât cel activ

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_after-round = Clasamentul așa cum era după această rundă

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player = Numele sau numărul de start

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_variant = Complet, trunchiat (-1), trunchiat (-2), Median-1 sau Median-2 (implicit: complet)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_code = Codul criteriului, de ex. SB, PS, ARO, BH-C1, DE

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player-a = Un jucător

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player-b = Celălalt jucător (fără el: de ce primul este pe locul său?)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_url = URL-ul unei foi Google sau al unui turneu elvețian lichess

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_file = Sau atașați un fișier TRF, tournament JSON, CSV sau Excel (.xlsx)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_use = Turneul asociat care devine activ

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_unlink = Turneul asociat care va fi disociat

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_rules = Regulamentul pentru rundele nejucate (implicit: FIDE după dată)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_order = Coduri de departajare separate prin virgule, sau 'default'

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_role = Membrii cu acest rol pot folosi comenzile organizatorilor (gol: ștergere)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_addon-token = Creează un token pentru meniul Tiebreak din foaia Google asociată (îl vedeți doar voi).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_addon-token_title = Token pentru meniul Tiebreak

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $sheet, $slug (a tournament's short name
# (kept as it is)).
bot_addon-token_made = Un token nou al serviciului Tiebreak pentru foaia Google a turneului **{ $name }** (`{ $slug }`), valabil doar pentru acest fișier (`{ $sheet }`). Se afișează o singură dată, doar vouă:

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_addon-token_paste = În fișier, deschideți **Tiebreak > Setări**, lipiți-l ca token al acestui fișier împreună cu adresa serviciului și salvați.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id.
bot_addon-token_revoke = Cel care administrează serviciul îl poate lista și revoca: `tiebreak-serve token list`, `tiebreak-serve token revoke { $id }`.

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_error_addon-token-not-sheet = `{ $slug }` nu este o foaie Google: meniul Tiebreak se află într-o foaie Google. Asociați una cu `/tournament link url:`.

# An error the Discord bot replies (Discord Markdown).
bot_error_addon-token-no-store = Acest bot nu creează încă tokenuri pentru meniul Tiebreak: cel care administrează botul setează `TIEBREAK_SERVE_DATABASE_URL` la depozitul de tokenuri al `tiebreak-serve` (`DATABASE_URL` al lui, sau `sqlite:///` și calea fișierului său `TIEBREAK_SERVE_DB`) și repornește botul (docs/addon-setup.md).

# An error the Discord bot replies (Discord Markdown).
bot_error_addon-token-store = Depozitul de tokenuri al serviciului Tiebreak nu poate fi folosit acum; nu s-a creat niciun token. Cel care administrează botul găsește motivul în jurnalul lui.

## /prizes, /tournament prizes

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $places, $points (a number of
# points), $prize.
# same-as-english
bot_prizes_share = **{ $places }** · { $name } ({ $id }), { $points }: **{ $prize }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $place, $text.
# same-as-english
bot_prizes_unawarded = **{ $place }** · { $text }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $prize.
# same-as-english
bot_prizes_total-line = { $name } ({ $id }): **{ $prize }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $slug (a tournament's short name (kept as it
# is)), $source, $tournament.
bot_prizes_footer = { $tournament } · după runda { $round } · lista de premii { $source } · turneul { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_set-title = Lista de premii a fost stabilită

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)), $source.
bot_prizes_set = Lista de premii { $source } a fost stabilită pentru **{ $name }** (`{ $slug }`).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $money.
bot_prizes_set-counts =
    { $count ->
        [one] { $count } categorie; după clasamentul actual se acordă { $money }.
        [few] { $count } categorii; după clasamentul actual se acordă { $money }.
       *[other] { $count } de categorii; după clasamentul actual se acordă { $money }.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_prizes_set-warnings =
    { $count ->
        [one] ⚠️ { $count } avertisment: vedeți `/prizes`.
        [few] ⚠️ { $count } avertismente: vedeți `/prizes`.
       *[other] ⚠️ { $count } de avertismente: vedeți `/prizes`.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_set-see = Oricine poate vedea acum cu `/prizes` cine ce primește, cu fiecare premiu explicat.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_cleared-title = Lista de premii a fost eliminată

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_prizes_cleared = **{ $name }** (`{ $slug }`) nu mai are o listă de premii.

# An error the Discord bot replies (Discord Markdown).
bot_error_prizes-file = Atașați lista de premii ca `file` sau dați `clear: True` pentru a o elimina (una dintre cele două).

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_error_no-prizes = `{ $slug }` nu are încă o listă de premii. Un organizator o stabilește cu `/tournament prizes` (un fișier JSON tiebreak-prizes/1, vezi docs/prizes.md).

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_prizes-unreadable =
    { $count ->
        [one] Lista de premii nu a putut fi folosită ({ $count } problemă):
        [few] Lista de premii nu a putut fi folosită ({ $count } probleme):
       *[other] Lista de premii nu a putut fi folosită ({ $count } de probleme):
    }

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_prizes = Arată cine primește fiecare premiu, fiecare explicat (locuri împărțite, categorii).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_prizes = Stabilește lista de premii a turneului; apoi oricine vede cu /prizes cine ce primește.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_prizes-clear = Elimină în schimb lista de premii a turneului

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_prizes-file = Lista de premii: un fișier JSON tiebreak-prizes/1

## /compare (bot helper botcompare)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $column (a column's name), $letter.
# same-as-english
bot_compare_column = **{ $letter }** { $column }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $column (a column's name), $letter.
bot_compare_column_in-force = **{ $letter }** { $column } (al acestui turneu)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $columns, $order (tie-break codes in order, such as BH-C1, BH).
bot_compare_by-rules = Regulamente: { $columns } · ordinea de departajare: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $columns, $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_compare_by-orders = Ordini de departajare după { $rules }: { $columns }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $mark.
bot_compare_legend = `{ $mark }` își schimbă locul (de ce: mai jos) · `=` loc împărțit · întâi podiumul și egalitățile

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $cause, $id, $name (a name (a player, team or tournament)), $ranks.
bot_compare_move = **{ $name }** ({ $id }), locurile { $ranks }: { $cause }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $columns, $text.
# same-as-english
bot_compare_warning = ⚠️ { $columns } `{ $code }`: { $text }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_more-warnings = …și alte avertismente: { $count }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $slug (a tournament's short name (kept as
# it is)).
bot_compare_footer = Jucători: { $count } · turneul { $slug }

# An error the Discord bot replies (Discord Markdown).
bot_error_compare-both = Comparați mai multe regulamente cu o singură ordine de departajare sau mai multe ordini cu un singur regulament: cu `orders`, indicați în `rules` cel mult un regulament.

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form), $max.
bot_error_compare-too-many = Prea multe pentru a fi afișate alăturat ({ $count }): indicați cel mult { $max } regulamente sau ordini.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_compare = Arată cine își schimbă locul după alte regulamente sau ordini de departajare și de ce.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_compare-rules = Regulamente separate prin virgule (implicit: acesta față de alte ediții FIDE și US Chess)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_compare-orders = Ordini de departajare separate prin ';' (o ordine: față de cea a turneului)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_more-moves = …și alți jucători care își schimbă locul: { $count }. Locurile lor sunt în tabel; `/why` explică ordinea oricăror doi jucători, iar `/compare` cu două regulamente sau ordini dă cauze mai scurte.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $file (a file's name).
bot_compare_in-file = Tot tabelul și toate cauzele: fișierul atașat `{ $file }`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_warnings-in-file = ⚠️ Avertismente: { $count }, enumerate în fișier.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_standings_withdrawn-mark = retr. { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_withdrawn-legend = retr. N: retragere după runda N

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_whatif = Arată unde poate termina un jucător după această rundă, la victorie, remiză sau înfrângere.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_whatif-pairings = Împerecherile rundei următoare, dacă nicio partidă nu e în așteptare: alb-negru (12-7,3-5)

# An error the Discord bot replies (Discord Markdown).
# Variables: $next.
bot_error_whatif-nothing-pending = Nicio partidă din acest turneu nu este în așteptare, deci nicio rundă nu este în desfășurare. Dați împerecherile rundei { $next } în `pairings` (numere de start alb-negru, de exemplu `12-7,3-5`) sau folosiți `/sync` după ce runda este împerecheată în sursă.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $index.
bot_whatif_where = opțiunea pairings, perechea { $index }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $slug (a tournament's short name (kept as it
# is)).
bot_whatif_footer = Runda { $round } · turneul { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_live_title-provisional = { $name }: clasament provizoriu, runda { $round } în desfășurare

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_following = În direct: acest mesaj urmărește rezultatele

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_live_round-complete = Runda { $round } s-a încheiat

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_live_more = Toate rândurile și criteriile de departajare: `/standings tournament:{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_started-title = Clasament în direct

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel, $name (a name (a player, team or tournament)).
bot_live_started = Clasamentul turneului **{ $name }** este în direct în { $channel }: un singur mesaj este editat pe măsură ce vin rezultatele, iar fiecare rundă încheiată primește un mesaj nou scurt.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $seconds (a number of seconds).
bot_live_follows-source = Sursa este citită din nou la fiecare { $seconds } s.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_follows-file = Un fișier nu este citit din nou: legați-l din nou (sau `/sync`) și mesajul se actualizează.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_write-back-on = Scriere înapoi: activată (în direct, coloanele de departajare se scriu și înapoi în foaie)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_write-back-off = Scriere înapoi: dezactivată (`/tournament settings write_back:on` scrie înapoi într-o foaie în direct)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_stopped-title = Clasamentul în direct a fost oprit

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel, $name (a name (a player, team or tournament)).
bot_live_stopped = **{ $name }** nu mai este în direct în { $channel }; ultimul mesaj rămâne cum era.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_need-channel = Numiți canalul pentru clasament (`channel:`) sau opriți-l cu `off:True`, nu amândouă.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_live_not-live = Turneul `{ $slug }` nu este în direct pe acest server: porniți-l cu `/tournament live channel:`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel.
bot_live_cannot-post = Nu pot scrie în { $channel }: dați-mi acolo permisiunile Vizualizare canal, Trimitere mesaje și Încorporare linkuri.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_live = Publică clasamentul într-un canal și ține mesajul la zi pe măsură ce vin rezultatele.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_live-channel = Canalul în care clasamentul este ținut la zi

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_live-off = Oprește în schimb clasamentul în direct

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_write-back = În direct, scrie și coloanele de departajare înapoi în foaie

# A choice of a bot command option: switched on.
bot_cmd_choice_on = activat

# A choice of a bot command option: switched off.
bot_cmd_choice_off = dezactivat

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team = O echipă a unei competiții pe echipe: nume sau număr

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team-a = O echipă (competiții pe echipe)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team-b = Cealaltă echipă (competiții pe echipe)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_team_error_player-command = **{ $name }** este o competiție pe echipe: clasamentul ei ordonează echipe, iar jucătorii nu au în ea departajări proprii. Întrebați despre echipe: `/standings`, `/tiebreak team:… code:…`, `/why team_a:… team_b:…`, `/whatif team:…`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_team_error_not-team-event = **{ $name }** nu este o competiție pe echipe: numiți jucători (`player`, `player_a`, `player_b`), nu echipe.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query.
bot_team_error_no-team = Nicio echipă nu corespunde cu **{ $query }**.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query, $teams.
bot_team_error_no-team-close = Nicio echipă nu corespunde cu **{ $query }**. V-ați referit la: { $teams }?

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query, $teams.
bot_team_error_ambiguous = **{ $query }** corespunde mai multor echipe: { $teams }. Scrieți mai mult din nume sau numărul echipei.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_error_player-or-team = Numiți un jucător (`player`) sau o echipă (`team`): una dintre cele două.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_error_two-teams = Numiți două echipe (`team_a` și `team_b`) și niciun jucător.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_team_error_same-team = Ambele opțiuni numesc **{ $name }** ({ $id }): alegeți două echipe diferite.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_order-none = niciuna

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)), $score (a score (points)).
bot_team_standings_rules = Regulament `{ $rules }` · ordonat după { $score } · ordinea de departajare: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $page (a page number), $pages (the number
# of pages), $slug (a tournament's short name (kept as it is)).
bot_team_standings_footer = Pagina { $page }/{ $pages } · echipe: { $count } · turneu `{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $slug (a tournament's short name (kept as
# it is)).
bot_team_compare_footer = Echipe: { $count } · turneul { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $score (a score (points)).
bot_team_rules_score = Ordonat după { $score }, apoi după ordinea de departajare

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $boards, $count (a number choosing the plural form), $counted, $order (tie-break codes
# in order, such as BH-C1, BH), $rounds (round numbers), $rules (a rule set's name such as fide-2026
# (kept as it is)), $score (a score (points)).
bot_team_summary_counts = Competiție pe echipe: echipe { $count }, mese { $boards }, { $counted } din { $rounds } runde; regulament `{ $rules }`, ordonat după { $score }, ordinea de departajare: { $order }.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_publish = Atașează pagina clasamentului care se explică singură (un fișier HTML).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_publish-language = Limba paginii: a serverului (implicit) sau a dumneavoastră

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_every-round = Cu clasamentul în direct pornit, publică pagina și la încheierea fiecărei runde

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_choice_server-language = limba serverului

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_choice_my-language = limba mea

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
# same-as-english
bot_publish_mb = { $size } MB

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
# same-as-english
bot_publish_kb = { $size } kB

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_publish_title = { $name }: pagina clasamentului

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_publish_round-title = { $name }: pagina clasamentului după runda { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_whole = Pagina întreagă ({ $size }): clasamentul, criteriile de departajare explicate, tabelul încrucișat, împerecherile, graficele și fișele tuturor jucătorilor. Deschideți-o într-un browser sau tipăriți-o.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $limit (a limit (a number)), $size (a size (a number)).
bot_publish_over = Pagina întreagă ({ $size }) depășește limita acestui server pentru un fișier, { $limit }.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $part.
bot_publish_tied = Atașată: pagina doar cu fișele jucătorilor care împart un loc (criteriile nu i-au departajat) ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $part.
bot_publish_top = Atașată: pagina doar cu fișele primilor { $count } din clasament ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_at-least = cel puțin { $size }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_about = circa { $size }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $part.
bot_publish_no-cards = Atașată: pagina fără fișele jucătorilor ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $seconds (a number of seconds).
bot_publish_too-slow = Construirea paginii a durat mai mult decât permite botul unei sarcini ({ $seconds } s): nu este atașat nimic.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $limit (a limit (a number)), $size (a size (a number)).
bot_publish_none = Pagina întreagă ({ $size }) depășește limita acestui server pentru un fișier, { $limit }, la fel și pagina fără fișele jucătorilor: nu este atașat nimic.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $command.
bot_publish_command = Pagina întreagă se construiește cu: `{ $command }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel.
bot_publish_rounds-on = Pagina va fi publicată și în { $channel } la încheierea fiecărei runde.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_publish_rounds-off = Pagina nu va mai fi publicată la încheierea unei runde.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_publish_needs-live = Clasamentul în direct al `{ $slug }` este oprit: porniți-l întâi cu `/tournament live`, apoi pagina poate urma fiecare rundă.

## The command line's help (tiebreak-bot --help, python -m bot --help)

# The help of the command tiebreak-bot / python -m bot (its --help): the command's description, above its options.
bot_cli_help_description = Pornește botul Discord al tiebreak: comenzi cu bară oblică care explică criteriile de departajare.

# The help of the command tiebreak-bot / python -m bot (its --help): the option --log-format (its values plain and json stay as they are; NO_COLOR is an environment variable).
bot_cli_help_log-format = rândurile jurnalului ca text simplu (colorat doar într-un terminal, niciodată cu NO_COLOR) sau ca obiecte JSON, câte unul pe rând (implicit: plain)

# The help of the command tiebreak-bot / python -m bot (its --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is).
# Variables: $langs (the language codes).
bot_cli_help_lang = limba acestui ajutor și a erorilor de utilizare: { $langs } (implicit: $TIEBREAK_LANG, altfel en); pe Discord botul răspunde în limba fiecărui utilizator

# The help of the command tiebreak-bot / python -m bot (its --help): the title of the table of settings below the options.
bot_cli_settings = setări (variabile de mediu)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DISCORD_TOKEN (Bot and Reset Token are the names in Discord's developer portal) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_token = tokenul botului (obligatoriu): portalul pentru dezvoltatori, Bot, Reset Token

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DATABASE_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_database = postgresql://user:pass@host/db sau sqlite:///path (implicit: fișierul SQLite din TIEBREAK_BOT_DB)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_BOT_DB in the table of settings; names in capitals, paths, commands and values stay as they are; the file's path on this machine follows on a line of its own, then the closing parenthesis.
bot_cli_env_bot-db = fișierul SQLite când DATABASE_URL nu este setată (implicit: $XDG_DATA_HOME/tiebreak/tiebreak-bot.sqlite3, altfel ~/.local/share/tiebreak/tiebreak-bot.sqlite3; aici:

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHARDS (a shard: one of the gateway connections Discord splits a bot's servers into) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_shards = auto (implicit: atâtea sharduri câte recomandă Discord, toate în acest proces) sau shardurile acestui proces, de exemplu 0-3

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHARD_COUNT in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_shard-count = numărul total de sharduri în toate procesele (împreună cu un interval)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SYNC_COMMANDS (its values auto, always and never stay as they are) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_sync = auto (încarcă comenzile când s-au schimbat), always sau never

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_TEST_GUILD (a server: a Discord server, called a guild in its API) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_test-guild = copiază comenzile pe serverul cu acest id (apar imediat)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_LIVE_INTERVAL (/tournament live is a bot command) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_live-interval = secunde între citirile unei foi sau ale unui turneu elvețian lichess în direct (/tournament live; implicit 60, cel puțin 10)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_WORK_LIMIT (/whatif and /compare are bot commands) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_work-limit = secundele pe care le poate lua munca grea a unei întrebări (/whatif, /compare, liste de premii, încărcări; implicit 20): apoi este oprită

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DB_TIMEOUT in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_db-timeout = secundele pe care le poate lua o instrucțiune a bazei de date (implicit 10)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) GOOGLE_APPLICATION_CREDENTIALS, TIEBREAK_SHEETS_ENDPOINT, TIEBREAK_LICHESS_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_servers = cheia Google Sheets și alte servere pentru foi și pentru lichess

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DISCORD_API_BASE, DISCORD_GATEWAY_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_discord = altă adresă de bază REST și alt gateway Discord (un proxy, un server de test)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_METRICS_PORT (/healthz and /metrics are address paths) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_metrics = servește /healthz și /metrics (Prometheus) pe acest port (oprit dacă nu e setat; TIEBREAK_METRICS_HOST, implicit 0.0.0.0)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DRAIN_SECONDS (SIGTERM: the signal that asks a process to stop) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_drain = la SIGTERM, secunde pentru terminarea răspunsurilor în curs (implicit 8)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DB_POOL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_pool = numărul maxim de conexiuni PostgreSQL ale acestui proces (implicit 8)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHEETS_READS_PER_MINUTE, TIEBREAK_LICHESS_READS_PER_MINUTE (and TIEBREAK_LIVE_CONCURRENCY) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_reads = bugetul de citiri al buclei în direct pe cont, în toate procesele (implicit câte 60); TIEBREAK_LIVE_CONCURRENCY citiri simultane (8)


# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SERVE_DATABASE_URL in the table of settings (/tournament addon-token is a bot command; tiebreak-serve, the add-on's service); names in capitals, commands and values stay as they are.
bot_cli_env_serve-database = depozitul de tokenuri al tiebreak-serve (DATABASE_URL al lui sau sqlite:/// și fișierul lui), pentru /tournament addon-token

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_LANG in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_lang = limba acestui ajutor și a erorilor de utilizare, când --lang nu este dat

# The help of the command tiebreak-bot / python -m bot (its --help): the paragraph at the end of the help, on exit codes (close 4010, 4011, 4014: Discord's close codes).
bot_cli_help_exits = Problemele la pornire sunt un rând la ieșirea standard de erori și codul de ieșire 1; refuzul Discord pentru sharduri sau intents (close 4010, 4011, 4014) este un rând și codul de ieșire 78: schimbați o setare.
