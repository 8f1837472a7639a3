// Plans and the user's subscription (§4). Panels are public; status and payment need a token.
import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { CHECKOUT_COPY } from "../../contract/checkout";
import { isSinglePass } from "../domain/access";
import { subscriptionStatus } from "../domain/subscription-status";
import { bots, checkoutSessions, plans } from "../db/schema";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import { parseBody } from "../http/validate";
import type { Services } from "../services/types";

/** A form posts "" for "no bot"; JSON posts null. Both mean none. */
const optionalId = z.preprocess(
  (v) => (v === "" || v === undefined || v === "null" ? null : typeof v === "string" ? Number(v) : v),
  z
    .number({ invalid_type_error: CHECKOUT_COPY.botUnknown })
    .int()
    .positive(CHECKOUT_COPY.botUnknown)
    .nullable(),
);

const paymentSchema = z.object({
  product_id: z.preprocess(
    (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v) : v),
    z
      .number({ required_error: CHECKOUT_COPY.planRequired, invalid_type_error: CHECKOUT_COPY.planUnknown })
      .int(CHECKOUT_COPY.planUnknown)
      .positive(CHECKOUT_COPY.planUnknown),
  ),
  bot_id: optionalId,
});

const fieldError = (field: string, message: string) => new ApiError(422, message, { [field]: [message] });

export type PlanRow = typeof plans.$inferSelect;

export function serializePlan(plan: PlanRow) {
  return {
    id: plan.id,
    name: plan.name,
    icon: plan.icon,
    price: plan.priceCents / 100,
    interval: plan.interval,
    popular: plan.popular,
    description: plan.description,
  };
}

export function subscriptionResource(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();

  r.get("/subscription/panels", async (c) => {
    const rows = await db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder));
    return ok(c, rows.map(serializePlan), "Plans");
  });

  r.use("/subscription/status", authMiddleware(services, { required: true }));
  r.get("/subscription/status", async (c) => {
    return ok(c, await subscriptionStatus(db, c.get("user").id, services.now()), "Subscription status");
  });

  r.use("/subscription/payment", authMiddleware(services, { required: true }));
  r.post("/subscription/payment", async (c) => {
    const user = c.get("user");
    const input = await parseBody(c, paymentSchema);
    const [plan] = await db
      .select()
      .from(plans)
      .where(and(eq(plans.id, input.product_id), eq(plans.active, true)));
    if (!plan) throw fieldError("product_id", CHECKOUT_COPY.planUnknown);
    if (isSinglePass(plan.interval) && input.bot_id === null)
      throw fieldError("bot_id", CHECKOUT_COPY.botRequired);
    if (!isSinglePass(plan.interval) && input.bot_id !== null)
      throw fieldError("bot_id", CHECKOUT_COPY.botNotAllowed);
    if (input.bot_id !== null) {
      const [bot] = await db.select({ id: bots.id }).from(bots).where(eq(bots.id, input.bot_id));
      if (!bot) throw fieldError("bot_id", CHECKOUT_COPY.botUnknown);
    }

    const id = `cs_${randomBytes(18).toString("base64url")}`;
    await db.insert(checkoutSessions).values({
      id,
      userId: user.id,
      planId: plan.id,
      botId: input.bot_id,
      amountCents: plan.priceCents,
      provider: services.payments.name,
      createdAt: services.now(),
    });
    const back = new URL("/dashboard/subscription", services.config.PUBLIC_URL);
    let started: { url: string; providerSessionId: string | null };
    try {
      started = await services.payments.createCheckout({
        checkoutId: id,
        plan,
        user: { id: user.id, email: user.email, stripeCustomerId: user.stripeCustomerId },
        botId: input.bot_id,
        successUrl: `${back}?checkout=success`,
        cancelUrl: `${back}?checkout=canceled`,
      });
    } catch (err) {
      services.log(`[payments] creating checkout ${id} failed: ${err instanceof Error ? err.message : err}`);
      await db.update(checkoutSessions).set({ status: "expired" }).where(eq(checkoutSessions.id, id));
      throw new ApiError(503, CHECKOUT_COPY.providerDown);
    }
    if (started.providerSessionId) {
      await db
        .update(checkoutSessions)
        .set({ providerSessionId: started.providerSessionId })
        .where(eq(checkoutSessions.id, id));
    }
    return ok(c, { checkout_url: started.url, checkout_id: id }, "Checkout started");
  });

  return r;
}
