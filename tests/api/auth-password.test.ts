// Forgot password (code by mail, verify, reset) and change password in the settings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COPY } from "../../contract/messages";
import { createTestApi, type TestApi } from "../support/api";
import {
  lastCode,
  lastMail,
  mailCount,
  PASSWORD,
  uniqueEmail,
  verifiedUser,
  wrongCode,
} from "../support/accounts";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => t.close());

const NEW_PASSWORD = "a brand new secret";
const RESET_SUBJECT = "password reset code";

async function forgot(email: string) {
  const res = await t.call("POST", "/password/forgot", { json: { email } });
  expect(res.status).toBe(200);
  return res;
}

const titles = async (token: string) =>
  (await t.call("GET", "/notifications", { token })).body.data.notifications.map(
    (n: { data: { title: string } }) => n.data.title,
  );

describe("forgot → verify → reset", () => {
  it("resets the password, revokes every token and notifies", async () => {
    const { email, token } = await verifiedUser(t);
    const second = (await t.call("POST", "/login", { json: { email, password: PASSWORD } })).body.data.token;
    await forgot(email.toUpperCase());
    const mail = await lastMail(t, email, RESET_SUBJECT);
    expect(mail!.subject).toBe("Your Infinite password reset code");
    expect(mail!.text).toContain("10 minutes");
    const otp = await lastCode(t, email, RESET_SUBJECT);

    const verified = await t.call("POST", "/password/verify", { json: { email, otp } });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ email, otp });

    const reset = await t.call("POST", "/password/reset", {
      json: {
        email,
        otp,
        new_password: NEW_PASSWORD,
        new_password_confirmation: NEW_PASSWORD,
        _method: "PUT",
      },
    });
    expect(reset.status).toBe(200);

    for (const old of [token, second])
      expect((await t.call("GET", "/auth/profile", { token: old })).status).toBe(401);
    expect((await t.call("POST", "/login", { json: { email, password: PASSWORD } })).status).toBe(422);
    const login = await t.call("POST", "/login", { json: { email, password: NEW_PASSWORD } });
    expect(login.status).toBe(200);
    expect((await titles(login.body.data.token))[0]).toBe("Password changed");
    expect((await lastMail(t, email))!.subject).toBe("Your Infinite password was changed");
    // The code is spent.
    const again = await t.call("POST", "/password/reset", {
      json: { email, otp, new_password: PASSWORD, new_password_confirmation: PASSWORD },
    });
    expect(again.status).toBe(400);
  });

  it("accepts the reset as a form with _method=PUT", async () => {
    const { email } = await verifiedUser(t);
    await forgot(email);
    const otp = await lastCode(t, email, RESET_SUBJECT);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      email,
      otp,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
      _method: "PUT",
    }))
      form.set(k, v);
    expect((await t.call("POST", "/password/reset", { form })).status).toBe(200);
    expect((await t.call("POST", "/login", { json: { email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const { email } = await verifiedUser(t);
    const known = await forgot(email);
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await forgot(unknownEmail);
    expect(unknown.body.message).toBe(known.body.message);
    expect(unknown.body.message).toBe(COPY.forgotPasswordSent);
    expect(await mailCount(t, unknownEmail)).toBe(0);
    // Guessing a code tells nothing either: a decoy stands where a real code would be.
    const code = await lastCode(t, email, RESET_SUBJECT);
    const wrongKnown = await t.call("POST", "/password/verify", { json: { email, otp: wrongCode(code) } });
    const wrongUnknown = await t.call("POST", "/password/verify", {
      json: { email: unknownEmail, otp: "1234" },
    });
    expect(wrongUnknown.status).toBe(422);
    expect(wrongUnknown.body).toEqual(wrongKnown.body);
  });

  it("answers a wrong code with 422 and keeps the password", async () => {
    const { email } = await verifiedUser(t);
    await forgot(email);
    const otp = await lastCode(t, email, RESET_SUBJECT);
    const verify = await t.call("POST", "/password/verify", { json: { email, otp: wrongCode(otp) } });
    expect(verify.status).toBe(422);
    expect(verify.body.errors).toEqual({ otp: [COPY.otpIncorrect] });
    const reset = await t.call("POST", "/password/reset", {
      json: {
        email,
        otp: wrongCode(otp),
        new_password: NEW_PASSWORD,
        new_password_confirmation: NEW_PASSWORD,
      },
    });
    expect(reset.status).toBe(422);
    expect((await t.call("POST", "/login", { json: { email, password: PASSWORD } })).status).toBe(200);
  });

  it("answers an expired code with 400", async () => {
    const { email } = await verifiedUser(t);
    await forgot(email);
    const otp = await lastCode(t, email, RESET_SUBJECT);
    t.advance(10 * 60 * 1000);
    const verify = await t.call("POST", "/password/verify", { json: { email, otp } });
    expect(verify.status).toBe(400);
    expect(verify.body.message).toBe(COPY.otpExpired);
  });

  it("gives 10 more minutes for the new password once the code is verified", async () => {
    const { email } = await verifiedUser(t);
    await forgot(email);
    const otp = await lastCode(t, email, RESET_SUBJECT);
    t.advance(9 * 60 * 1000);
    expect((await t.call("POST", "/password/verify", { json: { email, otp } })).status).toBe(200);
    t.advance(9 * 60 * 1000);
    const reset = await t.call("POST", "/password/reset", {
      json: { email, otp, new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
  });

  it("burns the code after 5 wrong tries across verify and reset", async () => {
    const { email } = await verifiedUser(t);
    await forgot(email);
    const otp = await lastCode(t, email, RESET_SUBJECT);
    const bad = { email, otp: wrongCode(otp) };
    for (let i = 0; i < 3; i++)
      expect((await t.call("POST", "/password/verify", { json: bad })).status).toBe(422);
    const body = { new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD };
    expect((await t.call("POST", "/password/reset", { json: { ...bad, ...body } })).status).toBe(422);
    expect((await t.call("POST", "/password/reset", { json: { ...bad, ...body } })).status).toBe(400);
    const right = await t.call("POST", "/password/verify", { json: { email, otp } });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(COPY.otpExpired);
  });

  it("throttles a resend of the reset code to one per 20 s", async () => {
    const { email } = await verifiedUser(t);
    await forgot(email);
    const early = await t.call("POST", "/otp/resend", { json: { email, purpose: "password_reset" } });
    expect(early.status).toBe(429);
    expect(early.headers.get("retry-after")).toBe("20");
    t.advance(20_000);
    const later = await t.call("POST", "/otp/resend", { json: { email, purpose: "password_reset" } });
    expect(later.status).toBe(200);
    const otp = await lastCode(t, email, RESET_SUBJECT);
    expect((await t.call("POST", "/password/verify", { json: { email, otp } })).status).toBe(200);
  });

  it("validates the reset form with the messages of docs/requirements/accounts.md#validation", async () => {
    const empty = await t.call("POST", "/password/reset", { json: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      new_password: [COPY.passwordRequired],
      new_password_confirmation: [COPY.confirmPasswordRequired],
      email: [COPY.emailRequired],
      otp: ["Enter the 4-digit code."],
    });
    const mismatch = await t.call("POST", "/password/reset", {
      json: {
        email: "a@b.co",
        otp: "1234",
        new_password: NEW_PASSWORD,
        new_password_confirmation: "other one!",
      },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ new_password_confirmation: [COPY.passwordsDoNotMatch] });
    const short = await t.call("POST", "/password/reset", {
      json: { email: "a@b.co", otp: "1234", new_password: "short", new_password_confirmation: "short" },
    });
    expect(short.body.errors).toEqual({ new_password: [COPY.passwordMin] });
  });
});

describe("POST /auth/change-password", () => {
  const change = (token: string | null, json: Record<string, string>) =>
    t.call("POST", "/auth/change-password", { token, json });

  it("changes the password, keeps this device signed in with a fresh token, signs out the others", async () => {
    const { email, token } = await verifiedUser(t);
    const other = (await t.call("POST", "/login", { json: { email, password: PASSWORD } })).body.data.token;
    const res = await change(token, {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    const fresh = res.body.data.token;
    expect(fresh).toEqual(expect.any(String));
    expect((await t.call("GET", "/auth/profile", { token: fresh })).status).toBe(200);
    for (const old of [token, other])
      expect((await t.call("GET", "/auth/profile", { token: old })).status).toBe(401);
    expect((await t.call("POST", "/login", { json: { email, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await titles(fresh))[0]).toBe("Password changed");
  });

  it("refuses a wrong current password with 422 errors.current_password", async () => {
    const { token } = await verifiedUser(t);
    const res = await change(token, {
      current_password: "not my password",
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ current_password: ["The current password is incorrect."] });
    expect((await t.call("GET", "/auth/profile", { token })).status).toBe(200);
  });

  it("validates with the settings form's messages", async () => {
    const { token } = await verifiedUser(t);
    const empty = await change(token, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      current_password: [COPY.fieldRequired],
      new_password: [COPY.fieldRequired],
      new_password_confirmation: [COPY.rewriteNewPassword],
    });
    const mismatch = await change(token, {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: "something else",
    });
    expect(mismatch.body.errors).toEqual({ new_password_confirmation: [COPY.passwordDoesntMatch] });
    const short = await change(token, {
      current_password: PASSWORD,
      new_password: "1234567",
      new_password_confirmation: "1234567",
    });
    expect(short.body.errors).toEqual({ new_password: [COPY.passwordMin] });
  });

  it("needs a valid token", async () => {
    const body = {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    };
    expect((await change(null, body)).status).toBe(401);
    expect((await change("revoked-or-made-up", body)).status).toBe(401);
  });

  it("sends no notice mail when mail notifications are off", async () => {
    const { email, token } = await verifiedUser(t);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      first_name: "Ada",
      last_name: "Lovelace",
      bio: "",
      mail_notification: "0",
    }))
      form.set(k, v);
    expect((await t.call("POST", "/auth/profile", { token, form })).status).toBe(200);
    const before = await mailCount(t, email);
    const res = await change(token, {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await mailCount(t, email)).toBe(before);
  });
});
