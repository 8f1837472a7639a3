// The lists of a member's chats: every chat with its characters and last line (GET /chats), and
// one entry per bot of the spec's one-bot chats (GET /bots/chatting/history).
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ChatBotRef, ChatHistoryItem, ChatListItem } from "../../contract/api-types";
import { plainText } from "../../contract/plain-text";
import { bots, conversationParticipants, conversations, messages } from "../db/schema";
import type { Services } from "../services/types";
import { readableBy } from "./bot-visibility";
import { botRef } from "./chat-bot";
import { isSingle } from "./conversations";
import { replyToText } from "./reply-text";

/** Characters of the last message a chat list shows. */
export const PREVIEW_CHARS = 120;

/** One line of plain text for a chat list. */
export function previewOf(html: string | null, message: string | null): string {
  // replyToText gives back the reply's Markdown; a list shows words, not its symbols.
  const text = plainText((html ? replyToText(html) : "") || message || "");
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : line;
}

/** The characters of each of these chats, in turn order, in one query. */
async function castOf(services: Services, chatIds: number[]): Promise<Map<number, ChatBotRef[]>> {
  const cast = new Map<number, ChatBotRef[]>();
  if (!chatIds.length) return cast;
  const rows = await services.db
    .select({ chatId: conversationParticipants.conversationId, bot: bots })
    .from(conversationParticipants)
    .innerJoin(bots, eq(bots.id, conversationParticipants.botId))
    .where(inArray(conversationParticipants.conversationId, chatIds))
    .orderBy(asc(conversationParticipants.conversationId), asc(conversationParticipants.position));
  for (const r of rows) cast.set(r.chatId, [...(cast.get(r.chatId) ?? []), botRef(r.bot)]);
  return cast;
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
  const cast = await castOf(
    services,
    rows.map((r) => r.chat.id),
  );
  return rows.map((r) => ({
    id: r.chat.id,
    bot: botRef(r.bot),
    kind: r.chat.kind,
    participants: cast.get(r.chat.id) ?? [botRef(r.bot)],
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
    .where(and(eq(conversations.userId, userId), readableBy(userId), isSingle))
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
