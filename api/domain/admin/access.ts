// Who is an operator: a verified, unbanned account whose email is in ADMIN_EMAILS. Decided on every
// request from the config, so removing an email takes effect at the next restart without a migration.
import { createMiddleware } from "hono/factory";
import { ADMIN_COPY } from "../../../contract/admin";
import type { Config } from "../../config";
import type { UserRow } from "../../db/rows";
import type { ApiEnv } from "../../http/context";
import { ApiError } from "../../http/envelope";

type AdminFields = Pick<UserRow, "email" | "emailVerifiedAt" | "bannedAt">;

export function isAdmin(config: Pick<Config, "ADMIN_EMAILS">, user: AdminFields): boolean {
  return Boolean(user.emailVerifiedAt) && !user.bannedAt && config.ADMIN_EMAILS.includes(user.email);
}

/** After authMiddleware: members get 403 (visitors were already refused with 401). */
export function requireAdmin(config: Pick<Config, "ADMIN_EMAILS">) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (!isAdmin(config, c.get("user"))) throw new ApiError(403, ADMIN_COPY.forbidden);
    await next();
  });
}
