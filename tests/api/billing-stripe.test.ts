// A plan run by Stripe, against the Stripe-shaped server on loopback: cancel and resume set
// cancel_at_period_end on the Stripe subscription (and its webhook confirms it), invoice.paid
// renews with a receipt, invoice.payment_failed makes the plan past due with the grace, and
// POST /subscription/portal opens a billing portal session for the member's Stripe customer.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../api/app";
import { checkoutSessions } from "../../api/db/schema";
import type { PaymentItem } from "../../contract/api-types";
import { BILLING_COPY } from "../../contract/billing";
import { CHECKOUT_COPY } from "../../contract/checkout";
import { lastMail } from "../support/accounts";
import { createTestApi, type TestApi } from "../support/api";
import { defined, first } from "../support/defined";
import { signedEvent, startStripeServer, WEBHOOK_SECRET } from "../support/stripe-server";
import { planOf, startCheckout, status } from "../support/subscriptions";
import { createUser, type TestUser } from "../support/users";

const DAY = 86_400_000;
let t: TestApi;
let stripe: Awaited<ReturnType<typeof startStripeServer>>;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  stripe = await startStripeServer();
  t = await createTestApi({
    STRIPE_SECRET_KEY: "sk_test_loopback",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PUBLIC_URL: "https://infinite.example",
  });
  api = createApi(t.services);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function deliver(type: string, object: Record<string, unknown>) {
  const { payload, header } = signedEvent(type, object, { now: t.services.now() });
  const res = await api.fetch(
    new Request("http://test.local/api/v1/webhooks/stripe", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": header },
      body: payload,
    }),
  );
  expect(res.status).toBe(200);
  return (await res.json()).data as { duplicate: boolean };
}

/** A monthly plan paid on Stripe's page: the checkout, then Stripe's completed webhook. */
async function buyMonthly(user: TestUser, stripeSub: string, customer: string) {
  const { checkout_id } = await startCheckout(t, user, (await planOf(t, "month")).id, null);
  const [row] = await t.services.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, checkout_id));
  await deliver("checkout.session.completed", {
    id: defined(row, "the checkout").providerSessionId,
    object: "checkout.session",
    payment_status: "paid",
    client_reference_id: checkout_id,
    metadata: { checkout_id },
    customer,
    subscription: stripeSub,
    amount_total: 1999,
  });
}

const post = (user: TestUser, path: string) => t.call("POST", path, { token: user.token, json: {} });
const payments = async (user: TestUser) =>
  (await t.call("GET", "/subscription/payments", { token: user.token })).body.data as PaymentItem[];
const requestsTo = (path: string) => stripe.requests.filter((r) => r.path === path);

describe("cancel and resume with Stripe", () => {
  it("sets cancel_at_period_end on the Stripe subscription and back; the webhook confirms it", async () => {
    const user = await createUser(t);
    await buyMonthly(user, "sub_cancel", "cus_cancel");
    const canceled = await post(user, "/subscription/cancel");
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({
      status: "canceling",
      cancel_at_period_end: true,
      renews_at: null,
    });
    expect(requestsTo("/v1/subscriptions/sub_cancel").at(-1)).toMatchObject({
      method: "POST",
      form: { cancel_at_period_end: "true" },
    });

    const resumed = await post(user, "/subscription/resume");
    expect(resumed.body.data).toMatchObject({ status: "active", cancel_at_period_end: false });
    expect(requestsTo("/v1/subscriptions/sub_cancel").at(-1)?.form).toEqual({
      cancel_at_period_end: "false",
    });

    // Cancelled in Stripe's portal: the webhook is what tells us.
    const end = Math.floor((t.services.now().getTime() + 30 * DAY) / 1000);
    await deliver("customer.subscription.updated", {
      id: "sub_cancel",
      object: "subscription",
      status: "active",
      cancel_at_period_end: true,
      items: { data: [{ current_period_end: end }] },
    });
    expect(await status(t, user)).toMatchObject({ status: "canceling", cancel_at_period_end: true });
  });

  it("changes nothing when Stripe refuses", async () => {
    const user = await createUser(t);
    await buyMonthly(user, "sub_refused", "cus_refused");
    stripe.failNext(400, "No such subscription: sub_refused");
    const res = await post(user, "/subscription/cancel");
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(CHECKOUT_COPY.providerDown);
    expect(await status(t, user)).toMatchObject({ status: "active", cancel_at_period_end: false });
  });
});

describe("renewals with Stripe", () => {
  it("invoice.paid moves the period on and records the charge with a receipt, once", async () => {
    const user = await createUser(t);
    await buyMonthly(user, "sub_renew", "cus_renew");
    const start = Math.floor((t.services.now().getTime() + 30 * DAY) / 1000);
    const end = start + 31 * 86_400;
    const invoice = {
      id: "in_renew_1",
      object: "invoice",
      billing_reason: "subscription_cycle",
      customer: "cus_renew",
      amount_paid: 1999,
      parent: { subscription_details: { subscription: "sub_renew" } },
      lines: { data: [{ period: { start, end } }] },
    };
    await deliver("invoice.paid", invoice);
    // The same invoice again under a new event id records nothing twice.
    await deliver("invoice.paid", invoice);
    const s = await status(t, user);
    expect(s.subscription!.current_period_end).toBe(new Date(end * 1000).toISOString());
    expect(s).toMatchObject({ status: "active", renews_at: new Date(end * 1000).toISOString() });
    const list = await payments(user);
    expect(list.map((p) => p.status)).toEqual(["paid", "paid"]);
    expect(first(list)).toMatchObject({ amount_usd: 19.99, plan: { name: "Monthly Unlimited" } });
    const mail = defined((await lastMail(t, user.email, "receipt")) ?? undefined, "the receipt");
    expect(mail.text).toContain(`https://infinite.example${first(list).receipt_url}`);

    // The first invoice is the checkout's, already recorded.
    await deliver("invoice.paid", { ...invoice, id: "in_renew_0", billing_reason: "subscription_create" });
    expect(await payments(user)).toHaveLength(2);
  });

  it("invoice.payment_failed makes the plan past due with a 3-day grace and a mail to pay again", async () => {
    const user = await createUser(t);
    await buyMonthly(user, "sub_fail", "cus_fail");
    const before = await status(t, user);
    await deliver("invoice.payment_failed", {
      id: "in_fail_1",
      object: "invoice",
      customer: "cus_fail",
      amount_due: 1999,
      parent: { subscription_details: { subscription: "sub_fail" } },
    });
    const s = await status(t, user);
    expect(s).toMatchObject({ is_subscribed: true, status: "past_due", renews_at: null });
    expect(Date.parse(s.subscription!.grace_until!)).toBe(
      Date.parse(before.subscription!.current_period_end) + 3 * DAY,
    );
    expect((await payments(user)).map((p) => p.status)).toEqual(["failed", "paid"]);
    expect(
      defined((await lastMail(t, user.email, "could not renew")) ?? undefined, "the mail").text,
    ).toContain("https://infinite.example/dashboard/subscription");
  });
});

describe("POST /subscription/portal", () => {
  it("opens a Stripe billing portal session for the member's customer", async () => {
    const user = await createUser(t);
    await buyMonthly(user, "sub_portal", "cus_portal");
    const res = await post(user, "/subscription/portal");
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_test_\d+$/);
    expect(requestsTo("/v1/billing_portal/sessions").at(-1)?.form).toEqual({
      customer: "cus_portal",
      return_url: "https://infinite.example/dashboard/subscription",
    });
  });

  it("is 409 for a member with no Stripe customer, and the demo clock is 404 with Stripe", async () => {
    const user = await createUser(t);
    const res = await post(user, "/subscription/portal");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(BILLING_COPY.noBillingAccount);
    const advance = await t.call("POST", "/checkout/local/advance", { token: user.token, json: { days: 1 } });
    expect(advance.status).toBe(404);
  });
});
