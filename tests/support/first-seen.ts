// How long after a change a reader first saw it, by when the request that saw it was sent: a busy
// machine's slow answer then does not count against the change's own delay (a timing bound from an
// issue, checked without timing the machine).

/** Asks `sees()` again and again; the time from `since` to the start of the first asking that saw it. */
export async function firstSeen(since: number, sees: () => Promise<boolean>, giveUpMs = 12_000) {
  for (;;) {
    const asked = Date.now();
    if (await sees()) return asked - since;
    // Past every cache's own stale time an answer proves nothing: stop.
    if (asked - since > giveUpMs) return Infinity;
  }
}
