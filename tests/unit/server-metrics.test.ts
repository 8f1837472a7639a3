// GET /metrics on the production server (server/metrics.js): with METRICS_TOKEN on the main port,
// to the bearer token only; with METRICS_PORT on its own port, and not on the main one. The text
// has the pages, the API by route pattern, the database pool and Node's process metrics.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startBuiltServer, type BuiltServer } from "../support/built-server";

const TOKEN = "metrics-test-token-0123456789";

describe("METRICS_TOKEN", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ METRICS_TOKEN: TOKEN });
  }, 300_000);
  afterAll(() => server?.stop());

  it("refuses /metrics without the token, or with another", async () => {
    for (const authorization of [null, "Bearer not-the-token", "Basic eDp5"]) {
      const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
      const res = await fetch(`${server.base}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
    }
  });

  it("answers the bearer token with the Prometheus text of pages, the API, the pool and the process", async () => {
    expect((await fetch(`${server.base}/`)).status).toBe(200);
    expect((await fetch(`${server.base}/api/v1/bots/1`)).status).toBe(200);
    const res = await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('infinite_http_requests_total{method="GET",route="(page)",status="200"} 1');
    expect(text).toContain(
      'infinite_http_requests_total{method="GET",route="/api/v1/bots/:id",status="200"} 1',
    );
    expect(text).toMatch(/^infinite_db_pool_in_use 1$/m);
    expect(text).toMatch(/^infinite_db_pool_waiting 0$/m);
    expect(text).toContain("# TYPE infinite_reply_first_token_seconds histogram");
    expect(text).toContain("process_resident_memory_bytes");
  });
});

describe("METRICS_PORT", () => {
  let server: BuiltServer;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startBuiltServer({ METRICS_PORT: String(metricsPort) });
  }, 300_000);
  afterAll(() => server?.stop());

  it("serves /metrics on its own port and not on the main one", async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("infinite_http_requests_total");
    expect((await fetch(`${server.base}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  });
});
