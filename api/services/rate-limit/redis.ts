// Fixed-window counters in Redis (REDIS_URL), shared by every API instance. Same semantics as
// createMemoryRateLimiter, but windows run on Redis's clock: moving the services' clock in tests
// does not end them. While Redis is away the counting goes on in memory (see outage below).
import { errorSummary } from "../../../contract/error-summary";
import { createClient } from "redis";
import { ConfigError } from "../../config";
import { createMemoryRateLimiter, type RateLimiter } from "./limiter";

export const REDIS_KEY_PREFIX = "infinite:rl:";

// One round trip, atomic: concurrent hits from several instances can neither lose a count nor
// leave a counter without expiry. A counter found without one (a crash between commands in an
// older version, a manual SET) gets the window again rather than counting forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
if count > tonumber(ARGV[2]) then return math.max(1, math.ceil(ttl / 1000)) end
return 0
`;

// Read-only: the wait when the count is at the limit already.
const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count < tonumber(ARGV[1]) then return 0 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then return 1 end
return math.max(1, math.ceil(ttl / 1000))
`;

// Only a live counter above 0 is given back to: a refund never creates a key or goes negative.
const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

const COMMAND_TIMEOUT_MS = 1000;

/** The URL without its password, for messages and logs. */
function redactUrl(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "REDIS_URL";
  }
}

export interface RedisRateLimiter extends RateLimiter {
  /** Connects once at start-up; rejects with a ConfigError naming REDIS_URL when unreachable. */
  connect(): Promise<void>;
  close(): Promise<void>;
  ping(): Promise<boolean>;
}

export function createRedisRateLimiter(
  url: string,
  log: (line: string) => void,
  now: () => number = Date.now,
): RedisRateLimiter {
  let connected = false;
  // While Redis is away, limits count in this process (fail safe: a guesser is still stopped
  // after N tries, only per instance rather than across all of them). The outage and the return
  // are logged once each. Counts made meanwhile are dropped when Redis answers again: Redis's own
  // windows take over.
  let fallback: RateLimiter | null = null;
  const outage = (err: unknown): RateLimiter => {
    if (fallback) return fallback;
    log(`[rate-limit] Redis unavailable (${errorSummary(err)}): counting in this process until it is back`);
    return (fallback = createMemoryRateLimiter(now));
  };
  const recovered = () => {
    if (!fallback) return;
    fallback = null;
    log("[rate-limit] Redis is back: counting in Redis again");
  };

  const client = createClient({
    url,
    // Commands fail at once while the connection is down instead of waiting in a queue, so a
    // Redis outage never holds requests (see hit below).
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: 5000,
      // Before the first connection: give up, so start-up fails with a clear message. After it:
      // keep reconnecting in the background (at most every 2 s).
      reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 2000) : cause),
    },
  });
  // Without a listener an 'error' event would crash the process.
  client.on("error", (err) => {
    if (connected) outage(err);
  });

  return {
    async connect() {
      try {
        await client.connect();
        connected = true;
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new ConfigError(
          `Cannot connect to Redis at ${redactUrl(url)} (REDIS_URL): ${reason}. ` +
            "Start Redis, fix REDIS_URL, or leave it unset to keep rate limits in memory.",
        );
      }
    },

    async hit(key, limit, windowSeconds) {
      const windowMs = Math.max(1, Math.round(windowSeconds * 1000));
      try {
        const wait = await client.eval(HIT_SCRIPT, {
          keys: [REDIS_KEY_PREFIX + key],
          arguments: [String(windowMs), String(limit)],
        });
        recovered();
        return Number(wait);
      } catch (err) {
        // Neither open nor shut: letting everything through would lift the limits on guessing
        // codes and passwords for as long as Redis is away, refusing everything would turn its
        // outage into an outage of sign-in, sign-up and chat for every user.
        return outage(err).hit(key, limit, windowSeconds);
      }
    },

    async peek(key, limit) {
      try {
        const wait = await client.eval(PEEK_SCRIPT, {
          keys: [REDIS_KEY_PREFIX + key],
          arguments: [String(limit)],
        });
        recovered();
        return Number(wait);
      } catch (err) {
        return outage(err).peek(key, limit);
      }
    },

    async refund(key) {
      try {
        await client.eval(REFUND_SCRIPT, { keys: [REDIS_KEY_PREFIX + key] });
        recovered();
      } catch (err) {
        await outage(err).refund(key);
      }
    },

    async reset(key) {
      await fallback?.reset(key);
      try {
        await client.del(REDIS_KEY_PREFIX + key);
      } catch (err) {
        outage(err);
      }
    },

    async ping() {
      try {
        return (await client.ping()) === "PONG";
      } catch {
        return false;
      }
    },

    async close() {
      connected = false;
      if (!client.isOpen) return;
      try {
        await client.close();
      } catch {
        client.destroy();
      }
    },
  };
}
