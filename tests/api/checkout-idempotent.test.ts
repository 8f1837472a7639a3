// Starting the same checkout twice: the same plan and bot again within ten
// minutes gives the same open checkout (id and URL), one after the other and at the same moment,
// with the local test checkout and with Stripe (its loopback double: one session, not two).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSessions } from "../../api/db/schema";
import { CHECKOUT_REUSE_MS } from "../../api/resources/subscription";
import { TEST_CARDS } from "../../contract/checkout";
import { createTestApi, type TestApi } from "../support/api";
import { startStripeServer, WEBHOOK_SECRET } from "../support/stripe-server";
import { botIds, type BotIds, planOf } from "../support/subscriptions";
import { createUser, type TestUser } from "../support/users";

type Started = { checkout_url: string; checkout_id: string };

async function start(t: TestApi, user: TestUser, productId: number, botId: number | null) {
  const res = await t.call("POST", "/subscription/payment", {
    token: user.token,
    json: { product_id: productId, bot_id: botId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Started;
}

const rowsOf = (t: TestApi, user: TestUser) =>
  t.services.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id));

function suite(
  name: string,
  setup: () => Promise<{ t: TestApi; sessions: () => Promise<number>; close: () => Promise<void> }>,
) {
  describe(name, () => {
    let t: TestApi;
    /** How many checkouts the provider was asked to start so far. */
    let sessions: () => Promise<number>;
    let close: () => Promise<void>;
    let bots: BotIds;
    beforeAll(async () => {
      ({ t, sessions, close } = await setup());
      bots = await botIds(t);
    });
    afterAll(() => close());

    it("gives the same checkout to a second submit", async () => {
      const user = await createUser(t);
      const month = await planOf(t, "month");
      const before = await sessions();
      const first = await start(t, user, month.id, null);
      const second = await start(t, user, month.id, null);
      expect(second).toEqual(first);
      expect(await rowsOf(t, user)).toHaveLength(1);
      expect((await sessions()) - before).toBe(1);
      const [row] = await rowsOf(t, user);
      expect(row!.checkoutUrl).toBe(first.checkout_url);
    });

    it("gives one checkout to two submits at the same moment", async () => {
      const user = await createUser(t);
      const day = await planOf(t, "day");
      const before = await sessions();
      const results = await Promise.all([1, 2, 3].map(() => start(t, user, day.id, bots[0]!)));
      expect(results[1]).toEqual(results[0]);
      expect(results[2]).toEqual(results[0]);
      expect(await rowsOf(t, user)).toHaveLength(1);
      expect((await sessions()) - before).toBe(1);
    });

    it("starts a new one for another plan or another bot", async () => {
      const user = await createUser(t);
      const day = await planOf(t, "day");
      const week = await planOf(t, "week");
      const a = await start(t, user, day.id, bots[0]!);
      const b = await start(t, user, day.id, bots[1]!);
      const c = await start(t, user, week.id, bots[0]!);
      expect(new Set([a.checkout_id, b.checkout_id, c.checkout_id]).size).toBe(3);
    });

    it("starts a new one after ten minutes", async () => {
      const user = await createUser(t);
      const month = await planOf(t, "month");
      const first = await start(t, user, month.id, null);
      t.advance(CHECKOUT_REUSE_MS + 1000);
      const later = await start(t, user, month.id, null);
      expect(later.checkout_id).not.toBe(first.checkout_id);
      expect(later.checkout_url).not.toBe(first.checkout_url);
    });

    it("keeps users apart", async () => {
      const [u1, u2] = [await createUser(t), await createUser(t)];
      const month = await planOf(t, "month");
      const [a, b] = await Promise.all([start(t, u1, month.id, null), start(t, u2, month.id, null)]);
      expect(a.checkout_id).not.toBe(b.checkout_id);
    });
  });
}

suite("local test checkout", async () => {
  const t = await createTestApi();
  return {
    t,
    // The local provider has nothing remote: each stored checkout is one it started.
    sessions: async () =>
      (await t.services.db.select({ id: checkoutSessions.id }).from(checkoutSessions)).length,
    close: () => t.close(),
  };
});

describe("local test checkout, paid", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());

  it("gives the same checkout to a second and a simultaneous submit, and a new one once it is paid", async () => {
    const user = await createUser(t);
    const month = await planOf(t, "month");
    const [a, b] = await Promise.all([start(t, user, month.id, null), start(t, user, month.id, null)]);
    expect(b).toEqual(a);
    expect(a.checkout_url).toBe(`/checkout/${a.checkout_id}`);
    expect(await start(t, user, month.id, null)).toEqual(a);
    expect(await rowsOf(t, user)).toHaveLength(1);

    const paid = await t.call("POST", `/checkout/local/${a.checkout_id}/pay`, {
      token: user.token,
      json: { card_number: TEST_CARDS.success },
    });
    expect(paid.status).toBe(200);
    const next = await start(t, user, month.id, null);
    expect(next.checkout_id).not.toBe(a.checkout_id);
  });
});

suite("Stripe", async () => {
  const stripe = await startStripeServer();
  const t = await createTestApi({
    STRIPE_SECRET_KEY: "sk_test_loopback",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PUBLIC_URL: "https://infinite.example",
  });
  return {
    t,
    sessions: async () =>
      stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions").length,
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
});
