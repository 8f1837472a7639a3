// Sign-up with an emailed code (docs/requirements/accounts.md#sign-up, #otp): POST /sign-up, POST
// /verify/otp, POST /otp/resend. Three prefixes, one router each (api/resources/index.ts).
import { Hono } from "hono";
import { resendOtpSchema, signUpSchemaOn, verifySignupSchema } from "../../contract/auth-schemas";
import { findUserByEmail, signIn, signInMessage } from "../domain/accounts";
import { birthDateErrorsAs400 } from "../domain/birth-date";
import { deliverOtp, issueDecoy } from "../domain/otp";
import { finishSignUp, startSignUp } from "../domain/signup";
import { assertStrongPassword } from "../domain/passwords";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import type { Services } from "../services/types";
import { codeSentMessage, limitedAttempt } from "./auth-input";

/** POST /sign-up. */
export function signUpResource(services: Services) {
  const r = new Hono<ApiEnv>();
  // Ages are judged on the API's clock (UTC calendar date).
  const signUpSchema = signUpSchemaOn(services.now);

  r.post("/", async (c) => {
    const { input, attempt } = await limitedAttempt(c, services, "sign-up", signUpSchema).catch(
      birthDateErrorsAs400,
    );
    await assertStrongPassword(
      input.password,
      "password",
      [input.email, input.first_name, input.last_name],
      attempt.client,
    );
    const signupKey = await startSignUp(services, input, attempt);
    return ok(c, { email: input.email, signup_key: signupKey }, codeSentMessage(input.email), 201);
  });

  return r;
}

/** POST /verify/otp. */
export function verifyResource(services: Services) {
  const r = new Hono<ApiEnv>();

  r.post("/otp", async (c) => {
    const { input, attempt } = await limitedAttempt(c, services, "verify-otp", verifySignupSchema);
    const user = await finishSignUp(services, attempt, input);
    const result = await signIn(services, user);
    return ok(c, result, signInMessage(result, "Your email is verified."));
  });

  return r;
}

/** POST /otp/resend. */
export function otpResource(services: Services) {
  const r = new Hono<ApiEnv>();

  r.post("/resend", async (c) => {
    const { input, attempt } = await limitedAttempt(c, services, "otp-resend", resendOtpSchema);
    const user = await findUserByEmail(services, input.email);
    // Only a pending sign-up or an existing account gets a code. Any other email gets a decoy with
    // the same 20 s window (429 inside it), so status, body and time never tell which it is.
    const wanted = input.purpose === "signup" ? user && !user.emailVerifiedAt : user;
    if (wanted)
      await deliverOtp(services, attempt, input.email, input.purpose, "throw", undefined, "after-answer");
    else await issueDecoy(services, attempt, input.email, input.purpose, "throw");
    return ok(c, { email: input.email }, codeSentMessage(input.email));
  });

  return r;
}
