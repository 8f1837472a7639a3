// Behaviours of the specification no other spec covers, JavaScript on and off where both
// apply: pending labels, the logout spinner, the account dropdown, the empty states, "Mark read all",
// the picker's carousel per breakpoint, the chat's scroll to the bottom, the one-pane chat on a phone,
// image fallbacks, toast durations, the report labels, the account pages' pending views, and the
// polish: "Chat Now" for members without a plan, the cheapest way in, and the paid checkout window.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { enterOtp, formError, latestCode, newUser, startSignUp } from "./support/auth";
import { createUser, hydrated, open, signIn, subscribe, type ApiUser } from "./support/chat-users";
import { holdRequests } from "./support/hold";

const SUCCESS_CARD = "4242 4242 4242 4242";
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });

/** Signs the browser in as a new member with a monthly plan. */
async function member(page: Page, request: Parameters<typeof createUser>[0]): Promise<ApiUser> {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  return user;
}

test.describe("pending states (with JavaScript)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a page without JavaScript waits in the browser");

  test('"Signing In...", "Sending otp" and "Please wait..." while their forms are sent', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await open(page, "/auth/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    let held = holdRequests(page, /\/auth\/login\.data/, "POST");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing In..." })).toBeDisabled();
    held.release();
    await expect(page).not.toHaveURL(/\/auth\//);
    await page.unrouteAll();

    await open(page, "/dashboard/account-setting?tab=security");
    await page.getByLabel("Current Password").fill(user.password);
    await page.getByLabel("New Password", { exact: true }).fill("another-pass-9");
    await page.getByLabel("Confirm New Password").fill("another-pass-9");
    held = holdRequests(page, /\/dashboard\/account-setting\.data/, "POST");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("button", { name: "Please wait..." })).toBeDisabled();
    held.release();
    await expect(page.getByRole("button", { name: "Please wait..." })).toHaveCount(0);
    await page.unrouteAll();

    await page.context().clearCookies();
    await open(page, "/auth/reset-password-email");
    await page.getByLabel("Email").fill(user.email);
    held = holdRequests(page, /\/auth\/reset-password-email\.data/, "POST");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByRole("button", { name: "Sending otp" })).toBeDisabled();
    held.release();
    await expect(page).toHaveURL(/\/auth\/otp-verify/);
  });

  test("a full-screen spinner covers the page while logging out", async ({ page, request }) => {
    await signIn(page, await createUser(request));
    await open(page, "/");
    await page.locator("summary", { hasText: "Account menu for Ada" }).click();
    const held = holdRequests(page, /\/auth\/logout/, "POST");
    await page.getByRole("button", { name: "Logout" }).click();
    const spinner = page.locator('[role="alert"][aria-busy="true"]');
    await expect(spinner).toContainText("Signing you out");
    await expect(spinner).toHaveCSS("position", "fixed");
    held.release();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(spinner).toHaveCount(0);
  });

  test("Profile and Settings show their pending views while they load", async ({ page, request }) => {
    await signIn(page, await createUser(request));
    await open(page, "/dashboard/discover");
    let held = holdRequests(page, /\/dashboard\/profile\.data/, "GET");
    await page.getByRole("link", { name: "Your profile" }).click();
    await expect(page.getByTestId("profile-pending")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    held.release();
    await expect(page.getByTestId("profile-pending")).toHaveCount(0);
    await expect(page.getByText("Let's Get Started")).toBeVisible();

    held = holdRequests(page, /\/dashboard\/account-setting\.data/, "GET");
    await sidebar(page).getByRole("link", { name: "Settings" }).click();
    await expect(page.getByTestId("settings-pending")).toBeVisible();
    held.release();
    await expect(page.getByTestId("settings-pending")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Your profile" })).toBeVisible();
  });
});

test("the header's account dropdown: avatar letter, Profile, Settings and Logout", async ({
  page,
  request,
}) => {
  await open(page, "/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute(
    "href",
    "/auth",
  );

  await signIn(page, await createUser(request));
  await open(page, "/");
  const menu = page.locator("summary", { hasText: "Account menu for Ada" });
  await expect(menu).toContainText("A");
  await menu.click();
  await expect(page.getByRole("link", { name: "Profile", exact: true })).toHaveAttribute(
    "href",
    "/dashboard/profile",
  );
  await expect(page.getByRole("link", { name: "Settings", exact: true })).toHaveAttribute(
    "href",
    "/dashboard/account-setting",
  );
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("the dashboard's empty states, word for word", async ({ page, request }) => {
  const user = await createUser(request);
  await signIn(page, user);
  await open(page, "/dashboard/profile");
  await expect(page.getByText("Let's Get Started", { exact: true })).toBeVisible();
  await expect(
    page.getByText("No history yet — ask your first question now.", { exact: true }),
  ).toBeVisible();
  await open(page, "/dashboard/favourites");
  await expect(page.getByText("Nothing Saved So Far", { exact: true })).toBeVisible();
  await expect(page.getByText("Tap the star icon to favorite a chat.", { exact: true })).toBeVisible();
  await open(page, "/dashboard/discover?q=nobody-is-called-this");
  await expect(page.getByText("No bot found", { exact: true })).toBeVisible();
  await open(page, "/dashboard/chat");
  await expect(page.getByText("No Conversations Yet", { exact: true })).toBeVisible();
  await subscribe(request, user, "month");
  await open(page, "/dashboard/chat?bot=1");
  await expect(page.getByText("No chatting history avaiable", { exact: true })).toBeVisible();
});

test('"Mark read all" shows only with unread notices, disabled while it is sent', async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await signIn(page, await createUser(request));
  await open(page, "/dashboard/discover");
  const bell = page.getByTestId("notification-bell");
  await bell.locator("summary").click();
  const markAll = bell.getByRole("button", { name: "Mark read all" });
  await expect(markAll).toBeEnabled();
  if (javaScriptEnabled) {
    const held = holdRequests(page, /\/dashboard\/notifications/, "POST");
    await markAll.click();
    await expect(markAll).toBeDisabled();
    held.release();
  } else {
    await markAll.click();
  }
  await expect(bell.getByTestId("notification-dot")).toHaveCount(0);
  if (!(await bell.getByRole("region", { name: "Notifications" }).isVisible()))
    await bell.locator("summary").click();
  await expect(bell.getByRole("region", { name: "Notifications" })).toBeVisible();
  await expect(markAll).toHaveCount(0);
});

/** How many slides of the open carousel lie wholly inside it. */
const slidesInView = (carousel: Locator) =>
  carousel.evaluate((root) => {
    const frame = root.querySelector(".swiper")!.getBoundingClientRect();
    return [...root.querySelectorAll(".swiper-slide")].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= frame.left - 1 && r.right <= frame.right + 1;
    }).length;
  });

test("the bot picker: slides per breakpoint, image fallbacks, search, and the chosen bot first", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "the carousel is the modal's; without JavaScript the picker is a page (below)",
  );
  // Every bot picture fails to load: each card draws its fallback (the first letter of the name).
  await page.route(/\/api\/v1\/media\/bots\//, (route) => route.abort());
  await signIn(page, await createUser(request));
  await open(page, "/dashboard/subscription");
  await page.getByRole("button", { name: "Get Started with Chat Pass" }).click();
  const picker = page.getByRole("dialog", { name: "Select your bot" });
  const carousel = picker.getByTestId("bot-carousel");
  await expect(carousel).toBeVisible();
  const luna = picker.getByRole("button", { name: "Choose Luna Harper" });
  await expect(luna.getByRole("img", { name: "Luna Harper" })).toHaveText("L");

  for (const [width, slides] of [
    [600, 2],
    [700, 3],
    [1000, 4],
    [1300, 5],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => slidesInView(carousel), `${width}px`).toBe(slides);
  }

  await picker.getByRole("searchbox", { name: "Search bots" }).fill("whiskers");
  await expect(picker.getByRole("button", { name: /^Choose / })).toHaveCount(1);
  await expect(picker.getByRole("button", { name: "Choose Sir Whiskers" })).toBeVisible();
});

test("the chat scrolls to its newest message after a change", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript each page opens at the newest message (column-reverse)");
  const user = await member(page, request);
  for (let i = 1; i <= 6; i++) {
    const res = await request.post("/api/v1/bots/chatting/send", {
      headers: { Authorization: `Bearer ${user.token}` },
      data: { bot_id: 1, message: `Tell me something long about the sea, part ${i}.` },
    });
    expect(res.ok()).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 640 });
  await open(page, "/dashboard/chat?bot=1");
  const list = page.getByTestId("message-list");
  await expect(list.getByTestId("user-message")).toHaveCount(6);
  // Scrolled away from the end, as a reader of older messages would be.
  const scroller = page.getByTestId("message-scroller");
  await scroller.evaluate((el) => (el.scrollTop = -el.scrollHeight));
  await expect.poll(() => scroller.evaluate((el) => Math.abs(el.scrollTop))).toBeGreaterThan(50);

  await page.getByRole("textbox", { name: "Message Luna Harper" }).fill("And one more thing?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(list.getByTestId("user-message")).toHaveCount(7);
  await expect(page.getByTestId("typing-indicator")).toHaveCount(0);
  // The effect, not the timing: the view is back at the end, with the newest exchange in it.
  await expect.poll(() => scroller.evaluate((el) => Math.abs(el.scrollTop))).toBeLessThan(2);
  await expect(list.getByTestId("exchange").last()).toBeInViewport();
});

test("on a phone the chat shows one pane at a time", async ({ page, request, javaScriptEnabled }) => {
  await member(page, request);
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, "/dashboard/chat?bot=1");
  const input = page.getByRole("textbox", { name: "Message Luna Harper" });
  const recommended = page.getByRole("heading", { name: "Recommended" });
  await expect(input).toBeVisible();
  await expect(recommended).toBeHidden();
  // A button with JavaScript, the label of a CSS-read checkbox without.
  const toggle = javaScriptEnabled
    ? page.getByRole("button", { name: "Chats", exact: true })
    : page.locator("label", { hasText: /^Chats/ });
  await toggle.first().click();
  await expect(recommended).toBeVisible();
  await expect(input).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(recommended).toBeVisible();
  await expect(input).toBeVisible();
});

test("toasts state their duration: 4,000 ms for errors, 3,000 ms otherwise", async ({ page, request }) => {
  const user = await startSignUp(page, newUser("toast"));
  const code = await latestCode(page.request, user.email);
  await enterOtp(page, code === "1234" ? "4321" : "1234");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(formError(page)).toBeVisible();
  // With JavaScript off too, the page that answers the post shows the toast (app/utils/toast.server.ts).
  await expect(page.getByTestId("toast")).toHaveAttribute("data-duration", "4000");

  await signIn(page, await createUser(request));
  await open(page, "/dashboard/account-setting");
  await page.getByLabel("Bio").fill("Likes long walks on the beach.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Your profile has been updated successfully");
  await expect(toast).toHaveAttribute("data-duration", "3000");
});

test("the report form's categories and severities carry their documented labels", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await member(page, request);
  await open(page, "/dashboard/chat?bot=1");
  await page.locator("summary", { hasText: "Chat options" }).click();
  await page.getByRole("link", { name: "Report Bot" }).click();
  const form = javaScriptEnabled
    ? page.getByRole("dialog", { name: "Report Luna Harper" })
    : page.locator("main");
  const options = (label: string) =>
    form
      .getByLabel(label)
      .locator("option:not([value=''])")
      .allTextContents()
      .then((texts) => texts.map((t) => t.trim()));
  await expect(form.getByLabel("Category")).toBeVisible();
  expect(await options("Category")).toEqual([
    "Inappropriate Content",
    "Offensive Responses",
    "Irrelevant Replies",
    "Technical Issues",
  ]);
  expect(await options("Severity")).toEqual([
    "Low - Minor issue",
    "Medium - Moderate Issue",
    "High - Serious Issue",
  ]);
});

test('"Chat Now" on the home page: the plans for members without one, the chat with one', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await signIn(page, user);
  await open(page, "/");
  const chatNow = page.getByRole("link", { name: /^Chat Now with / }).first();
  await expect(chatNow).toHaveAttribute("href", "/pricing");
  await subscribe(request, user, "month");
  await open(page, "/");
  await expect(chatNow).toHaveAttribute("href", /^\/dashboard\/chat\?bot=\d+$/);
});

test("Subscription Required names the day pass for the bot, whose checkout window tells this tab", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the dialog is JavaScript's; the plain picker page is tested below");
  await signIn(page, await createUser(request));
  await open(page, "/dashboard/discover");
  await page.getByRole("link", { name: "Chat with Luna Harper" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Subscription Required" });
  await expect(dialog.getByTestId("cheapest-way-in")).toHaveText(
    /The quickest way in: the Chat Pass for Luna Harper, \$4\.99 for one day\./,
  );
  await dialog.getByRole("link", { name: "Get the Chat Pass for $4.99" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription\?plan=\d+&bot=1$/);
  await hydrated(page);

  const picker = page.getByRole("dialog", { name: "Select your bot" });
  await expect(picker.getByTestId("picker-chosen")).toContainText("Luna Harper");
  const popup = page.waitForEvent("popup");
  await picker.getByRole("button", { name: "Continue with Luna Harper" }).click();
  const checkout = await popup;
  await expect(checkout.getByTestId("checkout-bot")).toContainText("Luna Harper");
  await checkout.getByLabel("Card number").fill(SUCCESS_CARD);
  await checkout.getByRole("button", { name: "Pay $4.99" }).click();
  await expect(checkout.getByTestId("checkout-paid")).toContainText("You can close this window");

  // The checkout window is still open: this tab heard it, and offers the chat.
  const offer = page.getByTestId("checkout-paid");
  await expect(offer.getByRole("link", { name: "Start chatting with Luna Harper" })).toHaveAttribute(
    "href",
    "/dashboard/chat?bot=1",
  );
  await expect(page.getByRole("button", { name: "Activated" })).toBeDisabled();
});

test("the plain picker page keeps the bot the user came from and searches with a GET form", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await signIn(page, await createUser(request));
  if (javaScriptEnabled) {
    // With JavaScript the modal stands in for the page, which stays at its address.
    const plans = (await (await request.get("/api/v1/subscription/panels")).json()).data;
    const day = plans.find((p: { interval: string }) => p.interval === "day");
    await open(page, `/dashboard/subscription/pick?plan=${day.id}&bot=1`);
  } else {
    await open(page, "/dashboard/subscription?bot=1");
    await page.getByRole("button", { name: "Get Started with Chat Pass" }).click();
  }
  await expect(page).toHaveURL(/\/dashboard\/subscription\/pick\?plan=\d+&bot=1$/);
  const radios = page.getByRole("radio");
  await expect(radios.first()).toBeChecked();
  await expect(page.getByRole("radio", { name: "Luna Harper" })).toBeChecked();

  await page.getByRole("searchbox", { name: "Search bots" }).fill("whiskers");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=whiskers/);
  await expect(radios).toHaveCount(1);
  await page.getByRole("radio", { name: "Sir Whiskers" }).check();
  await page.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_/);
  await page.getByLabel("Card number").fill(SUCCESS_CARD);
  await page.getByRole("button", { name: "Pay $4.99" }).click();
  await expect(page.getByTestId("checkout-paid")).toContainText("Payment complete");
  await expect(page.getByRole("link", { name: "Start chatting with Sir Whiskers" })).toHaveAttribute(
    "href",
    /^\/dashboard\/chat\?bot=\d+$/,
  );
});
