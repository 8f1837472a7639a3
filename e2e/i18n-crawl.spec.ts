// No English left on the public pages in French and Spanish, JavaScript off (the server's HTML,
// fetched over plain HTTP) and on (the hydrated page); the helper is e2e/support/i18n-crawl.ts.
import { expect, test } from "@playwright/test";
import { withJs } from "./support/auth";
import { catalogueContent, untranslatedInBrowser, untranslatedOnServer } from "./support/i18n-crawl";

/** The public pages (the member, chat and admin areas have their own crawls). */
const PUBLIC_ROUTES = [
  "/",
  "/pricing",
  "/about",
  "/safety",
  "/get-in-touch",
  "/meet-bots",
  "/goodbye",
  "/no-such-page",
];

for (const lang of ["fr", "es"]) {
  test.describe(`public pages in ${lang}`, () => {
    for (const path of PUBLIC_ROUTES) {
      test(`${path} has no English left`, async ({ page, request }) => {
        // A licence's name is the same in every language (the About page's picture credits).
        const allow = [...(await catalogueContent(request)), "CC0 1.0"];
        const left = withJs()
          ? await untranslatedInBrowser(page, request, path, lang, { allow })
          : await untranslatedOnServer(request, path, lang, { allow });
        expect(left).toEqual([]);
      });
    }
  });
}
