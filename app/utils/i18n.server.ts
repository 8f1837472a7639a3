import { createInstance, type i18n as I18n, type Namespace, type TFunction } from "i18next";
import { initReactI18next, type ReportNamespaces } from "react-i18next";
import {
  DEFAULT_UI_LANGUAGE,
  isUiLanguage,
  langCookieValue,
  pageLanguageOf,
  type UiLanguage,
} from "#contract/ui-languages";
import { getUser } from "./auth.server";
import { MESSAGE_AREAS, type MessageArea } from "#contract/message-catalogues";
import { bySpecificity } from "#contract/message-lookup";
import { i18nOptions, MESSAGE_NAMESPACES } from "./i18n";

// The server holds every catalogue in memory (a few kilobytes each) and renders each request with a
// clone of one instance set to the request's language; loaders, actions, meta and toasts translate
// with getFixedT. The browser only ever receives what its page uses (app/utils/i18n-data.tsx).

const files = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", {
  eager: true,
  import: "default",
});

/**
 * { en: { common: {…}, site: {…}, messages: {…} }, fr: {…} } from app/locales/<language>/<namespace>.json,
 * and the contract's messages (contract/locales) as a namespace per area (MESSAGE_NAMESPACES).
 */
const catalogues: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, bundle] of Object.entries(files)) {
  const [, lng, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (lng && ns) (catalogues[lng] ??= {})[ns] = bundle;
}
for (const [area, byLanguage] of Object.entries(MESSAGE_AREAS)) {
  for (const [lng, bundle] of Object.entries(byLanguage))
    (catalogues[lng] ??= {})[MESSAGE_NAMESPACES[area as MessageArea]] = bySpecificity(bundle);
}

const server = createInstance();
void server.use(initReactI18next).init({
  ...i18nOptions,
  ns: Object.keys(catalogues[DEFAULT_UI_LANGUAGE] ?? {}),
  resources: catalogues,
  lng: DEFAULT_UI_LANGUAGE,
  // Everything is in memory: ready when init returns.
  initImmediate: false,
});

/**
 * The request's interface language: a `?lng=` link (the hreflang alternates), else the member's
 * preference (Settings → Preference, saved on the account), else the `lang` cookie (the switcher),
 * else the browser's Accept-Language, else English. The profile read is the one the root loader
 * makes anyway (one API call per request: api-memo.server.ts).
 */
export async function getLanguage(request: Request): Promise<UiLanguage> {
  const { user } = await getUser(request);
  const preferred = isUiLanguage(user?.ui_language) ? user.ui_language : null;
  return pageLanguageOf(request, preferred ?? langCookieValue(request.headers.get("Cookie")));
}

/** A translate function for loaders, actions, meta titles and toasts, in the request's language. */
export async function getFixedT<N extends Namespace>(
  request: Request | UiLanguage,
  ns: N,
): Promise<TFunction<N>> {
  const lng = typeof request === "string" ? request : await getLanguage(request);
  return server.getFixedT(lng, ns);
}

/** The instance a page renders with: its own language and its own record of namespaces used. */
export function createRenderI18n(lng: UiLanguage): I18n {
  const clone = server.cloneInstance({ lng, initImmediate: false });
  const used = new Set<string>();
  // react-i18next notes each namespace a component asks for here (app/utils/i18n-data.tsx reads it).
  const report: ReportNamespaces = {
    addUsedNamespaces: (namespaces) => [namespaces].flat().forEach((n) => used.add(n)),
    getUsedNamespaces: () => [...used],
  };
  Object.assign(clone, { reportNamespaces: report });
  return clone;
}
