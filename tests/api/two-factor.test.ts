// Two-factor sign-in for members: set-up with a secret waiting for its first code, the second step of
// every sign-in (authenticator code once each, recovery codes once each, 5 wrong codes or 10 minutes
// end it, attempts limited per address), new recovery codes, turning it off with password and code.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_COPY } from "../../contract/account";
import { TWO_FACTOR_COPY } from "../../contract/two-factor";
import { twoFactorRecoveryCodes, twoFactorSecrets } from "../../api/db/schema";
import { PASSWORD, uniqueEmail, verifiedUser } from "../support/accounts";
import { createTestApi, type TestApi } from "../support/api";
import { nextCode, STEP_MS, totpCode, turnOnTwoFactor } from "../support/two-factor";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test signs in from its own address, so the per-address limits of one never reach another. */
const newIp = () => `10.20.0.${++ipCounter}`;

async function member() {
  const ip = newIp();
  const { email, token, user } = await verifiedUser(t, uniqueEmail("2fa"), ip);
  return { email, token, id: user.id as number, ip };
}

const login = (email: string, ip: string) =>
  t.call("POST", "/login", { json: { email, password: PASSWORD }, ip });
const verify = (challenge: string, code: string, ip: string) =>
  t.call("POST", "/two-factor/verify", { json: { challenge, code }, ip });

async function challengeFor(email: string, ip: string) {
  const res = await login(email, ip);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe(TWO_FACTOR_COPY.challenge);
  expect(res.body.data.token).toBeUndefined();
  expect(res.body.data.two_factor_required).toBe(true);
  return res.body.data.challenge as string;
}

const profile = (token: string) => t.call("GET", "/auth/profile", { token });

describe("setting it up", () => {
  it("waits for a code from the app before it is on, then gives ten recovery codes once", async () => {
    const { token } = await member();
    const other = (await login((await profile(token)).body.data.email, newIp())).body.data.token as string;
    expect((await profile(token)).body.data.two_factor).toBe(false);

    const noSetup = await t.call("POST", "/auth/two-factor/enable", { token, json: { code: "123456" } });
    expect(noSetup.status).toBe(409);
    expect(noSetup.body.message).toBe(TWO_FACTOR_COPY.noSetup);

    const setup = await t.call("POST", "/auth/two-factor/setup", { token });
    expect(setup.status).toBe(200);
    const { secret, otpauth_url } = setup.body.data.pending;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Infinite:.+\?.*secret=/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(setup.body.data).toMatchObject({ enabled: false, recovery_codes_left: 0, required: false });

    const wrong = await t.call("POST", "/auth/two-factor/enable", { token, json: { code: "000000" } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual([TWO_FACTOR_COPY.wrongCode]);
    const blank = await t.call("POST", "/auth/two-factor/enable", { token, json: { code: " " } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.code).toEqual([TWO_FACTOR_COPY.setupCodeRequired]);
    expect((await profile(token)).body.data.two_factor).toBe(false);

    const on = await t.call("POST", "/auth/two-factor/enable", {
      token,
      json: { code: totpCode(t, secret) },
    });
    expect(on.status).toBe(200);
    expect(on.body.message).toBe(TWO_FACTOR_COPY.enabled);
    const codes = on.body.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-z]{5}-[2-9a-z]{5}$/);

    // On: the secret is never shown again, and sessions that passed no second factor are over.
    const status = await t.call("GET", "/auth/two-factor", { token });
    expect(status.body.data).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      required: false,
      pending: null,
    });
    expect((await profile(token)).body.data.two_factor).toBe(true);
    expect((await profile(other)).status).toBe(401);
    const again = await t.call("POST", "/auth/two-factor/setup", { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TWO_FACTOR_COPY.alreadyOn);
  });

  it("keeps the secret encrypted and the recovery codes hashed", async () => {
    const { token, id } = await member();
    const { secret, recoveryCodes } = await turnOnTwoFactor(t, token);
    const [row] = await t.services.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, id));
    expect(row?.secretEnc).toBeTruthy();
    expect(row?.secretEnc).not.toContain(secret);
    const stored = await t.services.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, id));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((r) => r.codeHash).join(" ");
    for (const code of recoveryCodes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace("-", ""));
    }
    expect(t.logs.join("\n")).not.toContain(secret);
  });
});

describe("signing in", () => {
  it("asks for the code after the password; a wrong one is refused, the right one signs in once", async () => {
    const { email, token, ip } = await member();
    const { secret } = await turnOnTwoFactor(t, token);

    const challenge = await challengeFor(email, ip);
    const wrong = await verify(challenge, "000000", ip);
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      message: TWO_FACTOR_COPY.wrongCode,
      errors: { code: [TWO_FACTOR_COPY.wrongCode] },
    });

    const code = nextCode(t, secret);
    const ok = await verify(challenge, code, ip);
    expect(ok.status).toBe(200);
    expect(ok.body.data.user).toMatchObject({ email, two_factor: true });
    expect((await profile(ok.body.data.token)).status).toBe(200);
    // The challenge is spent, and the code cannot be used for a second sign-in.
    expect((await verify(challenge, code, ip)).body.message).toBe(TWO_FACTOR_COPY.expired);
    const replay = await verify(await challengeFor(email, ip), code, ip);
    expect(replay.status).toBe(422);
  });

  it("takes each recovery code once, in any case and with or without its dash", async () => {
    const { email, token, ip } = await member();
    const { recoveryCodes } = await turnOnTwoFactor(t, token);
    const [first, second] = recoveryCodes;

    const used = await verify(await challengeFor(email, ip), ` ${first!.toUpperCase()} `, ip);
    expect(used.status).toBe(200);
    const reused = await verify(await challengeFor(email, ip), first!, ip);
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(TWO_FACTOR_COPY.wrongCode);
    expect((await verify(await challengeFor(email, ip), second!.replace("-", ""), ip)).status).toBe(200);

    const status = await t.call("GET", "/auth/two-factor", { token: used.body.data.token });
    expect(status.body.data.recovery_codes_left).toBe(8);
  });

  it("ends the challenge after 5 wrong codes, and after 10 minutes", async () => {
    const { email, token, ip } = await member();
    const { secret } = await turnOnTwoFactor(t, token);
    const challenge = await challengeFor(email, ip);
    for (let i = 0; i < 4; i++) expect((await verify(challenge, "111111", ip)).status).toBe(422);
    const fifth = await verify(challenge, "111111", ip);
    expect(fifth.status).toBe(400);
    expect(fifth.body.message).toBe(TWO_FACTOR_COPY.tooManyTries);
    const late = await verify(challenge, nextCode(t, secret), ip);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(TWO_FACTOR_COPY.expired);

    const slow = await challengeFor(email, ip);
    t.advance(10 * 60 * 1000 + STEP_MS);
    const expired = await verify(slow, totpCode(t, secret), ip);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(TWO_FACTOR_COPY.expired);

    const unknown = await verify("not-a-challenge", totpCode(t, secret), ip);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(TWO_FACTOR_COPY.expired);
  });

  it("counts attempts per address like the other code checks: the 11th in a minute is 429", async () => {
    const { email, token, ip } = await member();
    const { secret } = await turnOnTwoFactor(t, token);
    t.advance(STEP_MS);
    const challenges = [
      await challengeFor(email, ip),
      await challengeFor(email, ip),
      await challengeFor(email, ip),
    ];
    for (const [i, attempts] of [4, 4, 2].entries()) {
      for (let n = 0; n < attempts; n++)
        expect((await verify(challenges[i]!, "222222", ip)).status).toBe(422);
    }
    const limited = await verify(challenges[2]!, totpCode(t, secret), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a malformed second step with a clear message", async () => {
    const ip = newIp();
    const res = await t.call("POST", "/two-factor/verify", { json: { challenge: "x" }, ip });
    expect(res.status).toBe(422);
    expect(res.body.errors.code).toEqual([TWO_FACTOR_COPY.codeRequired]);
  });
});

describe("recovery codes and turning it off", () => {
  it("makes new recovery codes for a code; the old ones stop working", async () => {
    const { email, token, ip } = await member();
    const { secret, recoveryCodes } = await turnOnTwoFactor(t, token);
    const wrong = await t.call("POST", "/auth/two-factor/recovery-codes", {
      token,
      json: { code: "333333" },
    });
    expect(wrong.status).toBe(422);
    const renewed = await t.call("POST", "/auth/two-factor/recovery-codes", {
      token,
      json: { code: nextCode(t, secret) },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.message).toBe(TWO_FACTOR_COPY.newRecoveryCodes);
    const fresh = renewed.body.data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => recoveryCodes.includes(c))).toBe(false);
    expect((await verify(await challengeFor(email, ip), recoveryCodes[0]!, ip)).status).toBe(422);
    expect((await verify(await challengeFor(email, ip), fresh[0]!, ip)).status).toBe(200);
  });

  it("turns off with the password and a code; sign-in is the password alone again", async () => {
    const { email, token, ip } = await member();
    const { secret } = await turnOnTwoFactor(t, token);
    const disable = (json: Record<string, unknown>) =>
      t.call("POST", "/auth/two-factor/disable", { token, json });

    const noPassword = await disable({ code: nextCode(t, secret) });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors.password).toEqual([ACCOUNT_COPY.passwordRequired]);
    const badPassword = await disable({ password: "not my password", code: nextCode(t, secret) });
    expect(badPassword.body.errors.password).toEqual([ACCOUNT_COPY.passwordIncorrect]);
    const badCode = await disable({ password: PASSWORD, code: "444444" });
    expect(badCode.status).toBe(422);
    expect(badCode.body.errors.code).toEqual([TWO_FACTOR_COPY.wrongCode]);
    expect((await profile(token)).body.data.two_factor).toBe(true);

    const off = await disable({ password: PASSWORD, code: nextCode(t, secret) });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(TWO_FACTOR_COPY.disabled);
    expect((await profile(token)).body.data.two_factor).toBe(false);
    const status = await t.call("GET", "/auth/two-factor", { token });
    expect(status.body.data).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
      pending: null,
    });
    const plain = await login(email, ip);
    expect(plain.status).toBe(200);
    expect(plain.body.data.token).toEqual(expect.any(String));
    const notOn = await disable({ password: PASSWORD, code: "555555" });
    expect(notOn.status).toBe(409);
    expect(notOn.body.message).toBe(TWO_FACTOR_COPY.notOn);
  });

  it("needs a signed-in account for every settings endpoint", async () => {
    for (const [method, path] of [
      ["GET", "/auth/two-factor"],
      ["POST", "/auth/two-factor/setup"],
      ["POST", "/auth/two-factor/enable"],
      ["POST", "/auth/two-factor/disable"],
      ["POST", "/auth/two-factor/recovery-codes"],
    ] as const) {
      expect((await t.call(method, path, { json: method === "GET" ? undefined : {} })).status).toBe(401);
    }
  });
});
