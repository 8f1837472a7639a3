// Chats (issue "Conversations"): a user has any number of chats with each bot. Each starts with the
// bot's greeting stored as its first row; the most recent chat with a bot is what the spec's calls
// (/bots/chatting/*) call "the" chat (docs/requirements/coming.md#conversations). Someone else's
// chat is answered 404, like one that never was.
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CHARACTER_COPY } from "../../contract/characters";
import { CHAT_COPY, defaultChatTitle, type ChatPageQuery } from "../../contract/chat-schemas";
import type {
  ChatBotRef,
  ChatCreated,
  ChatDetail,
  ChatDetailMessage,
  ChatListItem,
  ChatMessage,
  ChatSummary,
  LatestChat,
} from "../../contract/api-types";
import type { BotRow, ChatRow, MessageRow, UserRow } from "../db/rows";
import { bots, conversations, messages, users } from "../db/schema";
import type { Database } from "../db/client";
import { ApiError } from "../http/envelope";
import { applyMacros } from "../services/ai/macros";
import { engineForBot, engineKind } from "./models";
import type { BotCard } from "../services/ai/types";
import type { Services } from "../services/types";
import { assertChatAccess } from "./access";
import { chatFlags, chatPage } from "./chat-page";
import { readableBy } from "./bot-visibility";
import { dropUnneededArchived } from "./characters/retire";
import { renderReply } from "./html";
import { plainText } from "../../contract/plain-text";
import { replyToText } from "./reply-text";
import { assertOpenToUser, guardGreeting } from "./safety";

export { crisisBanner } from "./chat-page";
export { chatRows, failOrphanedReplies } from "./chat-rows";

/** 410 for a bot archived when its creator left (characters/retire.ts): nothing new is made with it. */
export function assertNotArchived(bot: Pick<BotRow, "archivedAt">): void {
  if (bot.archivedAt) throw new ApiError(410, CHAT_COPY.botArchived);
}

/**
 * The bot the user may open, else 404; an archived one is 410 unless `archived: "read"` (a reader
 * of the user's own chats or memories with it).
 */
export async function findBot(
  services: Services,
  botId: number,
  userId: number,
  { archived }: { archived?: "read" } = {},
): Promise<BotRow> {
  const [bot] = await services.db
    .select()
    .from(bots)
    .where(and(eq(bots.id, botId), readableBy(userId)))
    .limit(1);
  if (!bot) throw new ApiError(404, CHAT_COPY.botNotFound);
  if (archived !== "read") assertNotArchived(bot);
  return bot;
}

/**
 * Reading a chat needs chat access to its bot (a single pass may bind to it here); an archived bot's
 * chats are only read, so they need none (and never bind a pass).
 */
export async function assertReadAccess(services: Services, userId: number, bot: BotRow) {
  if (!bot.archivedAt) await assertChatAccess(services.db, userId, bot.id, services.now());
}

export const botCard = (bot: BotRow): BotCard => ({ ...bot.card, name: bot.name });
export const botRef = (bot: BotRow): ChatBotRef => ({
  id: bot.id,
  name: bot.name,
  image: bot.image,
  archived: bot.archivedAt !== null,
});

/** The bot's greeting (`index` 0) or one of its card's alternate greetings (1..), as HTML. */
export function greetingHtml(bot: BotRow, user: UserRow, index = 0): string {
  const text = applyMacros(botGreetingTexts(bot)[index] ?? "", { char: bot.name, user: user.firstName });
  return renderReply(text && guardGreeting(text, bot.name));
}

/** first_mes, then the card's alternate greetings (raw macros). */
export function botGreetingTexts(bot: BotRow): string[] {
  const alternates = (bot.card as { alternate_greetings?: unknown }).alternate_greetings;
  return [
    bot.card.first_mes,
    ...(Array.isArray(alternates) ? alternates.filter((g) => typeof g === "string") : []),
  ];
}

export function serializeMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    message: row.message,
    reply_message: row.replyMessage,
    isUser: row.message !== null,
    status: row.status,
    error: row.error,
    safety: row.safety,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * An exchange with its alternatives. A reply being written (or failed) is not stored among them
 * until it completes, so it is shown as the last, selected one: `reply_message` is always
 * `alternatives[selected]`.
 */
export function serializeDetailMessage(row: MessageRow): ChatDetailMessage {
  const stored = row.alternatives ?? [];
  const settled = row.status === "complete" && stored[row.selected] === row.replyMessage;
  const alternatives = settled ? stored : [...stored, row.replyMessage];
  return {
    ...serializeMessage(row),
    chat_id: row.conversationId,
    alternatives,
    selected: settled ? row.selected : stored.length,
    rating: Math.sign(row.rating) as -1 | 0 | 1,
  };
}

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
  const greeting = greetingHtml(bot, user, greetingIndex);
  if (!greeting) return { chat: chat!, greeting: null };
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: chat!.id,
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
export async function deleteOwnChat(services: Services, userId: number, chatId: number) {
  const [gone] = await services.db
    .delete(conversations)
    .where(and(eq(conversations.id, chatId), eq(conversations.userId, userId)))
    .returning({ botId: conversations.botId });
  if (!gone) throw new ApiError(404, CHAT_COPY.chatNotFound);
  await dropUnneededArchived(services, [gone.botId]);
}

/**
 * GET /chats/{id}: the chat page's one answer (access to the bot is checked, as GET /bots/chatting/{botId} does),
 * with every exchange, or one page of them (`?limit=`, `?before=`).
 */
export async function chatDetail(
  services: Services,
  user: UserRow,
  chatId: number,
  page: ChatPageQuery = {},
): Promise<ChatDetail> {
  const chat = await findOwnChat(services, user.id, chatId);
  const bot = await findBot(services, chat.botId, user.id, { archived: "read" });
  await assertReadAccess(services, user.id, bot);
  return detailOf(services, user, chat, bot, page);
}

/**
 * GET /chats/latest?bot_id=: what `/dashboard/chat?bot=B` shows, in one call: the bot's most recent
 * chat as GET /chats/{id} answers it, or, before the first chat with the bot, the same shape with
 * id null and no messages (the page shows the greeting; the first send opens the chat).
 */
export async function latestChat(
  services: Services,
  user: UserRow,
  botId: number,
  page: ChatPageQuery = {},
): Promise<LatestChat> {
  const bot = await findBot(services, botId, user.id, { archived: "read" });
  await assertReadAccess(services, user.id, bot);
  const chat = await mostRecentChat(services, user.id, bot.id);
  if (chat) return detailOf(services, user, chat, bot, page);
  // No chat of the user's to read, and none can start.
  assertNotArchived(bot);
  return {
    id: null,
    title: "",
    bot: botRef(bot),
    bot_id: bot.id,
    greeting: greetingHtml(bot, user),
    messages: [],
    has_more: false,
    engine: engineKind((await engineForBot(services, bot)).ai),
    crisis_banner: false,
    break_suggested: false,
    created_at: null,
    last_message_at: null,
  };
}

async function detailOf(
  services: Services,
  user: UserRow,
  chat: ChatRow,
  bot: BotRow,
  query: ChatPageQuery,
): Promise<ChatDetail> {
  const page = await chatPage(services, chat.id, query);
  return {
    id: chat.id,
    title: chat.title,
    bot: botRef(bot),
    bot_id: bot.id,
    greeting: greetingHtml(bot, user),
    messages: page.rows.map(serializeDetailMessage),
    has_more: page.hasMore,
    engine: engineKind((await engineForBot(services, bot)).ai),
    ...(await chatFlags(services, chat.id, page, query.before)),
    created_at: chat.createdAt.toISOString(),
    last_message_at: chat.lastMessageAt.toISOString(),
  };
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
