// Stripe's invoices for a subscription it renews: `invoice.paid` moves the period on and records
// the charge (with its receipt), `invoice.payment_failed` makes the plan past due with the same
// grace as the local checkout. The first invoice is the checkout's, recorded by fulfil.ts.
import { eq } from "drizzle-orm";
import { GRACE_DAYS } from "../../contract/billing";
import type { Database } from "../db/client";
import { oneRow, type SubscriptionRow } from "../db/rows";
import { plans, subscriptions } from "../db/schema";
import type { Services } from "../services/types";
import { idOf, type EventObject } from "./stripe-objects";
import { addInterval } from "./fulfil";
import { recordPayment } from "./payments";
import { announceCharge, type Charge } from "./renewals";

const DAY_MS = 86_400_000;

/** The Stripe subscription an invoice bills (where older and newer API versions put it). */
export const invoiceSubscription = (invoice: EventObject) =>
  idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription);

/** The period the invoice pays for, from its lines; null when it names none. */
function invoicePeriod(invoice: EventObject): { start: Date; end: Date } | null {
  const periods = ((invoice.lines?.data ?? []) as EventObject[])
    .map((line) => line.period)
    .filter(
      (p): p is { start: number; end: number } => typeof p?.start === "number" && typeof p?.end === "number",
    );
  if (!periods.length) return null;
  return {
    start: new Date(Math.min(...periods.map((p) => p.start)) * 1000),
    end: new Date(Math.max(...periods.map((p) => p.end)) * 1000),
  };
}

async function subscriptionOf(services: Services, invoice: EventObject) {
  const id = invoiceSubscription(invoice);
  if (!id) return null;
  const [row] = await services.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, id));
  return row ?? null;
}

export async function invoicePaid(services: Services, invoice: EventObject) {
  if (invoice.billing_reason === "subscription_create") return;
  const row = await subscriptionOf(services, invoice);
  if (!row || row.status === "canceled" || row.status === "expired") {
    services.log(`[stripe] invoice ${idOf(invoice)} names no running subscription; ignored`);
    return;
  }
  const charge = await services.db.transaction(async (tx) => {
    const q = tx as unknown as Database;
    const plan = oneRow(await q.select().from(plans).where(eq(plans.id, row.planId)));
    const period = invoicePeriod(invoice) ?? {
      start: row.currentPeriodEnd,
      end: addInterval(row.currentPeriodEnd, plan.interval),
    };
    const now = services.now();
    const payment = await recordPayment(q, {
      userId: row.userId,
      subscriptionId: row.id,
      planId: plan.id,
      botId: row.botId,
      amountCents: typeof invoice.amount_paid === "number" ? invoice.amount_paid : plan.priceCents,
      status: "paid",
      paidAt: now,
      periodStart: period.start,
      periodEnd: period.end,
      provider: "stripe",
      sourceId: idOf(invoice),
      cardLast4: null,
    });
    if (!payment) return null;
    const updated = await q
      .update(subscriptions)
      .set({
        status: "active",
        graceUntil: null,
        currentPeriodEnd: new Date(Math.max(period.end.getTime(), row.currentPeriodEnd.getTime())),
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row.id))
      .returning();
    return { subscription: oneRow(updated), plan, payment } satisfies Charge;
  });
  if (charge) await announceCharge(services, charge);
}

/**
 * A failed renewal invoice: past due, with GRACE_DAYS of chat from the period end (Stripe's retries
 * do not stretch it). Answers the failed charge to announce, or null when this invoice's failure was
 * already recorded.
 */
export async function markPastDue(
  services: Services,
  row: SubscriptionRow,
  invoice: EventObject,
): Promise<Charge | null> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const q = tx as unknown as Database;
    const plan = oneRow(await q.select().from(plans).where(eq(plans.id, row.planId)));
    const graceUntil =
      row.graceUntil ??
      new Date(Math.max(row.currentPeriodEnd.getTime(), now.getTime()) + GRACE_DAYS * DAY_MS);
    const updated = await q
      .update(subscriptions)
      .set({ status: row.status === "active" ? "past_due" : row.status, graceUntil, updatedAt: now })
      .where(eq(subscriptions.id, row.id))
      .returning();
    const period = invoicePeriod(invoice) ?? {
      start: row.currentPeriodEnd,
      end: addInterval(row.currentPeriodEnd, plan.interval),
    };
    const invoiceId = idOf(invoice);
    const payment = await recordPayment(q, {
      userId: row.userId,
      subscriptionId: row.id,
      planId: plan.id,
      botId: row.botId,
      amountCents: typeof invoice.amount_due === "number" ? invoice.amount_due : plan.priceCents,
      status: "failed",
      paidAt: now,
      periodStart: period.start,
      periodEnd: period.end,
      provider: "stripe",
      // One failed row per invoice, however often Stripe retries it.
      sourceId: invoiceId ? `failed:${invoiceId}` : null,
      cardLast4: null,
    });
    return payment ? { subscription: oneRow(updated), plan, payment } : null;
  });
}
