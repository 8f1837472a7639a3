// A regenerate is told the replies the message already has: the offline engine, which cannot
// sample anew, says the same in other words than the alternatives stored, whichever engine (or
// version of it) wrote them, instead of the reply it would itself have given next.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../api/db/schema";
import { replyToText } from "../../api/domain/reply-text";
import { wordOverlap } from "../../api/services/ai/persona/variety";
import { createTestApi, type TestApi } from "../support/api";
import { as, chatById, chatter, firstBotId, newChat, send } from "../support/chat";
import type { TestUser } from "../support/users";

type Row = { id: number; alternatives: string[] };

async function exchange(t: TestApi, user: TestUser, botId: number, message: string): Promise<Row> {
  const chat = await newChat(t, user, botId);
  expect((await send(t, user, { chat_id: chat.id, message })).status).toBe(200);
  return (await chatById(t, user, chat.id)).messages[1] as Row;
}

describe("a regenerate on the offline engine", () => {
  let t: TestApi;
  let user: TestUser;
  let botId: number;
  beforeAll(async () => {
    t = await createTestApi();
    user = await chatter(t, "Priya");
    botId = await firstBotId(t);
  });
  afterAll(() => t.close());

  it("differs from the alternative the member saw, not from the one it would have given", async () => {
    const message = "Tell me about your favourite season";
    // The reply this engine gives a first regenerate of the message…
    const first = await exchange(t, user, botId, message);
    const res = await as(t, user).post(`/messages/${first.id}/regenerate`);
    expect(res.status).toBe(200);
    const next = res.body.data.reply as string;
    // …is what the member saw first in another chat, as if another engine had written it.
    const other = await exchange(t, user, botId, message);
    await t.services.db
      .update(messages)
      .set({ alternatives: [next], replyMessage: next })
      .where(eq(messages.id, other.id));
    const again = await as(t, user).post(`/messages/${other.id}/regenerate`);
    expect(again.status).toBe(200);
    const reply = replyToText(again.body.data.reply as string);
    expect(wordOverlap(reply, replyToText(next)), reply).toBeLessThan(0.5);
    expect(again.body.data.message.alternatives).toHaveLength(2);
  });
});
