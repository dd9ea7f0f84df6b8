/**
 * Settings: the service's address and this sheet's token (document properties, never a
 * cell) and the interval of "keep updating while I type". The rule set, the tie-break order
 * and the language stay in the sheet's own settings block, which the service reads as
 * `tiebreak-sheets` and the bot do; the page says where it is (the script plans no write,
 * and the service offers none for the block).
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
