// Adults only (docs/requirements/safety.md#adults-only): the date of birth given at sign-up, or
// once afterwards by accounts that have none. Every birth-date problem answers 400, not the 422 of
// other fields.
import { and, eq, isNull } from "drizzle-orm";
import type { UserRow } from "../db/rows";
import { users } from "../db/schema";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";

export const BIRTH_DATE_LOCKED = "Contact support to change your date of birth.";

/**
 * For a `.catch` on validation: a failure that names birth_date becomes a 400 whose message is the
 * date's (under 18, missing, impossible, future); the other fields' errors travel along.
 */
export function birthDateErrorsAs400(err: unknown): never {
  const message = err instanceof ApiError && err.status === 422 ? err.errors?.birth_date?.[0] : undefined;
  if (message && err instanceof ApiError) throw new ApiError(400, message, err.errors, err.headers);
  throw err;
}

/**
 * Records the date of birth of an account that has none (made before sign-up asked, or by Google).
 * A date once given is never replaced through the API (support can), so an account cannot be made
 * older after the fact.
 */
export async function setBirthDate(services: Services, user: UserRow, birthDate: string): Promise<UserRow> {
  const locked = () => new ApiError(400, BIRTH_DATE_LOCKED, { birth_date: [BIRTH_DATE_LOCKED] });
  if (user.birthDate) throw locked();
  const [updated] = await services.db
    .update(users)
    .set({ birthDate, updatedAt: services.now() })
    .where(and(eq(users.id, user.id), isNull(users.birthDate)))
    .returning();
  if (!updated) throw locked();
  return updated;
}
