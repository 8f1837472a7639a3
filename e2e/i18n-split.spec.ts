// Each page carries only the contract messages it can show: a member's or a visitor's page has the
// members' area of the catalogue (contract/locales/<lng>.json) and none of the console's
// (contract/locales/console), the console's pages have both, in the page's language. The weight of
// each page's HTML (gzip) is noted beside the weight it had when every page carried every area.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { createUser, signIn } from "./support/chat-users";

type Catalogue = Record<string, string>;
type Resources = Record<string, Record<string, unknown>>;

const MEMBER_NS = "messages";
const CONSOLE_NS = "messages-console";
const area = (file: string) =>
  JSON.parse(readFileSync(new URL(`../contract/locales/${file}`, import.meta.url), "utf8")) as Catalogue;

const DATA = /<script id="i18n-data" type="application\/json"[^>]*>([\s\S]*?)<\/script>/;

async function document(page: Page, path: string, lng: string) {
  const res = await page.request.get(`${path}?lng=${lng}`);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const block = DATA.exec(html);
  expect(block, `${path}: the page's catalogues`).not.toBeNull();
  const data = JSON.parse(block![1]!) as { lng: string; resources: Resources };
  expect(data.lng).toBe(lng);
  return { html, block: block![1]!, resources: data.resources };
}

const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The page's HTML as it was when the members' namespace held every area of the catalogue. */
function htmlWithEveryArea(html: string, block: string, resources: Resources, lng: string) {
  if (!resources[MEMBER_NS]) return html;
  const every = { ...resources, [MEMBER_NS]: { ...area(`${lng}.json`), ...area(`console/${lng}.json`) } };
  const json = JSON.stringify({ lng, resources: every }).replace(/</g, "\\u003c");
  return html.replace(block, () => json);
}

test("a member's and a visitor's pages carry none of the console's messages", async ({ page }) => {
  const member = await createUser(page.request, "Mina");
  await signIn(page, member);
  const figures: string[] = [];
  let withMessages = 0;
  for (const lng of ["en", "fr"]) {
    const consoleArea = area(`console/${lng}.json`);
    const memberArea = area(`${lng}.json`);
    for (const path of ["/", "/auth/login", "/dashboard/chat", "/dashboard/account-setting"]) {
      // The sign-in page is a visitor's: asked for without the member's session.
      const { html, block, resources } =
        path === "/auth/login"
          ? await (async () => {
              const cookies = await page.context().cookies();
              await page.context().clearCookies();
              const doc = await document(page, path, lng);
              await page.context().addCookies(cookies);
              return doc;
            })()
          : await document(page, path, lng);
      expect(resources[CONSOLE_NS], `${lng} ${path}`).toBeUndefined();
      const carried = Object.keys(resources[MEMBER_NS] ?? {});
      expect(
        carried.filter((key) => key in consoleArea),
        `${lng} ${path}`,
      ).toEqual([]);
      if (carried.length) {
        withMessages += 1;
        expect(carried.sort(), `${lng} ${path}`).toEqual(Object.keys(memberArea).sort());
      }
      const before = htmlWithEveryArea(html, block, resources, lng);
      const blockBefore = DATA.exec(before)![1]!;
      figures.push(
        `${lng} ${path}: HTML ${kb(gz(html))} (every area: ${kb(gz(before))}), ` +
          `catalogues ${kb(gz(block))} (every area: ${kb(gz(blockBefore))})`,
      );
    }
  }
  // The members' area does travel where messages show (the sign-in form's, at least).
  expect(withMessages).toBeGreaterThan(0);
  test.info().annotations.push({ type: "html gzip", description: figures.join("; ") });
  console.log(figures.join("\n"));
});

test("the console's pages carry the console's messages in the page's language", async ({ page }) => {
  await signInAsAdmin(page);
  for (const lng of ["fr", "en"]) {
    const { resources } = await document(page, "/admin/models", lng);
    expect(resources[CONSOLE_NS], lng).toEqual(area(`console/${lng}.json`));
    expect(Object.keys(resources[MEMBER_NS] ?? {}).sort(), lng).toEqual(
      Object.keys(area(`${lng}.json`)).sort(),
    );
  }
  const { resources } = await document(page, "/admin/models", "fr");
  expect(resources[CONSOLE_NS]?.["Choose a provider."]).toBe(area("console/fr.json")["Choose a provider."]);
  expect(resources[CONSOLE_NS]?.["Choose a provider."]).not.toBe("Choose a provider.");
});
