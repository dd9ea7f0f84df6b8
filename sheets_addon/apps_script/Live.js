/**
 * Keep updating while I type (off by default): an installable onEdit trigger that updates the
 * results tab after an edit, at most once every N seconds (Settings; 30 by default, as
 * `tiebreak-sheets watch`), with the finished games of a round in progress counted (the
 * sync's --live). It says so in the sheet: a toast when turned on and after every update it
 * makes, and the menu item reads "Stop updating while I type" while it is on.
 *
 * A simple onEdit trigger cannot call UrlFetchApp (it runs without authorisation), so this
 * needs an installable trigger, hence the script.scriptapp scope (docs/addon-script.md). An
 * edit within N seconds of the last update is not lost: a one-off time trigger runs the
 * update when the N seconds are up.
 */

/** The shortest and longest interval the organiser may choose, and the default. */
const TIEBREAK_INTERVAL = { least: 10, most: 3600, default: 30 };

/**
 * The live settings when "keep updating" is on, else null.
 *
 * @returns {{tab: string, seconds: number} | null}
 */
function tiebreakLiveSettings_() {
  const text = PropertiesService.getDocumentProperties().getProperty(TIEBREAK_PROPS.live);
  if (!text) {
    return null;
  }
  try {
    const found = JSON.parse(text);
    return typeof found.tab === "string" && typeof found.seconds === "number" ? found : null;
  } catch (err) {
    return null;
  }
}

/**
 * The interval chosen in Settings (seconds).
 *
 * @returns {number}
 */
function tiebreakInterval_() {
  const text = PropertiesService.getDocumentProperties().getProperty(TIEBREAK_PROPS.interval);
  const n = Number(text);
  return text && Number.isInteger(n) && n >= TIEBREAK_INTERVAL.least && n <= TIEBREAK_INTERVAL.most
    ? n
    : TIEBREAK_INTERVAL.default;
}

/**
 * Deletes this project's triggers that call `handler` (in this document).
 *
 * @param {string} handler
 */
function tiebreakDeleteTriggers_(handler) {
  ScriptApp.getProjectTriggers().forEach(function (trigger) {
    if (trigger.getHandlerFunction() === handler) {
      ScriptApp.deleteTrigger(trigger);
    }
  });
}

/**
 * Menu: Keep updating while I type / Stop updating while I type.
 */
function tiebreakToggleLive() {
  tiebreakRun_(function () {
    const book = SpreadsheetApp.getActive();
    const props = PropertiesService.getDocumentProperties();
    const lang = tiebreakDocumentLang_();
    const title = tiebreakText_(lang, "addon.live.title");
    if (tiebreakLiveSettings_() !== null) {
      tiebreakDeleteTriggers_("tiebreakOnEdit");
      tiebreakDeleteTriggers_("tiebreakLiveTick");
      props.deleteProperty(TIEBREAK_PROPS.live);
      book.toast(tiebreakText_(lang, "addon.live.off"), title, 10);
      tiebreakBuildMenu_(lang, false);
      return;
    }
    tiebreakService_(lang); // no address or token: say so now, not at the first edit
    const seconds = tiebreakInterval_();
    tiebreakDeleteTriggers_("tiebreakOnEdit");
    ScriptApp.newTrigger("tiebreakOnEdit").forSpreadsheet(book).onEdit().create();
    props.setProperty(
      TIEBREAK_PROPS.live,
      JSON.stringify({ tab: book.getActiveSheet().getName(), seconds: seconds }),
    );
    book.toast(tiebreakText_(lang, "addon.live.on", { seconds: seconds }), title, 15);
    tiebreakBuildMenu_(lang, true);
  });
}

/**
 * The installable onEdit trigger: an update now, or when the interval is up.
 *
 * @param {GoogleAppsScript.Events.SheetsOnEdit} e
 */
function tiebreakOnEdit(e) {
  const live = tiebreakLiveSettings_();
  if (live === null) {
    return;
  }
  const props = PropertiesService.getDocumentProperties();
  const last = Number(props.getProperty(TIEBREAK_PROPS.lastRun) || 0);
  const wait = last + live.seconds * 1000 - new Date().getTime();
  if (wait <= 0) {
    tiebreakLiveRun_(live);
    return;
  }
  const pending = ScriptApp.getProjectTriggers().some(function (trigger) {
    return trigger.getHandlerFunction() === "tiebreakLiveTick";
  });
  if (!pending) {
    ScriptApp.newTrigger("tiebreakLiveTick").timeBased().after(wait).create();
  }
}

/**
 * The one-off time trigger of an edit made within the interval.
 */
function tiebreakLiveTick() {
  tiebreakDeleteTriggers_("tiebreakLiveTick");
  const live = tiebreakLiveSettings_();
  if (live !== null) {
    tiebreakLiveRun_(live);
  }
}

/**
 * One automatic update, reported in a toast (a trigger has no dialog to show).
 *
 * @param {{tab: string, seconds: number}} live
 */
function tiebreakLiveRun_(live) {
  const book = SpreadsheetApp.getActive();
  PropertiesService.getDocumentProperties().setProperty(
    TIEBREAK_PROPS.lastRun,
    String(new Date().getTime()),
  );
  let text;
  try {
    const summary = tiebreakUpdateTab_(true, live.tab);
    text = tiebreakText_(tiebreakDocumentLang_(), "addon.live.done", {
      summary: summary,
      seconds: live.seconds,
    });
  } catch (err) {
    text = tiebreakFailureText_(err);
  }
  book.toast(text, tiebreakText_(tiebreakSafeLang_(), "addon.live.title"), 10);
}
