// Fixed-window counters. In memory by default; several instances need a shared store (REDIS_URL,
// redis.ts).
export interface RateLimiter {
  /** Counts one hit for key; returns seconds to wait when over the limit, else 0. */
  hit(key: string, limit: number, windowSeconds: number): Promise<number>;
  /** Seconds to wait if a hit now would be over the limit (count already at it), else 0; counts nothing. */
  peek(key: string, limit: number): Promise<number>;
  /**
   * Gives back one hit (never below 0), for limits that count failures: the try is counted before
   * it is judged, so parallel tries cannot slip past the limit, and given back when it succeeds.
   */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Opens the connection to a shared store; start-up awaits it and fails when it cannot. */
  connect?(): Promise<void>;
  /** Releases the connection to a shared store (on shutdown). */
  close?(): Promise<void>;
  /** A shared store only: whether it answers now (the readiness check, api/resources/health.ts). */
  ping?(): Promise<boolean>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      // Drop expired windows now and then so the map cannot grow without bound.
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count > limit ? Math.max(1, Math.ceil((w.resetAt - t) / 1000)) : 0;
    },
    async peek(key, limit) {
      const t = now();
      const w = windows.get(key);
      if (!w || w.resetAt <= t || w.count < limit) return 0;
      return Math.max(1, Math.ceil((w.resetAt - t) / 1000));
    },
    async refund(key) {
      const w = windows.get(key);
      if (w && w.resetAt > now() && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
