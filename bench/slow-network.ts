// A phone on a slow network: Debian's Chromium through Playwright, with the CPU slowed 4×
// and every request delayed 2 s on Lighthouse's "slow 4G" throughput, cache off and a fresh context
// per run. Per page: first contentful paint, the moment React has hydrated the page (the signal the
// e2e specs wait for, e2e/support/chat-users.ts `hydrated`), and the JavaScript files fetched until
// then. The median of a few runs is kept.
import { chromium, devices, type Browser } from "@playwright/test";
import { existsSync } from "node:fs";
import { CHROME_PATH, errorMessage, fmt, median, note, printTable } from "./util";

export const SLOW_NETWORK = {
  cpuSlowdown: 4,
  latencyMs: 2000,
  downloadBytesPerSec: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSec: (750 * 1024) / 8,
};
export const slowNetworkPages = ["/", "/meet-bots", "/pricing", "/auth/login"];
const RUNS = Number(process.env.BENCH_SLOW_RUNS) || 3;
const RUN_TIMEOUT_MS = 90_000;

export interface SlowNetworkRun {
  fcpMs: number | null;
  interactiveMs: number;
  jsFiles: number;
}

export interface SlowNetworkResult {
  path: string;
  skipped?: string;
  runs?: number;
  fcpMs?: number | null;
  interactiveMs?: number | null;
  jsFiles?: number | null;
}

/** The median of each figure over the runs (the file count too: a run may lose a request). */
export function summarizeRuns(pagePath: string, runs: SlowNetworkRun[]): SlowNetworkResult {
  if (runs.length === 0) return { path: pagePath, skipped: "no run finished" };
  const fcps = runs.map((r) => r.fcpMs).filter((n): n is number => n !== null);
  return {
    path: pagePath,
    runs: runs.length,
    fcpMs: median(fcps),
    interactiveMs: median(runs.map((r) => r.interactiveMs)),
    jsFiles: median(runs.map((r) => r.jsFiles)),
  };
}

export function slowNetworkAvailable(): string | null {
  if (!existsSync(CHROME_PATH)) return `no Chromium at ${CHROME_PATH}`;
  return null;
}

// Runs in the page before its own scripts: notes when React's props first appear on the main
// landmark (React puts them there as it hydrates the element), checking on every frame. A string, as
// tsx would wrap a function's inner functions in a helper the page does not have.
const WATCH_HYDRATION = `(() => {
  const check = () => {
    const el = document.getElementById("main");
    if (el && Object.keys(el).some((k) => k.startsWith("__reactProps$"))) window.__hydratedAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

async function measureOnce(browser: Browser, url: string): Promise<SlowNetworkRun> {
  const context = await browser.newContext({ ...devices["Pixel 5"] });
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_HYDRATION);
    let hydrated = false;
    let jsFiles = 0;
    page.on("request", (req) => {
      if (!hydrated && req.resourceType() === "script") jsFiles++;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW_NETWORK.latencyMs,
      downloadThroughput: SLOW_NETWORK.downloadBytesPerSec,
      uploadThroughput: SLOW_NETWORK.uploadBytesPerSec,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_NETWORK.cpuSlowdown });
    const res = await page.goto(url, { waitUntil: "commit", timeout: RUN_TIMEOUT_MS });
    if (res?.status() !== 200) throw new Error(`answered ${res?.status()}`);
    const at = await page.waitForFunction(
      () => (window as unknown as { __hydratedAt?: number }).__hydratedAt,
      undefined,
      { timeout: RUN_TIMEOUT_MS },
    );
    hydrated = true;
    const interactiveMs = Number(await at.jsonValue());
    const fcpMs = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    );
    return { fcpMs, interactiveMs, jsFiles };
  } finally {
    await context.close();
  }
}

export async function runSlowNetwork(
  baseUrl: string,
  pages = slowNetworkPages,
): Promise<SlowNetworkResult[]> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic"],
  });
  const results: SlowNetworkResult[] = [];
  try {
    for (const pagePath of pages) {
      process.stdout.write(`  ${pagePath}: ${RUNS} runs … `);
      const runs: SlowNetworkRun[] = [];
      let failure: string | null = null;
      for (let i = 0; i < RUNS; i++) {
        try {
          runs.push(await measureOnce(browser, `${baseUrl}${pagePath}`));
        } catch (err) {
          failure = errorMessage(err).split("\n")[0] ?? null;
        }
      }
      const summary = summarizeRuns(pagePath, runs);
      results.push(failure && !runs.length ? { ...summary, skipped: failure } : summary);
      console.log(failure ? `done (a run failed: ${failure})` : "done");
    }
  } finally {
    await browser.close();
  }
  const { cpuSlowdown, latencyMs } = SLOW_NETWORK;
  printTable(
    `Slow network (Chromium, CPU ÷${cpuSlowdown}, +${latencyMs} ms per request, 1.6 Mbps down / 750 kbps up, no cache; median of ${RUNS})`,
    ["page", "first paint", "interactive (hydrated)", "JS files until then"],
    results
      .filter((r) => !r.skipped)
      .map((r) => [r.path, `${fmt(r.fcpMs, 0)} ms`, `${fmt(r.interactiveMs, 0)} ms`, r.jsFiles ?? null]),
  );
  for (const r of results.filter((x) => x.skipped)) note(`${r.path}: skipped, ${r.skipped}`);
  return results;
}
