// Adults only (docs/requirements/safety.md#adults-only), held by the API itself and not only by the
// web's redirect to /auth/birth-date: an account without a date of birth (made before sign-up asked,
// or by Google sign-in) reaches no bot, character, favourite or memory until it gives one. Profile,
// settings, export and account deletion stay open, so that step and leaving are always possible.
import { createMiddleware } from "hono/factory";
import { SAFETY_COPY } from "../../contract/safety";
import type { ApiEnv } from "./context";
import { ApiError } from "./envelope";

/** After authMiddleware({ required: true }): 403 until the account has a date of birth. */
export const adultsOnly = createMiddleware<ApiEnv>(async (c, next) => {
  if (!c.get("user").birthDate) throw new ApiError(403, SAFETY_COPY.birthDateFirst);
  await next();
});
