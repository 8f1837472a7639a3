import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { CHAT_MESSAGE_MAX } from "../../contract/constants";
import { COPY } from "../../contract/messages";
import { messages } from "../../api/db/schema";
import { settleReplies } from "../../api/domain/reply-generation";
import { renderReply } from "../../api/domain/html";
import { replyToText } from "../../api/domain/reply-text";
import { createPersonaProvider } from "../../api/services/ai/persona";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, parseSse, readSseUntil, send, sendSse, thread } from "../support/chat";
import { createUser, grantSubscription } from "../support/users";

let t: TestApi;
let botA: number;
let botB: number;
beforeAll(async () => {
  t = await createTestApi();
  botA = await firstBotId(t, 0);
  botB = await firstBotId(t, 1);
});
afterAll(() => t.close());

describe("access to chat", () => {
  it("needs a token", async () => {
    for (const [method, path] of [
      ["GET", `/bots/chatting/${botA}`],
      ["GET", "/bots/chatting/history"],
      ["POST", "/bots/chatting/send"],
      ["DELETE", `/bots/chatting/${botA}`],
    ] as const) {
      const res = await t.call(method, path);
      expect(res.status, path).toBe(401);
    }
  });

  it("refuses a user without a subscription (403), on reading and on sending", async () => {
    const user = await createUser(t);
    const read = await t.call("GET", `/bots/chatting/${botA}`, { token: user.token });
    expect(read.status).toBe(403);
    expect(read.body.message).toBe(COPY.subscriptionRequired);
    const sent = await send(t, user, { bot_id: botA, message: "hello" });
    expect(sent.status).toBe(403);
    expect(sent.body.message).toBe(COPY.subscriptionRequired);
    // Nothing was stored for a refused send.
    expect((await t.call("GET", "/bots/chatting/history", { token: user.token })).body.data).toEqual([]);
  });

  it("binds a single-pass to the first bot chatted with and refuses every other bot", async () => {
    const user = await createUser(t);
    await grantSubscription(t, user.id, "day");
    expect((await send(t, user, { bot_id: botA, message: "hi" })).status).toBe(200);
    for (const res of [
      await t.call("GET", `/bots/chatting/${botB}`, { token: user.token }),
      await send(t, user, { bot_id: botB, message: "hi" }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(COPY.singlePassOnly);
    }
    expect((await t.call("GET", `/bots/chatting/${botA}`, { token: user.token })).status).toBe(200);
  });

  it("lets other plans chat with any bot", async () => {
    const user = await chatter(t);
    expect((await t.call("GET", `/bots/chatting/${botA}`, { token: user.token })).status).toBe(200);
    expect((await t.call("GET", `/bots/chatting/${botB}`, { token: user.token })).status).toBe(200);
  });

  it("answers 404 for an unknown bot", async () => {
    const user = await chatter(t);
    for (const res of [
      await t.call("GET", "/bots/chatting/999999", { token: user.token }),
      await t.call("GET", "/bots/chatting/99999999999", { token: user.token }),
      await send(t, user, { bot_id: 999999, message: "hi" }),
      await t.call("DELETE", "/bots/chatting/999999", { token: user.token }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CHAT_COPY.botNotFound);
    }
  });
});

describe("a conversation", () => {
  it("shows the greeting before the first message, with the user's name filled in", async () => {
    const user = await chatter(t, "Zelda");
    const res = await t.call("GET", `/bots/chatting/${botA}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const [thread0] = res.body.data;
    expect(thread0).toMatchObject({ bot_id: botA, bot_name: expect.any(String), messages: [] });
    expect(thread0.greeting).toMatch(/^<p>/);
    expect(thread0.greeting).not.toMatch(/\{\{\s*user\s*\}\}/i);
  });

  it("stores the greeting on the first send, then the exchange (JSON mode)", async () => {
    const user = await chatter(t, "Zelda");
    const before = await thread(t, user, botA);
    const res = await send(t, user, { bot_id: botA, message: "Hi! My name is Zelda and I love kites." });
    expect(res.status).toBe(200);
    const { reply, message } = res.body.data;
    expect(reply).toMatch(/^<p>.+<\/p>$/s);
    expect(message).toEqual({
      id: expect.any(Number),
      message: "Hi! My name is Zelda and I love kites.",
      reply_message: reply,
      isUser: true,
      status: "complete",
      error: null,
      safety: null,
      created_at: expect.any(String),
    });

    const after = await thread(t, user, botA);
    expect(after.messages).toHaveLength(2);
    expect(after.messages[0]).toMatchObject({
      message: null,
      isUser: false,
      status: "complete",
      reply_message: before.greeting,
    });
    expect(after.messages[1]).toEqual(message);

    // The greeting is stored once per conversation.
    expect((await send(t, user, { bot_id: botA, message: "What do you like?" })).status).toBe(200);
    const third = await thread(t, user, botA);
    expect(third.messages).toHaveLength(3);
    expect(third.messages.filter((m: { message: string | null }) => m.message === null)).toHaveLength(1);
  });

  it("streams the reply over SSE: message, several tokens, done", async () => {
    const user = await chatter(t);
    const res = await sendSse(t, user, { bot_id: botA, message: "Tell me about your day." });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    // Said to be a stream: the Node adapter writes the headers and `message` at once (reply-events.ts).
    expect(res.headers.get("transfer-encoding")).toBe("chunked");
    const events = parseSse(await res.text());
    expect(events[0]).toEqual({
      event: "message",
      data: {
        id: expect.any(Number),
        message: "Tell me about your day.",
        speaker: expect.objectContaining({ id: botA, name: expect.any(String) }),
      },
    });
    const tokens = events.filter((e) => e.event === "token");
    expect(tokens.length).toBeGreaterThan(3);
    const last = events.at(-1)!;
    expect(last.event).toBe("done");
    expect(last.data.id).toBe(events[0]!.data.id);
    expect(last.data.reply_message).toBe(
      renderReply(
        tokens
          .map((e) => e.data.text)
          .join("")
          .trim(),
      ),
    );

    const stored = (await thread(t, user, botA)).messages.at(-1);
    expect(stored).toMatchObject({
      id: last.data.id,
      status: "complete",
      reply_message: last.data.reply_message,
    });
  });

  it("keeps a <script> in the user's message as text and never puts one into a reply", async () => {
    const user = await chatter(t);
    const text = `<script>alert("x")</script> I love <b>dogs</b>`;
    const res = await send(t, user, { bot_id: botA, message: text });
    expect(res.status).toBe(200);
    expect(res.body.data.message.message).toBe(text);
    expect(res.body.data.reply).not.toMatch(/<script|<b>dogs/i);
    const stored = (await thread(t, user, botA)).messages.at(-1);
    expect(stored.message).toBe(text);
  });

  it("hands the provider the stored conversation, so the persona never repeats itself in 20 turns", async () => {
    const user = await chatter(t);
    const replies: string[] = [];
    for (let k = 0; k < 20; k++) {
      const res = await send(t, user, { bot_id: botB, message: "hi" });
      expect(res.status).toBe(200);
      replies.push(res.body.data.reply);
    }
    expect(new Set(replies).size).toBe(20);
  });

  it("lists chat history, most recent first, and deletes a chat for good", async () => {
    const user = await chatter(t);
    await send(t, user, { bot_id: botA, message: "hello A" });
    t.advance(1000);
    await send(t, user, { bot_id: botB, message: "hello B" });
    const history = await t.call("GET", "/bots/chatting/history", { token: user.token });
    expect(history.status).toBe(200);
    expect(history.body.data.map((h: { id: number }) => h.id)).toEqual([botB, botA]);
    expect(history.body.data[0]).toEqual({
      name: expect.any(String),
      id: botB,
      last_message_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      avatar: expect.any(String),
    });

    const deleted = await t.call("DELETE", `/bots/chatting/${botA}`, { token: user.token });
    expect(deleted.status).toBe(200);
    expect((await thread(t, user, botA)).messages).toEqual([]);
    const after = await t.call("GET", "/bots/chatting/history", { token: user.token });
    expect(after.body.data.map((h: { id: number }) => h.id)).toEqual([botB]);

    // A new conversation starts with the greeting again.
    await send(t, user, { bot_id: botA, message: "back again" });
    const fresh = await thread(t, user, botA);
    expect(fresh.messages.map((m: { message: string | null }) => m.message)).toEqual([null, "back again"]);
  });

  it("never shows one user's chat to another", async () => {
    const owner = await chatter(t);
    await send(t, owner, { bot_id: botA, message: "secret" });
    const other = await chatter(t);
    expect((await thread(t, other, botA)).messages).toEqual([]);
    await t.call("DELETE", `/bots/chatting/${botA}`, { token: other.token });
    expect((await thread(t, owner, botA)).messages).toHaveLength(2);
  });
});

describe("sending: validation, limits, retry", () => {
  it("refuses empty, whitespace-only and missing messages (422)", async () => {
    const user = await chatter(t);
    for (const message of ["", "   \n\t ", undefined, 42]) {
      const res = await send(t, user, { bot_id: botA, message });
      expect(res.status, JSON.stringify(message)).toBe(422);
      expect(res.body.errors.message).toEqual([CHAT_COPY.messageRequired]);
    }
    const noBot = await send(t, user, { message: "hi" });
    expect(noBot.status).toBe(422);
    expect(noBot.body.errors.bot_id).toEqual([CHAT_COPY.botRequired]);
  });

  it(`refuses messages over ${CHAT_MESSAGE_MAX} characters with a clear message`, async () => {
    const user = await chatter(t);
    const res = await send(t, user, { bot_id: botA, message: "a".repeat(CHAT_MESSAGE_MAX + 1) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Message must be 4000 characters or fewer.");
    expect(res.body.errors.message).toEqual(["Message must be 4000 characters or fewer."]);
    const fits = await send(t, user, { bot_id: botA, message: "a".repeat(CHAT_MESSAGE_MAX) });
    expect(fits.status).toBe(200);
  });

  it("accepts a form post too (the no-JavaScript path)", async () => {
    const user = await chatter(t);
    const form = new FormData();
    form.set("bot_id", String(botA));
    form.set("message", "Hello from a form");
    const res = await t.call("POST", "/bots/chatting/send", { token: user.token, form });
    expect(res.status).toBe(200);
    expect(res.body.data.message.message).toBe("Hello from a form");
  });

  it("limits sends to 30 a minute per user with 429 and Retry-After", async () => {
    const user = await chatter(t);
    for (let k = 0; k < 30; k++) {
      const res = await send(t, user, { bot_id: botA, message: `message ${k}` });
      expect(res.status).toBe(200);
    }
    const limited = await send(t, user, { bot_id: botA, message: "one too many" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.message).toBe(CHAT_COPY.tooFast);
    // Another user is not affected.
    const other = await chatter(t);
    expect((await send(t, other, { bot_id: botA, message: "hi" })).status).toBe(200);
  });

  it("only retries failed replies of the same user and bot", async () => {
    const user = await chatter(t);
    const done = await send(t, user, { bot_id: botA, message: "hi" });
    const id = done.body.data.message.id;
    const notFailed = await send(t, user, { bot_id: botA, retry_id: id });
    expect(notFailed.status).toBe(409);
    expect(notFailed.body.message).toBe(CHAT_COPY.retryNotFailed);
    const otherBot = await send(t, user, { bot_id: botB, retry_id: id });
    expect(otherBot.status).toBe(404);
    const stranger = await chatter(t);
    const notTheirs = await send(t, stranger, { bot_id: botA, retry_id: id });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.message).toBe(CHAT_COPY.retryNotFound);
  });
});

describe("nothing is lost", () => {
  it("marks a reply whose generation died with its process as failed, so it can be retried", async () => {
    const user = await chatter(t);
    await send(t, user, { bot_id: botA, message: "first" });
    const [exchange] = (await thread(t, user, botA)).messages.slice(-1);
    const [orphan] = await t.services.db
      .insert(messages)
      .values({
        conversationId: (await t.services.db.select().from(messages).where(eq(messages.id, exchange.id)))[0]!
          .conversationId,
        botId: botA,
        message: "lost in a restart",
        status: "streaming",
        replyMessage: "<p>Half a</p>",
        createdAt: t.services.now(),
        updatedAt: t.services.now(),
      })
      .returning();
    // Still within what a live generation may take: left alone.
    expect((await thread(t, user, botA)).messages.at(-1)).toMatchObject({
      id: orphan!.id,
      status: "streaming",
    });

    // A host clock running ahead says nothing: only the database's clock judges silence.
    t.advance(t.config.REPLY_HEARTBEAT_MS * 3 + 1);
    expect((await thread(t, user, botA)).messages.at(-1)).toMatchObject({ status: "streaming" });

    // Three missed heartbeats (15 s by default) mean its process died, however long a model may take.
    const silentFor = `${t.config.REPLY_HEARTBEAT_MS * 3 + 1000} milliseconds`;
    await t.services.db
      .update(messages)
      .set({ heartbeatAt: sql`now() - ${silentFor}::interval` })
      .where(eq(messages.id, orphan!.id));
    expect((await thread(t, user, botA)).messages.at(-1)).toMatchObject({
      id: orphan!.id,
      status: "failed",
      error: CHAT_COPY.replyFailed,
      reply_message: "<p>Half a</p>",
    });
    const retried = await send(t, user, { bot_id: botA, retry_id: orphan!.id });
    expect(retried.status).toBe(200);
    expect(retried.body.data.message).toMatchObject({
      id: orphan!.id,
      message: "lost in a restart",
      status: "complete",
    });
  });

  it("finishes and saves the reply when the reader goes away mid-stream", async () => {
    const original = t.services.ai;
    // The persona engine as production runs it: one word every few milliseconds.
    t.services.ai = createPersonaProvider({ delayMs: 40 });
    try {
      const user = await chatter(t);
      const res = await sendSse(t, user, { bot_id: botA, message: "Tell me a long story about the sea." });
      const { events, reader } = await readSseUntil(
        res.body!,
        (evs) => evs.filter((e) => e.event === "token").length >= 2,
      );
      await reader.cancel();
      const id = events[0]!.data.id;
      const received = events
        .filter((e) => e.event === "token")
        .map((e) => e.data.text)
        .join("");

      const [midway] = await t.services.db.select().from(messages).where(eq(messages.id, id));
      expect(midway!.status).not.toBe("complete");
      expect(midway!.message).toBe("Tell me a long story about the sea.");

      await settleReplies(t.services);
      const [row] = await t.services.db.select().from(messages).where(eq(messages.id, id));
      expect(row!.status).toBe("complete");
      const full = replyToText(row!.replyMessage);
      expect(full.length).toBeGreaterThan(received.trim().length);
      expect(full.startsWith(replyToText(renderReply(received)))).toBe(true);
    } finally {
      t.services.ai = original;
    }
  });
});
