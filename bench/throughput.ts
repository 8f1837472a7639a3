// Messages per second the send endpoint sustains with the persona engine: JSON-mode sends from
// several users at once, each under the per-user chat limit.
import { SEND_PATH } from "./stream";
import type { BenchUser } from "./users";
import { apiJson, fmt, median, note, now, percentile, printTable, round, sleep } from "./util";

export interface Throughput {
  users: number;
  concurrency: number;
  messages: number;
  seconds: number;
  messagesPerSec: number | null;
  rateLimited: number;
  errors: number;
  p50Ms: number | null;
  p99Ms: number | null;
}

/**
 * JSON-mode sends from several users at once. Each user stays under the per-user chat limit
 * (`perUserBudget`), so the figure is the endpoint's rate, not the limiter's.
 */
export async function sendThroughput(
  base: string,
  users: BenchUser[],
  botId: number | string,
  opts: { perUser: number; seconds: number; perUserBudget: number },
): Promise<Throughput> {
  const latencies: number[] = [];
  let rateLimited = 0;
  let errors = 0;
  const started = now();
  const deadline = started + opts.seconds * 1000;
  const budget = new Map(users.map((u) => [u.token, opts.perUserBudget]));
  const worker = async (user: BenchUser, w: number) => {
    let n = 0;
    while (now() < deadline && (budget.get(user.token) ?? 0) > 0) {
      budget.set(user.token, (budget.get(user.token) ?? 0) - 1);
      const t0 = now();
      const res = await apiJson(base, SEND_PATH, {
        token: user.token,
        body: { message: `Quick question ${w}-${++n}: how are you today?`, bot_id: botId },
        timeoutMs: 60_000,
      }).catch(() => null);
      if (res?.status === 200) latencies.push(now() - t0);
      else if (res?.status === 429) {
        rateLimited++;
        return;
      } else {
        errors++;
        await sleep(50);
      }
    }
  };
  await Promise.all(
    users.flatMap((u, ui) => Array.from({ length: opts.perUser }, (_, k) => worker(u, ui * 10 + k))),
  );
  const seconds = (now() - started) / 1000;
  return {
    users: users.length,
    concurrency: users.length * opts.perUser,
    messages: latencies.length,
    seconds: round(seconds, 2) ?? 0,
    messagesPerSec: round(latencies.length / seconds, 1),
    rateLimited,
    errors,
    p50Ms: round(median(latencies)),
    p99Ms: round(percentile(latencies, 99)),
  };
}

export function printThroughput(t: Throughput, perUserBudget: number) {
  printTable(
    "Chat send throughput (JSON mode, persona engine)",
    ["users", "concurrent", "messages", "seconds", "msgs/s", "p50", "p99", "429s", "errors"],
    [
      [
        t.users,
        t.concurrency,
        t.messages,
        fmt(t.seconds, 2),
        fmt(t.messagesPerSec),
        `${fmt(t.p50Ms)} ms`,
        `${fmt(t.p99Ms)} ms`,
        t.rateLimited,
        t.errors,
      ],
    ],
  );
  note(
    `each user sends at most ${perUserBudget} messages to stay under the per-user chat rate limit; a run that ends before its time is budget-bound`,
  );
}
