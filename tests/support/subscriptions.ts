// Buying plans in API tests the way a user does: POST /subscription/payment, then the local test
// checkout's pay endpoint with the success card.
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Plan, SubscriptionStatus } from "../../contract/api-types";
import { TEST_CARDS } from "../../contract/checkout";
import { notifications } from "../../api/db/schema";
import type { TestApi } from "./api";
import type { TestUser } from "./users";

export async function planOf(t: TestApi, interval: Plan["interval"]): Promise<Plan> {
  const { body } = await t.call("GET", "/subscription/panels");
  const plan = (body.data as Plan[]).find((p) => p.interval === interval);
  if (!plan) throw new Error(`no ${interval} plan in the seed`);
  return plan;
}

/** The first three bots of the catalogue: passes are bought for one and tried on the others. */
export type BotIds = [number, number, number];

export async function botIds(t: TestApi): Promise<BotIds> {
  const { body } = await t.call("GET", "/bots?per_page=3");
  const [a, b, c] = (body.data.data as { id: number }[]).map((bot) => bot.id);
  if (a === undefined || b === undefined || c === undefined)
    throw new Error("fewer than three bots in the seed");
  return [a, b, c];
}

export async function startCheckout(t: TestApi, user: TestUser, productId: number, botId: number | null) {
  const res = await t.call("POST", "/subscription/payment", {
    token: user.token,
    json: { product_id: productId, bot_id: botId },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { checkout_url: string; checkout_id: string };
}

/** Buys a plan with the local test card; returns the checkout id. */
export async function buy(
  t: TestApi,
  user: TestUser,
  interval: Plan["interval"],
  botId: number | null = null,
) {
  const plan = await planOf(t, interval);
  const { checkout_id } = await startCheckout(t, user, plan.id, botId);
  const paid = await t.call("POST", `/checkout/local/${checkout_id}/pay`, {
    token: user.token,
    json: { card_number: TEST_CARDS.success },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return checkout_id;
}

export async function status(t: TestApi, user: TestUser) {
  const res = await t.call("GET", "/subscription/status", { token: user.token });
  expect(res.status).toBe(200);
  return res.body.data as SubscriptionStatus;
}

/** The user's notifications, oldest first. */
export async function notificationsOf(t: TestApi, user: TestUser) {
  return t.services.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(asc(notifications.id));
}
