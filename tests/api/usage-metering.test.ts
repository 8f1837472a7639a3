// Metering through the real send path: a loopback OpenAI-compatible server that reports usage
// (its figures are stored, priced with the model's prices), one that does not (counted with the
// tokenizer from the prompt it was sent and the reply), regenerations as their own rows, the
// offline engine (tokens, cost 0), and the AI_USER_DAILY_USD ceiling: sends refused past it and the
// operators told once a day.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiUsage, notifications, plans, usageDays } from "../../api/db/schema";
import { loadTokenCounter, messagesTokens } from "../../api/services/ai/tokens";
import { replyToText } from "../../api/domain/reply-text";
import { ADMIN_EMAIL, createAdmin } from "../support/admin";
import { createTestApi, type TestApi } from "../support/api";
import { as, chatter, firstBotId, send } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import type { TestUser } from "../support/users";

/** An OpenAI stream whose last chunk reports the usage, as stream_options.include_usage asks. */
function streamWithUsage(text: string, usage: { prompt: number; completion: number; reasoning: number }) {
  const line = (json: unknown) => `data: ${JSON.stringify(json)}\n\n`;
  return Buffer.from(
    line({ choices: [{ index: 0, delta: { content: text }, finish_reason: null }] }) +
      line({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] }) +
      line({
        choices: [],
        usage: {
          prompt_tokens: usage.prompt,
          completion_tokens: usage.completion,
          completion_tokens_details: { reasoning_tokens: usage.reasoning },
        },
      }) +
      "data: [DONE]\n\n",
  );
}

const rowsOf = (t: TestApi, userId: number) =>
  t.services.db.select().from(aiUsage).where(eq(aiUsage.userId, userId)).orderBy(aiUsage.id);

describe("metering replies from a model server", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  let admin: TestUser;
  let botId: number;
  let modelId: number;
  let monthPlanId: number;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      ADMIN_EMAILS: ADMIN_EMAIL,
      AI_TIMEOUT_MS: "15000",
      AI_SUMMARY: "off",
      CHAT_SENDS_PER_MINUTE: "1000",
      AI_USER_DAILY_USD: "0.01",
    });
    admin = await createAdmin(t);
    botId = await firstBotId(t);
    const models = await t.call("GET", "/admin/models", { token: admin.token });
    modelId = models.body.data.find((m: { default: boolean }) => m.default).id;
    // $2 per million prompt tokens, $8 per million completion tokens.
    const priced = await t.call("PATCH", `/admin/models/${modelId}`, {
      token: admin.token,
      json: { input_price_per_mtok: 2, output_price_per_mtok: 8 },
    });
    expect(priced.status).toBe(200);
    monthPlanId = (
      await t.services.db.select({ id: plans.id }).from(plans).where(eq(plans.slug, "monthly-unlimited"))
    )[0]!.id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it("stores the provider's figures with the model, the plan, the bot and the cost", async () => {
    const user = await chatter(t, "Robin");
    fake.next({
      kind: "bytes",
      parts: [streamWithUsage("Hi Robin!", { prompt: 1200, completion: 300, reasoning: 100 })],
    });
    const res = await send(t, user, { bot_id: botId, message: "Hello" });
    expect(res.status).toBe(200);
    const [row, ...more] = await rowsOf(t, user.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      kind: "reply",
      userId: user.id,
      botId,
      messageId: res.body.data.message.id,
      planId: monthPlanId,
      modelId,
      model: "fake-model",
      promptTokens: 1200,
      completionTokens: 300,
      reasoningTokens: 100,
    });
    // 1,200 × $2/M + 300 × $8/M
    expect(row!.costUsd).toBeCloseTo(0.0048, 10);
    const [day] = await t.services.db.select().from(usageDays).where(eq(usageDays.userId, user.id));
    expect(day).toMatchObject({ messages: 1 });
    expect(day!.costUsd).toBeCloseTo(0.0048, 10);
  });

  it("counts with the tokenizer when the server reports nothing, and meters a regeneration as its own row", async () => {
    const user = await chatter(t, "Sam");
    fake.next({ kind: "stream", chunks: ["Hello", " there", "!"] });
    const res = await send(t, user, { bot_id: botId, message: "How are you today?" });
    expect(res.status).toBe(200);
    const sent = fake.requests.find((r) => r.body?.stream === true)!.body;
    const count = await loadTokenCounter("fake-model");
    const [row] = await rowsOf(t, user.id);
    expect(row).toMatchObject({
      kind: "reply",
      model: "fake-model",
      promptTokens: messagesTokens(sent.messages, count),
      completionTokens: count(replyToText(res.body.data.reply)),
      reasoningTokens: 0,
    });
    expect(row!.promptTokens).toBeGreaterThan(0);
    expect(row!.costUsd).toBeCloseTo((row!.promptTokens * 2 + row!.completionTokens * 8) / 1e6, 12);

    fake.next({
      kind: "bytes",
      parts: [streamWithUsage("Another one", { prompt: 50, completion: 5, reasoning: 0 })],
    });
    const regen = await as(t, user).post(`/messages/${res.body.data.message.id}/regenerate`);
    expect(regen.status).toBe(200);
    const rows = await rowsOf(t, user.id);
    expect(rows.map((r) => r.kind)).toEqual(["reply", "regenerate"]);
    expect(rows[1]).toMatchObject({
      messageId: res.body.data.message.id,
      promptTokens: 50,
      completionTokens: 5,
    });
    expect((await as(t, user).get("/usage")).body.data.allowance.used_today).toBe(2);
  });

  it("pauses sends past AI_USER_DAILY_USD and tells each operator once that day", async () => {
    const user = await chatter(t, "Kim");
    const big = () => ({
      kind: "bytes" as const,
      parts: [streamWithUsage("Sure.", { prompt: 2000, completion: 500, reasoning: 0 })],
    });
    // $0.008 a reply: the second passes the $0.01 ceiling.
    fake.next(big(), big());
    expect((await send(t, user, { bot_id: botId, message: "One" })).status).toBe(200);
    expect((await send(t, user, { bot_id: botId, message: "Two" })).status).toBe(200);
    const refused = await send(t, user, { bot_id: botId, message: "Three" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("You've reached today's fair-use limit. More at 00:00 UTC.");
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.body.data.resets_at).toMatch(/T00:00:00\.000Z$/);

    const told = () =>
      t.services.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, admin.id))
        .then((rows) => rows.filter((n) => n.title === "AI spend ceiling reached"));
    const first = await told();
    expect(first).toHaveLength(1);
    expect(first[0]!.message).toContain(`Member #${user.id}`);
    expect(first[0]!.message).not.toContain(user.email);

    // More spend the same day (a summary, say) tells no one again.
    const { addSpend } = await import("../../api/domain/allowance");
    expect(await addSpend(t.services, user.id, 0.5, t.services.now())).toBe(false);
    expect(await told()).toHaveLength(1);
    expect(t.logs.some((l) => l.includes(`user ${user.id} passed the daily AI spend ceiling`))).toBe(true);
  });
});

describe("metering the offline engine", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  it("records its tokens, counted, at no cost", async () => {
    const user = await chatter(t, "Ada");
    const botId = await firstBotId(t);
    const res = await send(t, user, { bot_id: botId, message: "Tell me a joke" });
    expect(res.status).toBe(200);
    const [row] = await rowsOf(t, user.id);
    const count = await loadTokenCounter("gpt-4o-mini");
    expect(row).toMatchObject({
      kind: "reply",
      model: "persona",
      modelId: null,
      costUsd: 0,
      completionTokens: count(replyToText(res.body.data.reply)),
      reasoningTokens: 0,
    });
    expect(row!.promptTokens).toBeGreaterThan(0);
  });
});
