// GET /usage: the member's fair-use allowance today (never costs; those are the operator's).
import { Hono } from "hono";
import type { MemberUsage } from "../../contract/usage";
import { currentSubscription } from "../domain/access";
import { nextUtcMidnight, usageToday } from "../domain/allowance";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import type { Services } from "../services/types";

export function usageResource(services: Services) {
  const r = new Hono<ApiEnv>();
  r.use("/*", authMiddleware(services, { required: true }));

  r.get("/", async (c) => {
    const userId = c.get("user").id;
    const now = services.now();
    const [current, today] = await Promise.all([
      currentSubscription(services.db, userId, now),
      usageToday(services, userId, now),
    ]);
    const usage: MemberUsage = {
      plan: current ? { id: current.plan.id, name: current.plan.name } : null,
      allowance: {
        messages_per_day: current ? current.plan.dailyMessages : null,
        used_today: today.messages,
        resets_at: nextUtcMidnight(now).toISOString(),
      },
    };
    return ok(c, usage, "Usage");
  });

  return r;
}
