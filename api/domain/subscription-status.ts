// The subscription as the app sees it (GET /subscription/status), and the end of periods.
import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import type { SubscriptionStatus } from "../../contract/api-types";
import type { Database } from "../db/client";
import { bots, plans, subscriptions } from "../db/schema";
import { currentSubscription } from "./access";
import { formatWhen } from "./fulfil";
import { notify } from "./notify";

/**
 * Marks the user's subscriptions whose period is over as expired and says so once ("Subscription
 * ended"): the conditional update wins only once, however many reads race. Subscriptions run by
 * Stripe end through its webhooks instead (a renewal may arrive a little after the period end).
 */
export async function expireEnded(db: Database, userId: number, now: Date) {
  const ended = await db
    .update(subscriptions)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ["active", "past_due"]),
        lte(subscriptions.currentPeriodEnd, now),
        isNull(subscriptions.providerSubscriptionId),
      ),
    )
    .returning();
  for (const row of ended) await notifyEnded(db, row, now);
}

export async function notifyEnded(db: Database, row: typeof subscriptions.$inferSelect, now: Date) {
  const [plan] = await db.select({ name: plans.name }).from(plans).where(eq(plans.id, row.planId));
  const when = formatWhen(row.currentPeriodEnd);
  await notify(
    db,
    row.userId,
    "Subscription ended",
    `Your ${plan?.name ?? "plan"} ended on ${when}. Choose a plan to keep chatting.`,
    now,
  );
}

export async function subscriptionStatus(
  db: Database,
  userId: number,
  now: Date,
): Promise<SubscriptionStatus> {
  await expireEnded(db, userId, now);
  const current = await currentSubscription(db, userId, now);
  if (!current) return { is_subscribed: false, subscription: null };
  const { subscription, plan } = current;
  const [bot] = subscription.botId
    ? await db.select({ name: bots.name }).from(bots).where(eq(bots.id, subscription.botId))
    : [];
  return {
    is_subscribed: true,
    subscription: {
      id: subscription.id,
      plan_id: plan.id,
      plan_name: plan.name,
      bot_id: subscription.botId,
      bot_name: bot?.name ?? null,
      status: subscription.status,
      current_period_end: subscription.currentPeriodEnd.toISOString(),
      matched_db_product: { id: plan.id, interval: plan.interval },
    },
  };
}
