// One exchange of a chat (issue "Conversations"): regenerate (another reply, the earlier ones kept
// as alternatives), select an alternative, edit the user's text (later exchanges go, a new reply is
// made), delete from here, rate. New replies are made like a send's: the same pace limit, access
// and safety screening (reply-request.ts), then reply-generation.ts through the safety layer.
import { and, eq, gt, gte, inArray, lt, notInArray } from "drizzle-orm";
import { CHAT_COPY } from "../../contract/chat-schemas";
import type { ChatDetailMessage } from "../../contract/api-types";
import type { ChatRow, MessageRow, UserRow } from "../db/rows";
import { conversations, messages } from "../db/schema";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";
import { findBot } from "./chat-bot";
import { touchChat } from "./conversations";
import { serializeDetailMessage } from "./exchange-views";
import type { AccessGrant } from "./access";
import { assertMayReply, type PreparedExchange } from "./exchanges";
import { beatNow, failOrphanedReplies } from "./reply-liveness";
import { replyRequest } from "./reply-request";
import { forgetFactsOf } from "./memory";
import { speakerRef, speakersOf } from "./participants";

const BUSY = ["pending", "streaming"] as const;

const speakerOfRow = async (services: Services, row: MessageRow) =>
  (await speakersOf(services, [row.botId])).get(row.botId)!;

/** The user's own exchange and its chat, or 404 (someone else's is answered like a missing one). */
export async function findOwnMessage(
  services: Services,
  userId: number,
  id: number,
): Promise<{ row: MessageRow; chat: ChatRow }> {
  const [found] = await services.db
    .select({ row: messages, chat: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, id), eq(conversations.userId, userId)))
    .limit(1);
  if (!found) throw new ApiError(404, CHAT_COPY.messageNotFound);
  return found;
}

/** Memory is per character: each one forgets what it learnt from the member's removed messages. */
async function forgetFactsOfLines(
  services: Services,
  userId: number,
  lines: readonly { message: string | null; botId: number }[],
) {
  for (const botId of new Set(lines.map((l) => l.botId))) {
    const said = lines.filter((l) => l.botId === botId).map((l) => l.message);
    await forgetFactsOf(
      services,
      userId,
      botId,
      said.filter((m): m is string => m !== null),
    );
  }
}

/** Orphans failed first, so a reply whose process died can be regenerated or edited. */
async function findSettled(services: Services, userId: number, id: number) {
  const first = await findOwnMessage(services, userId, id);
  if (!(BUSY as readonly string[]).includes(first.row.status)) return first;
  await failOrphanedReplies(services, first.chat.id);
  return findOwnMessage(services, userId, id);
}

/** A summary that covered rows from `fromId` on no longer describes the chat. */
async function forgetSummaryFrom(services: Services, chatId: number, fromId: number) {
  await services.db
    .update(conversations)
    .set({ summary: "", summaryThroughId: null })
    .where(and(eq(conversations.id, chatId), gte(conversations.summaryThroughId, fromId)));
}

/** POST /messages/{id}/regenerate: the row is re-opened for another reply; its alternatives stay. */
export async function regenerate(
  services: Services,
  user: UserRow,
  id: number,
  access?: AccessGrant | null,
): Promise<PreparedExchange> {
  const { row: found, chat } = await findSettled(services, user.id, id);
  if (found.message === null && (await isOpeningLine(services, found))) {
    throw new ApiError(422, CHAT_COPY.greetingNotRegenerated, { id: [CHAT_COPY.greetingNotRegenerated] });
  }
  // The same character says it again, in its own words.
  const bot = await findBot(services, found.botId, user.id);
  const now = services.now();
  await assertMayReply(services, user, bot, now, found.message, access);
  const [row] = await services.db
    .update(messages)
    .set({ status: "pending", replyMessage: "", error: null, rating: 0, updatedAt: now, ...beatNow() })
    .where(and(eq(messages.id, id), notInArray(messages.status, [...BUSY])))
    .returning();
  if (!row) throw new ApiError(409, CHAT_COPY.replyBusy);
  await touchChat(services, chat.id, now);
  return { row, request: await replyRequest(services, user, bot, row), speaker: speakerRef(bot) };
}

/**
 * The chat's opening line (its greeting) has no message and nothing before it; a group's
 * "Continue" line has no message either, but comes later, and is regenerated like any reply.
 */
async function isOpeningLine(services: Services, row: MessageRow): Promise<boolean> {
  const [earlier] = await services.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, row.conversationId), lt(messages.id, row.id)))
    .limit(1);
  return !earlier;
}

/**
 * PATCH /messages/{id}: the user's message gets the new text, every later exchange of the chat is
 * removed, and a new reply is made (the old replies went with the old text).
 */
export async function editMessage(
  services: Services,
  user: UserRow,
  id: number,
  text: string,
  access?: AccessGrant | null,
): Promise<PreparedExchange> {
  const { row: found, chat } = await findSettled(services, user.id, id);
  if (found.message === null)
    throw new ApiError(422, CHAT_COPY.notYourMessage, { message: [CHAT_COPY.notYourMessage] });
  const bot = await findBot(services, found.botId, user.id);
  const now = services.now();
  await assertMayReply(services, user, bot, now, text, access);
  const { edited, removed } = await services.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(messages)
      .set({
        message: text,
        replyMessage: "",
        alternatives: [],
        selected: 0,
        rating: 0,
        status: "pending",
        error: null,
        safety: null,
        updatedAt: now,
        ...beatNow(),
      })
      .where(and(eq(messages.id, id), notInArray(messages.status, [...BUSY])))
      .returning();
    if (!changed) throw new ApiError(409, CHAT_COPY.replyBusy);
    const later = await tx
      .delete(messages)
      .where(and(eq(messages.conversationId, chat.id), gt(messages.id, id)))
      .returning({ message: messages.message, botId: messages.botId });
    return { edited: changed, removed: [found, ...later] };
  });
  await forgetFactsOfLines(services, user.id, removed);
  await forgetSummaryFrom(services, chat.id, id);
  await touchChat(services, chat.id, now);
  return { row: edited, request: await replyRequest(services, user, bot, edited), speaker: speakerRef(bot) };
}

/** DELETE /messages/{id}: it and everything after it in its chat ("delete from here"). */
export async function deleteFrom(services: Services, userId: number, id: number): Promise<number> {
  const { chat } = await findOwnMessage(services, userId, id);
  const gone = await services.db
    .delete(messages)
    .where(and(eq(messages.conversationId, chat.id), gte(messages.id, id)))
    .returning({ id: messages.id, message: messages.message, botId: messages.botId });
  await forgetFactsOfLines(services, userId, gone);
  await forgetSummaryFrom(services, chat.id, id);
  return gone.length;
}

/**
 * POST /messages/{id}/select: which reply is shown and remembered. Choosing an earlier reply of a
 * failed regenerate settles the exchange on it (the failed partial reply is let go).
 */
export async function selectAlternative(
  services: Services,
  userId: number,
  id: number,
  index: number,
): Promise<ChatDetailMessage> {
  const { row } = await findOwnMessage(services, userId, id);
  const speaker = await speakerOfRow(services, row);
  const shown = serializeDetailMessage(row, speaker);
  if (index >= shown.alternatives.length) {
    throw new ApiError(422, CHAT_COPY.selectOutOfRange, { index: [CHAT_COPY.selectOutOfRange] });
  }
  if (index === shown.selected) return shown;
  if ((BUSY as readonly string[]).includes(row.status)) throw new ApiError(409, CHAT_COPY.replyBusy);
  const stored = row.alternatives ?? [];
  const [updated] = await services.db
    .update(messages)
    .set({
      replyMessage: stored[index]!,
      selected: index,
      status: "complete",
      error: null,
      updatedAt: services.now(),
    })
    .where(and(eq(messages.id, id), inArray(messages.status, ["complete", "failed"])))
    .returning();
  if (!updated) throw new ApiError(409, CHAT_COPY.replyBusy);
  return serializeDetailMessage(updated, speaker);
}

/** POST /messages/{id}/rating: 1 thumbs up, -1 thumbs down, 0 none. */
export async function rateMessage(
  services: Services,
  userId: number,
  id: number,
  value: -1 | 0 | 1,
): Promise<ChatDetailMessage> {
  await findOwnMessage(services, userId, id);
  const [updated] = await services.db
    .update(messages)
    .set({ rating: value })
    .where(eq(messages.id, id))
    .returning();
  return serializeDetailMessage(updated!, await speakerOfRow(services, updated!));
}
