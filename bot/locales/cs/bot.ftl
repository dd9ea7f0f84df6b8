### Čeština (cs): the Discord bot's replies, buttons and command descriptions (Discord Markdown).
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_encoding = Kódování souboru, pokud nejde o UTF-8: cp1250, iso-8859-2, cp1251, cp1252, cp1254…

## Shared

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $title.
bot_continued = { $title } (pokračování)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_kind_file = soubor

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# same-as-english
bot_kind_lichess = lichess

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_kind_sheet = Google tabulka

# The label of a button under a bot reply.
bot_button_previous = ◀ Předchozí

# The label of a button under a bot reply.
bot_button_next = Další ▶

## /standings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# same-as-english
bot_standings_column_rank = #

# A short column header: the starting number, not the word no.
bot_standings_column_no = Č.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_column_name = Jméno

# A short column header: the points (score).
bot_standings_column_pts = Body

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_standings_title = { $name }: pořadí po { $round }. kole

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
bot_standings_rules = Pravidla `{ $rules }` · pomocná hodnocení { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_standings_warnings = ⚠️ Varování: { $count }, viz `/rules`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $page (a page number), $pages (the number
# of pages), $slug (a tournament's short name (kept as it is)).
bot_standings_footer =
    { $count ->
        [one] Strana { $page }/{ $pages } · { $count } hráč · turnaj `{ $slug }`
        [few] Strana { $page }/{ $pages } · { $count } hráči · turnaj `{ $slug }`
        [many] Strana { $page }/{ $pages } · { $count } hráče · turnaj `{ $slug }`
       *[other] Strana { $page }/{ $pages } · { $count } hráčů · turnaj `{ $slug }`
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_moved-title = Pořadí

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_standings_moved =
    { $count ->
        [one] Pořadí se změnilo: má nyní { $count } stranu a toto je poslední.
        [few] Pořadí se změnilo: má nyní { $count } strany a toto je poslední.
        [many] Pořadí se změnilo: má nyní { $count } strany a toto je poslední.
       *[other] Pořadí se změnilo: má nyní { $count } stran a toto je poslední.
    }

## /buchholz, /tiebreak, /why

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_explain_round = **{ $round }. kolo**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_explain_versus = proti { $name } ({ $id })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $rules (a rule set's name such as
# fide-2026 (kept as it is)), $value (a tie-break value (a number)).
bot_explain_head = **{ $code } = { $value }** podle pravidel `{ $rules }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name).
bot_explain_title = { $code } – { $player } ({ $id })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $tournament.
bot_explain_footer = { $tournament } · po { $round }. kole

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $rank (a place in the standings),
# $score (a score (points)).
bot_entrant_line = **{ $name }** ({ $id }): { $rank }. místo, { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $rank (a place in the standings).
bot_why_place-title = Proč je { $name } na { $rank }. místě

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $above, $below.
bot_why_title = Proč je { $above } výše než { $below }

## /player

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $players, $rank (a place in the standings),
# $round (a round number of the tournament).
bot_player_head =
    { $count ->
        [one] Místo **{ $rank }** z { $players } · **{ $count }** bod po { $round }. kole
        [few] Místo **{ $rank }** z { $players } · **{ $count }** body po { $round }. kole
        [many] Místo **{ $rank }** z { $players } · **{ $count }** bodu po { $round }. kole
       *[other] Místo **{ $rank }** z { $players } · **{ $count }** bodů po { $round }. kole
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rating.
# same-as-english
bot_player_rating = rating { $rating }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_unrated = bez ratingu

# The player had the white pieces in that game.
bot_player_white = (bílými)

# The player had the black pieces in that game.
bot_player_black = (černými)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_won = výhra

# Said of a game: the player drew it (neither side won).
bot_player_drew = remíza

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_lost = prohra

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_won-forfeit = kontumační výhra

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_lost-forfeit = kontumační prohra (forfeit-loss)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $colour, $opponent (an opponent's name), $result, $round (a round number of the
# tournament), $score (a score (points)).
bot_player_game = **{ $round }. kolo** { $result } proti { $opponent }{ $colour } · { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $result, $round (a round number of the tournament), $score (a score (points)).
bot_player_unpaired = **{ $round }. kolo** { $result } · { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_tiebreaks = **Pomocná hodnocení** (`/tiebreak` ukáže výpočet):

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $tournament.
bot_player_footer = { $tournament } · pravidla { $rules }

## /rules, /tournament settings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_rules_title = Pravidla turnaje { $name }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_rules_rule-set = Sada pravidel: `{ $rules }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_rules_rule-set-default = Sada pravidel: `{ $rules }` (výchozí)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
bot_rules_order = Pořadí pomocných hodnocení: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
bot_rules_order-default = Pořadí pomocných hodnocení: { $order } (výchozí)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $source.
bot_rules_source = Zdroj: { $source } ({ $kind })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $counted, $rounds (round numbers).
bot_rules_rounds = Započítaná kola: { $counted } z { $rounds }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_rules_warnings = **Varování**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_rules_no-warnings = Žádná varování.

## Organisers

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_summary_title-linked = Turnaj propojen

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_summary_title = Turnaj

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_linked = Turnaj **{ $name }** je propojen jako `{ $slug }` (aktivní turnaj).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_using = Nyní se používá **{ $name }** jako `{ $slug }` (aktivní turnaj).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_synced = Turnaj **{ $name }** (`{ $slug }`, aktivní turnaj) byl znovu načten.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $counted, $order (tie-break codes in order,
# such as BH-C1, BH), $rounds (round numbers), $rules (a rule set's name such as fide-2026 (kept as
# it is)).
bot_summary_counts =
    { $count ->
        [one] { $count } hráč, kola { $counted }/{ $rounds }; pravidla `{ $rules }`, pomocná hodnocení { $order }.
        [few] { $count } hráči, kola { $counted }/{ $rounds }; pravidla `{ $rules }`, pomocná hodnocení { $order }.
        [many] { $count } hráče, kola { $counted }/{ $rounds }; pravidla `{ $rules }`, pomocná hodnocení { $order }.
       *[other] { $count } hráčů, kola { $counted }/{ $rounds }; pravidla `{ $rules }`, pomocná hodnocení { $order }.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $source.
bot_summary_source = Zdroj: { $source } ({ $kind }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_summary_warnings = ⚠️ Varování: { $count }, viz `/rules`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $note.
bot_summary_sheet = Tabulka: { $note }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_title = Propojené turnaje

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $mark, $name (a name (a player, team or tournament)), $order (tie-break codes in
# order, such as BH-C1, BH), $read, $rules (a rule set's name such as fide-2026 (kept as it is)),
# $slug (a tournament's short name (kept as it is)), $source.
bot_list_line = { $mark } `{ $slug }`: { $name } ({ $kind }: { $source }; pravidla { $rules }, pořadí { $order }; načteno { $read })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_choice_default = výchozí (default)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_default = výchozí

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_none = Zatím žádný: použijte `/tournament link`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_unlink_title = Propojení zrušeno

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $after, $name (a name (a player, team or tournament)), $slug (a tournament's short name
# (kept as it is)).
bot_unlink_done = Propojení turnaje `{ $slug }` ({ $name }) bylo zrušeno. { $after }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_unlink_active = Aktivní turnaj je nyní `{ $slug }`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_unlink_none = Nyní není propojen žádný turnaj.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_role_title = Role pořadatelů

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $role.
bot_role_set = Členové s rolí { $role } nyní mohou používat příkazy pořadatelů.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_role_cleared = Příkazy pořadatelů nyní mohou používat jen členové s oprávněním Spravovat server.

## Errors

# An error the Discord bot replies (Discord Markdown).
bot_error_title = To se nepovedlo

# An error the Discord bot replies (Discord Markdown).
# Variables: $query.
bot_error_no-player = Žádný hráč neodpovídá **{ $query }**.

# An error the Discord bot replies (Discord Markdown).
# Variables: $players.
bot_error_did-you-mean = Mysleli jste: { $players }?

# An error the Discord bot replies (Discord Markdown).
# Variables: $players, $query.
bot_error_ambiguous = **{ $query }** odpovídá více hráčům: { $players }. Vyberte jednoho ze seznamu, nebo napište větší část jména.

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_unreadable =
    { $count ->
        [one] Turnaj nelze načíst ({ $count } problém):
        [few] Turnaj nelze načíst ({ $count } problémy):
        [many] Turnaj nelze načíst ({ $count } problému):
       *[other] Turnaj nelze načíst ({ $count } problémů):
    }

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_more = … a další: { $count }.

# An error the Discord bot replies (Discord Markdown).
bot_error_cooldown-title = Zpomalte

# An error the Discord bot replies (Discord Markdown).
# Variables: $seconds (a number of seconds).
bot_error_cooldown = Příkaz je dočasně omezen. Zkuste to znovu za { $seconds } s.

# An error the Discord bot replies (Discord Markdown).
bot_error_stale-command = Tento příkaz se změnil od chvíle, kdy vám ho Discord zobrazil. Zkuste to znovu za minutu, nebo Discord znovu načtěte (Ctrl+R).

# An error the Discord bot replies (Discord Markdown).
bot_error_stale-button = Toto tlačítko je zastaralé: spusťte znovu `/standings`.

# An error the Discord bot replies (Discord Markdown).
bot_error_dm = Tento příkaz funguje na serveru, ne v soukromých zprávách.

# An error the Discord bot replies (Discord Markdown).
bot_error_unexpected-title = Něco se pokazilo

# An error the Discord bot replies (Discord Markdown).
bot_error_unexpected = Bot narazil na neočekávaný problém; byl zaznamenán.

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)), $when.
bot_error_kept = Ponecháno pořadí `{ $slug }` tak, jak bylo načteno { $when }; zdroj nyní odpovídá:

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_kept-title = Ponecháno poslední dobré načtení

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $reason, $when.
bot_live_kept = Ponecháno pořadí tak, jak bylo načteno { $when }; zdroj nyní odpovídá: { $reason }

# An error the Discord bot replies (Discord Markdown).
bot_error_store-down = Databáze bota neodpovídá; zkuste to znovu za minutu.

# An error the Discord bot replies (Discord Markdown).
bot_error_store-failed = Databáze bota selhala; podrobnosti má provozovatel bota. Zkuste to znovu za minutu.

# An error the Discord bot replies (Discord Markdown).
bot_error_work-limit-title = Zastaveno

# An error the Discord bot replies (Discord Markdown).
# Variables: $seconds (a number of seconds).
bot_error_work-limit = Zastaveno po { $seconds } s: tato odpověď trvá déle, než bot dává jedné otázce, aby dál odpovídal všem ostatním. Zeptejte se na menší část (hráče, dřívější kolo) nebo použijte příkazový řádek (`tiebreak`).

# An error the Discord bot replies (Discord Markdown).
bot_error_busy = Bot ještě pracuje na posledních otázkách tohoto serveru; zkuste to znovu za chvíli.

# An error the Discord bot replies (Discord Markdown).
bot_error_no-tournament = Na tomto serveru zatím není propojen žádný turnaj. Pořadatel ho může propojit příkazem `/tournament link` (URL Google tabulky, URL švýcarského turnaje na lichess nebo přiložený soubor TRF/JSON/CSV).

# An error the Discord bot replies (Discord Markdown).
# Variables: $key, $known.
bot_error_unknown-tournament = Žádný propojený turnaj se nejmenuje „{ $key }“. Propojené zde: { $known }.

# An error the Discord bot replies (Discord Markdown).
bot_error_none-linked = žádný

# An error the Discord bot replies (Discord Markdown).
bot_error_not-organiser = Toto mohou jen pořadatelé: je potřeba oprávnění Spravovat server.

# An error the Discord bot replies (Discord Markdown).
# Variables: $role.
bot_error_not-organiser-role = Toto mohou jen pořadatelé: je potřeba oprávnění Spravovat server nebo role { $role }.

# An error the Discord bot replies (Discord Markdown).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_error_same-player = Vyberte dva různé hráče: obě možnosti označují { $name } ({ $id }).

# An error the Discord bot replies (Discord Markdown).
bot_error_one-source = Zadejte právě jeden zdroj: `url` (Google tabulka nebo švýcarský turnaj na lichess), nebo `file` (přiložený soubor TRF, JSON nebo CSV).

# An error the Discord bot replies (Discord Markdown).
# Variables: $reason, $source.
bot_error_source = Nelze načíst { $source }: { $reason }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_too-large = soubor je příliš velký

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $mb.
bot_source_larger-than = soubor je větší než { $mb } MB

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_bad-url = očekává se URL Google tabulky (https://docs.google.com/spreadsheets/d/...) nebo URL švýcarského turnaje na lichess (https://lichess.org/swiss/<8 znaků>), případně místo toho přiložte soubor TRF, JSON nebo CSV

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_binary = nejde o soubor tournament JSON, TRF ani CSV (je binární)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_no-lichess = import z lichess není nainstalován (pip install 'tiebreak[lichess]')

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $error.
bot_source_lichess-down = lichess neodpověděl ({ $error })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_the-sheet = Google tabulku

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_no-sheets = konektor pro Google tabulky není nainstalován (pip install 'tiebreak[sheets]')

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $error.
bot_source_no-credentials = bot nemá použitelné přihlašovací údaje Google: ten, kdo bota provozuje, nastaví GOOGLE_APPLICATION_CREDENTIALS na soubor s klíčem servisního účtu a tabulku s tímto účtem nasdílí ({ $error })

## Command descriptions (Discord: at most 100 characters)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_standings = Zobrazí pořadí: body a sloupce pomocných hodnocení v platném pořadí.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_player = Zobrazí kartu hráče (kolo, barva, soupeř, výsledek) a jeho pomocná hodnocení.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_rules = Zobrazí sadu pravidel, pořadí pomocných hodnocení a varování výpočtu.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_buchholz = Zobrazí Buchholz hráče po kolech: započtené skóre každého soupeře a proč.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tiebreak = Zobrazí, jak bylo spočteno libovolné pomocné hodnocení hráče, položku po položce.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_why = Zobrazí, které kritérium umístilo jednoho hráče výše než druhého, pro oba.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament = Propojení turnajů s tímto serverem a volba pravidel (pořadatelé).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_link = Propojí turnaj (tabulka, švýcarský turnaj na lichess nebo soubor); stane se aktivním.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_use = Nastaví jiný propojený turnaj jako aktivní.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_list = Vypíše turnaje propojené na tomto serveru.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_unlink = Zruší propojení turnaje (jeho zdroj zůstane beze změny).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_settings = Nastaví sadu pravidel a pořadí pomocných hodnocení (bez zadání je zobrazí).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_organiser-role = Zvolí roli, jejíž členové mohou propojovat a nastavovat turnaje.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_sync = Znovu načte zdroj turnaje (a zapíše sloupce pomocných hodnocení zpět do tabulky).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_page = Strana tabulky (20 hráčů na stranu)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_tournament = Jiný propojený turnaj než aktivní

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_after-round = Pořadí, jak vypadalo po tomto kole

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player = Jméno nebo startovní číslo

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_variant = Základní, Cut-1, Cut-2, Median-1 nebo Median-2 (výchozí: základní)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_code = Kód pomocného hodnocení, např. SB, PS, ARO, BH-C1, DE

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player-a = Jeden hráč

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player-b = Druhý hráč (bez něj: proč je první tam, kde je?)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_url = URL Google tabulky nebo švýcarského turnaje na lichess

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_file = Nebo přiložte soubor TRF, tournament JSON, CSV nebo Excel (.xlsx)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_use = Propojený turnaj, který se má stát aktivním

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_unlink = Propojený turnaj, jehož propojení se zruší

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_rules = Sada pravidel pro neodehraná kola (výchozí: FIDE podle data)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_order = Kódy pomocných hodnocení oddělené čárkami, nebo 'default'

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_role = Členové s touto rolí mohou používat příkazy pořadatelů (prázdné = zrušit)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_addon-token = Vytvoří token pro menu Tiebreak v propojené tabulce Google (uvidíte ho jen vy).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_addon-token_title = Token pro menu Tiebreak

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $sheet, $slug (a tournament's short name
# (kept as it is)).
bot_addon-token_made = Nový token služby Tiebreak pro tabulku Google turnaje **{ $name }** (`{ $slug }`), platný jen pro tuto tabulku (`{ $sheet }`). Zobrazí se jednou a jen vám:

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_addon-token_paste = V tabulce otevřete **Tiebreak > Nastavení**, vložte ho jako token této tabulky spolu s adresou služby a uložte.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id.
bot_addon-token_revoke = Správce služby ho může vypsat a zrušit: `tiebreak-serve token list`, `tiebreak-serve token revoke { $id }`.

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_error_addon-token-not-sheet = `{ $slug }` není tabulka Google: menu Tiebreak je v tabulce Google. Propojte ji příkazem `/tournament link url:`.

# An error the Discord bot replies (Discord Markdown).
bot_error_addon-token-no-store = Tento bot zatím nevytváří tokeny pro menu Tiebreak: správce bota nastaví `TIEBREAK_SERVE_DATABASE_URL` na úložiště tokenů služby `tiebreak-serve` (její `DATABASE_URL`, nebo `sqlite:///` a cestu k jejímu souboru `TIEBREAK_SERVE_DB`) a bota restartuje (docs/addon-setup.md).

# An error the Discord bot replies (Discord Markdown).
bot_error_addon-token-store = Úložiště tokenů služby Tiebreak teď nelze použít; žádný token nevznikl. Správce bota najde důvod v jeho logu.

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
bot_prizes_footer = { $tournament } · po { $round }. kole · cenový fond { $source } · turnaj { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_set-title = Cenový fond nastaven

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)), $source.
bot_prizes_set = Cenový fond { $source } je nastaven pro **{ $name }** (`{ $slug }`).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $money.
bot_prizes_set-counts =
    { $count ->
        [one] { $count } kategorie; podle současného pořadí se vyplatí { $money }.
        [few] { $count } kategorie; podle současného pořadí se vyplatí { $money }.
        [many] { $count } kategorie; podle současného pořadí se vyplatí { $money }.
       *[other] { $count } kategorií; podle současného pořadí se vyplatí { $money }.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_prizes_set-warnings = ⚠️ Varování: { $count }, viz `/prizes`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_set-see = Kdokoli teď příkazem `/prizes` uvidí, kdo co dostane, s vysvětlením každé ceny.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_cleared-title = Cenový fond odstraněn

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_prizes_cleared = **{ $name }** (`{ $slug }`) teď nemá cenový fond.

# An error the Discord bot replies (Discord Markdown).
bot_error_prizes-file = Přiložte cenový fond jako `file`, nebo ho odstraňte volbou `clear: True`, ne obojí.

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_error_no-prizes = `{ $slug }` zatím nemá cenový fond. Pořadatel ho nastaví příkazem `/tournament prizes` (soubor JSON tiebreak-prizes/1, viz docs/prizes.md).

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_prizes-unreadable =
    { $count ->
        [one] Cenový fond nelze použít ({ $count } problém):
        [few] Cenový fond nelze použít ({ $count } problémy):
        [many] Cenový fond nelze použít ({ $count } problému):
       *[other] Cenový fond nelze použít ({ $count } problémů):
    }

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_prizes = Ukáže, kdo dostane jakou cenu, s vysvětlením každé (dělená místa, kategorie).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_prizes = Nastaví cenový fond turnaje; kdokoli pak příkazem /prizes uvidí, kdo co dostane.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_prizes-clear = Místo toho odstranit cenový fond turnaje

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_prizes-file = Cenový fond: soubor JSON tiebreak-prizes/1

## /compare (bot helper botcompare)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $column (a column's name), $letter.
# same-as-english
bot_compare_column = **{ $letter }** { $column }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $column (a column's name), $letter.
bot_compare_column_in-force = **{ $letter }** { $column } (tohoto turnaje)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $columns, $order (tie-break codes in order, such as BH-C1, BH).
bot_compare_by-rules = Sady pravidel: { $columns } · pomocná hodnocení { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $columns, $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_compare_by-orders = Pořadí pomocných hodnocení podle { $rules }: { $columns }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $mark.
bot_compare_legend = `{ $mark }` mění místo (proč: níže) · `=` dělené místo · nahoře stupně vítězů a shody na bodech

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $cause, $id, $name (a name (a player, team or tournament)), $ranks.
bot_compare_move = **{ $name }** ({ $id }), místa { $ranks }: { $cause }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $columns, $text.
# same-as-english
bot_compare_warning = ⚠️ { $columns } `{ $code }`: { $text }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_more-warnings = …a další varování: { $count }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $slug (a tournament's short name (kept as
# it is)).
bot_compare_footer = Hráči: { $count } · turnaj { $slug }

# An error the Discord bot replies (Discord Markdown).
bot_error_compare-both = Porovnejte několik sad pravidel při jednom pořadí pomocných hodnocení, nebo několik pořadí při jedné sadě pravidel: s `orders` uveďte v `rules` nejvýš jednu sadu pravidel.

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form), $max.
bot_error_compare-too-many = Příliš mnoho na zobrazení vedle sebe ({ $count }): uveďte nejvýš { $max } sad pravidel nebo pořadí.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_compare = Ukáže, kdo změní místo podle jiných pravidel nebo pořadí pomocných hodnocení, a proč.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_compare-rules = Sady pravidel oddělené čárkami (výchozí: tato proti ostatním edicím FIDE a US Chess)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_compare-orders = Pořadí pomocných hodnocení oddělená ';' (jedno pořadí: proti pořadí turnaje)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_more-moves = …a další hráči, kteří mění místo: { $count }. Jejich místa jsou v tabulce; `/why` vysvětlí pořadí libovolných dvou hráčů, `/compare` se dvěma sadami pravidel nebo pořadími dá kratší zdůvodnění.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $file (a file's name).
bot_compare_in-file = Celá tabulka a všechna zdůvodnění: přiložený soubor `{ $file }`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_warnings-in-file = ⚠️ Varování: { $count }, vypsaná v souboru.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_standings_withdrawn-mark = odst. { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_withdrawn-legend = odst. N: odstoupení z turnaje po N. kole

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_whatif = Ukáže, kde může hráč po tomto kole skončit při výhře, remíze nebo prohře.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_whatif-pairings = Los příštího kola, když žádná partie není nedohraná: bílý-černý, oddělené čárkou (12-7,3-5)

# An error the Discord bot replies (Discord Markdown).
# Variables: $next.
bot_error_whatif-nothing-pending = V tomto turnaji není žádná nedohraná partie, takže žádné kolo neprobíhá. Zadejte los kola { $next } v `pairings` (startovní čísla bílý-černý, např. `12-7,3-5`), nebo po nalosování kola ve zdroji použijte `/sync`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $index.
bot_whatif_where = volba pairings, dvojice { $index }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $slug (a tournament's short name (kept as it
# is)).
bot_whatif_footer = Kolo { $round } · turnaj { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_live_title-provisional = { $name }: prozatímní pořadí, probíhá { $round }. kolo

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_following = Živě: tato zpráva sleduje výsledky

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_live_round-complete = { $round }. kolo dohráno

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_live_more = Všechny řádky a pomocná hodnocení: `/standings tournament:{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_started-title = Živé pořadí

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel, $name (a name (a player, team or tournament)).
bot_live_started = Pořadí turnaje **{ $name }** je živě v { $channel }: jedna zpráva se upravuje, jak přicházejí výsledky, a každé dohrané kolo dostane krátkou novou zprávu.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $seconds (a number of seconds).
bot_live_follows-source = Zdroj se znovu načítá každých { $seconds } s.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_follows-file = Soubor se znovu nenačítá: připojte ho znovu (nebo `/sync`) a zpráva se aktualizuje.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_write-back-on = Zápis zpět: zapnuto (během živého sledování se zpět do tabulky zapisují i sloupce pomocných hodnocení)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_write-back-off = Zápis zpět: vypnuto (`/tournament settings write_back:on` zapisuje zpět do živě sledované tabulky)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_stopped-title = Živé pořadí zastaveno

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel, $name (a name (a player, team or tournament)).
bot_live_stopped = **{ $name }** už není živě v { $channel }; poslední zpráva zůstává, jak byla.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_need-channel = Uveďte kanál pro pořadí (`channel:`), nebo ho zastavte pomocí `off:True`, ne obojí.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_live_not-live = Turnaj `{ $slug }` na tomto serveru není živě: spusťte ho pomocí `/tournament live channel:`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel.
bot_live_cannot-post = Do { $channel } nemohu psát: dejte mi tam oprávnění Zobrazit kanál, Odesílat zprávy a Vkládat odkazy.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_live = Zveřejní pořadí v kanálu a průběžně tu zprávu aktualizuje podle výsledků.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_live-channel = Kanál, ve kterém se bude pořadí průběžně aktualizovat

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_live-off = Místo toho zastaví živé pořadí

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_write-back = Během živého sledování zapisuje sloupce pomocných hodnocení zpět do tabulky

# A choice of a bot command option: switched on.
bot_cmd_choice_on = zapnuto

# A choice of a bot command option: switched off.
bot_cmd_choice_off = vypnuto

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team = Družstvo soutěže družstev: název nebo číslo

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team-a = Jedno družstvo (soutěže družstev)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team-b = Druhé družstvo (soutěže družstev)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_team_error_player-command = **{ $name }** je soutěž družstev: její pořadí řadí družstva a hráči v ní nemají vlastní pomocná hodnocení. Ptejte se na družstva: `/standings`, `/tiebreak team:… code:…`, `/why team_a:… team_b:…`, `/whatif team:…`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_team_error_not-team-event = **{ $name }** není soutěž družstev: zadejte hráče (`player`, `player_a`, `player_b`), ne družstva.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query.
bot_team_error_no-team = Žádné družstvo neodpovídá **{ $query }**.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query, $teams.
bot_team_error_no-team-close = Žádné družstvo neodpovídá **{ $query }**. Mysleli jste: { $teams }?

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query, $teams.
bot_team_error_ambiguous = **{ $query }** odpovídá více družstvům: { $teams }. Napište větší část názvu nebo číslo družstva.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_error_player-or-team = Zadejte hráče (`player`), nebo družstvo (`team`): jedno z toho.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_error_two-teams = Zadejte dvě družstva (`team_a` a `team_b`) a žádné hráče.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_team_error_same-team = Obě volby jmenují **{ $name }** ({ $id }): vyberte dvě různá družstva.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_order-none = žádná

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)), $score (a score (points)).
bot_team_standings_rules = Pravidla `{ $rules }` · řazeno podle { $score } · pomocná hodnocení { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $page (a page number), $pages (the number
# of pages), $slug (a tournament's short name (kept as it is)).
bot_team_standings_footer = Strana { $page }/{ $pages } · družstev: { $count } · turnaj `{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $slug (a tournament's short name (kept as
# it is)).
bot_team_compare_footer = Družstva: { $count } · turnaj { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $score (a score (points)).
bot_team_rules_score = Řazeno podle { $score }, pak podle pomocných hodnocení

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $boards, $count (a number choosing the plural form), $counted, $order (tie-break codes
# in order, such as BH-C1, BH), $rounds (round numbers), $rules (a rule set's name such as fide-2026
# (kept as it is)), $score (a score (points)).
bot_team_summary_counts = Soutěž družstev: družstev { $count }, šachovnic { $boards }, { $counted } z { $rounds } kol; pravidla `{ $rules }`, řazeno podle { $score }, pomocná hodnocení { $order }.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_publish = Přiloží stránku s pořadím, která se sama vysvětluje (jeden soubor HTML).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_publish-language = Jazyk stránky: jazyk serveru (výchozí) nebo váš

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_every-round = Při živém pořadí stránku zveřejní i po dohrání každého kola

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_choice_server-language = jazyk serveru

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_choice_my-language = můj jazyk

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
bot_publish_title = { $name }: stránka s pořadím

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_publish_round-title = { $name }: stránka s pořadím po { $round }. kole

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_whole = Celá stránka ({ $size }): pořadí, vysvětlená pomocná hodnocení, křížová tabulka, los, grafy a karty všech hráčů. Otevřete ji v prohlížeči nebo ji vytiskněte.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $limit (a limit (a number)), $size (a size (a number)).
bot_publish_over = Celá stránka ({ $size }) přesahuje limit tohoto serveru pro soubor, { $limit }.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $part.
bot_publish_tied = Přiložena: stránka jen s kartami hráčů, kteří dělí místo (pomocná hodnocení je nerozhodla) ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $part.
bot_publish_top = Přiložena: stránka jen s kartami prvních { $count } v pořadí ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_at-least = nejméně { $size }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_about = asi { $size }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $part.
bot_publish_no-cards = Přiložena: stránka bez karet hráčů ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $seconds (a number of seconds).
bot_publish_too-slow = Vytvoření stránky trvalo déle, než bot dovolí jedné úloze ({ $seconds } s): nic není přiloženo.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $limit (a limit (a number)), $size (a size (a number)).
bot_publish_none = Celá stránka ({ $size }) přesahuje limit tohoto serveru pro soubor, { $limit }, a stránka bez karet hráčů také: nic není přiloženo.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $command.
bot_publish_command = Celou stránku vytvoří: `{ $command }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel.
bot_publish_rounds-on = Stránka bude zveřejněna také v { $channel } po dohrání každého kola.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_publish_rounds-off = Stránka už nebude zveřejňována po dohrání kola.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_publish_needs-live = Živé pořadí turnaje `{ $slug }` je vypnuté: nejprve ho spusťte příkazem `/tournament live`, pak může stránka následovat každé kolo.

## The command line's help (tiebreak-bot --help, python -m bot --help)

# The help of the command tiebreak-bot / python -m bot (its --help): the command's description, above its options.
bot_cli_help_description = Spustí Discord bota tiebreak: příkazy s lomítkem, které vysvětlují pomocná hodnocení.

# The help of the command tiebreak-bot / python -m bot (its --help): the option --log-format (its values plain and json stay as they are; NO_COLOR is an environment variable).
bot_cli_help_log-format = řádky protokolu jako prostý text (barevně jen v terminálu, nikdy s NO_COLOR) nebo jako objekty JSON, jeden na řádek (výchozí: plain)

# The help of the command tiebreak-bot / python -m bot (its --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is).
# Variables: $langs (the language codes).
bot_cli_help_lang = jazyk této nápovědy a chyb použití: { $langs } (výchozí: $TIEBREAK_LANG, jinak en); na Discordu bot odpovídá v jazyce každého uživatele

# The help of the command tiebreak-bot / python -m bot (its --help): the title of the table of settings below the options.
bot_cli_settings = nastavení (proměnné prostředí)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DISCORD_TOKEN (Bot and Reset Token are the names in Discord's developer portal) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_token = token bota (povinný): portál pro vývojáře, Bot, Reset Token

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DATABASE_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_database = postgresql://user:pass@host/db nebo sqlite:///path (výchozí: soubor SQLite z TIEBREAK_BOT_DB)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_BOT_DB in the table of settings; names in capitals, paths, commands and values stay as they are; the file's path on this machine follows on a line of its own, then the closing parenthesis.
bot_cli_env_bot-db = soubor SQLite, když DATABASE_URL není nastavena (výchozí: $XDG_DATA_HOME/tiebreak/tiebreak-bot.sqlite3, jinak ~/.local/share/tiebreak/tiebreak-bot.sqlite3; zde:

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHARDS (a shard: one of the gateway connections Discord splits a bot's servers into) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_shards = auto (výchozí: tolik shardů, kolik doporučí Discord, všechny v tomto procesu) nebo shardy tohoto procesu, například 0-3

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHARD_COUNT in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_shard-count = celkový počet shardů ve všech procesech (spolu s rozsahem)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SYNC_COMMANDS (its values auto, always and never stay as they are) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_sync = auto (nahraje příkazy, když se změnily), always nebo never

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_TEST_GUILD (a server: a Discord server, called a guild in its API) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_test-guild = zkopíruje příkazy na server s tímto id (objeví se hned)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_LIVE_INTERVAL (/tournament live is a bot command) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_live-interval = počet sekund mezi čteními živé tabulky nebo švýcarského turnaje na lichess (/tournament live; výchozí 60, nejméně 10)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_WORK_LIMIT (/whatif and /compare are bot commands) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_work-limit = kolik sekund smí trvat náročná práce jednoho dotazu (/whatif, /compare, seznamy cen, nahrávání; výchozí 20): pak se zastaví

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DB_TIMEOUT in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_db-timeout = kolik sekund smí trvat jeden databázový příkaz (výchozí 10)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) GOOGLE_APPLICATION_CREDENTIALS, TIEBREAK_SHEETS_ENDPOINT, TIEBREAK_LICHESS_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_servers = klíč pro Google Sheets a jiné servery pro tabulky a lichess

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DISCORD_API_BASE, DISCORD_GATEWAY_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_discord = jiná základní adresa REST a brána Discordu (proxy, testovací server)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_METRICS_PORT (/healthz and /metrics are address paths) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_metrics = zpřístupní /healthz a /metrics (Prometheus) na tomto portu (bez nastavení vypnuto; TIEBREAK_METRICS_HOST, výchozí 0.0.0.0)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DRAIN_SECONDS (SIGTERM: the signal that asks a process to stop) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_drain = při SIGTERM počet sekund na dokončení rozpracovaných odpovědí (výchozí 8)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DB_POOL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_pool = nejvyšší počet spojení k PostgreSQL v tomto procesu (výchozí 8)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHEETS_READS_PER_MINUTE, TIEBREAK_LICHESS_READS_PER_MINUTE (and TIEBREAK_LIVE_CONCURRENCY) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_reads = rozpočet čtení živé smyčky na účet ve všech procesech (výchozí 60 každý); TIEBREAK_LIVE_CONCURRENCY čtení najednou (8)


# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SERVE_DATABASE_URL in the table of settings (/tournament addon-token is a bot command; tiebreak-serve, the add-on's service); names in capitals, commands and values stay as they are.
bot_cli_env_serve-database = úložiště tokenů služby tiebreak-serve (její DATABASE_URL, nebo sqlite:/// a její soubor), pro /tournament addon-token

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_LANG in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_lang = jazyk této nápovědy a chyb použití, když není zadáno --lang

# The help of the command tiebreak-bot / python -m bot (its --help): the paragraph at the end of the help, on exit codes (close 4010, 4011, 4014: Discord's close codes).
bot_cli_help_exits = Problémy při spuštění jsou jeden řádek na standardním chybovém výstupu a návratový kód 1; když Discord odmítne shardy nebo intenty (close 4010, 4011, 4014), je to jeden řádek a návratový kód 78: změňte nastavení.
