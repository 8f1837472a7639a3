// Buying plans in a real browser, JavaScript on ("js") and off ("no-js"): the monthly plan with the
// test card, a single-pass for a chosen bot, a declined card, and the public pricing page.
import { expect, test, type Page } from "@playwright/test";
import { logIn, signUp } from "./support/auth";
import { createUser } from "./support/chat-users";
import { holdRequests } from "./support/hold";

const DECLINED = "4000 0000 0000 0002";
const SUCCESS = "4242 4242 4242 4242";
/** The page itself, not a login URL that merely ends with ?redirectTo=/dashboard/subscription. */
const SUBSCRIPTION_URL = /^https?:\/\/[^/]+\/dashboard\/subscription$/;

const withJs = () => test.info().project.name === "js";

/**
 * Clicks a plan's Get Started and returns the page the checkout is on: with JavaScript a new window
 * (the status behind it refreshes when the user comes back), without it the same page.
 */
async function startCheckout(page: Page, click: () => Promise<void>, js: boolean) {
  if (!js) {
    await click();
    return page;
  }
  const popup = page.waitForEvent("popup");
  await click();
  return popup;
}

async function pay(checkout: Page, amount: string) {
  await expect(checkout).toHaveURL(/\/checkout\/cs_/);
  await expect(checkout.getByText("Test mode", { exact: true })).toBeVisible();
  await expect(checkout.getByTestId("checkout-amount")).toHaveText(amount);
  await checkout.getByLabel("Card number").fill(SUCCESS);
  await checkout.getByRole("button", { name: `Pay ${amount}` }).click();
  // The checkout page itself says it is done (the window can be closed), not a second copy of the app.
  await expect(checkout).toHaveURL(/\/checkout\/cs_[^/?]+$/);
  await expect(checkout.getByTestId("checkout-paid")).toContainText("Payment received");
}

/** Back on the plan list: with JavaScript the original window (told by the checkout at once). */
async function backToPlans(page: Page, checkout: Page) {
  if (checkout !== page) {
    await checkout.close();
    await page.bringToFront();
  } else {
    await page.getByRole("link", { name: "Go to your subscription" }).click();
    await expect(page).toHaveURL(SUBSCRIPTION_URL);
  }
  return page;
}

const planCard = (page: Page, name: string) =>
  page.getByTestId("plan-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("a new user buys the monthly plan with the test card and sees it activated", async ({ page }) => {
  await signUp(page);
  const js = withJs();
  await page.goto("/dashboard/subscription");
  await expect(page.getByTestId("plan-card")).toHaveCount(4);
  const monthly = planCard(page, "Monthly Unlimited");
  await expect(monthly).toContainText("$19.99");
  await expect(monthly).toContainText("/ month");
  await expect(monthly).toContainText("Most popular");
  await expect(monthly.locator("li").first()).toBeVisible();

  if (js) {
    // While the page loads again (here: the sidebar link to itself) it shows two skeleton cards.
    const held = holdRequests(page, /\/dashboard\/subscription\.data/);
    await page.getByRole("link", { name: "Subscriptions" }).first().click();
    await expect(page.getByTestId("plan-skeleton")).toHaveCount(2);
    held.release();
    await expect(page.getByTestId("plan-card")).toHaveCount(4);
  }

  const checkout = await startCheckout(
    page,
    () => monthly.getByRole("button", { name: "Get Started with Monthly Unlimited" }).click(),
    js,
  );
  await expect(checkout.getByTestId("checkout-plan")).toHaveText("Monthly Unlimited");
  await expect(checkout.getByTestId("checkout-bot")).toHaveCount(0);
  await pay(checkout, "$19.99");

  const plans = await backToPlans(page, checkout);
  const activated = planCard(plans, "Monthly Unlimited").getByRole("button", { name: "Activated" });
  await expect(activated).toBeVisible();
  await expect(activated).toBeDisabled();
  await expect(
    planCard(plans, "Yearly Unlimited").getByRole("button", { name: /Get Started/ }),
  ).toBeEnabled();
  await expect(plans.getByTestId("current-plan")).toContainText("Monthly Unlimited");

  // The bell lists the new notice; "Mark read all" clears the dot.
  const bell = plans.getByTestId("notification-bell");
  await expect(bell.getByTestId("notification-dot")).toBeVisible();
  await bell.locator("summary").click();
  const notices = bell.getByRole("region", { name: "Notifications" });
  await expect(notices.getByText("Subscription activated")).toBeVisible();
  await expect(notices.getByText(/Your Monthly Unlimited is active until/)).toBeVisible();
  await bell.getByRole("button", { name: "Mark read all" }).click();
  await expect(bell.getByTestId("notification-dot")).toHaveCount(0);

  // The profile card (accounts-web) shows the member badge and the countdown.
  await plans.goto("/dashboard/profile");
  await expect(plans.getByTestId("member-badge")).toContainText("Monthly");
  await expect(plans.getByTestId("countdown-days")).toBeVisible();
});

test("a single-pass is bought for the bot the user picks", async ({ page, request }) => {
  const user = await createUser(request, "Pat");
  await logIn(page, user, "/auth/login?redirectTo=/dashboard/subscription");
  await expect(page).toHaveURL(SUBSCRIPTION_URL);
  const js = withJs();
  const pass = planCard(page, "Chat Pass");
  await expect(pass).toContainText("$4.99");

  let botName: string;
  let checkout: Page;
  if (js) {
    const held = holdRequests(page, /\/dashboard\/subscription\/pick\.data/);
    await pass.getByRole("button", { name: "Get Started with Chat Pass" }).click();
    const picker = page.getByRole("dialog", { name: "Select your bot" });
    await expect(picker).toBeVisible();
    await expect(picker.getByTestId("bot-picker-skeleton")).toHaveCount(6);
    held.release();
    // Escape closes the picker; Get Started opens it again.
    await expect(picker.getByRole("button", { name: /^Choose / }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();
    await pass.getByRole("button", { name: "Get Started with Chat Pass" }).click();
    const choices = picker.getByRole("button", { name: /^Choose / });
    await expect(choices.first()).toBeVisible();
    await expect(picker.getByRole("button", { name: /Next/ })).toBeEnabled();
    const choice = choices.nth(1);
    botName = ((await choice.getAttribute("aria-label")) ?? "").replace(/^Choose /, "");
    checkout = await startCheckout(page, () => choice.click(), true);
    await expect(picker).toBeHidden();
  } else {
    await pass.getByRole("button", { name: "Get Started with Chat Pass" }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription\/pick\?plan=\d+$/);
    await expect(page.getByRole("heading", { name: "Select your bot" })).toBeVisible();
    // Continuing without a choice says what is missing.
    await page.getByRole("button", { name: "Continue to checkout" }).click();
    await expect(page.getByText("Choose a bot for this single-pass plan.")).toBeVisible();
    const radio = page.getByRole("radio").nth(1);
    botName = (await radio.locator("xpath=ancestor::label").locator("span").first().innerText()).trim();
    await radio.check();
    await page.getByRole("button", { name: "Continue to checkout" }).click();
    checkout = page;
  }
  await expect(checkout.getByTestId("checkout-plan")).toHaveText("Chat Pass");
  await expect(checkout.getByTestId("checkout-bot")).toContainText(botName);
  await pay(checkout, "$4.99");

  const plans = await backToPlans(page, checkout);
  await expect(planCard(plans, "Chat Pass").getByRole("button", { name: "Activated" })).toBeDisabled();
  await expect(plans.getByTestId("current-plan")).toContainText(`Chat Pass for ${botName}`);
});

test("a declined card is explained next to the field and nothing is bought", async ({ page, request }) => {
  const user = await createUser(request, "Dee");
  const plans = await (await request.get("/api/v1/subscription/panels")).json();
  const monthly = plans.data.find((p: { interval: string }) => p.interval === "month");
  const started = await request.post("/api/v1/subscription/payment", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { product_id: monthly.id, bot_id: null },
  });
  const { checkout_url } = (await started.json()).data;

  // The checkout page needs a signed-in owner.
  await page.goto(checkout_url);
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fcheckout%2F/);
  await logIn(page, user, `/auth/login?redirectTo=${encodeURIComponent(checkout_url)}`);
  await expect(page).toHaveURL(checkout_url);

  const card = page.getByLabel("Card number");
  await card.fill(DECLINED);
  await page.getByRole("button", { name: "Pay $19.99" }).click();
  await expect(page.getByText("Your card was declined.")).toBeVisible();
  await expect(card).toHaveAttribute("aria-invalid", "true");
  await expect(card).toHaveValue(DECLINED);
  const describedBy = ((await card.getAttribute("aria-describedby")) ?? "").split(" ");
  const texts = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).innerText()));
  expect(texts).toContain("Your card was declined.");

  await card.fill("1234 5678 9012 3456");
  await page.getByRole("button", { name: "Pay $19.99" }).click();
  await expect(page.getByText("Use the test card 4242 4242 4242 4242.")).toBeVisible();

  await page.goto("/dashboard/subscription");
  await expect(page.getByRole("button", { name: "Activated" })).toHaveCount(0);
});

test("someone else's checkout page is not found", async ({ page, request }) => {
  const owner = await createUser(request, "Own");
  const other = await createUser(request, "Oth");
  const plans = (await (await request.get("/api/v1/subscription/panels")).json()).data;
  const started = await request.post("/api/v1/subscription/payment", {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { product_id: plans.find((p: { interval: string }) => p.interval === "year").id, bot_id: null },
  });
  const { checkout_url } = (await started.json()).data;
  await logIn(page, other);
  await expect(page).not.toHaveURL(/\/auth\//);
  const res = await page.goto(checkout_url);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("pricing: visitors are sent to /auth, and the page scrolls to the plans", async ({ page }) => {
  const js = withJs();
  await page.goto("/pricing");
  await expect(
    page.getByRole("heading", { level: 1, name: "Choose a Plan That Works for You" }),
  ).toBeVisible();
  await expect(page.getByTestId("plan-card")).toHaveCount(4);
  // docs/requirements/site.md#pricing-page: 580px on windows wider than 700px (the desktop project
  // is 1280px wide).
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(js ? 580 : 0);
  await planCard(page, "Monthly Unlimited")
    .getByRole("link", { name: /Get Started/ })
    .click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("pricing: a narrow window scrolls 400px, and a signed-in user goes to the dashboard", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "Sam");
  await logIn(page, user);
  await expect(page).not.toHaveURL(/\/auth\//);
  const js = withJs();
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto("/pricing");
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(js ? 400 : 0);
  await planCard(page, "Yearly Unlimited")
    .getByRole("link", { name: /Get Started/ })
    .click();
  await expect(page).toHaveURL(SUBSCRIPTION_URL);

  // Stripe's cancel URL lands here: one toast, and the query is dropped.
  await page.goto("/dashboard/subscription?checkout=canceled");
  await expect(page).toHaveURL(SUBSCRIPTION_URL);
  await expect(page.getByTestId("toast")).toContainText("Checkout canceled. You have not been charged.");
});

test('a signed-out session gets "You have to login first" and the server\'s message', async ({
  page,
  request,
}) => {
  const user = await createUser(request, "Lou");
  await logIn(page, user, "/auth/login?redirectTo=/dashboard/subscription");
  await expect(page).toHaveURL(SUBSCRIPTION_URL);
  // A password change elsewhere revokes every token, including this browser's.
  const changed = await request.post("/api/v1/auth/change-password", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: {
      current_password: user.password,
      new_password: "another-pass-9",
      new_password_confirmation: "another-pass-9",
    },
  });
  expect(changed.ok()).toBe(true);
  await planCard(page, "Yearly Unlimited")
    .getByRole("button", { name: "Get Started with Yearly Unlimited" })
    .click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%2Fsubscription$/);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("You have to login first");
  await expect(toast).toContainText("Unauthenticated. Please log in again.");
  expect(page.context().pages()).toHaveLength(1);
});
