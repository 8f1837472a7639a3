// GET /subscription/status and POST /subscription/payment, and every state transition of a
// subscription bought through the local test checkout (create, extend, replace, expire).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../api/db/schema";
import { CHECKOUT_COPY } from "../../contract/checkout";
import { createTestApi, type TestApi } from "../support/api";
import { defined } from "../support/defined";
import { botIds, type BotIds, buy, notificationsOf, planOf, status } from "../support/subscriptions";
import { createUser, type TestUser } from "../support/users";

const DAY = 86_400_000;
let t: TestApi;
let bots: BotIds;
beforeAll(async () => {
  t = await createTestApi();
  bots = await botIds(t);
});
afterAll(() => t.close());

const periodEnd = async (user: TestUser) =>
  new Date((await status(t, user)).subscription!.current_period_end).getTime();

describe("GET /subscription/status", () => {
  it("needs a token", async () => {
    const { status: code, body } = await t.call("GET", "/subscription/status");
    expect(code).toBe(401);
    expect(body.success).toBe(false);
  });

  it("says not subscribed for a new user", async () => {
    const user = await createUser(t);
    expect(await status(t, user)).toEqual({
      is_subscribed: false,
      status: null,
      cancel_at_period_end: false,
      renews_at: null,
      subscription: null,
    });
  });
});

describe("POST /subscription/payment", () => {
  it("needs a token", async () => {
    const month = await planOf(t, "month");
    const res = await t.call("POST", "/subscription/payment", {
      json: { product_id: month.id, bot_id: null },
    });
    expect(res.status).toBe(401);
  });

  it("starts a local checkout and returns its URL", async () => {
    const user = await createUser(t);
    const month = await planOf(t, "month");
    const res = await t.call("POST", "/subscription/payment", {
      token: user.token,
      json: { product_id: month.id, bot_id: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.checkout_url).toBe(`/checkout/${res.body.data.checkout_id}`);
    expect(res.body.data.checkout_id).toMatch(/^cs_[A-Za-z0-9_-]{20,}$/);
    // Starting a checkout charges nothing and changes nothing yet.
    expect((await status(t, user)).is_subscribed).toBe(false);
  });

  it("accepts a form post where no bot is an empty field", async () => {
    const user = await createUser(t);
    const month = await planOf(t, "month");
    const form = new FormData();
    form.set("product_id", String(month.id));
    form.set("bot_id", "");
    const res = await t.call("POST", "/subscription/payment", { token: user.token, form });
    expect(res.status).toBe(200);
  });

  it.each([
    ["no plan", {}, "product_id", CHECKOUT_COPY.planRequired],
    ["an unknown plan", { product_id: 999_999, bot_id: null }, "product_id", CHECKOUT_COPY.planUnknown],
    ["a plan id that is not a number", { product_id: "abc" }, "product_id", CHECKOUT_COPY.planUnknown],
  ])("refuses %s with 422", async (_label, json, field, message) => {
    const user = await createUser(t);
    const res = await t.call("POST", "/subscription/payment", { token: user.token, json });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it("requires a bot for day and week passes", async () => {
    const user = await createUser(t);
    for (const interval of ["day", "week"] as const) {
      const plan = await planOf(t, interval);
      const res = await t.call("POST", "/subscription/payment", {
        token: user.token,
        json: { product_id: plan.id, bot_id: null },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(CHECKOUT_COPY.botRequired);
      expect(res.body.errors.bot_id).toEqual([CHECKOUT_COPY.botRequired]);
    }
  });

  it("refuses a bot for month and year plans", async () => {
    const user = await createUser(t);
    for (const interval of ["month", "year"] as const) {
      const plan = await planOf(t, interval);
      const res = await t.call("POST", "/subscription/payment", {
        token: user.token,
        json: { product_id: plan.id, bot_id: bots[0] },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.bot_id).toEqual([CHECKOUT_COPY.botNotAllowed]);
    }
  });

  it("refuses an unknown bot", async () => {
    const user = await createUser(t);
    const day = await planOf(t, "day");
    const res = await t.call("POST", "/subscription/payment", {
      token: user.token,
      json: { product_id: day.id, bot_id: 999_999 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.bot_id).toEqual([CHECKOUT_COPY.botUnknown]);
  });
});

describe("buying plans", () => {
  it("a monthly plan unlocks every bot for one month", async () => {
    const user = await createUser(t);
    const before = t.services.now().getTime();
    await buy(t, user, "month");
    const s = await status(t, user);
    const month = await planOf(t, "month");
    expect(s).toMatchObject({
      is_subscribed: true,
      subscription: {
        plan_id: month.id,
        plan_name: month.name,
        bot_id: null,
        bot_name: null,
        status: "active",
        matched_db_product: { id: month.id, interval: "month" },
      },
    });
    const end = new Date(s.subscription!.current_period_end).getTime();
    expect(end - before).toBeGreaterThanOrEqual(28 * DAY);
    expect(end - before).toBeLessThanOrEqual(31 * DAY + 60_000);
    const notes = await notificationsOf(t, user);
    expect(notes).toHaveLength(1);
    const note = defined(notes[0], "a notification");
    expect(note.title).toBe("Subscription activated");
    expect(note.message).toMatch(/^Your Monthly Unlimited is active until .+ UTC\.$/);
  });

  it("a day pass is bound to the chosen bot for one day, a week pass for seven", async () => {
    for (const [interval, days] of [
      ["day", 1],
      ["week", 7],
    ] as const) {
      const user = await createUser(t);
      const before = t.services.now().getTime();
      await buy(t, user, interval, bots[1]);
      const s = await status(t, user);
      expect(s.subscription).toMatchObject({ bot_id: bots[1], matched_db_product: { interval } });
      expect(s.subscription!.bot_name).toEqual(expect.any(String));
      const end = new Date(s.subscription!.current_period_end).getTime();
      expect(end - before).toBeGreaterThanOrEqual(days * DAY);
      expect(end - before).toBeLessThan(days * DAY + 60_000);
      const note = defined((await notificationsOf(t, user))[0], "a notification");
      expect(note.message).toContain(`for ${s.subscription!.bot_name}`);
    }
  });

  it("buying the same plan again extends the period from its current end", async () => {
    const user = await createUser(t);
    await buy(t, user, "week", bots[0]);
    const first = await periodEnd(user);
    await buy(t, user, "week", bots[0]);
    const s = await status(t, user);
    expect(new Date(s.subscription!.current_period_end).getTime()).toBe(first + 7 * DAY);
    const rows = await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    const notes = await notificationsOf(t, user);
    expect(notes.map((n) => n.title)).toEqual(["Subscription activated", "Subscription activated"]);
    expect(defined(notes[1], "a second notification").message).toMatch(/was extended until/);
  });

  it("buying another plan replaces the current one, and says so", async () => {
    const user = await createUser(t);
    await buy(t, user, "day", bots[0]);
    await buy(t, user, "year");
    const s = await status(t, user);
    expect(s.subscription).toMatchObject({ bot_id: null, matched_db_product: { interval: "year" } });
    const rows = await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows.map((r) => r.status).sort()).toEqual(["active", "canceled"]);
    const notes = await notificationsOf(t, user);
    expect(defined(notes[1], "a second notification").message).toMatch(
      /^Your Yearly Unlimited replaces your Chat Pass and is active until/,
    );
  });

  it("a single-pass for another bot replaces the pass instead of extending it", async () => {
    const user = await createUser(t);
    await buy(t, user, "day", bots[0]);
    await buy(t, user, "day", bots[1]);
    expect((await status(t, user)).subscription!.bot_id).toBe(bots[1]);
  });
});

// Last in the file: these move the shared clock forward.
describe("expiry", () => {
  it("an ended period counts as no subscription and says so once", async () => {
    const user = await createUser(t);
    await buy(t, user, "day", bots[0]);
    expect((await status(t, user)).is_subscribed).toBe(true);
    t.advance(DAY - 60_000);
    expect((await status(t, user)).is_subscribed).toBe(true);
    t.advance(60_001);
    const ended = { is_subscribed: false, status: "ended", renews_at: null };
    expect(await status(t, user)).toMatchObject(ended);
    expect(await status(t, user)).toMatchObject(ended);
    const rows = await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(defined(rows[0], "the subscription").status).toBe("expired");
    const notes = await notificationsOf(t, user);
    expect(notes.map((n) => n.title)).toEqual(["Subscription activated", "Subscription ended"]);
    expect(defined(notes[1], "a second notification").message).toMatch(
      /^Your Chat Pass ended on .+ UTC\. Choose a plan to keep chatting\.$/,
    );
  });

  it("after expiry a new purchase starts a fresh period from now", async () => {
    const user = await createUser(t);
    await buy(t, user, "month");
    // Used now and then, so the token does not end for 30 days without use (tokens-expiry.test.ts).
    t.advance(20 * DAY);
    expect((await status(t, user)).is_subscribed).toBe(true);
    t.advance(20 * DAY);
    expect((await status(t, user)).is_subscribed).toBe(false);
    const before = t.services.now().getTime();
    await buy(t, user, "month");
    const end = await periodEnd(user);
    expect(end).toBeGreaterThan(before + 27 * DAY);
    expect(end - before).toBeLessThanOrEqual(31 * DAY + 60_000);
  });
});
