// Codes (issue 12, finding 3 and the code part of 8): 10 wrong codes a day per email and purpose
// pause that flow and mail the owner once; the code endpoints are limited per client; /otp/resend
// and /password/forgot answer an unknown email exactly like a known one.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpCodes } from "../../api/db/schema";
import { OTP_MAX_WRONG_PER_DAY } from "../../api/domain/otp-lock";
import { createTestApi, type TestApi } from "../support/api";
import { first } from "../support/defined";
import {
  lastCode,
  lastMail,
  PASSWORD,
  signUp,
  uniqueEmail,
  verifiedUser,
  wrongCode,
} from "../support/accounts";

const HOUR = 60 * 60 * 1000;
const PAUSED_SUBJECT = "Too many wrong codes";

let t: TestApi;
beforeAll(async () => {
  // The per-minute limits are high here, so only the daily cap on wrong codes is seen.
  t = await createTestApi({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const verifySignup = (email: string, otp: string) =>
  t.call("POST", "/verify/otp", { json: { email, otp }, ip: nextIp() });

async function pausedMails(email: string) {
  const { body } = await t.call("GET", `/dev/outbox?to=${encodeURIComponent(email)}`);
  return (body.data as { subject: string }[]).filter((m) => m.subject.startsWith(PAUSED_SUBJECT));
}

function expectPaused(res: { status: number; headers: Headers; body: { message: string } }) {
  expect(res.status).toBe(429);
  expect(res.body.message).toMatch(/^Too many wrong codes were entered for this email/);
  const wait = Number(res.headers.get("retry-after"));
  expect(wait).toBeGreaterThan(60);
  expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
}

describe("10 wrong codes a day", () => {
  it("pause sign-up codes for the day, even the right one, and mail the owner once", async () => {
    const email = uniqueEmail("guessed");
    await signUp(t, email, {}, nextIp());
    let code = await lastCode(t, email);
    // Two codes burned by 5 wrong tries each: 10 wrong in all.
    for (let i = 0; i < 5; i++)
      expect([400, 422]).toContain((await verifySignup(email, wrongCode(code))).status);
    t.advance(20_000);
    expect(
      (await t.call("POST", "/otp/resend", { json: { email, purpose: "signup" }, ip: nextIp() })).status,
    ).toBe(200);
    code = await lastCode(t, email);
    for (let i = 0; i < 4; i++) expect((await verifySignup(email, wrongCode(code))).status).toBe(422);
    expect(await pausedMails(email)).toHaveLength(0);
    expect((await verifySignup(email, wrongCode(code))).status).toBe(400);

    expectPaused(await verifySignup(email, code));
    t.advance(20_000);
    expectPaused(await t.call("POST", "/otp/resend", { json: { email, purpose: "signup" }, ip: nextIp() }));
    expectPaused(await verifySignup(email, code));
    const mails = await pausedMails(email);
    expect(mails).toHaveLength(1);
    expect(first(mails, "a mail").subject).toBe("Too many wrong codes for your Infinite account");

    // A day after the first wrong tries the flow opens again.
    t.advance(24 * HOUR);
    expect(
      (await t.call("POST", "/otp/resend", { json: { email, purpose: "signup" }, ip: nextIp() })).status,
    ).toBe(200);
    expect((await verifySignup(email, await lastCode(t, email))).status).toBe(200);
    expect(await pausedMails(email)).toHaveLength(1);
  });

  it("pause password-reset codes of an account, at verify and at reset, and no new code is sent", async () => {
    const { email } = await verifiedUser(t, uniqueEmail("reset-guessed"), nextIp());
    const verify = (otp: string) =>
      t.call("POST", "/password/verify", { json: { email, otp }, ip: nextIp() });
    let tries = 0;
    while (tries < OTP_MAX_WRONG_PER_DAY) {
      t.advance(20_000);
      await t.call("POST", "/password/forgot", { json: { email }, ip: nextIp() });
      const code = await lastCode(t, email, "password reset code");
      for (let i = 0; i < 5 && tries < OTP_MAX_WRONG_PER_DAY; i++, tries++) await verify(wrongCode(code));
    }
    const code = await lastCode(t, email, "password reset code");
    expectPaused(await verify(code));
    const strong = "a brand new secret";
    expectPaused(
      await t.call("POST", "/password/reset", {
        json: { email, otp: code, new_password: strong, new_password_confirmation: strong },
        ip: nextIp(),
      }),
    );
    t.advance(20_000);
    expectPaused(await t.call("POST", "/password/forgot", { json: { email }, ip: nextIp() }));
    expect(await lastCode(t, email, "password reset code")).toBe(code);
    expect(await pausedMails(email)).toHaveLength(1);
  });

  it("count per purpose: a paused reset leaves sign-in alone", async () => {
    const { email } = await verifiedUser(t, uniqueEmail("reset-only"), nextIp());
    for (let round = 0; round < 2; round++) {
      t.advance(20_000);
      await t.call("POST", "/password/forgot", { json: { email }, ip: nextIp() });
      const code = await lastCode(t, email, "password reset code");
      for (let i = 0; i < 5; i++)
        await t.call("POST", "/password/verify", { json: { email, otp: wrongCode(code) }, ip: nextIp() });
    }
    const login = await t.call("POST", "/login", { json: { email, password: PASSWORD }, ip: nextIp() });
    expect(login.status).toBe(200);
  });

  it("mail nobody for an email without an account", async () => {
    const email = uniqueEmail("nobody-guessed");
    for (let round = 0; round < 2; round++) {
      t.advance(20_000);
      expect((await t.call("POST", "/password/forgot", { json: { email }, ip: nextIp() })).status).toBe(200);
      for (let i = 0; i < 5; i++)
        await t.call("POST", "/password/verify", { json: { email, otp: String(1000 + i) }, ip: nextIp() });
    }
    expectPaused(await t.call("POST", "/password/verify", { json: { email, otp: "1234" }, ip: nextIp() }));
    expect(await lastMail(t, email)).toBeNull();
  });
});

describe("known and unknown emails answer alike", () => {
  const resend = (email: string, purpose = "signup") =>
    t.call("POST", "/otp/resend", { json: { email, purpose }, ip: nextIp() });
  const forgot = (email: string) => t.call("POST", "/password/forgot", { json: { email }, ip: nextIp() });
  const rowsFor = (email: string) => t.services.db.select().from(otpCodes).where(eq(otpCodes.email, email));

  it("/otp/resend: 429 inside the 20 s window for both, 200 after it for both", async () => {
    const known = uniqueEmail("pending");
    await signUp(t, known, {}, nextIp());
    const unknown = uniqueEmail("ghost");
    expect((await resend(unknown)).status).toBe(200);
    t.advance(5_000);
    const a = await resend(known);
    const b = await resend(unknown);
    expect(a.status).toBe(429);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(b.headers.get("retry-after")).toBe(a.headers.get("retry-after"));
    t.advance(15_000);
    const c = await resend(known);
    const d = await resend(unknown);
    expect(c.status).toBe(200);
    expect(d.status).toBe(200);
    expect(d.body.message).toBe(c.body.message.replace(known, unknown));
  });

  it("/otp/resend of a sign-up code for a verified account answers like an unknown email", async () => {
    const { email } = await verifiedUser(t, uniqueEmail("verified"), nextIp());
    t.advance(20_000);
    expect((await resend(email)).status).toBe(200);
    const early = await resend(email);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe("Please wait 20 seconds before requesting a new code.");
  });

  it("/password/forgot: same status and body, and the same work (a code row) for both", async () => {
    const { email: known } = await verifiedUser(t, uniqueEmail("forgetful"), nextIp());
    const unknown = uniqueEmail("stranger");
    const knownBefore = (await rowsFor(known)).length;
    const unknownBefore = (await rowsFor(unknown)).length;
    const a = await forgot(known);
    const b = await forgot(unknown);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual({ ...a.body, data: { email: unknown } });
    expect((await rowsFor(known)).length).toBe(knownBefore + 1);
    expect((await rowsFor(unknown)).length).toBe(unknownBefore + 1);
    expect(await lastMail(t, unknown)).toBeNull();
  });

  it("a decoy code can never be guessed: no code matches it", async () => {
    const unknown = uniqueEmail("decoy");
    await forgot(unknown);
    const row = first(await rowsFor(unknown));
    const statuses = new Set<number>();
    // Every one of the 5 tries is wrong whatever it is: the code is never accepted.
    for (const otp of ["0000", "1234", "5555", "9999", "4321"]) {
      statuses.add(
        (await t.call("POST", "/password/verify", { json: { email: unknown, otp }, ip: nextIp() })).status,
      );
    }
    expect([...statuses].every((s) => s === 422 || s === 400)).toBe(true);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("per-client limits on the code endpoints", () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await createTestApi();
  });
  afterAll(() => limited.close());

  it("one address checking codes of many emails: 10 a minute, 60 an hour; another address is free", async () => {
    const ip = "203.0.113.50";
    const check = (i: number, from = ip) =>
      limited.call("POST", "/verify/otp", {
        json: { email: `spread-${i}@example.com`, otp: "1234" },
        ip: from,
      });
    let i = 0;
    for (let minute = 0; minute < 6; minute++) {
      for (let k = 0; k < 10; k++) expect((await check(i++)).status).toBe(400);
      const over = await check(i++);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      limited.advance(61_000);
    }
    // A fresh minute, but the hour's 60 are used up.
    const hourly = await check(i++);
    expect(hourly.status).toBe(429);
    expect(Number(hourly.headers.get("retry-after"))).toBeGreaterThan(60);
    expect((await check(i++, "203.0.113.51")).status).toBe(400);
  });

  it("one address sending codes to many emails: 30 mails an hour across sign-up, resend and forgot", async () => {
    const ip = "203.0.113.60";
    const forgot = (i: number, from = ip) =>
      limited.call("POST", "/password/forgot", { json: { email: `mailbomb-${i}@example.com` }, ip: from });
    let i = 0;
    for (let minute = 0; minute < 3; minute++) {
      for (let k = 0; k < 10; k++) expect((await forgot(i++)).status).toBe(200);
      limited.advance(61_000);
    }
    const over = await forgot(i++);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(60);
    const resend = await limited.call("POST", "/otp/resend", {
      json: { email: "mailbomb-x@example.com", purpose: "signup" },
      ip,
    });
    expect(resend.status).toBe(429);
    expect((await forgot(i++, "203.0.113.61")).status).toBe(200);
  });
});
