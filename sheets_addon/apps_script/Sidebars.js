/**
 * The sidebars and dialogs (Check.html, Explain.html, Why.html, Publish.html, Settings.html)
 * and the server functions they call through google.script.run.
 *
 * Each page is static HTML; it asks for its words first (tiebreakSidebar, no fetch), then for
 * its data. Only plain objects cross google.script.run, worded already; the token and the
 * service's address never reach a page. A failure reaches the page's failure handler as an
 * Error whose message is the words to show.
 */

/** The words each page shows, by page. */
const TIEBREAK_PAGES = {
  Check: {
    title: "addon.menu.check",
    keys: ["addon.menu.check", "addon.ui.working", "addon.ui.again", "addon.check.none"],
  },
  Explain: {
    title: "addon.menu.explain",
    keys: ["addon.ui.working", "addon.explain.player", "addon.explain.button"],
  },
  Why: {
    title: "addon.menu.why",
    keys: ["addon.ui.working", "addon.why.a", "addon.why.b", "addon.why.button", "addon.why.same"],
  },
  Publish: {
    title: "addon.menu.publish",
    keys: ["addon.ui.working", "addon.publish.download", "addon.ui.close"],
  },
  Settings: {
    title: "addon.menu.settings",
    keys: [
      "addon.ui.working",
      "addon.settings.block",
      "addon.settings.service",
      "addon.settings.url",
      "addon.settings.token",
      "addon.settings.token-kept",
      "addon.settings.interval",
      "addon.settings.save",
      "addon.settings.saved",
      "addon.settings.block-head",
      "addon.settings.block-here",
      "addon.settings.rules",
      "addon.settings.order",
      "addon.settings.language",
      "addon.settings.unset",
      "addon.settings.block-save",
    ],
  },
};

/**
 * A shared part of the pages (Styles, Client), for their `<?!= include_('Styles') ?>` scriptlets
 * (the trailing underscore keeps it private: google.script.run cannot call it from a page):
 * Apps Script's own pattern for one file of style and script used by every page.
 *
 * @param {string} name the .html file, without its extension
 * @returns {string}
 */
function include_(name) {
  return HtmlService.createHtmlOutputFromFile(name).getContent();
}

/**
 * Opens a page as a sidebar, or as a dialog of `width` x `height`.
 *
 * @param {keyof typeof TIEBREAK_PAGES} page
 * @param {{width: number, height: number}} [dialog]
 */
function tiebreakOpen_(page, dialog) {
  tiebreakRun_(function () {
    const title = tiebreakText_(tiebreakDocumentLang_(), TIEBREAK_PAGES[page].title);
    const html = HtmlService.createTemplateFromFile(page).evaluate().setTitle(title);
    if (dialog) {
      SpreadsheetApp.getUi().showModalDialog(html.setWidth(dialog.width).setHeight(dialog.height), title);
    } else {
      SpreadsheetApp.getUi().showSidebar(html);
    }
    return null;
  });
}

/** Menu: Check results. */
function tiebreakShowCheck() {
  tiebreakOpen_("Check");
}

/** Menu: Explain a player… */
function tiebreakShowExplain() {
  tiebreakOpen_("Explain");
}

/** Menu: Why is A above B? */
function tiebreakShowWhy() {
  tiebreakOpen_("Why");
}

/** Menu: Publish the standings page (a dialog offering the page for download). */
function tiebreakShowPublish() {
  tiebreakOpen_("Publish", { width: 460, height: 220 });
}

/** Menu: Settings. */
function tiebreakShowSettings() {
  tiebreakOpen_("Settings");
}

/**
 * Runs a page's server call: a failure becomes an Error carrying only the words to show.
 *
 * @template T
 * @param {function(): T} action
 * @returns {T}
 */
function tiebreakServe_(action) {
  try {
    return action();
  } catch (err) {
    throw new Error(tiebreakFailureText_(err));
  }
}

/**
 * google.script.run: a page's words, in the sheet's language.
 *
 * @param {string} page
 * @returns {{lang: string, words: Object<string, string>}}
 */
function tiebreakSidebar(page) {
  return tiebreakServe_(function () {
    const lang = tiebreakDocumentLang_();
    const spec = TIEBREAK_PAGES[/** @type {keyof typeof TIEBREAK_PAGES} */ (page)];
    if (!spec) {
      throw new Error("no page " + page);
    }
    return { lang: lang, words: tiebreakWords_(lang, spec.keys) };
  });
}

/**
 * google.script.run: every problem of the active tab, each naming its cell.
 *
 * @returns {{lang: string, ok: boolean, summary: string, tab: string,
 *   problems: Array<{tab: string, cell: string, message: string}>, warnings: string[],
 *   count: string}}
 */
function tiebreakCheck() {
  return tiebreakServe_(function () {
    const tab = SpreadsheetApp.getActive().getActiveSheet().getName();
    const answer = tiebreakPost_("/v1/check", tiebreakSheetRequest_());
    const lang = tiebreakLanguageOf_(answer.lang) || tiebreakDocumentLang_();
    /** @type {Array<{tab: string, cell: string, message: string}>} */
    const problems = (answer.problems || []).map(function (/** @type {any} */ p) {
      return {
        tab: String(p.tab || tab),
        cell: String(p.cell || ""),
        message: String(p.text || p.message || ""),
      };
    });
    return {
      lang: lang,
      ok: Boolean(answer.ok),
      summary: String(answer.summary || ""),
      tab: tab,
      problems: problems,
      warnings: (answer.warnings || []).map(String),
      count: tiebreakText_(lang, "addon.check.count", { count: problems.length }),
    };
  });
}

/**
 * google.script.run: select a cell named by a problem (the tab shown, the cell active).
 *
 * @param {string} tab
 * @param {string} cell an A1 address ("C7")
 * @returns {boolean}
 */
function tiebreakSelect(tab, cell) {
  return tiebreakServe_(function () {
    const sheet = SpreadsheetApp.getActive().getSheetByName(String(tab));
    if (!sheet) {
      throw new TiebreakProblem(
        tiebreakText_(tiebreakDocumentLang_(), "addon.update.no-tab", { tab: String(tab) }),
      );
    }
    sheet.activate();
    sheet.getRange(String(cell)).activate();
    return true;
  });
}

/**
 * google.script.run: the tab's players (or teams) to pick from.
 *
 * @returns {{lang: string, entrants: Array<{no: number, name: string, rank: number | null}>}}
 */
function tiebreakEntrants() {
  return tiebreakServe_(function () {
    const answer = tiebreakPost_("/v1/entrants", tiebreakSheetRequest_());
    return {
      lang: String(answer.lang || tiebreakDocumentLang_()),
      entrants: (answer.entrants || []).map(function (/** @type {any} */ e) {
        return {
          no: Number(e.no),
          name: String(e.name),
          rank: e.rank === null || e.rank === undefined ? null : Number(e.rank),
        };
      }),
    };
  });
}

/**
 * google.script.run: a player's tie-breaks explained, as `tiebreak explain` prints them.
 *
 * @param {number | string} player the starting number (or name)
 * @returns {{text: string, warnings: string[]}}
 */
function tiebreakExplain(player) {
  return tiebreakServe_(function () {
    const answer = tiebreakPost_("/v1/explain", tiebreakSheetRequest_({ player: String(player) }));
    return { text: String(answer.text || ""), warnings: (answer.warnings || []).map(String) };
  });
}

/**
 * google.script.run: why one player is ranked above another, as `tiebreak why` says it.
 *
 * @param {number | string} a
 * @param {number | string} b
 * @returns {{text: string, warnings: string[]}}
 */
function tiebreakWhy(a, b) {
  return tiebreakServe_(function () {
    const answer = tiebreakPost_("/v1/why", tiebreakSheetRequest_({ a: String(a), b: String(b) }));
    return { text: String(answer.text || ""), warnings: (answer.warnings || []).map(String) };
  });
}

/**
 * google.script.run: the standings page of the active tab, to download from the dialog.
 *
 * @returns {{intro: string, filename: string, html: string}}
 */
function tiebreakReport() {
  return tiebreakServe_(function () {
    const tab = SpreadsheetApp.getActive().getActiveSheet().getName();
    const answer = tiebreakPost_("/v1/report", tiebreakSheetRequest_());
    const lang = tiebreakLanguageOf_(answer.lang) || tiebreakDocumentLang_();
    return {
      intro: tiebreakText_(lang, "addon.publish.intro", { tab: tab }),
      filename: String(answer.filename || "standings.html"),
      html: String(answer.html || ""),
    };
  });
}
