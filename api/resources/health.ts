import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import type { Services } from "../services/types";

export function healthResource({ db }: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/", async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new ApiError(503, "The database is not reachable.");
    }
    return ok(c, { status: "ok", database: "ok" }, "Healthy");
  });
  return r;
}
