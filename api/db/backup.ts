// Backups (docs/operations.md#backups) as one compressed file: a tar.gz holding manifest.json, the
// database (PGlite: its data directory as dumpDataDir makes it; PostgreSQL: pg_dump's custom
// format, one consistent snapshot) and the rest of DATA_DIR: uploads/, and the keys kept there
// when not set in the environment (otp-secret, vapid-keys.json), without which codes already sent
// and push subscriptions would stop working. Restoring needs an empty DATA_DIR and, for
// PostgreSQL, an empty database: it never merges into live data.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const FORMAT = 1;
const PGLITE_FILE = "database.pglite.tar.gz";
const PG_FILE = "database.pgdump";
/** DATA_DIR's own files besides the PGlite database, copied as they are. */
const FILES_DIR = "data";

export interface BackupTarget {
  /** PostgreSQL; unset: PGlite in `${dataDir}/db`. */
  databaseUrl?: string;
  dataDir: string;
}

interface Manifest {
  format: number;
  driver: "pglite" | "postgres";
  createdAt: string;
  /** Whether DATA_DIR held anything besides the PGlite database (uploads, keys). */
  files: boolean;
}

export class BackupError extends Error {}

/** pg_dump, pg_restore: on PATH, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
function postgresTool(name: "pg_dump" | "pg_restore"): string {
  if (spawnSync(name, ["--version"]).status === 0) return name;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const tool = path.join(root, v, "bin", name);
    if (existsSync(tool)) return tool;
  }
  throw new BackupError(
    `${name} is not installed: install PostgreSQL's client tools (apt-get install postgresql-client).`,
  );
}

function run(command: string, args: string[]) {
  const done = spawnSync(command, args, { stdio: ["ignore", "inherit", "pipe"], encoding: "utf8" });
  if (done.status !== 0) {
    const why = (done.stderr || done.error?.message || `exit ${done.status}`).trim();
    throw new BackupError(`${path.basename(command)} failed: ${why}`);
  }
}

const entriesOf = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

export async function writeBackup(target: BackupTarget, file: string): Promise<Manifest> {
  const staging = mkdtempSync(path.join(tmpdir(), "infinite-backup-"));
  try {
    const dbDir = path.join(target.dataDir, "db");
    if (target.databaseUrl) {
      const out = path.join(staging, PG_FILE);
      const args = ["--format=custom", "--no-owner", "--no-acl", `--file=${out}`, target.databaseUrl];
      run(postgresTool("pg_dump"), args);
    } else {
      if (!entriesOf(dbDir).length)
        throw new BackupError(`There is no PGlite database in ${dbDir} (DATA_DIR).`);
      const { PGlite } = await import("@electric-sql/pglite");
      const db = await PGlite.create(dbDir);
      try {
        const dump = await db.dumpDataDir("gzip");
        writeFileSync(path.join(staging, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    const files = entriesOf(target.dataDir).some((name) => name !== "db");
    if (files) {
      cpSync(target.dataDir, path.join(staging, FILES_DIR), {
        recursive: true,
        filter: (source) => source !== dbDir,
      });
    }
    const manifest: Manifest = {
      format: FORMAT,
      driver: target.databaseUrl ? "postgres" : "pglite",
      createdAt: new Date().toISOString(),
      files,
    };
    writeFileSync(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    // Written beside the target, then renamed: a file of that name is always a whole backup.
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const partial = `${file}.partial`;
    run("tar", ["-czf", partial, "-C", staging, "."]);
    renameSync(partial, file);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables " +
        "where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.n) === 0;
  } finally {
    await client.end();
  }
}

function readManifest(staging: string, file: string, target: BackupTarget): Manifest {
  const manifestFile = path.join(staging, "manifest.json");
  if (!existsSync(manifestFile)) throw new BackupError(`${file} is not a backup made by npm run backup.`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  if (manifest.format !== FORMAT) {
    throw new BackupError(`${file} has backup format ${manifest.format}; this version reads ${FORMAT}.`);
  }
  const wanted = target.databaseUrl ? "postgres" : "pglite";
  if (manifest.driver !== wanted) {
    throw new BackupError(
      manifest.driver === "postgres"
        ? `${file} holds a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database.`
        : `${file} holds a PGlite database: unset DATABASE_URL and restore into an empty DATA_DIR.`,
    );
  }
  return manifest;
}

export async function restoreBackup(target: BackupTarget, file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  if (entriesOf(target.dataDir).length) {
    throw new BackupError(`${target.dataDir} (DATA_DIR) is not empty: restore into an empty one.`);
  }
  const staging = mkdtempSync(path.join(tmpdir(), "infinite-restore-"));
  try {
    run("tar", ["-xzf", file, "-C", staging]);
    const manifest = readManifest(staging, file, target);
    if (target.databaseUrl) {
      if (!(await postgresIsEmpty(target.databaseUrl))) {
        throw new BackupError("The database DATABASE_URL names has tables: restore into an empty database.");
      }
      const dump = path.join(staging, PG_FILE);
      const args = ["--no-owner", "--no-acl", "--exit-on-error", `--dbname=${target.databaseUrl}`, dump];
      run(postgresTool("pg_restore"), args);
    } else {
      const dbDir = path.join(target.dataDir, "db");
      mkdirSync(dbDir, { recursive: true });
      const { PGlite } = await import("@electric-sql/pglite");
      const dump = new Blob([readFileSync(path.join(staging, PGLITE_FILE))]);
      const db = await PGlite.create(dbDir, { loadDataDir: dump });
      await db.close();
    }
    if (manifest.files) cpSync(path.join(staging, FILES_DIR), target.dataDir, { recursive: true });
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
