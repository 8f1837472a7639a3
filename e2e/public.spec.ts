import { expect, test } from "@playwright/test";

test("home shows the hero and popular bots with images", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Chatting" })).toHaveAttribute("href", "/dashboard");
  await expect(page.getByRole("link", { name: "View Bots" })).toHaveAttribute("href", "/meet-bots");
  const cards = page.getByTestId("bot-card");
  await expect(cards).toHaveCount(6);
  const img = cards.first().locator("img");
  await expect(img).toHaveAttribute("src", /\/api\/v1\/media\/bots\/.+\.svg/);
  expect(
    await img.evaluate(
      (el: HTMLImageElement) => (el.complete && el.naturalWidth > 0) || el.loading === "lazy",
    ),
  ).toBe(true);
  await expect(page.getByRole("link", { name: "View More" })).toHaveAttribute("href", "/meet-bots");
});

test("pages are styled from the stylesheet they carry, and stay styled on the next page", async ({
  page,
}) => {
  // The document carries the built stylesheet inline (docs/decisions/013-inline-stylesheet.md); with
  // JavaScript the next page is rendered in the browser and must keep it.
  const styled = async (name: string) => {
    const link = page.getByRole("link", { name }).first();
    await expect(link).toBeVisible();
    expect(await link.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe("0px");
    await expect(page.locator("style#app-stylesheet")).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"][href*="tailwind"]')).toHaveCount(0);
  };
  await page.goto("/");
  await styled("Start Chatting");
  await page.getByRole("link", { name: "View Bots" }).click();
  await expect(page).toHaveURL(/\/meet-bots$/);
  await styled("Chat Now");
});

test("footer has company links, social icons, pages and the year", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "About Us" })).toBeVisible();
  await expect(footer.getByRole("link", { name: /Infinite on Instagram/ })).toBeVisible();
  // The marks come from a sprite (public/social-icons.svg), not the page's JavaScript: each one
  // names a symbol the sprite has, and the browser draws it.
  const sprite = await (await page.request.get("/social-icons.svg")).text();
  const marks = footer.locator("svg use");
  const hrefs = await marks.evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs)
    expect(sprite).toContain(`<symbol id="${href.replace("/social-icons.svg#", "")}"`);
  await expect
    .poll(() => marks.first().evaluate((use) => (use as SVGUseElement).getBBox().width))
    .toBeGreaterThan(0);
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test("a content page shows title, date and content", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText(/Last updated/)).toBeVisible();
  await expect(page.locator("main h2").first()).toBeVisible();
});

test("unknown paths show the 404 page", async ({ page }) => {
  for (const url of ["/no-such-page", "/a/b/c"]) {
    const res = await page.goto(url);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(
      page.getByText("Oops! The page you are looking for does not exist or has been moved."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Go Back Home" }).click();
    await expect(page).toHaveURL("/");
  }
});

test("mobile menu opens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.locator("summary", { hasText: "Toggle menu" }).click();
  const mobile = page.getByRole("navigation", { name: "Mobile" });
  await expect(mobile.getByRole("link", { name: "Pricing" })).toBeVisible();
});
