### Română (ro): the Google Sheets add-on's menus, sidebar and dialogs.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The menu (built by onOpen, in the sheet's language)

# The add-on's menu in Google Sheets: the program's name.
# same-as-english
addon_menu_title = Tiebreak

# An entry of the add-on's menu in Google Sheets.
addon_menu_update = Actualizați criteriile de departajare

# An entry of the add-on's menu in Google Sheets.
addon_menu_check = Verificați rezultatele

# An entry of the add-on's menu in Google Sheets.
addon_menu_explain = Explicați un jucător…

# An entry of the add-on's menu in Google Sheets.
addon_menu_why = De ce este A înaintea lui B?

# An entry of the add-on's menu in Google Sheets.
addon_menu_publish = Publicați pagina clasamentului

# An entry of the add-on's menu in Google Sheets.
addon_menu_live-on = Actualizați în timp ce scriu

# An entry of the add-on's menu in Google Sheets.
addon_menu_live-off = Opriți actualizarea în timp ce scriu

# An entry of the add-on's menu in Google Sheets.
addon_menu_settings = Setări

## An update

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $cells.
addon_update_changed = Nu s-a scris nimic: { $cells } s-a modificat în timp ce se calcula clasamentul. Verificați, apoi rulați din nou Actualizați criteriile de departajare.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
addon_update_kept-changing = Foaia { $tab } s-a tot modificat în timpul actualizării (încercări: { $count }); nu s-a scris nimic. Rulați din nou actualizarea după ce terminați modificările.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_update_locked = O altă actualizare scrie în acest fișier; nu s-a scris nimic. Încercați din nou peste câteva momente.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $tab (a sheet tab's name).
addon_update_no-tab = Foaia { $tab } nu mai există; nu s-a scris nimic.

## The service

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_error_no-url = Acest fișier nu este încă legat de un serviciu tiebreak: deschideți Tiebreak > Setări și lipiți adresa serviciului și tokenul acestui fișier.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_error_no-token = Acest fișier nu are încă un token: deschideți Tiebreak > Setări și lipiți tokenul creat pentru el de cel care administrează serviciul.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $url (a web address).
addon_error_bad-url = Adresa serviciului trebuie să înceapă cu https:// (sau http:// pentru o probă pe propriul calculator), nu { $url }.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $reason, $url (a web address).
addon_error_unreachable = Serviciul tiebreak de la { $url } nu a putut fi contactat ({ $reason }). Verificați adresa în Tiebreak > Setări sau încercați din nou peste un minut.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $status.
addon_error_status = Serviciul tiebreak a răspuns cu o eroare (HTTP { $status }); încercați din nou peste un minut sau anunțați-l pe cel care îl administrează.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $status, $url (a web address).
addon_error_not-json = Răspunsul de la { $url } nu poate fi citit (HTTP { $status }): este adresa unui serviciu tiebreak?

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $most, $size (a size (a number)).
addon_error_too-large = Fișierul este prea mare pentru a fi trimis serviciului într-o singură cerere ({ $size } MB); serviciul acceptă cel mult { $most } MB.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $reason.
addon_error_unexpected = Ceva nu a mers în supliment: { $reason }

## Keep updating while I type

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $seconds (a number of seconds).
addon_live_on = Tiebreak actualizează acum singur această foaie după fiecare modificare, cel mult o dată la { $seconds } secunde. Tiebreak > Opriți actualizarea în timp ce scriu o oprește.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_live_off = Tiebreak nu mai actualizează singur această foaie.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_live_title = Tiebreak, actualizare în timp ce scrieți

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $seconds (a number of seconds), $summary.
addon_live_done = { $summary } (următoarea actualizare cel mai devreme peste { $seconds } s)

## Sidebars and dialogs

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_working = Se lucrează…

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_close = Închideți

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_again = Verificați din nou

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_check_none = Nicio problemă: fiecare rezultat din această foaie poate fi citit.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $count (a number choosing the plural form).
addon_check_count = Probleme găsite: { $count }. Faceți clic pe una pentru a merge la celula ei.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_explain_player = Jucător

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_explain_button = Explicați

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_a = Jucătorul A

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_b = Jucătorul B

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_button = De ce?

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_same = Alegeți doi jucători diferiți.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $tab (a sheet tab's name).
addon_publish_intro = Pagina clasamentului foii { $tab }: un singur fișier HTML care explică fiecare criteriu de departajare. Descărcați-l, apoi puneți-l pe site-ul clubului sau trimiteți-l jucătorilor.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_publish_download = Descărcați pagina

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block = Setul de reguli, ordinea criteriilor de departajare și limba se stabilesc chiar în fișier, ca meniul, tiebreak-sheets și botul să fie de acord: o celulă Tiebreak settings în foaia cu rezultate și sub ea cheile Rules, Order și Language cu valorile lor la dreapta (docs/sheets.md).

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_service = Serviciul tiebreak (păstrat în acest fișier, nu într-o celulă)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_url = Adresa serviciului

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_token = Tokenul acestui fișier

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_token-kept = Un token este salvat; nu este afișat. Lipiți unul nou pentru a-l înlocui.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_interval = În timp ce scriu: cel mult o actualizare la (secunde)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_save = Salvați

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_saved = Salvat.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $least, $most, $value (a tie-break value (a number)).
addon_settings_bad-interval = Intervalul trebuie să fie un număr întreg de secunde între { $least } și { $most }, nu { $value }.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-head = Setările fișierului

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-here = Se scriu în blocul Tiebreak settings al acestei foi (cheile Rules, Order, Language), pe care îl citesc meniul, tiebreak-sheets și botul; îl puteți edita și de mână (docs/grids.md).

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_rules = Setul de reguli

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_order = Ordinea criteriilor de departajare (coduri separate prin virgule)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_language = Limba fișierului

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_unset = (nesetat)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-save = Scrie în fișier
