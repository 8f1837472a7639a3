// The send's one read before its message is stored: the bot and chat it goes to, the model that
// answers the bot, the prompt's rows of that chat and the member's counters for the day; begun
// before the token check for a token this process has checked before, it reads the token too (its
// check then needs no statement of its own). Its statements (by bot, by chat; with the token or
// not) are built once per database with parameters: building a select of this size took ~0.5 ms of
// the event loop on every send, before the first token (bench/ttft.ts), and on PostgreSQL a named
// statement is also parsed once per connection.
import { sql } from "drizzle-orm";
import { CHAT_COPY, type ChatSendInput } from "../../contract/chat-schemas";
import type { Database } from "../db/client";
import type { BotRow } from "../db/rows";
import { bots, conversations } from "../db/schema";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";
import { usageOnField, utcDay } from "./allowance";
import {
  botWithRecentChatStatement,
  lookupParams,
  ownChatWithBotStatement,
  type LookupRow,
} from "./conversations";
import { seedDefaultModel } from "./models";
import { historyMemoOf, type HistoryMemo, type RememberedHistory } from "./history-memo";
import { memoriesUnlessKnown, memoryMemoOf, type RememberedMemories } from "./memory-memo";
import { earlierUnlessKnown, type EarlierExchanges } from "./reply-request";
import { tokenReadJson, type TokenRead } from "./tokens";

function prepareSendTargets(db: Database) {
  const also = {
    ...earlierUnlessKnown(
      conversations.id,
      sql`${sql.placeholder("knownChat")}::integer`,
      sql`${sql.placeholder("knownVersion")}::bigint`,
    ),
    ...memoriesUnlessKnown(
      lookupParams.userId,
      bots.id,
      sql`${sql.placeholder("knownMemoryBot")}::integer`,
      sql`${sql.placeholder("knownMemoryVersion")}::bigint`,
    ),
    usage: usageOnField(lookupParams.userId, sql.placeholder("day")),
  };
  const withToken = {
    ...also,
    token: tokenReadJson(lookupParams.userId, sql.placeholder("hash"), sql.placeholder("at")),
  };
  return {
    byBot: botWithRecentChatStatement(db, also, "send_target_by_bot"),
    byChat: ownChatWithBotStatement(db, also, "send_target_by_chat"),
    byBotWithToken: botWithRecentChatStatement(db, withToken, "send_target_by_bot_with_token"),
    byChatWithToken: ownChatWithBotStatement(db, withToken, "send_target_by_chat_with_token"),
  };
}

type SendTargets = ReturnType<typeof prepareSendTargets>;
type TargetRow = LookupRow<Parameters<typeof botWithRecentChatStatement>[1]> & {
  earlier: EarlierExchanges | null;
  historyVersion: number;
  /** Null when the remembered ones are current (memory-memo.ts). */
  memories: string[] | null;
  memoryVersion: number;
  usage: ReturnType<typeof usageOnField>["_"]["type"];
  /** Read only with `tokenHash` (the token of `userId`, null when it has none such). */
  token?: TokenRead | null;
};

const preparedByDb = new WeakMap<Database, SendTargets>();

function sendTargets(db: Database): SendTargets {
  let prepared = preparedByDb.get(db);
  if (!prepared) preparedByDb.set(db, (prepared = prepareSendTargets(db)));
  return prepared;
}

/**
 * The bot and chat a send goes to: chat_id's chat (which must be with bot_id when both are given),
 * else the bot's most recent (null before the first); with the model, the prompt's rows and the
 * day's counters, so the provider can be asked with no other read. With `tokenHash`, also what the
 * token check reads of that token if it is `userId`'s (`token`).
 */
export async function sendTarget(
  services: Services,
  userId: number,
  input: ChatSendInput,
  now: Date,
  tokenHash?: string,
) {
  await seedDefaultModel(services);
  const statements = sendTargets(services.db);
  const memo = historyMemoOf(services.db);
  const known = memo.known(userId, input);
  const knownMemories = memoryMemoOf(services.db).known(userId);
  const values = {
    userId,
    day: utcDay(now),
    knownChat: known?.chatId ?? 0,
    knownVersion: known?.version ?? -1,
    knownMemoryBot: knownMemories?.botId ?? 0,
    knownMemoryVersion: knownMemories?.version ?? -1,
    ...(tokenHash === undefined ? {} : { hash: tokenHash, at: now.toISOString() }),
  };
  const byBot = tokenHash === undefined ? statements.byBot : statements.byBotWithToken;
  const byChat = tokenHash === undefined ? statements.byChat : statements.byChatWithToken;
  if (input.chat_id === undefined) {
    const [found] = (await byBot.execute({ ...values, botId: input.bot_id! })) as TargetRow[];
    if (!found?.bot) throw new ApiError(404, CHAT_COPY.botNotFound);
    return withEarlier(
      memo,
      userId,
      withMemories(services, userId, { ...found, bot: found.bot as BotRow }, knownMemories),
      known,
    );
  }
  const [found] = (await byChat.execute({ ...values, chatId: input.chat_id })) as TargetRow[];
  if (!found?.chat) throw new ApiError(404, CHAT_COPY.chatNotFound);
  if (input.bot_id !== undefined && input.bot_id !== found.chat.botId)
    throw new ApiError(404, CHAT_COPY.chatNotFound);
  if (!found.bot) throw new ApiError(404, CHAT_COPY.botNotFound);
  const target = { ...found, chat: found.chat, bot: found.bot as BotRow };
  return withEarlier(memo, userId, withMemories(services, userId, target, knownMemories), known);
}

/**
 * The target with the member's memories of its bot: `known`, the ones its statement was asked
 * about, when it found them current (it answers null then, and only for their bot), else those it
 * read, remembered now (another send of the member's may have remembered others meanwhile).
 */
function withMemories<T extends TargetRow & { bot: BotRow }>(
  services: Services,
  userId: number,
  found: T,
  known: RememberedMemories | undefined,
): T & { memories: string[] } {
  const memo = memoryMemoOf(services.db);
  memo.used(found.memories === null);
  if (found.memories === null) return { ...found, memories: [...known!.texts] };
  memo.remember(userId, { botId: found.bot.id, version: found.memoryVersion, texts: found.memories });
  return { ...found, memories: found.memories };
}

/**
 * The target with its earlier exchanges: those remembered when its statement found them current
 * (it answers null then, and only for the chat remembered), else those it read, remembered now.
 */
function withEarlier<T extends TargetRow & { bot: BotRow }>(
  memo: HistoryMemo,
  userId: number,
  found: T,
  known: RememberedHistory | undefined,
): T & { earlier: EarlierExchanges } {
  memo.used(found.earlier === null);
  if (found.earlier === null) return { ...found, earlier: known!.earlier };
  if (found.chat)
    memo.remember(userId, found.bot.id, {
      chatId: found.chat.id,
      version: found.historyVersion,
      earlier: found.earlier,
    });
  return { ...found, earlier: found.earlier };
}

export type SendTarget = Awaited<ReturnType<typeof sendTarget>>;

/**
 * A send's target read begun before its token check, for the user the token last belonged to
 * (api/http/token-owners.ts), at `now`: used only when the check names that user.
 */
export interface EarlySendTarget {
  userId: number;
  /** The send's body as the schema read it (the send does not read it again). */
  input: ChatSendInput;
  now: Date;
  target: Promise<SendTarget>;
  /**
   * What the check reads of the token, read with the target (null: no such token of `userId`);
   * undefined when the target was not found (the check reads the token itself then).
   */
  tokenRead: Promise<TokenRead | null | undefined>;
}

export function beginSendTarget(
  services: Services,
  userId: number,
  tokenHash: string,
  input: ChatSendInput,
): EarlySendTarget {
  const now = services.now();
  const target = sendTarget(services, userId, input, now, tokenHash);
  // Awaited by the send, or dropped with a refused token: never an unhandled rejection.
  target.catch(() => {});
  const tokenRead = target.then(
    (found) => found.token ?? null,
    () => undefined,
  );
  return { userId, input, now, target, tokenRead };
}
