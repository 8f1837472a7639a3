// Many chats per user and bot (issue "Conversations"): /chats list, create, open, rename, delete and
// export; sending to a chat by id; the spec's calls reading the most recent chat; ownership (404);
// and the migration that turns one chat per bot into many on a database that already has chats.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_COPY, CHAT_TITLE_MAX, defaultChatTitle } from "../../contract/chat-schemas";
import { createTestApi, type TestApi } from "../support/api";
import { migratedUpTo } from "../support/migrations";
import { as, chatById, chatCast, chatter, newChat, send, thread } from "../support/chat";
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
let user: TestUser;
let stranger: TestUser;
let botA: number;
let botB: number;

beforeAll(async () => {
  t = await createTestApi();
  ({ user, stranger, botA, botB } = await chatCast(t));
});
afterAll(() => t.close());

describe("creating and listing chats", () => {
  it("starts a chat with its greeting and a default title; a second chat keeps the first", async () => {
    const first = await newChat(t, user, botA);
    expect(first).toMatchObject({ bot_id: botA, bot: { id: botA }, title: expect.stringContaining(" · ") });
    expect(first.title).toBe(defaultChatTitle(first.bot.name, new Date(first.created_at)));
    expect(first.messages).toHaveLength(1);
    expect(first.messages[0]).toMatchObject({
      message: null,
      isUser: false,
      status: "complete",
      selected: 0,
    });
    expect(first.messages[0].alternatives).toEqual([first.messages[0].reply_message]);

    t.advance(1000);
    const second = await newChat(t, user, botA);
    expect(second.id).not.toBe(first.id);
    const list = (await as(t, user).get("/chats")).body.data;
    expect(list.map((c: { id: number }) => c.id).slice(0, 2)).toEqual([second.id, first.id]);
  });

  it("lists every chat newest first with the bot, title and a one-line preview of the last message", async () => {
    const me = await chatter(t);
    const a = await newChat(t, me, botA);
    t.advance(1000);
    const b = await newChat(t, me, botB);
    t.advance(1000);
    await send(t, me, { chat_id: a.id, message: "First line\n\nsecond line" });
    const { status, body } = await as(t, me).get("/chats");
    expect(status).toBe(200);
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([a.id, b.id]);
    const [top] = body.data;
    expect(Object.keys(top).sort()).toEqual([
      "bot",
      "id",
      "kind",
      "last_message",
      "last_message_at",
      "participants",
      "title",
    ]);
    expect(top).toMatchObject({ kind: "single", participants: [top.bot] });
    expect(top.bot).toEqual({ id: botA, name: a.bot.name, image: a.bot.image, archived: false });
    expect(top.last_message).not.toMatch(/\n|<p>/);
    expect(top.last_message.length).toBeGreaterThan(0);
    expect(body.data[1].last_message).toBe(body.data[1].last_message.trim());
  });

  it("lists only the chats with one bot for ?bot_id=, in the same shape", async () => {
    const me = await chatter(t);
    const a1 = await newChat(t, me, botA);
    t.advance(1000);
    await newChat(t, me, botB);
    t.advance(1000);
    const a2 = await newChat(t, me, botA);
    const all = (await as(t, me).get("/chats")).body.data;
    const { status, body } = await as(t, me).get(`/chats?bot_id=${botA}`);
    expect(status).toBe(200);
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([a2.id, a1.id]);
    expect(body.data).toEqual(all.filter((c: { bot: { id: number } }) => c.bot.id === botA));
    expect((await as(t, me).get("/chats?bot_id=999999")).body.data).toEqual([]);
    expect((await as(t, stranger).get(`/chats?bot_id=${botA}`)).body.data).toEqual([]);
    const bad = await as(t, me).get("/chats?bot_id=abc");
    expect(bad.status).toBe(422);
    expect(bad.body.errors.bot_id).toEqual([CHAT_COPY.botRequired]);
  });

  it("answers the bot's most recent chat on /chats/latest, as /chats/{id} does", async () => {
    const me = await chatter(t);
    const older = await newChat(t, me, botA);
    t.advance(1000);
    const newer = await newChat(t, me, botA);
    t.advance(1000);
    await send(t, me, { chat_id: older.id, message: "back to the first one" });
    const { status, body } = await as(t, me).get(`/chats/latest?bot_id=${botA}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(await chatById(t, me, older.id));
    expect(body.data.id).not.toBe(newer.id);
  });

  it("answers the greeting with id null on /chats/latest before the first chat, creating none", async () => {
    const me = await chatter(t, "Noor");
    const { status, body } = await as(t, me).get(`/chats/latest?bot_id=${botB}`);
    expect(status).toBe(200);
    const bot = (await as(t, me).get(`/bots/${botB}`)).body.data;
    expect(body.data).toEqual({
      id: null,
      title: "",
      bot: { id: botB, name: bot.name, image: bot.image, archived: false },
      bot_id: botB,
      kind: "single",
      scenario: "",
      participants: [{ id: botB, name: bot.name, image: bot.image, archived: false, voice: bot.voice }],
      greeting: expect.stringContaining("<"),
      messages: [],
      has_more: false,
      engine: "persona",
      crisis_banner: false,
      break_suggested: false,
      created_at: null,
      last_message_at: null,
    });
    expect(body.data.greeting).toBe((await thread(t, me, botB)).greeting);
    expect((await as(t, me).get("/chats")).body.data).toEqual([]);
  });

  it("refuses /chats/latest without access (403), for an unknown bot (404), without a bot (422) or a token (401)", async () => {
    const free = await createUser(t);
    expect((await as(t, free).get(`/chats/latest?bot_id=${botA}`)).status).toBe(403);
    expect((await as(t, user).get("/chats/latest?bot_id=999999")).status).toBe(404);
    const missing = await as(t, user).get("/chats/latest");
    expect(missing.status).toBe(422);
    expect(missing.body.errors.bot_id).toEqual([CHAT_COPY.botRequired]);
    expect((await t.call("GET", `/chats/latest?bot_id=${botA}`)).status).toBe(401);
  });

  it("answers 403 without a subscription, 404 for an unknown bot and 422 without a bot", async () => {
    const free = await createUser(t);
    expect((await as(t, free).post("/chats", { bot_id: botA })).status).toBe(403);
    expect((await as(t, user).post("/chats", { bot_id: 999_999 })).status).toBe(404);
    const missing = await as(t, user).post("/chats", {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.bot_id).toEqual([CHAT_COPY.botRequired]);
    expect((await t.call("GET", "/chats")).status).toBe(401);
  });
});

describe("one chat", () => {
  it("opens with its messages, alternatives and everything the chat page needs", async () => {
    const chat = await newChat(t, user, botB);
    await send(t, user, { chat_id: chat.id, message: "Hello there" });
    const detail = await chatById(t, user, chat.id);
    expect(detail).toMatchObject({
      id: chat.id,
      title: chat.title,
      bot: { id: botB },
      bot_id: botB,
      engine: "persona",
      crisis_banner: false,
    });
    expect(detail.greeting).toBe(chat.messages[0].reply_message);
    expect(detail.messages).toHaveLength(2);
    const exchange = detail.messages[1];
    expect(exchange).toMatchObject({
      message: "Hello there",
      status: "complete",
      selected: 0,
      rating: 0,
      chat_id: chat.id,
    });
    expect(exchange.alternatives).toEqual([exchange.reply_message]);
    expect(exchange.reply_message).toMatch(/^<p>/);
    expect(typeof exchange.created_at).toBe("string");
  });

  it("renames, refusing an empty or too long title with the field's message", async () => {
    const chat = await newChat(t, user, botA);
    const renamed = await as(t, user).patch(`/chats/${chat.id}`, { title: "  Trip   planning " });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: chat.id, title: "Trip planning" });
    expect((await chatById(t, user, chat.id)).title).toBe("Trip planning");

    const empty = await as(t, user).patch(`/chats/${chat.id}`, { title: "   " });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.title).toEqual([CHAT_COPY.titleRequired]);
    const long = await as(t, user).patch(`/chats/${chat.id}`, { title: "x".repeat(CHAT_TITLE_MAX + 1) });
    expect(long.status).toBe(422);
    expect(long.body.errors.title).toEqual([CHAT_COPY.titleTooLong]);
  });

  it("deletes one chat and its messages, leaving the others", async () => {
    const keep = await newChat(t, user, botA);
    const gone = await newChat(t, user, botA);
    await send(t, user, { chat_id: gone.id, message: "soon gone" });
    expect((await as(t, user).delete(`/chats/${gone.id}`)).status).toBe(200);
    expect((await as(t, user).get(`/chats/${gone.id}`)).status).toBe(404);
    expect((await as(t, user).get(`/chats/${keep.id}`)).status).toBe(200);
    expect((await as(t, user).delete(`/chats/${gone.id}`)).status).toBe(404);
  });

  it("answers 404 for someone else's chat, whatever is asked", async () => {
    const chat = await newChat(t, user, botA);
    const them = as(t, stranger);
    for (const res of [
      await them.get(`/chats/${chat.id}`),
      await them.patch(`/chats/${chat.id}`, { title: "mine now" }),
      await them.delete(`/chats/${chat.id}`),
      await them.get(`/chats/${chat.id}/export?format=md`),
      await send(t, stranger, { chat_id: chat.id, message: "hi" }),
      await them.get("/chats/99999999999"),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await chatById(t, user, chat.id)).title).toBe(chat.title);
    const theirs = (await them.get("/chats")).body.data.map((c: { id: number }) => c.id);
    expect(theirs).not.toContain(chat.id);
  });
});

describe("sending to a chat, and the spec's calls (docs/requirements/coming.md#conversations)", () => {
  it("sends to chat_id's chat, and without it to the most recent chat with the bot", async () => {
    const me = await chatter(t);
    const older = await newChat(t, me, botA);
    t.advance(1000);
    const newer = await newChat(t, me, botA);
    t.advance(1000);

    const toOlder = await send(t, me, { chat_id: older.id, message: "to the older chat" });
    expect(toOlder.status).toBe(200);
    expect((await chatById(t, me, older.id)).messages.map((m: { message: string }) => m.message)).toContain(
      "to the older chat",
    );
    // The older chat now had the latest message: it is "the" chat of the spec's calls.
    t.advance(1000);
    await send(t, me, { bot_id: botA, message: "no chat id" });
    expect((await chatById(t, me, older.id)).messages).toHaveLength(3);
    expect((await chatById(t, me, newer.id)).messages).toHaveLength(1);
    const view = await thread(t, me, botA);
    expect(view.messages.at(-1).message).toBe("no chat id");
    expect(Object.keys(view.messages.at(-1)).sort()).toEqual(
      ["created_at", "error", "id", "isUser", "message", "reply_message", "safety", "status"].sort(),
    );

    // A chat with another bot than bot_id says is not found.
    expect((await send(t, me, { chat_id: older.id, bot_id: botB, message: "x" })).status).toBe(404);
  });

  it("starts the first chat on the first send without a chat, with its greeting", async () => {
    const me = await chatter(t);
    const res = await send(t, me, { bot_id: botB, message: "hello" });
    expect(res.status).toBe(200);
    const list = (await as(t, me).get("/chats")).body.data;
    expect(list).toHaveLength(1);
    const detail = await chatById(t, me, list[0].id);
    expect(detail.messages.map((m: { message: string | null }) => m.message)).toEqual([null, "hello"]);
  });

  it("makes one chat, not two, for two first sends at once", async () => {
    const me = await chatter(t);
    await Promise.all([
      send(t, me, { bot_id: botA, message: "one" }),
      send(t, me, { bot_id: botA, message: "two" }),
    ]);
    const list = (await as(t, me).get("/chats")).body.data;
    expect(list).toHaveLength(1);
    expect((await chatById(t, me, list[0].id)).messages).toHaveLength(3);
  });

  it("lists one history entry per bot and deletes every chat with a bot on DELETE /bots/chatting/{botId}", async () => {
    const me = await chatter(t);
    await newChat(t, me, botA);
    await newChat(t, me, botA);
    await newChat(t, me, botB);
    const history = (await as(t, me).get("/bots/chatting/history")).body.data;
    expect(history.map((h: { id: number }) => h.id).sort()).toEqual([botA, botB].sort());

    expect((await as(t, me).delete(`/bots/chatting/${botA}`)).status).toBe(200);
    const left = (await as(t, me).get("/chats")).body.data;
    expect(left.map((c: { bot: { id: number } }) => c.bot.id)).toEqual([botB]);
  });
});

describe("export", () => {
  it("downloads a chat as Markdown and as JSON", async () => {
    const chat = await newChat(t, user, botA);
    await as(t, user).patch(`/chats/${chat.id}`, { title: "Kites & Lisbon" });
    await send(t, user, { chat_id: chat.id, message: "I love kites" });

    const md = await t.request("GET", `/chats/${chat.id}/export?format=md`, { token: user.token });
    expect(md.status).toBe(200);
    expect(md.headers.get("content-type")).toMatch(/^text\/markdown/);
    expect(md.headers.get("content-disposition")).toMatch(/^attachment; filename="kites-lisbon-\d+\.md"$/);
    const text = await md.text();
    expect(text).toMatch(/^# Kites & Lisbon\n/);
    expect(text).toContain("**Priya**");
    expect(text).toContain("I love kites");
    expect(text).toContain(`**${chat.bot.name}**`);
    expect(text).not.toMatch(/<p>/);

    const json = await t.request("GET", `/chats/${chat.id}/export?format=json`, { token: user.token });
    expect(json.headers.get("content-type")).toMatch(/^application\/json/);
    const data = JSON.parse(await json.text());
    expect(data).toMatchObject({ id: chat.id, title: "Kites & Lisbon", bot: { id: botA } });
    expect(data.messages).toHaveLength(2);
    expect(data.messages[1]).toMatchObject({ message: "I love kites", alternatives: [expect.any(String)] });
    expect(data.messages[1].reply_text).not.toMatch(/<p>/);

    const bad = await as(t, user).get(`/chats/${chat.id}/export?format=pdf`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.format).toEqual([CHAT_COPY.exportFormat]);
  });
});

describe("export in the member's language", () => {
  it("writes the Markdown's own words in the account's language, else the request's; English unchanged", async () => {
    const member = await chatter(t, "");
    const chat = await newChat(t, member, botA);
    await send(t, member, { chat_id: chat.id, message: "J'adore les cerfs-volants" });
    const md = async (headers: Record<string, string> = {}) =>
      (await t.request("GET", `/chats/${chat.id}/export?format=md`, { token: member.token, headers })).text();

    const english = await md();
    expect(english).toMatch(
      new RegExp(
        `\\nA chat with ${chat.bot.name} \\(an AI character\\), exported \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\.\\n`,
      ),
    );
    expect(english).toContain("**You** · ");

    const spanish = await md({ "Accept-Language": "es" });
    expect(spanish).toContain(`Un chat con ${chat.bot.name} (un personaje de IA), exportado el `);
    expect(spanish).toContain("**Tú** · ");

    await as(t, member).put("/auth/preferences", { ui_language: "fr" });
    const french = await md({ "Accept-Language": "es" });
    expect(french).toContain(`Une discussion avec ${chat.bot.name} (un personnage IA), exportée le `);
    expect(french).toContain("**Toi** · ");
    expect(french).toContain("J'adore les cerfs-volants");
    expect(french).not.toContain("A chat with");
  });
});

describe("a new chat's default title", () => {
  it("writes its date the member's interface language's way, and English as before", async () => {
    const member = await chatter(t);
    const english = await newChat(t, member, botA);
    expect(english.title).toBe(defaultChatTitle(english.bot.name, new Date(english.created_at)));
    expect(english.title).toMatch(/ · [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    await as(t, member).put("/auth/preferences", { ui_language: "fr" });
    const french = await newChat(t, member, botA);
    const started = new Date(french.created_at);
    expect(french.title).toBe(defaultChatTitle(french.bot.name, started, "fr"));
    const month = new Intl.DateTimeFormat("fr", { month: "short", timeZone: "UTC" }).format(started);
    expect(french.title).toBe(
      `${french.bot.name} · ${started.getUTCDate()} ${month} ${started.getUTCFullYear()}`,
    );
  });
});

describe("the conversations migration", () => {
  it("gives existing chats a title and existing replies their first alternative, then allows a second chat", async () => {
    const db = await migratedUpTo("0005_conversations");
    try {
      await db.query(
        `insert into users (email, first_name, last_name) values ('old@example.test', 'Old', 'User')`,
      );
      await db.query(
        `insert into bots (slug, name, category, character, text, card) values ('aria', 'Aria', 'Friendship', 'c', 't', '{}'::jsonb)`,
      );
      await db.query(
        `insert into conversations (user_id, bot_id, created_at) select u.id, b.id, '2026-03-05T22:30:00Z' from users u, bots b`,
      );
      await db.query(`insert into messages (conversation_id, message, reply_message, status)
        select id, null, '<p>Hi, I am Aria.</p>', 'complete' from conversations`);
      await db.query(`insert into messages (conversation_id, message, reply_message, status)
        select id, 'hello', '<p>Hello!</p>', 'complete' from conversations`);
      await db.query(`insert into messages (conversation_id, message, reply_message, status)
        select id, 'still there?', '', 'failed' from conversations`);

      await db.migrateAll();

      const [chat] = await db.query(`select title from conversations`);
      expect(chat.title).toBe(defaultChatTitle("Aria", new Date("2026-03-05T22:30:00Z")));
      expect(chat.title).toBe("Aria · Mar 5, 2026");
      const rows = await db.query(
        `select message, reply_message, alternatives, selected, rating from messages order by id`,
      );
      expect(rows).toEqual([
        {
          message: null,
          reply_message: "<p>Hi, I am Aria.</p>",
          alternatives: ["<p>Hi, I am Aria.</p>"],
          selected: 0,
          rating: 0,
        },
        {
          message: "hello",
          reply_message: "<p>Hello!</p>",
          alternatives: ["<p>Hello!</p>"],
          selected: 0,
          rating: 0,
        },
        { message: "still there?", reply_message: "", alternatives: [], selected: 0, rating: 0 },
      ]);
      const [persona] = await db.query(`select persona from users`);
      expect(persona.persona).toBe("");
      // The unique (user, bot) index is gone: a second chat with the same bot can be stored.
      await db.query(`insert into conversations (user_id, bot_id) select user_id, bot_id from conversations`);
      expect(await db.query(`select id from conversations`)).toHaveLength(2);
    } finally {
      await db.close();
    }
  });
});
