// The bot uses what it knows about the user (offline engine), with JavaScript on and off: a memory
// added on the Memory page is recalled in a new chat, and "About you" decides what the bot calls
// the user. Also the small things: the bot's name is never cut on a phone, and a message's
// full date shows on keyboard focus.
import { expect, test, type Page } from "@playwright/test";
import { createUser, hydrated, open, signIn, subscribe, type ApiUser } from "./support/chat-users";
import { openMenuItem, press, send } from "./support/conversations";

const BOT = "Luna Harper";

async function subscribedUser(page: Page, request: Parameters<typeof createUser>[0]): Promise<ApiUser> {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  return user;
}

test("a memory added on the Memory page is used by the bot in a new chat", async ({ page, request }) => {
  await subscribedUser(page, request);
  await open(page, "/dashboard/chat?bot=1");
  await send(page, BOT, "Hello there");
  await openMenuItem(page, "Memory");
  await hydrated(page);
  const field = page.getByRole("textbox", { name: `Something ${BOT} should remember` });
  await field.fill("dog: Biscuit");
  await press(page.getByRole("button", { name: "Add memory" }));
  await expect(page.getByTestId("memory-item").filter({ hasText: "dog: Biscuit" })).toContainText(
    "Added by you",
  );

  await press(page.getByRole("link", { name: "Back to chat" }));
  await expect(page.getByTestId("user-message")).toHaveText(["Hello there"]);
  await hydrated(page);
  const first = page.url();
  // A new chat: the bot knows it from memory, not from this conversation.
  await press(page.getByRole("button", { name: "New chat" }));
  await expect(page).not.toHaveURL(first);
  await expect(page).toHaveURL(/\/dashboard\/chat\?bot=1&chat=\d+$/);
  await hydrated(page);
  await expect(page.getByTestId("user-message")).toHaveCount(0);
  const exchange = await send(page, BOT, "What's my dog's name?");
  await expect(exchange.getByTestId("bot-message")).toContainText("Biscuit");
});

test("About you decides what the bot calls the user and what it knows", async ({ page, request }) => {
  await subscribedUser(page, request);
  await open(page, "/dashboard/account-setting");
  await page
    .getByRole("textbox", { name: "About you (for your bots)" })
    .fill("Call me Captain. I live in Bergen and I love sailing.");
  await press(page.getByRole("button", { name: "Update About you" }));
  await expect(page.getByTestId("toast")).toContainText("Your bots will know this about you");

  await open(page, "/dashboard/chat?bot=1");
  const named = await send(page, BOT, "What's my name?");
  await expect(named.getByTestId("bot-message")).toContainText("Captain");
  const home = await send(page, BOT, "Where do I live?");
  await expect(home.getByTestId("bot-message")).toContainText("Bergen");
});

test("on a phone the bot's name is never cut, and a message's full date shows on keyboard focus", async ({
  page,
  request,
}) => {
  await subscribedUser(page, request);
  await page.setViewportSize({ width: 375, height: 740 });
  const bots = (await (await request.get("/api/v1/bots?per_page=50")).json()).data.data as {
    id: number;
    name: string;
  }[];
  const longest = bots.reduce((a, b) => (b.name.length > a.name.length ? b : a));
  await open(page, `/dashboard/chat?bot=${longest.id}`);
  await send(page, longest.name, "Hi from a small screen");

  const name = page.getByTestId("chat-bot-name");
  await expect(name).toHaveText(longest.name);
  const fits = await name.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return {
      overflowing: el.scrollWidth > el.clientWidth + 1,
      ellipsis: style.textOverflow === "ellipsis",
      inside: box.left >= 0 && box.right <= window.innerWidth,
    };
  });
  expect(fits).toEqual({ overflowing: false, ellipsis: false, inside: true });

  const time = page.getByTestId("exchange").last().locator("time").first();
  await expect(time).toHaveText(/just now|min ago/);
  await expect(time).toHaveAttribute("tabindex", "0");
  // Reached with Tab from the control before it, like a keyboard user would.
  await time.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(time).toBeFocused();
  const full = (await time.getAttribute("title"))!;
  expect(full).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M/);
  await expect(time.locator("span", { hasText: full }).last()).toBeVisible();
});
