// Conversations: a user has any number of chats with each bot. Each starts with the bot's greeting
// stored as its first row; the most recent chat with a bot is what the spec's calls
// (/bots/chatting/*) call "the" chat (docs/requirements/coming.md#conversations). Creating,
// finding, listing, renaming and deleting them. Someone else's chat is answered 404, like one that
// never was.
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CHARACTER_COPY } from "../../contract/characters";
import { CHAT_COPY, defaultChatTitle } from "../../contract/chat-schemas";
import type { ChatCreated, ChatHistoryItem, ChatListItem, ChatSummary } from "../../contract/api-types";
import type { BotRow, ChatRow, UserRow } from "../db/rows";
import { bots, conversationParticipants, conversations, messages, users } from "../db/schema";
import type { Database } from "../db/client";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";
import { assertChatAccess } from "./access";
import { readableBy } from "./bot-visibility";
import { dropUnneededArchived } from "./characters/retire";
import { botGreetingTexts, botRef, findBot, greetingHtml } from "./chat-bot";
import { serializeDetailMessage } from "./exchange-views";
import { plainText } from "../../contract/plain-text";
import { replyToText } from "./reply-text";
import { assertOpenToUser } from "./safety";

export function serializeChat(chat: ChatRow): ChatSummary {
  return {
    id: chat.id,
    bot_id: chat.botId,
    title: chat.title,
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
 * The user's own chat (else 404) with its bot, in one query; `bot` is null when the user may no
 * longer open the bot (an archived one is there: the caller refuses it). The send path uses it:
 * each statement before the first token is latency.
 */
export async function findOwnChatWithBot(
  services: Services,
  userId: number,
  chatId: number,
): Promise<{ chat: ChatRow; bot: BotRow | null }> {
  const [found] = await services.db
    .select({ chat: conversations, bot: bots })
    .from(conversations)
    .leftJoin(bots, and(eq(bots.id, conversations.botId), readableBy(userId)))
    .where(and(eq(conversations.id, chatId), eq(conversations.userId, userId)))
    .limit(1);
  if (!found) throw new ApiError(404, CHAT_COPY.chatNotFound);
  return found;
}

/**
 * The bot (else 404; an archived one is there: the caller refuses it) with the user's most recent
 * chat with it (null before the first), in one query: the send path's lookup when no chat is named.
 */
export async function findBotWithRecentChat(
  services: Services,
  botId: number,
  userId: number,
): Promise<{ bot: BotRow; chat: ChatRow | null }> {
  const other = alias(conversations, "other");
  const recent = services.db
    .select({ id: other.id })
    .from(other)
    .where(and(eq(other.userId, userId), eq(other.botId, bots.id)))
    .orderBy(desc(other.lastMessageAt), desc(other.id))
    .limit(1);
  const [found] = await services.db
    .select({ bot: bots, chat: conversations })
    .from(bots)
    .leftJoin(conversations, eq(conversations.id, recent))
    .where(and(eq(bots.id, botId), readableBy(userId)))
    .limit(1);
  if (!found) throw new ApiError(404, CHAT_COPY.botNotFound);
  return found;
}

/** The chat with this bot that had the latest message, if any. */
export async function mostRecentChat(
  services: Services,
  userId: number,
  botId: number,
): Promise<ChatRow | null> {
  const [chat] = await services.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.botId, botId)))
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
      title: defaultChatTitle(bot.name, now),
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
      .where(and(eq(conversations.userId, user.id), eq(conversations.botId, bot.id)))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(1);
    if (existing) return existing;
    return (await insertChat(tx, user, bot, now)).chat;
  });
}

export async function touchChat(services: Services, chatId: number, now: Date) {
  await services.db.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, chatId));
}

/** Characters of the last message a chat list shows. */
export const PREVIEW_CHARS = 120;

/** One line of plain text for a chat list. */
export function previewOf(html: string | null, message: string | null): string {
  // replyToText gives back the reply's Markdown; a list shows words, not its symbols.
  const text = plainText((html ? replyToText(html) : "") || message || "");
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : line;
}

/** GET /chats: every chat of the user (or only those with `botId`), newest first, with its last message. */
export async function listChats(services: Services, userId: number, botId?: number): Promise<ChatListItem[]> {
  const last = services.db
    .select({
      conversationId: messages.conversationId,
      reply: messages.replyMessage,
      message: messages.message,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.id))
    .limit(1)
    .as("last");
  const rows = await services.db
    .select({ chat: conversations, bot: bots, reply: last.reply, message: last.message })
    .from(conversations)
    .innerJoin(bots, eq(bots.id, conversations.botId))
    .leftJoinLateral(last, sql`true`)
    .where(
      and(
        eq(conversations.userId, userId),
        readableBy(userId),
        botId === undefined ? undefined : eq(conversations.botId, botId),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  return rows.map((r) => ({
    id: r.chat.id,
    bot: botRef(r.bot),
    title: r.chat.title,
    last_message: previewOf(r.reply, r.message),
    last_message_at: r.chat.lastMessageAt.toISOString(),
  }));
}

/** GET /bots/chatting/history: one entry per bot (its most recent chat), most recent first. */
export async function chatHistory(services: Services, userId: number): Promise<ChatHistoryItem[]> {
  const rows = await services.db
    .select({ bot: bots, lastMessageAt: conversations.lastMessageAt })
    .from(conversations)
    .innerJoin(bots, eq(bots.id, conversations.botId))
    .where(and(eq(conversations.userId, userId), readableBy(userId)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  const seen = new Set<number>();
  return rows
    .filter((r) => !seen.has(r.bot.id) && seen.add(r.bot.id))
    .map((r) => ({
      name: r.bot.name,
      id: r.bot.id,
      last_message_time: r.lastMessageAt.toISOString(),
      avatar: r.bot.image,
    }));
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
  const [gone] = await services.db
    .delete(conversations)
    .where(and(eq(conversations.id, chatId), eq(conversations.userId, userId)))
    .returning({ botId: conversations.botId });
  if (!gone) throw new ApiError(404, CHAT_COPY.chatNotFound);
  await dropUnneededArchived(services, [gone.botId]);
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
    .where(and(eq(conversations.userId, userId), eq(conversations.botId, botId)));
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
  const messages = greeting ? [serializeDetailMessage(greeting)] : [];
  return { ...serializeChat(chat), bot: botRef(bot), messages };
}
