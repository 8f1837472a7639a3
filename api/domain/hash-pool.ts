// Who may run a password hash now. One scrypt takes ~32 MiB and a core for tens of milliseconds, so
// at most HASH_CONCURRENCY run at once (default: the machine's cores; more would only queue inside
// libuv and hold their memory). The rest wait in a fair queue: one line per client (its address),
// served in turn, so a flood from many addresses or many requests from one cannot push anyone else
// out. A client may keep HASH_QUEUE_PER_CLIENT waiting; when the whole queue (HASH_QUEUE) is full,
// the client with the most waiting gives up its newest place. Refused: 503 with Retry-After.
import { availableParallelism } from "node:os";
import { ApiError } from "../http/envelope";

export const HASH_QUEUE_PER_CLIENT = 8;
export const HASH_QUEUE = 1024;
export const HASH_BUSY_MESSAGE = "We are very busy right now. Please try again in a few seconds.";
const BUSY_RETRY_SECONDS = 5;

/** The queue a hash made for no particular client joins (start-up work, scripts). */
export const INTERNAL_CLIENT = "internal";

interface Waiter {
  start: () => void;
  refuse: (err: ApiError) => void;
}

let concurrency = availableParallelism();
let running = 0;
let waitingTotal = 0;
// Insertion order is the turn order: a served client goes to the back while it still waits.
const lines = new Map<string, Waiter[]>();

const busy = () =>
  new ApiError(503, HASH_BUSY_MESSAGE, undefined, { "Retry-After": String(BUSY_RETRY_SECONDS) });

/** Sets how many hashes run at once (HASH_CONCURRENCY); the pool is one per process, like its cores. */
export function configureHashPool(options: { concurrency: number }) {
  concurrency = Math.max(1, Math.floor(options.concurrency));
  while (running < concurrency && startNext()) running += 1;
}

/** How many hashes run and wait now, and how many may run (for tests and diagnostics). */
export const hashingLoad = () => ({ running, waiting: waitingTotal, concurrency });

/** The newest place of the client with the longest line, if that line is longer than `than`. */
function longestLineOver(than: number): Waiter[] | null {
  let longest: Waiter[] | null = null;
  for (const line of lines.values()) if (line.length > (longest?.length ?? than)) longest = line;
  return longest;
}

/** Resolves when the caller may hash; rejects with 503 when its client cannot wait any longer. */
export function acquireHashSlot(client: string): Promise<void> {
  if (running < concurrency && waitingTotal === 0) {
    running += 1;
    return Promise.resolve();
  }
  const own = lines.get(client)?.length ?? 0;
  if (own >= HASH_QUEUE_PER_CLIENT) return Promise.reject(busy());
  if (waitingTotal >= HASH_QUEUE) {
    // Full: the longest line gives up its newest place, unless this client's would then be longest.
    const longest = longestLineOver(own + 1);
    if (!longest) return Promise.reject(busy());
    longest.pop()!.refuse(busy());
    waitingTotal -= 1;
    for (const [other, line] of lines) if (line.length === 0) lines.delete(other);
  }
  return new Promise((start, refuse) => {
    const line = lines.get(client);
    if (line) line.push({ start, refuse });
    else lines.set(client, [{ start, refuse }]);
    waitingTotal += 1;
  });
}

/** Hands the slot to the next client in turn; false when nobody waits. */
function startNext(): boolean {
  for (const [client, line] of lines) {
    lines.delete(client);
    const next = line.shift();
    if (line.length) lines.set(client, line);
    if (!next) continue;
    waitingTotal -= 1;
    next.start();
    return true;
  }
  return false;
}

export function releaseHashSlot() {
  // Handed over, `running` stays counted; a lowered concurrency takes effect here.
  if (running > concurrency || !startNext()) running -= 1;
}
