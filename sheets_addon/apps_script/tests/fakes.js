// @ts-check
/**
 * Fakes of the Apps Script services the add-on calls, typed against @types/google-apps-script
 * (each class `@implements` a Pick of the real interface, so tsc refuses a fake whose method
 * names or parameter types drift from Google's declarations), and behaving as the reference
 * pages say the real ones behave:
 *
 * - UrlFetchApp.fetch is synchronous (a child process makes the HTTP call: fetch_child.js),
 *   throws on a 4xx/5xx unless muteHttpExceptions, sends byte payloads as they are, and
 *   refuses any request carrying an Authorization header (no Google credential may leave);
 *   (developers.google.com/apps-script/reference/url-fetch/url-fetch-app#fetchurl,-params)
 * - Byte[] are Java's signed bytes (-128..127) (reference/utilities/utilities#computeDigest);
 * - Range.setValues parses strings as typed by a user: a leading apostrophe keeps text,
 *   "=..." is a formula, a decimal is a number, "" empties the cell
 *   (reference/spreadsheet/range#setvaluesvalues); the size must match the range;
 * - getValues gives numbers, booleans, strings and Date objects for date cells
 *   (reference/spreadsheet/range#getvalues);
 * - PropertiesService.getProperty gives null for a missing key (reference/properties/properties);
 * - LockService.tryLock can fail (another execution holds it) and releaseLock is recorded
 *   (reference/lock/lock);
 * - google.script.run's own refusals are the pages' concern (pages.test.js).
 * Fakes prove nothing about Google: each behaviour above is from its reference page.
 */
"use strict";
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");
const { spawnSync } = require("node:child_process");

const SCRIPT_DIR = path.resolve(__dirname, "..");
const EPOCH = Date.UTC(1899, 11, 30);

/** @param {number[]} bytes signed or unsigned */
function toBuffer(bytes) {
  return Buffer.from(bytes.map((b) => (b < 0 ? b + 256 : b)));
}

/** @param {Buffer} buffer @returns {number[]} Java's signed bytes */
function toBytes(buffer) {
  return Array.from(buffer, (b) => (b > 127 ? b - 256 : b));
}

/**
 * @typedef {Object} FakeCell
 * @property {any} value what getValues gives ("" when empty)
 * @property {string} formula
 * @property {string} note
 * @property {string} format a number format pattern
 * @property {string} [display] the text shown (default: the value as text)
 */

/** @returns {FakeCell} */
function emptyCell() {
  return { value: "", formula: "", note: "", format: "" };
}

/** @param {FakeCell} cell */
function isEmpty(cell) {
  return cell.value === "" && !cell.formula && !cell.note;
}

/** @param {number} column 0-based */
function columnName(column) {
  let name = "";
  let n = column + 1;
  while (n > 0) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/**
 * A typed value as Sheets reads it from setValues (USER_ENTERED).
 *
 * @param {any} input
 * @returns {FakeCell | null} null = empty
 */
function parseInput(input) {
  if (input === null || input === undefined || input === "") {
    return null;
  }
  if (typeof input === "number" || typeof input === "boolean" || input instanceof Date) {
    return { ...emptyCell(), value: input };
  }
  const text = String(input);
  if (text.startsWith("'")) {
    return { ...emptyCell(), value: text.slice(1), display: text.slice(1) };
  }
  if (text.startsWith("=")) {
    return { ...emptyCell(), formula: text, value: "" };
  }
  if (/^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(text)) {
    return { ...emptyCell(), value: Number(text) };
  }
  if (/^(TRUE|FALSE)$/i.test(text)) {
    return { ...emptyCell(), value: text.toUpperCase() === "TRUE" };
  }
  return { ...emptyCell(), value: text };
}

/** @param {FakeCell} cell */
function shown(cell) {
  if (cell.display !== undefined) {
    return cell.display;
  }
  if (cell.value instanceof Date) {
    return cell.value.toISOString().slice(0, 10);
  }
  if (typeof cell.value === "boolean") {
    return cell.value ? "TRUE" : "FALSE";
  }
  return String(cell.value);
}

/**
 * @implements {Pick<GoogleAppsScript.Spreadsheet.Range, "getValues" | "getFormulas" | "getDisplayValues" | "getNotes" | "getNumberFormats" | "getA1Notation">}
 */
class FakeRange {
  /**
   * @param {FakeSheet} sheet
   * @param {number} row 1-based
   * @param {number} column 1-based
   * @param {number} rows
   * @param {number} columns
   */
  constructor(sheet, row, column, rows, columns) {
    if (row < 1 || column < 1 || rows < 1 || columns < 1) {
      throw new Error("Exception: The coordinates of the range are outside the dimensions of the sheet.");
    }
    if (row + rows - 1 > sheet.maxRows || column + columns - 1 > sheet.maxColumns) {
      throw new Error("Exception: The coordinates of the range are outside the dimensions of the sheet.");
    }
    this.sheet = sheet;
    this.row = row;
    this.column = column;
    this.rows = rows;
    this.columns = columns;
  }

  /** @template T @param {(cell: FakeCell) => T} read @returns {T[][]} */
  map(read) {
    /** @type {T[][]} */
    const out = [];
    for (let r = 0; r < this.rows; r++) {
      /** @type {T[]} */
      const line = [];
      for (let c = 0; c < this.columns; c++) {
        line.push(read(this.sheet.cell(this.row - 1 + r, this.column - 1 + c)));
      }
      out.push(line);
    }
    this.sheet.book.world.reads.push(this.getA1Notation());
    return out;
  }

  /** @returns {any[][]} */
  getValues() {
    return this.map((cell) => (cell.value instanceof Date ? new Date(cell.value.getTime()) : cell.value));
  }

  /** @returns {string[][]} */
  getFormulas() {
    return this.map((cell) => cell.formula);
  }

  /** @returns {string[][]} */
  getDisplayValues() {
    return this.map(shown);
  }

  /** @returns {string[][]} */
  getNotes() {
    return this.map((cell) => cell.note);
  }

  /** @returns {string[][]} */
  getNumberFormats() {
    return this.map((cell) => cell.format || "0.###############");
  }

  /** @returns {string} */
  getA1Notation() {
    const first = columnName(this.column - 1) + String(this.row);
    if (this.rows === 1 && this.columns === 1) {
      return first;
    }
    return first + ":" + columnName(this.column + this.columns - 2) + String(this.row + this.rows - 1);
  }

  /** @param {any[][]} values */
  setValues(values) {
    this.fits(values, "values");
    values.forEach((line, r) =>
      line.forEach((input, c) => {
        const at = this.sheet.cell(this.row - 1 + r, this.column - 1 + c);
        const parsed = parseInput(input);
        const next = parsed === null ? emptyCell() : parsed;
        next.note = at.note;
        next.format = at.format;
        this.sheet.put(this.row - 1 + r, this.column - 1 + c, next);
      }),
    );
    this.sheet.book.world.writes.push({ range: this.qualified(), kind: "values" });
    return this;
  }

  /** @param {string[][]} notes */
  setNotes(notes) {
    this.fits(notes, "notes");
    notes.forEach((line, r) =>
      line.forEach((note, c) => {
        const at = { ...this.sheet.cell(this.row - 1 + r, this.column - 1 + c) };
        at.note = note === null || note === undefined ? "" : String(note);
        this.sheet.put(this.row - 1 + r, this.column - 1 + c, at);
      }),
    );
    this.sheet.book.world.writes.push({ range: this.qualified(), kind: "notes" });
    return this;
  }

  activate() {
    this.sheet.book.active = this.sheet;
    this.sheet.book.world.selected = { tab: this.sheet.name, a1: this.getA1Notation() };
    return this;
  }

  qualified() {
    return "'" + this.sheet.name.replace(/'/g, "''") + "'!" + this.getA1Notation();
  }

  /** @param {any[][]} grid @param {string} what */
  fits(grid, what) {
    if (grid.length !== this.rows || grid.some((line) => line.length !== this.columns)) {
      throw new Error(
        `Exception: The number of rows or columns in the ${what} does not match the range (${this.getA1Notation()}).`,
      );
    }
  }
}

/**
 * @implements {Pick<GoogleAppsScript.Spreadsheet.Sheet, "getSheetId" | "getName" | "getIndex" | "getMaxRows" | "getMaxColumns" | "getLastRow" | "getLastColumn">}
 */
class FakeSheet {
  /**
   * @param {FakeSpreadsheet} book
   * @param {string} name
   * @param {number} sheetId
   * @param {number} rows
   * @param {number} columns
   */
  constructor(book, name, sheetId, rows, columns) {
    this.book = book;
    this.name = name;
    this.sheetId = sheetId;
    this.maxRows = rows;
    this.maxColumns = columns;
    this.frozenRows = 0;
    /** @type {Map<string, FakeCell>} */
    this.cells = new Map();
  }

  /** @param {number} r @param {number} c 0-based */
  cell(r, c) {
    return this.cells.get(r + "," + c) || emptyCell();
  }

  /** @param {number} r @param {number} c @param {FakeCell} cell */
  put(r, c, cell) {
    if (isEmpty(cell)) {
      this.cells.delete(r + "," + c);
    } else {
      this.cells.set(r + "," + c, cell);
    }
  }

  getSheetId() {
    return this.sheetId;
  }

  getName() {
    return this.name;
  }

  getIndex() {
    return this.book.sheets.indexOf(this) + 1;
  }

  getMaxRows() {
    return this.maxRows;
  }

  getMaxColumns() {
    return this.maxColumns;
  }

  getLastRow() {
    let last = 0;
    for (const [key, cell] of this.cells) {
      if (cell.value !== "" || cell.formula) {
        last = Math.max(last, Number(key.split(",")[0]) + 1);
      }
    }
    return last;
  }

  getLastColumn() {
    let last = 0;
    for (const [key, cell] of this.cells) {
      if (cell.value !== "" || cell.formula) {
        last = Math.max(last, Number(key.split(",")[1]) + 1);
      }
    }
    return last;
  }

  /**
   * @param {number | string} row 1-based, or an A1 range of this tab
   * @param {number} [column]
   * @param {number} [rows]
   * @param {number} [columns]
   */
  getRange(row, column, rows, columns) {
    if (typeof row === "string") {
      const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(row);
      if (!m) {
        throw new Error("Exception: Range not found");
      }
      /** @param {string} s */
      const col = (s) => [...s].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
      const c1 = col(m[1]);
      const r1 = Number(m[2]);
      return new FakeRange(this, r1, c1, m[4] ? Number(m[4]) - r1 + 1 : 1, m[3] ? col(m[3]) - c1 + 1 : 1);
    }
    return new FakeRange(this, row, column || 1, rows || 1, columns || 1);
  }

  activate() {
    this.book.active = this;
    return this;
  }

  /** @param {number} after @param {number} count */
  insertRowsAfter(after, count) {
    if (after !== this.maxRows) {
      throw new Error("fake: rows are appended at the end only");
    }
    this.maxRows += count;
    return this;
  }

  /** @param {number} after @param {number} count */
  insertColumnsAfter(after, count) {
    if (after !== this.maxColumns) {
      throw new Error("fake: columns are appended at the end only");
    }
    this.maxColumns += count;
    return this;
  }

  /** @param {number} first @param {number} count */
  deleteRows(first, count) {
    if (first + count - 1 !== this.maxRows || this.getLastRow() >= first) {
      throw new Error("fake: only empty rows at the end are deleted");
    }
    this.maxRows -= count;
  }

  /** @param {number} first @param {number} count */
  deleteColumns(first, count) {
    if (first + count - 1 !== this.maxColumns || this.getLastColumn() >= first) {
      throw new Error("fake: only empty columns at the end are deleted");
    }
    this.maxColumns -= count;
  }

  /** @param {number} rows */
  setFrozenRows(rows) {
    this.frozenRows = rows;
  }
}

/**
 * @implements {Pick<GoogleAppsScript.Spreadsheet.Spreadsheet, "getId" | "getName" | "getSpreadsheetLocale" | "getSpreadsheetTimeZone">}
 */
class FakeSpreadsheet {
  /**
   * @param {World} world
   * @param {{id: string, name: string, locale?: string, timeZone?: string}} props
   */
  constructor(world, props) {
    this.world = world;
    this.id = props.id;
    this.name = props.name;
    this.locale = props.locale || "en_US";
    this.timeZone = props.timeZone || "Etc/GMT";
    /** @type {FakeSheet[]} */
    this.sheets = [];
    /** @type {FakeSheet | null} */
    this.active = null;
    this.nextSheetId = 2000;
  }

  getId() {
    return this.id;
  }

  getName() {
    return this.name;
  }

  getSpreadsheetLocale() {
    return this.locale;
  }

  getSpreadsheetTimeZone() {
    return this.timeZone;
  }

  getSheets() {
    return this.sheets.slice();
  }

  getActiveSheet() {
    return this.active || this.sheets[0];
  }

  /** @param {string} name */
  getSheetByName(name) {
    return this.sheets.find((s) => s.name === name) || null;
  }

  /**
   * @param {string} name
   * @param {number} [sheetId]
   * @param {number} [rows]
   * @param {number} [columns]
   */
  addSheet(name, sheetId, rows, columns) {
    if (this.getSheetByName(name)) {
      throw new Error(`Exception: A sheet with the name "${name}" already exists. Please enter another name.`);
    }
    const sheet = new FakeSheet(this, name, sheetId === undefined ? this.nextSheetId++ : sheetId, rows || 1000, columns || 26);
    this.sheets.push(sheet);
    return sheet;
  }

  /** @param {string} name */
  insertSheet(name) {
    const sheet = this.addSheet(name);
    this.active = sheet;
    return sheet;
  }

  /** @param {string} message @param {string} [title] @param {number} [seconds] */
  toast(message, title, seconds) {
    this.world.toasts.push({ title: title || "", message: message });
  }
}

/**
 * @typedef {Object} World
 * @property {FakeSpreadsheet} book
 * @property {Object<string, string>} properties document properties
 * @property {Array<{title: string, message: string}>} alerts
 * @property {Array<{title: string, message: string}>} toasts
 * @property {Array<{title: string, items: Array<[string, string] | null>}>} menus
 * @property {Array<{kind: string, file: string, title: string, html: string}>} pages
 * @property {Array<{url: string, method: string, headers: Object<string, string>, body: Buffer, status: number}>} fetches
 * @property {Array<{range: string, kind: string}>} writes
 * @property {string[]} reads
 * @property {Array<{handler: string, kind: string, id: string, after?: number}>} triggers
 * @property {{held: boolean, refuse: boolean, acquired: number, released: number}} lock
 * @property {{tab: string, a1: string} | null} selected
 * @property {string} userLocale
 * @property {number} flushes
 * @property {number} propertyReads
 * @property {(() => void) | null} beforeLock an action run when the lock is taken (an edit made while the service worked)
 */

/**
 * Returns a world: a spreadsheet and the recorders the fakes write to.
 *
 * @param {{id?: string, name?: string, locale?: string, timeZone?: string}} [props]
 * @returns {World}
 */
function makeWorld(props) {
  /** @type {World} */
  const world = /** @type {any} */ ({
    properties: {},
    alerts: [],
    toasts: [],
    menus: [],
    pages: [],
    fetches: [],
    writes: [],
    reads: [],
    triggers: [],
    lock: { held: false, refuse: false, acquired: 0, released: 0 },
    selected: null,
    userLocale: "en_US",
    flushes: 0,
    propertyReads: 0,
    beforeLock: null,
  });
  world.book = new FakeSpreadsheet(world, {
    id: (props && props.id) || "1FakeSheetKey",
    name: (props && props.name) || "Club event",
    locale: props && props.locale,
    timeZone: props && props.timeZone,
  });
  return world;
}

/**
 * Fills a tab from rows of typed values (as a user types them) and notes by A1 address.
 *
 * @param {World} world
 * @param {string} name
 * @param {any[][]} rows
 * @param {Object<string, string>} [notes]
 */
function addTab(world, name, rows, notes) {
  const sheet = world.book.addSheet(name, world.book.sheets.length === 0 ? 0 : undefined);
  rows.forEach((line, r) =>
    line.forEach((input, c) => {
      const cell = parseInput(input);
      if (cell) {
        sheet.put(r, c, cell);
      }
    }),
  );
  Object.entries(notes || {}).forEach(([a1, note]) => {
    const range = sheet.getRange(a1);
    const at = { ...sheet.cell(range.row - 1, range.column - 1), note: note };
    sheet.put(range.row - 1, range.column - 1, at);
  });
  return sheet;
}

/** @implements {Pick<GoogleAppsScript.Base.Menu, "addItem" | "addSeparator" | "addToUi">} */
class FakeMenu {
  /** @param {World} world @param {string} title */
  constructor(world, title) {
    this.world = world;
    this.title = title;
    /** @type {Array<[string, string] | null>} */
    this.items = [];
  }

  /** @param {string} caption @param {string} functionName */
  addItem(caption, functionName) {
    this.items.push([caption, functionName]);
    return /** @type {any} */ (this);
  }

  addSeparator() {
    this.items.push(null);
    return /** @type {any} */ (this);
  }

  addToUi() {
    const others = this.world.menus.filter((m) => m.title !== this.title);
    others.push({ title: this.title, items: this.items });
    this.world.menus = others;
  }
}

/** @implements {Pick<GoogleAppsScript.HTML.HtmlOutput, "setTitle" | "setWidth" | "setHeight" | "getContent" | "getTitle">} */
class FakeHtmlOutput {
  /** @param {string} file @param {string} content */
  constructor(file, content) {
    this.file = file;
    this.content = content;
    this.title = "";
    this.width = 0;
    this.height = 0;
  }

  /** @param {string} title */
  setTitle(title) {
    this.title = title;
    return /** @type {any} */ (this);
  }

  /** @param {number} width */
  setWidth(width) {
    this.width = width;
    return /** @type {any} */ (this);
  }

  /** @param {number} height */
  setHeight(height) {
    this.height = height;
    return /** @type {any} */ (this);
  }

  getContent() {
    return this.content;
  }

  getTitle() {
    return this.title;
  }
}

/**
 * A page's template. The pages' only scriptlets are `<?!= include_('Name') ?>`: evaluate()
 * puts the named file's content in each, as the script's `include_` does; any other scriptlet
 * is refused, so a page needing more than this fake knows fails here rather than passing.
 *
 * @implements {Pick<GoogleAppsScript.HTML.HtmlTemplate, "evaluate" | "getRawContent">}
 */
class FakeHtmlTemplate {
  /** @param {string} file @param {string} content */
  constructor(file, content) {
    this.file = file;
    this.content = content;
  }

  getRawContent() {
    return this.content;
  }

  evaluate() {
    const out = this.content.replace(/<\?([\s\S]*?)\?>/g, (whole, inner) => {
      const found = /^!=\s*include_\('([A-Za-z]+)'\)\s*$/.exec(inner);
      if (!found) {
        throw new Error(`${this.file}.html: scriptlet the fake cannot evaluate: ${whole}`);
      }
      return fs.readFileSync(path.join(SCRIPT_DIR, found[1] + ".html"), "utf8");
    });
    return /** @type {any} */ (new FakeHtmlOutput(this.file, out));
  }
}

/** @implements {Pick<GoogleAppsScript.Base.Ui, "alert" | "createMenu" | "showSidebar" | "showModalDialog">} */
class FakeUi {
  /** @param {World} world */
  constructor(world) {
    this.world = world;
    this.ButtonSet = { OK: "OK", OK_CANCEL: "OK_CANCEL", YES_NO: "YES_NO", YES_NO_CANCEL: "YES_NO_CANCEL" };
    this.Button = { OK: "OK", CANCEL: "CANCEL", YES: "YES", NO: "NO", CLOSE: "CLOSE" };
  }

  /** @param {string} title */
  createMenu(title) {
    return /** @type {any} */ (new FakeMenu(this.world, title));
  }

  /**
   * @param {string} title
   * @param {any} [prompt]
   * @param {any} [buttons]
   * @returns {any}
   */
  alert(title, prompt, buttons) {
    this.world.alerts.push({ title: prompt === undefined ? "" : title, message: prompt === undefined ? title : String(prompt) });
    return this.Button.OK;
  }

  /** @param {any} output */
  showSidebar(output) {
    const html = /** @type {FakeHtmlOutput} */ (output);
    this.world.pages.push({ kind: "sidebar", file: html.file, title: html.title, html: html.getContent() });
  }

  /** @param {any} output @param {string} title */
  showModalDialog(output, title) {
    const html = /** @type {FakeHtmlOutput} */ (output);
    this.world.pages.push({ kind: "dialog", file: html.file, title: title, html: html.getContent() });
  }
}

/** @implements {Pick<GoogleAppsScript.Properties.Properties, "getProperty" | "setProperty" | "setProperties" | "deleteProperty" | "getProperties">} */
class FakeProperties {
  /** @param {World} world */
  constructor(world) {
    this.world = world;
  }

  /** @param {string} key */
  getProperty(key) {
    this.world.propertyReads += 1;
    return Object.prototype.hasOwnProperty.call(this.world.properties, key) ? this.world.properties[key] : null;
  }

  /** @param {string} key @param {string} value */
  setProperty(key, value) {
    this.world.properties[key] = String(value);
    return /** @type {any} */ (this);
  }

  /** @param {Object<string, string>} values */
  setProperties(values) {
    Object.entries(values).forEach(([k, v]) => {
      this.world.properties[k] = String(v);
    });
    return /** @type {any} */ (this);
  }

  /** @param {string} key */
  deleteProperty(key) {
    delete this.world.properties[key];
    return /** @type {any} */ (this);
  }

  getProperties() {
    return { ...this.world.properties };
  }
}

/** @implements {Pick<GoogleAppsScript.Lock.Lock, "tryLock" | "releaseLock" | "hasLock">} */
class FakeLock {
  /** @param {World} world */
  constructor(world) {
    this.world = world;
    this.mine = false;
  }

  /** @param {number} timeoutInMillis */
  tryLock(timeoutInMillis) {
    if (this.world.lock.refuse || this.world.lock.held) {
      return false;
    }
    this.world.lock.held = true;
    this.world.lock.acquired += 1;
    this.mine = true;
    if (this.world.beforeLock) {
      const action = this.world.beforeLock;
      this.world.beforeLock = null;
      action();
    }
    return true;
  }

  releaseLock() {
    if (this.mine) {
      this.world.lock.held = false;
      this.world.lock.released += 1;
      this.mine = false;
    }
  }

  hasLock() {
    return this.mine;
  }
}

/** @implements {Pick<GoogleAppsScript.URL_Fetch.HTTPResponse, "getResponseCode" | "getContentText" | "getHeaders">} */
class FakeResponse {
  /** @param {number} status @param {Buffer} body @param {Object<string, string>} headers */
  constructor(status, body, headers) {
    this.status = status;
    this.body = body;
    this.headers = headers;
  }

  getResponseCode() {
    return this.status;
  }

  /** @param {string} [charset] */
  getContentText(charset) {
    return this.body.toString("utf8");
  }

  getHeaders() {
    return this.headers;
  }
}

/**
 * @param {World} world
 */
function makeUrlFetchApp(world) {
  /** @type {Pick<GoogleAppsScript.URL_Fetch.UrlFetchApp, "fetch">} */
  const app = {
    /**
     * @param {string} url
     * @param {GoogleAppsScript.URL_Fetch.URLFetchRequestOptions} [params]
     */
    fetch(url, params) {
      const options = params || {};
      const headers = /** @type {Object<string, string>} */ ({ ...(options.headers || {}) });
      if (Object.keys(headers).some((h) => h.toLowerCase() === "authorization")) {
        throw new Error("fake UrlFetchApp: a request carried an Authorization header");
      }
      if (options.contentType) {
        headers["Content-Type"] = options.contentType;
      }
      const payload = options.payload;
      const body =
        payload === undefined
          ? Buffer.alloc(0)
          : typeof payload === "string"
            ? Buffer.from(payload, "utf8")
            : toBuffer(/** @type {number[]} */ (payload));
      const method = String(options.method || "get").toUpperCase();
      const child = spawnSync(process.execPath, [path.join(__dirname, "fetch_child.js")], {
        input: JSON.stringify({ url: url, method: method, headers: headers, body: body.toString("base64") }),
        encoding: "utf8",
        timeout: 120000,
      });
      const answer = JSON.parse(child.stdout || '{"error": "no answer"}');
      if (answer.error) {
        throw new Error("Exception: Address unavailable: " + url + " (" + answer.error + ")");
      }
      world.fetches.push({ url: url, method: method, headers: headers, body: body, status: answer.status });
      const response = new FakeResponse(answer.status, Buffer.from(answer.body, "base64"), answer.headers);
      if (answer.status >= 400 && !options.muteHttpExceptions) {
        throw new Error("Exception: Request failed for " + url + " returned code " + answer.status);
      }
      return /** @type {any} */ (response);
    },
  };
  return app;
}

/**
 * The global scope of the script: every service it calls.
 *
 * @param {World} world
 * @returns {Object<string, any>}
 */
function makeGlobals(world) {
  const ui = new FakeUi(world);
  const properties = new FakeProperties(world);
  const AuthMode = { NONE: "NONE", CUSTOM_FUNCTION: "CUSTOM_FUNCTION", LIMITED: "LIMITED", FULL: "FULL" };
  let triggerId = 0;

  /** @type {Pick<GoogleAppsScript.Spreadsheet.SpreadsheetApp, "getActive" | "getActiveSpreadsheet" | "getUi" | "flush">} */
  const SpreadsheetApp = {
    getActive: () => /** @type {any} */ (world.book),
    getActiveSpreadsheet: () => /** @type {any} */ (world.book),
    getUi: () => /** @type {any} */ (ui),
    flush: () => {
      world.flushes += 1;
    },
  };

  /** @type {Pick<GoogleAppsScript.Properties.PropertiesService, "getDocumentProperties">} */
  const PropertiesService = {
    getDocumentProperties: () => /** @type {any} */ (properties),
  };

  /** @type {Pick<GoogleAppsScript.Lock.LockService, "getDocumentLock">} */
  const LockService = {
    getDocumentLock: () => /** @type {any} */ (new FakeLock(world)),
  };

  /** @type {Pick<GoogleAppsScript.HTML.HtmlService, "createHtmlOutputFromFile" | "createTemplateFromFile">} */
  const HtmlService = {
    createHtmlOutputFromFile(filename) {
      const file = path.join(SCRIPT_DIR, filename + ".html");
      return /** @type {any} */ (new FakeHtmlOutput(filename, fs.readFileSync(file, "utf8")));
    },
    createTemplateFromFile(filename) {
      const file = path.join(SCRIPT_DIR, filename + ".html");
      return /** @type {any} */ (new FakeHtmlTemplate(filename, fs.readFileSync(file, "utf8")));
    },
  };

  /** @param {string} handler @param {string} kind @param {number} [after] */
  const made = (handler, kind, after) => {
    triggerId += 1;
    const trigger = { handler: handler, kind: kind, id: "trigger-" + triggerId, after: after };
    world.triggers.push(trigger);
    return /** @type {any} */ ({
      getHandlerFunction: () => trigger.handler,
      getUniqueId: () => trigger.id,
    });
  };

  /** @type {Pick<GoogleAppsScript.Script.ScriptApp, "getProjectTriggers" | "deleteTrigger" | "newTrigger">} */
  const ScriptApp = {
    getProjectTriggers() {
      return world.triggers.map(
        (t) => /** @type {any} */ ({ getHandlerFunction: () => t.handler, getUniqueId: () => t.id }),
      );
    },
    deleteTrigger(trigger) {
      world.triggers = world.triggers.filter((t) => t.id !== trigger.getUniqueId());
    },
    newTrigger(functionName) {
      return /** @type {any} */ ({
        forSpreadsheet: () => ({ onEdit: () => ({ create: () => made(functionName, "onEdit") }) }),
        timeBased: () => ({
          after: (/** @type {number} */ ms) => ({ create: () => made(functionName, "after", ms) }),
        }),
      });
    },
  };

  /** @type {Pick<GoogleAppsScript.Utilities.Utilities, "computeDigest" | "computeHmacSha256Signature" | "base64Encode" | "newBlob" | "formatDate" | "getUuid">} */
  const Utilities = {
    /**
     * @param {GoogleAppsScript.Utilities.DigestAlgorithm} algorithm
     * @param {any} value
     * @param {GoogleAppsScript.Utilities.Charset} [charset]
     */
    computeDigest(algorithm, value, charset) {
      if (String(algorithm) !== "SHA_256") {
        throw new Error("fake: SHA_256 only");
      }
      const data = typeof value === "string" ? Buffer.from(value, "utf8") : toBuffer(value);
      return toBytes(crypto.createHash("sha256").update(data).digest());
    },
    computeHmacSha256Signature(value, key) {
      const data = typeof value === "string" ? Buffer.from(value, "utf8") : toBuffer(value);
      const secret = typeof key === "string" ? Buffer.from(key, "utf8") : toBuffer(key);
      return toBytes(crypto.createHmac("sha256", secret).update(data).digest());
    },
    base64Encode(data) {
      return (typeof data === "string" ? Buffer.from(data, "utf8") : toBuffer(data)).toString("base64");
    },
    newBlob(data) {
      const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : toBuffer(data);
      return /** @type {any} */ ({
        getBytes: () => toBytes(bytes),
        getDataAsString: () => bytes.toString("utf8"),
      });
    },
    formatDate(date, timeZone, format) {
      if (!/^(Etc\/GMT|Etc\/UTC|UTC|GMT)$/.test(timeZone)) {
        throw new Error("fake: UTC time zones only, not " + timeZone);
      }
      if (format !== "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'") {
        throw new Error("fake: one format only");
      }
      return date.toISOString();
    },
    getUuid: () => crypto.randomUUID(),
  };

  return {
    SpreadsheetApp: SpreadsheetApp,
    PropertiesService: PropertiesService,
    LockService: LockService,
    HtmlService: HtmlService,
    ScriptApp: { ...ScriptApp, AuthMode: AuthMode },
    UrlFetchApp: makeUrlFetchApp(world),
    Utilities: {
      ...Utilities,
      DigestAlgorithm: { SHA_256: "SHA_256" },
      Charset: { UTF_8: "UTF_8", US_ASCII: "US_ASCII" },
    },
    Session: { getActiveUserLocale: () => world.userLocale },
  };
}

/**
 * Every cell of the spreadsheet that holds something: {tab: {A1: [entered, note]}}, the shape
 * of tests/servers/sheets_server.py's SheetsServer.snapshot(), to compare the two paths.
 *
 * @param {World} world
 */
function snapshot(world) {
  /** @type {Object<string, Object<string, [any, string | null]>>} */
  const out = {};
  for (const sheet of world.book.sheets) {
    /** @type {Array<[number, number, FakeCell]>} */
    const cells = [];
    for (const [key, cell] of sheet.cells) {
      const [r, c] = key.split(",").map(Number);
      cells.push([r, c, cell]);
    }
    cells.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    /** @type {Object<string, [any, string | null]>} */
    const tab = {};
    for (const [r, c, cell] of cells) {
      if (isEmpty(cell)) {
        continue;
      }
      let entered = cell.formula ? cell.formula : cell.value === "" ? null : cell.value;
      if (entered instanceof Date) {
        entered = (entered.getTime() - EPOCH) / 86400000;
      }
      tab[columnName(c) + String(r + 1)] = [entered, cell.note || null];
    }
    out[sheet.name] = tab;
  }
  return out;
}

module.exports = { makeWorld, makeGlobals, addTab, snapshot, parseInput, FakeSheet, FakeRange, EPOCH, SCRIPT_DIR };
