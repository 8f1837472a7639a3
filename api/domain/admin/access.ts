// Who is an operator: a verified, unbanned account whose email is in ADMIN_EMAILS. Decided on every
// request from the config, so removing an email takes effect at the next restart without a migration.
// The console also needs two-factor sign-in on (docs/requirements/accounts.md#two-factor-sign-in).
import { createMiddleware } from "hono/factory";
import { ADMIN_COPY } from "../../../contract/admin";
import { TWO_FACTOR_COPY } from "../../../contract/two-factor";
import type { Config } from "../../config";
import type { UserRow } from "../../db/rows";
import type { ApiEnv } from "../../http/context";
import { ApiError } from "../../http/envelope";

type AdminFields = Pick<UserRow, "email" | "emailVerifiedAt" | "bannedAt">;

export function isAdmin(config: Pick<Config, "ADMIN_EMAILS">, user: AdminFields): boolean {
  return Boolean(user.emailVerifiedAt) && !user.bannedAt && config.ADMIN_EMAILS.includes(user.email);
}

/**
 * After authMiddleware: members get 403 (visitors were already refused with 401), and so do
 * operators until their account has two-factor sign-in on.
 */
export function requireAdmin(config: Pick<Config, "ADMIN_EMAILS">) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const user = c.get("user");
    if (!isAdmin(config, user)) throw new ApiError(403, ADMIN_COPY.forbidden);
    if (!user.twoFactorEnabledAt) throw new ApiError(403, TWO_FACTOR_COPY.required);
    await next();
  });
}
