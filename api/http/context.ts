import type { Context } from "hono";
import type { users } from "../db/schema";
import type { Services } from "../services/types";

export type UserRow = typeof users.$inferSelect;

export interface ApiEnv {
  /** Set by the in-process ApiClient (the web app knows the browser's address; Hono does not). */
  Bindings: { clientIp?: string; incoming?: { socket?: { remoteAddress?: string } } };
  Variables: { user: UserRow; tokenHash: string };
}

export type ApiContext = Context<ApiEnv>;

export function clientIp(c: ApiContext): string {
  return (
    c.env?.clientIp ??
    c.env?.incoming?.socket?.remoteAddress ??
    c.req.header("x-forwarded-for")?.split(",")[0]?.trim() ??
    "unknown"
  );
}

export type { Services };
