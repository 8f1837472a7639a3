// A member's character leaving: deleted by its creator (DELETE /characters/{id}) or with their
// account. Other members' chats and memories with it are theirs, so they are not taken along: such a
// character is archived instead. Its creator's ownership ends and their own chats, memories and
// settings with it go; it leaves every list (favourites with it are dropped, single passes bound
// to it are freed, as a deletion would); its card, name and picture stay as the snapshot those
// chats keep, read-only (api/domain/bot-visibility.ts#readableBy). A character nobody else has
// anything with is deleted outright, as before. Once the last chat and memory with an archived
// character are gone, it is deleted too (dropUnneededArchived).
import { and, eq, exists, inArray, isNotNull, ne, not, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import {
  bots,
  checkoutSessions,
  conversationParticipants,
  conversations,
  favourites,
  memories,
  messages,
  memorySettings,
  subscriptions,
} from "../../db/schema";
import type { Services } from "../../services/types";
import { removePicture } from "./avatar";

export interface Retired {
  /** Pictures (avatars and originals) of characters deleted outright: removed once the transaction commits. */
  deletedImages: (string | null)[];
  /** Characters archived for the chats of others. */
  archivedIds: number[];
}

/** The ids among `ids` some member other than the owner has a chat or a memory with. */
async function keptByOthers(tx: Transaction, ownerId: number, ids: number[]): Promise<Set<number>> {
  const othersChat = and(
    eq(conversations.id, conversationParticipants.conversationId),
    ne(conversations.userId, ownerId),
  );
  const [chats, groups, lines, remembered] = await Promise.all([
    tx
      .selectDistinct({ botId: conversations.botId })
      .from(conversations)
      .where(and(inArray(conversations.botId, ids), ne(conversations.userId, ownerId))),
    // A character in another member's group, or one whose lines are still in their chats.
    tx
      .selectDistinct({ botId: conversationParticipants.botId })
      .from(conversationParticipants)
      .innerJoin(conversations, othersChat)
      .where(inArray(conversationParticipants.botId, ids)),
    tx
      .selectDistinct({ botId: messages.botId })
      .from(messages)
      .innerJoin(
        conversations,
        and(eq(conversations.id, messages.conversationId), ne(conversations.userId, ownerId)),
      )
      .where(inArray(messages.botId, ids)),
    tx
      .selectDistinct({ botId: memories.botId })
      .from(memories)
      .where(and(inArray(memories.botId, ids), ne(memories.userId, ownerId))),
  ]);
  return new Set([...chats, ...groups, ...lines, ...remembered].map((r) => r.botId));
}

/**
 * Retires the owner's characters (every one, or those of `ids`) inside the caller's transaction.
 * Their rows are locked first: a chat being started with one (its insert holds a key-share lock)
 * either commits before the check and counts, or waits for the decision.
 */
export async function retireCharacters(
  tx: Transaction,
  ownerId: number,
  now: Date,
  ids?: number[],
): Promise<Retired> {
  const rows = await tx
    .select({ id: bots.id, image: bots.image, originalImage: bots.originalImage })
    .from(bots)
    .where(and(eq(bots.ownerId, ownerId), ids ? inArray(bots.id, ids) : undefined))
    .for("update");
  if (!rows.length) return { deletedImages: [], archivedIds: [] };
  const kept = await keptByOthers(
    tx,
    ownerId,
    rows.map((r) => r.id),
  );
  const archivedIds = rows.filter((r) => kept.has(r.id)).map((r) => r.id);
  const deleted = rows.filter((r) => !kept.has(r.id));

  if (archivedIds.length) {
    const ownersWith = <T extends typeof conversations | typeof memories | typeof memorySettings>(table: T) =>
      and(eq(table.userId, ownerId), inArray(table.botId, archivedIds));
    await tx.delete(conversations).where(ownersWith(conversations));
    await tx.delete(memories).where(ownersWith(memories));
    await tx.delete(memorySettings).where(ownersWith(memorySettings));
    await tx.delete(favourites).where(inArray(favourites.botId, archivedIds));
    await tx.update(subscriptions).set({ botId: null }).where(inArray(subscriptions.botId, archivedIds));
    await tx
      .update(checkoutSessions)
      .set({ botId: null })
      .where(inArray(checkoutSessions.botId, archivedIds));
    await tx
      .update(bots)
      .set({ archivedAt: now, ownerId: null, reviewStatus: null, reviewReason: null, updatedAt: now })
      .where(inArray(bots.id, archivedIds));
  }
  if (deleted.length)
    await tx.delete(bots).where(
      inArray(
        bots.id,
        deleted.map((r) => r.id),
      ),
    );
  return { deletedImages: deleted.flatMap((r) => [r.image, r.originalImage]), archivedIds };
}

/** The archived characters among `botIds` that no chat or memory needs any more, deleted. */
async function pruneArchived(db: Database, botIds: number[]) {
  const chat = db
    .select({ one: sql`1` })
    .from(conversations)
    .where(eq(conversations.botId, bots.id));
  const memory = db
    .select({ one: sql`1` })
    .from(memories)
    .where(eq(memories.botId, bots.id));
  const group = db
    .select({ one: sql`1` })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.botId, bots.id));
  const line = db
    .select({ one: sql`1` })
    .from(messages)
    .where(eq(messages.botId, bots.id));
  return db
    .delete(bots)
    .where(
      and(
        inArray(bots.id, botIds),
        isNotNull(bots.archivedAt),
        not(exists(chat)),
        not(exists(memory)),
        not(exists(group)),
        not(exists(line)),
      ),
    )
    .returning({ image: bots.image, originalImage: bots.originalImage });
}

/**
 * After chats or memories went (a chat deleted, a memory removed, an account deleted): an archived
 * character among `botIds` that nobody has anything with any more is deleted, with its picture.
 */
export async function dropUnneededArchived(services: Services, botIds: number[]) {
  if (!botIds.length) return;
  for (const row of await pruneArchived(services.db, botIds)) await removePicture(services, row);
}
