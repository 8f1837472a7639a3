// A reply's Markdown shows as it streams, never as raw `*nods*` or `**bold**`: the server sends the
// reply so far as sanitized HTML every ~250 ms, and the words that came since show plain inside it.
// Stored replies (JavaScript off) show the Markdown rendered, and the chat list previews the last
// reply as plain words, as the import preview shows a card. Runs against the second e2e server (scripts/e2e-server.js openai) and the
// fake model server this spec starts on port + 3.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { useFakeModel } from "./support/fake-model";
import { createUser, hydrated, open, signIn, subscribe } from "./support/chat-users";

const fake = useFakeModel();

const CHUNKS = ["*nods", " slowly*", " and", " smiles.", " **Welcome**", " aboard,", " friend."];

test("a reply shows its Markdown while it streams and once stored; the chat list previews plain words", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  await open(page, "/dashboard/chat?bot=1");

  // Each piece comes 300 ms after the last, so each carries the partial HTML; with JavaScript the stream
  // then waits after five pieces until released (the safety layer shows a word once it is whole).
  fake.next({
    kind: "stream",
    chunks: CHUNKS,
    firstDelayMs: 400,
    delayMs: 300,
    holdAfter: javaScriptEnabled ? 5 : undefined,
  });
  await page.getByRole("textbox", { name: "Message Luna Harper" }).fill("Hello there");
  await page.getByRole("button", { name: "Send" }).click();

  const reply = page.getByTestId("exchange").last().getByTestId("bot-message");
  if (javaScriptEnabled) {
    // Still streaming (held): rendered emphasis, the newest words plain, no Markdown symbol.
    await expect(reply).toContainText("nods slowly and smiles.");
    await expect(reply.locator("em")).toHaveText("nods slowly");
    await expect(page.getByTestId("typing-indicator")).toBeVisible();
    expect(await reply.innerText()).not.toContain("*");
  }
  fake.release();
  // Without JavaScript the page comes back once the reply is stored.
  await expect(reply).toContainText("Welcome aboard, friend.");
  await expect(reply.locator("strong")).toHaveText("Welcome");
  await expect(reply.locator("em")).toHaveText("nods slowly");
  expect(await reply.innerText()).not.toContain("*");

  await page.reload();
  await hydrated(page);
  const item = page.getByTestId("chat-list-item").first();
  await expect(item).toContainText("nods slowly and smiles. Welcome aboard, friend.");
  expect(await item.innerText()).not.toContain("*");
});

test("the import preview shows a card's words without Markdown symbols", async ({ page, request }) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  const card = JSON.parse(readFileSync("tests/fixtures/cards/empty-greeting.json", "utf8")) as {
    data: Record<string, unknown>;
  };
  card.data.name = "Marked Elf";
  card.data.description = "A *shy* elf who **loves** old maps.";
  card.data.first_mes = "*waves* Hello, {{user}}!";
  await open(page, "/dashboard/characters/import");
  await page.getByLabel("Character card file").setInputFiles({
    name: "elf.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(card)),
  });
  await page.getByRole("button", { name: "Read the card" }).click();
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByTestId("import-name")).toHaveText("Marked Elf");
  await expect(preview).toContainText("A shy elf who loves old maps.");
  await expect(preview).toContainText("waves Hello, Ada!");
  expect(await preview.innerText()).not.toContain("*");
});
