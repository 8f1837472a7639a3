// GET /admin/usage and GET /admin/revenue: the operator's numbers over a range of UTC days.
import { Hono } from "hono";
import { revenueQuerySchema, usageQuerySchema } from "../../../contract/usage";
import { revenueSums, usageSums } from "../../domain/admin/usage-report";
import type { ApiEnv } from "../../http/context";
import { ok } from "../../http/envelope";
import { parseQuery } from "../../http/validate";
import type { Services } from "../../services/types";

/** Under /admin/usage. */
export function adminUsageRoutes(services: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/", async (c) => {
    const { group, model, from, to } = parseQuery(
      c,
      usageQuerySchema(() => services.now()),
    );
    return ok(c, await usageSums(services, { from, to }, group, model), "Usage");
  });
  return r;
}

/** Under /admin/revenue. */
export function adminRevenueRoutes(services: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/", async (c) => {
    const { group, ...range } = parseQuery(
      c,
      revenueQuerySchema(() => services.now()),
    );
    return ok(c, await revenueSums(services, range, group), "Revenue");
  });
  return r;
}
