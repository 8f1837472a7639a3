// Streaming latency (issue 5): time to first token from the fake provider directly and through the
// whole stack (SSE send), and messages per second the send endpoint sustains with the persona engine.
import { FAKE_CHUNK_DELAY_MS, FAKE_CHUNKS, type FakeProvider } from "./fake-ai";
import type { BenchUser } from "./users";
import {
  apiJson,
  fetchWithTimeout,
  fmt,
  median,
  note,
  now,
  percentile,
  printTable,
  round,
  sleep,
} from "./util";

export const SEND_PATH = "/bots/chatting/send";

/** True when the send endpoint is mounted (an unauthenticated call gets 401/403/422, not 404). */
export async function sendEndpointExists(base: string): Promise<boolean> {
  const res = await apiJson(base, SEND_PATH, { body: {} });
  return res.status !== 404;
}

/** Reads a response body until `marker` appears; returns ms to the marker and to the end. */
async function timeToMarker(res: Response, started: number, marker: string, deadlineMs = 30_000) {
  if (!res.body) throw new Error("response without a body");
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let first: number | null = null;
  const deadline = now() + deadlineMs;
  try {
    while (now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (first === null && text.includes(marker)) first = now() - started;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return { first, total: now() - started, text };
}

export interface LatencyStats {
  samples: number;
  medianMs: number | null;
  p95Ms: number | null;
}

const stats = (values: number[]): LatencyStats => ({
  samples: values.length,
  medianMs: round(median(values)),
  p95Ms: round(percentile(values, 95)),
});

export async function ttftDirect(provider: FakeProvider, sends: number): Promise<LatencyStats> {
  const values: number[] = [];
  for (let i = 0; i < sends; i++) {
    const started = now();
    const res = await fetchWithTimeout(`${provider.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({
        model: "bench-fake",
        stream: true,
        messages: [{ role: "user", content: "Hi" }],
      }),
    });
    const { first } = await timeToMarker(res, started, '"content"');
    if (first !== null) values.push(first);
  }
  return stats(values);
}

export async function ttftStack(
  base: string,
  user: BenchUser,
  botId: number | string,
  sends: number,
): Promise<LatencyStats & { totalMedianMs: number | null; failures: string[] }> {
  const firsts: number[] = [];
  const totals: number[] = [];
  const failures: string[] = [];
  for (let i = 0; i < sends; i++) {
    const started = now();
    const res = await fetchWithTimeout(
      `${base}/api/v1${SEND_PATH}`,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "text/event-stream",
          Authorization: `Bearer ${user.token}`,
        },
        body: JSON.stringify({ message: `Tell me something nice, number ${i + 1}.`, bot_id: botId }),
      },
      60_000,
    );
    if (res.status !== 200) {
      const body = await res.text();
      failures.push(`${res.status} ${body.slice(0, 120)}`);
      if (res.status === 429) break; // the per-user chat limit: more sends would only measure refusals
      continue;
    }
    const { first, total, text } = await timeToMarker(res, started, "event: token");
    if (first === null) failures.push(`no token event (${text.slice(0, 120).replace(/\n/g, " ")})`);
    else {
      firsts.push(first);
      totals.push(total);
    }
  }
  return { ...stats(firsts), totalMedianMs: round(median(totals)), failures };
}

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

export function printStreaming(
  direct: LatencyStats,
  stack: Awaited<ReturnType<typeof ttftStack>>,
  addedMs: number | null,
) {
  printTable(
    `Time to first token (fake OpenAI-compatible provider on loopback: ${FAKE_CHUNKS} chunks, ${FAKE_CHUNK_DELAY_MS} ms apart)`,
    ["path", "samples", "median", "p95", "full reply (median)"],
    [
      [
        "provider called directly",
        direct.samples,
        `${fmt(direct.medianMs)} ms`,
        `${fmt(direct.p95Ms)} ms`,
        "–",
      ],
      [
        "whole stack (SSE send → first token)",
        stack.samples,
        `${fmt(stack.medianMs)} ms`,
        `${fmt(stack.p95Ms)} ms`,
        `${fmt(stack.totalMedianMs)} ms`,
      ],
    ],
  );
  console.log(`  added by the stack (median): ${fmt(addedMs)} ms`);
  for (const f of stack.failures.slice(0, 5)) note(`send failed: ${f}`);
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
