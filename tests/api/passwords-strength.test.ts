// Weak passwords: common and breached-pattern passwords and blank ones are
// refused at sign-up, reset and change, with the reason next to the field; passphrases pass.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COPY } from "../../contract/messages";
import { BLANK_PASSWORD, passwordWeakness, WEAK_PASSWORD_MESSAGE } from "../../api/domain/passwords";
import { createTestApi, type TestApi } from "../support/api";
import { BIRTH_DATE, lastCode, PASSWORD, uniqueEmail, verifiedUser } from "../support/accounts";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => t.close());

const WEAK = ["12345678", "password", "        ", "password123", "qwertyuiop", "Summer2024!", "iloveyou2024"];
const GOOD = ["house garden tree", "correct horse 1", "my dog likes pizza", "sunny-river-72", "Tr0ub4dor&3"];

const signUp = (password: string, email = uniqueEmail("strength")) =>
  t.call("POST", "/sign-up", {
    json: { first_name: "Ada", last_name: "Lovelace", email, password, birth_date: BIRTH_DATE },
  });

describe("the rule", () => {
  it.each(WEAK)("refuses %j and says why", async (password) => {
    const why = await passwordWeakness(password);
    expect(why).toEqual(expect.any(String));
    expect(why!.length).toBeGreaterThan(10);
  });

  it.each(GOOD)("accepts the passphrase %j", async (password) => {
    expect(await passwordWeakness(password)).toBeNull();
  });

  it("refuses a password made of the account's own name and email", async () => {
    expect(await passwordWeakness("adalovelace1815")).toBeNull();
    expect(
      await passwordWeakness("adalovelace1815", ["adalovelace1815@example.com", "Ada", "Lovelace"]),
    ).not.toBeNull();
  });

  it("calls a blank password what it is", async () => {
    expect(await passwordWeakness("        ")).toBe(BLANK_PASSWORD);
  });
});

describe("sign-up", () => {
  it.each(["12345678", "password", "        "])(
    "refuses %j with 422 and the reason under password",
    async (password) => {
      const email = uniqueEmail("weak");
      const res = await signUp(password, email);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(WEAK_PASSWORD_MESSAGE);
      expect(res.body.errors.password).toEqual([await passwordWeakness(password)]);
      // Nothing was started: no code went out.
      const outbox = await t.call("GET", `/dev/outbox?to=${encodeURIComponent(email)}`);
      expect(outbox.body.data).toHaveLength(0);
    },
  );

  it("keeps the length rule and its message first", async () => {
    const res = await signUp("1234567");
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual([COPY.passwordMin]);
  });

  it("takes a passphrase", async () => {
    expect((await signUp("house garden tree")).status).toBe(201);
  });
});

describe("password reset", () => {
  it("refuses a weak new password under new_password and leaves the code usable", async () => {
    const { email } = await verifiedUser(t);
    await t.call("POST", "/password/forgot", { json: { email } });
    const otp = await lastCode(t, email, "password reset code");
    const reset = (password: string) =>
      t.call("POST", "/password/reset", {
        json: { email, otp, new_password: password, new_password_confirmation: password },
      });
    const weak = await reset("password123");
    expect(weak.status).toBe(422);
    expect(weak.body.message).toBe(WEAK_PASSWORD_MESSAGE);
    expect(weak.body.errors).toEqual({ new_password: [await passwordWeakness("password123")] });
    expect((await reset("a brand new secret")).status).toBe(200);
  });
});

describe("change password", () => {
  it("refuses a weak new password under new_password and keeps the old one", async () => {
    const { email, token } = await verifiedUser(t);
    const res = await t.call("POST", "/auth/change-password", {
      token,
      json: { current_password: PASSWORD, new_password: "12345678", new_password_confirmation: "12345678" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ new_password: [await passwordWeakness("12345678")] });
    expect((await t.call("POST", "/login", { json: { email, password: PASSWORD } })).status).toBe(200);
  });
});
