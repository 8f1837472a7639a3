// The running summary (api/domain/summary.ts) on a real database, with the model on loopback: what
// falls out of a small context window is summarised by the same model, once, and kept on the chat.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiUsage, bots, conversations } from "../../api/db/schema";
import { HISTORY_ROWS } from "../../api/domain/history-paging";
import { botCard } from "../../api/domain/chat-bot";
import { settleReplies } from "../../api/domain/reply-generation";
import { summaryFor, summaryMayBeDue, updateSummary } from "../../api/domain/summary";
import { loadTokenCounter, messagesTokens } from "../../api/services/ai/tokens";
import type { ChatTurn } from "../../api/services/ai/types";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, send } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import type { TestUser } from "../support/users";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApi;
let botId: number;

/** A message of about 120 tokens that says which exchange it belongs to. */
const long = (label: string) =>
  `${label}: ${"I keep thinking about the long road home and everything on it. ".repeat(10)}`;

async function conversationOf(api: TestApi, user: TestUser, bot: number) {
  const [row] = await api.services.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, user.id), eq(conversations.botId, bot)));
  return row!;
}

/**
 * Sends `n` long exchanges; the model answers each with a long reply. Each reply is followed by the
 * summary update the chat starts on its own, which is waited for (settleReplies), so every summary
 * request gets the fake server's default answer, "Hello there!", and never a queued reply.
 */
async function chat(api: TestApi, user: TestUser, bot: number, n: number, from = 0) {
  for (let k = from; k < from + n; k++) {
    fake.next({ kind: "stream", chunks: [long(`reply ${k}`)] });
    const res = await send(api, user, { bot_id: bot, message: long(`message ${k}`) });
    expect(res.status).toBe(200);
    await settleReplies(api.services);
  }
}

const summaryRequests = () => fake.requests.filter((r) => r.body.stream === false);
const replyRequests = () => fake.requests.filter((r) => r.body.stream === true);
const inputOf = (req: { body: any }) => (req.body.messages as { content: string }[])[1]!.content;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApi({
    AI_BASE_URL: fake.url,
    AI_MODEL: "gpt-4o-mini",
    AI_CONTEXT_TOKENS: "2048",
    AI_MAX_TOKENS: "200",
    AI_TIMEOUT_MS: "2000",
  });
  botId = await firstBotId(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

describe("running summary", () => {
  it("asks for nothing while the whole chat fits the window", async () => {
    const user = await chatter(t, "Ana");
    await chat(t, user, botId, 1);
    await updateSummary(t.services, (await conversationOf(t, user, botId)).id);
    expect(summaryRequests()).toHaveLength(0);
  });

  it("knows from the reply's own prompt, without a query, when no summary can be due", async () => {
    const [bot] = await t.services.db.select().from(bots).where(eq(bots.id, botId));
    const request = (history: ChatTurn[]) => ({ bot: botCard(bot!), userName: "Ana", history });
    const turn = (k: number): ChatTurn => ({ role: k % 2 ? "assistant" : "user", content: `turn ${k}` });
    const wide = { ...t.services, config: { ...t.services.config, AI_CONTEXT_TOKENS: 128_000 } };
    // Fits a wide window whole by byte counts, reply included: nothing to look at.
    expect(summaryMayBeDue(wide, request([turn(0)]), "A short reply.")).toBe(false);
    // Bytes cannot prove that this server's 2,048-token window still holds it: the chat is looked at.
    expect(summaryMayBeDue(t.services, request([turn(0)]), "A short reply.")).toBe(true);
    // As many turns as the prompt's row limit: older rows may have been left out of the request.
    const many = Array.from({ length: HISTORY_ROWS }, (_, k) => turn(k));
    expect(summaryMayBeDue(wide, request(many), "ok")).toBe(true);
  });

  it("summarises what fell out of the window with the same model, now and then, and sends it with every reply", async () => {
    const user = await chatter(t, "Robin");
    await chat(t, user, botId, 8);
    // Once the chat outgrows the window, a summary is asked for, but not after every reply:
    // each request folds in everything older than the newest half window.
    const asked = summaryRequests();
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked.length).toBeLessThan(4);
    const first = asked[0]!;
    expect(first.body.model).toBe("gpt-4o-mini");
    expect(first.body.max_tokens).toBeGreaterThan(0);
    // A summary is a factual digest: a low temperature, whatever the replies' AI_TEMPERATURE.
    expect(first.body.temperature).toBe(0.3);
    expect((first.body.messages as { content: string }[])[0]!.content).toMatch(/running summary/);
    // The oldest exchanges are summarised; the newest, still in the window, are not.
    expect(inputOf(first)).toContain("Summary so far:\n(none yet)");
    expect(inputOf(first)).toContain("Robin: message 0:");
    expect(inputOf(first)).not.toContain("message 7:");

    const conversation = await conversationOf(t, user, botId);
    expect(conversation.summary).toBe("Hello there!");
    expect(conversation.summaryThroughId).toBeGreaterThan(0);
    expect(await summaryFor(t.services, conversation.id)).toBe("Hello there!");

    // Each summary is metered as its own row; the server reported no usage, so it is counted.
    const metered = await t.services.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, user.id), eq(aiUsage.kind, "summary")));
    expect(metered).toHaveLength(asked.length);
    const count = await loadTokenCounter("gpt-4o-mini");
    expect(metered[0]).toMatchObject({
      model: "gpt-4o-mini",
      botId,
      messageId: null,
      promptTokens: messagesTokens(first.body.messages, count),
      completionTokens: count("Hello there!"),
    });

    // The next reply carries it in the character's system message, quoted as a record.
    fake.reset();
    await chat(t, user, botId, 1, 8);
    const prompt = replyRequests()[0]!.body.messages as { role: string; content: string }[];
    expect(prompt[0]!.content).toContain('"""\nHello there!\n"""');
    expect(prompt.filter((m) => m.role === "system")).toHaveLength(1);
  });

  it("folds later exchanges into the summary it already has", async () => {
    const user = await chatter(t, "Sam");
    await chat(t, user, botId, 8);
    const first = await conversationOf(t, user, botId);
    fake.reset();
    await chat(t, user, botId, 10, 8);
    const later = summaryRequests();
    expect(later.length).toBeGreaterThanOrEqual(1);
    expect(inputOf(later[0]!)).toContain("Summary so far:\nHello there!");
    expect(inputOf(later[0]!)).not.toContain("message 0:");
    const second = await conversationOf(t, user, botId);
    expect(second.summaryThroughId!).toBeGreaterThan(first.summaryThroughId!);
  });

  it("keeps the old summary and does not throw when the model fails", async () => {
    const user = await chatter(t, "Lee");
    await chat(t, user, botId, 8);
    const conversation = await conversationOf(t, user, botId);
    // Back to nothing summarised, then the model fails the next attempt.
    await t.services.db
      .update(conversations)
      .set({ summary: "", summaryThroughId: null })
      .where(eq(conversations.id, conversation.id));
    fake.reset();
    fake.next({ kind: "status", status: 500 });
    await expect(updateSummary(t.services, conversation.id)).resolves.toBeUndefined();
    expect(summaryRequests()).toHaveLength(1);
    const after = await conversationOf(t, user, botId);
    expect(after.summary).toBe("");
    expect(after.summaryThroughId).toBeNull();
    expect(t.logs.some((l) => l.startsWith("[summary]"))).toBe(true);
  });
});

describe("running summary turned off", () => {
  it("never asks with AI_SUMMARY=off, and sends none", async () => {
    const off = await createTestApi({
      AI_BASE_URL: fake.url,
      AI_MODEL: "gpt-4o-mini",
      AI_CONTEXT_TOKENS: "2048",
      AI_MAX_TOKENS: "200",
      AI_SUMMARY: "off",
    });
    try {
      const user = await chatter(off, "Kim");
      const bot = await firstBotId(off);
      await chat(off, user, bot, 8);
      const conversation = await conversationOf(off, user, bot);
      await updateSummary(off.services, conversation.id);
      expect(summaryRequests()).toHaveLength(0);
      expect(await summaryFor(off.services, conversation.id)).toBe("");
    } finally {
      await off.close();
    }
  });

  it("never summarises on the offline engine", async () => {
    const offline = await createTestApi();
    try {
      const user = await chatter(offline, "Kim");
      const bot = await firstBotId(offline);
      for (let k = 0; k < 6; k++) await send(offline, user, { bot_id: bot, message: long(`message ${k}`) });
      const conversation = await conversationOf(offline, user, bot);
      await updateSummary(offline.services, conversation.id);
      expect((await conversationOf(offline, user, bot)).summaryThroughId).toBeNull();
      expect(await summaryFor(offline.services, conversation.id)).toBe("");
    } finally {
      await offline.close();
    }
  });
});
