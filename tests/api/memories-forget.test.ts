// A fact taken back is forgotten: editing a message or deleting from one removes the automatic
// memories learned only from the removed text. A fact another remaining message states, in this
// chat or another with the same bot, stays; so does a memory the user wrote themselves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleReplies } from "../../api/domain/reply-generation";
import { createTestApi, type TestApi } from "../support/api";
import { as, chatter, firstBotId, newChat, send } from "../support/chat";
import type { TestUser } from "../support/users";

describe("memories of removed messages", () => {
  let t: TestApi;
  let botId: number;
  beforeAll(async () => {
    t = await createTestApi();
    botId = await firstBotId(t);
  });
  afterAll(() => t.close());

  const memoryTexts = async (me: TestUser) =>
    ((await as(t, me).get(`/bots/${botId}/memories`)).body.data as { text: string }[])
      .map((m) => m.text)
      .sort();
  const say = async (me: TestUser, chatId: number, message: string) => {
    const res = await send(t, me, { chat_id: chatId, message });
    expect(res.status).toBe(200);
    await settleReplies(t.services);
    return res.body.data.message.id as number;
  };

  it("forgets a fact when its message is edited to something else", async () => {
    const me = await chatter(t, "Priya");
    const chat = await newChat(t, me, botId);
    await say(me, chat.id, "I have a dog named Pip");
    const sister = await say(me, chat.id, "My sister is called Clara and I love kites");
    // The same fact stated in another chat with the bot keeps it.
    await say(me, (await newChat(t, me, botId)).id, "Guess what, I love kites");
    expect(await memoryTexts(me)).toEqual(["dog: Pip", "likes: kites", "sister: Clara"]);

    const edited = await as(t, me).patch(`/messages/${sister}`, { message: "What a day it has been" });
    expect(edited.status).toBe(200);
    await settleReplies(t.services);
    expect(await memoryTexts(me)).toEqual(["dog: Pip", "likes: kites"]);
  });

  it("forgets the facts of every message deleted from here on, but not the user's own memories", async () => {
    const me = await chatter(t, "Sam");
    const chat = await newChat(t, me, botId);
    await say(me, chat.id, "My sister is called Clara");
    const from = await say(me, chat.id, "I live in Leeds");
    await say(me, chat.id, "My brother is called Tom");
    await as(t, me).post(`/bots/${botId}/memories`, { text: "lives in: Leeds" });
    expect(await memoryTexts(me)).toEqual([
      "brother: Tom",
      "lives in: Leeds",
      "lives in: Leeds",
      "sister: Clara",
    ]);

    expect((await as(t, me).delete(`/messages/${from}`)).status).toBe(200);
    expect(await memoryTexts(me)).toEqual(["lives in: Leeds", "sister: Clara"]);
  });
});
