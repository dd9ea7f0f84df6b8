### Română (ro): the Google Sheets connector (tiebreak-sheets): notes, summaries, errors.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Headers of our columns (a tie-break column is headed by its code)

# A column header the connector writes in the organiser's sheet.
sheets_header_rank = Locul

# A short column header in the organiser's sheet: the points (score).
sheets_header_pts = Pct.

# A column header in the organiser's sheet: the starting number.
sheets_header_no = Nr.

# A column header the connector writes in the organiser's sheet.
sheets_header_name = Nume

## The note on each of our headers ({mark} is tiebreak-sheets:, never translated)

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $mark, $rules (a rule set's name such as fide-2026 (kept as it is)), $what.
sheets_note_header = { $mark } { $what }, regulament { $rules }. Scris de `tiebreak-sheets sync` și rescris la fiecare sincronizare: nu scrieți în această coloană.

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_rank = locul în clasament

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_pts = puncte

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_no = numărul de start

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_name = jucător

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)).
sheets_note_tiebreak = { $name } ({ $code }); nota fiecărei valori îl explică

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $name (a name (a player, team or tournament)).
sheets_note_tiebreak-named = { $name }; nota fiecărei valori îl explică

## The summary line

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $order (tie-break codes in order, such as
# BH-C1, BH), $rules (a rule set's name such as fide-2026 (kept as it is)), $tab (a sheet tab's
# name), $title.
sheets_summary_head =
    { $count ->
        [one] { $title } ({ $tab }): { $count } jucător, regulament { $rules }, ordinea de departajare { $order }
        [few] { $title } ({ $tab }): { $count } jucători, regulament { $rules }, ordinea de departajare { $order }
       *[other] { $title } ({ $tab }): { $count } de jucători, regulament { $rules }, ordinea de departajare { $order }
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_summary_points-only = (doar puncte)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $head.
sheets_summary_up-to-date = { $head }; la zi

# The Google Sheets connector (tiebreak-sheets).
# Variables: $head.
sheets_summary_nothing-written = { $head }; la zi, nu s-a scris nimic

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $head, $where.
sheets_summary_dry-run = { $head }; rulare de probă: s-ar modifica { $cells } în { $where }, nu s-a scris nimic

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $head, $requests, $where.
sheets_summary_changed = { $head }; modificat: { $cells } în { $where }, { $requests }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_summary_cells =
    { $count ->
        [one] { $count } celulă
        [few] { $count } celule
       *[other] { $count } de celule
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_summary_tab = foaia { $tab }

# The Google Sheets connector (tiebreak-sheets).
sheets_summary_one-request = printr-o singură cerere

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_summary_requests =
    { $count ->
        [one] prin { $count } cerere
        [few] prin { $count } cereri
       *[other] prin { $count } de cereri
    }

## The dry-run listing

# The Google Sheets connector (tiebreak-sheets).
# Variables: $address, $new, $old.
# same-as-english
sheets_dry_change = { $address }: { $old } -> { $new }

# The Google Sheets connector (tiebreak-sheets).
sheets_dry_empty = goală

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change.
sheets_dry_note-removed = { $change }; notă eliminată

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $first.
sheets_dry_note-set = { $change }; notă nouă: { $first }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $first.
sheets_dry_note-updated = { $change }; notă actualizată: { $first }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $count (a number choosing the plural form).
sheets_dry_more-lines =
    { $count ->
        [one] { $change } (+{ $count } rând)
        [few] { $change } (+{ $count } rânduri)
       *[other] { $change } (+{ $count } de rânduri)
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_dry_create-tab = creare foaie { $tab }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_dry_add-columns =
    { $count ->
        [one] adăugare { $count } coloană în foaia { $tab }
        [few] adăugare { $count } coloane în foaia { $tab }
       *[other] adăugare { $count } de coloane în foaia { $tab }
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_dry_add-rows =
    { $count ->
        [one] adăugare { $count } rând în foaia { $tab }
        [few] adăugare { $count } rânduri în foaia { $tab }
       *[other] adăugare { $count } de rânduri în foaia { $tab }
    }

## What a cell holds (in the dry run and in conflicts)

# The Google Sheets connector (tiebreak-sheets).
sheets_cell_nothing = nimic

# The Google Sheets connector (tiebreak-sheets).
# Variables: $note.
sheets_cell_note = o notă { $note }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $formula.
sheets_cell_formula = formula { $formula }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $note, $what.
sheets_cell_with-note = { $what } cu nota { $note }

## Errors

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $count (a number choosing the plural form).
sheets_error_conflict =
    { $count ->
        [one] nu s-a scris nimic: { $count } celulă pe care sincronizarea ar suprascrie-o conține date pe care nu le-a scris ea: { $cells }. Mutați-o sau goliți-o, ori alegeți altă țintă (--target standings-tab).
        [few] nu s-a scris nimic: { $count } celule pe care sincronizarea le-ar suprascrie conțin date pe care nu le-a scris ea: { $cells }. Mutați-le sau goliți-le, ori alegeți altă țintă (--target standings-tab).
       *[other] nu s-a scris nimic: { $count } de celule pe care sincronizarea le-ar suprascrie conțin date pe care nu le-a scris ea: { $cells }. Mutați-le sau goliți-le, ori alegeți altă țintă (--target standings-tab).
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $what, $where.
sheets_error_conflict-cell = { $where } conține { $what }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $count (a number choosing the plural form).
sheets_error_conflict-more = { $cells } (și încă { $count })

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_error_busy = foaia { $tab } s-a tot modificat în timpul sincronizării (încercări: { $count }); nu s-a scris nimic. Rulați din nou sincronizarea după ce terminați modificările.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_error_busy-written = foaia { $tab } s-a tot modificat în timpul sincronizării (încercări: { $count }); ultima scriere poate să fi pus valori pe rânduri care s-au mutat între timp. Rulați din nou sincronizarea după ce terminați modificările.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_error_no-player-rows = foaia { $tab } este o listă de perechi fără lista jucătorilor, deci nu există rânduri de jucători lângă care să se scrie: folosiți --target standings-tab sau adăugați o foaie 'Players' cu lista jucătorilor

## The command line

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_cli_problems =
    { $count ->
        [one] foaia de calcul are { $count } problemă; nu s-a scris nimic:
        [few] foaia de calcul are { $count } probleme; nu s-a scris nimic:
       *[other] foaia de calcul are { $count } de probleme; nu s-a scris nimic:
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $value (a tie-break value (a number)).
sheets_cli_bad-interval = un număr de secunde mai mare decât 0, nu { $value }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $module.
sheets_cli_not-installed = bibliotecile pentru Google Sheets nu sunt instalate (lipsește modulul { $module }): rulați pip install '.[sheets]' în dosarul tiebreak

## The arbiter's leftovers: withdrawn players, lots seed, single winner

# A column header the connector writes in the organiser's sheet.
# (sheets_addon/writer.py, sheets_addon/sheet_settings.py) -----------------------------
sheets_header_note = Notă

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_note = retragere: după ce rundă s-a retras jucătorul

## Watch --- (tiebreak-sheets watch, part 3: sheets_addon/watch.py)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds).
sheets_watch_start = urmăresc foaia de calcul: o citire la fiecare { $seconds } s, o sincronizare când se schimbă rezultatele; Ctrl-C oprește

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
sheets_watch_round =
    { $count ->
        [one] runda { $round }: { $finished } din { $count } partidă
        [few] runda { $round }: { $finished } din { $count } partide
       *[other] runda { $round }: { $finished } din { $count } de partide
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $round (a round number of the tournament).
sheets_watch_after = după runda { $round }

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_no-round = încă niciun rezultat

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $where.
sheets_watch_wrote = { $where }; scris: { $cells }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $where.
sheets_watch_unchanged = { $where }; nimic de modificat

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $where.
sheets_watch_would-write = { $where }; s-ar scrie { $cells } (rulare de probă)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $error.
sheets_watch_waiting = nu s-a scris nimic, aștept rezolvarea: { $error }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_problems =
    { $count ->
        [one] foaia de calcul are { $count } problemă; nu s-a scris nimic, aștept corectarea:
        [few] foaia de calcul are { $count } probleme; nu s-a scris nimic, aștept corectarea:
       *[other] foaia de calcul are { $count } de probleme; nu s-a scris nimic, aștept corectarea:
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds), $why (the reason, another message).
sheets_watch_unavailable = Google Sheets nu răspunde ({ $why }); următoarea citire peste { $seconds } s

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_no-answer = fără conexiune

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_back = Google Sheets răspunde din nou

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds), $state, $time.
sheets_watch_status = citit la { $time }: { $state }; următoarea citire peste { $seconds } s

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_state-blocked = aștept corectarea foii de calcul

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_state-offline = Google Sheets nu răspunde

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $reads, $writes.
sheets_watch_stopped = oprit: { $reads }, { $writes }, modificat { $cells }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_reads =
    { $count ->
        [one] { $count } citire
        [few] { $count } citiri
       *[other] { $count } de citiri
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_writes =
    { $count ->
        [one] { $count } scriere
        [few] { $count } scrieri
       *[other] { $count } de scrieri
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_team_header_team = Echipa

# A column header: match points, abbreviated.
# same-as-english
sheets_team_header_mp = MP

# A column header: game points, abbreviated.
# same-as-english
sheets_team_header_gp = GP

# The Google Sheets connector (tiebreak-sheets).
# Variables: $score (a score (points)).
sheets_team_note_rank = locul echipei: după { $score }, apoi după ordinea de departajare

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_no = numărul echipei

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_team = echipa

# The Google Sheets connector (tiebreak-sheets).
# Variables: $draw, $loss, $win.
sheets_team_note_mp = puncte de meci: { $win } pentru un meci câștigat, { $draw } pentru remiză, { $loss } pentru înfrângere

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_gp = puncte de partidă: punctele echipei pe mese

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $order (tie-break codes in order, such as
# BH-C1, BH), $rules (a rule set's name such as fide-2026 (kept as it is)), $score (a score
# (points)), $tab (a sheet tab's name), $title.
sheets_team_summary_head =
    { $count ->
        [one] { $title } ({ $tab }): { $count } echipă, regulament { $rules }, ordonat după { $score }, ordinea de departajare { $order }
        [few] { $title } ({ $tab }): { $count } echipe, regulament { $rules }, ordonat după { $score }, ordinea de departajare { $order }
       *[other] { $title } ({ $tab }): { $count } de echipe, regulament { $rules }, ordonat după { $score }, ordinea de departajare { $order }
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_mpvgp = celălalt scor (puncte de partidă la clasarea după puncte de meci și invers)

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bh = Buchholz al echipelor adverse

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_fb = Fore Buchholz al echipelor adverse

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_aob = media Buchholz a echipelor adverse

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_emmsb = Sonneborn-Berger extins: MP adversar × MP proprii

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_emgsb = Sonneborn-Berger extins: MP adversar × GP proprii

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_egmsb = Sonneborn-Berger extins: GP adversar × MP proprii

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_eggsb = Sonneborn-Berger extins: GP adversar × GP proprii

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_ps = scor progresiv

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_win = meciuri câștigate

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_de = întâlnire directă

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_ede = întâlnire directă extinsă

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edet = întâlnire directă extinsă, apoi rezultatele pe primele mese

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edeb = întâlnire directă extinsă, apoi eliminarea meselor

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edebt = întâlnire directă extinsă, suma pe mese, apoi rezultatele pe primele mese

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edebb = întâlnire directă extinsă, suma pe mese, apoi eliminarea meselor

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_sssc = scorul secundar plus Buchholz împărțit la un factor

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bc = suma pe mese, mai mic e mai bine

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_tbr = rezultate pe mese: GP la masa 1, la masa 2, …

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bbe = eliminarea meselor: GP fără ultima masă, fără ultimele două, …

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cell (a cell's address, such as B7).
sheets_settings_no-room = { $cell } stă în calea noului rând al blocului de setări: goliți celula sau mutați blocul.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cell (a cell's address, such as B7), $tab (a sheet tab's name).
sheets_settings_written = { $tab }: blocul de setări a fost scris (de la { $cell }).

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_settings_unchanged = { $tab }: blocul de setări spune deja asta; nu s-a scris nimic.

## The command line's help (tiebreak-sheets --help)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the command's description, above its options.
sheets_cli_help_description = Calculează criteriile de departajare pentru o foaie de rezultate din Google Sheets și le scrie înapoi lângă datele organizatorului (sau într-o filă de clasament), cu explicația fiecărei valori ca notă a celulei.

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand sync.
sheets_cli_help_sync = citește foaia, calculează clasamentul și îl scrie înapoi

# The help of the command tiebreak-sheets (tiebreak-sheets --help): sync's option --live.
sheets_cli_help_sync-live = cât timp o rundă este în desfășurare, numără și partidele ei terminate (valori provizorii, spus în notele antetelor; implicit: după ultima rundă completă)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand watch.
sheets_cli_help_watch = citește foaia la fiecare interval și sincronizează ori de câte ori se schimbă rezultatele, cu valori provizorii cât timp o rundă este în desfășurare (Ctrl-C oprește)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): watch's option --interval.
# Variables: $seconds (a number of seconds).
sheets_cli_help_interval = secunde între două citiri ale foii (implicit: { $seconds })

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand report.
sheets_cli_help_report = scrie pagina clasamentului foii, care se explică singură (un singur fișier HTML); nu se scrie nimic în foaie

# The help of the command tiebreak-sheets (tiebreak-sheets --help): report's option --after-round (K is the metavariable, a round's number).
sheets_cli_help_after-round = clasamentul așa cum era după runda K

# The help of the command tiebreak-sheets (tiebreak-sheets --help): report's option --live.
sheets_cli_help_report-live = numără partidele terminate ale unei runde în desfășurare (provizoriu, spus pe pagină)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the argument SHEET_URL_OR_KEY.
sheets_cli_help_sheet = adresa URL a foii de calcul sau cheia ei (codul lung din adresă)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --worksheet (a tab of the spreadsheet).
sheets_cli_help_worksheet = fila cu rezultatele (implicit: fila din adresă, altfel prima filă)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --rules.
sheets_cli_help_rules = regulamentul, de ex. fide-2026 (implicit: blocul de setări Tiebreak al foii, altfel fide)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --order.
sheets_cli_help_order = ordinea de departajare, de ex. BH-C1,BH,SB (implicit: blocul de setări, altfel ordinea predefinită FIDE)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --target (its values columns and standings-tab stay as they are).
sheets_cli_help_target = unde se scrie (implicit: blocul de setări, altfel coloane lângă rândurile jucătorilor sau o filă de clasament pentru o listă de împerecheri)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): sync's and watch's option --dry-run.
sheets_cli_help_dry-run = afișează exact celulele care s-ar schimba și nu scrie nimic

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is; Language is the name of a setting in the sheet).
# Variables: $langs (the language codes).
sheets_cli_help_lang = limba antetelor, notelor și mesajelor când blocul de setări al foii nu are Language: { $langs } (implicit: setările regionale ale foii de calcul, altfel en); acest ajutor și mesajele proprii ale comenzii: --lang, altfel $TIEBREAK_LANG, altfel en

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --credentials ($GOOGLE_APPLICATION_CREDENTIALS, an environment variable, stays as it is).
sheets_cli_help_credentials = cheia contului de serviciu (implicit: $GOOGLE_APPLICATION_CREDENTIALS)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --oauth.
sheets_cli_help_oauth = în schimb, conectare cu un cont Google personal în browser
