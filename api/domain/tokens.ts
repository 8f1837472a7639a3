// Opaque bearer tokens: 32 random bytes for the client, only their sha256 in the database. A
// member's token ends after 30 days without use or 90 days after sign-in, whichever comes first, so
// a token lost with an old device or a leaked log does not work forever. An operator's ends after
// 30 minutes without use or 12 hours after sign-in (OWASP ASVS 3.3.2).
import { hash, randomBytes } from "node:crypto";
import { and, eq, isNull, lte, or, sql, type Placeholder, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../db/client";
import { tableRow } from "../db/raw-rows";
import type { UserRow } from "../db/rows";
import { apiTokens, users } from "../db/schema";
import { grantAt, type AccessGrant } from "./access";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long a token lives: without use (idle) and at most after sign-in (lifetime). */
export interface TokenLifetime {
  idleMs: number;
  lifetimeMs: number;
}

export const MEMBER_TOKEN: TokenLifetime = { idleMs: 30 * DAY_MS, lifetimeMs: 90 * DAY_MS };
export const OPERATOR_TOKEN: TokenLifetime = { idleMs: 30 * MINUTE_MS, lifetimeMs: 12 * HOUR_MS };
/** last_used_at is written at most this often per token: one write a minute, not one a request. */
export const TOKEN_TOUCH_MS = 60 * 1000;

/** One-shot: every authenticated request hashes its token, and a Hash object costs ~4× as much. */
export const sha256 = (value: string) => hash("sha256", value, "hex");

/** `at` is the services' clock (defaults to now), so tests that move time see tokens age. */
export async function issueToken(db: Database, userId: number, at: Date = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(apiTokens).values({ userId, tokenHash: sha256(token), createdAt: at, lastUsedAt: at });
  return token;
}

/**
 * Whether a token row is past its idle or absolute lifetime at `at`. last_used_at lags real use by
 * up to TOKEN_TOUCH_MS, so the idle limit can end a token up to a minute early, never late.
 */
export function tokenExpired(
  row: { createdAt: Date; lastUsedAt: Date | null },
  at: Date,
  lifetime: TokenLifetime = MEMBER_TOKEN,
): boolean {
  const lastUse = row.lastUsedAt ?? row.createdAt;
  return (
    at.getTime() - lastUse.getTime() > lifetime.idleMs ||
    at.getTime() - row.createdAt.getTime() > lifetime.lifetimeMs
  );
}

/**
 * The token check's statement, built once per database: every API request runs it, and building a
 * select of the whole user row took about as long as the database took to answer it.
 */
function prepareUserByToken(db: Database) {
  return db
    .select({
      user: users,
      tokenId: apiTokens.id,
      tokenHash: apiTokens.tokenHash,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      // The access a subscription grants now, read with the token: every page shows the plan, and
      // a send needs no read of its own before the first token.
      access: grantAt(users.id, sql.placeholder("at")),
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sql.placeholder("hash")))
    .limit(1)
    .prepare("user_by_token");
}

const preparedByDb = new WeakMap<Database, ReturnType<typeof prepareUserByToken>>();

function userByToken(db: Database) {
  let prepared = preparedByDb.get(db);
  if (!prepared) preparedByDb.set(db, (prepared = prepareUserByToken(db)));
  return prepared;
}

/** What the token check reads: the token, its user, and the access a subscription grants now. */
export interface TokenRead {
  user: UserRow;
  tokenId: number;
  tokenHash: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  access: AccessGrant | null;
}

interface TokenReadJson {
  user: Record<string, unknown>;
  tokenId: number;
  tokenHash: string;
  createdAt: string;
  lastUsedAt: string | null;
  access: AccessGrant | null;
}

/**
 * The token check's read as one json value of another statement (null: no such token of `userId`),
 * for a request that reads its owner's rows beside it: a send by a token this process has checked
 * before reads the token with its bot and chat, one statement where there were two (on PGlite,
 * where they ran one after the other on the server's event loop, ~0.38 ms for both where the two
 * took ~0.5 ms; on PostgreSQL one connection's round trip where two ran side by side).
 * `hash` is the token's sha256, `at` the moment its access is judged (ISO string).
 */
export function tokenReadJson(userId: SQLWrapper, hash: Placeholder, at: Placeholder) {
  return sql<TokenRead | null>`(select json_build_object('user', row_to_json(${users}), 'tokenId', ${apiTokens.id}, 'tokenHash', ${apiTokens.tokenHash}, 'createdAt', ${apiTokens.createdAt}, 'lastUsedAt', ${apiTokens.lastUsedAt}, 'access', ${grantAt(users.id, at)}) from ${apiTokens} inner join ${users} on ${eq(users.id, apiTokens.userId)} where ${and(eq(apiTokens.tokenHash, hash), eq(apiTokens.userId, userId))})`.mapWith(
    (value: TokenReadJson | null): TokenRead | null =>
      value && {
        user: tableRow(users, value.user),
        tokenId: value.tokenId,
        tokenHash: value.tokenHash,
        createdAt: new Date(value.createdAt),
        lastUsedAt: value.lastUsedAt === null ? null : new Date(value.lastUsedAt),
        access: value.access,
      },
  );
}

/**
 * The user of a live token (and the subscription that grants them access now), and notes its use
 * (at most once a minute). An expired token is
 * deleted and reads as unknown, so the caller answers 401. `lifetimeOf` says how long the tokens of
 * this user live (operators' shorter than members').
 */
export async function findUserByToken(
  db: Database,
  token: string,
  at: Date = new Date(),
  lifetimeOf: (user: UserRow) => TokenLifetime = () => MEMBER_TOKEN,
) {
  const [row] = await userByToken(db).execute({ hash: sha256(token), at: at.toISOString() });
  return acceptTokenRead(db, row ?? null, at, lifetimeOf);
}

/** The check's verdict on what it read at `at` (findUserByToken, or a read beside other rows). */
export async function acceptTokenRead(
  db: Database,
  row: TokenRead | null,
  at: Date,
  lifetimeOf: (user: UserRow) => TokenLifetime = () => MEMBER_TOKEN,
) {
  if (!row) return null;
  if (tokenExpired(row, at, lifetimeOf(row.user))) {
    await db.delete(apiTokens).where(eq(apiTokens.id, row.tokenId));
    return null;
  }
  if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= TOKEN_TOUCH_MS) {
    // Conditional, so parallel requests of one page write it once.
    const stale = new Date(at.getTime() - TOKEN_TOUCH_MS);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: at })
      .where(
        and(
          eq(apiTokens.id, row.tokenId),
          or(isNull(apiTokens.lastUsedAt), lte(apiTokens.lastUsedAt, stale)),
        ),
      );
  }
  return { user: row.user, tokenHash: row.tokenHash, access: row.access ?? null };
}

export async function revokeToken(db: Database, tokenHash: string) {
  await db.delete(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
}

export async function revokeAllTokens(db: Database, userId: number) {
  await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
}
