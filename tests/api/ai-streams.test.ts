// Real model servers' streams (tests/fixtures/streams), replayed byte for byte from a loopback
// server through the whole send path, cut inside UTF-8 characters, inside "data:" and between the
// CR and LF of CRLF line ends: the member sees and the database keeps the reply and nothing of the
// reasoning, a server's mid-stream error fails the reply with its partial text, and every reply's
// usage is stored for metering (as the server reports it, else counted with the tokenizer).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { messages } from "../../api/db/schema";
import { messagesTokens, loadTokenCounter } from "../../api/services/ai/tokens";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, parseSse, send, sendSse } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import { cuttings, STREAM_CASES, type StreamCase } from "../support/stream-fixtures";
import type { TestUser } from "../support/users";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApi;
let botId: number;
let user: TestUser;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApi({
    AI_BASE_URL: fake.url,
    AI_MODEL: "fake-model",
    AI_TIMEOUT_MS: "5000",
    CHAT_SENDS_PER_MINUTE: "1000",
  });
  botId = await firstBotId(t);
  user = await chatter(t, "Robin");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const rowOf = async (id: number) =>
  (await t.services.db.select().from(messages).where(eq(messages.id, id)))[0]!;

/** The usage the reply must be stored with: the server's figures, the missing ones counted. */
async function expectedUsage(c: StreamCase, prompt: { content: string }[]) {
  const count = await loadTokenCounter("fake-model");
  const reasoningTokens = c.usage.reasoningTokens ?? (c.reasoning ? count(c.reasoning) : 0);
  return {
    model: "fake-model",
    promptTokens: c.usage.promptTokens ?? messagesTokens(prompt, count),
    completionTokens: c.usage.completionTokens ?? count(c.reply) + reasoningTokens,
    reasoningTokens,
  };
}

describe("replies from real model servers, replayed byte for byte", () => {
  for (const c of STREAM_CASES) {
    for (const { name, parts } of cuttings(c.file)) {
      it(`${c.file}, ${name}`, async () => {
        fake.next({ kind: "bytes", parts });
        const res = await sendSse(t, user, { bot_id: botId, message: "Hello, how are you?" });
        const events = parseSse(await res.text());
        const id = events[0]!.data.id as number;
        const shown = events
          .filter((e) => e.event === "token")
          .map((e) => e.data.text as string)
          .join("");
        expect(shown.trim()).toBe(c.reply);
        // Reasoning is never shown: it comes, at most, as one "thinking" event before the text.
        const thinking = events.filter((e) => e.event === "thinking");
        expect(thinking).toHaveLength(c.reasoning ? 1 : 0);
        if (c.reasoning)
          expect(events.indexOf(thinking[0]!)).toBeLessThan(events.findIndex((e) => e.event === "token"));

        const row = await rowOf(id);
        expect(row.replyMessage).toBe(`<p>${c.reply}</p>`);
        if (c.fails) {
          expect(events.at(-1)).toEqual({ event: "error", data: { id, message: CHAT_COPY.replyFailed } });
          expect(row.status).toBe("failed");
        } else {
          expect(events.at(-1)!.event).toBe("done");
          expect(row.status).toBe("complete");
          expect(row.alternatives).toEqual([`<p>${c.reply}</p>`]);
        }
        const { model, promptTokens, completionTokens, reasoningTokens } = row;
        expect({ model, promptTokens, completionTokens, reasoningTokens }).toEqual(
          await expectedUsage(c, fake.requests[0]!.body.messages),
        );
        // Usage is asked for, once.
        expect(fake.requests).toHaveLength(1);
        expect(fake.requests[0]!.body.stream_options).toEqual({ include_usage: true });
      });
    }
  }

  it("logs llama.cpp's error with its type and message", async () => {
    fake.next({ kind: "bytes", parts: cuttings("llamacpp-error.sse")[0]!.parts });
    t.logs.length = 0;
    const { status } = await send(t, user, { bot_id: botId, message: "Tell me a story please" });
    expect(status).toBe(502);
    const line = t.logs.find((l) => l.includes("failed"))!;
    expect(line).toContain("(server_error): Context size has been exceeded.");
    expect(line).not.toContain("Tell me a story");
  });
});

describe("usage on the offline engine", () => {
  it("answers with no provider and stores no model usage", async () => {
    const offline = await createTestApi();
    try {
      const someone = await chatter(offline, "Sky");
      const { status, body } = await send(offline, someone, {
        bot_id: await firstBotId(offline),
        message: "Hi",
      });
      expect(status).toBe(200);
      expect(body.data.reply.length).toBeGreaterThan(0);
      const [row] = await offline.services.db
        .select()
        .from(messages)
        .where(eq(messages.id, body.data.message.id));
      expect(row).toMatchObject({
        model: null,
        promptTokens: null,
        completionTokens: null,
        reasoningTokens: null,
      });
    } finally {
      await offline.close();
    }
  });
});
