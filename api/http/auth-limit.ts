// The attempt limits of the sign-in, sign-up, code and password endpoints. All scale with
// AUTH_RATE_LIMIT_PER_MINUTE (N, default 10) so a test suite signing in many times from one address
// can raise them together. Counted per client address (known by default: see
// contract/client-channel.js) and per email; the numbers are listed in README "Security".
import { UNKNOWN_ADDRESS } from "../../contract/client-address";
import type { Services } from "../services/types";
import { clientIp, type ApiContext } from "./context";
import { enforceLimits, type Limit } from "./rate-limit";

const MINUTE = 60;
const HOUR = 3600;

/** What an endpoint does, which decides the limits it shares with others. */
export type AuthEndpointKind = "login" | "check-code" | "send-mail" | "password-check";

/** Endpoints not listed (Google sign-in, for one) get the per-address and per-email limits only. */
export const AUTH_ENDPOINTS: Record<string, AuthEndpointKind> = {
  login: "login",
  "verify-otp": "check-code",
  "password-verify": "check-code",
  "password-reset": "check-code",
  // The second step of a sign-in, and turning two-factor sign-in on or off or renewing its codes.
  "two-factor": "check-code",
  "two-factor-settings": "check-code",
  "sign-up": "send-mail",
  "otp-resend": "send-mail",
  "password-forgot": "send-mail",
  "change-password": "password-check",
  "delete-account": "password-check",
};

export type AuthEndpoint = string;

/**
 * The limits of one attempt, narrowest first (enforceLimits stops counting at the first one over).
 * Login is counted per (address, email) so a stranger guessing someone's password locks only
 * themselves out; the per-email limit is several times higher, reached only by guesses from many
 * addresses. Without a known address only the per-email limit at N applies, as before.
 */
export function authLimits(endpoint: AuthEndpoint, n: number, ip: string, email: string | null): Limit[] {
  const kind = AUTH_ENDPOINTS[endpoint];
  const known = ip !== UNKNOWN_ADDRESS;
  const perEmail = (limit: number): Limit[] =>
    email ? [{ key: `auth:${endpoint}:email:${email}`, limit, windowSeconds: MINUTE }] : [];
  if (!known) return perEmail(n);
  if (kind === "login") {
    return [
      ...(email ? [{ key: `auth:login:pair:${ip}:${email}`, limit: n, windowSeconds: MINUTE }] : []),
      { key: `auth:login:ip:${ip}`, limit: 3 * n, windowSeconds: MINUTE },
      { key: `auth:login:ip-hour:${ip}`, limit: 10 * n, windowSeconds: HOUR },
      ...perEmail(5 * n),
    ];
  }
  const perAddress: Limit = { key: `auth:${endpoint}:ip:${ip}`, limit: n, windowSeconds: MINUTE };
  // Across the endpoints of a kind: guessing codes of many accounts, or mailing many addresses.
  const hourly: Limit[] =
    kind === "check-code"
      ? [{ key: `auth:check-code:ip-hour:${ip}`, limit: 6 * n, windowSeconds: HOUR }]
      : kind === "send-mail"
        ? [{ key: `auth:send-mail:ip-hour:${ip}`, limit: 3 * n, windowSeconds: HOUR }]
        : [];
  return [perAddress, ...hourly, ...perEmail(n)];
}

const normalized = (email: unknown) =>
  typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null;

/** Counts one attempt at `endpoint`; 429 with Retry-After when any of its limits is over. */
export async function limitAuthAttempts(
  c: ApiContext,
  services: Services,
  endpoint: AuthEndpoint,
  email: unknown,
) {
  const ip = clientIp(c, services.config.TRUST_PROXY);
  const limits = authLimits(endpoint, services.config.AUTH_RATE_LIMIT_PER_MINUTE, ip, normalized(email));
  await enforceLimits(services.rateLimiter, limits);
}
