// The embedded payment provider: the buyer pays on our own /checkout/{id} page in test mode.
import type { Config } from "../../config";
import type { PaymentProvider } from "./provider";

export function createLocalPaymentProvider(_config: Config): PaymentProvider {
  return {
    name: "local",
    async createCheckout({ checkoutId }) {
      return { url: `/checkout/${checkoutId}`, providerSessionId: null };
    },
  };
}
