// The operator console's API: everything under /admin needs a signed-in operator
// (visitors 401, members 403). One router per area, each under its prefix (relative to /admin).
import { Hono } from "hono";
import { requireAdmin } from "../../domain/admin/access";
import { authMiddleware } from "../../http/auth";
import type { ApiEnv } from "../../http/context";
import type { Services } from "../../services/types";
import type { Mount } from "../mount";
import { adminBotsRoutes } from "./bots";
import { adminFaqsRoutes, adminPagesRoutes, adminSocialLinksRoutes } from "./catalogue";
import { adminCharactersRoutes } from "./characters";
import { adminContactRoutes } from "./contact";
import { adminModelsRoutes } from "./models";
import { adminAuditRoutes, adminOverviewRoutes } from "./overview";
import { adminPlansRoutes } from "./plans";
import { adminReportsRoutes } from "./reports";
import { adminRevenueRoutes, adminUsageRoutes } from "./usage";
import { adminFlagsRoutes, adminUsersRoutes } from "./users";

const areas: readonly Mount[] = [
  ["/overview", adminOverviewRoutes], // overview.ts
  ["/audit", adminAuditRoutes], // overview.ts
  ["/reports", adminReportsRoutes], // reports.ts
  ["/users", adminUsersRoutes], // users.ts
  ["/flags", adminFlagsRoutes], // users.ts: age reviews
  ["/characters", adminCharactersRoutes], // characters.ts
  ["/bots", adminBotsRoutes], // bots.ts
  ["/models", adminModelsRoutes], // models.ts
  ["/plans", adminPlansRoutes], // plans.ts
  ["/pages", adminPagesRoutes], // catalogue.ts
  ["/social-links", adminSocialLinksRoutes], // catalogue.ts (ordered-list.ts)
  ["/faqs", adminFaqsRoutes], // catalogue.ts (ordered-list.ts)
  ["/contact", adminContactRoutes], // contact.ts
  ["/usage", adminUsageRoutes], // usage.ts
  ["/revenue", adminRevenueRoutes], // usage.ts
];

export function adminResource(services: Services) {
  const r = new Hono<ApiEnv>();
  // "/*" also matches "/admin" itself.
  r.use("/*", authMiddleware(services, { required: true }), requireAdmin(services.config));
  for (const [prefix, area] of areas) r.route(prefix, area(services));
  return r;
}
