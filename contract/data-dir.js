// DATA_DIR is checked once at start-up, by writing a few bytes to it: a read-only or full folder
// would otherwise let the server start and then fail on the first sign-up (the code secret), upload
// or database write, with a stack trace. Plain JavaScript so the launcher (scripts/start.js, before
// it builds), the Node server (server/index.js, before it loads the build) and the API alone
// (api/runtime.ts) give the same one sentence.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The file written and removed again (a fixed name, so a stale one is cleaned up). */
export const WRITE_CHECK_FILE = ".write-check";

/** @type {Record<string, string>} */
const CAUSES = {
  EROFS: "is on a read-only file system",
  EACCES: "is read-only for this process (permission denied)",
  EPERM: "is read-only for this process (permission denied)",
  ENOSPC: "is full (no space left on its disk)",
  EDQUOT: "is full (the disk quota is used up)",
  ENOTDIR: "is not a folder (a file is in the way)",
  EEXIST: "is not a folder (a file is in the way)",
};

/**
 * Null when the server can write to `dir` (made if missing), else one sentence naming the folder
 * and the cause.
 * @param {string} dir
 * @returns {string | null}
 */
export function dataDirProblem(dir) {
  const folder = path.resolve(dir);
  const probe = path.join(folder, WRITE_CHECK_FILE);
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(probe, "Infinite checks at start-up that it can write here.\n");
    return null;
  } catch (err) {
    const code = /** @type {{ code?: unknown }} */ (err)?.code;
    const cause = (typeof code === "string" && CAUSES[code]) || `cannot be written (${String(code ?? err)})`;
    return `DATA_DIR ${folder} ${cause}: Infinite cannot start until it can write there.`;
  } finally {
    try {
      rmSync(probe, { force: true });
    } catch {
      // Nothing was written, or the folder refuses changes: there is nothing to remove.
    }
  }
}

/**
 * The check for a process that serves the web app (server/index.js, scripts/start.js): skipped for
 * a web tier that writes nothing to DATA_DIR (the API elsewhere, API_URL, and SESSION_SECRET set).
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function webDataDirProblem(env) {
  if (env.API_URL && env.SESSION_SECRET) return null;
  return dataDirProblem(env.DATA_DIR || "./data");
}
