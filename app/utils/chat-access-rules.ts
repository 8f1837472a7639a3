// Who may open which bot (docs/requirements/dashboard.md#bot-chat-access), as the UI mirrors it:
// the API enforces it. Apart from chat-access.ts (the paths), which the public bot lists use on the
// first visit: these rules need the plans' constants and the specification's copy.
import { SINGLE_PASS_INTERVALS } from "#contract/constants";
import { COPY } from "#contract/messages";
import type { AccessBlock, ChatAccess, SubscriptionStatus } from "./chat-access";

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
