// npm run backup / npm run restore (api/db/backup.ts) round-trip a populated database and the files
// of DATA_DIR: the restored copy has the same rows in every table and the same files. PGlite by
// default; PostgreSQL (pg_dump, pg_restore) when TEST_DATABASE_URL is set.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../api/config";
import { openDatabase } from "../../api/db/client";
import { users } from "../../api/db/schema";
import { issueToken } from "../../api/domain/tokens";
import { startApi } from "../../api/runtime";
import { freshPostgres } from "../support/api";
import { defined } from "../support/defined";
import { sharedSecrets } from "../support/secrets";

const pgUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(path.join(tmpdir(), "infinite-backup-test-"));
const source = { dataDir: path.join(work, "source"), databaseUrl: undefined as string | undefined };
const target = { dataDir: path.join(work, "target"), databaseUrl: undefined as string | undefined };
const backupFile = path.join(work, "backups", "infinite.tar.gz");
const drops: (() => Promise<void>)[] = [];

/** `npm run <script> [FILE]` as an operator runs it, with DATA_DIR and DATABASE_URL of `where`. */
function npmRun(script: "backup" | "restore", where: typeof source, file: string) {
  const { DATABASE_URL: _url, ...env } = process.env;
  return spawnSync("npm", ["run", "--silent", script, "--", file], {
    env: {
      ...env,
      DATA_DIR: where.dataDir,
      ...(where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : {}),
    },
    encoding: "utf8",
  });
}

/** Every table's rows, in a stable order. */
async function contentsOf(where: typeof source) {
  const handle = await openDatabase({
    databaseUrl: where.databaseUrl,
    dataDir: path.join(where.dataDir, "db"),
  });
  try {
    const tables = await handle.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const out: Record<string, unknown> = {};
    for (const { name } of tables.rows) {
      const rows = await handle.db.execute(
        sql`select t::text as row from ${sql.identifier(name)} t order by 1`,
      );
      out[name] = rows.rows.map((r) => r.row);
    }
    return out;
  } finally {
    await handle.close();
  }
}

/** Files under dir (without the PGlite database), with their bytes. */
function filesOf(dir: string, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    if (!prefix && name === "db") continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(out, filesOf(full, `${prefix}${name}/`));
    else out[`${prefix}${name}`] = readFileSync(full).toString("base64");
  }
  return out;
}

beforeAll(async () => {
  if (pgUrl) {
    for (const where of [source, target]) {
      const db = await freshPostgres(pgUrl);
      where.databaseUrl = db.url;
      drops.push(db.drop);
    }
  }
  // The real start-up path: migrated, seeded, then used.
  const runtime = await startApi(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: source.dataDir,
      DEMO_MODE: "1",
      ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl, ...sharedSecrets() } : {}),
    }),
  );
  try {
    const [user] = await runtime.services.db
      .insert(users)
      .values({
        firstName: "Ada",
        lastName: "Backup",
        email: "ada-backup@example.test",
        birthDate: "1990-05-17",
      })
      .returning({ id: users.id });
    await issueToken(runtime.services.db, defined(user, "the user").id);
    await runtime.services.storage.put(
      "avatars/ada.png",
      new Uint8Array([137, 80, 78, 71, 1, 2, 3]),
      "image/png",
    );
  } finally {
    await runtime.close();
  }
}, 120_000);

afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${pgUrl ? "PostgreSQL" : "PGlite"})`, () => {
  it("writes one compressed file, and restores it into an empty place with the same rows and files", async () => {
    const made = npmRun("backup", source, backupFile);
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    expect(made.stdout).toContain(`Backup written to ${backupFile}`);
    // gzip's magic number.
    expect([...readFileSync(backupFile).subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    const restored = npmRun("restore", target, backupFile);
    expect(restored.stderr).toBe("");
    expect(restored.status).toBe(0);

    const before = await contentsOf(source);
    expect((before.users as string[]).some((row) => row.includes("ada-backup@example.test"))).toBe(true);
    expect((before.bots as string[]).length).toBeGreaterThan(0);
    expect(await contentsOf(target)).toEqual(before);
    expect(filesOf(target.dataDir)).toEqual(filesOf(source.dataDir));
    expect(Object.keys(filesOf(target.dataDir))).toContain("uploads/avatars/ada.png");
  }, 120_000);

  it("refuses to restore over data, saying why", () => {
    const again = npmRun("restore", target, backupFile);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe(`${target.dataDir} (DATA_DIR) is not empty: restore into an empty one.`);
  });
});
