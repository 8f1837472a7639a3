// Per-client limits: login counts failures per (address, email) and per address, so a stranger
// cannot lock the owner out, and the per-email ceiling that many addresses together can reach
// never holds back the owner's own address or a browser that signed in before; one address cannot
// spray passwords over many accounts or sign up without end; password hashing is a fair queue per
// client, sized to the cores.
import { availableParallelism } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KNOWN_DEVICES_HEADER } from "../../contract/known-device";
import { loadConfig } from "../../api/config";
import { ApiError } from "../../api/http/envelope";
import {
  acquireHashSlot,
  configureHashPool,
  HASH_BUSY_MESSAGE,
  HASH_QUEUE,
  HASH_QUEUE_PER_CLIENT,
  hashingLoad,
  releaseHashSlot,
} from "../../api/domain/hash-pool";
import { hashPassword, verifyPassword } from "../../api/domain/passwords";
import { createTestApi, type TestApi } from "../support/api";
import { BIRTH_DATE, PASSWORD, uniqueEmail, verifiedUser } from "../support/accounts";

let t: TestApi;
beforeAll(async () => {
  // The default base: AUTH_RATE_LIMIT_PER_MINUTE=10.
  t = await createTestApi();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string, deviceToken?: string) =>
  t.call("POST", "/login", {
    json: { email, password },
    ip,
    headers: deviceToken ? { [KNOWN_DEVICES_HEADER]: deviceToken } : {},
  });

// Dozens of scrypt hashes per test: slow on a loaded machine.
const HEAVY = { timeout: 180_000 };

describe("login", HEAVY, () => {
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

  it("5 addresses × 10 wrong passwords for one email: the owner still signs in from their own address", async () => {
    const home = "192.0.2.10";
    const { email } = await verifiedUser(t, uniqueEmail("crowded"), home);
    for (let a = 1; a <= 5; a++)
      for (let i = 0; i < 10; i++)
        expect((await login(email, `guess ${a}-${i}`, `203.0.113.${a}`)).status).toBe(422);
    expect((await login(email, PASSWORD, home)).status).toBe(200);
  });

  it("past 50 wrong passwords a minute for one email, an address that failed for it waits; a fresh one does not", async () => {
    const { email } = await verifiedUser(t, uniqueEmail("botnet"), "192.0.2.4");
    // One wrong try from "early" first, then 49 more from 49 other addresses: 50 in the minute.
    expect((await login(email, "early guess", "203.0.114.250")).status).toBe(422);
    for (let i = 1; i < 50; i++)
      expect((await login(email, `guess ${i}`, `203.0.114.${i}`)).status).toBe(422);
    const waits = await login(email, "early guess again", "203.0.114.250");
    expect(waits.status).toBe(429);
    expect(Number(waits.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // A fresh address is judged: its first try is never refused by the email's ceiling...
    expect((await login(email, "fresh guess", "203.0.114.200")).status).toBe(422);
    // ...and its second is, like every stranger's.
    expect((await login(email, "fresh guess 2", "203.0.114.200")).status).toBe(429);
    // The minute ends: everyone is judged again.
    t.advance(61_000);
    expect((await login(email, "early guess", "203.0.114.250")).status).toBe(422);
  });

  it("never holds back a browser that signed in before, even after its own typo", async () => {
    const home = "192.0.2.11";
    const { email, deviceToken } = await verifiedUser(t, uniqueEmail("known"), home);
    expect(deviceToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const cafe = "192.0.2.12";
    // The owner mistypes once from a café (now a failing address for this email)...
    expect((await login(email, "typo typo", cafe, deviceToken)).status).toBe(422);
    for (let i = 0; i < 50; i++) await login(email, `guess ${i}`, `203.0.115.${i + 1}`);
    // ...without the token that café address waits; with it, the owner gets in.
    expect((await login(email, PASSWORD, cafe)).status).toBe(429);
    const ok = await login(email, PASSWORD, cafe, deviceToken);
    expect(ok.status).toBe(200);
    expect(ok.body.data.device_token).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it("accepts a known-device token only for the email it was given for", async () => {
    const mine = await verifiedUser(t, uniqueEmail("owner"), "192.0.2.13");
    const { email } = await verifiedUser(t, uniqueEmail("target"), "192.0.2.14");
    const attacker = "198.51.100.20";
    expect((await login(email, "first", attacker, mine.deviceToken)).status).toBe(422);
    for (let i = 0; i < 50; i++) await login(email, `guess ${i}`, `203.0.116.${i + 1}`);
    // A token of another account (or a forged one) makes nobody known.
    expect((await login(email, "second", attacker, mine.deviceToken)).status).toBe(429);
    expect((await login(email, "third", attacker, `${mine.deviceToken.split(".")[0]}.forged`)).status).toBe(
      429,
    );
  });

  it("counts failures only: an address signing in rightly all minute never meets its limits", async () => {
    const office = "192.0.2.15";
    const { email } = await verifiedUser(t, uniqueEmail("office"), office);
    for (let i = 0; i < 40; i++) expect((await login(email, PASSWORD, office)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(email, `wrong ${i}`, office)).status).toBe(422);
    expect((await login(email, PASSWORD, office)).status).toBe(429);
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

describe("password hashing", HEAVY, () => {
  afterAll(() => configureHashPool({ concurrency: t.config.HASH_CONCURRENCY }));

  it("HASH_CONCURRENCY sizes the pool: the machine's cores by default", async () => {
    expect(t.config.HASH_CONCURRENCY).toBe(availableParallelism());
    expect(hashingLoad().concurrency).toBe(availableParallelism());
    expect(loadConfig({ NODE_ENV: "test", HASH_CONCURRENCY: "3" }).HASH_CONCURRENCY).toBe(3);
    expect(() => loadConfig({ NODE_ENV: "test", HASH_CONCURRENCY: "0" })).toThrow(/HASH_CONCURRENCY/);
  });

  it("a flood of 80 unknown-email logins from 80 addresses leaves everyone's login working", async () => {
    const home = "192.0.2.30";
    const { email } = await verifiedUser(t, uniqueEmail("flooded"), home);
    let most = 0;
    const flood = Array.from({ length: 80 }, (_, i) =>
      login(uniqueEmail("nobody"), "Summer2024!", `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`),
    );
    const watch = setInterval(() => (most = Math.max(most, hashingLoad().running)), 1);
    const owner = login(email, PASSWORD, home);
    const [mine, ...theirs] = await Promise.all([owner, ...flood]);
    clearInterval(watch);
    expect(mine!.status).toBe(200);
    expect(theirs.map((r) => r.status).filter((s) => s !== 422)).toEqual([]);
    expect(most).toBeLessThanOrEqual(t.config.HASH_CONCURRENCY);
    expect(hashingLoad()).toMatchObject({ running: 0, waiting: 0 });
  });

  it("serves clients in turn: one client's burst does not keep another's hash waiting behind it", async () => {
    configureHashPool({ concurrency: 1 });
    const stored = await hashPassword("a brand new secret");
    const done: string[] = [];
    const check = (client: string) =>
      verifyPassword("a brand new secret", stored, client).then((ok) => {
        expect(ok).toBe(true);
        done.push(client);
      });
    const burst = Array.from({ length: 6 }, () => check("198.51.100.40"));
    const single = check("198.51.100.41");
    await Promise.all([...burst, single]);
    // The burst's first hash was running and its second was first in turn; then the single one.
    expect(done.indexOf("198.51.100.41")).toBe(2);
  });

  it(`lets a client keep ${HASH_QUEUE_PER_CLIENT} waiting, refuses its next with 503, and still lets others in`, async () => {
    configureHashPool({ concurrency: 1 });
    await acquireHashSlot("holder");
    const greedy = Array.from({ length: HASH_QUEUE_PER_CLIENT + 2 }, () => acquireHashSlot("greedy"));
    const other = acquireHashSlot("other");
    const settled = Promise.allSettled([...greedy, other]);
    // Each release hands the slot to the next in turn, as a finished hash would.
    while (hashingLoad().running > 0) releaseHashSlot();
    const results = await settled;
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      const err = (r as PromiseRejectedResult).reason;
      expect(err).toBeInstanceOf(ApiError);
      expect(err.status).toBe(503);
      expect(err.message).toBe(HASH_BUSY_MESSAGE);
      expect(Number(err.headers["Retry-After"])).toBeGreaterThan(0);
    }
    expect(results.at(-1)!.status).toBe("fulfilled");
    expect(hashingLoad()).toMatchObject({ running: 0, waiting: 0 });
  });

  it(`when all ${HASH_QUEUE} places are taken, the longest line gives its newest place to a newcomer`, async () => {
    configureHashPool({ concurrency: 1 });
    await acquireHashSlot("holder");
    const lines = HASH_QUEUE / HASH_QUEUE_PER_CLIENT;
    const waiting = Array.from({ length: lines }, (_, c) =>
      Array.from({ length: HASH_QUEUE_PER_CLIENT }, () => acquireHashSlot(`crowd-${c}`)),
    ).flat();
    const outcomes = waiting.map((p) =>
      p.then(
        () => "started",
        () => "refused",
      ),
    );
    expect(hashingLoad().waiting).toBe(HASH_QUEUE);
    const newcomer = acquireHashSlot("newcomer").then(
      () => "started",
      () => "refused",
    );
    expect(hashingLoad().waiting).toBe(HASH_QUEUE);
    while (hashingLoad().running > 0) releaseHashSlot();
    expect(await newcomer).toBe("started");
    expect((await Promise.all(outcomes)).filter((o) => o === "refused")).toHaveLength(1);
    expect(hashingLoad()).toMatchObject({ running: 0, waiting: 0 });
  });
});
