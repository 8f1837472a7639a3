// Who may chat with which bot (docs/requirements/dashboard.md#bot-chat-access), enforced here so
// the UI only mirrors it.
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { COPY } from "../../contract/messages";
import type { Database } from "../db/client";
import { plans, subscriptions } from "../db/schema";
import { ApiError } from "../http/envelope";

export const isSinglePass = (interval: string) => interval === "day" || interval === "week";

/** Until when a subscription grants access: its period end, or the grace after a failed renewal. */
export const accessEnds = sql`coalesce(${subscriptions.graceUntil}, ${subscriptions.currentPeriodEnd})`;

/** A subscription row that grants access at `now`: active in its period, or past due within its grace. */
export const grantsAccessAt = (now: Date) =>
  or(
    and(eq(subscriptions.status, "active"), gt(subscriptions.currentPeriodEnd, now)),
    and(eq(subscriptions.status, "past_due"), sql`${accessEnds} > ${now.toISOString()}`),
  );

/**
 * The subscription that grants access now, if any: active with its period not over, or past due
 * (a failed renewal) within its grace.
 */
export async function currentSubscription(db: Database, userId: number, now: Date) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), grantsAccessAt(now)))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ?? null;
}

/**
 * Throws 403 unless the user may chat with botId. A single-pass with no bot yet is bound to
 * this bot, atomically, so two first chats in parallel cannot bind two bots.
 */
export async function assertChatAccess(db: Database, userId: number, botId: number, now: Date) {
  const current = await currentSubscription(db, userId, now);
  if (!current) throw new ApiError(403, COPY.subscriptionRequired);
  if (!isSinglePass(current.plan.interval)) return current;
  const { subscription } = current;
  if (subscription.botId === null) {
    const bound = await db
      .update(subscriptions)
      .set({ botId, updatedAt: now })
      .where(and(eq(subscriptions.id, subscription.id), isNull(subscriptions.botId)))
      .returning({ botId: subscriptions.botId });
    if (bound.length) return { ...current, subscription: { ...subscription, botId } };
    return assertChatAccess(db, userId, botId, now);
  }
  if (subscription.botId !== botId) throw new ApiError(403, COPY.singlePassOnly);
  return current;
}
