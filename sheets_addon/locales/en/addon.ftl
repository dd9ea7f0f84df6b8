### English (en): the Google Sheets add-on's menus, sidebar and dialogs.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The menu (built by onOpen, in the sheet's language)

# The add-on's menu in Google Sheets: the program's name.
addon_menu_title = Tiebreak

# An entry of the add-on's menu in Google Sheets.
addon_menu_update = Update tie-breaks

# An entry of the add-on's menu in Google Sheets.
addon_menu_check = Check results

# An entry of the add-on's menu in Google Sheets.
addon_menu_explain = Explain a player…

# An entry of the add-on's menu in Google Sheets.
addon_menu_why = Why is A above B?

# An entry of the add-on's menu in Google Sheets.
addon_menu_publish = Publish the standings page

# An entry of the add-on's menu in Google Sheets.
addon_menu_live-on = Keep updating while I type

# An entry of the add-on's menu in Google Sheets.
addon_menu_live-off = Stop updating while I type

# An entry of the add-on's menu in Google Sheets.
addon_menu_settings = Settings

## An update

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $cells.
addon_update_changed = Nothing was written: { $cells } changed while the standings were computed. Check them, then run Update tie-breaks again.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
addon_update_kept-changing = Tab { $tab } kept changing while the update ran ({ $count } attempts); nothing was written. Run Update tie-breaks again once the edits are done.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_update_locked = Another update is writing to this spreadsheet; nothing was written. Try again in a moment.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $tab (a sheet tab's name).
addon_update_no-tab = Tab { $tab } is gone; nothing was written.

## The service

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_error_no-url = This spreadsheet is not connected to a tiebreak service yet: open Tiebreak > Settings and paste the service's address and this sheet's token.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_error_no-token = This spreadsheet has no token yet: open Tiebreak > Settings and paste the token that whoever runs the service made for this sheet.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $url (a web address).
addon_error_bad-url = The service's address must start with https:// (or http:// for a test on your own computer), not { $url }.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $reason, $url (a web address).
addon_error_unreachable = The tiebreak service at { $url } could not be reached ({ $reason }). Check its address in Tiebreak > Settings, or try again in a minute.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $status.
addon_error_status = The tiebreak service answered with an error (HTTP { $status }); try again in a minute, or tell whoever runs it.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $status, $url (a web address).
addon_error_not-json = The answer from { $url } could not be read (HTTP { $status }): is it the address of a tiebreak service?

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $most, $size (a size (a number)).
addon_error_too-large = This spreadsheet is too large to send to the service in one request ({ $size } MB); the service takes up to { $most } MB.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $reason.
addon_error_unexpected = Something went wrong in the add-on: { $reason }

## Keep updating while I type

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $seconds (a number of seconds).
addon_live_on = Tiebreak now updates this tab by itself after an edit, at most once every { $seconds } seconds. Tiebreak > Stop updating while I type turns it off.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_live_off = Tiebreak no longer updates this tab by itself.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_live_title = Tiebreak, updating while you type

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $seconds (a number of seconds), $summary.
addon_live_done = { $summary } (next update at the earliest in { $seconds } s)

## Sidebars and dialogs

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_working = Working…

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_close = Close

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_again = Check again

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_check_none = No problems: every result on this tab reads.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $count (a number choosing the plural form).
addon_check_count = Problems found: { $count }. Click one to go to its cell.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_explain_player = Player

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_explain_button = Explain

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_a = Player A

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_b = Player B

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_button = Why?

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_same = Choose two different players.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $tab (a sheet tab's name).
addon_publish_intro = The standings page of tab { $tab }: one HTML file that explains every tie-break. Download it, then put it on your club's website or send it to the players.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_publish_download = Download the page

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block = Rule set, tie-break order and language are set in the sheet itself, so that the menu, tiebreak-sheets and the bot agree: a cell Tiebreak settings on the results tab, and below it the keys Rules, Order and Language with their values to the right (docs/sheets.md).

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_service = The tiebreak service (kept in this spreadsheet, not in a cell)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_url = Service address

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_token = This sheet's token

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_token-kept = A token is saved; it is not shown. Paste a new one to replace it.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_interval = While I type: at most one update every (seconds)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_save = Save

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_saved = Saved.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $least, $most, $value (a tie-break value (a number)).
addon_settings_bad-interval = The interval must be a whole number of seconds from { $least } to { $most }, not { $value }.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-head = The sheet's settings

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-here = Written into the Tiebreak settings block of this tab (keys Rules, Order, Language), which the menu, tiebreak-sheets and the bot all read; you may also edit it by hand (docs/grids.md).

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_rules = Rule set

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_order = Tie-break order (codes separated by commas)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_language = Language of the sheet

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_unset = (not set)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-save = Write into the sheet
