// Small helpers shared by the bench modules: timing, bounded HTTP calls, statistics, tables.

/** The Chromium that Lighthouse and the slow-network part drive (Debian's, as for the e2e specs). */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const now = () => performance.now();

/** fetch with a hard deadline, so a hung server can never stall the whole bench. */
export async function fetchWithTimeout(url: string, init: RequestInit = {}, timeoutMs = 15_000) {
  return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}

/** GET/POST JSON against the API; never throws for HTTP errors, only for network failures. */
export async function apiJson(
  base: string,
  path: string,
  opts: { method?: string; token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<{ status: number; json: any; headers: Headers }> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetchWithTimeout(
    `${base}/api/v1${path}`,
    {
      method: opts.method ?? (opts.body === undefined ? "GET" : "POST"),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    },
    opts.timeoutMs ?? 15_000,
  );
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text.slice(0, 200) };
  }
  return { status: res.status, json, headers: res.headers };
}

export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] ?? null;
}

export const median = (values: number[]) => percentile(values, 50);

export function round(n: number | null | undefined, digits = 1): number | null {
  if (n === null || n === undefined || !Number.isFinite(n)) return null;
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

export function fmt(n: number | null | undefined, digits = 1): string {
  const r = round(n, digits);
  return r === null ? "–" : r.toLocaleString("en-US", { maximumFractionDigits: digits });
}

export function kb(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? "–" : `${(bytes / 1024).toFixed(1)} KB`;
}

/** Prints rows as an aligned text table; numeric-looking cells are right-aligned. */
export function printTable(
  title: string,
  headers: string[],
  rows: (string | number | null)[][],
  opts: { leftAlign?: boolean } = {},
) {
  const cells = rows.map((r) => r.map((c) => (c === null || c === undefined ? "–" : String(c))));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? "").length)));
  const numeric = /^[-+]?[\d,.]+(\s?(ms|KB|x|%|\/s))?$|^–$/;
  const line = (r: string[]) =>
    r
      .map((c, i) =>
        i > 0 && !opts.leftAlign && numeric.test(c) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0),
      )
      .join("  ")
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of cells) console.log(line(r));
}

export function section(title: string) {
  console.log(`\n=== ${title} ===`);
}

export function note(message: string) {
  console.log(`  · ${message}`);
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error)
    return err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message;
  return String(err);
}
