// The daily caps on wrong codes. Five tries per code and a new code every 20 s would still allow
// about 14 guesses a minute at a 4-digit code, forever. So wrong codes are counted per client: 10
// per (client, email, purpose) in 24 h, after which that client may neither check nor ask for codes
// for that email until the day is over; strangers' wrong codes never pause the owner. A crowd of
// addresses guessing one email meets the per-email ceiling (50 wrong codes in 24 h, read from the
// codes themselves: otp_codes.attempts, so it holds across restarts and instances). Past it, only
// clients that entered a wrong code for that email today wait; a client that has not (the owner
// asking for a fresh code) or that signed in to the account before (a known-device token) goes on.
import { errorSummary } from "../../contract/error-summary";
import { and, asc, eq, gt } from "drizzle-orm";
import type { OtpPurpose } from "../../contract/auth-schemas";
import { otpCodes, users } from "../db/schema";
import { ApiError } from "../http/envelope";
import { codesPausedMail } from "../services/mail/templates";
import type { Services } from "../services/types";

/** Wrong codes one client may enter for one email and purpose in 24 h. */
export const OTP_MAX_WRONG_PER_DAY = 10;
/** Wrong codes for one email and purpose in 24 h, from all clients, past which strangers wait. */
export const OTP_EMAIL_CEILING_PER_DAY = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Who checks or asks for a code: its address as limits count it, and whether it is a known device. */
export interface CodeClient {
  client: string;
  knownDevice: boolean;
  /** The interface language the request asked for (Accept-Language), for the mails it causes. */
  language?: string | null;
}

export function codesPausedMessage(seconds: number) {
  const hours = Math.max(1, Math.ceil(seconds / 3600));
  return `Too many wrong codes were entered for this email, so codes are paused for about ${hours} hour${hours === 1 ? "" : "s"}. Please try again later.`;
}

const wrongCodesKey = (client: CodeClient, email: string, purpose: OtpPurpose) =>
  `otp-wrong:${purpose}:${client.client}:${email}`;

/** The code tries of the last 24 h for this email and purpose, oldest code first. */
async function recentTries({ db, now }: Services, email: string, purpose: OtpPurpose) {
  const at = now();
  const rows = await db
    .select({ attempts: otpCodes.attempts, createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.email, email),
        eq(otpCodes.purpose, purpose),
        gt(otpCodes.createdAt, new Date(at.getTime() - DAY_MS)),
      ),
    )
    .orderBy(asc(otpCodes.createdAt));
  return { at, rows, total: rows.reduce((sum, r) => sum + r.attempts, 0) };
}

/** Seconds until the email is under its ceiling again: when enough of the oldest tries are a day old. */
function secondsUntilOpen(at: Date, rows: { attempts: number; createdAt: Date }[], total: number) {
  let left = total;
  for (const row of rows) {
    left -= row.attempts;
    if (left < OTP_EMAIL_CEILING_PER_DAY) {
      return Math.max(1, Math.ceil((row.createdAt.getTime() + DAY_MS - at.getTime()) / 1000));
    }
  }
  return 1;
}

function pausedError(seconds: number) {
  const message = codesPausedMessage(seconds);
  return new ApiError(429, message, { otp: [message] }, { "Retry-After": String(seconds) });
}

/**
 * Throws 429 with Retry-After while this client may not check or ask for codes for this email:
 * its own 10 wrong codes of the day, or the email's ceiling when this client is one of the
 * strangers behind it. The same work for every email, with an account or without.
 */
export async function assertCodesOpen(
  services: Services,
  client: CodeClient,
  email: string,
  purpose: OtpPurpose,
) {
  const limiter = services.rateLimiter;
  const key = wrongCodesKey(client, email, purpose);
  const own = await limiter.peek(key, OTP_MAX_WRONG_PER_DAY);
  if (own > 0) throw pausedError(own);
  if (client.knownDevice || (await limiter.peek(key, 1)) === 0) return;
  const { at, rows, total } = await recentTries(services, email, purpose);
  if (total >= OTP_EMAIL_CEILING_PER_DAY) throw pausedError(secondsUntilOpen(at, rows, total));
}

/**
 * Counts a try against the client before it is judged, so parallel tries cannot pass its cap
 * (429 when they did). Returns the refund for a right code, which is not a wrong one.
 */
export async function countCodeTry(
  services: Services,
  client: CodeClient,
  email: string,
  purpose: OtpPurpose,
): Promise<() => Promise<void>> {
  const key = wrongCodesKey(client, email, purpose);
  const wait = await services.rateLimiter.hit(key, OTP_MAX_WRONG_PER_DAY, DAY_MS / 1000);
  if (wait > 0) throw pausedError(wait);
  return () => services.rateLimiter.refund(key);
}

/**
 * After a wrong code: when the email's wrong codes of the day reached its ceiling, the account's
 * owner (if there is an account) is mailed once a day. "Once" is kept by the rate limiter, so two
 * wrong codes arriving together cannot both mail.
 */
export async function noticeIfPaused(services: Services, email: string, purpose: OtpPurpose) {
  const { at, rows, total } = await recentTries(services, email, purpose);
  if (total < OTP_EMAIL_CEILING_PER_DAY) return;
  const first =
    (await services.rateLimiter.hit(`otp-paused-mail:${purpose}:${email}`, 1, DAY_MS / 1000)) === 0;
  if (!first) return;
  const [owner] = await services.db
    .select({ id: users.id, uiLanguage: users.uiLanguage })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!owner) return;
  const hours = Math.max(1, Math.ceil(secondsUntilOpen(at, rows, total) / 3600));
  try {
    await services.mailer.send({ to: email, ...codesPausedMail(purpose, hours, owner.uiLanguage) });
  } catch (err) {
    services.log(`[mail] codes-paused notice not sent: ${errorSummary(err)}`);
  }
}
