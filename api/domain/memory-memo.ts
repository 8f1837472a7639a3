// A member's memories of the bot they last talked to, remembered by the process between two sends.
// Every send's prompt reads them, and a member with many (up to 200 a bot) had them read, sorted and
// parsed before every first token (~0.2 ms of the event loop on PGlite for 200, bench/memory-heavy.ts),
// though they change only now and then. What is remembered is used only while the member's memory
// version, kept by the database (migration 0021: every change to their memories, by any instance,
// moves it by one), still reads what it read, checked in the send's own statement (send-target.ts).
// A cache, never the truth: an instance that has nothing remembered reads the database.
import { sql, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../db/client";
import { memoryVersions } from "../db/schema";
import { metrics } from "../services/metrics";
import { memoryTextsJson } from "./memory";

/** One member's memories of one bot at one memory version; never changed once made. */
export interface RememberedMemories {
  botId: number;
  version: number;
  texts: readonly string[];
}

/** Most members remembered per database, the one read longest ago going first. */
const MAX_MEMBERS = 5_000;
/** Most characters of memory texts remembered per database (~2 bytes each). */
const MAX_CHARS = 4_000_000;

const charsOf = (texts: readonly string[]) => texts.reduce((n, text) => n + text.length, 0);

export class MemoryMemo {
  private readonly members = new Map<number, RememberedMemories & { chars: number }>();
  private chars = 0;

  known(userId: number): RememberedMemories | undefined {
    return this.members.get(userId);
  }

  /** The send's statement found what was known still current (true), or read the memories itself. */
  used(hit: boolean): void {
    metrics().promptMemoryReads.inc({ source: hit ? "remembered" : "database" });
  }

  /** The memories a send read, at the member's memory version it read with them. */
  remember(userId: number, memories: RememberedMemories): void {
    const before = this.members.get(userId);
    if (before) {
      this.members.delete(userId);
      this.chars -= before.chars;
    }
    const chars = charsOf(memories.texts);
    this.members.set(userId, { ...memories, chars });
    this.chars += chars;
    // Oldest first (a Map keeps its insertion order); never the one just remembered.
    for (const [oldest, { chars: oldestChars }] of this.members) {
      if (oldest === userId || (this.members.size <= MAX_MEMBERS && this.chars <= MAX_CHARS)) break;
      this.members.delete(oldest);
      this.chars -= oldestChars;
    }
  }
}

const memos = new WeakMap<Database, MemoryMemo>();

/** The memo of one database: user ids and versions mean nothing across databases. */
export function memoryMemoOf(db: Database): MemoryMemo {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new MemoryMemo()));
  return memo;
}

/**
 * Fields of a statement: the member's memories of `botId` (memoryTextsJson), or null when they are
 * `knownBot`'s and the member's memory version is still `knownVersion` (the remembered ones are
 * current), and the version read.
 */
export function memoriesUnlessKnown(
  userId: SQLWrapper,
  botId: SQLWrapper,
  knownBot: SQLWrapper,
  knownVersion: SQLWrapper,
) {
  const version = sql`coalesce((select ${memoryVersions.version} from ${memoryVersions} where ${memoryVersions.userId} = ${userId}), 0)`;
  return {
    memories: sql<
      string[] | null
    >`(case when ${botId} = ${knownBot} and ${version} = ${knownVersion} then null else ${memoryTextsJson(userId, botId)} end)`,
    memoryVersion: sql<number>`${version}`.mapWith(Number),
  };
}
