/**
 * @OnlyCurrentDoc
 *
 * The Tiebreak menu of a Google Sheet: the organiser's clicks, each handed to the tiebreak
 * service (tiebreak-serve), which computes and plans everything; this script only reads the
 * spreadsheet, signs and sends it, and applies the cell changes the service answers.
 *
 * Apps Script loads every file of the project into one global scope and runs top-level code
 * in file order, so the files only declare: constants and functions. Names ending in `_` are
 * private (a menu, a trigger or google.script.run cannot call them).
 */

/** Document properties (PropertiesService.getDocumentProperties()) the add-on keeps. */
const TIEBREAK_PROPS = {
  url: "TIEBREAK_URL",
  token: "TIEBREAK_TOKEN",
  lang: "TIEBREAK_LANG",
  live: "TIEBREAK_LIVE",
  lastRun: "TIEBREAK_LIVE_LAST",
  interval: "TIEBREAK_INTERVAL",
};

/**
 * Builds the Tiebreak menu. Runs in AuthMode.NONE when the add-on is installed but not yet
 * used in this document: no property, cell or fetch may be read then, so the menu takes the
 * user's locale; otherwise it takes the language of the last answer of the service (the
 * sheet's Language setting, else its locale), kept in the document's properties.
 *
 * @param {GoogleAppsScript.Events.SheetsOnOpen | {authMode: GoogleAppsScript.Script.AuthMode} | undefined} e
 */
function onOpen(e) {
  const limited = !e || e.authMode !== ScriptApp.AuthMode.NONE;
  let lang = tiebreakUserLang_();
  let live = false;
  if (limited) {
    try {
      lang = tiebreakDocumentLang_();
      live = tiebreakLiveSettings_() !== null;
    } catch (err) {
      // the document cannot be read (a viewer's copy): the menu still appears
    }
  }
  tiebreakBuildMenu_(lang, live);
}

/**
 * Runs when the add-on is installed from the Marketplace: the menu at once, without a reload.
 *
 * @param {GoogleAppsScript.Events.AddonOnInstall} e
 */
function onInstall(e) {
  onOpen(e);
}

/**
 * @param {string} lang
 * @param {boolean} live whether "keep updating while I type" is on
 */
function tiebreakBuildMenu_(lang, live) {
  const t = (/** @type {string} */ key) => tiebreakText_(lang, key);
  SpreadsheetApp.getUi()
    .createMenu(t("addon.menu.title"))
    .addItem(t("addon.menu.update"), "tiebreakUpdate")
    .addItem(t("addon.menu.check"), "tiebreakShowCheck")
    .addSeparator()
    .addItem(t("addon.menu.explain"), "tiebreakShowExplain")
    .addItem(t("addon.menu.why"), "tiebreakShowWhy")
    .addItem(t("addon.menu.publish"), "tiebreakShowPublish")
    .addSeparator()
    .addItem(t(live ? "addon.menu.live-off" : "addon.menu.live-on"), "tiebreakToggleLive")
    .addItem(t("addon.menu.settings"), "tiebreakShowSettings")
    .addToUi();
}
