// Readiness (api/resources/health.ts): /ready answers 200 while the database and a configured Redis
// answer, 503 once either does not; /health (liveness) does not depend on Redis.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/api";
import { startRedis, type TestRedis } from "../support/redis";

describe("without Redis", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t?.close());

  it("is ready while the database answers, and says Redis is not configured", async () => {
    const { status, body } = await t.call("GET", "/ready");
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: "Ready",
      data: { status: "ready", database: "ok", redis: "not configured" },
    });
  });

  it("is not ready, nor alive, once the database is gone", async () => {
    await t.handle.close();
    const ready = await t.call("GET", "/ready");
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      success: false,
      message: "Not ready: the database is not reachable.",
    });
    expect((await t.call("GET", "/health")).status).toBe(503);
  });
});

describe("with REDIS_URL", () => {
  let redis: TestRedis;
  let t: TestApi;
  beforeAll(async () => {
    redis = await startRedis();
    t = await createTestApi({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it("is ready while Redis answers, and not ready once it stops; liveness stays 200", async () => {
    const up = await t.call("GET", "/ready");
    expect(up.status).toBe(200);
    expect(up.body.data).toEqual({ status: "ready", database: "ok", redis: "ok" });

    await redis.stop();
    const down = await t.call("GET", "/ready");
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      success: false,
      message: "Not ready: Redis (REDIS_URL) is not reachable.",
    });
    expect((await t.call("GET", "/health")).status).toBe(200);
  });
});
