// Where a process keeps the reply logs it writes and the readers it streams to: one hub per API
// runtime, with its Redis connections (REDIS_URL) for logs other instances follow and for Stop, and
// the hand-over of readers at shutdown. reply-stream.ts writes and reads the logs through it.
import { errorSummary } from "../../contract/error-summary";
import { createClient } from "redis";
import type { Services } from "../services/types";
import type { ReplyEvent } from "../../contract/reply-events";

export type Redis = ReturnType<typeof createClient>;

export interface LoggedEvent {
  seq: number;
  event: ReplyEvent;
}

/** Where a Stop for a reply generated elsewhere is published. */
export const STOP_CHANNEL = "infinite:reply-stop";

export interface LocalReply {
  events: LoggedEvent[];
  ended: boolean;
  wake: Set<() => void>;
  stop: () => void;
}

export interface Hub {
  local: Map<number, LocalReply>;
  /** The readers this instance is streaming to, so a shutdown can hand them over. */
  readers: Set<AbortController>;
  handingOver: boolean;
  redis: Redis | null;
  subscriber: Redis | null;
  ready: Promise<void>;
}

const hubs = new WeakMap<Services, Hub>();

export function hubOf(services: Services): Hub {
  let hub = hubs.get(services);
  if (hub) return hub;
  const url = services.config.REDIS_URL;
  const local = new Map<number, LocalReply>();
  const redis = url ? createClient({ url }) : null;
  const subscriber = redis ? redis.duplicate() : null;
  // Said once when Redis goes away, not on every reconnection attempt; again once it is back.
  let away = false;
  const quiet = (err: unknown) => {
    if (away) return;
    away = true;
    services.log(`[chat] reply streams: Redis is away (${errorSummary(err)})`);
  };
  for (const client of [redis, subscriber]) {
    client?.on("error", quiet);
    client?.on("ready", () => {
      if (away) services.log("[chat] reply streams: Redis is back");
      away = false;
    });
  }
  const ready = (async () => {
    if (!redis || !subscriber) return;
    await Promise.all([redis.connect(), subscriber.connect()]);
    await subscriber.subscribe(STOP_CHANNEL, (id) => local.get(Number(id))?.stop());
  })().catch(quiet);
  hub = { local, redis, subscriber, ready, readers: new Set(), handingOver: false };
  hubs.set(services, hub);
  return hub;
}

/** Connects to Redis (when configured) at start-up, so the first reply does not wait for it. */
export async function openReplyStreams(services: Services): Promise<void> {
  await hubOf(services).ready;
}

export async function closeReplyStreams(services: Services): Promise<void> {
  const hub = hubs.get(services);
  if (!hub) return;
  hubs.delete(services);
  await hub.ready;
  await Promise.allSettled([hub.redis?.quit(), hub.subscriber?.quit()]);
}

/** Counts a reader in until `done` says it has gone (reply-sse.ts). */
export function addReader(services: Services, reading: AbortController): () => void {
  const { readers } = hubOf(services);
  readers.add(reading);
  return () => readers.delete(reading);
}

/**
 * A shutdown (SIGTERM, a deploy): with Redis, every reader's stream ends now, without an end event,
 * so its client reconnects (Last-Event-ID) through the balancer to another instance and follows the
 * reply there, while this instance finishes generating it. Without Redis no other instance could
 * follow it: readers stay to the end. Answers whether readers were handed over.
 */
export function handOverReaders(services: Services): boolean {
  const hub = hubs.get(services);
  if (!hub?.redis) return false;
  hub.handingOver = true;
  for (const reading of hub.readers) reading.abort();
  return true;
}

/** True once this instance hands its readers over: new ones are sent elsewhere. */
export const handingOver = (services: Services) => hubs.get(services)?.handingOver ?? false;
