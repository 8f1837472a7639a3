// Throughput of a few routes of one server with autocannon, each compared with a static baseline
// served by the same process (the load generator shares the machine, so only ratios travel well).
import autocannon from "autocannon";
import { fmt, printTable, round } from "./util";

export interface LoadResult {
  name: string;
  path: string;
  reqPerSec: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  non2xx: number;
  errors: number;
  ratioToBaseline: number | null;
}

interface LoadTarget {
  name: string;
  path: string;
  baseline?: boolean;
  headers?: Record<string, string>;
}

export const loadTargets: LoadTarget[] = [
  { name: "static baseline", path: "/favicon.svg", baseline: true },
  { name: "API health (DB)", path: "/api/v1/health" },
  // As a visitor gets it: the server's shared page cache serves a copy (docs/decisions/012-shared-page-cache.md).
  { name: "home page SSR", path: "/" },
  // Any cookie skips that cache, so this is the render itself, as every signed-in page costs.
  { name: "home page rendered (with a cookie)", path: "/", headers: { Cookie: "bench=1" } },
  { name: "API bots list", path: "/api/v1/bots" },
];

async function measure(url: string, seconds: number, headers?: Record<string, string>) {
  return autocannon({ url, connections: 10, duration: seconds, timeout: 10, headers });
}

export async function runLoad(baseUrl: string): Promise<LoadResult[]> {
  const seconds = Math.max(1, Number(process.env.BENCH_SECONDS) || 8);
  const results: LoadResult[] = [];
  for (const target of loadTargets) {
    const url = `${baseUrl}${target.path}`;
    process.stdout.write(`  ${target.name} (${target.path}): warm-up 2 s, measure ${seconds} s … `);
    await measure(url, 2, target.headers);
    const r = await measure(url, seconds, target.headers);
    console.log(`${fmt(r.requests.average, 0)} req/s`);
    results.push({
      name: target.name,
      path: target.path,
      reqPerSec: round(r.requests.average, 1),
      p50Ms: round(r.latency.p50, 1),
      p99Ms: round(r.latency.p99, 1),
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      ratioToBaseline: null,
    });
  }
  const base = results[0]?.reqPerSec;
  for (const r of results) {
    r.ratioToBaseline = base && r.reqPerSec !== null ? round(r.reqPerSec / base, 3) : null;
  }
  printTable(
    `Throughput (autocannon, 10 connections, ${seconds} s after a 2 s warm-up; ratio = req/s ÷ baseline req/s)`,
    ["route", "path", "req/s", "p50", "p99", "ratio", "non-2xx", "errors"],
    results.map((r) => [
      r.name,
      r.path,
      fmt(r.reqPerSec, 0),
      `${fmt(r.p50Ms)} ms`,
      `${fmt(r.p99Ms)} ms`,
      r.ratioToBaseline === null ? "–" : `${fmt(r.ratioToBaseline, 3)}x`,
      r.non2xx,
      r.errors,
    ]),
  );
  return results;
}
