// Operators: the console answers only once the account has two-factor sign-in on (403 with one
// message before), and an operator's token ends after 30 minutes unused or 12 hours after sign-in,
// while members' tokens keep their 30 / 90 days. Time is the services' clock, moved by the test.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, fillPath } from "../../contract/endpoints";
import { TWO_FACTOR_COPY } from "../../contract/two-factor";
import { apiTokens } from "../../api/db/schema";
import { sha256 } from "../../api/domain/tokens";
import { PASSWORD, uniqueEmail, verifiedUser } from "../support/accounts";
import { ADMIN_EMAIL, SECOND_ADMIN_EMAIL, createAdminApi } from "../support/admin";
import type { TestApi } from "../support/api";
import { nextCode, turnOnTwoFactor } from "../support/two-factor";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

let t: TestApi;
beforeAll(async () => {
  t = await createAdminApi();
});
afterAll(() => t.close());

const profile = (token: string) => t.call("GET", "/auth/profile", { token });
const tokenRow = async (token: string) =>
  (
    await t.services.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, sha256(token)))
  )[0];

/** Every console endpoint of the contract, with "1" for each path parameter. */
const consoleCalls = Object.values(endpoints)
  .filter((e) => e.path.startsWith("/admin"))
  .map((e) => {
    const params = Object.fromEntries([...e.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, "1"]));
    return [e.method, fillPath(e.path, params)] as const;
  });

describe("the console needs two-factor sign-in", () => {
  it("answers 403 'Set up two-factor sign-in first.' on every endpoint until it is on, then lets the operator in", async () => {
    // Signed up like anyone (so it has a password), listed in ADMIN_EMAILS.
    const ops = await verifiedUser(t, ADMIN_EMAIL);
    expect(consoleCalls.length).toBeGreaterThan(30);
    for (const [method, path] of consoleCalls) {
      const res = await t.call(method, path, { token: ops.token, json: method === "GET" ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body, `${method} ${path}`).toEqual({
        success: false,
        message: "Set up two-factor sign-in first.",
        code: 403,
      });
    }
    // The web app reads it from the profile and the status.
    expect((await profile(ops.token)).body.data).toMatchObject({ is_admin: true, two_factor: false });
    const status = await t.call("GET", "/auth/two-factor", { token: ops.token });
    expect(status.body.data).toMatchObject({ enabled: false, required: true });

    const { secret } = await turnOnTwoFactor(t, ops.token);
    expect((await t.call("GET", "/admin/overview", { token: ops.token })).status).toBe(200);

    // Signing in again takes the code; the session it gives opens the console.
    const login = await t.call("POST", "/login", { json: { email: ADMIN_EMAIL, password: PASSWORD } });
    expect(login.body.data.two_factor_required).toBe(true);
    const passed = await t.call("POST", "/two-factor/verify", {
      json: { challenge: login.body.data.challenge, code: nextCode(t, secret) },
    });
    expect(passed.status).toBe(200);
    expect((await t.call("GET", "/admin/overview", { token: passed.body.data.token })).status).toBe(200);
  });

  it("says the message only to operators: members still get Forbidden", async () => {
    const { token } = await verifiedUser(t, uniqueEmail("member"));
    const res = await t.call("GET", "/admin/overview", { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Forbidden");
    expect(TWO_FACTOR_COPY.required).toBe("Set up two-factor sign-in first.");
  });
});

describe("session lifetimes", () => {
  /** A fresh operator session (by password; this operator has not turned two-factor sign-in on). */
  async function operatorToken() {
    const res = await t.call("POST", "/login", { json: { email: SECOND_ADMIN_EMAIL, password: PASSWORD } });
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  }

  beforeAll(async () => {
    // The password is set through sign-up, as a real operator's is.
    await verifiedUser(t, SECOND_ADMIN_EMAIL);
  });

  it("ends an operator's token after 30 minutes unused: 401 and the row is gone", async () => {
    const token = await operatorToken();
    t.advance(29 * MINUTE);
    expect((await profile(token)).status).toBe(200);
    t.advance(30 * MINUTE + MINUTE);
    expect((await profile(token)).status).toBe(401);
    expect(await tokenRow(token)).toBeUndefined();
  });

  it("ends an operator's token 12 hours after sign-in, however often it is used", async () => {
    const token = await operatorToken();
    for (let used = 0; used < 28; used++) {
      t.advance(25 * MINUTE);
      expect((await profile(token)).status, `after ${(used + 1) * 25} minutes`).toBe(200);
    }
    // 11 h 40 min so far.
    t.advance(25 * MINUTE);
    expect((await profile(token)).status).toBe(401);
    expect(await tokenRow(token)).toBeUndefined();
  });

  it("keeps members' lifetimes: a day unused and a week old are fine", async () => {
    const { token } = await verifiedUser(t, uniqueEmail("member"));
    t.advance(24 * HOUR);
    expect((await profile(token)).status).toBe(200);
    for (let day = 0; day < 6; day++) {
      t.advance(24 * HOUR);
      expect((await profile(token)).status).toBe(200);
    }
  });
});
