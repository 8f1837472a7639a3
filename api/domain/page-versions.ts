// What a member's kept page is checked against (server/member-page-cache.js): one indexed read per
// request, their page version (bumped by the database on every change their pages show, migration
// 0016) together with the proof that their token still works. Only a token used in the last
// minute counts: its idle limit is then far off, and the full check (findUserByToken) ran and
// touched it on that use, so a kept page never outlives a sign-out, a ban or an expiry anywhere.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { apiTokens, pageVersions } from "../db/schema";
import { OPERATOR_TOKEN, sha256, TOKEN_TOUCH_MS } from "./tokens";

/** Built once per database: this read runs on every member page request, building it costs more than running it. */
function prepare(db: Database) {
  return db
    .select({ version: pageVersions.version })
    .from(apiTokens)
    .leftJoin(pageVersions, eq(pageVersions.userId, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder("hash")),
        gt(apiTokens.lastUsedAt, sql.placeholder("usedAfter")),
        gt(apiTokens.createdAt, sql.placeholder("madeAfter")),
      ),
    )
    .limit(1)
    .prepare("page_version_of_token");
}

const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

/**
 * The member's page version as a string, or null when their token is unknown or not used within
 * the last minute (the page is then rendered, which checks the token in full). The shortest
 * lifetime (an operator's) is applied to everyone: a longer one only costs a render.
 */
export async function pageVersionOf(db: Database, token: string, at: Date): Promise<string | null> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepare(db)));
  const [row] = await query.execute({
    hash: sha256(token),
    usedAfter: new Date(at.getTime() - TOKEN_TOUCH_MS).toISOString(),
    madeAfter: new Date(at.getTime() - OPERATOR_TOKEN.lifetimeMs).toISOString(),
  });
  return row ? String(row.version ?? 0) : null;
}
