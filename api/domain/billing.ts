// Billing: what a payment provider's verified event changes (docs/requirements/api.md#payments). A
// paid checkout becomes a subscription (fulfil.ts, the same path as the local test checkout),
// renewals move the period end, cancellations end the plan, a failed invoice makes it past due and
// tells the user. Each event id is handled once (processed_webhook_events), so replays change
// nothing. The signature was checked by the provider (PaymentProvider.verifyWebhook) before this.
import { and, eq, inArray } from "drizzle-orm";
import { checkoutSessions, processedWebhookEvents, subscriptions, users } from "../db/schema";
import type { PaymentEvent } from "../services/payments/provider";
import type { Services } from "../services/types";
import { idOf, type EventObject } from "./stripe-objects";
import { fulfilCheckout } from "./fulfil";
import { invoicePaid, invoiceSubscription, markPastDue } from "./invoices";
import { sendReceipt } from "./payments";
import { announceCharge } from "./renewals";
import { notify } from "./notify";
import { notifyEnded } from "./subscription-status";

/** Applies `event` once: "duplicate" when its id was already handled. */
export async function handlePaymentEvent(
  services: Services,
  event: PaymentEvent,
): Promise<"processed" | "duplicate"> {
  const { db } = services;
  const claimed = await db
    .insert(processedWebhookEvents)
    .values({ id: event.id, type: event.type, processedAt: services.now() })
    .onConflictDoNothing()
    .returning();
  if (!claimed.length) return "duplicate";
  try {
    await apply(services, event.type, event.object);
  } catch (err) {
    // Let the provider retry: the event is not done, so it must not count as processed.
    await db.delete(processedWebhookEvents).where(eq(processedWebhookEvents.id, event.id));
    throw err;
  }
  return "processed";
}

async function apply(services: Services, type: string, object: EventObject) {
  switch (type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return checkoutCompleted(services, object);
    case "customer.subscription.updated":
      return subscriptionUpdated(services, object);
    case "customer.subscription.deleted":
      return subscriptionEnded(services, object);
    case "invoice.payment_failed":
      return paymentFailed(services, object);
    case "invoice.paid":
      return invoicePaid(services, object);
    default:
      return undefined;
  }
}

async function checkoutCompleted(services: Services, session: EventObject) {
  const { db } = services;
  // Delayed payment methods complete the session unpaid; async_payment_succeeded follows.
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return;
  const checkoutId = session.metadata?.checkout_id ?? session.client_reference_id;
  if (typeof checkoutId !== "string") return;
  const [checkout] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId));
  if (!checkout || (checkout.providerSessionId && checkout.providerSessionId !== session.id)) {
    services.log(`[stripe] session ${session.id} names an unknown checkout; ignored`);
    return;
  }
  if (typeof session.amount_total === "number" && session.amount_total !== checkout.amountCents) {
    services.log(
      `[stripe] session ${session.id} amount ${session.amount_total} differs from checkout; ignored`,
    );
    return;
  }
  const customer = idOf(session.customer);
  if (customer) {
    await db.update(users).set({ stripeCustomerId: customer }).where(eq(users.id, checkout.userId));
  }
  const result = await fulfilCheckout(db, checkoutId, services.now(), {
    providerSubscriptionId: idOf(session.subscription),
  });
  // The plan it replaced (or the Stripe subscription an extension took over) must stop renewing.
  if (!result.fulfilled) return;
  await sendReceipt(services, result.payment);
  const old = result.previous?.providerSubscriptionId;
  if (old && old !== result.subscription.providerSubscriptionId)
    await services.payments.cancelSubscription?.(old);
}

async function findByProviderId(services: Services, id: string | null) {
  if (!id) return null;
  const [row] = await services.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, id));
  return row ?? null;
}

/** Renewals move the period end forward; a paid-for period is never shortened by an update. */
async function subscriptionUpdated(services: Services, sub: EventObject) {
  const row = await findByProviderId(services, idOf(sub));
  if (!row || row.status === "canceled") return;
  const status: string = sub.status;
  if (["canceled", "incomplete_expired", "unpaid", "paused"].includes(status))
    return subscriptionEnded(services, sub);
  if (status === "incomplete") return;
  const ends = [
    sub.current_period_end,
    ...(sub.items?.data ?? []).map((i: EventObject) => i.current_period_end),
  ]
    .filter((n): n is number => typeof n === "number")
    .map((n) => n * 1000);
  const providerEnd = ends.length ? Math.max(...ends) : 0;
  await services.db
    .update(subscriptions)
    .set({
      status: status === "past_due" ? "past_due" : "active",
      currentPeriodEnd: new Date(Math.max(providerEnd, row.currentPeriodEnd.getTime())),
      // Stripe confirms a cancel or resume made on the Subscription page (or in its portal).
      ...(typeof sub.cancel_at_period_end === "boolean"
        ? { cancelAtPeriodEnd: sub.cancel_at_period_end }
        : {}),
      ...(status === "past_due" ? {} : { graceUntil: null }),
      updatedAt: services.now(),
    })
    .where(eq(subscriptions.id, row.id));
}

async function subscriptionEnded(services: Services, sub: EventObject) {
  const id = idOf(sub);
  if (!id) return;
  const ended = await services.db
    .update(subscriptions)
    .set({ status: "canceled", updatedAt: services.now() })
    .where(
      and(
        eq(subscriptions.providerSubscriptionId, id),
        inArray(subscriptions.status, ["active", "past_due"]),
      ),
    )
    .returning();
  for (const row of ended) await notifyEnded(services.db, row, services.now());
}

async function paymentFailed(services: Services, invoice: EventObject) {
  const { db } = services;
  const row = await findByProviderId(services, invoiceSubscription(invoice));
  if (row) {
    const failed = await markPastDue(services, row, invoice);
    if (failed) await announceCharge(services, failed);
    return;
  }
  const customer = idOf(invoice.customer);
  if (!customer) return;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customer));
  if (user) {
    const message = "Your last payment did not go through. Please try again.";
    await notify(db, user.id, "Payment failed", message, services.now());
  }
}
