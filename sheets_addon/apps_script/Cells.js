/**
 * Reading the spreadsheet as the service's request carries it: the Sheets API `Spreadsheet`
 * resource (spreadsheets.get with grid data), built from what Apps Script reads of each tab
 * (values, formulas, displayed values, notes, number formats), so that the service reads the
 * cells exactly as `tiebreak-sheets sync` reads them from Google (sheets_addon/cells.py).
 *
 * Every tab is sent with its cells: the sync reads every tab (a pairings list's Players tab,
 * a team event's Teams tab, the Standings tab it owns), and which tab is which is decided by
 * the service, not here.
 */

/** The texts getValues gives for a formula's error (Sheets' error values). */
const TIEBREAK_ERRORS = {
  "#NULL!": "NULL_VALUE",
  "#DIV/0!": "DIVIDE_BY_ZERO",
  "#VALUE!": "VALUE",
  "#REF!": "REF",
  "#NAME?": "NAME",
  "#NUM!": "NUM",
  "#N/A": "N_A",
  "#ERROR!": "ERROR",
};

/**
 * @typedef {{numberValue: number} | {stringValue: string} | {boolValue: boolean}
 *   | {formulaValue: string} | {errorValue: {type: string, message: string}}} TiebreakValue
 */

/**
 * Returns the Sheets serial number of a date cell (days since 1899-12-30 in the spreadsheet's
 * time zone, as Google stores it).
 *
 * @param {Date} date
 * @param {string} timeZone
 * @returns {number}
 */
function tiebreakSerial_(date, timeZone) {
  const local = Utilities.formatDate(date, timeZone, "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'");
  return (Date.parse(local) - Date.UTC(1899, 11, 30)) / 86400000;
}

/**
 * The effective value of a cell as the Sheets API writes it (null for an empty cell).
 *
 * @param {any} value what getValues gave
 * @param {boolean} formula whether the cell holds a formula
 * @param {string} timeZone
 * @returns {TiebreakValue | null}
 */
function tiebreakEffective_(value, formula, timeZone) {
  if (value instanceof Date) {
    return { numberValue: tiebreakSerial_(value, timeZone) };
  }
  if (typeof value === "number") {
    return { numberValue: value };
  }
  if (typeof value === "boolean") {
    return { boolValue: value };
  }
  if (value === "" || value === null || value === undefined) {
    return null;
  }
  const text = String(value);
  const error = formula ? TIEBREAK_ERRORS[/** @type {keyof typeof TIEBREAK_ERRORS} */ (text)] : undefined;
  if (error) {
    return { errorValue: { type: error, message: text } };
  }
  return { stringValue: text };
}

/**
 * What was typed in a cell (the Sheets API's userEnteredValue), null for an empty one.
 *
 * @param {any} value
 * @param {string} formula
 * @param {string} timeZone
 * @returns {TiebreakValue | null}
 */
function tiebreakEntered_(value, formula, timeZone) {
  if (formula) {
    return { formulaValue: formula };
  }
  return tiebreakEffective_(value, false, timeZone);
}

/**
 * One cell as the API's CellData (only the fields the sync reads; `{}` when empty).
 *
 * @param {any} value
 * @param {string} formula
 * @param {string} shown
 * @param {string} note
 * @param {string} pattern
 * @param {string} timeZone
 * @returns {Object<string, any>}
 */
function tiebreakCellData_(value, formula, shown, note, pattern, timeZone) {
  /** @type {Object<string, any>} */
  const cell = {};
  const entered = tiebreakEntered_(value, formula, timeZone);
  const effective = tiebreakEffective_(value, Boolean(formula), timeZone);
  if (entered) {
    cell.userEnteredValue = entered;
  }
  if (effective) {
    cell.effectiveValue = effective;
  }
  // What the sync reads of these two (sheets_addon/cells.py): the text shown of a date, an
  // error or a formula, and whether a number is a date. The rest is left out: it is most
  // of a large request's size (a text's shown value is the text itself).
  if (entered || effective) {
    const text = effective && "stringValue" in effective && !formula;
    if (!text || shown !== effective.stringValue) {
      cell.formattedValue = shown;
    }
    if (value instanceof Date) {
      cell.effectiveFormat = { numberFormat: { type: "DATE", pattern: pattern } };
    } else if (pattern === "@") {
      cell.effectiveFormat = { numberFormat: { type: "TEXT", pattern: pattern } };
    }
  }
  if (note) {
    cell.note = note;
  }
  return cell;
}

/**
 * Reads one tab into the API's `Sheet` resource (properties and, unless empty, its data).
 *
 * @param {GoogleAppsScript.Spreadsheet.Sheet} sheet
 * @param {string} timeZone
 * @returns {Object<string, any>}
 */
function tiebreakReadTab_(sheet, timeZone) {
  /** @type {Object<string, any>} */
  const tab = {
    properties: {
      sheetId: sheet.getSheetId(),
      title: sheet.getName(),
      index: sheet.getIndex() - 1,
      gridProperties: { rowCount: sheet.getMaxRows(), columnCount: sheet.getMaxColumns() },
    },
  };
  // Notes count too: a note on an empty cell where a column of ours would go stops the sync
  // (it is the organiser's), and getLastRow/getLastColumn see values only.
  const allNotes = sheet.getRange(1, 1, sheet.getMaxRows(), sheet.getMaxColumns()).getNotes();
  let rows = sheet.getLastRow();
  let columns = sheet.getLastColumn();
  allNotes.forEach(function (line, r) {
    line.forEach(function (note, c) {
      if (note) {
        rows = Math.max(rows, r + 1);
        columns = Math.max(columns, c + 1);
      }
    });
  });
  if (rows < 1 || columns < 1) {
    return tab;
  }
  const range = sheet.getRange(1, 1, rows, columns);
  const values = range.getValues();
  const formulas = range.getFormulas();
  const shown = range.getDisplayValues();
  const notes = allNotes.slice(0, rows).map(function (line) {
    return line.slice(0, columns);
  });
  const patterns = range.getNumberFormats();
  const rowData = values.map(function (line, r) {
    return {
      values: line.map(function (value, c) {
        return tiebreakCellData_(
          value,
          formulas[r][c],
          shown[r][c],
          notes[r][c],
          patterns[r][c],
          timeZone,
        );
      }),
    };
  });
  tab.data = [{ startRow: 0, startColumn: 0, rowData: rowData }];
  return tab;
}

/**
 * Reads the whole spreadsheet into the service's `spreadsheet` field.
 *
 * @param {GoogleAppsScript.Spreadsheet.Spreadsheet} book
 * @returns {Object<string, any>}
 */
function tiebreakReadSpreadsheet_(book) {
  const timeZone = book.getSpreadsheetTimeZone();
  return {
    spreadsheetId: book.getId(),
    properties: { title: book.getName(), locale: book.getSpreadsheetLocale() },
    sheets: book.getSheets().map(function (sheet) {
      return tiebreakReadTab_(sheet, timeZone);
    }),
  };
}

/**
 * The request of every action on the active tab: the spreadsheet and the tab it is about.
 *
 * @param {Object<string, any>} [extra] the action's own fields (player, a, b, ...)
 * @param {string} [tab] the tab it is about (default: the active one)
 * @returns {Object<string, any>}
 */
function tiebreakSheetRequest_(extra, tab) {
  const book = SpreadsheetApp.getActive();
  /** @type {Object<string, any>} */
  const request = {
    spreadsheet: tiebreakReadSpreadsheet_(book),
    options: { tab: tab || book.getActiveSheet().getName() },
  };
  Object.keys(extra || {}).forEach(function (key) {
    request[key] = /** @type {Object<string, any>} */ (extra)[key];
  });
  return request;
}

/**
 * The A1 name of a 0-based column ("A", "Z", "AA").
 *
 * @param {number} column
 * @returns {string}
 */
function tiebreakColumnName_(column) {
  let name = "";
  let n = column + 1;
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/**
 * Splits "'Round 1'!B2:D9" (or "Results!B2", or "B2") into its tab and 0-based corners.
 *
 * @param {string} text
 * @returns {{tab: string | null, row: number, column: number, rows: number, columns: number}}
 */
function tiebreakParseRange_(text) {
  let tab = null;
  let cells = text;
  const bang = text.lastIndexOf("!");
  if (bang >= 0) {
    tab = text.slice(0, bang);
    cells = text.slice(bang + 1);
    if (tab.charAt(0) === "'" && tab.charAt(tab.length - 1) === "'") {
      tab = tab.slice(1, -1).replace(/''/g, "'");
    }
  }
  const match = /^\$?([A-Z]+)\$?(\d+)(?::\$?([A-Z]+)\$?(\d+))?$/i.exec(cells);
  if (!match) {
    throw new Error("not an A1 range: " + text);
  }
  /** @param {string} letters */
  const column = function (letters) {
    let n = 0;
    for (let i = 0; i < letters.length; i++) {
      n = n * 26 + (letters.toUpperCase().charCodeAt(i) - 64);
    }
    return n - 1;
  };
  const c1 = column(match[1]);
  const r1 = Number(match[2]) - 1;
  const c2 = match[3] ? column(match[3]) : c1;
  const r2 = match[4] ? Number(match[4]) - 1 : r1;
  return { tab: tab, row: r1, column: c1, rows: r2 - r1 + 1, columns: c2 - c1 + 1 };
}
