// The light theme (docs/architecture.md#themes): System follows the system's prefers-color-scheme
// in CSS alone; the System / Light / Dark switch in the footer, the account menu and the dashboard
// stores a `theme` cookie, with JavaScript (the page turns in place) and without it (the form posts
// and comes back), and the server's first HTML already carries the choice, so nothing flashes.
import { expect, test, type Page } from "@playwright/test";
import { createUser, signIn } from "./support/chat-users";

const PAGE_BACKGROUND = { dark: "rgb(11, 7, 22)", light: "rgb(253, 252, 255)" };

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

const themeAttribute = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute("data-theme"));

async function themeCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === "theme")?.value ?? null;
}

/** The <html> tag of a document. */
const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0] ?? "";

/** The document exactly as the server sends it, with this page's cookies: what paints first. */
async function firstHtml(page: Page, path: string) {
  const res = await page.request.get(path, { headers: { Accept: "text/html" } });
  expect(res.status()).toBe(200);
  return res.text();
}

/** Chooses a theme with one switch's button; with JavaScript the page must not be reloaded. */
async function choose(page: Page, scope: ReturnType<Page["locator"]>, label: string, js: boolean) {
  if (js) await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await scope.getByRole("group", { name: "Theme" }).getByRole("button", { name: label }).click();
  // After a post without JavaScript the account menu is closed again: its buttons are hidden, not gone.
  await expect(scope.getByRole("button", { name: label, includeHidden: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  if (js) {
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  }
}

test.describe("System", () => {
  test.describe("on a light system", () => {
    test.use({ colorScheme: "light" });
    test("the page is light, with no attribute and both theme colours", async ({ page }) => {
      const html = await firstHtml(page, "/");
      expect(htmlTag(html)).toMatch(/^<html lang="en"/);
      expect(htmlTag(html)).not.toContain("data-theme");
      expect(html).toContain(
        '<meta name="theme-color" content="#0b0716" media="(prefers-color-scheme: dark)"/>',
      );
      expect(html).toContain(
        '<meta name="theme-color" content="#fdfcff" media="(prefers-color-scheme: light)"/>',
      );
      await page.goto("/");
      expect(await themeAttribute(page)).toBeNull();
      expect(await background(page)).toBe(PAGE_BACKGROUND.light);
      await expect(page.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");
    });
  });

  test.describe("on a dark system", () => {
    test.use({ colorScheme: "dark" });
    test("the page is dark", async ({ page }) => {
      await page.goto("/pricing");
      expect(await themeAttribute(page)).toBeNull();
      expect(await background(page)).toBe(PAGE_BACKGROUND.dark);
    });
  });
});

test.describe("the switch in the footer", () => {
  test.use({ colorScheme: "dark" });

  test("Light overrides a dark system, is kept, and the first HTML carries it", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/about?from=test");
    const footer = page.getByRole("contentinfo");
    await choose(page, footer, "Light", javaScriptEnabled);
    // Back on the page it was chosen on (without JavaScript, through the form's redirect).
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/about?from=test");
    expect(await themeAttribute(page)).toBe("light");
    expect(await background(page)).toBe(PAGE_BACKGROUND.light);
    await expect.poll(() => themeCookie(page)).toBe("light");

    const html = await firstHtml(page, "/pricing");
    expect(htmlTag(html)).toContain('data-theme="light"');
    expect(html).toContain('<meta name="theme-color" content="#fdfcff"/>');
    expect(html).not.toContain("prefers-color-scheme: dark");

    // Another page, another visit: still light, from the server's HTML alone.
    await page.goto("/pricing");
    expect(await themeAttribute(page)).toBe("light");
    expect(await background(page)).toBe(PAGE_BACKGROUND.light);
  });

  test("System goes back to the system's setting and forgets the cookie", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await choose(page, footer, "Light", javaScriptEnabled);
    await expect.poll(() => themeCookie(page)).toBe("light");
    await choose(page, footer, "System", javaScriptEnabled);
    expect(await themeAttribute(page)).toBeNull();
    expect(await background(page)).toBe(PAGE_BACKGROUND.dark);
    await expect.poll(() => themeCookie(page)).toBeNull();
  });
});

test.describe("the switch for a member", () => {
  test.use({ colorScheme: "light" });

  test("Dark in the account menu and Light in the dashboard's sidebar", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const user = await createUser(request, "Theo");
    await signIn(page, user);
    await page.goto("/pricing");
    const menu = page.locator("header details").filter({ hasText: `Account menu for ${user.first_name}` });
    await menu.locator("summary").click();
    await choose(page, menu, "Dark", javaScriptEnabled);
    expect(await themeAttribute(page)).toBe("dark");
    expect(await background(page)).toBe(PAGE_BACKGROUND.dark);
    // With JavaScript the page turns dark at once and the choice is saved behind it: a navigation by
    // address before the save answers would cancel it.
    await expect.poll(() => themeCookie(page)).toBe("dark");

    await page.goto("/dashboard/discover");
    expect(await background(page)).toBe(PAGE_BACKGROUND.dark);
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
    await choose(page, sidebar, "Light", javaScriptEnabled);
    expect(new URL(page.url()).pathname).toBe("/dashboard/discover");
    expect(await background(page)).toBe(PAGE_BACKGROUND.light);
    await expect.poll(() => themeCookie(page)).toBe("light");
  });
});
