// A reply's events as a log anyone may follow from any point, so a reader whose connection dropped
// (or whose instance died) resumes where it was, on whichever instance it reaches next.
//
// Each event of a reply gets its sequence number (1, 2, …; the SSE `id:`). The generating instance
// keeps the log in memory while the reply runs (its own readers follow it there) and, with
// REDIS_URL, appends every event to a Redis stream per reply (entry id 0-<seq>, so Last-Event-ID is
// the XREAD position), kept an hour after the reply ends. A reader on another instance follows
// that stream (XREAD BLOCK on a connection of its own). Whatever no log holds any more (a finished
// reply, a generator killed before it wrote its end) is answered from the row: `done` with the
// stored reply or `error` once the sweeper failed it (reply-sweeper.ts).
//
// Stop travels the same way: the instance that generates hears it directly or over Redis pub/sub.
import { errorSummary } from "../../contract/error-summary";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { endsReply, readReplyEvent, type ReplyEvent } from "../../contract/reply-events";
import { eq } from "drizzle-orm";
import { messages } from "../db/schema";
import type { Services } from "../services/types";
import { hubOf, STOP_CHANNEL, type LocalReply, type LoggedEvent, type Redis } from "./reply-hub";

const KEY_PREFIX = "infinite:reply:";
/** A reply's Redis stream outlives it by an hour; one whose generator died, by its longest run too. */
const KEEP_AFTER_END_MS = 3_600_000;
/** A finished reply's memory log serves late readers of this instance a little longer. */
const MEMORY_AFTER_END_MS = 60_000;
/** How long a reader waits on Redis before it asks the database whether the reply still lives. */
const BLOCK_MS = 1000;

const isTerminal = (e: LoggedEvent) => endsReply(e.event.type);

const keyOf = (id: number) => `${KEY_PREFIX}${id}`;

/**
 * The log a new reply of row `id` writes (this instance generates it). A regenerate or retry of the
 * same row starts a new log. `stop` ends the generation (a Stop from any instance).
 */
export function beginReplyLog(services: Services, id: number, stop: () => void) {
  const hub = hubOf(services);
  const reply: LocalReply = { events: [], ended: false, wake: new Set(), stop };
  hub.local.set(id, reply);
  const key = keyOf(id);
  // One connection sends commands in order: the old log goes before the first event arrives. A
  // failed write is said once per reply: readers elsewhere then end from the row.
  let failed = false;
  const send = (run: (r: Redis) => Promise<unknown>) => {
    if (!hub.redis) return;
    void hub.ready
      .then(() => run(hub.redis!))
      .catch((err) => {
        if (failed) return;
        failed = true;
        services.log(`[chat] reply ${id} stream write failed: ${errorSummary(err)}`);
      });
  };
  send((r) => r.del(key));
  return {
    append(event: ReplyEvent) {
      if (reply.ended) return;
      const entry = { seq: reply.events.length + 1, event };
      reply.events.push(entry);
      const ended = isTerminal(entry);
      if (ended) reply.ended = true;
      const { type, ...data } = event;
      send(async (r) => {
        await r.xAdd(key, `0-${entry.seq}`, { event: type, data: JSON.stringify(data) });
        const keep = ended ? KEEP_AFTER_END_MS : KEEP_AFTER_END_MS + services.config.AI_REPLY_MAX_MS;
        if (entry.seq === 1 || ended) await r.pExpire(key, keep);
      });
      for (const wake of reply.wake) wake();
      if (ended) {
        setTimeout(() => {
          if (hub.local.get(id) === reply) hub.local.delete(id);
        }, MEMORY_AFTER_END_MS).unref();
      }
    },
  };
}

/** Asks the instance generating row `id` (this one or another) to stop. */
export async function stopReply(services: Services, id: number): Promise<void> {
  const hub = hubOf(services);
  const here = hub.local.get(id);
  if (here && !here.ended) return here.stop();
  if (hub.redis) {
    await hub.ready;
    await hub.redis.publish(STOP_CHANNEL, String(id));
  }
}

/** The row's own end, for a reply whose log is gone (or never reached its end). */
async function endFromRow(services: Services, id: number, seq: number): Promise<LoggedEvent | null> {
  const [row] = await services.db
    .select({ status: messages.status, replyMessage: messages.replyMessage, error: messages.error })
    .from(messages)
    .where(eq(messages.id, id))
    .limit(1);
  if (!row) return { seq, event: { type: "error", id, message: CHAT_COPY.replyFailed } };
  if (row.status === "complete") return { seq, event: { type: "done", id, reply_message: row.replyMessage } };
  if (row.status === "failed")
    return { seq, event: { type: "error", id, message: row.error ?? CHAT_COPY.replyFailed } };
  return null;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });

async function* followLocal(reply: LocalReply, after: number, signal: AbortSignal) {
  let next = after;
  while (!signal.aborted) {
    while (next < reply.events.length) {
      const entry = reply.events[next++]!;
      if (entry.seq > after) yield entry;
      if (isTerminal(entry)) return;
    }
    if (reply.ended) {
      // A reader already past the end (a stale position) still hears how the reply ended.
      const end = reply.events.at(-1);
      if (end && end.seq <= after) yield end;
      return;
    }
    await new Promise<void>((resolve) => {
      const wake = () => {
        reply.wake.delete(wake);
        signal.removeEventListener("abort", wake);
        resolve();
      };
      reply.wake.add(wake);
      signal.addEventListener("abort", wake, { once: true });
    });
  }
}

type StreamReply = { name: string; messages: { id: string; message: Record<string, string> }[] }[] | null;

/**
 * Entries of the Redis log after `after`, waiting up to `block` ms for one (0: not at all); an entry
 * this version cannot read (a newer instance's event) has no event and is skipped by its reader.
 */
async function readRedis(
  reader: Redis,
  id: number,
  after: number,
  block: number,
): Promise<{ seq: number; event: ReplyEvent | null }[]> {
  const streams = (await reader.xRead(
    { key: keyOf(id), id: `0-${after}` },
    block ? { BLOCK: block, COUNT: 500 } : { COUNT: 500 },
  )) as StreamReply;
  return (streams?.[0]?.messages ?? []).map((m) => ({
    seq: Number(m.id.split("-")[1]),
    event: readReplyEvent(m.message.event ?? "token", m.message.data ?? "{}"),
  }));
}

/**
 * Row `id`'s reply from after event `after`: what is logged, then live events, until `done` or
 * `error` (or until `signal` aborts). Ownership is the caller's to check.
 */
export async function* followReply(
  services: Services,
  id: number,
  after: number,
  signal: AbortSignal,
): AsyncGenerator<LoggedEvent> {
  const hub = hubOf(services);
  const here = hub.local.get(id);
  if (here) {
    yield* followLocal(here, after, signal);
    return;
  }
  await hub.ready;
  // A blocking read holds its connection: each remote reader gets one of its own.
  const reader = hub.redis?.isReady ? hub.redis.duplicate() : null;
  try {
    if (reader) {
      reader.on("error", () => {});
      await reader.connect();
    }
    let last = after;
    const read = (block: number) =>
      reader ? readRedis(reader, id, last, block) : sleep(block, signal).then(() => []);
    // A finished reply is answered from its log, then the row's end. The row ends before the log
    // does (the generator writes its end event after the row), and on a loaded machine Redis may
    // not yet hold the last tokens the generator sent before the row's update: while the log
    // lives, its reader waits for them (BLOCK_MS at most, for a generator that died in between).
    // Without a log any more the row's end is said at once. A live reply is followed; the row is
    // asked again only when the log stays quiet (its generator may be gone).
    const logLives = async () => !!reader && (await reader.exists(keyOf(id))) > 0;
    let end = await endFromRow(services, id, last + 1);
    while (!signal.aborted) {
      const entries = await read(end && !(await logLives()) ? 0 : BLOCK_MS);
      for (const { seq, event } of entries) {
        last = seq;
        if (!event) continue;
        yield { seq, event };
        if (endsReply(event.type)) return;
      }
      if (entries.length) continue;
      if (end) {
        yield { ...end, seq: last + 1 };
        return;
      }
      end = await endFromRow(services, id, last + 1);
    }
  } finally {
    if (reader?.isOpen) await reader.quit().catch(() => {});
  }
}
