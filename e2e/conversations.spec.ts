// Conversations with JavaScript on (streamed replies, dialogs, background posts) and off (plain forms
// and page steps): many chats per bot, regenerate and alternatives, edit and rewind, ratings, the
// Memory page, "About you", and export. Every control is used from the keyboard.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { createUser, hydrated, open, signIn, subscribe, type ApiUser } from "./support/chat-users";
import { control, openMenuItem, press, send, settled } from "./support/conversations";

const BOT = "Luna Harper";

async function subscribedUser(page: Page, request: Parameters<typeof createUser>[0]): Promise<ApiUser> {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  return user;
}

/** The confirm of a dialog (JavaScript) or of the page's own step (without). */
async function confirm(page: Page, javaScriptEnabled: boolean, dialog: string, button: string) {
  const scope = javaScriptEnabled ? page.getByRole("alertdialog", { name: dialog }) : page.locator("main");
  await press(scope.getByRole("button", { name: button }));
}

test("a second chat with a bot keeps the first; the Chats list switches, renames and opens the newest", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await subscribedUser(page, request);
  await open(page, "/dashboard/chat?bot=1");
  await expect(page.getByTestId("chat-list-item")).toHaveCount(0);
  await send(page, BOT, "Hello from my first chat");

  // The greeting stays on top after the first send, and every message shows its time.
  const exchanges = page.getByTestId("exchange");
  await expect(exchanges).toHaveCount(2);
  await expect(exchanges.first().getByTestId("user-message")).toHaveCount(0);
  await expect(exchanges.first().getByTestId("bot-message")).not.toBeEmpty();
  const time = exchanges.last().locator("time");
  await expect(time).toHaveText(/just now|min ago/);
  await expect(time).toHaveAttribute("title", /\d{4}, \d{1,2}:\d{2} [AP]M/);

  await press(page.getByRole("button", { name: "New chat" }));
  await expect(page).toHaveURL(/\/dashboard\/chat\?bot=1&chat=\d+$/);
  await hydrated(page);
  await expect(page.getByTestId("user-message")).toHaveCount(0);
  await send(page, BOT, "Hello from my second chat");

  const items = page.getByTestId("chat-list-item");
  await expect(items).toHaveCount(2);
  await expect(items.first().getByRole("link")).toHaveAttribute("aria-current", "page");
  await press(items.last().getByRole("link"));
  await expect(page.getByTestId("user-message")).toHaveText(["Hello from my first chat"]);
  await hydrated(page);
  await press(items.first().getByRole("link"));
  await expect(page.getByTestId("user-message")).toHaveText(["Hello from my second chat"]);

  // The bot's address (?bot=1) opens the most recent chat with the bot.
  await open(page, "/dashboard/chat?bot=1");
  await expect(page.getByTestId("user-message")).toHaveText(["Hello from my second chat"]);

  // Rename: a blank title is refused next to the field, keeping what was typed; then saved.
  await openMenuItem(page, "Rename chat");
  const scope = javaScriptEnabled ? page.getByRole("dialog", { name: "Rename chat" }) : page.locator("main");
  const title = scope.getByRole("textbox", { name: "Chat title" });
  await title.fill("   ");
  await press(scope.getByRole("button", { name: "Save title" }));
  await expect(scope.getByText("Give the chat a title.")).toBeVisible();
  await expect(scope.getByRole("textbox", { name: "Chat title" })).toHaveAttribute("aria-invalid", "true");
  await scope.getByRole("textbox", { name: "Chat title" }).fill("Weekend plans");
  await press(scope.getByRole("button", { name: "Save title" }));
  await expect(page.getByTestId("chat-title")).toHaveText("Chat: Weekend plans");
  await expect(items.first().getByTestId("chat-list-title")).toHaveText("Weekend plans");
  await expect(items.last().getByTestId("chat-list-title")).toHaveText(/^Luna Harper · /);

  // Deleting one chat keeps the other.
  await openMenuItem(page, "Delete Chat");
  await confirm(page, javaScriptEnabled, "Are you sure?", "Yes, delete it");
  await expect(page.getByText("Deleted!")).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(page.getByTestId("user-message")).toHaveText(["Hello from my first chat"]);
});

test("regenerate keeps the earlier reply; the arrows switch between them; thumbs are stored", async ({
  page,
  request,
}) => {
  await subscribedUser(page, request);
  await open(page, "/dashboard/chat?bot=1");
  const exchange = await send(page, BOT, "Tell me about your favourite place in the city");
  const first = (await exchange.getByTestId("bot-message").textContent())!.trim();
  await expect(exchange.getByTestId("alternatives")).toHaveCount(0);

  await press(exchange.getByRole("button", { name: "Regenerate" }));
  await settled(page);
  const position = exchange.getByTestId("alternative-position");
  await expect(position).toHaveText("2/2");
  await expect(exchange.getByTestId("bot-message")).not.toBeEmpty();

  await press(exchange.getByRole("button", { name: "Previous reply" }));
  await expect(position).toHaveText("1/2");
  await expect(exchange.getByTestId("bot-message")).toHaveText(first);
  await press(exchange.getByRole("button", { name: "Next reply" }));
  await expect(position).toHaveText("2/2");

  const good = exchange.getByRole("button", { name: "Good reply" });
  await expect(good).toHaveAttribute("aria-pressed", "false");
  await press(good);
  await expect(good).toHaveAttribute("aria-pressed", "true");

  // Stored: the choice of reply and the rating come back on a fresh load.
  await page.reload();
  await hydrated(page);
  await expect(position).toHaveText("2/2");
  await expect(exchange.getByRole("button", { name: "Good reply" })).toHaveAttribute("aria-pressed", "true");
  await expect(exchange.getByRole("button", { name: "Bad reply" })).toHaveAttribute("aria-pressed", "false");
});

test("edit a message: later messages go after a confirm and a new reply comes; delete from here", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await subscribedUser(page, request);
  await open(page, "/dashboard/chat?bot=1");
  await send(page, BOT, "I have a cat named Tom");
  await send(page, BOT, "What should I cook tonight?");
  await expect(page.getByTestId("user-message")).toHaveCount(2);

  const edited = page.getByTestId("exchange").nth(1);
  await press(control(edited, "Edit your message"));
  const field = page.getByRole("textbox", { name: "Edit your message" });
  await expect(field).toHaveValue("I have a cat named Tom");
  await field.fill("I have a dog named Rex");
  if (javaScriptEnabled) {
    await press(page.getByRole("button", { name: "Save and resend" }));
    await confirm(page, true, "Save your edit?", "Yes, save and resend");
  } else {
    await press(page.locator("summary", { hasText: "Save and resend" }));
    await press(page.getByRole("button", { name: "Yes, save and resend" }));
  }
  await settled(page);
  await expect(page.getByTestId("user-message")).toHaveText(["I have a dog named Rex"]);
  await expect(page.getByTestId("exchange").last().getByTestId("bot-message")).not.toBeEmpty();

  await send(page, BOT, "One more thing");
  await expect(page.getByTestId("user-message")).toHaveCount(2);
  await press(control(page.getByTestId("exchange").last(), "Delete from here"));
  await confirm(page, javaScriptEnabled, "Delete from here?", "Yes, delete from here");
  await expect(page.getByTestId("user-message")).toHaveText(["I have a dog named Rex"]);

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("user-message")).toHaveText(["I have a dog named Rex"]);
});

test("the Memory page: facts from the chat, add, edit and delete, and the pause switch", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const user = await subscribedUser(page, request);
  await open(page, "/dashboard/chat?bot=1");
  await send(page, BOT, "My dog is called Biscuit");

  // Taken from the chat once the reply is saved.
  await expect
    .poll(async () => {
      const res = await request.get("/api/v1/bots/1/memories", {
        headers: { Authorization: `Bearer ${user.token}` },
      });
      return ((await res.json()).data as { text: string }[]).map((m) => m.text);
    })
    .toContain("dog: Biscuit");

  await openMenuItem(page, "Memory");
  await expect(page).toHaveURL(/\/dashboard\/chat\/memory\?bot=1&chat=\d+$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: `What ${BOT} remembers` })).toBeVisible();
  const list = page.getByTestId("memory-item");
  await expect(list.filter({ hasText: "dog: Biscuit" })).toContainText("From your chats");

  // Add: a blank memory is refused next to its field, keeping what was typed.
  const field = page.getByRole("textbox", { name: `Something ${BOT} should remember` });
  await field.fill("   ");
  await press(page.getByRole("button", { name: "Add memory" }));
  await expect(page.getByText("Write what the bot should remember.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: `Something ${BOT} should remember` })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await page
    .getByRole("textbox", { name: `Something ${BOT} should remember` })
    .fill("favourite food: dumplings");
  await press(page.getByRole("button", { name: "Add memory" }));
  await expect(list.filter({ hasText: "favourite food: dumplings" })).toContainText("Added by you");

  await press(page.getByRole("link", { name: "Edit memory: favourite food: dumplings" }));
  const edit = page.getByRole("textbox", { name: "Edit memory" });
  await expect(edit).toHaveValue("favourite food: dumplings");
  await edit.fill("favourite food: ramen");
  await press(page.getByRole("button", { name: "Save memory" }));
  await expect(page.getByTestId("memory-text")).toContainText(["favourite food: ramen"]);
  await expect(page.getByText("favourite food: dumplings")).toHaveCount(0);

  await press(page.getByRole("button", { name: "Delete memory: favourite food: ramen" }));
  await expect(page.getByText("favourite food: ramen")).toHaveCount(0);
  await expect(page.getByTestId("memory-text")).toHaveText(["dog: Biscuit"]);

  const pause = page.getByRole("switch", { name: "Pause automatic memory" });
  await expect(pause).not.toBeChecked();
  await press(pause, "Space");
  if (!javaScriptEnabled) await press(page.getByRole("button", { name: "Save" }));
  await expect(page.getByTestId("toast")).toContainText("Automatic memory paused");
  await page.reload();
  await expect(page.getByRole("switch", { name: "Pause automatic memory" })).toBeChecked();

  await press(page.getByRole("link", { name: "Back to chat" }));
  await expect(page).toHaveURL(/\/dashboard\/chat\?bot=1&chat=\d+$/);
  await expect(page.getByTestId("user-message")).toHaveText(["My dog is called Biscuit"]);
});

test("About you is saved in Settings and kept", async ({ page, request, javaScriptEnabled }) => {
  const user = await subscribedUser(page, request);
  await open(page, "/dashboard/account-setting");
  const about = page.getByRole("textbox", { name: "About you (for your bots)" });
  await about.fill("I'm Ada, a night-shift nurse who loves hiking.");
  if (javaScriptEnabled) await expect(page.getByText("46 / 1000")).toBeVisible();
  await press(page.getByRole("button", { name: "Update About you" }));
  await expect(page.getByTestId("toast")).toContainText("Your bots will know this about you");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "About you (for your bots)" })).toHaveValue(
    "I'm Ada, a night-shift nurse who loves hiking.",
  );
  const profile = await request.get("/api/v1/auth/profile", {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect((await profile.json()).data.persona).toBe("I'm Ada, a night-shift nurse who loves hiking.");
});

test("a chat is exported as Markdown and as JSON", async ({ page, request }) => {
  await subscribedUser(page, request);
  await open(page, "/dashboard/chat?bot=1");
  await send(page, BOT, "Please remember this export line");

  for (const [item, ext] of [
    ["Export as Markdown", ".md"],
    ["Export as JSON", ".json"],
  ] as const) {
    const downloaded = page.waitForEvent("download");
    await openMenuItem(page, item);
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\${ext}$`));
    const text = await readFile((await download.path())!, "utf8");
    expect(text).toContain("Please remember this export line");
    if (ext === ".json") expect(() => JSON.parse(text)).not.toThrow();
    else expect(text).toContain(BOT);
  }
});

test("on a phone the Chats list is its own screen", async ({ page, request, javaScriptEnabled }) => {
  await subscribedUser(page, request);
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, "/dashboard/chat?bot=1");
  await send(page, BOT, "Hi from my phone");
  await expect(page.getByTestId("chat-list")).toBeHidden();
  // With JavaScript a button; without, the checkbox that CSS reads (Space toggles it).
  if (javaScriptEnabled) await press(page.getByRole("button", { name: "Chats", exact: true }));
  else await press(page.getByRole("checkbox", { name: "Show your chats" }), "Space");
  await expect(page.getByTestId("chat-list")).toBeVisible();
  await expect(page.getByTestId("message-list")).toBeHidden();
  await press(page.getByTestId("chat-list-item").first().getByRole("link"));
  await expect(page.getByTestId("message-list")).toBeVisible();
  await expect(page.getByTestId("chat-bot-name")).toHaveText(BOT);

  // The dashboard sidebar's Chats entry opens the list.
  await open(page, "/dashboard/discover");
  await page.locator("label", { has: page.locator("#dashboard-drawer") }).click();
  await press(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Chats" }));
  await expect(page).toHaveURL(/\/dashboard\/chat$/);
  await expect(page.getByTestId("chat-list-item")).toHaveCount(1);
});

test("the chat's new controls and the Memory page have no detectable accessibility violations", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "axe runs as a script inside the page; the markup is the same without JavaScript",
  );
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const scan = async () => {
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(
      violations.map((v) => `${page.url()}: ${v.id} ${v.nodes.map((n) => n.target).join(" | ")}`),
    ).toEqual([]);
  };
  await subscribedUser(page, request);
  await open(page, "/dashboard/chat?bot=1");
  await send(page, BOT, "My dog is called Biscuit");
  const exchange = await send(page, BOT, "Tell me about your day");
  await press(exchange.getByRole("button", { name: "Regenerate" }));
  await settled(page);
  await expect(exchange.getByTestId("alternative-position")).toHaveText("2/2");
  await scan();
  await press(control(page.getByTestId("exchange").nth(1), "Edit your message"));
  await scan();
  await open(page, "/dashboard/chat/memory?bot=1");
  await page.getByRole("textbox", { name: `Something ${BOT} should remember` }).fill("likes: kites");
  await press(page.getByRole("button", { name: "Add memory" }));
  await expect(page.getByTestId("memory-text").filter({ hasText: "likes: kites" })).toHaveCount(1);
  await scan();
});
