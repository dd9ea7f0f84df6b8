/**
 * Settings: the service's address and this sheet's token (document properties, never a
 * cell), the interval of "keep updating while I type", and the rule set, tie-break order and
 * language of the sheet's own settings block (the `Tiebreak settings` cells of the active
 * tab, which the service reads as `tiebreak-sheets` and the bot do). The script plans no
 * write there either: the service answers the block's cells (`POST /v1/settings`) and they
 * are applied as an update's plan, re-read and refused under the document lock.
 */

/**
 * google.script.run: what the Settings page shows. The token is never sent to the page: only
 * whether one is saved.
 *
 * @returns {{url: string, hasToken: boolean, interval: number, least: number, most: number,
 *   live: boolean, liveText: string}}
 */
function tiebreakSettingsRead() {
  return tiebreakServe_(function () {
    const props = PropertiesService.getDocumentProperties();
    const live = tiebreakLiveSettings_();
    return {
      url: props.getProperty(TIEBREAK_PROPS.url) || "",
      hasToken: Boolean(props.getProperty(TIEBREAK_PROPS.token)),
      interval: tiebreakInterval_(),
      least: TIEBREAK_INTERVAL.least,
      most: TIEBREAK_INTERVAL.most,
      live: live !== null,
      liveText:
        live === null
          ? ""
          : tiebreakText_(tiebreakDocumentLang_(), "addon.live.on", { seconds: live.seconds }),
    };
  });
}

/**
 * google.script.run: saves the page's fields. An empty token field keeps the saved token.
 *
 * @param {{url?: string, token?: string, interval?: string | number}} form
 * @returns {{saved: string}}
 */
function tiebreakSettingsSave(form) {
  return tiebreakServe_(function () {
    const lang = tiebreakDocumentLang_();
    const props = PropertiesService.getDocumentProperties();
    const interval = String(form.interval === undefined ? "" : form.interval).trim();
    if (interval) {
      const n = Number(interval);
      if (!Number.isInteger(n) || n < TIEBREAK_INTERVAL.least || n > TIEBREAK_INTERVAL.most) {
        throw new TiebreakProblem(
          tiebreakText_(lang, "addon.settings.bad-interval", {
            least: TIEBREAK_INTERVAL.least,
            most: TIEBREAK_INTERVAL.most,
            value: interval,
          }),
        );
      }
    }
    const url = String(form.url || "").trim();
    if (url && !/^https?:\/\/[^\s/]+/i.test(url)) {
      throw new TiebreakProblem(tiebreakText_(lang, "addon.error.bad-url", { url: url }));
    }
    /** @type {Object<string, string>} */
    const values = {};
    values[TIEBREAK_PROPS.url] = url;
    if (interval) {
      values[TIEBREAK_PROPS.interval] = interval;
    }
    const token = String(form.token || "").trim();
    if (token) {
      values[TIEBREAK_PROPS.token] = token;
    }
    props.setProperties(values);
    const live = tiebreakLiveSettings_();
    if (live !== null && interval) {
      live.seconds = Number(interval);
      props.setProperty(TIEBREAK_PROPS.live, JSON.stringify(live));
    }
    return { saved: tiebreakText_(tiebreakDocumentLang_(), "addon.settings.saved") };
  });
}

/**
 * @typedef {Object} TiebreakBlock
 * @property {string} rules the block's rule set as typed ("" when absent)
 * @property {string} order
 * @property {string} language
 * @property {{rules: string[], tiebreaks: string[], languages: string[]}} choices
 */

/**
 * The page's view of a `/v1/settings` answer.
 *
 * @param {any} answer
 * @returns {TiebreakBlock}
 */
function tiebreakBlockOf_(answer) {
  const found = answer.settings || {};
  const choices = answer.choices || {};
  /** @param {any} list @returns {string[]} */
  const strings = function (list) {
    return (list || []).map(String);
  };
  return {
    rules: found.rules ? String(found.rules) : "",
    order: found.order ? String(found.order) : "",
    language: found.language ? String(found.language) : "",
    choices: {
      rules: strings(choices.rules),
      tiebreaks: strings(choices.tiebreaks),
      languages: strings(choices.languages),
    },
  };
}

/**
 * google.script.run: the rule set, order and language of the active tab's settings block, as
 * the service reads them, with the choices to offer. Nothing is written.
 *
 * @returns {TiebreakBlock}
 */
function tiebreakSettingsBlock() {
  return tiebreakServe_(function () {
    return tiebreakBlockOf_(tiebreakPost_("/v1/settings", tiebreakSheetRequest_()));
  });
}

/**
 * google.script.run: writes the page's rule set, order and language into the active tab's
 * settings block ("" removes a key). The service plans the cells and checks the values (a
 * value that is not one comes back in words, naming its cell); they are applied as an
 * update's plan (tiebreakApply_: re-read, refused if the tab changed, under the lock).
 *
 * @param {{rules?: string, order?: string, language?: string}} form
 * @returns {TiebreakBlock & {saved: string}}
 */
function tiebreakSettingsBlockSave(form) {
  return tiebreakServe_(function () {
    const settings = {
      rules: String(form.rules || "").trim(),
      order: String(form.order || "").trim(),
      language: String(form.language || "").trim(),
    };
    /** @type {TiebreakPlan} */
    const plan = tiebreakPost_("/v1/settings", tiebreakSheetRequest_({ settings: settings }));
    tiebreakApply_(SpreadsheetApp.getActive(), plan);
    const block = tiebreakBlockOf_(plan);
    return {
      rules: block.rules,
      order: block.order,
      language: block.language,
      choices: block.choices,
      saved: String(plan.summary || ""),
    };
  });
}
