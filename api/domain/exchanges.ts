// An exchange: the member's message and its reply row. Sending (POST /bots/chatting/send) stores the
// message after the pace limit and access, claiming one of the day's replies with it
// (message-store.ts), and asks for the reply (reply-request.ts) from the character who answers
// (speaker-choice.ts); the reply itself is generated in reply-generation.ts. A group's "Continue" is an exchange without a message.
import { and, eq, isNotNull } from "drizzle-orm";
import type { ChatSpeaker } from "../../contract/api-types";
import { GROUP_COPY } from "../../contract/group-chats";
import { CHAT_COPY, type ChatSendInput } from "../../contract/chat-schemas";
import { withDbRetry } from "../db/retry";
import type { BotRow, ChatRow, MessageRow, UserRow } from "../db/rows";
import { conversations, messages } from "../db/schema";
import { ApiError } from "../http/envelope";
import { enforceRateLimit } from "../http/rate-limit";
import type { Services } from "../services/types";
import { assertChatAccess, type AccessGrant } from "./access";
import { assertReplyLeft, claimRefusal, claimReply, needsClaim } from "./allowance";
import { storeMessage } from "./message-store";
import { assertNotArchived, findBot } from "./chat-bot";
import { findOwnChat, openRecentChat, touchChat } from "./conversations";
import { participantsOf, speakerRef } from "./participants";
import { speakerFor } from "./speaker-choice";
import { beatNow, failOrphanedReplies } from "./reply-liveness";
import { openReply, type OpenedReply } from "./reply-opening";
import { replyRequest } from "./reply-request";
import { sendTarget, type EarlySendTarget } from "./send-target";
import { assertOpenToUser, type GuardedRequest } from "./safety";

/**
 * Every send, retry, regenerate and edit: the per-user pace limit, access to the bot (`access`, the
 * grant read with the request's token; undefined: it is read here), then one of the day's replies
 * (allowance.ts; `text`, the member's message when known, lets a crisis through).
 */
export async function assertMayReply(
  services: Services,
  user: UserRow,
  bot: BotRow,
  now: Date,
  text: string | null,
  access?: AccessGrant | null,
) {
  const dailyMessages = await mayReply(services, user, bot, now, access);
  await claimReply(services, user.id, dailyMessages, now, text);
}

/** assertMayReply without the claim: answers the plan's replies a day, for the caller to claim one. */
async function mayReply(
  services: Services,
  user: UserRow,
  bot: BotRow,
  now: Date,
  access: AccessGrant | null | undefined,
) {
  assertNotArchived(bot);
  await enforceRateLimit(
    services.rateLimiter,
    [`chat-send:${user.id}`],
    services.config.CHAT_SENDS_PER_MINUTE,
    60,
    CHAT_COPY.tooFast,
  );
  const { dailyMessages } = await assertChatAccess(services.db, user.id, bot.id, now, access);
  assertOpenToUser(user, bot);
  return dailyMessages;
}

/** Re-opens a failed exchange of this user and bot for a new reply (same user message), with its chat. */
async function reopenFailed(services: Services, user: UserRow, bot: BotRow, retryId: number, now: Date) {
  const [found] = await services.db
    .select({ row: messages, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, retryId), eq(conversations.userId, user.id), eq(messages.botId, bot.id)))
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

export interface PreparedExchange {
  row: MessageRow;
  request: GuardedRequest;
  /** The character who speaks the reply. */
  speaker: ChatSpeaker;
  /** The provider's request, when it was sent while the message was being stored. */
  opened?: OpenedReply;
}

/**
 * Everything of POST /bots/chatting/send before the provider is called: limits, access, and the
 * user's message stored (status pending), so it is kept whatever happens next. Every statement
 * here is waited for before the first token, so each one is needed and none is repeated. `earlyTarget`:
 * the target read begun beside the token check (chatting.ts), used when it was for this user.
 */
export async function prepareExchange(
  services: Services,
  user: UserRow,
  input: ChatSendInput,
  access?: AccessGrant | null,
  earlyTarget?: EarlySendTarget,
): Promise<PreparedExchange> {
  const begun = earlyTarget?.userId === user.id ? earlyTarget : undefined;
  const now = begun?.now ?? services.now();
  const target = await (begun?.target ?? sendTarget(services, user.id, input, now));
  const picked = "speaker_id" in input ? input.speaker_id : undefined;
  // A retry is answered by the character who failed; a new message by the chat's choice.
  const bot = !target.chat
    ? target.bot
    : "retry_id" in input
      ? await retrySpeaker(services, target.chat, target.bot, input.retry_id)
      : await speakerFor(services, target.chat, target.bot, input.message, picked);
  const dailyMessages = await mayReply(services, user, bot, now, access);

  const speaker = speakerRef(bot);
  // The model was found with the chat's bot; a group's other speaker has its own looked up.
  const model = bot === target.bot ? target.model : undefined;
  if ("retry_id" in input) {
    await claimReply(services, user.id, dailyMessages, now, null);
    const { row, chat } = await reopenFailed(services, user, bot, input.retry_id, now);
    return { row, request: await replyRequest(services, user, bot, row, chat, model), speaker };
  }
  // One of the day's replies is claimed by the statement that stores the message; before the first
  // chat with the bot it is claimed first, so a refused message opens no chat, which is then made
  // under the user's lock (safe to repeat).
  let claim = needsClaim(dailyMessages, now, input.message) ? { userId: user.id, dailyMessages } : null;
  if (claim) assertReplyLeft(services, dailyMessages, now, target.usage);
  if (!target.chat && claim) {
    await claimReply(services, user.id, dailyMessages, now, input.message);
    claim = null;
  }
  const chat = target.chat ?? (await withDbRetry(() => openRecentChat(services, user, bot, now)));
  // The prompt's rows were read with the chat when it is the one answered, by its own bot (a new
  // chat has its greeting since; a group's other speaker has their own memories).
  const rows = target.chat && bot === target.bot ? target : undefined;
  // The provider's request does not wait for the message to be stored, once the prompt is built
  // (the prompt's own read, when it is needed, runs side by side with the store on PostgreSQL). Its
  // tokens reach no one before the message is stored and the reply claimed (the reply is started
  // from the stored row), and a store that fails or a claim refused aborts the request: the
  // member's words are kept before any token, or no reply is made.
  const message = { id: null, conversationId: chat.id, message: input.message, alternatives: [] };
  const early: { opened?: OpenedReply; storeFailed?: boolean } = {};
  // Told as soon as the statement answers, so the provider is not asked when the prompt's reads end
  // after a refused claim (on PGlite, before the refusal's own read).
  const refused = (why: string) => {
    early.storeFailed = true;
    early.opened?.controller.abort(new Error(why));
  };
  const store = () =>
    storeMessage(services, chat.id, bot.id, input.message, now, claim).then(
      async (stored) => {
        if (stored) return stored;
        refused("no reply is left today");
        throw await claimRefusal(services, user.id, dailyMessages, now);
      },
      (err: unknown) => {
        refused("the message was not stored");
        throw err;
      },
    );
  // When the prompt needs a read of its own, on PostgreSQL the store's statement goes out first and
  // the database runs it meanwhile: its round trip is off the first token's path.
  let stored = statementsRunElsewhere(services) && !rows ? store() : undefined;
  if (stored) {
    // Its failure is answered by Promise.all below, not as an unhandled rejection meanwhile.
    stored.catch(() => {});
    await nextTurn();
  }
  const requested = replyRequest(services, user, bot, message, chat, model, rows).then((request) => {
    if (!early.storeFailed) early.opened = openReply(services, request);
    return request;
  });
  // With the prompt's rows at hand (the request is built without a statement) it is written to the
  // provider's socket before the store starts, on either database: the store then runs while the
  // provider answers (on PGlite it runs on this event loop and would hold the request back until it
  // ended; on PostgreSQL issuing it cost ~0.5 ms before the prompt was built, bench/ttft.ts).
  if (rows) await requested.then(nextTurn, () => undefined);
  stored ??= store();
  const [row, request] = await Promise.all([stored, requested]);
  return { row, request, speaker, opened: early.opened };
}

/** PostgreSQL runs a statement in its own process; PGlite runs it on this event loop. */
const statementsRunElsewhere = (services: Services) => Boolean(services.config.DATABASE_URL);

/** After the I/O this turn of the event loop started (a request's first write) has gone out. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The character whose failed reply is asked again (reopenFailed checks the row is the member's). */
async function retrySpeaker(services: Services, chat: ChatRow, chatBot: BotRow, retryId: number) {
  if (chat.kind === "single") return chatBot;
  const [row] = await services.db
    .select({ botId: messages.botId })
    .from(messages)
    .where(and(eq(messages.id, retryId), eq(messages.conversationId, chat.id)))
    .limit(1);
  if (!row) throw new ApiError(404, CHAT_COPY.retryNotFound);
  return row.botId === chatBot.id ? chatBot : findBot(services, row.botId, chat.userId);
}

/** POST /chats/{id}/continue: the next character (or the picked one) speaks, with no new message. */
export async function continueExchange(
  services: Services,
  user: UserRow,
  chatId: number,
  picked?: number,
): Promise<PreparedExchange> {
  const chat = await findOwnChat(services, user.id, chatId);
  const [said] = await services.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, chat.id), isNotNull(messages.message)))
    .limit(1);
  if (!said) throw new ApiError(422, GROUP_COPY.nothingToContinue);
  const first = (await participantsOf(services.db, chat.id))[0]!.bot;
  const bot = await speakerFor(services, chat, first, "", picked);
  const now = services.now();
  await assertMayReply(services, user, bot, now, null);
  const row = await services.db.transaction(async (tx) => {
    await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, chat.id));
    const [inserted] = await tx
      .insert(messages)
      .values({
        conversationId: chat.id,
        botId: bot.id,
        message: null,
        status: "pending",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted as MessageRow;
  });
  return { row, request: await replyRequest(services, user, bot, row, chat), speaker: speakerRef(bot) };
}
