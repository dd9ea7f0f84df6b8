/**
 * Update tie-breaks: the active tab sent to the service, its plan applied.
 *
 * The plan is `tiebreak-sheets sync`'s, made by the service from the cells sent; nothing is
 * computed or planned here. The service's answer says which cells to write and what the
 * organiser's cells held when it planned (`expect`). The write happens under the document
 * lock, after the cells are read again: if any of them changed since the read (a result
 * typed, rows sorted while the service worked), nothing is written and the cells are named,
 * as the sync names them. The fetch itself is outside the lock, so that an edit made
 * meanwhile is not held up for the seconds the service takes.
 */

/** How long an update waits for another one writing to the same spreadsheet. */
const TIEBREAK_LOCK_MS = 20000;
/** At most this many changed cells are named in a refusal (then "and N more"). */
const TIEBREAK_MAX_NAMED = 10;

/**
 * @typedef {Object} TiebreakWrite
 * @property {string} range e.g. "'Results'!H1:H14"
 * @property {any[][]} values for setValues, verbatim
 * @property {string[][]} [notes] for setNotes ("" clears)
 */

/**
 * @typedef {Object} TiebreakPlan
 * @property {string} lang
 * @property {string} summary
 * @property {string[]} [warnings]
 * @property {string} tab
 * @property {{title: string, rows: number, columns: number, frozenRows?: number} | null} [createTab]
 * @property {number} [appendRows]
 * @property {number} [appendColumns]
 * @property {TiebreakWrite[]} writes
 * @property {Array<{range: string, entered: Array<Array<TiebreakValue | null>>}>} [expect]
 * @property {number} [cells]
 */

/**
 * Menu: Update tie-breaks. Does the whole update of the active tab and says how it went (the
 * service's summary, or the failure in words). Returns the summary, or null when it failed.
 *
 * @returns {string | null}
 */
function tiebreakUpdate() {
  return tiebreakRun_(function () {
    const summary = tiebreakUpdateTab_(false);
    SpreadsheetApp.getActive().toast(summary, tiebreakText_(tiebreakDocumentLang_(), "addon.menu.title"), 10);
    return summary;
  });
}

/**
 * Sends the active tab to the service and applies its answer; returns the summary.
 *
 * @param {boolean} live whether to count the finished games of a round in progress (as the
 *   sync's --live, which `tiebreak-sheets watch` uses)
 * @param {string} [tab] the results tab (default: the active one)
 * @returns {string}
 */
function tiebreakUpdateTab_(live, tab) {
  const request = tiebreakSheetRequest_({}, tab);
  request.options.live = live;
  /** @type {TiebreakPlan} */
  const plan = tiebreakPost_("/v1/update", request);
  tiebreakApply_(SpreadsheetApp.getActive(), plan);
  return String(plan.summary || "");
}

/**
 * Returns the A1 addresses of the cells of `expect` whose entered value is no longer the one
 * the service planned from (empty when none changed).
 *
 * @param {GoogleAppsScript.Spreadsheet.Spreadsheet} book
 * @param {{range: string, entered: Array<Array<TiebreakValue | null>>}} expect
 * @param {string} home the tab the plan writes
 * @param {string} lang
 * @returns {string[]}
 */
function tiebreakChangedCells_(book, expect, home, lang) {
  const where = tiebreakParseRange_(expect.range);
  const sheet = where.tab === null ? book.getActiveSheet() : book.getSheetByName(where.tab);
  if (!sheet) {
    throw new TiebreakProblem(tiebreakText_(lang, "addon.update.no-tab", { tab: String(where.tab) }));
  }
  const timeZone = book.getSpreadsheetTimeZone();
  const range = sheet.getRange(where.row + 1, where.column + 1, where.rows, where.columns);
  const values = range.getValues();
  const formulas = range.getFormulas();
  /** @type {string[]} */
  const changed = [];
  for (let r = 0; r < where.rows; r++) {
    const wanted = expect.entered[r] || [];
    for (let c = 0; c < where.columns; c++) {
      const now = tiebreakEntered_(values[r][c], formulas[r][c], timeZone);
      const then = wanted[c] === undefined ? null : wanted[c];
      if (JSON.stringify(now) !== JSON.stringify(then)) {
        const a1 = tiebreakColumnName_(where.column + c) + String(where.row + r + 1);
        // a cell of another tab than the one written (a Players tab) is named with its tab
        changed.push(where.tab === null || where.tab === home ? a1 : where.tab + "!" + a1);
      }
    }
  }
  return changed;
}

/**
 * Applies the service's plan under the document lock: the cells it planned from read again
 * (nothing written if they changed), then the new tab, rows and columns, then the values and
 * notes, then flush, the lock released in every case.
 *
 * @param {GoogleAppsScript.Spreadsheet.Spreadsheet} book
 * @param {TiebreakPlan} plan
 */
function tiebreakApply_(book, plan) {
  const lang = tiebreakLanguageOf_(plan.lang) || tiebreakDocumentLang_();
  if (!plan.writes || plan.writes.length === 0) {
    if (!plan.createTab && !plan.appendRows && !plan.appendColumns) {
      return;
    }
  }
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(TIEBREAK_LOCK_MS)) {
    throw new TiebreakProblem(tiebreakText_(lang, "addon.update.locked"));
  }
  try {
    /** @type {string[]} */
    let changed = [];
    (plan.expect || []).forEach(function (expect) {
      changed = changed.concat(tiebreakChangedCells_(book, expect, plan.tab, lang));
    });
    if (changed.length > 0) {
      let named = changed.slice(0, TIEBREAK_MAX_NAMED).join(", ");
      if (changed.length > TIEBREAK_MAX_NAMED) {
        named += " (+" + String(changed.length - TIEBREAK_MAX_NAMED) + ")";
      }
      throw new TiebreakProblem(tiebreakText_(lang, "addon.update.changed", { cells: named }));
    }
    if (plan.createTab) {
      const made = book.insertSheet(plan.createTab.title);
      tiebreakResize_(made, plan.createTab.rows, plan.createTab.columns);
      if (plan.createTab.frozenRows) {
        made.setFrozenRows(plan.createTab.frozenRows);
      }
    }
    const target = book.getSheetByName(plan.tab);
    if (!target) {
      throw new TiebreakProblem(tiebreakText_(lang, "addon.update.no-tab", { tab: plan.tab }));
    }
    if (plan.appendRows) {
      target.insertRowsAfter(target.getMaxRows(), plan.appendRows);
    }
    if (plan.appendColumns) {
      target.insertColumnsAfter(target.getMaxColumns(), plan.appendColumns);
    }
    plan.writes.forEach(function (write) {
      const where = tiebreakParseRange_(write.range);
      const sheet = where.tab === null ? target : book.getSheetByName(where.tab);
      if (!sheet) {
        throw new TiebreakProblem(tiebreakText_(lang, "addon.update.no-tab", { tab: String(where.tab) }));
      }
      const range = sheet.getRange(where.row + 1, where.column + 1, where.rows, where.columns);
      range.setValues(write.values);
      if (write.notes) {
        range.setNotes(write.notes);
      }
    });
    SpreadsheetApp.flush();
  } finally {
    lock.releaseLock();
  }
}

/**
 * Gives a new tab exactly `rows` rows and `columns` columns.
 *
 * @param {GoogleAppsScript.Spreadsheet.Sheet} sheet
 * @param {number} rows
 * @param {number} columns
 */
function tiebreakResize_(sheet, rows, columns) {
  if (rows > sheet.getMaxRows()) {
    sheet.insertRowsAfter(sheet.getMaxRows(), rows - sheet.getMaxRows());
  } else if (rows < sheet.getMaxRows()) {
    sheet.deleteRows(rows + 1, sheet.getMaxRows() - rows);
  }
  if (columns > sheet.getMaxColumns()) {
    sheet.insertColumnsAfter(sheet.getMaxColumns(), columns - sheet.getMaxColumns());
  } else if (columns < sheet.getMaxColumns()) {
    sheet.deleteColumns(columns + 1, sheet.getMaxColumns() - columns);
  }
}

/**
 * Runs a menu action: a failure is shown in words (the service's message as it is, or what
 * went wrong in the add-on) and null returned, never a stack trace.
 *
 * @template T
 * @param {function(): T} action
 * @returns {T | null}
 */
function tiebreakRun_(action) {
  try {
    return action();
  } catch (err) {
    tiebreakShowFailure_(err);
    return null;
  }
}

/**
 * Returns the words of a failure: a TiebreakProblem's message as it is, anything else
 * prefixed as the add-on's own fault.
 *
 * @param {unknown} err
 * @returns {string}
 */
function tiebreakFailureText_(err) {
  if (err instanceof TiebreakProblem) {
    return err.message;
  }
  const reason = err instanceof Error ? err.message : String(err);
  return tiebreakText_(tiebreakSafeLang_(), "addon.error.unexpected", { reason: reason });
}

/**
 * Shows a failure in an alert (or, where there is no dialog to show, a toast).
 *
 * @param {unknown} err
 */
function tiebreakShowFailure_(err) {
  const text = tiebreakFailureText_(err);
  const title = tiebreakText_(tiebreakSafeLang_(), "addon.menu.title");
  try {
    const ui = SpreadsheetApp.getUi();
    ui.alert(title, text, ui.ButtonSet.OK);
  } catch (noUi) {
    SpreadsheetApp.getActive().toast(text, title, 30);
  }
}

/**
 * The sheet's language, or English when even that cannot be read.
 *
 * @returns {string}
 */
function tiebreakSafeLang_() {
  try {
    return tiebreakDocumentLang_();
  } catch (err) {
    return TIEBREAK_LANGS[0];
  }
}
