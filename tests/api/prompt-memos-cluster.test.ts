// What a process remembers of a prompt's rows across instances: two API processes on one
// PostgreSQL. The instance that answered a chat remembers its history (api/domain/history-memo.ts)
// and the member's memories of the bot (memory-memo.ts); an exchange deleted, or a memory added,
// changed or deleted, through the other instance is in its next prompt, because the version kept
// by the database moved. In process, on both databases: tests/api/history-memo.test.ts and
// memory-memo.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/api";
import { apiInstances, type ApiInstance } from "../support/api-instances";
import { chatter, firstBotId } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import { replyCalls } from "../support/reply-events";
import type { TestUser } from "../support/users";

const onPostgres = !!process.env.TEST_DATABASE_URL;

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApi;
let instances: ReturnType<typeof apiInstances>;
let user: TestUser;
let botId: number;

beforeAll(async () => {
  if (!onPostgres) return;
  fake = await startFakeOpenAI();
  t = await createTestApi();
  user = await chatter(t);
  botId = await firstBotId(t);
  instances = apiInstances({
    DATABASE_URL: t.config.DATABASE_URL!,
    AI_BASE_URL: fake.url,
    AI_MODEL: "fake-model",
    AI_TIMEOUT_MS: "60000",
  });
}, 120_000);

afterAll(async () => {
  await instances?.stopAll();
  await t?.close();
  await fake?.close();
}, 60_000);

const { call } = replyCalls(
  (on: ApiInstance) => on.base,
  () => ({ token: user.token, botId }),
);

/** Sends on `on` and waits for the saved reply (JSON); answers the exchange's id. */
async function sendOn(on: ApiInstance, message: string): Promise<number> {
  const res = await call(on, "/bots/chatting/send", {
    method: "POST",
    body: JSON.stringify({ bot_id: botId, message }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.message.id;
}

/** Everything the model server was last sent, as one text. */
const lastPrompt = () => JSON.stringify(fake.requests.at(-1)!.body);

/** The member's turns of the last request the model server was sent. */
function lastUserTurns(): string[] {
  const body = fake.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
  return body.messages.filter((m) => m.role === "user").map((m) => m.content.split("\n\n")[0]!);
}

describe.skipIf(!onPostgres)("a chat's history remembered by one instance, changed through another", () => {
  it("leaves out of the next prompt an exchange another instance deleted", async () => {
    const a = await instances.start("a");
    const b = await instances.start("b");
    await sendOn(a, "one");
    await sendOn(a, "two");
    const third = await sendOn(a, "three");
    // a remembers one, two and three (its third send used what it remembered).
    expect(lastUserTurns()).toEqual(["one", "two", "three"]);

    const removed = await call(b, `/messages/${third}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    await sendOn(a, "four");
    expect(lastUserTurns()).toEqual(["one", "two", "four"]);
  }, 120_000);
});

describe.skipIf(!onPostgres)(
  "a member's memories remembered by one instance, changed through another",
  () => {
    it("sends the other instance's changes in the next prompt", async () => {
      const a = await instances.start("a");
      const b = await instances.start("b");
      const added = await call(b, `/bots/${botId}/memories`, {
        method: "POST",
        body: JSON.stringify({ text: "dog: Biscuit" }),
      });
      expect(added.status).toBe(201);
      const memoryId = (await added.json()).data.id;
      await sendOn(a, "hello");
      await sendOn(a, "how are you");
      // a remembers the dog (its second send used what it remembered).
      expect(lastPrompt()).toContain("dog: Biscuit");

      const edited = await call(b, `/memories/${memoryId}`, {
        method: "PATCH",
        body: JSON.stringify({ text: "dog: Waffles" }),
      });
      expect(edited.status).toBe(200);
      await sendOn(a, "what is my dog called?");
      expect(lastPrompt()).toContain("dog: Waffles");
      expect(lastPrompt()).not.toContain("Biscuit");

      expect((await call(b, `/memories/${memoryId}`, { method: "DELETE" })).status).toBe(200);
      await sendOn(a, "anything else?");
      expect(lastPrompt()).not.toContain("Waffles");
    }, 120_000);
  },
);
