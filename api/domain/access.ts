// Who may chat with which bot (docs/requirements/dashboard.md#bot-chat-access), enforced here so
// the UI only mirrors it.
import { and, desc, eq, isNull, or, sql, type Placeholder, type SQLWrapper } from "drizzle-orm";
import { COPY } from "../../contract/messages";
import type { Database } from "../db/client";
import { plans, subscriptions } from "../db/schema";
import { ApiError } from "../http/envelope";

export const isSinglePass = (interval: string) => interval === "day" || interval === "week";

/** Until when a subscription grants access: its period end, or the grace after a failed renewal. */
export const accessEnds = sql`coalesce(${subscriptions.graceUntil}, ${subscriptions.currentPeriodEnd})`;

/** A moment in a statement: a Date, or a prepared statement's placeholder for one as an ISO string. */
export type Moment = Date | Placeholder;

const momentParam = (now: Moment) => (now instanceof Date ? now.toISOString() : now);

/** A subscription row that grants access at `now`: active in its period, or past due within its grace. */
export const grantsAccessAt = (now: Moment) =>
  or(
    and(eq(subscriptions.status, "active"), sql`${subscriptions.currentPeriodEnd} > ${momentParam(now)}`),
    and(eq(subscriptions.status, "past_due"), sql`${accessEnds} > ${momentParam(now)}`),
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

/** What the subscription that grants access now allows, as the send path needs it. */
export interface AccessGrant {
  subscriptionId: number;
  /** A single pass's bot; null until its first chat. */
  botId: number | null;
  interval: "day" | "week" | "month" | "year";
  /** The plan's replies a day; null unlimited. */
  dailyMessages: number | null;
}

/**
 * The grant of `userId` (a column or a number) at `now` as one json value, or null: for a statement
 * that reads it with something else, as the token check does, so a send needs no read of its own.
 */
export const grantAt = (userId: SQLWrapper | number, now: Moment) =>
  sql<AccessGrant | null>`(select json_build_object('subscriptionId', ${subscriptions.id}, 'botId', ${subscriptions.botId}, 'interval', ${plans.interval}, 'dailyMessages', ${plans.dailyMessages}) from ${subscriptions} inner join ${plans} on ${eq(plans.id, subscriptions.planId)} where ${and(eq(subscriptions.userId, userId), grantsAccessAt(now))} order by ${subscriptions.currentPeriodEnd} desc limit 1)`;

async function currentGrant(db: Database, userId: number, now: Date): Promise<AccessGrant | null> {
  const current = await currentSubscription(db, userId, now);
  if (!current) return null;
  const { subscription, plan } = current;
  return {
    subscriptionId: subscription.id,
    botId: subscription.botId,
    interval: plan.interval,
    dailyMessages: plan.dailyMessages,
  };
}

/**
 * Throws 403 unless the user may chat with botId. A single-pass with no bot yet is bound to
 * this bot, atomically, so two first chats in parallel cannot bind two bots. `known` is the grant
 * read with the request's token (undefined: it is read here).
 */
export async function assertChatAccess(
  db: Database,
  userId: number,
  botId: number,
  now: Date,
  known?: AccessGrant | null,
): Promise<AccessGrant> {
  const grant = known === undefined ? await currentGrant(db, userId, now) : known;
  if (!grant) throw new ApiError(403, COPY.subscriptionRequired);
  if (!isSinglePass(grant.interval)) return grant;
  if (grant.botId === null) {
    const bound = await db
      .update(subscriptions)
      .set({ botId, updatedAt: now })
      .where(and(eq(subscriptions.id, grant.subscriptionId), isNull(subscriptions.botId)))
      .returning({ botId: subscriptions.botId });
    if (bound.length) return { ...grant, botId };
    // Bound meanwhile (another first chat, or after the token was checked): read it again.
    return assertChatAccess(db, userId, botId, now);
  }
  if (grant.botId !== botId) throw new ApiError(403, COPY.singlePassOnly);
  return grant;
}
