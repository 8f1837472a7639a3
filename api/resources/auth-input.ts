// The account endpoints' shared first step (sign-up, codes, login, password): the attempt is counted
// before it is judged, so malformed tries use up the limit too (docs/requirements/hardening.md#client-limits).
import type { z } from "zod";
import { limitAuthAttempts, type AuthAttempt, type AuthEndpoint } from "../http/auth-limit";
import type { ApiContext } from "../http/context";
import { readBody, validate } from "../http/validate";
import type { Services } from "../services/types";

export const codeSentMessage = (email: string) => `We sent a 4-digit code to ${email}.`;

/**
 * Counts the attempt (even a malformed one) before judging it, then validates. Returns the input
 * with the counted attempt (its client, and a way to give the try back).
 */
export async function limitedAttempt<S extends z.ZodTypeAny>(
  c: ApiContext,
  services: Services,
  endpoint: AuthEndpoint,
  schema: S,
  email?: string,
): Promise<{ input: z.infer<S>; attempt: AuthAttempt }> {
  const body = await readBody(c);
  const attempt = await limitAuthAttempts(c, services, endpoint, email ?? body.email);
  return { input: validate(schema, body) as z.infer<S>, attempt };
}
