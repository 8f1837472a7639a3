// Chat (§2 "Chat", §4 "Bot chat access", "Chat", "Delete chat"): conversations, their stored
// exchanges and what the provider is given. The reply itself is generated in chat-generation.ts.
import { and, asc, desc, eq, inArray, lt } from "drizzle-orm";
import { CHAT_COPY, type ChatSendInput } from "../../contract/chat-schemas";
import type { ChatHistoryItem, ChatMessage, ChatThread } from "../../contract/api-types";
import { bots, conversations, messages } from "../db/schema";
import { ApiError } from "../http/envelope";
import { enforceRateLimit } from "../http/rate-limit";
import type { UserRow } from "../http/context";
import { applyMacros } from "../services/ai/macros";
import { CRISIS_BANNER_MS } from "../../contract/safety";
import type { BotCard, ChatTurn } from "../services/ai/types";
import type { Services } from "../services/types";
import { assertChatAccess } from "./access";
import type { MessageRow } from "./chat-generation";
import { renderReply } from "./html";
import { replyToText } from "./reply-text";
import { assertOpenToUser, screenUserMessage, type GuardedRequest } from "./safety";

export const CHAT_SENDS_PER_MINUTE = 30;
/** Enough turns for any context budget and for the persona engine's 20-reply memory. */
export const HISTORY_ROWS = 200;

type BotRow = typeof bots.$inferSelect;

export async function findBot(services: Services, botId: number): Promise<BotRow> {
  const [bot] = await services.db.select().from(bots).where(eq(bots.id, botId)).limit(1);
  if (!bot) throw new ApiError(404, CHAT_COPY.botNotFound);
  return bot;
}

export const botCard = (bot: BotRow): BotCard => ({ ...bot.card, name: bot.name });

export function greetingHtml(bot: BotRow, user: UserRow): string {
  return renderReply(applyMacros(bot.card.first_mes, { char: bot.name, user: user.firstName }));
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

async function findConversation(services: Services, userId: number, botId: number) {
  const [found] = await services.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.botId, botId)))
    .limit(1);
  return found ?? null;
}

/** A live reply touches its row every heartbeat; this many missed beats mean its process died. */
export const ORPHAN_AFTER_BEATS = 3;

/**
 * Replies whose generation died with its process (restart, crash) would stay "pending" forever.
 * Any row silent for several heartbeats is marked failed, keeping its partial text, so it can be retried.
 */
async function failOrphanedReplies(services: Services, conversationId: number) {
  const silentFor = services.config.REPLY_HEARTBEAT_MS * ORPHAN_AFTER_BEATS;
  const cutoff = new Date(services.now().getTime() - silentFor);
  await services.db
    .update(messages)
    .set({ status: "failed", error: CHAT_COPY.replyFailed, updatedAt: services.now() })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        inArray(messages.status, ["pending", "streaming"]),
        lt(messages.updatedAt, cutoff),
      ),
    );
}

/** GET /bots/chatting/{botId}: one thread (a list of one, as §7 has it). */
export async function loadThread(services: Services, user: UserRow, botId: number): Promise<ChatThread[]> {
  const bot = await findBot(services, botId);
  await assertChatAccess(services.db, user.id, bot.id, services.now());
  const conversation = await findConversation(services, user.id, bot.id);
  if (conversation) await failOrphanedReplies(services, conversation.id);
  const rows = conversation
    ? await services.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversation.id))
        .orderBy(asc(messages.id))
    : [];
  return [
    {
      bot_name: bot.name,
      bot_id: bot.id,
      bot_image: bot.image,
      greeting: greetingHtml(bot, user),
      messages: rows.map(serializeMessage),
      engine: services.ai.name,
      crisis_banner: rows.some(
        (r) => r.safety === "crisis" && services.now().getTime() - r.createdAt.getTime() < CRISIS_BANNER_MS,
      ),
    },
  ];
}

/** The conversation, created with its stored greeting on the first send (one transaction, so a
 * parallel first send waits on the unique index and then sees the greeting). */
async function openConversation(services: Services, user: UserRow, bot: BotRow, now: Date) {
  return services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversations)
      .values({ userId: user.id, botId: bot.id, lastMessageAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await tx.insert(messages).values({
        conversationId: created.id,
        message: null,
        replyMessage: greetingHtml(bot, user),
        status: "complete",
        createdAt: now,
        updatedAt: now,
      });
      return created;
    }
    const [existing] = await tx
      .update(conversations)
      .set({ lastMessageAt: now })
      .where(and(eq(conversations.userId, user.id), eq(conversations.botId, bot.id)))
      .returning();
    return existing!;
  });
}

/** Re-opens a failed exchange of this user and bot for a new reply (same user message). */
async function reopenFailed(services: Services, user: UserRow, bot: BotRow, retryId: number, now: Date) {
  const [found] = await services.db
    .select({ row: messages, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, retryId), eq(conversations.userId, user.id), eq(conversations.botId, bot.id)))
    .limit(1);
  if (!found || found.row.message === null) throw new ApiError(404, CHAT_COPY.retryNotFound);
  const [row] = await services.db
    .update(messages)
    .set({ status: "pending", replyMessage: "", error: null, updatedAt: now })
    .where(and(eq(messages.id, retryId), eq(messages.status, "failed")))
    .returning();
  if (!row) throw new ApiError(409, CHAT_COPY.retryNotFailed);
  await services.db
    .update(conversations)
    .set({ lastMessageAt: now })
    .where(eq(conversations.id, found.conversation.id));
  return row;
}

/** What the provider sees: completed exchanges before this one, then the user's message. */
async function providerHistory(services: Services, row: MessageRow): Promise<ChatTurn[]> {
  const earlier = await services.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, row.conversationId),
        lt(messages.id, row.id),
        eq(messages.status, "complete"),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(HISTORY_ROWS);
  const turns: ChatTurn[] = [];
  for (const r of earlier.reverse()) {
    if (r.message !== null) turns.push({ role: "user", content: r.message });
    const reply = replyToText(r.replyMessage);
    if (reply) turns.push({ role: "assistant", content: reply });
  }
  turns.push({ role: "user", content: row.message ?? "" });
  return turns;
}

export interface PreparedExchange {
  row: MessageRow;
  request: GuardedRequest;
}

/**
 * Everything of POST /bots/chatting/send before the provider is called: limits, access, and the
 * user's message stored (status pending), so it is kept whatever happens next.
 */
export async function prepareExchange(
  services: Services,
  user: UserRow,
  input: ChatSendInput,
): Promise<PreparedExchange> {
  const bot = await findBot(services, input.bot_id);
  await enforceRateLimit(
    services.rateLimiter,
    [`chat-send:${user.id}`],
    CHAT_SENDS_PER_MINUTE,
    60,
    CHAT_COPY.tooFast,
  );
  const now = services.now();
  await assertChatAccess(services.db, user.id, bot.id, now);
  assertOpenToUser(user, bot);

  let row: MessageRow;
  if ("retry_id" in input) {
    const conversation = await findConversation(services, user.id, bot.id);
    if (conversation) await failOrphanedReplies(services, conversation.id);
    row = await reopenFailed(services, user, bot, input.retry_id, now);
  } else {
    const conversation = await openConversation(services, user, bot, now);
    [row] = await services.db
      .insert(messages)
      .values({
        conversationId: conversation.id,
        message: input.message,
        status: "pending",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  }
  // Screened after the message is stored: whatever the safety layer says, the user's words are kept.
  const safety = await screenUserMessage(services, user, row!.message ?? "");
  return {
    row: row!,
    request: {
      bot: botCard(bot),
      userName: user.firstName,
      history: await providerHistory(services, row!),
      safety,
    },
  };
}

/** GET /bots/chatting/history: the user's conversations, most recent first. */
export async function chatHistory(services: Services, userId: number): Promise<ChatHistoryItem[]> {
  const rows = await services.db
    .select({ bot: bots, lastMessageAt: conversations.lastMessageAt })
    .from(conversations)
    .innerJoin(bots, eq(bots.id, conversations.botId))
    .where(eq(conversations.userId, userId))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  return rows.map((r) => ({
    name: r.bot.name,
    id: r.bot.id,
    last_message_time: r.lastMessageAt.toISOString(),
    avatar: r.bot.image,
  }));
}

/** DELETE /bots/chatting/{botId}: the conversation and every message, for good. */
export async function deleteChat(services: Services, userId: number, botId: number): Promise<void> {
  await findBot(services, botId);
  await services.db
    .delete(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.botId, botId)));
}
