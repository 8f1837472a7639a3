// A checkout for its buyer (GET /checkout/{id}) and the local test payment of
// docs/requirements/api.md#payments: POST /checkout/local/{id}/pay { card_number } fulfils through
// the same code as a Stripe webhook. POST /checkout/local/advance { days } is the demo clock.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { CheckoutView } from "../../contract/api-types";
import { advanceSchema } from "../../contract/billing";
import { CHECKOUT_COPY, TEST_CARDS, cardDigits, paySchema } from "../../contract/checkout";
import { bots, checkoutSessions, plans } from "../db/schema";
import { advanceClock } from "../domain/demo-clock";
import { fulfilCheckout } from "../domain/fulfil";
import { sendReceipt } from "../domain/payments";
import { subscriptionStatus } from "../domain/subscription-status";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import { enforceRateLimit } from "../http/rate-limit";
import { parseBody } from "../http/validate";
import type { Services } from "../services/types";
import { serializePlan } from "./subscription";

const NOT_FOUND = "Checkout not found.";

export function checkoutResource(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();
  r.use("/*", authMiddleware(services, { required: true }));

  /** The caller's own checkout; anyone else's is a 404, so ids cannot be probed. */
  async function ownCheckout(id: string, userId: number) {
    const [row] = await db
      .select({
        checkout: checkoutSessions,
        plan: plans,
        bot: { id: bots.id, name: bots.name, image: bots.image },
      })
      .from(checkoutSessions)
      .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
      .leftJoin(bots, eq(bots.id, checkoutSessions.botId))
      .where(eq(checkoutSessions.id, id))
      .limit(1);
    if (!row || row.checkout.userId !== userId) throw new ApiError(404, NOT_FOUND);
    return row;
  }

  function view(row: Awaited<ReturnType<typeof ownCheckout>>): CheckoutView {
    const { checkout } = row;
    return {
      id: checkout.id,
      status: checkout.status,
      provider: checkout.provider,
      plan: serializePlan(row.plan) as CheckoutView["plan"],
      bot: row.bot?.id ? row.bot : null,
      amount: checkout.amountCents / 100,
      paid_at: checkout.paidAt?.toISOString() ?? null,
    };
  }

  // The demo clock: moves the caller's own subscription forward by `days`, so renewals, failures,
  // the grace and reminders can be tried now. Demo mode with the local checkout only.
  r.post("/local/advance", async (c) => {
    if (!services.config.demoMode || services.payments.name !== "local")
      throw new ApiError(404, "Not found.");
    const user = c.get("user");
    const { days } = await parseBody(c, advanceSchema);
    await enforceRateLimit(services.rateLimiter, [`advance:${user.id}`], 60, 60);
    await advanceClock(services, user.id, days);
    return ok(c, await subscriptionStatus(db, user.id, services.now()), `Moved forward ${days} days`);
  });

  r.get("/:id", async (c) => {
    return ok(c, view(await ownCheckout(c.req.param("id"), c.get("user").id)), "Checkout");
  });

  r.post("/local/:id/pay", async (c) => {
    // The test card activates any plan: only in demo mode, while no real provider is configured.
    if (!services.config.demoMode || services.payments.name !== "local") throw new ApiError(404, NOT_FOUND);
    const user = c.get("user");
    const row = await ownCheckout(c.req.param("id"), user.id);
    const { card_number } = await parseBody(c, paySchema);
    if (row.checkout.status === "paid") return ok(c, view(row), CHECKOUT_COPY.alreadyPaid);
    if (row.checkout.status !== "open")
      throw new ApiError(409, "This checkout has expired. Please start again.");
    await enforceRateLimit(services.rateLimiter, [`pay:${user.id}`], 30, 60);
    if (card_number === cardDigits(TEST_CARDS.declined))
      throw new ApiError(402, CHECKOUT_COPY.declined, { card_number: [CHECKOUT_COPY.declined] });
    if (card_number !== cardDigits(TEST_CARDS.success))
      throw new ApiError(422, CHECKOUT_COPY.useTestCard, { card_number: [CHECKOUT_COPY.useTestCard] });
    const result = await fulfilCheckout(db, row.checkout.id, services.now(), {
      cardLast4: card_number.slice(-4),
    });
    if (result.fulfilled) await sendReceipt(services, result.payment);
    const fresh = await ownCheckout(row.checkout.id, user.id);
    return ok(c, view(fresh), result.fulfilled ? CHECKOUT_COPY.paid : CHECKOUT_COPY.alreadyPaid);
  });

  return r;
}
