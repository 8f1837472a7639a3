// A chat's earlier exchanges, remembered by the process between two sends. Every send's prompt
// reads its chat's newest 200 completed exchanges, and all but the newest were read for the send
// before: in a long chat that read was most of what a send's first token waited for on the
// database (bench/memory-heavy.ts). What is remembered is used only when the chat's history version,
// kept by the database (migration 0020: every change to a completed exchange, by any instance,
// moves it by one), still reads what it read, checked in the send's own statement (send-target.ts).
// The reply this process completes is added at the next version: if anything else changed too, the
// database reads another and the chat is read again. A cache, never the truth: an instance that has
// nothing remembered reads the database, as every instance did before.
import type { Database } from "../db/client";
import type { MessageRow } from "../db/rows";
import { metrics } from "../services/metrics";
import { HISTORY_ROWS } from "./history-paging";
import { replyToText } from "./reply-text";
import type { EarlierExchange, EarlierExchanges } from "./reply-request";

/** A chat's completed exchanges at one history version; never changed once made. */
export interface RememberedHistory {
  chatId: number;
  version: number;
  /** Its exchanges; a completed reply is added only after the newest (earlier.lastId). */
  earlier: EarlierExchanges;
  chars: number;
}

/** Most chats remembered per database, the one read or added to longest ago going first. */
const MAX_CHATS = 2_000;
/** Most characters of messages and replies remembered per database (~2 bytes each). */
const MAX_CHARS = 16_000_000;

const charsOf = (exchanges: readonly EarlierExchange[]) =>
  exchanges.reduce((n, [message, reply]) => n + (message?.length ?? 0) + reply.length, 0);

export class HistoryMemo {
  private readonly chats = new Map<number, RememberedHistory>();
  /** The chat a user's last send to a bot went to, for a send that names the bot only. */
  private readonly recent = new Map<string, number>();
  private chars = 0;

  /** What is remembered of the chat a send goes to (chatId, or the user's last chat with botId). */
  known(userId: number, input: { chat_id?: number; bot_id?: number }): RememberedHistory | undefined {
    const chatId = input.chat_id ?? this.recent.get(`${userId}:${input.bot_id}`);
    return chatId === undefined ? undefined : this.chats.get(chatId);
  }

  /** The send's statement found `known` still current (true) or read the history itself. */
  used(hit: boolean): void {
    metrics().promptHistoryReads.inc({ source: hit ? "remembered" : "database" });
  }

  /** The history a send read, at the version it read with it. */
  remember(userId: number, botId: number, history: Omit<RememberedHistory, "chars">): void {
    this.recent.delete(`${userId}:${botId}`);
    this.recent.set(`${userId}:${botId}`, history.chatId);
    if (this.recent.size > MAX_CHATS) this.recent.delete(this.recent.keys().next().value!);
    this.put({ ...history, chars: charsOf(history.earlier.exchanges) });
  }

  /**
   * A reply this process saved (the row its statement returned, committed): its completion moved
   * the chat's version by exactly one (migration 0020), so the reply is added at the next version
   * when it is the newest exchange. Whether nothing else changed meanwhile is the send's statement's
   * to say: it uses this only while the database reads that version. Otherwise the chat is forgotten.
   */
  completed(
    row: Pick<MessageRow, "id" | "conversationId" | "message" | "replyMessage" | "botId" | "createdAt">,
  ): void {
    const before = this.chats.get(row.conversationId);
    if (!before) return;
    if (before.earlier.lastId !== null && row.id <= before.earlier.lastId) {
      this.forget(row.conversationId);
      return;
    }
    const exchanges: EarlierExchange[] = [
      ...before.earlier.exchanges,
      [row.message, replyToText(row.replyMessage), row.botId],
    ];
    if (exchanges.length > HISTORY_ROWS) exchanges.splice(0, exchanges.length - HISTORY_ROWS);
    this.put({
      chatId: row.conversationId,
      version: before.version + 1,
      earlier: { exchanges, idleSince: row.createdAt, lastId: row.id },
      chars: charsOf(exchanges),
    });
  }

  private put(history: RememberedHistory): void {
    this.forget(history.chatId);
    this.chats.set(history.chatId, history);
    this.chars += history.chars;
    for (const [chatId, oldest] of this.chats) {
      if (this.chats.size <= MAX_CHATS && this.chars <= MAX_CHARS) break;
      this.chats.delete(chatId);
      this.chars -= oldest.chars;
    }
  }

  private forget(chatId: number): void {
    const gone = this.chats.get(chatId);
    if (!gone) return;
    this.chats.delete(chatId);
    this.chars -= gone.chars;
  }
}

const memos = new WeakMap<Database, HistoryMemo>();

/** The memo of one database: chat ids and versions mean nothing across databases. */
export function historyMemoOf(db: Database): HistoryMemo {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new HistoryMemo()));
  return memo;
}
