// Opaque bearer tokens: 32 random bytes for the client, only their sha256 in the database.
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { apiTokens, users } from "../db/schema";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export async function issueToken(db: Database, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(apiTokens).values({ userId, tokenHash: sha256(token) });
  return token;
}

export async function findUserByToken(db: Database, token: string) {
  const [row] = await db
    .select({ user: users, tokenHash: apiTokens.tokenHash })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sha256(token)))
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: Database, tokenHash: string) {
  await db.delete(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
}

export async function revokeAllTokens(db: Database, userId: number) {
  await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
}
