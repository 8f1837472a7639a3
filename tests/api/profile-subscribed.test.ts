// GET /auth/profile says whether a subscription grants access now (read with the token check):
// not before one, yes while it runs or is past due within its grace, not once it is over.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { createUser, grantSubscription } from "../support/users";

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({});
});
afterAll(() => t.close());

const subscribed = async (token: string) => {
  const res = await t.call("GET", "/auth/profile", { token });
  expect(res.status).toBe(200);
  return res.body.data.subscribed as boolean;
};

describe("GET /auth/profile: subscribed", () => {
  it("is false without a subscription and true with one", async () => {
    const user = await createUser(t, { firstName: "Plan" });
    expect(await subscribed(user.token)).toBe(false);
    await grantSubscription(t, user.id, "month");
    expect(await subscribed(user.token)).toBe(true);
  });

  it("holds while past due within the grace, and ends with the period", async () => {
    const user = await createUser(t, { firstName: "Grace" });
    const row = await grantSubscription(t, user.id, "month");
    const ended = new Date(t.services.now().getTime() - DAY);
    await t.services.db
      .update(subscriptions)
      .set({
        status: "past_due",
        currentPeriodEnd: ended,
        graceUntil: new Date(t.services.now().getTime() + DAY),
      })
      .where(eq(subscriptions.id, row!.id));
    expect(await subscribed(user.token)).toBe(true);
    await t.services.db
      .update(subscriptions)
      .set({ status: "active", graceUntil: null })
      .where(eq(subscriptions.id, row!.id));
    expect(await subscribed(user.token)).toBe(false);
  });

  it("answers each member's own plan as of each request, though the check's statement is built once", async () => {
    const [a, b] = [await createUser(t, { firstName: "Ada" }), await createUser(t, { firstName: "Bo" })];
    const row = await grantSubscription(t, a.id, "day");
    await t.services.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(t.services.now().getTime() + HOUR) })
      .where(eq(subscriptions.id, row!.id));
    // The same statement serves both tokens in turn, each finding its own member.
    for (let k = 0; k < 2; k++) {
      expect(await subscribed(a.token)).toBe(true);
      expect(await subscribed(b.token)).toBe(false);
      const profile = await t.call("GET", "/auth/profile", { token: b.token });
      expect(profile.body.data.first_name ?? profile.body.data.firstName).toBe("Bo");
    }
    // The pass ends with the clock: the moment is the request's, not the first request's.
    t.advance(2 * HOUR);
    expect(await subscribed(a.token)).toBe(false);
  });
});
