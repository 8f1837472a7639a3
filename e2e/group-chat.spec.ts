// A three-character group conversation, with JavaScript on (streamed replies) and off (plain forms,
// the page shows the stored reply): "New group chat" from the Chats list (a refusal next to its
// field keeps what was chosen), replies to a named and an @mentioned character, "Let {name} answer",
// "Continue", removing and adding a character, and the export naming every speaker. Every control
// is used from the keyboard; a phone's 360 px shows the group without sideways scrolling.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { GROUP_COPY } from "../contract/group-chats";
import { createUser, firstBots, hydrated, open, signIn, subscribe } from "./support/chat-users";
import { openMenuItem, press, settled } from "./support/conversations";

const COMPOSER = "Message the group";

/** The characters of the group: the catalogue's first three, and a fourth to add later. */
async function cast(request: Parameters<typeof firstBots>[0]) {
  const [a, b, c, d] = await firstBots(request, 4);
  return { a: a!, b: b!, c: c!, d: d! };
}

/** Ticks a character on the New group chat page (a checkbox with the character's name). */
async function tick(page: Page, name: string) {
  const box = page.getByRole("checkbox", { name });
  await box.focus();
  await box.press("Space");
  await expect(box).toBeChecked();
}

/** The newest exchange, once its reply is in. */
async function lastReply(page: Page) {
  await settled(page);
  const exchange = page.getByTestId("exchange").last();
  await expect(exchange.getByTestId("bot-message")).not.toBeEmpty();
  return exchange;
}

async function say(page: Page, text: string, button = "Send") {
  await page.getByRole("textbox", { name: COMPOSER }).fill(text);
  await press(page.getByRole("button", { name: button, exact: true }));
  const exchange = await lastReply(page);
  if (text) await expect(exchange.getByTestId("user-message")).toHaveText(text);
  return exchange;
}

test("a three-character group: create, named and picked speakers, Continue, add and remove, export", async ({
  page,
  request,
}) => {
  const { a, b, c, d } = await cast(request);
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);

  await open(page, "/dashboard/chat");
  await press(page.getByRole("link", { name: "New group chat" }));
  await expect(page).toHaveURL(/\/dashboard\/chat\/new-group$/);
  await hydrated(page);

  // One character is not a group: refused next to the list, with the choice and title kept.
  await tick(page, a.name);
  await page.getByRole("textbox", { name: "Title" }).fill("Dinner on the starship");
  await press(page.getByRole("button", { name: "Start group chat" }));
  await expect(page.getByText(GROUP_COPY.groupSize)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: a.name })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("Dinner on the starship");

  await tick(page, b.name);
  await tick(page, c.name);
  await page.getByRole("textbox", { name: /Scenario/ }).fill("A dinner party on a starship.");
  await press(page.getByRole("button", { name: "Start group chat" }));
  await expect(page).toHaveURL(/\/dashboard\/chat\?bot=\d+&chat=\d+$/);
  await hydrated(page);
  await expect(page.getByTestId("chat-title")).toHaveText("Chat: Dinner on the starship");
  const participants = page.getByTestId("participant");
  await expect(participants).toHaveText([a.name, b.name, c.name].map((n) => new RegExp(n)));

  // The character the message names answers, by name and by @mention.
  let reply = await say(page, `${b.name}, what is for dinner?`);
  await expect(reply.getByTestId("reply-speaker")).toHaveText(b.name);
  const handle = c.name.split(" ")[0]!;
  reply = await say(page, `@${handle} tell us about the stars`);
  await expect(reply.getByTestId("reply-speaker")).toHaveText(c.name);

  // "Let {name} answer": the picked character replies to the typed message.
  reply = await say(page, "And what do you think?", `Let ${a.name} answer`);
  await expect(reply.getByTestId("reply-speaker")).toHaveText(a.name);

  // "Continue": one more reply without a message of the member's.
  const before = await page.getByTestId("exchange").count();
  await press(page.getByRole("button", { name: "Continue", exact: true }));
  reply = await lastReply(page);
  await expect(page.getByTestId("exchange")).toHaveCount(before + 1);
  await expect(reply.getByTestId("user-message")).toHaveCount(0);
  await expect(reply.getByTestId("reply-speaker")).toHaveText(/.+/);

  // An empty box and "Let {name} answer": that character speaks next.
  await press(page.getByRole("button", { name: `Let ${b.name} answer` }));
  reply = await lastReply(page);
  await expect(page.getByTestId("exchange")).toHaveCount(before + 2);
  await expect(reply.getByTestId("reply-speaker")).toHaveText(b.name);

  // Remove one character, then add another; the last one can never be removed.
  await press(page.getByRole("button", { name: `Remove ${b.name} from this chat` }));
  await expect(participants).toHaveCount(2);
  await expect(page.getByRole("button", { name: `Let ${b.name} answer` })).toHaveCount(0);
  await press(page.getByText("Add a character", { exact: true }));
  await page.getByRole("combobox", { name: "Character" }).selectOption({ label: d.name });
  await press(page.getByRole("button", { name: "Add to chat" }));
  await expect(participants).toHaveCount(3);
  await expect(participants.last()).toContainText(d.name);
  reply = await say(page, "Welcome aboard!", `Let ${d.name} answer`);
  await expect(reply.getByTestId("reply-speaker")).toHaveText(d.name);

  // Earlier replies keep their speakers.
  await expect(page.getByTestId("reply-speaker").filter({ hasText: b.name }).first()).toBeVisible();

  // The export names every speaker.
  for (const [item, ext] of [
    ["Export as Markdown", ".md"],
    ["Export as JSON", ".json"],
  ] as const) {
    const downloaded = page.waitForEvent("download");
    await openMenuItem(page, item);
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\${ext}$`));
    const text = await readFile((await download.path())!, "utf8");
    for (const name of [a.name, b.name, c.name, d.name]) expect(text).toContain(name);
    expect(text).toContain("Welcome aboard!");
  }
});

test("a group on a phone: nothing scrolls sideways and every control is reachable", async ({
  page,
  request,
}) => {
  const { a, b, c } = await cast(request);
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  await page.setViewportSize({ width: 360, height: 740 });

  await open(page, "/dashboard/chat/new-group");
  for (const bot of [a, b, c]) await tick(page, bot.name);
  await press(page.getByRole("button", { name: "Start group chat" }));
  await expect(page).toHaveURL(/\/dashboard\/chat\?bot=\d+&chat=\d+$/);
  await hydrated(page);
  await say(page, "Hello everyone", `Let ${c.name} answer`);
  const width = await page.evaluate(() => [document.scrollingElement!.scrollWidth, innerWidth]);
  expect(width[0]).toBeLessThanOrEqual(width[1]!);
  // The message box and Continue are on screen; the answer buttons scroll within their own row.
  await expect(page.getByRole("textbox", { name: COMPOSER })).toBeInViewport();
  const proceed = page.getByRole("button", { name: "Continue", exact: true });
  await proceed.scrollIntoViewIfNeeded();
  await expect(proceed).toBeInViewport();
  await press(proceed);
  await expect(page.getByTestId("exchange").last().getByTestId("reply-speaker")).toHaveText(/.+/);
  await page.screenshot({ path: "/tmp/group-phone.png" });
});
