// A member's own plan after it is bought (docs/requirements/dashboard.md#subscriptions): cancel and
// resume, the card on file, Stripe's billing portal, and what was paid with a receipt each.
// Mounted inside subscription.ts, so the paths are /subscription/...; all need a token.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { BILLING_COPY } from "../../contract/billing";
import { paySchema } from "../../contract/checkout";
import { users } from "../db/schema";
import { cancelPlan, resumePlan, updateCard } from "../domain/plan-changes";
import { listPayments, receiptOf } from "../domain/payments";
import { subscriptionStatus } from "../domain/subscription-status";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import { enforceRateLimit } from "../http/rate-limit";
import { parseBody } from "../http/validate";
import { SUBSCRIPTION_PATH } from "../services/mail/billing-templates";
import type { Services } from "../services/types";

/** The Subscription page lists this many of the latest charges. */
const PAYMENTS_LISTED = 100;

export function subscriptionBillingRoutes(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();
  const auth = authMiddleware(services, { required: true });
  for (const path of ["/cancel", "/resume", "/card", "/portal", "/payments", "/payments/*"])
    r.use(path, auth);

  const statusNow = (userId: number) => subscriptionStatus(db, userId, services.now());

  r.post("/cancel", async (c) => {
    const user = c.get("user");
    await enforceRateLimit(services.rateLimiter, [`plan-change:${user.id}`], 30, 60);
    await cancelPlan(services, user.id);
    return ok(c, await statusNow(user.id), BILLING_COPY.canceledTitle);
  });

  r.post("/resume", async (c) => {
    const user = c.get("user");
    await enforceRateLimit(services.rateLimiter, [`plan-change:${user.id}`], 30, 60);
    await resumePlan(services, user.id);
    return ok(c, await statusNow(user.id), BILLING_COPY.resumedTitle);
  });

  r.post("/card", async (c) => {
    const user = c.get("user");
    const { card_number } = await parseBody(c, paySchema);
    await enforceRateLimit(services.rateLimiter, [`pay:${user.id}`], 30, 60);
    const message = await updateCard(services, user.id, card_number);
    return ok(c, await statusNow(user.id), message);
  });

  r.post("/portal", async (c) => {
    const user = c.get("user");
    if (services.payments.name !== "stripe" || !services.payments.createPortalSession)
      throw new ApiError(404, BILLING_COPY.portalOnlyStripe);
    const [row] = await db
      .select({ customer: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, user.id));
    if (!row?.customer) throw new ApiError(409, BILLING_COPY.noBillingAccount);
    const back = new URL(SUBSCRIPTION_PATH, services.config.PUBLIC_URL).toString();
    let url: string;
    try {
      url = await services.payments.createPortalSession(row.customer, back);
    } catch (err) {
      services.log(
        `[payments] portal for user ${user.id} failed: ${err instanceof Error ? err.message : err}`,
      );
      throw new ApiError(503, BILLING_COPY.portalDown);
    }
    return ok(c, { url }, "Billing portal");
  });

  r.get("/payments", async (c) =>
    ok(c, await listPayments(db, c.get("user").id, PAYMENTS_LISTED), "Payments"),
  );

  r.get("/payments/:id", async (c) => {
    const receipt = await receiptOf(db, c.get("user").id, c.req.param("id"));
    if (!receipt) throw new ApiError(404, BILLING_COPY.receiptNotFound);
    return ok(c, receipt, "Receipt");
  });

  return r;
}
