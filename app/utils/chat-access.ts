// Where Chat leads (docs/requirements/dashboard.md#bot-chat-access) and the words for who may open
// which bot; the rules themselves are in chat-access-rules.ts, which the public pages do not need.
import type { SubscriptionStatus } from "#contract/api-types";

export type { SubscriptionStatus };

export type AccessBlock = "subscription" | "single-pass";
export type ChatAccess = { kind: "open" } | { kind: "continue" } | { kind: "blocked"; reason: AccessBlock };

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
