// Whether a reply is still alive: replies whose process died (a restart, a crash) are found by
// their silence and marked failed, so they can be retried. Silence is
// judged by the database's clock alone (heartbeat_at against now()), so an instance whose clock runs
// ahead never fails another's live reply; the sweeper (reply-sweeper.ts) does the same for chats
// nobody reads.
import { and, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import { CHAT_COPY } from "../../contract/chat-schemas";
import type { MessageRow } from "../db/rows";
import { messages } from "../db/schema";
import type { Services } from "../services/types";

/** A live reply touches its row every heartbeat; this many missed beats mean its process died. */
export const ORPHAN_AFTER_BEATS = 3;

const BUSY = ["pending", "streaming"] as const;

/** The silence after which a busy reply counts as dead: several missed heartbeats. */
export const silentAfterMs = (services: Services) => services.config.REPLY_HEARTBEAT_MS * ORPHAN_AFTER_BEATS;

/** Set on a row whenever a reply (re)starts or beats: the database's clock, never a host's. */
export const beatNow = () => ({ heartbeatAt: sql`now()` });

/** Rows whose heartbeat is older than the silence allowed, by the database's clock. */
export const silentReply = (services: Services): SQL =>
  and(
    inArray(messages.status, [...BUSY]),
    lt(messages.heartbeatAt, sql`now() - ${`${silentAfterMs(services)} milliseconds`}::interval`),
  )!;

/** A dead reply: failed, its partial text kept, so Retry can ask again at once. */
export const orphanFailure = () => ({
  status: "failed" as const,
  error: CHAT_COPY.replyFailed,
  updatedAt: sql`now()`,
});

/**
 * Replies whose generation died with its process (restart, crash) would stay "pending" forever.
 * Any row silent for several heartbeats is marked failed, keeping its partial text, so it can be
 * retried. `ids` narrows the update to rows seen busy. Answers the rows it failed.
 */
export async function failOrphanedReplies(
  services: Services,
  conversationId: number,
  ids?: readonly number[],
): Promise<MessageRow[]> {
  return services.db
    .update(messages)
    .set(orphanFailure())
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ids ? inArray(messages.id, [...ids]) : undefined,
        silentReply(services),
      ),
    )
    .returning();
}

/**
 * The rows as read, with any reply silent for too long marked failed (see failOrphanedReplies). Only
 * the database can tell how long a busy row has been silent, so it is asked whenever one is listed.
 */
export async function settleOrphans(
  services: Services,
  chatId: number,
  rows: MessageRow[],
): Promise<MessageRow[]> {
  const busy = rows.filter((r) => (BUSY as readonly string[]).includes(r.status));
  if (!busy.length) return rows;
  const failed = new Map(
    (
      await failOrphanedReplies(
        services,
        chatId,
        busy.map((r) => r.id),
      )
    ).map((r) => [r.id, r]),
  );
  return failed.size ? rows.map((r) => failed.get(r.id) ?? r) : rows;
}
