// The store both page caches keep their pages in: bounded, least recently used first out, and with
// a generation so a page that began rendering before a clear() is served to its requester but not
// kept (what it shows may already have changed).

/**
 * @template T
 * @param {number} maxEntries
 */
export function createPageStore(maxEntries) {
  /** @type {Map<string, T>} */
  const entries = new Map();
  let generation = 0;

  return {
    get size() {
      return entries.size;
    },
    /** Read before a render starts; hand it back to keep(). */
    get generation() {
      return generation;
    },
    clear() {
      generation++;
      entries.clear();
    },
    /**
     * The entry under `key`, now the most recently used one.
     * @param {string} key
     */
    take(key) {
      const entry = entries.get(key);
      if (entry !== undefined) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    /** @param {string} key */
    delete(key) {
      entries.delete(key);
    },
    /**
     * Keeps `entry` unless the store was cleared since `renderedIn`.
     * @param {string} key
     * @param {T} entry
     * @param {number} renderedIn
     */
    keep(key, entry, renderedIn) {
      if (renderedIn !== generation) return;
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(/** @type {string} */ (entries.keys().next().value));
    },
  };
}
