// Named prepared statements on PostgreSQL. node-postgres sends a statement with parameters unnamed,
// so the server parses and plans it again on every run: ~1–1.5 ms of the 2 ms the send's read of a
// bot, its chat and the prompt's rows takes. Named, a connection parses a statement once and later
// runs only bind and execute. Every client of the pool gets its query() wrapped, so both pool.query
// and the clients Drizzle checks out for transactions name their statements.
// With a transaction-mode pooler (PgBouncer before 1.21) in front of PostgreSQL, a connection's
// statements are not the next transaction's: DATABASE_PREPARED_STATEMENTS=off turns this off.
import { createHash } from "node:crypto";

/** Statement texts named at most; later ones run unnamed (a connection keeps each it parsed). */
export const NAMED_STATEMENTS_MAX = 300;

/** PostgreSQL's answer to a prepared statement whose tables changed shape since it was parsed. */
const CHANGED_RESULT_TYPE = "0A000";

type Callback = (err: Error | null, result?: unknown) => void;

interface QueryConfig {
  text?: string;
  name?: string;
  values?: unknown[];
  submit?: unknown;
  [key: string]: unknown;
}

export interface NamingClient {
  query: (config: string | QueryConfig, values?: unknown, callback?: unknown) => unknown;
  getTransactionStatus?: () => string | null;
}

interface NamingPool {
  on(event: "connect", listener: (client: NamingClient) => void): unknown;
}

/** The name each statement text runs under; a text whose tables changed gets a new one. */
export function statementNames(max = NAMED_STATEMENTS_MAX) {
  const names = new Map<string, string>();
  let generation = 0;
  const hash = (text: string) => createHash("sha1").update(text).digest("base64url").slice(0, 20);
  return {
    nameOf(text: string): string | undefined {
      const known = names.get(text);
      if (known || names.size >= max) return known;
      const name = `i_${hash(text)}`;
      names.set(text, name);
      return name;
    },
    /** Parsed again under a new name on every connection, the old one left to its connection. */
    renew(text: string) {
      if (names.has(text)) names.set(text, `i_${hash(text)}_${++generation}`);
    },
  };
}

const isChangedResultType = (err: unknown) => (err as { code?: unknown })?.code === CHANGED_RESULT_TYPE;

/** Wraps one client's query() to name statements with parameters (those run prepared anyway). */
export function nameClientStatements(client: NamingClient, names = statementNames()) {
  const query = client.query.bind(client) as (
    config: QueryConfig,
    values?: unknown,
    callback?: unknown,
  ) => Promise<unknown> | undefined;
  const original = client.query;
  client.query = (config: string | QueryConfig, values?: unknown, callback?: unknown) => {
    const asConfig: QueryConfig = typeof config === "string" ? { text: config } : config;
    const params = Array.isArray(values) ? values : asConfig?.values;
    const text = asConfig?.text;
    // Query objects, statements already named, and those without parameters (which may hold several
    // statements, as migrations do, and run on the simple protocol) pass as they came.
    if (!text || asConfig.name || asConfig.submit || !params?.length || !names.nameOf(text))
      return original.call(client, config, values, callback);
    const cb = (typeof values === "function" ? values : callback) as Callback | undefined;
    const args = Array.isArray(values) ? values : undefined;
    const run = () => query({ ...asConfig, name: names.nameOf(text) }, args) as Promise<unknown>;
    const answer = run().catch((err: unknown) => {
      if (!isChangedResultType(err)) throw err;
      names.renew(text);
      // Outside a transaction nothing ran: once more under the new name. Inside one the statement
      // aborted it, and the holder's rollback answers.
      if (client.getTransactionStatus?.() !== "I") throw err;
      return run();
    });
    if (!cb) return answer;
    answer.then(
      (result) => cb(null, result),
      (err: Error) => cb(err),
    );
    return undefined;
  };
}

/** Every client the pool opens names its statements; one set of names serves them all. */
export function nameStatements<P extends NamingPool>(pool: P, max = NAMED_STATEMENTS_MAX): P {
  const names = statementNames(max);
  pool.on("connect", (client) => nameClientStatements(client, names));
  return pool;
}
