import type { Context } from "hono";
import { forwardedClientAddress, rateLimitAddress, UNKNOWN_ADDRESS } from "../../contract/client-address";
import type { UserRow } from "../db/rows";
import type { AccessGrant } from "../domain/access";

export interface ApiEnv {
  /** Set by the in-process ApiClient (the web app knows the browser's address; Hono does not). */
  Bindings: {
    clientIp?: string;
    incoming?: { socket?: { remoteAddress?: string } };
    /**
     * Set by the in-process web app for the reads of one page request: their token checks, by
     * token, so the page's calls check its token once (api/http/auth.ts).
     */
    tokenChecks?: TokenChecks;
  };
  Variables: {
    user: UserRow;
    tokenHash: string;
    /** What a subscription grants the user now, null none (read with the token, api/domain/tokens.ts). */
    access: AccessGrant | null;
  };
}

export type TokenChecks = Map<string, Promise<unknown>>;

export type ApiContext = Context<ApiEnv>;

/**
 * The caller's address as rate limits count it (contract/client-address.ts: IPv6 by /64): given by
 * the in-process web app, read from a trusted proxy, or the socket of the API served alone.
 */
export function clientIp(c: ApiContext, trustProxyHops: number): string {
  const address =
    c.env?.clientIp ??
    forwardedClientAddress(c.req.header("x-forwarded-for"), trustProxyHops) ??
    c.env?.incoming?.socket?.remoteAddress;
  return !address || address === UNKNOWN_ADDRESS ? UNKNOWN_ADDRESS : rateLimitAddress(address);
}
