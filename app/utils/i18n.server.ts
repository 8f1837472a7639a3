import { createInstance, type i18n as I18n, type Namespace, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import {
  DEFAULT_UI_LANGUAGE,
  isUiLanguage,
  langCookieValue,
  negotiateUiLanguage,
  type UiLanguage,
} from "#contract/ui-languages";
import { i18nOptions } from "./i18n";

// The server holds every catalogue in memory (a few kilobytes each) and renders each request with a
// clone of one instance set to the request's language; loaders, actions, meta and toasts translate
// with getFixedT. The browser only ever receives what its page uses (app/utils/i18n-data.tsx).

const files = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", {
  eager: true,
  import: "default",
});

/** { en: { common: {…}, site: {…} }, fr: {…} } from app/locales/<language>/<namespace>.json. */
export const catalogues: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, bundle] of Object.entries(files)) {
  const [, lng, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (lng && ns) (catalogues[lng] ??= {})[ns] = bundle;
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
 * The request's interface language: a `?lng=` link (the hreflang alternates), else the visitor's
 * `lang` cookie (the switcher), else the browser's Accept-Language, else English.
 */
export async function getLanguage(request: Request): Promise<UiLanguage> {
  const param = new URL(request.url).searchParams.get("lng");
  if (isUiLanguage(param)) return param;
  return (
    langCookieValue(request.headers.get("Cookie")) ??
    negotiateUiLanguage(request.headers.get("Accept-Language")) ??
    DEFAULT_UI_LANGUAGE
  );
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
  clone.reportNamespaces = {
    addUsedNamespaces: (namespaces: readonly string[]) => namespaces.forEach((n) => used.add(n)),
    getUsedNamespaces: () => [...used],
  };
  return clone;
}
