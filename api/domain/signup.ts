// Sign-up with an emailed code (§7). An unverified email may be signed up again (a typo, a new
// password), but each code carries the details of the sign-up it was sent for and only those become
// the account's at verification: someone else signing up with the same email cannot slip their
// password under the code the mailbox owner received for their own sign-up.
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { signUpSchema } from "../../contract/auth-schemas";
import { COPY } from "../../contract/messages";
import { otpCodes, users } from "../db/schema";
import type { UserRow } from "../http/context";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";
import { findUserByEmail, markVerified } from "./accounts";
import { deliverOtp, liveSignupCode, newSignupKey, verifyOtp, type PendingSignup } from "./otp";
import { hashPassword, verifyPassword } from "./passwords";

type SignUpInput = z.infer<typeof signUpSchema>;

const emailTaken = () => new ApiError(422, COPY.emailTaken, { email: [COPY.emailTaken] });

/**
 * Creates or updates the unverified account and mails a code for exactly these details. Returns
 * the key the client must name when it verifies that code.
 */
export async function startSignUp(services: Services, input: SignUpInput): Promise<string> {
  const { db } = services;
  const existing = await findUserByEmail(services, input.email);
  if (existing?.emailVerifiedAt) throw emailTaken();
  const { key, keyHash } = newSignupKey();
  const pending: PendingSignup = {
    passwordHash: await hashPassword(input.password),
    firstName: input.first_name,
    lastName: input.last_name,
    keyHash,
  };
  const at = services.now();
  if (!existing) {
    const created = await db
      .insert(users)
      .values({ ...pending, email: input.email, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created.length) throw emailTaken();
  }

  // The account row mirrors the sign-up whose code is live (login of an unverified account checks
  // its password); never once the email is verified, which a racing verification may just have done.
  const mirror = (details: Partial<ReturnType<typeof accountDetails>>) =>
    existing
      ? db
          .update(users)
          .set({ ...details, updatedAt: at })
          .where(and(eq(users.id, existing.id), isNull(users.emailVerifiedAt)))
      : null;

  if (await deliverOtp(services, input.email, "signup", "skip", pending)) {
    await mirror(accountDetails(pending));
    return key;
  }
  // Less than 20 s since the last code. The same sign-up sent again (a double submit) keeps the
  // code already on its way and may correct the names; whoever knows its password is its client.
  const live = await liveSignupCode(services, input.email);
  if (live && (await verifyPassword(input.password, live.passwordHash ?? existing?.passwordHash))) {
    const names = { firstName: input.first_name, lastName: input.last_name };
    await db
      .update(otpCodes)
      .set({ pendingFirstName: names.firstName, pendingLastName: names.lastName, pendingKeyHash: keyHash })
      .where(eq(otpCodes.id, live.id));
    await mirror(names);
    return key;
  }
  // Another password needs its own code, and a new one may only go out once the 20 s are over:
  // 429 with Retry-After (or the code, if they just ended). Re-binding the code on its way instead
  // would let a second sign-up take over the first one's code.
  await deliverOtp(services, input.email, "signup", "throw", pending);
  await mirror(accountDetails(pending));
  return key;
}

const accountDetails = ({ passwordHash, firstName, lastName }: PendingSignup) => ({
  passwordHash,
  firstName,
  lastName,
});

/**
 * Checks the code and makes the details it carries the verified account's. A client that names its
 * sign-up key can only complete its own sign-up; one that names none (another client of §7, or the
 * login of an unverified account) is trusted as before.
 */
export async function finishSignUp(
  services: Services,
  input: { email: string; otp: string; signup_key?: string },
): Promise<UserRow> {
  const { pending } = await verifyOtp(services, input.email, "signup", input.otp, {
    consume: true,
    signupKey: input.signup_key,
  });
  const user = await findUserByEmail(services, input.email);
  if (!user) throw new ApiError(400, COPY.otpExpired);
  return markVerified(services, user, pending ? accountDetails(pending) : {});
}
