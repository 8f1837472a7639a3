// Settings → Security → Two-factor sign-in: set up (a secret waiting for its first code), turn on
// (the code proves the app has it; ten recovery codes; every other session ends, since none of them
// passed a second factor), turn off (password and a code), new recovery codes (a code).
import { and, eq, isNull, ne } from "drizzle-orm";
import type { TwoFactorStatus } from "../../../contract/two-factor";
import { TWO_FACTOR_COPY } from "../../../contract/two-factor";
import { ACCOUNT_COPY } from "../../../contract/account";
import type { UserRow } from "../../db/rows";
import {
  apiTokens,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  users,
} from "../../db/schema";
import { ApiError } from "../../http/envelope";
import type { Services } from "../../services/types";
import { isAdmin } from "../admin/access";
import { notify } from "../notify";
import { verifyPassword } from "../passwords";
import { checkSecondFactor, storedSecret, useAuthenticatorCode } from "./check";
import { recoveryCodesLeft, replaceRecoveryCodes } from "./recovery-codes";
import { encryptSecret, newTotpSecret, otpauthUrl } from "./totp";

/** What the account's notifications say when it changes (the owner sees it if it was not them). */
export const TWO_FACTOR_NOTICES = {
  on: {
    title: "Two-factor sign-in is on",
    message: "Signing in now also needs a code from your authenticator app. Other devices were signed out.",
  },
  off: {
    title: "Two-factor sign-in is off",
    message: "Signing in needs only your password again. Not you? Change your password now.",
  },
} as const;

const wrongCode = () => new ApiError(422, TWO_FACTOR_COPY.wrongCode, { code: [TWO_FACTOR_COPY.wrongCode] });

export async function twoFactorStatus(services: Services, user: UserRow): Promise<TwoFactorStatus> {
  const enabled = user.twoFactorEnabledAt !== null;
  // The secret is shown only while set-up waits for its first code; once on, never again.
  const waiting = enabled ? null : await storedSecret(services, user.id);
  return {
    enabled,
    recovery_codes_left: enabled ? await recoveryCodesLeft(services.db, user.id) : 0,
    required: isAdmin(services.config, user),
    pending: waiting ? { secret: waiting.secret, otpauth_url: otpauthUrl(waiting.secret, user.email) } : null,
  };
}

/** A new secret waiting for its first code (replacing one that waited before). */
export async function startSetup(services: Services, user: UserRow): Promise<TwoFactorStatus> {
  if (user.twoFactorEnabledAt) throw new ApiError(409, TWO_FACTOR_COPY.alreadyOn);
  const secretEnc = encryptSecret(services.config, user.id, newTotpSecret());
  const at = services.now();
  await services.db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, secretEnc, lastStep: null, createdAt: at })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretEnc, lastStep: null, createdAt: at },
    });
  return twoFactorStatus(services, user);
}

/**
 * Turns it on once `code` comes from the waiting secret; returns the recovery codes. The session
 * that did it (`keepTokenHash`) stays signed in.
 */
export async function enableTwoFactor(
  services: Services,
  user: UserRow,
  code: string,
  keepTokenHash: string,
): Promise<string[]> {
  if (user.twoFactorEnabledAt) throw new ApiError(409, TWO_FACTOR_COPY.alreadyOn);
  if (!(await storedSecret(services, user.id))) {
    throw new ApiError(409, TWO_FACTOR_COPY.noSetup, { code: [TWO_FACTOR_COPY.noSetup] });
  }
  const at = services.now();
  if (!(await useAuthenticatorCode(services, user.id, code, at))) throw wrongCode();
  const codes = await services.db.transaction(async (tx) => {
    const turnedOn = await tx
      .update(users)
      .set({ twoFactorEnabledAt: at, updatedAt: at })
      .where(and(eq(users.id, user.id), isNull(users.twoFactorEnabledAt)))
      .returning({ id: users.id });
    if (turnedOn.length === 0) throw new ApiError(409, TWO_FACTOR_COPY.alreadyOn);
    await tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.userId, user.id), ne(apiTokens.tokenHash, keepTokenHash)));
    return replaceRecoveryCodes(tx, user.id, at);
  });
  await notify(services.db, user.id, TWO_FACTOR_NOTICES.on.title, TWO_FACTOR_NOTICES.on.message, at);
  return codes;
}

/** Turns it off: the account's password (when it has one) and a code, authenticator or recovery. */
export async function disableTwoFactor(
  services: Services,
  user: UserRow,
  input: { password?: string; code: string },
) {
  if (!user.twoFactorEnabledAt) throw new ApiError(409, TWO_FACTOR_COPY.notOn);
  if (user.passwordHash) {
    const message = input.password ? ACCOUNT_COPY.passwordIncorrect : ACCOUNT_COPY.passwordRequired;
    if (!input.password || !(await verifyPassword(input.password, user.passwordHash))) {
      throw new ApiError(422, message, { password: [message] });
    }
  }
  if (!(await checkSecondFactor(services, user.id, input.code))) throw wrongCode();
  const at = services.now();
  await services.db.transaction(async (tx) => {
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id));
    await tx.update(users).set({ twoFactorEnabledAt: null, updatedAt: at }).where(eq(users.id, user.id));
  });
  await notify(services.db, user.id, TWO_FACTOR_NOTICES.off.title, TWO_FACTOR_NOTICES.off.message, at);
}

/** Ten new recovery codes for a code (authenticator or one of the old recovery codes). */
export async function newRecoveryCodes(services: Services, user: UserRow, code: string): Promise<string[]> {
  if (!user.twoFactorEnabledAt) throw new ApiError(409, TWO_FACTOR_COPY.notOn);
  if (!(await checkSecondFactor(services, user.id, code))) throw wrongCode();
  return services.db.transaction((tx) => replaceRecoveryCodes(tx, user.id, services.now()));
}
