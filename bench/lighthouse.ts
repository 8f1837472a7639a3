// Lighthouse 12.8 (mobile preset, Debian's Chromium) through its CLI, one page at a time. Each run
// is its own process group, so a hung Chromium is killed with it.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { killGroup, makeTempDir, removeTempDir, track, untrackGroup } from "./server";
import { CHROME_PATH, errorMessage, fetchWithTimeout, fmt, kb, note, printTable, round, sleep } from "./util";

const CLI = "node_modules/lighthouse/cli/index.js";
// The bench's fourth port (BENCH_PORT + 3, bench/run.ts), free once the memory-heavy part is done.
const DEBUG_PORT = (Number(process.env.BENCH_PORT) || 3230) + 3;
const RUN_TIMEOUT_MS = 120_000;

export interface LighthouseResult {
  path: string;
  skipped?: string;
  performance?: number | null;
  accessibility?: number | null;
  bestPractices?: number | null;
  seo?: number | null;
  jsTransferBytes?: number | null;
  totalTransferBytes?: number | null;
  fcpMs?: number | null;
  lcpMs?: number | null;
  tbtMs?: number | null;
  cls?: number | null;
  failedAudits?: string[];
  /** What the console and DevTools issues audits complained about (they cost best-practices points). */
  consoleErrors?: string[];
}

export function lighthouseAvailable(): string | null {
  if (process.env.BENCH_SKIP_LIGHTHOUSE === "1") return "BENCH_SKIP_LIGHTHOUSE=1";
  if (!existsSync(CLI)) return "lighthouse is not installed";
  if (!existsSync(CHROME_PATH)) return `no Chromium at ${CHROME_PATH}`;
  return null;
}

const score = (report: any, id: string) => {
  const s = report?.categories?.[id]?.score;
  return typeof s === "number" ? Math.round(s * 100) : null;
};

function summarize(pagePath: string, report: any): LighthouseResult {
  if (report?.runtimeError?.code) {
    return {
      path: pagePath,
      skipped: `runtime error ${report.runtimeError.code}: ${report.runtimeError.message}`,
    };
  }
  const items: any[] = report?.audits?.["resource-summary"]?.details?.items ?? [];
  const bytes = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? null;
  const metric = (id: string) => report?.audits?.[id]?.numericValue ?? null;
  // Audits that cost points in the scored categories, for whoever chases the budget next.
  const failed = new Set<string>();
  for (const cat of Object.values<any>(report?.categories ?? {})) {
    for (const ref of cat.auditRefs ?? []) {
      const a = report.audits?.[ref.id];
      if (ref.weight > 0 && typeof a?.score === "number" && a.score < 0.9) failed.add(ref.id);
    }
  }
  const consoleErrors = [
    ...(report?.audits?.["errors-in-console"]?.details?.items ?? []).map((i: any) =>
      String(i.description ?? ""),
    ),
    ...(report?.audits?.["inspector-issues"]?.details?.items ?? []).map(
      (i: any) => `issue: ${i.issueType ?? "?"}`,
    ),
  ]
    .filter(Boolean)
    .map((m) => m.slice(0, 160));
  return {
    path: pagePath,
    consoleErrors,
    performance: score(report, "performance"),
    accessibility: score(report, "accessibility"),
    bestPractices: score(report, "best-practices"),
    seo: score(report, "seo"),
    jsTransferBytes: bytes("script"),
    totalTransferBytes: bytes("total"),
    fcpMs: round(metric("first-contentful-paint"), 0),
    lcpMs: round(metric("largest-contentful-paint"), 0),
    tbtMs: round(metric("total-blocking-time"), 0),
    cls: round(metric("cumulative-layout-shift"), 3),
    failedAudits: [...failed],
  };
}

async function runOne(
  url: string,
  pagePath: string,
  outFile: string,
  cookie?: string,
): Promise<LighthouseResult> {
  const args = [
    CLI,
    url,
    "--output=json",
    `--output-path=${outFile}`,
    "--quiet",
    `--port=${DEBUG_PORT}`,
    "--max-wait-for-load=30000",
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const child = track(
    spawn(process.execPath, args, {
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, CHROME_PATH },
    }),
    true,
  );
  let stderr = "";
  child.stderr?.on("data", (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2000)));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const code = await Promise.race([exit, sleep(RUN_TIMEOUT_MS).then(() => "timeout" as const)]);
  killGroup(child);
  untrackGroup(child);
  if (code === "timeout") return { path: pagePath, skipped: `timed out after ${RUN_TIMEOUT_MS / 1000} s` };
  if (!existsSync(outFile)) {
    return {
      path: pagePath,
      skipped: `lighthouse exited ${code}: ${stderr.trim().split("\n").slice(-3).join(" ")}`,
    };
  }
  return summarize(pagePath, JSON.parse(readFileSync(outFile, "utf8")));
}

export async function runLighthouse(
  baseUrl: string,
  pages: { path: string; cookie?: string; skip?: string }[],
): Promise<LighthouseResult[]> {
  const dir = makeTempDir("infinite-bench-lh-");
  const results: LighthouseResult[] = [];
  try {
    for (const [i, page] of pages.entries()) {
      if (page.skip) {
        results.push({ path: page.path, skipped: page.skip });
        continue;
      }
      process.stdout.write(`  lighthouse ${page.path} … `);
      const started = Date.now();
      try {
        const pre = await fetchWithTimeout(`${baseUrl}${page.path}`, {
          redirect: "manual",
          headers: page.cookie ? { Cookie: page.cookie } : {},
        });
        await pre.arrayBuffer();
        if (pre.status !== 200) {
          results.push({ path: page.path, skipped: `page answered ${pre.status}` });
          console.log("skipped");
          continue;
        }
        const r = await runOne(
          `${baseUrl}${page.path}`,
          page.path,
          path.join(dir, `lh-${i}.json`),
          page.cookie,
        );
        results.push(r);
      } catch (err) {
        results.push({ path: page.path, skipped: `failed: ${errorMessage(err)}` });
      }
      console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  } finally {
    removeTempDir(dir);
  }
  const done = results.filter((r) => !r.skipped);
  printTable(
    "Lighthouse 12.8 (mobile preset, simulated throttling; JS/total = transfer size from the report)",
    ["page", "perf", "a11y", "best pr.", "SEO", "JS", "total", "FCP", "LCP", "TBT", "CLS"],
    done.map((r) => [
      r.path,
      r.performance ?? null,
      r.accessibility ?? null,
      r.bestPractices ?? null,
      r.seo ?? null,
      kb(r.jsTransferBytes),
      kb(r.totalTransferBytes),
      `${fmt(r.fcpMs, 0)} ms`,
      `${fmt(r.lcpMs, 0)} ms`,
      `${fmt(r.tbtMs, 0)} ms`,
      fmt(r.cls, 3),
    ]),
  );
  for (const r of done) {
    if (r.failedAudits?.length)
      note(`${r.path}: audits below 0.9: ${r.failedAudits.slice(0, 15).join(", ")}`);
    for (const m of r.consoleErrors?.slice(0, 3) ?? []) note(`${r.path}: console: ${m}`);
  }
  for (const r of results.filter((x) => x.skipped)) note(`${r.path}: skipped, ${r.skipped}`);
  return results;
}
