// Tap targets on a touch screen are at least 44×44 px (chips, footer links, Discover's controls),
// links inside running text excepted; with a mouse the desktop layout is as it was. Bot labels are
// shown whole, clear of the favourite star.
import { expect, test, type Page } from "@playwright/test";
import { createUser, open, signIn, subscribe } from "./support/chat-users";

const PAGES = [
  "/dashboard/discover",
  "/meet-bots",
  "/",
  "/pricing",
  "/dashboard/chat?bot=1",
  "/dashboard/profile",
];

/** Every visible control smaller than 44×44 px, named for the failure message. */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, summary, select, textarea, input:not([type=hidden]), label",
    );
    for (const el of controls) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      // Screen-reader-only controls and the contents of closed menus are not on the screen.
      if (el.closest(".sr-only, .sr-only-focusable, details:not([open]) > :not(summary)")) continue;
      // A label is a control of its own only for a checkbox (the no-JavaScript toggles).
      if (
        el instanceof HTMLLabelElement &&
        !(el.control instanceof HTMLInputElement && el.control.type === "checkbox")
      )
        continue;
      const style = getComputedStyle(el);
      // A link inside running text (WCAG 2.5.5's inline exception).
      if (style.display === "inline" && el.closest("p")) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 43.5 || box.height < 43.5) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30);
        small.push(
          `<${el.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });

async function member(page: Page) {
  const user = await createUser(page.request);
  await subscribe(page.request, user, "month");
  await signIn(page, user);
}

test.describe("on a phone with touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("every control is at least 44×44 px", async ({ page }) => {
    await member(page);
    for (const url of PAGES) {
      await open(page, url);
      expect(await smallTargets(page), url).toEqual([]);
    }
  });

  test("bot labels show whole, clear of the favourite star", async ({ page }) => {
    await member(page);
    await open(page, "/dashboard/discover");
    const cards = page.getByTestId("bot-card");
    await expect(cards.first()).toBeVisible();
    const labels = await cards.evaluateAll((all) =>
      all.map((card) => {
        const label = card.querySelector<HTMLElement>("[data-testid=bot-label]")!;
        const star = card.querySelector("button[aria-pressed]")!.getBoundingClientRect();
        const box = label.getBoundingClientRect();
        return {
          text: label.textContent,
          cut: label.scrollWidth > label.clientWidth || getComputedStyle(label).textOverflow === "ellipsis",
          underStar:
            box.left < star.right && star.left < box.right && box.top < star.bottom && star.top < box.bottom,
        };
      }),
    );
    expect(labels.length).toBeGreaterThan(4);
    expect(labels.filter((l) => l.cut || l.underStar)).toEqual([]);
    await expect(cards.first().getByTestId("bot-label")).toHaveText("Flirty Barista");
  });
});

test("with a mouse the desktop layout is as it was", async ({ page }) => {
  await member(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/dashboard/discover");
  expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(false);
  const chip = page.getByRole("navigation", { name: "Categories" }).getByRole("link").first();
  expect((await chip.boundingBox())!.height).toBeLessThan(44);
  await open(page, "/");
  const footerLink = page.locator("footer").getByRole("link", { name: "Pricing" });
  expect(await footerLink.evaluate((el) => getComputedStyle(el).display)).toBe("inline");
});
