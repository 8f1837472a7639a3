// Bans: the account is marked and every token is deleted in the same transaction, so the next
// request with any old token is a 401. Sign-in refuses a banned account (assertNotBanned).
import { eq } from "drizzle-orm";
import { ADMIN_COPY } from "../../../contract/admin";
import type { UserRow } from "../../db/rows";
import { apiTokens, users } from "../../db/schema";
import { ApiError } from "../../http/envelope";
import type { Services } from "../../services/types";
import { isAdmin } from "./access";
import type { Tx } from "./audit";

/** Every sign-in (password, code, Google) and password reset of a banned account ends here: 403. */
export function assertNotBanned(user: Pick<UserRow, "bannedAt">) {
  if (user.bannedAt) throw new ApiError(403, ADMIN_COPY.suspended);
}

/** Throws 422 when `admin` may not ban `target` (themselves, another operator). */
export function assertBannable(services: Services, admin: UserRow, target: UserRow) {
  if (target.id === admin.id) throw new ApiError(422, ADMIN_COPY.cannotBanSelf);
  if (isAdmin(services.config, target) || services.config.ADMIN_EMAILS.includes(target.email)) {
    throw new ApiError(422, ADMIN_COPY.cannotBanAdmin);
  }
}

/** Marks the account banned (keeping the first ban's time) and revokes every token it has. */
export async function banUser(tx: Tx, userId: number, at: Date) {
  const [row] = await tx.select({ bannedAt: users.bannedAt }).from(users).where(eq(users.id, userId));
  await tx
    .update(users)
    .set({ bannedAt: row?.bannedAt ?? at, updatedAt: at })
    .where(eq(users.id, userId));
  await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
}

export async function unbanUser(tx: Tx, userId: number, at: Date) {
  await tx.update(users).set({ bannedAt: null, updatedAt: at }).where(eq(users.id, userId));
}
