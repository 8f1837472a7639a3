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

/** Takes card payments. Local test checkout by default; Stripe Checkout with STRIPE_SECRET_KEY. */
export interface PaymentProvider {
  readonly name: "local" | "stripe";
  /** Creates the provider's checkout and returns the URL the buyer opens and the provider's id. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string | null }>;
  /** Stops a provider-run renewal (a replaced Stripe subscription must not charge again). */
  cancelSubscription?(providerSubscriptionId: string): Promise<void>;
}
