// @ts-check
/**
 * The menu path for pytest's comparisons (tests/sheets_addon/test_apps_script.py): builds a
 * fake spreadsheet from JSON on stdin, loads the script over the fakes, runs its actions
 * (the menu's Update tie-breaks, the live trigger's update, an organiser's typing) against the
 * service named there, and prints what happened and every cell after, as JSON.
 *
 * stdin: {"url", "token", "book": {"id", "name", "locale", "timeZone", "active",
 *          "tabs": [{"name", "sheetId", "rows", "columns",
 *                    "cells": [[row, column, {"value", "formula", "note", "display", "format", "date"}]]}]},
 *         "actions": [{"do": "update"} | {"do": "live", "seconds"} |
 *                     {"do": "type", "tab", "a1", "value"} |
 *                     {"do": "call", "fn", "args"}]}   (a page's google.script.run call)
 * stdout: {"results": [{"summary", "alerts", "toasts", "value"?, "error"?}],
 *          "snapshot": {tab: {A1: [entered, note]}}}
 */
"use strict";
const { makeWorld, snapshot, EPOCH } = require("./fakes.js");
const { loadScript } = require("./load.js");

/** @param {string} text */
function main(text) {
  const input = JSON.parse(text);
  const world = makeWorld(input.book);
  for (const tab of input.book.tabs) {
    const sheet = world.book.addSheet(tab.name, tab.sheetId, tab.rows, tab.columns);
    for (const [r, c, cell] of tab.cells) {
      const value = cell.date ? new Date(EPOCH + cell.value * 86400000) : cell.value;
      sheet.put(r, c, {
        value: value,
        formula: cell.formula || "",
        note: cell.note || "",
        format: cell.format || "",
        display: cell.display,
      });
    }
  }
  world.book.active = world.book.getSheetByName(input.book.active) || world.book.sheets[0];
  world.properties.TIEBREAK_URL = input.url;
  world.properties.TIEBREAK_TOKEN = input.token;
  const script = loadScript(world);
  const results = [];
  for (const action of input.actions) {
    const alerts = world.alerts.length;
    const toasts = world.toasts.length;
    let summary = null;
    /** @type {{value?: any, error?: string}} */
    const call = {};
    if (action.do === "call") {
      try {
        // as google.script.run hands it to the page: JSON-shaped
        call.value = JSON.parse(JSON.stringify(script[action.fn](...(action.args || []))));
      } catch (err) {
        // an Error of the script's own realm (vm): not an instanceof this one's Error
        const message = /** @type {any} */ (err).message;
        call.error = typeof message === "string" ? message : String(err);
      }
    } else if (action.do === "update") {
      summary = script.tiebreakUpdate();
    } else if (action.do === "live") {
      world.properties.TIEBREAK_LIVE = JSON.stringify({ tab: world.book.getActiveSheet().getName(), seconds: action.seconds || 30 });
      script.tiebreakOnEdit({});
    } else if (action.do === "type") {
      const sheet = world.book.getSheetByName(action.tab);
      if (!sheet) {
        throw new Error("no tab " + action.tab);
      }
      sheet.getRange(action.a1).setValues([[action.value]]);
    } else {
      throw new Error("unknown action " + action.do);
    }
    results.push({
      summary: summary,
      alerts: world.alerts.slice(alerts).map((a) => a.message),
      toasts: world.toasts.slice(toasts).map((t) => t.message),
      ...call,
    });
  }
  return { results: results, snapshot: snapshot(world) };
}

let stdin = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  stdin += chunk;
});
process.stdin.on("end", () => {
  process.stdout.write(JSON.stringify(main(stdin)));
});
