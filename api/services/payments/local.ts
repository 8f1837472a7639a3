// The embedded payment provider: the buyer pays on our own /checkout/{id} page in test mode. It
// activates any plan for the public test card, so it exists only in demo mode.
import { ConfigError, type Config } from "../../config";
import type { PaymentProvider } from "./provider";

export function createLocalPaymentProvider(config: Config): PaymentProvider {
  if (!config.demoMode) {
    throw new ConfigError(
      "Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: outside demo mode there is no test checkout.",
    );
  }
  return {
    name: "local",
    async createCheckout({ checkoutId }) {
      return { url: `/checkout/${checkoutId}`, providerSessionId: null };
    },
    // Payment happens on our own page, which fulfils the checkout directly: nothing calls back.
    async verifyWebhook() {
      return { ok: false, reason: "none" };
    },
  };
}
