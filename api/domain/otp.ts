// One-time codes for sign-up and password reset: 4 random digits, kept only as an HMAC, valid for
// 10 minutes, burned by 5 wrong tries, a new one at most every OTP_RESEND_SECONDS (20 s) per email
// and purpose, and daily caps on wrong codes per client and per email (otp-lock.ts).
import { errorSummary } from "../../contract/error-summary";
import { randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { OtpPurpose } from "../../contract/auth-schemas";
import { OTP_LENGTH } from "../../contract/constants";
import { COPY } from "../../contract/messages";
import type { Config } from "../config";
import { oneRow } from "../db/rows";
import { otpCodes, users } from "../db/schema";
import { ApiError } from "../http/envelope";
import { codeMail } from "../services/mail/templates";
import type { Services } from "../services/types";
import { serverHmac } from "./server-key";
import { sha256 } from "./tokens";
import { assertCodesOpen, countCodeTry, noticeIfPaused, type CodeClient } from "./otp-lock";

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

// The purpose is the first line: "signup" or "password_reset", never another use's label.
const hashCode = (config: Config, email: string, purpose: OtpPurpose, code: string) =>
  serverHmac(config, [purpose, email, code]);

const expired = () => new ApiError(400, COPY.otpExpired);

/**
 * What a sign-up code carries: the details of the sign-up it was sent for, and the hash of the key
 * that sign-up's client was given (null on rows from before keys existed).
 */
export type PendingSignup = {
  passwordHash: string;
  firstName: string;
  lastName: string;
  keyHash: string | null;
  /** YYYY-MM-DD; null on rows from before sign-up asked for it. */
  birthDate: string | null;
};

const pendingColumns = {
  passwordHash: otpCodes.pendingPasswordHash,
  firstName: otpCodes.pendingFirstName,
  lastName: otpCodes.pendingLastName,
  keyHash: otpCodes.pendingKeyHash,
  birthDate: otpCodes.pendingBirthDate,
};

function asPending(row: {
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  keyHash: string | null;
  birthDate: string | null;
}): PendingSignup | null {
  const { passwordHash, firstName, lastName, keyHash, birthDate } = row;
  return passwordHash && firstName !== null && lastName !== null
    ? { passwordHash, firstName, lastName, keyHash, birthDate }
    : null;
}

/** A fresh key for the client that made a sign-up, and the hash the code keeps of it. */
export function newSignupKey() {
  const key = randomBytes(24).toString("base64url");
  return { key, keyHash: hashSignupKey(key) };
}

/** Kept as a token is (tokens.ts): only its sha256. */
export const hashSignupKey = (key: string) => sha256(key);

export function resendWaitMessage(seconds: number) {
  return `Please wait ${seconds} second${seconds === 1 ? "" : "s"} before requesting a new code.`;
}

/**
 * Creates a new code (older unused ones stop working) and returns it with its row id. Inside the
 * resend window: "throw" answers 429 with Retry-After, "skip" returns null (the last code stands).
 * While this client may not ask for codes for this email (otp-lock.ts): 429 either way. A sign-up code carries `pending`;
 * without it (resend, login of an unverified account) the details of the latest sign-up carry over,
 * so asking for a new code never changes them. A `decoy` is stored like a code but no code matches
 * it: see issueDecoy.
 */
export async function issueOtp(
  services: Services,
  client: CodeClient,
  email: string,
  purpose: OtpPurpose,
  onTooSoon: "throw" | "skip",
  pending?: PendingSignup,
  decoy = false,
): Promise<{ id: number; code: string } | null> {
  const { db, config, now } = services;
  await assertCodesOpen(services, client, email, purpose);
  const at = now();
  const [last] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  const wait = last
    ? Math.ceil((last.createdAt.getTime() + config.OTP_RESEND_SECONDS * 1000 - at.getTime()) / 1000)
    : 0;
  if (wait > 0) {
    if (onTooSoon === "skip") return null;
    throw new ApiError(429, resendWaitMessage(wait), undefined, { "Retry-After": String(wait) });
  }
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
  const id = await db.transaction(async (tx) => {
    let carried = pending ?? null;
    if (!carried && !decoy && purpose === "signup") {
      const [latest] = await tx
        .select(pendingColumns)
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.email, email),
            eq(otpCodes.purpose, purpose),
            isNotNull(otpCodes.pendingPasswordHash),
          ),
        )
        .orderBy(desc(otpCodes.id))
        .limit(1);
      carried = latest ? asPending(latest) : null;
    }
    await tx
      .update(otpCodes)
      .set({ consumedAt: at })
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
    const inserted = await tx
      .insert(otpCodes)
      .values({
        email,
        purpose,
        // A decoy's hash is random bytes: no 4-digit code has it, so guessing can never pass.
        codeHash: decoy ? randomBytes(32).toString("hex") : hashCode(config, email, purpose, code),
        expiresAt: new Date(at.getTime() + OTP_TTL_MS),
        createdAt: at,
        pendingPasswordHash: carried?.passwordHash ?? null,
        pendingFirstName: carried?.firstName ?? null,
        pendingLastName: carried?.lastName ?? null,
        pendingKeyHash: carried?.keyHash ?? null,
        pendingBirthDate: carried?.birthDate ?? null,
      })
      .returning({ id: otpCodes.id });
    return oneRow(inserted).id;
  });
  return { id, code };
}

/**
 * A code mail's language: the account's interface language when it has chosen one, else the one the
 * request asked for. Read for decoys too, so an email with an account answers in the same time.
 */
async function mailLanguage(services: Services, client: CodeClient, email: string) {
  const [row] = await services.db
    .select({ uiLanguage: users.uiLanguage })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row?.uiLanguage ?? client.language ?? null;
}

/**
 * For an email that gets no code (no account, or a sign-up code asked for a verified one): the
 * same work and the same resend window as a real code, but nothing is mailed and nothing can match
 * it. So /sign-up, /otp/resend and /password/forgot answer alike, in status, body and time, whether
 * or not the email has an account. `pending` lets a repeated sign-up be recognised as on a real code.
 */
export async function issueDecoy(
  services: Services,
  client: CodeClient,
  email: string,
  purpose: OtpPurpose,
  onTooSoon: "throw" | "skip",
  pending?: PendingSignup,
): Promise<boolean> {
  const issued = await issueOtp(services, client, email, purpose, onTooSoon, pending, true);
  // Rendered like the real mail, so the two paths cost about the same.
  if (issued) codeMail(purpose, issued.code, await mailLanguage(services, client, email));
  return issued !== null;
}

/**
 * Issues a code and mails it. A mail that cannot be sent withdraws the code, so a retry is not
 * throttled. `mailing: "after-answer"` (resend and forgot, where an unknown email gets a decoy that
 * mails nothing) hands a remote mail server's round trip to the background instead: waiting for it
 * would make a known email answer later than an unknown one, and a refusal would answer 503 only for
 * known ones. A mail lost that way is logged (no address, no code) and the member asks again after
 * the resend window, as for any mail that never arrives.
 */
export async function deliverOtp(
  services: Services,
  client: CodeClient,
  email: string,
  purpose: OtpPurpose,
  onTooSoon: "throw" | "skip",
  pending?: PendingSignup,
  mailing: "before-answer" | "after-answer" = "before-answer",
): Promise<boolean> {
  const issued = await issueOtp(services, client, email, purpose, onTooSoon, pending);
  if (!issued) return false;
  const lng = await mailLanguage(services, client, email);
  const sending = services.mailer.send({ to: email, ...codeMail(purpose, issued.code, lng) });
  if (mailing === "after-answer" && services.mailer.name !== "outbox") {
    sending.catch((err: unknown) =>
      services.log(`[mail] the ${purpose} code was not sent: ${errorSummary(err)}`),
    );
    return true;
  }
  try {
    await sending;
  } catch (err) {
    await services.db.delete(otpCodes).where(eq(otpCodes.id, issued.id));
    services.log(`[mail] could not send the ${purpose} code: ${errorSummary(err)}`);
    throw new ApiError(503, "We could not send the email right now. Please try again in a moment.");
  }
  return true;
}

/**
 * Checks a code. Every check uses up one of the 5 tries first (atomically, so parallel guesses
 * cannot exceed them), and one of the client's wrong codes of the day (given back when right).
 * Wrong → 422; expired, burned or none → 400; the client paused for this email (otp-lock.ts) → 429
 * (even for the right code). A right sign-up code sent for a sign-up other than the one
 * whose key the client names → 409, and the code stays. `consume` ends the code; otherwise it is
 * marked verified and stays usable for 10 more minutes (password reset's next step). Returns the
 * sign-up details the code carries (null for reset codes and older rows).
 */
export async function verifyOtp(
  services: Services,
  client: CodeClient,
  email: string,
  purpose: OtpPurpose,
  code: string,
  { consume, signupKey }: { consume: boolean; signupKey?: string },
): Promise<{ pending: PendingSignup | null }> {
  const { db, config, now } = services;
  await assertCodesOpen(services, client, email, purpose);
  const at = now();
  const [row] = await db
    .select({ id: otpCodes.id, codeHash: otpCodes.codeHash, ...pendingColumns })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!row) throw expired();
  const [claimed] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, row.id),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, at),
      ),
    )
    .returning({ attempts: otpCodes.attempts });
  if (!claimed) throw expired();
  // Counted before judging: tries racing this one may have used up the client's allowance.
  const giveBack = await countCodeTry(services, client, email, purpose);

  const given = Buffer.from(hashCode(config, email, purpose, code), "hex");
  const stored = Buffer.from(row.codeHash, "hex");
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    await noticeIfPaused(services, email, purpose);
    if (claimed.attempts >= OTP_MAX_ATTEMPTS) throw expired();
    throw new ApiError(422, COPY.otpIncorrect, { otp: [COPY.otpIncorrect] });
  }
  await giveBack();
  if (signupKey !== undefined && row.keyHash && row.keyHash !== hashSignupKey(signupKey)) {
    throw new ApiError(409, COPY.signupSuperseded, { otp: [COPY.signupSuperseded] });
  }
  if (consume) {
    const done = await db
      .update(otpCodes)
      // The right try is not a wrong one: it does not count toward the day's cap.
      .set({ consumedAt: at, attempts: sql`${otpCodes.attempts} - 1` })
      .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (!done.length) throw expired();
  } else {
    await db
      .update(otpCodes)
      .set({ verifiedAt: at, attempts: 0, expiresAt: new Date(at.getTime() + OTP_TTL_MS) })
      .where(eq(otpCodes.id, row.id));
  }
  return { pending: asPending(row) };
}

/** The code now valid for a pending sign-up, with the details it carries. */
export async function liveSignupCode({ db }: Services, email: string) {
  const [row] = await db
    .select({ id: otpCodes.id, ...pendingColumns })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, "signup"), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  return row ?? null;
}
