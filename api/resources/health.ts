// Liveness and readiness (docs/operations.md#health). /health: the process answers and its database
// too. /ready: this instance should get traffic: the database and a configured Redis answer now.
// Before the runtime exists (migrations, seeding) and while shutting down, the Node server answers
// /ready itself with 503 (contract/readiness.js): this resource only runs once the API is up.
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import type { Services } from "../services/types";

async function databaseAnswers({ db }: Services): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export function healthResource(services: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/", async (c) => {
    if (!(await databaseAnswers(services))) throw new ApiError(503, "The database is not reachable.");
    return ok(c, { status: "ok", database: "ok" }, "Healthy");
  });
  return r;
}

export function readyResource(services: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/", async (c) => {
    const { ping } = services.rateLimiter;
    const [database, redis] = await Promise.all([
      databaseAnswers(services),
      ping ? ping.call(services.rateLimiter) : Promise.resolve(null),
    ]);
    if (!database) throw new ApiError(503, "Not ready: the database is not reachable.");
    if (redis === false) throw new ApiError(503, "Not ready: Redis (REDIS_URL) is not reachable.");
    const redisState = redis === null ? "not configured" : "ok";
    return ok(c, { status: "ready", database: "ok", redis: redisState }, "Ready");
  });
  return r;
}
