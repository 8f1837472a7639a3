// Stripe Checkout (STRIPE_SECRET_KEY): month/year plans as subscriptions, day/week passes as one-time
// payments. Fulfilment happens only on a webhook whose signature verifyWebhook checked
// (api/resources/webhooks.ts hands the event to api/domain/billing.ts).
import { errorSummary } from "../../../contract/error-summary";
import Stripe from "stripe";
import type { Config } from "../../config";
import { WEBHOOK_TOLERANCE_SECONDS, type PaymentProvider } from "./provider";

/**
 * The signed time of a Stripe-Signature header, in seconds, read as the stripe package reads it
 * (the last `t=`, as an integer), so it is the time the checked signature covers; null without one.
 */
function signedAt(header: string): number | null {
  let seconds = NaN;
  for (const item of header.split(",")) {
    const [key, value = ""] = item.split("=");
    if (key === "t") seconds = parseInt(value, 10);
  }
  return Number.isSafeInteger(seconds) ? seconds : null;
}

export function stripeClient(config: Config): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  // STRIPE_API_URL points the package at a Stripe-shaped test double; unset means api.stripe.com.
  const target = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === "http:" ? 80 : 443)),
          protocol: target.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

export function createStripePaymentProvider(config: Config, log: (line: string) => void): PaymentProvider {
  const stripe = stripeClient(config);
  return {
    name: "stripe",
    async createCheckout({ checkoutId, plan, user, botId, successUrl, cancelUrl }) {
      const recurring = plan.interval === "month" || plan.interval === "year";
      const metadata = {
        checkout_id: checkoutId,
        user_id: String(user.id),
        plan_id: String(plan.id),
        bot_id: botId === null ? "" : String(botId),
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: recurring ? "subscription" : "payment",
          client_reference_id: checkoutId,
          metadata,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: plan.priceCents,
                product_data: { name: plan.name },
                ...(recurring ? { recurring: { interval: plan.interval as "month" | "year" } } : {}),
              },
            },
          ],
          ...(user.stripeCustomerId ? { customer: user.stripeCustomerId } : { customer_email: user.email }),
          ...(recurring
            ? { subscription_data: { metadata } }
            : {
                payment_intent_data: { metadata },
                ...(user.stripeCustomerId ? {} : { customer_creation: "always" }),
              }),
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        // One checkout of ours is one Stripe session, however often the request is retried.
        { idempotencyKey: `checkout-${checkoutId}` },
      );
      if (!session.url) throw new Error(`Stripe returned no URL for session ${session.id}`);
      return { url: session.url, providerSessionId: session.id };
    },
    async verifyWebhook(rawBody, signature, now) {
      if (!config.STRIPE_WEBHOOK_SECRET) return { ok: false, reason: "none" };
      let event: Stripe.Event;
      try {
        // Tolerance 0: the package checks only the age of a timestamp, not one in the future, so
        // both directions are checked below. The signature covers the timestamp, so it is trusted.
        event = Stripe.webhooks.constructEvent(rawBody, signature, config.STRIPE_WEBHOOK_SECRET, 0);
      } catch {
        return { ok: false, reason: "signature" };
      }
      // `now` is the API's clock, so tests that move it sign with the same time.
      const signed = signedAt(signature);
      if (signed === null || Math.abs(now.getTime() / 1000 - signed) > WEBHOOK_TOLERANCE_SECONDS)
        return { ok: false, reason: "timestamp" };
      return {
        ok: true,
        event: {
          id: event.id,
          type: event.type,
          object: event.data.object as unknown as Record<string, unknown>,
        },
      };
    },
    async cancelSubscription(providerSubscriptionId) {
      try {
        await stripe.subscriptions.cancel(providerSubscriptionId);
      } catch (err) {
        // Already canceled or unknown at Stripe: nothing more to stop; log for the operator.
        log(`[payments] cancelling ${providerSubscriptionId} failed: ${errorSummary(err)}`);
      }
    },
  };
}
