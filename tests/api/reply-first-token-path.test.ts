// What a send waits for before its first token (api/domain/exchanges.ts, reply-request.ts): the
// token check reads the subscription too, the day's reply is claimed by the statement that stores
// the message, and the prompt's history and memories are read in one statement, so four statements
// come before the provider is asked. A claim that finds no reply left stores nothing, shows no token,
// and the provider is never asked, or its request is ended where the prompt's read can finish first.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { conversations, messages, usageDays } from "../../api/db/schema";
import { settleReplies } from "../../api/domain/reply-generation";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, readSseUntil, send, sendSse } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import type { TestUser } from "../support/users";

const sideBySide = Boolean(process.env.TEST_DATABASE_URL);

type Query = (...args: unknown[]) => Promise<unknown>;

/** Every statement the API sends to the database while recording (PGlite's client or pg's pool). */
function recordStatements(t: TestApi) {
  const client = (t.services.db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = (...args: unknown[]) => {
    const [query] = args;
    seen.push(typeof query === "string" ? query : String((query as { text?: string }).text));
    return original.apply(client, args);
  };
  return { seen, stop: () => void (client.query = original) };
}

describe("a send's way to its first token (model path)", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
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

  const today = () => t.services.now().toISOString().slice(0, 10);
  const usedToday = async (who: TestUser) =>
    (
      await t.services.db
        .select({ messages: usageDays.messages })
        .from(usageDays)
        .where(and(eq(usageDays.userId, who.id), eq(usageDays.day, today())))
    )[0]?.messages ?? 0;
  const storedMessages = async (who: TestUser) =>
    (
      await t.services.db
        .select({ n: count() })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(eq(conversations.userId, who.id))
    )[0]!.n;

  it("runs four statements before the provider is asked: token and plan, bot and chat, claim and store, history and memories", async () => {
    const me = await chatter(t, "Ada");
    // The first send opens the chat (and the bot's first reply loads what is loaded once).
    expect((await send(t, me, { bot_id: botId, message: "Hello" })).status).toBe(200);
    await settleReplies(t.services);

    // The provider holds its first token: until then the reply's generation writes nothing, so what
    // was sent before the stream's first event is what a first token waits for.
    fake.next({ kind: "stream", chunks: ["Fine", " thanks"], holdAfter: 0 });
    const recording = recordStatements(t);
    const res = await sendSse(t, me, { bot_id: botId, message: "How are you?" });
    const { events, reader } = await readSseUntil(res.body!, (e) => e.some((x) => x.event === "message"));
    const before = [...recording.seen];
    recording.stop();
    expect(fake.requests).toHaveLength(1);
    fake.release();
    while (!(await reader.read()).done);
    await settleReplies(t.services);
    expect(events[0]!.event).toBe("message");

    expect(before).toHaveLength(4);
    const [token, target, store, prompt] = before as [string, string, string, string];
    expect(token).toContain('"api_tokens"');
    expect(token).toContain('"subscriptions"');
    expect(target).toContain('"bots"');
    expect(store).toContain('insert into "usage_days"');
    expect(store).toContain('insert into "messages"');
    expect(prompt).toContain('"messages"');
    expect(prompt).toContain('"memories"');
    expect(await usedToday(me)).toBe(2);
  });

  it("stores nothing, shows no token and lets no provider request run when the day's replies are used up", async () => {
    const me = await chatter(t, "Bea");
    expect((await send(t, me, { bot_id: botId, message: "Hello" })).status).toBe(200);
    await settleReplies(t.services);
    fake.reset();
    await t.services.db
      .update(usageDays)
      .set({ messages: 500 })
      .where(and(eq(usageDays.userId, me.id), eq(usageDays.day, today())));
    const stored = await storedMessages(me);
    const abortedBefore = fake.aborted;

    fake.next({ kind: "stream", chunks: ["Never", " shown"], holdAfter: 1 });
    const res = await sendSse(t, me, { bot_id: botId, message: "One more?" });
    expect(res.status).toBe(429);
    expect(res.headers.get("content-type")).not.toContain("text/event-stream");
    const body = await res.json();
    expect(body.message).toBe("You've used today's 500 messages. More at 00:00 UTC.");
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    await settleReplies(t.services);
    expect(await storedMessages(me)).toBe(stored);
    expect(await usedToday(me)).toBe(500);
    // One at a time the refusal is known before the prompt is read; side by side the prompt's read
    // may end first, and the request it made is ended.
    if (!sideBySide) expect(fake.requests).toHaveLength(0);
    expect(fake.requests.length).toBeLessThanOrEqual(1);
    await vi.waitFor(() => expect(fake.aborted - abortedBefore).toBe(fake.requests.length));
    fake.release();
  });
});
