// Sign-up with an emailed code (docs/requirements/accounts.md#sign-up). An unverified email may be
// signed up again (a typo, a new password), but each code carries the details of the sign-up it was
// sent for and only those become the account's at verification: someone else signing up with the
// same email cannot slip their password under the code the mailbox owner received for their own
// sign-up. A sign-up with the email of a verified account is answered like any other (so the answer
// does not tell who has an account); its owner is mailed about it instead of a code.
import { errorSummary } from "../../contract/error-summary";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { signUpSchema } from "../../contract/auth-schemas";
import { COPY } from "../../contract/messages";
import type { UserRow } from "../db/rows";
import { otpCodes, users } from "../db/schema";
import { ApiError } from "../http/envelope";
import { signUpAttemptMail } from "../services/mail/templates";
import type { Services } from "../services/types";
import { findUserByEmail, markVerified } from "./accounts";
import { deliverOtp, issueDecoy, liveSignupCode, newSignupKey, verifyOtp, type PendingSignup } from "./otp";
import type { CodeClient } from "./otp-lock";
import { hashPassword, verifyPassword } from "./passwords";

type SignUpInput = z.infer<typeof signUpSchema>;

/** At most one "someone tried to sign up" mail per account in this window, so nobody can mail-bomb it. */
const ATTEMPT_NOTICE_WINDOW_SECONDS = 15 * 60;

/**
 * Creates or updates the unverified account and mails a code for exactly these details. Returns
 * the key the client must name when it verifies that code.
 */
export async function startSignUp(
  services: Services,
  input: SignUpInput,
  client: CodeClient,
): Promise<string> {
  const { db } = services;
  const { key, keyHash } = newSignupKey();
  // Hashed whoever owns the email, so a verified account's answer takes as long as a new one's.
  const pending: PendingSignup = {
    passwordHash: await hashPassword(input.password, client.client),
    firstName: input.first_name,
    lastName: input.last_name,
    keyHash,
    birthDate: input.birth_date,
  };
  const at = services.now();
  let existing = await findUserByEmail(services, input.email);
  if (!existing) {
    const created = await db
      .insert(users)
      .values({ ...accountDetails(pending), email: input.email, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // A racing sign-up made the row a moment ago: carry on as a sign-up again on that row.
    if (!created.length) existing = await findUserByEmail(services, input.email);
  }
  // A verified email gets a decoy code instead of a real one (its owner is mailed a notice): the
  // same rows and the same 20 s window, so nothing that follows tells it from a new sign-up.
  const verified = Boolean(existing?.emailVerifiedAt);
  if (existing && verified) await noticeSignUpAttempt(services, existing);
  const send = (onTooSoon: "throw" | "skip") =>
    verified
      ? issueDecoy(services, client, input.email, "signup", onTooSoon, pending)
      : deliverOtp(services, client, input.email, "signup", onTooSoon, pending);

  // The account row mirrors the sign-up whose code is live (login of an unverified account checks
  // its password); never once the email is verified, which a racing verification may just have done.
  const rowId = existing?.id;
  const mirror = (details: Partial<ReturnType<typeof accountDetails>>) =>
    rowId === undefined
      ? null
      : db
          .update(users)
          .set({ ...details, updatedAt: at })
          .where(and(eq(users.id, rowId), isNull(users.emailVerifiedAt)));

  if (await send("skip")) {
    await mirror(accountDetails(pending));
    return key;
  }
  // Less than 20 s since the last code. The same sign-up sent again (a double submit) keeps the
  // code already on its way and may correct the names; whoever knows its password is its client.
  const live = await liveSignupCode(services, input.email);
  if (
    live &&
    (await verifyPassword(input.password, live.passwordHash ?? existing?.passwordHash, client.client))
  ) {
    const names = { firstName: input.first_name, lastName: input.last_name };
    await db
      .update(otpCodes)
      .set({
        pendingFirstName: names.firstName,
        pendingLastName: names.lastName,
        pendingBirthDate: input.birth_date,
        pendingKeyHash: keyHash,
      })
      .where(eq(otpCodes.id, live.id));
    await mirror(names);
    return key;
  }
  // Another password needs its own code, and a new one may only go out once the 20 s are over:
  // 429 with Retry-After (or the code, if they just ended). Re-binding the code on its way instead
  // would let a second sign-up take over the first one's code.
  await send("throw");
  await mirror(accountDetails(pending));
  return key;
}

/**
 * What an unverified account row mirrors of its sign-up. The date of birth is not among them: it
 * becomes the account's only with the code (an unproven sign-up's age must not stick to an account
 * that Google sign-in later links).
 */
const accountDetails = ({ passwordHash, firstName, lastName }: PendingSignup) => ({
  passwordHash,
  firstName,
  lastName,
});

const verifiedDetails = (pending: PendingSignup) => ({
  ...accountDetails(pending),
  ...(pending.birthDate ? { birthDate: pending.birthDate } : {}),
});

/** Mails the owner of a verified account that someone signed up with its email (no code is made). */
async function noticeSignUpAttempt(services: Services, owner: UserRow) {
  const wait = await services.rateLimiter.hit(
    `signup-attempt-notice:${owner.id}`,
    1,
    ATTEMPT_NOTICE_WINDOW_SECONDS,
  );
  if (wait > 0) return;
  // A failed notice must not change the answer, which would tell that the email is registered.
  await services.mailer
    .send({
      to: owner.email,
      ...signUpAttemptMail(owner.firstName, services.config.PUBLIC_URL, owner.uiLanguage),
    })
    .catch((err) => {
      services.log(`[mail] sign-up attempt notice not sent: ${errorSummary(err)}`);
    });
}

/**
 * Checks the code and makes the details it carries the verified account's. A client that names its
 * sign-up key can only complete its own sign-up; one that names none (another client of the API, or the
 * login of an unverified account) is trusted as before.
 */
export async function finishSignUp(
  services: Services,
  client: CodeClient,
  input: { email: string; otp: string; signup_key?: string },
): Promise<UserRow> {
  const { pending } = await verifyOtp(services, client, input.email, "signup", input.otp, {
    consume: true,
    signupKey: input.signup_key,
  });
  const user = await findUserByEmail(services, input.email);
  if (!user) throw new ApiError(400, COPY.otpExpired);
  return markVerified(services, user, pending ? verifiedDetails(pending) : {});
}
