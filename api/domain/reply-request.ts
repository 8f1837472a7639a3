// What the provider is given for any reply (send, retry, regenerate, edit): the bot's card, the
// chat's earlier exchanges, memories, lore, the running summary, the member's message screened by
// the safety layer.
import { and, asc, desc, eq, lt, ne, sql } from "drizzle-orm";
import type { ChatRow, MessageRow, ModelRow, UserRow, BotRow } from "../db/rows";
import { bots, conversationParticipants, conversations, messages } from "../db/schema";
import type { ChatTurn, Speaker } from "../services/ai/types";
import type { Services } from "../services/types";
import type { StoredCard } from "./cards/card";
import { loreForReply } from "./cards/lorebook";
import { botCard } from "./chat-bot";
import { HISTORY_ROWS } from "./history-paging";
import { memoriesForPrompt } from "./memory";
import { speakerRef } from "./participants";
import { engineForBot, engineOf } from "./models";
import { replyToText } from "./reply-text";
import { screenUserMessage, type GuardedRequest } from "./safety";
import { summaryFor } from "./summary";
import { replyLanguageOfUi } from "../../contract/ui-languages.js";

/**
 * What the provider sees: completed exchanges before this one (their selected replies), then the
 * user's message. `speakers` names the chat's characters; a line by a character no longer in the
 * chat is only told apart by its id (group-turns.ts reads the names of the others only).
 */
async function providerHistory(
  services: Services,
  row: ReplyRow,
  speakers: Promise<readonly Speaker[]>,
): Promise<{ turns: ChatTurn[]; idleSince: Date | null }> {
  // Only the two texts and the speaker's id: up to HISTORY_ROWS rows are read before every first
  // token, and decoding each row's time and joining each row's bot cost more than the texts.
  // The time is read for the newest row only ({{idle_duration}}).
  const earlier = await services.db
    .select({
      message: messages.message,
      replyMessage: messages.replyMessage,
      botId: messages.botId,
      newestAt:
        sql<Date | null>`case when row_number() over (order by ${messages.id} desc) = 1 then ${messages.createdAt} end`.mapWith(
          messages.createdAt,
        ),
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, row.conversationId),
        row.id === null ? undefined : lt(messages.id, row.id),
        eq(messages.status, "complete"),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(HISTORY_ROWS);
  const names = new Map((await speakers).map((s) => [s.id, s.name]));
  const turns: ChatTurn[] = [];
  for (let k = earlier.length - 1; k >= 0; k--) {
    const r = earlier[k]!;
    if (r.message !== null) turns.push({ role: "user", content: r.message });
    const reply = replyToText(r.replyMessage);
    if (reply)
      turns.push({
        role: "assistant",
        content: reply,
        speaker: { id: r.botId, name: names.get(r.botId) ?? "" },
      });
  }
  // A group's "Continue" has no message of the member's: the character answers the chat as it is.
  if (row.message !== null) turns.push({ role: "user", content: row.message });
  // {{idle_duration}}: since the exchange before this one.
  return { turns, idleSince: earlier[0]?.newestAt ?? null };
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
 * caller found it with the bot (undefined: it is looked up).
 */
export async function replyRequest(
  services: Services,
  user: UserRow,
  bot: BotRow,
  row: ReplyRow,
  chat?: Pick<ChatRow, "summary" | "kind">,
  model?: ModelRow | null,
): Promise<GuardedRequest> {
  const safety = await screenUserMessage(services, user, row.message ?? "");
  const around = groupAround(services, row.conversationId, bot.id, chat?.kind);
  const speakers = around.then((g) => [{ id: bot.id, name: bot.name }, ...g.others]);
  const [{ turns: history, idleSince }, memories, engine, group] = await Promise.all([
    providerHistory(services, row, speakers),
    memoriesForPrompt(services, user.id, bot.id, row.message ?? ""),
    model === undefined ? engineForBot(services, bot) : engineOf(services, model),
    around,
  ]);
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
  };
}
