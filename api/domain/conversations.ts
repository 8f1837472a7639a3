// Conversations: a user has any number of chats with each bot. Each starts with the bot's greeting
// stored as its first row; the most recent chat with a bot is what the spec's calls
// (/bots/chatting/*) call "the" chat (docs/requirements/coming.md#conversations). Creating,
// finding, listing, renaming and deleting them. Someone else's chat is answered 404, like one that
// never was.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CHARACTER_COPY } from "../../contract/characters";
import { CHAT_COPY, defaultChatTitle } from "../../contract/chat-schemas";
import type { ChatCreated, ChatSummary } from "../../contract/api-types";
import type { BotRow, ChatRow, ModelRow, UserRow } from "../db/rows";
import { bots, conversationParticipants, conversations, messages, users } from "../db/schema";
import type { Database } from "../db/client";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";
import { assertChatAccess } from "./access";
import { readableBy } from "./bot-visibility";
import { answeringModel, answeringModelOfBot } from "./models";
import { dropUnneededArchived } from "./characters/retire";
import { botGreetingTexts, botRef, findBot, greetingHtml } from "./chat-bot";
import { serializeDetailMessage } from "./exchange-views";
import { participantRef, speakerRef } from "./participants";
import { assertOpenToUser } from "./safety";

export function serializeChat(chat: ChatRow): ChatSummary {
  return {
    id: chat.id,
    bot_id: chat.botId,
    kind: chat.kind,
    title: chat.title,
    scenario: chat.scenario,
    created_at: chat.createdAt.toISOString(),
    last_message_at: chat.lastMessageAt.toISOString(),
  };
}

/** The user's own chat, or 404. */
export async function findOwnChat(services: Services, userId: number, chatId: number): Promise<ChatRow> {
  const [chat] = await services.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, chatId), eq(conversations.userId, userId)))
    .limit(1);
  if (!chat) throw new ApiError(404, CHAT_COPY.chatNotFound);
  return chat;
}

/**
 * Fields the caller reads with the bot and chat, in the same statement (they may name the columns
 * of `bots` and `conversations`): the send reads its prompt's rows and the day's counters so.
 */
export type Also = Record<string, SQL<unknown>>;
type AlsoRead<A extends Also> = { [K in keyof A]: A[K] extends SQL<infer T> ? T : never };

/** The parameters of the send's lookups, which are prepared once per database (send-target.ts). */
export const lookupParams = {
  userId: sql.placeholder("userId"),
  botId: sql.placeholder("botId"),
  chatId: sql.placeholder("chatId"),
};

/**
 * The user's own chat (none: 404) with its bot and the model that answers it, in one statement;
 * `bot` is null when the user may no longer open the bot (an archived one is there: the caller
 * refuses it). Parameters: userId, chatId, and those of `also`.
 */
export function ownChatWithBotStatement<A extends Also>(db: Database, also: A, name: string) {
  const { userId, chatId } = lookupParams;
  return db
    .select({ chat: conversations, bot: bots, model: answeringModel, ...(also as Also) })
    .from(conversations)
    .leftJoin(bots, and(eq(bots.id, conversations.botId), readableBy(userId)))
    .leftJoin(answeringModel, answeringModelOfBot)
    .where(and(eq(conversations.id, chatId), eq(conversations.userId, userId)))
    .limit(1)
    .prepare(name);
}

/**
 * The bot (none: 404; an archived one is there: the caller refuses it) with the user's most recent
 * chat with it (null before the first) and the model that answers it, in one statement: the send
 * path's lookup when no chat is named. Parameters: userId, botId, and those of `also`.
 */
export function botWithRecentChatStatement<A extends Also>(db: Database, also: A, name: string) {
  const { userId, botId } = lookupParams;
  const other = alias(conversations, "other");
  const recent = db
    .select({ id: other.id })
    .from(other)
    .where(and(eq(other.userId, userId), eq(other.botId, bots.id), eq(other.kind, "single")))
    .orderBy(desc(other.lastMessageAt), desc(other.id))
    .limit(1);
  return db
    .select({ bot: bots, chat: conversations, model: answeringModel, ...(also as Also) })
    .from(bots)
    .leftJoin(conversations, eq(conversations.id, recent))
    .leftJoin(answeringModel, answeringModelOfBot)
    .where(and(eq(bots.id, botId), readableBy(userId)))
    .limit(1)
    .prepare(name);
}

/** What a lookup with `also` reads. */
export type LookupRow<A extends Also> = {
  chat: ChatRow | null;
  bot: BotRow | null;
  model: ModelRow | null;
} & AlsoRead<A>;

/** The spec's one-bot calls know one-bot chats only: a group is never "the" chat with a bot. */
export const isSingle = eq(conversations.kind, "single");

/** The chat with this bot that had the latest message, if any. */
export async function mostRecentChat(
  services: Services,
  userId: number,
  botId: number,
): Promise<ChatRow | null> {
  const [chat] = await services.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.botId, botId), isSingle))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(1);
  return chat ?? null;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A new chat with its greeting stored as the first row (one transaction). A card may have no
 * greeting (valid in V2 and V3): that chat has no row until the member writes first.
 */
export async function insertChat(
  tx: Database | Tx,
  user: UserRow,
  bot: BotRow,
  now: Date,
  greetingIndex = 0,
) {
  const [chat] = await tx
    .insert(conversations)
    .values({
      userId: user.id,
      botId: bot.id,
      title: defaultChatTitle(bot.name, now, user.uiLanguage),
      lastMessageAt: now,
      createdAt: now,
    })
    .returning();
  await tx.insert(conversationParticipants).values({ conversationId: chat!.id, botId: bot.id, position: 0 });
  const greeting = greetingHtml(bot, user, greetingIndex);
  if (!greeting) return { chat: chat!, greeting: null };
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: chat!.id,
      botId: bot.id,
      message: null,
      replyMessage: greeting,
      alternatives: [greeting],
      selected: 0,
      status: "complete",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { chat: chat!, greeting: row! };
}

/**
 * The most recent chat with this bot, or a new one when there is none. The user's row is locked
 * for the check, so two first sends in parallel make one chat, not two.
 */
export async function openRecentChat(
  services: Services,
  user: UserRow,
  bot: BotRow,
  now: Date,
): Promise<ChatRow> {
  return services.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [existing] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.userId, user.id), eq(conversations.botId, bot.id), isSingle))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(1);
    if (existing) return existing;
    return (await insertChat(tx, user, bot, now)).chat;
  });
}

export async function touchChat(services: Services, chatId: number, now: Date) {
  await services.db.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, chatId));
}

export async function renameChat(services: Services, userId: number, chatId: number, title: string) {
  const [chat] = await services.db
    .update(conversations)
    .set({ title })
    .where(and(eq(conversations.id, chatId), eq(conversations.userId, userId)))
    .returning();
  if (!chat) throw new ApiError(404, CHAT_COPY.chatNotFound);
  return chat;
}

/** DELETE /chats/{id}: the chat and its messages, for good (memories are kept: they are per bot). */
export async function deleteOneChat(services: Services, userId: number, chatId: number) {
  // Every character of the chat, and any who left a line in it, may have been all an archived one kept.
  const cast = await services.db
    .selectDistinct({ botId: messages.botId })
    .from(messages)
    .where(eq(messages.conversationId, chatId))
    .union(
      services.db
        .select({ botId: conversationParticipants.botId })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, chatId)),
    );
  const [gone] = await services.db
    .delete(conversations)
    .where(and(eq(conversations.id, chatId), eq(conversations.userId, userId)))
    .returning({ botId: conversations.botId });
  if (!gone) throw new ApiError(404, CHAT_COPY.chatNotFound);
  await dropUnneededArchived(services, [...new Set([gone.botId, ...cast.map((c) => c.botId)])]);
}

/**
 * DELETE /bots/chatting/{botId} (docs/requirements/dashboard.md#delete-chat): every chat with the
 * bot and every message, for good. The spec knows one chat per bot
 * (docs/requirements/coming.md#conversations), so "delete the chat with this bot" clears all of
 * them; deleting only the newest would bring an older one back as "the" chat. Memories are kept
 * (see /memories).
 */
export async function deleteChatsWithBot(services: Services, userId: number, botId: number): Promise<void> {
  await findBot(services, botId, userId, { archived: "read" });
  await services.db
    .delete(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.botId, botId), isSingle));
  await dropUnneededArchived(services, [botId]);
}

/** POST /chats: a new chat with the bot, its greeting stored; older chats are kept. */
export async function createChat(
  services: Services,
  user: UserRow,
  botId: number,
  greetingIndex = 0,
): Promise<ChatCreated> {
  const bot = await findBot(services, botId, user.id);
  if (greetingIndex >= botGreetingTexts(bot).length)
    throw new ApiError(422, CHARACTER_COPY.greetingInvalid, { greeting: [CHARACTER_COPY.greetingInvalid] });
  const now = services.now();
  await assertChatAccess(services.db, user.id, bot.id, now);
  assertOpenToUser(user, bot);
  const { chat, greeting } = await services.db.transaction((tx) =>
    insertChat(tx, user, bot, now, greetingIndex),
  );
  const messages = greeting ? [serializeDetailMessage(greeting, speakerRef(bot))] : [];
  return { ...serializeChat(chat), bot: botRef(bot), participants: [participantRef(bot)], messages };
}
