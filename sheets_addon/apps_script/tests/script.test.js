// @ts-check
/**
 * The add-on's script under node:test: its files loaded into one vm context over the fakes
 * (fakes.js), talking to a real tiebreak-serve on loopback (service.js).
 * Run: npm test (or pytest tests/sheets_addon/test_apps_script.py, which runs this too).
 */
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");
const { makeWorld, addTab, snapshot, SCRIPT_DIR } = require("./fakes.js");
const { loadScript, scriptFiles } = require("./load.js");
const { startService } = require("./service.js");

/** A 4-player round robin typed as a crosstable (3 rounds, every result on both rows; a
 * draw is typed with an apostrophe, as "=W2" would otherwise be a formula). */
const CROSSTABLE = [
  ["Club round robin"],
  ["No.", "Name", "Rtg", "R1", "R2", "R3", "Pts"],
  [1, "Anna Novak", 2100, "+W4", "+B3", "'=W2", "2.5"],
  [2, "Boris Petrov", 2050, "'=W3", "+B4", "'=B1", "2"],
  [3, "Carla Rossi", 1990, "'=B2", "-W1", "+W4", "1.5"],
  [4, "Deniz Kaya", 1900, "-B1", "-W2", "-B3", "0"],
];

/** @type {import("./service.js") extends {startService: () => Promise<infer S>} ? S : never} */
let service;
let sheetNo = 0;

test.before(async () => {
  service = await startService();
});

test.after(async () => {
  if (service) {
    await service.stop();
  }
});

/**
 * A world with the crosstable (or `rows`), connected to the service with a token of its own.
 *
 * @param {{rows?: any[][], locale?: string, connect?: boolean}} [options]
 */
function setUp(options) {
  const opts = options || {};
  sheetNo += 1;
  const id = "1TestSheet" + String(sheetNo).padStart(4, "0") + "abcdefghijklmnopqrstuvwx";
  const world = makeWorld({ id: id, name: "Club event", locale: opts.locale });
  addTab(world, "Results", opts.rows || CROSSTABLE);
  if (opts.connect !== false) {
    world.properties.TIEBREAK_URL = service.url;
    world.properties.TIEBREAK_TOKEN = service.token(id);
  }
  const script = loadScript(world);
  return { world, script };
}

test("the files declare only, and no global function is declared twice", () => {
  /** @type {Map<string, string>} */
  const seen = new Map();
  for (const file of scriptFiles()) {
    const source = fs.readFileSync(path.join(SCRIPT_DIR, file), "utf8");
    for (const m of source.matchAll(/^(?:function|const|let|var|class)\s+([A-Za-z_$][\w$]*)/gm)) {
      assert.ok(!seen.has(m[1]), `${m[1]} is declared in ${seen.get(m[1])} and in ${file}`);
      seen.set(m[1], file);
    }
    // top-level statements other than declarations would run at every load, in file order
    for (const line of source.split("\n")) {
      if (/^[A-Za-z]/.test(line)) {
        assert.match(line, /^(function|const|class|async function)\b/, `${file}: top-level code: ${line}`);
      }
    }
  }
  const onDisk = fs.readdirSync(SCRIPT_DIR).filter((f) => f.endsWith(".js")).sort();
  assert.deepEqual([...scriptFiles()].sort(), onDisk, "tsconfig.json's files must list every script file");
});

test("the manifest asks for exactly the scopes of the services the script calls", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(SCRIPT_DIR, "appsscript.json"), "utf8"));
  const code = scriptFiles()
    .map((f) => fs.readFileSync(path.join(SCRIPT_DIR, f), "utf8"))
    .join("\n");
  const base = "https://www.googleapis.com/auth/";
  /** @type {Array<[RegExp, string]>} */
  const uses = [
    [/\bSpreadsheetApp\.getActive\(\)/, "spreadsheets.currentonly"],
    [/\bUrlFetchApp\.fetch\(/, "script.external_request"],
    [/\b(HtmlService|getUi\(\))/, "script.container.ui"],
    [/\bScriptApp\.newTrigger\(/, "script.scriptapp"],
  ];
  const wanted = uses.filter(([pattern]) => pattern.test(code)).map(([, scope]) => base + scope);
  assert.deepEqual([...manifest.oauthScopes].sort(), wanted.sort());
  assert.match(code, /@OnlyCurrentDoc/);
  for (const service of ["DriveApp", "GmailApp", "ScriptApp.getOAuthToken", "SpreadsheetApp.openById", "SpreadsheetApp.openByUrl"]) {
    assert.ok(!code.includes(service), `${service} would widen the scopes`);
  }
});

test("the script signs the service's vector byte for byte (tests/sheets_addon/service/signing_vector.json)", () => {
  const vector = JSON.parse(
    fs.readFileSync(path.join(SCRIPT_DIR, "..", "..", "tests", "sheets_addon", "service", "signing_vector.json"), "utf8"),
  );
  const world = makeWorld();
  const script = loadScript(world);
  const body = Array.from(Buffer.from(vector.body, "utf8"), (b) => (b > 127 ? b - 256 : b));
  const headers = script.tiebreakSignature_(vector.token, vector.method, vector.path, body, vector.time);
  assert.deepEqual(JSON.parse(JSON.stringify(headers)), vector.headers);
});

test("two identical requests in one second are both answered (the time carries milliseconds)", () => {
  const { world, script } = setUp();
  script.tiebreakEntrants();
  script.tiebreakEntrants();
  assert.deepEqual(world.fetches.map((f) => f.status), [200, 200]);
  assert.match(world.fetches[0].headers["X-Tiebreak-Time"], /^\d+\.\d{3}$/);
  assert.equal(world.fetches[0].headers["Accept-Language"], "en_US");
});

test("onOpen in AuthMode.NONE builds the menu in the user's language without reading a property", () => {
  const world = makeWorld();
  addTab(world, "Results", CROSSTABLE);
  world.userLocale = "cs_CZ";
  world.properties.TIEBREAK_LANG = "it";
  const script = loadScript(world);
  script.onOpen({ authMode: "NONE" });
  assert.equal(world.propertyReads, 0);
  assert.equal(world.menus.length, 1);
  const menu = world.menus[0];
  assert.equal(menu.title, "Tiebreak");
  const items = menu.items.filter((x) => x !== null);
  assert.deepEqual(items[0], ["Aktualizovat pomocná hodnocení", "tiebreakUpdate"]);
  for (const [, fn] of items) {
    assert.equal(typeof script[fn], "function", `menu item calls a missing function ${fn}`);
    assert.ok(!fn.endsWith("_"), `${fn} is private: a menu cannot call it`);
  }
});

test("onOpen otherwise takes the sheet's language and shows whether live updating is on", () => {
  const world = makeWorld();
  addTab(world, "Results", CROSSTABLE);
  world.properties.TIEBREAK_LANG = "it";
  world.properties.TIEBREAK_LIVE = JSON.stringify({ tab: "Results", seconds: 30 });
  const script = loadScript(world);
  script.onOpen({ authMode: "LIMITED" });
  const captions = world.menus[0].items.filter((x) => x !== null).map((x) => x[0]);
  assert.ok(captions.includes("Aggiorna gli spareggi tecnici"));
  assert.ok(captions.includes("Smetti di aggiornare mentre scrivo"));
});

test("every language has every word the script uses", () => {
  const world = makeWorld();
  const script = loadScript(world);
  const { TIEBREAK_MESSAGES, TIEBREAK_LANGS } = script.__tiebreak;
  const code = scriptFiles()
    .filter((f) => f !== "Messages.js")
    .map((f) => fs.readFileSync(path.join(SCRIPT_DIR, f), "utf8"))
    .join("\n");
  const html = fs.readdirSync(SCRIPT_DIR).filter((f) => f.endsWith(".html"))
    .map((f) => fs.readFileSync(path.join(SCRIPT_DIR, f), "utf8")).join("\n");
  const used = new Set([...(code + html).matchAll(/"(addon\.[a-z.-]+)"/g)].map((m) => m[1]));
  assert.ok(used.size > 30);
  for (const lang of TIEBREAK_LANGS) {
    for (const key of used) {
      assert.ok(TIEBREAK_MESSAGES[lang][key], `${lang} lacks ${key}`);
    }
  }
});

test("an update with no service set up says what to do, in the sheet's language", () => {
  const { world, script } = setUp({ connect: false, locale: "ro_RO" });
  assert.equal(script.tiebreakUpdate(), null);
  assert.equal(world.alerts.length, 1);
  assert.match(world.alerts[0].message, /Tiebreak > Setări/);
  assert.equal(world.fetches.length, 0);
});

test("Update tie-breaks writes the service's plan once, and a second update changes nothing", () => {
  const { world, script } = setUp();
  const summary = script.tiebreakUpdate();
  assert.deepEqual(world.alerts, []);
  assert.ok(summary, "a summary");
  const after = snapshot(world).Results;
  // Our columns to the right of the organiser's (H onwards), headers with our owner note.
  assert.ok(after.H2, "a column written at H2");
  assert.match(String(after.H2[1]), /tiebreak-sheets:/);
  assert.equal(world.lock.acquired, 1);
  assert.equal(world.lock.released, 1);
  assert.ok(world.flushes >= 1);
  for (const fetch of world.fetches) {
    assert.ok(!("Authorization" in fetch.headers));
    assert.match(fetch.headers["X-Tiebreak-Signature"], /^v1=/);
    assert.equal(fetch.url, service.url + "/v1/update");
  }
  const writes = world.writes.length;
  const again = script.tiebreakUpdate();
  assert.deepEqual(world.alerts, []);
  assert.ok(again);
  assert.equal(world.writes.length, writes, "nothing written the second time");
  assert.deepEqual(snapshot(world).Results, after);
  assert.equal(world.toasts.length, 2);
  assert.equal(world.properties.TIEBREAK_LANG, "en");
});

test("a cell typed while the service worked is named and nothing is written", () => {
  const { world, script } = setUp();
  const before = snapshot(world);
  world.beforeLock = () => {
    world.book.getSheetByName("Results")?.getRange("D6").setValues([["+B1"]]);
  };
  assert.equal(script.tiebreakUpdate(), null);
  assert.equal(world.alerts.length, 1);
  assert.match(world.alerts[0].message, /\bD6\b/);
  assert.equal(world.writes.length, 1, "only the test's own edit");
  const after = snapshot(world);
  after.Results.D6 = before.Results.D6;
  assert.deepEqual(after, before);
  assert.equal(world.lock.released, world.lock.acquired);
});

test("a value typed over one of our cells is refused by the service, naming the cell", () => {
  const { world, script } = setUp();
  script.tiebreakUpdate();
  const sheet = world.book.getSheetByName("Results");
  assert.ok(sheet);
  sheet.getRange("H3").setValues([["'my note"]]);
  const before = snapshot(world);
  const writes = world.writes.length;
  assert.equal(script.tiebreakUpdate(), null);
  assert.equal(world.alerts.length, 1);
  assert.match(world.alerts[0].message, /H3/);
  assert.equal(world.writes.length, writes);
  assert.deepEqual(snapshot(world), before);
});

test("another update holding the lock: nothing written, said in words", () => {
  const { world, script } = setUp();
  world.lock.refuse = true;
  assert.equal(script.tiebreakUpdate(), null);
  assert.match(world.alerts[0].message, /Another update/);
  assert.equal(world.writes.length, 0);
});

test("a token of another spreadsheet, or a wrong one, is refused with the service's words", () => {
  const { world, script } = setUp();
  world.properties.TIEBREAK_TOKEN = service.token("1SomeOtherSheetKey0123456789abcdefghijklm");
  assert.equal(script.tiebreakUpdate(), null);
  assert.equal(world.alerts.length, 1);
  assert.ok(world.alerts[0].message.length > 10);
  assert.doesNotMatch(world.alerts[0].message, /Traceback|Exception|undefined/);
  assert.equal(world.writes.length, 0);
  world.properties.TIEBREAK_TOKEN = "tb1.0123456789abcdef.not-the-secret";
  assert.equal(script.tiebreakUpdate(), null);
  assert.equal(world.alerts.length, 2);
  assert.equal(world.writes.length, 0);
});

test("a service that cannot be reached is named with its address", () => {
  const { world, script } = setUp();
  world.properties.TIEBREAK_URL = "http://127.0.0.1:9";
  assert.equal(script.tiebreakUpdate(), null);
  assert.match(world.alerts[0].message, /http:\/\/127\.0\.0\.1:9 could not be reached/);
});

test("Check results lists each problem with its cell, and a click selects the cell", () => {
  const rows = CROSSTABLE.map((r) => r.slice());
  rows[5][5] = "+B3"; // Deniz's last game disagrees with Carla's row
  const { world, script } = setUp({ rows: rows });
  const answer = script.tiebreakCheck();
  assert.equal(answer.ok, false);
  assert.ok(answer.problems.length >= 1);
  const cells = answer.problems.map((/** @type {any} */ p) => p.cell);
  assert.ok(cells.some((/** @type {string} */ c) => /^F6$|^F5$/.test(c)), "names the cell: " + JSON.stringify(answer.problems));
  assert.match(answer.count, /^Problems found: \d+/);
  assert.equal(script.tiebreakSelect("Results", cells[0]), true);
  assert.deepEqual(world.selected, { tab: "Results", a1: cells[0] });
});

test("the sidebars' calls: players to pick, explain, why, and the standings page", () => {
  const { world, script } = setUp();
  const entrants = script.tiebreakEntrants();
  assert.deepEqual(
    JSON.parse(JSON.stringify(entrants.entrants.map((/** @type {any} */ e) => e.name).sort())),
    ["Anna Novak", "Boris Petrov", "Carla Rossi", "Deniz Kaya"],
  );
  const explained = script.tiebreakExplain(1);
  assert.match(explained.text, /Anna Novak/);
  const why = script.tiebreakWhy(2, 3);
  assert.match(why.text, /Boris Petrov/);
  const page = script.tiebreakReport();
  assert.match(page.html, /^<!DOCTYPE html>/i);
  assert.match(page.html, /Anna Novak/);
  assert.match(page.filename, /\.html$/);
  assert.match(page.intro, /Results/);
  assert.equal(world.writes.length, 0, "none of these writes a cell");
});

test("a sidebar's failure reaches the page as words only", () => {
  const { script } = setUp({ connect: false });
  assert.throws(() => script.tiebreakEntrants(), (/** @type {any} */ err) => {
    assert.match(err.message, /^This spreadsheet is not connected/);
    return true;
  });
});

test("the menu opens each page from a file of the project", () => {
  const { world, script } = setUp();
  for (const open of ["tiebreakShowCheck", "tiebreakShowExplain", "tiebreakShowWhy", "tiebreakShowPublish", "tiebreakShowSettings"]) {
    script[open]();
  }
  assert.deepEqual(world.alerts, []);
  assert.deepEqual(world.pages.map((p) => [p.kind, p.file]), [
    ["sidebar", "Check"],
    ["sidebar", "Explain"],
    ["sidebar", "Why"],
    ["dialog", "Publish"],
    ["sidebar", "Settings"],
  ]);
  assert.equal(world.pages[0].title, "Check results");
  // each page served with the shared style and script in it, no scriptlet left over
  const styles = fs.readFileSync(path.join(SCRIPT_DIR, "Styles.html"), "utf8");
  const client = fs.readFileSync(path.join(SCRIPT_DIR, "Client.html"), "utf8");
  for (const page of world.pages) {
    assert.ok(page.html.includes(styles) && page.html.includes(client), page.file);
    assert.ok(!page.html.includes("<?"), page.file);
    assert.ok(page.html.indexOf(client) < page.html.lastIndexOf("<script>"), page.file);
  }
  assert.equal(script.include_("Client"), client);
});

test("keep updating while I type: a trigger, at most one update per interval, and off again", () => {
  const { world, script } = setUp();
  world.properties.TIEBREAK_INTERVAL = "60";
  script.tiebreakToggleLive();
  assert.deepEqual(world.alerts, []);
  assert.deepEqual(world.triggers.map((t) => [t.handler, t.kind]), [["tiebreakOnEdit", "onEdit"]]);
  assert.match(world.toasts[0].message, /at most once every 60 seconds/);
  assert.ok(world.menus[0].items.some((i) => i !== null && i[0] === "Stop updating while I type"));
  assert.match(script.tiebreakSettingsRead().liveText, /at most once every 60 seconds/);
  script.tiebreakOnEdit({});
  assert.ok(snapshot(world).Results.H2, "the first edit updates");
  assert.match(world.toasts[1].message, /next update at the earliest in 60 s/);
  const writes = world.writes.length;
  script.tiebreakOnEdit({});
  assert.equal(world.writes.length, writes, "no second update within the interval");
  const tick = world.triggers.filter((t) => t.handler === "tiebreakLiveTick");
  assert.equal(tick.length, 1);
  assert.ok(tick[0].after && tick[0].after > 50000 && tick[0].after <= 60000);
  script.tiebreakOnEdit({});
  assert.equal(world.triggers.filter((t) => t.handler === "tiebreakLiveTick").length, 1, "one pending tick");
  script.tiebreakToggleLive();
  assert.deepEqual(world.triggers, []);
  assert.equal(world.properties.TIEBREAK_LIVE, undefined);
});

test("settings: the token is never shown back, a bad interval is refused in words", () => {
  const { world, script } = setUp();
  const read = script.tiebreakSettingsRead();
  assert.equal(read.hasToken, true);
  assert.ok(!JSON.stringify(read).includes(world.properties.TIEBREAK_TOKEN));
  assert.throws(() => script.tiebreakSettingsSave({ url: service.url, interval: "2" }), /from 10 to 3600, not 2/);
  const token = world.properties.TIEBREAK_TOKEN;
  const saved = script.tiebreakSettingsSave({ url: service.url + "/", token: "", interval: "45" });
  assert.equal(saved.saved, "Saved.");
  assert.equal(world.properties.TIEBREAK_TOKEN, token, "an empty field keeps the token");
  assert.equal(world.properties.TIEBREAK_INTERVAL, "45");
});

test("settings: rule set, order and language go into the sheet's block as the service plans them", () => {
  const { world, script } = setUp();
  const block = script.tiebreakSettingsBlock();
  assert.deepEqual([block.rules, block.order, block.language], ["", "", ""]);
  assert.ok(block.choices.rules.includes("fide-2026") && block.choices.tiebreaks.includes("BH-C1"));
  assert.deepEqual(world.writes, [], "reading the block writes nothing");
  assert.equal(world.fetches[world.fetches.length - 1].url, service.url + "/v1/settings");

  const saved = script.tiebreakSettingsBlockSave({ rules: "fide-2024", order: "BH, SB", language: "cs" });
  assert.deepEqual([saved.rules, saved.order, saved.language], ["fide-2024", "BH, SB", "cs"]);
  assert.match(saved.saved, /blok nastavení zapsán/); // the block's new language answers
  assert.equal(world.lock.acquired, 1);
  assert.equal(world.lock.released, 1);
  const cells = snapshot(world).Results;
  // below the table (rows 1-6), one empty row between; the keys in the sheet's language then
  assert.deepEqual(
    ["A8", "A9", "B9", "A10", "B10", "A11", "B11"].map((a1) => (cells[a1] || [null])[0]),
    ["Tiebreak settings", "Rules", "fide-2024", "Order", "BH, SB", "Language", "cs"],
  );
  assert.equal(script.tiebreakSettingsBlock().rules, "fide-2024", "read back from the sheet");
  const summary = script.tiebreakUpdate();
  assert.match(String(summary), /fide-2024/);
  assert.equal(world.properties.TIEBREAK_LANG, "cs");

  // a value that is not one: refused in the sheet's language, naming the cell; nothing written
  const writes = world.writes.length;
  assert.throws(
    () => script.tiebreakSettingsBlockSave({ rules: "fide-1999", order: "BH, SB", language: "cs" }),
    /B9.*fide-1999/s,
  );
  assert.equal(world.writes.length, writes);
  assert.equal(snapshot(world).Results.B9[0], "fide-2024");
});
