// What the browser build reads in place of react-i18next (vite.config.ts points the client's
// `react-i18next` here): the provider, useTranslation and Trans as the app uses them, over
// LiteI18n. The server build keeps react-i18next itself.
import {
  createContext,
  createElement,
  Fragment,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from "react";
import { interpolate, type LiteI18n, type LiteT } from "./instance";
import { renderMarkup } from "./markup";

const I18nContext = createContext<LiteI18n | undefined>(undefined);

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** react-i18next's plugin hook; LiteI18n needs no registration. */
export const initReactI18next = { type: "3rdParty", init() {} } as const;

export function useTranslation(ns?: string | readonly string[]) {
  // app/entry.client.tsx always provides it.
  const i18n = useContext(I18nContext)!;
  const namespaces = [ns ?? i18n.defaultNS].flat();
  const language = useSyncExternalStore(
    useCallback((listener) => i18n.subscribe(listener), [i18n]),
    () => i18n.language,
    () => i18n.language,
  );
  const missing = namespaces.filter((n) => !i18n.hasLoadedNamespace(n));
  // As react-i18next with useSuspense: the nearest transition keeps the current page meanwhile.
  if (missing.length) throw i18n.loadNamespaces(missing);
  const key = namespaces.join("|");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new t when the language changes
  const t = useMemo(() => i18n.getFixedT(namespaces), [i18n, key, language]);
  return { t, i18n };
}

export function Trans({
  t,
  i18nKey,
  values,
  components,
  count,
}: {
  t: LiteT;
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
  count?: number;
}) {
  const options = { ...values, ...(count === undefined ? {} : { count }) };
  const text = t(i18nKey, options);
  const again = (part: string) => interpolate(part, options);
  return createElement(Fragment, null, ...renderMarkup(text, components ?? {}, again));
}
