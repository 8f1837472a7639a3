// The member page cache (server/member-page-cache.js): which requests it answers, what it keeps,
// and that a kept page goes back only to the browser it was rendered for, only while the member's
// page version (read on every request) still says what it said before the render.
import { describe, expect, it } from "vitest";
import { createMemberPageCache, mayUseMemberCache } from "../../server/member-page-cache.js";

const SESSION = "infinite_user=sealed-a";

function page(nonce: string, text: string, headers: Record<string, string> = {}, status = 200) {
  const body = `<html><head><script nonce="${nonce}">go()</script></head><body><p>${text}</p></body></html>`;
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      ...headers,
    },
  });
}

/** A member whose page version the test moves, and a renderer that shows how often it ran. */
function member(make: (n: number) => Response = (n) => page(`nonce${n}`, `render ${n}`)) {
  let renders = 0;
  const state = { version: "1" as string | null };
  return {
    state,
    get renders() {
      return renders;
    },
    versionOf: async () => state.version,
    render: async () => make(++renders),
  };
}

const visit = (path = "/dashboard/chat?bot=1", headers: Record<string, string> = { Cookie: SESSION }) =>
  new Request(`http://localhost${path}`, { headers });

const textOf = async (res: Response) => res.text();

describe("which requests it answers", () => {
  it("GETs of the pages members live on, with a cookie, without a token or a toast", () => {
    for (const path of ["/", "/dashboard/chat?bot=1", "/dashboard/discover"])
      expect(mayUseMemberCache(visit(path))).toBe(true);
    expect(mayUseMemberCache(visit("/dashboard/subscription"))).toBe(false);
    expect(mayUseMemberCache(visit("/dashboard/chat.data?bot=1"))).toBe(false);
    expect(mayUseMemberCache(visit("/dashboard/chat?bot=1&_data=routes%2Fdashboard.chat"))).toBe(false);
    expect(mayUseMemberCache(visit("/", {}))).toBe(false);
    expect(mayUseMemberCache(visit("/", { Cookie: SESSION, Authorization: "Bearer x" }))).toBe(false);
    expect(mayUseMemberCache(visit("/", { Cookie: `${SESSION}; toast-session=abc` }))).toBe(false);
    const post = new Request("http://localhost/dashboard/chat?bot=1", {
      method: "POST",
      headers: { Cookie: SESSION },
    });
    expect(mayUseMemberCache(post)).toBe(false);
  });
});

describe("serving a member's page", () => {
  it("renders once, then serves the kept page while the version stands, with its age and no nonce", async () => {
    let clock = 0;
    const m = member();
    const cache = createMemberPageCache({ versionOf: m.versionOf, now: () => clock });
    expect(await textOf(await cache.serve(visit(), m.render))).toContain("render 1");
    clock = 3_000;
    const again = await cache.serve(visit(), m.render);
    expect(again.headers.get("Age")).toBe("3");
    const body = await again.text();
    expect(body).toContain("render 1");
    expect(body).not.toContain("nonce");
    expect(again.headers.get("Content-Security-Policy")).toMatch(
      /^script-src 'sha256-[^']+' 'strict-dynamic'$/,
    );
    expect(m.renders).toBe(1);
  });

  it("renders anew as soon as the version moved, and keeps that page", async () => {
    const m = member();
    const cache = createMemberPageCache({ versionOf: m.versionOf });
    await cache.serve(visit(), m.render);
    m.state.version = "2";
    expect(await textOf(await cache.serve(visit(), m.render))).toContain("render 2");
    expect(await textOf(await cache.serve(visit(), m.render))).toContain("render 2");
    expect(m.renders).toBe(2);
  });

  it("keeps nothing rendered under a version that moved while it rendered", async () => {
    const m = member();
    // The version read before the render is "1"; the render itself sees the change.
    const cache = createMemberPageCache({ versionOf: m.versionOf });
    const render = async () => {
      const res = await m.render();
      m.state.version = "2";
      return res;
    };
    await cache.serve(visit(), render);
    await cache.serve(visit(), render);
    expect(m.renders).toBe(2);
  });

  it("renders every time for a session whose version cannot be read (no fresh token)", async () => {
    const m = member();
    m.state.version = null;
    const cache = createMemberPageCache({ versionOf: m.versionOf });
    await cache.serve(visit(), m.render);
    await cache.serve(visit(), m.render);
    expect(m.renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("keeps a page ten seconds at most", async () => {
    let clock = 0;
    const m = member();
    const cache = createMemberPageCache({ versionOf: m.versionOf, now: () => clock });
    await cache.serve(visit(), m.render);
    clock = 9_999;
    await cache.serve(visit(), m.render);
    expect(m.renders).toBe(1);
    clock = 10_001;
    await cache.serve(visit(), m.render);
    expect(m.renders).toBe(2);
  });

  it("keeps a page for its address, cookies, languages and browser: never handed to another", async () => {
    const m = member();
    const cache = createMemberPageCache({ versionOf: m.versionOf });
    const variants = [
      visit("/dashboard/chat?bot=1"),
      visit("/dashboard/chat?bot=2"),
      visit("/dashboard/chat?bot=1", { Cookie: "infinite_user=sealed-b" }),
      visit("/dashboard/chat?bot=1", { Cookie: `${SESSION}; lang=fr` }),
      visit("/dashboard/chat?bot=1", { Cookie: `${SESSION}; theme=light` }),
      visit("/dashboard/chat?bot=1", { Cookie: SESSION, "Accept-Language": "de" }),
      visit("/dashboard/chat?bot=1", { Cookie: SESSION, "User-Agent": "Googlebot/2.1" }),
      new Request("http://other.example/dashboard/chat?bot=1", { headers: { Cookie: SESSION } }),
    ];
    const seen = [];
    for (const request of variants) seen.push(await textOf(await cache.serve(request, m.render)));
    expect(m.renders).toBe(variants.length);
    expect(new Set(seen).size).toBe(variants.length);
    // Each is kept apart: asking again renders nothing.
    for (const [i, request] of variants.entries())
      expect(await textOf(await cache.serve(request.clone(), m.render))).toBe(seen[i]);
    expect(m.renders).toBe(variants.length);
  });

  it.each([
    ["a page that sets a cookie (a session ended, a toast)", { "Set-Cookie": "a=1" }, 200],
    ["a redirect", { Location: "/auth" }, 302],
    ["an error page", {}, 500],
    ["data, not a page", { "Content-Type": "application/json" }, 200],
  ])("passes %s through, keeping nothing", async (_name, headers, status) => {
    const m = member((n) => page(`n${n}`, `render ${n}`, headers as Record<string, string>, status));
    const cache = createMemberPageCache({ versionOf: m.versionOf });
    const res = await cache.serve(visit(), m.render);
    expect(res.status).toBe(status);
    await cache.serve(visit(), m.render);
    expect(m.renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("forgets everything on clear() (the catalogue changed), even a render under way", async () => {
    const m = member();
    const cache = createMemberPageCache({ versionOf: m.versionOf });
    await cache.serve(visit(), m.render);
    cache.clear();
    await cache.serve(visit(), m.render);
    expect(m.renders).toBe(2);
    cache.clear();
    await cache.serve(visit(), async () => {
      cache.clear();
      return m.render();
    });
    await cache.serve(visit(), m.render);
    expect(m.renders).toBe(4);
  });

  it("drops the least recently used page past its size", async () => {
    const m = member();
    const cache = createMemberPageCache({ versionOf: m.versionOf, maxEntries: 2 });
    await cache.serve(visit("/"), m.render);
    await cache.serve(visit("/dashboard/discover"), m.render);
    await cache.serve(visit("/"), m.render);
    await cache.serve(visit("/dashboard/chat?bot=1"), m.render);
    expect(m.renders).toBe(3);
    await cache.serve(visit("/"), m.render);
    expect(m.renders).toBe(3);
    await cache.serve(visit("/dashboard/discover"), m.render);
    expect(m.renders).toBe(4);
  });
});

describe("a burst of one member's requests", () => {
  it("renders the page once while the version stands", async () => {
    const m = member();
    const cache = createMemberPageCache({ versionOf: m.versionOf });
    const bodies = await Promise.all(
      Array.from({ length: 5 }, async () => textOf(await cache.serve(visit(), m.render))),
    );
    expect(m.renders).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it("renders anew for a request that read a newer version than the render under way", async () => {
    const m = member();
    const cache = createMemberPageCache({ versionOf: m.versionOf });
    let release = () => {};
    const slow = cache.serve(visit(), async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return m.render();
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    m.state.version = "2";
    const fresh = cache.serve(visit(), m.render);
    release();
    expect(await textOf(await slow)).toContain("render");
    expect(await textOf(await fresh)).toContain("render");
    expect(m.renders).toBe(2);
  });

  it("each renders its own when the shared render may not be kept, or fails", async () => {
    const m = member((n) => page(`n${n}`, `render ${n}`, { "Set-Cookie": "a=1" }));
    const cache = createMemberPageCache({ versionOf: m.versionOf });
    await Promise.all(Array.from({ length: 3 }, () => cache.serve(visit(), m.render)));
    expect(m.renders).toBe(3);

    const failing = member();
    const other = createMemberPageCache({ versionOf: failing.versionOf });
    const first = other.serve(visit(), async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      throw new Error("render failed");
    });
    const second = other.serve(visit(), failing.render);
    await expect(first).rejects.toThrow("render failed");
    expect(await textOf(await second)).toContain("render 1");
  });
});
