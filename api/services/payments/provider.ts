export interface CheckoutRequest {
  /** Our checkout_sessions.id (already stored, status "open"). */
  checkoutId: string;
  plan: {
    id: number;
    name: string;
    priceCents: number;
    interval: "day" | "week" | "month" | "year";
    stripePriceId: string | null;
  };
  user: { id: number; email: string; stripeCustomerId: string | null };
  botId: number | null;
  /** Absolute URLs the provider returns the buyer to. */
  successUrl: string;
  cancelUrl: string;
}

/** A provider's event whose signature was checked; api/domain/billing.ts handles it. */
export interface PaymentEvent {
  /** The provider's event id: each is handled once (processed_webhook_events). */
  id: string;
  type: string;
  /** The object the event is about (a checkout session, subscription or invoice), as sent. */
  object: Record<string, unknown>;
}

export type WebhookCheck =
  | { ok: true; event: PaymentEvent }
  /**
   * "none": this provider sends no webhooks; "signature": the body is not signed by it;
   * "timestamp": signed, but more than WEBHOOK_TOLERANCE_SECONDS from now (a replay or a forged clock).
   */
  | { ok: false; reason: "none" | "signature" | "timestamp" };

/** How far a webhook's signed time may be from ours, either way (Stripe's own default age). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Takes card payments. Local test checkout by default; Stripe Checkout with STRIPE_SECRET_KEY. */
export interface PaymentProvider {
  readonly name: "local" | "stripe";
  /** Creates the provider's checkout and returns the URL the buyer opens and the provider's id. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string | null }>;
  /** Stops a provider-run renewal (a replaced Stripe subscription must not charge again). */
  cancelSubscription?(providerSubscriptionId: string): Promise<void>;
  /**
   * Checks a webhook's signature on its raw body (before anything in it is trusted) at time `now`,
   * and returns the event it carries.
   */
  verifyWebhook(rawBody: string, signature: string, now: Date): Promise<WebhookCheck>;
}
