// Each bot its own model: a model on Anthropic's own Messages API (AI_PROVIDERS), its stream
// replayed byte for byte from a loopback server and cut at awkward points; a bot with its own model
// on an OpenAI-compatible provider, whose name, parameters and context budget are what the server
// receives; the offline engine for bots without one when no model is the default; and the safety
// layer in front of every one of them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { CRISIS_RESOURCES } from "../../contract/safety";
import { messages, models } from "../../api/db/schema";
import { CRISIS_CONTINUATION_RULES, PLATFORM_RULES } from "../../api/domain/safety/platform-rules";
import { loadTokenCounter, messagesTokens } from "../../api/services/ai/tokens";
import { ADMIN_EMAIL, createAdmin } from "../support/admin";
import { anthropicStream } from "../support/anthropic-stream";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, newChat, parseSse, send, sendSse, thread } from "../support/chat";
import { insertExchanges } from "../support/long-chat";
import { startFakeOpenAI } from "../support/openai-fake";
import { cuttings } from "../support/stream-fixtures";
import type { TestUser } from "../support/users";
import { replyText as text } from "../support/reply-text";

const flirty = ["Oh darling, ", "come here ", "and let me ", "kiss it better 😘"];

async function addModel(t: TestApi, admin: TestUser, json: Record<string, unknown>) {
  const created = await t.call("POST", "/admin/models", { token: admin.token, json });
  expect(created.status).toBe(201);
  return created.body.data.id as number;
}

async function giveModel(t: TestApi, admin: TestUser, botId: number, modelId: number | null) {
  const res = await t.call("PATCH", `/admin/bots/${botId}`, {
    token: admin.token,
    json: { model_id: modelId },
  });
  expect(res.status).toBe(200);
  expect(res.body.data.model_id).toBe(modelId);
}

describe("a bot on Anthropic's Messages API", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  let user: TestUser;
  let botId: number;
  let plainBotId: number;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({
      AI_PROVIDERS: JSON.stringify([
        { name: "claude", base_url: fake.url, api_key_env: "CLAUDE_KEY", api: "anthropic" },
      ]),
      CLAUDE_KEY: "sk-ant-test-key",
      ADMIN_EMAILS: ADMIN_EMAIL,
      AI_TIMEOUT_MS: "15000",
      CHAT_SENDS_PER_MINUTE: "1000",
    });
    const admin = await createAdmin(t);
    user = await chatter(t, "Robin");
    botId = await firstBotId(t);
    plainBotId = await firstBotId(t, 1);
    const modelId = await addModel(t, admin, {
      name: "Claude Sonnet",
      provider: "claude",
      model: "claude-sonnet-4-5",
      context_tokens: 200_000,
      max_output_tokens: 1024,
      reasoning: true,
    });
    await giveModel(t, admin, botId, modelId);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const reply = "Hello, Robin! Schön, dich zu sehen 🌷";
  for (const { name, parts } of cuttings("anthropic-thinking.sse")) {
    it(`reads the stream, thinking left out, ${name}`, async () => {
      fake.next({ kind: "bytes", parts });
      const res = await sendSse(t, user, { bot_id: botId, message: "Hello, how are you?" });
      const events = parseSse(await res.text());
      const id = events[0]!.data.id as number;
      const shown = events
        .filter((e) => e.event === "token")
        .map((e) => e.data.text as string)
        .join("");
      expect(shown.trim()).toBe(reply);
      expect(events.filter((e) => e.event === "thinking")).toHaveLength(1);
      expect(events.at(-1)!.event).toBe("done");
      const [row] = await t.services.db.select().from(messages).where(eq(messages.id, id));
      expect(row!.status).toBe("complete");
      expect(row!.replyMessage).toBe(`<p>${reply}</p>`);
      const count = await loadTokenCounter("claude-sonnet-4-5");
      expect(row).toMatchObject({
        model: "claude-sonnet-4-5",
        promptTokens: 742,
        completionTokens: 52,
        reasoningTokens: count("The user greets me. Stay warm — in character."),
      });

      const request = fake.requests[0]!;
      expect(request.path).toBe(`${new URL(fake.url).pathname.replace(/\/$/, "")}/messages`);
      expect(request.headers["x-api-key"]).toBe("sk-ant-test-key");
      expect(request.headers["anthropic-version"]).toBe("2023-06-01");
      expect(request.headers.authorization).toBeUndefined();
      const body = request.body;
      expect(body.model).toBe("claude-sonnet-4-5");
      expect(body.stream).toBe(true);
      // The system part is a top-level field; the messages are the chat, starting with the user.
      expect((body.system as string).startsWith(PLATFORM_RULES)).toBe(true);
      expect(body.messages.every((m: { role: string }) => m.role !== "system")).toBe(true);
      expect(body.messages[0].role).toBe("user");
      expect(body.messages.at(-1).role).toBe("user");
      expect(body.messages.at(-1).content.startsWith("Hello, how are you?")).toBe(true);
      expect(body.thinking).toEqual({ type: "enabled", budget_tokens: 4096 });
      expect(body.max_tokens).toBe(1024 + 4096);
      expect(body).not.toHaveProperty("temperature");
    });
  }

  it("fails an overloaded stream with its partial text and says the service is busy", async () => {
    fake.next({ kind: "bytes", parts: cuttings("anthropic-overloaded.sse")[1]!.parts });
    const res = await sendSse(t, user, { bot_id: botId, message: "Tell me a story" });
    const events = parseSse(await res.text());
    const id = events[0]!.data.id as number;
    expect(events.at(-1)).toEqual({ event: "error", data: { id, message: CHAT_COPY.providerBusy } });
    const [row] = await t.services.db.select().from(messages).where(eq(messages.id, id));
    expect(row!.status).toBe("failed");
    expect(row!.replyMessage).toBe("<p>Once upon a time, in Zürich</p>");
    expect(t.logs.join("\n")).toContain("overloaded_error");
  });

  it("answers a bot without a model with the offline engine, no provider asked", async () => {
    const { status, body } = await send(t, user, { bot_id: plainBotId, message: "Hello there" });
    expect(status).toBe(200);
    expect(text(body.data.reply).length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(0);
    expect((await thread(t, user, plainBotId)).engine).toBe("persona");
    expect((await thread(t, user, botId)).engine).toBe("openai");
  });

  it("keeps the crisis resources verbatim and drops a flirtatious continuation", async () => {
    fake.next({ kind: "bytes", parts: [anthropicStream(flirty)] });
    const { body } = await send(t, user, { bot_id: botId, message: "nobody would notice if I were dead" });
    const said = text(body.data.reply);
    expect(said).toContain(CRISIS_RESOURCES);
    expect(said).not.toMatch(/darling|kiss|😘/);
    expect(body.data.message.safety).toBe("crisis");
    expect(fake.requests[0]!.path.endsWith("/messages")).toBe(true);
    expect(fake.requests[0]!.body.system).toContain(CRISIS_CONTINUATION_RULES);
  });
});

describe("a bot with its own model on an OpenAI-compatible provider", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  let user: TestUser;
  let own: number;
  let other: number;
  let ownModel: number;
  let ownChat: number;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      ADMIN_EMAILS: ADMIN_EMAIL,
      AI_TIMEOUT_MS: "15000",
      CHAT_SENDS_PER_MINUTE: "1000",
    });
    const admin = await createAdmin(t);
    user = await chatter(t, "Robin");
    own = await firstBotId(t);
    other = await firstBotId(t, 1);
    const modelId = (ownModel = await addModel(t, admin, {
      name: "Tiny",
      provider: "default",
      model: "tiny-model",
      context_tokens: 1024,
      max_output_tokens: 64,
      temperature: 0.3,
      top_p: 0.9,
      min_p: 0.05,
      frequency_penalty: 0.1,
      presence_penalty: 0.2,
    }));
    await giveModel(t, admin, own, modelId);
    // Both chats are long: far more than a 1,024-token window holds.
    for (const botId of [own, other]) {
      const chatId = (await newChat(t, user, botId)).id as number;
      await insertExchanges(t.services, chatId, 120);
      if (botId === own) ownChat = chatId;
    }
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it("sends the model's name and parameters and plans the prompt in its window", async () => {
    await send(t, user, { bot_id: own, message: "What did we talk about?" });
    const body = fake.requests.find((r) => r.body.stream === true)!.body;
    expect(body).toMatchObject({
      model: "tiny-model",
      temperature: 0.3,
      top_p: 0.9,
      min_p: 0.05,
      frequency_penalty: 0.1,
      presence_penalty: 0.2,
    });
    expect(body.max_tokens).toBeLessThanOrEqual(64);
    const count = await loadTokenCounter("tiny-model");
    expect(messagesTokens(body.messages, count) + body.max_tokens).toBeLessThanOrEqual(1024);

    // The same long chat with a bot on the default model (seeded from AI_MODEL) sends far more.
    fake.reset();
    await send(t, user, { bot_id: other, message: "What did we talk about?" });
    // The reply's request (a summary request, not streamed, may follow it).
    const wide = fake.requests.find((r) => r.body.stream === true)!.body;
    expect(wide.model).toBe("fake-model");
    expect(wide.temperature).toBe(0.8);
    expect(wide).not.toHaveProperty("top_p");
    expect(wide.messages.length).toBeGreaterThan(body.messages.length * 3);
  });

  it("answers with the bot's own model while it is active, else the default, the chat named or not", async () => {
    const modelOfSend = async (json: Record<string, unknown>) => {
      fake.reset();
      expect((await send(t, user, { ...json, message: "Which of you answers?" })).status).toBe(200);
      return fake.requests.find((r) => r.body.stream === true)!.body.model;
    };
    expect(await modelOfSend({ chat_id: ownChat })).toBe("tiny-model");
    expect(await modelOfSend({ bot_id: own })).toBe("tiny-model");
    await t.services.db.update(models).set({ active: false }).where(eq(models.id, ownModel));
    try {
      expect(await modelOfSend({ chat_id: ownChat })).toBe("fake-model");
      expect(await modelOfSend({ bot_id: own })).toBe("fake-model");
    } finally {
      await t.services.db.update(models).set({ active: true }).where(eq(models.id, ownModel));
    }
  });

  it("keeps the crisis resources verbatim on the bot's own model", async () => {
    fake.next({ kind: "stream", chunks: flirty });
    const { body } = await send(t, user, { bot_id: own, message: "I want to end my life" });
    const said = text(body.data.reply);
    expect(said).toContain(CRISIS_RESOURCES);
    expect(said).not.toMatch(/darling|kiss|😘/);
    expect(body.data.message.safety).toBe("crisis");
    expect(fake.requests[0]!.body.model).toBe("tiny-model");
  });
});
