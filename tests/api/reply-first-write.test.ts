// A send's answer waits (REPLY_FIRST_EVENT_WAIT_MS at most) for the reply's first event and writes it
// with the stored message, so the member's client reads the two at once (api/resources/reply-sse.ts);
// a model slower than that has the member's message sent alone, then its tokens as they come.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { settleReplies } from "../../api/domain/reply-generation";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, readSseUntil, sendSse } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import { parseSse, type SseEvent } from "../support/reply-events";

/** The events of the answer's first write (an in-process answer hands each write over as one chunk). */
async function firstWrite(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const { value } = await reader.read();
  reader.releaseLock();
  return parseSse(new TextDecoder().decode(value));
}

/** The text of `token` events, which must be all there is. */
function textOf(events: SseEvent[]) {
  expect(events.every((e) => e.event === "token")).toBe(true);
  return events.map((e) => e.data.text).join("");
}

describe.each([
  // Longer than any first token of the fake model here, so the first write is sure to hold it.
  { wait: "1000", firstWrite: ["message", "token"] },
  // The default: the model below holds its first token until the message has been read.
  { wait: undefined, firstWrite: ["message"] },
])("a send's first write (REPLY_FIRST_EVENT_WAIT_MS=$wait)", ({ wait, firstWrite: expected }) => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  let botId: number;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      AI_TIMEOUT_MS: "5000",
      ...(wait ? { REPLY_FIRST_EVENT_WAIT_MS: wait } : {}),
    });
    botId = await firstBotId(t);
  });
  afterAll(async () => {
    await settleReplies(t.services);
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());
  // A test that failed with the model held lets its reply end, not the next test's.
  afterEach(() => fake.release());
  /** Lets the model's first token go once the model holds it (a release before would be lost). */
  const releaseHeld = async () => {
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    fake.release();
  };

  it(`holds ${expected.join(" and ")}, then the rest of the reply in order`, async () => {
    const me = await chatter(t, "Ada");
    fake.next({ kind: "stream", chunks: ["Hello", " there"], holdAfter: wait ? undefined : 0 });
    const res = await sendSse(t, me, { bot_id: botId, message: "Hi!" });
    expect(res.status).toBe(200);
    const first = await firstWrite(res.body!);
    expect(first.map((e) => e.event)).toEqual(expected);
    expect(first[0]).toMatchObject({ id: 0, data: { message: "Hi!" } });
    // The model's two pieces may be logged as one token when they come together: only the words count.
    if (first[1]) expect(first[1].data.text).toMatch(/^Hello/);

    if (!wait) await releaseHeld();
    const { events } = await readSseUntil(res.body!, (seen) => seen.some((e) => e.event === "done"));
    const all = [...first, ...events];
    expect(all[0]!.event).toBe("message");
    expect(all.at(-1)!.event).toBe("done");
    expect(textOf(all.slice(1, -1))).toBe("Hello there");
  });

  it("answers a resume at once, with no message to wait with", async () => {
    const me = await chatter(t, "Kim");
    fake.next({ kind: "stream", chunks: ["Hello", " there"], holdAfter: 0 });
    const res = await sendSse(t, me, { bot_id: botId, message: "Hi!" });
    const [message] = await firstWrite(res.body!);
    await res.body!.cancel();
    // The model still holds its first token: a resume has nothing to write yet, and answers anyway.
    const resumed = await t.request("GET", `/messages/${message!.data.id}/stream`, {
      token: me.token,
      headers: { Accept: "text/event-stream" },
    });
    expect(resumed.status).toBe(200);
    await releaseHeld();
    const { events } = await readSseUntil(resumed.body!, (seen) => seen.some((e) => e.event === "done"));
    expect(events.at(-1)!.event).toBe("done");
    expect(textOf(events.slice(0, -1))).toBe("Hello there");
  });
});
