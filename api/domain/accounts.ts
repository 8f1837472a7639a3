// What the account endpoints share: look-ups, the Profile shape, signing in, verifying, passwords.
import { errorSummary } from "../../contract/error-summary";
import { eq } from "drizzle-orm";
import type { AuthResult, Profile } from "../../contract/api-types";
import { TWO_FACTOR_COPY, type TwoFactorChallenge } from "../../contract/two-factor";
import { oneRow, type UserRow } from "../db/rows";
import { users } from "../db/schema";
import { passwordChangedMail } from "../services/mail/templates";
import type { Services } from "../services/types";
import { assertNotBanned } from "./admin/bans";
import { knownDeviceToken } from "./known-device";
import { ACCOUNT_NOTICES, notify } from "./notify";
import { hashPassword } from "./passwords";
import { issueToken, revokeAllTokens } from "./tokens";
import { issueChallenge } from "./two-factor/challenges";

/** Emails are stored trimmed and lower-cased; every look-up goes through this. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(services: Services, email: string): Promise<UserRow | null> {
  const [row] = await services.db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

export const avatarUrl = (key: string | null) => (key ? `/api/v1/media/${key}` : null);

export function serializeProfile(user: UserRow): Profile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    bio: user.bio,
    avatar: avatarUrl(user.avatarKey),
    created_at: user.createdAt.toISOString(),
    mail_notification: user.mailNotification,
    birth_date: user.birthDate,
    age_review: user.ageReviewAt !== null,
    has_password: user.passwordHash !== null,
    two_factor: user.twoFactorEnabledAt !== null,
    persona: user.persona,
    language: user.language,
    ui_language: user.uiLanguage,
  };
}

/** A fresh bearer token and the profile: the answer of every completed sign-in. */
export async function startSession(services: Services, user: UserRow): Promise<AuthResult> {
  assertNotBanned(user);
  return {
    token: await issueToken(services.db, user.id, services.now()),
    user: serializeProfile(user),
    device_token: knownDeviceToken(services.config, user.email),
  };
}

/**
 * What an accepted password (or Google, or sign-up code) gives: the session, or, when the account
 * has two-factor sign-in on, a challenge for the second step (POST /two-factor/verify).
 */
export async function signIn(services: Services, user: UserRow): Promise<AuthResult | TwoFactorChallenge> {
  assertNotBanned(user);
  if (user.twoFactorEnabledAt) {
    return { two_factor_required: true, challenge: await issueChallenge(services, user.id) };
  }
  return startSession(services, user);
}

/** The envelope message of a sign-in's answer: `done`, or the ask for the code. */
export const signInMessage = (result: AuthResult | TwoFactorChallenge, done: string) =>
  "challenge" in result ? TWO_FACTOR_COPY.challenge : done;

type VerifiedDetails = Partial<Pick<UserRow, "passwordHash" | "firstName" | "lastName" | "birthDate">>;

/**
 * Marks the email verified, writing `details` (a pending sign-up's) in the same update; the first
 * time, the user is welcomed. An account verified already keeps what it has.
 */
export async function markVerified(
  services: Services,
  user: UserRow,
  details: VerifiedDetails = {},
): Promise<UserRow> {
  if (user.emailVerifiedAt) return user;
  const at = services.now();
  const updated = oneRow(
    await services.db
      .update(users)
      .set({ ...details, emailVerifiedAt: at, updatedAt: at })
      .where(eq(users.id, user.id))
      .returning(),
  );
  await notify(services.db, user.id, ACCOUNT_NOTICES.welcome.title, ACCOUNT_NOTICES.welcome.message, at);
  return updated;
}

/**
 * Sets a new password and signs the user out everywhere (every token revoked). A reset proves
 * the email too, so it also counts as verification.
 */
export async function replacePassword(services: Services, user: UserRow, password: string, client?: string) {
  const at = services.now();
  const passwordHash = await hashPassword(password, client);
  await services.db
    .update(users)
    .set({ passwordHash, updatedAt: at, emailVerifiedAt: user.emailVerifiedAt ?? at })
    .where(eq(users.id, user.id));
  await revokeAllTokens(services.db, user.id);
  const notice = ACCOUNT_NOTICES.passwordChanged;
  await notify(services.db, user.id, notice.title, notice.message, at);
  if (user.mailNotification) {
    // A notice, not the change itself: a mail server hiccup must not undo the new password.
    await services.mailer
      .send({ to: user.email, ...passwordChangedMail(user.firstName, user.uiLanguage) })
      .catch((err) => {
        services.log(`[mail] password-changed notice not sent: ${errorSummary(err)}`);
      });
  }
}
