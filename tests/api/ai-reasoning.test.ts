// Reasoning models and what model servers say when they fail, through the whole send path against a
// loopback server: the request fields reasoning models accept, thinking that outlasts
// AI_TIMEOUT_MS without being cut, the whole-reply limit, the crisis protocol on a reasoning
// model, the provider's own error in the log with a plain reason for the member, and servers that
// refuse stream_options.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { CRISIS_RESOURCES } from "../../contract/safety";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, parseSse, send, sendSse, thread } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import { cuttings, streamFixture } from "../support/stream-fixtures";
import type { TestUser } from "../support/users";
import { replyText } from "../support/reply-text";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApi;
let botId: number;
let user: TestUser;
const env = (more: Record<string, string> = {}) => ({
  AI_BASE_URL: fake.url,
  AI_MODEL: "o3-mini",
  AI_TIMEOUT_MS: "1000",
  CHAT_SENDS_PER_MINUTE: "1000",
  ...more,
});

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApi(env());
  botId = await firstBotId(t);
  user = await chatter(t, "Robin");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

/** One write per event, `delayMs` apart: a model that takes its time. */
const slowly = (file: string, delayMs: number) => ({
  kind: "bytes" as const,
  parts: cuttings(file)[0]!.parts,
  delayMs,
});
const keepAlives = (n: number) => Array.from({ length: n }, () => Buffer.from(": OPENROUTER PROCESSING\n\n"));

describe("reasoning models", () => {
  it("get max_completion_tokens (reply plus thinking room) and no temperature, and usage is asked for", async () => {
    fake.next(slowly("openai-gpt5.sse", 2));
    const { status, body } = await send(t, user, { bot_id: botId, message: "Good evening" });
    expect(status).toBe(200);
    expect(body.data.reply).toBe("<p>Good evening! Über-late tea again? 🍵</p>");
    const sent = fake.requests[0]!.body;
    expect(sent).toMatchObject({ model: "o3-mini", stream: true, stream_options: { include_usage: true } });
    // AI_MAX_TOKENS 400 + AI_REASONING_TOKENS 4096, inside the 8,192-token context with the prompt.
    expect(sent.max_completion_tokens).toBeGreaterThan(400);
    expect(sent.max_completion_tokens).toBeLessThanOrEqual(4496);
    expect(sent).not.toHaveProperty("max_tokens");
    expect(sent).not.toHaveProperty("temperature");
  });

  it("summarise without a temperature too", async () => {
    fake.next({
      kind: "bytes",
      parts: [
        Buffer.from('{"choices":[{"message":{"content":"They met at the café."},"finish_reason":"stop"}]}'),
      ],
    });
    const summary = await t.services.ai.summarize!({
      botName: "Luna",
      userName: "Robin",
      previous: "",
      turns: [{ role: "user", content: "Hi" }],
    });
    expect(summary).toBe("They met at the café.");
    const sent = fake.requests[0]!.body;
    expect(sent).toMatchObject({ stream: false, max_completion_tokens: 320 + 4096 });
    expect(sent).not.toHaveProperty("temperature");
    expect(sent).not.toHaveProperty("max_tokens");
  });

  it("may think for longer than AI_TIMEOUT_MS: every byte from the server counts as life", async () => {
    // DeepSeek-R1: 16 events of keep-alives and reasoning, 150 ms apart, before any text (over 2 s).
    fake.next(slowly("deepseek-reasoner.sse", 150));
    const res = await sendSse(t, user, { bot_id: botId, message: "Hello there" });
    const events = parseSse(await res.text());
    expect(events.map((e) => e.event).slice(0, 2)).toEqual(["message", "thinking"]);
    expect(events.at(-1)!.event).toBe("done");
    expect(events.at(-1)!.data.reply_message).toBe("<p>Hello again! I saved you a seat 🌙</p>");
  });

  it("may wait behind OpenRouter's keep-alive comments for longer than AI_TIMEOUT_MS", async () => {
    const parts = [...keepAlives(12), ...cuttings("openrouter.sse")[0]!.parts];
    fake.next({ kind: "bytes", parts, delayMs: 150 });
    const { status, body } = await send(t, user, { bot_id: botId, message: "Hi again" });
    expect(status).toBe(200);
    expect(body.data.reply).toBe("<p>Hello, Robin! Déjà vu? 🌊</p>");
  });

  it("still fail when the server sends nothing at all for AI_TIMEOUT_MS", async () => {
    fake.next({ kind: "bytes", parts: keepAlives(2), delayMs: 1500 });
    const { status } = await send(t, user, { bot_id: botId, message: "Still there?" });
    expect(status).toBe(502);
  });

  it("answer a crisis with the protocol reply and the resources verbatim, thinking left out", async () => {
    fake.next(slowly("deepseek-reasoner.sse", 2));
    const { status, body } = await send(t, user, { bot_id: botId, message: "I want to kill myself" });
    expect(status).toBe(200);
    expect(body.data.message.safety).toBe("crisis");
    const reply = replyText(body.data.reply as string);
    expect(reply).toContain(CRISIS_RESOURCES);
    expect(reply).not.toMatch(/Stay in character|the user greets/);
    // The reasoning model was asked with its own request fields.
    expect(fake.requests[0]!.body).not.toHaveProperty("temperature");
  });
});

describe("the whole-reply limit", () => {
  it("ends a reply that is still going after AI_REPLY_MAX_MS, however lively the server", async () => {
    const limited = await createTestApi(env({ AI_TIMEOUT_MS: "5000", AI_REPLY_MAX_MS: "1200" }));
    try {
      const someone = await chatter(limited, "Sky");
      fake.next({ kind: "bytes", parts: [...keepAlives(40), streamFixture("groq.sse")], delayMs: 100 });
      const { status, body } = await send(limited, someone, {
        bot_id: await firstBotId(limited),
        message: "Hi",
      });
      expect(status).toBe(502);
      expect(body.message).toBe(CHAT_COPY.replyFailed);
      expect(limited.logs.some((l) => l.includes("no whole reply within 1200 ms"))).toBe(true);
    } finally {
      await limited.close();
    }
  });
});

describe("what failing servers say", () => {
  const unsupported = JSON.stringify({
    error: {
      message:
        "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      type: "invalid_request_error",
      param: "max_tokens",
      code: "unsupported_parameter",
    },
  });

  it("400: logs the provider's status, type and message, tells the member the model can't answer, no retry", async () => {
    fake.next({ kind: "status", status: 400, body: unsupported });
    t.logs.length = 0;
    const { status, body } = await send(t, user, { bot_id: botId, message: "A very private question" });
    expect(status).toBe(502);
    expect(body.message).toBe(CHAT_COPY.providerRefused);
    expect(fake.requests).toHaveLength(1);
    const last = (await thread(t, user, botId)).messages.at(-1);
    expect(last).toMatchObject({ status: "failed", error: CHAT_COPY.providerRefused });
    const line = t.logs.find((l) => l.includes("failed"))!;
    expect(line).toContain("answered 400 (invalid_request_error): Unsupported parameter: 'max_tokens'");
    expect(t.logs.join("\n")).not.toContain("A very private question");
  });

  it("an error inside the stream is logged without the member's words, even when it quotes them", async () => {
    const said = "Tell me about my neighbour Priya";
    const flagged = { error: { message: `Input flagged: "${said}"`, type: "content_filter" } };
    fake.next({ kind: "bytes", parts: [Buffer.from(`data: ${JSON.stringify(flagged)}\n\n`)] });
    t.logs.length = 0;
    const { status, body } = await send(t, user, { bot_id: botId, message: said });
    expect(status).toBe(502);
    expect(body.message).toBe(CHAT_COPY.replyFailed);
    expect(t.logs.find((l) => l.includes("failed"))).toContain('(content_filter): Input flagged: "[…]"');
    expect(t.logs.join("\n")).not.toContain(said);
  });

  for (const code of [429, 503, 529]) {
    it(`${code} twice: the member is told the service is busy`, async () => {
      const busy = JSON.stringify({
        type: "error",
        error: { type: "overloaded_error", message: "Overloaded" },
      });
      fake.next(
        { kind: "status", status: code, retryAfter: "0", body: busy },
        { kind: "status", status: code, retryAfter: "0", body: busy },
      );
      const res = await sendSse(t, user, { bot_id: botId, message: "Busy?" });
      const events = parseSse(await res.text());
      expect(events.at(-1)!.data.message).toBe(CHAT_COPY.providerBusy);
      expect(fake.requests).toHaveLength(2);
    });
  }
});

describe("servers that refuse stream_options", () => {
  it("are asked again without it, and never with it after", async () => {
    const strict = await createTestApi(env({ AI_MODEL: "magistral-medium-2509" }));
    try {
      const someone = await chatter(strict, "Sky");
      const bot = await firstBotId(strict);
      const refusal = JSON.stringify({
        object: "error",
        message: {
          detail: [
            {
              type: "extra_forbidden",
              loc: ["body", "stream_options"],
              msg: "Extra inputs are not permitted",
              input: { include_usage: true },
            },
          ],
        },
        type: "invalid_request_message_error",
        param: null,
        code: null,
      });
      fake.next({ kind: "status", status: 422, body: refusal }, slowly("mistral-magistral.sse", 2));
      const first = await send(strict, someone, { bot_id: bot, message: "Bonjour" });
      expect(first.body.data.reply).toBe("<p>Bonjour Robin ! Ça va ? ✨</p>");
      fake.next(slowly("mistral-magistral.sse", 2));
      await send(strict, someone, { bot_id: bot, message: "Encore" });
      expect(fake.requests.map((r) => "stream_options" in r.body)).toEqual([true, false, false]);
      // Not a reasoning model by name: the usual fields.
      expect(fake.requests[1]!.body).toMatchObject({ max_tokens: 400, temperature: 0.8 });
    } finally {
      await strict.close();
    }
  });
});
