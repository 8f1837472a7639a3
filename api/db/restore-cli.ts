// `npm run restore FILE`: brings a backup of `npm run backup` back into an empty DATA_DIR (PGlite)
// or an empty PostgreSQL database (DATABASE_URL), with the files of DATA_DIR (api/db/backup.ts).
import { errorWithFrames } from "../../contract/error-summary";
import { BackupError, restoreBackup } from "./backup";
import path from "node:path";

const file = process.argv[2];
if (!file) {
  console.error("Name the backup to restore: npm run restore -- backups/infinite-….tar.gz");
  process.exit(1);
}
// The two settings a backup needs, read as the server reads them (api/config.ts).
const target = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(process.env.DATA_DIR || "./data"),
};

try {
  const manifest = await restoreBackup(target, file);
  console.log(`Restored ${file} (${manifest.driver}, made ${manifest.createdAt}).`);
} catch (err) {
  // Our own errors are sentences for the operator; anything else by kind, codes and frames (a
  // driver's message can quote a row).
  console.error(err instanceof BackupError ? err.message : errorWithFrames(err));
  process.exit(1);
}
