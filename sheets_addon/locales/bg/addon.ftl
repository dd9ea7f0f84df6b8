### Български (bg): the Google Sheets add-on's menus, sidebar and dialogs.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The menu (built by onOpen, in the sheet's language)

# The add-on's menu in Google Sheets: the program's name.
# same-as-english
addon_menu_title = Tiebreak

# An entry of the add-on's menu in Google Sheets.
addon_menu_update = Обнови допълнителните показатели

# An entry of the add-on's menu in Google Sheets.
addon_menu_check = Провери резултатите

# An entry of the add-on's menu in Google Sheets.
addon_menu_explain = Обясни състезател…

# An entry of the add-on's menu in Google Sheets.
addon_menu_why = Защо A е пред B?

# An entry of the add-on's menu in Google Sheets.
addon_menu_publish = Публикувай страницата с класирането

# An entry of the add-on's menu in Google Sheets.
addon_menu_live-on = Обновявай, докато пиша

# An entry of the add-on's menu in Google Sheets.
addon_menu_live-off = Спри обновяването, докато пиша

# An entry of the add-on's menu in Google Sheets.
addon_menu_settings = Настройки

## An update

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $cells.
addon_update_changed = Нищо не е записано: { $cells } се промени, докато се изчисляваше класирането. Проверете и пуснете Обнови допълнителните показатели отново.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
addon_update_kept-changing = Лист { $tab } се променяше по време на обновяването (опити: { $count }); нищо не е записано. Пуснете обновяването отново, когато промените приключат.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_update_locked = Друго обновяване записва в тази таблица; нищо не е записано. Опитайте отново след малко.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $tab (a sheet tab's name).
addon_update_no-tab = Лист { $tab } вече не съществува; нищо не е записано.

## The service

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_error_no-url = Тази таблица още не е свързана с услуга tiebreak: отворете Tiebreak > Настройки и поставете адреса на услугата и токена на таблицата.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_error_no-token = Тази таблица още няма токен: отворете Tiebreak > Настройки и поставете токена, който администраторът на услугата е създал за нея.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $url (a web address).
addon_error_bad-url = Адресът на услугата трябва да започва с https:// (или http:// за проба на собствения ви компютър), а не { $url }.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $reason, $url (a web address).
addon_error_unreachable = Услугата tiebreak на { $url } не отговаря ({ $reason }). Проверете адреса в Tiebreak > Настройки или опитайте отново след минута.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $status.
addon_error_status = Услугата tiebreak отговори с грешка (HTTP { $status }); опитайте отново след минута или съобщете на администратора ѝ.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $status, $url (a web address).
addon_error_not-json = Отговорът от { $url } не може да бъде прочетен (HTTP { $status }): това адрес на услуга tiebreak ли е?

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $most, $size (a size (a number)).
addon_error_too-large = Таблицата е твърде голяма, за да бъде изпратена на услугата с една заявка ({ $size } MB); услугата приема до { $most } MB.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $reason.
addon_error_unexpected = Нещо в добавката се обърка: { $reason }

## Keep updating while I type

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $seconds (a number of seconds).
addon_live_on = Tiebreak вече обновява този лист сам след всяка промяна, най-много веднъж на { $seconds } секунди. Спира се от Tiebreak > Спри обновяването, докато пиша.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_live_off = Tiebreak вече не обновява този лист сам.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_live_title = Tiebreak, обновяване докато пишете

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $seconds (a number of seconds), $summary.
addon_live_done = { $summary } (следващо обновяване най-рано след { $seconds } s)

## Sidebars and dialogs

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_working = Работя…

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_close = Затвори

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_again = Провери отново

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_check_none = Няма проблеми: всеки резултат в този лист се чете.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $count (a number choosing the plural form).
addon_check_count = Намерени проблеми: { $count }. Щракнете върху някой, за да отидете в клетката му.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_explain_player = Състезател

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_explain_button = Обясни

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_a = Състезател A

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_b = Състезател B

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_button = Защо?

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_same = Изберете двама различни състезатели.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $tab (a sheet tab's name).
addon_publish_intro = Страницата с класирането на лист { $tab }: един HTML файл, който обяснява всеки допълнителен показател. Изтеглете го и го сложете на сайта на клуба или го изпратете на състезателите.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_publish_download = Изтегли страницата

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block = Правилата, редът на допълнителните показатели и езикът се задават в самата таблица, за да са съгласни менюто, tiebreak-sheets и ботът: клетка Tiebreak settings в листа с резултатите и под нея ключовете Rules, Order и Language със стойностите им вдясно (docs/sheets.md).

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_service = Услугата tiebreak (пази се в таблицата, не в клетка)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_url = Адрес на услугата

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_token = Токен на тази таблица

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_token-kept = Има записан токен; не се показва. Поставете нов, за да го замените.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_interval = Докато пиша: най-много едно обновяване на (секунди)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_save = Запази

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_saved = Запазено.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $least, $most, $value (a tie-break value (a number)).
addon_settings_bad-interval = Интервалът трябва да е цял брой секунди от { $least } до { $most }, а не { $value }.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-head = Настройки на таблицата

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-here = Записват се в блока Tiebreak settings на този лист (ключове Rules, Order, Language), който четат менюто, tiebreak-sheets и ботът; можете да го редактирате и ръчно (docs/grids.md).

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_rules = Правила

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_order = Ред на допълнителните показатели (кодове, разделени със запетаи)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_language = Език на таблицата

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_unset = (не е зададено)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-save = Запиши в таблицата
