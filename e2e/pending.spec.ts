// Moving between dashboard pages with JavaScript (docs/requirements/dashboard.md#dashboard): while
// the next page's data is on its way, the dashboard shows that page's heading and skeletons instead
// of the page being left. Each test holds the destination's loader request (single-fetch data URLs
// end in ".data") to look at that state, then lets it through.
import { expect, test, type Page } from "@playwright/test";
import { defined } from "../tests/support/defined";
import { createUser, firstBots, open, signIn, subscribe } from "./support/chat-users";

test.beforeEach(() => {
  test.skip(
    test.info().project.name !== "js",
    "Without JavaScript every link is a full page load: there is no client-side pending state.",
  );
});

/** Holds the data requests of `path` until release() (later requests then go straight through). */
async function holdLoader(page: Page, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}.data*`, async (route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

interface Hop {
  /** The page being left, and the test id of what it lists (gone while the next page loads). */
  from: string;
  left: string;
  /** The destination's path, the click that goes there, its heading and its skeletons. */
  to: string;
  go: (page: Page) => Promise<void>;
  heading: string;
  /** The dashboard header's title for the destination, shown with its pending view. */
  title: string | RegExp;
  skeleton: string;
  count: number;
}

/** Goes from `from` to `to`, checks the pending view while `to`'s data is held, then lets it through. */
async function hop(page: Page, { from, left, to, go, heading, title, skeleton, count }: Hop) {
  await open(page, from);
  await expect(page.getByTestId(left).first()).toBeVisible();
  const held = await holdLoader(page, to);
  await go(page);

  const skeletons = page.getByTestId(skeleton);
  await expect(skeletons).toHaveCount(count);
  for (const one of await skeletons.all()) await expect(one).toBeVisible();
  const pending = page.getByTestId("dashboard-pending");
  await expect(pending).toHaveAttribute("aria-busy", "true");
  await expect(pending.getByRole("heading", { name: heading, level: 2 })).toBeAttached();
  await expect(page.getByTestId("dashboard-title")).toHaveText(title);
  // The page being left is gone, not kept on screen while the next one loads.
  await expect(page.getByTestId(left)).toHaveCount(0);

  held.release();
  await expect(skeletons).toHaveCount(0);
  await expect(pending).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === to);
}

const sidebar = (name: string) => (page: Page) =>
  page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name }).click();

test("Discover → Subscriptions shows 2 plan skeletons until the plans arrive", async ({ page, request }) => {
  await signIn(page, await createUser(request));
  await hop(page, {
    from: "/dashboard/discover",
    left: "bot-card",
    to: "/dashboard/subscription",
    go: sidebar("Subscriptions"),
    heading: "Plans",
    title: "Subscription",
    skeleton: "plan-skeleton",
    count: 2,
  });
  await expect(page.getByTestId("plan-card")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Plans" })).toHaveAttribute("aria-busy", "false");
});

test("Subscriptions → Discover shows 8 bot skeletons until the bots arrive", async ({ page, request }) => {
  await signIn(page, await createUser(request));
  await hop(page, {
    from: "/dashboard/subscription",
    left: "plan-card",
    to: "/dashboard/discover",
    go: sidebar("Discover"),
    heading: "Discover",
    title: /^Welcome back, /,
    skeleton: "bot-skeleton",
    count: 8,
  });
  await expect(page.getByTestId("bot-card")).toHaveCount(20);
  await expect(page.getByRole("searchbox", { name: "Search bots" })).toBeVisible();
});

test("Discover → Favorites shows 4 bot skeletons until the favourites arrive", async ({ page, request }) => {
  const user = await createUser(request);
  const bot = defined((await firstBots(request, 1))[0], "a bot");
  const starred = await request.post("/api/v1/favorites/toggle", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { bot_id: bot.id },
  });
  expect(starred.ok()).toBe(true);
  await signIn(page, user);
  await hop(page, {
    from: "/dashboard/discover",
    left: "bot-card",
    to: "/dashboard/favourites",
    go: sidebar("Favorites"),
    heading: "Your favourite bots",
    title: "Favourites",
    skeleton: "bot-skeleton",
    count: 4,
  });
  await expect(page.getByTestId("bot-card")).toHaveCount(1);
  await expect(page.getByTestId("bot-card")).toContainText(bot.name);
});

test("Discover → a bot's chat shows the 8-item Recommended skeleton until the chat arrives", async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  const bot = defined((await firstBots(request, 1))[0], "a bot");
  await signIn(page, user);
  await hop(page, {
    from: "/dashboard/discover",
    left: "bot-card",
    to: "/dashboard/chat",
    go: (p) => p.getByRole("link", { name: `Chat with ${bot.name}` }).click(),
    heading: "Recommended",
    title: /^Welcome back, /,
    skeleton: "chat-list-skeleton",
    count: 8,
  });
  await expect(page).toHaveURL(new RegExp(`/dashboard/chat\\?bot=${bot.id}$`));
  await expect(page.getByRole("textbox", { name: `Message ${bot.name}` })).toBeVisible();
});

test("a page reloading its own data keeps the page and shows its own skeletons", async ({
  page,
  request,
}) => {
  await signIn(page, await createUser(request));
  await open(page, "/dashboard/discover");
  await expect(page.getByTestId("bot-card")).toHaveCount(20);

  const held = await holdLoader(page, "/dashboard/discover");
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Comedy" }).click();
  await expect(page.getByTestId("bot-skeleton")).toHaveCount(8);
  // Still the page itself: its search form stays, no pending view replaces it.
  await expect(page.getByTestId("dashboard-pending")).toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: "Search bots" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Bots" })).toHaveAttribute("aria-busy", "true");

  held.release();
  await expect(page).toHaveURL(/category=Comedy/);
  await expect(page.getByTestId("bot-card")).toHaveCount(3);
  await expect(page.getByTestId("bot-skeleton")).toHaveCount(0);
});
