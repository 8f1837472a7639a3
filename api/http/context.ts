import type { Context } from "hono";
import { forwardedClientAddress, UNKNOWN_ADDRESS } from "../../contract/client-address";
import type { users } from "../db/schema";
import type { Services } from "../services/types";

export type UserRow = typeof users.$inferSelect;

export interface ApiEnv {
  /** Set by the in-process ApiClient (the web app knows the browser's address; Hono does not). */
  Bindings: { clientIp?: string; incoming?: { socket?: { remoteAddress?: string } } };
  Variables: { user: UserRow; tokenHash: string };
}

export type ApiContext = Context<ApiEnv>;

/** The caller's address: given by the in-process web app, read from a trusted proxy, or the socket. */
export function clientIp(c: ApiContext, trustProxyHops: number): string {
  return (
    c.env?.clientIp ??
    forwardedClientAddress(c.req.header("x-forwarded-for"), trustProxyHops) ??
    c.env?.incoming?.socket?.remoteAddress ??
    UNKNOWN_ADDRESS
  );
}

export type { Services };
