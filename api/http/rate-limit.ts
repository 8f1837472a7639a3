// Rate limits as HTTP answers: 429 with Retry-After. The counters are a service (api/services/rate-limit).
import type { RateLimiter } from "../services/rate-limit/limiter";
import { limiterOf, metrics } from "../services/metrics";
import { ApiError } from "./envelope";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a moment and try again.";

/** Throws 429 with Retry-After when any of the keys is over its limit. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  keys: string[],
  limit: number,
  windowSeconds: number,
  message = TOO_MANY_ATTEMPTS,
) {
  let wait = 0;
  let refusedBy = "";
  for (const key of keys) {
    const keyWait = await limiter.hit(key, limit, windowSeconds);
    if (keyWait > wait) [wait, refusedBy] = [keyWait, key];
  }
  if (wait > 0) refuse(refusedBy, wait, message);
}

function refuse(key: string, wait: number, message: string): never {
  metrics().rateLimitRefusals.inc({ limiter: limiterOf(key) });
  throw new ApiError(429, message, undefined, { "Retry-After": String(wait) });
}

export interface Limit {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Throws 429 with Retry-After at the first limit that is over. Give the narrowest limit first: a
 * refused try is not counted against the broader ones after it, so a stranger hammering one
 * (address, email) pair does not use up the email's own allowance and lock its owner out.
 */
export async function enforceLimits(limiter: RateLimiter, limits: Limit[], message = TOO_MANY_ATTEMPTS) {
  for (const { key, limit, windowSeconds } of limits) {
    const wait = await limiter.hit(key, limit, windowSeconds);
    if (wait > 0) refuse(key, wait, message);
  }
}
