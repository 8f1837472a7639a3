// Catalogue changes between instances. Every instance keeps the catalogue's reads (api/http/read-cache.ts)
// and public pages (server/page-cache.js) for up to ten seconds; a change on one instance clears its
// own caches at once and is announced here, so the others clear theirs within milliseconds instead of
// serving the old price for the rest of their ten seconds. Redis pub/sub with REDIS_URL, PostgreSQL
// LISTEN/NOTIFY otherwise; the embedded PGlite belongs to one process, which needs no bus.
//
// An announcement lost while the bus was down cannot be replayed: on reconnecting, an instance
// clears its caches anyway, as if it had heard one.
import { randomUUID } from "node:crypto";

export interface CatalogueBus {
  /** "redis" or "postgres", for the start-up summary. */
  name: string;
  /** Connects and listens; `heard` runs for every change announced by another instance (and after a reconnect). */
  start(heard: () => void): Promise<void>;
  /** Tells the other instances (never blocks, never throws: a failure is logged). */
  announce(): void;
  close(): Promise<void>;
}

/** The channel, the same name on Redis and PostgreSQL. */
export const CATALOGUE_CHANNEL = "infinite_catalogue";

/** What an instance announces: its own id, so it ignores its own announcements. */
export const instanceId = () => randomUUID();
