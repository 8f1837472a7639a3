// POST /webhooks/stripe: Stripe's signed events. The payments provider checks the signature on the
// raw body before anything is read (verifyWebhook); billing applies each event once (api/domain/billing.ts).
import { Hono } from "hono";
import { handlePaymentEvent } from "../domain/billing";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import type { Services } from "../services/types";

export function webhooksResource(services: Services) {
  const r = new Hono<ApiEnv>();

  r.post("/stripe", async (c) => {
    const check = await services.payments.verifyWebhook(
      await c.req.text(),
      c.req.header("stripe-signature") ?? "",
      services.now(),
    );
    if (!check.ok && check.reason === "none") throw new ApiError(404, "Stripe is not configured.");
    if (!check.ok && check.reason === "timestamp")
      throw new ApiError(400, "The Stripe event's timestamp is more than 5 minutes from now.");
    if (!check.ok) throw new ApiError(400, "Invalid Stripe signature.");
    const outcome = await handlePaymentEvent(services, check.event);
    const duplicate = outcome === "duplicate";
    return ok(c, { received: true, duplicate }, duplicate ? "Event already processed" : "Event processed");
  });

  return r;
}
