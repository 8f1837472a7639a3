// What the provider is given for any reply (send, retry, regenerate, edit): the bot's card, the
// chat's earlier exchanges, memories, lore, the running summary, the member's message screened by
// the safety layer.
import { and, asc, eq, lt, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { ChatRow, MessageRow, ModelRow, UserRow, BotRow } from "../db/rows";
import { bots, conversationParticipants, conversations, historyVersions, messages } from "../db/schema";
import type { ChatTurn, Speaker } from "../services/ai/types";
import type { Services } from "../services/types";
import type { StoredCard } from "./cards/card";
import { loreForReply } from "./cards/lorebook";
import { botCard } from "./chat-bot";
import { HISTORY_ROWS } from "./history-paging";
import { memoryTextsJson } from "./memory";
import { rankByWords } from "./memory-facts";
import { speakerRef } from "./participants";
import { engineForBot, engineOf } from "./models";
import { replyToText } from "./reply-text";
import { screenUserMessage, type GuardedRequest } from "./safety";
import { summaryFor } from "./summary";
import { replyLanguageOfUi } from "../../contract/ui-languages.js";

/** An earlier exchange as the prompt reads it: the member's text, the reply's text, its speaker. */
export type EarlierExchange = [message: string | null, reply: string, botId: number];

/** A chat's earlier exchanges, newest HISTORY_ROWS, oldest first, and the newest one's time. */
export interface EarlierExchanges {
  exchanges: EarlierExchange[];
  /** {{idle_duration}}'s start; null before the first completed exchange. */
  idleSince: Date | null;
  /** The newest exchange's id; null before the first. */
  lastId: number | null;
}

/** What the prompt reads from the database before every first token. */
export interface PromptRows {
  earlier: EarlierExchanges;
  /** The memories of the member with the speaker, in the order that breaks rankByWords' ties. */
  memories: string[];
}

/** The json value the earlier exchanges are read as (both drivers hand json over parsed). */
interface EarlierJson {
  /** The reply as stored: HTML. */
  rows: [message: string | null, replyHtml: string, botId: number][];
  newest: string | null;
  last: number | null;
}

const earlierFromJson = (value: EarlierJson): EarlierExchanges => ({
  exchanges: value.rows.map(([message, html, botId]) => [message, replyToText(html), botId]),
  idleSince: value.newest === null ? null : new Date(value.newest),
  lastId: value.last,
});

/**
 * The prompt's rows as fields of one select: the chat's exchanges before `beforeId` (null: all)
 * with the newest one's time, and the memories of `userId` with `botId` (memoryTextsJson).
 * `chatId` and `botId` may be columns of the statement they are read in (the send reads them with
 * its bot and chat). Each list is one json value: reading up to 200 of each as rows cost a long chat
 * more than a new one before every first token; the newest time comes from the same scan, so a long
 * chat's messages are not scanned twice.
 */
export function promptRowFields(
  chatId: SQLWrapper | number,
  beforeId: number | null,
  userId: SQLWrapper | number,
  botId: SQLWrapper | number,
) {
  const earlier = and(
    eq(messages.conversationId, chatId),
    beforeId === null ? undefined : lt(messages.id, beforeId),
    eq(messages.status, "complete"),
  );
  return {
    earlier: sql<EarlierJson>`(${earlierJson(earlier)})`.mapWith(earlierFromJson),
    memories: memoryTextsJson(userId, botId),
  };
}

/** The select of earlier exchanges matching `where`, as one json value. */
function earlierJson(where: SQL | undefined): SQL {
  return sql`select json_build_object('rows', coalesce(json_agg(json_build_array(h.message, h.reply_message, h.bot_id) order by h.id), '[]'::json), 'newest', (array_agg(h.created_at order by h.id desc))[1], 'last', max(h.id)) from (select ${messages.id}, ${messages.message}, ${messages.replyMessage}, ${messages.botId}, ${messages.createdAt} from ${messages} where ${where} order by ${messages.id} desc limit ${HISTORY_ROWS}) h`;
}

/**
 * The send's earlier exchanges of `chatId` (a column of its statement), or null when the chat is
 * `knownChat` and its history version is still `knownVersion` (api/domain/history-memo.ts); with
 * the version, read in the same statement.
 */
export function earlierUnlessKnown(chatId: SQLWrapper, knownChat: SQLWrapper, knownVersion: SQLWrapper) {
  const version = sql`coalesce((select ${historyVersions.version} from ${historyVersions} where ${historyVersions.conversationId} = ${chatId}), 0)`;
  const earlier = and(eq(messages.conversationId, chatId), eq(messages.status, "complete"));
  return {
    earlier:
      sql<EarlierJson | null>`(case when ${chatId} = ${knownChat} and ${version} = ${knownVersion} then null else (${earlierJson(earlier)}) end)`.mapWith(
        earlierFromJson,
      ),
    historyVersion: sql<number>`${version}`.mapWith(Number),
  };
}

/** The prompt's rows read on their own (in one statement), when the caller had no occasion to. */
async function promptRows(
  services: Services,
  row: ReplyRow,
  userId: number,
  botId: number,
): Promise<PromptRows> {
  const fields = promptRowFields(row.conversationId, row.id, userId, botId);
  const result = await services.db.execute(
    sql`select ${fields.earlier} as earlier, ${fields.memories} as memories`,
  );
  const found = result.rows[0] as { earlier: EarlierJson; memories: string[] };
  return { earlier: earlierFromJson(found.earlier), memories: found.memories };
}

/**
 * What the provider sees: completed exchanges before this one (their selected replies), then the
 * user's message. `speakers` names the chat's characters; a line by a character no longer in the
 * chat is only told apart by its id (group-turns.ts reads the names of the others only).
 */
function providerHistory(
  row: ReplyRow,
  exchanges: readonly EarlierExchange[],
  speakers: readonly Speaker[],
): ChatTurn[] {
  const names = new Map(speakers.map((s) => [s.id, s.name]));
  const turns: ChatTurn[] = [];
  for (const [message, reply, botId] of exchanges) {
    if (message !== null) turns.push({ role: "user", content: message });
    if (reply)
      turns.push({ role: "assistant", content: reply, speaker: { id: botId, name: names.get(botId) ?? "" } });
  }
  // A group's "Continue" has no message of the member's: the character answers the chat as it is.
  if (row.message !== null) turns.push({ role: "user", content: row.message });
  return turns;
}

/**
 * The other characters of the chat (none in a one-bot chat, which is not asked) and a group's
 * scenario.
 */
async function groupAround(
  services: Services,
  chatId: number,
  speakerId: number,
  kind: ChatRow["kind"] | undefined,
): Promise<{ others: Speaker[]; scenario: string }> {
  if (kind === "single") return { others: [], scenario: "" };
  const rows = await services.db
    .select({ id: bots.id, name: bots.name, scenario: conversations.scenario })
    .from(conversationParticipants)
    .innerJoin(bots, eq(bots.id, conversationParticipants.botId))
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(and(eq(conversationParticipants.conversationId, chatId), ne(bots.id, speakerId)))
    .orderBy(asc(conversationParticipants.position));
  return { others: rows.map(({ id, name }) => ({ id, name })), scenario: rows[0]?.scenario ?? "" };
}

/**
 * The message a reply answers. `id` is null for a new message being stored meanwhile: it is
 * pending, so every completed exchange of the chat is earlier.
 */
export type ReplyRow = Pick<MessageRow, "conversationId" | "message" | "alternatives"> & {
  id: number | null;
};

/**
 * The request for the reply to a user message, stored or being stored. The message is screened by
 * the safety layer here, which never holds up storing it: whatever it says, the words are kept. `chat` is the
 * message's chat when the caller has just read it (its summary is then not read again, and a
 * one-bot chat's participants are not looked for). `model` is the bot's answering model when the
 * caller found it with the bot (undefined: it is looked up), `rows` the prompt's rows when it read
 * them with the bot (promptRowFields; undefined: they are read here).
 */
export async function replyRequest(
  services: Services,
  user: UserRow,
  bot: BotRow,
  row: ReplyRow,
  chat?: Pick<ChatRow, "summary" | "kind">,
  model?: ModelRow | null,
  known?: PromptRows,
): Promise<GuardedRequest> {
  const safety = await screenUserMessage(services, user, row.message ?? "");
  const [rows, engine, group] = await Promise.all([
    known ?? promptRows(services, row, user.id, bot.id),
    model === undefined ? engineForBot(services, bot) : engineOf(services, model),
    groupAround(services, row.conversationId, bot.id, chat?.kind),
  ]);
  const history = providerHistory(row, rows.earlier.exchanges, [
    { id: bot.id, name: bot.name },
    ...group.others,
  ]);
  const memories = rankByWords(rows.memories, row.message ?? "");
  const idleSince = rows.earlier.idleSince;
  const [summary, lore] = await Promise.all([
    summaryFor(services, row.conversationId, chat, engine),
    loreForReply(bot.card as StoredCard, history, engine.model),
  ]);
  return {
    engine,
    bot: botCard(bot),
    speaker: speakerRef(bot),
    userName: user.firstName,
    history,
    ...(group.others.length ? { others: group.others } : {}),
    ...(group.scenario ? { groupScenario: group.scenario } : {}),
    safety,
    ...(user.persona ? { persona: user.persona } : {}),
    ...(memories.length ? { memories } : {}),
    ...(lore.length ? { lore } : {}),
    ...(summary ? { summary } : {}),
    // Unset, replies follow the interface's language the member chose, else the language they write in.
    language: user.language ?? replyLanguageOfUi(user.uiLanguage),
    macros: { seed: row.conversationId, now: services.now(), idleSince },
    // The replies this message already has: a regenerate asks the engine for a different one.
    variant: row.alternatives?.length ?? 0,
    ...(row.alternatives?.length ? { alternatives: row.alternatives.map(replyToText) } : {}),
  };
}
