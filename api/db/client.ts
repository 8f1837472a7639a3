// Opens the database once at start-up: PGlite in DATA_DIR/db by default, PostgreSQL with DATABASE_URL.
// Both drivers share the pg-core query builder, so the rest of the API sees one Database type.
import { logger } from "../../contract/logger.js";
import { errorSummary } from "../../contract/error-summary";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { nameStatements } from "./pg-statements";
import { withPreparedStatements } from "./pglite-statements";
import { rideOutRestarts } from "./retry";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;
/** What db.transaction hands its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
  /** Connections running a query now, and queries waiting for one (api/services/metrics.ts). */
  poolUse(): { inUse: number; waiting: number };
  /** PGlite only: the whole data directory as one file, to open copies from (OpenOptions.template). */
  dump?(): Promise<Blob>;
  /**
   * Runs `work` while no other instance on this database runs its own (a PostgreSQL advisory lock):
   * migrations and the first seed, when several instances start together on an empty database.
   * PGlite belongs to one process, so there it simply runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

/** The advisory lock's key: the same on every instance, unlikely to be anyone else's. */
const START_UP_LOCK = "infinite.start-up";

// Resolved from the working directory: this module is also bundled into build/server by Vite.
export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR || "api/db/migrations");

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; "memory://" for a throwaway in-memory database. */
  dataDir?: string;
  /**
   * PGlite only: start from this dump of a data directory (PGlite's dumpDataDir) instead of an
   * empty cluster. Skips initdb, which costs seconds; the test harness clones one migrated,
   * seeded database per test file this way (tests/support/pglite-template.ts).
   */
  template?: Blob;
  /** PostgreSQL only: connections kept at most (DATABASE_POOL_SIZE, default 10). */
  poolSize?: number;
  /** PostgreSQL only: statements run named, parsed once per connection (pg-statements.ts); default on. */
  preparedStatements?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize, options.preparedStatements)
    : await openPglite(options.dataDir, options.template);
  await handle.exclusively(() => migrate(handle));
  return handle;
}

async function openPostgres(url: string, poolSize = 10, prepared = true): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // Reads, and statements that never reached the server, are retried through a restart (retry.ts).
  const opened = new pg.Pool({ connectionString: url, max: poolSize });
  const pool = rideOutRestarts(prepared ? nameStatements(opened) : opened);
  // An idle client the server drops (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on("error", (err) => logger().error(`[db] idle PostgreSQL client error: ${errorSummary(err)}`));
  // Fail at start-up, not on the first request, when the server is unreachable.
  await pool.query("select 1");
  return {
    db: drizzle(pool, { schema }),
    driver: "postgres",
    close: once(() => pool.end()),
    poolUse: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    exclusively: async (work) => {
      // A connection of its own, outside the pool (which may be a single connection): if this
      // process dies holding the lock, the server drops the connection and the lock with it.
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query("select pg_advisory_lock(hashtext($1))", [START_UP_LOCK]);
        return await work();
      } finally {
        await holder.end();
      }
    },
  };
}

async function openPglite(dataDir = "memory://", template?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, template ? { loadDataDir: template } : {});
  const db = drizzle(withPreparedStatements(client), { schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    close: once(() => client.close()),
    // One connection, its queries queued inside PGlite: it is not observable from here.
    poolUse: () => ({ inUse: client.closed ? 0 : 1, waiting: 0 }),
    exclusively: (work) => work(),
    dump: async () => {
      const dump = await client.dumpDataDir("none");
      return new Blob([await dump.arrayBuffer()]);
    },
  };
}

/** Closing twice (a test that took the database away, then its cleanup) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

async function migrate(handle: DatabaseHandle) {
  if (handle.driver === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder });
  }
}
