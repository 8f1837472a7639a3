// Accessibility budget: axe-core finds no WCAG 2.1 A/AA violations on every page of
// docs/requirements/site.md#routes, signed out and signed in, with JavaScript on and off, in the
// dark theme and in the light one (the system's preference: Playwright's colorScheme); the keyboard
// reaches things with a visible focus ring.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { createUser, signIn, subscribe, type ApiUser } from "./support/chat-users";

const SCHEMES = ["dark", "light"] as const;
type Scheme = (typeof SCHEMES)[number];

const SIGNED_OUT = [
  "/",
  "/pricing",
  "/about",
  "/get-in-touch",
  "/meet-bots",
  "/terms",
  "/auth/login",
  "/auth/sign-up",
  "/no-such-page",
];

const SIGNED_IN = [
  "/dashboard/discover",
  "/dashboard/favourites",
  "/dashboard/subscription",
  "/dashboard/profile",
  "/dashboard/account-setting",
  "/dashboard/chat?bot=1",
];

/**
 * axe runs as a script inside the page. With JavaScript off it cannot, so the "no-js" project checks
 * the same server-rendered page in a scripted context where the app's own scripts are blocked: the
 * DOM is exactly what a browser without JavaScript shows. Cookies (the session) come along.
 */
async function axePage(page: Page, browser: Browser, javaScriptEnabled: boolean, colorScheme: Scheme) {
  if (javaScriptEnabled) return page;
  const context = await browser.newContext({
    javaScriptEnabled: true,
    colorScheme,
    storageState: await page.context().storageState(),
  });
  await context.route(/\/assets\/.+\.js$/, (route) => route.abort());
  return context.newPage();
}

async function violationsOf(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1, 3).join(" ")}`)
        .join("\n")}`,
  );
}

async function expectNoViolations(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(path === "/no-such-page" ? 500 : 400);
  await page.waitForLoadState("networkidle");
  expect(await violationsOf(page), `axe on ${path}`).toEqual([]);
}

for (const scheme of SCHEMES) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    const open = (page: Page, browser: Browser, javaScriptEnabled: boolean) =>
      axePage(page, browser, javaScriptEnabled, scheme);

    test.describe("axe, signed out", () => {
      for (const path of SIGNED_OUT) {
        test(`no violations on ${path}`, async ({ page, browser, javaScriptEnabled }) => {
          await expectNoViolations(await open(page, browser, javaScriptEnabled), path);
        });
      }

      test("no violations with the contact form showing its messages", async ({
        page,
        browser,
        javaScriptEnabled,
      }) => {
        const p = await open(page, browser, javaScriptEnabled);
        await p.goto("/get-in-touch");
        await p.getByRole("button", { name: "Send Message" }).click();
        await expect(p.getByText("First name is required")).toBeVisible();
        expect(await violationsOf(p)).toEqual([]);
      });
    });

    test.describe("axe, signed in", () => {
      let user: ApiUser;
      test.beforeAll(async ({ request }) => {
        user = await createUser(request, "Axe");
        await subscribe(request, user, "month");
      });

      for (const path of SIGNED_IN) {
        test(`no violations on ${path}`, async ({ page, browser, javaScriptEnabled }) => {
          await signIn(page, user);
          const p = await open(page, browser, javaScriptEnabled);
          await expectNoViolations(p, path);
          // Really the signed-in page, not the login page it would redirect to.
          expect(new URL(p.url()).pathname).toBe(path.split("?")[0]);
        });
      }

      test("no violations on the operator's usage page, its charts and tables", async ({
        page,
        browser,
        javaScriptEnabled,
      }) => {
        await signInAsAdmin(page);
        await expectNoViolations(await open(page, browser, javaScriptEnabled), "/admin/usage");
      });
    });
  });
}

test.describe("keyboard", () => {
  test("the skip link comes first and every focused control shows a focus ring", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    for (let i = 0; i < 12; i++) {
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return {
          tag: el.tagName,
          text: el.textContent?.trim().slice(0, 30),
          visible: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        };
      });
      expect(ring.visible, `${ring.tag} "${ring.text}" has a focus ring`).toBe(true);
      await page.keyboard.press("Tab");
    }
  });
});
