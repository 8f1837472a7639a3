// Login, and the signed-in account's password change and logout (docs/requirements/accounts.md#login):
// POST /login, POST /auth/change-password, POST /auth/logout. Sign-up is in sign-up.ts, the reset in
// password.ts.
import { Hono } from "hono";
import { changePasswordSchema, loginSchema } from "../../contract/auth-schemas";
import { COPY } from "../../contract/messages";
import { findUserByEmail, replacePassword, signIn, signInMessage } from "../domain/accounts";
import { deliverOtp } from "../domain/otp";
import { assertStrongPassword, verifyPassword } from "../domain/passwords";
import { issueToken, revokeToken } from "../domain/tokens";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import type { Services } from "../services/types";
import { limitedAttempt } from "./auth-input";

/** POST /login. */
export function loginResource(services: Services) {
  const r = new Hono<ApiEnv>();

  r.post("/", async (c) => {
    const { input, attempt } = await limitedAttempt(c, services, "login", loginSchema);
    const user = await findUserByEmail(services, input.email);
    // Checked even for unknown emails (against a dummy hash) so timing tells nothing.
    const matches = await verifyPassword(input.password, user?.passwordHash, attempt.client);
    if (!user || !matches) {
      throw new ApiError(422, COPY.invalidCredentials, { email: [COPY.invalidCredentials] });
    }
    // Only failures count toward the limits.
    await attempt.succeeded();
    if (!user.emailVerifiedAt) {
      await deliverOtp(services, attempt, user.email, "signup", "skip");
      throw new ApiError(403, COPY.verifyEmailFirst);
    }
    const result = await signIn(services, user);
    return ok(c, result, signInMessage(result, "Signed in."));
  });

  return r;
}

/** Under /auth (shared with profile.ts and account.ts): the signed-in user's password and session. */
export function authResource(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();
  const requireUser = authMiddleware(services, { required: true });

  r.post("/change-password", requireUser, async (c) => {
    const user = c.get("user");
    const { input, attempt } = await limitedAttempt(
      c,
      services,
      "change-password",
      changePasswordSchema,
      user.email,
    );
    if (!(await verifyPassword(input.current_password, user.passwordHash, attempt.client))) {
      const message = "The current password is incorrect.";
      throw new ApiError(422, message, { current_password: [message] });
    }
    await assertStrongPassword(
      input.new_password,
      "new_password",
      [user.email, user.firstName, user.lastName],
      attempt.client,
    );
    await replacePassword(services, user, input.new_password, attempt.client);
    // This device stays signed in with a fresh token; every other one was signed out.
    return ok(c, { token: await issueToken(db, user.id, services.now()) }, "Your password has been changed.");
  });

  r.post("/logout", requireUser, async (c) => {
    await revokeToken(db, c.get("tokenHash"));
    return ok(c, null, "Signed out.");
  });

  return r;
}
