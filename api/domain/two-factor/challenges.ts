// The pending second step of a sign-in. When the password (or Google, or a sign-up code) is accepted
// for an account with two-factor sign-in on, the client gets a challenge instead of a token: 32
// random bytes, only their sha256 stored, good for 10 minutes and 5 wrong codes. The right code
// spends it; the caller then issues the token.
import { randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { TWO_FACTOR_COPY } from "../../../contract/two-factor";
import type { UserRow } from "../../db/rows";
import { twoFactorChallenges, users } from "../../db/schema";
import { ApiError } from "../../http/envelope";
import type { Services } from "../../services/types";
import { OTP_MAX_ATTEMPTS } from "../otp";
import { sha256 } from "../tokens";
import { checkSecondFactor } from "./check";

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes one challenge takes before the password has to be entered again (like emailed codes). */
export const CHALLENGE_MAX_WRONG = OTP_MAX_ATTEMPTS;

export async function issueChallenge(services: Services, userId: number): Promise<string> {
  const at = services.now();
  const challenge = randomBytes(32).toString("base64url");
  // The account's stale challenges go as new ones come, so the table keeps only live ones.
  await services.db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.userId, userId), lt(twoFactorChallenges.expiresAt, at)));
  await services.db.insert(twoFactorChallenges).values({
    userId,
    challengeHash: sha256(challenge),
    expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS),
    createdAt: at,
  });
  return challenge;
}

export type PendingSignIn = { id: number; user: UserRow; expiresAt: Date };

/** The sign-in a challenge belongs to (not judged yet: expiry and the code are checked by passChallenge). */
export async function findChallenge(services: Services, challenge: string): Promise<PendingSignIn | null> {
  const [row] = await services.db
    .select({ id: twoFactorChallenges.id, expiresAt: twoFactorChallenges.expiresAt, user: users })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(eq(twoFactorChallenges.challengeHash, sha256(challenge)))
    .limit(1);
  return row ?? null;
}

const spend = (services: Services, id: number) =>
  services.db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));

/**
 * The account once `code` is right for the pending sign-in (the challenge is spent). A wrong code
 * is 422 and counted; the fifth ends the challenge (400, sign in again), as does expiry. An account
 * whose two-factor sign-in was turned off meanwhile starts over too.
 */
export async function passChallenge(
  services: Services,
  pending: PendingSignIn | null,
  code: string,
): Promise<UserRow> {
  if (!pending || pending.expiresAt <= services.now() || !pending.user.twoFactorEnabledAt) {
    if (pending) await spend(services, pending.id);
    throw new ApiError(400, TWO_FACTOR_COPY.expired);
  }
  if (await checkSecondFactor(services, pending.user.id, code)) {
    // Conditional on the row: of two right codes racing, one sign-in wins.
    const spent = await spend(services, pending.id).returning({ id: twoFactorChallenges.id });
    if (spent.length === 0) throw new ApiError(400, TWO_FACTOR_COPY.expired);
    return pending.user;
  }
  const [counted] = await services.db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(eq(twoFactorChallenges.id, pending.id))
    .returning({ attempts: twoFactorChallenges.attempts });
  if (!counted || counted.attempts >= CHALLENGE_MAX_WRONG) {
    await spend(services, pending.id);
    throw new ApiError(400, TWO_FACTOR_COPY.tooManyTries);
  }
  throw new ApiError(422, TWO_FACTOR_COPY.wrongCode, { code: [TWO_FACTOR_COPY.wrongCode] });
}
