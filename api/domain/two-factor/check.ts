// Whether a second-factor code is right for an account that has two-factor sign-in on: an
// authenticator code (each good once) or one of its unused recovery codes (spent by this).
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { twoFactorSecrets } from "../../db/schema";
import type { Services } from "../../services/types";
import { useRecoveryCode } from "./recovery-codes";
import { acceptedStep, decryptSecret, looksLikeTotp } from "./totp";

/** The decrypted secret and the step of its last accepted code, or null without a readable one. */
export async function storedSecret(services: Services, userId: number) {
  const [row] = await services.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  if (!row) return null;
  const secret = decryptSecret(services.config, userId, row.secretEnc);
  if (!secret) {
    // Recovery codes still work; the account can turn it off and on again with them.
    services.log(`[two-factor] the secret of user ${userId} cannot be decrypted (was OTP_SECRET changed?)`);
    return null;
  }
  return { secret, lastStep: row.lastStep };
}

/**
 * True when `code` is the authenticator code of now (or a step either side) newer than the last one
 * accepted; that step is then recorded, conditionally, so of two requests racing with one code only
 * one passes.
 */
export async function useAuthenticatorCode(services: Services, userId: number, code: string, at: Date) {
  const stored = await storedSecret(services, userId);
  const step = stored ? acceptedStep(stored.secret, code, at, stored.lastStep) : null;
  if (step === null) return false;
  const claimed = await services.db
    .update(twoFactorSecrets)
    .set({ lastStep: step })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return claimed.length > 0;
}

/** An authenticator code or a recovery code, told apart by their form (six digits, or letters). */
export async function checkSecondFactor(services: Services, userId: number, code: string): Promise<boolean> {
  const at = services.now();
  return looksLikeTotp(code)
    ? useAuthenticatorCode(services, userId, code, at)
    : useRecoveryCode(services.db, userId, code, at);
}
