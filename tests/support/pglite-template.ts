// Vitest global setup: migrate and seed one PGlite database, dump it to a file, and let every test
// file open a copy of it (tests/support/api.ts). A fresh PGlite runs initdb, then the migrations
// and the seed: seconds per test file. A copy from the dump takes a fraction of a second.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../api/db/client";
import { seedDatabase } from "../../api/db/seed";

/** Where the dump's path is passed to the test workers (forked after this runs, so they inherit it). */
export const TEMPLATE_ENV = "INFINITE_PGLITE_TEMPLATE";

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return; // PostgreSQL: a fresh database per file, as before
  const dir = mkdtempSync(path.join(tmpdir(), "infinite-pglite-template-"));
  const handle = await openDatabase({ dataDir: "memory://" });
  await seedDatabase(handle.db);
  const file = path.join(dir, "seeded.tar");
  writeFileSync(file, new Uint8Array(await (await handle.dump!()).arrayBuffer()));
  await handle.close();
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
