// GET /admin/reports, GET /admin/reports/{id}/screenshot, POST /admin/reports/{id}/resolve.
import { Hono } from "hono";
import { ADMIN_COPY, reportsQuerySchema, resolveReportSchema } from "../../../contract/admin";
import { listReports, reportScreenshotKey, resolveReport } from "../../domain/admin/reports";
import type { ApiEnv } from "../../http/context";
import { ApiError, ok, page } from "../../http/envelope";
import { parseBody, parseQuery } from "../../http/validate";
import type { Services } from "../../services/types";
import { pageQuery, pathId } from "./shared";

export function adminReportsRoutes(services: Services) {
  const r = new Hono<ApiEnv>();

  r.get("/", async (c) => {
    const { status } = parseQuery(c, reportsQuerySchema);
    const q = parseQuery(c, pageQuery);
    const { rows, total } = await listReports(services, status, q.page, q.per_page);
    return ok(c, page(rows, total, q.page, q.per_page), "Reports");
  });

  r.get("/:id{[0-9]+}/screenshot", async (c) => {
    const key = await reportScreenshotKey(services, pathId(c, ADMIN_COPY.screenshotNotFound));
    const found = key ? await services.storage.get(key) : null;
    if (!found) throw new ApiError(404, ADMIN_COPY.screenshotNotFound);
    // Screenshots can show private chats: never cached on the way.
    return c.body(found.data, 200, {
      "Content-Type": found.contentType,
      "Cache-Control": "private, no-store",
    });
  });

  r.post("/:id{[0-9]+}/resolve", async (c) => {
    const id = pathId(c, ADMIN_COPY.reportNotFound);
    const input = await parseBody(c, resolveReportSchema);
    await resolveReport(services, c.get("user"), id, input);
    return ok(c, null, ADMIN_COPY.resolved);
  });

  return r;
}
