// Signing up again on an unverified email: the code a mailbox owner receives makes exactly the
// details of the sign-up it was sent for the account's, whoever else signs up with that email.
// A client that names the key /sign-up gave it completes only its own sign-up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/api";
import { COPY } from "../../contract/messages";
import { BIRTH_DATE, lastCode, mailCount, signUp, uniqueEmail, wrongCode } from "../support/accounts";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => t.close());

const ATTACKER = { first_name: "Mallory", last_name: "Evil", password: "attacker password A" };
const VICTIM = { first_name: "Victoria", last_name: "Owner", password: "victim password B" };

const attempt = (email: string, who: typeof ATTACKER) =>
  t.call("POST", "/sign-up", { json: { ...who, email, birth_date: BIRTH_DATE } });
const login = (email: string, password: string) => t.call("POST", "/login", { json: { email, password } });
const verify = (email: string, otp: string) => t.call("POST", "/verify/otp", { json: { email, otp } });

describe("a sign-up racing another on the same unverified email", () => {
  it("victim signs up after the attacker and verifies the latest mail: only the victim's password works", async () => {
    const email = uniqueEmail("takeover");
    await signUp(t, email, ATTACKER);
    t.advance(21_000);
    await signUp(t, email, VICTIM);
    expect(await mailCount(t, email)).toBe(2);

    const { status, body } = await verify(email, await lastCode(t, email));
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ first_name: "Victoria", last_name: "Owner" });
    expect((await login(email, ATTACKER.password)).status).toBe(422);
    expect((await login(email, VICTIM.password)).status).toBe(200);
  });

  it("a sign-up right after the victim's cannot put its password under the code on its way", async () => {
    const email = uniqueEmail("rebind");
    await signUp(t, email, VICTIM);
    const code = await lastCode(t, email);
    t.advance(3_000);
    const late = await attempt(email, ATTACKER);
    expect(late.status).toBe(429);
    const wait = Number(late.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(17);
    expect(late.body.message).toBe(
      `Please wait ${wait} second${wait === 1 ? "" : "s"} before requesting a new code.`,
    );
    expect(await mailCount(t, email)).toBe(1);
    // Unverified login still answers to the victim's password, not the attacker's.
    expect((await login(email, ATTACKER.password)).status).toBe(422);

    expect((await verify(email, code)).status).toBe(200);
    expect((await login(email, ATTACKER.password)).status).toBe(422);
    expect((await login(email, VICTIM.password)).status).toBe(200);
  });

  it("the victim, told to wait after the attacker's sign-up, gets a code of their own", async () => {
    const email = uniqueEmail("wait");
    await signUp(t, email, ATTACKER);
    const attackersCode = await lastCode(t, email);
    t.advance(5_000);
    const early = await attempt(email, VICTIM);
    expect(early.status).toBe(429);
    t.advance(15_000);
    await signUp(t, email, VICTIM);
    const victimsCode = await lastCode(t, email);
    // The attacker's code ended with the new one (unless both happen to be the same digits).
    if (attackersCode !== victimsCode) expect((await verify(email, attackersCode)).status).toBe(422);
    expect((await verify(email, victimsCode)).status).toBe(200);
    expect((await login(email, ATTACKER.password)).status).toBe(422);
    expect((await login(email, VICTIM.password)).status).toBe(200);
  });
});

describe("the same sign-up again and new codes", () => {
  it("a double submit keeps the code on its way and takes corrected names", async () => {
    const email = uniqueEmail("double");
    await signUp(t, email, VICTIM);
    await signUp(t, email, { ...VICTIM, first_name: "Vicky" });
    expect(await mailCount(t, email)).toBe(1);
    const { body } = await verify(email, await lastCode(t, email));
    expect(body.data.user.first_name).toBe("Vicky");
    expect((await login(email, VICTIM.password)).status).toBe(200);
  });

  it("a resent code, or one mailed by an unverified login, carries the latest sign-up's details", async () => {
    const email = uniqueEmail("resent");
    await signUp(t, email, ATTACKER);
    t.advance(21_000);
    await signUp(t, email, VICTIM);
    t.advance(21_000);
    // Anyone may ask for a new code; it cannot bring the attacker's password back.
    expect((await t.call("POST", "/otp/resend", { json: { email, purpose: "signup" } })).status).toBe(200);
    t.advance(21_000);
    expect((await login(email, VICTIM.password)).status).toBe(403);
    expect(await mailCount(t, email)).toBe(4);

    const { status, body } = await verify(email, await lastCode(t, email));
    expect(status).toBe(200);
    expect(body.data.user.first_name).toBe("Victoria");
    expect((await login(email, ATTACKER.password)).status).toBe(422);
    expect((await login(email, VICTIM.password)).status).toBe(200);
  });
});

describe("the sign-up key: a code completes only the sign-up of the client that names it", () => {
  const verifyWithKey = (email: string, otp: string, signup_key: string) =>
    t.call("POST", "/verify/otp", { json: { email, otp, signup_key } });

  it("the victim's screen cannot complete the attacker's later sign-up", async () => {
    const email = uniqueEmail("keyed");
    const victims = await signUp(t, email, VICTIM);
    const victimKey = victims.body.data.signup_key as string;
    expect(victimKey).toMatch(/^[\w-]{20,}$/);
    t.advance(21_000);
    const attackers = await signUp(t, email, ATTACKER);
    expect(attackers.body.data.signup_key).not.toBe(victimKey);

    // The newest mail is the attacker's code; typed on the victim's screen it is refused.
    const newest = await lastCode(t, email);
    const refused = await verifyWithKey(email, newest, victimKey);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(COPY.signupSuperseded);
    expect(refused.body.errors.otp).toEqual([COPY.signupSuperseded]);
    expect((await login(email, ATTACKER.password)).status).toBe(403);

    // Signing up again gives the victim a code of their own, which their new key completes.
    t.advance(21_000);
    const again = await signUp(t, email, VICTIM);
    const ok = await verifyWithKey(email, await lastCode(t, email), again.body.data.signup_key);
    expect(ok.status).toBe(200);
    expect((await login(email, ATTACKER.password)).status).toBe(422);
    expect((await login(email, VICTIM.password)).status).toBe(200);
  });

  it("a wrong key with a wrong code is just a wrong code", async () => {
    const email = uniqueEmail("keyed-wrong");
    await signUp(t, email, VICTIM);
    const res = await verifyWithKey(email, wrongCode(await lastCode(t, email)), "not-the-key");
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(COPY.otpIncorrect);
  });

  it("a double submit hands the key to the latest response, and a resent code keeps it", async () => {
    const email = uniqueEmail("keyed-double");
    const first = await signUp(t, email, VICTIM);
    const second = await signUp(t, email, VICTIM);
    expect(await mailCount(t, email)).toBe(1);
    const code = await lastCode(t, email);
    expect((await verifyWithKey(email, code, first.body.data.signup_key)).status).toBe(409);

    t.advance(21_000);
    expect((await t.call("POST", "/otp/resend", { json: { email, purpose: "signup" } })).status).toBe(200);
    const resent = await lastCode(t, email);
    expect((await verifyWithKey(email, resent, second.body.data.signup_key)).status).toBe(200);
  });

  it("a code from an unverified login is verified without a key", async () => {
    const email = uniqueEmail("keyless");
    await signUp(t, email, VICTIM);
    t.advance(21_000);
    expect((await login(email, VICTIM.password)).status).toBe(403);
    expect((await verify(email, await lastCode(t, email))).status).toBe(200);
  });
});
