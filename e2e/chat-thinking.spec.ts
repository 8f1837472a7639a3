// Replies from real model servers, in the browser: a reasoning model's thinking shows as
// "Thinking…" (never its text) until the reply streams in, and a busy model server is said in plain
// words with Retry. Runs against the second e2e server (scripts/e2e-server.js openai), whose
// OpenAI-compatible provider calls the fake model server this spec starts on loopback, replaying
// recorded provider streams (tests/fixtures/streams).
import { expect, test } from "@playwright/test";
import { CHAT_COPY } from "../contract/chat-schemas";
import { cuttings } from "../tests/support/stream-fixtures";
import { useFakeModel } from "./support/fake-model";
import { createUser, hydrated, open, signIn, subscribe } from "./support/chat-users";

const fake = useFakeModel();

const REPLY = "Hello again! I saved you a seat 🌙";

test("a reasoning model shows Thinking… while it thinks, then its reply, never its reasoning", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript the page shows the stored reply once it is done.");
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  await open(page, "/dashboard/chat?bot=1");

  // DeepSeek-R1: keep-alives and reasoning for about four seconds before the first word.
  fake.next({ kind: "bytes", parts: cuttings("deepseek-reasoner.sse")[0]!.parts, delayMs: 250 });
  await page.getByRole("textbox", { name: "Message Luna Harper" }).fill("Hello there");
  await page.getByRole("button", { name: "Send" }).click();

  const exchange = page.getByTestId("exchange").last();
  await expect(exchange.getByTestId("thinking")).toHaveText("Thinking…");
  await expect(exchange.getByTestId("bot-message")).toHaveText(REPLY);
  await expect(page.getByTestId("thinking")).toHaveCount(0);
  await expect(page.getByTestId("typing-indicator")).toHaveCount(0);
  await expect(page.getByText("Stay in character")).toHaveCount(0);

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("bot-message").last()).toHaveText(REPLY);
});

test("a busy model server is said in plain words, with Retry", async ({ page, request }) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  await open(page, "/dashboard/chat?bot=1");

  const overloaded = JSON.stringify({
    type: "error",
    error: { type: "overloaded_error", message: "Overloaded" },
  });
  fake.next(
    { kind: "status", status: 529, retryAfter: "0", body: overloaded },
    { kind: "status", status: 529, retryAfter: "0", body: overloaded },
  );
  await page.getByRole("textbox", { name: "Message Luna Harper" }).fill("Are you there?");
  await page.getByRole("button", { name: "Send" }).click();
  const exchange = page.getByTestId("exchange").last();
  await expect(exchange.getByRole("alert")).toHaveText(CHAT_COPY.providerBusy);

  fake.next({ kind: "bytes", parts: cuttings("deepseek-reasoner.sse")[1]!.parts });
  await exchange.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("exchange").last().getByTestId("bot-message")).toHaveText(REPLY);
  await expect(page.getByTestId("exchange").last().getByRole("alert")).toHaveCount(0);
});
