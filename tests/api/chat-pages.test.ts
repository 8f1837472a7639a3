// Long chats in pages: GET /chats/{id} and GET /chats/latest with ?limit= answer the
// newest exchanges (oldest first) and has_more; ?before= walks back; without limit every exchange
// comes back as before; the crisis banner and the break suggestion still count the whole chat.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { createTestApi, type TestApi } from "../support/api";
import { as, chatCast, chatter, newChat } from "../support/chat";
import { insertExchanges } from "../support/long-chat";
import type { TestUser } from "../support/users";

let t: TestApi;
let user: TestUser;
let stranger: TestUser;
let botA: number;
let chatId: number;
/** Every row of the long chat, oldest first: the greeting, then 120 exchanges. */
let ids: number[];

const idsOf = (data: { messages: { id: number }[] }) => data.messages.map((m) => m.id);

beforeAll(async () => {
  t = await createTestApi();
  ({ user, stranger, botA } = await chatCast(t));
  const chat = await newChat(t, user, botA);
  chatId = chat.id;
  ids = [chat.messages[0].id, ...(await insertExchanges(t.services, chatId, 120))];
});
afterAll(() => t.close());

describe("pages of a chat", () => {
  it("answers every exchange, oldest first, without a limit (as before pages existed)", async () => {
    const { status, body } = await as(t, user).get(`/chats/${chatId}`);
    expect(status).toBe(200);
    expect(idsOf(body.data)).toEqual(ids);
    expect(body.data.has_more).toBe(false);
  });

  it("answers the newest `limit` exchanges oldest first, and has_more while older ones exist", async () => {
    const first = (await as(t, user).get(`/chats/${chatId}?limit=50`)).body.data;
    expect(idsOf(first)).toEqual(ids.slice(-50));
    expect(first.has_more).toBe(true);
    expect(first.messages[49]).toMatchObject({ message: "Message 120", status: "complete" });

    const second = (await as(t, user).get(`/chats/${chatId}?before=${first.messages[0].id}&limit=50`)).body
      .data;
    expect(idsOf(second)).toEqual(ids.slice(-100, -50));
    expect(second.has_more).toBe(true);

    const last = (await as(t, user).get(`/chats/${chatId}?before=${second.messages[0].id}&limit=50`)).body
      .data;
    expect(idsOf(last)).toEqual(ids.slice(0, 21));
    expect(last.messages[0].message).toBeNull();
    expect(last.has_more).toBe(false);
  });

  it("says no more when the page holds exactly what is left, and answers all older ones without a limit", async () => {
    const before = ids[21]!;
    const exact = (await as(t, user).get(`/chats/${chatId}?before=${before}&limit=21`)).body.data;
    expect(idsOf(exact)).toEqual(ids.slice(0, 21));
    expect(exact.has_more).toBe(false);
    const short = (await as(t, user).get(`/chats/${chatId}?before=${before}&limit=20`)).body.data;
    expect(idsOf(short)).toEqual(ids.slice(1, 21));
    expect(short.has_more).toBe(true);
    const all = (await as(t, user).get(`/chats/${chatId}?before=${before}`)).body.data;
    expect(idsOf(all)).toEqual(ids.slice(0, 21));
    expect(all.has_more).toBe(false);
  });

  it("treats before as a cursor: before the first row is empty, past the last is the newest page", async () => {
    const none = (await as(t, user).get(`/chats/${chatId}?before=${ids[0]}&limit=10`)).body.data;
    expect(none.messages).toEqual([]);
    expect(none.has_more).toBe(false);
    const past = (await as(t, user).get(`/chats/${chatId}?before=2147483647&limit=10`)).body.data;
    expect(idsOf(past)).toEqual(ids.slice(-10));
  });

  it("pages /chats/latest the same way", async () => {
    const latest = (await as(t, user).get(`/chats/latest?bot_id=${botA}&limit=5`)).body.data;
    const byId = (await as(t, user).get(`/chats/${chatId}?limit=5`)).body.data;
    expect(latest).toEqual(byId);
    const older = (await as(t, user).get(`/chats/latest?bot_id=${botA}&limit=5&before=${ids[10]}`)).body.data;
    expect(idsOf(older)).toEqual(ids.slice(5, 10));
    expect(older.has_more).toBe(true);
    const fresh = await chatter(t, "Nia");
    const empty = (await as(t, fresh).get(`/chats/latest?bot_id=${botA}&limit=5`)).body.data;
    expect(empty).toMatchObject({ id: null, messages: [], has_more: false });
  });

  it("refuses a limit outside 1–100 or a bad cursor (422, by field) and accepts 100", async () => {
    for (const limit of ["0", "101", "abc", "1.5", "-3"]) {
      const res = await as(t, user).get(`/chats/${chatId}?limit=${limit}`);
      expect(res.status).toBe(422);
      expect(res.body.errors.limit).toEqual([CHAT_COPY.pageLimit]);
    }
    const latest = await as(t, user).get(`/chats/latest?bot_id=${botA}&limit=500`);
    expect(latest.status).toBe(422);
    expect(latest.body.errors.limit).toEqual([CHAT_COPY.pageLimit]);
    const cursor = await as(t, user).get(`/chats/${chatId}?before=x&limit=5`);
    expect(cursor.status).toBe(422);
    expect(cursor.body.errors.before).toEqual([CHAT_COPY.pageBefore]);
    const full = (await as(t, user).get(`/chats/${chatId}?limit=100`)).body.data;
    expect(full.messages).toHaveLength(100);
  });

  it("keeps someone else's chat 404 whatever the page, and a cursor never reaches into another chat", async () => {
    const res = await as(t, stranger).get(`/chats/${chatId}?limit=5&before=${ids[50]}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(CHAT_COPY.chatNotFound);
    const own = await newChat(t, stranger, botA);
    const page = (await as(t, stranger).get(`/chats/${own.id}?before=2147483647&limit=100`)).body.data;
    expect(idsOf(page)).toEqual([own.messages[0].id]);
    expect((await t.call("GET", `/chats/${chatId}?limit=5`)).status).toBe(401);
  });
});

describe("flags over the whole chat", () => {
  it("shows the crisis banner on every page while the crisis reply is recent, wherever it is", async () => {
    const me = await chatter(t, "Ravi");
    const chat = await newChat(t, me, botA);
    // A crisis reply an hour and a half ago, then an exchange a minute: it is not on the newest page.
    const rows = await insertExchanges(t.services, chat.id, 120, {
      safety: (k) => (k === 30 ? "crisis" : null),
    });
    const newest = (await as(t, me).get(`/chats/${chat.id}?limit=50`)).body.data;
    expect(newest.crisis_banner).toBe(true);
    const older = (await as(t, me).get(`/chats/${chat.id}?limit=10&before=${rows[10]}`)).body.data;
    expect(older.crisis_banner).toBe(true);

    t.advance(25 * 60 * 60 * 1000);
    expect((await as(t, me).get(`/chats/${chat.id}?limit=50`)).body.data.crisis_banner).toBe(false);
    expect((await as(t, me).get(`/chats/${chat.id}`)).body.data.crisis_banner).toBe(false);
  });

  it("suggests a break after hours of chatting even when the page holds only the last of them", async () => {
    const me = await chatter(t, "Ines");
    const chat = await newChat(t, me, botA);
    // 120 exchanges two minutes apart: four hours without a pause; a page of 50 spans 98 minutes.
    await insertExchanges(t.services, chat.id, 120, { everyMinutes: 2 });
    const page = (await as(t, me).get(`/chats/${chat.id}?limit=50`)).body.data;
    expect(page.break_suggested).toBe(true);
    expect((await as(t, me).get(`/chats/${chat.id}`)).body.data.break_suggested).toBe(true);

    const calm = await chatter(t, "Olu");
    const short = await newChat(t, calm, botA);
    await insertExchanges(t.services, short.id, 60, { everyMinutes: 2 });
    const calmPage = (await as(t, calm).get(`/chats/${short.id}?limit=50`)).body.data;
    expect(calmPage).toMatchObject({ break_suggested: false, crisis_banner: false, has_more: true });
  });
});
