// A database migrated up to a given migration, to see what a later one does to rows that were there
// before it: PostgreSQL when TEST_DATABASE_URL is set, else PGlite in memory.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshPostgres } from "./api";

const migrations = path.resolve("api/db/migrations");

export interface RawDatabase {
  query: (q: string) => Promise<any[]>;
  /** Applies every migration, the one under test included. */
  migrateAll: () => Promise<void>;
  close: () => Promise<void>;
}

/** A database with the migrations before `tag` applied (none of `tag` and after). */
export async function migratedUpTo(tag: string): Promise<RawDatabase> {
  const journal = JSON.parse(readFileSync(path.join(migrations, "meta/_journal.json"), "utf8"));
  const index = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  if (index <= 0) throw new Error(`No migration ${tag} after the first`);
  const before = mkdtempSync(path.join(tmpdir(), "infinite-migrations-"));
  cpSync(migrations, before, { recursive: true });
  writeFileSync(
    path.join(before, "meta/_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
  );
  const db = await openRaw();
  try {
    await db.migrate(before);
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  return { query: db.query, migrateAll: () => db.migrate(migrations), close: db.close };
}

async function openRaw() {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const fresh = await freshPostgres(pgUrl);
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: fresh.url });
    const db = drizzle(pool);
    return {
      query: async (q: string) => (await pool.query(q)).rows,
      migrate: (folder: string) => migrate(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await fresh.drop();
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create("memory://");
  const db = drizzle(client);
  return {
    query: async (q: string) => (await client.query(q)).rows as any[],
    migrate: (folder: string) => migrate(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
