// Fulfilment: the one place a paid checkout becomes a subscription. Called by the local test
// checkout's pay endpoint and by the verified Stripe webhook, so both behave identically.
import { and, eq } from "drizzle-orm";
import { writtenWhen } from "../../contract/written-dates";
import type { Database } from "../db/client";
import { oneRow, type SubscriptionRow } from "../db/rows";
import { bots, checkoutSessions, plans, subscriptions, users } from "../db/schema";
import { currentSubscription, isSinglePass } from "./access";
import { recordPayment, type PaymentRow } from "./payments";
import { notify } from "./notify";

type Interval = (typeof plans.$inferSelect)["interval"];

/** The end of one period started at `from`; months and years keep the day of month where it exists. */
export function addInterval(from: Date, interval: Interval): Date {
  const d = new Date(from);
  if (interval === "day") return new Date(d.getTime() + 86_400_000);
  if (interval === "week") return new Date(d.getTime() + 7 * 86_400_000);
  const months = interval === "month" ? 1 : 12;
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** "June 5, 2025 at 14:03 UTC": the English notifications' moments (contract/written-dates.ts). */
export function formatWhen(date: Date) {
  return writtenWhen(date);
}

export interface FulfilOptions {
  /** Stripe subscription id for month/year plans bought through Stripe. */
  providerSubscriptionId?: string | null;
  /** The local checkout's card (last four digits): it stays on file for renewals. */
  cardLast4?: string | null;
}

export type FulfilResult =
  | { fulfilled: false }
  | {
      fulfilled: true;
      action: "created" | "extended" | "replaced";
      subscription: SubscriptionRow;
      /** The subscription that was replaced or extended (its provider id may need cancelling). */
      previous: SubscriptionRow | null;
      /** The charge, for the receipt. */
      payment: PaymentRow;
    };

/**
 * Marks the checkout paid exactly once (a conditional update, so a replayed webhook or a second
 * click changes nothing) and creates or extends the buyer's subscription:
 * - none yet: a new one for one period from now;
 * - same plan (and, for a single-pass, the same or no bot): the period is extended from its end;
 * - another plan: the current one is canceled and the new one starts now.
 */
export async function fulfilCheckout(
  db: Database,
  checkoutId: string,
  now: Date,
  options: FulfilOptions = {},
): Promise<FulfilResult> {
  const result = await db.transaction(async (tx) => {
    // The transaction has the same query builder; its type only lacks the pool handle.
    const q = tx as unknown as Database;
    const [checkout] = await q
      .update(checkoutSessions)
      .set({ status: "paid", paidAt: now })
      .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.status, "open")))
      .returning();
    if (!checkout) return { fulfilled: false } as const;
    // One fulfilment per buyer at a time, so two checkouts paid at once cannot both start a plan.
    await q.select({ id: users.id }).from(users).where(eq(users.id, checkout.userId)).for("update");
    const plan = oneRow(await q.select().from(plans).where(eq(plans.id, checkout.planId)));
    const current = await currentSubscription(q, checkout.userId, now);
    const providerSubscriptionId = options.providerSubscriptionId ?? null;
    const provider = checkout.provider;

    const sameBot =
      !isSinglePass(plan.interval) ||
      checkout.botId === null ||
      current?.subscription.botId == null ||
      current.subscription.botId === checkout.botId;
    if (current && current.plan.id === plan.id && sameBot) {
      const previous = current.subscription;
      const updated = await q
        .update(subscriptions)
        .set({
          currentPeriodEnd: addInterval(previous.currentPeriodEnd, plan.interval),
          botId: previous.botId ?? checkout.botId,
          status: "active",
          provider,
          providerSubscriptionId: providerSubscriptionId ?? previous.providerSubscriptionId,
          cardLast4: options.cardLast4 ?? previous.cardLast4,
          graceUntil: null,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, previous.id))
        .returning();
      const subscription = oneRow(updated);
      const payment = await recordCheckoutPayment(
        q,
        checkout,
        subscription,
        previous.currentPeriodEnd,
        options,
      );
      return { fulfilled: true, action: "extended", subscription, previous, plan, payment } as const;
    }

    if (current) {
      await q
        .update(subscriptions)
        .set({ status: "canceled", updatedAt: now })
        .where(eq(subscriptions.id, current.subscription.id));
    }
    const inserted = await q
      .insert(subscriptions)
      .values({
        userId: checkout.userId,
        planId: plan.id,
        botId: isSinglePass(plan.interval) ? checkout.botId : null,
        status: "active",
        currentPeriodEnd: addInterval(now, plan.interval),
        provider,
        providerSubscriptionId,
        cardLast4: options.cardLast4 ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const subscription = oneRow(inserted);
    const payment = await recordCheckoutPayment(q, checkout, subscription, now, options);
    return {
      fulfilled: true,
      action: current ? "replaced" : "created",
      subscription,
      previous: current?.subscription ?? null,
      previousPlanName: current?.plan.name ?? null,
      plan,
      payment,
    } as const;
  });

  if (!result.fulfilled) return result;
  const message = await activationMessage(db, result);
  await notify(db, result.subscription.userId, "Subscription activated", message, now);
  return {
    fulfilled: true,
    action: result.action,
    subscription: result.subscription,
    previous: result.previous,
    payment: result.payment,
  };
}

/** The checkout's charge, for the period it starts (`from`) up to the subscription's new end. */
async function recordCheckoutPayment(
  q: Database,
  checkout: typeof checkoutSessions.$inferSelect,
  subscription: SubscriptionRow,
  from: Date,
  options: FulfilOptions,
) {
  const payment = await recordPayment(q, {
    userId: checkout.userId,
    subscriptionId: subscription.id,
    planId: checkout.planId,
    botId: subscription.botId ?? checkout.botId,
    amountCents: checkout.amountCents,
    status: "paid",
    paidAt: checkout.paidAt ?? subscription.updatedAt,
    periodStart: from,
    periodEnd: subscription.currentPeriodEnd,
    provider: checkout.provider,
    sourceId: checkout.id,
    cardLast4: options.cardLast4 ?? null,
  });
  // The checkout was claimed by this transaction, so its id cannot be recorded already.
  return oneRow(payment ? [payment] : []);
}

async function activationMessage(
  db: Database,
  r: {
    action: "created" | "extended" | "replaced";
    subscription: SubscriptionRow;
    plan: typeof plans.$inferSelect;
    previousPlanName?: string | null;
  },
) {
  const until = formatWhen(r.subscription.currentPeriodEnd);
  let botPart = "";
  if (isSinglePass(r.plan.interval)) {
    const [bot] = r.subscription.botId
      ? await db.select({ name: bots.name }).from(bots).where(eq(bots.id, r.subscription.botId))
      : [];
    botPart = bot ? ` for ${bot.name}` : " (it unlocks the first bot you chat with)";
  }
  if (r.action === "extended") return `Your ${r.plan.name}${botPart} was extended until ${until}.`;
  if (r.action === "replaced")
    return `Your ${r.plan.name}${botPart} replaces your ${r.previousPlanName} and is active until ${until}.`;
  return `Your ${r.plan.name}${botPart} is active until ${until}.`;
}
