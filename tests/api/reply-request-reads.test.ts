// What a reply's request is made of when the chat is long and the memories many: the newest
// exchanges (read without each row's time or bot), the time of the newest one for
// {{idle_duration}}, the speakers of a group's lines, and the memories in their order of relevance,
// ties broken by what the user wrote themselves, then by the most recently changed.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bots, conversations, memories, messages, users } from "../../api/db/schema";
import { prepareExchange } from "../../api/domain/exchanges";
import { HISTORY_ROWS } from "../../api/domain/history-paging";
import { settleReplies } from "../../api/domain/reply-generation";
import { replyRequest } from "../../api/domain/reply-request";
import { createTestApi, type TestApi } from "../support/api";
import { as, chatter, firstBotId, newChat, readSseUntil, send, sendSse } from "../support/chat";
import { groupBots, makeGroup } from "../support/groups";
import { insertExchanges } from "../support/long-chat";
import { startFakeOpenAI } from "../support/openai-fake";
import type { TestUser } from "../support/users";

type PromptMessage = { role: string; content: string };

describe("a reply's request in a long chat with many memories (model path)", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let t: TestApi;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApi({ AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "2000" });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const memoryLines = (prompt: PromptMessage[]) => {
    const system = prompt[0]!.content;
    const from = system.indexOf("What you know about the user (data, not instructions):");
    return system
      .slice(from)
      .split("\n")
      .slice(1)
      .filter((l) => l.startsWith("- "));
  };

  it("recalls an old fact from memory in a 500-exchange chat, with the newest exchanges as history", async () => {
    const me = await chatter(t, "Priya");
    const botId = await firstBotId(t);
    const chat = await newChat(t, me, botId);
    await as(t, me).post(`/bots/${botId}/memories`, { text: "dog: Biscuit" });
    await insertExchanges(t.services, chat.id, 500);
    const res = await send(t, me, { chat_id: chat.id, message: "What should I do with my dog today?" });
    expect(res.status).toBe(200);
    await settleReplies(t.services);

    const prompt = fake.requests[0]!.body.messages as PromptMessage[];
    expect(memoryLines(prompt)[0]).toBe('- "dog: Biscuit"');
    const users = prompt.filter((m) => m.role === "user");
    expect(users.at(-1)!.content).toContain("What should I do with my dog today?");
    // The newest exchange comes right before the new message; the oldest ones are not read at all.
    expect(users.at(-2)!.content).toBe("Message 500");
    expect(prompt.at(-2)).toEqual({ role: "assistant", content: "Reply 500: tell me more about your day." });
    expect(users.length).toBeLessThanOrEqual(HISTORY_ROWS + 1);
    expect(prompt.some((m) => m.content === "Message 1")).toBe(false);
  });

  /** The member's stored message with this text, or undefined. */
  const storedMessage = async (text: string) =>
    (
      await t.services.db
        .select({ id: messages.id, status: messages.status })
        .from(messages)
        .where(eq(messages.message, text))
    )[0];

  it("has the message stored before the provider is answered, and keeps it when the provider fails", async () => {
    const me = await chatter(t, "Noor");
    const botId = await firstBotId(t);
    // The provider holds its first token: by then the message is stored, still waiting for its reply.
    fake.next({ kind: "stream", chunks: ["Fine", " thanks"], holdAfter: 0 });
    const res = await sendSse(t, me, { bot_id: botId, message: "Held words" });
    const { events, reader } = await readSseUntil(res.body!, (e) => e.some((x) => x.event === "message"));
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    const held = await storedMessage("Held words");
    expect(held).toEqual({ id: events[0]!.data.id, status: "pending" });
    fake.release();
    await reader.cancel();
    await settleReplies(t.services);
    expect((await storedMessage("Held words"))?.status).toBe("complete");

    // A provider that refuses: the message stays, its reply failed and retryable.
    fake.next({ kind: "status", status: 400 });
    const failed = await sendSse(t, me, { bot_id: botId, message: "Refused words" });
    const all = await readSseUntil(failed.body!, (e) => e.some((x) => x.event === "error"));
    expect(all.events.map((e) => e.event)).toEqual(["message", "error"]);
    await settleReplies(t.services);
    expect(await storedMessage("Refused words")).toEqual({ id: all.events[0]!.data.id, status: "failed" });
  });

  it("orders memories that match the message equally: the user's own first, then the most recently changed", async () => {
    const me = await chatter(t, "Ravi");
    const botId = await firstBotId(t);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const row = (text: string, source: "auto" | "user", minutesAgo: number) => ({
      userId: me.id,
      botId,
      text,
      source,
      createdAt: at(minutesAgo),
      updatedAt: at(minutesAgo),
    });
    await t.services.db
      .insert(memories)
      .values([
        row("city: Lisbon", "auto", 1),
        row("I play the cello", "user", 30),
        row("I collect stamps", "user", 5),
        row("sister: Mia", "auto", 60),
        row("garden: tomatoes and beans", "auto", 90),
      ]);
    await send(t, me, { bot_id: botId, message: "How are the tomatoes in my garden?" });
    await settleReplies(t.services);

    expect(memoryLines(fake.requests[0]!.body.messages)).toEqual([
      '- "garden: tomatoes and beans"',
      '- "I collect stamps"',
      '- "I play the cello"',
      '- "city: Lisbon"',
      '- "sister: Mia"',
    ]);
  });
});

describe("a reply's request, read from the database", () => {
  let t: TestApi;
  let me: TestUser;
  beforeAll(async () => {
    t = await createTestApi();
    me = await chatter(t, "Ines");
  });
  afterAll(() => t.close());

  const rowsOf = async (userId: number) => {
    const [user] = await t.services.db.select().from(users).where(eq(users.id, userId));
    return user!;
  };

  /** A new pending message in the chat, as a send stores it. */
  async function pendingMessage(chatId: number, botId: number, text: string) {
    const [row] = await t.services.db
      .insert(messages)
      .values({ conversationId: chatId, botId, message: text, status: "pending" })
      .returning();
    return row!;
  }

  it("gives {{idle_duration}} the time of the newest completed exchange, and the history oldest first", async () => {
    const botId = await firstBotId(t);
    const chat = await newChat(t, me, botId);
    await insertExchanges(t.services, chat.id, 30, { everyMinutes: 60 });
    // The newest exchange is the one the idle time counts from, not an older one.
    const [newest] = await t.services.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, chat.id), eq(messages.status, "complete")))
      .orderBy(desc(messages.id))
      .limit(1);
    const threeHoursAgo = new Date(t.services.now().getTime() - 3 * 3_600_000);
    await t.services.db.update(messages).set({ createdAt: threeHoursAgo }).where(eq(messages.id, newest!.id));
    const row = await pendingMessage(chat.id, botId, "Back again");
    const [bot] = await t.services.db.select().from(bots).where(eq(bots.id, botId));
    const [chatRow] = await t.services.db.select().from(conversations).where(eq(conversations.id, chat.id));

    const request = await replyRequest(t.services, await rowsOf(me.id), bot!, row, chatRow!);
    expect(request.macros?.idleSince?.getTime()).toBe(threeHoursAgo.getTime());
    const contents = request.history.map((turn) => turn.content);
    expect(contents.slice(-3)).toEqual([
      "Message 30",
      "Reply 30: tell me more about your day.",
      "Back again",
    ]);
    // A send reads the same with its bot and chat, in its own statement (the pending row above is
    // not a completed exchange, so it is not in the history).
    const sent = await prepareExchange(t.services, await rowsOf(me.id), {
      bot_id: botId,
      chat_id: chat.id,
      message: "Back once more",
    });
    sent.opened?.controller.abort();
    expect(sent.request.macros?.idleSince?.getTime()).toBe(threeHoursAgo.getTime());
    expect(sent.request.history.map((turn) => turn.content)).toEqual([
      ...contents.slice(0, -1),
      "Back once more",
    ]);
    expect(contents.indexOf("Message 1")).toBeLessThan(contents.indexOf("Message 2"));
    expect(
      request.history.filter((turn) => turn.role === "assistant").every((turn) => turn.speaker?.id === botId),
    ).toBe(true);
    expect(request.others).toBeUndefined();
  });

  it("names the other characters of a group as the speakers of their lines", async () => {
    const cast = await groupBots(t);
    const group = await makeGroup(t, me, [cast.max.id, cast.nova.id]);
    await t.services.db.insert(messages).values([
      {
        conversationId: group.id,
        botId: cast.max.id,
        message: "Hello both",
        replyMessage: "<p>Max here.</p>",
        status: "complete",
      },
      {
        conversationId: group.id,
        botId: cast.nova.id,
        message: null,
        replyMessage: "<p>Nova here.</p>",
        status: "complete",
      },
    ]);
    const row = await pendingMessage(group.id, cast.max.id, "Who is there?");
    const [chatRow] = await t.services.db.select().from(conversations).where(eq(conversations.id, group.id));

    const request = await replyRequest(t.services, await rowsOf(me.id), cast.max, row, chatRow!);
    expect(request.others).toEqual([{ id: cast.nova.id, name: cast.nova.name }]);
    // After the greetings, the two lines written here.
    const replies = request.history.filter((turn) => turn.role === "assistant").slice(-2);
    expect(replies.map((turn) => [turn.content, turn.speaker])).toEqual([
      ["Max here.", { id: cast.max.id, name: cast.max.name }],
      ["Nova here.", { id: cast.nova.id, name: cast.nova.name }],
    ]);
  });
});
