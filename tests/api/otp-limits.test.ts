// Codes: 10 wrong codes a day pause the client that entered them (for that email and purpose), not
// the owner; a crowd of addresses meets the per-email ceiling, which holds back only the addresses
// that entered wrong codes and mails the owner once; the code endpoints are limited per client;
// /sign-up, /otp/resend and /password/forgot answer an unknown email exactly like a known one.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpCodes } from "../../api/db/schema";
import { OTP_EMAIL_CEILING_PER_DAY, OTP_MAX_WRONG_PER_DAY } from "../../api/domain/otp-lock";
import { KNOWN_DEVICES_HEADER } from "../../contract/known-device";
import { createTestApi, type TestApi } from "../support/api";
import { first } from "../support/defined";
import {
  BIRTH_DATE,
  codeIn,
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

// Each test uses its own addresses for the stranger and the owner.
const resendFrom = (email: string, ip: string, purpose = "signup") =>
  t.call("POST", "/otp/resend", { json: { email, purpose }, ip });
const verifySignupFrom = (email: string, otp: string, ip: string) =>
  t.call("POST", "/verify/otp", { json: { email, otp }, ip });
const forgotFrom = (email: string, ip: string, headers: Record<string, string> = {}) =>
  t.call("POST", "/password/forgot", { json: { email }, ip, headers });
const resetVerifyFrom = (email: string, otp: string, ip: string, headers: Record<string, string> = {}) =>
  t.call("POST", "/password/verify", { json: { email, otp }, ip, headers });

/**
 * `count` wrong reset codes for `email` from `ip`: a fresh code (20 s apart) for every five, as a
 * stranger would ask for them.
 */
async function wrongResetCodes(email: string, ip: string, count: number) {
  for (let done = 0; done < count;) {
    t.advance(20_000);
    expect((await forgotFrom(email, ip)).status).toBe(200);
    // An email without an account gets no mail: any code is wrong for its decoy.
    const mail = await lastMail(t, email, "password reset code");
    const code = mail ? codeIn(mail.text) : "0000";
    for (let i = 0; i < 5 && done < count; i++, done++)
      expect([400, 422]).toContain((await resetVerifyFrom(email, wrongCode(code), ip)).status);
  }
}

describe("a stranger's wrong codes pause the stranger, never the owner", () => {
  it("sign-up: 10 wrong codes from one address pause that address; the owner asks for a fresh code and uses it", async () => {
    const email = uniqueEmail("signup-victim");
    const owner = nextIp();
    const stranger = nextIp();
    await signUp(t, email, {}, owner);
    let code = await lastCode(t, email);
    // Two codes burned by 5 wrong tries each: 10 wrong from the stranger in all.
    for (let i = 0; i < 5; i++)
      expect([400, 422]).toContain((await verifySignupFrom(email, wrongCode(code), stranger)).status);
    t.advance(20_000);
    expect((await resendFrom(email, stranger)).status).toBe(200);
    code = await lastCode(t, email);
    for (let i = 0; i < 5; i++)
      expect([400, 422]).toContain((await verifySignupFrom(email, wrongCode(code), stranger)).status);

    // The stranger is paused for this email: no checks (even the right code), no new codes.
    t.advance(20_000);
    expectPaused(await resendFrom(email, stranger));
    expectPaused(await verifySignupFrom(email, code, stranger));
    // The owner asks for a fresh code and uses it.
    expect((await resendFrom(email, owner)).status).toBe(200);
    expect((await verifySignupFrom(email, await lastCode(t, email), owner)).status).toBe(200);
    expect(await pausedMails(email)).toHaveLength(0);
  });

  it("password reset: the owner resets from their own address after a stranger's 10 wrong codes", async () => {
    const { email } = await verifiedUser(t, uniqueEmail("reset-victim"), nextIp());
    const stranger = nextIp();
    await wrongResetCodes(email, stranger, OTP_MAX_WRONG_PER_DAY);
    const code = await lastCode(t, email, "password reset code");
    expectPaused(await resetVerifyFrom(email, code, stranger));
    t.advance(20_000);
    expectPaused(await forgotFrom(email, stranger));

    const owner = nextIp();
    expect((await forgotFrom(email, owner)).status).toBe(200);
    const fresh = await lastCode(t, email, "password reset code");
    expect((await resetVerifyFrom(email, fresh, owner)).status).toBe(200);
    const strong = "a brand new secret";
    const reset = await t.call("POST", "/password/reset", {
      json: { email, otp: fresh, new_password: strong, new_password_confirmation: strong },
      ip: owner,
    });
    expect(reset.status).toBe(200);
    // A day later the stranger may try again.
    t.advance(24 * HOUR);
    expect((await forgotFrom(email, stranger)).status).toBe(200);
  });

  it("counts the right code as no wrong one: 9 wrong and a right one leave the client open", async () => {
    const { email } = await verifiedUser(t, uniqueEmail("nine-wrong"), nextIp());
    const ip = nextIp();
    await wrongResetCodes(email, ip, OTP_MAX_WRONG_PER_DAY - 1);
    t.advance(20_000);
    await forgotFrom(email, ip);
    expect((await resetVerifyFrom(email, await lastCode(t, email, "password reset code"), ip)).status).toBe(
      200,
    );
    t.advance(20_000);
    expect((await forgotFrom(email, ip)).status).toBe(200);
  });
});

describe(`a crowd of addresses: past ${OTP_EMAIL_CEILING_PER_DAY} wrong codes a day for one email`, () => {
  /**
   * The crowd: 5 addresses × 10 wrong codes reach the ceiling. Then `early`, a fresh address, is
   * judged once (its first try is never held back by the ceiling) and enters a wrong code too.
   */
  async function crowd(email: string, early: string) {
    for (let a = 0; a < OTP_EMAIL_CEILING_PER_DAY / OTP_MAX_WRONG_PER_DAY; a++)
      await wrongResetCodes(email, nextIp(), OTP_MAX_WRONG_PER_DAY);
    await wrongResetCodes(email, early, 1);
  }

  it("an address that entered a wrong code waits; a fresh one and a browser that signed in before do not; the owner is mailed once", async () => {
    const home = nextIp();
    const { email, deviceToken } = await verifiedUser(t, uniqueEmail("crowded"), home);
    const early = nextIp();
    await crowd(email, early);
    t.advance(20_000);
    expectPaused(await forgotFrom(email, early));
    const mails = await pausedMails(email);
    expect(mails).toHaveLength(1);
    expect(first(mails, "a mail").subject).toBe("Too many wrong codes for your Infinite account");

    // A fresh address asks for a code and uses it (the owner on a new phone).
    const phone = nextIp();
    expect((await forgotFrom(email, phone)).status).toBe(200);
    expect(
      (await resetVerifyFrom(email, await lastCode(t, email, "password reset code"), phone)).status,
    ).toBe(200);

    // The owner's browser, known from its sign-in, goes on even from the address that failed.
    const known = { [KNOWN_DEVICES_HEADER]: deviceToken };
    t.advance(20_000);
    expect((await forgotFrom(email, early, known)).status).toBe(200);
    const code = await lastCode(t, email, "password reset code");
    expect((await resetVerifyFrom(email, wrongCode(code), early, known)).status).toBe(422);
    expect((await resetVerifyFrom(email, code, early, known)).status).toBe(200);
    expect(await pausedMails(email)).toHaveLength(1);
  });

  it("is the same for an email without an account, and mails nobody", async () => {
    const email = uniqueEmail("nobody-crowded");
    const early = nextIp();
    await crowd(email, early);
    t.advance(20_000);
    expectPaused(await forgotFrom(email, early));
    expect((await forgotFrom(email, nextIp())).status).toBe(200);
    expect(await lastMail(t, email)).toBeNull();
  });

  it("count per purpose: paused reset codes leave sign-in alone", async () => {
    const home = nextIp();
    const { email } = await verifiedUser(t, uniqueEmail("reset-only"), home);
    await crowd(email, nextIp());
    const login = await t.call("POST", "/login", { json: { email, password: PASSWORD }, ip: home });
    expect(login.status).toBe(200);
  });
});

describe("known and unknown emails answer alike", () => {
  const resend = (email: string, purpose = "signup") =>
    t.call("POST", "/otp/resend", { json: { email, purpose }, ip: nextIp() });
  const forgot = (email: string) => t.call("POST", "/password/forgot", { json: { email }, ip: nextIp() });
  const rowsFor = (email: string) => t.services.db.select().from(otpCodes).where(eq(otpCodes.email, email));

  type Answer = { status: number; body: any; headers: Headers };
  /** Status, headers and body alike, once each email (and the named random fields) is set aside. */
  function expectSameAnswer(a: Answer, b: Answer, emailA: string, emailB: string, random: string[] = []) {
    const plain = (r: Answer, email: string) => {
      const data = r.body.data && { ...r.body.data };
      for (const field of random) if (data) data[field] = typeof data[field];
      return JSON.parse(JSON.stringify({ ...r.body, data }).replaceAll(email, "<email>"));
    };
    const headers = (r: Answer) =>
      Object.fromEntries([...r.headers].filter(([name]) => name !== "content-length" && name !== "date"));
    expect(b.status).toBe(a.status);
    expect(headers(b)).toEqual(headers(a));
    expect(plain(b, emailB)).toEqual(plain(a, emailA));
  }

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

  it("/sign-up then /otp/resend: a verified email answers exactly like a new one", async () => {
    const { email: registered } = await verifiedUser(t, uniqueEmail("registered"), nextIp());
    const newcomer = uniqueEmail("newcomer");
    t.advance(20_000);
    const ip = nextIp();
    const signUpAs = (email: string) =>
      t.call("POST", "/sign-up", {
        json: { first_name: "Ada", last_name: "Lovelace", email, password: PASSWORD, birth_date: BIRTH_DATE },
        ip,
      });
    const a = await signUpAs(registered);
    const b = await signUpAs(newcomer);
    expect(a.status).toBe(201);
    expectSameAnswer(a, b, registered, newcomer, ["signup_key"]);
    // Inside the 20 s both wait, with the same message and Retry-After; after it both get a code.
    t.advance(5_000);
    const early = [await resend(registered), await resend(newcomer)] as const;
    expect(early[0].status).toBe(429);
    expectSameAnswer(...early, registered, newcomer);
    t.advance(15_000);
    const later = [await resend(registered), await resend(newcomer)] as const;
    expect(later[0].status).toBe(200);
    expectSameAnswer(...later, registered, newcomer);
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
