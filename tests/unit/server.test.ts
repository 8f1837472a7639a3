// The one Node server (server/, docs/decisions/011-one-node-server.md) started as `npm start` runs
// it, on the real production build, on a loopback port: static files with their headers, the API
// mounted ahead of Remix, pages with their nonce, body limits, HEAD, the 404 page, and shutdown
// (tests/support/built-server.ts starts it).
import { createHash } from "node:crypto";
import http from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_TOO_LARGE } from "../../contract/body-limits.js";
import { KEEP_ALIVE_MS } from "../../contract/keep-alive.js";
import { NON_DOCUMENT_CSP } from "../../contract/http-headers.js";
import { COPY } from "../../contract/messages";
import { buildDir, serverEntry as entry, startBuiltServer, type BuiltServer } from "../support/built-server";

const MB = 1024 * 1024;

let server: BuiltServer;
let base: string;

beforeAll(async () => {
  server = await startBuiltServer();
  base = server.base;
}, 300_000);

afterAll(() => server?.stop());

const get = (p: string, init?: RequestInit) => fetch(`${base}${p}`, { redirect: "manual", ...init });

describe("static files", () => {
  it("caches a hashed build file for a year, and sends it compressed from one copy", async () => {
    const html = await (await get("/")).text();
    // The page's largest script: tiny ones (a route's stub) are sent as they are.
    const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
    expect(assets.length).toBeGreaterThan(0);
    const sizes = await Promise.all(
      assets.map(async (a) => Number((await get(a, { method: "HEAD" })).headers.get("content-length"))),
    );
    const asset = assets[sizes.indexOf(Math.max(...sizes))];
    const plain = await get(asset!, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(plain.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
    expect(plain.headers.get("content-security-policy")).toBe(NON_DOCUMENT_CSP);
    const bytes = Buffer.from(await plain.arrayBuffer());
    expect(bytes.length).toBe(Number(plain.headers.get("content-length")));

    // fetch() would decode it; node's http keeps the bytes as sent.
    const { headers, body } = await rawGet(asset!, { "Accept-Encoding": "br, gzip" });
    expect(headers["content-encoding"]).toBe("br");
    expect(headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(body).equals(bytes)).toBe(true);
  });

  it("gives other files an hour, answers If-None-Match with 304, and serves byte ranges", async () => {
    const icon = await get("/favicon.svg");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(icon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const etag = icon.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await get("/favicon.svg", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);

    const part = await get("/media/hero.mp4", { headers: { Range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toMatch(/^bytes 0-99\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it("serves the service worker with its own scope, policy and freshness", async () => {
    const sw = await get("/sw.js");
    expect(sw.status).toBe(200);
    expect(sw.headers.get("service-worker-allowed")).toBe("/");
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    expect(sw.headers.get("content-security-policy")).toBe("default-src 'self'");
  });
});

describe("pages", () => {
  it("rendered for a visitor, carry a CSP with a fresh nonce that every script has", async () => {
    // Any cookie: the page is rendered, not a shared copy (below).
    const res = await get("/", { headers: { Cookie: "seen=1" } });
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    const nonce = csp.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(
      (await get("/", { headers: { Cookie: "seen=1" } })).headers.get("content-security-policy"),
    ).not.toContain(nonce);
  });

  it("carry the built stylesheet inline and name their scripts in the head, ahead of every image", async () => {
    for (const page of ["/", "/auth/login"]) {
      const html = await (await get(page)).text();
      const [head = "", body = ""] = html.split("</head>");
      // No stylesheet to fetch: the built one is inside the document, whole.
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const css = /<style id="app-stylesheet">([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
      const href = /\/assets\/tailwind-[\w-]+\.css/.exec(readFileSync(entry, "utf8"))?.[0];
      expect(href).toBeTruthy();
      expect(css).toBe(readFileSync(path.join(buildDir, "client", href!), "utf8"));
      // Every module the page's bootstrap imports is preloaded from the head, before any image.
      const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
      const bootstrap = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? "";
      const imported = [...bootstrap.matchAll(/(?:from |import\()"([^"]+\.js)"/g)].map((m) => m[1]);
      expect(imported.length).toBeGreaterThan(2);
      for (const file of imported) expect(preloads).toContain(file);
      // HTTP/1.1 gives a page six connections: one wave of scripts (docs/decisions/013-inline-stylesheet.md).
      expect(preloads.length).toBeLessThanOrEqual(6);
      if (page === "/") {
        const firstImage = html.search(/<link[^>]+as="image"|<img\b/);
        expect(firstImage).toBeGreaterThan(0);
        expect(html.indexOf('rel="modulepreload"')).toBeLessThan(firstImage);
      }
    }
  });

  it("are kept for visitors without cookies as one copy, its inline scripts allowed by hash; a cookie always renders", async () => {
    await get("/pricing");
    const copy = await get("/pricing");
    expect(copy.headers.get("age")).toMatch(/^\d+$/);
    const csp = copy.headers.get("content-security-policy")!;
    expect(csp).not.toContain("'nonce-");
    const html = await copy.text();
    expect(html).not.toMatch(/\snonce="/);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/\ssrc=/.test(attrs!),
    );
    expect(inline.length).toBeGreaterThan(1);
    for (const [, , text] of inline) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
    }
    expect(await (await get("/pricing")).text()).toBe(html);
    // Compressed once for everyone: the same bytes to the next visitor.
    const first = await rawGet("/pricing", { "Accept-Encoding": "br" });
    const second = await rawGet("/pricing", { "Accept-Encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(first.body).toString()).toBe(html);
    expect(second.body.equals(first.body)).toBe(true);
    const rendered = await fetch(`${base}/pricing`, { headers: { Cookie: "seen=1" } });
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get("age")).toBeNull();
    expect(rendered.headers.get("content-security-policy")).toContain("'nonce-");
  });

  it("answer an unknown path with the 404 page", async () => {
    const res = await get("/no/such/page/anywhere");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("Page Not Found");
  });

  it("give resource routes the security headers entry.server never sets", async () => {
    const res = await get("/dev/outbox.json?to=nobody@example.com");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(NON_DOCUMENT_CSP);
  });
});

describe("the API", () => {
  it("answers /api/v1 itself, ahead of Remix, with the API's headers", async () => {
    const res = await get("/api/v1/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toBe(NON_DOCUMENT_CSP);
    expect((await res.json()).data.status).toBe("ok");
    // An unknown API path is the API's own 404, not Remix's page.
    const missing = await get("/api/v1/no-such-thing");
    expect(missing.status).toBe(404);
    expect((await missing.json()).success).toBe(false);
    // The access log: the API logs its calls; the server logs only what Remix answered.
    await waitFor(() => server.output().includes("[api] GET /api/v1/no-such-thing 404"));
    expect(server.output()).not.toMatch(/\[web\] GET \/api\/v1\//);
    expect(server.output()).toMatch(/\[web\] GET \/ 200/);
  });

  it("compresses its answers, but not for a reader of server-sent events (a send's stream never is)", async () => {
    const compressed = await rawGet("/api/v1/bots?per_page=20", { "Accept-Encoding": "br, gzip" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    const forEvents = await rawGet("/api/v1/bots?per_page=20", {
      "Accept-Encoding": "br, gzip",
      Accept: "text/event-stream",
    });
    expect(forEvents.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(forEvents.body.toString("utf8")).success).toBe(true);
    expect(forEvents.body.length).toBeGreaterThan(compressed.body.length);
  });
});

describe("HEAD", () => {
  it.each(["/", "/favicon.svg", "/api/v1/health"])("%s answers like GET without a body", async (p) => {
    const res = await get(p, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toBe("");
  });
});

describe("request bodies", () => {
  it("refuses an oversized JSON body to the API with 413 and the API's envelope", async () => {
    const res = await get("/api/v1/contact-us/send", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(2 * MB) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: BODY_TOO_LARGE, code: 413 });
  });

  it("refuses an oversized form posted to a page with a page", async () => {
    const res = await get("/get-in-touch", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: `message=${"y".repeat(2 * MB)}`,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toContain("Request too large");
  });
});

describe("connections", () => {
  it("keeps an idle connection longer than clients and the balancer do, so they close it first", async () => {
    const keepAlive = await new Promise<string>((resolve, reject) => {
      http
        .get(`${base}/api/v1/health`, { headers: { Connection: "keep-alive" } }, (res) => {
          res.resume();
          res.on("end", () => resolve(String(res.headers["keep-alive"])));
        })
        .on("error", reject);
    });
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  });
});

describe("shutdown", () => {
  it("answers a request still running at SIGTERM from the database, then ends with exit code 0", async () => {
    const exited = new Promise<number | null>((resolve) =>
      server.child.once("exit", (code) => resolve(code)),
    );
    // A sign-in whose body is still arriving when the signal comes: it needs the database after it.
    const body = JSON.stringify({ email: "nobody@example.com", password: "not-the-password-1" });
    const { request } = await import("node:http");
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${base}/api/v1/login`,
        { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": body.length } },
        (res) => {
          let text = "";
          res.on("data", (c: Buffer) => (text += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const { status, text } = await answer;
    // The API's own answer to unknown credentials, looked up in the database: not a cut connection.
    expect(status).toBe(422);
    expect(JSON.parse(text)).toMatchObject({ success: false, message: COPY.invalidCredentials });
    expect(await exited).toBe(0);
  });
});

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
}

/** GET with node's http client, which hands over the body exactly as it came (no decoding). */
async function rawGet(p: string, headers: Record<string, string>) {
  const { request } = await import("node:http");
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(`${base}${p}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    },
  );
}
