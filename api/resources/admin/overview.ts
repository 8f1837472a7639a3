// GET /admin/overview and GET /admin/audit (paged, newest first).
import { Hono } from "hono";
import { auditPage } from "../../domain/admin/audit";
import { overview } from "../../domain/admin/overview";
import type { ApiEnv } from "../../http/context";
import { ok, page } from "../../http/envelope";
import { parseQuery } from "../../http/validate";
import type { Services } from "../../services/types";
import { pageQuery } from "./shared";

/** Under /admin/overview. */
export function adminOverviewRoutes(services: Services) {
  const r = new Hono<ApiEnv>();

  r.get("/", async (c) => ok(c, await overview(services), "Overview"));
  return r;
}

/** Under /admin/audit. */
export function adminAuditRoutes(services: Services) {
  const r = new Hono<ApiEnv>();

  r.get("/", async (c) => {
    const q = parseQuery(c, pageQuery);
    const { entries, total } = await auditPage(services.db, q.page, q.per_page);
    return ok(c, page(entries, total, q.page, q.per_page), "Audit log");
  });

  return r;
}
