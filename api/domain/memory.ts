// Memory (issue "Conversations"): what a bot remembers about a user, per user and bot across every
// chat with that bot. Facts come from the user's messages after each reply ("auto", deduplicated by
// key, not while paused) or from the user ("user"); the user's own words are never overwritten by
// an automatic fact. At most MEMORIES_PER_BOT per user and bot: adding past it answers 422.
import { and, count, desc, eq, inArray, isNotNull, sql, type SQLWrapper } from "drizzle-orm";
import { CHAT_COPY, MEMORIES_PER_BOT } from "../../contract/chat-schemas";
import type { Memory, MemorySettings } from "../../contract/api-types";
import type { Database } from "../db/client";
import { conversations, memories, memorySettings, messages, users } from "../db/schema";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";
import { dropUnneededArchived } from "./characters/retire";
import { factsOf, memoryKey } from "./memory-facts";

type MemoryRow = typeof memories.$inferSelect;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export function serializeMemory(row: MemoryRow): Memory {
  return {
    id: row.id,
    text: row.text,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const ofUserBot = (userId: number | SQLWrapper, botId: number | SQLWrapper) =>
  and(eq(memories.userId, userId), eq(memories.botId, botId));

/** GET /bots/{botId}/memories: newest first. */
export async function listMemories(services: Services, userId: number, botId: number): Promise<Memory[]> {
  const rows = await services.db
    .select()
    .from(memories)
    .where(ofUserBot(userId, botId))
    .orderBy(desc(memories.id));
  return rows.map(serializeMemory);
}

export async function isPaused(db: Database | Tx, userId: number, botId: number): Promise<boolean> {
  const [row] = await db
    .select({ paused: memorySettings.paused })
    .from(memorySettings)
    .where(and(eq(memorySettings.userId, userId), eq(memorySettings.botId, botId)))
    .limit(1);
  return row?.paused ?? false;
}

/** The Memory panel's extras: the pause switch, the limit, the count and the latest chat's summary. */
export async function memorySettingsOf(
  services: Services,
  userId: number,
  botId: number,
): Promise<MemorySettings> {
  const [paused, [counted], [latest]] = await Promise.all([
    isPaused(services.db, userId, botId),
    services.db.select({ n: count() }).from(memories).where(ofUserBot(userId, botId)),
    services.db
      .select({ summary: conversations.summary })
      .from(conversations)
      .where(and(eq(conversations.userId, userId), eq(conversations.botId, botId)))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(1),
  ]);
  return { paused, limit: MEMORIES_PER_BOT, count: Number(counted?.n ?? 0), summary: latest?.summary ?? "" };
}

export async function setPaused(services: Services, userId: number, botId: number, paused: boolean) {
  const now = services.now();
  await services.db
    .insert(memorySettings)
    .values({ userId, botId, paused, updatedAt: now })
    .onConflictDoUpdate({
      target: [memorySettings.userId, memorySettings.botId],
      set: { paused, updatedAt: now },
    });
  return memorySettingsOf(services, userId, botId);
}

/**
 * Runs `work` with the user's row locked, so two additions in parallel cannot both pass the limit
 * (the count is read inside).
 */
function withUserLock<T>(services: Services, userId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return services.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    return work(tx);
  });
}

async function countOf(tx: Tx, userId: number, botId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(memories).where(ofUserBot(userId, botId));
  return Number(row?.n ?? 0);
}

const limitReached = () => new ApiError(422, CHAT_COPY.memoryLimit, { text: [CHAT_COPY.memoryLimit] });

/** POST /bots/{botId}/memories. */
export async function addMemory(
  services: Services,
  userId: number,
  botId: number,
  text: string,
): Promise<Memory> {
  const now = services.now();
  const row = await withUserLock(services, userId, async (tx) => {
    if ((await countOf(tx, userId, botId)) >= MEMORIES_PER_BOT) throw limitReached();
    const [inserted] = await tx
      .insert(memories)
      .values({ userId, botId, text, source: "user", createdAt: now, updatedAt: now })
      .returning();
    return inserted!;
  });
  return serializeMemory(row);
}

/** PATCH /memories/{id}: the user's correction; it is theirs from now on (source "user"). */
export async function editMemory(
  services: Services,
  userId: number,
  id: number,
  text: string,
): Promise<Memory> {
  const [row] = await services.db
    .update(memories)
    .set({ text, source: "user", updatedAt: services.now() })
    .where(and(eq(memories.id, id), eq(memories.userId, userId)))
    .returning();
  if (!row) throw new ApiError(404, CHAT_COPY.memoryNotFound);
  return serializeMemory(row);
}

/** DELETE /memories/{id}. */
export async function removeMemory(services: Services, userId: number, id: number): Promise<void> {
  const [gone] = await services.db
    .delete(memories)
    .where(and(eq(memories.id, id), eq(memories.userId, userId)))
    .returning({ botId: memories.botId });
  if (!gone) throw new ApiError(404, CHAT_COPY.memoryNotFound);
  await dropUnneededArchived(services, [gone.botId]);
}

/**
 * After a reply: the facts the user's message states (memory-facts.ts, factsOf) are remembered (a
 * newer value replaces an automatic one with the same key; a memory the user wrote is left alone).
 * Nothing while paused or once the limit is reached.
 */
export async function rememberFacts(services: Services, userId: number, botId: number, facts: string[]) {
  if (!facts.length) return;
  const now = services.now();
  await withUserLock(services, userId, async (tx) => {
    if (await isPaused(tx, userId, botId)) return;
    const existing = await tx.select().from(memories).where(ofUserBot(userId, botId));
    const byKey = new Map(existing.map((m) => [memoryKey(m.text), m]));
    let total = existing.length;
    for (const text of facts) {
      const same = byKey.get(memoryKey(text));
      if (same) {
        if (same.source === "auto" && same.text !== text) {
          await tx.update(memories).set({ text, updatedAt: now }).where(eq(memories.id, same.id));
        }
        continue;
      }
      if (total >= MEMORIES_PER_BOT) return;
      const [row] = await tx
        .insert(memories)
        .values({ userId, botId, text, source: "auto", createdAt: now, updatedAt: now })
        .returning();
      byKey.set(memoryKey(text), row!);
      total += 1;
    }
  });
}

/**
 * After an edit or a "delete from here": the automatic memories learned from the removed texts are
 * forgotten, unless another message the user still has with the bot states the same fact. A memory
 * the user wrote or corrected is theirs and stays. Call it once the texts are gone or replaced.
 */
export async function forgetFactsOf(services: Services, userId: number, botId: number, removed: string[]) {
  const learned = new Set(removed.flatMap(factsOf));
  if (!learned.size) return;
  const kept = await services.db
    .select({ message: messages.message })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(eq(conversations.userId, userId), eq(conversations.botId, botId), isNotNull(messages.message)),
    );
  for (const { message } of kept) for (const line of factsOf(message ?? "")) learned.delete(line);
  if (!learned.size) return;
  await services.db
    .delete(memories)
    .where(and(ofUserBot(userId, botId), eq(memories.source, "auto"), inArray(memories.text, [...learned])));
}

/**
 * The texts of the memories a reply is given, as one json array in the order that breaks
 * rankByWords' ties: a scalar subquery for the statement that reads the prompt's rows
 * (reply-request.ts), so up to 200 memories cost one value to read, not 200 rows, and no row's time
 * is decoded. `botId` may be a column of that statement.
 */
export const memoryTextsJson = (userId: number | SQLWrapper, botId: number | SQLWrapper) =>
  sql<
    string[]
  >`(select coalesce(json_agg(${memories.text} order by ${sql.join(MEMORY_TIE_ORDER, sql`, `)}), '[]'::json) from ${memories} where ${ofUserBot(userId, botId)})`;

/** What the user wrote themselves first, then the most recently changed. */
const MEMORY_TIE_ORDER = [
  desc(sql`${memories.source} = 'user'`),
  desc(memories.updatedAt),
  desc(memories.id),
];
