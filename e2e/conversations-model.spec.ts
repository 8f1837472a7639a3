// What a model is given, with JavaScript on and off: the memory the user added on the Memory page,
// their "About you", and, of two replies to a message, the one they chose. Runs against the second
// e2e server (scripts/e2e-server.js openai), whose OpenAI-compatible provider calls the fake model
// server this spec starts on loopback, so the prompt can be read.
import { expect, test } from "@playwright/test";
import { CHAT_COPY } from "../contract/chat-schemas";
import { membersWords, type Behaviour } from "../tests/support/openai-fake";
import { useFakeModel } from "./support/fake-model";
import { createUser, hydrated, open, signIn, subscribe } from "./support/chat-users";
import { control, press, send, settled } from "./support/conversations";

const fake = useFakeModel();

type Turn = { role: string; content: string };

test("the model gets the memory, About you, and the reply the user chose", async ({ page, request }) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  const persona = "I am a night-shift nurse and I love hiking.";
  const saved = await request.put("/api/v1/auth/profile", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { persona },
  });
  expect(saved.ok()).toBe(true);
  await signIn(page, user);

  await open(page, "/dashboard/chat/memory?bot=1");
  await page.getByRole("textbox", { name: "Something Luna Harper should remember" }).fill("dog: Biscuit");
  await press(page.getByRole("button", { name: "Add memory" }));
  await expect(page.getByTestId("memory-text")).toHaveText(["dog: Biscuit"]);

  fake.next(
    { kind: "stream", chunks: ["Reply", " A"] },
    { kind: "stream", chunks: ["Reply", " B"] },
    { kind: "stream", chunks: ["It's", " Biscuit!"] },
  );
  await open(page, "/dashboard/chat?bot=1");
  const first = await send(page, "Luna Harper", "Hi there");
  await expect(first.getByTestId("bot-message")).toHaveText("Reply A");
  await press(first.getByRole("button", { name: "Regenerate" }));
  await settled(page);
  await expect(first.getByTestId("alternative-position")).toHaveText("2/2");
  await expect(first.getByTestId("bot-message")).toHaveText("Reply B");
  await press(first.getByRole("button", { name: "Previous reply" }));
  await expect(first.getByTestId("alternative-position")).toHaveText("1/2");
  await expect(first.getByTestId("bot-message")).toHaveText("Reply A");
  await page.reload();
  await hydrated(page);

  const reply = await send(page, "Luna Harper", "What's my dog's name?");
  await expect(reply.getByTestId("bot-message")).toHaveText("It's Biscuit!");

  const asked = fake.requests.find((r) =>
    (r.body?.messages as Turn[] | undefined)?.some(
      (m) => membersWords(m.content) === "What's my dog's name?",
    ),
  );
  expect(asked, "the model was asked the question").toBeTruthy();
  const turns = asked!.body.messages as Turn[];
  const system = turns
    .filter((m) => m.role === "system")
    .map((m) => m.content)
    .join("\n");
  expect(system).toContain('"dog: Biscuit"');
  expect(system).toContain(persona);
  const said = turns.filter((m) => m.role === "assistant").map((m) => m.content);
  expect(said).toContain("Reply A");
  expect(said).not.toContain("Reply B");
});

/** The provider retries a 5xx once before the first token; the second 500 is final. */
const FAILS: Behaviour[] = [
  { kind: "status", status: 500, retryAfter: "0" },
  { kind: "status", status: 500, retryAfter: "0" },
];

test("a failed regenerate keeps the earlier reply; a failed edit keeps the edited text, with Retry", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const user = await createUser(request);
  await subscribe(request, user, "month");
  await signIn(page, user);
  fake.next({ kind: "stream", chunks: ["Reply", " A"] }, ...FAILS);
  await open(page, "/dashboard/chat?bot=1");
  const first = await send(page, "Luna Harper", "Hi there");

  await press(first.getByRole("button", { name: "Regenerate" }));
  await expect(first.getByRole("alert")).toHaveText(CHAT_COPY.replyFailed);
  await settled(page);
  await expect(first.getByTestId("alternative-position")).toHaveText("2/2");
  // Going back to the earlier reply settles the exchange on it; the failed attempt is let go.
  await press(first.getByRole("button", { name: "Previous reply" }));
  await expect(first.getByTestId("bot-message")).toHaveText("Reply A");
  await expect(first.getByRole("alert")).toHaveCount(0);
  await expect(first.getByTestId("alternatives")).toHaveCount(0);

  fake.next({ kind: "stream", chunks: ["Reply", " B"] }, ...FAILS, {
    kind: "stream",
    chunks: ["Reply", " C"],
  });
  await send(page, "Luna Harper", "Second message");
  await press(control(page.getByTestId("exchange").nth(1), "Edit your message"));
  await page.getByRole("textbox", { name: "Edit your message" }).fill("Hello again, edited");
  if (javaScriptEnabled) {
    await press(page.getByRole("button", { name: "Save and resend" }));
    await press(
      page
        .getByRole("alertdialog", { name: "Save your edit?" })
        .getByRole("button", { name: "Yes, save and resend" }),
    );
  } else {
    await press(page.locator("summary", { hasText: "Save and resend" }));
    await press(page.getByRole("button", { name: "Yes, save and resend" }));
  }
  const edited = page.getByTestId("exchange").last();
  await expect(edited.getByRole("alert")).toHaveText(CHAT_COPY.replyFailed);
  await settled(page);
  await expect(page.getByTestId("user-message")).toHaveText(["Hello again, edited"]);

  // Stored as it was typed: a fresh load shows the edited text and its Retry.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("user-message")).toHaveText(["Hello again, edited"]);
  await press(edited.getByRole("button", { name: "Retry" }));
  await expect(edited.getByTestId("bot-message")).toHaveText("Reply C");
  await settled(page);
  await expect(edited.getByRole("alert")).toHaveCount(0);
});
