// Discover, favourites, the access dialogs (docs/requirements/dashboard.md#bot-chat-access) and
// /meet-bots, with JavaScript on and off.
import { expect, test } from "@playwright/test";
import { createUser, signIn, subscribe, hydrated, open } from "./support/chat-users";

const SUBSCRIPTION_REQUIRED = "You need an active subscription to access this bot.";
const SINGLE_PASS_ONLY = "Your single-pass subscription allows access to only one bot.";

test("discover filters by category and search, and pages through the bots", async ({ page, request }) => {
  await signIn(page, await createUser(request));
  await open(page, "/dashboard/discover");
  const cards = page.getByTestId("bot-card");
  await expect(cards).toHaveCount(20);

  const chips = page.getByRole("navigation", { name: "Categories" });
  await expect(chips.getByRole("link", { name: "Reset" })).toHaveCount(0);
  await chips.getByRole("link", { name: "Comedy", exact: true }).click();
  await expect(page).toHaveURL(/category=Comedy/);
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: "Benny Banter" })).toHaveCount(1);
  await expect(chips.getByRole("link", { name: "Comedy", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );

  // The search keeps the category: both live in the URL.
  await page.getByRole("searchbox", { name: "Search bots" }).fill("Whiskers");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=Whiskers/);
  await expect(page).toHaveURL(/category=Comedy/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Sir Whiskers");
  await expect(cards.first()).toContainText("Sarcastic House Cat");

  await chips.getByRole("link", { name: "Reset" }).click();
  await expect(page).not.toHaveURL(/category=/);
  await expect(cards).toHaveCount(1);

  await page.getByRole("searchbox", { name: "Search bots" }).fill("nobody-is-called-this");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No bot found")).toBeVisible();
  await expect(cards).toHaveCount(0);

  // Other specs add approved members' characters to the catalogue: page 2 holds whatever is past 20.
  const { total } = (await (await request.get("/api/v1/bots?page=1&per_page=20")).json()).data;
  expect(total).toBeGreaterThan(20);
  expect(total).toBeLessThanOrEqual(40);
  await open(page, "/dashboard/discover");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards).toHaveCount(total - 20);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(cards).toHaveCount(20);
});

test("small screens show 5 category chips and reach the rest through View More", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await signIn(page, await createUser(request));
  await page.setViewportSize({ width: 420, height: 900 });
  await open(page, "/dashboard/discover");
  const chips = page.getByRole("navigation", { name: "Categories" });
  await expect(chips.getByRole("listitem").filter({ visible: true })).toHaveCount(5);
  await chips.getByRole("link", { name: "View More" }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "All Categories" });
    await expect(dialog.getByRole("link")).toHaveCount(12);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  } else {
    await expect(page).toHaveURL(/categories=all/);
    await expect(chips.getByRole("listitem").filter({ visible: true })).toHaveCount(12);
  }
});

test("wide screens show every chip and, over 10 categories, View More opens All Categories", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await signIn(page, await createUser(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/dashboard/discover");
  const chips = page.getByRole("navigation", { name: "Categories" });
  await expect(chips.getByRole("listitem").filter({ visible: true })).toHaveCount(12);
  const viewMore = chips.getByRole("link", { name: "View More" });
  await expect(viewMore).toBeVisible();
  await viewMore.click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "All Categories" });
    await expect(dialog.getByRole("link")).toHaveCount(12);
    // A chip in the dialog filters like the ones on the page and closes it.
    await dialog.getByRole("link", { name: "Travel", exact: true }).click();
    await expect(dialog).toHaveCount(0);
  } else {
    await expect(page).toHaveURL(/categories=all/);
    await expect(chips.getByRole("listitem").filter({ visible: true })).toHaveCount(12);
    await expect(viewMore).toHaveCount(0);
    await chips.getByRole("link", { name: "Travel", exact: true }).click();
  }
  await expect(page).toHaveURL(/category=Travel/);
  const cards = page.getByTestId("bot-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: "Marisol Ibarra" })).toHaveCount(1);
  await expect(cards.filter({ hasText: "Felix Wren" })).toHaveCount(1);
});

test("favourite and unfavourite a bot", async ({ page, request }) => {
  await signIn(page, await createUser(request));
  await open(page, "/dashboard/favourites");
  await expect(page.getByText("Nothing Saved So Far")).toBeVisible();
  await expect(page.getByText("Tap the star icon to favorite a chat.")).toBeVisible();

  await open(page, "/dashboard/discover");
  const star = page.getByRole("button", { name: "Favourite Luna Harper" });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  // The star turns at once; the reload is to prove the change was stored, so it waits for the post.
  const saved = page.waitForResponse((r) => r.request().method() === "POST");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await saved;
  await page.reload();
  await hydrated(page);
  await expect(star).toHaveAttribute("aria-pressed", "true");

  await open(page, "/dashboard/favourites");
  const cards = page.getByTestId("bot-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("link", { name: "Chat with Luna Harper" })).toHaveAttribute(
    "href",
    /\/dashboard\/chat\?bot=\d+$/,
  );
  await cards.getByRole("button", { name: "Favourite Luna Harper" }).click();
  await expect(page.getByText("Nothing Saved So Far")).toBeVisible();
  await open(page, "/dashboard/discover");
  await expect(star).toHaveAttribute("aria-pressed", "false");
});

test("an unsubscribed user sees Subscription Required", async ({ page, request, javaScriptEnabled }) => {
  await signIn(page, await createUser(request));
  await open(page, "/dashboard/discover");
  const chat = page.getByRole("link", { name: "Chat with Luna Harper" });
  if (javaScriptEnabled) {
    await chat.click();
    const dialog = page.getByRole("alertdialog", { name: "Subscription Required" });
    await expect(dialog).toContainText(SUBSCRIPTION_REQUIRED);
    await expect(dialog.getByRole("link", { name: "Subscribe Now" })).toHaveAttribute(
      "href",
      "/dashboard/subscription",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  } else {
    // The plans, with the bot the user came from remembered for a day pass's picker.
    await expect(chat).toHaveAttribute("href", /^\/dashboard\/subscription\?bot=\d+$/);
  }
  // The chat page itself answers with the same message (also for a typed-in address).
  await open(page, "/dashboard/chat?bot=1");
  await expect(page.getByRole("heading", { name: "Subscription Required" })).toBeVisible();
  await expect(page.getByText(SUBSCRIPTION_REQUIRED)).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe Now" })).toHaveAttribute(
    "href",
    "/dashboard/subscription",
  );
  await expect(page.getByRole("textbox", { name: /Message/ })).toHaveCount(0);
});

test("a single-pass highlights its bot with Continue and restricts the others", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const user = await createUser(request);
  await subscribe(request, user, "day", 3);
  await signIn(page, user);
  await open(page, "/dashboard/discover");
  const bound = page.getByTestId("bot-card").filter({ hasText: "Captain Nova Reyes" });
  await expect(bound).toHaveClass(/ring-2/);
  await expect(bound.getByRole("link", { name: "Continue with Captain Nova Reyes" })).toHaveAttribute(
    "href",
    "/dashboard/chat?bot=3",
  );
  await page.getByRole("link", { name: "Chat with Luna Harper" }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("alertdialog", { name: "Access Restricted" });
    await expect(dialog).toContainText(SINGLE_PASS_ONLY);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toHaveCount(0);
  } else {
    await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
    await expect(page.getByText(SINGLE_PASS_ONLY)).toBeVisible();
  }
  await open(page, "/dashboard/chat?bot=3");
  await expect(page.getByTestId("chat-bot-name")).toHaveText("Captain Nova Reyes");
  await expect(page.getByRole("textbox", { name: "Message Captain Nova Reyes" })).toBeVisible();
});

test("meet-bots filters with chips, and Chat Now depends on who is looking", async ({ page, request }) => {
  await open(page, "/meet-bots");
  await expect(page.getByRole("heading", { level: 1, name: "Pick a Bot, Start a Vibe" })).toBeVisible();
  const chips = page.getByRole("navigation", { name: "Categories" });
  await expect(chips.getByRole("link", { name: "Reset" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View More" })).toHaveAttribute("href", "/dashboard/discover");
  await chips.getByRole("link", { name: "Comedy", exact: true }).click();
  await expect(page).toHaveURL(/category=Comedy/);
  const cards = page.getByTestId("bot-card");
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Chat Now with Benny Banter" })).toHaveAttribute(
    "href",
    "/pricing",
  );
  await chips.getByRole("link", { name: "Reset" }).click();
  await expect(page).not.toHaveURL(/category=/);
  await expect(chips.getByRole("link", { name: "Reset" })).toHaveCount(0);

  // docs/requirements/dashboard.md#bot-chat-access: a member without a plan is sent to the plans
  // too; with one, straight to the chat.
  const user = await createUser(request);
  await signIn(page, user);
  await open(page, "/meet-bots?category=Comedy");
  await expect(page.getByRole("link", { name: "Chat Now with Benny Banter" })).toHaveAttribute(
    "href",
    "/pricing",
  );
  await subscribe(request, user, "month");
  await open(page, "/meet-bots?category=Comedy");
  await expect(page.getByRole("link", { name: "Chat Now with Benny Banter" })).toHaveAttribute(
    "href",
    /\/dashboard\/chat\?bot=\d+$/,
  );
});
