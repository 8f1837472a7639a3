// The production server as deployed behind https (PUBLIC_URL https://, no TRUST_PROXY): the one
// cross-site check every state-changing request passes (server/cross-site.js), and the session
// cookie: `__Host-` prefixed, Secure, and encrypted so the API token cannot be read out of it.
import { createCookie } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealedCookie } from "../../app/utils/sealed-cookie.server";
import { CROSS_SITE_REFUSED } from "../../server/cross-site.js";
import { signInOnPage, startBuiltServer, verifiedMember, type BuiltServer } from "../support/built-server";

const PUBLIC_URL = "https://infinite.test";
const SECRET = "security-test-session-secret-0123456789abcdef";
const EVIL = "https://evil.example";
const COOKIE = "__Host-infinite_user";

let server: BuiltServer;
let base: string;

beforeAll(async () => {
  server = await startBuiltServer({
    PUBLIC_URL,
    SESSION_SECRET: SECRET,
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  });
  base = server.base;
}, 300_000);

afterAll(() => server?.stop());

const post = (path: string, headers: Record<string, string>, init: RequestInit = {}) =>
  fetch(`${base}${path}`, { method: "POST", redirect: "manual", headers, ...init });

/**
 * A contact form left empty: the action answers it itself with 400 and the fields' messages, so a
 * 400 shows the post got through to the action (and nothing is sent or rate-limited).
 */
const contactForm = () => new URLSearchParams({ first_name: "" });
const ANSWERED_BY_THE_ACTION = 400;

describe("a state-changing request from another site", () => {
  it("is refused with 403 and a page when a form of another site posts to a page", async () => {
    const res = await post("/get-in-touch", { Origin: EVIL, Accept: "text/html" }, { body: contactForm() });
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain(CROSS_SITE_REFUSED);
  });

  it("is refused with the API's envelope on the API, for every method that changes something", async () => {
    for (const [method, path] of [
      ["POST", "/api/v1/contact-us/send"],
      ["PUT", "/api/v1/auth/preferences"],
      ["PATCH", "/api/v1/chats/1"],
      ["DELETE", "/api/v1/push/subscriptions"],
    ] as const) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { Origin: EVIL, "Content-Type": "application/json" },
        body: "{}",
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ success: false, message: CROSS_SITE_REFUSED, code: 403 });
    }
  });

  it("is refused by its Referer or Sec-Fetch-Site when the browser sent no Origin", async () => {
    expect((await post("/auth/logout", { Referer: `${EVIL}/page` })).status).toBe(403);
    expect((await post("/dashboard/chat/stream", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post("/dashboard/notifications", { "Sec-Fetch-Site": "same-site" })).status).toBe(403);
  });

  it("cannot pass itself off as ours with X-Forwarded-Host (no TRUST_PROXY)", async () => {
    const res = await post(
      "/get-in-touch",
      { Origin: EVIL, "X-Forwarded-Host": "evil.example", Accept: "text/html" },
      { body: contactForm() },
    );
    expect(res.status).toBe(403);
  });
});

describe("a request from our own pages", () => {
  it("passes from the address the server was reached at, and from PUBLIC_URL's", async () => {
    for (const origin of [base, PUBLIC_URL]) {
      const res = await post(
        "/get-in-touch",
        { Origin: origin, Accept: "text/html", "Sec-Fetch-Site": "same-origin" },
        { body: contactForm() },
      );
      expect(res.status, origin).toBe(ANSWERED_BY_THE_ACTION);
    }
    const referred = await post(
      "/get-in-touch",
      { Referer: `${PUBLIC_URL}/get-in-touch` },
      { body: contactForm() },
    );
    expect(referred.status).toBe(ANSWERED_BY_THE_ACTION);
  });

  it("is not turned into a 500 by an X-Forwarded-Host nobody vouches for", async () => {
    const res = await post(
      "/get-in-touch",
      { Origin: base, "X-Forwarded-Host": "other.example", Accept: "text/html" },
      { body: contactForm() },
    );
    expect(res.status).toBe(ANSWERED_BY_THE_ACTION);
  });
});

describe("callers that are not browsers", () => {
  it("an API client with a Bearer token and none of the browser's headers is served", async () => {
    const member = await verifiedMember(base, "api-client@example.test");
    const login = await fetch(`${base}/api/v1/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    const { token } = (await login.json()).data;
    const res = await fetch(`${base}/api/v1/auth/logout`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });

  it("Stripe's webhook reaches its handler, which judges the signature", async () => {
    const res = await post(
      "/api/v1/webhooks/stripe",
      { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=00" },
      { body: "{}" },
    );
    expect(res.status).not.toBe(403);
    expect(res.status).toBeLessThan(500);
  });
});

/** Every way the cookie's value could be read: as it is, URL-decoded, base64 and base64url, nested. */
function readings(value: string): string[] {
  const seen = new Set([value, decodeURIComponent(value)]);
  for (let round = 0; round < 3; round++) {
    for (const text of [...seen]) {
      for (const part of [text, ...text.split(".")]) {
        seen.add(Buffer.from(part, "base64").toString("latin1"));
        seen.add(Buffer.from(part, "base64url").toString("latin1"));
        try {
          const parsed: unknown = JSON.parse(part);
          if (typeof parsed === "string") seen.add(parsed);
        } catch {
          // not JSON
        }
      }
    }
  }
  return [...seen];
}

describe("the session cookie over https", () => {
  it("is __Host-infinite_user: Secure, HttpOnly, Path=/, no Domain, and the token cannot be read from it", async () => {
    const member = await verifiedMember(base, "cookie@example.test");
    const { setCookie, cookie } = await signInOnPage(base, member);
    expect(setCookie.startsWith(`${COOKIE}=`)).toBe(true);
    const attributes = setCookie.split(";").map((a) => a.trim().toLowerCase());
    expect(attributes).toContain("secure");
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("path=/");
    expect(attributes).toContain("samesite=lax");
    expect(attributes.some((a) => a.startsWith("domain="))).toBe(false);

    // The server can open it (the token is there) ...
    const session = (await sealedCookie(COOKIE, {}, SECRET).parse(cookie)) as { token?: string };
    expect(session.token).toMatch(/^[\w-]{20,}$/);
    // ... nobody else can: no reading of the value shows the token or the email.
    const value = cookie.slice(COOKIE.length + 1);
    for (const reading of readings(value)) {
      expect(reading).not.toContain(session.token);
      expect(reading).not.toContain(member.email);
    }

    const signedIn = await fetch(`${base}/dashboard/profile`, {
      redirect: "manual",
      headers: { Cookie: cookie },
    });
    expect(signedIn.status).toBe(200);
  });

  it("in the old signed format, or tampered with, reads as signed out", async () => {
    const member = await verifiedMember(base, "old-cookie@example.test");
    const { cookie } = await signInOnPage(base, member);
    const { token } = (await sealedCookie(COOKIE, {}, SECRET).parse(cookie)) as { token: string };
    const old = await createCookie(COOKIE, { secrets: [SECRET] }).serialize({ token });
    const value = cookie.slice(COOKIE.length + 1);
    const flipped = `${value.slice(0, 40)}${value[40] === "A" ? "B" : "A"}${value.slice(41)}`;
    for (const sent of [old.split(";")[0]!, `${COOKIE}=${flipped}`]) {
      const res = await fetch(`${base}/dashboard/profile`, { redirect: "manual", headers: { Cookie: sent } });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toMatch(/^\/auth\/login/);
    }
  });
});
