// Per-client limits (issue 12, finding 6): login is counted per (address, email), so a stranger
// cannot lock the owner out; one address cannot spray passwords over many accounts or sign up
// without end; two addresses never share an allowance; password hashing has a global cap.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../api/http/envelope";
import {
  HASH_BUSY_MESSAGE,
  HASH_CONCURRENCY,
  HASH_QUEUE,
  hashingLoad,
  hashPassword,
  verifyPassword,
} from "../../api/domain/passwords";
import { createTestApi, type TestApi } from "../support/api";
import { BIRTH_DATE, PASSWORD, uniqueEmail, verifiedUser } from "../support/accounts";

let t: TestApi;
beforeAll(async () => {
  // The default base: AUTH_RATE_LIMIT_PER_MINUTE=10.
  t = await createTestApi();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.call("POST", "/login", { json: { email, password }, ip });

describe("login", () => {
  it("11 wrong passwords for the victim from A limit A, not the victim signing in from B", async () => {
    const { email } = await verifiedUser(t, uniqueEmail("victim"), "192.0.2.1");
    const attacker = "198.51.100.1";
    for (let i = 0; i < 10; i++) expect((await login(email, `wrong guess ${i}`, attacker)).status).toBe(422);
    const limited = await login(email, `wrong guess 10`, attacker);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // The attacker keeps trying; the owner, from home, still gets in.
    for (let i = 0; i < 20; i++) expect((await login(email, `wrong again ${i}`, attacker)).status).toBe(429);
    expect((await login(email, PASSWORD, "192.0.2.1")).status).toBe(200);
  });

  it("password spraying from one address over 50 accounts is stopped after 30 tries a minute", async () => {
    const sprayer = "198.51.100.2";
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await login(uniqueEmail("sprayed"), "Summer2024!", sprayer)).status);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it("gives every address its own allowance", async () => {
    const { email } = await verifiedUser(t, uniqueEmail("shared"), "192.0.2.2");
    for (let i = 0; i < 11; i++) await login(email, `nope ${i}`, "198.51.100.3");
    expect((await login(email, "nope", "198.51.100.3")).status).toBe(429);
    expect((await login(email, "nope", "198.51.100.4")).status).toBe(422);
  });

  it("counts an IPv6 client by its /64, so changing address inside it gains nothing", async () => {
    const { email } = await verifiedUser(t, uniqueEmail("v6"), "192.0.2.3");
    for (let i = 0; i < 10; i++) await login(email, `v6 guess ${i}`, `2001:db8:1:2::${(i + 1).toString(16)}`);
    expect((await login(email, "v6 guess", "2001:db8:1:2:ffff::1")).status).toBe(429);
    expect((await login(email, "v6 guess", "2001:db8:1:3::1")).status).toBe(422);
  });

  it("still limits one email tried from many addresses (50 a minute)", async () => {
    const { email } = await verifiedUser(t, uniqueEmail("botnet"), "192.0.2.4");
    for (let i = 0; i < 50; i++)
      expect((await login(email, `guess ${i}`, `203.0.113.${i + 1}`)).status).toBe(422);
    expect((await login(email, "guess", "203.0.113.200")).status).toBe(429);
  });
});

describe("sign-up", () => {
  it("is limited per address: 10 a minute", async () => {
    const ip = "198.51.100.9";
    const signUp = () =>
      t.call("POST", "/sign-up", {
        json: {
          first_name: "Ada",
          last_name: "Lovelace",
          email: uniqueEmail("bomb"),
          password: PASSWORD,
          birth_date: BIRTH_DATE,
        },
        ip,
      });
    for (let i = 0; i < 10; i++) expect((await signUp()).status).toBe(201);
    expect((await signUp()).status).toBe(429);
  });
});

describe("password hashing", () => {
  it(`runs at most ${HASH_CONCURRENCY} at once, queues ${HASH_QUEUE}, refuses the rest with 503`, async () => {
    const stored = await hashPassword("a brand new secret");
    const total = HASH_CONCURRENCY + HASH_QUEUE + 4;
    const checks = Array.from({ length: total }, () => verifyPassword("a brand new secret", stored));
    expect(hashingLoad()).toEqual({ running: HASH_CONCURRENCY, waiting: HASH_QUEUE });
    const results = await Promise.allSettled(checks);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      const err = (r as PromiseRejectedResult).reason;
      expect(err).toBeInstanceOf(ApiError);
      expect(err.status).toBe(503);
      expect(err.message).toBe(HASH_BUSY_MESSAGE);
      expect(Number(err.headers["Retry-After"])).toBeGreaterThan(0);
    }
    expect(results.filter((r) => r.status === "fulfilled" && r.value === true)).toHaveLength(total - 4);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
