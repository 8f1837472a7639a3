// Shared rate limits (REDIS_URL): two API instances on one real redis-server count together, and
// the limiter itself keeps the fixed-window semantics of the in-memory one.
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../api/config";
import { createMemoryRateLimiter } from "../../api/services/rate-limit/limiter";
import { createRedisRateLimiter, REDIS_KEY_PREFIX } from "../../api/services/rate-limit/redis";
import { createTestApi, type TestApi } from "../support/api";
import { startRedis, type TestRedis } from "../support/redis";

let redis: TestRedis;
let raw: ReturnType<typeof createClient>;
beforeAll(async () => {
  redis = await startRedis();
  raw = createClient({ url: redis.url });
  await raw.connect();
});
afterAll(async () => {
  await raw?.close();
  await redis?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let n = 0;
const uniqueKey = (label: string) => `test:${label}:${Date.now().toString(36)}:${++n}`;

async function limiter(url = redis.url) {
  const logs: string[] = [];
  const l = createRedisRateLimiter(url, (line) => logs.push(line));
  await l.connect();
  return Object.assign(l, { logs });
}

// 32 scrypt hashes in a row: slow on a loaded machine.
describe("two API instances sharing one Redis", { timeout: 180_000 }, () => {
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    // Both instances use the default limits: 30 login attempts a minute per address.
    a = await createTestApi({ REDIS_URL: redis.url });
    b = await createTestApi({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const login = (t: TestApi, i: number, ip: string) =>
    t.call("POST", "/login", { json: { email: `nobody-${i}@example.com`, password: "wrong password" }, ip });

  it("counts login attempts from one address on both: the 31st is refused with Retry-After", async () => {
    const ip = "198.51.100.7";
    // Fifteen on each instance: each alone has seen only fifteen, together they have seen thirty.
    for (let i = 0; i < 30; i++) {
      const res = await login(i % 2 ? b : a, i, ip);
      expect(res.status).toBe(422);
    }
    for (const t of [a, b]) {
      const refused = await login(t, 99, ip);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe("Too many attempts. Please wait a moment and try again.");
      const wait = Number(refused.headers.get("retry-after"));
      expect(Number.isInteger(wait)).toBe(true);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
    }
    // Another address is counted apart.
    expect((await login(b, 100, "198.51.100.8")).status).toBe(422);
    // The counters live in Redis under the documented prefix, with the window as expiry.
    const key = `${REDIS_KEY_PREFIX}auth:login:ip:${ip}`;
    expect(Number(await raw.get(key))).toBe(32);
    const ttl = await raw.pTTL(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe("createRedisRateLimiter", () => {
  it("allows up to the limit, then answers the seconds left in the window", async () => {
    const l = await limiter();
    const key = uniqueKey("limit");
    for (let i = 0; i < 3; i++) expect(await l.hit(key, 3, 30)).toBe(0);
    const wait = await l.hit(key, 3, 30);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(30);
    // Keys are independent.
    expect(await l.hit(uniqueKey("other"), 3, 30)).toBe(0);
    await l.close();
  });

  it("starts a new window once the old one has expired", async () => {
    const l = await limiter();
    const key = uniqueKey("window");
    // A 50 ms window, so Redis expires it almost at once.
    expect(await l.hit(key, 1, 0.05)).toBe(0);
    expect(await l.hit(key, 1, 0.05)).toBe(1);
    for (let i = 0; i < 200 && (await raw.exists(REDIS_KEY_PREFIX + key)); i++) await sleep(10);
    expect(await raw.exists(REDIS_KEY_PREFIX + key)).toBe(0);
    expect(await l.hit(key, 1, 0.05)).toBe(0);
    await l.close();
  });

  it("reset clears a key", async () => {
    const l = await limiter();
    const key = uniqueKey("reset");
    await l.hit(key, 1, 60);
    expect(await l.hit(key, 1, 60)).toBeGreaterThan(0);
    await l.reset(key);
    expect(await l.hit(key, 1, 60)).toBe(0);
    await l.close();
  });

  it("peeks without counting, and gives back a hit without going below zero or making a key", async () => {
    const l = await limiter();
    const mem = createMemoryRateLimiter();
    for (const lim of [l, mem]) {
      const key = uniqueKey("peek");
      expect(await lim.peek(key, 1)).toBe(0);
      await lim.refund(key);
      if (lim === l) expect(await raw.exists(REDIS_KEY_PREFIX + key)).toBe(0);
      expect(await lim.peek(key, 1)).toBe(0);
      expect(await lim.hit(key, 2, 60)).toBe(0);
      expect(await lim.hit(key, 2, 60)).toBe(0);
      const wait = await lim.peek(key, 2);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await lim.peek(key, 2)).toBe(wait);
      await lim.refund(key);
      expect(await lim.peek(key, 2)).toBe(0);
      expect(await lim.peek(key, 1)).toBeGreaterThan(0);
      await lim.refund(key);
      await lim.refund(key);
      expect(await lim.peek(key, 1)).toBe(0);
      expect(await lim.hit(key, 1, 60)).toBe(0);
    }
    await l.close();
  });

  it("gives a counter found without expiry the window instead of counting it forever", async () => {
    const l = await limiter();
    const key = uniqueKey("no-expiry");
    await raw.set(REDIS_KEY_PREFIX + key, "5");
    expect(await l.hit(key, 10, 60)).toBe(0);
    expect(await raw.get(REDIS_KEY_PREFIX + key)).toBe("6");
    expect(await raw.pTTL(REDIS_KEY_PREFIX + key)).toBeGreaterThan(0);
    await l.close();
  });

  it("counts concurrent hits from several instances exactly", async () => {
    const [x, y] = [await limiter(), await limiter()];
    const key = uniqueKey("race");
    const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? x : y).hit(key, 10, 60)));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    expect(waits.filter((w) => w > 0)).toHaveLength(30);
    await x.close();
    await y.close();
  });

  it("stops start-up with a message naming REDIS_URL (and hiding its password) when unreachable", async () => {
    const gone = await startRedis();
    await gone.stop();
    const url = gone.url.replace("redis://", "redis://:hunter2-secret@");
    const l = createRedisRateLimiter(url, () => undefined);
    const err = await l.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(
      /^Cannot connect to Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/? \(REDIS_URL\)/,
    );
    expect((err as Error).message).not.toContain("hunter2");
    await l.close();
  });

  it("counts in this process while Redis is away, says so once, and counts in Redis again once it is back", async () => {
    let own = await startRedis();
    const l = await limiter(own.url);
    const before = uniqueKey("before");
    expect(await l.hit(before, 1, 60)).toBe(0);
    expect(await l.hit(before, 1, 60)).toBeGreaterThan(0);
    await own.stop();

    // Still limited: three tries pass, the fourth is refused with the window's wait.
    const during = uniqueKey("during");
    for (let i = 0; i < 3; i++) expect(await l.hit(during, 3, 60)).toBe(0);
    const wait = await l.hit(during, 3, 60);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // reset works on the in-process count too (a successful login clears its failures).
    await l.reset(during);
    expect(await l.hit(during, 3, 60)).toBe(0);
    expect(l.logs).toHaveLength(1);
    expect(l.logs[0]).toMatch(
      /^\[rate-limit\] Redis unavailable \(.+\): counting in this process until it is back$/,
    );

    // Redis comes back on the same address: the client reconnects and counting moves back to it.
    own = await startRedis({ port: own.port });
    const raw2 = createClient({ url: own.url });
    await raw2.connect();
    try {
      const probe = uniqueKey("probe");
      for (let i = 0; i < 200 && !(await raw2.exists(REDIS_KEY_PREFIX + probe)); i++) {
        await l.hit(probe, 1000, 60);
        await sleep(50);
      }
      expect(await raw2.exists(REDIS_KEY_PREFIX + probe)).toBe(1);
      expect(l.logs).toEqual([l.logs[0], "[rate-limit] Redis is back: counting in Redis again"]);
      const after = uniqueKey("after");
      expect(await l.hit(after, 3, 60)).toBe(0);
      expect(await raw2.get(REDIS_KEY_PREFIX + after)).toBe("1");
    } finally {
      await raw2.close();
      await l.close();
      await own.stop();
    }
  });
});

describe("an API instance whose Redis goes away", () => {
  it("still refuses a password guesser after N tries", async () => {
    const own = await startRedis();
    const t = await createTestApi({ REDIS_URL: own.url, AUTH_RATE_LIMIT_PER_MINUTE: "5" });
    try {
      await own.stop();
      const guess = () =>
        t.call("POST", "/login", {
          json: { email: "owner@example.com", password: "wrong password" },
          ip: "198.51.100.20",
        });
      for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(422);
      const refused = await guess();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(t.logs.filter((line) => line.startsWith("[rate-limit]"))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
