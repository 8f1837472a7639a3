// The specification's "GET calls are cached queries with a 10-second stale time", for the public
// catalogue reads (bots and their categories, plans, FAQs, social links, content pages). Every entry
// carries the catalogue version it was read under; a change to the catalogue (any operator action
// through audited(), a member's character write, the seed) bumps the version and drops every entry
// at once, on this instance and, through the catalogue bus (api/services/catalogue-bus), on every
// other; the stale time only bounds what a change made outside those paths can leave behind.
//
// Only answers that are the same for everyone go in here: per-user parts (favourites, a
// subscription) are joined afterwards by the resource, never stored.
import { QUERY_STALE_MS } from "../../contract/constants";

export interface ReadCacheOptions {
  staleMs?: number;
  /** Entries kept at most; the least recently read goes first. */
  maxEntries?: number;
  /** Milliseconds on a monotonic clock; tests pass their own. */
  now?: () => number;
}

interface Entry {
  value: unknown;
  expires: number;
}

const READ_CACHE_MAX_ENTRIES = 500;

export class ReadCache {
  private version = 0;
  private readonly entries = new Map<string, Entry>();
  /** Loads under way, so a burst of misses for one key reads the database once. */
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly staleMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: ReadCacheOptions = {}) {
    this.staleMs = options.staleMs ?? QUERY_STALE_MS;
    this.maxEntries = options.maxEntries ?? READ_CACHE_MAX_ENTRIES;
    this.now = options.now ?? (() => performance.now());
  }

  get size() {
    return this.entries.size;
  }

  /** The value under `key`, from memory when it is younger than the stale time, else from `load`. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Most recently read goes last, so eviction takes the coldest entry.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit.value as T);
    }
    if (hit) this.entries.delete(key);
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;

    const version = this.version;
    const loaded = load().then(
      (value) => {
        // A change during the load may have made this value old already: hand it out, keep nothing.
        if (this.version === version) {
          this.loading.delete(key);
          this.store(key, value);
        }
        return value;
      },
      (err: unknown) => {
        if (this.version === version) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  /** Forgets everything at once: the catalogue changed. */
  invalidate() {
    this.version++;
    this.entries.clear();
    this.loading.clear();
  }

  private store(key: string, value: unknown) {
    this.entries.set(key, { value, expires: this.now() + this.staleMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}

/**
 * One cache per database, not per process: two APIs over different databases in one process (the
 * tests) never see each other's rows, and whoever writes through a database invalidates its cache.
 */
const caches = new WeakMap<object, ReadCache>();

export function catalogueCache(db: object): ReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Caches outside the API that show the catalogue too (the server's page cache), per database. */
const followers = new WeakMap<object, Set<() => void>>();

/** Calls `listener` after every change to the catalogue of `db`; answers how to stop. */
export function onCatalogueChange(db: object, listener: () => void): () => void {
  let set = followers.get(db);
  if (!set) {
    set = new Set();
    followers.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** How a change made here reaches the other instances (api/services/catalogue-bus), per database. */
const announcers = new WeakMap<object, () => void>();

/** Every change to the catalogue of `db` made in this process is also announced with `announce`. */
export function announceCatalogueChanges(db: object, announce: () => void): () => void {
  announcers.set(db, announce);
  return () => announcers.delete(db);
}

/** Call after a write that may change what a visitor reads (the catalogue, plans, FAQs, pages). */
export function catalogueChanged(db: object) {
  catalogueChangedElsewhere(db);
  announcers.get(db)?.();
}

/** Another instance changed the catalogue: this one's caches forget it, and nothing is announced. */
export function catalogueChangedElsewhere(db: object) {
  caches.get(db)?.invalidate();
  for (const listener of followers.get(db) ?? []) listener();
}
