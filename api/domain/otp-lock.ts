// The daily cap on wrong codes. Five tries per code and a new code every 20 s would still allow
// about 14 guesses a minute at a 4-digit code, forever; so over any 24 hours at most 10 wrong codes
// are accepted per email and purpose. Past that, that flow is paused for that email until the
// oldest wrong tries are a day old: no code is checked (even the right one) and none is sent. The
// count is read from the codes themselves (otp_codes.attempts of the codes made in the last 24 h),
// so it holds across restarts and instances without another table.
import { errorSummary } from "../../contract/error-summary";
import { and, asc, eq, gt } from "drizzle-orm";
import type { OtpPurpose } from "../../contract/auth-schemas";
import { otpCodes, users } from "../db/schema";
import { ApiError } from "../http/envelope";
import { codesPausedMail } from "../services/mail/templates";
import type { Services } from "../services/types";

export const OTP_MAX_WRONG_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export function codesPausedMessage(seconds: number) {
  const hours = Math.max(1, Math.ceil(seconds / 3600));
  return `Too many wrong codes were entered for this email, so codes are paused for about ${hours} hour${hours === 1 ? "" : "s"}. Please try again later.`;
}

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

/** Seconds until the flow opens again: when enough of the oldest tries are a day old. */
function secondsUntilOpen(at: Date, rows: { attempts: number; createdAt: Date }[], total: number) {
  let left = total;
  for (const row of rows) {
    left -= row.attempts;
    if (left < OTP_MAX_WRONG_PER_DAY) {
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
 * Throws 429 with Retry-After while the flow is paused. `over` is the total that pauses it: the
 * cap before a try is counted, and one more than the cap right after a try was claimed (so the
 * try that brings the total to the cap is still judged, and no later one is).
 */
export async function assertCodesOpen(
  services: Services,
  email: string,
  purpose: OtpPurpose,
  over = OTP_MAX_WRONG_PER_DAY,
) {
  const { at, rows, total } = await recentTries(services, email, purpose);
  if (total >= over) throw pausedError(secondsUntilOpen(at, rows, total));
}

/**
 * After a wrong code: when the day's total reached the cap, the account's owner (if there is an
 * account) is mailed once a day. "Once" is kept by the rate limiter, so two wrong codes arriving
 * together cannot both mail.
 */
export async function noticeIfPaused(services: Services, email: string, purpose: OtpPurpose) {
  const { at, rows, total } = await recentTries(services, email, purpose);
  if (total < OTP_MAX_WRONG_PER_DAY) return;
  const first =
    (await services.rateLimiter.hit(`otp-paused-mail:${purpose}:${email}`, 1, DAY_MS / 1000)) === 0;
  if (!first) return;
  const [owner] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!owner) return;
  const hours = Math.max(1, Math.ceil(secondsUntilOpen(at, rows, total) / 3600));
  try {
    await services.mailer.send({ to: email, ...codesPausedMail(purpose, hours) });
  } catch (err) {
    services.log(`[mail] codes-paused notice not sent: ${errorSummary(err)}`);
  }
}
