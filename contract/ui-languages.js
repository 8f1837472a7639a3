// @ts-check
// The interface's languages and how a request picks one. Plain JavaScript so the Node server's page
// cache (server/page-cache.js), the web app and the API share one negotiation: a cached public
// page is keyed on the language this resolves, never on the raw Accept-Language header.

/** English first: the default, and the specification's text. */
export const UI_LANGUAGES = /** @type {const} */ (["en", "fr", "es", "de", "pt"]);
/** @typedef {(typeof UI_LANGUAGES)[number]} UiLanguage */

export const DEFAULT_UI_LANGUAGE = "en";

/** Each language named in itself, as the switcher lists it. */
export const UI_LANGUAGE_NAMES = /** @type {Record<UiLanguage, string>} */ ({
  en: "English",
  fr: "Français",
  es: "Español",
  de: "Deutsch",
  pt: "Português",
});

/** The cookie a visitor's switcher choice lives in. */
export const LANG_COOKIE = "lang";

/** @returns {value is UiLanguage} */
export function isUiLanguage(/** @type {unknown} */ value) {
  return typeof value === "string" && /** @type {readonly string[]} */ (UI_LANGUAGES).includes(value);
}

/**
 * The best of our languages for an Accept-Language header ("fr-CA,fr;q=0.9,en;q=0.8"), by quality
 * then order; a region falls back to its language. Null when none of ours is acceptable.
 * @param {string | null | undefined} header
 * @returns {UiLanguage | null}
 */
export function negotiateUiLanguage(header) {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        base: tag.trim().toLowerCase().split("-")[0] ?? "",
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((r) => r.q > 0 && Number.isFinite(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranked) if (isUiLanguage(base)) return base;
  return null;
}

/**
 * The value of the `lang` cookie when it names one of our languages.
 * @param {string | null | undefined} cookieHeader
 * @returns {UiLanguage | null}
 */
export function langCookieValue(cookieHeader) {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANG_COOKIE && isUiLanguage(value)) return value;
  }
  return null;
}

/**
 * The language a page is rendered in: a `?lng=` link (the hreflang alternates), else `chosen` (the
 * account's preference or the switcher's cookie, read by the web tier), else Accept-Language, else
 * English. Without cookies, what the shared page cache keys on.
 * @param {Request} request
 * @param {UiLanguage | null} [chosen]
 * @returns {UiLanguage}
 */
export function pageLanguageOf(request, chosen = null) {
  const param = new URL(request.url).searchParams.get("lng");
  if (isUiLanguage(param)) return param;
  return chosen ?? negotiateUiLanguage(request.headers.get("Accept-Language")) ?? DEFAULT_UI_LANGUAGE;
}

/** The reply language (contract/constants.ts LANGUAGES names) each interface language stands for. */
const REPLY_LANGUAGE_OF_UI = /** @type {Record<UiLanguage, string>} */ ({
  en: "English",
  fr: "French",
  es: "Spanish",
  de: "German",
  pt: "Portuguese",
});

/**
 * The language bots reply in when a member chose an interface language but no reply language;
 * null when they chose neither (replies then follow the language they write in).
 * @param {string | null | undefined} uiLanguage
 */
export function replyLanguageOfUi(uiLanguage) {
  return isUiLanguage(uiLanguage) ? REPLY_LANGUAGE_OF_UI[uiLanguage] : null;
}
