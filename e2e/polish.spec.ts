// What a member feels on a laptop and a phone: Settings after saving, the crisis banner beside the
// reply, and the phone's composer (its border, its placeholder, the keyboard, the home indicator).
import { expect, test, type Page } from "@playwright/test";
import { CRISIS_RESOURCES } from "../contract/safety";
import { send } from "./support/conversations";
import { createUser, open, signIn, subscribe } from "./support/chat-users";

const PHONE = { width: 390, height: 844 };

async function member(page: Page) {
  const user = await createUser(page.request);
  await subscribe(page.request, user, "month");
  await signIn(page, user);
  return user;
}

/** The box of an element, in the window's coordinates. */
const box = async (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .last()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });

test.describe("Settings after saving", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "the panels' keys matter only once React renders them",
  );

  test("each panel shows once after Basic Information is saved, and Security shows no stuck pending copy", async ({
    page,
  }) => {
    await member(page);
    await open(page, "/dashboard/account-setting");
    const main = page.locator("main");
    // The panels' own headings (the profile header above them names the member).
    const headings = main.locator("section > h2");
    const personal = ["Basic Information", "About you (for your bots)", "Preference"];
    await expect(headings).toHaveText(personal);

    await page.getByLabel("Bio").fill("Night-shift nurse who likes long walks.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Your profile has been updated successfully");
    await expect(headings).toHaveText(personal);

    await page.getByRole("textbox", { name: "About you (for your bots)" }).fill("I'm Ada, a nurse in Leeds.");
    await page.getByRole("button", { name: "Update About you" }).click();
    await expect(page.getByRole("textbox", { name: "About you (for your bots)" })).toHaveValue(
      "I'm Ada, a nurse in Leeds.",
    );
    await expect(page.getByRole("button", { name: "Update About you" })).toBeVisible();
    await expect(headings).toHaveText(personal);

    await page
      .getByRole("navigation", { name: "Settings sections" })
      .getByRole("link", { name: "Security" })
      .click();
    await expect(page).toHaveURL(/tab=security$/);
    await expect(main.getByRole("heading", { name: "Change Password" })).toHaveCount(1);
    await expect(main.getByText("Please wait...")).toHaveCount(0);
    await expect(main.getByRole("heading", { name: /About you|Basic Information|Preference/ })).toHaveCount(
      0,
    );
  });
});

test("the crisis banner pushes the conversation up and never covers the reply, at every width", async ({
  page,
}) => {
  await member(page);
  await open(page, "/dashboard/chat?bot=1");
  await send(page, "Luna Harper", "i dont want to be alive anymore");
  await expect(page.getByTestId("crisis-banner")).toContainText(CRISIS_RESOURCES);

  for (const viewport of [
    { width: 320, height: 700 },
    PHONE,
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await open(page, "/dashboard/chat?bot=1");
    const banner = page.getByTestId("crisis-banner");
    await expect(banner).toContainText(CRISIS_RESOURCES);
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toBeInViewport();
    const reply = await box(page, "bot-message");
    const notice = await box(page, "crisis-banner");
    // In the flow under the newest reply: the reply ends before the banner starts.
    expect(notice.top, `at ${viewport.width}px`).toBeGreaterThanOrEqual(reply.bottom);
    // The banner scrolls with the messages: it is inside the message list's scroller, not over it.
    expect(
      await page
        .getByTestId("crisis-banner")
        .evaluate((el) => el.closest("[data-testid=message-scroller]") !== null),
    ).toBe(true);
  }
});

test.describe("the phone's composer", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("fits the screen: border whole, placeholder on one line, clear of the home indicator", async ({
    page,
  }) => {
    await member(page);
    await open(page, "/dashboard/chat?bot=1");
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      "content",
      /interactive-widget=resizes-content/,
    );
    const composer = page
      .locator("form")
      .filter({ has: page.getByRole("textbox", { name: "Message Luna Harper" }) });
    const sizes = await composer.evaluate((form) => {
      const card = form.closest(".card")!.getBoundingClientRect();
      const textarea = form.querySelector("textarea")!;
      return {
        innerHeight,
        scrollHeight: document.scrollingElement!.scrollHeight,
        cardBottom: card.bottom,
        formBottom: form.getBoundingClientRect().bottom,
        textareaHeight: textarea.getBoundingClientRect().height,
        lineBox: (() => {
          const style = getComputedStyle(textarea);
          return ["lineHeight", "paddingTop", "paddingBottom", "borderTopWidth", "borderBottomWidth"]
            .map((side) => parseFloat(style[side as "lineHeight"]))
            .reduce((a, b) => a + b);
        })(),
        // The rules that give the composer its bottom padding name the safe area (Tailwind's rules
        // sit inside @layer blocks).
        safeArea: (() => {
          const rules = (list: CSSRuleList): CSSRule[] =>
            [...list].flatMap((rule) => [
              rule,
              ...("cssRules" in rule ? rules((rule as CSSGroupingRule).cssRules) : []),
            ]);
          return [...document.styleSheets]
            .flatMap((sheet) => rules(sheet.cssRules))
            .some(
              (rule) =>
                rule instanceof CSSStyleRule &&
                rule.style.paddingBottom.includes("safe-area-inset-bottom") &&
                form.matches(rule.selectorText),
            );
        })(),
      };
    });
    // The chat ends on the screen: the card's bottom border is inside it and the page does not scroll.
    expect(sizes.cardBottom).toBeLessThanOrEqual(sizes.innerHeight);
    expect(sizes.formBottom).toBeLessThanOrEqual(sizes.innerHeight);
    expect(sizes.scrollHeight).toBeLessThanOrEqual(sizes.innerHeight);
    // An empty box is one line high: the placeholder does not wrap.
    expect(sizes.textareaHeight).toBeLessThanOrEqual(sizes.lineBox + 1);
    expect(sizes.safeArea).toBe(true);
  });

  test("with the keyboard open the newest message and the composer both show", async ({ page }) => {
    await member(page);
    await open(page, "/dashboard/chat?bot=1");
    await send(page, "Luna Harper", "Tell me about your café");
    // What the page gets when the keyboard opens with interactive-widget=resizes-content.
    await page.setViewportSize({ width: 390, height: 500 });
    const textbox = page.getByRole("textbox", { name: "Message Luna Harper" });
    // Both in view as the page lays out, with no page scroll to bring either in (the page does not
    // scroll at all: the chat fits the shrunken window).
    await expect
      .poll(() => page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight))
      .toBeLessThanOrEqual(0);
    await expect(textbox).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Send" })).toBeInViewport({ ratio: 1 });
    // The newest reply's end is in view, above the composer.
    const reply = await box(page, "bot-message");
    const composer = await textbox.evaluate((el) => el.closest("form")!.getBoundingClientRect().top);
    expect(reply.bottom).toBeLessThanOrEqual(composer);
    await expect(page.getByTestId("bot-message").last()).toBeInViewport();
  });
});
