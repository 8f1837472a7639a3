// The server's shared page cache (server/page-cache.js): what may be stored and for whom, inline
// scripts allowed by hash instead of a nonce, copies compressed once, the lifetime, one render for a
// burst of visitors, and clearing on a catalogue change.
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { catalogueChanged, onCatalogueChange } from "../../api/http/read-cache";
import {
  createPageCache,
  mayUseSharedCache,
  sharedCookieKey,
  sharedLifetimeMs,
} from "../../server/page-cache.js";

const PUBLIC = "public, max-age=10, s-maxage=10, stale-while-revalidate=60";

const SCRIPTS = ["go()", 'window.data = {"a":"</scr"+"ipt>"};'];

function page(nonce: string, headers: Record<string, string> = {}, status = 200) {
  const inline = SCRIPTS.map((s) => `<script nonce="${nonce}">${s}</script>`).join("");
  const body = `<html><head>${inline}<script nonce="${nonce}" type="module" src="/assets/a.js"></script></head><body>${"<p>Hello</p>".repeat(200)}</body></html>`;
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": PUBLIC,
      Vary: "Cookie",
      "Content-Security-Policy": `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      ...headers,
    },
  });
}

/** A renderer that counts its renders and answers `make(n)` for the n-th. */
function renderer(make: (n: number) => Response = (n) => page(`nonce${n}`)) {
  let renders = 0;
  return {
    get renders() {
      return renders;
    },
    render: async () => make(++renders),
  };
}

const visit = (path = "/", headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers });

describe("who shares a stored page", () => {
  it("only GET requests without a cookie or a token", () => {
    expect(mayUseSharedCache(visit())).toBe(true);
    expect(mayUseSharedCache(visit("/", { Cookie: "anything=1" }))).toBe(false);
    expect(mayUseSharedCache(visit("/", { Authorization: "Bearer x" }))).toBe(false);
    expect(mayUseSharedCache(new Request("http://localhost/", { method: "POST" }))).toBe(false);
  });

  it("a visitor whose only cookie is the theme's, one copy per theme", () => {
    expect(sharedCookieKey(visit())).toBe("");
    expect(sharedCookieKey(visit("/", { Cookie: "theme=light" }))).toBe("theme=light");
    expect(sharedCookieKey(visit("/", { Cookie: " theme=dark " }))).toBe("theme=dark");
    expect(mayUseSharedCache(visit("/", { Cookie: "theme=dark" }))).toBe(true);
    for (const cookie of [
      "theme=light; infinite_user=1",
      "infinite_user=1; theme=light",
      "theme=light; toast-session=x",
      "theme=system",
      "theme=light; theme=dark",
      "theme",
      "__proto__=1",
      "constructor=light",
    ]) {
      expect(sharedCookieKey(visit("/", { Cookie: cookie })), cookie).toBeNull();
      expect(mayUseSharedCache(visit("/", { Cookie: cookie })), cookie).toBe(false);
    }
  });
});

describe("what may be stored", () => {
  it("a public 200 HTML page for its s-maxage, never more than ten seconds", () => {
    expect(sharedLifetimeMs(page("a"))).toBe(10_000);
    expect(sharedLifetimeMs(page("a", { "Cache-Control": "public, s-maxage=3" }))).toBe(3_000);
    expect(sharedLifetimeMs(page("a", { "Cache-Control": "public, s-maxage=3600" }))).toBe(10_000);
  });

  it.each([
    ["a private page", { "Cache-Control": "private, no-store" }, 200],
    ["a page that sets a cookie", { "Set-Cookie": "toast=1" }, 200],
    ["a page that varies on more than the cookie and the language", { Vary: "Cookie, User-Agent" }, 200],
    ["data, not a page", { "Content-Type": "application/json" }, 200],
    ["an error page", {}, 404],
    ["a page with no lifetime", { "Cache-Control": "public" }, 200],
  ])("not %s", (_name, headers, status) => {
    expect(sharedLifetimeMs(page("a", headers as Record<string, string>, status))).toBe(0);
  });
});

describe("serving", () => {
  it("renders once, then hands out one copy whose inline scripts are allowed by hash, no nonce left", async () => {
    const cache = createPageCache();
    const r = renderer();
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const bodies = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await cache.serve(visit(), r.render);
      const csp = res.headers.get("Content-Security-Policy")!;
      expect(csp).toBe(`script-src ${SCRIPTS.map(sha).join(" ")} 'strict-dynamic'`);
      const body = await res.text();
      expect(body).not.toContain("nonce");
      // The scripts are sent exactly as rendered, the module script by its URL.
      for (const script of SCRIPTS) expect(body).toContain(`<script>${script}</script>`);
      expect(body).toContain('<script type="module" src="/assets/a.js">');
      bodies.add(body);
    }
    expect(r.renders).toBe(1);
    expect(bodies.size).toBe(1);
  });

  it("sends a copy compressed as the client asks, compressed once", async () => {
    const cache = createPageCache();
    const r = renderer();
    const plain = await (await cache.serve(visit(), r.render)).text();
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const first = await cache.serve(visit("/", { "Accept-Encoding": `${encoding}` }), r.render);
      expect(first.headers.get("Content-Encoding")).toBe(encoding);
      expect(first.headers.get("Vary")).toBe("Cookie, Accept-Language, Accept-Encoding");
      const bytes = Buffer.from(await first.arrayBuffer());
      expect(bytes.length).toBeLessThan(plain.length / 4);
      expect(decode(bytes).toString()).toBe(plain);
      const again = Buffer.from(
        await (await cache.serve(visit("/", { "Accept-Encoding": encoding }), r.render)).arrayBuffer(),
      );
      expect(again.equals(bytes)).toBe(true);
    }
    expect(r.renders).toBe(1);
  });

  it("keeps a page for its lifetime and counts its age", async () => {
    let now = 0;
    const cache = createPageCache({ now: () => now });
    const r = renderer();
    await cache.serve(visit(), r.render);
    now = 9_000;
    expect((await cache.serve(visit(), r.render)).headers.get("Age")).toBe("9");
    now = 10_001;
    await cache.serve(visit(), r.render);
    expect(r.renders).toBe(2);
  });

  it("renders for anyone with a cookie, and never stores what they got", async () => {
    const cache = createPageCache();
    const r = renderer();
    await cache.serve(visit("/", { Cookie: "infinite_user=1" }), r.render);
    await cache.serve(visit("/", { Cookie: "infinite_user=1" }), r.render);
    expect(r.renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("passes through what may not be stored, untouched", async () => {
    const cache = createPageCache();
    const r = renderer((n) => page(`n${n}`, { "Set-Cookie": "x=1" }));
    const res = await cache.serve(visit(), r.render);
    expect(res.headers.get("Set-Cookie")).toBe("x=1");
    await cache.serve(visit(), r.render);
    expect(r.renders).toBe(2);
  });

  it("keeps a copy per theme, each rendered with its own cookie", async () => {
    const cache = createPageCache();
    const seen: (string | null)[] = [];
    const render = async (request: Request) => {
      seen.push(request.headers.get("Cookie"));
      return page(`n${seen.length}`);
    };
    for (const cookie of ["theme=light", "theme=dark", "", "theme=light", "theme=dark", ""]) {
      await cache.serve(visit("/", cookie ? { Cookie: cookie } : {}), render);
    }
    expect(seen).toEqual(["theme=light", "theme=dark", null]);
    expect(cache.size).toBe(3);
  });

  it("keys on the path and the query", async () => {
    const cache = createPageCache();
    const r = renderer();
    await cache.serve(visit("/?page=1"), r.render);
    await cache.serve(visit("/?page=2"), r.render);
    await cache.serve(visit("/?page=1"), r.render);
    expect(r.renders).toBe(2);
  });

  it("renders a cold page once for a burst of visitors", async () => {
    const cache = createPageCache();
    const r = renderer();
    const pages = await Promise.all(Array.from({ length: 5 }, () => cache.serve(visit(), r.render)));
    expect(r.renders).toBe(1);
    for (const res of pages) expect(res.status).toBe(200);
  });

  it("drops the least recently used page past its size", async () => {
    const cache = createPageCache({ maxEntries: 2 });
    const r = renderer();
    await cache.serve(visit("/a"), r.render);
    await cache.serve(visit("/b"), r.render);
    await cache.serve(visit("/a"), r.render);
    await cache.serve(visit("/c"), r.render);
    expect(cache.size).toBe(2);
    await cache.serve(visit("/a"), r.render);
    expect(r.renders).toBe(3);
  });
});

describe("a catalogue change", () => {
  it("clears every page at once, through the API's catalogue signal", async () => {
    const cache = createPageCache();
    const db = {};
    const stop = onCatalogueChange(db, () => cache.clear());
    const r = renderer();
    await cache.serve(visit(), r.render);
    catalogueChanged(db);
    expect(cache.size).toBe(0);
    await cache.serve(visit(), r.render);
    expect(r.renders).toBe(2);
    stop();
    catalogueChanged(db);
    expect(cache.size).toBe(1);
  });

  it("keeps nothing that was rendering while it happened", async () => {
    const cache = createPageCache();
    let finish: (res: Response) => void = () => undefined;
    const slow = () => new Promise<Response>((resolve) => (finish = resolve));
    const served = cache.serve(visit(), slow);
    await Promise.resolve();
    cache.clear();
    finish(page("old"));
    expect((await served).status).toBe(200);
    expect(cache.size).toBe(0);
  });
});
