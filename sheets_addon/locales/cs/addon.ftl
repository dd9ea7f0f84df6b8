### Čeština (cs): the Google Sheets add-on's menus, sidebar and dialogs.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The menu (built by onOpen, in the sheet's language)

# The add-on's menu in Google Sheets: the program's name.
# same-as-english
addon_menu_title = Tiebreak

# An entry of the add-on's menu in Google Sheets.
addon_menu_update = Aktualizovat pomocná hodnocení

# An entry of the add-on's menu in Google Sheets.
addon_menu_check = Zkontrolovat výsledky

# An entry of the add-on's menu in Google Sheets.
addon_menu_explain = Vysvětlit hráče…

# An entry of the add-on's menu in Google Sheets.
addon_menu_why = Proč je A před B?

# An entry of the add-on's menu in Google Sheets.
addon_menu_publish = Zveřejnit stránku s pořadím

# An entry of the add-on's menu in Google Sheets.
addon_menu_live-on = Aktualizovat průběžně při psaní

# An entry of the add-on's menu in Google Sheets.
addon_menu_live-off = Přestat aktualizovat při psaní

# An entry of the add-on's menu in Google Sheets.
addon_menu_settings = Nastavení

## An update

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $cells.
addon_update_changed = Nic nebylo zapsáno: { $cells } se změnilo během výpočtu pořadí. Zkontrolujte to a spusťte Aktualizovat pomocná hodnocení znovu.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
addon_update_kept-changing = List { $tab } se během aktualizace stále měnil (počet pokusů: { $count }); nic nebylo zapsáno. Spusťte aktualizaci znovu, až budou úpravy hotové.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_update_locked = Do této tabulky právě zapisuje jiná aktualizace; nic nebylo zapsáno. Zkuste to za chvíli znovu.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $tab (a sheet tab's name).
addon_update_no-tab = List { $tab } už neexistuje; nic nebylo zapsáno.

## The service

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_error_no-url = Tato tabulka ještě není připojena ke službě tiebreak: otevřete Tiebreak > Nastavení a vložte adresu služby a token této tabulky.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_error_no-token = Tato tabulka ještě nemá token: otevřete Tiebreak > Nastavení a vložte token, který pro ni vytvořil správce služby.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $url (a web address).
addon_error_bad-url = Adresa služby musí začínat https:// (nebo http:// pro zkoušku na vlastním počítači), ne { $url }.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $reason, $url (a web address).
addon_error_unreachable = Službu tiebreak na adrese { $url } se nepodařilo zastihnout ({ $reason }). Zkontrolujte adresu v Tiebreak > Nastavení, nebo to zkuste za minutu.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $status.
addon_error_status = Služba tiebreak odpověděla chybou (HTTP { $status }); zkuste to za minutu, nebo dejte vědět jejímu správci.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $status, $url (a web address).
addon_error_not-json = Odpovědi z { $url } nelze porozumět (HTTP { $status }): je to adresa služby tiebreak?

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $most, $size (a size (a number)).
addon_error_too-large = Tato tabulka je příliš velká, aby se poslala službě jedním požadavkem ({ $size } MB); služba přijme nejvýše { $most } MB.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $reason.
addon_error_unexpected = V doplňku se něco pokazilo: { $reason }

## Keep updating while I type

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $seconds (a number of seconds).
addon_live_on = Tiebreak teď po každé úpravě aktualizuje tento list sám, nejvýše jednou za { $seconds } sekund. Vypnete to v Tiebreak > Přestat aktualizovat při psaní.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_live_off = Tiebreak už tento list sám neaktualizuje.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_live_title = Tiebreak, průběžná aktualizace

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $seconds (a number of seconds), $summary.
addon_live_done = { $summary } (další aktualizace nejdříve za { $seconds } s)

## Sidebars and dialogs

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_working = Pracuji…

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_close = Zavřít

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_again = Zkontrolovat znovu

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_check_none = Žádné problémy: každý výsledek na tomto listu je čitelný.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $count (a number choosing the plural form).
addon_check_count = Nalezené problémy: { $count }. Kliknutím přejdete na buňku.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_explain_player = Hráč

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_explain_button = Vysvětlit

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_a = Hráč A

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_b = Hráč B

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_button = Proč?

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_same = Vyberte dva různé hráče.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $tab (a sheet tab's name).
addon_publish_intro = Stránka s pořadím listu { $tab }: jeden soubor HTML, který vysvětluje každé pomocné hodnocení. Stáhněte jej a dejte na web oddílu nebo pošlete hráčům.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_publish_download = Stáhnout stránku

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block = Sada pravidel, pořadí pomocných hodnocení a jazyk se nastavují přímo v tabulce, aby se menu, tiebreak-sheets i bot shodly: buňka Tiebreak settings na listu s výsledky a pod ní klíče Rules, Order a Language s hodnotami vpravo (docs/sheets.md).

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_service = Služba tiebreak (uloženo v této tabulce, ne v buňce)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_url = Adresa služby

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_token = Token této tabulky

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_token-kept = Token je uložen; nezobrazuje se. Vložením nového jej nahradíte.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_interval = Při psaní: nejvýše jedna aktualizace za (sekund)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_save = Uložit

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_saved = Uloženo.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $least, $most, $value (a tie-break value (a number)).
addon_settings_bad-interval = Interval musí být celý počet sekund od { $least } do { $most }, ne { $value }.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-head = Nastavení tabulky

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-here = Zapisuje se do bloku Tiebreak settings tohoto listu (klíče Rules, Order, Language), který čte menu, tiebreak-sheets i bot; můžete ho upravit i ručně (docs/grids.md).

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_rules = Sada pravidel

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_order = Pořadí pomocných hodnocení (kódy oddělené čárkami)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_language = Jazyk tabulky

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_unset = (nenastaveno)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-save = Zapsat do tabulky
