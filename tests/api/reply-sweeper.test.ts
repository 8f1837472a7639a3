// Replies whose instance died are failed by the sweeper, whether or not anyone reads the chat,
// judged by the database's clock only: a host clock running ahead never fails a live reply, and a
// swept reply keeps its partial text and can be retried at once.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { messages } from "../../api/db/schema";
import { settleReplies } from "../../api/domain/reply-generation";
import { sweepSilentReplies } from "../../api/domain/reply-sweeper";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, readSseUntil, send, sendSse } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApi;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApi({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "20000" });
});
afterAll(async () => {
  fake.release();
  await settleReplies(t.services);
  await t.close();
  await fake.close();
});

async function silence(id: number, ms: number) {
  await t.services.db
    .update(messages)
    .set({ heartbeatAt: sql`now() - ${`${ms} milliseconds`}::interval` })
    .where(eq(messages.id, id));
}

const rowOf = async (id: number) =>
  (await t.services.db.select().from(messages).where(eq(messages.id, id)))[0]!;

describe("the reply sweeper", () => {
  it("fails a reply silent for three heartbeats, keeping its text; Retry works at once", async () => {
    const user = await chatter(t);
    const botId = await firstBotId(t);
    fake.next({ kind: "stream", chunks: ["Kept ", "text"] });
    const first = await send(t, user, { bot_id: botId, message: "first" });
    const id = first.body.data.message.id as number;
    // As a dead instance leaves it: streaming, part of the reply saved, no more beats.
    await t.services.db
      .update(messages)
      .set({ status: "streaming", replyMessage: "<p>Kept</p>" })
      .where(eq(messages.id, id));
    const beats = t.config.REPLY_HEARTBEAT_MS * 3;
    await silence(id, beats - 2000);
    expect(await sweepSilentReplies(t.services)).not.toContain(id);
    expect((await rowOf(id)).status).toBe("streaming");

    await silence(id, beats + 1000);
    // Two instances sweeping at once: the row is failed by one of them, once.
    const [a, b] = await Promise.all([sweepSilentReplies(t.services), sweepSilentReplies(t.services)]);
    expect([...a!, ...b!].filter((x) => x === id)).toEqual([id]);
    expect(await rowOf(id)).toMatchObject({
      status: "failed",
      error: CHAT_COPY.replyFailed,
      replyMessage: "<p>Kept</p>",
    });

    fake.next({ kind: "stream", chunks: ["Whole ", "again."] });
    const retried = await send(t, user, { bot_id: botId, retry_id: id });
    expect(retried.status).toBe(200);
    expect(retried.body.data.message).toMatchObject({ id, status: "complete" });
  });

  it("never fails a live reply, however far the host's clock runs ahead", async () => {
    const user = await chatter(t, "Skew");
    const botId = await firstBotId(t);
    fake.next({ kind: "stream", chunks: ["Still ", "alive."], holdAfter: 1 });
    const res = await sendSse(t, user, { bot_id: botId, message: "go slow" });
    const { events, reader } = await readSseUntil(res.body!, (e) => e.some((x) => x.event === "token"));
    const id = events[0]!.data.id as number;
    t.advance(60_000);
    expect(await sweepSilentReplies(t.services)).not.toContain(id);
    expect((await rowOf(id)).status).toMatch(/pending|streaming/);
    fake.release();
    await reader.cancel();
    await settleReplies(t.services);
    expect(await rowOf(id)).toMatchObject({ status: "complete", replyMessage: "<p>Still alive.</p>" });
  });
});
