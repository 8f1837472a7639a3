// A reply that is still being made keeps its row alive with a heartbeat, however long the model
// takes before its first token; only a silent row (its process gone) is marked failed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleReplies } from "../../api/domain/reply-generation";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, readSseUntil, sendSse, thread } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";

// Long enough that a loaded CI machine's timer lag never looks like a dead process.
const HEARTBEAT_MS = 500;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApi;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApi({
    AI_BASE_URL: fake.url,
    AI_MODEL: "fake-model",
    AI_TIMEOUT_MS: "20000",
    REPLY_HEARTBEAT_MS: String(HEARTBEAT_MS),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("the reply heartbeat", () => {
  it("keeps a slow reply streaming past several heartbeats, then completes it", async () => {
    const user = await chatter(t);
    const botId = await firstBotId(t);
    fake.next({ kind: "stream", chunks: ["Slow ", "but ", "sure."], holdAfter: 0 });
    const res = await sendSse(t, user, { bot_id: botId, message: "take your time" });
    const { events, reader } = await readSseUntil(res.body!, (e) => e.some((x) => x.event === "message"));
    const id = events[0]!.data.id as number;

    // Seven heartbeats without a token: a silent row would have been failed after three.
    await new Promise((r) => setTimeout(r, HEARTBEAT_MS * 7));
    const row = (await thread(t, user, botId)).messages.find((m: { id: number }) => m.id === id);
    expect(row.status).toMatch(/pending|streaming/);

    fake.release();
    await reader.cancel();
    await settleReplies(t.services);
    const done = (await thread(t, user, botId)).messages.find((m: { id: number }) => m.id === id);
    expect(done).toMatchObject({ status: "complete", reply_message: "<p>Slow but sure.</p>" });
  });
});
