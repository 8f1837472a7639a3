// A reply that fails at the AI provider, with JavaScript on (streamed over SSE) and off (plain form
// posts): the user's message stays, the failure is said with a Retry, and Retry brings the reply,
// stored for good. Runs against the second e2e server (scripts/e2e-server.js openai), whose
// OpenAI-compatible provider calls the fake model server this spec starts on loopback.
import { expect, test, type Page } from "@playwright/test";
import { CHAT_COPY } from "../contract/chat-schemas";
import { membersWords, type Behaviour } from "../tests/support/openai-fake";
import { useFakeModel } from "./support/fake-model";
import { createUser, hydrated, open, signIn, subscribe } from "./support/chat-users";

const fake = useFakeModel();

/** The member's words in the last user turn the provider was asked to answer. */
const lastUserTurn = (index: number) => {
  const prompt = fake.requests[index]!.body.messages as { role: string; content: string }[];
  return membersWords(prompt.filter((m) => m.role === "user").at(-1)?.content);
};

async function expectExchange(page: Page, message: string, reply: string) {
  // One exchange for the message (Retry re-asks it, never sends it again), with the reply and no failure.
  await expect(page.getByTestId("user-message")).toHaveText([message]);
  const exchange = page.getByTestId("exchange").last();
  await expect(exchange.getByTestId("bot-message")).toHaveText(reply);
  await expect(exchange.getByRole("alert")).toHaveCount(0);
  await expect(exchange.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expect(page.getByTestId("typing-indicator")).toHaveCount(0);
}

const failures: { name: string; behaviours: Behaviour[]; partial: string | null }[] = [
  {
    // The provider retries a 5xx once before the first token; the second 500 is final.
    name: "the model server answers 500 twice",
    behaviours: [
      { kind: "status", status: 500, retryAfter: "0" },
      { kind: "status", status: 500, retryAfter: "0" },
    ],
    partial: null,
  },
  {
    // After the first token there is no retry: the text so far is kept with the failure.
    name: "the connection drops mid-reply",
    behaviours: [{ kind: "drop", chunks: ["Once upon", " a time"] }],
    partial: "Once upon a time",
  },
];

for (const failure of failures) {
  test(`a reply that fails (${failure.name}) keeps the message, offers Retry, and Retry brings the reply`, async ({
    page,
    request,
  }, testInfo) => {
    const user = await createUser(request);
    await subscribe(request, user, "month");
    await signIn(page, user);
    await open(page, "/dashboard/chat?bot=1");
    await expect(page.getByTestId("chat-bot-name")).toHaveText("Luna Harper");

    const message = `Tell me a story (${testInfo.project.name}, ${failure.name})`;
    fake.next(...failure.behaviours);
    await page.getByRole("textbox", { name: "Message Luna Harper" }).fill(message);
    await page.getByRole("button", { name: "Send" }).click();

    const exchange = page.getByTestId("exchange").last();
    await expect(exchange.getByTestId("user-message")).toHaveText(message);
    await expect(exchange.getByRole("alert")).toHaveText(CHAT_COPY.replyFailed);
    await expect(exchange.getByRole("button", { name: "Retry" })).toBeVisible();
    if (failure.partial) await expect(exchange.getByTestId("bot-message")).toHaveText(failure.partial);
    else await expect(exchange.getByTestId("bot-message")).toHaveCount(0);
    await expect(page.getByTestId("typing-indicator")).toHaveCount(0);
    expect(fake.requests).toHaveLength(failure.behaviours.length);
    expect(lastUserTurn(0)).toBe(message);

    // The failure is stored, not just shown: a fresh load lists it the same way.
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("user-message")).toHaveText([message]);
    await expect(exchange.getByRole("alert")).toHaveText(CHAT_COPY.replyFailed);

    fake.next({ kind: "stream", chunks: ["Once upon a time,", " there was a ship", " that came back."] });
    await exchange.getByRole("button", { name: "Retry" }).click();
    const reply = "Once upon a time, there was a ship that came back.";
    await expectExchange(page, message, reply);
    // Retry asked the model about the same message once more.
    expect(fake.requests).toHaveLength(failure.behaviours.length + 1);
    expect(lastUserTurn(failure.behaviours.length)).toBe(message);

    // Stored: the message and the reply come back on a fresh load.
    await page.reload();
    await hydrated(page);
    await expectExchange(page, message, reply);
  });
}
