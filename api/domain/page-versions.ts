// What a member's kept page is checked against (server/member-page-cache.js): one indexed read per
// request, their page version (bumped by the database on every change their pages show, migration
// 0018) together with the proof that their token still works. Only a token used in the last
// minute counts: its idle limit is then far off, and the full check (findUserByToken) ran and
// touched it on that use, so a kept page never outlives a sign-out, a ban or an expiry anywhere.
import type { Database } from "../db/client";
import { OPERATOR_TOKEN, sha256, TOKEN_TOUCH_MS } from "./tokens";

/**
 * Sent to the driver as it is: this read runs on every member page request, and drizzle's query
 * building and row mapping cost as much again as the read itself (on PGlite ~0.6 ms of ~1.2 ms).
 */
const PAGE_VERSION_SQL = `select v.version from api_tokens t
  left join page_versions v on v.user_id = t.user_id
  where t.token_hash = $1 and t.last_used_at > $2 and t.created_at > $3
  limit 1`;

/** Both drivers (PGlite, node-postgres' pool) answer a query with its text and values alike. */
interface PlainClient {
  query(text: string, values: unknown[]): Promise<{ rows: { version: unknown }[] }>;
}

/**
 * The member's page version as a string, or null when their token is unknown or not used within
 * the last minute (the page is then rendered, which checks the token in full). The shortest
 * lifetime (an operator's) is applied to everyone: a longer one only costs a render.
 */
export async function pageVersionOf(db: Database, token: string, at: Date): Promise<string | null> {
  const client = (db as unknown as { $client: PlainClient }).$client;
  const { rows } = await client.query(PAGE_VERSION_SQL, [
    sha256(token),
    new Date(at.getTime() - TOKEN_TOUCH_MS).toISOString(),
    new Date(at.getTime() - OPERATOR_TOKEN.lifetimeMs).toISOString(),
  ]);
  const [row] = rows;
  return row ? String(row.version ?? 0) : null;
}
