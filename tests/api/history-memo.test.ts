// A chat's history between two sends (api/domain/history-memo.ts, migration 0020): read once, then
// taken from what the process remembers while the chat's history version, kept by the database,
// still reads what it read. A change made outside this process (straight in the database, as
// another instance or an operator makes it) is in the very next prompt. The same across two API
// processes on PostgreSQL: tests/api/prompt-memos-cluster.test.ts.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CRISIS_RESOURCES } from "../../contract/safety";
import { conversations, historyVersions, messages } from "../../api/db/schema";
import { settleReplies } from "../../api/domain/reply-generation";
import { metrics } from "../../api/services/metrics";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, readSseUntil, send, sendSse } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import { replyText } from "../support/reply-text";
import type { TestUser } from "../support/users";

let t: TestApi;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let botId: number;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApi({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "5000" });
  botId = await firstBotId(t);
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

beforeEach(() => fake.reset());

/** Sends so far whose history was remembered and read (this process's metric). */
async function historyReads() {
  const { values } = await metrics().promptHistoryReads.get();
  const of = (source: string) => values.find((v) => v.labels.source === source)?.value ?? 0;
  return { remembered: of("remembered"), database: of("database") };
}

/** The member's turns and the replies of the last request the model server was sent. */
function lastPrompt(): string[] {
  const body = fake.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
  return body.messages.filter((m) => m.role !== "system").map((m) => m.content);
}

/** Sends and waits for the reply; answers the exchange's id and its chat's. */
async function sendOk(user: TestUser, message: string) {
  const res = await send(t, user, { bot_id: botId, message });
  expect(res.status).toBe(200);
  const id = res.body.data.message.id as number;
  const [row] = await t.services.db.select().from(messages).where(eq(messages.id, id));
  return { id, chatId: row!.conversationId };
}

describe("a chat's history between sends", () => {
  it("is read once, then remembered while the chat's history version is unchanged", async () => {
    const user = await chatter(t, "Ada");
    const before = await historyReads();
    // The first send finds no chat yet: the second reads the one it made.
    await sendOk(user, "first words");
    await sendOk(user, "second words");
    await sendOk(user, "third words");
    await sendOk(user, "fourth words");
    const after = await historyReads();
    expect(after.database - before.database).toBe(2);
    expect(after.remembered - before.remembered).toBe(2);
    // What was remembered is what the database holds: every exchange, in order.
    expect(lastPrompt().filter((c) => c.includes(" words"))).toEqual([
      "first words",
      "second words",
      "third words",
      expect.stringMatching(/^fourth words/),
    ]);
    expect(lastPrompt().filter((c) => c === "Hello there!")).toHaveLength(3);
  });

  it("sends a reply changed outside this process in the next prompt", async () => {
    const user = await chatter(t, "Bea");
    const first = await sendOk(user, "tell me a thing");
    await sendOk(user, "and another");
    await t.services.db
      .update(messages)
      .set({ replyMessage: "<p>A reply rewritten elsewhere.</p>" })
      .where(eq(messages.id, first.id));
    const before = await historyReads();
    await sendOk(user, "what did you say first?");
    expect((await historyReads()).database - before.database).toBe(1);
    expect(lastPrompt()).toContain("A reply rewritten elsewhere.");
  });

  it("reads again when something else changed while this process's reply was being written", async () => {
    const user = await chatter(t, "Eve");
    const first = await sendOk(user, "start here");
    await sendOk(user, "go on");
    // The third reply is held half-way; meanwhile the first exchange is rewritten elsewhere.
    fake.next({ kind: "stream", chunks: ["Still", " here."], holdAfter: 1 });
    const held = await sendSse(t, user, { bot_id: botId, message: "while you write" });
    const { reader } = await readSseUntil(held.body!, (events) => events.some((e) => e.event === "token"));
    await t.services.db
      .update(messages)
      .set({ replyMessage: "<p>Rewritten meanwhile.</p>" })
      .where(eq(messages.id, first.id));
    fake.release();
    while (!(await reader.read()).done);
    await settleReplies(t.services);
    const before = await historyReads();
    await sendOk(user, "and now?");
    expect((await historyReads()).database - before.database).toBe(1);
    expect(lastPrompt()).toContain("Rewritten meanwhile.");
    expect(lastPrompt()).toContain("Still here.");
  });

  it("answers a crisis sent with a remembered history with the crisis reply and the resources", async () => {
    const user = await chatter(t, "Flo");
    await sendOk(user, "hi there");
    await sendOk(user, "long day");
    const before = await historyReads();
    fake.next({ kind: "stream", chunks: ["Oh darling, ", "kiss it better 😘"] });
    const res = await send(t, user, { bot_id: botId, message: "nobody would notice if I were dead" });
    expect((await historyReads()).remembered - before.remembered).toBe(1);
    const reply = replyText(res.body.data.reply);
    expect(reply).toContain(CRISIS_RESOURCES);
    expect(reply).not.toMatch(/darling|kiss|😘/);
    expect(res.body.data.message.safety).toBe("crisis");
  });

  it("leaves out an exchange deleted outside this process", async () => {
    const user = await chatter(t, "Cy");
    await sendOk(user, "keep this one");
    const second = await sendOk(user, "forget this one");
    await t.services.db.delete(messages).where(eq(messages.id, second.id));
    await sendOk(user, "and now?");
    expect(lastPrompt()).toContain("keep this one");
    expect(lastPrompt()).not.toContain("forget this one");
  });
});

describe("a chat's history version (migration 0020)", () => {
  const versionOf = async (chatId: number) =>
    (
      await t.services.db
        .select({ version: historyVersions.version })
        .from(historyVersions)
        .where(eq(historyVersions.conversationId, chatId))
    )[0]?.version ?? 0;

  it("moves with every change to a completed exchange as a prompt reads it, and with nothing else", async () => {
    const user = await chatter(t, "Dee");
    const { chatId } = await sendOk(user, "hello");
    const db = t.services.db;
    const start = await versionOf(chatId);
    const [pending] = await db
      .insert(messages)
      .values({ conversationId: chatId, botId, message: "waiting", status: "pending" })
      .returning();
    await db
      .update(messages)
      .set({ status: "streaming", heartbeatAt: sql`now()` })
      .where(eq(messages.id, pending!.id));
    expect(await versionOf(chatId)).toBe(start);

    // A reply completing moves it by exactly one (what the memo adds a reply at).
    await db
      .update(messages)
      .set({ status: "complete", replyMessage: "<p>Done.</p>" })
      .where(eq(messages.id, pending!.id));
    expect(await versionOf(chatId)).toBe(start + 1);

    await db.update(messages).set({ rating: 1 }).where(eq(messages.id, pending!.id));
    expect(await versionOf(chatId)).toBe(start + 1);
    await db.update(messages).set({ message: "waiting, edited" }).where(eq(messages.id, pending!.id));
    expect(await versionOf(chatId)).toBe(start + 2);
    await db
      .insert(messages)
      .values({ conversationId: chatId, botId, replyMessage: "<p>Hi.</p>", status: "complete" });
    expect(await versionOf(chatId)).toBe(start + 3);
    await db.delete(messages).where(and(eq(messages.id, pending!.id)));
    expect(await versionOf(chatId)).toBe(start + 4);

    await db.delete(conversations).where(eq(conversations.id, chatId));
    const left = await db.select().from(historyVersions).where(eq(historyVersions.conversationId, chatId));
    expect(left).toEqual([]);
  });
});
