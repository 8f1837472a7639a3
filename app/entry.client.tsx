import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18N_DATA_ID, i18nOptions, type I18nData } from "./utils/i18n";
import { LiteI18n, type CatalogueLoader } from "./utils/i18n-lite/instance";
import { I18nextProvider } from "./utils/i18n-lite/react";

// The page's catalogues came inline with the document (app/utils/i18n-data.tsx): the browser's
// reader (app/utils/i18n-lite, in place of i18next and react-i18next: decision 017) starts with
// them, in the page's language, before hydration. A namespace a later page needs is its own small
// chunk (app/utils/catalogue-chunks.ts), loaded when a component first asks for it; the navigation
// (a React transition) keeps the current page on screen meanwhile, as it does while the next
// route's code loads. Only the page's language, never another's (every key exists in every
// language: tests/unit/i18n-catalogues.test.ts).
const loadCatalogue: CatalogueLoader = (lng, ns) =>
  import("./utils/catalogue-chunks").then((chunks) => chunks.loadCatalogue(lng, ns));

function readInlineData(): I18nData {
  try {
    return JSON.parse(document.getElementById(I18N_DATA_ID)?.textContent ?? "") as I18nData;
  } catch {
    return { lng: document.documentElement.lang || i18nOptions.fallbackLng, resources: {} };
  }
}

const { lng, resources } = readInlineData();
const i18n = new LiteI18n({ lng, resources, defaultNS: i18nOptions.defaultNS, load: loadCatalogue });

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
