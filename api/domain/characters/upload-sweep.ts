// Card import previews keep their file for an hour (api/domain/characters/import.ts). A preview that
// is never saved would keep it for ever: the sweep deletes every kept file older than the hour, at
// start-up and then hourly. A file's age is its last write (the storage's modifiedAt), measured by
// the services' clock.
import { errorSummary } from "../../../contract/error-summary";
import { CHARACTER_LIMITS } from "../../../contract/characters";
import type { Services } from "../../services/types";
import { UPLOAD_FOLDER } from "./import";

/** How often the sweep runs after the one at start-up. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes the preview files older than their hour; answers how many files and bytes went. */
export async function sweepCardUploads(services: Services): Promise<{ files: number; bytes: number }> {
  const cutoff = services.now().getTime() - CHARACTER_LIMITS.uploadTtlMs;
  const removed = { files: 0, bytes: 0 };
  for (const file of await services.storage.list(UPLOAD_FOLDER)) {
    if (file.modifiedAt.getTime() >= cutoff) continue;
    await services.storage.delete(file.key);
    removed.files++;
    removed.bytes += file.bytes;
  }
  return removed;
}

/** One sweep, logged by counts; a failure is logged and the next hour tries again. */
async function sweepAndLog(services: Services) {
  try {
    const { files, bytes } = await sweepCardUploads(services);
    if (files) services.log(`[card-uploads] swept ${files} unused preview files (${bytes} bytes)`);
  } catch (err) {
    services.log(`[card-uploads] sweep failed: ${errorSummary(err)}`);
  }
}

/**
 * Sweeps now and every SWEEP_EVERY_MS until stopped. `first` settles when the start-up sweep is
 * done. The timer does not keep the process alive.
 */
export function startUploadSweeps(services: Services): { first: Promise<void>; stop(): void } {
  const first = sweepAndLog(services);
  const timer = setInterval(() => void sweepAndLog(services), SWEEP_EVERY_MS);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
