// The Stripe provider against a Stripe-shaped server on loopback, and POST /webhooks/stripe with
// events signed by the stripe package: bad signatures refused, replays ignored, each event type.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../api/app";
import { checkoutSessions, processedWebhookEvents, subscriptions, users } from "../../api/db/schema";
import { CHECKOUT_COPY, TEST_CARDS } from "../../contract/checkout";
import { createTestApi, type TestApi } from "../support/api";
import { defined, first } from "../support/defined";
import { signedEvent, startStripeServer, WEBHOOK_SECRET } from "../support/stripe-server";
import {
  botIds,
  type BotIds,
  notificationsOf,
  planOf,
  startCheckout,
  status,
} from "../support/subscriptions";
import { createUser, type TestUser } from "../support/users";

const DAY = 86_400_000;
let t: TestApi;
let stripe: Awaited<ReturnType<typeof startStripeServer>>;
let api: ReturnType<typeof createApi>;
let bots: BotIds;

beforeAll(async () => {
  stripe = await startStripeServer();
  t = await createTestApi({
    STRIPE_SECRET_KEY: "sk_test_loopback",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PUBLIC_URL: "https://infinite.example",
  });
  api = createApi(t.services);
  bots = await botIds(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function deliver(event: { payload: string; header: string } | { payload: string; header?: string }) {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (event.header !== undefined) headers.set("Stripe-Signature", event.header);
  const res = await api.fetch(
    new Request("http://test.local/api/v1/webhooks/stripe", { method: "POST", headers, body: event.payload }),
  );
  return { status: res.status, body: await res.json() };
}

const event = (type: string, object: Record<string, unknown>, id?: string) =>
  signedEvent(type, object, { id, now: t.services.now() });

/** What Stripe sends when the buyer has paid on its page. */
function completedSession(checkoutId: string, sessionId: string, extra: Record<string, unknown> = {}) {
  return {
    id: sessionId,
    object: "checkout.session",
    payment_status: "paid",
    status: "complete",
    client_reference_id: checkoutId,
    metadata: { checkout_id: checkoutId },
    customer: "cus_test_1",
    ...extra,
  };
}

async function checkoutRow(id: string) {
  return first(await t.services.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)));
}

async function subscriptionRows(user: TestUser) {
  return t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
}

/** A monthly plan bought through Stripe: checkout created, then the completed webhook. */
async function buyMonthly(user: TestUser, stripeSub: string) {
  const started = await startCheckout(t, user, (await planOf(t, "month")).id, null);
  const row = await checkoutRow(started.checkout_id);
  const res = await deliver(
    event(
      "checkout.session.completed",
      completedSession(started.checkout_id, row.providerSessionId!, {
        subscription: stripeSub,
        amount_total: 1999,
      }),
    ),
  );
  expect(res.status).toBe(200);
  return started.checkout_id;
}

describe("the Stripe provider", () => {
  it("creates a subscription-mode Checkout Session for a monthly plan", async () => {
    const user = await createUser(t);
    const month = await planOf(t, "month");
    const before = stripe.requests.length;
    const started = await startCheckout(t, user, month.id, null);
    const req = defined(stripe.requests[before], "a request to Stripe");
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/v1/checkout/sessions");
    expect(req.headers.authorization).toBe("Bearer sk_test_loopback");
    expect(req.form).toMatchObject({
      mode: "subscription",
      client_reference_id: started.checkout_id,
      "metadata[checkout_id]": started.checkout_id,
      "metadata[user_id]": String(user.id),
      "metadata[plan_id]": String(month.id),
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "1999",
      "line_items[0][price_data][recurring][interval]": "month",
      "subscription_data[metadata][checkout_id]": started.checkout_id,
      customer_email: user.email,
      success_url: "https://infinite.example/dashboard/subscription?checkout=success",
      cancel_url: "https://infinite.example/dashboard/subscription?checkout=canceled",
    });
    const sessionId = (await checkoutRow(started.checkout_id)).providerSessionId;
    expect(started.checkout_url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
  });

  it("creates a payment-mode session bound to the bot for a day pass", async () => {
    const user = await createUser(t);
    const day = await planOf(t, "day");
    const before = stripe.requests.length;
    await startCheckout(t, user, day.id, bots[1]);
    const { form } = defined(stripe.requests[before], "a request to Stripe");
    expect(form.mode).toBe("payment");
    expect(form["metadata[bot_id]"]).toBe(String(bots[1]));
    expect(form["line_items[0][price_data][unit_amount]"]).toBe("499");
    expect(form["line_items[0][price_data][recurring][interval]"]).toBeUndefined();
  });

  it("answers 503 when Stripe refuses, and leaves no open checkout", async () => {
    const user = await createUser(t);
    stripe.failNext(400, "Invalid API Key provided");
    const month = await planOf(t, "month");
    const res = await t.call("POST", "/subscription/payment", {
      token: user.token,
      json: { product_id: month.id, bot_id: null },
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(CHECKOUT_COPY.providerDown);
    const rows = await t.services.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.id));
    expect(rows.map((r) => r.status)).toEqual(["expired"]);
  });

  it("has no local pay endpoint", async () => {
    const user = await createUser(t);
    const { checkout_id } = await startCheckout(t, user, (await planOf(t, "month")).id, null);
    const res = await t.call("POST", `/checkout/local/${checkout_id}/pay`, {
      token: user.token,
      json: { card_number: TEST_CARDS.success },
    });
    expect(res.status).toBe(404);
    expect((await checkoutRow(checkout_id)).status).toBe("open");
  });
});

describe("POST /webhooks/stripe", () => {
  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const user = await createUser(t);
    const { checkout_id } = await startCheckout(t, user, (await planOf(t, "month")).id, null);
    const sessionId = (await checkoutRow(checkout_id)).providerSessionId!;
    const object = completedSession(checkout_id, sessionId);
    const forged = signedEvent("checkout.session.completed", object, {
      secret: "whsec_wrong",
      now: t.services.now(),
    });
    const genuine = event("checkout.session.completed", object);
    const tampered = { payload: genuine.payload.replace('"paid"', '"paid" '), header: genuine.header };
    for (const bad of [forged, tampered, { payload: genuine.payload }]) {
      const res = await deliver(bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: "Invalid Stripe signature." });
    }
    expect((await checkoutRow(checkout_id)).status).toBe("open");
    expect(await subscriptionRows(user)).toHaveLength(0);
    expect(await notificationsOf(t, user)).toHaveLength(0);
    const id = JSON.parse(forged.payload).id;
    expect(
      await t.services.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, id)),
    ).toHaveLength(0);
  });

  it("refuses an event signed more than 5 minutes before or after now, and takes one within them", async () => {
    const user = await createUser(t);
    const { checkout_id } = await startCheckout(t, user, (await planOf(t, "month")).id, null);
    const sessionId = (await checkoutRow(checkout_id)).providerSessionId!;
    const object = completedSession(checkout_id, sessionId, { subscription: "sub_clock" });
    const signedAt = (offsetSeconds: number) =>
      signedEvent("checkout.session.completed", object, {
        now: new Date(t.services.now().getTime() + offsetSeconds * 1000),
      });
    for (const offset of [-3600, -301, 301, 3600]) {
      const res = await deliver(signedAt(offset));
      expect(res.status, `signed ${offset} s from now`).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message: "The Stripe event's timestamp is more than 5 minutes from now.",
      });
    }
    expect((await checkoutRow(checkout_id)).status).toBe("open");
    expect(await subscriptionRows(user)).toHaveLength(0);
    // A clock a little ahead or behind Stripe's is fine.
    expect((await deliver(signedAt(240))).status).toBe(200);
    expect((await checkoutRow(checkout_id)).status).toBe("paid");
    expect((await deliver(signedAt(-240))).status).toBe(200);
  });

  it("checkout.session.completed activates the plan, once, and a replay changes nothing", async () => {
    const user = await createUser(t);
    const { checkout_id } = await startCheckout(t, user, (await planOf(t, "month")).id, null);
    const sessionId = (await checkoutRow(checkout_id)).providerSessionId!;
    const completed = event(
      "checkout.session.completed",
      completedSession(checkout_id, sessionId, { subscription: "sub_first", amount_total: 1999 }),
    );
    const first = await deliver(completed);
    expect(first).toMatchObject({ status: 200, body: { data: { duplicate: false } } });
    const s = await status(t, user);
    expect(s).toMatchObject({
      is_subscribed: true,
      subscription: { matched_db_product: { interval: "month" } },
    });
    const [row] = await subscriptionRows(user);
    expect(row).toMatchObject({ provider: "stripe", providerSubscriptionId: "sub_first" });
    const [u] = await t.services.db.select().from(users).where(eq(users.id, user.id));
    expect(defined(u, "the buyer").stripeCustomerId).toBe("cus_test_1");

    const replay = await deliver(completed);
    expect(replay).toMatchObject({ status: 200, body: { data: { duplicate: true } } });
    // Stripe may also send the same session under a new event id: the checkout is already paid.
    const again = await deliver(
      event(
        "checkout.session.completed",
        completedSession(checkout_id, sessionId, { subscription: "sub_first" }),
      ),
    );
    expect(again.status).toBe(200);
    expect(await subscriptionRows(user)).toHaveLength(1);
    expect((await status(t, user)).subscription!.current_period_end).toBe(s.subscription!.current_period_end);
    expect((await notificationsOf(t, user)).map((n) => n.title)).toEqual(["Subscription activated"]);
  });

  it("ignores an unpaid session, a session for another checkout and a wrong amount", async () => {
    const user = await createUser(t);
    const { checkout_id } = await startCheckout(t, user, (await planOf(t, "month")).id, null);
    const sessionId = (await checkoutRow(checkout_id)).providerSessionId!;
    for (const object of [
      completedSession(checkout_id, sessionId, { payment_status: "unpaid" }),
      completedSession(checkout_id, "cs_test_someone_else"),
      completedSession(checkout_id, sessionId, { amount_total: 1 }),
    ]) {
      expect((await deliver(event("checkout.session.completed", object))).status).toBe(200);
    }
    expect((await checkoutRow(checkout_id)).status).toBe("open");
    expect(await subscriptionRows(user)).toHaveLength(0);
  });

  it("a day pass paid at Stripe is bound to its bot for one day", async () => {
    const user = await createUser(t);
    const { checkout_id } = await startCheckout(t, user, (await planOf(t, "day")).id, bots[2]);
    const sessionId = (await checkoutRow(checkout_id)).providerSessionId!;
    const before = t.services.now().getTime();
    await deliver(event("checkout.session.completed", completedSession(checkout_id, sessionId)));
    const s = await status(t, user);
    expect(s.subscription).toMatchObject({ bot_id: bots[2], matched_db_product: { interval: "day" } });
    const end = new Date(s.subscription!.current_period_end).getTime();
    expect(end - before).toBeGreaterThanOrEqual(DAY);
    expect(end - before).toBeLessThan(DAY + 60_000);
  });

  it("customer.subscription.updated moves the period end and the status", async () => {
    const user = await createUser(t);
    await buyMonthly(user, "sub_updated");
    const renewed = Math.floor((t.services.now().getTime() + 62 * DAY) / 1000);
    const res = await deliver(
      event("customer.subscription.updated", {
        id: "sub_updated",
        object: "subscription",
        status: "active",
        items: { data: [{ current_period_end: renewed }] },
      }),
    );
    expect(res.status).toBe(200);
    expect((await status(t, user)).subscription!.current_period_end).toBe(
      new Date(renewed * 1000).toISOString(),
    );

    await deliver(
      event("customer.subscription.updated", { id: "sub_updated", status: "past_due", items: { data: [] } }),
    );
    expect((await status(t, user)).subscription).toMatchObject({ status: "past_due" });
  });

  it("invoice.payment_failed marks the plan past due and tells the user", async () => {
    const user = await createUser(t);
    await buyMonthly(user, "sub_failing");
    const failed = event("invoice.payment_failed", {
      id: "in_1",
      object: "invoice",
      customer: "cus_test_1",
      parent: { subscription_details: { subscription: "sub_failing" } },
    });
    expect((await deliver(failed)).status).toBe(200);
    // A replayed event id is acknowledged and ignored: no second notice.
    expect(await deliver(failed)).toMatchObject({ status: 200, body: { data: { duplicate: true } } });
    expect(first(await subscriptionRows(user)).status).toBe("past_due");
    const notes = await notificationsOf(t, user);
    expect(notes.map((n) => n.title)).toEqual(["Subscription activated", "Payment failed"]);
    expect(notes.at(-1)).toEqual({
      title: "Payment failed",
      message: "We could not renew your Monthly Unlimited. Please update your card to keep chatting.",
    });
  });

  it("customer.subscription.deleted ends the plan and says so once", async () => {
    const user = await createUser(t);
    await buyMonthly(user, "sub_deleted");
    const deleted = event("customer.subscription.deleted", { id: "sub_deleted", status: "canceled" });
    expect((await deliver(deleted)).status).toBe(200);
    expect(await status(t, user)).toEqual({ is_subscribed: false, subscription: null });
    await deliver(event("customer.subscription.deleted", { id: "sub_deleted", status: "canceled" }));
    const titles = (await notificationsOf(t, user)).map((n) => n.title);
    expect(titles).toEqual(["Subscription activated", "Subscription ended"]);
  });

  it("replacing a Stripe plan cancels the old Stripe subscription", async () => {
    const user = await createUser(t);
    await buyMonthly(user, "sub_old_plan");
    const { checkout_id } = await startCheckout(t, user, (await planOf(t, "year")).id, null);
    const sessionId = (await checkoutRow(checkout_id)).providerSessionId!;
    const before = stripe.requests.length;
    await deliver(
      event(
        "checkout.session.completed",
        completedSession(checkout_id, sessionId, { subscription: "sub_new_plan" }),
      ),
    );
    expect(stripe.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      "DELETE /v1/subscriptions/sub_old_plan",
    ]);
    expect((await status(t, user)).subscription).toMatchObject({ matched_db_product: { interval: "year" } });
    // Stripe then reports the old one deleted: the new plan stays, no "ended" notice.
    await deliver(event("customer.subscription.deleted", { id: "sub_old_plan", status: "canceled" }));
    expect((await status(t, user)).is_subscribed).toBe(true);
    expect((await notificationsOf(t, user)).map((n) => n.title)).toEqual([
      "Subscription activated",
      "Subscription activated",
    ]);
  });

  it("answers other event types with 200 and does nothing", async () => {
    const res = await deliver(event("customer.created", { id: "cus_x" }));
    expect(res.status).toBe(200);
  });
});
