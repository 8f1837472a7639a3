// Page weight from the build: the JavaScript and CSS a page's server-rendered HTML asks for, raw and
// gzip (level 9), read from the build's client folder (or over HTTP when it is not a build file).
// CSS the document carries inline (app/utils/inline-stylesheet.tsx) counts as CSS too: its bytes are
// also in the HTML's.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildDir } from "./server";
import { errorMessage, fetchWithTimeout, kb, note, printTable } from "./util";

export interface PageWeight {
  path: string;
  status: number | null;
  skipped?: string;
  htmlRaw?: number;
  htmlGzip?: number;
  jsFiles?: number;
  jsRaw?: number;
  jsGzip?: number;
  cssFiles?: number;
  /** Linked and inline CSS together. */
  cssRaw?: number;
  cssGzip?: number;
  cssInlineRaw?: number;
}

export const weightPages = ["/", "/meet-bots", "/pricing", "/auth/login"];

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1] ?? null;

/** The script and stylesheet URLs a Remix document loads on first paint, and its inline styles. */
export function assetUrls(html: string): { js: string[]; css: string[]; inlineCss: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, "src");
    if (src) js.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, "rel") ?? "").toLowerCase();
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload" || (rel === "preload" && attr(tag, "as") === "script")) js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  // Remix's inline module script imports the entry and route modules by URL.
  for (const [body] of html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/gi)) {
    for (const m of body.matchAll(/(?:import\s*\(\s*|from\s+|import\s+)["']([^"']+\.m?js)["']/g))
      if (m[1]) js.add(m[1]);
  }
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? "");
  return { js: [...js], css: [...css], inlineCss };
}

async function assetBytes(baseUrl: string, url: string): Promise<Buffer> {
  const u = new URL(url, baseUrl);
  if (u.origin === new URL(baseUrl).origin) {
    const file = path.join(buildDir, "client", decodeURIComponent(u.pathname));
    if (existsSync(file)) return readFileSync(file);
  }
  const res = await fetchWithTimeout(u.href, {}, 10_000);
  if (!res.ok) throw new Error(`${u.pathname} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

async function sum(baseUrl: string, urls: string[]) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const buf = await assetBytes(baseUrl, url);
    raw += buf.length;
    gzip += gz(buf);
  }
  return { raw, gzip };
}

export async function measurePage(baseUrl: string, pagePath: string, cookie?: string): Promise<PageWeight> {
  try {
    const res = await fetchWithTimeout(
      `${baseUrl}${pagePath}`,
      { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} },
      15_000,
    );
    const html = await res.text();
    if (res.status !== 200) {
      const where = res.headers.get("location");
      return {
        path: pagePath,
        status: res.status,
        skipped:
          res.status === 404
            ? "404 (page not built yet)"
            : `status ${res.status}${where ? ` → ${where}` : ""}`,
      };
    }
    const { js, css, inlineCss } = assetUrls(html);
    const jsSum = await sum(baseUrl, js);
    const cssSum = await sum(baseUrl, css);
    const inlineCssBuf = Buffer.from(inlineCss.join(""));
    const htmlBuf = Buffer.from(html);
    return {
      path: pagePath,
      status: res.status,
      htmlRaw: htmlBuf.length,
      htmlGzip: gz(htmlBuf),
      jsFiles: js.length,
      jsRaw: jsSum.raw,
      jsGzip: jsSum.gzip,
      cssFiles: css.length,
      cssRaw: cssSum.raw + inlineCssBuf.length,
      cssGzip: cssSum.gzip + (inlineCssBuf.length ? gz(inlineCssBuf) : 0),
      cssInlineRaw: inlineCssBuf.length,
    };
  } catch (err) {
    return { path: pagePath, status: null, skipped: `failed: ${errorMessage(err)}` };
  }
}

export async function runWeight(baseUrl: string, cookie?: string): Promise<PageWeight[]> {
  const pages = [...weightPages];
  if (cookie) pages.push("/dashboard/discover");
  const results: PageWeight[] = [];
  for (const p of pages)
    results.push(await measurePage(baseUrl, p, p.startsWith("/dashboard") ? cookie : undefined));
  const measured = results.filter((r) => !r.skipped);
  printTable(
    "Page weight from the build (first load: HTML + the JS and CSS it references; gzip = zlib level 9)",
    ["page", "JS files", "JS raw", "JS gzip", "CSS files", "CSS raw (of it inline)", "CSS gzip", "HTML gzip"],
    measured.map((r) => [
      r.path,
      r.jsFiles ?? null,
      kb(r.jsRaw),
      kb(r.jsGzip),
      r.cssFiles ?? null,
      `${kb(r.cssRaw)} (${kb(r.cssInlineRaw)})`,
      kb(r.cssGzip),
      kb(r.htmlGzip),
    ]),
  );
  for (const r of results.filter((x) => x.skipped)) note(`${r.path}: skipped, ${r.skipped}`);
  return results;
}
