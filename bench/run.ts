// `npm run bench`: builds if needed, then measures start-up, throughput, page weight, streaming
// latency, Lighthouse scores and a throttled phone's first load of the production server in one run,
// and prints the targets
// with pass/fail next to each figure (bench/targets.ts); it never fails on a figure. Results also go
// to bench/results/latest.json. BENCH_ONLY=load,weight,… measures only some parts (bench/parts.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { runClusterThroughput } from "./cluster";
import { lighthouseAvailable, runLighthouse, type LighthouseResult } from "./lighthouse";
import { runLoad } from "./load";
import { runMemberPages } from "./member-pages";
import { runMemoryHeavy } from "./memory-heavy";
import { BENCH_PARTS, mergeWithPrevious, selectedParts, type BenchPart } from "./parts";
import { buildDir, buildIfNeeded, makeTempDir, startServer, type RunningServer } from "./server";
import { sendEndpointExists } from "./stream";
import { printThroughput, sendThroughput } from "./throughput";
import { runSignupBurst } from "./signup-burst";
import { runSlowNetwork, slowNetworkAvailable, type SlowNetworkResult } from "./slow-network";
import { checkTargets, printTargets } from "./targets";
import { DATABASE_NAMES, runTtft, type TtftDatabase } from "./ttft";
import { createSubscribedUser, createUser, firstBotId, webLoginCookie, type BenchUser } from "./users";
import { errorMessage, fmt, kb, note, printTable, round, section } from "./util";
import { runWeight } from "./weight";

const num = (name: string, fallback: number) => Number(process.env[name]) || fallback;
// BENCH_PORT moves all six ports, so two benches on one machine do not collide.
const PORT = num("BENCH_PORT", 3230);
const STREAM_SERVER_PORT = PORT + 1;
const FAKE_AI_PORT = PORT + 2;
const MEMORY_FAKE_AI_PORT = PORT + 3;
const MEMBER_PAGES_PORT = PORT + 4;
const SIGNUP_BURST_PORT = PORT + 5;
const RESULTS_FILE = "bench/results/latest.json";
const WATCHDOG_MS = 20 * 60_000;

const parts = selectedParts();
const want = (part: BenchPart) => parts.has(part);

const results: Record<string, any> = {
  startedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    platform: process.platform,
    loadAverageAtStart: os.loadavg().map((l) => round(l, 2)),
  },
  buildDir,
  skipped: {} as Record<string, string>,
};
const skip = (part: string, why: string) => {
  results.skipped[part] = why;
  note(`${part}: skipped (${why})`);
};

async function startUp(): Promise<RunningServer> {
  section("Start-up (spawn → first 200 from GET /api/v1/health, polled every 50 ms)");
  const dataDir = makeTempDir("infinite-bench-data-");
  const cold = await startServer({ port: PORT, dataDir });
  await cold.stop();
  const warm = await startServer({ port: PORT, dataDir });
  results.startup = { coldMs: round(cold.startMs, 0), warmMs: round(warm.startMs, 0) };
  printTable(
    "Start-up",
    ["start", "data directory", "to first 200"],
    [
      ["cold", "fresh (migrate + seed)", `${fmt(cold.startMs, 0)} ms`],
      ["warm", "same, already migrated + seeded", `${fmt(warm.startMs, 0)} ms`],
    ],
  );
  return warm;
}

/** A signed-in browser session for the dashboard pages, or null with the reason noted. */
async function dashboardCookie(base: string): Promise<{ cookie: string | null; user: BenchUser | null }> {
  try {
    const user = await createUser(base, "web");
    try {
      return { cookie: await webLoginCookie(base, user), user };
    } catch (err) {
      skip("dashboard pages", `web login failed: ${errorMessage(err)}`);
      return { cookie: null, user };
    }
  } catch (err) {
    skip("dashboard pages", `could not create a user: ${errorMessage(err)}`);
    return { cookie: null, user: null };
  }
}

async function streaming(server: RunningServer) {
  section("Streaming");
  if (!(await sendEndpointExists(server.url))) {
    console.log("  skipped (endpoint not available yet)");
    results.skipped.streaming = "endpoint not available yet";
    return;
  }
  results.ttft = await runTtft({
    port: STREAM_SERVER_PORT,
    providerPort: FAKE_AI_PORT,
    sends: num("BENCH_STREAM_SENDS", 20),
  });

  try {
    const userCount = num("BENCH_CHAT_USERS", 4);
    const perUserBudget = num("BENCH_CHAT_PER_USER_BUDGET", 25);
    const seconds = num("BENCH_CHAT_SECONDS", 5);
    const users: BenchUser[] = [];
    for (let i = 0; i < userCount; i++) users.push(await createSubscribedUser(server.url, `tp${i}`));
    const botId = await firstBotId(server.url);
    process.stdout.write(`  ${userCount} users × 2 concurrent JSON sends for up to ${seconds} s … `);
    const t = await sendThroughput(server.url, users, botId, { perUser: 2, seconds, perUserBudget });
    console.log("done");
    results.chatThroughput = { ...t, perUserBudget };
    printThroughput(t, perUserBudget);
  } catch (err) {
    skip("chat send throughput", errorMessage(err));
  }
}

async function lighthouse(server: RunningServer, cookie: string | null): Promise<LighthouseResult[] | null> {
  section("Lighthouse");
  const unavailable = lighthouseAvailable();
  if (unavailable) {
    skip("lighthouse", unavailable);
    return null;
  }
  // Every public page (a content page stands for the others), and a dashboard page signed in.
  const pages = [
    "/",
    "/meet-bots",
    "/pricing",
    "/about",
    "/get-in-touch",
    "/safety",
    "/privacy",
    "/auth/login",
    "/auth/sign-up",
    // The home page in French (the hreflang link's address): the translated interface's weight.
    "/?lng=fr",
  ].map((path) => ({ path }));
  const dashboard = cookie
    ? { path: "/dashboard/discover", cookie }
    : { path: "/dashboard/discover", skip: "no signed-in session (see above)" };
  return runLighthouse(server.url, [...pages, dashboard]);
}

async function slowNetwork(server: RunningServer): Promise<SlowNetworkResult[] | null> {
  section("A phone on a slow network");
  const unavailable = slowNetworkAvailable();
  if (unavailable) {
    skip("slow network", unavailable);
    return null;
  }
  return runSlowNetwork(server.url);
}

function summary(results: Record<string, any>) {
  const load: any[] = results.load ?? [];
  const byPath = (p: string) => load.find((r) => r.path === p);
  const home = results.weight?.find((w: any) => w.path === "/");
  const rows: (string | number | null)[][] = [
    ["cold start → first 200", `${fmt(results.startup?.coldMs, 0)} ms`],
    ["warm start → first 200", `${fmt(results.startup?.warmMs, 0)} ms`],
    ["static baseline req/s", fmt(byPath("/favicon.svg")?.reqPerSec, 0)],
  ];
  for (const p of ["/", "/api/v1/bots", "/api/v1/health"]) {
    const r = byPath(p);
    rows.push([
      `${p} req/s, p99 (ratio)`,
      `${fmt(r?.reqPerSec, 0)}, ${fmt(r?.p99Ms)} ms (${fmt(r?.ratioToBaseline, 3)}x)`,
    ]);
  }
  rows.push(["home JS gzip / CSS gzip", `${kb(home?.jsGzip)} / ${kb(home?.cssGzip)}`]);
  for (const db of ["pglite", "postgres"] as TtftDatabase[]) {
    const t = results.ttft?.[db];
    rows.push([
      `TTFT added by the stack (${DATABASE_NAMES[db]})`,
      t && !t.skipped ? `${fmt(t.addedMs)} ms` : "skipped",
    ]);
  }
  rows.push([
    "chat sends/s (persona)",
    results.chatThroughput ? fmt(results.chatThroughput.messagesPerSec) : "skipped",
  ]);
  for (const c of (results.cluster ?? []) as {
    instances: number;
    throughput: { messagesPerSec: number };
  }[]) {
    rows.push([`chat sends/s, ${c.instances} instance(s) behind HAProxy`, fmt(c.throughput.messagesPerSec)]);
  }
  for (const engine of ["model", "offline"] as const) {
    const m = results.memoryHeavy?.[engine];
    rows.push([
      `send → first token, memory-heavy ÷ fresh (${engine})`,
      m && !m.skipped
        ? `${fmt(m.ratio, 2)}x (${fmt(m.heavyMedianMs)} / ${fmt(m.freshMedianMs)} ms)`
        : "skipped",
    ]);
  }
  for (const l of (results.lighthouse ?? []) as LighthouseResult[]) {
    rows.push([
      `lighthouse ${l.path}`,
      l.skipped
        ? "skipped"
        : `perf ${l.performance} a11y ${l.accessibility} bp ${l.bestPractices} seo ${l.seo}, JS ${kb(l.jsTransferBytes)}`,
    ]);
  }
  for (const r of (results.slowNetwork ?? []) as SlowNetworkResult[]) {
    rows.push([
      `slow network ${r.path}`,
      r.skipped
        ? "skipped"
        : `first paint ${fmt(r.fcpMs, 0)} ms, interactive ${fmt(r.interactiveMs, 0)} ms, ${r.jsFiles} JS files`,
    ]);
  }
  printTable("Summary", ["figure", "value"], rows, { leftAlign: true });
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error("\nbench: watchdog fired after 20 minutes; stopping.");
    process.exit(2);
  }, WATCHDOG_MS);
  watchdog.unref();
  const began = Date.now();
  let server: RunningServer | null = null;
  try {
    const load = os.loadavg().map((l) => l.toFixed(2));
    console.log(
      `Infinite bench: ${os.cpus().length} CPUs, Node ${process.version}, load average ${load.join(" ")} ` +
        "(the load generator shares the machine; compare ratios, not absolute figures)",
    );
    if (parts.size < BENCH_PARTS.length)
      console.log(`Only: ${[...parts].join(", ")} (BENCH_ONLY); other figures are the last run's.`);
    if (
      ["load", "weight", "streaming", "member-pages", "signup-burst", "lighthouse", "slow-network"].some(
        (p) => want(p as BenchPart),
      )
    ) {
      section("Build");
      const build = buildIfNeeded();
      results.build = { dir: buildDir, built: build.built, ms: round(build.ms, 0) };
      console.log(build.built ? `  built in ${fmt(build.ms, 0)} ms` : `  using the existing ${buildDir}/`);
      server = await startUp();
    }

    if (server && want("load")) {
      section("Throughput");
      results.load = await runLoad(server.url);
    }

    let cookie: string | null = null;
    if (server && (want("weight") || want("lighthouse"))) {
      section("Signed-in session for dashboard pages");
      cookie = (await dashboardCookie(server.url)).cookie;
      if (cookie) console.log("  signed in through the /auth/login form");
    }

    if (server && want("weight")) {
      section("Page weight");
      results.weight = await runWeight(server.url, cookie ?? undefined);
    }

    if (server && want("streaming")) await streaming(server);
    if (want("memory-heavy")) results.memoryHeavy = await runMemoryHeavy(MEMORY_FAKE_AI_PORT);
    if (want("member-pages")) results.memberPages = await runMemberPages(MEMBER_PAGES_PORT);
    if (want("signup-burst")) results.signupBurst = await runSignupBurst(SIGNUP_BURST_PORT);
    if (server && want("lighthouse")) results.lighthouse = await lighthouse(server, cookie);
    if (server && want("slow-network")) results.slowNetwork = await slowNetwork(server);
    if (want("cluster")) {
      section("Many instances (npm run cluster)");
      try {
        results.cluster = await runClusterThroughput({
          users: num("BENCH_CLUSTER_USERS", 6),
          seconds: num("BENCH_CLUSTER_SECONDS", 10),
        });
      } catch (err) {
        skip("cluster throughput", errorMessage(err));
      }
    }
  } catch (err) {
    results.error = errorMessage(err);
    console.error(`\nbench stopped early: ${results.error}`);
    process.exitCode = 1;
  } finally {
    await server?.stop();
    results.totalSeconds = round((Date.now() - began) / 1000, 1);
    const all = mergeWithPrevious(RESULTS_FILE, results, parts);
    summary(all);
    all.targets = checkTargets(all);
    printTargets(all.targets);
    mkdirSync("bench/results", { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(all, null, 2)}\n`);
    console.log(`\nTotal ${fmt(results.totalSeconds)} s. Results written to ${RESULTS_FILE}`);
  }
}

await main();
process.exit();
