// A send's provider request goes out as soon as the prompt is built, while the member's message is
// still being stored (api/domain/reply-opening.ts): the provider's first token may arrive before
// the row exists, but nothing reaches the member until the message is stored, and a message that
// cannot be stored aborts the request. In a chat with history the prompt's rows were read with the
// bot, so the request is written before the store starts, on either engine. A first message's
// prompt is read beside the store: on PostgreSQL the request is made during the store; PGlite runs
// statements one at a time, so there the store is done first (or the request is never made when it
// fails).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { messages, usageDays } from "../../api/db/schema";
import { settleReplies } from "../../api/domain/reply-generation";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, readSseUntil, sendSse } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";

const sideBySide = Boolean(process.env.TEST_DATABASE_URL);

describe("the provider asked while the message is stored", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "5000" });
    // A store that takes a while, and one that fails after a while: the prompt's reads and the
    // provider's request are made meanwhile where the engine runs statements side by side.
    await t.services.db.execute(
      sql.raw(`create function test_store_gate() returns trigger language plpgsql as $$
        begin
          if new.message like 'slow store%' or new.message like 'unstorable%' then
            perform pg_sleep(1);
          end if;
          if new.message like 'unstorable%' then
            raise exception 'the test refuses this message';
          end if;
          return new;
        end $$`),
    );
    await t.services.db.execute(
      sql.raw(
        "create trigger test_store_gate before insert on messages for each row execute function test_store_gate()",
      ),
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const usedToday = async (userId: number) =>
    (
      await t.services.db
        .select({ messages: usageDays.messages })
        .from(usageDays)
        .where(eq(usageDays.userId, userId))
    )[0]?.messages ?? 0;

  const storedMessage = async (text: string) =>
    (
      await t.services.db
        .select({ id: messages.id, status: messages.status })
        .from(messages)
        .where(eq(messages.message, text))
    )[0];

  it("holds the provider's tokens back until the message is stored", async () => {
    const me = await chatter(t, "Lena");
    const botId = await firstBotId(t);
    const words = "slow store: how are you?";
    // The provider's first token is sent at once; the rest waits for release().
    fake.next({ kind: "stream", chunks: ["Fine", " thanks"], holdAfter: 1 });
    let answered = false;
    const pending = sendSse(t, me, { bot_id: botId, message: words });
    void pending.then(() => (answered = true));
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1), { timeout: 10_000 });

    // With the first token on its way, the member has been told nothing while the row is not stored.
    const stored = await storedMessage(words);
    if (sideBySide) {
      expect(stored).toBeUndefined();
      expect(answered).toBe(false);
    } else {
      expect(stored?.status).toBe("pending");
      // The day's reply was claimed before the first chat was opened (later, with the message).
      expect(await usedToday(me.id)).toBe(1);
    }

    fake.release();
    const res = await pending;
    expect(res.status).toBe(200);
    const { events, reader } = await readSseUntil(res.body!, (e) => e.some((x) => x.event === "done"));
    await reader.cancel();
    await settleReplies(t.services);
    expect(events[0]!.event).toBe("message");
    expect(events.at(-1)!.event).toBe("done");
    const tokens = events.filter((e) => e.event === "token").map((e) => e.data.text);
    expect(tokens.join("")).toBe("Fine thanks");
    expect(await storedMessage(words)).toEqual({ id: events[0]!.data.id, status: "complete" });
    expect(await usedToday(me.id)).toBe(1);
  });

  it("aborts the provider's request when the message cannot be stored, and makes no reply", async () => {
    const me = await chatter(t, "Omar");
    const botId = await firstBotId(t);
    const words = "unstorable: will this be kept?";
    fake.next({ kind: "stream", chunks: ["Never", " shown"], holdAfter: 1 });
    const res = await sendSse(t, me, { bot_id: botId, message: words });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.headers.get("content-type")).not.toContain("text/event-stream");
    await settleReplies(t.services);
    expect(await storedMessage(words)).toBeUndefined();
    // Side by side the request was made during the store and is ended; one at a time it never was.
    expect(fake.requests).toHaveLength(sideBySide ? 1 : 0);
    await vi.waitFor(() => expect(fake.aborted).toBe(fake.requests.length));
  });

  it("in a chat with history, writes the request before the store starts, and aborts it when the store fails", async () => {
    const me = await chatter(t, "Ines");
    const botId = await firstBotId(t);
    fake.next({ kind: "stream", chunks: ["Hi"] });
    const first = await sendSse(t, me, { bot_id: botId, message: "Hello there" });
    expect(first.status).toBe(200);
    await first.body!.cancel();
    await settleReplies(t.services);
    fake.reset();

    const abortedBefore = fake.aborted;
    const words = "unstorable: and now?";
    fake.next({ kind: "stream", chunks: ["Never", " shown"], holdAfter: 1 });
    const res = await sendSse(t, me, { bot_id: botId, message: words });
    expect(res.status).toBeGreaterThanOrEqual(500);
    await settleReplies(t.services);
    expect(await storedMessage(words)).toBeUndefined();
    // The provider had the request before the store began (on PGlite too), and saw it cut (so
    // early, in-process, that its body may not have been read whole).
    await vi.waitFor(() => expect(fake.aborted - abortedBefore).toBe(1));
    expect(fake.requests.length).toBeLessThanOrEqual(1);
    fake.release();
  });
});
