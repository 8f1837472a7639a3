// Who may open which bot (docs/requirements/dashboard.md#bot-chat-access), as the UI mirrors it:
// the API enforces it.
import { SINGLE_PASS_INTERVALS } from "#contract/constants";
import type { SubscriptionStatus } from "#contract/api-types";
import { COPY } from "#contract/messages";

export type { SubscriptionStatus };

export type AccessBlock = "subscription" | "single-pass";
export type ChatAccess = { kind: "open" } | { kind: "continue" } | { kind: "blocked"; reason: AccessBlock };

/** The single-pass bot, when the user's pass is bound to one. */
export function boundBotId(status: SubscriptionStatus | null): number | null {
  const sub = status?.is_subscribed ? status.subscription : null;
  if (!sub || sub.bot_id === null) return null;
  const interval = sub.matched_db_product?.interval;
  const singlePass = !interval || (SINGLE_PASS_INTERVALS as readonly string[]).includes(interval);
  return singlePass ? sub.bot_id : null;
}

/** What Chat does for this bot. Unknown status (null) leaves the decision to the chat page's server check. */
export function chatAccess(status: SubscriptionStatus | null, botId: number): ChatAccess {
  if (!status) return { kind: "open" };
  if (!status.is_subscribed) return { kind: "blocked", reason: "subscription" };
  const bound = boundBotId(status);
  if (bound === null) return { kind: "open" };
  return bound === botId ? { kind: "continue" } : { kind: "blocked", reason: "single-pass" };
}

/** Which rule a 403 from the chat API stands for, by its message. */
export function accessBlockOf(message: string): AccessBlock {
  return message === COPY.singlePassOnly ? "single-pass" : "subscription";
}

/** The chat page: the bot's most recent chat, or (with chatId) that one chat of the bot. */
export const chatPath = (botId: number, chatId?: number | null) =>
  `/dashboard/chat?bot=${botId}${chatId ? `&chat=${chatId}` : ""}`;
export const SUBSCRIPTION_PATH = "/dashboard/subscription";

/**
 * "Chat Now" on the public bot lists (docs/requirements/dashboard.md#bot-chat-access): the chat for
 * members with a plan, otherwise /pricing.
 */
export const publicChatPath = (user: { subscribed?: boolean } | null | undefined, botId: number) =>
  user?.subscribed ? chatPath(botId) : "/pricing";
