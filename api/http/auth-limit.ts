// The attempt limits of the sign-in, sign-up, code and password endpoints. All scale with
// AUTH_RATE_LIMIT_PER_MINUTE (N, default 10) so a test suite signing in many times from one address
// can raise them together. Counted per client: per (address, email) and per address (the address
// is known by default: see contract/client-channel.js). The per-email ceiling, which many
// strangers together can reach, only ever holds back strangers (see authLimits). The numbers are
// listed in README "Security".
import { negotiateUiLanguage } from "../../contract/ui-languages.js";
import { UNKNOWN_ADDRESS } from "../../contract/client-address";
import { KNOWN_DEVICES_HEADER, parseKnownDevices } from "../../contract/known-device";
import { isKnownDevice } from "../domain/known-device";
import type { Services } from "../services/types";
import { clientIp, type ApiContext } from "./context";
import { ApiError } from "./envelope";
import { enforceLimits, TOO_MANY_ATTEMPTS, type Limit } from "./rate-limit";

const MINUTE = 60;
const HOUR = 3600;

/** What an endpoint does, which decides the limits it shares with others. */
export type AuthEndpointKind = "login" | "check-code" | "send-mail" | "password-check";

/** Endpoints not listed (Google sign-in, for one) get the per-address limit only. */
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

/** The limits of one attempt: see authLimits. */
interface AuthLimitPlan {
  /** Counted for every try, narrowest first; any over refuses it. */
  limits: Limit[];
  /** The (client, email) counter whose earlier tries make this client a stranger to the email. */
  pair: string | null;
  /** Counted for every try, but refuses only strangers (see limitAuthAttempts). */
  ceiling: Limit | null;
}

/**
 * Per (address, email) N a minute; per address 3N a minute and 10N an hour for login, N a minute
 * per endpoint and an hourly cap across the code endpoints (6N) and the mailing ones (3N). The
 * per-email ceiling (5N a minute from all addresses) slows a crowd of addresses guessing one
 * email; it cannot lock the owner out, because it never refuses a client's first try for that email
 * in the minute, nor a client that signed in to it before (a known-device token). Without a known
 * address all callers are one client, so the per-email limit is N and refuses all but known devices.
 */
export function authLimits(
  endpoint: AuthEndpoint,
  n: number,
  ip: string,
  email: string | null,
): AuthLimitPlan {
  const kind = AUTH_ENDPOINTS[endpoint];
  const ceiling = (limit: number): Limit | null =>
    email ? { key: `auth:${endpoint}:email:${email}`, limit, windowSeconds: MINUTE } : null;
  if (ip === UNKNOWN_ADDRESS) return { limits: [], pair: null, ceiling: ceiling(n) };
  const pairKey = email ? `auth:${endpoint}:pair:${ip}:${email}` : null;
  const pair: Limit[] = pairKey ? [{ key: pairKey, limit: n, windowSeconds: MINUTE }] : [];
  if (kind === "login") {
    return {
      limits: [
        ...pair,
        { key: `auth:login:ip:${ip}`, limit: 3 * n, windowSeconds: MINUTE },
        { key: `auth:login:ip-hour:${ip}`, limit: 10 * n, windowSeconds: HOUR },
      ],
      pair: pairKey,
      ceiling: ceiling(5 * n),
    };
  }
  const perAddress: Limit = { key: `auth:${endpoint}:ip:${ip}`, limit: n, windowSeconds: MINUTE };
  // Across the endpoints of a kind: guessing codes of many accounts, or mailing many addresses.
  const hourly: Limit[] =
    kind === "check-code"
      ? [{ key: `auth:check-code:ip-hour:${ip}`, limit: 6 * n, windowSeconds: HOUR }]
      : kind === "send-mail"
        ? [{ key: `auth:send-mail:ip-hour:${ip}`, limit: 3 * n, windowSeconds: HOUR }]
        : [];
  return { limits: [...pair, perAddress, ...hourly], pair: pairKey, ceiling: kind ? ceiling(5 * n) : null };
}

const normalizedEmail = (email: unknown) =>
  typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null;

/** One counted attempt. */
export interface AuthAttempt {
  /** The client as the limits count it (its address), for the hashing queue's fair shares. */
  client: string;
  /** Whether the client signed in to this email before (a known-device token for it). */
  knownDevice: boolean;
  /** The interface language the request asked for (Accept-Language), for the mails it causes. */
  language: string | null;
  /**
   * Gives the try back. Login calls it for a right password, so the limits count failures: an
   * office behind one address signing in all morning never meets them.
   */
  succeeded(): Promise<void>;
}

/** Whether the request carries a known-device token for `email`. */
function knownDeviceOf(c: ApiContext, services: Services, email: string | null): boolean {
  if (!email) return false;
  return isKnownDevice(services.config, parseKnownDevices(c.req.header(KNOWN_DEVICES_HEADER)), email);
}

/** Counts one attempt at `endpoint`; 429 with Retry-After when any limit that applies is over. */
export async function limitAuthAttempts(
  c: ApiContext,
  services: Services,
  endpoint: AuthEndpoint,
  email: unknown,
): Promise<AuthAttempt> {
  const limiter = services.rateLimiter;
  const ip = clientIp(c, services.config.TRUST_PROXY);
  const address = normalizedEmail(email);
  const knownDevice = knownDeviceOf(c, services, address);
  const plan = authLimits(endpoint, services.config.AUTH_RATE_LIMIT_PER_MINUTE, ip, address);
  // A stranger to this email: no token for it, and already a try for it this minute (a mistyped
  // password counts too, so the owner's first try always gets through). Read before this try counts.
  const stranger = !knownDevice && (plan.pair === null || (await limiter.peek(plan.pair, 1)) > 0);
  await enforceLimits(limiter, plan.limits);
  const counted = plan.limits.map((l) => l.key);
  if (plan.ceiling && !knownDevice) {
    const { key, limit, windowSeconds } = plan.ceiling;
    const wait = await limiter.hit(key, limit, windowSeconds);
    counted.push(key);
    if (wait > 0 && stranger) {
      throw new ApiError(429, TOO_MANY_ATTEMPTS, undefined, { "Retry-After": String(wait) });
    }
  }
  return {
    client: ip,
    knownDevice,
    language: negotiateUiLanguage(c.req.header("Accept-Language")),
    async succeeded() {
      for (const key of counted) await limiter.refund(key);
    },
  };
}
