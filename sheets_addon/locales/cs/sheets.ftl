### Čeština (cs): the Google Sheets connector (tiebreak-sheets): notes, summaries, errors.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Headers of our columns (a tie-break column is headed by its code)

# A column header the connector writes in the organiser's sheet.
sheets_header_rank = Pořadí

# A short column header in the organiser's sheet: the points (score).
sheets_header_pts = Body

# A column header in the organiser's sheet: the starting number.
sheets_header_no = Č.

# A column header the connector writes in the organiser's sheet.
sheets_header_name = Jméno

## The note on each of our headers ({mark} is tiebreak-sheets:, never translated)

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $mark, $rules (a rule set's name such as fide-2026 (kept as it is)), $what.
sheets_note_header = { $mark } { $what }, sada pravidel { $rules }. Zapisuje `tiebreak-sheets sync` a přepisuje při každé synchronizaci: do tohoto sloupce nepište.

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_rank = pořadí v tabulce

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_pts = body

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_no = startovní číslo

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_name = hráč

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)).
sheets_note_tiebreak = { $name } ({ $code }); poznámka u každé hodnoty ji vysvětluje

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $name (a name (a player, team or tournament)).
sheets_note_tiebreak-named = { $name }; poznámka u každé hodnoty ji vysvětluje

## The summary line

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $order (tie-break codes in order, such as
# BH-C1, BH), $rules (a rule set's name such as fide-2026 (kept as it is)), $tab (a sheet tab's
# name), $title.
sheets_summary_head =
    { $count ->
        [one] { $title } ({ $tab }): { $count } hráč, pravidla { $rules }, pomocná hodnocení { $order }
        [few] { $title } ({ $tab }): { $count } hráči, pravidla { $rules }, pomocná hodnocení { $order }
        [many] { $title } ({ $tab }): { $count } hráče, pravidla { $rules }, pomocná hodnocení { $order }
       *[other] { $title } ({ $tab }): { $count } hráčů, pravidla { $rules }, pomocná hodnocení { $order }
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_summary_points-only = (pouze body)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $head.
sheets_summary_up-to-date = { $head }; aktuální

# The Google Sheets connector (tiebreak-sheets).
# Variables: $head.
sheets_summary_nothing-written = { $head }; aktuální, nic nezapsáno

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $head, $where.
sheets_summary_dry-run = { $head }; zkušební běh: ke změně { $cells } na { $where }, nic nezapsáno

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $head, $requests, $where.
sheets_summary_changed = { $head }; změněno: { $cells } na { $where }, { $requests }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_summary_cells =
    { $count ->
        [one] { $count } buňka
        [few] { $count } buňky
        [many] { $count } buňky
       *[other] { $count } buněk
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_summary_tab = listu { $tab }

# The Google Sheets connector (tiebreak-sheets).
sheets_summary_one-request = jedním požadavkem

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_summary_requests =
    { $count ->
        [one] { $count } požadavkem
        [few] { $count } požadavky
        [many] { $count } požadavky
       *[other] { $count } požadavky
    }

## The dry-run listing

# The Google Sheets connector (tiebreak-sheets).
# Variables: $address, $new, $old.
# same-as-english
sheets_dry_change = { $address }: { $old } -> { $new }

# The Google Sheets connector (tiebreak-sheets).
sheets_dry_empty = prázdná

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change.
sheets_dry_note-removed = { $change }; poznámka odstraněna

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $first.
sheets_dry_note-set = { $change }; nová poznámka: { $first }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $first.
sheets_dry_note-updated = { $change }; změněná poznámka: { $first }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $count (a number choosing the plural form).
sheets_dry_more-lines =
    { $count ->
        [one] { $change } (+{ $count } řádek)
        [few] { $change } (+{ $count } řádky)
        [many] { $change } (+{ $count } řádku)
       *[other] { $change } (+{ $count } řádků)
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_dry_create-tab = vytvořit list { $tab }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_dry_add-columns =
    { $count ->
        [one] přidat { $count } sloupec na list { $tab }
        [few] přidat { $count } sloupce na list { $tab }
        [many] přidat { $count } sloupce na list { $tab }
       *[other] přidat { $count } sloupců na list { $tab }
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_dry_add-rows =
    { $count ->
        [one] přidat { $count } řádek na list { $tab }
        [few] přidat { $count } řádky na list { $tab }
        [many] přidat { $count } řádku na list { $tab }
       *[other] přidat { $count } řádků na list { $tab }
    }

## What a cell holds (in the dry run and in conflicts)

# The Google Sheets connector (tiebreak-sheets).
sheets_cell_nothing = nic

# The Google Sheets connector (tiebreak-sheets).
# Variables: $note.
sheets_cell_note = poznámka { $note }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $formula.
sheets_cell_formula = vzorec { $formula }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $note, $what.
sheets_cell_with-note = { $what } s poznámkou { $note }

## Errors

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $count (a number choosing the plural form).
sheets_error_conflict =
    { $count ->
        [one] nic nebylo zapsáno: { $count } buňka, kterou by synchronizace přepsala, obsahuje data, která sama nezapsala: { $cells }. Přesuňte ji nebo ji vymažte, nebo zvolte jiný cíl (--target standings-tab).
        [few] nic nebylo zapsáno: { $count } buňky, které by synchronizace přepsala, obsahují data, která sama nezapsala: { $cells }. Přesuňte je nebo je vymažte, nebo zvolte jiný cíl (--target standings-tab).
        [many] nic nebylo zapsáno: { $count } buňky, které by synchronizace přepsala, obsahují data, která sama nezapsala: { $cells }. Přesuňte je nebo je vymažte, nebo zvolte jiný cíl (--target standings-tab).
       *[other] nic nebylo zapsáno: { $count } buněk, které by synchronizace přepsala, obsahuje data, která sama nezapsala: { $cells }. Přesuňte je nebo je vymažte, nebo zvolte jiný cíl (--target standings-tab).
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $what, $where.
sheets_error_conflict-cell = { $where } obsahuje: { $what }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $count (a number choosing the plural form).
sheets_error_conflict-more = { $cells } (a dalších { $count })

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_error_busy = list { $tab } se během synchronizace stále měnil (počet pokusů: { $count }); nic nebylo zapsáno. Spusťte synchronizaci znovu, až budou úpravy hotové.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_error_busy-written = list { $tab } se během synchronizace stále měnil (počet pokusů: { $count }); poslední zápis mohl dát hodnoty na řádky, které se mezitím posunuly. Spusťte synchronizaci znovu, až budou úpravy hotové.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_error_no-player-rows = list { $tab } je seznam párování bez seznamu hráčů, takže nejsou žádné řádky hráčů, vedle kterých by šlo psát: použijte --target standings-tab, nebo přidejte list 'Players' se seznamem hráčů

## The command line

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_cli_problems =
    { $count ->
        [one] tabulka má { $count } problém; nic nebylo zapsáno:
        [few] tabulka má { $count } problémy; nic nebylo zapsáno:
        [many] tabulka má { $count } problému; nic nebylo zapsáno:
       *[other] tabulka má { $count } problémů; nic nebylo zapsáno:
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $value (a tie-break value (a number)).
sheets_cli_bad-interval = počet sekund větší než 0, ne { $value }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $module.
sheets_cli_not-installed = knihovny pro Google Sheets nejsou nainstalovány (chybí modul { $module }): spusťte pip install '.[sheets]' ve složce tiebreak

## The arbiter's leftovers: withdrawn players, lots seed, single winner

# A column header the connector writes in the organiser's sheet.
# (sheets_addon/writer.py, sheets_addon/sheet_settings.py) -----------------------------
sheets_header_note = Poznámka

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_note = odstoupení z turnaje: po kterém kole hráč odstoupil

## Watch --- (tiebreak-sheets watch, part 3: sheets_addon/watch.py)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds).
sheets_watch_start = sleduji tabulku: jedno čtení každých { $seconds } s, synchronizace při změně výsledků; Ctrl-C ukončí

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
sheets_watch_round =
    { $count ->
        [one] kolo { $round }: { $finished } z { $count } partie
        [few] kolo { $round }: { $finished } z { $count } partií
        [many] kolo { $round }: { $finished } z { $count } partie
       *[other] kolo { $round }: { $finished } z { $count } partií
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $round (a round number of the tournament).
sheets_watch_after = po kole { $round }

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_no-round = zatím žádné výsledky

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $where.
sheets_watch_wrote = { $where }; zapsáno: { $cells }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $where.
sheets_watch_unchanged = { $where }; není co měnit

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $where.
sheets_watch_would-write = { $where }; ke změně { $cells } (zkušební běh)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $error.
sheets_watch_waiting = nic nezapsáno, čekám na vyřešení: { $error }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_problems =
    { $count ->
        [one] tabulka má { $count } problém; nic nezapsáno, čekám na opravu:
        [few] tabulka má { $count } problémy; nic nezapsáno, čekám na opravu:
        [many] tabulka má { $count } problému; nic nezapsáno, čekám na opravu:
       *[other] tabulka má { $count } problémů; nic nezapsáno, čekám na opravu:
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds), $why (the reason, another message).
sheets_watch_unavailable = Google Sheets neodpovídá ({ $why }); další čtení za { $seconds } s

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_no-answer = bez spojení

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_back = Google Sheets opět odpovídá

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds), $state, $time.
sheets_watch_status = čteno v { $time }: { $state }; další čtení za { $seconds } s

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_state-blocked = čekám na opravu tabulky

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_state-offline = Google Sheets neodpovídá

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $reads, $writes.
sheets_watch_stopped = ukončeno: { $reads }, { $writes }, změněno { $cells }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_reads =
    { $count ->
        [one] { $count } čtení
        [few] { $count } čtení
        [many] { $count } čtení
       *[other] { $count } čtení
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_writes =
    { $count ->
        [one] { $count } zápis
        [few] { $count } zápisy
        [many] { $count } zápisu
       *[other] { $count } zápisů
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_team_header_team = Družstvo

# A column header: match points, abbreviated.
# same-as-english
sheets_team_header_mp = MP

# A column header: game points, abbreviated.
# same-as-english
sheets_team_header_gp = GP

# The Google Sheets connector (tiebreak-sheets).
# Variables: $score (a score (points)).
sheets_team_note_rank = pořadí družstva: podle { $score }, pak podle pomocných hodnocení

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_no = číslo družstva

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_team = družstvo

# The Google Sheets connector (tiebreak-sheets).
# Variables: $draw, $loss, $win.
sheets_team_note_mp = zápasové body: { $win } za vyhraný zápas, { $draw } za remízu, { $loss } za prohru

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_gp = partiové body: body družstva na šachovnicích

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $order (tie-break codes in order, such as
# BH-C1, BH), $rules (a rule set's name such as fide-2026 (kept as it is)), $score (a score
# (points)), $tab (a sheet tab's name), $title.
sheets_team_summary_head =
    { $count ->
        [one] { $title } ({ $tab }): { $count } družstvo, pravidla { $rules }, řazeno podle { $score }, pomocná hodnocení { $order }
        [few] { $title } ({ $tab }): { $count } družstva, pravidla { $rules }, řazeno podle { $score }, pomocná hodnocení { $order }
        [many] { $title } ({ $tab }): { $count } družstva, pravidla { $rules }, řazeno podle { $score }, pomocná hodnocení { $order }
       *[other] { $title } ({ $tab }): { $count } družstev, pravidla { $rules }, řazeno podle { $score }, pomocná hodnocení { $order }
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_mpvgp = druhé skóre (partiové body při řazení podle zápasových, jinak zápasové)

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bh = Buchholz soupeřících družstev

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_fb = Fore Buchholz soupeřících družstev

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_aob = průměr Buchholzů soupeřících družstev

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_emmsb = rozšířený Sonneborn-Berger: MP soupeře × vlastní MP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_emgsb = rozšířený Sonneborn-Berger: MP soupeře × vlastní GP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_egmsb = rozšířený Sonneborn-Berger: GP soupeře × vlastní MP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_eggsb = rozšířený Sonneborn-Berger: GP soupeře × vlastní GP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_ps = progresivní skóre

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_win = vyhrané zápasy

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_de = vzájemný zápas

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_ede = rozšířený vzájemný zápas

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edet = rozšířený vzájemný zápas, pak výsledky na prvních šachovnicích

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edeb = rozšířený vzájemný zápas, pak vyřazování šachovnic

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edebt = rozšířený vzájemný zápas, součet šachovnic, pak výsledky na prvních šachovnicích

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edebb = rozšířený vzájemný zápas, součet šachovnic, pak vyřazování šachovnic

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_sssc = druhé skóre plus Buchholz dělený koeficientem

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bc = součet podle šachovnic, nižší je lepší

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_tbr = výsledky na šachovnicích: GP na 1. šachovnici, na 2., …

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bbe = vyřazování šachovnic: GP bez poslední šachovnice, bez dvou posledních, …

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cell (a cell's address, such as B7).
sheets_settings_no-room = { $cell } překáží novému řádku bloku nastavení: vymažte ji, nebo blok přesuňte.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cell (a cell's address, such as B7), $tab (a sheet tab's name).
sheets_settings_written = { $tab }: blok nastavení zapsán (od { $cell }).

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_settings_unchanged = { $tab }: blok nastavení už to říká; nic se nezapsalo.

## The command line's help (tiebreak-sheets --help)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the command's description, above its options.
sheets_cli_help_description = Spočítá pomocná hodnocení pro tabulku výsledků v Google Sheets a zapíše je zpět vedle dat pořadatele (nebo na list s pořadím), s vysvětlením každé hodnoty v poznámce buňky.

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand sync.
sheets_cli_help_sync = přečte tabulku, spočítá pořadí a zapíše ho zpět

# The help of the command tiebreak-sheets (tiebreak-sheets --help): sync's option --live.
sheets_cli_help_sync-live = během probíhajícího kola započítá i jeho dohrané partie (předběžné hodnoty, jak říkají poznámky záhlaví; výchozí: po posledním úplném kole)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand watch.
sheets_cli_help_watch = čte tabulku v pravidelném intervalu a synchronizuje, kdykoli se výsledky změní, během probíhajícího kola s předběžnými hodnotami (Ctrl-C zastaví)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): watch's option --interval.
# Variables: $seconds (a number of seconds).
sheets_cli_help_interval = počet sekund mezi dvěma čteními tabulky (výchozí: { $seconds })

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand report.
sheets_cli_help_report = zapíše stránku s pořadím tabulky, která se sama vysvětluje (jeden soubor HTML); do tabulky se nic nezapíše

# The help of the command tiebreak-sheets (tiebreak-sheets --help): report's option --after-round (K is the metavariable, a round's number).
sheets_cli_help_after-round = pořadí, jak bylo po K. kole

# The help of the command tiebreak-sheets (tiebreak-sheets --help): report's option --live.
sheets_cli_help_report-live = započítá dohrané partie probíhajícího kola (předběžné, jak stránka říká)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the argument SHEET_URL_OR_KEY.
sheets_cli_help_sheet = adresa URL tabulky nebo její klíč (dlouhý kód v adrese URL)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --worksheet (a tab of the spreadsheet).
sheets_cli_help_worksheet = list s výsledky (výchozí: list z adresy URL, jinak první list)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --rules.
sheets_cli_help_rules = sada pravidel, např. fide-2026 (výchozí: blok nastavení Tiebreak v tabulce, jinak fide)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --order.
sheets_cli_help_order = pořadí pomocných hodnocení, např. BH-C1,BH,SB (výchozí: blok nastavení, jinak předvolba FIDE)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --target (its values columns and standings-tab stay as they are).
sheets_cli_help_target = kam zapisovat (výchozí: blok nastavení, jinak sloupce vedle řádků hráčů, u seznamu párování list s pořadím)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): sync's and watch's option --dry-run.
sheets_cli_help_dry-run = vypíše přesně ty buňky, které by se změnily, a nic nezapíše

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is; Language is the name of a setting in the sheet).
# Variables: $langs (the language codes).
sheets_cli_help_lang = jazyk záhlaví, poznámek a zpráv, když blok nastavení tabulky nemá Language: { $langs } (výchozí: národní prostředí tabulky, jinak en); tato nápověda a vlastní zprávy příkazu: --lang, jinak $TIEBREAK_LANG, jinak en

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --credentials ($GOOGLE_APPLICATION_CREDENTIALS, an environment variable, stays as it is).
sheets_cli_help_credentials = klíč servisního účtu (výchozí: $GOOGLE_APPLICATION_CREDENTIALS)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --oauth.
sheets_cli_help_oauth = místo toho se přihlásí osobním účtem Google v prohlížeči
