// Metering: every model call a member causes (a reply, a regeneration, a running summary) is stored
// as one ai_usage row with its tokens and cost, and its cost is added to the member's day
// (allowance.ts). Tokens are the provider's figures when it reports them, else counted with the
// tokenizer (services/ai/usage.ts); the offline engine's reply is counted here, at no cost.
// Cost = prompt tokens × the model's input price + completion tokens (reasoning included) × its
// output price, per million; a model without prices costs 0.
import { eq, inArray } from "drizzle-orm";
import { USAGE_COPY } from "../../contract/usage-copy";
import { errorSummary } from "../../contract/error-summary";
import { aiUsage, conversations, users } from "../db/schema";
import type { Engine } from "../services/ai/engines";
import { loadTokenCounter, messagesTokens } from "../services/ai/tokens";
import type { ReplyUsage } from "../services/ai/types";
import type { MessageRow } from "../db/rows";
import type { Services } from "../services/types";
import { currentSubscription } from "./access";
import { addSpend } from "./allowance";
import { isAdmin } from "./admin/access";
import { notify } from "./notify";
import { replyToText } from "./reply-text";
import type { GuardedRequest } from "./safety";

/** The offline engine's name in ai_usage.model. */
const OFFLINE_MODEL = "persona";

function costOf(usage: ReplyUsage, row: Engine["row"]): number {
  if (!row) return 0;
  const input = (usage.promptTokens * (row.inputPricePerMtok ?? 0)) / 1_000_000;
  const output = (usage.completionTokens * (row.outputPricePerMtok ?? 0)) / 1_000_000;
  return input + output;
}

interface Metered {
  kind: "reply" | "regenerate" | "summary";
  conversationId: number;
  messageId: number | null;
  engine: Engine | undefined;
  usage: ReplyUsage;
}

/** Stores one model call's usage and adds its cost to the member's day. Never throws (logged). */
export async function recordUsage(services: Services, metered: Metered): Promise<void> {
  try {
    await record(services, metered);
  } catch (err) {
    services.log(`[usage] ${metered.kind} in conversation ${metered.conversationId}: ${errorSummary(err)}`);
  }
}

async function record(services: Services, { kind, conversationId, messageId, engine, usage }: Metered) {
  const { db } = services;
  const now = services.now();
  const [chat] = await db
    .select({ userId: conversations.userId, botId: conversations.botId })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (!chat) return;
  const current = await currentSubscription(db, chat.userId, now);
  const offline = engine?.ai.name === OFFLINE_MODEL || usage.model === OFFLINE_MODEL;
  const costUsd = offline ? 0 : costOf(usage, engine?.row);
  await db.insert(aiUsage).values({
    kind,
    userId: chat.userId,
    botId: chat.botId,
    messageId,
    planId: current?.plan.id ?? null,
    modelId: offline ? null : (engine?.row?.id ?? null),
    model: offline ? OFFLINE_MODEL : usage.model,
    promptTokens: usage.promptTokens,
    completionTokens: usage.completionTokens,
    reasoningTokens: usage.reasoningTokens,
    costUsd,
    createdAt: now,
  });
  if (await addSpend(services, chat.userId, costUsd, now)) await tellOperators(services, chat.userId);
}

/** The day's spend ceiling was passed: every operator gets an in-app notice (no email, no text). */
async function tellOperators(services: Services, userId: number) {
  const { config, db } = services;
  services.log(`[usage] user ${userId} passed the daily AI spend ceiling`);
  if (!config.ADMIN_EMAILS.length) return;
  const candidates = await db.select().from(users).where(inArray(users.email, config.ADMIN_EMAILS));
  const message = USAGE_COPY.ceilingMessage(userId, config.AI_USER_DAILY_USD);
  for (const admin of candidates.filter((u) => isAdmin(config, u)))
    await notify(db, admin.id, USAGE_COPY.ceilingTitle, message);
}

/**
 * Meters a finished reply (or regeneration: a row that had replies before). Its usage is the
 * engine's report; the offline engine reports none, so its prompt turns and reply are counted with
 * the tokenizer. Nothing is stored when a model was never answered (nothing was spent).
 */
export async function meterReply(
  services: Services,
  outcome: { row: MessageRow | null; html: string; usage: ReplyUsage | null },
  request: GuardedRequest,
): Promise<void> {
  const { row } = outcome;
  if (!row) return;
  const metered = { conversationId: row.conversationId, messageId: row.id, engine: request.engine };
  const kind = (request.variant ?? 0) > 0 ? ("regenerate" as const) : ("reply" as const);
  try {
    const usage = outcome.usage ?? (await offlineUsage(services, outcome.html, request));
    if (usage) await record(services, { ...metered, kind, usage });
  } catch (err) {
    services.log(`[usage] ${kind} ${row.id}: ${errorSummary(err)}`);
  }
}

async function offlineUsage(services: Services, html: string, request: GuardedRequest) {
  if ((request.engine?.ai ?? services.ai).name !== OFFLINE_MODEL) return null;
  const count = await loadTokenCounter(request.engine?.model ?? OFFLINE_MODEL);
  return {
    model: OFFLINE_MODEL,
    promptTokens: messagesTokens(request.history, count),
    completionTokens: count(replyToText(html)),
    reasoningTokens: 0,
  };
}
