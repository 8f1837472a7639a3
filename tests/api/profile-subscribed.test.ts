// GET /auth/profile says whether a subscription grants access now (read with the token check):
// not before one, yes while it runs or is past due within its grace, not once it is over.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { createUser, grantSubscription } from "../support/users";

const DAY = 24 * 3600 * 1000;
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
});
