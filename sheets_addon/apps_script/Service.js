/**
 * Calls to the tiebreak service: one signed POST per action, answered in JSON.
 *
 * The request is signed as the service's contract says (/work/coord/31.md, and
 * sheets_addon/service/openapi.json): an HMAC-SHA256, keyed by the SHA-256 of the sheet's
 * token, of "v1", the method, the path, the time and the SHA-256 of the exact body bytes sent.
 * The token itself never leaves the script, and no Google credential is ever sent.
 * UrlFetchApp has no timeout of its own: the service bounds its time per request and answers
 * in words; a failure to reach it is reported with the address tried.
 */

/** UrlFetchApp's largest payload (Apps Script quotas: 50 MB per call). */
const TIEBREAK_MAX_PAYLOAD = 50 * 1024 * 1024;

/**
 * A failure to show the organiser as it is: its message is already in the sheet's language.
 * `detail` carries the service's error object (its code, problems and cells) when there is one.
 */
class TiebreakProblem extends Error {
  /**
   * @param {string} message
   * @param {TiebreakServiceError} [detail]
   */
  constructor(message, detail) {
    super(message);
    this.name = "TiebreakProblem";
    /** @type {TiebreakServiceError | null} */
    this.detail = detail || null;
  }
}

/**
 * @typedef {Object} TiebreakServiceError
 * @property {string} [code]
 * @property {string} message
 * @property {string} [lang]
 * @property {Array<{tab?: string, cell?: string, range?: string, message?: string, text?: string}>} [problems]
 * @property {string[]} [cells]
 */

/**
 * Returns the headers that sign a request (the contract's "Signing").
 *
 * @param {string} token the sheet's token, `tb1.<id>.<secret>`
 * @param {string} method "POST"
 * @param {string} path the URL path the service receives, e.g. "/v1/update"
 * @param {GoogleAppsScript.Byte[]} body the exact bytes sent
 * @param {string} time seconds since 1970, with milliseconds ("1796660000.123"), so that
 *   two identical requests in one second are not taken for a replay of each other
 * @returns {Object<string, string>}
 */
function tiebreakSignature_(token, method, path, body, time) {
  const parts = token.split(".");
  const key = Utilities.computeDigest(
    Utilities.DigestAlgorithm.SHA_256,
    token,
    Utilities.Charset.UTF_8,
  );
  const bodyHash = Utilities.base64Encode(
    Utilities.computeDigest(Utilities.DigestAlgorithm.SHA_256, body),
  );
  const canonical = ["v1", method.toUpperCase(), path, time, bodyHash].join("\n");
  const mac = Utilities.computeHmacSha256Signature(Utilities.newBlob(canonical).getBytes(), key);
  return {
    "X-Tiebreak-Key": parts.length === 3 ? parts[1] : "",
    "X-Tiebreak-Time": time,
    "X-Tiebreak-Signature": "v1=" + Utilities.base64Encode(mac),
  };
}

/**
 * The service's address and this sheet's token, from the document's properties.
 *
 * @param {string} lang
 * @returns {{url: string, token: string}}
 */
function tiebreakService_(lang) {
  const props = PropertiesService.getDocumentProperties();
  const url = (props.getProperty(TIEBREAK_PROPS.url) || "").trim().replace(/\/+$/, "");
  const token = (props.getProperty(TIEBREAK_PROPS.token) || "").trim();
  if (!url) {
    throw new TiebreakProblem(tiebreakText_(lang, "addon.error.no-url"));
  }
  if (!/^https?:\/\/[^\s/]+/i.test(url)) {
    throw new TiebreakProblem(tiebreakText_(lang, "addon.error.bad-url", { url: url }));
  }
  if (!token) {
    throw new TiebreakProblem(tiebreakText_(lang, "addon.error.no-token"));
  }
  return { url: url, token: token };
}

/**
 * Posts `payload` to the service at `path` and returns its JSON answer; any failure is a
 * TiebreakProblem worded for the organiser (the service's own message when it gave one).
 * The answer's language is kept for the menu (onOpen cannot ask the service).
 *
 * @param {string} path e.g. "/v1/update"
 * @param {Object} payload
 * @returns {any}
 */
function tiebreakPost_(path, payload) {
  const lang = tiebreakDocumentLang_();
  const service = tiebreakService_(lang);
  const body = Utilities.newBlob(JSON.stringify(payload)).getBytes();
  if (body.length > TIEBREAK_MAX_PAYLOAD) {
    throw new TiebreakProblem(
      tiebreakText_(lang, "addon.error.too-large", {
        size: Math.ceil(body.length / 1048576),
        most: TIEBREAK_MAX_PAYLOAD / 1048576,
      }),
    );
  }
  const time = (new Date().getTime() / 1000).toFixed(3);
  const headers = tiebreakSignature_(service.token, "POST", path, body, time);
  // The language of a refusal made before the service reads the body (a stale signature).
  headers["Accept-Language"] = SpreadsheetApp.getActive().getSpreadsheetLocale();
  /** @type {GoogleAppsScript.URL_Fetch.HTTPResponse} */
  let response;
  try {
    response = UrlFetchApp.fetch(service.url + path, {
      method: "post",
      contentType: "application/json",
      payload: body,
      headers: headers,
      muteHttpExceptions: true,
      followRedirects: false,
    });
  } catch (err) {
    throw new TiebreakProblem(
      tiebreakText_(lang, "addon.error.unreachable", {
        url: service.url,
        reason: err instanceof Error ? err.message : String(err),
      }),
    );
  }
  const status = response.getResponseCode();
  /** @type {any} */
  let answer = null;
  try {
    answer = JSON.parse(response.getContentText("UTF-8"));
  } catch (err) {
    answer = null;
  }
  if (status >= 400) {
    const error = answer && answer.error;
    if (error && typeof error.message === "string" && error.message) {
      tiebreakKeepLang_(error.lang);
      throw new TiebreakProblem(error.message, error);
    }
    throw new TiebreakProblem(tiebreakText_(lang, "addon.error.status", { status: status }));
  }
  if (answer === null || typeof answer !== "object") {
    throw new TiebreakProblem(
      tiebreakText_(lang, "addon.error.not-json", { url: service.url, status: status }),
    );
  }
  tiebreakKeepLang_(answer.lang);
  return answer;
}

/**
 * Keeps the language the service answered in, for the next onOpen (only when it changed: a
 * property write is a quota'd call).
 *
 * @param {unknown} lang
 */
function tiebreakKeepLang_(lang) {
  const found = typeof lang === "string" ? tiebreakLanguageOf_(lang) : null;
  if (!found) {
    return;
  }
  const props = PropertiesService.getDocumentProperties();
  if (props.getProperty(TIEBREAK_PROPS.lang) !== found) {
    props.setProperty(TIEBREAK_PROPS.lang, found);
  }
}
