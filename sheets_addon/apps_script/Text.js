/**
 * The add-on's words in the sheet's language: TIEBREAK_MESSAGES (Messages.js, generated from
 * the Python catalogue) rendered like the catalogue's templates ("{name}" placeholders).
 */

/**
 * Returns the catalogue language of a locale or language code ("cs", "cs_CZ", "cs-CZ"), or
 * null when it is none of the six (as core.i18n.text.language_of).
 *
 * @param {string | null | undefined} locale
 * @returns {string | null}
 */
function tiebreakLanguageOf_(locale) {
  if (!locale) {
    return null;
  }
  const base = String(locale).trim().replace(/-/g, "_").split("_")[0].toLowerCase();
  return TIEBREAK_LANGS.indexOf(base) >= 0 ? base : null;
}

/**
 * Returns the message `key` in `lang` with its placeholders filled (English when `lang` lacks
 * it; the key itself when no language has it, so a missing word shows, never a blank).
 *
 * @param {string} lang
 * @param {string} key
 * @param {Object<string, string | number>} [params]
 * @returns {string}
 */
function tiebreakText_(lang, key, params) {
  const words = TIEBREAK_MESSAGES[lang] || TIEBREAK_MESSAGES[TIEBREAK_LANGS[0]];
  const template = words[key] || TIEBREAK_MESSAGES[TIEBREAK_LANGS[0]][key] || key;
  return template.replace(/\{([a-z_]+)\}/g, function (whole, name) {
    return params && Object.prototype.hasOwnProperty.call(params, name)
      ? String(params[name])
      : whole;
  });
}

/**
 * Returns the words `keys` in `lang`, for a sidebar (which has no catalogue of its own).
 *
 * @param {string} lang
 * @param {string[]} keys
 * @returns {Object<string, string>}
 */
function tiebreakWords_(lang, keys) {
  /** @type {Object<string, string>} */
  const out = {};
  keys.forEach(function (key) {
    out[key] = tiebreakText_(lang, key);
  });
  return out;
}

/**
 * The language of the user's own Google account (what AuthMode.NONE allows).
 *
 * @returns {string}
 */
function tiebreakUserLang_() {
  try {
    return tiebreakLanguageOf_(Session.getActiveUserLocale()) || TIEBREAK_LANGS[0];
  } catch (err) {
    return TIEBREAK_LANGS[0];
  }
}

/**
 * The sheet's language: the one the service last answered in (its Language setting, else its
 * locale), else the spreadsheet's locale, else the user's.
 *
 * @returns {string}
 */
function tiebreakDocumentLang_() {
  const kept = tiebreakLanguageOf_(
    PropertiesService.getDocumentProperties().getProperty(TIEBREAK_PROPS.lang),
  );
  if (kept) {
    return kept;
  }
  const locale = tiebreakLanguageOf_(SpreadsheetApp.getActive().getSpreadsheetLocale());
  return locale || tiebreakUserLang_();
}
