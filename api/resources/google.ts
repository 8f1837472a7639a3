// Google sign-in (docs/requirements/accounts.md#google-sign-in): POST /social-login with a Google
// access token, GET /google-client-id.
import { Hono } from "hono";
import { z } from "zod";
import { signIn, signInMessage } from "../domain/accounts";
import { accountForGoogle, fetchGoogleIdentity } from "../domain/google";
import { limitAuthAttempts } from "../http/auth-limit";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import { readBody, validate } from "../http/validate";
import type { Services } from "../services/types";

const socialLoginSchema = z.object({
  token: z
    .string({ required_error: "The Google token is required." })
    .trim()
    .min(1, "The Google token is required.")
    .max(4096, "The Google token is not valid."),
  provider: z.literal("google", { errorMap: () => ({ message: "Only Google sign-in is supported." }) }),
});

/** GET /google-client-id: whether (and as whom) the sign-in button is shown. */
export function googleClientIdResource(services: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/", (c) => ok(c, { client_id: services.config.GOOGLE_CLIENT_ID ?? null }, "Google client id"));
  return r;
}

/** POST /social-login. */
export function socialLoginResource(services: Services) {
  const r = new Hono<ApiEnv>();

  r.post("/", async (c) => {
    const body = await readBody(c);
    await limitAuthAttempts(c, services, "social-login", undefined);
    const input = validate(socialLoginSchema, body);
    const identity = await fetchGoogleIdentity(services, input.token);
    const user = await accountForGoogle(services, identity);
    const result = await signIn(services, user);
    return ok(c, result, signInMessage(result, "Signed in with Google."));
  });

  return r;
}
