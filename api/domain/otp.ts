// One-time codes for sign-up and password reset: 4 random digits, kept only as an HMAC, valid for
// 10 minutes, burned by 5 wrong tries, a new one at most every OTP_RESEND_SECONDS (20 s) per email
// and purpose, and at most 10 wrong tries a day per email and purpose (otp-lock.ts).
import { errorSummary } from "../../contract/error-summary";
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { OtpPurpose } from "../../contract/auth-schemas";
import { OTP_LENGTH } from "../../contract/constants";
import { COPY } from "../../contract/messages";
import type { Config } from "../config";
import { oneRow } from "../db/rows";
import { otpCodes } from "../db/schema";
import { ApiError } from "../http/envelope";
import { codeMail } from "../services/mail/templates";
import type { Services } from "../services/types";
import { assertCodesOpen, noticeIfPaused, OTP_MAX_WRONG_PER_DAY } from "./otp-lock";

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

const keys = new Map<string, Buffer>();

/** OTP_SECRET, or a random key created once in DATA_DIR (like the web app's session secret). */
function otpKey(config: Config): Buffer {
  if (config.OTP_SECRET) return Buffer.from(config.OTP_SECRET);
  let key = keys.get(config.dataDir);
  if (!key) {
    const file = path.join(config.dataDir, "otp-secret");
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    key = Buffer.from(readFileSync(file, "utf8").trim());
    keys.set(config.dataDir, key);
  }
  return key;
}

function hashCode(config: Config, email: string, purpose: OtpPurpose, code: string) {
  return createHmac("sha256", otpKey(config)).update(`${purpose}\n${email}\n${code}`).digest("hex");
}

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

export const hashSignupKey = (key: string) => createHash("sha256").update(key).digest("hex");

export function resendWaitMessage(seconds: number) {
  return `Please wait ${seconds} second${seconds === 1 ? "" : "s"} before requesting a new code.`;
}

/**
 * Creates a new code (older unused ones stop working) and returns it with its row id. Inside the
 * resend window: "throw" answers 429 with Retry-After, "skip" returns null (the last code stands).
 * While the day's wrong tries pause the flow: 429 either way. A sign-up code carries `pending`;
 * without it (resend, login of an unverified account) the details of the latest sign-up carry over,
 * so asking for a new code never changes them. A `decoy` is stored like a code but no code matches
 * it: see issueDecoy.
 */
export async function issueOtp(
  services: Services,
  email: string,
  purpose: OtpPurpose,
  onTooSoon: "throw" | "skip",
  pending?: PendingSignup,
  decoy = false,
): Promise<{ id: number; code: string } | null> {
  const { db, config, now } = services;
  await assertCodesOpen(services, email, purpose);
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
 * For an email that gets no code (no account, or a sign-up code asked for a verified one): the
 * same work and the same resend window as a real code, but nothing is mailed and nothing can match
 * it. So /otp/resend and /password/forgot answer alike, in status, body and time, whether or not
 * the email has an account.
 */
export async function issueDecoy(
  services: Services,
  email: string,
  purpose: OtpPurpose,
  onTooSoon: "throw" | "skip",
): Promise<void> {
  const issued = await issueOtp(services, email, purpose, onTooSoon, undefined, true);
  // Rendered like the real mail, so the two paths cost about the same.
  if (issued) codeMail(purpose, issued.code);
}

/** Issues a code and mails it. A mail that cannot be sent withdraws the code, so a retry is not throttled. */
export async function deliverOtp(
  services: Services,
  email: string,
  purpose: OtpPurpose,
  onTooSoon: "throw" | "skip",
  pending?: PendingSignup,
): Promise<boolean> {
  const issued = await issueOtp(services, email, purpose, onTooSoon, pending);
  if (!issued) return false;
  try {
    await services.mailer.send({ to: email, ...codeMail(purpose, issued.code) });
  } catch (err) {
    await services.db.delete(otpCodes).where(eq(otpCodes.id, issued.id));
    services.log(`[mail] could not send the ${purpose} code: ${errorSummary(err)}`);
    throw new ApiError(503, "We could not send the email right now. Please try again in a moment.");
  }
  return true;
}

/**
 * Checks a code. Every check uses up one of the 5 tries first (atomically, so parallel guesses
 * cannot exceed them). Wrong → 422; expired, burned or none → 400; the day's 10 wrong tries used
 * up → 429 (even for the right code). A right sign-up code sent for a sign-up other than the one
 * whose key the client names → 409, and the code stays. `consume` ends the code; otherwise it is
 * marked verified and stays usable for 10 more minutes (password reset's next step). Returns the
 * sign-up details the code carries (null for reset codes and older rows).
 */
export async function verifyOtp(
  services: Services,
  email: string,
  purpose: OtpPurpose,
  code: string,
  { consume, signupKey }: { consume: boolean; signupKey?: string },
): Promise<{ pending: PendingSignup | null }> {
  const { db, config, now } = services;
  await assertCodesOpen(services, email, purpose);
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
  // Tries racing this one may have used up the day's allowance since the check above.
  await assertCodesOpen(services, email, purpose, OTP_MAX_WRONG_PER_DAY + 1);

  const given = Buffer.from(hashCode(config, email, purpose, code), "hex");
  const stored = Buffer.from(row.codeHash, "hex");
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    await noticeIfPaused(services, email, purpose);
    if (claimed.attempts >= OTP_MAX_ATTEMPTS) throw expired();
    throw new ApiError(422, COPY.otpIncorrect, { otp: [COPY.otpIncorrect] });
  }
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
