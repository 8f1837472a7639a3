// A chat's rows as every reader gets them: oldest first, with replies whose process died (a
// restart, a crash) found by their silence and marked failed, so they can be retried.
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import { CHAT_COPY } from "../../contract/chat-schemas";
import type { MessageRow } from "../db/rows";
import { messages } from "../db/schema";
import type { Services } from "../services/types";

/**
 * Rows a reply's prompt is made from, newest first (chat.ts): enough turns for any context budget
 * and for the persona engine's 20-reply memory.
 */
export const HISTORY_ROWS = 200;

/** A live reply touches its row every heartbeat; this many missed beats mean its process died. */
export const ORPHAN_AFTER_BEATS = 3;

const BUSY = ["pending", "streaming"] as const;

function orphanCutoff(services: Services): Date {
  const silentFor = services.config.REPLY_HEARTBEAT_MS * ORPHAN_AFTER_BEATS;
  return new Date(services.now().getTime() - silentFor);
}

/**
 * Replies whose generation died with its process (restart, crash) would stay "pending" forever.
 * Any row silent for several heartbeats is marked failed, keeping its partial text, so it can be
 * retried. `ids` narrows the update to rows already seen silent. Answers the rows it failed.
 */
export async function failOrphanedReplies(
  services: Services,
  conversationId: number,
  ids?: readonly number[],
): Promise<MessageRow[]> {
  return services.db
    .update(messages)
    .set({ status: "failed", error: CHAT_COPY.replyFailed, updatedAt: services.now() })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ids ? inArray(messages.id, [...ids]) : undefined,
        inArray(messages.status, [...BUSY]),
        lt(messages.updatedAt, orphanCutoff(services)),
      ),
    )
    .returning();
}

/**
 * Every row of a chat, oldest first, orphaned replies failed. Reading a chat is one query; the
 * update runs only when a silent reply is listed (rare: a process died mid-reply).
 */
export async function chatRows(services: Services, chatId: number): Promise<MessageRow[]> {
  const rows = await services.db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, chatId))
    .orderBy(asc(messages.id));
  return settleOrphans(services, chatId, rows);
}

/** The rows as read, with any reply silent for too long marked failed (see failOrphanedReplies). */
export async function settleOrphans(
  services: Services,
  chatId: number,
  rows: MessageRow[],
): Promise<MessageRow[]> {
  const cutoff = orphanCutoff(services).getTime();
  const silent = rows.filter(
    (r) => (BUSY as readonly string[]).includes(r.status) && r.updatedAt.getTime() < cutoff,
  );
  if (!silent.length) return rows;
  const failed = new Map(
    (
      await failOrphanedReplies(
        services,
        chatId,
        silent.map((r) => r.id),
      )
    ).map((r) => [r.id, r]),
  );
  return rows.map((r) => failed.get(r.id) ?? r);
}
