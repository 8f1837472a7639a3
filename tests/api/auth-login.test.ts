// POST /login, POST /auth/logout and the per-minute attempt limits of the account endpoints.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COPY } from "../../contract/messages";
import { apiTokens, users } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import {
  lastCode,
  mailCount,
  PASSWORD,
  signUp,
  uniqueEmail,
  verifiedUser,
  wrongCode,
} from "../support/accounts";

let t: TestApi;
beforeAll(async () => {
  // The default limit: 10 attempts a minute per address and per email, each endpoint counted apart.
  t = await createTestApi();
  expect(t.config.AUTH_RATE_LIMIT_PER_MINUTE).toBe(10);
});
afterAll(() => t.close());

// Each test signs in from its own address, so only the rate-limit tests meet the limit.
let ipCounter = 0;
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe("POST /login", () => {
  it("signs in with any letter case and spaces around the email", async () => {
    const { email, user } = await verifiedUser(t, undefined, nextIp());
    const { status, body } = await t.call("POST", "/login", {
      json: { email: `  ${email.toUpperCase()}  `, password: PASSWORD },
      ip: nextIp(),
    });
    expect(status).toBe(200);
    expect(body.data.user).toEqual(user);
    const profile = await t.call("GET", "/auth/profile", { token: body.data.token });
    expect(profile.status).toBe(200);
  });

  it("answers a wrong password and an unknown email alike", async () => {
    const { email } = await verifiedUser(t, undefined, nextIp());
    const ip = nextIp();
    const wrong = await t.call("POST", "/login", { json: { email, password: "wrong password" }, ip });
    const unknown = await t.call("POST", "/login", {
      json: { email: uniqueEmail("nobody"), password: PASSWORD },
      ip,
    });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({
        success: false,
        message: COPY.invalidCredentials,
        errors: { email: [COPY.invalidCredentials] },
      });
    }
  });

  it("validates each field with the messages of docs/requirements/accounts.md#validation", async () => {
    const ip = nextIp();
    const empty = await t.call("POST", "/login", { json: { email: "", password: "" }, ip });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ email: [COPY.emailRequired], password: [COPY.passwordRequired] });
    const bad = await t.call("POST", "/login", { json: { email: "a@", password: "1234567" }, ip });
    expect(bad.body.errors).toEqual({ email: [COPY.emailInvalid], password: [COPY.passwordMin] });
  });

  it("refuses an unverified account with 403 and mails a fresh code", async () => {
    const email = uniqueEmail("unverified");
    await signUp(t, email, {}, nextIp());
    const first = await lastCode(t, email);
    t.advance(20_000);
    const { status, body } = await t.call("POST", "/login", {
      json: { email, password: PASSWORD },
      ip: nextIp(),
    });
    expect(status).toBe(403);
    expect(body.message).toBe(COPY.verifyEmailFirst);
    expect(await mailCount(t, email)).toBe(2);
    const fresh = await lastCode(t, email);
    if (fresh !== first) {
      expect((await t.call("POST", "/verify/otp", { json: { email, otp: first } })).status).toBe(422);
    }
    expect((await t.call("POST", "/verify/otp", { json: { email, otp: fresh } })).status).toBe(200);
  });

  it("does not tell an unverified account apart when the password is wrong", async () => {
    const email = uniqueEmail("unverified-wrong");
    await signUp(t, email, {}, nextIp());
    const { status } = await t.call("POST", "/login", {
      json: { email, password: "not the password" },
      ip: nextIp(),
    });
    expect(status).toBe(422);
  });

  it("refuses password sign-in for an account without a password (Google only)", async () => {
    const email = uniqueEmail("google-only");
    await t.handle.db.insert(users).values({
      email,
      firstName: "G",
      lastName: "O",
      googleSub: `sub-${email}`,
      emailVerifiedAt: new Date(),
    });
    const { status } = await t.call("POST", "/login", { json: { email, password: PASSWORD }, ip: nextIp() });
    expect(status).toBe(422);
  });
});

describe("POST /auth/logout", () => {
  it("revokes the calling token only", async () => {
    const { email, token } = await verifiedUser(t, undefined, nextIp());
    const other = await t.call("POST", "/login", { json: { email, password: PASSWORD }, ip: nextIp() });
    const { status } = await t.call("POST", "/auth/logout", { token });
    expect(status).toBe(200);
    const after = await t.call("GET", "/auth/profile", { token });
    expect(after.status).toBe(401);
    expect((await t.call("POST", "/auth/logout", { token })).status).toBe(401);
    expect((await t.call("GET", "/auth/profile", { token: other.body.data.token })).status).toBe(200);
  });

  it("needs a token", async () => {
    expect((await t.call("POST", "/auth/logout")).status).toBe(401);
  });

  it("stores tokens only as hashes", async () => {
    const { token, user } = await verifiedUser(t, undefined, nextIp());
    const rows = await t.handle.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    const hashes = rows.map((r) => r.tokenHash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(token);
  });
});

// The limits keyed on (address, email) and per email from many addresses: tests/api/client-limits.test.ts.
// Up to 40 scrypt hashes in a row: slow on a loaded machine.
describe(
  "rate limits (login: 10 failures a minute per address and email, 30 per address)",
  { timeout: 180_000 },
  () => {
    async function expectLimited(res: { status: number; headers: Headers; body: { message: string } }) {
      expect(res.status).toBe(429);
      const wait = Number(res.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(res.body.message).toMatch(/wait/i);
    }

    it("limits login attempts per address", async () => {
      const ip = nextIp();
      for (let i = 0; i < 30; i++) {
        const r = await t.call("POST", "/login", {
          json: { email: uniqueEmail("spray"), password: PASSWORD },
          ip,
        });
        expect(r.status).toBe(422);
      }
      await expectLimited(
        await t.call("POST", "/login", { json: { email: uniqueEmail("spray"), password: PASSWORD }, ip }),
      );
      // Another address is not affected.
      const { email } = await verifiedUser(t, undefined, nextIp());
      const fine = await t.call("POST", "/login", { json: { email, password: PASSWORD }, ip: nextIp() });
      expect(fine.status).toBe(200);
    });

    it("limits login attempts per address and email, whatever the letter case", async () => {
      const { email } = await verifiedUser(t, undefined, nextIp());
      const ip = nextIp();
      for (let i = 0; i < 10; i++) {
        const r = await t.call("POST", "/login", { json: { email, password: "guess guess " + i }, ip });
        expect(r.status).toBe(422);
      }
      // This address waits, even with the right password; the owner elsewhere does not.
      await expectLimited(
        await t.call("POST", "/login", { json: { email: email.toUpperCase(), password: PASSWORD }, ip }),
      );
      const owner = await t.call("POST", "/login", { json: { email, password: PASSWORD }, ip: nextIp() });
      expect(owner.status).toBe(200);
    });

    it("limits code guesses per address and email, and from many addresses only those that already tried", async () => {
      const email = uniqueEmail("guess");
      await signUp(t, email, {}, nextIp());
      const otp = await lastCode(t, email);
      const ip = nextIp();
      // The fifth wrong guess burns the code (400); the limit still counts every further try.
      for (let i = 0; i < 10; i++) {
        const r = await t.call("POST", "/verify/otp", { json: { email, otp: wrongCode(otp) }, ip });
        expect([400, 422]).toContain(r.status);
      }
      await expectLimited(await t.call("POST", "/verify/otp", { json: { email, otp }, ip }));
      // 40 more addresses: 50 tries at this email in the minute, its ceiling.
      const crowd = Array.from({ length: 40 }, nextIp);
      for (const from of crowd)
        await t.call("POST", "/verify/otp", { json: { email, otp: "0000" }, ip: from });
      await expectLimited(
        await t.call("POST", "/verify/otp", { json: { email, otp: "0000" }, ip: crowd[0] }),
      );
      // An address's first try is never held back by it (the owner on their own device).
      expect(
        (await t.call("POST", "/verify/otp", { json: { email, otp: "0000" }, ip: nextIp() })).status,
      ).toBe(400);
    });

    it("limits forgot-password and reset attempts per address", async () => {
      const ip = nextIp();
      for (let i = 0; i < 10; i++) {
        const r = await t.call("POST", "/password/forgot", { json: { email: uniqueEmail("fp") }, ip });
        expect(r.status).toBe(200);
      }
      await expectLimited(
        await t.call("POST", "/password/forgot", { json: { email: uniqueEmail("fp") }, ip }),
      );
      for (let i = 0; i < 10; i++) {
        await t.call("POST", "/password/verify", { json: { email: uniqueEmail("pv"), otp: "0000" }, ip });
      }
      await expectLimited(
        await t.call("POST", "/password/verify", { json: { email: uniqueEmail("pv"), otp: "0000" }, ip }),
      );
    });

    it("counts malformed attempts too", async () => {
      const ip = nextIp();
      for (let i = 0; i < 30; i++) {
        expect((await t.call("POST", "/login", { json: {}, ip })).status).toBe(422);
      }
      await expectLimited(await t.call("POST", "/login", { json: {}, ip }));
    });
  },
);

describe("accounts in the database", () => {
  it("stores emails lower-cased and unique", async () => {
    const email = uniqueEmail("Case");
    await signUp(t, email.toUpperCase(), {}, nextIp());
    const rows = await t.handle.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });
});
