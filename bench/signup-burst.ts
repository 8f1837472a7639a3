// A sign-up burst: 150 sign-ups spread over 10 s, each from its own client address (the server
// trusts one proxy hop, so X-Forwarded-For names the client, as behind a load balancer), while
// GET /api/v1/health is polled back to back. Password hashing is the heavy part of a sign-up; the
// figure says whether it stays off the event loop (health stays fast) and whether the fair hashing
// queue lets every sign-up through (no 5xx). Its own server, so nothing else runs at the time.
import { makeTempDir, startServer, type RunningServer } from "./server";
import {
  errorMessage,
  fetchWithTimeout,
  fmt,
  note,
  now,
  percentile,
  printTable,
  round,
  section,
  sleep,
} from "./util";

export const BURST_SIGNUPS = 150;
export const BURST_SECONDS = 10;
/** Back-to-back /health pollers during the burst. */
const HEALTH_POLLERS = 2;

export interface SignupBurstResult {
  signups: number;
  ok: number;
  serverErrors: number;
  /** Other answers (4xx, network errors) by status, e.g. { "429": 2 }. */
  other: Record<string, number>;
  burstSeconds: number | null;
  signupP50Ms: number | null;
  signupP99Ms: number | null;
  healthSamples: number;
  healthP50Ms: number | null;
  healthP99Ms: number | null;
  skipped?: string;
}

async function signUp(base: string, k: number, runTag: string): Promise<{ status: number; ms: number }> {
  const started = now();
  try {
    const res = await fetchWithTimeout(
      `${base}/api/v1/sign-up`,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "X-Forwarded-For": `10.77.${Math.floor(k / 200)}.${(k % 200) + 1}`,
        },
        body: JSON.stringify({
          first_name: "Burst",
          last_name: "Member",
          email: `bench-burst-${runTag}-${k}@example.com`,
          password: "bench-password-123",
          birth_date: "1990-05-17",
        }),
      },
      60_000,
    );
    await res.arrayBuffer();
    return { status: res.status, ms: now() - started };
  } catch {
    return { status: 0, ms: now() - started };
  }
}

async function pollHealth(base: string, until: () => boolean, into: number[]) {
  while (!until()) {
    const started = now();
    try {
      const res = await fetchWithTimeout(`${base}/api/v1/health`, {}, 30_000);
      await res.arrayBuffer();
      into.push(now() - started);
    } catch {
      into.push(now() - started);
    }
    await sleep(10);
  }
}

async function burst(server: RunningServer): Promise<SignupBurstResult> {
  const runTag = Date.now().toString(36);
  // Warm the sign-up path once (the password-strength dictionaries load on first use).
  await signUp(server.url, BURST_SIGNUPS, runTag);
  let done = false;
  const health: number[] = [];
  const pollers = Array.from({ length: HEALTH_POLLERS }, () => pollHealth(server.url, () => done, health));
  const started = now();
  const spacing = (BURST_SECONDS * 1000) / BURST_SIGNUPS;
  const answers = await Promise.all(
    Array.from({ length: BURST_SIGNUPS }, (_, k) =>
      sleep(k * spacing).then(() => signUp(server.url, k, runTag)),
    ),
  );
  const burstSeconds = (now() - started) / 1000;
  done = true;
  await Promise.all(pollers);
  const other: Record<string, number> = {};
  for (const a of answers)
    if (a.status !== 201 && a.status !== 200 && a.status < 500) other[a.status] = (other[a.status] ?? 0) + 1;
  const times = answers.map((a) => a.ms);
  return {
    signups: BURST_SIGNUPS,
    ok: answers.filter((a) => a.status === 201 || a.status === 200).length,
    serverErrors: answers.filter((a) => a.status >= 500).length,
    other,
    burstSeconds: round(burstSeconds, 1),
    signupP50Ms: round(percentile(times, 50)),
    signupP99Ms: round(percentile(times, 99)),
    healthSamples: health.length,
    healthP50Ms: round(percentile(health, 50)),
    healthP99Ms: round(percentile(health, 99)),
  };
}

const EMPTY: Omit<SignupBurstResult, "skipped"> = {
  signups: 0,
  ok: 0,
  serverErrors: 0,
  other: {},
  burstSeconds: null,
  signupP50Ms: null,
  signupP99Ms: null,
  healthSamples: 0,
  healthP50Ms: null,
  healthP99Ms: null,
};

/** Runs the burst against a server of its own on `port`; failures are reported, not thrown. */
export async function runSignupBurst(port: number): Promise<SignupBurstResult> {
  section(`Sign-up burst (${BURST_SIGNUPS} sign-ups in ${BURST_SECONDS} s from ${BURST_SIGNUPS} clients)`);
  let server: RunningServer | null = null;
  try {
    server = await startServer({
      port,
      dataDir: makeTempDir("infinite-bench-burst-"),
      env: { TRUST_PROXY: "1" },
    });
    const r = await burst(server);
    const others = Object.entries(r.other).map(([s, n]) => `${n}×${s === "0" ? "network error" : s}`);
    printTable(
      "Sign-up burst",
      ["sign-ups", "ok", "5xx", "other", "took", "sign-up p50/p99", "/health samples", "/health p50/p99"],
      [
        [
          r.signups,
          r.ok,
          r.serverErrors,
          others.join(", ") || "–",
          `${fmt(r.burstSeconds)} s`,
          `${fmt(r.signupP50Ms, 0)} / ${fmt(r.signupP99Ms, 0)} ms`,
          r.healthSamples,
          `${fmt(r.healthP50Ms)} / ${fmt(r.healthP99Ms)} ms`,
        ],
      ],
    );
    return r;
  } catch (err) {
    note(`sign-up burst: skipped (${errorMessage(err)})`);
    return { ...EMPTY, skipped: errorMessage(err) };
  } finally {
    await server?.stop();
  }
}
