// The member's message stored, with its chat made the most recent and (for a send) one of the
// day's replies claimed, in one statement: every statement before a first token is latency.
import { and, eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { tableRow } from "../db/raw-rows";
import { insertOnce } from "../db/retry";
import type { MessageRow } from "../db/rows";
import { conversations, messages } from "../db/schema";
import type { Services } from "../services/types";
import { claimStatement, utcDay } from "./allowance";

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
  // Only a retried attempt looks (built then, not on every send).
  const find = async () => {
    const stored = and(
      eq(messages.conversationId, chatId),
      eq(messages.createdAt, now),
      eq(messages.message, message),
    );
    return (await db.select().from(messages).where(stored).limit(1))[0];
  };
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
  const claimAndInsert = async () => {
    const result = (await claimAndInsertStatement(services, claim.dailyMessages !== null).execute({
      chatId,
      botId,
      message,
      at: now.toISOString(),
      userId: claim.userId,
      day: utcDay(now),
      dailyMessages: claim.dailyMessages,
    })) as { rows: Record<string, unknown>[] };
    const raw = result.rows[0];
    return raw ? tableRow(messages, raw) : null;
  };
  return insertOnce<MessageRow | null>(claimAndInsert, find);
}

const dialect = new PgDialect();
const placeholder = sql.placeholder;
const at = sql`${placeholder("at")}::timestamptz`;

/**
 * The send's store as one statement with placeholders, built once per database and shape (a plan
 * with a number of replies a day, or unlimited): building it took ~0.3 ms of the event loop on every
 * send, before the first token (bench/ttft.ts). The row comes from the claim's: no claim, no row.
 * Drizzle builds no insert … select of some columns, so the statement is written here and its row
 * read as a select reads it.
 */
function prepareClaimAndInsert(services: Services, limited: boolean) {
  const { db } = services;
  const claimed = claimStatement(services, {
    userId: placeholder("userId"),
    day: placeholder("day"),
    dailyMessages: limited ? placeholder("dailyMessages") : null,
  });
  const touch = db
    .update(conversations)
    .set({ lastMessageAt: at })
    .where(and(eq(conversations.id, placeholder("chatId")), sql`exists (select 1 from claimed)`));
  const statement = sql`with claimed as (${claimed.getSQL()}), touched as (${touch.getSQL()}) insert into ${messages} (conversation_id, bot_id, message, status, created_at, updated_at) select ${placeholder("chatId")}::integer, ${placeholder("botId")}::integer, ${placeholder("message")}::text, 'pending', ${at}, ${at} from claimed returning *`;
  // Unnamed here: the database layer names statements by their text (api/db/pg-statements.ts,
  // pglite-statements.ts), so two shapes can never share a name on a connection.
  return db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, undefined, false);
}

type ClaimAndInsert = ReturnType<typeof prepareClaimAndInsert>;
const prepared = new WeakMap<Database, Map<string, ClaimAndInsert>>();

function claimAndInsertStatement(services: Services, limited: boolean): ClaimAndInsert {
  let byShape = prepared.get(services.db);
  if (!byShape) prepared.set(services.db, (byShape = new Map()));
  // The spend ceiling is written into the statement (a setting, the same for every send).
  const key = `${limited}:${services.config.AI_USER_DAILY_USD}`;
  let statement = byShape.get(key);
  if (!statement) byShape.set(key, (statement = prepareClaimAndInsert(services, limited)));
  return statement;
}
