// POST /theme on the production build: the cookie it sets or clears, the safe way back for a form
// posted without JavaScript, data for a fetcher, a clear 400 for anything but the three choices; and
// the page the server renders (and keeps in its page cache) with each theme.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "../support/built-server";

let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer();
}, 300_000);

afterAll(() => server?.stop());

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * A form post as a browser sends it: without JavaScript a navigation, with it a fetcher's data
 * request. Through node:http, because fetch() sets Sec-Fetch-Mode itself, whatever it is given.
 */
function post(fields: Record<string, string>, how: "page" | "fetcher" = "page"): Promise<Answer> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.base}${how === "page" ? "/theme" : "/theme.data"}`,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Origin: server.base,
          "Sec-Fetch-Mode": how === "page" ? "navigate" : "cors",
          ...(how === "page" ? { Accept: "text/html" } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of [value ?? []].flat()) headers.append(name, v);
        }
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("POST /theme", () => {
  it("stores Light or Dark for a year and goes back to the page it came from", async () => {
    for (const theme of ["light", "dark"]) {
      const res = await post({ theme, redirectTo: "/pricing?x=1" });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/pricing?x=1");
      const cookie = res.headers.get("Set-Cookie") ?? "";
      expect(cookie).toMatch(
        new RegExp(`^theme=${theme}; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly$`),
      );
    }
  });

  it("System clears the cookie", async () => {
    const res = await post({ theme: "system", redirectTo: "/" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Set-Cookie")).toMatch(/^theme=; Max-Age=0; Path=\//);
  });

  it.each([["https://evil.example/"], ["//evil.example"], ["/\\evil.example"], ["javascript:alert(1)"]])(
    "never sends anyone off the site (%s)",
    async (redirectTo) => {
      const res = await post({ theme: "light", redirectTo });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/");
    },
  );

  it("answers a fetcher with data, no redirect, the cookie set", async () => {
    const res = await post({ theme: "dark", redirectTo: "/about" }, "fetcher");
    expect(res.status).toBe(200);
    expect(res.headers.get("Location")).toBeNull();
    expect(res.headers.get("Set-Cookie")).toMatch(/^theme=dark;/);
  });

  it.each([[{ theme: "sepia" }], [{}], [{ theme: "" }]])(
    "refuses %j with a 400 and a message",
    async (fields) => {
      const res = await post({ ...fields, redirectTo: "/" });
      expect(res.status).toBe(400);
      expect(res.body).toBe("Choose System, Light or Dark.");
      expect(res.headers.get("Set-Cookie")).toBeNull();
    },
  );

  it("sends a GET home", async () => {
    const res = await fetch(`${server.base}/theme`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
  });
});

/** The data-theme attribute of the page's <html>, as sent ("" when there is none). */
const themeOf = (html: string) =>
  / data-theme="[^"]*"/.exec(/<html\b[^>]*>/.exec(html)?.[0] ?? "")?.[0] ?? "";

describe("the page for each theme", () => {
  const get = (cookie?: string) =>
    fetch(`${server.base}/pricing`, { headers: cookie ? { Cookie: cookie } : {} });

  it("carries the theme on <html> from the server, kept per theme by the page cache", async () => {
    for (const [cookie, attribute] of [
      ["theme=light", ' data-theme="light"'],
      ["theme=dark", ' data-theme="dark"'],
      [undefined, ""],
    ] as const) {
      const first = await get(cookie);
      expect(themeOf(await first.text())).toBe(attribute);
      const second = await get(cookie);
      // The second visitor with the same theme gets the kept copy.
      expect(second.headers.get("Age"), String(cookie)).not.toBeNull();
      expect(themeOf(await second.text())).toBe(attribute);
    }
  });

  it("renders its own page for an unknown value, as System", async () => {
    const res = await get("theme=sepia");
    expect(res.headers.get("Age")).toBeNull();
    expect(themeOf(await res.text())).toBe("");
  });
});
