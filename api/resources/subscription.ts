// Plans and the user's subscription (docs/requirements/dashboard.md#subscriptions). Panels are
// public; status and payment need a token. Starting a checkout is idempotent: the same plan and bot
// again within CHECKOUT_REUSE_MS gives the same open checkout (a double click, a resubmitted form),
// even when both requests arrive at once.
import { errorSummary } from "../../contract/error-summary";
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Plan } from "../../contract/api-types";
import { ID_MAX } from "../../contract/chat-schemas";
import { CHECKOUT_COPY } from "../../contract/checkout";
import { isSinglePass } from "../domain/access";
import { openableBy } from "../domain/bot-visibility";
import { subscriptionStatus } from "../domain/subscription-status";
import { withDbRetry } from "../db/retry";
import { bots, checkoutSessions, plans, users } from "../db/schema";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import { publicGet } from "../http/public-answer";
import { parseBody } from "../http/validate";
import type { Services } from "../services/types";
import { subscriptionBillingRoutes } from "./subscription-billing";

/** A form posts "" for "no bot"; JSON posts null. Both mean none. */
const optionalId = z.preprocess(
  (v) => (v === "" || v === undefined || v === "null" ? null : typeof v === "string" ? Number(v) : v),
  z
    .number({ invalid_type_error: CHECKOUT_COPY.botUnknown })
    .int()
    .positive(CHECKOUT_COPY.botUnknown)
    .max(ID_MAX, CHECKOUT_COPY.botUnknown)
    .nullable(),
);

const paymentSchema = z.object({
  product_id: z.preprocess(
    (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v) : v),
    z
      .number({ required_error: CHECKOUT_COPY.planRequired, invalid_type_error: CHECKOUT_COPY.planUnknown })
      .int(CHECKOUT_COPY.planUnknown)
      .positive(CHECKOUT_COPY.planUnknown)
      .max(ID_MAX, CHECKOUT_COPY.planUnknown),
  ),
  bot_id: optionalId,
});

const fieldError = (field: string, message: string) => new ApiError(422, message, { [field]: [message] });

export type PlanRow = typeof plans.$inferSelect;
type CheckoutRow = typeof checkoutSessions.$inferSelect;

/** How long an open checkout of the same plan and bot is handed out again instead of a new one. */
export const CHECKOUT_REUSE_MS = 10 * 60 * 1000;
/** A twin request waits this long at most for the first one to get the provider's URL. */
const TWIN_WAIT_MS = 25_000;
const TWIN_POLL_MS = 100;

export function serializePlan(plan: PlanRow): Plan {
  return {
    id: plan.id,
    name: plan.name,
    // A text column; operators pick it from PLAN_ICONS (contract/admin.ts), and the seed uses them too.
    icon: plan.icon as Plan["icon"],
    price: plan.priceCents / 100,
    interval: plan.interval,
    popular: plan.popular,
    description: plan.description,
    daily_messages: plan.dailyMessages,
  };
}

export function subscriptionResource(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();

  // The same for everyone (a token changes nothing here), so cached and public.
  r.get("/panels", (c) =>
    publicGet(c, db, "plans", "Plans", async () => {
      const rows = await db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder));
      return rows.map(serializePlan);
    }),
  );

  r.use("/status", authMiddleware(services, { required: true }));
  r.get("/status", async (c) => {
    return ok(c, await subscriptionStatus(db, c.get("user").id, services.now()), "Subscription status");
  });

  r.use("/payment", authMiddleware(services, { required: true }));
  r.post("/payment", async (c) => {
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
      const [bot] = await db
        .select({ id: bots.id })
        .from(bots)
        .where(and(eq(bots.id, input.bot_id), openableBy(user.id)));
      if (!bot) throw fieldError("bot_id", CHECKOUT_COPY.botUnknown);
    }

    const claim = await withDbRetry(() => claimCheckout(services, user.id, plan, input.bot_id));
    if (!claim.created) {
      const url = claim.row.checkoutUrl ?? (await waitForTwin(services, claim.row.id));
      return ok(c, { checkout_url: url, checkout_id: claim.row.id }, "Checkout started");
    }
    const id = claim.row.id;
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
      services.log(`[payments] creating checkout ${id} failed: ${errorSummary(err)}`);
      await db.update(checkoutSessions).set({ status: "expired" }).where(eq(checkoutSessions.id, id));
      throw new ApiError(503, CHECKOUT_COPY.providerDown);
    }
    await db
      .update(checkoutSessions)
      .set({ providerSessionId: started.providerSessionId, checkoutUrl: started.url })
      .where(eq(checkoutSessions.id, id));
    return ok(c, { checkout_url: started.url, checkout_id: id }, "Checkout started");
  });

  r.route("/", subscriptionBillingRoutes(services));
  return r;
}

/**
 * The user's open checkout of this plan and bot from the last CHECKOUT_REUSE_MS, or a new one. The
 * user's row is locked for the look-up and the insert, so of two requests at once the second waits
 * and then finds the first's row (possibly still without its URL: see waitForTwin). Safe to retry
 * as a whole: a retry finds the row an attempt may have stored.
 */
async function claimCheckout(
  services: Services,
  userId: number,
  plan: PlanRow,
  botId: number | null,
): Promise<{ row: CheckoutRow; created: boolean }> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [open] = await tx
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.userId, userId),
          eq(checkoutSessions.planId, plan.id),
          botId === null ? isNull(checkoutSessions.botId) : eq(checkoutSessions.botId, botId),
          eq(checkoutSessions.amountCents, plan.priceCents),
          eq(checkoutSessions.provider, services.payments.name),
          eq(checkoutSessions.status, "open"),
          gt(checkoutSessions.createdAt, new Date(now.getTime() - CHECKOUT_REUSE_MS)),
        ),
      )
      .orderBy(desc(checkoutSessions.createdAt))
      .limit(1);
    if (open) return { row: open, created: false };
    const [row] = await tx
      .insert(checkoutSessions)
      .values({
        id: `cs_${randomBytes(18).toString("base64url")}`,
        userId,
        planId: plan.id,
        botId,
        amountCents: plan.priceCents,
        provider: services.payments.name,
        createdAt: now,
      })
      .returning();
    return { row: row!, created: true };
  });
}

/** The URL of a checkout another request is creating at this moment; 503 if that one fails. */
async function waitForTwin(services: Services, id: string): Promise<string> {
  for (let waited = 0; waited < TWIN_WAIT_MS; waited += TWIN_POLL_MS) {
    const [row] = await services.db
      .select({ url: checkoutSessions.checkoutUrl, status: checkoutSessions.status })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, id));
    if (row?.url) return row.url;
    if (row?.status !== "open") break;
    await new Promise((resolve) => setTimeout(resolve, TWIN_POLL_MS));
  }
  throw new ApiError(503, CHECKOUT_COPY.providerDown);
}
