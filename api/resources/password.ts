// Password reset with an emailed code (docs/requirements/accounts.md#password-reset): POST
// /password/forgot, POST /password/verify, POST or PUT /password/reset.
import { Hono } from "hono";
import { emailSchema, otpSchema, resetPasswordSchema } from "../../contract/auth-schemas";
import { COPY } from "../../contract/messages";
import { findUserByEmail, replacePassword } from "../domain/accounts";
import { assertNotBanned } from "../domain/admin/bans";
import { deliverOtp, issueDecoy, verifyOtp } from "../domain/otp";
import { assertStrongPassword } from "../domain/passwords";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import type { Services } from "../services/types";
import { limitedAttempt } from "./auth-input";

export function passwordResource(services: Services) {
  const r = new Hono<ApiEnv>();

  r.post("/forgot", async (c) => {
    const { input, attempt } = await limitedAttempt(c, services, "password-forgot", emailSchema);
    const user = await findUserByEmail(services, input.email);
    // An unknown email does the same work (a decoy code, never mailed): same answer, same time.
    if (user)
      await deliverOtp(services, attempt, user.email, "password_reset", "skip", undefined, "after-answer");
    else await issueDecoy(services, attempt, input.email, "password_reset", "skip");
    return ok(c, { email: input.email }, COPY.forgotPasswordSent);
  });

  r.post("/verify", async (c) => {
    const { input, attempt } = await limitedAttempt(c, services, "password-verify", otpSchema);
    await verifyOtp(services, attempt, input.email, "password_reset", input.otp, { consume: false });
    const user = await findUserByEmail(services, input.email);
    if (user) assertNotBanned(user);
    return ok(c, { email: input.email, otp: input.otp }, "The code is correct. Choose a new password.");
  });

  // Laravel-style clients POST with _method=PUT; a real PUT works too.
  r.on(["POST", "PUT"], "/reset", async (c) => {
    const { input, attempt } = await limitedAttempt(c, services, "password-reset", resetPasswordSchema);
    // Judged before the code is used up, so a refused password leaves the code for the next try.
    await assertStrongPassword(input.new_password, "new_password", [input.email], attempt.client);
    await verifyOtp(services, attempt, input.email, "password_reset", input.otp, { consume: true });
    const user = await findUserByEmail(services, input.email);
    if (!user) throw new ApiError(400, COPY.otpExpired);
    assertNotBanned(user);
    await replacePassword(services, user, input.new_password, attempt.client);
    return ok(c, { email: input.email }, "Your password has been reset. Please sign in with the new one.");
  });

  return r;
}
