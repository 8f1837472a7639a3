// No English left on the public pages in French and Spanish, JavaScript off (the server's HTML) and
// on (the hydrated page); the check is e2e/support/untranslated.ts.
import { expect, test } from "@playwright/test";
import { catalogueContent, englishLeft } from "./support/untranslated";

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
  test(`the public pages in ${lang} have no English left`, async ({ page }) => {
    test.setTimeout(120_000);
    // A licence's name is the same in every language (the About page's picture credits).
    const data = new Set([...(await catalogueContent(page.request)), "CC0 1.0"]);
    await page.goto("/");
    const left: Record<string, string[]> = {};
    for (const path of PUBLIC_ROUTES) left[path] = await englishLeft(page, path, lang, data);
    expect(left).toEqual(Object.fromEntries(PUBLIC_ROUTES.map((path) => [path, []])));
  });
}
