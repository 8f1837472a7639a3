// What every auth form's action does with the API's answer: start the session, or reply with the
// server's message under the form while keeping what was typed (never passwords).
import type { Submission } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import type { AuthResult } from "#contract/api-types";
import type { TwoFactorChallenge } from "#contract/two-factor";
import type { ApiResult } from "./api.server";
import { rememberDevice } from "./known-device.server";
import { commitSession, getSession } from "./session.server";

/** Fields a reply never echoes back into the page. */
export const SECRET_FIELDS = ["password", "current_password", "new_password", "new_password_confirmation"];

/**
 * The reply for a failed API call: the message under the form
 * (docs/requirements/api.md#api-errors), and field errors that say something more than that message
 * next to their fields.
 */
export function replyWithApiError(
  submission: Submission<unknown>,
  result: Extract<ApiResult<unknown>, { ok: false }>,
  fallback?: string,
) {
  const message = result.status >= 500 && fallback ? fallback : result.message;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(result.errors ?? {})) {
    const extra = messages.filter((m) => m !== message);
    if (extra.length) fieldErrors[field] = extra;
  }
  return submission.reply({ formErrors: [message], fieldErrors, hideFields: SECRET_FIELDS });
}

/**
 * Stores the API token in the cookie session, keeps the sign-in's known-device token in its own
 * cookie, and continues to `to`.
 */
export async function signIn(
  request: Request,
  auth: Pick<AuthResult, "token" | "device_token">,
  to: string,
  headers?: HeadersInit,
) {
  const session = await getSession(request);
  session.set("token", auth.token);
  session.unset("user_email");
  session.unset("signup_key");
  session.unset("forgot_password_credential");
  session.unset("two_factor");
  const out = new Headers(headers);
  out.append("Set-Cookie", await commitSession(session));
  out.append("Set-Cookie", await rememberDevice(request, auth.device_token));
  return redirect(to, { headers: out });
}

export const TWO_FACTOR_PATH = "/auth/two-factor";

/**
 * What an accepted password, sign-up code or Google sign-in leads to: the session, or (two-factor
 * sign-in on) the code screen, with the challenge kept in the cookie session until the code comes.
 */
export async function finishSignIn(request: Request, result: AuthResult | TwoFactorChallenge, to: string) {
  if ("token" in result) return signIn(request, result, to);
  const session = await getSession(request);
  session.set("two_factor", { challenge: result.challenge, redirectTo: to });
  return redirect(TWO_FACTOR_PATH, { headers: { "Set-Cookie": await commitSession(session) } });
}
