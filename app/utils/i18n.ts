import type { InitOptions } from "i18next";
import type { MessageArea } from "#contract/message-catalogues";
import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES } from "#contract/ui-languages";

// What the server's and the browser's i18next share (docs/decisions/017-i18next-catalogues-per-namespace.md).
// Catalogues live in app/locales/<language>/<namespace>.json, one namespace per area of the app.

/** Every page uses these: the root's own strings and the messages mechanism's catalogue. */
export const BASE_NAMESPACES = ["common"] as const;

/**
 * The contract's messages keyed by their English text (contract/message-lookup.ts), a namespace per
 * area (contract/message-catalogues.ts): every page may show the members' area, only the console's
 * pages (the routes under routes/admin) the console's.
 */
export const MESSAGE_NAMESPACES = {
  member: "messages",
  console: "messages-console",
} as const satisfies Record<MessageArea, string>;
/** The console's layout route: the pages under it carry the console's messages. */
export const CONSOLE_ROUTE_ID = "routes/admin";

/** The id of the inline JSON block that carries a page's catalogues to the browser. */
export const I18N_DATA_ID = "i18n-data";

/** What the server inlines: the page's language and the catalogues its components used. */
export type I18nData = { lng: string; resources: Record<string, Record<string, unknown>> };

export const i18nOptions = {
  fallbackLng: DEFAULT_UI_LANGUAGE,
  supportedLngs: [...UI_LANGUAGES],
  defaultNS: "common",
  ns: [...BASE_NAMESPACES],
  // React escapes what it renders; escaping here too would show "&amp;".
  interpolation: { escapeValue: false },
  // Our keys are nested objects ("composer.placeholder"), never sentences with dots or colons.
  nsSeparator: ":",
  keySeparator: ".",
} satisfies InitOptions;
