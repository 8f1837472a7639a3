// Plans and the user's subscription (§4). Panels are public; status and payment need a token.
import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { plans } from "../db/schema";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import type { Services } from "../services/types";

export type PlanRow = typeof plans.$inferSelect;

export function serializePlan(plan: PlanRow) {
  return {
    id: plan.id,
    name: plan.name,
    icon: plan.icon,
    price: plan.priceCents / 100,
    interval: plan.interval,
    popular: plan.popular,
    description: plan.description,
  };
}

export function subscriptionResource(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();

  r.get("/subscription/panels", async (c) => {
    const rows = await db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder));
    return ok(c, rows.map(serializePlan), "Plans");
  });

  return r;
}
