// The subscription as the app sees it (GET /subscription/status), and the end of periods.
import { and, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { SubscriptionState, SubscriptionStatus } from "../../contract/api-types";
import type { Database } from "../db/client";
import type { PlanRow, SubscriptionRow } from "../db/rows";
import { bots, plans, subscriptions } from "../db/schema";
import { accessEnds, currentSubscription, isSinglePass } from "./access";
import { formatWhen } from "./fulfil";
import { notify } from "./notify";

/**
 * Marks the user's subscriptions whose access is over as expired and says so once ("Subscription
 * ended"): the conditional update wins only once, however many reads race. Not the local plans that
 * renew (the billing sweeper charges them, api/domain/renewals.ts), nor Stripe's (they end through
 * its webhooks: a renewal may arrive a little after the period end).
 */
export async function expireEnded(db: Database, userId: number, now: Date) {
  const ended = await db
    .update(subscriptions)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ["active", "past_due"]),
        lte(accessEnds, sql`${now.toISOString()}`),
        isNull(subscriptions.providerSubscriptionId),
        or(
          eq(subscriptions.status, "past_due"),
          eq(subscriptions.cancelAtPeriodEnd, true),
          sql`${subscriptions.planId} in (select ${plans.id} from ${plans} where ${plans.interval} in ('day', 'week'))`,
        ),
      ),
    )
    .returning();
  for (const row of ended) await notifyEnded(db, row, now);
}

export async function notifyEnded(db: Database, row: typeof subscriptions.$inferSelect, now: Date) {
  const [plan] = await db.select({ name: plans.name }).from(plans).where(eq(plans.id, row.planId));
  const when = formatWhen(row.graceUntil ?? row.currentPeriodEnd);
  await notify(
    db,
    row.userId,
    "Subscription ended",
    `Your ${plan?.name ?? "plan"} ended on ${when}. Choose a plan to keep chatting.`,
    now,
  );
}

/** What a subscription is doing, as the API names it. */
export function stateOf(subscription: SubscriptionRow, current: boolean): SubscriptionState {
  if (!current) return "ended";
  if (subscription.status === "past_due") return "past_due";
  return subscription.cancelAtPeriodEnd ? "canceling" : "active";
}

/** The member's latest subscription, ended or not (what "ended" is about). */
async function lastSubscription(db: Database, userId: number) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.currentPeriodEnd), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

export async function subscriptionStatus(
  db: Database,
  userId: number,
  now: Date,
): Promise<SubscriptionStatus> {
  await expireEnded(db, userId, now);
  const current = await currentSubscription(db, userId, now);
  const shown = current ?? (await lastSubscription(db, userId));
  if (!shown)
    return {
      is_subscribed: false,
      status: null,
      cancel_at_period_end: false,
      renews_at: null,
      subscription: null,
    };
  const view = await describe(db, shown.subscription, shown.plan, current !== null);
  return {
    is_subscribed: current !== null,
    status: view.status,
    cancel_at_period_end: view.cancel_at_period_end,
    renews_at: view.renews_at,
    subscription: view,
  };
}

async function describe(
  db: Database,
  subscription: SubscriptionRow,
  plan: PlanRow,
  current: boolean,
): Promise<NonNullable<SubscriptionStatus["subscription"]>> {
  const [bot] = subscription.botId
    ? await db.select({ name: bots.name }).from(bots).where(eq(bots.id, subscription.botId))
    : [];
  const status = stateOf(subscription, current);
  const renews = status === "active" && !isSinglePass(plan.interval);
  return {
    id: subscription.id,
    plan_id: plan.id,
    plan_name: plan.name,
    bot_id: subscription.botId,
    bot_name: bot?.name ?? null,
    status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    renews_at: renews ? subscription.currentPeriodEnd.toISOString() : null,
    current_period_end: subscription.currentPeriodEnd.toISOString(),
    grace_until: status === "past_due" ? (subscription.graceUntil?.toISOString() ?? null) : null,
    provider: subscription.provider,
    card_last4: subscription.cardLast4,
    matched_db_product: { id: plan.id, interval: plan.interval },
  };
}
