// A member's memories between two sends (api/domain/memory-memo.ts, migration 0021): read once, then
// taken from what the process remembers while the member's memory version, kept by the database,
// still reads what it read. A memory added, changed or removed outside this process (straight in
// the database, as another instance, automatic memory or an operator does it) is in the very next
// prompt. The same across two API processes on PostgreSQL: tests/api/prompt-memos-cluster.test.ts.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CRISIS_RESOURCES } from "../../contract/safety";
import { memories, memoryVersions, users } from "../../api/db/schema";
import { metrics } from "../../api/services/metrics";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, send } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import { replyText } from "../support/reply-text";
import type { TestUser } from "../support/users";

let t: TestApi;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let botId: number;
let otherBotId: number;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApi({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "5000" });
  botId = await firstBotId(t);
  otherBotId = await firstBotId(t, 1);
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

beforeEach(() => fake.reset());

/** Sends so far whose memories were remembered and read (this process's metric). */
async function memoryReads() {
  const { values } = await metrics().promptMemoryReads.get();
  const of = (source: string) => values.find((v) => v.labels.source === source)?.value ?? 0;
  return { remembered: of("remembered"), database: of("database") };
}

/** Everything the model server was last sent, as one text. */
const lastPrompt = () => JSON.stringify(fake.requests.at(-1)!.body);

async function sendOk(user: TestUser, message: string, to = botId) {
  const res = await send(t, user, { bot_id: to, message });
  expect(res.status).toBe(200);
  return res;
}

const remember = (user: TestUser, text: string, bot = botId) =>
  t.services.db.insert(memories).values({ userId: user.id, botId: bot, text, source: "user" }).returning();

describe("a member's memories between sends", () => {
  it("are read once, then remembered while the member's memory version is unchanged", async () => {
    const user = await chatter(t, "Ada");
    await remember(user, "dog: Biscuit");
    await remember(user, "likes: rainy afternoons");
    const before = await memoryReads();
    await sendOk(user, "hello again");
    await sendOk(user, "how are you");
    await sendOk(user, "tell me more");
    const after = await memoryReads();
    expect(after.database - before.database).toBe(1);
    expect(after.remembered - before.remembered).toBe(2);
    // What was remembered is what the database holds.
    expect(lastPrompt()).toContain("dog: Biscuit");
    expect(lastPrompt()).toContain("likes: rainy afternoons");
  });

  it("sends a memory added, changed or removed outside this process in the next prompt", async () => {
    const user = await chatter(t, "Bea");
    const [first] = await remember(user, "dog: Biscuit");
    await sendOk(user, "hello");
    await sendOk(user, "still there?");

    await remember(user, "cat: Pepper");
    let before = await memoryReads();
    await sendOk(user, "and now?");
    expect((await memoryReads()).database - before.database).toBe(1);
    expect(lastPrompt()).toContain("cat: Pepper");

    await t.services.db.update(memories).set({ text: "dog: Waffles" }).where(eq(memories.id, first!.id));
    before = await memoryReads();
    await sendOk(user, "what is my dog called?");
    expect((await memoryReads()).database - before.database).toBe(1);
    expect(lastPrompt()).toContain("dog: Waffles");
    expect(lastPrompt()).not.toContain("Biscuit");

    await t.services.db.delete(memories).where(eq(memories.id, first!.id));
    await sendOk(user, "anything else?");
    expect(lastPrompt()).not.toContain("Waffles");
    expect(lastPrompt()).toContain("cat: Pepper");
  });

  it("reads another bot's memories, not the ones remembered of the bot before", async () => {
    const user = await chatter(t, "Cy");
    await remember(user, "dog: Biscuit", botId);
    await remember(user, "plays: the cello", otherBotId);
    await sendOk(user, "hello", botId);
    await sendOk(user, "hello", botId);
    const before = await memoryReads();
    await sendOk(user, "hi there", otherBotId);
    expect((await memoryReads()).database - before.database).toBe(1);
    expect(lastPrompt()).toContain("plays: the cello");
    expect(lastPrompt()).not.toContain("Biscuit");
    await sendOk(user, "back to you", botId);
    expect(lastPrompt()).toContain("dog: Biscuit");
    expect(lastPrompt()).not.toContain("cello");
  });

  it("answers a crisis sent with remembered memories with the crisis reply and the resources", async () => {
    const user = await chatter(t, "Flo");
    await remember(user, "dog: Biscuit");
    await sendOk(user, "hi there");
    const before = await memoryReads();
    fake.next({ kind: "stream", chunks: ["Oh darling, ", "kiss it better 😘"] });
    const res = await sendOk(user, "nobody would notice if I were dead");
    expect((await memoryReads()).remembered - before.remembered).toBe(1);
    const reply = replyText(res.body.data.reply);
    expect(reply).toContain(CRISIS_RESOURCES);
    expect(reply).not.toMatch(/darling|kiss|😘/);
    expect(res.body.data.message.safety).toBe("crisis");
  });
});

describe("a member's memory version (migration 0021)", () => {
  const versionOf = async (user: TestUser) =>
    (
      await t.services.db
        .select({ version: memoryVersions.version })
        .from(memoryVersions)
        .where(eq(memoryVersions.userId, user.id))
    )[0]?.version ?? 0;

  it("moves by one for each memory added, changed or removed, whichever bot's", async () => {
    const user = await chatter(t, "Gus");
    expect(await versionOf(user)).toBe(0);
    const [memory] = await remember(user, "dog: Biscuit");
    expect(await versionOf(user)).toBe(1);
    await remember(user, "plays: the cello", otherBotId);
    expect(await versionOf(user)).toBe(2);
    await t.services.db.update(memories).set({ text: "dog: Waffles" }).where(eq(memories.id, memory!.id));
    expect(await versionOf(user)).toBe(3);
    await t.services.db
      .delete(memories)
      .where(and(eq(memories.userId, user.id), eq(memories.botId, otherBotId)));
    expect(await versionOf(user)).toBe(4);
  });

  it("goes with its member", async () => {
    const user = await chatter(t, "Hal");
    await remember(user, "dog: Biscuit");
    await t.services.db.delete(users).where(eq(users.id, user.id));
    const left = await t.services.db.select().from(memoryVersions).where(eq(memoryVersions.userId, user.id));
    expect(left).toEqual([]);
  });
});
