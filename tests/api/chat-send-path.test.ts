// The chat a send goes to (api/domain/exchanges.ts, prepareExchange): found with its bot in one query when
// named, touched in the same statement that finds it when not, so the fewest statements run before
// the first token. What a send answers and where it lands stay as they were.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { bots } from "../../api/db/schema";
import { settleReplies } from "../../api/domain/reply-generation";
import { createTestApi, type TestApi } from "../support/api";
import { as, chatById, chatCast, newChat, send } from "../support/chat";
import type { TestUser } from "../support/users";

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

/** The user's chats with the bot, most recent first (GET /chats?bot_id=). */
const recentIds = async (who: TestUser, botId: number) =>
  (await as(t, who).get(`/chats?bot_id=${botId}`)).body.data.map((c: { id: number }) => c.id);

const lastMessage = async (who: TestUser, chatId: number) =>
  (await chatById(t, who, chatId)).messages.at(-1).message;

describe("the chat a send goes to", () => {
  it("becomes the most recent one, named or not", async () => {
    const older = await newChat(t, user, botA);
    t.advance(1000);
    const newer = await newChat(t, user, botA);
    expect(await recentIds(user, botA)).toEqual([newer.id, older.id]);

    t.advance(1000);
    expect(
      (await send(t, user, { chat_id: older.id, bot_id: botA, message: "back to the first" })).status,
    ).toBe(200);
    await settleReplies(t.services);
    expect(await recentIds(user, botA)).toEqual([older.id, newer.id]);

    // Without a chat: the most recent one, which stays on top.
    t.advance(1000);
    expect((await send(t, user, { bot_id: botA, message: "no chat named" })).status).toBe(200);
    await settleReplies(t.services);
    expect(await lastMessage(user, older.id)).toBe("no chat named");
    expect(await lastMessage(user, newer.id)).toBeNull();
    expect(await recentIds(user, botA)).toEqual([older.id, newer.id]);
  });

  it("answers 404 for someone else's chat, and for a chat whose bot can no longer be opened", async () => {
    const chat = await newChat(t, user, botB);
    const strangers = await send(t, stranger, { chat_id: chat.id, message: "mine now?" });
    expect(strangers.status).toBe(404);
    expect(strangers.body.message).toBe(CHAT_COPY.chatNotFound);

    await t.services.db.update(bots).set({ hiddenAt: t.services.now() }).where(eq(bots.id, botB));
    try {
      const hidden = await send(t, user, { chat_id: chat.id, message: "still there?" });
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe(CHAT_COPY.botNotFound);
      // Naming another bot than the chat's is the chat's 404 first, as before.
      const mismatch = await send(t, user, { chat_id: chat.id, bot_id: botA, message: "x" });
      expect(mismatch.body.message).toBe(CHAT_COPY.chatNotFound);
    } finally {
      await t.services.db.update(bots).set({ hiddenAt: null }).where(eq(bots.id, botB));
    }
    // Nothing was stored by the refused sends.
    expect(await lastMessage(user, chat.id)).toBeNull();
  });
});
