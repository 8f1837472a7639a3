// The OpenAI-compatible provider through the whole send path, against a streaming server on loopback.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { messages } from "../../api/db/schema";
import { settleReplies } from "../../api/domain/reply-generation";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, parseSse, readSseUntil, send, sendSse, thread } from "../support/chat";
import { membersWords, startFakeOpenAI } from "../support/openai-fake";
import type { TestUser } from "../support/users";

const TIMEOUT_MS = 2000;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let t: TestApi;
let botId: number;
let user: TestUser;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApi({
    AI_BASE_URL: fake.url,
    AI_API_KEY: "sk-test-key",
    AI_MODEL: "fake-model",
    AI_TIMEOUT_MS: String(TIMEOUT_MS),
    // A held stream's partial reply is saved by the heartbeat when its pieces came in one read
    // (undici on newer Node lines batches them), so nothing was due for saving before the hold.
    REPLY_HEARTBEAT_MS: "200",
  });
  botId = await firstBotId(t);
  user = await chatter(t, "Robin");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

/** The member's words in the last user turn (the card's post-history note follows them). */
const lastUserTurn = (prompt: { role: string; content: string }[]) =>
  membersWords(prompt.filter((m) => m.role === "user").at(-1)?.content);

const rowOf = async (id: number) =>
  (await t.services.db.select().from(messages).where(eq(messages.id, id)))[0]!;

describe("OpenAI-compatible provider", () => {
  it("is the provider when AI_BASE_URL is set", () => {
    expect(t.services.ai.name).toBe("openai");
  });

  it("streams a normal reply and sends the prompt the way the API expects", async () => {
    fake.next({ kind: "stream", chunks: ["Ahoy", ", Robin", "! **Welcome** aboard."] });
    const res = await sendSse(t, user, { bot_id: botId, message: "Hello captain" });
    const events = parseSse(await res.text());
    expect(events[0]!.event).toBe("message");
    expect(events.at(-1)!.event).toBe("done");
    // The safety layer re-chunks the stream at word boundaries: the text, not the pieces, is kept.
    const tokens = events.filter((e) => e.event === "token").map((e) => e.data.text as string);
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join("")).toBe("Ahoy, Robin! **Welcome** aboard.");
    expect(events.at(-1)!.data.reply_message).toBe("<p>Ahoy, Robin! <strong>Welcome</strong> aboard.</p>");

    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req!.path).toBe("/v1/chat/completions");
    expect(req!.headers.authorization).toBe("Bearer sk-test-key");
    // max_tokens and temperature are sent to a model that is not a reasoning one (defaults:
    // AI_MAX_TOKENS 400, AI_TEMPERATURE 0.8), and usage is asked for.
    expect(req!.body).toMatchObject({
      model: "fake-model",
      stream: true,
      max_tokens: 400,
      temperature: 0.8,
      stream_options: { include_usage: true },
    });
    expect(req!.body).not.toHaveProperty("max_completion_tokens");
    const prompt = req!.body.messages as { role: string; content: string }[];
    // One leading system message (strict templates accept no second one).
    expect(prompt[0]!.role).toBe("system");
    expect(lastUserTurn(prompt)).toBe("Hello captain");
    // The stored greeting is not a first assistant turn (strict templates refuse that) but part of
    // the system message, with the user's name in place of {{user}}.
    expect(prompt.slice(1).map((m) => m.role)).toEqual(["user"]);
    expect(prompt[0]!.content).toContain("The conversation began with");
    expect(prompt[0]!.content).not.toMatch(/\{\{user\}\}/i);
  });

  it("sends a chat that alternates user and assistant and starts with the user", async () => {
    const other = await chatter(t, "Alex");
    for (const [message, reply] of [
      ["One", "Reply one."],
      ["Two", "Reply two."],
      ["Three", "Reply three."],
    ] as const) {
      fake.next({ kind: "stream", chunks: [reply] });
      await send(t, other, { bot_id: botId, message });
    }
    const prompt = fake.requests.at(-1)!.body.messages as { role: string; content: string }[];
    const chat = prompt.filter((m) => m.role !== "system");
    expect(prompt.findIndex((m) => m.role !== "system")).toBe(1);
    expect(chat.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant", "user"]);
    expect(chat.map((m) => membersWords(m.content))).toEqual([
      "One",
      "Reply one.",
      "Two",
      "Reply two.",
      "Three",
    ]);
  });

  it("gives the provider earlier exchanges as text, never HTML", async () => {
    fake.next({ kind: "stream", chunks: ["*smiles* I **love** <b>knots</b> & rope."] });
    await send(t, user, { bot_id: botId, message: "What do you love?" });
    fake.next({ kind: "stream", chunks: ["Good."] });
    await send(t, user, { bot_id: botId, message: "Nice" });
    const prompt = fake.requests.at(-1)!.body.messages as { role: string; content: string }[];
    const turns = prompt
      .filter((m) => m.role !== "system")
      .slice(-3)
      .map((m) => ({ ...m, content: membersWords(m.content) }));
    expect(turns).toEqual([
      { role: "user", content: "What do you love?" },
      { role: "assistant", content: "*smiles* I **love** <b>knots</b> & rope." },
      { role: "user", content: "Nice" },
    ]);
  });

  it("sanitizes the model's reply: raw HTML becomes text", async () => {
    fake.next({ kind: "stream", chunks: ["<script>alert(1)</script>", " <img src=x onerror=alert(1)> hi"] });
    const res = await send(t, user, { bot_id: botId, message: "test" });
    expect(res.status).toBe(200);
    expect(res.body.data.reply).not.toMatch(/<script|<img/);
    expect(res.body.data.reply).toContain("&lt;script&gt;");
  });

  it("retries once after a 500 before the first token, then succeeds", async () => {
    fake.next(
      { kind: "status", status: 500, retryAfter: "0" },
      { kind: "stream", chunks: ["Back", " again."] },
    );
    const res = await send(t, user, { bot_id: botId, message: "Are you there?" });
    expect(res.status).toBe(200);
    expect(res.body.data.reply).toBe("<p>Back again.</p>");
    expect(fake.requests).toHaveLength(2);
  });

  it("retries once when the connection drops before the first token", async () => {
    fake.next({ kind: "drop", chunks: [] }, { kind: "stream", chunks: ["Reconnected."] });
    const res = await send(t, user, { bot_id: botId, message: "Lost you?" });
    expect(res.status).toBe(200);
    expect(res.body.data.reply).toBe("<p>Reconnected.</p>");
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up after 429 twice: the exchange is failed, saying the service is busy", async () => {
    fake.next(
      { kind: "status", status: 429, retryAfter: "0" },
      { kind: "status", status: 429, retryAfter: "0" },
    );
    const res = await send(t, user, { bot_id: botId, message: "Busy?" });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(CHAT_COPY.providerBusy);
    expect(fake.requests).toHaveLength(2);
    const last = (await thread(t, user, botId)).messages.at(-1);
    expect(last).toMatchObject({ message: "Busy?", status: "failed", error: CHAT_COPY.providerBusy });
  });

  it("does not retry an error that is not 429 or 5xx", async () => {
    fake.next({ kind: "status", status: 401 });
    const res = await send(t, user, { bot_id: botId, message: "Key?" });
    expect(res.status).toBe(502);
    expect(fake.requests).toHaveLength(1);
  });

  it("keeps the partial reply when the connection drops mid-stream, marks it failed, and retry_id works", async () => {
    fake.next({ kind: "drop", chunks: ["Once upon", " a time"] });
    const res = await sendSse(t, user, { bot_id: botId, message: "Tell me a story" });
    const events = parseSse(await res.text());
    const id = events[0]!.data.id;
    expect(events[0]!.event).toBe("message");
    expect(events.at(-1)!.event).toBe("error");
    const tokens = events.filter((e) => e.event === "token").map((e) => e.data.text);
    expect(tokens.join("")).toBe("Once upon a time");
    expect(events.at(-1)!.data).toEqual({ id, message: CHAT_COPY.replyFailed });
    // Never retried after the first token.
    expect(fake.requests).toHaveLength(1);

    const failed = (await thread(t, user, botId)).messages.at(-1);
    expect(failed).toMatchObject({
      id,
      message: "Tell me a story",
      status: "failed",
      error: CHAT_COPY.replyFailed,
      // The word still being written when the stream broke is checked and kept too.
      reply_message: "<p>Once upon a time</p>",
    });

    fake.next({ kind: "stream", chunks: ["Once upon a time,", " there was a ship."] });
    const retried = await send(t, user, { bot_id: botId, retry_id: id });
    expect(retried.status).toBe(200);
    expect(retried.body.data.message).toMatchObject({
      id,
      message: "Tell me a story",
      status: "complete",
      error: null,
      reply_message: "<p>Once upon a time, there was a ship.</p>",
    });
    const prompt = fake.requests.at(-1)!.body.messages as { role: string; content: string }[];
    expect(prompt.filter((m) => membersWords(m.content) === "Tell me a story")).toHaveLength(1);
    expect(lastUserTurn(prompt)).toBe("Tell me a story");
    const after = await thread(t, user, botId);
    expect(after.messages.filter((m: { id: number }) => m.id === id)).toHaveLength(1);
  });

  it("keeps its connection to the model server from one whole reply to the next", async () => {
    await settleReplies(t.services);
    for (const word of ["one", "two", "three"]) {
      fake.next({ kind: "stream", chunks: [`Reply ${word}.`] });
      expect((await send(t, user, { bot_id: botId, message: word })).status).toBe(200);
      await settleReplies(t.services);
    }
    const before = fake.connections;
    fake.next({ kind: "stream", chunks: ["Reply four."] });
    expect((await send(t, user, { bot_id: botId, message: "four" })).status).toBe(200);
    await settleReplies(t.services);
    expect(fake.connections).toBe(before);
  });

  it("waits for a slow first token", async () => {
    fake.next({ kind: "stream", chunks: ["Sorry,", " I was thinking."], firstDelayMs: TIMEOUT_MS * 0.6 });
    const res = await send(t, user, { bot_id: botId, message: "Hello?" });
    expect(res.status).toBe(200);
    expect(res.body.data.reply).toBe("<p>Sorry, I was thinking.</p>");
  });

  it("fails a stream that stalls longer than AI_TIMEOUT_MS", async () => {
    fake.next({ kind: "stream", chunks: ["Hmm"], firstDelayMs: TIMEOUT_MS * 2 });
    const res = await send(t, user, { bot_id: botId, message: "Still there?" });
    expect(res.status).toBe(502);
    const last = (await thread(t, user, botId)).messages.at(-1);
    expect(last).toMatchObject({ message: "Still there?", status: "failed" });
  });

  it("sends the configured temperature, and never more max_tokens than the context has room for", async () => {
    const small = await createTestApi({
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      AI_CONTEXT_TOKENS: "1024",
      AI_MAX_TOKENS: "4000",
      AI_TEMPERATURE: "0.2",
      AI_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    try {
      const someone = await chatter(small, "Sky");
      await send(small, someone, { bot_id: await firstBotId(small), message: "Hi" });
      const body = fake.requests.at(-1)!.body;
      expect(body.temperature).toBe(0.2);
      // 4000 would not fit a 1024-token context next to the prompt: what is left is asked for.
      expect(body.max_tokens).toBeLessThan(1024);
      expect(body.max_tokens).toBeGreaterThanOrEqual(16);
    } finally {
      await small.close();
    }
  }, 60_000);

  it("saves the reply while it streams and finishes it after the reader has gone", async () => {
    const chunks = Array.from({ length: 60 }, (_, k) => `word${k} `);
    fake.next({ kind: "stream", chunks, holdAfter: 40 });
    const res = await sendSse(t, user, { bot_id: botId, message: "Count for me" });
    const { events, reader } = await readSseUntil(
      res.body!,
      // By the text, not the number of events: pieces written at once may come in one read.
      (evs) =>
        evs
          .filter((e) => e.event === "token")
          .map((e) => e.data.text)
          .join("")
          .includes("word39"),
    );
    const id = events[0]!.data.id;
    await reader.cancel();

    // The stream is held after 40 pieces: the partial reply is already in the database.
    let row = await rowOf(id);
    for (let k = 0; k < 100 && row.status !== "streaming"; k++) {
      await new Promise((r) => setTimeout(r, 20));
      row = await rowOf(id);
    }
    expect(row.status).toBe("streaming");
    expect(row.replyMessage).toMatch(/^<p>word0 word1 /);

    fake.release();
    await settleReplies(t.services);
    row = await rowOf(id);
    expect(row.status).toBe("complete");
    expect(row.replyMessage).toBe(`<p>${chunks.join("").trim()}</p>`);
  });
});
