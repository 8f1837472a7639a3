// The chat page's loader (app/utils/chat.server.ts) costs one round trip to the API: every call it
// makes through the web tier's ApiClient starts before any answer has come back. The API is the
// real one on loopback (API_URL mode); the platform's fetch is watched, not replaced.
import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../api/app";
import { CHAT_PAGE_SIZE } from "../../contract/chat-schemas";
import { BOTS_PAGE_SIZE } from "../../contract/constants";
import { createTestApi, type TestApi } from "../support/api";
import { chatCast, newChat, send, type ChatCast } from "../support/chat";
import { insertExchanges } from "../support/long-chat";

let t: TestApi;
let cast: ChatCast;
let server: ServerType;
let loadChatPage: typeof import("../../app/utils/chat.server").loadChatPage;

/** The API paths one loader run asked for, each with how many answers had arrived when it was asked. */
async function watchCalls(run: () => Promise<unknown>) {
  const calls: { path: string; answeredBefore: number }[] = [];
  let answered = 0;
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push({ path: `${url.pathname.replace("/api/v1", "")}${url.search}`, answeredBefore: answered });
    try {
      return await realFetch(input, init);
    } finally {
      answered += 1;
    }
  };
  try {
    return { result: await run(), calls };
  } finally {
    globalThis.fetch = realFetch;
  }
}

/** How many sequential round trips the calls took. */
const roundTrips = (calls: { answeredBefore: number }[]) =>
  new Set(calls.map((c) => (c.answeredBefore === 0 ? 0 : 1))).size;

const page = (search: string) => new Request(`http://web.local/dashboard/chat${search}`);

beforeAll(async () => {
  t = await createTestApi();
  cast = await chatCast(t);
  const api = createApi(t.services);
  server = await new Promise<ServerType>((resolve) => {
    const s = serve(
      { fetch: (req) => api.fetch(req, { clientIp: "127.0.0.1" }), port: 0, hostname: "127.0.0.1" },
      () => resolve(s),
    );
  });
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SESSION_SECRET ||= "a-test-session-secret-of-at-least-32-characters";
  ({ loadChatPage } = await import("../../app/utils/chat.server"));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe("the chat page loader", () => {
  it("opens ?bot=B before the first chat in one round trip, with the greeting", async () => {
    const { user, botA } = cast;
    const { result, calls } = await watchCalls(() =>
      loadChatPage(page(`?bot=${botA}`), user.token, { botId: botA, chatId: null }),
    );
    expect(roundTrips(calls)).toBe(1);
    expect(calls.map((c) => c.path).sort()).toEqual(
      [
        "/chats",
        `/chats/latest?bot_id=${botA}&limit=${CHAT_PAGE_SIZE}`,
        `/bots/${botA}`,
        `/bots?per_page=${BOTS_PAGE_SIZE}`,
      ].sort(),
    );
    expect(result).toMatchObject({ chat: { id: null, bot: { id: botA }, rows: [] } });
  });

  it("opens ?bot=B (its most recent chat) and ?bot=B&chat=C in one round trip each", async () => {
    const { user, botA } = cast;
    const older = await newChat(t, user, botA);
    t.advance(1000);
    await newChat(t, user, botA);
    t.advance(1000);
    await send(t, user, { chat_id: older.id, message: "hello again" });

    const recent = await watchCalls(() =>
      loadChatPage(page(`?bot=${botA}`), user.token, { botId: botA, chatId: null }),
    );
    expect(roundTrips(recent.calls)).toBe(1);
    expect(recent.calls).toHaveLength(4);
    expect(recent.result).toMatchObject({ chat: { id: older.id } });

    const byId = await watchCalls(() =>
      loadChatPage(page(`?bot=${botA}&chat=${older.id}`), user.token, { botId: botA, chatId: older.id }),
    );
    expect(roundTrips(byId.calls)).toBe(1);
    expect(byId.calls.map((c) => c.path)).toContain(`/chats/${older.id}?limit=${CHAT_PAGE_SIZE}`);
    expect(byId.result).toMatchObject({ chat: { id: older.id } });
  });

  it("takes a second trip only for a chat that is gone, to open the bot's latest instead", async () => {
    const { user, botB } = cast;
    const gone = await newChat(t, user, botB);
    await t.call("DELETE", `/chats/${gone.id}`, { token: user.token });
    const { result, calls } = await watchCalls(() =>
      loadChatPage(page(`?bot=${botB}&chat=${gone.id}`), user.token, { botId: botB, chatId: gone.id }),
    );
    expect(roundTrips(calls)).toBe(2);
    expect(calls.at(-1)!.path).toBe(`/chats/latest?bot_id=${botB}&limit=${CHAT_PAGE_SIZE}`);
    expect(result).toMatchObject({ chat: { id: null, bot: { id: botB } } });
  });

  it("opens a 500-message chat with its newest page only, and an older page by ?before=, in one round trip", async () => {
    const { user, botB } = cast;
    const chat = await newChat(t, user, botB);
    const ids = await insertExchanges(t.services, chat.id, 499);
    const newest = await watchCalls(() =>
      loadChatPage(page(`?bot=${botB}&chat=${chat.id}`), user.token, { botId: botB, chatId: chat.id }),
    );
    expect(roundTrips(newest.calls)).toBe(1);
    const view = (newest.result as Awaited<ReturnType<typeof loadChatPage>>).chat!;
    expect(view.rows.map((r) => r.id)).toEqual(ids.slice(-CHAT_PAGE_SIZE));
    expect(view).toMatchObject({ hasMore: true, before: null, greetingHtml: "" });

    const before = ids.at(-CHAT_PAGE_SIZE)!;
    const older = await watchCalls(() =>
      loadChatPage(page(`?bot=${botB}&chat=${chat.id}&before=${before}`), user.token, {
        botId: botB,
        chatId: chat.id,
        before,
      }),
    );
    expect(roundTrips(older.calls)).toBe(1);
    expect(older.calls.map((c) => c.path)).toContain(
      `/chats/${chat.id}?limit=${CHAT_PAGE_SIZE}&before=${before}`,
    );
    const olderView = (older.result as Awaited<ReturnType<typeof loadChatPage>>).chat!;
    expect(olderView.rows.map((r) => r.id)).toEqual(ids.slice(-2 * CHAT_PAGE_SIZE, -CHAT_PAGE_SIZE));
    expect(olderView).toMatchObject({ hasMore: true, before });
  });
});
