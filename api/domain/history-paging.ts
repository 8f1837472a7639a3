// A chat's history as readers get it: every row (oldest first, orphaned replies failed), the rows a
// prompt is made from, or one page (GET /chats/{id}?before=&limit=): a chat of hundreds of
// exchanges opens with its newest ones and reads older ones on demand. The flags that look back in
// time (the crisis banner, the break suggestion) still count the whole chat: from the page itself
// when it reaches back far enough, else from one narrow query of the recent rows' times.
import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { ChatPageQuery } from "../../contract/chat-schemas";
import { BREAK_AFTER_MS, continuousChatMs, CRISIS_BANNER_MS } from "../../contract/safety";
import type { MessageRow } from "../db/rows";
import { messages } from "../db/schema";
import type { Services } from "../services/types";
import { settleOrphans } from "./reply-liveness";

/**
 * Rows a reply's prompt is made from, newest first (reply-request.ts): enough turns for any context
 * budget and for the persona engine's 20-reply memory.
 */
export const HISTORY_ROWS = 200;

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

export interface ChatPage {
  /** Oldest first. */
  rows: MessageRow[];
  /** Rows older than `rows[0]` exist. */
  hasMore: boolean;
}

export interface ChatFlags {
  crisis_banner: boolean;
  break_suggested: boolean;
}

/** What the flags need of a row: when, whether the user wrote it, how safety shaped its reply. */
type Moment = Pick<MessageRow, "createdAt" | "safety"> & { sent: boolean };

/**
 * The `limit` newest rows older than `before` (any id: it is a cursor, so a row deleted since still
 * works), oldest first. Without `limit`, every such row.
 */
export async function chatPage(
  services: Services,
  chatId: number,
  { before, limit }: ChatPageQuery,
): Promise<ChatPage> {
  const where = and(
    eq(messages.conversationId, chatId),
    before === undefined ? undefined : lt(messages.id, before),
  );
  if (limit === undefined) {
    const rows = await services.db.select().from(messages).where(where).orderBy(asc(messages.id));
    return { rows: await settleOrphans(services, chatId, rows), hasMore: false };
  }
  // One row past the page answers has_more without counting the chat.
  const newest = await services.db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.id))
    .limit(limit + 1);
  const rows = newest.slice(0, limit).reverse();
  return { rows: await settleOrphans(services, chatId, rows), hasMore: newest.length > limit };
}

/** Whether a crisis reply was given in these rows recently (the chat shows the resources banner). */
export function crisisBanner(
  services: Services,
  rows: readonly Pick<MessageRow, "createdAt" | "safety">[],
): boolean {
  const now = services.now().getTime();
  return rows.some((r) => r.safety === "crisis" && now - r.createdAt.getTime() < CRISIS_BANNER_MS);
}

function flagsOf(services: Services, moments: readonly Moment[]): ChatFlags {
  const sent = moments.filter((m) => m.sent).map((m) => m.createdAt.getTime());
  return {
    crisis_banner: crisisBanner(services, moments),
    break_suggested: continuousChatMs(sent, services.now().getTime()) >= BREAK_AFTER_MS,
  };
}

/**
 * The chat's flags for a page of it. The crisis window (a day) is longer than any run that suggests
 * a break counts back over, so rows of that window are all either flag needs.
 */
export async function chatFlags(
  services: Services,
  chatId: number,
  page: ChatPage,
  before?: number,
): Promise<ChatFlags> {
  const since = new Date(services.now().getTime() - CRISIS_BANNER_MS);
  const reachesBack = !page.hasMore || page.rows[0]!.createdAt < since;
  if (before === undefined && reachesBack)
    return flagsOf(
      services,
      page.rows.map((r) => ({ createdAt: r.createdAt, safety: r.safety, sent: r.message !== null })),
    );
  const recent = await services.db
    .select({
      createdAt: messages.createdAt,
      safety: messages.safety,
      sent: sql<boolean>`${messages.message} is not null`,
    })
    .from(messages)
    .where(and(eq(messages.conversationId, chatId), gte(messages.createdAt, since)));
  return flagsOf(services, recent);
}
