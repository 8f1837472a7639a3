// Recovery codes: ten one-time codes for the day the phone is lost. ~49 random bits each, so like
// bearer tokens only their sha256 is kept (a slow hash would add nothing against guessing); shown
// once, when made.
import { randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { RECOVERY_CODE_COUNT } from "../../../contract/two-factor";
import type { Database } from "../../db/client";
import { twoFactorRecoveryCodes } from "../../db/schema";
import { sha256 } from "../tokens";

/** No 0/o, 1/i/l: codes are read off paper. */
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const HALF = 5;

function newRecoveryCode() {
  const chars = Array.from({ length: 2 * HALF }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, HALF).join("")}-${chars.slice(HALF).join("")}`;
}

/** Case, spaces and the dash do not matter when a code is typed back. */
const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

type Executor = Pick<Database, "insert" | "delete">;

/** Replaces every recovery code of the account with ten new ones, and returns them. */
export async function replaceRecoveryCodes(db: Executor, userId: number, at: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: sha256(normalize(code)), createdAt: at })));
  return codes;
}

/** Spends the code if it is one of the account's unused ones; one conditional update, so only once. */
export async function useRecoveryCode(
  db: Database,
  userId: number,
  code: string,
  at: Date,
): Promise<boolean> {
  const spent = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, sha256(normalize(code))),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}
