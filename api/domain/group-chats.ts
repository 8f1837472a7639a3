// Group chats: a member makes one with 2–5 characters they may chat with (POST /chats with
// bot_ids), adds a character to an open chat and removes one (at least one stays). A single pass
// covers one character, so it holds no group; an account under age review gets no Romance
// character in one. Who answers each message is group-replies.ts's.
import { and, eq, max, sql } from "drizzle-orm";
import type { ChatCreated, ChatParticipant } from "../../contract/api-types";
import { GROUP_COPY, GROUP_MAX, defaultGroupTitle, type GroupCreateInput } from "../../contract/group-chats";
import { COPY } from "../../contract/messages";
import type { BotRow, UserRow } from "../db/rows";
import { conversationParticipants, conversations, messages } from "../db/schema";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";
import { assertChatAccess, currentSubscription, isSinglePass } from "./access";
import { botRef, findBot, greetingHtml } from "./chat-bot";
import { findOwnChat, serializeChat } from "./conversations";
import { serializeDetailMessage } from "./exchange-views";
import { participantRef, participantsOf, speakerRef } from "./participants";
import { assertOpenToUser } from "./safety";

/** Everything a character must pass to join a member's group. */
async function assertMayJoin(services: Services, user: UserRow, bot: BotRow, now: Date) {
  await assertChatAccess(services.db, user.id, bot.id, now);
  assertOpenToUser(user, bot);
}

/** A single pass covers one character: a chat of several cannot be had with it. */
async function assertGroupsAllowed(services: Services, user: UserRow, now: Date) {
  const current = await currentSubscription(services.db, user.id, now);
  if (!current) throw new ApiError(403, COPY.subscriptionRequired);
  if (isSinglePass(current.plan.interval)) throw new ApiError(403, GROUP_COPY.singlePassGroup);
}

/**
 * POST /chats with bot_ids: a new group, its characters in the order given, the first one's
 * greeting stored as its opening line.
 */
export async function createGroup(
  services: Services,
  user: UserRow,
  input: GroupCreateInput,
): Promise<ChatCreated> {
  const now = services.now();
  const members: BotRow[] = [];
  for (const id of input.bot_ids) members.push(await findBot(services, id, user.id));
  await assertGroupsAllowed(services, user, now);
  for (const bot of members) await assertMayJoin(services, user, bot, now);
  const first = members[0]!;
  const { chat, greeting } = await services.db.transaction(async (tx) => {
    const [chat] = await tx
      .insert(conversations)
      .values({
        userId: user.id,
        botId: first.id,
        kind: "group",
        title:
          input.title ||
          defaultGroupTitle(
            members.map((b) => b.name),
            now,
            user.uiLanguage,
          ),
        scenario: input.scenario,
        lastMessageAt: now,
        createdAt: now,
      })
      .returning();
    await tx
      .insert(conversationParticipants)
      .values(members.map((b, position) => ({ conversationId: chat!.id, botId: b.id, position })));
    const html = greetingHtml(first, user);
    if (!html) return { chat: chat!, greeting: null };
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId: chat!.id,
        botId: first.id,
        message: null,
        replyMessage: html,
        alternatives: [html],
        status: "complete",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { chat: chat!, greeting: row! };
  });
  return {
    ...serializeChat(chat),
    bot: botRef(first),
    participants: members.map(participantRef),
    messages: greeting ? [serializeDetailMessage(greeting, speakerRef(first))] : [],
  };
}

/** POST /chats/{id}/participants: the character joins last in turn order; the chat becomes a group. */
export async function addParticipant(
  services: Services,
  user: UserRow,
  chatId: number,
  botId: number,
): Promise<ChatParticipant[]> {
  const chat = await findOwnChat(services, user.id, chatId);
  const bot = await findBot(services, botId, user.id);
  const now = services.now();
  const present = await participantsOf(services.db, chat.id);
  if (present.some((p) => p.bot.id === bot.id)) throw new ApiError(409, GROUP_COPY.alreadyInChat);
  if (present.length >= GROUP_MAX)
    throw new ApiError(422, GROUP_COPY.groupFull, { bot_id: [GROUP_COPY.groupFull] });
  await assertGroupsAllowed(services, user, now);
  await assertMayJoin(services, user, bot, now);
  await services.db.transaction(async (tx) => {
    // Locks the chat, so two additions in parallel cannot pass the limit together.
    await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.id, chat.id))
      .for("update");
    const [{ count, last } = { count: 0, last: null }] = await tx
      .select({ count: sql<number>`count(*)::int`, last: max(conversationParticipants.position) })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, chat.id));
    if (count >= GROUP_MAX) throw new ApiError(422, GROUP_COPY.groupFull, { bot_id: [GROUP_COPY.groupFull] });
    const added = await tx
      .insert(conversationParticipants)
      .values({ conversationId: chat.id, botId: bot.id, position: (last ?? -1) + 1 })
      .onConflictDoNothing()
      .returning();
    if (!added.length) throw new ApiError(409, GROUP_COPY.alreadyInChat);
    await tx.update(conversations).set({ kind: "group" }).where(eq(conversations.id, chat.id));
  });
  return (await participantsOf(services.db, chat.id)).map((p) => participantRef(p.bot));
}

/**
 * DELETE /chats/{id}/participants/{botId}: the character leaves (its lines stay); the last one
 * cannot. When the first leaves, the next in turn becomes the chat's first participant.
 */
export async function removeParticipant(
  services: Services,
  userId: number,
  chatId: number,
  botId: number,
): Promise<ChatParticipant[]> {
  const chat = await findOwnChat(services, userId, chatId);
  await services.db.transaction(async (tx) => {
    await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.id, chat.id))
      .for("update");
    const present = await participantsOf(tx, chat.id);
    if (!present.some((p) => p.bot.id === botId)) throw new ApiError(404, GROUP_COPY.notInChat);
    if (present.length <= 1) throw new ApiError(422, GROUP_COPY.lastParticipant);
    await tx
      .delete(conversationParticipants)
      .where(
        and(eq(conversationParticipants.conversationId, chat.id), eq(conversationParticipants.botId, botId)),
      );
    const first = present.find((p) => p.bot.id !== botId)!;
    await tx.update(conversations).set({ botId: first.bot.id }).where(eq(conversations.id, chat.id));
  });
  return (await participantsOf(services.db, chat.id)).map((p) => participantRef(p.bot));
}
