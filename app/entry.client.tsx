import { RemixBrowser } from "@remix-run/react";
import { createInstance, type BackendModule } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { I18N_DATA_ID, i18nOptions, MESSAGES_NS, type I18nData } from "./utils/i18n";

// The page's catalogues came inline with the document (app/utils/i18n-data.tsx): i18next starts
// with them, in the page's language, before hydration. A namespace a later page needs is its own
// small chunk, loaded when a component first asks for it; the navigation (a React transition)
// keeps the current page on screen meanwhile, as it does while the next route's code loads.
const lazyCatalogues = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json");
const lazyMessages = import.meta.glob<{ default: Record<string, unknown> }>("../contract/locales/*.json");

const catalogueChunks: BackendModule = {
  type: "backend",
  init() {},
  read(lng, ns, callback) {
    const load =
      ns === MESSAGES_NS
        ? lazyMessages[`../contract/locales/${lng}.json`]
        : lazyCatalogues[`./locales/${lng}/${ns}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

function readInlineData(): I18nData {
  try {
    return JSON.parse(document.getElementById(I18N_DATA_ID)?.textContent ?? "") as I18nData;
  } catch {
    return { lng: document.documentElement.lang || i18nOptions.fallbackLng, resources: {} };
  }
}

const { lng, resources } = readInlineData();
const i18n = createInstance();
void i18n
  .use(initReactI18next)
  .use(catalogueChunks)
  .init({
    ...i18nOptions,
    lng,
    ns: Object.keys(resources),
    resources: { [lng]: resources },
    // Inline catalogues for this page, the backend for the rest; never another language's
    // (every key exists in every language: tests/unit/i18n-catalogues.test.ts).
    partialBundledLanguages: true,
    fallbackLng: false,
    load: "currentOnly",
    initImmediate: false,
  });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RemixBrowser />
      </I18nextProvider>
    </StrictMode>,
  );
});
