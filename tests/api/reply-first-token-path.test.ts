// What a send waits for before its first token (api/domain/exchanges.ts, reply-request.ts): the
// token check reads the subscription too, the bot and chat are read with the prompt's history and
// memories and the day's counters (with the token itself, for a token this process has checked
// before: the check judges that read), and the day's reply is claimed by the statement that stores
// the message, so two statements come before the provider is asked, and the last of them need not
// end before it is. A member with no reply left is refused before the provider is asked, and nothing is
// stored; a claim refused after it (two sends at once) stores nothing, shows no token and ends it.
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiTokens, conversations, memories, messages, usageDays, users } from "../../api/db/schema";
import { UNAUTHENTICATED } from "../../api/http/auth";
import { CRISIS_RESOURCES } from "../../contract/safety";
import { replyText } from "../support/reply-text";
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

  it("runs two statements before the provider is asked: bot with chat, prompt, token and plan, then claim with message", async () => {
    const me = await chatter(t, "Ada");
    // The first send opens the chat (and the bot's first reply loads what is loaded once).
    expect((await send(t, me, { bot_id: botId, message: "Hello" })).status).toBe(200);
    await settleReplies(t.services);
    fake.reset();
    await t.services.db
      .insert(memories)
      .values({ userId: me.id, botId, text: "dog: Biscuit", source: "user" });

    // The provider holds its first token: until then the reply's generation writes nothing, so what
    // was sent before the stream's first event is what a first token waits for.
    fake.next({ kind: "stream", chunks: ["Fine", " thanks"], holdAfter: 0 });
    const recording = recordStatements(t);
    const res = await sendSse(t, me, { bot_id: botId, message: "How is my dog?" });
    const { events, reader } = await readSseUntil(res.body!, (e) => e.some((x) => x.event === "message"));
    const before = [...recording.seen];
    recording.stop();
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    fake.release();
    while (!(await reader.read()).done);
    await settleReplies(t.services);
    expect(events[0]!.event).toBe("message");

    expect(before).toHaveLength(2);
    // The token was checked here before (the first send): the bot's read reads the token and the
    // plan too, and the check judges that read instead of making its own.
    const [target, store] = before as [string, string];
    expect(target).toContain('"api_tokens"');
    expect(target).toContain('"subscriptions"');
    expect(target).toContain('"bots"');
    expect(target).toContain('"memories"');
    expect(target).toContain('"usage_days"');
    expect(store).toContain('insert into "usage_days"');
    expect(store).toContain('insert into "messages"');
    // The prompt read with the bot has the chat's history and the memories.
    const prompt = fake.requests[0]!.body.messages as { role: string; content: string }[];
    expect(prompt[0]!.content).toContain('- "dog: Biscuit"');
    expect(prompt.some((m) => m.role === "user" && m.content.startsWith("Hello"))).toBe(true);
    expect(await usedToday(me)).toBe(2);
  });

  it("uses nothing read beside the check of a token that no longer works: 401, nothing stored, no provider request", async () => {
    const me = await chatter(t, "Cy");
    expect((await send(t, me, { bot_id: botId, message: "Hello" })).status).toBe(200);
    await settleReplies(t.services);
    fake.reset();
    const stored = await storedMessages(me);
    // Signed out elsewhere: this process saw the token work and reads its owner's rows early.
    expect((await t.call("POST", "/auth/logout", { token: me.token })).status).toBe(200);
    fake.next({ kind: "stream", chunks: ["Never", " shown"], holdAfter: 1 });
    const recording = recordStatements(t);
    const res = await sendSse(t, me, { bot_id: botId, message: "Still there?" });
    recording.stop();
    expect(res.status).toBe(401);
    // The early read was made, and dropped.
    expect(recording.seen.some((q) => q.includes('from "bots"'))).toBe(true);
    await settleReplies(t.services);
    expect(await storedMessages(me)).toBe(stored);
    expect(fake.requests).toHaveLength(0);
    fake.release();
  });

  it("answers a crisis sent by a token read with the bot with the crisis reply and the resources", async () => {
    const me = await chatter(t, "Gil");
    expect((await send(t, me, { bot_id: botId, message: "Hello" })).status).toBe(200);
    await settleReplies(t.services);
    fake.reset();
    fake.next({ kind: "stream", chunks: ["Oh darling, ", "come here 😘"] });
    const recording = recordStatements(t);
    const { status, body } = await send(t, me, { bot_id: botId, message: "I want to kill myself" });
    recording.stop();
    expect(status).toBe(200);
    expect(recording.seen[0]).toContain('"api_tokens"');
    expect(recording.seen.filter((q) => q.includes('from "api_tokens"'))).toHaveLength(1);
    const reply = replyText(body.data.reply);
    expect(reply).toContain(CRISIS_RESOURCES);
    expect(reply).not.toMatch(/darling|😘/);
    expect(body.data.message.safety).toBe("crisis");
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
    // The day's counters were read with the bot: the provider was never asked.
    expect(fake.requests).toHaveLength(0);
    fake.release();
  });

  it("ends the provider's request and stores nothing when the claim finds no reply left after all", async () => {
    const me = await chatter(t, "Cleo");
    expect((await send(t, me, { bot_id: botId, message: "Hello" })).status).toBe(200);
    await settleReplies(t.services);
    fake.reset();
    const stored = await storedMessages(me);
    const abortedBefore = fake.aborted;
    // The counters read with the bot show replies left, but the claim takes none, as when another
    // send took the last one meanwhile: the day's row refuses the claim's update, after a while (in
    // which, side by side, the provider is asked).
    await t.services.db.execute(
      sql.raw(`create function test_claim_lost() returns trigger language plpgsql as $$
        begin
          perform pg_sleep(0.5);
          return null;
        end $$`),
    );
    await t.services.db.execute(
      sql.raw(
        `create trigger test_claim_lost before update on usage_days for each row when (new.user_id = ${me.id}) execute function test_claim_lost()`,
      ),
    );
    try {
      // The provider holds every request: only an abort ends one before release().
      fake.next({ kind: "stream", chunks: ["Never", " shown"], holdAfter: 0 });
      const res = await sendSse(t, me, { bot_id: botId, message: "Last one?" });
      expect(res.status).toBe(429);
      expect(res.headers.get("content-type")).not.toContain("text/event-stream");
      expect((await res.json()).message).toBe("You've used today's 500 messages. More at 00:00 UTC.");
      await settleReplies(t.services);
      expect(await storedMessages(me)).toBe(stored);
      expect(await usedToday(me)).toBe(1);
      if (sideBySide) expect(fake.requests).toHaveLength(1);
      await vi.waitFor(() => expect(fake.aborted - abortedBefore).toBe(fake.requests.length));
    } finally {
      fake.release();
      await t.services.db.execute(sql.raw("drop trigger test_claim_lost on usage_days"));
    }
  });
});

describe("a send's token read with its bot (a token this process has checked before)", () => {
  let t: TestApi;
  let botId: number;
  beforeAll(async () => {
    t = await createTestApi();
    botId = await firstBotId(t);
  });
  afterAll(() => t.close());

  /** A member whose token has worked here once, so their next send reads it with the bot. */
  const knownHere = async (name: string) => {
    const me = await chatter(t, name);
    expect((await send(t, me, { bot_id: botId, message: "Hello" })).status).toBe(200);
    await settleReplies(t.services);
    return me;
  };
  const tokenRow = async (me: TestUser) =>
    (await t.services.db.select().from(apiTokens).where(eq(apiTokens.userId, me.id)))[0];

  it("is judged as the check judges its own: a stale use noted, an expired token deleted and refused", async () => {
    const me = await knownHere("Dee");
    t.advance(2 * 60_000);
    const sent = t.services.now().getTime();
    expect((await send(t, me, { bot_id: botId, message: "Still me" })).status).toBe(200);
    await settleReplies(t.services);
    expect((await tokenRow(me))!.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(sent);

    const away = 31 * 24 * 3600_000;
    t.advance(away);
    try {
      const res = await send(t, me, { bot_id: botId, message: "After a month away" });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(UNAUTHENTICATED);
      expect(await tokenRow(me)).toBeUndefined();
    } finally {
      // Tokens are issued by the wall clock: the next tests' must not look a month old.
      t.advance(-away - 2 * 60_000);
    }
  });

  it("refuses a banned member's token, and stores nothing", async () => {
    const me = await knownHere("Eve");
    await t.services.db.update(users).set({ bannedAt: t.services.now() }).where(eq(users.id, me.id));
    const res = await send(t, me, { bot_id: botId, message: "Let me in" });
    expect(res.status).toBe(401);
    const said = await t.services.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.message, "Let me in"));
    expect(said[0]!.n).toBe(0);
  });

  it("answers a crisis on the offline engine with the crisis reply and the resources", async () => {
    const me = await knownHere("Hal");
    const { status, body } = await send(t, me, {
      bot_id: botId,
      message: "I don't want to be alive anymore",
    });
    expect(status).toBe(200);
    expect(replyText(body.data.reply)).toContain(CRISIS_RESOURCES);
    expect(body.data.message.safety).toBe("crisis");
  });

  it("leaves a bot that is not there to the check's own read: 404 for a working token, 401 for a revoked one", async () => {
    const me = await knownHere("Fay");
    const missing = { bot_id: 999_999, message: "Anyone?" };
    expect((await send(t, me, missing)).status).toBe(404);
    expect((await t.call("POST", "/auth/logout", { token: me.token })).status).toBe(200);
    expect((await send(t, me, missing)).status).toBe(401);
  });
});
