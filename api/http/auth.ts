// Bearer-token middleware. requireUser answers 401; optionalUser lets visitors through.
import { createMiddleware } from "hono/factory";
import { isAdmin } from "../domain/admin/access";
import { acceptTokenRead, findUserByToken, MEMBER_TOKEN, OPERATOR_TOKEN } from "../domain/tokens";
import type { Services } from "../services/types";
import type { ApiEnv, TokenChecks } from "./context";
import { ApiError } from "./envelope";
import { noteTokenOwner, offeredTokenRead } from "./token-owners";

export function bearer(header: string | undefined) {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

type Found = Awaited<ReturnType<typeof findUserByToken>>;

/** One check per token for all the calls that share `checks` (one page request's reads), else its own. */
function sharedCheck(
  checks: TokenChecks | undefined,
  token: string,
  check: (token: string) => Promise<Found>,
) {
  if (!checks) return check(token);
  let found = checks.get(token) as Promise<Found> | undefined;
  if (!found) {
    found = check(token);
    checks.set(token, found);
    found.catch(() => checks.delete(token));
  }
  return found;
}

export const UNAUTHENTICATED = "Unauthenticated. Please log in again.";

export function authMiddleware(services: Services, { required }: { required: boolean }) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const token = bearer(c.req.header("authorization"));
    // Expired tokens (members: 30 days idle, 90 days old; operators: 30 minutes idle, 12 hours old)
    // are deleted there and read as unknown: 401.
    const lifetimeOf: Parameters<typeof findUserByToken>[3] = (user) =>
      isAdmin(services.config, user) ? OPERATOR_TOKEN : MEMBER_TOKEN;
    const check = (t: string) => findUserByToken(services.db, t, services.now(), lifetimeOf);
    const verdict = async (t: string) => {
      // A read of the token made with the request's own rows is judged as the check's own is.
      const offered = offeredTokenRead(c.req.raw, t);
      const read = await offered?.read;
      if (offered && read !== undefined) return acceptTokenRead(services.db, read, offered.at, lifetimeOf);
      return sharedCheck(c.env?.tokenChecks, t, check);
    };
    const found = token ? await verdict(token) : null;
    // A banned account's tokens are deleted with the ban; this also closes any sign-in racing it.
    if (found && !found.user.bannedAt) {
      noteTokenOwner(services, found.tokenHash, found.user.id);
      c.set("user", found.user);
      c.set("tokenHash", found.tokenHash);
      c.set("access", found.access);
    } else if (required || token) {
      // A token that no longer works is a 401 even on public reads, so the web app drops it.
      throw new ApiError(401, UNAUTHENTICATED);
    }
    await next();
  });
}
