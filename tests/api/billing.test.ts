// A member's plan after it is bought, with the local test checkout: cancel and resume, renewals by
// the card on file (4242 pays, 0002 is declined), past due with a grace, the yearly reminder, what
// was paid with receipts, and the demo clock that makes days pass for one subscription.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../api/db/schema";
import { sweepBilling } from "../../api/domain/renewals";
import type { PaymentItem, Receipt } from "../../contract/api-types";
import { BILLING_COPY } from "../../contract/billing";
import { TEST_CARDS } from "../../contract/checkout";
import { lastMail } from "../support/accounts";
import { createTestApi, type TestApi } from "../support/api";
import { defined } from "../support/defined";
import { botIds, type BotIds, buy, notificationsOf, status } from "../support/subscriptions";
import { createUser, type TestUser } from "../support/users";

const DAY = 86_400_000;
let t: TestApi;
let bots: BotIds;
beforeAll(async () => {
  t = await createTestApi();
  bots = await botIds(t);
});
afterAll(() => t.close());

const post = (user: TestUser, path: string, json: unknown = {}) =>
  t.call("POST", path, { token: user.token, json });
const advance = async (user: TestUser, days: number) => {
  const res = await post(user, "/checkout/local/advance", { days });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Awaited<ReturnType<typeof status>>;
};
const payments = async (user: TestUser) => {
  const res = await t.call("GET", "/subscription/payments", { token: user.token });
  expect(res.status).toBe(200);
  return res.body.data as PaymentItem[];
};
const canChat = async (user: TestUser) =>
  (await t.call("POST", "/chats", { token: user.token, json: { bot_id: bots[0] } })).status !== 403;
const rowOf = async (user: TestUser) =>
  defined(
    (await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)))[0],
    "the subscription",
  );

describe("GET /subscription/status", () => {
  it("says a monthly plan renews at its period end, and a single pass never renews", async () => {
    const monthly = await createUser(t);
    await buy(t, monthly, "month");
    const s = await status(t, monthly);
    expect(s).toMatchObject({ is_subscribed: true, status: "active", cancel_at_period_end: false });
    expect(s.renews_at).toBe(s.subscription!.current_period_end);
    expect(s.subscription).toMatchObject({ status: "active", renews_at: s.renews_at, card_last4: "4242" });

    const pass = await createUser(t);
    await buy(t, pass, "day", bots[0]);
    expect(await status(t, pass)).toMatchObject({ status: "active", renews_at: null });
    const res = await post(pass, "/subscription/cancel");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(BILLING_COPY.passNeverRenews);
  });
});

describe("cancel and resume", () => {
  it("a cancelled plan stays usable until its period end, then ends without a charge", async () => {
    const user = await createUser(t);
    await buy(t, user, "month");
    const res = await post(user, "/subscription/cancel");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      is_subscribed: true,
      status: "canceling",
      cancel_at_period_end: true,
      renews_at: null,
    });
    // A second click changes nothing and says nothing twice.
    expect((await post(user, "/subscription/cancel")).body.data.status).toBe("canceling");
    const notes = await notificationsOf(t, user);
    expect(notes.filter((n) => n.title === BILLING_COPY.canceledTitle)).toHaveLength(1);
    const mail = defined((await lastMail(t, user.email, "cancelled")) ?? undefined, "the cancellation mail");
    expect(mail.text).toMatch(/will not renew\. You can keep chatting until \w+ \d+, \d{4}\./);

    expect((await advance(user, 29)).status).toBe("canceling");
    expect(await canChat(user)).toBe(true);
    const ended = await advance(user, 2);
    expect(ended).toMatchObject({ is_subscribed: false, status: "ended", renews_at: null });
    expect(await canChat(user)).toBe(false);
    expect((await rowOf(user)).status).toBe("expired");
    // Only the checkout was charged.
    expect((await payments(user)).map((p) => p.status)).toEqual(["paid"]);
    expect((await notificationsOf(t, user)).at(-1)?.title).toBe("Subscription ended");
  });

  it("resume undoes a cancel before the period ends, and the plan renews again", async () => {
    const user = await createUser(t);
    await buy(t, user, "month");
    await post(user, "/subscription/cancel");
    const res = await post(user, "/subscription/resume");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "active", cancel_at_period_end: false });
    expect(res.body.data.renews_at).toBe(res.body.data.subscription.current_period_end);
    expect((await post(user, "/subscription/resume")).status).toBe(409);
    const renewed = await advance(user, 31);
    expect(renewed.status).toBe("active");
    expect((await payments(user)).map((p) => p.status)).toEqual(["paid", "paid"]);
  });

  it("needs a token and a plan", async () => {
    expect((await t.call("POST", "/subscription/cancel")).status).toBe(401);
    const user = await createUser(t);
    const res = await post(user, "/subscription/cancel");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(BILLING_COPY.nothingToCancel);
  });
});

describe("renewals by the card on file", () => {
  it("4242 renews for one more period with a receipt", async () => {
    const user = await createUser(t);
    await buy(t, user, "month");
    const before = new Date((await status(t, user)).subscription!.current_period_end).getTime();
    const s = await advance(user, 31);
    expect(s).toMatchObject({ is_subscribed: true, status: "active" });
    // The period moved back 31 days and then on by a month.
    const after = new Date(s.subscription!.current_period_end).getTime();
    expect(after - (before - 31 * DAY)).toBeGreaterThanOrEqual(28 * DAY);
    const list = await payments(user);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ status: "paid", amount_usd: 19.99, plan: { name: "Monthly Unlimited" } });
    expect((await notificationsOf(t, user)).at(-1)?.title).toBe(BILLING_COPY.renewedTitle);
    const receipt = defined((await lastMail(t, user.email, "receipt")) ?? undefined, "the renewal receipt");
    expect(receipt.text).toContain("$19.99");
    expect(receipt.text).toContain("Cancel plan");
    expect(receipt.text).toContain(
      `${t.config.PUBLIC_URL.replace(/\/$/, "")}${defined(list[0]).receipt_url}`,
    );
  });

  it("0002 is declined: past due, chat for a 3-day grace, then the plan ends", async () => {
    const user = await createUser(t);
    await buy(t, user, "month");
    const card = await post(user, "/subscription/card", { card_number: TEST_CARDS.declined });
    expect(card.status).toBe(200);
    expect(card.body.data.subscription.card_last4).toBe("0002");
    const due = await advance(user, 31);
    expect(due).toMatchObject({ is_subscribed: true, status: "past_due", renews_at: null });
    const graceUntil = new Date(due.subscription!.grace_until!).getTime();
    const end = new Date(due.subscription!.current_period_end).getTime();
    expect(graceUntil).toBeGreaterThanOrEqual(end + 3 * DAY);
    expect(await canChat(user)).toBe(true);
    expect((await payments(user)).map((p) => p.status)).toEqual(["failed", "paid"]);
    expect((await notificationsOf(t, user)).at(-1)?.title).toBe(BILLING_COPY.failedTitle);
    const mail = defined(
      (await lastMail(t, user.email, "could not renew")) ?? undefined,
      "the failed renewal mail",
    );
    expect(mail.text).toContain(`${t.config.PUBLIC_URL.replace(/\/$/, "")}/dashboard/subscription`);

    expect((await advance(user, 1)).status).toBe("past_due");
    const ended = await advance(user, 3);
    expect(ended).toMatchObject({ is_subscribed: false, status: "ended" });
    expect(await canChat(user)).toBe(false);
    expect((await rowOf(user)).status).toBe("expired");
  });

  it("a past-due plan is paid again with a card that pays; a declined one is refused", async () => {
    const user = await createUser(t);
    await buy(t, user, "month");
    await post(user, "/subscription/card", { card_number: TEST_CARDS.declined });
    await advance(user, 31);
    const refused = await post(user, "/subscription/card", { card_number: TEST_CARDS.declined });
    expect(refused.status).toBe(402);
    const paid = await post(user, "/subscription/card", { card_number: TEST_CARDS.success });
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe(BILLING_COPY.cardUpdatedAndPaid);
    expect(paid.body.data).toMatchObject({
      status: "active",
      subscription: { card_last4: "4242", grace_until: null },
    });
    expect((await payments(user)).map((p) => p.status)).toEqual(["paid", "failed", "paid"]);
    const other = await post(user, "/subscription/card", { card_number: "5555 5555 5555 4444" });
    expect(other.status).toBe(422);
  });

  it("each due renewal is charged once, however many sweeps run at once", async () => {
    const user = await createUser(t);
    await buy(t, user, "month");
    await t.services.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.userId, user.id));
    const runs = await Promise.all([
      sweepBilling(t.services),
      sweepBilling(t.services),
      sweepBilling(t.services),
    ]);
    expect(runs.reduce((n, r) => n + r.renewed, 0)).toBeGreaterThanOrEqual(1);
    expect((await payments(user)).map((p) => p.status)).toEqual(["paid", "paid"]);
  });
});

describe("the yearly renewal reminder", () => {
  it("is mailed once, seven days before a yearly plan renews, with when, how much and how to cancel", async () => {
    const user = await createUser(t);
    await buy(t, user, "year");
    await advance(user, 357);
    expect(await lastMail(t, user.email, "renews on")).toBeNull();
    const s = await advance(user, 1);
    const mail = defined((await lastMail(t, user.email, "renews on")) ?? undefined, "the reminder");
    const day = new Date(s.subscription!.current_period_end).toLocaleDateString("en-US", {
      timeZone: "UTC",
      month: "long",
      day: "numeric",
      year: "numeric",
    });
    expect(mail.subject).toContain(day);
    expect(mail.text).toMatch(/for \$\d+\.\d\d, charged to your card on file/);
    expect(mail.text).toContain("Cancel plan");
    await advance(user, 1);
    const { body } = await t.call("GET", `/dev/outbox?to=${encodeURIComponent(user.email)}`);
    expect((body.data as { subject: string }[]).filter((m) => m.subject.includes("renews on"))).toHaveLength(
      1,
    );
  });

  it("is not mailed for a cancelled yearly plan", async () => {
    const user = await createUser(t);
    await buy(t, user, "year");
    await post(user, "/subscription/cancel");
    await advance(user, 360);
    expect(await lastMail(t, user.email, "renews on")).toBeNull();
  });
});

describe("GET /subscription/payments and receipts", () => {
  it("lists what was paid, newest first, each with its receipt; another member's receipt is 404", async () => {
    const user = await createUser(t);
    await buy(t, user, "day", bots[1]);
    await buy(t, user, "month");
    const list = await payments(user);
    expect(list.map((p) => p.plan.name)).toEqual(["Monthly Unlimited", expect.any(String)]);
    const pass = defined(list[1], "the pass payment");
    expect(pass).toMatchObject({ status: "paid", amount_usd: 4.99, bot: { id: bots[1] } });
    expect(pass.receipt_url).toBe(`/dashboard/subscription/receipts/${pass.id}`);
    expect(Date.parse(pass.paid_at)).not.toBeNaN();

    const own = await t.call("GET", `/subscription/payments/${pass.id}`, { token: user.token });
    expect(own.status).toBe(200);
    const receipt = own.body.data as Receipt;
    expect(receipt).toMatchObject({ id: pass.id, card_last4: "4242", provider: "local", amount_usd: 4.99 });
    expect(Date.parse(receipt.period_end) - Date.parse(receipt.period_start)).toBe(DAY);
    const mail = defined((await lastMail(t, user.email, "receipt")) ?? undefined, "a receipt mail");
    expect(mail.subject).toMatch(/receipt: .+, \$\d+\.\d\d$/);

    const stranger = await createUser(t);
    const theirs = await t.call("GET", `/subscription/payments/${pass.id}`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(BILLING_COPY.receiptNotFound);
    expect(await payments(stranger)).toEqual([]);
    // The account export holds every charge too.
    const exported = await t.request("GET", "/auth/account/export", { token: user.token });
    const data = JSON.parse(await exported.text()) as { charges: PaymentItem[] };
    expect(data.charges.map((p) => p.id)).toEqual(list.map((p) => p.id));
    expect((await t.call("GET", "/subscription/payments")).status).toBe(401);
  });
});

describe("POST /checkout/local/advance", () => {
  it("checks its input and needs a plan", async () => {
    const user = await createUser(t);
    expect((await post(user, "/checkout/local/advance", { days: 0 })).status).toBe(422);
    expect((await post(user, "/checkout/local/advance", { days: "x" })).status).toBe(422);
    expect((await post(user, "/checkout/local/advance", { days: 5 })).status).toBe(409);
  });

  it("is 404 outside demo mode, and the portal is 404 without Stripe", async () => {
    const user = await createUser(t);
    const res = await post(user, "/subscription/portal");
    expect(res.status).toBe(404);
    const real = await createTestApi({
      NODE_ENV: "production",
      DATA_DIR: "/tmp/infinite-billing-test",
      DEMO_MODE: "0",
      SMTP_URL: "smtp://127.0.0.1:2525",
      STRIPE_SECRET_KEY: "sk_test_billing",
      STRIPE_WEBHOOK_SECRET: "whsec_billing",
    });
    try {
      const other = await createUser(real);
      const r = await real.call("POST", "/checkout/local/advance", { token: other.token, json: { days: 1 } });
      expect(r.status).toBe(404);
    } finally {
      await real.close();
    }
  });
});
