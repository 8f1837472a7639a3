// The billing sweeper: renews the local checkout's monthly and yearly plans with the card on file,
// ends plans whose period (or grace after a failed renewal) is over, and mails the reminder seven
// days before a yearly renewal. Every instance runs it; the database decides who does what, once:
// a renewal takes its row with FOR UPDATE SKIP LOCKED (another instance skips it), endings and
// reminders are conditional updates that only one statement wins, and "now" is the database's
// clock, so instances whose clocks differ still agree on what is due.
import { errorSummary } from "../../contract/error-summary";
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { BILLING_COPY, GRACE_DAYS, REMINDER_DAYS } from "../../contract/billing";
import type { Database } from "../db/client";
import { oneRow, type SubscriptionRow } from "../db/rows";
import { plans, subscriptions, users } from "../db/schema";
import { renewalFailedMail, renewalReminderMail } from "../services/mail/billing-templates";
import type { Services } from "../services/types";
import { accessEnds } from "./access";
import { addInterval, formatWhen } from "./fulfil";
import { notify } from "./notify";
import { recordPayment, sendQuietly, sendReceipt, type PaymentRow } from "./payments";
import { notifyEnded } from "./subscription-status";

/** How often every instance sweeps. */
export const SWEEP_EVERY_MS = 5 * 60 * 1000;
/** A plan is renewed this early, so the sweep's interval never leaves a gap without access. */
const RENEW_AHEAD = sql`interval '10 minutes'`;
/** Renewals taken per transaction. */
const BATCH = 20;
/** The local checkout's card that pays; any other card on file is declined. */
const PAYING_CARD = "4242";

const recurringPlans = sql`(select ${plans.id} from ${plans} where ${plans.interval} in ('month', 'year'))`;

/** What one sweep did, by count (the log line). */
export interface SweepResult {
  renewed: number;
  failed: number;
  ended: number;
  reminded: number;
}

/** One sweep over every subscription, or only `subscriptionId` (the demo clock). */
export async function sweepBilling(services: Services, subscriptionId?: number): Promise<SweepResult> {
  const only = subscriptionId === undefined ? undefined : eq(subscriptions.id, subscriptionId);
  const result: SweepResult = { renewed: 0, failed: 0, ended: 0, reminded: 0 };
  // A plan far behind (the demo clock moved a year) renews once per period, oldest first.
  for (let round = 0; round < 1000; round++) {
    const done = await renewBatch(services, only);
    if (!done.length) break;
    for (const charge of done) {
      result[charge.payment.status === "paid" ? "renewed" : "failed"]++;
      await announceCharge(services, charge);
    }
  }
  result.ended = await endOverdue(services, only);
  result.reminded = await remindYearly(services, only);
  return result;
}

export interface Charge {
  subscription: SubscriptionRow;
  plan: typeof plans.$inferSelect;
  payment: PaymentRow;
}

async function renewBatch(services: Services, only: SQL | undefined): Promise<Charge[]> {
  return services.db.transaction(async (tx) => {
    const q = tx as unknown as Database;
    const due = await q
      .select()
      .from(subscriptions)
      .where(
        and(
          only,
          eq(subscriptions.provider, "local"),
          eq(subscriptions.status, "active"),
          eq(subscriptions.cancelAtPeriodEnd, false),
          isNull(subscriptions.providerSubscriptionId),
          sql`${subscriptions.planId} in ${recurringPlans}`,
          sql`${subscriptions.currentPeriodEnd} <= now() + ${RENEW_AHEAD}`,
        ),
      )
      .orderBy(subscriptions.currentPeriodEnd)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const charges: Charge[] = [];
    for (const row of due) charges.push(await chargeCardOnFile(q, row));
    return charges;
  });
}

/** Charges a past-due plan again right away (its card was just replaced by one that pays). */
export async function retryPastDue(services: Services, subscriptionId: number) {
  const charge = await services.db.transaction(async (tx) => {
    const q = tx as unknown as Database;
    const [row] = await q
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, "past_due")))
      .for("update");
    return row ? chargeCardOnFile(q, row) : null;
  });
  if (charge) await announceCharge(services, charge);
}

/** Charges the card on file for the next period: paid extends the plan, declined makes it past due. */
async function chargeCardOnFile(q: Database, row: SubscriptionRow): Promise<Charge> {
  const plan = oneRow(await q.select().from(plans).where(eq(plans.id, row.planId)));
  const periodStart = row.currentPeriodEnd;
  const periodEnd = addInterval(periodStart, plan.interval);
  const paid = row.cardLast4 === PAYING_CARD;
  const graceFrom = sql`greatest(${subscriptions.currentPeriodEnd}, now())`;
  const updated = await q
    .update(subscriptions)
    .set(
      paid
        ? { status: "active", currentPeriodEnd: periodEnd, graceUntil: null, updatedAt: sql`now()` }
        : {
            status: "past_due",
            graceUntil: sql`${graceFrom} + ${`${GRACE_DAYS} days`}::interval`,
            updatedAt: sql`now()`,
          },
    )
    .where(eq(subscriptions.id, row.id))
    .returning();
  const subscription = oneRow(updated);
  const payment = await recordPayment(q, {
    userId: row.userId,
    subscriptionId: row.id,
    planId: plan.id,
    botId: null,
    amountCents: plan.priceCents,
    status: paid ? "paid" : "failed",
    // The database's now(), as the update above wrote it.
    paidAt: subscription.updatedAt,
    periodStart,
    periodEnd,
    provider: "local",
    sourceId: null,
    cardLast4: row.cardLast4,
  });
  return { subscription, plan, payment: oneRow(payment ? [payment] : []) };
}

/** After the transaction: the bell and the mail (a receipt, or how to pay again). */
export async function announceCharge(services: Services, { subscription, plan, payment }: Charge) {
  const { db } = services;
  if (payment.status === "paid") {
    const until = formatWhen(subscription.currentPeriodEnd);
    await notify(
      db,
      subscription.userId,
      BILLING_COPY.renewedTitle,
      BILLING_COPY.renewed(plan.name, until),
      payment.paidAt,
    );
    await sendReceipt(services, payment);
    return;
  }
  const graceEnds = subscription.graceUntil ?? subscription.currentPeriodEnd;
  await notify(
    db,
    subscription.userId,
    BILLING_COPY.failedTitle,
    BILLING_COPY.failed(plan.name, formatWhen(graceEnds)),
    payment.paidAt,
  );
  const [user] = await db
    .select({ email: users.email, lng: users.uiLanguage })
    .from(users)
    .where(eq(users.id, subscription.userId));
  if (user) {
    const mail = renewalFailedMail(
      services.config.PUBLIC_URL,
      plan.name,
      payment.amountCents,
      graceEnds,
      user.lng,
    );
    await sendQuietly(services, user.email, mail, `renewal failed ${subscription.id}`);
  }
}

/**
 * Ends the local plans that will not renew once their access is over: cancelled, single passes,
 * and past due after the grace. Stripe's end through its webhooks.
 */
async function endOverdue(services: Services, only: SQL | undefined) {
  const ended = await services.db
    .update(subscriptions)
    .set({ status: "expired", updatedAt: sql`now()` })
    .where(
      and(
        only,
        isNull(subscriptions.providerSubscriptionId),
        inArray(subscriptions.status, ["active", "past_due"]),
        or(
          eq(subscriptions.status, "past_due"),
          eq(subscriptions.cancelAtPeriodEnd, true),
          sql`${subscriptions.planId} not in ${recurringPlans}`,
        ),
        sql`${accessEnds} <= now()`,
      ),
    )
    .returning();
  for (const row of ended) await notifyEnded(services.db, row, row.updatedAt);
  return ended.length;
}

/** Mails each yearly renewal's reminder once, REMINDER_DAYS before it (either provider). */
async function remindYearly(services: Services, only: SQL | undefined) {
  const { db } = services;
  const claimed = await db
    .update(subscriptions)
    .set({ remindedFor: sql`${subscriptions.currentPeriodEnd}` })
    .where(
      and(
        only,
        eq(subscriptions.status, "active"),
        eq(subscriptions.cancelAtPeriodEnd, false),
        sql`${subscriptions.planId} in (select ${plans.id} from ${plans} where ${plans.interval} = 'year')`,
        sql`${subscriptions.currentPeriodEnd} <= now() + ${`${REMINDER_DAYS} days`}::interval`,
        sql`${subscriptions.currentPeriodEnd} > now()`,
        sql`${subscriptions.remindedFor} is distinct from ${subscriptions.currentPeriodEnd}`,
      ),
    )
    .returning();
  for (const row of claimed) {
    const [who] = await db
      .select({ email: users.email, lng: users.uiLanguage, plan: plans.name, priceCents: plans.priceCents })
      .from(users)
      .innerJoin(plans, eq(plans.id, row.planId))
      .where(eq(users.id, row.userId));
    if (!who) continue;
    const mail = renewalReminderMail(
      services.config.PUBLIC_URL,
      who.plan,
      who.priceCents,
      row.currentPeriodEnd,
      who.lng,
    );
    await sendQuietly(services, who.email, mail, `renewal reminder ${row.id}`);
  }
  return claimed.length;
}

async function sweepAndLog(services: Services) {
  try {
    const r = await sweepBilling(services);
    if (r.renewed || r.failed || r.ended || r.reminded)
      services.log(
        `[billing] sweep: ${r.renewed} renewed, ${r.failed} failed, ${r.ended} ended, ${r.reminded} reminded`,
      );
  } catch (err) {
    services.log(`[billing] sweep failed: ${errorSummary(err)}`);
  }
}

/** Sweeps now and every SWEEP_EVERY_MS until stopped; the timer does not keep the process alive. */
export function startBillingSweeps(services: Services): { first: Promise<void>; stop(): void } {
  const first = sweepAndLog(services);
  const timer = setInterval(() => void sweepAndLog(services), SWEEP_EVERY_MS);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
