// One exchange of a chat (issue "Conversations"): regenerate (JSON and SSE) keeping alternatives,
// select, edit (later exchanges removed, a new reply made), delete from here, rating, ownership,
// and on the model path: the selected alternative is the history, failed replies can be regenerated,
// a failed regenerate keeps the earlier replies, and nothing can change a reply still being written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { settleReplies } from "../../api/domain/reply-generation";
import { createTestApi, type TestApi } from "../support/api";
import { as, chatById, chatter, firstBotId, newChat, readSseUntil, send, sendSse } from "../support/chat";
import { startFakeOpenAI } from "../support/openai-fake";
import type { TestUser } from "../support/users";

type Exchange = {
  id: number;
  message: string | null;
  reply_message: string;
  alternatives: string[];
  selected: number;
};

/** A chat with `messages` sent in order; answers the chat id and its exchanges (greeting first). */
async function chatWith(t: TestApi, user: TestUser, botId: number, ...messages: string[]) {
  const chat = await newChat(t, user, botId);
  for (const message of messages) {
    const res = await send(t, user, { chat_id: chat.id, message });
    expect(res.status).toBe(200);
  }
  return { chatId: chat.id as number, rows: (await chatById(t, user, chat.id)).messages as Exchange[] };
}

describe("on the offline engine", () => {
  let t: TestApi;
  let user: TestUser;
  let stranger: TestUser;
  let botId: number;
  beforeAll(async () => {
    t = await createTestApi();
    user = await chatter(t, "Priya");
    stranger = await chatter(t, "Eve");
    botId = await firstBotId(t);
  });
  afterAll(() => t.close());

  it("regenerates: another reply is added and selected, the earlier one kept", async () => {
    const { chatId, rows } = await chatWith(t, user, botId, "Tell me about your day");
    const first = rows[1]!;
    const res = await as(t, user).post(`/messages/${first.id}/regenerate`);
    expect(res.status).toBe(200);
    const { reply, message } = res.body.data;
    expect(message).toMatchObject({ id: first.id, status: "complete", selected: 1, chat_id: chatId });
    expect(message.alternatives).toEqual([first.reply_message, reply]);
    expect(message.reply_message).toBe(message.alternatives[message.selected]);

    const again = await as(t, user).post(`/messages/${first.id}/regenerate`);
    expect(again.body.data.message.alternatives).toHaveLength(3);
    expect(again.body.data.message.selected).toBe(2);
    const stored = (await chatById(t, user, chatId)).messages[1];
    expect(stored.reply_message).toBe(stored.alternatives[2]);
  });

  it("gives a different reply on each regenerate, also after a fact the bot now remembers", async () => {
    for (const text of ["Tell me about your day", "I have a dog named Biscuit", "hi"]) {
      const { rows } = await chatWith(t, user, botId, text);
      const id = rows[1]!.id;
      expect((await as(t, user).post(`/messages/${id}/regenerate`)).status).toBe(200);
      const again = await as(t, user).post(`/messages/${id}/regenerate`);
      const { alternatives } = again.body.data.message as Exchange;
      expect(alternatives).toHaveLength(3);
      expect(new Set(alternatives).size).toBe(3);
    }
  });

  it("streams a regenerate with the same events as a send", async () => {
    const { chatId, rows } = await chatWith(t, user, botId, "What do you like to do?");
    const { status, type, events } = await as(t, user).stream("POST", `/messages/${rows[1]!.id}/regenerate`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/event-stream/);
    expect(events[0]).toEqual({
      event: "message",
      data: {
        id: rows[1]!.id,
        message: "What do you like to do?",
        speaker: expect.objectContaining({ id: botId }),
      },
    });
    expect(events.filter((e) => e.event === "token").length).toBeGreaterThan(0);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    const stored = (await chatById(t, user, chatId)).messages[1];
    expect(stored.alternatives).toHaveLength(2);
    expect(stored.reply_message).toBe(done.data.reply_message);
  });

  it("selects an alternative, and refuses an index out of range with 422", async () => {
    const { chatId, rows } = await chatWith(t, user, botId, "Pick one");
    const id = rows[1]!.id;
    await as(t, user).post(`/messages/${id}/regenerate`);
    const back = await as(t, user).post(`/messages/${id}/select`, { index: 0 });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ selected: 0, reply_message: rows[1]!.reply_message });
    expect((await chatById(t, user, chatId)).messages[1].selected).toBe(0);

    for (const index of [2, -1, 1.5, "two", undefined]) {
      const res = await as(t, user).post(`/messages/${id}/select`, { index });
      expect(res.status, String(index)).toBe(422);
      expect(res.body.errors.index).toEqual([CHAT_COPY.selectOutOfRange]);
    }
    // A plain form post (no JavaScript) works too.
    const form = new FormData();
    form.set("index", "1");
    const viaForm = await t.call("POST", `/messages/${id}/select`, { token: user.token, form });
    expect(viaForm.body.data.selected).toBe(1);
  });

  it("does not regenerate the greeting", async () => {
    const { rows } = await chatWith(t, user, botId);
    const res = await as(t, user).post(`/messages/${rows[0]!.id}/regenerate`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(CHAT_COPY.greetingNotRegenerated);
  });

  it("edits a message: the later exchanges go and a new reply is made", async () => {
    const { chatId, rows } = await chatWith(t, user, botId, "one", "two", "three");
    const res = await as(t, user).patch(`/messages/${rows[2]!.id}`, { message: "  two, corrected " });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toMatchObject({
      id: rows[2]!.id,
      message: "two, corrected",
      status: "complete",
      selected: 0,
    });
    expect(res.body.data.message.alternatives).toEqual([res.body.data.reply]);
    const after = (await chatById(t, user, chatId)).messages as Exchange[];
    expect(after.map((m) => m.message)).toEqual([null, "one", "two, corrected"]);
  });

  it("edits the first message of a chat, streaming the new reply", async () => {
    const { chatId, rows } = await chatWith(t, user, botId, "first", "second");
    const { events } = await as(t, user).stream("PATCH", `/messages/${rows[1]!.id}`, {
      message: "first, again",
    });
    expect(events[0]).toEqual({
      event: "message",
      data: { id: rows[1]!.id, message: "first, again", speaker: expect.objectContaining({ id: botId }) },
    });
    expect(events.at(-1)!.event).toBe("done");
    const after = (await chatById(t, user, chatId)).messages as Exchange[];
    expect(after.map((m) => m.message)).toEqual([null, "first, again"]);
    expect(after[1]!.reply_message).toBe(events.at(-1)!.data.reply_message);
  });

  it("refuses to edit the greeting or into an empty message", async () => {
    const { rows } = await chatWith(t, user, botId, "hello");
    const greeting = await as(t, user).patch(`/messages/${rows[0]!.id}`, { message: "hijack" });
    expect(greeting.status).toBe(422);
    expect(greeting.body.message).toBe(CHAT_COPY.notYourMessage);
    const empty = await as(t, user).patch(`/messages/${rows[1]!.id}`, { message: "   " });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.message).toEqual([CHAT_COPY.messageRequired]);
    expect((await chatById(t, user, (await chatWith(t, user, botId)).chatId)).messages).toHaveLength(1);
  });

  it("deletes a message and everything after it", async () => {
    const { chatId, rows } = await chatWith(t, user, botId, "keep", "drop", "drop too");
    const res = await as(t, user).delete(`/messages/${rows[2]!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ removed: 2 });
    const after = (await chatById(t, user, chatId)).messages as Exchange[];
    expect(after.map((m) => m.message)).toEqual([null, "keep"]);
    expect((await as(t, user).delete(`/messages/${rows[2]!.id}`)).status).toBe(404);
  });

  it("stores a rating of -1, 0 or 1 and refuses anything else", async () => {
    const { chatId, rows } = await chatWith(t, user, botId, "rate me");
    const id = rows[1]!.id;
    expect((await as(t, user).post(`/messages/${id}/rating`, { value: 1 })).body.data.rating).toBe(1);
    expect((await chatById(t, user, chatId)).messages[1].rating).toBe(1);
    expect((await as(t, user).post(`/messages/${id}/rating`, { value: -1 })).body.data.rating).toBe(-1);
    const form = new FormData();
    form.set("value", "0");
    expect(
      (await t.call("POST", `/messages/${id}/rating`, { token: user.token, form })).body.data.rating,
    ).toBe(0);
    for (const value of [2, -2, "up", null]) {
      const res = await as(t, user).post(`/messages/${id}/rating`, { value });
      expect(res.status, String(value)).toBe(422);
      expect(res.body.errors.value).toEqual([CHAT_COPY.ratingInvalid]);
    }
  });

  it("answers 404 for someone else's message, whatever is asked, and changes nothing", async () => {
    const { chatId, rows } = await chatWith(t, user, botId, "mine");
    const id = rows[1]!.id;
    const them = as(t, stranger);
    for (const res of [
      await them.post(`/messages/${id}/regenerate`),
      await them.post(`/messages/${id}/select`, { index: 0 }),
      await them.patch(`/messages/${id}`, { message: "theirs" }),
      await them.delete(`/messages/${id}`),
      await them.post(`/messages/${id}/rating`, { value: 1 }),
      await them.post(`/messages/2147483648/regenerate`),
    ]) {
      expect(res.status).toBe(404);
    }
    const after = (await chatById(t, user, chatId)).messages;
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ message: "mine", rating: 0, alternatives: [rows[1]!.reply_message] });
    expect((await t.call("POST", `/messages/${id}/regenerate`)).status).toBe(401);
  });
});

describe("on the model path", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  let user: TestUser;
  let botId: number;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "2000" });
    user = await chatter(t, "Priya");
    botId = await firstBotId(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it("sends the selected alternative as the history", async () => {
    fake.next(
      { kind: "stream", chunks: ["Answer ", "alpha."] },
      { kind: "stream", chunks: ["Answer ", "beta."] },
    );
    const { chatId, rows } = await chatWith(t, user, botId, "Question one");
    await as(t, user).post(`/messages/${rows[1]!.id}/regenerate`);
    await as(t, user).post(`/messages/${rows[1]!.id}/select`, { index: 0 });
    fake.reset();
    await send(t, user, { chat_id: chatId, message: "Question two" });
    const history = JSON.stringify(fake.requests[0]!.body.messages);
    expect(history).toContain("Answer alpha.");
    expect(history).not.toContain("Answer beta.");
  });

  it("regenerates a failed reply", async () => {
    // A 400 is not retried: the reply fails at once.
    fake.next({ kind: "status", status: 400 });
    const chat = await newChat(t, user, botId);
    const failed = await send(t, user, { chat_id: chat.id, message: "Are you there?" });
    expect(failed.status).toBe(502);
    const row = (await chatById(t, user, chat.id)).messages[1];
    expect(row).toMatchObject({ status: "failed", alternatives: [""], selected: 0 });

    fake.next({ kind: "stream", chunks: ["Yes, ", "here."] });
    const res = await as(t, user).post(`/messages/${row.id}/regenerate`);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toMatchObject({
      status: "complete",
      reply_message: "<p>Yes, here.</p>",
      alternatives: ["<p>Yes, here.</p>"],
      selected: 0,
      error: null,
    });
  });

  it("keeps the earlier replies when a regenerate fails, and selecting one settles the exchange", async () => {
    fake.next({ kind: "stream", chunks: ["The ", "first."] });
    const { chatId, rows } = await chatWith(t, user, botId, "Say something");
    fake.next({ kind: "drop", chunks: ["Half "] });
    const res = await as(t, user).post(`/messages/${rows[1]!.id}/regenerate`);
    expect(res.status).toBe(502);
    const failed = (await chatById(t, user, chatId)).messages[1];
    expect(failed).toMatchObject({ status: "failed", selected: 1 });
    expect(failed.alternatives[0]).toBe("<p>The first.</p>");
    expect(failed.reply_message).toBe(failed.alternatives[1]);

    const settled = await as(t, user).post(`/messages/${rows[1]!.id}/select`, { index: 0 });
    expect(settled.body.data).toMatchObject({
      status: "complete",
      error: null,
      reply_message: "<p>The first.</p>",
      alternatives: ["<p>The first.</p>"],
      selected: 0,
    });
  });

  it("changes nothing about a reply that is still being written (409)", async () => {
    fake.next({ kind: "stream", chunks: ["Slowly ", "written."], holdAfter: 1 });
    const chat = await newChat(t, user, botId);
    const res = await sendSse(t, user, { chat_id: chat.id, message: "Take your time" });
    const { events, reader } = await readSseUntil(res.body!, (e) => e.some((x) => x.event === "token"));
    const id = events[0]!.data.id as number;
    for (const busy of [
      await as(t, user).post(`/messages/${id}/regenerate`),
      await as(t, user).patch(`/messages/${id}`, { message: "changed" }),
    ]) {
      expect(busy.status).toBe(409);
      expect(busy.body.message).toBe(CHAT_COPY.replyBusy);
    }
    fake.release();
    await reader.cancel();
    await settleReplies(t.services);
    const done = (await chatById(t, user, chat.id)).messages[1];
    expect(done).toMatchObject({
      message: "Take your time",
      status: "complete",
      reply_message: "<p>Slowly written.</p>",
    });
  });
});
