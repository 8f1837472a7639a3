// Adults only: POST /sign-up needs a date of birth of someone 18 or older (UTC calendar date on the
// API's clock); accounts without one give it once through POST /auth/birth-date.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpCodes, outboxMail, users } from "../../api/db/schema";
import { SAFETY_COPY } from "../../contract/safety";
import { createTestApi, type TestApi } from "../support/api";
import { first } from "../support/defined";
import { lastCode, PASSWORD, uniqueEmail } from "../support/accounts";
import { createUser } from "../support/users";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  // A fixed "today" (midday UTC) so the birthdays below are plain dates.
  t.advance(Date.parse("2025-06-15T12:00:00Z") - Date.now());
});
afterAll(() => t.close());

const EXACTLY_18 = "2007-06-15";
const ONE_DAY_SHORT = "2007-06-16";
const LOCKED = "Contact support to change your date of birth.";

const signUp = (email: string, birth_date?: unknown) =>
  t.call("POST", "/sign-up", {
    json: { first_name: "Ada", last_name: "Lovelace", email, password: PASSWORD, birth_date },
  });

async function traces(email: string) {
  const db = t.services.db;
  return {
    users: (await db.select().from(users).where(eq(users.email, email))).length,
    codes: (await db.select().from(otpCodes).where(eq(otpCodes.email, email))).length,
    mails: (await db.select().from(outboxMail).where(eq(outboxMail.to, email))).length,
  };
}

describe("POST /sign-up and the date of birth", () => {
  it("refuses someone one day short of 18 with 400 and leaves no account, code or mail", async () => {
    const email = uniqueEmail("minor");
    const { status, body } = await signUp(email, ONE_DAY_SHORT);
    expect(status).toBe(400);
    expect(body.message).toBe("You must be 18 or older to use Infinite.");
    expect(body.errors).toEqual({ birth_date: ["You must be 18 or older to use Infinite."] });
    expect(await traces(email)).toEqual({ users: 0, codes: 0, mails: 0 });
  });

  it("accepts someone who turns 18 today", async () => {
    const email = uniqueEmail("eighteen");
    const { status } = await signUp(email, EXACTLY_18);
    expect(status).toBe(201);
    expect(await traces(email)).toEqual({ users: 1, codes: 1, mails: 1 });
  });

  it.each([
    ["missing", undefined, SAFETY_COPY.birthDateRequired],
    ["empty", "", SAFETY_COPY.birthDateRequired],
    ["an impossible day", "2001-02-30", SAFETY_COPY.birthDateInvalid],
    ["not a date", "abc", SAFETY_COPY.birthDateInvalid],
    ["another format", "17/05/1990", SAFETY_COPY.birthDateInvalid],
    ["a number", 19900517, SAFETY_COPY.birthDateInvalid],
    ["in the future", "2025-06-16", SAFETY_COPY.birthDateFuture],
  ])("answers %s with 400 and errors.birth_date", async (_label, birthDate, message) => {
    const email = uniqueEmail("bad-date");
    const { status, body } = await signUp(email, birthDate);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.errors).toEqual({ birth_date: [message] });
    expect(await traces(email)).toEqual({ users: 0, codes: 0, mails: 0 });
  });

  it("makes the date the account's at verification, and the profile shows it", async () => {
    const email = uniqueEmail("verified");
    await signUp(email, "1990-05-17");
    const pending = first(await t.services.db.select().from(users).where(eq(users.email, email)));
    // Not the account's until the mailbox is proven.
    expect(pending.birthDate).toBeNull();

    const verified = await t.call("POST", "/verify/otp", { json: { email, otp: await lastCode(t, email) } });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({ birth_date: "1990-05-17", age_review: false });
    const row = first(await t.services.db.select().from(users).where(eq(users.email, email)));
    expect(row.birthDate).toBe("1990-05-17");

    const profile = await t.call("GET", "/auth/profile", { token: verified.body.data.token });
    expect(profile.body.data.birth_date).toBe("1990-05-17");
  });
});

describe("POST /auth/birth-date (accounts without one)", () => {
  it("is asked once: saved for an adult, then never changed through the API", async () => {
    const user = await createUser(t, { birthDate: null });
    const before = await t.call("GET", "/auth/profile", { token: user.token });
    expect(before.body.data.birth_date).toBeNull();

    const saved = await t.call("POST", "/auth/birth-date", {
      token: user.token,
      json: { birth_date: EXACTLY_18 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.birth_date).toBe(EXACTLY_18);
    const after = await t.call("GET", "/auth/profile", { token: user.token });
    expect(after.body.data.birth_date).toBe(EXACTLY_18);

    const changed = await t.call("POST", "/auth/birth-date", {
      token: user.token,
      json: { birth_date: "1970-01-01" },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.errors).toEqual({ birth_date: [LOCKED] });
    const row = first(await t.services.db.select().from(users).where(eq(users.id, user.id)));
    expect(row.birthDate).toBe(EXACTLY_18);
  });

  it("refuses someone under 18 with the same 400 and saves nothing", async () => {
    const user = await createUser(t, { birthDate: null });
    const { status, body } = await t.call("POST", "/auth/birth-date", {
      token: user.token,
      json: { birth_date: ONE_DAY_SHORT },
    });
    expect(status).toBe(400);
    expect(body.message).toBe("You must be 18 or older to use Infinite.");
    expect(body.errors).toEqual({ birth_date: ["You must be 18 or older to use Infinite."] });
    const row = first(await t.services.db.select().from(users).where(eq(users.id, user.id)));
    expect(row.birthDate).toBeNull();
  });

  it("answers a bad date with 400 and needs a signed-in user", async () => {
    const user = await createUser(t, { birthDate: null });
    const bad = await t.call("POST", "/auth/birth-date", {
      token: user.token,
      json: { birth_date: "2001-02-30" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ birth_date: [SAFETY_COPY.birthDateInvalid] });
    const anonymous = await t.call("POST", "/auth/birth-date", { json: { birth_date: EXACTLY_18 } });
    expect(anonymous.status).toBe(401);
  });

  it("shows age_review from the account's flag", async () => {
    const user = await createUser(t, { ageReviewAt: t.services.now() });
    const { body } = await t.call("GET", "/auth/profile", { token: user.token });
    expect(body.data).toMatchObject({ age_review: true, birth_date: "1990-05-17", has_password: false });
  });
});
