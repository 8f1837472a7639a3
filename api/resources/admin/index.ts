// The operator console's API (issue 16): everything under /admin needs a signed-in operator
// (visitors 401, members 403). One router per area, all mounted here.
import { Hono } from "hono";
import { requireAdmin } from "../../domain/admin/access";
import { authMiddleware } from "../../http/auth";
import type { ApiEnv } from "../../http/context";
import type { Services } from "../../services/types";
import { adminBotsRoutes } from "./bots";
import { adminCatalogueRoutes } from "./catalogue";
import { adminCharactersRoutes } from "./characters";
import { adminContactRoutes } from "./contact";
import { adminOverviewRoutes } from "./overview";
import { adminPlansRoutes } from "./plans";
import { adminReportsRoutes } from "./reports";
import { adminUsersRoutes } from "./users";

const areas = [
  adminOverviewRoutes,
  adminReportsRoutes,
  adminUsersRoutes,
  adminCharactersRoutes,
  adminBotsRoutes,
  adminPlansRoutes,
  adminCatalogueRoutes,
  adminContactRoutes,
];

export function adminResource(services: Services) {
  const r = new Hono<ApiEnv>();
  // "/admin/*" also matches "/admin" itself.
  r.use("/admin/*", authMiddleware(services, { required: true }), requireAdmin(services.config));
  for (const area of areas) r.route("/", area(services));
  return r;
}
