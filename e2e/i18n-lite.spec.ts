// The browser reads catalogues with our small reader (app/utils/i18n-lite) while the server renders
// with i18next: the page hydrates without a mismatch, and a client navigation to a page whose
// namespaces the first document did not carry loads them in the page's language.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { withJs } from "./support/auth";
import { hydrated } from "./support/chat-users";

const french = (ns: string) =>
  JSON.parse(readFileSync(new URL(`../app/locales/fr/${ns}.json`, import.meta.url), "utf8")) as {
    nav: { main: string; home: string };
    hero: { title: string };
  };
const frSite = french("site");
const frHome = french("home");

/** What React and the page report as errors: a hydration mismatch is one of them. */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("a French page hydrates as rendered and a client navigation loads the next page's catalogues", async ({
  page,
  context,
  baseURL,
}) => {
  test.skip(!withJs(), "the reader runs in the browser");
  await context.addCookies([{ name: "lang", value: "fr", url: baseURL! }]);
  const errors = errorsOf(page);
  const catalogues: string[] = [];
  page.on("request", (request) => {
    if (/\/(home|pricing|catalogue-chunks)-[\w-]+\.js$/.test(request.url())) catalogues.push(request.url());
  });

  await page.goto("/about");
  await hydrated(page);
  expect(catalogues).toEqual([]);
  await page
    .getByRole("navigation", { name: frSite.nav.main })
    .getByRole("link", { name: frSite.nav.home })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(frHome.hero.title);
  expect(catalogues.some((url) => /\/home-[\w-]+\.js$/.test(url))).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  await page.goto("/");
  await hydrated(page);
  expect(errors).toEqual([]);
});
