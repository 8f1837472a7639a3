// Named prepared statements for PGlite. PGlite's own query() sends each statement as an unnamed one,
// in six separate calls into the WebAssembly Postgres (parse, describe, bind, describe, execute,
// sync), so every statement is parsed, analysed and planned again each time it runs: ~0.6–1 ms of
// the server's own event loop for the statements a chat send waits for (bench/ttft.ts). Here a
// statement text is parsed once under a name, and each run is one call (bind, describe, execute,
// sync together): ~5× less per statement, the same rows. Drizzle is handed this wrapper as its
// client, so every query of the API goes through it, in and out of transactions.
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { parse, protocol } from "@electric-sql/pglite";

/** Statements kept prepared at most; the least recently used is closed past it. */
export const PREPARED_STATEMENTS_MAX = 300;

type Parsers = Parameters<typeof parse.parseResults>[1];

/** PGlite's members this module relies on beyond its typed interface (stable across 0.2–0.5). */
interface PgliteInternals {
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parsers;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _checkReady(): Promise<void>;
  execProtocolStream(
    message: Uint8Array,
    options: { syncToFs?: boolean },
  ): Promise<Parameters<typeof parse.parseResults>[0]>;
  syncToFs(): Promise<void>;
}

interface Prepared {
  name: string;
  /** The parameters' type ids, to serialize values as PGlite's query() does. */
  types: number[];
}

// Postgres answers a prepared statement whose tables changed shape since it was parsed with this
// (a migration run by another connection); the statement is parsed again under a new name.
const CHANGED_RESULT_TYPE = "0A000";

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The error as PGlite's query() throws it: the database's, with the statement it came from. */
function asQueryError(err: unknown, query: string, params: unknown[], options?: QueryOptions) {
  if (err && typeof err === "object" && "severity" in err)
    Object.assign(err, { query, params, queryOptions: options });
  return err;
}

/** The PGlite client with query() (and each transaction's query()) running named statements. */
export function withPreparedStatements(client: PGlite, max = PREPARED_STATEMENTS_MAX): PGlite {
  const pg = client as unknown as PgliteInternals;
  const prepared = new Map<string, Prepared>();
  /** Statements evicted from the map, closed in the database with the next statement prepared. */
  let toClose: string[] = [];
  let counter = 0;

  async function prepare(text: string): Promise<Prepared> {
    const name = `s${++counter}`;
    const closes = toClose.map((old) => protocol.serialize.close({ type: "S", name: old }));
    toClose = [];
    const described = await pg.execProtocolStream(
      concat([
        ...closes,
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const entry = { name, types: parse.parseDescribeStatementResults(described) };
    prepared.set(text, entry);
    if (prepared.size > max) {
      const [oldest] = prepared;
      prepared.delete(oldest![0]);
      toClose.push(oldest![1].name);
    }
    return entry;
  }

  /** Most recently used last, so the first entry is the one to evict. */
  function lookup(text: string): Prepared | undefined {
    const entry = prepared.get(text);
    if (entry) {
      prepared.delete(text);
      prepared.set(text, entry);
    }
    return entry;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const entry = lookup(text) ?? (await prepare(text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = entry.types[i]!;
      const serialize = options?.serializers?.[type] ?? pg.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await pg.execProtocolStream(
      concat([
        protocol.serialize.bind({ statement: entry.name, values }),
        protocol.serialize.describe({ type: "P" }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (!inTransaction) await pg.syncToFs();
    const [parsers, rest] = parsing(options);
    return parse.parseResults(messages, parsers, rest)[0] as Results<T>;
  }

  /**
   * The parsers a result is read with: PGlite's, under the query's own (Drizzle passes some for
   * dates with every query). Handed the query's, parseResults copies all ~300 of PGlite's into a
   * new object per statement (~70 µs of the event loop each, two of them before a first token);
   * here the query's are laid over PGlite's map without copying it.
   */
  function parsing(options: QueryOptions | undefined): [Parsers, QueryOptions | undefined] {
    if (!options?.parsers) return [pg.parsers, options];
    const { parsers, ...rest } = options;
    return [Object.assign(Object.create(pg.parsers) as Parsers, parsers), rest];
  }

  async function query<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      return await run<T>(text, params, options, inTransaction);
    } catch (err) {
      if ((err as { code?: string })?.code !== CHANGED_RESULT_TYPE || !prepared.has(text))
        throw asQueryError(err, text, params, options);
      toClose.push(prepared.get(text)!.name);
      prepared.delete(text);
      // Inside a transaction the failed statement aborted it: the caller's rollback is the answer.
      if (inTransaction) throw asQueryError(err, text, params, options);
      return await run<T>(text, params, options, inTransaction);
    }
  }

  /** What PGlite's own query() handles that this path does not: it keeps those. */
  const ownPath = (options?: QueryOptions) => Boolean(options?.blob || options?.paramTypes);

  const transactionQuery =
    (tx: Transaction) =>
    async <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
      if (tx.closed) throw new Error("Transaction is closed");
      if (ownPath(options)) return tx.query<R>(text, params, options);
      return pg._runExclusiveQuery(() => query<R>(text, params, options, true));
    };

  // Members replaced here, or by a caller that wraps query() to watch the statements (as the
  // client of PGlite itself allows); everything else is PGlite's, bound to it.
  const own: Record<PropertyKey, unknown> = {
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      if (ownPath(options)) return client.query<T>(text, params, options);
      await pg._checkReady();
      return pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(() => query<T>(text, params, options, false)),
      );
    },
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction<T>((tx) =>
        callback(
          new Proxy(tx, {
            get: (target, property) =>
              property === "query" ? transactionQuery(target) : Reflect.get(target, property, target),
          }),
        ),
      ),
  };
  return new Proxy(client, {
    get(target, property) {
      if (property in own) return own[property];
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
    set(_target, property, value) {
      own[property] = value;
      return true;
    },
  });
}
