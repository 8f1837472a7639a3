// Streaming latency: time to first token from the fake provider directly, through the
// whole stack (SSE send to the API) and through the web tier (the chat page's /dashboard/chat/stream
// with the session cookie).
import { monotonicUs, recordSendWindow } from "./cpu-profile";
import { FAKE_CHUNK_DELAY_MS, FAKE_CHUNKS, type FakeProvider } from "./fake-ai";
import { createSubscribedUser, webLoginCookie, type BenchUser } from "./users";
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
/** Sends per path made before the measured ones; with the measured 20 they stay under the per-user limit of 30 a minute. */
export const WARM_UP_SENDS = 5;
/**
 * Sends by other members before a first-token series, so it measures the steady state: with only
 * the five above, the medians were 0.6–1.2 ms higher on PostgreSQL and up to 1 ms on PGlite than
 * after 30 more, and 60 more lowered them no further (`BENCH_ONLY=streaming` runs of 2026-12-01).
 */
const STEADY_STATE_MEMBERS = 3;
const STEADY_STATE_SENDS_EACH = 10;
/**
 * Between two measured sends, as between a person's messages: a reply's stream ends before its
 * follow-ups (metering its cost, the memory and summary checks) are written, and a send made the
 * moment it ended waited behind those statements (PGlite runs one at a time): 4 of the 7 statements
 * before its first token were the previous reply's. The figure is one send's wait, not a queue's.
 */
const PAUSE_BETWEEN_SENDS_MS = 200;

/** True when the send endpoint is mounted (an unauthenticated call gets 401/403/422, not 404). */
export async function sendEndpointExists(base: string): Promise<boolean> {
  const res = await apiJson(base, SEND_PATH, { body: {} });
  return res.status !== 404;
}

/**
 * Reads a response body until `marker` appears; returns ms to the marker and to the end, and to the
 * first moment `also` holds for the text read so far (null when it never does).
 */
async function timeToMarker(
  res: Response,
  started: number,
  marker: string,
  also: (text: string) => boolean = () => false,
  deadlineMs = 30_000,
) {
  if (!res.body) throw new Error("response without a body");
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let first: number | null = null;
  let second: number | null = null;
  const deadline = now() + deadlineMs;
  try {
    while (now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (first === null && text.includes(marker)) first = now() - started;
      if (second === null && also(text)) second = now() - started;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return { first, second, total: now() - started, text };
}

/**
 * Whether the provider's stream so far holds a whole word: text followed by a space. The safety
 * layer holds a word back until it is whole only when it could become one a rule blocks
 * (api/domain/safety/word-starts.ts); the fake provider's "Hello" cannot, so it is shown at once.
 */
function hasWholeWord(sse: string): boolean {
  let content = "";
  for (const line of sse.split("\n")) {
    if (!line.startsWith("data: {")) continue;
    try {
      content += JSON.parse(line.slice(6)).choices?.[0]?.delta?.content ?? "";
    } catch {
      // a line cut at a chunk boundary is read whole on a later call
    }
  }
  return /\S\s/.test(content);
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

/** The provider's first token, and (firstWord) its first whole word. */
export async function ttftDirect(
  provider: FakeProvider,
  sends: number,
): Promise<LatencyStats & { firstWord: LatencyStats }> {
  const values: number[] = [];
  const words: number[] = [];
  for (let i = -WARM_UP_SENDS; i < sends; i++) {
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
    const { first, second } = await timeToMarker(res, started, '"content"', hasWholeWord);
    if (i < 0) continue;
    if (first !== null) values.push(first);
    if (second !== null) words.push(second);
  }
  return { ...stats(values), firstWord: stats(words) };
}

/** One SSE send to the API's send endpoint. */
function apiSend(base: string, user: BenchUser, botId: number | string, n: number) {
  return fetchWithTimeout(
    `${base}/api/v1${SEND_PATH}`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream",
        Authorization: `Bearer ${user.token}`,
      },
      body: JSON.stringify({ message: `Tell me something nice, number ${n}.`, bot_id: botId }),
    },
    60_000,
  );
}

/** The same send as the chat page makes it with JavaScript: a form post to the web tier's stream route. */
function webSend(base: string, cookie: string, botId: number | string, n: number) {
  const form = new FormData();
  form.set("intent", "send");
  form.set("bot_id", String(botId));
  form.set("message", `Tell me something nice, number ${n}.`);
  return fetchWithTimeout(
    `${base}/dashboard/chat/stream`,
    { method: "POST", headers: { Cookie: cookie, Origin: base }, body: form },
    60_000,
  );
}

interface SendSeries {
  firsts: number[];
  totals: number[];
  failures: string[];
  /** A 429: the per-user limit is reached, more sends would only measure refusals. */
  limited: boolean;
}

const series = (): SendSeries => ({ firsts: [], totals: [], failures: [], limited: false });

/** `label` names the send's window for the CPU-profile analyser (bench/cpu-profile.ts). */
async function measureSend(into: SendSeries, send: () => Promise<Response>, label?: string) {
  if (into.limited) return;
  const startedUs = monotonicUs();
  const started = now();
  const res = await send();
  if (res.status !== 200 || !(res.headers.get("content-type") ?? "").includes("text/event-stream")) {
    const body = await res.text();
    into.failures.push(`${res.status} ${body.slice(0, 120)}`);
    if (res.status === 429) into.limited = true;
    return;
  }
  const { first, total, text } = await timeToMarker(res, started, "event: token");
  if (first === null) into.failures.push(`no token event (${text.slice(0, 120).replace(/\n/g, " ")})`);
  else {
    if (label) recordSendWindow(label, startedUs, startedUs + first * 1000);
    into.firsts.push(first);
    into.totals.push(total);
  }
}

/** A second subscribed user signed in to the web app, so the web sends have their own per-user limit. */
async function webUser(base: string): Promise<{ cookie: string } | { error: string }> {
  try {
    return { cookie: await webLoginCookie(base, await createSubscribedUser(base, "ttft-web")) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

export interface StackLatency extends LatencyStats {
  totalMedianMs: number | null;
  failures: string[];
  /** The same sends through the web tier (/dashboard/chat/stream), or why they were not made. */
  web: (LatencyStats & { totalMedianMs: number | null; failures: string[] }) | { skipped: string };
}

/**
 * SSE sends through the whole stack: to the API, and the same through the web tier, alternating so
 * both see the same load.
 */
export async function ttftStack(
  base: string,
  user: BenchUser,
  botId: number | string,
  sends: number,
): Promise<StackLatency> {
  const api = series();
  const web = series();
  const signedIn = await webUser(base);
  // Not counted: the first sends of a fresh server compile its code paths (the first took ~90 ms),
  // and the next ones still run much of the send unoptimized (V8 optimizes a function once it has
  // run enough; PostgreSQL plans a statement for good after five runs on each pooled connection):
  // the steady state a running service is in comes later. Other members' sends first, each under
  // the per-member limit.
  const warmUp = series();
  for (let m = 0; m < STEADY_STATE_MEMBERS; m++) {
    const member = await createSubscribedUser(base, `ttft-warm-${m}`);
    for (let i = 0; i < STEADY_STATE_SENDS_EACH; i++)
      await measureSend(warmUp, () => apiSend(base, member, botId, -100 * (m + 1) - i));
  }
  for (let i = 0; i < WARM_UP_SENDS; i++) {
    await measureSend(warmUp, () => apiSend(base, user, botId, -i));
    if ("cookie" in signedIn) await measureSend(warmUp, () => webSend(base, signedIn.cookie, botId, -i));
  }
  for (let i = 0; i < sends; i++) {
    await sleep(PAUSE_BETWEEN_SENDS_MS);
    await measureSend(api, () => apiSend(base, user, botId, i + 1), "api");
    await sleep(PAUSE_BETWEEN_SENDS_MS);
    if ("cookie" in signedIn)
      await measureSend(web, () => webSend(base, signedIn.cookie, botId, i + 1), "web");
  }
  const summed = (s: SendSeries) => ({
    ...stats(s.firsts),
    totalMedianMs: round(median(s.totals)),
    failures: s.failures,
  });
  return {
    ...summed(api),
    web: "cookie" in signedIn ? summed(web) : { skipped: `web sign-in failed: ${signedIn.error}` },
  };
}

export function printStreaming(
  direct: Awaited<ReturnType<typeof ttftDirect>>,
  stack: StackLatency,
  addedMs: number | null,
  database: string,
) {
  const row = (path: string, s: LatencyStats, total: number | null | "–") => [
    path,
    s.samples,
    `${fmt(s.medianMs)} ms`,
    `${fmt(s.p95Ms)} ms`,
    total === "–" ? total : `${fmt(total)} ms`,
  ];
  const rows = [
    row("provider called directly", direct, "–"),
    row("provider's first whole word", direct.firstWord, "–"),
    row("whole stack (SSE send → first token)", stack, stack.totalMedianMs),
  ];
  if (!("skipped" in stack.web))
    rows.push(row("web tier (/dashboard/chat/stream → first token)", stack.web, stack.web.totalMedianMs));
  printTable(
    `Time to first token on ${database} (fake OpenAI-compatible provider in a process of its own on loopback: ${FAKE_CHUNKS} chunks, ${FAKE_CHUNK_DELAY_MS} ms apart)`,
    ["path", "samples", "median", "p95", "full reply (median)"],
    rows,
  );
  const less = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);
  console.log(`  added by the stack (median): ${fmt(addedMs)} ms`);
  if ("skipped" in stack.web) note(`web tier: ${stack.web.skipped}`);
  else console.log(`  the web tier adds (median): ${fmt(less(stack.web.medianMs, stack.medianMs))} ms`);
  const failures = [...stack.failures, ...("skipped" in stack.web ? [] : stack.web.failures)];
  for (const f of failures.slice(0, 5)) note(`send failed: ${f}`);
}
