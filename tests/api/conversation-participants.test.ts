// A chat has participants and every reply a speaker: a one-bot chat is a group of one, before and
// after the migration that brought them.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationParticipants, conversations, messages } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, send } from "../support/chat";
import { migratedUpTo } from "../support/migrations";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t.close();
});

describe("a one-bot chat is a group of one", () => {
  it("stores the bot as the only participant and as the speaker of its greeting and replies", async () => {
    const user = await chatter(t);
    const botId = await firstBotId(t);
    const res = await send(t, user, { bot_id: botId, message: "Hello there" });
    expect(res.status).toBe(200);
    const mine = await t.services.db
      .select({ botId: messages.botId, conversationId: messages.conversationId })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(conversations.userId, user.id))
      .orderBy(asc(messages.id));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(new Set(mine.map((r) => r.botId))).toEqual(new Set([botId]));
    const participants = await t.services.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, mine[0]!.conversationId));
    expect(participants.map((p) => [p.botId, p.position])).toEqual([[botId, 0]]);
  });
});

describe("the conversation_participants migration", () => {
  it("makes each existing chat's bot its one participant and the speaker of every reply", async () => {
    const db = await migratedUpTo("0016_conversation_participants");
    try {
      await db.query(
        `insert into users (email, first_name, last_name) values ('old@example.test', 'Old', 'User')`,
      );
      await db.query(`insert into bots (slug, name, category, character, text, card)
        values ('aria', 'Aria', 'Friendship', 'c', 't', '{}'::jsonb), ('bo', 'Bo', 'Friendship', 'c', 't', '{}'::jsonb)`);
      await db.query(`insert into conversations (user_id, bot_id) select u.id, b.id from users u, bots b`);
      await db.query(`insert into messages (conversation_id, message, reply_message, status)
        select id, 'hello', '<p>Hello!</p>', 'complete' from conversations`);

      await db.migrateAll();

      const chats = await db.query(`select c.bot_id, c.kind, p.bot_id as participant, p.position
        from conversations c join conversation_participants p on p.conversation_id = c.id order by c.id`);
      expect(chats).toHaveLength(2);
      for (const c of chats) expect(c).toMatchObject({ kind: "single", participant: c.bot_id, position: 0 });
      const spoken = await db.query(`select m.bot_id, c.bot_id as chat_bot from messages m
        join conversations c on c.id = m.conversation_id`);
      expect(spoken).toHaveLength(2);
      for (const m of spoken) expect(m.bot_id).toBe(m.chat_bot);
    } finally {
      await db.close();
    }
  });
});
