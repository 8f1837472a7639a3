// The running summary of a chat (docs/requirements/replies.md#model-path): what has fallen out of
// the model's context window is folded, by the same model, into conversations.summary, which every
// later prompt carries in its system part (prompt.ts), so a long chat does not forget its
// beginning. summaryThroughId is the newest message the summary covers.
//
// When: after a reply completes (the caller starts updateSummary and need not wait). Only exchanges
// the next prompt could not send are summarised, and then everything older than the newest half
// window at once, so a long chat asks for a summary now and then, not after every reply. Engines
// without a window (the offline one) and AI_SUMMARY=off never summarise.
import { errorSummary } from "../../contract/error-summary";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { MessageRow } from "../db/rows";
import { bots, conversations, messages, users } from "../db/schema";
import { planPrompt, planPromptQuickly, utf8Bytes } from "../services/ai/prompt";
import { loadTokenCounter } from "../services/ai/tokens";
import type { Engine } from "../services/ai/engines";
import type { ChatTurn, ReplyRequest, ReplyUsage, Speaker } from "../services/ai/types";
import type { Services } from "../services/types";
import { HISTORY_ROWS } from "./history-paging";
import { engineForBot, startupEngine } from "./models";
import { replyToText } from "./reply-text";
import { recordUsage } from "./usage";

/** Rows looked at per update: far more than any window holds, bounded so an update stays cheap. */
const MAX_ROWS = 400;
/** The summary keeps room for the newest exchanges: it covers what falls outside this share of the window. */
const KEEP_SHARE = 0.5;
/** Turns folded in by one summarising request, so a very long backlog is done over several replies. */
const MAX_TURNS_PER_UPDATE = 60;

/** A stored exchange as chat turns, each with the id of its row (the greeting has no user turn). */
export function turnsOf(
  rows: readonly (Pick<MessageRow, "id" | "message" | "replyMessage"> & { speaker?: Speaker })[],
): (ChatTurn & { rowId: number })[] {
  const turns: (ChatTurn & { rowId: number })[] = [];
  for (const r of rows) {
    if (r.message !== null) turns.push({ role: "user", content: r.message, rowId: r.id });
    const reply = replyToText(r.replyMessage);
    if (reply)
      turns.push({
        role: "assistant",
        content: reply,
        rowId: r.id,
        ...(r.speaker ? { speaker: r.speaker } : {}),
      });
  }
  return turns;
}

/** `engine`: the bot's (api/domain/models.ts); absent, the one chosen at start-up. */
function summariesOn(services: Services, engine: Engine = startupEngine(services)): boolean {
  return services.config.AI_SUMMARY !== "off" && typeof engine.ai.summarize === "function";
}

/**
 * The summary to send with the next reply of this conversation ("" when there is none or it is off);
 * `known` is the conversation's row when the caller has just read it.
 */
export async function summaryFor(
  services: Services,
  conversationId: number,
  known?: { summary: string },
  engine?: Engine,
): Promise<string> {
  if (!summariesOn(services, engine)) return "";
  if (known) return known.summary;
  const [row] = await services.db
    .select({ summary: conversations.summary })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return row?.summary ?? "";
}

/**
 * Whether a summary may be due after this reply. Not when the reply's own prompt, with the reply
 * added, still fits the whole window by byte counts alone: the next prompt then sends the whole chat
 * (it holds less than the reply's: no memories, persona or lore), so nothing has fallen out of it.
 * Most replies end here, without a query; a history as long as the prompt's row limit may have been
 * cut, so that one is looked at in full.
 */
export function summaryMayBeDue(
  services: Services,
  request: ReplyRequest & { engine?: Engine },
  reply: string,
): boolean {
  const engine = request.engine ?? startupEngine(services);
  if (!summariesOn(services, engine)) return false;
  if (request.history.length >= HISTORY_ROWS) return true;
  const next = { ...request, history: [...request.history, { role: "assistant" as const, content: reply }] };
  const { contextTokens, maxTokens } = engine;
  return !planPrompt(next, { contextTokens, maxTokens, countTokens: utf8Bytes }).complete;
}

/**
 * Folds the exchanges that no longer fit the model's window into the conversation's summary. Never
 * throws: a failed summary is logged and tried again after a later reply.
 */
export async function updateSummary(services: Services, conversationId: number): Promise<void> {
  if (services.config.AI_SUMMARY === "off") return;
  try {
    await summarise(services, conversationId);
  } catch (err) {
    services.log(`[summary] conversation ${conversationId}: ${errorSummary(err)}`);
  }
}

async function summarise(services: Services, conversationId: number) {
  const { db } = services;
  const [found] = await db
    .select({ conversation: conversations, bot: bots, firstName: users.firstName })
    .from(conversations)
    .innerJoin(bots, eq(bots.id, conversations.botId))
    .innerJoin(users, eq(users.id, conversations.userId))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  if (!found) return;
  const { conversation, bot } = found;
  // The bot's own model summarises, within its own window.
  const engine = await engineForBot(services, bot);
  if (!summariesOn(services, engine)) return;

  // The newest rows only, and only their texts: this runs after every reply, also in long chats.
  const newest = await db
    .select({
      id: messages.id,
      message: messages.message,
      replyMessage: messages.replyMessage,
      speaker: { id: bots.id, name: bots.name },
    })
    .from(messages)
    .innerJoin(bots, eq(bots.id, messages.botId))
    .where(and(eq(messages.conversationId, conversationId), eq(messages.status, "complete")))
    .orderBy(desc(messages.id))
    .limit(MAX_ROWS);
  const turns = turnsOf(newest.reverse());
  const request = {
    bot: { ...bot.card, name: bot.name },
    userName: found.firstName,
    history: turns,
    summary: conversation.summary,
  };
  // Most chats fit their window whole, which byte counts prove without the tokenizer.
  const window = async (share: number) =>
    (
      await planPromptQuickly(
        request,
        { contextTokens: Math.floor(engine.contextTokens * share), maxTokens: engine.maxTokens },
        () => loadTokenCounter(engine.model),
      )
    ).firstSentTurn;

  const done = conversation.summaryThroughId ?? 0;
  const firstUser = turns.findIndex((t) => t.role === "user");
  const outside = (firstSent: number) =>
    turns.slice(Math.max(0, firstUser), firstSent).filter((t) => t.rowId > done);
  // Nothing the next prompt would leave out is unsummarised yet: no request.
  if (firstUser < 0 || !outside(await window(1)).length) return;

  const pending = outside(await window(KEEP_SHARE));
  let batch = pending.slice(0, MAX_TURNS_PER_UPDATE);
  // A batch ends with a whole exchange, so summaryThroughId never splits one.
  const lastRow = batch[batch.length - 1]!.rowId;
  const next = pending[batch.length];
  if (next && next.rowId === lastRow) batch = batch.filter((t) => t.rowId !== lastRow);
  if (!batch.length) return;
  const through = batch[batch.length - 1]!.rowId;

  let used: ReplyUsage | null = null;
  const summary = await engine.ai.summarize!({
    botName: bot.name,
    userName: found.firstName,
    previous: conversation.summary,
    // In a group the record says who said what; in a one-bot chat every reply is the bot's.
    turns: batch.map(({ role, content, speaker }) => ({
      role,
      content: conversation.kind === "group" && speaker ? `${speaker.name}: ${content}` : content,
    })),
    onUsage: (usage) => (used = usage),
  });
  if (used)
    await recordUsage(services, { kind: "summary", conversationId, messageId: null, engine, usage: used });
  if (!summary) return;
  // Only if no other update got there first (two replies finishing together).
  await db
    .update(conversations)
    .set({ summary, summaryThroughId: through })
    .where(
      and(
        eq(conversations.id, conversationId),
        conversation.summaryThroughId === null
          ? isNull(conversations.summaryThroughId)
          : eq(conversations.summaryThroughId, conversation.summaryThroughId),
      ),
    );
}
