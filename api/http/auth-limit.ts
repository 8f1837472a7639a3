// The per-minute attempt limit of sign-in, code and password endpoints, counted per client
// address and per email (AUTH_RATE_LIMIT_PER_MINUTE), each endpoint on its own counters.
import type { Services } from "../services/types";
import { clientIp, type ApiContext } from "./context";
import { enforceRateLimit } from "./rate-limit";
import { UNKNOWN_ADDRESS } from "../../contract/client-address";

export async function limitAuthAttempts(c: ApiContext, services: Services, endpoint: string, email: unknown) {
  const ip = clientIp(c, services.config.TRUST_PROXY);
  // An unknown address (no trusted proxy in front) would put every visitor in one bucket.
  const keys = ip === UNKNOWN_ADDRESS ? [] : [`auth:${endpoint}:ip:${ip}`];
  if (typeof email === "string" && email.trim())
    keys.push(`auth:${endpoint}:email:${email.trim().toLowerCase()}`);
  await enforceRateLimit(services.rateLimiter, keys, services.config.AUTH_RATE_LIMIT_PER_MINUTE, 60);
}
