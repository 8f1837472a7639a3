// The process's metrics (api/services/metrics.ts) after real requests: HTTP requests by route pattern, a
// reply's counters and histograms by engine and model, its tokens, the open reply streams, and
// rate-limit refusals by limiter. Labels never carry an id, an address or an email.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limiterOf, metrics } from "../../api/services/metrics";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, readSseUntil, send, sendSse } from "../support/chat";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t?.close());

const text = () => metrics().registry.metrics();
/** The value of one series, or 0 when it has none yet. */
async function valueOf(name: string, labels: Record<string, string> = {}) {
  // A histogram's count is a series of the histogram itself.
  const metricName = name.endsWith("_count") ? name : undefined;
  const metric = metrics().registry.getSingleMetric(name.replace(/_count$/, ""));
  const { values } = (await metric?.get()) ?? { values: [] };
  const found = values.find(
    (v) =>
      (!metricName || (v as { metricName?: string }).metricName === metricName) &&
      Object.entries(labels).every(([k, l]) => String(v.labels[k]) === l),
  );
  return found?.value ?? 0;
}

describe("metrics", () => {
  it("counts requests by route pattern, never by the path with its id", async () => {
    const botId = await firstBotId(t);
    const route = { method: "GET", route: "/api/v1/bots/:id", status: "200" };
    const before = await valueOf("infinite_http_requests_total", route);
    expect((await t.call("GET", `/bots/${botId}`)).status).toBe(200);
    expect(await valueOf("infinite_http_requests_total", route)).toBe(before + 1);
    const exposition = await text();
    expect(exposition).toContain('infinite_http_request_duration_seconds_bucket{le="0.005",method="GET"');
    expect(exposition).not.toContain(`/bots/${botId}"`);
    // Node's own process metrics come along.
    expect(exposition).toContain("process_cpu_user_seconds_total");
    expect(exposition).toContain("nodejs_eventloop_lag_seconds");
  });

  it("counts a reply started and completed with its first token, duration and tokens; the stream closes", async () => {
    const user = await chatter(t);
    const botId = await firstBotId(t);
    const persona = { engine: "persona", model: "persona" };
    const started = await valueOf("infinite_replies_started_total", persona);
    const completed = await valueOf("infinite_replies_completed_total", persona);
    const tokens = await valueOf("infinite_tokens_total", { model: "persona", kind: "completion" });
    const firstTokens = await valueOf("infinite_reply_first_token_seconds_count", persona);

    const res = await sendSse(t, user, { bot_id: botId, message: "Hello there, how was your day?" });
    const { reader } = await readSseUntil(res.body!, (events) => events.some((e) => e.event === "done"));
    await reader.cancel().catch(() => undefined);
    expect((await send(t, user, { bot_id: botId, message: "Tell me more." })).status).toBe(200);

    expect(await valueOf("infinite_replies_started_total", persona)).toBe(started + 2);
    expect(await valueOf("infinite_replies_completed_total", persona)).toBe(completed + 2);
    expect(await valueOf("infinite_reply_first_token_seconds_count", persona)).toBe(firstTokens + 2);
    expect(await valueOf("infinite_reply_duration_seconds_count", persona)).toBeGreaterThanOrEqual(2);
    expect(await valueOf("infinite_tokens_total", { model: "persona", kind: "completion" })).toBeGreaterThan(
      tokens,
    );
    expect(await valueOf("infinite_sse_streams_active")).toBe(0);
  });

  it("counts rate-limit refusals by limiter, its name without the address or email", async () => {
    const ip = "203.0.113.9";
    const email = "nobody-metrics@example.com";
    for (let i = 0; i < 40; i++) {
      await t.call("POST", "/login", { json: { email, password: "wrong password" }, ip });
    }
    expect(
      await valueOf("infinite_rate_limit_refusals_total", { limiter: "auth:login:pair" }),
    ).toBeGreaterThan(0);
    const exposition = await text();
    expect(exposition).not.toContain(ip);
    expect(exposition).not.toContain(email);
  });
});

describe("limiterOf", () => {
  it("keeps a key's leading words and drops the values after them", () => {
    expect(limiterOf("auth:login:pair:198.51.100.7:sam@example.com")).toBe("auth:login:pair");
    expect(limiterOf("export:42")).toBe("export");
    expect(limiterOf("auth:login:ip:fe80::1")).toBe("auth:login:ip");
    expect(limiterOf("otp-paused-mail:signup:sam@example.com")).toBe("otp-paused-mail:signup");
    expect(limiterOf("42")).toBe("other");
  });
});
