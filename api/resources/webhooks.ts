// POST /webhooks/stripe: Stripe's signed events. The signature is checked on the raw body before
// anything is read; each event id is handled once (processed_webhook_events), so replays change nothing.
import { and, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import Stripe from "stripe";
import { checkoutSessions, plans, processedWebhookEvents, subscriptions, users } from "../db/schema";
import { fulfilCheckout } from "../domain/fulfil";
import { notify } from "../domain/notify";
import { notifyEnded } from "../domain/subscription-status";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import type { Services } from "../services/types";

type StripeObject = Record<string, any>;
const idOf = (v: unknown): string | null =>
  typeof v === "string"
    ? v
    : v && typeof v === "object" && "id" in v
      ? String((v as { id: unknown }).id)
      : null;

export function webhooksResource(services: Services) {
  const { db, config } = services;
  const r = new Hono<ApiEnv>();

  r.post("/webhooks/stripe", async (c) => {
    if (services.payments.name !== "stripe" || !config.STRIPE_WEBHOOK_SECRET)
      throw new ApiError(404, "Stripe is not configured.");
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(
        raw,
        c.req.header("stripe-signature") ?? "",
        config.STRIPE_WEBHOOK_SECRET,
        undefined,
        undefined,
        services.now().getTime(),
      );
    } catch {
      throw new ApiError(400, "Invalid Stripe signature.");
    }

    const claimed = await db
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type, processedAt: services.now() })
      .onConflictDoNothing()
      .returning();
    if (!claimed.length) return ok(c, { received: true, duplicate: true }, "Event already processed");
    try {
      await handle(event.type, event.data.object as StripeObject);
    } catch (err) {
      // Let Stripe retry: the event is not done, so it must not count as processed.
      await db.delete(processedWebhookEvents).where(eq(processedWebhookEvents.id, event.id));
      throw err;
    }
    return ok(c, { received: true, duplicate: false }, "Event processed");
  });

  async function handle(type: string, object: StripeObject) {
    switch (type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        return checkoutCompleted(object);
      case "customer.subscription.updated":
        return subscriptionUpdated(object);
      case "customer.subscription.deleted":
        return subscriptionEnded(object);
      case "invoice.payment_failed":
        return paymentFailed(object);
      default:
        return undefined;
    }
  }

  async function checkoutCompleted(session: StripeObject) {
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
    const stripeSubscription = idOf(session.subscription);
    const result = await fulfilCheckout(db, checkoutId, services.now(), {
      providerSubscriptionId: stripeSubscription,
    });
    // The plan it replaced (or the Stripe subscription an extension took over) must stop renewing.
    if (!result.fulfilled) return;
    const old = result.previous?.providerSubscriptionId;
    if (old && old !== result.subscription.providerSubscriptionId)
      await services.payments.cancelSubscription?.(old);
  }

  async function findByStripeId(id: string | null) {
    if (!id) return null;
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, id));
    return row ?? null;
  }

  /** Renewals move the period end forward; a paid-for period is never shortened by an update. */
  async function subscriptionUpdated(sub: StripeObject) {
    const row = await findByStripeId(idOf(sub));
    if (!row || row.status === "canceled") return;
    const status: string = sub.status;
    if (["canceled", "incomplete_expired", "unpaid", "paused"].includes(status))
      return subscriptionEnded(sub);
    if (status === "incomplete") return;
    const ends = [
      sub.current_period_end,
      ...(sub.items?.data ?? []).map((i: StripeObject) => i.current_period_end),
    ]
      .filter((n): n is number => typeof n === "number")
      .map((n) => n * 1000);
    const stripeEnd = ends.length ? Math.max(...ends) : 0;
    await db
      .update(subscriptions)
      .set({
        status: status === "past_due" ? "past_due" : "active",
        currentPeriodEnd: new Date(Math.max(stripeEnd, row.currentPeriodEnd.getTime())),
        updatedAt: services.now(),
      })
      .where(eq(subscriptions.id, row.id));
  }

  async function subscriptionEnded(sub: StripeObject) {
    const id = idOf(sub);
    if (!id) return;
    const ended = await db
      .update(subscriptions)
      .set({ status: "canceled", updatedAt: services.now() })
      .where(
        and(
          eq(subscriptions.providerSubscriptionId, id),
          inArray(subscriptions.status, ["active", "past_due"]),
        ),
      )
      .returning();
    for (const row of ended) await notifyEnded(db, row, services.now());
  }

  async function paymentFailed(invoice: StripeObject) {
    const subId = idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription);
    const row = await findByStripeId(subId);
    if (row) {
      if (row.status === "active") {
        await db
          .update(subscriptions)
          .set({ status: "past_due", updatedAt: services.now() })
          .where(eq(subscriptions.id, row.id));
      }
      const [plan] = await db.select({ name: plans.name }).from(plans).where(eq(plans.id, row.planId));
      await notify(
        db,
        row.userId,
        "Payment failed",
        `We could not renew your ${plan?.name ?? "plan"}. Please update your card to keep chatting.`,
        services.now(),
      );
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

  return r;
}
