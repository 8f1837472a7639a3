// Riding out a PostgreSQL restart or failover. While the server goes away and comes back, queries
// fail with connection errors (ECONNRESET, "Connection terminated unexpectedly", ECONNREFUSED),
// 57P01 admin_shutdown or 57P03 cannot_connect_now; under load, also 40001 serialization failures
// and 40P01 deadlocks. These are worth another try after a short pause, but only where a repeat
// cannot do anything twice:
// - any statement the server never received (the connection could not be made) or rolled back
//   for certain (40001, 40P01);
// - reads, which change nothing;
// - work the caller declares safe to repeat (withDbRetry), such as a whole transaction or an
//   insert that first looks for the row an earlier attempt may have stored (insertOnce).
// Everything else surfaces, and the API answers 503 with Retry-After (api/app.ts) instead of 500.

const TRANSIENT_SQLSTATES = new Set([
  "57P01", // admin_shutdown: the server is stopping or the backend was terminated
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections: while clients reconnect at once
  "08000", // connection_exception
  "08001", // sqlclient_unable_to_establish_sqlconnection
  "08003", // connection_does_not_exist
  "08004", // sqlserver_rejected_establishment_of_sqlconnection
  "08006", // connection_failure
  "40001", // serialization_failure
  "40P01", // deadlock_detected
]);
const TRANSIENT_NODE_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// node-postgres reports a dropped socket with messages, not codes.
const TRANSIENT_MESSAGES = [
  "Connection terminated",
  "not queryable",
  "timeout exceeded when trying to connect",
  "terminating connection",
];
/** Errors that prove the statement never ran, or ran and was rolled back. */
const NEVER_APPLIED_CODES = new Set(["ECONNREFUSED", "57P03", "53300", "08001", "08004", "40001", "40P01"]);
const NEVER_APPLIED_MESSAGES = ["not queryable", "timeout exceeded when trying to connect"];

/** The error and its causes (Drizzle wraps the driver's error in DrizzleQueryError.cause). */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth += 1) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

const hasCode = (err: unknown, codes: Set<string>) =>
  [...causes(err)].some((e) => typeof e.code === "string" && codes.has(e.code));
const hasMessage = (err: unknown, parts: string[]) =>
  [...causes(err)].some(
    (e) => typeof e.message === "string" && parts.some((p) => (e.message as string).includes(p)),
  );

/** A failure of the database connection or a conflict that a later attempt can get past. */
export function isTransientDbError(err: unknown): boolean {
  return (
    hasCode(err, TRANSIENT_SQLSTATES) ||
    hasCode(err, TRANSIENT_NODE_CODES) ||
    hasMessage(err, TRANSIENT_MESSAGES)
  );
}

/** A transient error after which the statement certainly did not take effect. */
export function isNeverAppliedDbError(err: unknown): boolean {
  return hasCode(err, NEVER_APPLIED_CODES) || hasMessage(err, NEVER_APPLIED_MESSAGES);
}

/** Pauses between attempts: long enough in all for a restart to accept connections again. */
export const RETRY_DELAYS_MS = [100, 250, 500, 1000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` again (up to RETRY_DELAYS_MS.length more times, with a little jitter so waiting
 * clients do not reconnect in step) while it fails with an error `retryable` accepts. Only for
 * work that is safe to repeat. `work` gets the attempt number (0 first).
 */
export async function withDbRetry<T>(
  work: (attempt: number) => Promise<T>,
  retryable: (err: unknown) => boolean = isTransientDbError,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work(attempt);
    } catch (err) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !retryable(err)) throw err;
      await sleep(delay * (0.75 + Math.random() * 0.5));
    }
  }
}

/**
 * An insert that is retried without storing its row twice: an attempt can fail after the row was
 * stored (the answer was lost with the connection), so each retry first asks `find` for it.
 */
export function insertOnce<T>(insert: () => Promise<T>, find: () => Promise<T | undefined>): Promise<T> {
  return withDbRetry(async (attempt) => (attempt > 0 ? await find() : undefined) ?? (await insert()));
}

type QueryText = string | { text?: string };
const READ_ONLY = /^\s*\(?\s*select\b/i;

/** A statement sent on its own (pool.query), outside any transaction, that only reads. */
export const isReadStatement = (query: QueryText) =>
  READ_ONLY.test(typeof query === "string" ? query : (query?.text ?? ""));

interface PooledClient {
  release: (err?: Error | boolean) => void;
  on(event: "error", listener: (err: Error) => void): unknown;
  once(event: "end", listener: () => void): unknown;
  removeListener(event: "end", listener: () => void): unknown;
}

interface PoolLike {
  query: (...args: any[]) => any;
  connect: (...args: any[]) => any;
  on(event: "connect", listener: (client: PooledClient) => void): unknown;
}

/**
 * A client checked out for a transaction goes back to the pool (which drops it) as soon as its
 * connection ends, whatever its holder does: Drizzle releases it only once BEGIN has succeeded, so a
 * restart at the wrong moment would otherwise keep it out of the pool for good, and after ten of
 * those every request would wait forever. A later release by the holder does nothing.
 */
function releaseWhenConnectionEnds(client: PooledClient): PooledClient {
  const release = client.release;
  let released = false;
  const onEnd = () => client.release(new Error("PostgreSQL connection ended"));
  client.release = (err) => {
    if (released) return;
    released = true;
    client.removeListener("end", onEnd);
    release(err);
  };
  client.once("end", onEnd);
  return client;
}

/**
 * pg-pool listens for a client's "error" only while it is idle (and reports it as the pool's own
 * "error", see client.ts). A connection dropped while the client is checked out, between two
 * statements, would be an "error" event with no listener: an uncaught exception that ends the
 * process. Every client gets a listener for its whole life; nothing is lost by it being quiet,
 * since the holder's next statement fails with the lost connection (and is retried or answered 503).
 */
const ignoreError = () => undefined;

/**
 * Makes a node-postgres pool ride out restarts:
 * - reads, and statements whose connection could not be made, are retried (pool.query);
 * - getting a client for a transaction is retried (pool.connect); the transaction's statements are
 *   never repeated one by one (the caller may repeat the whole transaction with withDbRetry);
 * - a checked-out client whose connection drops neither crashes the process (ignoreError) nor stays
 *   checked out (releaseWhenConnectionEnds).
 * Callback calls (which pg-pool makes to itself) pass through untouched.
 */
export function rideOutRestarts<P extends PoolLike>(pool: P): P {
  const query = pool.query.bind(pool);
  const connect = pool.connect.bind(pool);
  pool.on("connect", (client) => client.on("error", ignoreError));
  pool.query = (text: QueryText, values?: unknown, callback?: unknown) => {
    if (typeof values === "function" || typeof callback === "function") return query(text, values, callback);
    return withDbRetry(
      () => query(text, values),
      (err) => isTransientDbError(err) && (isReadStatement(text) || isNeverAppliedDbError(err)),
    );
  };
  pool.connect = (callback?: unknown) => {
    if (typeof callback === "function") return connect(callback);
    return withDbRetry(async () => releaseWhenConnectionEnds(await connect()), isTransientDbError);
  };
  return pool;
}
