// The local test checkout (docs/requirements/api.md#payments): GET /checkout/{id} for its owner only, and
// POST /checkout/local/{id}/pay with the test cards (success, declined, anything else).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSessions, subscriptions } from "../../api/db/schema";
import { CHECKOUT_REUSE_MS } from "../../api/resources/subscription";
import { CHECKOUT_COPY, TEST_CARDS } from "../../contract/checkout";
import { createTestApi, type TestApi } from "../support/api";
import { first } from "../support/defined";
import {
  botIds,
  type BotIds,
  notificationsOf,
  planOf,
  startCheckout,
  status,
} from "../support/subscriptions";
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
let bots: BotIds;
beforeAll(async () => {
  t = await createTestApi();
  bots = await botIds(t);
});
afterAll(() => t.close());

const pay = (user: TestUser, id: string, card_number: unknown) =>
  t.call("POST", `/checkout/local/${id}/pay`, { token: user.token, json: { card_number } });

async function monthlyCheckout(user: TestUser) {
  return (await startCheckout(t, user, (await planOf(t, "month")).id, null)).checkout_id;
}

async function subscriptionRows(user: TestUser) {
  return t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
}

describe("GET /checkout/{id}", () => {
  it("shows the owner the plan, bot and amount", async () => {
    const user = await createUser(t);
    const day = await planOf(t, "day");
    const { checkout_id } = await startCheckout(t, user, day.id, bots[2]);
    const { status: code, body } = await t.call("GET", `/checkout/${checkout_id}`, { token: user.token });
    expect(code).toBe(200);
    expect(body.data).toEqual({
      id: checkout_id,
      status: "open",
      provider: "local",
      plan: day,
      bot: {
        id: bots[2],
        name: expect.any(String),
        image: expect.stringMatching(/^\/api\/v1\/media\/bots\//),
      },
      amount: 4.99,
      paid_at: null,
    });
  });

  it("has no bot for a monthly plan", async () => {
    const user = await createUser(t);
    const id = await monthlyCheckout(user);
    const { body } = await t.call("GET", `/checkout/${id}`, { token: user.token });
    expect(body.data.bot).toBeNull();
    expect(body.data.amount).toBe(19.99);
  });

  it("is a 404 for anyone else and for unknown ids, a 401 without a token", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const id = await monthlyCheckout(owner);
    expect((await t.call("GET", `/checkout/${id}`, { token: other.token })).status).toBe(404);
    expect((await t.call("GET", `/checkout/cs_nope`, { token: owner.token })).status).toBe(404);
    expect((await t.call("GET", `/checkout/${id}`)).status).toBe(401);
  });
});

describe("POST /checkout/local/{id}/pay", () => {
  it("declines 4000 0000 0000 0002 with 402 and changes nothing", async () => {
    const user = await createUser(t);
    const id = await monthlyCheckout(user);
    const res = await pay(user, id, TEST_CARDS.declined);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe("Your card was declined.");
    expect(res.body.errors.card_number).toEqual(["Your card was declined."]);
    const row = first(await t.services.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)));
    expect(row.status).toBe("open");
    expect(await subscriptionRows(user)).toHaveLength(0);
    expect(await notificationsOf(t, user)).toHaveLength(0);
  });

  it.each([["1234 5678 9012 3456"], ["4242"], ["5555555555554444"]])(
    "refuses %s with 422 and names the test card",
    async (card) => {
      const user = await createUser(t);
      const id = await monthlyCheckout(user);
      const res = await pay(user, id, card);
      expect(res.status).toBe(422);
      expect(res.body.errors.card_number).toEqual(["Use the test card 4242 4242 4242 4242."]);
      expect(await subscriptionRows(user)).toHaveLength(0);
    },
  );

  it("asks for a card number when it is missing", async () => {
    const user = await createUser(t);
    const id = await monthlyCheckout(user);
    for (const card of ["", "   ", undefined]) {
      const res = await pay(user, id, card);
      expect(res.status).toBe(422);
      expect(res.body.errors.card_number).toEqual([CHECKOUT_COPY.cardRequired]);
    }
  });

  it("pays with 4242 4242 4242 4242 (spaces or not) and activates the plan", async () => {
    const user = await createUser(t);
    const id = await monthlyCheckout(user);
    const res = await pay(user, id, "4242-4242-4242-4242");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CHECKOUT_COPY.paid);
    expect(res.body.data).toMatchObject({ id, status: "paid", paid_at: expect.any(String) });
    expect((await status(t, user)).is_subscribed).toBe(true);
  });

  it("paying twice changes nothing", async () => {
    const user = await createUser(t);
    const id = await monthlyCheckout(user);
    expect((await pay(user, id, TEST_CARDS.success)).status).toBe(200);
    const end = (await status(t, user)).subscription!.current_period_end;
    const again = await pay(user, id, TEST_CARDS.success);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(CHECKOUT_COPY.alreadyPaid);
    // Even a declined card on a paid checkout cannot undo or redo anything.
    expect((await pay(user, id, TEST_CARDS.declined)).status).toBe(200);
    expect((await status(t, user)).subscription!.current_period_end).toBe(end);
    expect(await subscriptionRows(user)).toHaveLength(1);
    expect(await notificationsOf(t, user)).toHaveLength(1);
  });

  it("two payments racing for one checkout fulfil it once", async () => {
    const user = await createUser(t);
    const id = await monthlyCheckout(user);
    const results = await Promise.all([1, 2, 3].map(() => pay(user, id, TEST_CARDS.success)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.message === CHECKOUT_COPY.paid)).toHaveLength(1);
    expect(await subscriptionRows(user)).toHaveLength(1);
    expect(await notificationsOf(t, user)).toHaveLength(1);
  });

  it("two checkouts of one plan paid at once add up to one plan of two periods", async () => {
    const user = await createUser(t);
    const first = await monthlyCheckout(user);
    // Within CHECKOUT_REUSE_MS the same plan gives the same checkout back: a second one comes later.
    t.advance(CHECKOUT_REUSE_MS + 1000);
    const ids = [first, await monthlyCheckout(user)];
    expect(ids[1]).not.toBe(ids[0]);
    const results = await Promise.all(ids.map((id) => pay(user, id, TEST_CARDS.success)));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = await subscriptionRows(user);
    expect(rows).toHaveLength(1);
    // The second payment extended the first: two months from now.
    const end = new Date((await status(t, user)).subscription!.current_period_end).getTime();
    expect(end - t.services.now().getTime()).toBeGreaterThan(56 * 86_400_000);
  });

  it("is a 404 for someone else's checkout", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const id = await monthlyCheckout(owner);
    expect((await pay(other, id, TEST_CARDS.success)).status).toBe(404);
    expect(await subscriptionRows(owner)).toHaveLength(0);
    expect(await subscriptionRows(other)).toHaveLength(0);
  });
});
