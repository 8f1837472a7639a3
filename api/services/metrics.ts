// The process's Prometheus metrics (docs/operations.md#metrics), one registry per process: kept on
// globalThis like the API runtime, so dev-server reloads and several API instances in one process
// (tests) share it rather than register twice. Labels are route patterns, engine and model names and
// limiter names: never a raw path, an id, an address or an email.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export interface PoolUse {
  inUse: number;
  waiting: number;
}

/** Seconds: from a fast API answer to a long reply. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const REPLY_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120];

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const pools = new Set<() => PoolUse>();
  const sumPools = (pick: (use: PoolUse) => number) => [...pools].reduce((n, use) => n + pick(use()), 0);

  return {
    registry,
    httpRequests: new Counter({
      name: "infinite_http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status.",
      labelNames: ["method", "route", "status"],
      registers,
    }),
    httpDuration: new Histogram({
      name: "infinite_http_request_duration_seconds",
      help: "Time to answer an HTTP request (its headers; a stream goes on after), by route pattern.",
      labelNames: ["method", "route", "status"],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    repliesStarted: new Counter({
      name: "infinite_replies_started_total",
      help: "Bot replies started, by engine and model.",
      labelNames: ["engine", "model"],
      registers,
    }),
    repliesCompleted: new Counter({
      name: "infinite_replies_completed_total",
      help: "Bot replies completed and saved, by engine and model.",
      labelNames: ["engine", "model"],
      registers,
    }),
    repliesFailed: new Counter({
      name: "infinite_replies_failed_total",
      help: "Bot replies that failed (provider error, stall, empty reply), by engine and model.",
      labelNames: ["engine", "model"],
      registers,
    }),
    firstToken: new Histogram({
      name: "infinite_reply_first_token_seconds",
      help: "Time from the start of a reply to its first piece of text, by engine and model.",
      labelNames: ["engine", "model"],
      buckets: REPLY_BUCKETS,
      registers,
    }),
    replyDuration: new Histogram({
      name: "infinite_reply_duration_seconds",
      help: "Time from the start of a reply to its end (saved or failed), by engine and model.",
      labelNames: ["engine", "model"],
      buckets: REPLY_BUCKETS,
      registers,
    }),
    tokens: new Counter({
      name: "infinite_tokens_total",
      help: "Reply tokens by model and kind (prompt, completion, reasoning) as the model server reports them; the offline engine: completion, one per streamed piece.",
      labelNames: ["model", "kind"],
      registers,
    }),
    sseStreams: new Gauge({
      name: "infinite_sse_streams_active",
      help: "Reply streams (text/event-stream) open now.",
      registers,
    }),
    poolInUse: new Gauge({
      name: "infinite_db_pool_in_use",
      help: "Database connections running a query now (PGlite: its one connection, 0 or 1).",
      registers,
      collect() {
        this.set(sumPools((use) => use.inUse));
      },
    }),
    poolWaiting: new Gauge({
      name: "infinite_db_pool_waiting",
      help: "Queries waiting for a free database connection.",
      registers,
      collect() {
        this.set(sumPools((use) => use.waiting));
      },
    }),
    rateLimitRefusals: new Counter({
      name: "infinite_rate_limit_refusals_total",
      help: "Requests refused by a rate limit (429), by limiter.",
      labelNames: ["limiter"],
      registers,
    }),
    promptHistoryReads: new Counter({
      name: "infinite_prompt_history_reads_total",
      help: "Sends whose chat history came from what this process remembered (still current in the database) or from the database.",
      labelNames: ["source"],
      registers,
    }),
    promptMemoryReads: new Counter({
      name: "infinite_prompt_memory_reads_total",
      help: "Sends whose member's memories came from what this process remembered (still current in the database) or from the database.",
      labelNames: ["source"],
      registers,
    }),
    pushDeliveries: new Counter({
      name: "infinite_push_deliveries_total",
      help: "Web Push messages sent to a device, by outcome (delivered, gone, failed).",
      labelNames: ["outcome"],
      registers,
    }),
    /** Reports a database's connection use until the returned function is called (its close). */
    watchPool(use: () => PoolUse): () => void {
      pools.add(use);
      return () => void pools.delete(use);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const globalKey = Symbol.for("infinite.metrics");
type WithMetrics = typeof globalThis & { [globalKey]?: Metrics };

export function metrics(): Metrics {
  const g = globalThis as WithMetrics;
  return (g[globalKey] ??= createMetrics());
}

/**
 * The limiter a rate-limit key belongs to: its leading words (`auth:login:ip`, `export`), up to
 * the first part that is a value (an address, an id, an email).
 */
export function limiterOf(key: string): string {
  const words: string[] = [];
  for (const part of key.split(":")) {
    if (!/^[a-z][a-z-]*$/.test(part) || words.length === 4) break;
    words.push(part);
  }
  return words.join(":") || "other";
}
