// The member's message stored, with its chat made the most recent and (for a send) one of the
// day's replies claimed, in one statement: every statement before a first token is latency.
import { and, eq, sql } from "drizzle-orm";
import { tableRow } from "../db/raw-rows";
import { insertOnce } from "../db/retry";
import type { MessageRow } from "../db/rows";
import { conversations, messages } from "../db/schema";
import type { Services } from "../services/types";
import { claimStatement } from "./allowance";

/** The member's claim of one of today's replies, made by the statement that stores their message. */
export interface StoreClaim {
  userId: number;
  dailyMessages: number | null;
}

/**
 * Stores the user's message (status pending) and makes its chat the most recent, in one statement;
 * with `claim`, that statement also claims one of the day's replies, and stores nothing (null) when
 * none is left. Retried through a database restart so the user's words are not lost
 * (api/db/retry.ts): a retried attempt first looks for the row an earlier one may have stored (its
 * claim was made with it), and the touch is safe to repeat.
 */
export async function storeMessage(
  services: Services,
  chatId: number,
  botId: number,
  message: string,
  now: Date,
  claim: StoreClaim | null,
) {
  const { db } = services;
  const stored = and(
    eq(messages.conversationId, chatId),
    eq(messages.createdAt, now),
    eq(messages.message, message),
  );
  const find = async () => (await db.select().from(messages).where(stored).limit(1))[0];
  if (!claim) {
    const touched = db
      .$with("touched")
      .as(
        db
          .update(conversations)
          .set({ lastMessageAt: now })
          .where(eq(conversations.id, chatId))
          .returning({ id: conversations.id }),
      );
    const insert = async () =>
      (
        await db
          .with(touched)
          .insert(messages)
          .values({
            conversationId: chatId,
            botId,
            message,
            status: "pending",
            createdAt: now,
            updatedAt: now,
          })
          .returning()
      )[0];
    return (await insertOnce(insert, find)) as MessageRow;
  }
  // The row comes from the claim's: no claim, no row. Drizzle builds no insert … select of some
  // columns, so the statement is written here and its row read as a select reads it.
  const at = sql`${sql.param(now, messages.createdAt)}::timestamptz`;
  const claimAndInsert = async () => {
    const claimed = claimStatement(services, claim.userId, claim.dailyMessages, now);
    const touch = db
      .update(conversations)
      .set({ lastMessageAt: now })
      .where(and(eq(conversations.id, chatId), sql`exists (select 1 from claimed)`));
    const result = await db.execute(
      sql`with claimed as (${claimed.getSQL()}), touched as (${touch.getSQL()}) insert into ${messages} (conversation_id, bot_id, message, status, created_at, updated_at) select ${chatId}::integer, ${botId}::integer, ${message}::text, 'pending', ${at}, ${at} from claimed returning *`,
    );
    const raw = result.rows[0] as Record<string, unknown> | undefined;
    return raw ? tableRow(messages, raw) : null;
  };
  return insertOnce<MessageRow | null>(claimAndInsert, find);
}
