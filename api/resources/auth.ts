// Sign-up with an emailed code, login, password reset and change, logout (docs/requirements/api.md, docs/requirements/accounts.md).
import { Hono } from "hono";
import {
  changePasswordSchema,
  emailSchema,
  loginSchema,
  otpSchema,
  resendOtpSchema,
  resetPasswordSchema,
  signUpSchemaOn,
  verifySignupSchema,
} from "../../contract/auth-schemas";
import { COPY } from "../../contract/messages";
import { findUserByEmail, replacePassword, signIn } from "../domain/accounts";
import { assertNotBanned } from "../domain/admin/bans";
import { birthDateErrorsAs400 } from "../domain/birth-date";
import { deliverOtp, issueDecoy, verifyOtp } from "../domain/otp";
import { finishSignUp, startSignUp } from "../domain/signup";
import { assertStrongPassword, verifyPassword } from "../domain/passwords";
import { issueToken, revokeToken } from "../domain/tokens";
import { authMiddleware } from "../http/auth";
import { limitAuthAttempts, type AuthEndpoint } from "../http/auth-limit";
import type { ApiContext, ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import { readBody, validate } from "../http/validate";
import type { Services } from "../services/types";
import type { z } from "zod";

const codeSentMessage = (email: string) => `We sent a 4-digit code to ${email}.`;

export function authResource(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();
  const requireUser = authMiddleware(services, { required: true });
  // Ages are judged on the API's clock (UTC calendar date).
  const signUpSchema = signUpSchemaOn(services.now);

  /** Counts the attempt (even a malformed one) before judging it, then validates. */
  async function limitedInput<S extends z.ZodTypeAny>(
    c: ApiContext,
    endpoint: AuthEndpoint,
    schema: S,
    email?: string,
  ) {
    const body = await readBody(c);
    await limitAuthAttempts(c, services, endpoint, email ?? body.email);
    return validate(schema, body) as z.infer<S>;
  }

  r.post("/sign-up", async (c) => {
    const input = await limitedInput(c, "sign-up", signUpSchema).catch(birthDateErrorsAs400);
    await assertStrongPassword(input.password, "password", [input.email, input.first_name, input.last_name]);
    const signupKey = await startSignUp(services, input);
    return ok(c, { email: input.email, signup_key: signupKey }, codeSentMessage(input.email), 201);
  });

  r.post("/verify/otp", async (c) => {
    const input = await limitedInput(c, "verify-otp", verifySignupSchema);
    const user = await finishSignUp(services, input);
    return ok(c, await signIn(services, user), "Your email is verified.");
  });

  r.post("/otp/resend", async (c) => {
    const input = await limitedInput(c, "otp-resend", resendOtpSchema);
    const user = await findUserByEmail(services, input.email);
    // Only a pending sign-up or an existing account gets a code. Any other email gets a decoy with
    // the same 20 s window (429 inside it), so status, body and time never tell which it is.
    const wanted = input.purpose === "signup" ? user && !user.emailVerifiedAt : user;
    if (wanted) await deliverOtp(services, input.email, input.purpose, "throw");
    else await issueDecoy(services, input.email, input.purpose, "throw");
    return ok(c, { email: input.email }, codeSentMessage(input.email));
  });

  r.post("/login", async (c) => {
    const input = await limitedInput(c, "login", loginSchema);
    const user = await findUserByEmail(services, input.email);
    // Checked even for unknown emails (against a dummy hash) so timing tells nothing.
    const matches = await verifyPassword(input.password, user?.passwordHash);
    if (!user || !matches) {
      throw new ApiError(422, COPY.invalidCredentials, { email: [COPY.invalidCredentials] });
    }
    if (!user.emailVerifiedAt) {
      await deliverOtp(services, user.email, "signup", "skip");
      throw new ApiError(403, COPY.verifyEmailFirst);
    }
    return ok(c, await signIn(services, user), "Signed in.");
  });

  r.post("/password/forgot", async (c) => {
    const input = await limitedInput(c, "password-forgot", emailSchema);
    const user = await findUserByEmail(services, input.email);
    // An unknown email does the same work (a decoy code, never mailed): same answer, same time.
    if (user) await deliverOtp(services, user.email, "password_reset", "skip");
    else await issueDecoy(services, input.email, "password_reset", "skip");
    return ok(c, { email: input.email }, COPY.forgotPasswordSent);
  });

  r.post("/password/verify", async (c) => {
    const input = await limitedInput(c, "password-verify", otpSchema);
    await verifyOtp(services, input.email, "password_reset", input.otp, { consume: false });
    const user = await findUserByEmail(services, input.email);
    if (user) assertNotBanned(user);
    return ok(c, { email: input.email, otp: input.otp }, "The code is correct. Choose a new password.");
  });

  // Laravel-style clients POST with _method=PUT; a real PUT works too.
  r.on(["POST", "PUT"], "/password/reset", async (c) => {
    const input = await limitedInput(c, "password-reset", resetPasswordSchema);
    // Judged before the code is used up, so a refused password leaves the code for the next try.
    await assertStrongPassword(input.new_password, "new_password", [input.email]);
    await verifyOtp(services, input.email, "password_reset", input.otp, { consume: true });
    const user = await findUserByEmail(services, input.email);
    if (!user) throw new ApiError(400, COPY.otpExpired);
    assertNotBanned(user);
    await replacePassword(services, user, input.new_password);
    return ok(c, { email: input.email }, "Your password has been reset. Please sign in with the new one.");
  });

  r.post("/auth/change-password", requireUser, async (c) => {
    const user = c.get("user");
    const input = await limitedInput(c, "change-password", changePasswordSchema, user.email);
    if (!(await verifyPassword(input.current_password, user.passwordHash))) {
      const message = "The current password is incorrect.";
      throw new ApiError(422, message, { current_password: [message] });
    }
    await assertStrongPassword(input.new_password, "new_password", [
      user.email,
      user.firstName,
      user.lastName,
    ]);
    await replacePassword(services, user, input.new_password);
    // This device stays signed in with a fresh token; every other one was signed out.
    return ok(c, { token: await issueToken(db, user.id, services.now()) }, "Your password has been changed.");
  });

  r.post("/auth/logout", requireUser, async (c) => {
    await revokeToken(db, c.get("tokenHash"));
    return ok(c, null, "Signed out.");
  });

  return r;
}
