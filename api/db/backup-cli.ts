// `npm run backup [FILE]`: the database, uploads and keys as one compressed file (api/db/backup.ts),
// by default backups/infinite-<time>.tar.gz. With PGlite, stop the server first: PGlite's data
// folder belongs to one process at a time. PostgreSQL is dumped live, as one consistent snapshot.
import { errorWithFrames } from "../../contract/error-summary";
import { BackupError, writeBackup } from "./backup";
import path from "node:path";

// The two settings a backup needs, read as the server reads them (api/config.ts).
const target = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(process.env.DATA_DIR || "./data"),
};

try {
  const file = process.argv[2] ?? `backups/infinite-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;
  const manifest = await writeBackup(target, file);
  console.log(
    `Backup written to ${file} (${manifest.driver}${manifest.files ? ", with the files of DATA_DIR" : ""}).`,
  );
} catch (err) {
  // Our own errors are sentences for the operator; anything else by kind, codes and frames (a
  // driver's message can quote a row).
  console.error(err instanceof BackupError ? err.message : errorWithFrames(err));
  process.exit(1);
}
