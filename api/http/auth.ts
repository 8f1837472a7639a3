// Bearer-token middleware. requireUser answers 401; optionalUser lets visitors through.
import { createMiddleware } from "hono/factory";
import { isAdmin } from "../domain/admin/access";
import { findUserByToken, MEMBER_TOKEN, OPERATOR_TOKEN } from "../domain/tokens";
import type { Services } from "../services/types";
import type { ApiEnv } from "./context";
import { ApiError } from "./envelope";

function bearer(header: string | undefined) {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export const UNAUTHENTICATED = "Unauthenticated. Please log in again.";

export function authMiddleware(services: Services, { required }: { required: boolean }) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const token = bearer(c.req.header("authorization"));
    // Expired tokens (members: 30 days idle, 90 days old; operators: 30 minutes idle, 12 hours old)
    // are deleted there and read as unknown: 401.
    const lifetimeOf: Parameters<typeof findUserByToken>[3] = (user) =>
      isAdmin(services.config, user) ? OPERATOR_TOKEN : MEMBER_TOKEN;
    const found = token ? await findUserByToken(services.db, token, services.now(), lifetimeOf) : null;
    // A banned account's tokens are deleted with the ban; this also closes any sign-in racing it.
    if (found && !found.user.bannedAt) {
      c.set("user", found.user);
      c.set("tokenHash", found.tokenHash);
    } else if (required || token) {
      // A token that no longer works is a 401 even on public reads, so the web app drops it.
      throw new ApiError(401, UNAUTHENTICATED);
    }
    await next();
  });
}
