// Chat (docs/requirements/dashboard.md#chat, #bot-chat-access, #delete-chat): the spec's view of a
// bot's most recent chat, sending, and what the provider is given for any reply (send, retry,
// regenerate, edit). The reply itself is generated in chat-generation.ts; chats themselves live in
// chats.ts.
import { and, desc, eq, lt } from "drizzle-orm";
import { CHAT_COPY, type ChatSendInput } from "../../contract/chat-schemas";
import type { ChatHistoryItem, ChatThread } from "../../contract/api-types";
import { insertOnce, withDbRetry } from "../db/retry";
import type { BotRow, ChatRow, MessageRow, UserRow } from "../db/rows";
import { bots, conversations, messages } from "../db/schema";
import { beatNow, HISTORY_ROWS } from "./chat-rows";
import { ApiError } from "../http/envelope";
import { enforceRateLimit } from "../http/rate-limit";
import type { ChatTurn } from "../services/ai/types";
import type { Services } from "../services/types";
import { assertChatAccess } from "./access";
import { claimReply } from "./allowance";
import { dropUnneededArchived } from "./characters/retire";
import { readableBy } from "./bot-visibility";
import type { StoredCard } from "./cards/card";
import { loreForReply } from "./cards/lorebook";
import {
  assertNotArchived,
  assertReadAccess,
  botCard,
  chatRows,
  crisisBanner,
  failOrphanedReplies,
  findBot,
  findBotWithRecentChat,
  findOwnChatWithBot,
  greetingHtml,
  mostRecentChat,
  openRecentChat,
  serializeMessage,
  touchChat,
} from "./chats";
import { memoriesForPrompt } from "./memory";
import { replyToText } from "./reply-text";
import { assertOpenToUser, screenUserMessage, type GuardedRequest } from "./safety";
import { engineForBot, engineKind } from "./models";
import { summaryFor } from "./summary";

export { findBot } from "./chats";

/**
 * GET /bots/chatting/{botId}: the most recent chat with the bot (a list of one, as
 * docs/requirements/api.md#api has it).
 */
export async function loadThread(services: Services, user: UserRow, botId: number): Promise<ChatThread[]> {
  const bot = await findBot(services, botId, user.id, { archived: "read" });
  await assertReadAccess(services, user.id, bot);
  const chat = await mostRecentChat(services, user.id, bot.id);
  if (!chat) assertNotArchived(bot);
  const rows = chat ? await chatRows(services, chat.id) : [];
  return [
    {
      bot_name: bot.name,
      bot_id: bot.id,
      bot_image: bot.image,
      greeting: greetingHtml(bot, user),
      messages: rows.map(serializeMessage),
      engine: engineKind((await engineForBot(services, bot)).ai),
      crisis_banner: crisisBanner(services, rows),
    },
  ];
}

/**
 * Every send, retry, regenerate and edit: the per-user pace limit, access to the bot, then one of
 * the day's replies (allowance.ts; `text`, the member's message when known, lets a crisis through).
 */
export async function assertMayReply(
  services: Services,
  user: UserRow,
  bot: BotRow,
  now: Date,
  text: string | null,
) {
  assertNotArchived(bot);
  await enforceRateLimit(
    services.rateLimiter,
    [`chat-send:${user.id}`],
    services.config.CHAT_SENDS_PER_MINUTE,
    60,
    CHAT_COPY.tooFast,
  );
  const { plan } = await assertChatAccess(services.db, user.id, bot.id, now);
  assertOpenToUser(user, bot);
  await claimReply(services, user.id, plan.dailyMessages, now, text);
}

/** Re-opens a failed exchange of this user and bot for a new reply (same user message), with its chat. */
async function reopenFailed(services: Services, user: UserRow, bot: BotRow, retryId: number, now: Date) {
  const [found] = await services.db
    .select({ row: messages, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, retryId), eq(conversations.userId, user.id), eq(conversations.botId, bot.id)))
    .limit(1);
  if (!found || found.row.message === null) throw new ApiError(404, CHAT_COPY.retryNotFound);
  await failOrphanedReplies(services, found.conversation.id);
  const [row] = await services.db
    .update(messages)
    .set({ status: "pending", replyMessage: "", error: null, updatedAt: now, ...beatNow() })
    .where(and(eq(messages.id, retryId), eq(messages.status, "failed")))
    .returning();
  if (!row) throw new ApiError(409, CHAT_COPY.retryNotFailed);
  await touchChat(services, found.conversation.id, now);
  return { row, chat: found.conversation };
}

/** What the provider sees: completed exchanges before this one (their selected replies), then the user's message. */
async function providerHistory(
  services: Services,
  row: MessageRow,
): Promise<{ turns: ChatTurn[]; idleSince: Date | null }> {
  // Only the two texts: a long chat's other columns (every alternative reply) are not decoded.
  const earlier = await services.db
    .select({ message: messages.message, replyMessage: messages.replyMessage, createdAt: messages.createdAt })
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
  // {{idle_duration}}: since the exchange before this one.
  return { turns, idleSince: earlier.at(-1)?.createdAt ?? null };
}

/**
 * The request for the reply to a stored user message. The message is screened by the safety layer
 * here, after it is stored: whatever the safety layer says, the user's words are kept. `chat` is the
 * message's chat when the caller has just read it (its summary is then not read again).
 */
export async function replyRequest(
  services: Services,
  user: UserRow,
  bot: BotRow,
  row: MessageRow,
  chat?: Pick<ChatRow, "summary">,
): Promise<GuardedRequest> {
  const safety = await screenUserMessage(services, user, row.message ?? "");
  const [{ turns: history, idleSince }, memories, engine] = await Promise.all([
    providerHistory(services, row),
    memoriesForPrompt(services, user.id, bot.id, row.message ?? ""),
    engineForBot(services, bot),
  ]);
  const [summary, lore] = await Promise.all([
    summaryFor(services, row.conversationId, chat, engine),
    loreForReply(bot.card as StoredCard, history, engine.model),
  ]);
  return {
    engine,
    bot: botCard(bot),
    userName: user.firstName,
    history,
    safety,
    ...(user.persona ? { persona: user.persona } : {}),
    ...(memories.length ? { memories } : {}),
    ...(lore.length ? { lore } : {}),
    ...(summary ? { summary } : {}),
    language: user.language ?? null,
    macros: { seed: row.conversationId, now: services.now(), idleSince },
    // The replies this message already has: a regenerate asks the engine for a different one.
    variant: row.alternatives?.length ?? 0,
  };
}

export interface PreparedExchange {
  row: MessageRow;
  request: GuardedRequest;
}

/**
 * The bot and chat a send goes to, in one query: chat_id's chat (which must be with bot_id when both
 * are given), else the bot's most recent (null before the first).
 */
async function sendTarget(services: Services, user: UserRow, input: ChatSendInput) {
  if (input.chat_id === undefined) return findBotWithRecentChat(services, input.bot_id!, user.id);
  const { chat, bot } = await findOwnChatWithBot(services, user.id, input.chat_id);
  if (input.bot_id !== undefined && input.bot_id !== chat.botId)
    throw new ApiError(404, CHAT_COPY.chatNotFound);
  if (!bot) throw new ApiError(404, CHAT_COPY.botNotFound);
  return { bot, chat };
}

/**
 * Stores the user's message (status pending) and makes its chat the most recent, in one statement.
 * Retried through a database restart so the user's words are not lost (api/db/retry.ts): a retried
 * insert first looks for the row an earlier attempt may have stored, and the touch is safe to repeat.
 */
async function storeMessage(services: Services, chatId: number, message: string, now: Date) {
  const { db } = services;
  const touched = db
    .$with("touched")
    .as(
      db
        .update(conversations)
        .set({ lastMessageAt: now })
        .where(eq(conversations.id, chatId))
        .returning({ id: conversations.id }),
    );
  const stored = and(
    eq(messages.conversationId, chatId),
    eq(messages.createdAt, now),
    eq(messages.message, message),
  );
  return (await insertOnce(
    async () =>
      (
        await db
          .with(touched)
          .insert(messages)
          .values({ conversationId: chatId, message, status: "pending", createdAt: now, updatedAt: now })
          .returning()
      )[0],
    async () => (await db.select().from(messages).where(stored).limit(1))[0],
  )) as MessageRow;
}

/**
 * Everything of POST /bots/chatting/send before the provider is called: limits, access, and the
 * user's message stored (status pending), so it is kept whatever happens next. Every statement
 * here is waited for before the first token, so each one is needed and none is repeated.
 */
export async function prepareExchange(
  services: Services,
  user: UserRow,
  input: ChatSendInput,
): Promise<PreparedExchange> {
  const target = await sendTarget(services, user, input);
  const { bot } = target;
  const now = services.now();
  await assertMayReply(services, user, bot, now, "retry_id" in input ? null : input.message);

  let row: MessageRow;
  let chat: ChatRow;
  if ("retry_id" in input) {
    ({ row, chat } = await reopenFailed(services, user, bot, input.retry_id, now));
  } else {
    // Before the first chat with the bot, it is made under the user's lock (safe to repeat).
    chat = target.chat ?? (await withDbRetry(() => openRecentChat(services, user, bot, now)));
    row = await storeMessage(services, chat.id, input.message, now);
  }
  return { row, request: await replyRequest(services, user, bot, row, chat) };
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

/**
 * DELETE /bots/chatting/{botId} (docs/requirements/dashboard.md#delete-chat): every chat with the
 * bot and every message, for good. The spec knows one chat per bot
 * (docs/requirements/coming.md#conversations), so "delete the chat with this bot" clears all of
 * them; deleting only the newest would bring an older one back as "the" chat. Memories are kept
 * (see /memories).
 */
export async function deleteChat(services: Services, userId: number, botId: number): Promise<void> {
  await findBot(services, botId, userId, { archived: "read" });
  await services.db
    .delete(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.botId, botId)));
  await dropUnneededArchived(services, [botId]);
}
